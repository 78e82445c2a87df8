/**
 * Data health of the usage-analytics events (`ua.dataHealth` in the promise client): `/rest/ua/v15/datahealth`.
 * Events checked against validation rules, grouped by rule, with their problems and failed instances. Date
 * ranges (`from`, `to`) take a `Date` or an ISO-8601 string and go out as ISO-8601 instants in UTC; the
 * configured organization fills the `org` query of every call (the specification's rules for all calls), unless
 * the caller's own `org` option overrides it.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { get, json } from "../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../Http/PagedStream.ts"
import { encoded, QueryArray } from "../Http/Query.ts"
import { IsoDateTime } from "../Http/QueryDates.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { OrgQuery } from "./UaReadService.ts"

/**
 * The validation outcome of an event.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthStatus = Schema.Literals(["VALID", "INVALID"])
/**
 * The validation outcome of an event.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthStatus = typeof DataHealthStatus.Type

/**
 * A facet of the events that {@link listFacetValues} counts values of.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthFacet = Schema.Literals([
  "EVENT_SOURCE",
  "EVENT_TYPE",
  "HEALTH_STATUS",
  "SEARCH_HUB",
  "TRACKING_ID"
])
/**
 * A facet of the events that {@link listFacetValues} counts values of.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthFacet = typeof DataHealthFacet.Type

/** One value or several (OR-ed), sent as repeated keys. */
const oneOrMore = Schema.optional(Schema.Union([Schema.String, QueryArray(Schema.String)]))
const strings = Schema.optional(QueryArray(Schema.String))
const range = { from: IsoDateTime, to: IsoDateTime }
const paging = { page: Schema.optional(Schema.Number), perPage: Schema.optional(Schema.Number) }
const flag = Schema.optional(Schema.Boolean)
/** The event filters shared by {@link listEvents} and {@link listFacetValues}, combined with AND. */
const eventFilters = {
  clientId: oneOrMore,
  visitId: oneOrMore,
  eventSource: oneOrMore,
  eventType: oneOrMore,
  searchHub: oneOrMore,
  healthStatus: Schema.optional(DataHealthStatus),
  trackingId: strings
}

/**
 * Query of {@link listEvents}: a date range, event filters and a page (0-based `page`, `perPage`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthListEventsParameters = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  ...eventFilters,
  ...paging
}))
/**
 * Options of {@link listEvents}.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthListEventsParameters = typeof DataHealthListEventsParameters.Type

/**
 * Query of {@link getEventPayload}: the event's id and its ISO-8601 timestamp, sent as given.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthGetEventPayloadParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  eventId: Schema.String,
  timestamp: Schema.String
}))
/**
 * Options of {@link getEventPayload}.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetEventPayloadParams = typeof DataHealthGetEventPayloadParams.Type

/**
 * Query of {@link listFacetValues}: a date range, event filters and the facet.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthListFacetValueParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  ...eventFilters,
  facet: DataHealthFacet
}))
/**
 * Options of {@link listFacetValues}.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthListFacetValueParams = typeof DataHealthListFacetValueParams.Type

/**
 * Query of {@link getOverview}. `showBetaRules` is the promise client's; the description does not list it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthGetOverviewParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  category: oneOrMore,
  trackingId: strings,
  showBetaRules: flag
}))
/**
 * Options of {@link getOverview}.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetOverviewParams = typeof DataHealthGetOverviewParams.Type

/**
 * Query of {@link getGroupListing}. `showBetaRules` is the promise client's; the description does not list it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthGetGroupListingParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  ...paging,
  category: Schema.Union([Schema.String, QueryArray(Schema.String)]),
  trackingId: strings,
  showEmptyGroups: flag,
  showBetaRules: flag
}))
/**
 * Options of {@link getGroupListing}.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetGroupListingParams = typeof DataHealthGetGroupListingParams.Type

/**
 * Query of {@link getGroupDetail}. The page and `showBetaRules` are the promise client's; the description lists
 * neither, and its answer is not paged.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthGetGroupDetailParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  ...paging,
  category: Schema.Union([Schema.String, QueryArray(Schema.String)]),
  trackingId: strings,
  showBetaRules: flag,
  group: Schema.String
}))
/**
 * Options of {@link getGroupDetail}.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetGroupDetailParams = typeof DataHealthGetGroupDetailParams.Type

/**
 * Query of {@link getTrackingIds}: the facet values of `TRACKING_ID` over a date range.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthTrackingIdsQuery = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  facet: DataHealthFacet
}))

/**
 * Options of {@link getTrackingIds}: a date range.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetTrackingIdsParams = Omit<typeof DataHealthTrackingIdsQuery.Type, "facet">

/**
 * Query of {@link getEventsProblems}: a date range, a page, and the event types, search hubs and tracking ids to
 * look at (all by default).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthGetEventProblemsParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  ...paging,
  eventType: strings,
  searchHub: strings,
  trackingId: strings
}))
/**
 * Options of {@link getEventsProblems}.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetEventProblemsParams = typeof DataHealthGetEventProblemsParams.Type

/**
 * Query of {@link getFailedInstances}: a date range, a page, the criterion and its group.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataHealthGetFailedInstancesParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  ...range,
  ...paging,
  criterionId: Schema.String,
  group: Schema.String,
  scopeValue: Schema.optional(Schema.String),
  trackingId: strings
}))
/**
 * Options of {@link getFailedInstances}.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetFailedInstancesParams = typeof DataHealthGetFailedInstancesParams.Type

/**
 * Where a page stands among all of them. The description defines it (`PaginationV15`, required on event
 * problems) without placing it on the answers; the promise client reads it on every paged answer.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthPagination = UsageAnalyticsRead.PaginationV15

/**
 * A page of events with their validation errors.
 *
 * @since 0.1.0
 * @category models
 */
