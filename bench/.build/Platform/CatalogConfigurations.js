/**
 * Catalog configurations (`catalogConfiguration` in the promise client):
 * `/rest/organizations/{org}/catalogconfigurations`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
const base = "/rest/organizations/{org}/catalogconfigurations";
/** Query of {@link list}: the catalog list options without `filter`; the page size is `pageSize` here. */
export const CatalogConfigurationsListOptions = Schema.Struct({
    page: Schema.optional(Schema.Number),
    pageSize: Schema.optional(Schema.Number),
    catalogIds: Schema.optional(Schema.Array(Schema.String)),
    sourceIds: Schema.optional(Schema.Array(Schema.String)),
    enrichWithFields: Schema.optional(Schema.Boolean)
});
/** Lists a page of catalog configurations. */
export const list = get("CatalogConfigurations.list", base, json(), (options) => ({ query: options }), { query: CatalogConfigurationsListOptions });
/** Creates a catalog configuration. */
export const create = post("CatalogConfigurations.create", base, json(), (configuration) => ({ body: configuration }));
/** Deletes a catalog configuration. */
const delete_ = del("CatalogConfigurations.delete", `${base}/{configurationId}`, empty, (configurationId) => ({ path: { configurationId } }));
/** Gets a catalog configuration. */
const get_ = get("CatalogConfigurations.get", `${base}/{configurationId}`, json(), (configurationId) => ({ path: { configurationId } }));
/** Replaces a catalog configuration; its id comes from the model. */
export const update = put("CatalogConfigurations.update", `${base}/{configurationId}`, json(), (configuration) => ({ path: { configurationId: configuration.id }, body: configuration }));
/** Every catalog configuration matching `options`, page after page, as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging);
export { 
/** Deletes a catalog configuration. */
delete_ as delete, 
/** Gets a catalog configuration. */
get_ as get };
