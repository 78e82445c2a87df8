/**
 * In-app widgets, or in-product experiences (`ipx` in the promise client):
 * `/rest/organizations/{org}/pages/inappwidget`. They are search pages
 * underneath, so `delete` goes through `SearchPages.delete`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { empty, get, json, post, put } from "../Http/Endpoint.js";
import * as SearchPages from "./SearchPages.js";
const base = "/rest/organizations/{org}";
const ListQuery = Schema.Struct({ name: Schema.optional(Schema.String) });
const LoaderQuery = Schema.Struct({ access_token: Schema.optional(Schema.String) });
/** Creates an in-app widget. */
export const create = post("InAppWidgets.create", `${base}/pages/inappwidget`, json(), (ipx) => ({ body: ipx }));
/** Updates an in-app widget. */
export const update = put("InAppWidgets.update", `${base}/pages/inappwidget/{ipxId}`, empty, (ipxId, ipx) => ({ path: { ipxId }, body: ipx }));
/** Lists the in-app widgets, optionally by name. */
export const list = get("InAppWidgets.list", `${base}/pages/inappwidgets`, json(), (name) => ({ query: { name } }), { query: ListQuery });
/**
 * Gets a widget's loader. The token travels in the query, as the platform
 * expects; errors show it as `<redacted>`.
 */
export const getLoader = get("InAppWidgets.getLoader", `${base}/{ipxId}/inappwidget/loader`, json(), (ipxId, access_token) => ({ path: { ipxId }, query: { access_token } }), { query: LoaderQuery });
/** Deletes an in-app widget through the search page behind it. */
const delete_ = (ipxId) => SearchPages.delete(ipxId);
export { 
/** Deletes an in-app widget through the search page behind it. */
delete_ as delete };
