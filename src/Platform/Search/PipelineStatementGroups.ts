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
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { del, empty, get, json, patch, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Search from "../../Schema/Models/Search.ts"
import { CampaignStatus, PermanentStatus, StatementGroupSortBy, StatementGroupType } from "../../Schema/Pipelines.ts"
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
export type StatementGroupComposition = Search.StatementGroupComposition

/**
 * Fields shared by both group types.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementGroupModelBase = Search.GetStatementGroupBase

/**
 * A group that applies until deactivated.
 *
 * @since 0.1.0
 * @category models
 */
export type PermanentStatementGroup = Search.GetPermanentGroup & { readonly type: "permanent" }

/**
 * A group that applies between two dates.
 *
 * @since 0.1.0
 * @category models
 */
export type CampaignStatementGroup = Search.GetCampaignGroup & { readonly type: "campaign" }

/**
 * A statement group; `type` tells which status union applies.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementGroupModel = Search.GetStatementGroup

/**
 * Group counts of a pipeline, by status and type.
 *
 * @since 0.1.0
 * @category models
 */
export type PipelineGroupsComposition = Search.PipelineGroupsComposition

/**
 * A page of groups; it counts entries, not pages.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementGroupList = Search.ListStatementGroupsResponse

/**
 * Fields shared by both group types when creating or updating.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateStatementGroupModelBase = Search.CreateOrUpdateStatementGroupBase

/**
 * A permanent group to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export type CreatePermanentStatementGroupModel = Search.CreateOrUpdatePermanentGroup & { readonly type: "permanent" }

/**
 * A campaign to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateCampaignStatementGroupModel = Search.CreateOrUpdateCampaignGroup & { readonly type: "campaign" }

/**
 * A group to create.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateStatementGroupModel = Search.CreateOrUpdateStatementGroup
/**
 * A group to update.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateStatementGroupModel = Search.CreateOrUpdateStatementGroup

/**
 * A group just created, as the platform answers it.
 *
 * @since 0.1.0
 * @category models
 */
export type CreatedStatementGroup = Search.CreateStatementGroupResponse

/**
 * A rule referenced by a group (only result rankings can be grouped).
 *
 * @since 0.1.0
 * @category models
 */
export type StatementGroupRuleAssociationItem = Search.StatementGroupAssociationItem

/**
 * Rules to add to (moving them from another group) and remove from a group; 50 at most each.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateStatementGroupRuleAssociationsRequest = Search.UpdateStatementGroupAssociationsRequest

/**
 * The rules of a group after an association update.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateStatementGroupRuleAssociationsResponse = Search.UpdateStatementGroupAssociationsResponse

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
  query: encoded(ListStatementGroupsOptions),
  orgQuery: "organizationId"
})

/**
 * Creates a group; answers its id and settings.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("PipelineStatementGroups.create",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups", json<CreatedStatementGroup>(),
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

const groups = (p: StatementGroupList): StatementGroupList["groups"] | undefined => p.groups

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
        // The answer counts groups, not pages: the first page tells how many pages follow. An answer without
        // `groups` reads as none; one that is no object is pagedStream's to refuse (MalformedResponse).
        page === 0 && p instanceof Object
          ? withTotalPages(p, p.totalCount, groups(p)?.length ?? 0, options.perPage)
          : p),
    groups,
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

// The operations of this area that are declared from the descriptions.
export * from "./PipelineStatementGroups.generated.ts"
