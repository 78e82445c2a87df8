/**
 * Invitations to a group (`group.invite` in the promise client):
 * `/rest/organizations/{org}/groups/{groupId}/invites`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"

/**
 * Query of {@link add}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AddInviteOptions = Schema.Struct({ sendEmail: Schema.optional(Schema.Boolean) })
/**
 * Options of {@link add}; an e-mail is sent unless `sendEmail` is false (the specification's business constants).
 *
 * @since 0.1.0
 * @category models
 */
export type AddInviteOptions = typeof AddInviteOptions.Type

/**
 * An invitation to send: it names its member by e-mail, by username, or by provider and provider username.
 *
 * @since 0.1.0
 * @category models
 */
export type NewInviteModel = Authorization.InviteModelInput

/**
 * An invitation.
 *
 * @since 0.1.0
 * @category models
 */
export type InviteModel = Authorization.InviteModel

/**
 * Lists a group's pending invitations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("GroupInvites.list", "/rest/organizations/{org}/groups/{groupId}/invites",
  json<ReadonlyArray<InviteModel>>(), (groupId: string) => ({ path: { groupId } }))

/**
 * Invites someone to a group, e-mailing them unless `sendEmail` is false (the specification's business constants).
 *
 * @since 0.1.0
 * @category calls
 */
export const add = post(
  "GroupInvites.add",
  "/rest/organizations/{org}/groups/{groupId}/invites",
  json<InviteModel>(),
  (groupId: string, invite: NewInviteModel, options?: AddInviteOptions) => ({
    path: { groupId },
    query: { sendEmail: options?.sendEmail ?? true },
    body: invite
  }),
  { query: encoded(AddInviteOptions) }
)

/**
 * Withdraws an invitation.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("GroupInvites.delete", "/rest/organizations/{org}/groups/{groupId}/invites/{usernameOrEmail}",
  empty, (groupId: string, usernameOrEmail: string) => ({ path: { groupId, usernameOrEmail } }))

/**
 * Accepts the current user's invitation to a group.
 *
 * @since 0.1.0
 * @category calls
 */
export const accept = post("GroupInvites.accept", "/rest/organizations/{org}/groups/{groupId}/invites/accept", empty,
  (groupId: string) => ({ path: { groupId } }))

/**
 * Declines the current user's invitation to a group.
 *
 * @since 0.1.0
 * @category calls
 */
export const decline = post("GroupInvites.decline", "/rest/organizations/{org}/groups/{groupId}/invites/decline", empty,
  (groupId: string) => ({ path: { groupId } }))

export {
  /**
   * Withdraws an invitation.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete
}
