/**
 * Usage-analytics statistics (`ua.statistics` in the promise client):
 * `/rest/ua/v15/stats`. Date ranges (`from`, `to`, `previousFrom`,
 * `previousTo`) take a `Date` or an ISO-8601 string and go out as ISO-8601
 * instants in UTC. The configured organization fills the `org` query of every
 * call (the specification's rules for all calls); a caller's own `org` option overrides it.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post } from "../Http/Endpoint.ts"
import { encoded, QueryArray } from "../Http/Query.ts"
import { IsoDateTime } from "../Http/QueryDates.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { MetricsInterval, MetricsResponseFormat } from "../Schema/UsageAnalytics.ts"
import { OrgQuery, type ReadServiceHealthResponse, type ReadServiceStatusResponse } from "./UaReadService.ts"

const ua = { orgQuery: "org" } as const

/**
 * A `Date` or an ISO-8601 string, sent as an ISO-8601 instant. A string that is
 * no date is rejected as invalid input instead of reaching the encoder, which
 * would throw on it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Instant = IsoDateTime.check(
  Schema.makeFilter((value: Date | string) => !Number.isNaN(new Date(value).getTime()), {
    expected: "a Date or an ISO-8601 date string"
  }, true)
)
/**
 * A `Date` or an ISO-8601 string.
 *
 * @since 0.1.0
 * @category models
 */
export type Instant = typeof Instant.Type

const strings = Schema.optional(QueryArray(Schema.String))
const range = { from: Instant, to: Instant }
const tz = Schema.optional(Schema.String)
const m = QueryArray(Schema.String)
const page = { p: Schema.optional(Schema.Number), n: Schema.optional(Schema.Number) }
const flag = Schema.optional(Schema.Boolean)
const interval = Schema.optional(MetricsInterval)
/** The fields most metrics queries start with, in wire order: `org` override, date range, time zone, metrics. */
const MetricsInRange = OrgQuery.mapFields((fields) => ({ ...fields, ...range, tz, m }))
/** The fields both graph queries start with: the metrics over the range, by interval, with filters. */
const GraphBase = MetricsInRange.mapFields((fields) => ({ ...fields, i: interval, f: strings }))

/**
 * Query of {@link listIncoherentEvents}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IncoherentEventsOptions = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  ...page,
  asc: flag,
  includeMetadata: flag,
  errorCodes: strings,
  seen: flag
}))
/**
 * Options of {@link listIncoherentEvents}.
 *
 * @since 0.1.0
 * @category models
 */
export type IncoherentEventsOptions = typeof IncoherentEventsOptions.Type

/**
 * Query of {@link listGraphDataPoints}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GraphDataPointsOptions = GraphBase.mapFields((fields) => ({ ...fields, bindOnLastSearch: flag }))
/**
 * Options of {@link listGraphDataPoints}.
 *
 * @since 0.1.0
 * @category models
 */
export type GraphDataPointsOptions = typeof GraphDataPointsOptions.Type

/**
 * Query of {@link listGlobalData}; `d` is needed when the Activity metric is asked for.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GlobalDataOptions = OrgQuery.mapFields((fields) => ({
  ...fields,
  m,
  i: interval,
  ...range,
  tz,
  f: strings,
  d: strings,
  bindOnLastSearch: flag
}))
/**
 * Options of {@link listGlobalData}.
 *
 * @since 0.1.0
 * @category models
 */
export type GlobalDataOptions = typeof GlobalDataOptions.Type

/** The fields both combined-data queries start with. */
const CombinedBase = MetricsInRange.mapFields((fields) => ({
  ...fields,
  fm: strings,
  d: QueryArray(Schema.String),
  f: strings,
  ...page,
  s: Schema.optional(Schema.String),
  asc: flag,
  includeMetadata: flag,
  bindOnLastSearch: flag
}))

/**
 * Query of {@link listTrends}; the previous range defaults to the one just before `from`–`to` on the server.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TrendsOptions = CombinedBase.mapFields((fields) => ({
  ...fields,
  t: QueryArray(Schema.String),
  previousFrom: Schema.optional(Instant),
  previousTo: Schema.optional(Instant),
  format: Schema.optional(MetricsResponseFormat)
}))
/**
 * Options of {@link listTrends}.
 *
 * @since 0.1.0
 * @category models
 */
export type TrendsOptions = typeof TrendsOptions.Type

/**
 * Query of {@link listVisitsMetrics}. Its filters are those of the other visit calls (`f`, `fn`,
 * `hideEventFilters`), as the platform's description lists them; the metric filter `fm` that the
 * promise client 60.4 sends here belongs to the event calls (combined data, trends) only.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VisitsMetricsOptions = MetricsInRange.mapFields((fields) => ({
  ...fields,
  f: strings,
  hideEventFilters: strings,
  /** Exclusion filters; they win over `f`. */
  fn: strings
}))
/**
 * Options of {@link listVisitsMetrics}.
 *
 * @since 0.1.0
 * @category models
 */
