/**
 * Hooks that run Effects on the provider's runtime. Changing dependencies or
 * unmounting interrupts the run, which aborts its HTTP request; results that
 * arrive afterwards are dropped.
 *
 * @module
 */
import * as Cause from "effect/Cause"
import type * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { type DependencyList, useCallback, useEffect, useRef, useState } from "react"
import type { PlatformClient } from "../Http/PlatformClient.ts"
import { usePlatformRuntime } from "./Runtime.tsx"

/** The state of a query or mutation. */
export type AsyncState<A, E> =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: A }
  | { readonly status: "failure"; readonly error: E }
  | { readonly status: "defect"; readonly defect: unknown }

/** A query's state plus `refresh`, which runs it again. */
export type QueryState<A, E> = Exclude<AsyncState<A, E>, { readonly status: "idle" }> & {
  readonly refresh: () => void
}

const fromExit = <A, E>(exit: Exit.Exit<A, E>): AsyncState<A, E> => {
  if (Exit.isSuccess(exit)) return { status: "success", data: exit.value }
  const error = Cause.findErrorOption(exit.cause)
  return Option.isSome(error) ? { status: "failure", error: error.value } : { status: "defect", defect: Cause.squash(exit.cause) }
}

type EffectOrThunk<A, E> = Effect.Effect<A, E, PlatformClient> | (() => Effect.Effect<A, E, PlatformClient>)

/** Runs an Effect when mounted and whenever `deps` change. */
export const usePlatformQuery = <A, E>(effect: EffectOrThunk<A, E>, deps: DependencyList): QueryState<A, E> => {
  const runtime = usePlatformRuntime()
  const [state, setState] = useState<AsyncState<A, E>>({ status: "loading" })
  const [generation, setGeneration] = useState(0)
  const latest = useRef(effect)
  latest.current = effect
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: "loading" })
    const current = latest.current
    runtime.runPromiseExit(typeof current === "function" ? current() : current, { signal: controller.signal })
      .then((exit) => {
        if (!controller.signal.aborted) setState(fromExit(exit))
      })
    return () => controller.abort()
  }, [runtime, generation, ...deps])
  const refresh = useCallback(() => setGeneration((g) => g + 1), [])
  return { ...(state as Exclude<AsyncState<A, E>, { status: "idle" }>), refresh }
}

/** A mutation: its state, `run` to start it, `reset` to go back to idle. */
export interface MutationState<Args extends ReadonlyArray<unknown>, A, E> {
  readonly state: AsyncState<A, E>
  /** Starts the Effect; resolves with its exit (an interrupted run resolves an interrupted exit). */
  readonly run: (...args: Args) => Promise<Exit.Exit<A, E>>
  readonly reset: () => void
}

/** Runs an Effect on demand; unmounting interrupts the runs in flight. */
export const usePlatformMutation = <Args extends ReadonlyArray<unknown>, A, E>(
  fn: (...args: Args) => Effect.Effect<A, E, PlatformClient>
): MutationState<Args, A, E> => {
  const runtime = usePlatformRuntime()
  const [state, setState] = useState<AsyncState<A, E>>({ status: "idle" })
  const inFlight = useRef(new Set<AbortController>())
  const latest = useRef(fn)
  latest.current = fn
  useEffect(() => {
    const controllers = inFlight.current
    return () => {
      for (const c of controllers) c.abort()
      controllers.clear()
    }
  }, [runtime])
  const run = useCallback((...args: Args) => {
    const controller = new AbortController()
    inFlight.current.add(controller)
    setState({ status: "loading" })
    return runtime.runPromiseExit(latest.current(...args), { signal: controller.signal }).then((exit) => {
      inFlight.current.delete(controller)
      if (!controller.signal.aborted) setState(fromExit(exit))
      return exit
    })
  }, [runtime])
  const reset = useCallback(() => setState({ status: "idle" }), [])
  return { state, run, reset }
}

/** Items loaded so far from a paged Stream, and `loadMore` to fetch the next batch. */
export interface PagesState<T, E> {
  readonly items: ReadonlyArray<T>
  readonly status: "loading" | "ready" | "done" | "failure"
  readonly error: E | undefined
  /** True until the stream has ended. */
  readonly hasMore: boolean
  /** Pulls the next `pageSize` items. */
  readonly loadMore: () => void
}

/**
 * Reads a `Stream` twin (e.g. `Sources.listAll`) `pageSize` items at a time: the
 * first batch on mount, the next on `loadMore()`. Pages are fetched lazily, as
 * the items are pulled; changing deps or unmounting stops the stream.
 */
export const usePlatformPages = <T, E>(
  stream: () => Stream.Stream<T, E, PlatformClient>,
  deps: DependencyList,
  options: { readonly pageSize?: number } = {}
): PagesState<T, E> => {
  const runtime = usePlatformRuntime()
  const pageSize = options.pageSize ?? 20
  const [state, setState] = useState<Omit<PagesState<T, E>, "loadMore">>({
    items: [],
    status: "loading",
    error: undefined,
    hasMore: true
  })
  const pull = useRef<(() => void) | undefined>(undefined)
  const latest = useRef(stream)
  latest.current = stream
  useEffect(() => {
    let cancelled = false
    let iterator: AsyncIterator<T> | undefined
    let busy = false
    const controller = new AbortController()
    setState({ items: [], status: "loading", error: undefined, hasMore: true })
    const next = async () => {
      if (busy || cancelled) return
      busy = true
      setState((s) => ({ ...s, status: "loading" }))
      try {
        iterator ??= (await runtime.runPromise(Stream.toAsyncIterableEffect(latest.current()), { signal: controller.signal }))[
          Symbol.asyncIterator
        ]()
        const batch: Array<T> = []
        let done = false
        while (batch.length < pageSize) {
          const r = await iterator.next()
          if (r.done) {
            done = true
            break
          }
          batch.push(r.value)
        }
        if (!cancelled) {
          setState((s) => ({ items: [...s.items, ...batch], status: done ? "done" : "ready", error: undefined, hasMore: !done }))
        }
      } catch (error) {
        if (!cancelled) setState((s) => ({ ...s, status: "failure", error: error as E, hasMore: false }))
      } finally {
        busy = false
      }
    }
    pull.current = () => void next()
    void next()
    return () => {
      cancelled = true
      controller.abort()
      void iterator?.return?.()
    }
  }, [runtime, pageSize, ...deps])
  const loadMore = useCallback(() => pull.current?.(), [])
  return { ...state, loadMore }
}
