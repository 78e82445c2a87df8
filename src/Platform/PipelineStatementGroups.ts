/**
 * Statement groups of a query pipeline: campaigns (dated) and permanent groups
 * (`pipeline.groups` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups`. A group is
 * made active or inactive by a partial update carrying `{ isActive }` (the specification's state and transition rules):
 * {@link toggleActive}, {@link activate}, {@link deactivate}. The list's `status`
 * and `types` filters travel as JSON text.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { del, empty, get, json, patch, post, put } from "../Http/Endpoint.ts"
import { pagedStream } from "../Http/PagedStream.ts"
import { CampaignStatus, PermanentStatus, StatementGroupSortBy, StatementGroupType } from "../Schema/Pipelines.ts"
import { JsonArray, withTotalPages } from "./PipelineCommon.ts"

const org = { orgQuery: "organizationId" } as const

/**
 * Any group status a list can filter on: the campaign statuses and the permanent ones.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StatementGroupStatus = Schema.Union([CampaignStatus, PermanentStatus])
/**
 * Any group status a list can filter on: the campaign statuses and the permanent ones.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementGroupStatus = typeof StatementGroupStatus.Type

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListStatementGroupsOptions = Schema.Struct({
  organizationId: Schema.optional(Schema.String),
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  /** Searches names, notes and condition definitions. */
  filter: Schema.optional(Schema.String),
  /** Statuses to keep (all when empty); sent as JSON text. */
  status: Schema.optional(JsonArray(StatementGroupStatus)),
  /** Group types to keep (all when empty); sent as JSON text. */
  types: Schema.optional(JsonArray(StatementGroupType)),
  sortBy: Schema.optional(StatementGroupSortBy),
  isOrderAscending: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListStatementGroupsOptions = typeof ListStatementGroupsOptions.Type

/**
 * How many statements of each kind a group holds.
 *
 * @since 0.1.0
 * @category models
 */
export interface StatementGroupComposition {
  readonly resultRankingStatementCount: number
  readonly otherStatementCount: number
}

/**
 * Fields shared by both group types.
 *
 * @since 0.1.0
 * @category models
 */
export interface StatementGroupModelBase {
  readonly id: string
  readonly name: string
  readonly description?: string
  /** Condition a request must satisfy for the group to apply. */
  readonly conditionId?: string
  readonly conditionDefinition?: string
  readonly conditionDetailed?: unknown
  /** ISO-8601. */
  readonly createdAt: string
  readonly createdBy?: string
  readonly modifiedAt?: string
  readonly modifiedBy?: string
  readonly statementComposition: StatementGroupComposition
  readonly [key: string]: unknown
}

/**
 * A group that applies until deactivated.
 *
 * @since 0.1.0
 * @category models
 */
export interface PermanentStatementGroup extends StatementGroupModelBase {
  readonly type: "permanent"
  readonly isActive?: boolean
  readonly status: PermanentStatus
}

/**
 * A group that applies between two dates.
 *
 * @since 0.1.0
 * @category models
 */
export interface CampaignStatementGroup extends StatementGroupModelBase {
  readonly type: "campaign"
  /** ISO-8601. */
  readonly campaignStart: string
  /** ISO-8601. */
  readonly campaignEnd: string
  readonly status: CampaignStatus
}

/**
 * A statement group; `type` tells which status union applies.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementGroupModel = PermanentStatementGroup | CampaignStatementGroup

/**
 * Group counts of a pipeline, by status and type.
 *
 * @since 0.1.0
 * @category models
 */
export interface PipelineGroupsComposition {
  readonly activeGroupCount: number
  readonly inactiveGroupCount: number
  readonly expiredGroupCount: number
  readonly notStartedGroupCount: number
  readonly campaignGroupCount: number
  readonly permanentGroupCount: number
}

/**
 * A page of groups; it counts entries, not pages.
 *
 * @since 0.1.0
 * @category models
 */
export interface StatementGroupList {
  readonly groups: ReadonlyArray<StatementGroupModel>
  readonly totalCount: number
  readonly groupComposition: PipelineGroupsComposition
}

