/**
 * Where organizations live (`global.organization` in the promise client):
 * `/rest/global/organizations`, outside any organization.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json } from "../../Http/Endpoint.ts"
import type * as Organization from "../../Schema/Models/Organization.ts"

/**
 * The regions and hosts of an organization.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationConfigurationModel = Organization.OrganizationGlobalConfigurationModel

/**
 * A page of organizations' configurations.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationConfigurationPageModel = Organization.PageModelOrganizationGlobalConfigurationModel

/**
 * Lists the organizations' configurations (one page; the call takes no paging).
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("GlobalOrganizations.list", "/rest/global/organizations",
  json<OrganizationConfigurationPageModel>(), () => ({}))

/**
 * Gets an organization's configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("GlobalOrganizations.get", "/rest/global/organizations/{organizationId}",
  json<OrganizationConfigurationModel>(), (organizationId: string) => ({ path: { organizationId } }))

export {
  /**
   * Gets an organization's configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
