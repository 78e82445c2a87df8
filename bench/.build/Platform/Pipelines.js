/**
 * Query pipelines: `/rest/search/v1/admin/pipelines`, the organization in the
 * `organizationId` query value. Sub-resources live in sibling modules:
 * `PipelineStatements`, `PipelineResultRankings`, `PipelineStatementGroups`,
 * `PipelineFacetStateRules`, `PipelineMlAssociations`, `PipelineConditions`,
 * `PipelineMl`.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { withTotalPages } from "./PipelineCommon.js";
import * as PipelineMl from "./PipelineMl.js";
const base = "/rest/search/v1/admin/pipelines";
const org = { orgQuery: "organizationId" };
/** What a pipeline list is sorted by. */
export const PipelineSortBy = Schema.Literals(["definition", "description", "position"]);
/** Query of {@link list}. */
export const ListPipelinesOptions = Schema.Struct({
    organizationId: Schema.optional(Schema.String),
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    isOrderAscending: Schema.optional(Schema.Boolean),
    filter: Schema.optional(Schema.String),
    sortby: Schema.optional(PipelineSortBy),
    feature: Schema.optional(Schema.String),
    /** With `true` the answer is a page (`items`, `totalEntries`) instead of an array. */
    enablePagination: Schema.optional(Schema.Boolean),
    excludeAbTestTargets: Schema.optional(Schema.Boolean)
});
const byId = (pipelineId) => ({ path: { pipelineId } });
/** Lists the pipelines: an array, or a page with `enablePagination: true`. */
export const list = get("Pipelines.list", base, json(), (options) => ({ query: options }), { query: ListPipelinesOptions, ...org });
/** Creates a pipeline. */
export const create = post("Pipelines.create", base, json(), (pipeline) => ({ body: pipeline }), org);
/** Gets a pipeline. */
const get_ = get("Pipelines.get", `${base}/{pipelineId}`, json(), byId, org);
/** Replaces a pipeline; its id comes from the model. */
export const update = put("Pipelines.update", `${base}/{pipelineId}`, json(), (pipeline) => ({ path: { pipelineId: pipeline.id }, body: pipeline }), org);
/** Deletes a pipeline. */
const delete_ = del("Pipelines.delete", `${base}/{pipelineId}`, empty, byId, org);
/** Duplicates a pipeline, optionally naming who may edit the copy. */
export const duplicate = post("Pipelines.duplicate", `${base}/{pipelineId}/duplicate`, json(), (pipelineId, granularResource) => ({ path: { pipelineId }, body: granularResource }), org);
/** Gets the pipeline backend version that serves ML statements (the spec-era `pipeline.getMLVersion`). */
export const getMLVersion = () => PipelineMl.getMLVersion();
const items = (p) => Array.isArray(p) ? p : p.items;
/** Every pipeline, page after page (`enablePagination` on), as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => Effect.map(list({ ...options, page, enablePagination: true }), (p) => 
// The page counts entries only; the first page tells how many pages follow.
page === 0 && !Array.isArray(p)
    ? withTotalPages(p, p.totalEntries, items(p).length, options.perPage)
    : p), items, paging);
export { 
/** Deletes a pipeline. */
delete_ as delete, 
/** Gets a pipeline. */
get_ as get };
