/**
 * Catalogs (`catalog` in the promise client): `/rest/organizations/{org}/catalogs`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
const base = "/rest/organizations/{org}/catalogs";
/** Query of {@link list}. Catalogs take `pageSize` natively, so there is no `perPage` renaming. */
export const CatalogsListOptions = Schema.Struct({
    filter: Schema.optional(Schema.String),
    page: Schema.optional(Schema.Number),
    pageSize: Schema.optional(Schema.Number),
    catalogIds: Schema.optional(Schema.Array(Schema.String)),
    sourceIds: Schema.optional(Schema.Array(Schema.String)),
    enrichWithFields: Schema.optional(Schema.Boolean)
});
/** Query of {@link getFields}. */
export const CatalogFieldsOptions = Schema.Struct({ bypassCache: Schema.optional(Schema.Boolean) });
/** Query of {@link getFieldStats}. */
export const CatalogFieldStatsOptions = Schema.Struct({ forceRefresh: Schema.optional(Schema.Boolean) });
const byId = (catalogId) => ({ path: { catalogId } });
/** Lists a page of catalogs. */
export const list = get("Catalogs.list", base, json(), (options) => ({ query: options }), { query: CatalogsListOptions });
/** Creates a catalog. */
export const create = post("Catalogs.create", base, json(), (catalog) => ({ body: catalog }));
/** Deletes a catalog. */
const delete_ = del("Catalogs.delete", `${base}/{catalogId}`, empty, byId);
/** Gets a catalog. */
const get_ = get("Catalogs.get", `${base}/{catalogId}`, json(), byId);
/** Gets the fields of a catalog; `bypassCache` resolves them again and stores them. */
export const getFields = get("Catalogs.getFields", `${base}/{catalogId}/fields`, json(), (catalogId, options) => ({ path: { catalogId }, query: options }), { query: CatalogFieldsOptions });
/** Replaces a catalog; its id comes from the model. */
export const update = put("Catalogs.update", `${base}/{catalogId}`, json(), (catalog) => ({ path: { catalogId: catalog.id }, body: catalog }));
/** Suggests product, variant and availability fields from sources. */
export const getFieldsSuggestions = post("Catalogs.getFieldsSuggestions", `${base}/fieldsSuggestions`, json(), (query) => ({ body: query }));
/** Gets field statistics of a catalog; `forceRefresh` recomputes them instead of using the cache. */
export const getFieldStats = get("Catalogs.getFieldStats", `${base}/{catalogId}/fieldStats`, json(), (catalogId, options) => ({ path: { catalogId }, query: options }), { query: CatalogFieldStatsOptions });
/** Every catalog matching `options`, page after page, as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging);
export { 
/** Deletes a catalog. */
delete_ as delete, 
/** Gets a catalog. */
get_ as get };
