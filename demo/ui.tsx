/**
 * What both pages of the demo share: the shell (header, fault switch, network
 * line), errors as sentences, skeletons, and the query helper that keeps the
 * last data on screen while a refresh runs.
 *
 * @module
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react"
import type { AsyncState, QueryState } from "../src/react/index.ts"
import { demoFaultsPath, type FaultPreset, faultPresetInfo, faultPresets, type FaultState } from "./config.ts"
import { useNetwork } from "./network.ts"

// --- errors as sentences

const reasons: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout"
}

const sentence = (text: string) => {
  const t = text.trim()
  return /[.!?]$/.test(t) ? t : `${t}.`
}

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined

/**
 * A failure as one readable sentence: for an `HttpError`, its status, the
 * platform's message and the request id; for the other typed errors, their
 * message. Never `[object Object]` nor a `Cause(...)` dump.
 */
export const describeError = (error: unknown): string => {
  const tag = field(error, "_tag")
  if (tag === "HttpError") {
    const status = Number(field(error, "status"))
    const body = field(error, "body")
    const detail = field(body, "message") ?? field(body, "detail") ??
      (typeof body === "string" && body.length < 200 ? body : undefined)
    const requestId = field(error, "requestId")
    return [
      `The platform answered ${status}${reasons[status] === undefined ? "" : ` ${reasons[status]}`}`,
      typeof detail === "string" && detail !== "" ? `: ${sentence(detail)}` : ".",
      typeof requestId === "string" ? ` Request ID: ${requestId}.` : ""
    ].join("")
  }
  if (tag === "NetworkError") return `The platform could not be reached (${String(field(error, "reason"))}).`
  if (tag === "Timeout") return sentence(String(field(error, "message")))
  if (error instanceof Error) return sentence(error.message || error.name)
  const message = field(error, "message")
  if (typeof message === "string" && message !== "") return sentence(message)
  if (typeof tag === "string") return `${tag}.`
  return typeof error === "string" ? sentence(error) : "An unknown error happened."
}

/** The sentence of a query or mutation that did not succeed; undefined otherwise. */
export const describeState = (state: AsyncState<unknown, unknown>): string | undefined => {
  switch (state.status) {
    case "failure":
      return describeError(state.error)
    case "interrupted":
      return "The request was cancelled before it completed."
    case "defect":
      return `Something unexpected went wrong: ${describeError(state.defect)} This is a bug; please report it.`
    default:
      return undefined
  }
}

/** An error shown where the data would be: what failed, why, and a way to try again. */
export function ErrorNotice(
  props: { readonly what: string; readonly reason: string; readonly onRetry?: (() => void) | undefined }
) {
  return (
    <div className="notice notice-error" role="alert">
      <p>
        <strong>{props.what}</strong> {props.reason}
      </p>
      {props.onRetry !== undefined && <button type="button" onClick={props.onRetry}>Try again</button>}
    </div>
  )
}

// --- data

/**
 * A query's state plus the last data it succeeded with: a refresh keeps the
 * page as it was (no skeleton flash) until the new answer arrives.
 */
export const useLatest = <A, E>(
  query: QueryState<A, E>
): { readonly data: A | undefined; readonly query: QueryState<A, E> } => {
  const last = useRef<A | undefined>(undefined)
  if (query.status === "success") last.current = query.data
  return { data: last.current, query }
}

/** Grey placeholder lines of a fixed size, hidden from assistive technology. */
export function Skeleton(props: { readonly width?: string; readonly className?: string }) {
  return (
    <span aria-hidden="true" className={`skeleton ${props.className ?? ""}`} style={{ width: props.width ?? "100%" }} />
  )
}

// --- faults

/** The fault preset in force on the backend, and a way to switch it; `generation` changes after each switch. */
export const useFaultPreset = () => {
  const [state, setState] = useState<{ readonly preset: FaultPreset | undefined; readonly error: string | undefined }>({
    preset: undefined,
    error: undefined
  })
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    fetch(demoFaultsPath, { signal: controller.signal })
      .then((
        r
      ) => (r.ok
        ? (r.json() as Promise<FaultState>)
        : Promise.reject(new Error(`the fault switch answered ${r.status}`)))
      )
      .then((s) => setState({ preset: s.preset, error: undefined }), (e: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error: describeError(e) }))
      })
    return () => controller.abort()
  }, [])
  const choose = useCallback((preset: FaultPreset) => {
    setState((s) => ({ ...s, preset }))
    fetch(demoFaultsPath, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ preset })
    })
      .then((
        r
      ) => (r.ok
        ? (r.json() as Promise<FaultState>)
        : Promise.reject(new Error(`the fault switch answered ${r.status}`)))
      )
      .then(
        (s) => {
          setState({ preset: s.preset, error: undefined })
          // The views load again, under the new conditions.
          setGeneration((g) => g + 1)
        },
        (e: unknown) => setState((s) => ({ ...s, error: `Could not switch the faults: ${describeError(e)}` }))
      )
  }, [])
  return { ...state, choose, generation }
}

