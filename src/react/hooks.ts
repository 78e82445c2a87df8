"use client"
/**
 * Hooks that run Effects on the provider's runtime. Each hook owns its work:
 * changing dependencies, starting a newer run or unmounting interrupts what is
 * in flight, which aborts its HTTP request, and a result that arrives for a run
 * that is no longer the latest is dropped. A run's fiber starts on the
 * runtime's scheduler, after the effect that forked it returns, so the effect
 * that React's StrictMode discards at once is interrupted before it sends anything.
 * Dependencies are compared by value (their JSON), so an object made in render
 * does not run a query again on every render.
 *
 * @module
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Pull from "effect/Pull"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { type DependencyList, useCallback, useEffect, useRef, useState } from "react"
import type { CoveoClient } from "../Http/PlatformClient.ts"
import { usePlatformRuntime } from "./Runtime.tsx"

/**
 * The state of a query or mutation.
 *
 * @since 0.1.0
 * @category models
 */
export type AsyncState<A, E> =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: A }
  /** The Effect failed with its typed error. */
  | { readonly status: "failure"; readonly error: E }
  /** The run was interrupted by something other than the hook itself (the provider's client was disposed). */
  | { readonly status: "interrupted" }
  /** The Effect died: a bug, not an expected failure. */
  | { readonly status: "defect"; readonly defect: unknown }

/**
 * A query's state plus `refresh`, which runs it again. While a run loads, `previous` holds the data of
 * the hook's latest success (for earlier dependencies, or before a `refresh`), so a list filtered as
 * the user types can stay on screen; it is `undefined` before the first success and after the
 * provider's client changed (another organization's data is not shown as this one's).
 *
 * @since 0.1.0
 * @category models
 */
export type QueryState<A, E> =
  & (
    | Exclude<AsyncState<A, E>, { readonly status: "idle" | "loading" }>
    | { readonly status: "loading"; readonly previous: A | undefined }
  )
  & { readonly refresh: () => void }

/**
 * The state of a query given no Effect (`undefined`): it runs nothing until it is given one.
 *
 * @since 0.1.0
 * @category models
 */
export interface QueryIdle {
  readonly status: "idle"
  readonly refresh: () => void
}

/**
 * The state an exit leads to.
 *
 * @since 0.1.0
 * @category helpers
 */
export const stateOfExit = <A, E>(exit: Exit.Exit<A, E>): AsyncState<A, E> => {
  if (Exit.isSuccess(exit)) return { status: "success", data: exit.value }
  const error = Cause.findErrorOption(exit.cause)
  if (Option.isSome(error)) return { status: "failure", error: error.value }
  return Cause.hasInterruptsOnly(exit.cause)
    ? { status: "interrupted" }
    : { status: "defect", defect: Cause.squash(exit.cause) }
}

/**
 * An Effect, or a function that makes it anew for each run.
 *
 * @since 0.1.0
 * @category models
 */
export type EffectOrThunk<A, E> = Effect.Effect<A, E, CoveoClient> | (() => Effect.Effect<A, E, CoveoClient>)

const loading = { status: "loading" } as const

// What a state was computed for: a state kept from other dependencies is not shown, not even for the one
// render between the change and the effect that starts the new run.
const sameDeps = (a: DependencyList | undefined, b: DependencyList): boolean =>
  a !== undefined && a.length === b.length && a.every((x, i) => Object.is(x, b[i]))

// An object or array made during render (`{ perPage: 2 }`) is a new value on every render: compared by
// identity, as React compares an effect's, it would send a request on every render. Plain objects and arrays
// that write the same JSON are the same dependency. Anything else inside them (a Map, which writes `{}`
// whatever it holds, a class instance, a function) makes them compare by identity, as every other value does.
const plainOnly = (_key: string, value: unknown): unknown => {
  if (typeof value === "function" || typeof value === "symbol") throw new TypeError("not JSON")
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const prototype: unknown = Object.getPrototypeOf(value)
    if (prototype !== Object.prototype && prototype !== null) throw new TypeError("not a plain object")
  }
  return value
}

const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return false
  try {
    return JSON.stringify(a, plainOnly) === JSON.stringify(b, plainOnly)
  } catch {
    return false
  }
}

