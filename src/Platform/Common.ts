/**
 * Models shared by several platform areas.
 *
 * @module
 */

import "../internal/requireNode.ts"
import type * as Authorization from "../Schema/Models/Authorization.ts"

/**
 * A privilege granted to a key or a group.
 *
 * @since 0.1.0
 * @category models
 */
export type PrivilegeModel = Authorization.PrivilegeModel

/**
 * A page of results; `K` names the key that holds the items (`items` by default).
 *
 * @since 0.1.0
 * @category models
 */
export type PageModel<T, K extends string = "items"> =
  & { readonly [P in K]: ReadonlyArray<T> }
  & { readonly totalEntries: number; readonly totalPages: number }

/**
 * A reference to a resource by id, with its display name.
 *
 * @since 0.1.0
 * @category models
 */
export interface IdAndDisplayNameModel {
  readonly id: string
  readonly displayName?: string
}

/**
 * A `{ value }` answer.
 *
 * @since 0.1.0
 * @category models
 */
export interface ValueModel<T> {
  readonly value: T
}