export interface DataHealthListEventsResponse extends UsageAnalyticsRead.ListEventsResponseV15 {
  readonly pagination?: DataHealthPagination
}

/**
 * An event's original payload.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthEventPayloadResponse = UsageAnalyticsRead.GetEventPayloadResponseV15

/**
 * The values of a facet over the range, with their counts.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthListFacetsResponse = UsageAnalyticsRead.ListFacetValuesResponseV15

/**
 * The tracking ids seen over the range, as facet values with their counts.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetTrackingIdsResponse = UsageAnalyticsRead.ListFacetValuesResponseV15

/**
 * The overall health score, with the failures by severity.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetOverviewResponse = UsageAnalyticsRead.OverviewResponseV15

/**
 * A page of validation rule groups with their scores.
 *
 * @since 0.1.0
 * @category models
 */
export interface DataHealthGetGroupListingResponse extends UsageAnalyticsRead.GroupListingResponseV15 {
  readonly pagination?: DataHealthPagination
}

/**
 * The rules (criteria) of a group with their scores.
 *
 * @since 0.1.0
 * @category models
 */
export type DataHealthGetGroupDetailResponse = UsageAnalyticsRead.GroupDetailResponseV15

/**
 * A page of event problems: failed events per event type, tracking id and search hub, with samples.
 *
 * @since 0.1.0
 * @category models
 */
export interface EventProblemsResponse extends UsageAnalyticsRead.EventProblemsResponseV15 {
  readonly pagination?: DataHealthPagination
}

/**
 * A page of the events or visits that failed a criterion.
 *
 * @since 0.1.0
 * @category models
 */
export interface DataHealthGetFailedInstancesResponse extends UsageAnalyticsRead.FailedInstancesResponseV15 {
  readonly pagination?: DataHealthPagination
}

/**
 * Lists a page of events with their validation errors.
 *
 * @since 0.1.0
 * @category calls
 */
export const listEvents = get("DataHealth.listEvents", "/rest/ua/v15/datahealth/events",
  json<DataHealthListEventsResponse>(), (params: DataHealthListEventsParameters) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(DataHealthListEventsParameters)
})

/**
 * Gets the original payload of an event.
 *
 * @since 0.1.0
 * @category calls
 */
export const getEventPayload = get("DataHealth.getEventPayload", "/rest/ua/v15/datahealth/events/payload",
  json<DataHealthEventPayloadResponse>(), (params: DataHealthGetEventPayloadParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(DataHealthGetEventPayloadParams)
})

/**
 * Lists the values of a facet over a date range, with their counts.
 *
 * @since 0.1.0
 * @category calls
 */
export const listFacetValues = get("DataHealth.listFacetValues", "/rest/ua/v15/datahealth/facets",
  json<DataHealthListFacetsResponse>(), (params: DataHealthListFacetValueParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(DataHealthListFacetValueParams)
})

