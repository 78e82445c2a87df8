/**
 * Header parameters: the few operations that take a value in a request header of their own
 * (`X-Salesforce-Session-ID`, `X-Skip-Provisioning`). The caller passes it as a field of the call's
 * options, as a query parameter is; the field is encoded through its Schema, as a query is, and sent
 * as the header. A module of its own, so that only the areas that declare such calls load it.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { InvalidInput } from "../Errors/index.ts"
import { type Endpoint, EndpointKey, endpointOf } from "./Endpoint.ts"
import { withCallOptions } from "./PlatformClient.ts"
import { encoded } from "./Query.ts"

/**
 * The header parameters of a call: options field → the header's name and the field's Schema
 * (`Schema.optional(…)` when the header may be left out).
 *
 * @since 0.1.0
 * @category models
 */
export type HeaderFields = Readonly<Record<string, readonly [header: string, schema: Schema.Top]>>

/**
 * `call`, sending the header parameters `fields` read from its argument at `at` (the options object).
 * A value its Schema refuses, or a required one left out, fails the call with `InvalidInput` before any
 * request; the value is checked as a header value is (`withCallOptions`). The declaration keeps the
 * header names (`EndpointDef.headers`), for the tests.
 *
 * @since 0.1.0
 * @category constructors
 */
/* @__NO_SIDE_EFFECTS__ */
export const withHeaders = <Args extends ReadonlyArray<unknown>, A, E>(
  call: Endpoint<Args, A, E>,
  at: number,
  fields: HeaderFields
): Endpoint<Args, A, E | InvalidInput> => {
  const def = endpointOf(call)!
  const names = Object.entries(fields)
  const encode = encoded(Schema.Struct(Object.fromEntries(names.map(([field, [, schema]]) => [field, schema])))).encode
  const fn = (...args: Args) => {
    const values = encode(args[at])
    if (Result.isFailure(values)) {
      return Effect.fail(new InvalidInput({ call: def.name, message: `Invalid headers: ${values.failure}` }))
    }
    const headers: Record<string, string> = {}
    for (const [field, [header]] of names) {
      const value = values.success[field]
      if (value !== undefined) headers[header] = String(value)
    }
    return withCallOptions({ headers })(call(...args))
  }
  return Object.assign(fn, {
    [EndpointKey]: { ...def, headers: Object.fromEntries(names.map(([field, [header]]) => [field, header])) }
  })
}
