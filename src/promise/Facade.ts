/**
 * The generic wrapper that turns Effect modules into promise accessors: every
 * exported function that returns an Effect becomes a function returning a
 * Promise; one that returns a Stream becomes one returning an AsyncIterable.
 * Nothing is written call by call. `makeLazyFacade` builds the accessors from
 * the light tree of `manifest.ts`, loading an area's module on its first call;
 * the typed tree of `accessors.ts` gives them their types ({@link Facade}).
 *
 * @module
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import type * as Stream from "effect/Stream"
import { type Aborted, ClientDisposed } from "../Errors/index.ts"
import { endpointOf } from "../Http/Endpoint.ts"
import type { CoveoClient } from "../Http/PlatformClient.ts"
import { TaggedError } from "../internal/taggedError.ts"
import type { ClientRuntime } from "./runtime.ts"

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
  ]: PromiseCall<M[K]>
}

/**
 * One signature of a call as a promise function: an Effect's as a promise, a Stream's as an `AsyncIterable`.
 *
 * @since 0.1.0
 * @category models
 */
export type PromiseSignature<A extends ReadonlyArray<unknown>, R> = R extends
  Effect.Effect<infer T, infer E, CoveoClient> ? (...args: A) => PromiseOf<T, E>
  : R extends Stream.Stream<infer T, infer _E, CoveoClient> ? (...args: A) => AsyncIterable<T>
  : never

/**
 * A call as a promise function. A call declared with overloads keeps them (up to three), so that an answer its
 * options decide stays narrowed: `organization.list()` an array, `pipeline.list({ enablePagination: true })` a page.
 *
 * @since 0.1.0
 * @category models
 */
// Read from the last three signatures: a call with one matches all three alike (the first and the last the same,
// both ways) and keeps one.
export type PromiseCall<F> = F extends {
  (...args: infer A1): infer R1
  (...args: infer A2): infer R2
  (...args: infer A3): infer R3
} ? [[A1, R1], [A3, R3]] extends [[A3, R3], [A1, R1]] ? PromiseSignature<A3, R3>
  : PromiseSignature<A1, R1> & PromiseSignature<A2, R2> & PromiseSignature<A3, R3>
  : never

/**
 * The accessor tree of a facade.
 *
 * @since 0.1.0
 * @category models
 */
// A node without children or replacements is tested as `[X] extends [undefined]` first: where an application's
// tsconfig turns `strictNullChecks` off, `undefined` extends `object` and every accessor would be `undefined`.
export type Facade<T extends Readonly<Record<string, Node>>> = {
  readonly [K in keyof T]:
    & ([T[K][2]] extends [undefined] ? Promisified<T[K][0]>
      : T[K][2] extends object ? Promisified<Omit<T[K][0], keyof T[K][2]>> & Promisified<T[K][2]>
      : Promisified<T[K][0]>)
    & ([T[K][1]] extends [undefined] ? unknown
      : T[K][1] extends Readonly<Record<string, Node>> ? Facade<T[K][1]>
      : unknown)
}

type Runtime = ClientRuntime<CoveoClient>

/** A runtime, whether the client that owns it was disposed, and what a derived client adds to each call. */
export interface Runner {
  readonly runtime: Runtime
  readonly disposed: () => boolean
  /**
   * Applied to each call's Effect (per-call options of a client made with `withOptions`), and to the
   * Effect that turns a Stream twin into an AsyncIterable: the stream runs with the services it captures.
   */
  readonly wrap?: (<A, E>(effect: Effect.Effect<A, E, CoveoClient>) => Effect.Effect<A, E, CoveoClient>) | undefined
  /** Aborts the calls: they reject with the signal's reason. */
  readonly signal?: AbortSignal | undefined
  /** How many times `abortGetRequests` ran: a GET still waiting for its module then resolves `undefined`, as one in flight does. */
  readonly getAborts?: (() => number) | undefined
}

// Promise callers always get an Error: a disposed client says so, a caller's abort gives its reason,
// anything else is wrapped (a reason too that is no Error: `abort("gave up")` rejects with Error("gave up")).
const asError = (runner: Runner, thrown: unknown): Error => {
  if (runner.disposed()) return new ClientDisposed()
  const reason: unknown = runner.signal?.aborted === true ? runner.signal.reason : thrown
  return reason instanceof Error ? reason : new Error(String(reason))
}