/** `deps`, or the last ones given when they are equal by value: the array to give React. */
const useValueDeps = (deps: DependencyList): DependencyList => {
  const last = useRef(deps)
  const kept = last.current
  if (kept.length !== deps.length || !kept.every((d, i) => sameValue(d, deps[i]))) last.current = deps
  return last.current
}

// A function that throws where it should return an Effect is a defect of the run, not of the component.
const effectOf = <A, E>(make: () => Effect.Effect<A, E, CoveoClient>): Effect.Effect<A, E, CoveoClient> => {
  try {
    return make()
  } catch (defect) {
    return Effect.die(defect)
  }
}

/**
 * Runs an Effect when mounted and whenever `deps` change; the previous run is interrupted first. Given
 * `undefined` instead (`id === undefined ? undefined : () => Sources.get(id)`), it runs nothing and is
 * `idle`.
 *
 * @since 0.1.0
 * @category hooks
 */
export function usePlatformQuery<A, E>(effect: EffectOrThunk<A, E>, deps: DependencyList): QueryState<A, E>
export function usePlatformQuery<A, E>(
  effect: EffectOrThunk<A, E> | undefined,
  deps: DependencyList
): QueryState<A, E> | QueryIdle
export function usePlatformQuery<A, E>(
  effect: EffectOrThunk<A, E> | undefined,
  deps: DependencyList
): QueryState<A, E> | QueryIdle {
  const runtime = usePlatformRuntime()
  const [generation, setGeneration] = useState(0)
  const enabled = effect !== undefined
  // The runtime is compared by identity: two clients may write the same JSON.
  const all = [runtime, generation, enabled, ...useValueDeps(deps)]
  const [held, setHeld] = useState<{
    readonly state: Exclude<AsyncState<A, E>, { status: "idle" | "loading" }>
    readonly deps: DependencyList
  }>()
  // The latest success, and the client it came from.
  const kept = useRef<{ readonly runtime: unknown; readonly data: A }>(undefined)
  // The dependencies of the latest effect: a state is shown only if that effect's run made it. Equal
  // dependencies are not enough: going back to earlier ones (after `undefined`, or A, B, then A again) starts
  // a new run while the earlier run's state has the same dependencies.
  const started = useRef<DependencyList>(undefined)
  const latest = useRef(effect)
  latest.current = effect
  useEffect(() => {
    started.current = all
    const current = latest.current
    if (current === undefined) return
    const controller = new AbortController()
    void runtime.runPromiseExit(typeof current === "function" ? effectOf(current) : current, {
      signal: controller.signal
    }).then((exit) => {
      if (controller.signal.aborted) return
      const state = stateOfExit(exit) as Exclude<AsyncState<A, E>, { status: "idle" | "loading" }>
      if (state.status === "success") kept.current = { runtime, data: state.data }
      setHeld({ state, deps: all })
    })
    return () => controller.abort()
  }, all)
  const refresh = useCallback(() => setGeneration((g) => g + 1), [])
  if (!enabled) return { status: "idle", refresh }
  if (held !== undefined && held.deps === started.current && sameDeps(held.deps, all)) {
    return { ...held.state, refresh }
  }
  const previous = kept.current?.runtime === runtime ? kept.current.data : undefined
  return { status: "loading", previous, refresh }
}

/**
 * Options of {@link usePlatformMutation}.
 *
 * @since 0.1.0
 * @category models
 */
export interface MutationOptions {
  /** Let runs overlap instead of interrupting the one in flight; the state still shows the latest run's. */
  readonly concurrent?: boolean | undefined
}

/**
 * A mutation: its state, `run` to start it, `reset` to go back to idle.
 *
 * @since 0.1.0
 * @category models
 */
export interface MutationState<Args extends ReadonlyArray<unknown>, A, E> {
  readonly state: AsyncState<A, E>
  /**
   * Starts the Effect, interrupting the previous run unless `concurrent`; resolves with its
   * exit. A run that was interrupted, or started after unmount, resolves an interrupted exit. It
   * runs on the provider's current client, even when called through a `run` of an earlier render.
   */
  readonly run: (...args: Args) => Promise<Exit.Exit<A, E>>
  readonly reset: () => void
}

/**
 * Runs an Effect on demand; the latest run wins, and unmounting interrupts the runs in flight.
 *
 * @since 0.1.0
 * @category hooks
 */
