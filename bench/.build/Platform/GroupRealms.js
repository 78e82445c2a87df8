/**
 * Realms of a group (`group.realm` in the promise client): the identity
 * providers whose users belong to the group,
 * `/rest/organizations/{org}/groups/{groupId}/realms`.
 *
 * @module
 */
import { del, empty, get, json, post } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/groups/{groupId}/realms";
/** Lists a group's realms. */
export const list = get("GroupRealms.list", base, json(), (groupId) => ({ path: { groupId } }));
/** Adds a realm to a group. */
export const add = post("GroupRealms.add", base, empty, (groupId, realm) => ({ path: { groupId }, body: realm }));
/** Removes a realm from a group. */
const delete_ = del("GroupRealms.delete", `${base}/{realmId}`, empty, (groupId, realmId) => ({ path: { groupId, realmId } }));
export { 
/** Removes a realm from a group. */
delete_ as delete };
