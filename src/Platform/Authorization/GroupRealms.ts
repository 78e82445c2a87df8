/**
 * Realms of a group (`group.realm` in the promise client): the identity
 * providers whose users belong to the group,
 * `/rest/organizations/{org}/groups/{groupId}/realms`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json, post } from "../../Http/Endpoint.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"

/**
 * A realm: an identity provider whose users join the group. Its `id` is the realm's domain, named by the caller
 * when adding it to a group.
 *
 * @since 0.1.0
 * @category models
 */
export type RealmModel = Authorization.RealmModel

/**
 * Lists a group's realms.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("GroupRealms.list", "/rest/organizations/{org}/groups/{groupId}/realms",
  json<ReadonlyArray<RealmModel>>(), (groupId: string) => ({ path: { groupId } }))

/**
 * Adds a realm to a group.
 *
 * @since 0.1.0
 * @category calls
 */
export const add = post("GroupRealms.add", "/rest/organizations/{org}/groups/{groupId}/realms", empty,
  (groupId: string, realm: RealmModel) => ({ path: { groupId }, body: realm }))

/**
 * Removes a realm from a group.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("GroupRealms.delete", "/rest/organizations/{org}/groups/{groupId}/realms/{realmId}", empty,
  (groupId: string, realmId: string) => ({ path: { groupId, realmId } }))

/**
 * Gets one realm of a group.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("GroupRealms.get", "/rest/organizations/{org}/groups/{groupId}/realms/{realmId}", json<RealmModel>(),
  (groupId: string, realmId: string) => ({ path: { groupId, realmId } }))

export {
  /**
   * Removes a realm from a group.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets one realm of a group.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
