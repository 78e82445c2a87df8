/**
 * Facet state rules of a query pipeline (facet values selected automatically
 * when a query matches; `pipeline.facetRules` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { ListStatementSortBy } from "./PipelineCommon.js";
const base = "/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules";
const org = { orgQuery: "organizationId" };
/** Query of {@link list}. */
export const ListFacetStateRuleParams = Schema.Struct({
    organizationId: Schema.optional(Schema.String),
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    isOrderAscending: Schema.optional(Schema.Boolean),
    filter: Schema.optional(Schema.String),
    sortBy: Schema.optional(ListStatementSortBy)
});
const one = (pipelineId, ruleId) => ({ path: { pipelineId, ruleId } });
/** Lists a page of a pipeline's facet state rules. */
export const list = get("PipelineFacetStateRules.list", base, json(), (pipelineId, params) => ({ path: { pipelineId }, query: params }), { query: ListFacetStateRuleParams, ...org });
/** Gets a rule. */
const get_ = get("PipelineFacetStateRules.get", `${base}/{ruleId}`, json(), one, org);
/** Creates a rule. */
export const create = post("PipelineFacetStateRules.create", base, json(), (pipelineId, facetStateRule) => ({ path: { pipelineId }, body: facetStateRule }), org);
/** Replaces a rule. */
export const update = put("PipelineFacetStateRules.update", `${base}/{ruleId}`, empty, (pipelineId, ruleId, facetStateRule) => ({
    path: { pipelineId, ruleId },
    body: facetStateRule
}), org);
/** Deletes a rule. */
const delete_ = del("PipelineFacetStateRules.delete", `${base}/{ruleId}`, empty, one, org);
/** Moves a rule to a position; the position travels in the body. */
export const move = put("PipelineFacetStateRules.move", `${base}/{ruleId}/position`, empty, (pipelineId, ruleId, position) => ({ path: { pipelineId, ruleId }, body: { position } }), org);
/** Every rule of a pipeline, page after page, as a lazy `Stream`. */
export const listAll = (pipelineId, params = {}, paging) => pagedStream((page) => list(pipelineId, { ...params, page }), (p) => p.facetStateRules, paging);
export { 
/** Deletes a rule. */
delete_ as delete, 
/** Gets a rule. */
get_ as get };
