/**
 * What the page shows of its network: the library's `fetch` transport wrapped
 * so that the page can count requests in flight and the 429 answers the client
 * retries after waiting `Retry-After`. A small external store for
 * `useSyncExternalStore`.
 *
 * @module
 */
import { useSyncExternalStore } from "react"
import { fetchTransport, type Transport } from "../src/Http/Transport.ts"

/** The page's view of its requests. */
export interface NetworkSnapshot {
  /** Requests sent and not answered yet. */
  readonly inFlight: number
  /** 429 answers received: the client waits and sends each of them again. */
  readonly retried: number
  /** When the client is waiting before a retry: until when (ms since the epoch). */
  readonly retryingUntil: number | undefined
}

let snapshot: NetworkSnapshot = { inFlight: 0, retried: 0, retryingUntil: undefined }
const listeners = new Set<() => void>()

const update = (f: (s: NetworkSnapshot) => NetworkSnapshot) => {
  snapshot = f(snapshot)
  for (const l of listeners) l()
}

const retryAfterMillis = (value: string | ReadonlyArray<string> | undefined): number => {
  const first = typeof value === "string" ? value : value?.[0]
  const seconds = Number(first)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000
}

/** Wraps a transport: every request is counted while in flight; a 429 counts as a retry to come. */
export const observed = (inner: Transport): Transport => ({
  followsRedirects: inner.followsRedirects,
  close: () => inner.close(),
  open: (request, onResponse, onError) => {
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      update((s) => ({ ...s, inFlight: s.inFlight - 1 }))
    }
    update((s) => ({
      ...s,
      inFlight: s.inFlight + 1,
      // A request sent after the wait: the retry is under way.
      retryingUntil: s.retryingUntil !== undefined && s.retryingUntil > Date.now() ? s.retryingUntil : undefined
    }))
    const abort = inner.open(
      request,
      (response) => {
        settle()
        if (response.status === 429) {
          const until = Date.now() + retryAfterMillis(response.headers["retry-after"])
          update((s) => ({ ...s, retried: s.retried + 1, retryingUntil: Math.max(until, s.retryingUntil ?? 0) }))
        }
        onResponse(response)
      },
      (error, beforeResponse) => {
        settle()
        onError(error, beforeResponse)
      }
    )
    return () => {
      settle()
      abort()
    }
  }
})

/** The transport of the page's `PlatformProvider`: one for the page, so that its identity never rebuilds the client. */
export const pageTransport: Transport = observed(fetchTransport())

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The page's network, re-rendering on each change. */
export const useNetwork = (): NetworkSnapshot => useSyncExternalStore(subscribe, () => snapshot)
