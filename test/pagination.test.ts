import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { PaginationConflict } from "../src/Errors/index.ts"
import { toPageSize } from "../src/Http/PageSize.ts"

describe("toPageSize", () => {
  it.effect("sends perPage as pageSize", () =>
    Effect.gen(function*() {
      expect(yield* toPageSize({ page: 2, perPage: 10, filter: "x" })).toEqual({ page: 2, pageSize: 10, filter: "x" })
      expect(yield* toPageSize({ page: 1, pageSize: 5 })).toEqual({ page: 1, pageSize: 5 })
      expect(yield* toPageSize(undefined)).toEqual({})
    }))
  it.effect("fails with the spec's message when both are set", () =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(toPageSize({ perPage: 10, pageSize: 10 }))
      expect(error).toBeInstanceOf(PaginationConflict)
      expect(error.message).toBe(
        "The Pagination options are invalid: both pageSize and perPage have been set. Use only one of them."
      )
    }))
})
