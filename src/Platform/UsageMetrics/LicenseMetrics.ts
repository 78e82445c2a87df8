/**
 * License usage metrics (`searchUsageMetrics.licenseMetrics` in the promise
 * client): `/rest/organizations/{org}/searchusagemetrics/license`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SearchUsageMetrics from "../../Schema/Models/SearchUsageMetrics.ts"

/**
 * Query of {@link listMonthly}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListLicenseMonthlyParams = Schema.Struct({
  /** First month reported, `YYYY-MM`. */
  from: Schema.String,
  /** Last month reported, `YYYY-MM`. */
  to: Schema.String,
  /** Sliding window in months; the metric's own window when absent. */
  slidingWindow: Schema.optional(Schema.Number)
})
/**
 * Options of {@link listMonthly}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListLicenseMonthlyParams = typeof ListLicenseMonthlyParams.Type

/**
 * A license metric.
 *
 * @since 0.1.0
 * @category models
 */
export type RestMetricsModel = SearchUsageMetrics.RestMetric

/**
 * A list of license metrics.
 *
 * @since 0.1.0
 * @category models
 */
export type RestListOfMetricsModel = SearchUsageMetrics.RestListOfMetrics

/**
 * A metric's value on a date.
 *
 * @since 0.1.0
 * @category models
 */
export type RestMetricValueForDate = SearchUsageMetrics.RestMetricValueforDate

/**
 * A metric's values over time.
 *
 * @since 0.1.0
 * @category models
 */
export type RestListOfMetricValues = SearchUsageMetrics.RestListOfMetricValues

/**
 * Lists the license metrics the organization is using.
 *
 * @since 0.1.0
 * @category calls
 */
export const listInUse = get("LicenseMetrics.listInUse", "/rest/organizations/{org}/searchusagemetrics/license/inUse",
  json<RestListOfMetricsModel>(), () => ({}))

/**
 * Lists one license metric's monthly values.
 *
 * @since 0.1.0
 * @category calls
 */
export const listMonthly = get("LicenseMetrics.listMonthly",
  "/rest/organizations/{org}/searchusagemetrics/license/monthly/{metric}", json<RestListOfMetricValues>(),
  (metric: string, params: ListLicenseMonthlyParams) => ({ path: { metric }, query: params }), {
  query: encoded(ListLicenseMonthlyParams)
})

/**
 * Lists the license metrics that can be assigned.
 *
 * @since 0.1.0
 * @category calls
 */
export const listAssignable = get("LicenseMetrics.listAssignable",
  "/rest/organizations/{org}/searchusagemetrics/license/assignable", json<RestListOfMetricsModel>(), () => ({}))

// The operations of this area that are declared from the descriptions.
export * from "./LicenseMetrics.generated.ts"
