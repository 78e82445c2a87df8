/**
 * Hosted search interfaces (`searchInterfaces` in the promise client):
 * `/rest/organizations/{org}/searchinterfaces`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
const base = "/rest/organizations/{org}/searchinterfaces";
/** Sort direction of the interface list. */
export const InterfaceSortOrder = Schema.Literals(["asc", "desc"]);
/** Query of {@link list}. */
export const ListSearchInterfacesParams = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    filter: Schema.optional(Schema.String),
    order: Schema.optional(InterfaceSortOrder)
});
/** What a sort of a search interface orders results by. */
export const InterfaceSortBy = Schema.Literals(["relevancy", "date", "field"]);
const AddUsersQuery = Schema.Struct({ notify: Schema.optional(Schema.Literal(1)) });
const byId = (interfaceId) => ({ path: { interfaceId } });
/** Lists a page of search interfaces. */
export const list = get("SearchInterfaces.list", base, json(), (options) => ({ query: options }), { query: ListSearchInterfacesParams });
/** Creates a search interface. */
export const create = post("SearchInterfaces.create", base, json(), (searchInterfaceConfig) => ({ body: searchInterfaceConfig }));
/** Gets a search interface. */
const get_ = get("SearchInterfaces.get", `${base}/{interfaceId}`, json(), byId);
/** Replaces a search interface; its id comes from the model. */
export const update = put("SearchInterfaces.update", `${base}/{interfaceId}`, json(), (searchInterfaceConfig) => ({
    path: { interfaceId: searchInterfaceConfig.id },
    body: searchInterfaceConfig
}));
/** Deletes a search interface. */
const delete_ = del("SearchInterfaces.delete", `${base}/{interfaceId}`, empty, byId);
/** Gets who may open a search interface. */
export const getAccesses = get("SearchInterfaces.getAccesses", `${base}/{interfaceId}/accesses`, json(), byId);
/** Replaces who may open a search interface. */
export const updateAccesses = put("SearchInterfaces.updateAccesses", `${base}/{interfaceId}/accesses`, json(), (searchInterfaceConfigId, accesses) => ({ path: { interfaceId: searchInterfaceConfigId }, body: accesses }));
/** Lists the users who may open a search interface. */
export const getAccessesUsers = get("SearchInterfaces.getAccessesUsers", `${base}/{interfaceId}/accesses/users`, json(), byId);
/** Replaces the users who may open a search interface; the body is the array of user ids. */
export const updateAccessesUsers = put("SearchInterfaces.updateAccessesUsers", `${base}/{interfaceId}/accesses/users`, json(), (interfaceId, users) => ({ path: { interfaceId }, body: users }));
/** Adds users who may open a search interface; with `notify` they get an e-mail carrying `message`. */
export const addAccessesUsers = post("SearchInterfaces.addAccessesUsers", `${base}/{interfaceId}/accesses/users`, json(), (interfaceId, users, notify, message) => ({
    path: { interfaceId },
    query: { notify: notify === true ? 1 : undefined },
    body: message ? { users, message } : { users }
}), { query: AddUsersQuery });
/** Generates the markup of a search interface. */
export const manifest = post("SearchInterfaces.manifest", `${base}/{interfaceId}/manifest/v1`, json(), (interfaceId, options) => ({ path: { interfaceId }, body: options }));
/** Every search interface, page after page, as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging);
export { 
/** Deletes a search interface. */
delete_ as delete, 
/** Gets a search interface. */
get_ as get };
