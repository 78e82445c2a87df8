/**
 * Shared pieces of the hostile-server suite: transports, client options,
 * outcome classification, secret-leak checks and process health.
 */
import * as Cause from "effect/Cause"
import type * as Duration from "effect/Duration"
import * as Exit from "effect/Exit"
import * as Logger from "effect/Logger"
import * as Option from "effect/Option"
import type { Tracer } from "effect/Tracer"
import * as util from "node:util"
import { afterAll, beforeAll, expect } from "vitest"
import type { LayerOptions } from "../../src/Http/Layer.ts"
import type { RetryOptions } from "../../src/Http/Retry.ts"
import { fetchTransport, nodeTransport, type Transport } from "../../src/Http/Transport.ts"
import { ORG, TOKEN } from "../support/client.ts"
import { testUndiciTransport } from "../support/undici.ts"

export { ORG, TOKEN }

/** The transports every case runs on. */
export const transports = {
  node: (): Transport => nodeTransport(),
  fetch: (): Transport => fetchTransport(),
  undici: (): Transport => testUndiciTransport()
} as const
export type TransportName = keyof typeof transports
export const transportNames = Object.keys(transports) as ReadonlyArray<TransportName>

export type Api = "effect" | "promise"
export const apis: ReadonlyArray<Api> = ["effect", "promise"]

/**
 * The client options as the library guarantees them (some are being added:
 * `deadline`, `maxResponseSize`, `retry.maxRetryAfter`, `retry.transient`).
 */
export type HostileOptions = LayerOptions & {
  readonly timeout?: Duration.Input | undefined
  readonly deadline?: Duration.Input | undefined
  readonly maxResponseSize?: number | undefined
  readonly retry?:
    | (RetryOptions & {
      readonly maxRetryAfter?: Duration.Input | undefined
      readonly transient?: boolean | { readonly methods: ReadonlyArray<string> } | undefined
    })
    | undefined
}

/** The typed error tags a call may end with. */
export const typedTags = [
  "HttpError",
  "NetworkError",
  "MalformedResponse",
  "Timeout",
  "ResponseTooLarge",
  "InvalidInput",
  "Aborted",
  "ClientDisposed"
] as const
export type TypedTag = (typeof typedTags)[number]

/** How a call ended, whatever the API. */
export type Outcome =
  | { readonly kind: "success"; readonly value: unknown }
  /** A typed failure: an Effect `Fail`, a promise rejection with a known `_tag`. */
  | { readonly kind: "failure"; readonly error: unknown }
  /** A defect, or a promise rejection that is not one of the typed errors. */
  | { readonly kind: "die"; readonly defect: unknown }
  | { readonly kind: "interrupt" }
  /** A promise call or `layer()` that threw synchronously. */
  | { readonly kind: "threw"; readonly error: unknown }

const tagOf = (e: unknown): string | undefined =>
  typeof e === "object" && e !== null && typeof (e as { _tag?: unknown })._tag === "string"
    ? (e as { _tag: string })._tag
    : undefined

export const isTyped = (e: unknown): boolean => (typedTags as ReadonlyArray<string | undefined>).includes(tagOf(e))

export const fromExit = (exit: Exit.Exit<unknown, unknown>): Outcome => {
  if (Exit.isSuccess(exit)) return { kind: "success", value: exit.value }
  const cause = exit.cause
  if (Cause.hasDies(cause)) return { kind: "die", defect: Cause.squash(cause) }
  const error = Cause.findErrorOption(cause)
  if (Option.isSome(error)) return { kind: "failure", error: error.value }
  if (Cause.hasInterrupts(cause)) return { kind: "interrupt" }
  return { kind: "die", defect: Cause.squash(cause) }
}

export const fromRejection = (e: unknown): Outcome =>
  isTyped(e) ? { kind: "failure", error: e } : { kind: "die", defect: e }

/** A line about an outcome for assertion messages, with the token masked. */
export const describeOutcome = (o: Outcome): string => {
  const mask = (s: string) => s.split(TOKEN).join("<TOKEN>")
  switch (o.kind) {
    case "success":
      return mask(`success ${safeJson(o.value).slice(0, 200)}`)
    case "failure": {
      const e = o.error as Record<string, unknown>
      const fields = ["status", "scope", "retryAfterMillis", "limitBytes", "reason"]
        .filter((k) => e[k] !== undefined)
        .map((k) => `${k}=${String(e[k])}`)
      return mask(`${tagOf(e)} ${fields.join(" ")} :: ${String((e as { message?: unknown }).message).slice(0, 300)}`)
    }
    case "die":
      return mask(`DEFECT ${util.inspect(o.defect, { depth: 3 }).slice(0, 600)}`)
    case "interrupt":
      return "interrupted"
    case "threw":
      return mask(`THREW SYNCHRONOUSLY ${util.inspect(o.error, { depth: 3 }).slice(0, 600)}`)
  }
}

