/**
 * Pagination options (the specification's entity definitions and 5): `perPage` is sent as `pageSize`; both at
 * once fail with `PaginationConflict` before any request.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import { PaginationConflict } from "../Errors/index.ts"

/**
 * Options that may name the page size either way.
 *
 * @since 0.1.0
 * @category models
 */
export interface PageSizeOptions {
  readonly page?: number | undefined
  readonly perPage?: number | undefined
  readonly pageSize?: number | undefined
}

/**
 * Renames `perPage` to `pageSize`; fails with `PaginationConflict` when both are set.
 *
 * @since 0.1.0
 * @category helpers
 */
export const toPageSize = <O extends PageSizeOptions>(
  options: O | undefined
): Effect.Effect<Omit<O, "perPage">, PaginationConflict> => {
  if (options === undefined) return Effect.succeed({} as Omit<O, "perPage">)
  const { perPage, ...rest } = options
  if (perPage === undefined) return Effect.succeed(rest)
  if (rest.pageSize !== undefined) return Effect.fail(new PaginationConflict())
  return Effect.succeed({ ...rest, pageSize: perPage } as Omit<O, "perPage">)
}
