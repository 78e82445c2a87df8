/**
 * Raw search usage metrics (`searchUsageMetrics.rawMetrics` in the promise
 * client): `/rest/organizations/{org}/searchusagemetrics/raw`. Dates are sent
 * zero-padded whatever form the caller gives them in (the specification's business constants).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import * as SchemaIssue from "effect/SchemaIssue"
import { get, json } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import { toYearMonthDay, YearMonthDay } from "../../Http/QueryDates.ts"
import type * as SearchUsageMetrics from "../../Schema/Models/SearchUsageMetrics.ts"
import { SearchHubRawMetric } from "../../Schema/Search.ts"

/**
 * A calendar day as the promise client takes it (`month` 1 to 12).
 *
 * @since 0.1.0
 * @category models
 */
export interface DateWithoutTime {
  readonly year: number
  readonly month: number
  readonly day: number
}

/**
 * A calendar month as the promise client takes it (`month` 1 to 12).
 *
 * @since 0.1.0
 * @category models
 */
export interface DateWithoutTimeAndDay {
  readonly year: number
  readonly month: number
}

/**
 * A day: a `Date` (UTC day), a `YYYY-M-D` string, an ISO instant, or `{ year, month, day }`.
 *
 * @since 0.1.0
 * @category models
 */
export type DayInput = Date | string | DateWithoutTime

/**
 * A month: a `Date` (UTC month), a `YYYY-M` string, an ISO instant, or `{ year, month }`.
 *
 * @since 0.1.0
 * @category models
 */
export type MonthInput = Date | string | DateWithoutTimeAndDay

// "2024-3" is not a date every engine parses the same way, and Date.UTC would carry "2024-13" into 2025:
// a `YYYY-M` month is read by hand. Anything else is read as a day, whose fields are NaN when it is no date.
// Either failure is a Schema issue, so that the call fails with InvalidInput, unsent.
const toYearMonth = SchemaGetter.transformEffect((value: Date | string) => {
  const ym = typeof value === "string" ? /^(\d{4})-(\d{1,2})$/.exec(value) : null
  const month = ym === null ? toYearMonthDay(value).slice(0, 7) : `${ym[1]}-${ym[2]!.padStart(2, "0")}`
  const valid = ym === null ? !month.includes("NaN") : Number(ym[2]) >= 1 && Number(ym[2]) <= 12
  return valid
    ? Effect.succeed(month)
    : Effect.fail(new SchemaIssue.InvalidValue({ message: `Expected a month, got ${JSON.stringify(String(value))}` }))
})

/**
 * A `Date` or date string, sent as zero-padded `YYYY-MM`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const YearMonth = Schema.Union([Schema.Date, Schema.String]).pipe(
  Schema.encodeTo(Schema.String, {
    decode: SchemaGetter.passthrough(),
    encode: toYearMonth
  })
)

const dayValue = (d: DayInput): Date | string =>
  d instanceof Date || typeof d === "string" ? d : `${d.year}-${d.month}-${d.day}`
const monthValue = (m: MonthInput): Date | string =>
  m instanceof Date || typeof m === "string" ? m : `${m.year}-${m.month}`

const MonthlyQuery = Schema.Struct({ month: YearMonth, minimumQueries: Schema.optional(Schema.Number) })
// The promise client sends `to` before `from`; the order is kept.
const DailyQuery = Schema.Struct({ to: YearMonthDay, from: YearMonthDay })
const MonthRangeQuery = Schema.Struct({ to: YearMonth, from: YearMonth })

/**
 * Options of {@link listMonthly}.
 *
 * @since 0.1.0
 * @category models
 */
export interface MonthlyRawMetricsParameters {
  readonly month: MonthInput
  /** Search hubs with fewer queries are left out. */
  readonly minimumQueries?: number
}

/**
 * Options of {@link getDaily}.
 *
 * @since 0.1.0
 * @category models
 */
export interface DailyRawMetricParameters {
  readonly metric: SearchHubRawMetric
  readonly searchHub: string
  readonly from: DayInput
  readonly to: DayInput
}

/**
 * Options of {@link getMonthly}.
 *
 * @since 0.1.0
 * @category models
 */
export interface MonthlyRawMetricParameters {
  readonly metric: SearchHubRawMetric
  readonly searchHub: string
  readonly from: MonthInput
  readonly to: MonthInput
}

/**
 * A raw metric; its `id` is one of {@link SearchHubRawMetric} for the metrics known today.
 *
 * @since 0.1.0
 * @category models
 */
export type RestRawMetric = SearchUsageMetrics.RestMetric

/**
 * The raw metrics.
 *
 * @since 0.1.0
 * @category models
 */
export type RestListOfRawMetrics = SearchUsageMetrics.RestListOfMetrics

/**
 * A raw metric's value on a date.
 *
 * @since 0.1.0
 * @category models
 */
export type RestRawMetricValueForDate = SearchUsageMetrics.RestMetricValueforDate

/**
 * A raw metric's values over time.
 *
 * @since 0.1.0
 * @category models
 */
export type RestListOfRawMetricValues = SearchUsageMetrics.RestListOfMetricValues

/**
 * One search hub's counters for a month.
 *
 * @since 0.1.0
 * @category models
 */
export type RestSearchHubMetrics = SearchUsageMetrics.RestSearchHubMetrics

/**
 * The search hubs' counters for a month.
 *
 * @since 0.1.0
 * @category models
 */
export type RestListOfSearchHubRawMetrics = SearchUsageMetrics.RestListOfSearchHubMetrics

/**
 * Lists the raw metrics.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("RawMetrics.list", "/rest/organizations/{org}/searchusagemetrics/raw/all",
  json<RestListOfRawMetrics>(), () => ({}))

/**
 * Lists every search hub's counters for a month.
 *
 * @since 0.1.0
 * @category calls
 */
export const listMonthly = get("RawMetrics.listMonthly", "/rest/organizations/{org}/searchusagemetrics/raw/monthly",
  json<RestListOfSearchHubRawMetrics>(),
  ({ minimumQueries, month }: MonthlyRawMetricsParameters) => ({ query: { month: monthValue(month), minimumQueries } }),
  { query: encoded(MonthlyQuery) })

/**
 * Gets a search hub's daily values of a raw metric.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDaily = get(
  "RawMetrics.getDaily",
  "/rest/organizations/{org}/searchusagemetrics/raw/searchhubs/{searchHub}/daily/{metric}",
  json<RestListOfRawMetricValues>(),
  ({ from, metric, searchHub, to }: DailyRawMetricParameters) => ({
    path: { searchHub, metric },
    query: { to: dayValue(to), from: dayValue(from) }
  }),
  { query: encoded(DailyQuery) }
)

/**
 * Gets a search hub's monthly values of a raw metric.
 *
 * @since 0.1.0
 * @category calls
 */
export const getMonthly = get(
  "RawMetrics.getMonthly",
  "/rest/organizations/{org}/searchusagemetrics/raw/searchhubs/{searchHub}/monthly/{metric}",
  json<RestListOfRawMetricValues>(),
  ({ from, metric, searchHub, to }: MonthlyRawMetricParameters) => ({
    path: { searchHub, metric },
    query: { to: monthValue(to), from: monthValue(from) }
  }),
  { query: encoded(MonthRangeQuery) }
)

/**
 * This area's enumerations, declared with their domain's in `Schema/Search.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { SearchHubRawMetric }
