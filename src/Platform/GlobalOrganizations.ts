/**
 * Where organizations live (`global.organization` in the promise client):
 * `/rest/global/organizations`, outside any organization.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { get, json } from "../Http/Endpoint.ts"
import type { PageModel } from "./Common.ts"

/**
 * The regions and hosts of an organization.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrganizationConfigurationModel {
  readonly organizationId: string
  readonly mainRegions: ReadonlyArray<string>
  readonly satelliteRegions: ReadonlyArray<string>
  readonly primaryMainRegion: string
  readonly distributedDns: string
  readonly adminDns: string
  readonly analyticsDns: string
  readonly customDns?: string
  readonly [key: string]: unknown
}

/**
 * Lists the organizations' configurations (one page; the call takes no paging).
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("GlobalOrganizations.list", "/rest/global/organizations",
  json<PageModel<OrganizationConfigurationModel>>(), () => ({}))

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
