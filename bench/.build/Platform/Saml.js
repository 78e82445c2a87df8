/**
 * SAML identity provider: `/rest/organizations/{org}/saml`. An organization has
 * at most one provider, so its calls carry no id.
 *
 * @module
 */
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/saml";
const provider = `${base}/identityprovider`;
/** Tells whether SAML is enabled. */
export const isEnabled = get("Saml.isEnabled", `${base}/enabled`, json(), () => ({}));
/** Lists the identity providers the organization can use. */
export const listAvailableProviders = get("Saml.listAvailableProviders", `${base}/availables`, json(), () => ({}));
/** Gets the organization's identity provider. */
export const getProvider = get("Saml.getProvider", provider, json(), () => ({}));
/** Creates the organization's identity provider. */
export const create = post("Saml.create", provider, json(), (identityProvider) => ({ body: identityProvider }));
/** Replaces the organization's identity provider. */
export const update = put("Saml.update", provider, json(), (identityProvider) => ({ body: identityProvider }));
/** Deletes the organization's identity provider. */
export const deleteProvider = del("Saml.deleteProvider", provider, empty, () => ({}));
/** Lists the realms of the organization's identity provider. */
export const listRealms = get("Saml.listRealms", `${provider}/realms`, json(), () => ({}));
