/**
 * Pagination options (spec 3 and 5): `perPage` is sent as `pageSize`; both at
 * once fail with `PaginationConflict` before any request.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import { PaginationConflict } from "../Errors/index.js";
/** Renames `perPage` to `pageSize`; fails with `PaginationConflict` when both are set. */
export const toPageSize = (options) => {
    if (options === undefined)
        return Effect.succeed({});
    const { perPage, ...rest } = options;
    if (perPage === undefined)
        return Effect.succeed(rest);
    if (rest.pageSize !== undefined)
        return Effect.fail(new PaginationConflict());
    return Effect.succeed({ ...rest, pageSize: perPage });
};
