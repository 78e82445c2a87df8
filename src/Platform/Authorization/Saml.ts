/**
 * SAML identity provider: `/rest/organizations/{org}/saml`. An organization has
 * at most one provider, so its calls carry no id.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"
import type { IdAndDisplayNameModel } from "../Common.ts"
import type { RealmModel } from "./Users.ts"

/**
 * Whether SAML is enabled for the organization.
 *
 * @since 0.1.0
 * @category models
 */
export type SamlIdentityProviderEnabledModel = Authorization.SamlIdentityProviderEnabledModel

/**
 * A SAML identity provider to create, or to replace the current one with.
 *
 * @since 0.1.0
 * @category models
 */
export type NewSamlIdentityProviderModel = Authorization.SamlIdentityProviderModelInput

/**
 * A SAML identity provider.
 *
 * @since 0.1.0
 * @category models
 */
export type SamlIdentityProviderModel = Authorization.SamlIdentityProviderModel

/**
 * Tells whether SAML is enabled.
 *
 * @since 0.1.0
 * @category calls
 */
export const isEnabled = get("Saml.isEnabled", "/rest/organizations/{org}/saml/enabled",
  json<SamlIdentityProviderEnabledModel>(), () => ({}))

/**
 * Lists the identity providers the organization can use.
 *
 * @since 0.1.0
 * @category calls
 */
export const listAvailableProviders = get("Saml.listAvailableProviders", "/rest/organizations/{org}/saml/availables",
  json<ReadonlyArray<SamlIdentityProviderModel>>(), () => ({}))

/**
 * Gets the organization's identity provider.
 *
 * @since 0.1.0
 * @category calls
 */
export const getProvider = get("Saml.getProvider", "/rest/organizations/{org}/saml/identityprovider",
  json<SamlIdentityProviderModel>(), () => ({}))

/**
 * Creates the organization's identity provider.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Saml.create", "/rest/organizations/{org}/saml/identityprovider",
  json<SamlIdentityProviderModel>(), (identityProvider: NewSamlIdentityProviderModel) => ({ body: identityProvider }))

/**
 * Replaces the organization's identity provider.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Saml.update", "/rest/organizations/{org}/saml/identityprovider",
  json<SamlIdentityProviderModel>(), (identityProvider: NewSamlIdentityProviderModel) => ({ body: identityProvider }))

/**
 * Deletes the organization's identity provider.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteProvider = del("Saml.deleteProvider", "/rest/organizations/{org}/saml/identityprovider", empty,
  () => ({}))

/**
 * Lists the realms of the organization's identity provider.
 *
 * @since 0.1.0
 * @category calls
 */
export const listRealms = get("Saml.listRealms", "/rest/organizations/{org}/saml/identityprovider/realms",
  json<ReadonlyArray<RealmModel>>(), () => ({}))

/**
 * A reference to a resource by id, with its display name (declared once, in `Common.ts`).
 *
 * @since 0.1.0
 * @category schemas
 */
export type { IdAndDisplayNameModel }
