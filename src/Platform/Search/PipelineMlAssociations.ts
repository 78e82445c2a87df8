/**
 * Machine-learning model associations of a query pipeline
 * (`pipeline.associations` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Search from "../../Schema/Models/Search.ts"

const org = { orgQuery: "organizationId" } as const

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListAssociationsParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListAssociationsParams = typeof ListAssociationsParams.Type

/**
 * Options of {@link bulkGet}: the associations' ids (sent in the body) and the page (sent in the query).
 *
 * @since 0.1.0
 * @category models
 */
export type BulkGetAssociationsParams = ListAssociationsParams & { readonly ids: ReadonlyArray<string> }

const PositionQuery = Schema.Struct({ position: Schema.Number })

/**
 * A model associated with a pipeline, with its settings, condition and group.
 *
 * @since 0.1.0
 * @category models
 */
export type MLAssociationModel = Search.MlPipelineAssociationWithGroupAndCondition

/**
 * The editable settings of an association.
 *
 * @since 0.1.0
 * @category models
 */
export type EditAssociation = Search.EditAssociationRequest

/**
 * An association to create: a model and its settings.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateAssociation = Search.CreateAssociationRequest

/**
 * A model with the pipelines it is associated with.
 *
 * @since 0.1.0
 * @category models
 */
export interface AssociatedPipelinesData {
  readonly modelId: string
  readonly associations: ReadonlyArray<{
    readonly associationId: string
    readonly pipelineId: string
    readonly pipelineName: string
  }>
}

/**
 * A page of associations.
 *
 * @since 0.1.0
 * @category models
 */
export type MLAssociationPage = Search.AssociationWithConditionResponseBody

const one = (pipelineId: string, associationId: string) => ({ path: { pipelineId, associationId } })

/**
 * Lists a page of a pipeline's model associations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("PipelineMlAssociations.list",
  "/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations", json<MLAssociationPage>(),
  (pipelineId: string, options?: ListAssociationsParams) => ({ path: { pipelineId }, query: options }), {
  query: encoded(ListAssociationsParams),
  orgQuery: "organizationId"
})

/**
 * Associates a model with a pipeline.
 *
 * @since 0.1.0
 * @category calls
 */
export const associate = post("PipelineMlAssociations.associate",
  "/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations", empty,
  (pipelineId: string, options: CreateAssociation) => ({ path: { pipelineId }, body: options }), org)

/**
 * Gets one association.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAssociation = get("PipelineMlAssociations.getAssociation",
  "/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations/{associationId}", json<MLAssociationModel>(), one,
  org)

/**
 * Replaces an association's settings.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateAssociation = put(
  "PipelineMlAssociations.updateAssociation",
  "/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations/{associationId}",
  empty,
  (pipelineId: string, associationId: string, options?: EditAssociation) => ({
    path: { pipelineId, associationId },
    body: options
  }),
  org
)

/**
 * Removes a model association from a pipeline.
 *
 * @since 0.1.0
 * @category calls
 */
export const disassociate = del("PipelineMlAssociations.disassociate",
  "/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations/{associationId}", empty, one, org)

/**
 * Moves an association to a 1-based position; the position travels in the query.
 *
 * @since 0.1.0
 * @category calls
 */
export const updatePosition = put(
  "PipelineMlAssociations.updatePosition",
  "/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations/{associationId}/position",
  empty,
  (pipelineId: string, associationId: string, position: number) => ({
    path: { pipelineId, associationId },
    query: { position }
  }),
  { query: encoded(PositionQuery), orgQuery: "organizationId" }
)

/**
 * Lists every model with the pipelines that use it, across the organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAssociatedPipelines = get("PipelineMlAssociations.getAssociatedPipelines",
  "/rest/search/v2/admin/pipelines/ml/model/associations", json<ReadonlyArray<AssociatedPipelinesData>>(), () => ({}),
  org)

/**
 * Gets a page of the associations of a pipeline that have the given ids.
 *
 * @since 0.1.0
 * @category calls
 */
export const bulkGet = post("PipelineMlAssociations.bulkGet",
  "/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations/bulkGet", json<MLAssociationPage>(),
  (pipelineId: string, { ids, ...options }: BulkGetAssociationsParams) => ({
    path: { pipelineId },
    query: options,
    body: { ids }
  }), { query: encoded(ListAssociationsParams), orgQuery: "organizationId" })

/**
 * Every association of a pipeline that has one of the given ids, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const bulkGetAll = (
  pipelineId: string,
  params: Omit<BulkGetAssociationsParams, "page">,
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => bulkGet(pipelineId, { ...params, page }), (p) => p.rules, paging)

/**
 * Every association of a pipeline, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  pipelineId: string,
  options: Omit<ListAssociationsParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list(pipelineId, { ...options, page }), (p) => p.rules, paging)

// The operations of this area that are declared from the descriptions.
export * from "./PipelineMlAssociations.generated.ts"
