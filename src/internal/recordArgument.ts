/**
 * The helpers' guard of their record arguments (options), apart from `isRecord`: the request pipeline every
 * call loads uses `isRecord`, and only helpers use this. Internal: no package entry point exports it.
 *
 * @module
 */
import * as Effect from "effect/Effect"
import { InvalidInput } from "../Errors/index.ts"
import { isRecord } from "./isRecord.ts"

/**
 * The failure of the helper `call` given `value`, which is no record, for its argument `name`.
 *
 * @since 0.1.0
 * @category guards
 */
export const notRecord = (
  call: string,
  name: string,
  value: unknown,
  optional = false
): Effect.Effect<never, InvalidInput> =>
  Effect.fail(
    new InvalidInput({
      call,
      message: `${name} must be an object${optional ? " or absent" : ""}; got ${
        value === null ? "null" : Array.isArray(value) ? "an array" : typeof value
      }`
    })
  )

/**
 * The record argument `name` of the helper `call`: `absent` for `undefined` or `null` when one is given (the
 * options a careless caller passes as `null` are no options), and otherwise a failure with `InvalidInput`, before
 * the helper sends anything, where reading a field of it would throw a TypeError.
 *
 * @since 0.1.0
 * @category guards
 */
export const recordArgument = <A extends object>(
  call: string,
  name: string,
  value: A | null | undefined,
  absent?: A
): Effect.Effect<A, InvalidInput> =>
  isRecord(value)
    ? Effect.succeed(value)
    : absent !== undefined && (value === undefined || value === null)
    ? Effect.succeed(absent)
    : notRecord(call, name, value, absent !== undefined)
