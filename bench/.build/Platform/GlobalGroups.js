/**
 * Groups that span organizations (`globalGroup` in the promise client):
 * `/rest/globalgroups`, outside any organization.
 *
 * @module
 */
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/globalgroups";
/** Lists the global groups. */
export const list = get("GlobalGroups.list", base, json(), () => ({}));
/** Creates a global group; answers its id. */
export const create = post("GlobalGroups.create", base, json(), (globalGroup) => ({ body: globalGroup }));
/** Gets a global group. */
const get_ = get("GlobalGroups.get", `${base}/{globalGroupId}`, json(), (globalGroupId) => ({ path: { globalGroupId } }));
/** Replaces a global group; its id comes from the model. */
export const update = put("GlobalGroups.update", `${base}/{globalGroupId}`, empty, (globalGroup) => ({ path: { globalGroupId: globalGroup.id }, body: globalGroup }));
/** Deletes a global group. */
const delete_ = del("GlobalGroups.delete", `${base}/{globalGroupId}`, empty, (globalGroupId) => ({ path: { globalGroupId } }));
export { 
/** Deletes a global group. */
delete_ as delete, 
/** Gets a global group. */
get_ as get };
