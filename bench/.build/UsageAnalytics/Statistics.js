/**
 * Usage-analytics statistics (`ua.statistics` in the promise client):
 * `/rest/ua/v15/stats`. Date ranges (`from`, `to`, `previousFrom`,
 * `previousTo`) take a `Date` or an ISO-8601 string and go out as ISO-8601
 * instants in UTC. The configured organization fills the `org` query of every
 * call (spec 7); a caller's own `org` option overrides it.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post } from "../Http/Endpoint.js";
import { IsoDateTime } from "../Http/QueryValues.js";
import { orgField, uaBase } from "./UaReadService.js";
const base = `${uaBase}/stats`;
const ua = { orgQuery: "org" };
/**
 * A `Date` or an ISO-8601 string, sent as an ISO-8601 instant. A string that is
 * no date is rejected as invalid input instead of reaching the encoder, which
 * would throw on it.
 */
export const Instant = IsoDateTime.check(Schema.makeFilter((value) => !Number.isNaN(new Date(value).getTime()), {
    expected: "a Date or an ISO-8601 date string"
}, true));
/** Interval metrics over time are grouped by (`DAY` by default on the server). */
export const MetricsInterval = Schema.Literals(["MINUTE", "HOUR", "DAY", "WEEK", "MONTH"]);
/** Response format of the trends and combined data calls. */
export const MetricsResponseFormat = Schema.Literals(["JSON", "CSV"]);
const strings = Schema.optional(Schema.Array(Schema.String));
const range = { from: Instant, to: Instant };
const tz = Schema.optional(Schema.String);
const m = Schema.Array(Schema.String);
const page = { p: Schema.optional(Schema.Number), n: Schema.optional(Schema.Number) };
const flag = Schema.optional(Schema.Boolean);
/** Query of {@link listIncoherentEvents}. */
export const IncoherentEventsOptions = Schema.Struct({
    ...orgField,
    ...range,
    ...page,
    asc: flag,
    includeMetadata: flag,
    errorCodes: strings,
    seen: flag
});
/** Query of {@link listGraphDataPoints}. */
export const GraphDataPointsOptions = Schema.Struct({
    ...orgField,
    ...range,
    tz,
    m,
    i: Schema.optional(MetricsInterval),
    f: strings,
    bindOnLastSearch: flag
});
/** Query of {@link listGlobalData}; `d` is needed when the Activity metric is asked for. */
export const GlobalDataOptions = Schema.Struct({
    ...orgField,
    m,
    i: Schema.optional(MetricsInterval),
    ...range,
    tz,
    f: strings,
    d: strings,
    bindOnLastSearch: flag
});
const combinedFields = {
    ...orgField,
    ...range,
    tz,
    m,
    fm: strings,
    d: Schema.Array(Schema.String),
    f: strings,
    ...page,
    s: Schema.optional(Schema.String),
    asc: flag,
    includeMetadata: flag,
    bindOnLastSearch: flag
};
/** Query of {@link listTrends}; the previous range defaults to the one just before `from`–`to` on the server. */
export const TrendsOptions = Schema.Struct({
    ...combinedFields,
    t: Schema.Array(Schema.String),
    previousFrom: Schema.optional(Instant),
    previousTo: Schema.optional(Instant),
    format: Schema.optional(MetricsResponseFormat)
});
/** Query of {@link listVisitsMetrics}. */
export const VisitsMetricsOptions = Schema.Struct({
    ...orgField,
    ...range,
    tz,
    m,
    f: strings,
    hideEventFilters: strings,
    fm: strings
});
/** Query of {@link listVisitsGraphDataPoints}. */
export const VisitsGraphDataPointsOptions = Schema.Struct({
    ...orgField,
    ...range,
    tz,
    m,
    i: Schema.optional(MetricsInterval),
    f: strings,
    fn: strings,
    hideEventFilters: strings
});
/** Query of {@link listCombinedData}. */
export const CombinedDataOptions = Schema.Struct({ ...combinedFields, format: Schema.optional(MetricsResponseFormat) });
/** Query of {@link listVisits}. */
export const VisitsStatisticsOptions = Schema.Struct({
    ...orgField,
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
});
/** Query of {@link cancelQuery} and {@link updateVisitView}: the `org` override only. */
export const OrganizationOptions = Schema.Struct(orgField);
/** Gets the status of the statistics service. */
export const checkStatus = get("Statistics.checkStatus", `${base}/status`, json(), () => ({}), ua);
/** Checks the health of the statistics service. */
export const checkHealth = get("Statistics.checkHealth", `${base}/monitoring/health`, json(), () => ({}), ua);
/** Lists the incoherent events of a date range. */
export const listIncoherentEvents = get("Statistics.listIncoherentEvents", `${base}/incoherentEvents`, json(), (options) => ({ query: options }), { ...ua, query: IncoherentEventsOptions });
/** Lists the graph points of metrics over a date range. */
export const listGraphDataPoints = get("Statistics.listGraphDataPoints", `${base}/graphDataPoints`, json(), (options) => ({ query: options }), { ...ua, query: GraphDataPointsOptions });
/** Gets the totals of metrics over a date range. */
export const listGlobalData = get("Statistics.listGlobalData", `${base}/globalData`, json(), (options) => ({ query: options }), { ...ua, query: GlobalDataOptions });
/** Lists the trends of metrics by dimensions over a date range. */
export const listTrends = get("Statistics.listTrends", `${base}/trends`, json(), (options) => ({ query: options }), { ...ua, query: TrendsOptions });
/** Gets visit-based metrics over a date range. */
export const listVisitsMetrics = get("Statistics.listVisitsMetrics", `${base}/visitsMetrics`, json(), (options) => ({ query: options }), { ...ua, query: VisitsMetricsOptions });
/** Lists the graph points of visit-based metrics over a date range. */
export const listVisitsGraphDataPoints = get("Statistics.listVisitsGraphDataPoints", `${base}/visitsGraphDataPoints`, json(), (options) => ({ query: options }), { ...ua, query: VisitsGraphDataPointsOptions });
/** Lists metrics by dimensions over a date range. */
export const listCombinedData = get("Statistics.listCombinedData", `${base}/combinedData`, json(), (options) => ({ query: options }), { ...ua, query: CombinedDataOptions });
/**
 * Lists the top queries. The spec-era call (`stats/topQueries`); the current
 * promise client no longer has it.
 */
export const listTopQueries = get("Statistics.listTopQueries", `${base}/topQueries`, json(), () => ({}), ua);
/** Lists the visits of a date range with their events. */
export const listVisits = get("Statistics.listVisits", `${base}/visits`, json(), (options) => ({ query: options }), { ...ua, query: VisitsStatisticsOptions });
/** Asks the server to stop a running query; best effort, the query's sender then gets a 409. */
export const cancelQuery = del("Statistics.cancelQuery", `${base}/query/{queryId}`, empty, (queryId, options) => ({ path: { queryId }, query: options }), { ...ua, query: OrganizationOptions });
/** Forces an update of the visit view. */
export const updateVisitView = post("Statistics.updateVisitView", `${base}/visits`, empty, (options) => ({ query: options }), { ...ua, query: OrganizationOptions });
