/**
 * `PlatformProvider`: one `ManagedRuntime` per provider, built from client
 * options or a ready Layer, disposed on unmount. No global state: two providers
 * on one page keep their own clients.
 *
 * @module
 */
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react"
import { layer as makeLayer, type LayerOptions } from "../Http/Layer.ts"
import type { PlatformClient } from "../Http/PlatformClient.ts"

/** The runtime the hooks run on. */
export type PlatformRuntime = ManagedRuntime.ManagedRuntime<PlatformClient, never>

const RuntimeContext = createContext<PlatformRuntime | null>(null)

/** Props of {@link PlatformProvider}: client options, or a Layer that provides the client. */
export type PlatformProviderProps =
  & { readonly children?: ReactNode; readonly fallback?: ReactNode }
  & (
    | { readonly options: LayerOptions; readonly layer?: undefined }
    | { readonly layer: Layer.Layer<PlatformClient, unknown>; readonly options?: undefined }
  )

/** Provides a platform client to the hooks below it. */
export function PlatformProvider(props: PlatformProviderProps) {
  const { options } = props
  // Inline options are a new object on every render: rebuild only when a value changes.
  const layer = useMemo(
    () => props.layer ?? makeLayer(options!),
    [
      props.layer,
      options?.organizationId,
      options?.accessToken,
      options?.environment,
      options?.region,
      options?.host,
      options?.serverlessHost,
      options?.transport,
      options?.timeout,
      options?.verifyToken
    ]
  )
  const [runtime, setRuntime] = useState<PlatformRuntime | null>(null)
  useEffect(() => {
    // A client that cannot be built (e.g. a rejected token with verifyToken) shows as a defect in the hooks' state.
    const rt = ManagedRuntime.make(Layer.orDie(layer))
    setRuntime(rt)
    return () => {
      setRuntime((current) => (current === rt ? null : current))
      void rt.dispose()
    }
  }, [layer])
  if (runtime === null) return <>{props.fallback ?? null}</>
  return <RuntimeContext.Provider value={runtime}>{props.children}</RuntimeContext.Provider>
}

/** The runtime of the nearest {@link PlatformProvider}; throws outside one. */
export const usePlatformRuntime = (): PlatformRuntime => {
  const runtime = useContext(RuntimeContext)
  if (runtime === null) throw new Error("usePlatformRuntime must be used inside a <PlatformProvider>")
  return runtime
}

/** The runtime of the nearest {@link PlatformProvider}, or `null` outside one. */
export const usePlatformRuntimeOptional = (): PlatformRuntime | null => useContext(RuntimeContext)
