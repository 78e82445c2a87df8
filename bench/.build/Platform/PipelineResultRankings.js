/**
 * Result ranking rules of a query pipeline (featured results and ranking
 * expressions; `pipeline.resultRanking` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings`, with duplicate
 * and copy. The list's `associatedGroups`, `ruleTypes` and `ruleStatuses`
 * filters travel as JSON text, not as repeated keys.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { ResultRankingKind, RuleStatus } from "../Schema/Pipelines.js";
import { JsonArray, ListStatementSortBy } from "./PipelineCommon.js";
const base = "/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings";
const org = { orgQuery: "organizationId" };
/** Rule type filter of the list (the successor of `kind`). */
export const ResultRankingRuleType = Schema.Literals(["featuredResults", "rankingExpressions"]);
/** Query of {@link list}. */
export const ListResultRankingParams = Schema.Struct({
    organizationId: Schema.optional(Schema.String),
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    isOrderAscending: Schema.optional(Schema.Boolean),
    filter: Schema.optional(Schema.String),
    /** Superseded by `ruleTypes`. */
    kind: Schema.optional(ResultRankingKind),
    sortBy: Schema.optional(ListStatementSortBy),
    /** Statement group names to keep; `null` keeps rules in no group. Sent as JSON text. */
    associatedGroups: Schema.optional(JsonArray(Schema.NullOr(Schema.String))),
    /** Sent as JSON text. */
    ruleTypes: Schema.optional(JsonArray(ResultRankingRuleType)),
    /** Sent as JSON text. */
    ruleStatuses: Schema.optional(JsonArray(RuleStatus)),
    /** Extra data to include; sent as repeated keys. */
    expand: Schema.optional(Schema.Array(Schema.String))
});
const one = (pipelineId, resultRankingId) => ({ path: { pipelineId, resultRankingId } });
// The `*JSON` variants send caller-serialised JSON as is: a typed Blob travels byte for byte.
const jsonText = (text) => new Blob([text], { type: "application/json" });
/** Lists a page of a pipeline's result ranking rules. */
export const list = get("PipelineResultRankings.list", base, json(), (pipelineId, params) => ({ path: { pipelineId }, query: params }), { query: ListResultRankingParams, ...org });
/** Creates a rule. */
export const create = post("PipelineResultRankings.create", base, json(), (pipelineId, resultRanking) => ({ path: { pipelineId }, body: resultRanking }), org);
const createRaw = post("PipelineResultRankings.create", base, json(), (pipelineId, resultRanking) => ({ path: { pipelineId }, body: jsonText(resultRanking) }), { body: "file", ...org });
/** Creates a rule from its configuration already serialised as JSON text. */
export const createJSON = (pipelineId, resultRanking) => createRaw(pipelineId, resultRanking);
/** Gets a rule's configuration. */
const get_ = get("PipelineResultRankings.get", `${base}/{resultRankingId}`, json(), one, org);
/** Replaces a rule's configuration. */
export const update = put("PipelineResultRankings.update", `${base}/{resultRankingId}`, empty, (pipelineId, resultRankingId, resultRanking) => ({
    path: { pipelineId, resultRankingId },
    body: resultRanking
}), org);
const updateRaw = put("PipelineResultRankings.update", `${base}/{resultRankingId}`, empty, (pipelineId, resultRankingId, resultRanking) => ({
    path: { pipelineId, resultRankingId },
    body: jsonText(resultRanking)
}), { body: "file", ...org });
/** Replaces a rule's configuration with one already serialised as JSON text. */
export const updateJSON = (pipelineId, resultRankingId, resultRanking) => updateRaw(pipelineId, resultRankingId, resultRanking);
/** Deletes a rule. */
const delete_ = del("PipelineResultRankings.delete", `${base}/{resultRankingId}`, empty, one, org);
/** Duplicates a rule in the same pipeline; answers the copy. */
export const duplicate = post("PipelineResultRankings.duplicate", `${base}/duplicate/{resultRankingId}`, json(), one, org);
/** Copies rules to another pipeline. */
export const copyTo = post("PipelineResultRankings.copyTo", `${base}/copy`, json(), (pipelineId, copyResultRankingRequest) => ({
    path: { pipelineId },
    body: copyResultRankingRequest
}), org);
/** Every rule of a pipeline, page after page, as a lazy `Stream`. */
export const listAll = (pipelineId, params = {}, paging) => pagedStream((page) => list(pipelineId, { ...params, page }), (p) => p.resultRankings, paging);
export { 
/** Deletes a rule. */
delete_ as delete, 
/** Gets a rule's configuration. */
get_ as get };
