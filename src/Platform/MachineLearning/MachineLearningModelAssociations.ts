/**
 * The models associated with a query pipeline, as the machine-learning service lists them
 * (`ml.modelAssociations` in the promise client):
 * `/rest/organizations/{org}/machinelearning/configuration/querypipelines/{pipelineId}/associations`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"

/**
 * Query of {@link list}: the 0-based `page` and its size.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ModelAssociationsListParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  pageSize: Schema.optional(Schema.Number)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ModelAssociationsListParams = typeof ModelAssociationsListParams.Type

/**
 * A model associated with the pipeline: the association's id and position, the model, its status and condition.
 *
 * @since 0.1.0
 * @category models
 */
export type AssociationItem = MlConfig.QueryPipelineMLAssociationModel

/**
 * A page of a pipeline's model associations.
 *
 * @since 0.1.0
 * @category models
 */
export type AssociationPage = MlConfig.PageModelQueryPipelineMLAssociationModel

/**
 * Lists a page of the models associated with a query pipeline.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get(
  "MachineLearningModelAssociations.list",
  "/rest/organizations/{org}/machinelearning/configuration/querypipelines/{pipelineId}/associations",
  json<AssociationPage>(),
  (pipelineId: string, params?: ModelAssociationsListParams) => ({ path: { pipelineId }, query: params }),
  { query: encoded(ModelAssociationsListParams) }
)

/**
 * Every model association of a pipeline, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  pipelineId: string,
  params: Omit<ModelAssociationsListParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list(pipelineId, { ...params, page }), (p) => p.items, paging)
