/**
 * License: `/rest/organizations/{org}/license`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json, put } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Platform from "../../Schema/Models/Platform.ts"
import { LicenseSection } from "../../Schema/Organization.ts"

/**
 * Query of {@link updateExpirationDate}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LicenseExpirationDateOptions = Schema.Struct({
  /** Milliseconds since the UNIX epoch. */
  expirationDate: Schema.Number
})
/**
 * Options of {@link updateExpirationDate}.
 *
 * @since 0.1.0
 * @category models
 */
export type LicenseExpirationDateOptions = typeof LicenseExpirationDateOptions.Type

/**
 * How often a licensed connector may be refreshed.
 *
 * @since 0.1.0
 * @category models
 */
export type LicenseConnectorScheduleModel = Platform.AllowedScheduleModel

/**
 * A connector the license allows, with its schedules and visibilities.
 *
 * @since 0.1.0
 * @category models
 */
export type LicenseConnectorModel = Platform.ConnectorInformationModel

/**
 * A commercial entitlement of the license.
 *
 * @since 0.1.0
 * @category models
 */
export type EntitlementModel = Platform.EntitlementModel

/**
 * An organization's license; `properties` holds the per-section settings, keyed by {@link LicenseSection}.
 *
 * @since 0.1.0
 * @category models
 */
export type LicenseModel = Platform.LicenseModel

/**
 * The settings of one license section, by name (the answer of {@link get}).
 *
 * @since 0.1.0
 * @category models
 */
export type LicenseSectionModel =
  Platform.Operations["GET /rest/organizations/{organizationId}/license/{sectionName}"]["response"]

/**
 * A source type the license could allow.
 *
 * @since 0.1.0
 * @category models
 */
export interface LicenseSourceTypeModel {
  readonly type: string
}

/**
 * Gets the whole license.
 *
 * @since 0.1.0
 * @category calls
 */
export const full = get("License.full", "/rest/organizations/{org}/license", json<LicenseModel>(), () => ({}))

/**
 * Gets one section of the license (the promise client's `get()` without a section is {@link full}).
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("License.get", "/rest/organizations/{org}/license/{sectionName}", json<LicenseSectionModel>(),
  (sectionName: LicenseSection) => ({ path: { sectionName } }))

/**
 * Replaces the settings of one license section (numbers by setting name); the answer is the license.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("License.update", "/rest/organizations/{org}/license/{sectionName}", json<LicenseModel>(),
  (sectionName: LicenseSection, licenseSection: Readonly<Record<string, number>>) => ({
    path: { sectionName },
    body: licenseSection
  }))

/**
 * Replaces the license.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateLicense = put("License.updateLicense", "/rest/organizations/{org}/license", json<LicenseModel>(),
  (license: LicenseModel) => ({ body: license }))

/**
 * Moves the license's expiration date; the date travels in the query, not the body.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateExpirationDate = put("License.updateExpirationDate", "/rest/organizations/{org}/license/expiration",
  json<LicenseModel>(), (options: LicenseExpirationDateOptions) => ({ query: options }), {
  query: encoded(LicenseExpirationDateOptions)
})

/**
 * Lists every source type a license could allow.
 *
 * @since 0.1.0
 * @category calls
 */
export const getPossibleSourceTypes = get("License.getPossibleSourceTypes",
  "/rest/organizations/{org}/license/sourcetypes", json<ReadonlyArray<LicenseSourceTypeModel>>(), () => ({}))

export {
  /**
   * Gets one section of the license (the promise client's `get()` without a section is {@link full}).
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
export { LicenseSection }

// The operations of this area that are declared from the descriptions.
export * from "./License.generated.ts"
