/**
 * Members of a group (`group.member` in the promise client):
 * `/rest/organizations/{org}/groups/{groupId}/members`.
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
export const AddGroupMemberOptions = Schema.Struct({ sendEmailOnInvite: Schema.optional(Schema.Boolean) })
/**
 * Options of {@link add}; an e-mail is sent unless `sendEmailOnInvite` is false (the specification's business constants).
 *
 * @since 0.1.0
 * @category models
 */
export type AddGroupMemberOptions = typeof AddGroupMemberOptions.Type

/**
 * A member of a group.
 *
 * @since 0.1.0
 * @category models
 */
export type MemberModel = Authorization.MemberModel

/**
 * A member to add to a group (the platform assigns the `id`).
 *
 * @since 0.1.0
 * @category models
 */
export type NewMemberModel = Authorization.MemberModelInput

/**
 * Lists a group's members.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("GroupMembers.list", "/rest/organizations/{org}/groups/{groupId}/members",
  json<ReadonlyArray<MemberModel>>(), (groupId: string) => ({ path: { groupId } }))

/**
 * Adds a member to a group, e-mailing them unless `sendEmailOnInvite` is false (the specification's business constants).
 *
 * @since 0.1.0
 * @category calls
 */
export const add = post(
  "GroupMembers.add",
  "/rest/organizations/{org}/groups/{groupId}/members",
  empty,
  (groupId: string, member: NewMemberModel, options?: AddGroupMemberOptions) => ({
    path: { groupId },
    query: { sendEmailOnInvite: options?.sendEmailOnInvite ?? true },
    body: member
  }),
  { query: encoded(AddGroupMemberOptions) }
)

/**
 * Removes a member from a group.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("GroupMembers.delete", "/rest/organizations/{org}/groups/{groupId}/members/{username}", empty,
  (groupId: string, username: string) => ({ path: { groupId, username } }))

/**
 * Gets one member of a group.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("GroupMembers.get", "/rest/organizations/{org}/groups/{groupId}/members/{username}",
  json<MemberModel>(), (groupId: string, username: string) => ({ path: { groupId, username } }))

export {
  /**
   * Removes a member from a group.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets one member of a group.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
