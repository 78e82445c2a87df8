/**
 * Indexing pipeline logs (`logs` in the promise client), on the serverless host:
 * `/logs/v1/organizations/{org}`. Dates and paging go in the query, filters in
 * the body.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { json, post } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import { LogOperation, LogResult, LogTask } from "../../Schema/Logs.ts"
import type * as SourceLogs from "../../Schema/Models/SourceLogs.ts"

/**
 * Query of {@link getFacets} and {@link getFacetsStats}: the time window, optionally one document.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetFacetsParams = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  documentId: Schema.optional(Schema.String)
})
/**
 * Parameters of {@link getFacets} and {@link getFacetsStats}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetFacetsParams = typeof GetFacetsParams.Type

/**
 * Query of {@link get}: the time window and paging.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetLogsParams = GetFacetsParams.mapFields((fields) => ({
  ...fields,
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number)
}))
/**
 * Parameters of {@link get}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetLogsParams = typeof GetLogsParams.Type

/**
 * The facet values present in a window.
 *
 * @since 0.1.0
 * @category models
 */
export type LogFacets = SourceLogs.GetFacetsResponseBodyModel

/**
 * The filters of a logs or facets request: values to keep and values to leave out.
 *
 * @since 0.1.0
 * @category models
 */
export type GetLogsOrFacetsRequestBodyModel = SourceLogs.GetLogsOrFacetsRequestBodyModel

/**
 * One log entry.
 *
 * @since 0.1.0
 * @category models
 */
export type IndexingPipelineLogEntry = SourceLogs.IndexingPipelineLogEntry

/**
 * A page of log entries.
 *
 * @since 0.1.0
 * @category models
 */
export type LogsModel = SourceLogs.GetLogsResponseBodyModel

/**
 * Facet values with their counts: each facet is an object of counts by value (`{ "ADD": 50 }`), which the
 * description leaves untyped, so narrow it before use.
 *
 * @since 0.1.0
 * @category models
 */
export type FacetsWithCountsModel = SourceLogs.GetFacetsWithCountsResponseBodyModel

/**
 * Gets a page of log entries.
 *
 * @since 0.1.0
 * @category calls
 */
export const get = post("Logs.get", "/logs/v1/organizations/{org}", json<LogsModel>(),
  (params: GetLogsParams, options: GetLogsOrFacetsRequestBodyModel = {}) => ({ query: params, body: options }), {
  host: "serverless",
  query: encoded(GetLogsParams)
})

/**
 * Gets the facet values present in a window.
 *
 * @since 0.1.0
 * @category calls
 */
export const getFacets = post("Logs.getFacets", "/logs/v1/organizations/{org}/facets", json<LogFacets>(),
  (params: GetFacetsParams, options: GetLogsOrFacetsRequestBodyModel = {}) => ({ query: params, body: options }), {
  host: "serverless",
  query: encoded(GetFacetsParams)
})

/**
 * Gets the facet values present in a window, with their counts.
 *
 * @since 0.1.0
 * @category calls
 */
export const getFacetsStats = post("Logs.getFacetsStats", "/logs/v1/organizations/{org}/facetsStats",
  json<FacetsWithCountsModel>(),
  (params: GetFacetsParams, options: GetLogsOrFacetsRequestBodyModel = {}) => ({ query: params, body: options }), {
  host: "serverless",
  query: encoded(GetFacetsParams)
})

/**
 * Every log entry of a window, page after page, as a lazy `Stream`. The logs
 * answer `hasNextPage` instead of a page count, so this follows that flag
 * rather than `pagedStream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const getAll = (params: Omit<GetLogsParams, "page">, options: GetLogsOrFacetsRequestBodyModel = {}) =>
  Stream.paginate(
    0,
    (page: number) =>
      Effect.map(
        get({ ...params, page }, options),
        (p) =>
          [p.documentLogEntries ?? [], p.hasNextPage === true ? Option.some(page + 1) : Option.none<number>()] as const
      )
  )

/**
 * This area's enumerations, declared with their domain's in `Schema/Logs.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { LogOperation, LogResult, LogTask }
