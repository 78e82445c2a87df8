/**
 * Groups that span organizations (`globalGroup` in the promise client):
 * `/rest/globalgroups`, outside any organization.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"
import type { MemberModel } from "./GroupMembers.ts"
import type { RealmModel } from "./GroupRealms.ts"

/**
 * A privilege with its access level.
 *
 * @since 0.1.0
 * @category models
 */
export type GlobalPrivilegeModel = Authorization.GlobalPrivilegeModel

/**
 * A privilege a member may request for a limited time, and whether it is granted by itself.
 *
 * @since 0.1.0
 * @category models
 */
export interface TemporaryPrivilegeConfigurationModel {
  readonly approbationType: "AUTO_APPROVED" | "DENIED"
  readonly privilege: GlobalPrivilegeModel
}

/**
 * A global group to create.
 *
 * @since 0.1.0
 * @category models
 */
export interface NewGlobalGroupModel {
  readonly displayName: string
  readonly members?: ReadonlyArray<MemberModel>
  readonly organizationActivated?: boolean
  readonly privileges?: ReadonlyArray<GlobalPrivilegeModel>
  readonly realms?: ReadonlyArray<RealmModel>
  readonly temporaryPrivilegeConfigurations?: ReadonlyArray<TemporaryPrivilegeConfigurationModel>
}

/**
 * A global group, as the promise client declares it (no published description covers `/rest/globalgroups`; other
 * fields the platform sends are read with `raw(group)`, `Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface GlobalGroupModel extends NewGlobalGroupModel {
  readonly id: string
}

/**
 * Lists the global groups.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("GlobalGroups.list", "/rest/globalgroups", json<ReadonlyArray<GlobalGroupModel>>(), () => ({}))

/**
 * Creates a global group; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("GlobalGroups.create", "/rest/globalgroups", json<{ readonly id: string }>(),
  (globalGroup: NewGlobalGroupModel) => ({ body: globalGroup }))

/**
 * Gets a global group.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("GlobalGroups.get", "/rest/globalgroups/{globalGroupId}", json<GlobalGroupModel>(),
  (globalGroupId: string) => ({ path: { globalGroupId } }))

/**
 * Replaces a global group; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("GlobalGroups.update", "/rest/globalgroups/{globalGroupId}", empty,
  (globalGroup: GlobalGroupModel) => ({ path: { globalGroupId: globalGroup.id }, body: globalGroup }))

/**
 * Deletes a global group.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("GlobalGroups.delete", "/rest/globalgroups/{globalGroupId}", empty,
  (globalGroupId: string) => ({ path: { globalGroupId } }))

export {
  /**
   * Deletes a global group.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a global group.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
