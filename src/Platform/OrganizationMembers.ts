/**
 * Members of the configured organization (`organization.members` in the promise
 * client): `/rest/organizations/{org}/members`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { del, empty, get, json } from "../Http/Endpoint.ts"
import type { AuthenticationProvider } from "../Schema/Organization.ts"

/**
 * A group an organization member belongs to.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrganizationMemberGroupModel {
  readonly id: string
  readonly displayName: string
}

/**
 * A member of an organization.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrganizationMemberModel {
  readonly username: string
  readonly displayName?: string
  readonly email?: string
  readonly groups?: ReadonlyArray<OrganizationMemberGroupModel>
  readonly provider?: AuthenticationProvider
  readonly providerUsername?: string
  readonly lastUsedDate?: number
  readonly [key: string]: unknown
}

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
