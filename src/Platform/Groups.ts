/**
 * Groups of an organization (`group` in the promise client):
 * `/rest/organizations/{org}/groups`. Invitations, members and realms live in
 * the sibling modules `GroupInvites`, `GroupMembers` and `GroupRealms`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import type { PrivilegeModel } from "./Common.ts"
import type { IdAndDisplayNameModel } from "./Common.ts"
import type { InviteModel } from "./GroupInvites.ts"
import type { MemberModel } from "./GroupMembers.ts"
import type { RealmModel } from "./GroupRealms.ts"

/**
 * Query of {@link create}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateGroupOptions = Schema.Struct({
  canEditItself: Schema.optional(Schema.Boolean),
  sendEmailToInviteUsers: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link create}.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateGroupOptions = typeof CreateGroupOptions.Type

/**
 * Query of {@link update}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UpdateGroupOptions = Schema.Struct({ sendEmailToInviteUsers: Schema.optional(Schema.Boolean) })
/**
 * Options of {@link update}.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateGroupOptions = typeof UpdateGroupOptions.Type

/**
 * A group to create.
 *
 * @since 0.1.0
 * @category models
 */
export interface NewGroupModel {
  readonly displayName: string
  readonly invites?: ReadonlyArray<InviteModel>
  readonly members?: ReadonlyArray<MemberModel>
  readonly privileges?: ReadonlyArray<PrivilegeModel>
  readonly realms?: ReadonlyArray<RealmModel>
  readonly deletable?: boolean
  readonly apiKeysThatCanEdit?: ReadonlyArray<IdAndDisplayNameModel>
  readonly groupsThatCanEdit?: ReadonlyArray<IdAndDisplayNameModel>
  readonly [key: string]: unknown
}

/**
 * A group.
 *
 * @since 0.1.0
 * @category models
 */
export interface GroupModel extends NewGroupModel {
  readonly id: string
  readonly resourceId?: string
}

/**
 * Lists the organization's groups.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Groups.list", "/rest/organizations/{org}/groups", json<ReadonlyArray<GroupModel>>(),
  () => ({}))

/**
 * Creates a group; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Groups.create", "/rest/organizations/{org}/groups", json<{ readonly id: string }>(),
  (group: NewGroupModel, options?: CreateGroupOptions) => ({ query: options, body: group }), {
  query: CreateGroupOptions
})

/**
 * Gets a group.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Groups.get", "/rest/organizations/{org}/groups/{groupId}", json<GroupModel>(),
  (groupId: string) => ({ path: { groupId } }))

/**
 * Replaces a group; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Groups.update", "/rest/organizations/{org}/groups/{groupId}", empty,
  (group: GroupModel, options?: UpdateGroupOptions) => ({ path: { groupId: group.id }, query: options, body: group }), {
  query: UpdateGroupOptions
})

/**
 * Deletes a group.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Groups.delete", "/rest/organizations/{org}/groups/{groupId}", empty,
  (groupId: string) => ({ path: { groupId } }))

/**
 * Lists the privileges the current user holds only through this group.
 *
 * @since 0.1.0
 * @category calls
 */
export const listExclusivePrivileges = get("Groups.listExclusivePrivileges",
  "/rest/organizations/{org}/groups/{groupId}/privileges/exclusive/me", json<ReadonlyArray<PrivilegeModel>>(),
  (groupId: string) => ({ path: { groupId } }))

export {
  /**
   * Deletes a group.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a group.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * A reference to a resource by id, with its display name (declared once, in `Common.ts`).
 *
 * @since 0.1.0
 * @category schemas
 */
export type { IdAndDisplayNameModel }
