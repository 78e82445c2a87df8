import * as Schema from "effect/Schema";
import { del, empty, EndpointKey, endpointOf, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { PlatformClient } from "../Http/PlatformClient.js";
import { OrganizationCreationOrigin } from "../Schema/Organization.js";
const base = "/rest/organizations";
const byId = `${base}/{organizationId}`;
const current = `${base}/{org}`;
/** Which privileges {@link listApiKeysPrivileges} lists: all, or those a custom API key may get. */
export const PrivilegeFilterType = Schema.Literals(["ALL", "CUSTOM"]);
// One name or several (repeated keys); `status` and `license` are the known ones.
const AdditionalFields = Schema.Union([Schema.String, Schema.Array(Schema.String)]);
/** Query of {@link list}. */
export const ListOrganizationOptions = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    additionalFields: Schema.optional(AdditionalFields),
    filter: Schema.optional(Schema.String),
    order: Schema.optional(Schema.String),
    sortBy: Schema.optional(Schema.String),
    type: Schema.optional(Schema.String)
});
/** Query of {@link get}. */
export const GetOrganizationOptions = Schema.Struct({ additionalFields: Schema.optional(AdditionalFields) });
/** Query of {@link create}: the whole request travels in the query string. */
export const CreateOrganizationOptions = Schema.Struct({
    name: Schema.String,
    organizationTemplate: Schema.optional(Schema.String),
    owner: Schema.optional(Schema.String),
    creationOrigin: Schema.optional(OrganizationCreationOrigin)
});
/** Query of {@link listApiKeysPrivileges}. */
export const ListApiKeysPrivilegesOptions = Schema.Struct({ filter: Schema.optional(PrivilegeFilterType) });
const SupportQuery = Schema.Struct({ activate: Schema.Boolean });
// The declaration stays attached, so the wire tests and the facade see one call.
const defaultingOrg = (call) => Object.assign((organizationId) => organizationId === undefined
    ? PlatformClient.use((client) => call(client.config.organizationId))
    : call(organizationId), { [EndpointKey]: endpointOf(call) });
const orgPath = (organizationId) => ({ path: { organizationId } });
const list_ = get("Organizations.list", base, json(), (options) => ({ query: options }), { query: ListOrganizationOptions });
/** Lists the organizations the caller can see: a plain array without options, a page with any. */
export const list = list_;
/** Creates an organization; every field travels in the query string. */
export const create = post("Organizations.create", base, json(), (options) => ({ query: options }), { query: CreateOrganizationOptions });
/** Gets an organization, with the `additionalFields` asked for. */
const get_ = get("Organizations.get", byId, json(), (organizationId, options) => ({ path: { organizationId }, query: options }), { query: GetOrganizationOptions });
/** Updates an organization; its id comes from the model. */
export const update = put("Organizations.update", byId, json(), (organization) => ({ path: { organizationId: organization.id ?? "" }, body: organization }));
/** Deletes an organization. */
const delete_ = del("Organizations.delete", byId, empty, orgPath);
/** Turns support access to an organization on or off. */
export const updateSupportActivated = put("Organizations.updateSupportActivated", `${byId}/support`, empty, (organizationId, supportActivated) => ({
    path: { organizationId },
    query: { activate: supportActivated }
}), { query: SupportQuery });
/** Gets an organization's status (the configured one by default). */
export const status = defaultingOrg(get("Organizations.status", `${byId}/status`, json(), orgPath));
/** Pauses an organization (the configured one by default, spec 4). */
export const pause = defaultingOrg(post("Organizations.pause", `${byId}/pause`, empty, orgPath));
/** Resumes a paused organization (the configured one by default, spec 4). */
export const resume = defaultingOrg(post("Organizations.resume", `${byId}/resume`, empty, orgPath));
/** Gets an organization's additional information (the configured one by default). */
export const getAdditionalInformation = defaultingOrg(get("Organizations.getAdditionalInformation", `${byId}/additionalinformation`, json(), orgPath));
/** Replaces the configured organization's additional information. */
export const updateAdditionalInformation = put("Organizations.updateAdditionalInformation", `${current}/additionalinformation`, json(), (additionalInformationObj) => ({ body: additionalInformationObj }));
/** Lists the privileges that exist in the configured organization. */
export const listPrivileges = get("Organizations.listPrivileges", `${current}/privileges`, json(), () => ({}));
/** Lists the current user's privileges in the configured organization. */
export const listMyPrivileges = get("Organizations.listMyPrivileges", `${current}/privileges/me`, json(), () => ({}));
/** Lists the privileges API keys can hold; all of them unless `filter` says `CUSTOM`. */
export const listApiKeysPrivileges = get("Organizations.listApiKeysPrivileges", `${current}/privileges/apikeys`, json(), (options = { filter: "ALL" }) => ({ query: options }), { query: ListApiKeysPrivilegesOptions });
/** Gets how the configured organization's license is computed. */
export const getDefinition = get("Organizations.getDefinition", `${current}/definition`, json(), () => ({}));
/** Replaces how the configured organization's license is computed. */
export const updateDefinition = put("Organizations.updateDefinition", `${current}/definition`, json(), (organizationDefinition) => ({ body: organizationDefinition }));
/** Lists the identity providers an organization's users may sign in with (the configured one by default). */
export const getAllowedAuthenticationProviders = defaultingOrg(get("Organizations.getAllowedAuthenticationProviders", `${byId}/authproviders/allowed`, json(), orgPath));
/** Every organization, page after page, as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging);
export { 
/** Deletes an organization. */
delete_ as delete, 
/** Gets an organization, with the `additionalFields` asked for. */
get_ as get };