export type VisitsMetricsOptions = typeof VisitsMetricsOptions.Type

/**
 * Query of {@link listVisitsGraphDataPoints}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VisitsGraphDataPointsOptions = GraphBase.mapFields((fields) => ({
  ...fields,
  fn: strings,
  hideEventFilters: strings
}))
/**
 * Options of {@link listVisitsGraphDataPoints}.
 *
 * @since 0.1.0
 * @category models
 */
export type VisitsGraphDataPointsOptions = typeof VisitsGraphDataPointsOptions.Type

/**
 * Query of {@link listCombinedData}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CombinedDataOptions = CombinedBase.mapFields((fields) => ({
  ...fields,
  format: Schema.optional(MetricsResponseFormat)
}))
/**
 * Options of {@link listCombinedData}.
 *
 * @since 0.1.0
 * @category models
 */
export type CombinedDataOptions = typeof CombinedDataOptions.Type

/**
 * Query of {@link listVisits}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VisitsStatisticsOptions = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  tz,
  f: strings,
  fn: strings,
  hideEventFilters: strings,
  ...page,
  s: Schema.optional(Schema.String),
  asc: flag,
  includeMetadata: flag,
  d: strings
}))
/**
 * Options of {@link listVisits}.
 *
 * @since 0.1.0
 * @category models
 */
export type VisitsStatisticsOptions = typeof VisitsStatisticsOptions.Type

/**
 * Query of {@link cancelQuery} and {@link updateVisitView}: the `org` override only.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrganizationOptions = OrgQuery
/**
 * Options of {@link cancelQuery} and {@link updateVisitView}.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationOptions = typeof OrganizationOptions.Type

/**
 * An event the service found incoherent.
 *
 * @since 0.1.0
 * @category models
 */
export interface IncoherentEventModel {
  readonly errorCode: string
  readonly datetime: string
  readonly event: unknown
}

/**
 * Answer of {@link listIncoherentEvents}.
 *
 * @since 0.1.0
 * @category models
 */
export interface IncoherentEventsModel {
  readonly events: ReadonlyArray<IncoherentEventModel>
  readonly uniqueCounts: unknown
  readonly totalNumberOfResults: number
}

/**
 * A single metric value: one shape an entry of `globalDatas` ({@link MetricsModel}) takes.
 *
 * @since 0.1.0
 * @category models
 */
export interface MetricValue {
  readonly value: number
}

/**
 * Aggregates of a metric over a range: one shape an entry of `globalDatas` ({@link MetricsModel}) takes.
 *
 * @since 0.1.0
 * @category models
 */
export interface MetricStats {
  readonly average: number
  readonly total: number
  readonly peak: number
}

/**
 * Answer of {@link listGlobalData} and {@link listVisitsMetrics}: per metric, its values by name
 * (a {@link MetricValue} or {@link MetricStats}). The promise client also reads `lastUpdated` and
 * `cached`, which the description lacks: reach them with `raw(answer)` of `Schema/Raw.ts`.
 *
 * @since 0.1.0
 * @category models
 */
export type MetricsModel = UsageAnalyticsRead.GlobalAggregatedDataResponseV15

/**
 * Aggregates of a visit metric. The description declares no field; the promise client reads `sum`,
 * `average`, `min` and `max`: reach them with `raw(stats)` of `Schema/Raw.ts`.
 *
 * @since 0.1.0
 * @category models
 */
export type VisitMetricStats = UsageAnalyticsRead.SummaryStatisticsPojo

/**
 * One point of a graph.
 *
 * @since 0.1.0
 * @category models
 */
export type DataPointModel = UsageAnalyticsRead.DataPoint

/**
 * Answer of {@link listGraphDataPoints} and {@link listVisitsGraphDataPoints}. The promise client
 * also reads `lastUpdated` and `cached`, which the description lacks: reach them with `raw(answer)` of `Schema/Raw.ts`.
 *
 * @since 0.1.0
 * @category models
 */
export type GraphDataPointsModel = UsageAnalyticsRead.GraphAggregatedDataResponseV15

/**
 * Answer of {@link listCombinedData}. The promise client also reads `lastUpdated` and `cached`, which
 * the description lacks: reach them with `raw(answer)` of `Schema/Raw.ts`.
 *
 * @since 0.1.0
 * @category models
 */
export type CombinedDataModel = UsageAnalyticsRead.CombinedDataResponseV15

/**
 * Answer of {@link listTrends}.
 *
 * @since 0.1.0
 * @category models
 */
export type TrendsModel = CombinedDataModel

/**
 * One visit and its events.
 *
 * @since 0.1.0
 * @category models
 */
export type VisitStatisticsModel = UsageAnalyticsRead.VisitStatisticsResponseV15

/**
 * Answer of {@link listVisits}.
 *
 * @since 0.1.0
 * @category models
 */