/** What a case expects; several alternatives may be acceptable. */
export interface Expected {
  readonly tag: "success" | "Interrupted" | TypedTag
  /** For success: the value (deep equality). */
  readonly value?: unknown
  readonly status?: number
  readonly scope?: "attempt" | "call"
  /** Exact, or an inclusive range. */
  readonly retryAfterMillis?: number | readonly [number, number]
  readonly limitBytes?: number
  readonly message?: RegExp
}

export const describeExpected = (e: Expected): string =>
  [
    e.tag,
    e.status === undefined ? "" : `status=${e.status}`,
    e.scope === undefined ? "" : `scope=${e.scope}`,
    e.retryAfterMillis === undefined ? "" : `retryAfterMillis=${String(e.retryAfterMillis)}`,
    e.limitBytes === undefined ? "" : `limitBytes=${e.limitBytes}`,
    e.value === undefined ? "" : `value=${safeJson(e.value).slice(0, 80)}`
  ].filter((s) => s !== "").join(" ")

/** Whether an outcome meets an expectation; the promise API resolves `undefined` where Effect fails with `Aborted`. */
export const meets = (o: Outcome, e: Expected, api: Api): boolean => {
  if (e.tag === "Aborted" && api === "promise") return o.kind === "success" && o.value === undefined
  if (e.tag === "Interrupted") return o.kind === "interrupt"
  if (e.tag === "success") {
    return o.kind === "success" && (e.value === undefined || util.isDeepStrictEqual(o.value, e.value))
  }
  if (o.kind !== "failure") return false
  const error = o.error as Record<string, unknown>
  if (error._tag !== e.tag) return false
  if (e.status !== undefined && error.status !== e.status) return false
  if (e.scope !== undefined && error.scope !== e.scope) return false
  if (e.limitBytes !== undefined && error.limitBytes !== e.limitBytes) return false
  if (e.retryAfterMillis !== undefined) {
    const got = error.retryAfterMillis
    if (typeof got !== "number") return false
    const [lo, hi] = typeof e.retryAfterMillis === "number"
      ? [e.retryAfterMillis, e.retryAfterMillis]
      : e.retryAfterMillis
    if (got < lo || got > hi) return false
  }
  if (e.message !== undefined && !e.message.test(String((o.error as Error).message))) return false
  return true
}

// ---------------------------------------------------------------------------------------------
// Secrets

