/**
 * Organization limits: `/rest/organizations/{org}/limits`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Platform from "../../Schema/Models/Platform.ts"
import { LimitType } from "../../Schema/Organization.ts"
import type { LicenseSection } from "./License.ts"

const AllQuery = Schema.Struct({ limitType: Schema.optional(LimitType) })

/**
 * Query of {@link getHistoryLimit}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LimitHistoryOptions = Schema.Struct({
  /** Start of the range, ISO 8601 (e.g. `2022-05-08T01:30:00.000-05:00`). */
  from: Schema.optional(Schema.String),
  /** End of the range, ISO 8601. */
  to: Schema.optional(Schema.String)
})
/**
 * Options of {@link getHistoryLimit}.
 *
 * @since 0.1.0
 * @category models
 */
export type LimitHistoryOptions = typeof LimitHistoryOptions.Type

/**
 * One limit and how much of it is used.
 *
 * @since 0.1.0
 * @category models
 */
export type LimitModel = Platform.LimitStatusModel

/**
 * The limits of one section, by limit key.
 *
 * @since 0.1.0
 * @category models
 */
export type LimitsModel =
  Platform.Operations["GET /rest/organizations/{organizationId}/limits/{sectionName}"]["response"]

/**
 * Every section's limits, by section name.
 *
 * @since 0.1.0
 * @category models
 */
export type AllLimitsModel = Platform.Operations["GET /rest/organizations/{organizationId}/limits"]["response"]

/**
 * A past value of a limit (`date` in milliseconds since the UNIX epoch).
 *
 * @since 0.1.0
 * @category models
 */
export type LimitHistoryDataPointModel = Platform.LimitHistoryDataPointModel

/**
 * Gets every section's limits, only those of one type when `limitType` is given.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAll = get("Limits.getAll", "/rest/organizations/{org}/limits", json<AllLimitsModel>(),
  (limitType?: LimitType) => ({ query: { limitType } }), { query: encoded(AllQuery) })

/**
 * Gets the limits of one type; the promise client's name for `getAll(limitType)`.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAllPerLimitType = (limitType: LimitType) => getAll(limitType)

/**
 * Gets the limits of one license section.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Limits.get", "/rest/organizations/{org}/limits/{sectionName}", json<LimitsModel>(),
  (sectionName: LicenseSection) => ({ path: { sectionName } }))

/**
 * Gets the status of one limit of a license section: its value and how much of it is used.
 *
 * @since 0.1.0
 * @category calls
 */
export const getSpecificLimitStatus = get("Limits.getSpecificLimitStatus",
  "/rest/organizations/{org}/limits/{sectionName}/{limitKey}", json<LimitModel>(),
  (sectionName: LicenseSection, limitKey: string) => ({ path: { sectionName, limitKey } }))

/**
 * Gets the history of one limit.
 *
 * @since 0.1.0
 * @category calls
 */
export const getHistoryLimit = get(
  "Limits.getHistoryLimit",
  "/rest/organizations/{org}/limits/{sectionName}/{limitKey}/history",
  json<ReadonlyArray<LimitHistoryDataPointModel>>(),
  (sectionName: LicenseSection, limitKey: string, options?: LimitHistoryOptions) => ({
    path: { sectionName, limitKey },
    query: options
  }),
  { query: encoded(LimitHistoryOptions) }
)

export {
  /**
   * Gets the limits of one license section.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./Limits.generated.ts"
