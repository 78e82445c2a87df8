/**
 * Search hubs of the usage metrics (`searchUsageMetrics.searchHubs` in the
 * promise client): `/rest/organizations/{org}/searchusagemetrics/hubs/`, trailing
 * slash included as the platform expects it.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { toPageSize } from "../Http/Pagination.js";
import { pagedStream } from "../Http/Paging.js";
const base = "/rest/organizations/{org}/searchusagemetrics/hubs/";
/** Query of {@link list}. */
export const ListSearchHubsQuery = Schema.Struct({
    filter: Schema.optional(Schema.String),
    pageSize: Schema.optional(Schema.Number),
    page: Schema.optional(Schema.Number)
});
const BucketQuery = Schema.Struct({ bucket: Schema.String });
/** Lists a page of search hubs. */
export const list = get("SearchHubs.list", base, json(), (params) => Effect.map(toPageSize(params), (query) => ({ query })), { query: ListSearchHubsQuery });
/** Creates a search hub. */
export const create = post("SearchHubs.create", base, empty, (params) => ({ body: params }));
/** Gets a search hub. */
const get_ = get("SearchHubs.get", `${base}{hubName}`, json(), ({ hubName }) => ({ path: { hubName } }));
/** Deletes a search hub. */
const delete_ = del("SearchHubs.delete", `${base}{hubName}`, empty, ({ hubName }) => ({ path: { hubName } }));
/** Replaces a search hub. */
export const update = put("SearchHubs.update", `${base}{hubName}`, empty, ({ hub, hubName }) => ({ path: { hubName }, body: hub }));
/** Moves a search hub to another usage bucket. */
export const updateBucket = put("SearchHubs.updateBucket", `${base}{hubName}/bucket`, empty, ({ bucket, hubName }) => ({ path: { hubName }, query: { bucket } }), { query: BucketQuery });
/**
 * Every search hub, page after page, as a lazy `Stream`. The answer carries no
 * page count, so pages are read until one comes back empty.
 */
export const listAll = (params = {}, options) => pagedStream((page) => list({ ...params, page }), (p) => p.hubs, options);
export { 
/** Deletes a search hub. */
delete_ as delete, 
/** Gets a search hub. */
get_ as get };
