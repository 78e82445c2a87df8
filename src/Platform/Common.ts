/**
 * Models shared by several platform areas.
 *
 * @module
 */

/** A privilege granted to a key or a group. */
import "../internal/requireNode.ts"
export interface PrivilegeModel {
  readonly owner: string
  readonly targetDomain: string
  readonly targetId?: string
  readonly type?: string
  readonly [key: string]: unknown
}

/** A page of results; `K` names the key that holds the items (`items` by default). */
export type PageModel<T, K extends string = "items"> =
  & { readonly [P in K]: ReadonlyArray<T> }
  & { readonly totalEntries: number; readonly totalPages: number }

/** A reference to a resource by id, with its display name. */
export interface IdAndDisplayNameModel {
  readonly id: string
  readonly displayName?: string
}

/** A `{ value }` answer. */
export interface ValueModel<T> {
  readonly value: T
}
