/**
 * Query pipeline conditions (`pipeline.conditions` in the promise client). They
 * live on the v1 statements endpoint, `/rest/search/v1/admin/pipelines/statements`,
 * as statements of feature `when`; the organization travels in the
 * `organizationId` query value.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { ListStatementSortBy } from "./PipelineCommon.js";
const base = "/rest/search/v1/admin/pipelines/statements";
const org = { orgQuery: "organizationId" };
/** Query of {@link list}. */
export const ListConditionsOptions = Schema.Struct({
    organizationId: Schema.optional(Schema.String),
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    isOrderAscending: Schema.optional(Schema.Boolean),
    filter: Schema.optional(Schema.String),
    sortBy: Schema.optional(ListStatementSortBy),
    /** Adds association counts to each condition. */
    expand: Schema.optional(Schema.Boolean),
    /** Keeps conditions by how many resources use them, e.g. `isAssociated`. */
    associationFilter: Schema.optional(Schema.String)
});
// `feature=when` is what makes the statements endpoint answer conditions only.
const ListQuery = Schema.Struct({ ...ListConditionsOptions.fields, feature: Schema.Literal("when") });
const byId = (conditionId) => ({ path: { conditionId } });
/** Lists a page of conditions. */
export const list = get("PipelineConditions.list", base, json(), (options) => ({ query: { ...options, feature: "when" } }), { query: ListQuery, ...org });
/** Creates a condition. */
export const create = post("PipelineConditions.create", base, json(), (conditionModel) => ({ body: conditionModel }), org);
/** Gets a condition. */
const get_ = get("PipelineConditions.get", `${base}/{conditionId}`, json(), byId, org);
/** Replaces a condition; answers it as saved. */
export const update = put("PipelineConditions.update", `${base}/{conditionId}`, json(), (conditionId, conditionModel) => ({ path: { conditionId }, body: conditionModel }), org);
/** Deletes a condition. */
const delete_ = del("PipelineConditions.delete", `${base}/{conditionId}`, empty, byId, org);
/** Every condition, page after page, as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => list({ ...options, page }), (p) => p.statements, paging);
export { 
/** Deletes a condition. */
delete_ as delete, 
/** Gets a condition. */
get_ as get };
