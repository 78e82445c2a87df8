/**
 * The generic wrapper that turns Effect modules into promise accessors: every
 * exported function that returns an Effect becomes a function returning a
 * Promise; one that returns a Stream becomes one returning an AsyncIterable.
 * Nothing is written call by call.
 *
 * @module
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { type Aborted, ClientDisposed } from "../Errors/index.ts"
import { isCall } from "../Http/Endpoint.ts"
import type { CoveoClient } from "../Http/PlatformClient.ts"

/**
 * A node of the accessor tree: a module, optionally the accessors nested under it, and
 * optionally promise-only replacements for some of the module's calls (where the promise
 * client's shape differs from the Effect API's, e.g. a `Response` instead of a `Stream`).
 */
export type Node = readonly [module: object, children?: Readonly<Record<string, Node>> | undefined, promise?: object]

/**
 * The promise result of an Effect: an aborted GET resolves `undefined` (the specification's rules for all calls).
 *
 * @since 0.1.0
 * @category models
 */
export type PromiseOf<A, E> = Promise<Aborted extends E ? A | undefined : A>

/**
 * A module's Effect functions as promise functions.
 *
 * @since 0.1.0
 * @category models
 */
export type Promisified<M> = {
  readonly [
    K in keyof M as M[K] extends (...args: never) =>
      | Effect.Effect<unknown, unknown, CoveoClient>
      | Stream.Stream<
        unknown,
        unknown,
        CoveoClient
      > ? K
      : never
  ]: M[K] extends (...args: infer A) => Effect.Effect<infer R, infer E, CoveoClient> ? (...args: A) => PromiseOf<R, E>
    : M[K] extends (...args: infer A) => Stream.Stream<infer T, infer _E, CoveoClient> ?
      (...args: A) => AsyncIterable<T>
    : never
}

/**
 * The accessor tree of a facade.
 *
 * @since 0.1.0
 * @category models
 */
export type Facade<T extends Readonly<Record<string, Node>>> = {
  readonly [K in keyof T]:
    & (T[K][2] extends object ? Promisified<Omit<T[K][0], keyof T[K][2]>> & Promisified<T[K][2]> : Promisified<T[K][0]>)
    & (T[K][1] extends Readonly<Record<string, Node>> ? Facade<T[K][1]> : unknown)
}

type Runtime = ManagedRuntime.ManagedRuntime<CoveoClient, unknown>

/** A runtime, whether the client that owns it was disposed, and what a derived client adds to each call. */
export interface Runner {
  readonly runtime: Runtime
  readonly disposed: () => boolean
  /** Applied to each call's Effect (per-call options of a client made with `withOptions`). */
  readonly wrap?: (<A, E>(effect: Effect.Effect<A, E, CoveoClient>) => Effect.Effect<A, E, CoveoClient>) | undefined
  /** Same for the Stream twins. */
  readonly wrapStream?:
    | (<A, E>(stream: Stream.Stream<A, E, CoveoClient>) => Stream.Stream<A, E, CoveoClient>)
    | undefined
  /** Aborts the calls: they reject with the signal's reason. */
  readonly signal?: AbortSignal | undefined
}

const runnerOf = (runtime: Runtime | Runner): Runner =>
  "runtime" in runtime ? runtime : { runtime, disposed: () => false }

// Promise callers always get an Error: a disposed client says so, a caller's abort gives its reason,
// anything else is wrapped.
const asError = (runner: Runner, thrown: unknown): Error => {
  if (runner.disposed()) return new ClientDisposed()
  if (runner.signal?.aborted === true) {
    const reason: unknown = runner.signal.reason
    return reason instanceof Error ? reason : new Error("The call was aborted")
  }
  return thrown instanceof Error ? thrown : new Error(String(thrown))
}

/** Runs an Effect on the runtime: typed failures reject with the error instance, an `Aborted` resolves `undefined`. */
export const runPromise = <A, E>(
  runtime: Runtime | Runner,
  effect: Effect.Effect<A, E, CoveoClient>
): Promise<A | undefined> => {
  const runner = runnerOf(runtime)
  if (runner.disposed()) return Promise.reject(new ClientDisposed())
  if (runner.signal?.aborted === true) return Promise.reject(asError(runner, undefined))
  const run = runner.wrap === undefined ? effect : runner.wrap(effect)
  return runner.runtime.runPromiseExit(run, runner.signal === undefined ? undefined : { signal: runner.signal }).then(
    (exit) => {
      if (Exit.isSuccess(exit)) return exit.value
      const error = Cause.findErrorOption(exit.cause)
      if (Option.isSome(error)) {
        if ((error.value as { _tag?: unknown } | null)?._tag === "Aborted") return undefined
        throw error.value
      }
      throw asError(runner, Cause.squash(exit.cause))
    },
    (thrown: unknown) => {
      throw asError(runner, thrown)
    }
  )
}

const iterate = <A>(runner: Runner, stream: Stream.Stream<A, unknown, CoveoClient>): AsyncIterable<A> => ({
  [Symbol.asyncIterator]() {
    let inner: AsyncIterator<A> | undefined
    const open = async () => {
      if (runner.disposed()) throw new ClientDisposed()
      const wrapped = runner.wrapStream === undefined ? stream : runner.wrapStream(stream)
      inner ??= (await runner.runtime.runPromise(Stream.toAsyncIterableEffect(wrapped)))[Symbol.asyncIterator]()
      return inner
    }
    return {
      next: async () => {
        try {
          return await (await open()).next()
        } catch (thrown) {
          throw asError(runner, thrown)
        }
      },
      return: async (value?: unknown) => {
        if (inner?.return) return inner.return(value)
        return { done: true as const, value: value as A }
      }
    }
  }
})

const promisify = (runner: Runner, module: object, replacements = false): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(module)) {
    if (replacements ? typeof value !== "function" : !isCall(key, value)) continue
    out[key] = (...args: Array<unknown>) => {
      let result: unknown
      try {
        result = value(...args)
      } catch (thrown) {
        // A careless argument never throws at the call site: it rejects, as every failure does.
        return Promise.reject(asError(runner, thrown))
      }
      if (Stream.isStream(result)) return iterate(runner, result as Stream.Stream<unknown, unknown, CoveoClient>)
      if (Effect.isEffect(result)) return runPromise(runner, result as Effect.Effect<unknown, unknown, CoveoClient>)
      return result
    }
  }
  return out
}

/** Builds the accessor tree of `tree` over `runtime` (with its disposal state, when a client owns it). */
export const makeFacade = <T extends Readonly<Record<string, Node>>>(runtime: Runtime | Runner, tree: T): Facade<T> => {
  const runner = runnerOf(runtime)
  const out: Record<string, unknown> = {}
  for (const [key, [module, children, promise]] of Object.entries(tree)) {
    out[key] = {
      ...promisify(runner, module),
      ...(promise ? promisify(runner, promise, true) : {}),
      ...(children ? makeFacade(runner, children) : {})
    }
  }
  return out as Facade<T>
}