/** Radio buttons that switch the emulator's faults. */
export function FaultSwitch(
  props: {
    readonly preset: FaultPreset | undefined
    readonly error: string | undefined
    readonly onChange: (p: FaultPreset) => void
  }
) {
  return (
    <fieldset className="fault-switch" aria-describedby="fault-description">
      <legend>Simulate server trouble</legend>
      <div className="segmented">
        {faultPresets.map((p) => (
          <label key={p} className="segment" data-checked={props.preset === p ? "" : undefined}>
            <input
              type="radio"
              name="fault-preset"
              value={p}
              checked={props.preset === p}
              disabled={props.preset === undefined}
              onChange={() => props.onChange(p)}
            />
            {faultPresetInfo[p].label}
          </label>
        ))}
      </div>
      <p className="hint" id="fault-description" data-testid="fault-description">
        {props.error ??
          (props.preset === undefined ? "Asking the backend…" : faultPresetInfo[props.preset].description)}
      </p>
    </fieldset>
  )
}

/** One line on the page's requests: in flight, waiting to retry after a 429, retries so far. */
export function NetworkStatus() {
  const net = useNetwork()
  const [, tick] = useState(0)
  const waiting = net.retryingUntil !== undefined && net.retryingUntil > Date.now()
  // Re-render when the wait is over.
  useEffect(() => {
    if (!waiting) return
    const t = setTimeout(() => tick((n) => n + 1), net.retryingUntil! - Date.now() + 20)
    return () => clearTimeout(t)
  }, [waiting, net.retryingUntil])
  const activity = waiting
    ? `Rate limited: retrying in ${Math.max(1, Math.ceil((net.retryingUntil! - Date.now()) / 1000))} s…`
    : net.inFlight > 0
    ? `${net.inFlight} request${net.inFlight === 1 ? "" : "s"} in flight…`
    : "Idle"
  return (
    <p className="network" data-testid="network-status" data-retrying={waiting ? "" : undefined}>
      <span className="dot" data-state={waiting ? "retrying" : net.inFlight > 0 ? "busy" : "idle"} aria-hidden="true" />
      <span>{activity}</span>
      <span className="retries" data-testid="retry-count">
        {net.retried} {net.retried === 1 ? "request" : "requests"} retried after 429
      </span>
    </p>
  )
}

/** The page's frame: a skip link, the header with the fault switch and network line, then the page. */
export function Shell(props: {
  readonly organizationId: string | undefined
  readonly faults: ReturnType<typeof useFaultPreset> | undefined
  readonly nav: ReactNode
  readonly children: ReactNode
}) {
  const main = useRef<HTMLElement>(null)
  return (
    <>
      <a
        className="skip-link"
        href="#main-content"
        onClick={(e) => {
          // The hash holds the route: move focus without changing it.
          e.preventDefault()
          main.current?.querySelector<HTMLElement>("h1, h2")?.focus()
        }}
      >
        Skip to content
      </a>
      <header className="app-header">
        <div className="brand">
          <span className="logo" aria-hidden="true">◆</span>
          <span>
            <strong>Platform admin</strong>
            <span className="org">{props.organizationId ?? "…"}</span>
          </span>
        </div>
        {props.faults !== undefined && (
          <FaultSwitch preset={props.faults.preset} error={props.faults.error} onChange={props.faults.choose} />
        )}
        <NetworkStatus />
      </header>
      {props.nav}
      <main id="main-content" ref={main}>{props.children}</main>
    </>
  )
}

/** Short date and time, in the visitor's locale. */
export const formatDate = (ms: unknown): string =>
  typeof ms === "number" ? new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—"

/** Time with seconds. */
export const formatTime = (ms: unknown): string =>
  typeof ms === "number"
    ? new Date(ms).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" })
    : "—"
