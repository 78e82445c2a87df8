"use client"
/**
 * `PlatformProvider`: one `ManagedRuntime` per provider and per meaningful
 * configuration, disposed on unmount. No global state: two providers on one
 * page keep their own clients. The runtime is made during render (it builds
 * nothing until a hook runs an Effect), so the provider renders its children on
 * the server too.
 *
 * @module
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Redacted from "effect/Redacted"
import type * as Scope from "effect/Scope"
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react"
import type { CallError } from "../Errors/index.ts"
import { checkToken } from "../Http/Auth.ts"
import { tokenEffect, type TokenSource } from "../Http/Config.ts"
import { layer as makeLayer, type LayerOptions } from "../Http/Layer.ts"
import { CoveoClient, type PlatformClientShape } from "../Http/PlatformClient.ts"
import type { Transport } from "../Http/Transport.ts"

/**
 * The runtime the hooks run on.
 *
 * @since 0.1.0
 * @category models
 */
export type PlatformRuntime = ManagedRuntime.ManagedRuntime<CoveoClient, never>

const RuntimeContext = createContext<PlatformRuntime | null>(null)

/**
 * Props of {@link PlatformProvider}: client options, or a Layer that provides the client.
 *
 * @since 0.1.0
 * @category models
 */
export type PlatformProviderProps =
  & {
    readonly children?: ReactNode
    /** @deprecated The provider renders its children at once; nothing waits for the client. */
    readonly fallback?: ReactNode
  }
  & (
    | { readonly options: LayerOptions; readonly layer?: undefined }
    | { readonly layer: Layer.Layer<CoveoClient, unknown>; readonly options?: undefined }
  )

// What makes a new client: values compared by value. A token function (or Effect) is not among
// them: it is read through a ref on every request, so an inline `accessToken: () => token` never
// rebuilds the client. A token given as a value is one, and stays on the constant-token fast path.
const tokenValue = (token: TokenSource): string | undefined =>
  typeof token === "string"
    ? token
    : Redacted.isRedacted(token)
    ? Redacted.value(token as Redacted.Redacted<string>)
    : undefined

const configurationKey = (options: LayerOptions): string =>
  JSON.stringify(
    [
      tokenValue(options.accessToken) ?? null,
      options.organizationId,
      options.environment,
      options.region,
      options.host,
      options.serverlessHost,
      options.timeout,
      options.deadline,
      options.maxResponseSize,
      options.retry,
      options.verifyToken
    ],
    // A bigint is a valid duration (nanoseconds), which JSON cannot write.
    (_, value: unknown) => typeof value === "bigint" ? `${value}n` : value
  )

/**
 * `client` checking its token before its first call, rather than when it is built (`verifyToken`): a
 * `ManagedRuntime` keeps a failed build for good, so one failed check (a network error, a token renewed
 * since) would fail every hook until the options change, and as a defect. Here the calls wait for one check
 * at a time; a failed check fails the calls that waited for it with its typed error, and the next call checks
 * again. Calls under another credential (`withCredential`) send another token, and wait for nothing.
 */
const checkingFirst = (client: PlatformClientShape): Effect.Effect<PlatformClientShape, never, Scope.Scope> => {
  let verified = false
  let checking: Fiber.Fiber<unknown, CallError<"POST">> | undefined
  const check = Effect.suspend(() => {
    if (checking === undefined) {
      // Not a child of the first caller: its interruption must not fail the calls that wait with it.
      const fiber = checking = Effect.runFork(Effect.provideService(checkToken, CoveoClient, client))
      fiber.addObserver((exit) => {
        checking = undefined
        verified = Exit.isSuccess(exit)
      })
    }
    return Fiber.join(checking)
  })
  const wrap = (shape: PlatformClientShape): PlatformClientShape => ({
    ...shape,
    run: (def, parts) => verified ? shape.run(def, parts) : Effect.andThen(check, shape.run(def, parts)),
    withOptions: (options) => wrap(shape.withOptions(options))
  })
  // Disposing the provider interrupts a check in flight, as it does the hooks' own runs.
  return Effect.as(
    Effect.addFinalizer(() => checking === undefined ? Effect.void : Fiber.interrupt(checking)),
    wrap(client)
  )
}

