/**
 * Members of the configured organization (`organization.members` in the promise
 * client): `/rest/organizations/{org}/members`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json } from "../../Http/Endpoint.ts"
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
const delete_ = del("OrganizationMembers.delete", "/rest/organizations/{org}/members/{username}", empty,
  (username: string) => ({ path: { username } }))

export {
  /**
   * Removes a member from every group of the organization (they may still get in through a realm).
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete
}
