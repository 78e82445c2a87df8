/**
 * Indexing pipeline extensions (`extension` in the promise client):
 * `/rest/organizations/{org}/extensions`. Spec 4: they can be enabled and
 * disabled, and disabling carries a reason.
 *
 * @module
 */
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/extensions";
const byId = (extensionId) => ({ path: { extensionId } });
/** Lists the organization's extensions. */
export const list = get("Extensions.list", base, json(), () => ({}));
/** Creates an extension. */
export const create = post("Extensions.create", base, json(), (extension) => ({ body: extension }));
/** Gets an extension. */
const get_ = get("Extensions.get", `${base}/{extensionId}`, json(), byId);
/** Replaces an extension. */
export const update = put("Extensions.update", `${base}/{extensionId}`, json(), (extensionId, options) => ({ path: { extensionId }, body: options }));
/** Deletes an extension. */
const delete_ = del("Extensions.delete", `${base}/{extensionId}`, empty, byId);
/** Enables a disabled extension. */
export const enable = post("Extensions.enable", `${base}/{extensionId}/enable`, empty, byId);
/** Disables an extension; the reason travels in the JSON body (spec 4). */
export const disable = post("Extensions.disable", `${base}/{extensionId}/disable`, empty, (extensionId, reason) => ({ path: { extensionId }, body: { reason } }));
export { 
/** Deletes an extension. */
delete_ as delete, 
/** Gets an extension. */
get_ as get };
