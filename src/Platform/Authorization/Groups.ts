/**
 * Groups of an organization (`group` in the promise client):
 * `/rest/organizations/{org}/groups`. Invitations, members and realms live in
 * the sibling modules `GroupInvites`, `GroupMembers` and `GroupRealms`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"
import type { IdAndDisplayNameModel, PrivilegeModel } from "../Common.ts"

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
export type NewGroupModel = Authorization.GroupModel_Request

/**
 * A group.
 *
 * @since 0.1.0
 * @category models
 */
export type GroupModel = Authorization.GroupModel_Response

/**
 * The answer of {@link create}: the new group's id.
 *
 * @since 0.1.0
 * @category models
 */
export type GroupCreatedModel = Authorization.JsonStringIdWrapper

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
export const create = post("Groups.create", "/rest/organizations/{org}/groups", json<GroupCreatedModel>(),
  (group: NewGroupModel, options?: CreateGroupOptions) => ({ query: options, body: group }), {
  query: encoded(CreateGroupOptions)
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
  query: encoded(UpdateGroupOptions)
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
