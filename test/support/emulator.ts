/**
 * What the emulator's tests share: a runner that starts an emulator for one test with a client pointed at it, a
 * clock moved by hand, and the typed failure of a call.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Emulator from "../../src/emulator/index.ts"
import type { HttpError } from "../../src/Errors/index.ts"
import type { CoveoClient } from "../../src/Http/PlatformClient.ts"

/** The step of the emulator's workflows in the tests that move a clock by hand. */
export const STEP = 100

/** A clock for the emulator, moved by hand one step at a time. */
export const manualClock = () => {
  let t = Date.UTC(2025, 0, 15, 12)
  return { now: () => t, advance: (steps = 1) => Effect.sync(() => void (t += steps * STEP)) }
}

/** A runner of `f` with an emulator (`defaults`, then the test's options) and a client pointed at it; both stop after. */
export const emulatorRunner = (defaults: Emulator.EmulatorLayerOptions) =>
<A, E>(
  f: (emulator: Emulator.EmulatorHandle) => Effect.Effect<A, E, CoveoClient>,
  options: Emulator.EmulatorLayerOptions = {}
) =>
  Effect.gen(function*() {
    return yield* f(yield* Emulator.Emulator)
  }).pipe(Effect.provide(Emulator.layer({ ...defaults, ...options })))

/** The typed failure of an effect, or a test failure. */
export const failureOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) => {
    if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
    const error = Cause.findErrorOption(exit.cause)
    if (Option.isNone(error)) throw new Error(`expected a typed failure, got ${Cause.pretty(exit.cause)}`)
    return error.value
  })

/** A failure read as the emulator's HttpError, with its error body. */
export const httpError = (e: unknown) =>
  e as HttpError & { readonly body: { readonly errorCode: string; readonly message: string } }
