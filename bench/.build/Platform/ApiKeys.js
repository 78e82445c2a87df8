/**
 * API keys: `/rest/organizations/{org}/apikeys`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/apikeys";
/** Status filter of the API key list. */
export const ApiKeyStatusFilter = Schema.Literals([
    "ACTIVE",
    "SOON_TO_BE_DISABLED",
    "SOON_TO_BE_EXPIRED",
    "ACTIVE_AND_EXPOSED",
    "ALL_EXPOSED",
    "DEACTIVATED"
]);
/** Query of {@link list}. */
export const ApiKeyListOptions = Schema.Struct({ status: Schema.optional(ApiKeyStatusFilter) });
/** Query of {@link create}. */
export const CreateApiKeyOptions = Schema.Struct({ apiKeyTemplateId: Schema.optional(Schema.String) });
/** Lists the organization's API keys. */
export const list = get("ApiKeys.list", base, json(), (options) => ({ query: options }), { query: ApiKeyListOptions });
/** Creates an API key; the answer carries its value. */
export const create = post("ApiKeys.create", base, json(), (apiKey, options) => ({ body: apiKey, query: options }), { query: CreateApiKeyOptions });
/** Gets one API key. */
const get_ = get("ApiKeys.get", `${base}/{apiKeyId}`, json(), (apiKeyId) => ({ path: { apiKeyId } }));
/** Replaces an API key; its id comes from the model. */
export const update = put("ApiKeys.update", `${base}/{apiKeyId}`, empty, (apiKey) => ({ path: { apiKeyId: apiKey.id }, body: apiKey }));
/** Deletes an API key. */
const delete_ = del("ApiKeys.delete", `${base}/{apiKeyId}`, empty, (apiKeyId) => ({ path: { apiKeyId } }));
/** Activates an API key, sending the key as the body (as `toggle` does). */
export const activate = put("ApiKeys.activate", `${base}/{apiKeyId}/activate`, empty, (apiKey) => ({ path: { apiKeyId: apiKey.id }, body: apiKey }));
/** Disables an API key, sending the key as the body (as `toggle` does). */
export const disable = put("ApiKeys.disable", `${base}/{apiKeyId}/disable`, empty, (apiKey) => ({ path: { apiKeyId: apiKey.id }, body: apiKey }));
/** Disables an enabled key and activates a disabled one, by its `enabled` flag (spec 4). */
export const toggle = (apiKey) => apiKey.enabled === true ? disable(apiKey) : activate(apiKey);
export { 
/** Deletes an API key. */
delete_ as delete, 
/** Gets one API key. */
get_ as get };
