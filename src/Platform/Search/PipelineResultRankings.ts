/**
 * Result ranking rules of a query pipeline (featured results and ranking
 * expressions; `pipeline.resultRanking` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings`, with duplicate,
 * copy, bulk get and bulk delete. The list's `associatedGroups`, `ruleTypes` and `ruleStatuses`
 * filters travel as JSON text, not as repeated keys.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import { contentArgument } from "../../internal/contentArgument.ts"
import type * as Search from "../../Schema/Models/Search.ts"
import { ResultRankingExpand, ResultRankingKind, ResultRankingRuleType, RuleStatus } from "../../Schema/Pipelines.ts"
import { JsonArray, ListStatementSortBy } from "./PipelineCommon.ts"

const org = { orgQuery: "organizationId" } as const

// What the list and the bulk get both take, first in their query (in this order).
const listFields = {
  organizationId: Schema.optional(Schema.String),
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  isOrderAscending: Schema.optional(Schema.Boolean),
  filter: Schema.optional(Schema.String),
  /** Superseded by `ruleTypes` of the list. */
  kind: Schema.optional(ResultRankingKind)
}

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListResultRankingParams = Schema.Struct({
  ...listFields,
  sortBy: Schema.optional(ListStatementSortBy),
  /** Statement group names to keep; `null` keeps rules in no group. Sent as JSON text. */
  associatedGroups: Schema.optional(JsonArray(Schema.NullOr(Schema.String))),
  /** Sent as JSON text. */
  ruleTypes: Schema.optional(JsonArray(ResultRankingRuleType)),
  /** Sent as JSON text. */
  ruleStatuses: Schema.optional(JsonArray(RuleStatus)),
  /** Extra data to include; sent as repeated keys. */
  expand: Schema.optional(QueryArray(ResultRankingExpand))
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListResultRankingParams = typeof ListResultRankingParams.Type

/**
 * Query of {@link bulkGet}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BulkGetResultRankingsQuery = Schema.Struct({
  ...listFields,
  /** `true` keeps only enabled rules, `false` only disabled ones. */
  enabledStatus: Schema.optional(Schema.Boolean),
  statementGroupId: Schema.optional(Schema.String)
})

/**
 * Options of {@link bulkGet}: the rules' ids (sent in the body) and the list options (sent in the query).
 *
 * @since 0.1.0
 * @category models
 */
export type BulkGetResultRankingsParams = typeof BulkGetResultRankingsQuery.Type & {
  readonly ids: ReadonlyArray<string>
}

/**
 * A page of the rules asked for by id, with counts by group, status and type (the answer of {@link bulkGet}).
 *
 * @since 0.1.0
 * @category models
 */
export type BulkGetResultRankingResponse = Search.ResultRankingBulkGetResponse

/**
 * A target chosen by its unique id (`urihash`).
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingTargetUniqueId = Search.ResultRankingRuleTargetUniqueId

/**
 * A knowledge article target, resolved in the user's locale or a fixed one.
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingTargetLocalizedContent = Search.ResultRankingRuleTargetLocalizedContent

/**
 * Targets chosen by a query expression.
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingTargetQueryExpression = Search.ResultRankingRuleTargetQueryExpression

/**
 * What a featured result rule promotes: items by unique id, knowledge articles or a query expression.
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingTarget = Search.ResultRankingRuleTargetFeaturedResults

/**
 * A statement group a rule belongs to, with its status.
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingAssociatedGroupWithStatus = Search.ResultRankingRuleAssociatedGroupWithStatus

/**
 * The configuration of a result ranking rule, as sent: a featured result rule or a ranking expression,
 * told apart by `kind`.
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingProps = Search.ResultRankingRuleCreateRequest

/**
 * A rule's configuration as saved, with its id and statement group (the answer of {@link get}).
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRankingRule = Search.ResultRankingRuleGetResponse

/**
 * The id of a rule just created (the answer of {@link create}).
 *
 * @since 0.1.0
 * @category models
 */
export type CreatedResultRanking = Search.ResultRankingRuleIdOnlyResponse

/**
 * A saved result ranking rule: its id, its configuration and its statement group.
 *
 * @since 0.1.0
 * @category models
 */
export type ResultRanking = Search.ResultRankingRuleIdentifiedWithGroupStatusResponse

/**
 * A rule as the list shows it.
 *
 * @since 0.1.0
 * @category models
 */
export type ListResultRanking = Search.ResultRankingRuleIdentifiedWithGroupStatusListResponse

/**
 * A page of rules with counts by group, status and type.
 *
 * @since 0.1.0
 * @category models
 */
export type ListResultRankingResponse = Search.ResultRankingListResponse

/**
 * Which rules to copy and where.
 *
 * @since 0.1.0
 * @category models
 */
export type CopyResultRankingRequest = Search.CopyResultRankingRulesRequest

/**
 * The copies made.
 *
 * @since 0.1.0
 * @category models
 */
