/**
 * Hosted search pages (`searchPages` in the promise client):
 * `/rest/organizations/{org}/pages`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/pages";
/** Query of {@link list}. */
export const ListSearchPagesParams = Schema.Struct({ name: Schema.optional(Schema.String) });
/** A search UI version; `updateVersion` sends it as the query. */
export const MajorMinorVersion = Schema.Struct({ major: Schema.String, minor: Schema.String });
const byId = (pageId) => ({ path: { pageId } });
const byResource = (pageId, resourceName) => ({ path: { pageId, resourceName } });
/** Lists the search pages, optionally by name. */
export const list = get("SearchPages.list", base, json(), (params) => ({ query: params }), { query: ListSearchPagesParams });
/** Creates a search page. */
export const create = post("SearchPages.create", base, json(), (page) => ({ body: page }));
/** Gets a search page. */
const get_ = get("SearchPages.get", `${base}/{pageId}`, json(), byId);
/** Updates a search page. */
export const update = put("SearchPages.update", `${base}/{pageId}`, empty, (pageId, page) => ({ path: { pageId }, body: page }));
/** Deletes a search page. */
const delete_ = del("SearchPages.delete", `${base}/{pageId}`, empty, byId);
/** Gets a page's search UI version. */
export const getVersion = get("SearchPages.getVersion", `${base}/{pageId}/searchui`, json(), byId);
/** Moves a page to another search UI version. */
export const updateVersion = put("SearchPages.updateVersion", `${base}/{pageId}/searchui`, empty, (pageId, version) => ({ path: { pageId }, query: version }), { query: MajorMinorVersion });
/** Gets a page's header resources. */
export const getHeaders = get("SearchPages.getHeaders", `${base}/{pageId}/header`, json(), byId);
/** Reorders a page's header resources. */
export const reorderHeaders = put("SearchPages.reorderHeaders", `${base}/{pageId}/header`, json(), (pageId, resources) => ({ path: { pageId }, body: resources }));
/** Adds a CSS resource to a page header. */
export const createCssResource = post("SearchPages.createCssResource", `${base}/{pageId}/header/css`, json(), (pageId, resource) => ({ path: { pageId }, body: resource }));
/** Replaces a CSS resource of a page header. */
export const updateCssResource = put("SearchPages.updateCssResource", `${base}/{pageId}/header/css/{resourceName}`, json(), (pageId, resourceName, resource) => ({
    path: { pageId, resourceName },
    body: resource
}));
/** Removes a CSS resource from a page header. */
export const deleteCssResource = del("SearchPages.deleteCssResource", `${base}/{pageId}/header/css/{resourceName}`, empty, byResource);
/** Adds a JavaScript resource to a page header. */
export const createJsResource = post("SearchPages.createJsResource", `${base}/{pageId}/header/javascript`, json(), (pageId, resource) => ({ path: { pageId }, body: resource }));
/** Replaces a JavaScript resource of a page header. */
export const updateJsResource = put("SearchPages.updateJsResource", `${base}/{pageId}/header/javascript/{resourceName}`, json(), (pageId, resourceName, resource) => ({
    path: { pageId, resourceName },
    body: resource
}));
/** Removes a JavaScript resource from a page header. */
export const deleteJsResource = del("SearchPages.deleteJsResource", `${base}/{pageId}/header/javascript/{resourceName}`, empty, byResource);
export { 
/** Deletes a search page. */
delete_ as delete, 
/** Gets a search page. */
get_ as get };