/** Runs an Effect on the runtime: typed failures reject with the error instance, an `Aborted` resolves `undefined`. */
export const runPromise = <A, E>(
  runner: Runner,
  effect: Effect.Effect<A, E, CoveoClient>
): Promise<A | undefined> => {
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

// `stream` is a thunk when the module that makes it may still have to load (see makeLazyFacade).
const iterate = <A>(
  runner: Runner,
  stream: Stream.Stream<A, unknown, CoveoClient> | (() => Promise<Stream.Stream<A, unknown, CoveoClient>>)
): AsyncIterable<A> => ({
  [Symbol.asyncIterator]() {
    let inner: AsyncIterator<A> | undefined
    // Opened by the first `next`, once: later ones read from it (a failed opening is tried again).
    let opening: Promise<AsyncIterator<A>> | undefined
    const start = async () => {
      const made = typeof stream === "function" ? await stream() : stream
      // Loaded here, not at the top (see asyncIterable.ts): when a twin is iterated, its area's module has
      // loaded what this needs of Stream already.
      // Its pulls run on the runtime, which disposing interrupts, and stop when the client's signal aborts.
      const { signal } = runner
      const effect = (await import("./asyncIterable.ts")).toAsyncIterableEffect(made,
        (pull, own) =>
          runner.runtime.runPromiseExit(pull, { signal: signal === undefined ? own : AbortSignal.any([own, signal]) }))
      const exit = await runner.runtime.runPromiseExit(runner.wrap === undefined ? effect : runner.wrap(effect))
      if (Exit.isFailure(exit)) throw Cause.squash(exit.cause)
      inner = exit.value[Symbol.asyncIterator]()
      return inner
    }
    const open = (): Promise<AsyncIterator<A>> => {
      // Disposed, or the client's signal aborted: the iteration ends at the next item (a page in flight is
      // interrupted: see `start`).
      if (runner.disposed() || runner.signal?.aborted === true) {
        void inner?.return?.()
        return Promise.reject(asError(runner, undefined))
      }
      if (opening === undefined) {
        opening = start()
        opening.catch(() => {
          opening = undefined
        })
      }
      return opening
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

// Runs one call of a module: a careless argument never throws at the call site, it rejects, as every failure does.
// Whether the call answers a Stream comes from the manifest, which found it by calling it.
const invoke = (
  runner: Runner,
  f: (...args: Array<unknown>) => unknown,
  args: Array<unknown>,
  stream: boolean
): unknown => {
  let result: unknown
  try {
    result = f(...args)
  } catch (thrown) {
    return Promise.reject(asError(runner, thrown))
  }
  if (stream) return iterate(runner, result as Stream.Stream<unknown, unknown, CoveoClient>)
  if (!Effect.isEffect(result)) return result
  const effect = result as Effect.Effect<unknown, unknown, CoveoClient>
  const aborts = runner.getAborts?.()
  // A GET that waited for the client's layer (a token check at build) while `abortGetRequests` ran
  // resolves `undefined` unsent, as one in flight does: this runs once the layer is there. Once it is
  // built, calls wait for nothing, and pay nothing for it.
  return runPromise(
    runner,
    aborts !== undefined && !runner.runtime.built() && endpointOf(f)?.method === "GET"
      ? Effect.suspend(() => aborts !== runner.getAborts!() ? Effect.void : effect)
      : effect
  )
}

// ---------------------------------------------------------------------------------------------
// The lazy facade

/** Loads a module of the accessor tree (a dynamic `import()`). */
export type Loader = () => Promise<object>

/**
 * A node of the light accessor tree (`manifest.ts`): its module's loader (none when it only groups
 * nested accessors), the names of its calls and of its Stream twins (space-separated; `list*` stands for
 * `list` and its twin `listAll`; a name may be written from where it parts from the one before, see `names`),
 * its nested accessors, and its promise forms (their loader, call names and Stream twin names).
 */
export type LazyNode = readonly [
  load: Loader | undefined,
  calls: string,
  streams?: string,
  children?: LazyTree | undefined,
  forms?: readonly [load: Loader, calls: string, streams: string]
]

/** The light accessor tree: accessor name → {@link LazyNode}. */
export type LazyTree = Readonly<Record<string, LazyNode>>

/**
 * The module of an accessor could not be loaded (a chunk missing from a bundle, a network failure
 * fetching it): the call rejects with this, and the next call of that accessor tries again.
 *
 * @since 0.1.0
 * @category errors
 */
export class AreaLoadFailed extends TaggedError("AreaLoadFailed")<{
  /** The accessor's path, such as `source.field`. */
  readonly accessor: string
  /** What the loader threw. */
  readonly cause: unknown
}> {
  override get message(): string {
    return `The module of the accessor ${this.accessor} could not be loaded`
  }
}

type Table = Readonly<Record<string, (...args: Array<unknown>) => unknown>>

// Shared by every client: a module is loaded once per process, whichever client calls first.
const tables = new WeakMap<LazyNode, Table>()
const loading = new WeakMap<LazyNode, Promise<Table>>()

const noForms: object = {}

const load = (node: LazyNode): Promise<Table> => {
  let pending = loading.get(node)
  if (pending === undefined) {
    pending = Promise.all([node[0]?.() ?? noForms, node[4]?.[0]() ?? noForms]).then(([module, forms]) => {
      const table = { ...module, ...forms } as Table
      tables.set(node, table)
      return table
    })
    // A failed load is not kept: the next call tries again (the chunk may be reachable by then).
    pending.catch(() => loading.delete(node))
    loading.set(node, pending)
  }
  return pending
}

const loadFailure = (runner: Runner, path: string, thrown: unknown): Error =>
  runner.disposed() || runner.signal?.aborted === true
    ? asError(runner, thrown)
    : new AreaLoadFailed({ accessor: path, cause: thrown })

const lazyMethod = (runner: Runner, node: LazyNode, path: string, name: string, stream: boolean) =>
(
  ...args: Array<unknown>
): unknown => {
  const table = tables.get(node)
  if (table !== undefined) return invoke(runner, table[name]!, args, stream)
  const failed = (thrown: unknown): never => {
    throw loadFailure(runner, path, thrown)
  }
  if (stream) {
    return iterate(runner, () =>
      load(node).then((loaded) => loaded[name]!(...args) as Stream.Stream<unknown, unknown, CoveoClient>, failed))
  }
  // Calls made while the module loads run in the order they were made, once it is there.
  const aborts = runner.getAborts?.()
  return load(node).then(
    (loaded) =>
      aborts !== runner.getAborts?.() && endpointOf(loaded[name])?.method === "GET"
        ? undefined
        : invoke(runner, loaded[name]!, args, false),
    failed
  )
}

// The names of a list, in order. A name that begins with a digit n begins with the first n camelCase words of the
// name before it, and one that begins with a capital with its first word: `getFields Schema 2Type` lists
// `getFields getSchema getSchemaType` (a module's names, sorted, share their beginnings; the page loads them all).
const names = (list: string | undefined): ReadonlyArray<string> => {
  let words: ReadonlyArray<string> = []
  return list
    ? list.split(" ").map((word) => {
      const coded = /^[A-Z]/.test(word) ? `1${word}` : word
      const name = /^\d/.test(coded) ? words.slice(0, +coded[0]!).join("") + coded.slice(1) : coded
      words = name.split(/(?=[A-Z*])/)
      return name
    })
    : []
}

const lazyNode = (runner: Runner, node: LazyNode, path: string): Record<string, unknown> => {
  const [, calls, streams, children, forms] = node
  const out: Record<string, unknown> = {}
  const add = (list: string | undefined, stream: boolean) => {
    for (const word of names(list)) {
      // `list*`: the call `list` and its Stream twin `listAll`.
      const name = word.replace("*", "")
      out[name] = lazyMethod(runner, node, path, name, stream)
      if (name !== word) out[`${name}All`] = lazyMethod(runner, node, path, `${name}All`, true)
    }
  }
  add(calls, false)
  add(streams, true)
  if (forms !== undefined) {
    add(forms[1], false)
    add(forms[2], true)
  }
  return children === undefined ? out : Object.assign(out, makeLazyFacade(runner, children, `${path}.`))
}

/**
 * Builds the accessor tree of a light `tree` over `runner`: every method is there at once (`Object.keys`
 * lists them), each accessor's object is made when first read, and each area's module is loaded by the
 * first call of that area; until then its calls wait for it, in order.
 */
export const makeLazyFacade = <T extends LazyTree>(
  runner: Runner,
  tree: T,
  at = ""
): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, node] of Object.entries(tree)) {
    Object.defineProperty(out, key, {
      get() {
        const value = lazyNode(runner, node, `${at}${key}`)
        Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: false })
        return value
      },
      enumerable: true,
      configurable: true
    })
  }
  return out
}