export const usePlatformMutation = <Args extends ReadonlyArray<unknown>, A, E>(
  fn: (...args: Args) => Effect.Effect<A, E, CoveoClient>,
  options: MutationOptions = {}
): MutationState<Args, A, E> => {
  const runtime = usePlatformRuntime()
  const [state, setState] = useState<AsyncState<A, E>>({ status: "idle" })
  // `unmounted` rather than `mounted`: a child's effect (or a layout effect) runs before this hook's effect,
  // and a run it starts must go out.
  const runs = useRef({ latest: 0, unmounted: false, inFlight: new Set<AbortController>() })
  const latest = useRef(fn)
  latest.current = fn
  const client = useRef(runtime)
  client.current = runtime
  const concurrent = options.concurrent === true
  useEffect(() => {
    const r = runs.current
    r.unmounted = false
    return () => {
      r.unmounted = true
      for (const c of r.inFlight) c.abort()
      r.inFlight.clear()
    }
  }, [runtime])
  const run = useCallback((...args: Args): Promise<Exit.Exit<A, E>> => {
    const r = runs.current
    if (r.unmounted) return Promise.resolve(Exit.interrupt())
    if (!concurrent) {
      for (const c of r.inFlight) c.abort()
      r.inFlight.clear()
    }
    const id = ++r.latest
    const controller = new AbortController()
    r.inFlight.add(controller)
    setState(loading)
    return client.current.runPromiseExit(effectOf(() => latest.current(...args)), { signal: controller.signal })
      .then((exit) => {
        r.inFlight.delete(controller)
        if (id === r.latest && !r.unmounted) setState(stateOfExit(exit))
        return exit
      })
  }, [concurrent])
  const reset = useCallback(() => {
    runs.current.latest++
    setState({ status: "idle" })
  }, [])
  return { state, run, reset }
}

/**
 * Where a paged read stands. A failure carries the typed error, a defect what the stream died of (a
 * function that throws instead of returning a Stream, a bug); `interrupted` is a read ended by something
 * other than the hook (the provider's client disposed).
 *
 * @since 0.1.0
 * @category models
 */
export type PagesStatus<E> =
  | { readonly status: "loading" | "ready" | "done"; readonly error: undefined }
  | { readonly status: "failure"; readonly error: E }
  | { readonly status: "interrupted"; readonly error: undefined }
  | { readonly status: "defect"; readonly error: undefined; readonly defect: unknown }

/**
 * What a paged read has loaded so far.
 *
 * @since 0.1.0
 * @category models
 */
export interface PagesProgress<T> {
  readonly items: ReadonlyArray<T>
  /** True until the stream has ended. */
  readonly hasMore: boolean
  /** Batches asked for with `loadMore` and not loaded yet (the one loading included). */
  readonly pending: number
}

/**
 * Items loaded so far from a paged Stream, and `loadMore` to fetch the next batch.
 *
 * @since 0.1.0
 * @category models
 */
export type PagesState<T, E> = PagesStatus<E> & PagesProgress<T> & {
  /**
   * Asks for the next `pageSize` items; asked while a batch loads, it is queued and loads next. After a
   * failure, a defect or an interruption it does nothing: `refresh` starts again.
   */
  readonly loadMore: () => void
  /** Starts again from the first item (the stream made anew), as a change of `deps` does. */
  readonly refresh: () => void
}

type PagesData<T, E> = PagesStatus<E> & PagesProgress<T>

// What a batch that did not succeed ends the read with: the same three outcomes as a query's.
const pagesEnd = <E>(exit: Exit.Failure<unknown, E>): PagesStatus<E> => {
  const state = stateOfExit(exit)
  return state.status === "failure"
    ? { status: "failure", error: state.error }
    : state.status === "defect"
    ? { status: "defect", error: undefined, defect: state.defect }
    : { status: "interrupted", error: undefined }
}

const initialPages = { items: [], status: "loading", error: undefined, hasMore: true, pending: 1 } as const

/**
 * Reads a `Stream` twin (e.g. `Sources.listAll`) `pageSize` items at a time: the
 * first batch on mount, the next on each `loadMore()`. Pages are fetched as the
 * items are pulled, so each page is fetched once; changing deps or unmounting
 * interrupts the batch in flight (aborting its request) and closes the stream.
 *
 * @since 0.1.0
 * @category hooks
 */
