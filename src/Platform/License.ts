/**
 * License: `/rest/organizations/{org}/license`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json, put } from "../Http/Endpoint.ts"
import type {
  DataVisualizationAccess,
  Edition,
  IndexBackupType,
  IndexType,
  MlConfigurability,
  MonitoringLevel,
  ProductType
} from "../Schema/Organization.ts"
import { LicenseSection } from "../Schema/Organization.ts"
import type { SourceType, SourceVisibility } from "../Schema/Sources.ts"

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
export interface LicenseConnectorScheduleModel {
  readonly refreshType: string
  readonly scheduleFrequencies: ReadonlyArray<string>
}

/**
 * A connector the license allows, with its schedules and visibilities.
 *
 * @since 0.1.0
 * @category models
 */
export interface LicenseConnectorModel {
  readonly allowed: boolean
  readonly allowedSchedules: ReadonlyArray<LicenseConnectorScheduleModel>
  readonly sourceVisibilities: ReadonlyArray<SourceVisibility>
  readonly type: SourceType
}

/**
 * A commercial entitlement of the license.
 *
 * @since 0.1.0
 * @category models
 */
export interface EntitlementModel {
  readonly id: string
  readonly productId?: string
  readonly productName?: string
  readonly displayName?: string
  readonly pricingUnit?: string
  readonly status?: string
  readonly useCase?: string
  readonly itemLimit?: number
  readonly qpmLimit?: number
  readonly lrpmLimit?: number
  readonly recommendationLimit?: number
  readonly userLimit?: number
  readonly unlimitedQPM?: boolean
  readonly unlimitedRecommendations?: boolean
  readonly unlimitedUsers?: boolean
  readonly shouldShowInConsumptionDashboard?: boolean
  readonly [key: string]: unknown
}

/**
 * An organization's license.
 *
 * @since 0.1.0
 * @category models
 */
export interface LicenseModel {
  readonly accountId?: string
  readonly accountName?: string
  readonly connectors?: ReadonlyArray<LicenseConnectorModel>
  readonly department?: string
  readonly entitlements?: ReadonlyArray<EntitlementModel>
  /** Milliseconds since the UNIX epoch. */
  readonly expirationDate?: number
  readonly indexBackupType?: IndexBackupType
  readonly indexType?: IndexType
  readonly monitoringLevel?: MonitoringLevel
  /** The spec names this level but not where the platform reports it; typed here when present. */
  readonly mlModelConfigurability?: MlConfigurability
  /** The spec names this level but not where the platform reports it; typed here when present. */
  readonly dataVisualizationAccess?: DataVisualizationAccess
  readonly productEdition?: Edition
  readonly productName?: string
  readonly productType?: ProductType
  /** Per-section settings, keyed by {@link LicenseSection}. */
  readonly properties?: Readonly<Record<string, unknown>>
  readonly type?: string
  readonly [key: string]: unknown
}

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
  query: LicenseExpirationDateOptions
})

/**
 * Lists every source type a license could allow.
 *
 * @since 0.1.0
 * @category calls
 */
export const getPossibleSourceTypes = get("License.getPossibleSourceTypes",
  "/rest/organizations/{org}/license/sourcetypes", json<ReadonlyArray<LicenseSourceTypeModel>>(), () => ({}))

/**
 * This area's enumerations, declared with their domain's in `Schema/Organization.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { LicenseSection }
