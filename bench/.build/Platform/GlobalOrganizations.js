/**
 * Where organizations live (`global.organization` in the promise client):
 * `/rest/global/organizations`, outside any organization.
 *
 * @module
 */
import { get, json } from "../Http/Endpoint.js";
const base = "/rest/global/organizations";
/** Lists the organizations' configurations (one page; the call takes no paging). */
export const list = get("GlobalOrganizations.list", base, json(), () => ({}));
/** Gets an organization's configuration. */
const get_ = get("GlobalOrganizations.get", `${base}/{organizationId}`, json(), (organizationId) => ({ path: { organizationId } }));
export { 
/** Gets an organization's configuration. */
get_ as get };
