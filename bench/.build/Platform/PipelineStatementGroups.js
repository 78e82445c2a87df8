/**
 * Statement groups of a query pipeline: campaigns (dated) and permanent groups
 * (`pipeline.groups` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups`. A group is
 * made active or inactive by a partial update carrying `{ isActive }` (spec 4):
 * {@link toggleActive}, {@link activate}, {@link deactivate}. The list's `status`
 * and `types` filters travel as JSON text.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { del, empty, get, json, patch, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { CampaignStatus, PermanentStatus, StatementGroupType } from "../Schema/Pipelines.js";
import { JsonArray, withTotalPages } from "./PipelineCommon.js";
const base = "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups";
const org = { orgQuery: "organizationId" };
/** Any group status a list can filter on: the campaign statuses and the permanent ones. */
export const StatementGroupStatus = Schema.Union([CampaignStatus, PermanentStatus]);
/** What a group list is sorted by. */
export const StatementGroupSortBy = Schema.Literals(["position", "description", "definition", "name", "status"]);
/** Query of {@link list}. */
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
});
const one = (pipelineId, groupId) => ({ path: { pipelineId, groupId } });
/** Lists a page of a pipeline's statement groups. */
export const list = get("PipelineStatementGroups.list", base, json(), (pipelineId, options) => ({ path: { pipelineId }, query: options }), { query: ListStatementGroupsOptions, ...org });
/** Creates a group. */
export const create = post("PipelineStatementGroups.create", base, json(), (pipelineId, model) => ({ path: { pipelineId }, body: model }), org);
/** Gets a group. */
const get_ = get("PipelineStatementGroups.get", `${base}/{groupId}`, json(), one, org);
/** Replaces a group. */
export const update = put("PipelineStatementGroups.update", `${base}/{groupId}`, empty, (pipelineId, groupId, groupModel) => ({
    path: { pipelineId, groupId },
    body: groupModel
}), org);
/** Deletes a group. */
const delete_ = del("PipelineStatementGroups.delete", `${base}/{groupId}`, empty, one, org);
/** Makes a group active or inactive by a partial update carrying only `{ isActive }` (spec 4). */
export const toggleActive = patch("PipelineStatementGroups.toggleActive", `${base}/{groupId}`, empty, (pipelineId, groupId, isActive) => ({ path: { pipelineId, groupId }, body: { isActive } }), org);
/** Makes a group active: a partial update carrying `{ isActive: true }`. */
export const activate = (pipelineId, groupId) => toggleActive(pipelineId, groupId, true);
/** Makes a group inactive: a partial update carrying `{ isActive: false }`. */
export const deactivate = (pipelineId, groupId) => toggleActive(pipelineId, groupId, false);
/** Adds rules to and removes rules from a group; answers the group's rules. */
export const bulkUpdateRuleAssociations = put("PipelineStatementGroups.bulkUpdateRuleAssociations", `${base}/{groupId}/associations`, json(), (pipelineId, groupId, request) => ({
    path: { pipelineId, groupId },
    body: request
}), org);
/** Every group of a pipeline, page after page, as a lazy `Stream`. */
export const listAll = (pipelineId, options = {}, paging) => pagedStream((page) => Effect.map(list(pipelineId, { ...options, page }), (p) => 
// The answer counts groups, not pages: the first page tells how many pages follow.
page === 0 ? withTotalPages(p, p.totalCount, p.groups.length, options.perPage) : p), (p) => p.groups, paging);
export { 
/** Deletes a group. */
delete_ as delete, 
/** Gets a group. */
get_ as get };
