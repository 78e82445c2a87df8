/**
 * Query pipelines: `/rest/search/v1/admin/pipelines`, the organization in the
 * `organizationId` query value. Sub-resources live in sibling modules:
 * `PipelineStatements`, `PipelineResultRankings`, `PipelineStatementGroups`,
 * `PipelineFacetStateRules`, `PipelineMlAssociations`, `PipelineConditions`,
 * `PipelineMl`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type { CallError } from "../../Errors/index.ts"
import { del, empty, type EndpointKey, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import type { CoveoClient, EndpointDef } from "../../Http/PlatformClient.ts"
import { encoded } from "../../Http/Query.ts"
import { isRecord } from "../../internal/isRecord.ts"
import type * as Search from "../../Schema/Models/Search.ts"
import { PipelineSortBy } from "../../Schema/Pipelines.ts"
import { type GranularResource, withTotalPages } from "./PipelineCommon.ts"
import * as PipelineMl from "./PipelineMl.ts"

const org = { orgQuery: "organizationId" } as const

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
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
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListPipelinesOptions = typeof ListPipelinesOptions.Type

/**
 * A query pipeline.
 *
 * @since 0.1.0
 * @category models
 */
export type PipelineModel = Search.OutgoingPipeline

/**
 * A query pipeline with its A/B test origin and its statement counts.
 *
 * @since 0.1.0
 * @category models
 */
export type PipelineDetailedModel = Search.OutgoingPipelineDetailed

/**
 * A pipeline to create; only one pipeline is the default, so `isDefault` unsets it on the previous one.
 *
 * @since 0.1.0
 * @category models
 */
export type NewPipelineModel = Search.IncomingPipeline

/**
 * A pipeline to update: the pipeline to send, with the id that names the target.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdatePipelineModel = Search.IncomingPipeline & { readonly id: string }

/**
 * A page of pipelines (`enablePagination: true`); it counts entries, not pages.
 *
 * @since 0.1.0
 * @category models
 */
export type PipelinePage = Search.OutgoingPipelines

/**
 * The answer of {@link list}: an array, or a page when `enablePagination` is true.
 *
 * @since 0.1.0
 * @category models
 */
export type ListPipelinesResult = ReadonlyArray<PipelineModel> | PipelinePage

const byId = (pipelineId: string) => ({ path: { pipelineId } })

const list_ = get("Pipelines.list", "/rest/search/v1/admin/pipelines", json<ListPipelinesResult>(),
  (options?: ListPipelinesOptions) => ({ query: options }), {
  query: encoded(ListPipelinesOptions),
  orgQuery: "organizationId"
})

/**
 * {@link list}: a page with `enablePagination: true`, an array without it.
 *
 * @since 0.1.0
 * @category models
 */
export interface ListPipelines {
  (
    options: ListPipelinesOptions & { readonly enablePagination: true }
  ): Effect.Effect<PipelinePage, CallError<"GET">, CoveoClient>
  (
    options?: ListPipelinesOptions & { readonly enablePagination?: false | undefined }
  ): Effect.Effect<ReadonlyArray<PipelineModel>, CallError<"GET">, CoveoClient>
  // Options whose `enablePagination` is only known to be a boolean.
  (options?: ListPipelinesOptions): Effect.Effect<ListPipelinesResult, CallError<"GET">, CoveoClient>
  readonly [EndpointKey]: EndpointDef
}

/**
 * Lists the pipelines: an array, or a page with `enablePagination: true`.
 *
 * @since 0.1.0
 * @category calls
 */
export const list: ListPipelines = list_ as ListPipelines

/**
 * Creates a pipeline.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Pipelines.create", "/rest/search/v1/admin/pipelines", json<PipelineModel>(),
  (pipeline: NewPipelineModel) => ({ body: pipeline }), org)

/**
 * Gets a pipeline.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Pipelines.get", "/rest/search/v1/admin/pipelines/{pipelineId}", json<PipelineDetailedModel>(), byId,
  org)

/**
 * Replaces a pipeline; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Pipelines.update", "/rest/search/v1/admin/pipelines/{pipelineId}", json<PipelineModel>(),
  (pipeline: UpdatePipelineModel) => ({ path: { pipelineId: pipeline.id }, body: pipeline }), org)

/**
 * Deletes a pipeline.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Pipelines.delete", "/rest/search/v1/admin/pipelines/{pipelineId}", empty, byId, org)

/**
 * Duplicates a pipeline, optionally naming who may edit the copy.
 *
 * @since 0.1.0
 * @category calls
 */
export const duplicate = post("Pipelines.duplicate", "/rest/search/v1/admin/pipelines/{pipelineId}/duplicate",
  json<PipelineModel>(),
  (pipelineId: string, granularResource?: GranularResource) => ({ path: { pipelineId }, body: granularResource }), org)

/**
 * Gets the pipeline backend version that serves ML statements (the spec-era `pipeline.getMLVersion`).
 *
 * @since 0.1.0
 * @category calls
 */
export const getMLVersion = () => PipelineMl.getMLVersion()

// An answer without `items` (`{}`) reads as none, as pagedStream reads every list's; one that is no object is
// pagedStream's to refuse (MalformedResponse), so the first page is counted only when it is one.
const items = (p: ListPipelinesResult): ReadonlyArray<PipelineModel> | undefined =>
  Array.isArray(p) ? p : (p as PipelinePage).items

/**
 * Every pipeline, page after page (`enablePagination` on), as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<ListPipelinesOptions, "page" | "enablePagination"> = {},
  paging?: { readonly concurrency?: number }
) =>
  pagedStream(
    (page) =>
      Effect.map(list({ ...options, page, enablePagination: true }), (p) =>
        // The page counts entries only; the first page tells how many pages follow.
        page === 0 && isRecord(p)
          ? withTotalPages(p, (p as PipelinePage).totalEntries, items(p)?.length ?? 0, options.perPage)
          : p),
    items,
    paging
  )

export {
  /**
   * Deletes a pipeline.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a pipeline.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Pipelines.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { PipelineSortBy }

// The operations of this area that are declared from the descriptions.
export * from "./Pipelines.generated.ts"