/** The token with every character as a JSON `\uXXXX` escape. */
export const unicodeEscaped = (s: string): string =>
  [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")

/** Every form of the token that must never show: as is, as a bearer header, JSON-escaped (once and twice). */
export const secretForms = (token: string = TOKEN): ReadonlyArray<string> => [
  token,
  `Bearer ${token}`,
  unicodeEscaped(token),
  JSON.stringify(unicodeEscaped(token)).slice(1, -1)
]

/** JSON.stringify that survives bigints, cycles and throwing getters. */
export const safeJson = (value: unknown): string => {
  const seen = new WeakSet<object>()
  try {
    return JSON.stringify(value, (_k, v: unknown) => {
      if (typeof v === "bigint") return `${v}n`
      if (typeof v === "object" && v !== null) {
        if (seen.has(v)) return "[cycle]"
        seen.add(v)
      }
      return v
    }) ?? String(value)
  } catch (e) {
    return `<JSON.stringify threw: ${String(e)}> ${util.inspect(value, { depth: 10 })}`
  }
}

const attempt = (f: () => unknown): string => {
  try {
    const v = f()
    return typeof v === "string" ? v : String(v)
  } catch (e) {
    return `<threw ${String(e)}>`
  }
}

/** Every rendering of an error the guarantee covers, labelled. */
export const renderError = (error: unknown): Array<readonly [string, string]> => {
  const out: Array<readonly [string, string]> = []
  const add = (label: string, f: () => unknown) => out.push([label, attempt(f)])
  const e = error as Error
  add("message", () => e?.message)
  add("String()", () => String(error))
  add("JSON.stringify", () => JSON.stringify(error))
  add("safeJson", () => safeJson(error))
  add("stack", () => e?.stack)
  add("util.inspect", () => util.inspect(error, { depth: 10 }))
  add("util.inspect showHidden", () => util.inspect(error, { depth: 10, showHidden: true }))
  if (typeof error === "object" && error !== null) {
    for (const key of Reflect.ownKeys(error)) {
      add(`own property ${String(key)}`, () => safeJson((error as Record<PropertyKey, unknown>)[key]))
      add(
        `own property ${String(key)} (inspect)`,
        () => util.inspect((error as Record<PropertyKey, unknown>)[key], { depth: 10 })
      )
    }
    add("toJSON()", () => safeJson((error as { toJSON?: () => unknown }).toJSON?.()))
    add("cause", () => util.inspect((error as { cause?: unknown }).cause, { depth: 10 }))
  }
  return out
}

/** Fails the test when any labelled text contains a form of the token. */
export const expectNoSecret = (
  where: string,
  texts: ReadonlyArray<readonly [string, string]>,
  token: string = TOKEN
): void => {
  const leaks: Array<string> = []
  for (const [label, text] of texts) {
    for (const secret of secretForms(token)) {
      if (text.includes(secret)) {
        const at = text.indexOf(secret)
        leaks.push(`${label}: …${text.slice(Math.max(0, at - 60), at).split(secret).join("<TOKEN>")}<TOKEN>…`)
        break
      }
    }
  }
  expect(leaks, `${where}: the token leaked in ${leaks.length} rendering(s)`).toEqual([])
}

/** A logger that keeps every rendering of every log line. */
export const capturingLogger = () => {
  const lines: Array<readonly [string, string]> = []
  const logger = Logger.make((options) => {
    lines.push(["log message (inspect)", attempt(() => util.inspect(options.message, { depth: 10 }))])
    lines.push(["log formatSimple", attempt(() => Logger.formatSimple.log(options))])
    lines.push(["log formatLogFmt", attempt(() => Logger.formatLogFmt.log(options))])
    lines.push(["log formatJson", attempt(() => Logger.formatJson.log(options))])
    lines.push(["log cause (pretty)", attempt(() => Cause.pretty(options.cause))])
  })
  return { lines, logger }
}

/** Renderings of recorded spans: attributes, status (with the exit), events. */
export const renderSpans = (spans: ReadonlyArray<unknown>): Array<readonly [string, string]> =>
  spans.flatMap((span, i) => {
    const s = span as { name?: string; attributes?: unknown; status?: unknown; events?: unknown }
    return [
      [`span ${i} ${s.name} attributes`, attempt(() => util.inspect(s.attributes, { depth: 10 }))],
      [
        `span ${i} ${s.name} attributes JSON`,
        attempt(() => safeJson([...((s.attributes as Map<string, unknown>) ?? [])]))
      ],
      [`span ${i} ${s.name} status`, attempt(() => util.inspect(s.status, { depth: 10 }))],
      [`span ${i} ${s.name} status JSON`, attempt(() => safeJson(s.status))],
      [`span ${i} ${s.name} events`, attempt(() => util.inspect(s.events, { depth: 10 }))]
    ] as const
  })

export type { Tracer }

// ---------------------------------------------------------------------------------------------
// Process health

/**
 * Counts `uncaughtException` and `unhandledRejection` while the enclosing
 * suite runs (listeners added in beforeAll, removed in afterAll).
 */
export const processHealth = () => {
  const seen: Array<string> = []
  const onUncaught = (e: unknown) => {
    seen.push(`uncaughtException: ${util.inspect(e, { depth: 2 }).split(TOKEN).join("<TOKEN>").slice(0, 400)}`)
  }
  const onUnhandled = (e: unknown) => {
    seen.push(`unhandledRejection: ${util.inspect(e, { depth: 2 }).split(TOKEN).join("<TOKEN>").slice(0, 400)}`)
  }
  beforeAll(() => {
    process.on("uncaughtException", onUncaught)
    process.on("unhandledRejection", onUnhandled)
  })
  afterAll(() => {
    process.off("uncaughtException", onUncaught)
    process.off("unhandledRejection", onUnhandled)
  })
  return {
    reset: () => {
      seen.length = 0
    },
    /** Lets pending rejections surface, then expects none. */
    check: async (where: string) => {
      await new Promise((r) => setImmediate(r))
      await new Promise((r) => setTimeout(r, 5))
      expect(seen, `${where}: uncaught exceptions / unhandled rejections`).toEqual([])
    }
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
