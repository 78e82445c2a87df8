/**
 * Insight panel configurations (`insightPanelConfig` in the promise client):
 * `/rest/organizations/{org}/insightconfig/v1/configs`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { InterfaceSortOrder } from "./SearchInterfaces.js";
const base = "/rest/organizations/{org}/insightconfig/v1/configs";
/** Query of {@link list}. */
export const InsightPanelConfigListOptions = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    filter: Schema.optional(Schema.String),
    order: Schema.optional(InterfaceSortOrder)
});
const byId = (configId) => ({ path: { configId } });
/** Lists a page of insight panel configurations. */
export const list = get("InsightConfigs.list", base, json(), (options) => ({ query: options }), { query: InsightPanelConfigListOptions });
/** Creates an insight panel configuration. */
export const create = post("InsightConfigs.create", base, json(), (insightPanelConfig) => ({ body: insightPanelConfig }));
/** Gets an insight panel configuration. */
const get_ = get("InsightConfigs.get", `${base}/{configId}`, json(), byId);
/** Replaces an insight panel configuration; its id picks the path and is left out of the body. */
export const update = put("InsightConfigs.update", `${base}/{configId}`, json(), (insightPanelConfig) => {
    const { id, ...body } = insightPanelConfig;
    return { path: { configId: id }, body };
});
/** Deletes an insight panel configuration. */
const delete_ = del("InsightConfigs.delete", `${base}/{configId}`, empty, byId);
/** Every insight panel configuration, page after page, as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging);
export { 
/** Deletes an insight panel configuration. */
delete_ as delete, 
/** Gets an insight panel configuration. */
get_ as get };
