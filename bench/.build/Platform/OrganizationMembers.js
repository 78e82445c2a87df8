/**
 * Members of the configured organization (`organization.members` in the promise
 * client): `/rest/organizations/{org}/members`.
 *
 * @module
 */
import { del, empty, get, json } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/members";
/** Lists the organization's members. */
export const getAll = get("OrganizationMembers.getAll", base, json(), () => ({}));
/** Removes a member from every group of the organization (they may still get in through a realm). */
const delete_ = del("OrganizationMembers.delete", `${base}/{username}`, empty, (username) => ({ path: { username } }));
export { 
/** Removes a member from every group of the organization (they may still get in through a realm). */
delete_ as delete };