export const usePlatformPages = <T, E>(
  stream: () => Stream.Stream<T, E, CoveoClient>,
  deps: DependencyList,
  options: { readonly pageSize?: number } = {}
): PagesState<T, E> => {
  const runtime = usePlatformRuntime()
  const size = options.pageSize
  // NaN would never fill a batch, and so load every page.
  const pageSize = typeof size === "number" && !Number.isNaN(size) ? Math.max(1, Math.floor(size)) : 20
  const [generation, setGeneration] = useState(0)
  const all = [runtime, pageSize, generation, ...useValueDeps(deps)]
  const [state, setState] = useState<PagesData<T, E> & { readonly deps?: DependencyList }>(initialPages)
  const more = useRef<(() => void) | undefined>(undefined)
  // `loadMore` called before this hook's effect (by a child's effect) counts once the stream opens.
  const early = useRef(0)
  const latest = useRef(stream)
  latest.current = stream
  useEffect(() => {
    let cancelled = false
    let fiber: Fiber.Fiber<ReadonlyArray<T>, E> | undefined
    const scope = Scope.makeUnsafe()
    let pull: Effect.Effect<ReadonlyArray<T> | undefined, E> | undefined
    const buffer: Array<T> = []
    let ended = false
    let failed = false
    let wanted = 1 + early.current
    early.current = 0
    setState({ ...initialPages, pending: wanted, deps: all })
    // One batch: pull chunks until `pageSize` items are buffered or the stream ends.
    const opened: Effect.Effect<Effect.Effect<ReadonlyArray<T> | undefined, E>, never, CoveoClient> = Effect.suspend(
      () =>
        pull !== undefined ?
          Effect.succeed(pull) :
          Effect.map(Scope.provide(scope)(Stream.toPull(latest.current())), (p) => {
            pull = Pull.catchDone(p, () => Effect.succeed(undefined)) as Effect.Effect<ReadonlyArray<T> | undefined, E>
            return pull
          })
    )
    const batch = Effect.flatMap(opened, (pullOnce) => {
      const loop: Effect.Effect<ReadonlyArray<T>, E> = Effect.suspend(() =>
        ended || buffer.length >= pageSize
          ? Effect.succeed(buffer.splice(0, pageSize))
          : Effect.flatMap(pullOnce, (chunk) => {
            if (chunk === undefined) ended = true
            else for (const item of chunk) buffer.push(item)
            return loop
          })
      )
      return loop
    })
    const next = () => {
      if (cancelled || fiber !== undefined || wanted === 0) return
      fiber = runtime.runFork(batch)
      fiber.addObserver((exit) => {
        fiber = undefined
        if (cancelled) return
        if (Exit.isSuccess(exit)) {
          wanted--
          const done = ended && buffer.length === 0
          if (done) wanted = 0
          setState((s) => ({
            ...s,
            items: [...s.items, ...exit.value],
            status: done ? "done" : wanted > 0 ? "loading" : "ready",
            error: undefined,
            hasMore: !done,
            pending: wanted
          }))
          next()
        } else {
          wanted = 0
          failed = true
          const end = pagesEnd(exit)
          setState((s) => ({ ...s, ...end, hasMore: false, pending: 0 }))
        }
      })
    }
    more.current = () => {
      if (cancelled || failed || ended && buffer.length === 0) return
      wanted++
      setState((s) => s.status !== "loading" && s.status !== "ready" ? s : { ...s, status: "loading", pending: wanted })
      next()
    }
    next()
    return () => {
      cancelled = true
      more.current = undefined
      const running = fiber
      fiber = undefined
      // Interrupting the batch aborts its request; closing the scope then ends the stream.
      void Effect.runPromise(
        Effect.andThen(running === undefined ? Effect.void : Fiber.interrupt(running), Scope.close(scope, Exit.void))
      )
    }
  }, all)
  const loadMore = useCallback(() => more.current === undefined ? void early.current++ : more.current(), [])
  const refresh = useCallback(() => setGeneration((g) => g + 1), [])
  const { deps: _, ...data }: PagesData<T, E> & { readonly deps?: DependencyList } = sameDeps(state.deps, all)
    ? state
    : initialPages
  return { ...data, loadMore, refresh }
}