export type CopyResultRankingResponse = Search.CopyResultRankingRulesResponse

const one = (pipelineId: string, resultRankingId: string) => ({ path: { pipelineId, resultRankingId } })

// The `*JSON` variants send caller-serialised JSON as is: a typed Blob travels byte for byte.
const jsonText = (text: string) =>
  new Blob([contentArgument("resultRanking", text, "text")], { type: "application/json" })

/**
 * Lists a page of a pipeline's result ranking rules.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("PipelineResultRankings.list", "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings",
  json<ListResultRankingResponse>(),
  (pipelineId: string, params?: ListResultRankingParams) => ({ path: { pipelineId }, query: params }), {
  query: encoded(ListResultRankingParams),
  orgQuery: "organizationId"
})

/**
 * Creates a rule; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("PipelineResultRankings.create",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings", json<CreatedResultRanking>(),
  (pipelineId: string, resultRanking: ResultRankingProps) => ({ path: { pipelineId }, body: resultRanking }), org)

const createRaw = post("PipelineResultRankings.create", "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings",
  json<CreatedResultRanking>(),
  (pipelineId: string, resultRanking: string) => ({ path: { pipelineId }, body: jsonText(resultRanking) }), {
  body: "file",
  orgQuery: "organizationId"
})

/**
 * Creates a rule from its configuration already serialised as JSON text; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const createJSON = (pipelineId: string, resultRanking: string) => createRaw(pipelineId, resultRanking)

/**
 * Gets a rule's configuration, with its id and statement group.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("PipelineResultRankings.get",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/{resultRankingId}", json<ResultRankingRule>(), one, org)

/**
 * Replaces a rule's configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "PipelineResultRankings.update",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/{resultRankingId}",
  empty,
  (pipelineId: string, resultRankingId: string, resultRanking: ResultRankingProps) => ({
    path: { pipelineId, resultRankingId },
    body: resultRanking
  }),
  org
)

const updateRaw = put(
  "PipelineResultRankings.update",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/{resultRankingId}",
  empty,
  (pipelineId: string, resultRankingId: string, resultRanking: string) => ({
    path: { pipelineId, resultRankingId },
    body: jsonText(resultRanking)
  }),
  { body: "file", orgQuery: "organizationId" }
)

/**
 * Replaces a rule's configuration with one already serialised as JSON text.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateJSON = (pipelineId: string, resultRankingId: string, resultRanking: string) =>
  updateRaw(pipelineId, resultRankingId, resultRanking)

/**
 * Deletes a rule.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("PipelineResultRankings.delete",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/{resultRankingId}", empty, one, org)

/**
 * Duplicates a rule in the same pipeline; answers the copy.
 *
 * @since 0.1.0
 * @category calls
 */
export const duplicate = post("PipelineResultRankings.duplicate",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/duplicate/{resultRankingId}", json<ResultRanking>(), one,
  org)

/**
 * Copies rules to another pipeline.
 *
 * @since 0.1.0
 * @category calls
 */
export const copyTo = post(
  "PipelineResultRankings.copyTo",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/copy",
  json<CopyResultRankingResponse>(),
  (pipelineId: string, copyResultRankingRequest: CopyResultRankingRequest) => ({
    path: { pipelineId },
    body: copyResultRankingRequest
  }),
  org
)

/**
 * Gets a page of the rules of a pipeline that have the given ids.
 *
 * @since 0.1.0
 * @category calls
 */
export const bulkGet = post("PipelineResultRankings.bulkGet",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/bulkGet", json<BulkGetResultRankingResponse>(),
  (pipelineId: string, { ids, ...params }: BulkGetResultRankingsParams) => ({
    path: { pipelineId },
    query: params,
    body: { ids }
  }), { query: encoded(BulkGetResultRankingsQuery), orgQuery: "organizationId" })

/**
 * Every rule of a pipeline that has one of the given ids, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const bulkGetAll = (
  pipelineId: string,
  params: Omit<BulkGetResultRankingsParams, "page">,
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => bulkGet(pipelineId, { ...params, page }), (p) => p.resultRankings, paging)

/**
 * Deletes the rules of a pipeline that have the given ids (at most 100).
 *
 * @since 0.1.0
 * @category calls
 */
export const bulkDelete = post("PipelineResultRankings.bulkDelete",
  "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/bulkDelete", empty,
  (pipelineId: string, ids: ReadonlyArray<string>) => ({ path: { pipelineId }, body: { ids } }), org)

/**
 * Every rule of a pipeline, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  pipelineId: string,
  params: Omit<ListResultRankingParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list(pipelineId, { ...params, page }), (p) => p.resultRankings, paging)

export {
  /**
   * Deletes a rule.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a rule's configuration.
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
export { ResultRankingRuleType }

// The operations of this area that are declared from the descriptions.
export * from "./PipelineResultRankings.generated.ts"
