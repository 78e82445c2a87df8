/**
 * Members of the configured organization (`organization.members` in the promise
 * client): `/rest/organizations/{org}/members`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, put } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"

/**
 * A group an organization member belongs to.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationMemberGroupModel = Authorization.OrganizationMemberGroupModel_Public

/**
 * A member of an organization.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationMemberModel = Authorization.OrganizationMemberModel_Public

/**
 * An organization member as {@link updateMember} answers it, with their member type.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationMemberDetailsModel = Authorization.OrganizationMemberModel

/**
 * A member to invite or update with {@link updateOrganizationMembers}, with the groups to invite them to.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationInviteModel = Authorization.OrganizationInviteModel_Public

/**
 * A privilege of the current user on the organization.
 *
 * @since 0.1.0
 * @category models
 */
export type GlobalPrivilegeModel = Authorization.GlobalPrivilegeModel

/**
 * A group an organization member belongs to, as {@link getGroups} lists it.
 *
 * @since 0.1.0
 * @category models
 */
export type GroupModel = Authorization.GroupModel

/**
 * Query of {@link updateOrganizationMembers}. The promise client 60.4 names the e-mail flag
 * `sendEmailToInviteUsers`; the platform's description names it `sendEmailToInvitedUsers` (true by default
 * there, as the specification's business constants say). Each is sent as given.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UpdateOrganizationMembersOptions = Schema.Struct({
  sendEmailToInviteUsers: Schema.optional(Schema.Boolean),
  sendEmailToInvitedUsers: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link updateOrganizationMembers}.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateOrganizationMembersOptions = typeof UpdateOrganizationMembersOptions.Type

const byUsername = (username: string) => ({ path: { username } })

/**
 * Lists the organization's members.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAll = get("OrganizationMembers.getAll", "/rest/organizations/{org}/members",
  json<ReadonlyArray<OrganizationMemberModel>>(), () => ({}))

/**
 * Removes a member from every group of the organization (they may still get in through a realm).
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("OrganizationMembers.delete", "/rest/organizations/{org}/members/{username}", empty, byUsername)

/**
 * Gets one member of the organization.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("OrganizationMembers.get", "/rest/organizations/{org}/members/{username}",
  json<OrganizationMemberModel>(), byUsername)

/**
 * Lists the current user's privileges on the organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const getPrivileges = get("OrganizationMembers.getPrivileges", "/rest/organizations/{org}/members/privileges",
  json<ReadonlyArray<GlobalPrivilegeModel>>(), () => ({}))

/**
 * Invites or updates members of the organization; the answer lists the members.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateOrganizationMembers = put("OrganizationMembers.updateOrganizationMembers",
  "/rest/organizations/{org}/members", json<ReadonlyArray<OrganizationMemberModel>>(),
  (model: ReadonlyArray<OrganizationInviteModel>, options?: UpdateOrganizationMembersOptions) => ({
    body: model,
    query: options
  }), { query: encoded(UpdateOrganizationMembersOptions) })

/**
 * Updates one member of the organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateMember = put("OrganizationMembers.updateMember", "/rest/organizations/{org}/members/{username}",
  json<OrganizationMemberDetailsModel>(),
  (username: string, model: OrganizationMemberModel) => ({ path: { username }, body: model }))

/**
 * Lists the groups an organization member belongs to.
 *
 * @since 0.1.0
 * @category calls
 */
export const getGroups = get("OrganizationMembers.getGroups", "/rest/organizations/{org}/members/{username}/groups",
  json<ReadonlyArray<GroupModel>>(), byUsername)

export {
  /**
   * Removes a member from every group of the organization (they may still get in through a realm).
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets one member of the organization.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