export type VisitsStatisticsModel = UsageAnalyticsRead.VisitsStatisticsResponseV15

/**
 * Answer of {@link listTopQueries}: its shape is not documented (the description lacks the call), so
 * its fields are reached with `raw(answer)` of `Schema/Raw.ts`.
 *
 * @since 0.1.0
 * @category models
 */
export type TopQueriesModel = object

/**
 * Gets the status of the statistics service.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkStatus = get("Statistics.checkStatus", "/rest/ua/v15/stats/status", json<ReadServiceStatusResponse>(),
  () => ({}), ua)

/**
 * Checks the health of the statistics service.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkHealth = get("Statistics.checkHealth", "/rest/ua/v15/stats/monitoring/health",
  json<ReadServiceHealthResponse>(), () => ({}), ua)

/**
 * Lists the incoherent events of a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const listIncoherentEvents = get("Statistics.listIncoherentEvents", "/rest/ua/v15/stats/incoherentEvents",
  json<IncoherentEventsModel>(), (options: IncoherentEventsOptions) => ({ query: options }), {
  orgQuery: "org",
  query: encoded(IncoherentEventsOptions)
})

/**
 * Lists the graph points of metrics over a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const listGraphDataPoints = get("Statistics.listGraphDataPoints", "/rest/ua/v15/stats/graphDataPoints",
  json<GraphDataPointsModel>(), (options: GraphDataPointsOptions) => ({ query: options }), {
  orgQuery: "org",
  query: encoded(GraphDataPointsOptions)
})

/**
 * Gets the totals of metrics over a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const listGlobalData = get("Statistics.listGlobalData", "/rest/ua/v15/stats/globalData", json<MetricsModel>(),
  (options: GlobalDataOptions) => ({ query: options }), { orgQuery: "org", query: encoded(GlobalDataOptions) })

/**
 * Lists the trends of metrics by dimensions over a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const listTrends = get("Statistics.listTrends", "/rest/ua/v15/stats/trends", json<TrendsModel>(),
  (options: TrendsOptions) => ({ query: options }), { orgQuery: "org", query: encoded(TrendsOptions) })

/**
 * Gets visit-based metrics over a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const listVisitsMetrics = get("Statistics.listVisitsMetrics", "/rest/ua/v15/stats/visitsMetrics",
  json<MetricsModel>(), (options: VisitsMetricsOptions) => ({ query: options }), {
  orgQuery: "org",
  query: encoded(VisitsMetricsOptions)
})

/**
 * Lists the graph points of visit-based metrics over a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const listVisitsGraphDataPoints = get("Statistics.listVisitsGraphDataPoints",
  "/rest/ua/v15/stats/visitsGraphDataPoints", json<GraphDataPointsModel>(),
  (options: VisitsGraphDataPointsOptions) => ({ query: options }), {
  orgQuery: "org",
  query: encoded(VisitsGraphDataPointsOptions)
})

/**
 * Lists metrics by dimensions over a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const listCombinedData = get("Statistics.listCombinedData", "/rest/ua/v15/stats/combinedData",
  json<CombinedDataModel>(), (options: CombinedDataOptions) => ({ query: options }), {
  orgQuery: "org",
  query: encoded(CombinedDataOptions)
})

/**
 * Lists the top queries. The spec-era call (`stats/topQueries`); the current
 * promise client no longer has it.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Gone from the platform and from the promise client in 38.0.0: list queries by a metric with
 * {@link listCombinedData} (the query dimension, sorted by the metric).
 */
export const listTopQueries = get("Statistics.listTopQueries", "/rest/ua/v15/stats/topQueries", json<TopQueriesModel>(),
  () => ({}), ua)

/**
 * Lists the visits of a date range with their events.
 *
 * @since 0.1.0
 * @category calls
 */
export const listVisits = get("Statistics.listVisits", "/rest/ua/v15/stats/visits", json<VisitsStatisticsModel>(),
  (options: VisitsStatisticsOptions) => ({ query: options }), {
  orgQuery: "org",
  query: encoded(VisitsStatisticsOptions)
})

/**
 * Asks the server to stop a running query; best effort, the query's sender then gets a 409.
 *
 * @since 0.1.0
 * @category calls
 */
export const cancelQuery = del("Statistics.cancelQuery", "/rest/ua/v15/stats/query/{queryId}", empty,
  (queryId: string, options?: OrganizationOptions) => ({ path: { queryId }, query: options }), {
  orgQuery: "org",
  query: encoded(OrganizationOptions)
})

/**
 * Forces an update of the visit view.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateVisitView = post("Statistics.updateVisitView", "/rest/ua/v15/stats/visits", empty,
  (options?: OrganizationOptions) => ({ query: options }), { orgQuery: "org", query: encoded(OrganizationOptions) })

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { MetricsInterval, MetricsResponseFormat }