// StrictMode unmounts and mounts again at once: dispose a tick later, unless the same runtime came back.
const pendingDisposals = new WeakMap<PlatformRuntime, ReturnType<typeof setTimeout>>()
// Runs that must outlive their provider (a banner's click effect, sent as the page goes away): disposing the
// runtime closes its transport, which would cut them, so the disposal waits for them to end.
const outliving = new WeakMap<PlatformRuntime, Set<Promise<unknown>>>()

/**
 * Keeps `runtime`'s client open until `run` ends, even when its provider unmounts first. Every run ends
 * within the client's own limits (attempts, timeouts, `deadline`).
 *
 * @since 0.1.0
 * @category helpers
 */
export function outlive<A>(runtime: PlatformRuntime, run: Promise<A>): Promise<A> {
  const runs = outliving.get(runtime) ?? new Set()
  outliving.set(runtime, runs)
  // Settles either way, and never rejects: the caller handles `run` itself.
  const held: Promise<unknown> = run.then(() => runs.delete(held), () => runs.delete(held))
  runs.add(held)
  return run
}

// `<Activity>` hides a provider (its effects cleaned up, its runtime disposed) and shows it again with the same
// memoized runtime: a provider whose runtime was disposed makes a new one.
const disposed = new WeakSet<PlatformRuntime>()

// A transport given in the options is the application's: the provider's clients (one per configuration, so
// several over time) use it but do not close it, as the next client may be using it already.
const borrowed = (transport: Transport): Transport => ({
  open: (request, onResponse, onError, onProgress) => transport.open(request, onResponse, onError, onProgress),
  followsRedirects: transport.followsRedirects,
  close: () => {}
})

/**
 * Provides a platform client to the hooks below it. With `verifyToken`, the token is checked before the
 * first call rather than when the client is built: a rejected token fails the calls that waited for the
 * check with its typed error (`HttpError` 401 in a hook's `failure` state), and the next call checks again.
 * A `transport` in the options stays the application's: it is read when a client is built and never closed
 * by the provider. A `layer` is compared by identity: give one made once (module level, `useMemo`).
 *
 * @since 0.1.0
 * @category components
 */
export function PlatformProvider(props: PlatformProviderProps) {
  const options = useRef(props.options)
  options.current = props.options
  const key = props.options === undefined ? undefined : configurationKey(props.options)
  const [revival, revive] = useState(0)
  const runtime = useMemo((): PlatformRuntime => {
    const given = options.current
    const built = props.layer ?? makeLayer({
      ...given!,
      accessToken: tokenValue(given!.accessToken) !== undefined
        ? given!.accessToken
        : Effect.suspend(() => tokenEffect(options.current!.accessToken)),
      // Read when the client is built: an inline `transport: fetchTransport()` does not rebuild the client.
      transport: given!.transport === undefined ? undefined : borrowed(given!.transport),
      verifyToken: false
    })
    const layer = props.layer === undefined && given!.verifyToken === true
      ? Layer.effect(CoveoClient, CoveoClient.use(checkingFirst)).pipe(Layer.provide(built))
      : built
    // A client that cannot be built (invalid options, a failing given layer) shows as a defect in the hooks' state.
    return ManagedRuntime.make(Layer.orDie(layer))
  }, [props.layer, key, revival])
  useEffect(() => {
    if (disposed.has(runtime)) return revive((n) => n + 1)
    const pending = pendingDisposals.get(runtime)
    if (pending !== undefined) {
      clearTimeout(pending)
      pendingDisposals.delete(runtime)
    }
    return () => {
      pendingDisposals.set(
        runtime,
        setTimeout(() => {
          pendingDisposals.delete(runtime)
          disposed.add(runtime)
          void Promise.allSettled(outliving.get(runtime) ?? []).then(() => runtime.dispose())
        }, 0)
      )
    }
  }, [runtime])
  return <RuntimeContext.Provider value={runtime}>{props.children}</RuntimeContext.Provider>
}

/**
 * The runtime of the nearest {@link PlatformProvider}; throws outside one.
 *
 * @since 0.1.0
 * @category hooks
 */
export const usePlatformRuntime = (): PlatformRuntime => {
  const runtime = useContext(RuntimeContext)
  if (runtime === null) throw new Error("usePlatformRuntime must be used inside a <PlatformProvider>")
  return runtime
}

/**
 * The runtime of the nearest {@link PlatformProvider}, or `null` outside one.
 *
 * @since 0.1.0
 * @category hooks
 */
export const usePlatformRuntimeOptional = (): PlatformRuntime | null => useContext(RuntimeContext)
