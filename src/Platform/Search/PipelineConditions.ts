/**
 * Query pipeline conditions (`pipeline.conditions` in the promise client). They
 * live on the v1 statements endpoint, `/rest/search/v1/admin/pipelines/statements`,
 * as statements of feature `when`; the organization travels in the
 * `organizationId` query value.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Search from "../../Schema/Models/Search.ts"
import { ConditionAssociationFilter, ConditionSortBy } from "../../Schema/Pipelines.ts"
import { StatementListQuery } from "./PipelineCommon.ts"

const org = { orgQuery: "organizationId" } as const

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListConditionsOptions = StatementListQuery.mapFields((fields) => ({
  ...fields,
  sortBy: Schema.optional(ConditionSortBy),
  /** Adds association counts to each condition. */
  expand: Schema.optional(Schema.Boolean),
  /** Keeps conditions by how many resources use them, e.g. `isAssociated`. */
  associationFilter: Schema.optional(ConditionAssociationFilter)
}))
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListConditionsOptions = typeof ListConditionsOptions.Type

/**
 * Query of {@link bulkGet}: the list options of the promise client 60.4 (no `expand` nor `associationFilter`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BulkGetConditionsOptions = StatementListQuery.mapFields((fields) => ({
  ...fields,
  sortBy: Schema.optional(ConditionSortBy)
}))
/**
 * Options of {@link bulkGet}.
 *
 * @since 0.1.0
 * @category models
 */
export type BulkGetConditionsOptions = typeof BulkGetConditionsOptions.Type

// `feature=when` is what makes the statements endpoint answer conditions only.
const ListQuery = ListConditionsOptions.mapFields((fields) => ({ ...fields, feature: Schema.Literal("when") }))

/**
 * A query pipeline condition: a statement of feature `when`, with its parsed form in `detailed`.
 *
 * @since 0.1.0
 * @category models
 */
export type ConditionModel = Search.OutgoingCondition

/**
 * A condition to create or update: its QPL definition, e.g. `when $query contains "tv"`, and a description.
 *
 * @since 0.1.0
 * @category models
 */
export type NewConditionModel = Search.IncomingCondition

/**
 * A page of conditions; each carries its association count when listed with `expand`.
 *
 * @since 0.1.0
 * @category models
 */
export type ConditionPage = Search.OutgoingConditions

const byId = (conditionId: string) => ({ path: { conditionId } })

/**
 * Lists a page of conditions.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("PipelineConditions.list", "/rest/search/v1/admin/pipelines/statements", json<ConditionPage>(),
  (options?: ListConditionsOptions) => ({ query: { ...options, feature: "when" as const } }), {
  query: encoded(ListQuery),
  orgQuery: "organizationId"
})

/**
 * Creates a condition.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("PipelineConditions.create", "/rest/search/v1/admin/pipelines/statements",
  json<ConditionModel>(), (conditionModel: NewConditionModel) => ({ body: conditionModel }), org)

/**
 * Gets a condition.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("PipelineConditions.get", "/rest/search/v1/admin/pipelines/statements/{conditionId}",
  json<ConditionModel>(), byId, org)

/**
 * Replaces a condition; answers it as saved.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "PipelineConditions.update",
  "/rest/search/v1/admin/pipelines/statements/{conditionId}",
  json<ConditionModel>(),
  (conditionId: string, conditionModel: NewConditionModel) => ({
    path: { conditionId },
    body: conditionModel
  }),
  org
)

/**
 * Deletes a condition.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("PipelineConditions.delete", "/rest/search/v1/admin/pipelines/statements/{conditionId}", empty,
  byId, org)

/**
 * Gets a page of the conditions that have the given ids (at most 1000).
 *
 * @since 0.1.0
 * @category calls
 */
export const bulkGet = post("PipelineConditions.bulkGet", "/rest/search/v1/admin/pipelines/statements/bulkGet",
  json<ConditionPage>(), (conditionIds: ReadonlyArray<string>, params?: BulkGetConditionsOptions) => ({
    query: params,
    body: { ids: conditionIds }
  }), { query: encoded(BulkGetConditionsOptions), orgQuery: "organizationId" })

/**
 * Every condition that has one of the given ids, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const bulkGetAll = (
  conditionIds: ReadonlyArray<string>,
  params: Omit<BulkGetConditionsOptions, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => bulkGet(conditionIds, { ...params, page }), (p) => p.statements, paging)

/**
 * Every condition, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<ListConditionsOptions, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.statements, paging)

export {
  /**
   * Deletes a condition.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a condition.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./PipelineConditions.generated.ts"
