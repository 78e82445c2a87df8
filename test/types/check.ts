/**
 * Type-level assertions for the compile-time checks of `test/types/`: `tsc` (the typecheck of
 * `.ci/run`) fails on a line whose assertion does not hold.
 */
import type * as Effect from "effect/Effect"

/** Whether `A` and `B` accept the same values (each assignable to the other). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** Compiles only when `Same<A, B>` is `expected`: `true` for types meant to agree, `false` for a listed difference. */
export const same = <A, B>(expected: Same<A, B>): Same<A, B> => expected

/** The success type of a declared call. */
export type Success<F> = F extends (...args: ReadonlyArray<never>) => Effect.Effect<infer A, infer _E, infer _R> ? A
  : never

/** The type of a call's argument `I`, `undefined` left out (an optional body is still that body). */
export type Argument<F, I extends number> = F extends (...args: infer Args) => unknown ? Exclude<Args[I], undefined>
  : never

/** The answer of an operation of the generated `Operations`. */
export type Answer<O> = O extends { readonly response: infer R } ? R : never

/** The JSON body an operation of the generated `Operations` takes. */
export type Sent<O> = O extends { readonly body: infer B } ? B : never
