/**
 * Indexing pipeline logs (`logs` in the promise client), on the serverless host:
 * `/logs/v1/organizations/{org}`. Dates and paging go in the query, filters in
 * the body.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import * as Stream from "effect/Stream";
import { json, post } from "../Http/Endpoint.js";
const base = "/logs/v1/organizations/{org}";
/** Operation a log entry records. */
export const LogOperation = Schema.Literals([
    "ADD",
    "ADD_BY_REFERENCE",
    "BATCH_FILE",
    "DELETE",
    "DELETE_AND_CHILDREN",
    "DELETE_OLDER_THAN",
    "UPDATE"
]);
/** Outcome a log entry records. */
export const LogResult = Schema.Literals(["COMPLETED", "ERROR", "REJECTED", "SKIPPED", "WARNING"]);
/** Pipeline stage a log entry comes from. */
export const LogTask = Schema.Literals([
    "CONSUMING",
    "CONSUMING_BATCH",
    "CRAWLING",
    "STREAMING_EXTENSION",
    "EXTENSION",
    "INDEXING",
    "MAPPING",
    "PROCESSING",
    "STREAMING",
    "STREAMING_BATCH",
    "PREINDEXING"
]);
/** Query of {@link getFacets} and {@link getFacetsStats}: the time window, optionally one document. */
export const GetFacetsParams = Schema.Struct({
    from: Schema.String,
    to: Schema.String,
    documentId: Schema.optional(Schema.String)
});
/** Query of {@link get}: the time window and paging. */
export const GetLogsParams = Schema.Struct({
    ...GetFacetsParams.fields,
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number)
});
/** Gets a page of log entries. */
export const get = post("Logs.get", base, json(), (params, options = {}) => ({ query: params, body: options }), { host: "serverless", query: GetLogsParams });
/** Gets the facet values present in a window. */
export const getFacets = post("Logs.getFacets", `${base}/facets`, json(), (params, options = {}) => ({ query: params, body: options }), { host: "serverless", query: GetFacetsParams });
/** Gets the facet values present in a window, with their counts. */
export const getFacetsStats = post("Logs.getFacetsStats", `${base}/facetsStats`, json(), (params, options = {}) => ({ query: params, body: options }), { host: "serverless", query: GetFacetsParams });
/**
 * Every log entry of a window, page after page, as a lazy `Stream`. The logs
 * answer `hasNextPage` instead of a page count, so this follows that flag
 * rather than `pagedStream`.
 */
export const getAll = (params, options = {}) => Stream.paginate(0, (page) => Effect.map(get({ ...params, page }, options), (p) => [p.documentLogEntries ?? [], p.hasNextPage === true ? Option.some(page + 1) : Option.none()]));
