/**
 * Platform regions (`global.region` in the promise client): `/rest/global/regions`,
 * outside any organization.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json } from "../../Http/Endpoint.ts"
import type * as Organization from "../../Schema/Models/Organization.ts"
import { RegionType } from "../../Schema/Organization.ts"

/**
 * A region and its endpoints.
 *
 * @since 0.1.0
 * @category models
 */
export type RegionConfigurationModel = Organization.RegionConfigurationModel

/**
 * Lists the regions.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("GlobalRegions.list", "/rest/global/regions", json<ReadonlyArray<RegionConfigurationModel>>(),
  () => ({}))

/**
 * Gets a region by its name, e.g. `us`.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("GlobalRegions.get", "/rest/global/regions/{region}", json<RegionConfigurationModel>(),
  (region: string) => ({ path: { region } }))

export {
  /**
   * Gets a region by its name, e.g. `us`.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Organization.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { RegionType }