/**
 * Gets the overall health score over a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const getOverview = get("DataHealth.getOverview", "/rest/ua/v15/datahealth/overview",
  json<DataHealthGetOverviewResponse>(), (params: DataHealthGetOverviewParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(DataHealthGetOverviewParams)
})

/**
 * Lists a page of validation rule groups with their scores.
 *
 * @since 0.1.0
 * @category calls
 */
export const getGroupListing = get("DataHealth.getGroupListing", "/rest/ua/v15/datahealth/groups",
  json<DataHealthGetGroupListingResponse>(), (params: DataHealthGetGroupListingParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(DataHealthGetGroupListingParams)
})

/**
 * Gets the rules (criteria) of a group with their scores.
 *
 * @since 0.1.0
 * @category calls
 */
export const getGroupDetail = get("DataHealth.getGroupDetail", "/rest/ua/v15/datahealth/groups/detail",
  json<DataHealthGetGroupDetailResponse>(), (params: DataHealthGetGroupDetailParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(DataHealthGetGroupDetailParams)
})

/**
 * Lists the tracking ids seen over a date range: {@link listFacetValues} of `TRACKING_ID`.
 *
 * @since 0.1.0
 * @category calls
 */
export const getTrackingIds = get("DataHealth.getTrackingIds", "/rest/ua/v15/datahealth/facets",
  json<DataHealthGetTrackingIdsResponse>(),
  (params: DataHealthGetTrackingIdsParams) => ({ query: { ...params, facet: "TRACKING_ID" as const } }), {
  orgQuery: "org",
  query: encoded(DataHealthTrackingIdsQuery)
})

/**
 * Lists a page of event problems: failed events per event type, tracking id and search hub.
 *
 * @since 0.1.0
 * @category calls
 */
export const getEventsProblems = get("DataHealth.getEventsProblems", "/rest/ua/v15/datahealth/events/problems",
  json<EventProblemsResponse>(), (params: DataHealthGetEventProblemsParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(DataHealthGetEventProblemsParams)
})

/**
 * Lists a page of the events or visits that failed a criterion.
 *
 * @since 0.1.0
 * @category calls
 */
export const getFailedInstances = get("DataHealth.getFailedInstances",
  "/rest/ua/v15/datahealth/criteria/failedInstances", json<DataHealthGetFailedInstancesResponse>(),
  (params: DataHealthGetFailedInstancesParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(DataHealthGetFailedInstancesParams)
})

// The page with, when its pagination says it, the number of pages. An answer that is no object (`null`) is
// passed on as it is, for pagedStream to refuse (MalformedResponse), as it does items that are no array.
const pageOf = <P extends { readonly pagination?: DataHealthPagination }>(p: P) =>
  (p instanceof Object ? { ...p, totalPages: p.pagination?.totalPages } : p) as P & { readonly totalPages?: number }

/**
 * Every event {@link listEvents} gives, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listEventsAll = (params: Omit<DataHealthListEventsParameters, "page">, options?: PagingOptions) =>
  pagedStream(
    (page) => Effect.map(listEvents({ ...params, page }), pageOf),
    (p) => p.events,
    options
  )

/**
 * Every group {@link getGroupListing} gives, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const getGroupListingAll = (params: Omit<DataHealthGetGroupListingParams, "page">, options?: PagingOptions) =>
  pagedStream(
    (page) => Effect.map(getGroupListing({ ...params, page }), pageOf),
    (p) => p.groups,
    options
  )

/**
 * Every problem {@link getEventsProblems} gives, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const getEventsProblemsAll = (
  params: Omit<DataHealthGetEventProblemsParams, "page">,
  options?: PagingOptions
) =>
  pagedStream(
    (page) => Effect.map(getEventsProblems({ ...params, page }), pageOf),
    (p) => p.problems,
    options
  )

/**
 * Every failed instance {@link getFailedInstances} gives, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const getFailedInstancesAll = (
  params: Omit<DataHealthGetFailedInstancesParams, "page">,
  options?: PagingOptions
) =>
  pagedStream(
    (page) => Effect.map(getFailedInstances({ ...params, page }), pageOf),
    (p) => p.failedInstances,
    options
  )

// The operations of this area that are declared from the descriptions.
export * from "./DataHealth.generated.ts"