/**
 * Fields shared by both group types when creating or updating.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateStatementGroupModelBase {
  readonly name: string
  readonly description?: string
  readonly conditionId?: string
  readonly [key: string]: unknown
}

/**
 * A permanent group to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreatePermanentStatementGroupModel extends CreateStatementGroupModelBase {
  readonly type: "permanent"
  readonly isActive?: boolean
}

/**
 * A campaign to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateCampaignStatementGroupModel extends CreateStatementGroupModelBase {
  readonly type: "campaign"
  readonly campaignStart: string
  readonly campaignEnd: string
}

/**
 * A group to create.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateStatementGroupModel = CreatePermanentStatementGroupModel | CreateCampaignStatementGroupModel
/**
 * A group to update.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateStatementGroupModel = CreateStatementGroupModel

/**
 * A rule referenced by a group.
 *
 * @since 0.1.0
 * @category models
 */
export interface StatementGroupRuleAssociationItem {
  /** Only result rankings can be grouped. */
  readonly featureType: "resultRankings"
  readonly ruleId: string
}

/**
 * Rules to add to (moving them from another group) and remove from a group; 50 at most each.
 *
 * @since 0.1.0
 * @category models
 */
export interface UpdateStatementGroupRuleAssociationsRequest {
  readonly toAdd?: ReadonlyArray<StatementGroupRuleAssociationItem>
  readonly toRemove?: ReadonlyArray<StatementGroupRuleAssociationItem>
}

/**
 * The rules of a group after an association update.
 *
 * @since 0.1.0
 * @category models
 */
export interface UpdateStatementGroupRuleAssociationsResponse {
  readonly associatedRules: ReadonlyArray<StatementGroupRuleAssociationItem>
}

const one = (pipelineId: string, groupId: string) => ({ path: { pipelineId, groupId } })

/**
 * Lists a page of a pipeline's statement groups.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("PipelineStatementGroups.list", "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups",
  json<StatementGroupList>(),
  (pipelineId: string, options?: ListStatementGroupsOptions) => ({ path: { pipelineId }, query: options }), {
  query: ListStatementGroupsOptions,
  orgQuery: "organizationId"
})

/**
 * Creates a group.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("PipelineStatementGroups.create",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups", json<StatementGroupModel>(),
  (pipelineId: string, model: CreateStatementGroupModel) => ({ path: { pipelineId }, body: model }), org)

/**
 * Gets a group.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("PipelineStatementGroups.get",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/{groupId}", json<StatementGroupModel>(), one, org)

/**
 * Replaces a group.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "PipelineStatementGroups.update",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/{groupId}",
  empty,
  (pipelineId: string, groupId: string, groupModel: UpdateStatementGroupModel) => ({
    path: { pipelineId, groupId },
    body: groupModel
  }),
  org
)

/**
 * Deletes a group.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("PipelineStatementGroups.delete",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/{groupId}", empty, one, org)

/**
 * Makes a group active or inactive by a partial update carrying only `{ isActive }` (the specification's state and transition rules).
 *
 * @since 0.1.0
 * @category calls
 */
export const toggleActive = patch("PipelineStatementGroups.toggleActive",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/{groupId}", empty,
  (pipelineId: string, groupId: string, isActive: boolean) => ({ path: { pipelineId, groupId }, body: { isActive } }),
  org)

/**
 * Makes a group active: a partial update carrying `{ isActive: true }`.
 *
 * @since 0.1.0
 * @category calls
 */
export const activate = (pipelineId: string, groupId: string) => toggleActive(pipelineId, groupId, true)

/**
 * Makes a group inactive: a partial update carrying `{ isActive: false }`.
 *
 * @since 0.1.0
 * @category calls
 */
export const deactivate = (pipelineId: string, groupId: string) => toggleActive(pipelineId, groupId, false)

/**
 * Adds rules to and removes rules from a group; answers the group's rules.
 *
 * @since 0.1.0
 * @category calls
 */
export const bulkUpdateRuleAssociations = put(
  "PipelineStatementGroups.bulkUpdateRuleAssociations",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/{groupId}/associations",
  json<UpdateStatementGroupRuleAssociationsResponse>(),
  (pipelineId: string, groupId: string, request: UpdateStatementGroupRuleAssociationsRequest) => ({
    path: { pipelineId, groupId },
    body: request
  }),
  org
)

/**
 * Every group of a pipeline, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  pipelineId: string,
  options: Omit<ListStatementGroupsOptions, "page"> = {},
  paging?: { readonly concurrency?: number }
) =>
  pagedStream(
    (page) =>
      Effect.map(list(pipelineId, { ...options, page }), (p) =>
        // The answer counts groups, not pages: the first page tells how many pages follow.
        page === 0 ? withTotalPages(p, p.totalCount, p.groups.length, options.perPage) : p),
    (p) => p.groups,
    paging
  )

export {
  /**
   * Deletes a group.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a group.
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
export { StatementGroupSortBy }
