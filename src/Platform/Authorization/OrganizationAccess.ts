/**
 * Who has access to what in the organization (`organizationAccess` in the promise client):
 * the API keys and groups holding a privilege at some access level, and the temporary accesses
 * granted to support users, `/rest/organizations/{org}/access`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, get, json } from "../../Http/Endpoint.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"

/**
 * How much of a privilege's domain a holder can reach.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AccessLevel = Schema.Literals(["EDIT_ALL", "CUSTOM", "VIEW_ALL", "NONE"])
/**
 * How much of a privilege's domain a holder can reach.
 *
 * @since 0.1.0
 * @category models
 */
export type AccessLevel = typeof AccessLevel.Type

/**
 * Query of {@link getApiKeys} and {@link getGroups}: the privilege (owner and target domain) and the access
 * levels to look for.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AccessParams = Schema.Struct({
  accessLevel: QueryArray(AccessLevel),
  privilegeOwner: Schema.String,
  privilegeTargetDomain: Schema.String
})
/**
 * Options of {@link getApiKeys} and {@link getGroups}.
 *
 * @since 0.1.0
 * @category models
 */
export type AccessParams = typeof AccessParams.Type

/**
 * An API key or a group holding a privilege, with its access level.
 *
 * @since 0.1.0
 * @category models
 */
export type AccessModel = Authorization.PrivilegeHolderAccessModel

/**
 * A temporary access to the organization: who holds it, with which privileges, until when.
 *
 * @since 0.1.0
 * @category models
 */
export type TemporaryAccessModel = Authorization.TemporaryAccessModel

const byId = (temporaryAccessId: string) => ({ path: { temporaryAccessId } })

/**
 * Lists the API keys that hold a privilege at one of the access levels.
 *
 * @since 0.1.0
 * @category calls
 */
export const getApiKeys = get("OrganizationAccess.getApiKeys", "/rest/organizations/{org}/access/apikeys",
  json<ReadonlyArray<AccessModel>>(), (params: AccessParams) => ({ query: params }), { query: encoded(AccessParams) })

/**
 * Lists the groups that hold a privilege at one of the access levels.
 *
 * @since 0.1.0
 * @category calls
 */
export const getGroups = get("OrganizationAccess.getGroups", "/rest/organizations/{org}/access/groups",
  json<ReadonlyArray<AccessModel>>(), (params: AccessParams) => ({ query: params }), { query: encoded(AccessParams) })

/**
 * Lists the temporary accesses to the organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("OrganizationAccess.list", "/rest/organizations/{org}/access/temporary",
  json<ReadonlyArray<TemporaryAccessModel>>(), () => ({}))

/**
 * Gets a temporary access.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("OrganizationAccess.get", "/rest/organizations/{org}/access/temporary/{temporaryAccessId}",
  json<TemporaryAccessModel>(), byId)

/**
 * Revokes a temporary access; the answer is the revoked access.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("OrganizationAccess.delete", "/rest/organizations/{org}/access/temporary/{temporaryAccessId}",
  json<TemporaryAccessModel>(), byId)

export {
  /**
   * Revokes a temporary access; the answer is the revoked access.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a temporary access.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./OrganizationAccess.generated.ts"
