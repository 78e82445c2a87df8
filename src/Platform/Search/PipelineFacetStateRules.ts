/**
 * Facet state rules of a query pipeline (facet values selected automatically
 * when a query matches; `pipeline.facetRules` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type { FacetRuleKind, FacetRuleState } from "../../Schema/Pipelines.ts"
import {
  type ConditionReference,
  type PredicateMatchOperator,
  type RulePredicate,
  StatementListQuery
} from "./PipelineCommon.ts"

const org = { orgQuery: "organizationId" } as const

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListFacetStateRuleParams = StatementListQuery
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListFacetStateRuleParams = typeof ListFacetStateRuleParams.Type

/**
 * A facet state rule: which values of which field to put in which state, and when. The published
 * descriptions do not cover these rules; fields the platform adds are reached with `raw` (`Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface FacetStateRule {
  readonly kind: FacetRuleKind
  readonly condition?: ConditionReference
  readonly defaultMatchOperator?: PredicateMatchOperator
  readonly description?: string
  readonly field?: string
  readonly predicates?: ReadonlyArray<RulePredicate>
  readonly state?: FacetRuleState
  readonly values?: ReadonlyArray<string>
}

/**
 * A saved rule with its id and position.
 *
 * @since 0.1.0
 * @category models
 */
export interface IdentifiedFacetStateRule {
  readonly id: string
  readonly position: number
  readonly rule: FacetStateRule
}

/**
 * A page of rules.
 *
 * @since 0.1.0
 * @category models
 */
export interface ListFacetStateRuleResponse {
  readonly facetStateRules: ReadonlyArray<IdentifiedFacetStateRule>
  readonly totalCount: number
  readonly totalPages: number
}

const one = (pipelineId: string, ruleId: string) => ({ path: { pipelineId, ruleId } })

/**
 * Lists a page of a pipeline's facet state rules.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("PipelineFacetStateRules.list", "/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules",
  json<ListFacetStateRuleResponse>(),
  (pipelineId: string, params?: ListFacetStateRuleParams) => ({ path: { pipelineId }, query: params }), {
  query: encoded(ListFacetStateRuleParams),
  orgQuery: "organizationId"
})

/**
 * Gets a rule.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("PipelineFacetStateRules.get", "/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules/{ruleId}",
  json<FacetStateRule>(), one, org)

/**
 * Creates a rule.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("PipelineFacetStateRules.create",
  "/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules", json<FacetStateRule>(),
  (pipelineId: string, facetStateRule: FacetStateRule) => ({ path: { pipelineId }, body: facetStateRule }), org)

/**
 * Replaces a rule.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "PipelineFacetStateRules.update",
  "/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules/{ruleId}",
  empty,
  (pipelineId: string, ruleId: string, facetStateRule: FacetStateRule) => ({
    path: { pipelineId, ruleId },
    body: facetStateRule
  }),
  org
)

/**
 * Deletes a rule.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("PipelineFacetStateRules.delete",
  "/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules/{ruleId}", empty, one, org)

/**
 * Moves a rule to a position; the position travels in the body.
 *
 * @since 0.1.0
 * @category calls
 */
export const move = put("PipelineFacetStateRules.move",
  "/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules/{ruleId}/position", empty,
  (pipelineId: string, ruleId: string, position: number) => ({ path: { pipelineId, ruleId }, body: { position } }), org)

/**
 * Every rule of a pipeline, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  pipelineId: string,
  params: Omit<ListFacetStateRuleParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list(pipelineId, { ...params, page }), (p) => p.facetStateRules, paging)

export {
  /**
   * Deletes a rule.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a rule.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
