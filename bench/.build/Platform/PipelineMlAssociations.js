/**
 * Machine-learning model associations of a query pipeline
 * (`pipeline.associations` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
const base = "/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations";
const org = { orgQuery: "organizationId" };
/** Query of {@link list}. */
export const ListAssociationsParams = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number)
});
const PositionQuery = Schema.Struct({ position: Schema.Number });
const one = (pipelineId, associationId) => ({ path: { pipelineId, associationId } });
/** Lists a page of a pipeline's model associations. */
export const list = get("PipelineMlAssociations.list", base, json(), (pipelineId, options) => ({ path: { pipelineId }, query: options }), { query: ListAssociationsParams, ...org });
/** Associates a model with a pipeline. */
export const associate = post("PipelineMlAssociations.associate", base, empty, (pipelineId, options) => ({ path: { pipelineId }, body: options }), org);
/** Gets one association. */
export const getAssociation = get("PipelineMlAssociations.getAssociation", `${base}/{associationId}`, json(), one, org);
/** Replaces an association's settings. */
export const updateAssociation = put("PipelineMlAssociations.updateAssociation", `${base}/{associationId}`, empty, (pipelineId, associationId, options) => ({
    path: { pipelineId, associationId },
    body: options
}), org);
/** Removes a model association from a pipeline. */
export const disassociate = del("PipelineMlAssociations.disassociate", `${base}/{associationId}`, empty, one, org);
/** Moves an association to a 1-based position; the position travels in the query. */
export const updatePosition = put("PipelineMlAssociations.updatePosition", `${base}/{associationId}/position`, empty, (pipelineId, associationId, position) => ({
    path: { pipelineId, associationId },
    query: { position }
}), { query: PositionQuery, ...org });
/** Lists every model with the pipelines that use it, across the organization. */
export const getAssociatedPipelines = get("PipelineMlAssociations.getAssociatedPipelines", "/rest/search/v2/admin/pipelines/ml/model/associations", json(), () => ({}), org);
/** Every association of a pipeline, page after page, as a lazy `Stream`. */
export const listAll = (pipelineId, options = {}, paging) => pagedStream((page) => list(pipelineId, { ...options, page }), (p) => p.rules, paging);
