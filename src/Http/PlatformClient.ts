/**
 * The request pipeline shared by every call: path, query, body, bearer token,
 * one attempt over the transport (`Exchange.ts`), 429 back-off with a bounded
 * `Retry-After`, opt-in transient retries, GET abort switch, deadline, and
 * response handling with the token scrubbed from anything an error shows.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import {
  Aborted,
  HttpError,
  InvalidInput,
  MalformedResponse,
  NetworkError,
  type RequestError,
  ResponseTooLarge,
  Timeout
} from "../Errors/index.ts"
import { isRecord } from "../internal/isRecord.ts"
import {
  constantTokenOf,
  durationMillis,
  RefusedToken,
  type ResolvedConfig,
  retryProblem,
  tokenEffect,
  tokenFor,
  type TokenSource
} from "./Config.ts"
import { type BodyMode, exchange, type Exchanged, type ExchangeFailure, header } from "./Exchange.ts"
import { parseJson } from "./Json.ts"
import { textMultipart } from "./Multipart.ts"
import type { QueryEncoder } from "./Query.ts"
import { toQueryString, UnsendableQueryValue, wellFormed } from "./QueryString.ts"
import { retryFailure, type RetryOptions } from "./Retry.ts"
import type { RequestBody, ResponseHeaders, Transport, TransportRequest } from "./Transport.ts"

/**
 * HTTP methods used by the platform APIs.
 *
 * @since 0.1.0
 * @category models
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/**
 * How a call's body travels.
 *
 * @since 0.1.0
 * @category models
 */
export type BodyKind = "json" | "form" | "multipart" | "file"

/**
 * How a call's success response is read; `stream` hands the body over as it arrives.
 *
 * @since 0.1.0
 * @category models
 */
export type ResponseKind = "json" | "empty" | "blob" | "text" | "stream"

/**
 * The data that describes one call; built once, when a module is loaded.
 *
 * @since 0.1.0
 * @category models
 */
export interface EndpointDef {
  /** Span and error name, e.g. `Sources.rebuild`. */
  readonly name: string
  readonly method: Method
  /** Path template, e.g. `/rest/organizations/{org}/sources/{sourceId}/rebuild`. */
  readonly path: string
  readonly host: "platform" | "serverless"
  /** The query Schema, for the emulator and the tests; the pipeline uses `encodeQuery`. */
  readonly query: import("effect/Schema").Top | undefined
  /** Encodes query values through `query` (carried by the declaration: see `Query.ts`). */
  readonly encodeQuery: QueryEncoder | undefined
  /** Query key that carries the organization id (`org` for usage analytics). */
  readonly orgQuery: string | undefined
  readonly body: BodyKind
  readonly response: ResponseKind
  /** `Accept` header; JSON by default. */
  readonly accept: string
  /** The literal pieces of `path` around its parameters. */
  readonly chunks: ReadonlyArray<string>
  /** The parameter names of `path`, in order. */
  readonly params: ReadonlyArray<string>
  /** Header parameters, options field → header name (`withHeaders` in `HeaderParams.ts`), if any. */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/**
 * What a call's arguments become before the pipeline runs.
 *
 * @since 0.1.0
 * @category models
 */
export interface Parts {
  readonly path?: Readonly<Record<string, string | number>> | undefined
  readonly query?: unknown
  readonly body?: unknown
}

/**
 * The user a token authenticates, as the token check tells it.
 *
 * @since 0.1.0
 * @category models
 */
export interface TokenUser {
  readonly username?: string | undefined
  readonly displayName?: string | undefined
  readonly email?: string | undefined
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  /** How the user signs in: `EMAIL`, `SALESFORCE`, `GOOGLE`, `OFFICE365`, `SAML`, `API_KEY`, ... */
  readonly provider?: string | undefined
  /** The organization an API key or a bound token belongs to. */
  readonly organizationId?: string | undefined
}

/**
 * What `POST /oauth/check_token` answers, kept after a token check.
 *
 * @since 0.1.0
 * @category models
 */
export interface TokenInfo {
  /** The authenticated user; `currentUser` returns it. */
  readonly authentication?: TokenUser | undefined
  /** Whether the token is valid now. */
  readonly active?: boolean | undefined
  /** The user name the token was issued to. */
  readonly user_name?: string | undefined
  /** The OAuth client the token was issued to. */
  readonly client_id?: string | undefined
  /** The token's scopes. */
  readonly scope?: ReadonlyArray<string> | undefined
  /** Seconds until the token expires. */
  readonly expires_in?: number | undefined
  /** Expiry, in seconds since the epoch, when the server sends it. */
  readonly exp?: number | undefined
}

/**
 * The service every call runs on.
 *
 * @since 0.1.0
 * @category models
 */
export interface PlatformClientShape {
  readonly config: ResolvedConfig
  /** Runs one call through the pipeline; a `stream` call succeeds with a {@link Download}. */
  readonly run: (def: EndpointDef, parts: Parts) => Effect.Effect<unknown, RequestError | InvalidInput | Aborted>
  /** Aborts every GET in flight; they fail with `Aborted`. */
  readonly abortGetRequests: Effect.Effect<void>
  /**
   * Downloads a URL that carries its own credential (a signed URL) through the
   * transport, with the client's limits and abort switch but never its token.
   */
  readonly fetchSigned: (name: string, url: string) => Effect.Effect<Download, RequestError | Aborted | InvalidInput>
  /** This client with `options` applied to its calls; it shares connections, retry budget and abort switch. */
  readonly withOptions: (options: CallOptions) => PlatformClientShape
  /**
   * This client sending `credential`'s token instead of its own, scrubbed from errors as its own is;
   * it shares connections, retry budget and abort switch, and keeps its per-call options.
   */
  readonly withCredential: (credential: Credential) => PlatformClientShape
  /** The last token check's answer, if any. */
  readonly tokenInfo: () => TokenInfo | undefined
  /** Records a token check's answer. */
  readonly setTokenInfo: (info: TokenInfo) => void
  /**
   * The token these calls sent last (a token function's too), else the constant one they send: what to scrub from
   * what outlives a call.
   */
  readonly sentToken: () => string | undefined
}

/**
 * Another token for some calls (see {@link withAccessToken}): made once, so that its token check
 * is kept with it whichever derived client runs the calls.
 *
 * @since 0.1.0
 * @category models
 */
export interface Credential {
  /** The token, resolved on every request; `InvalidInput` when it cannot be had or sent. */
  readonly accessToken: Effect.Effect<Redacted.Redacted<string>, InvalidInput>
  /** The token when it is a constant, so the hot path can skip resolving it. */
  readonly constantToken: string | undefined
  /** The last token check of this credential, apart from the client's own. */
  readonly checked: { info: TokenInfo | undefined }
}

/**
 * What a call's final response looked like, for callers that need more than its data.
 *
 * @since 0.1.0
 * @category models
 */
export interface ResponseInfo {
  readonly status: number
  readonly headers: ResponseHeaders
  /** The `x-request-id` header, for support requests. */
  readonly requestId: string | undefined
  readonly method: string
  /** The request URL, secret query values redacted. */
  readonly url: string
}

/**
 * Options applied to every call run through a client made with `withOptions` (see {@link withCallOptions}).
 *
 * @since 0.1.0
 * @category models
 */
export interface CallOptions {
  /**
   * Ask the transport to let the request outlive the page (fetch's `keepalive`), so that
   * an effect started by a click on a link still reaches the server after navigation.
   * Browsers limit such bodies to 64 KiB. Ignored on Node.
   */
  readonly keepalive?: boolean | undefined
  /** The per-attempt timeout of these calls, instead of the client's. */
  readonly timeout?: Duration.Input | undefined
  /** The limit of each of these calls in all (attempts, back-off, waits), instead of the client's `deadline`. */
  readonly deadline?: Duration.Input | undefined
  /** Extra request headers (not `authorization`, `host` or `content-length`). */
  readonly headers?: Readonly<Record<string, string>> | undefined
  /** Retry settings of these calls, over the client's (field by field). */
  readonly retry?: RetryOptions | undefined
  /**
   * Called with the response of every attempt of these calls (a 429 retried, then the final one). A throw
   * fails the call with `InvalidInput`, its `cause` what was thrown. Callbacks given at several levels
   * (`withCallOptions` around `withResponse`) are all called, the outermost first.
   */
  readonly onResponse?: ((response: ResponseInfo) => void) | undefined
}

/**
 * A download under way: its body as a web stream, and how the stream's failures read as typed errors.
 *
 * @since 0.1.0
 * @category models
 */
export interface Download {
  readonly status: number
  readonly headers: ResponseHeaders
  readonly body: ReadableStream<Uint8Array>
  readonly toError: (failure: unknown) => RequestError | Aborted
}

/**
 * The client service: configuration plus the request pipeline. Layers are in `Layer.ts`.
 *
 * @since 0.1.0
 * @category services
 */
export class CoveoClient extends Context.Service<CoveoClient, PlatformClientShape>()(
  "effect-coveo-platform/CoveoClient"
) {}

/**
 * The authenticated user of the last token check, or `undefined` before any (re-exported by `Auth`).
 *
 * @since 0.1.0
 * @category calls
 */
// Here, not in `Auth`: an area module that reads it (`Users`) would make `Auth`, which the promise facade's page
// loads up front, a chunk of its own (issue 18's budget (b)).
export const currentUser: Effect.Effect<TokenUser | undefined, never, CoveoClient> = CoveoClient.useSync((client) =>
  client.tokenInfo()?.authentication
)

/** Percent-encodes one path argument; `undefined` when it could change the path or cannot be sent. */
const segment = (value: unknown): string | undefined => {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined
  if (typeof value !== "string" || value === "" || value === "." || value === "..") return undefined
  let encoded: string
  try {
    encoded = encodeURIComponent(value)
  } catch {
    // A lone surrogate: no URL can carry it.
    return undefined
  }
  // `@` and `:` are legal in a path segment and mean nothing special to the platform's servers (user
  // names are e-mail addresses): keep them as the promise client does. Everything else stays encoded.
  return encoded.includes("%") ? encoded.replace(keptInSegment, (escape) => escape === "%40" ? "@" : ":") : encoded
}

const keptInSegment = /%40|%3A/g

/**
 * Why `value` cannot be the path argument `name` of a call, or `undefined` when it can: the rule every call
 * applies to its path arguments, for helpers that must check one before an earlier request.
 *
 * @since 0.1.0
 * @category helpers
 */
export const pathArgumentProblem = (name: string, value: unknown): string | undefined =>
  segment(value) === undefined
    ? `${name} must be a non-empty string other than "." and "..", of well-formed Unicode, or a finite number; ` +
      `got ${describeArgument(value)}`
    : undefined

const describeArgument = (raw: unknown): string =>
  typeof raw === "string"
    ? (wellFormed(raw) ? JSON.stringify(raw) : "a string holding a lone surrogate (not well-formed Unicode)")
    : typeof raw === "number"
    ? String(raw)
    : typeof raw

const secretQuery = /([?&](?:access_token|accessToken|token|apiKey)=)[^&#]*/g

/**
 * The URL as errors and spans show it: secret query values redacted.
 *
 * @since 0.1.0
 * @category helpers
 */
export const redactUrl = (url: string): string => url.replace(secretQuery, "$1<redacted>")

const redacted = "<redacted>"

/**
 * `text` with every occurrence of `token` replaced (so `Bearer <token>` too).
 *
 * @since 0.1.0
 * @category helpers
 */
export const scrub = (token: string, text: string): string => {
  if (!token || !text.includes(token)) return text
  // A marker already there stays whole: a token such as `t` would otherwise nest markers on a second scrub
  // (the token and its encoded form; an error's text scrubbed again). Where that leaves the token (a token
  // across a marker's edge), every occurrence is replaced, as without markers.
  const kept = text.split(redacted).map((part) => part.split(token).join(redacted)).join(redacted)
  return kept.includes(token) && !redacted.includes(token) ? text.split(token).join(redacted) : kept
}

/** Removes secrets from a text. */
type Scrubber = (text: string) => string

/** A scrubber of every secret given (the token; the values of a signed URL's query). */
const scrubberOf = (...secrets: ReadonlyArray<string>): Scrubber => (text) => {
  let out = text
  for (const secret of secrets) out = scrub(secret, out)
  return out
}

/**
 * A scrubber of `token` as it is and percent-encoded, as a query string or a server's echo of one carries it.
 *
 * @since 0.1.0
 * @category helpers
 */
export const tokenScrubber = (token: string): (text: string) => string => scrubberOf(token, encodeURIComponent(token))

/**
 * `value`, a fresh JSON parse, with every string and key scrubbed by `clean`, in place. Escaped forms in JSON
 * (\u0041, \/) survive a scrub of the text: the parsed value is scrubbed as well. Without recursion: a body
 * nested thousands deep would overflow the stack.
 *
 * @since 0.1.0
 * @category helpers
 */
export const scrubValue = (clean: (text: string) => string, value: unknown): unknown => {
  // Read while it grows: every object and array of the value, once (a parse has no shared parts).
  const todo: Array<Record<string, unknown>> = [[value] as never]
  for (const o of todo) {
    for (const k of Object.keys(o)) {
      const v = o[k]
      // An array's keys are its indices. A key that changes holds "<redacted>": never "__proto__", which
      // JSON.parse made an own key and which a write therefore keeps one.
      const c = Array.isArray(o) ? k : clean(k)
      if (c !== k) delete o[k]
      o[c] = typeof v === "string" ? clean(v) : v
      if (v instanceof Object) todo.push(v as never)
    }
  }
  return todo[0]![0]
}

// What an HTTP header value can carry on every transport: no control character but tab, nothing above U+00FF.
const unsendable = /[^\t\x20-\x7e\x80-\xff]/

/**
 * Why a token cannot be sent, in words that never quote it; `undefined` when it can.
 *
 * @since 0.1.0
 * @category helpers
 */
export const tokenProblem = (token: string): string | undefined =>
  token === ""
    ? "The access token is empty"
    : unsendable.test(token)
    ? "The access token cannot be sent in an HTTP header: it holds a control character (such as CR, LF or NUL) or a character above U+00FF"
    : undefined

// A lone surrogate in a JSON body appears as an escape after an odd run of backslashes (JSON.stringify escapes nothing else there).
const loneSurrogateEscape = /(?:^|[^\\])(?:\\\\)*\\ud[89a-f]/

const dayName = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
const monthName = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
const time = "\\d{2}:\\d{2}:\\d{2}"
const imfDate = new RegExp(`^${dayName}, \\d{2} ${monthName} \\d{4} ${time} GMT$`)
const rfc850Date = new RegExp(`^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \\d{2}-${monthName}-\\d{2} ${time} GMT$`)
const asctimeDate = new RegExp(`^${dayName} ${monthName} [ \\d]\\d ${time} \\d{4}$`)

/**
 * A `Retry-After` value in milliseconds: decimal seconds (digits only), or an
 * HTTP-date (RFC 9110). Anything else is ignored (`undefined`).
 *
 * @since 0.1.0
 * @category helpers
 */
export const retryAfterToMillis = (value: string, now: number = Date.now()): number | undefined => {
  const v = value.trim()
  if (/^\d+$/.test(v)) return Math.min(Number(v) * 1000, Number.MAX_SAFE_INTEGER)
  const date = imfDate.test(v) || rfc850Date.test(v)
    ? Date.parse(v)
    : asctimeDate.test(v)
    ? Date.parse(`${v} GMT`)
    : NaN
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

const transientStatuses = new Set([502, 503, 504])

/**
 * Makes the service from a resolved configuration and a transport.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (config: ResolvedConfig, transport: Transport): PlatformClientShape => {
  // GETs in flight register here; abortGetRequests fails them all with Aborted.
  const gets = new Set<() => void>()
  let tokenInfo: TokenInfo | undefined
  /** How a client (the configured one, or one made with `withOptions`) sends its calls. */
  interface Policy {
    readonly timeoutMillis: number
    readonly deadlineMillis: number | undefined
    readonly retry: RetryOptions
    /** The longest Retry-After honoured. */
    readonly ceiling: number
    /** Whether a failed attempt of a `method` call is tried again (one predicate per method, made once). */
    readonly retryable: Readonly<
      Record<Method, (e: RequestError | Aborted | InvalidInput) => e is HttpError | NetworkError | Timeout>
    >
    /** Notes a 429's Retry-After (within the ceiling) as the client-wide pause. */
    readonly notePause: (e: RequestError | Aborted | InvalidInput) => Effect.Effect<void>
    readonly headers: Readonly<Record<string, string>> | undefined
    readonly keepalive: boolean
    readonly onResponse: ((response: ResponseInfo) => void) | undefined
    /** Why these options cannot be used; every call fails with it. */
    readonly problem: string | undefined
    /** The token these calls send. */
    readonly auth: Auth
  }
  /** A token as the pipeline sends it: resolved per request, or constant and checked once. */
  interface Auth {
    readonly token: Effect.Effect<Redacted.Redacted<string>, InvalidInput>
    readonly constant: string | undefined
    readonly constantProblem: string | undefined
    /** The token last sent. */
    sent?: string
  }
  const authOf = (token: Auth["token"], constant: string | undefined): Auth => ({
    token,
    constant,
    constantProblem: constant === undefined ? undefined : tokenProblem(constant)
  })
  // A constant token needs no effect per request, and is checked once.
  const configuredAuth = authOf(config.accessToken, config.constantToken)
  const policyOf = (
    retry: RetryOptions,
    ceiling: number,
    timeoutMillis: number,
    deadlineMillis: number | undefined,
    options: CallOptions = {}
  ): Policy => {
    const transient = retry.transient
    const transientMethods: ReadonlySet<string> = new Set(
      transient === true ? ["GET"] : transient ? transient.methods : []
    )
    const retryableFor =
      (method: Method) => (e: RequestError | Aborted | InvalidInput): e is HttpError | NetworkError | Timeout => {
        if (e._tag === "HttpError") {
          // No Retry-After (undefined) compares false.
          if ((e.retryAfterMillis as number) > ceiling) return false
          return e.status === 429 || (transientStatuses.has(e.status) && transientMethods.has(method))
        }
        // An attempt that timed out, or a connection that failed before the answer: the methods listed are
        // idempotent, so sending again is safe. A call's deadline (`scope: "call"`) is raised outside the retries.
        return (e._tag === "Timeout" || (e._tag === "NetworkError" && e.beforeResponse === true)) &&
          transientMethods.has(method)
      }
    return {
      timeoutMillis,
      deadlineMillis,
      retry,
      ceiling,
      retryable: {
        GET: retryableFor("GET"),
        POST: retryableFor("POST"),
        PUT: retryableFor("PUT"),
        PATCH: retryableFor("PATCH"),
        DELETE: retryableFor("DELETE")
      },
      notePause: (e) =>
        e._tag === "HttpError" && e.status === 429 && (e.retryAfterMillis as number) <= ceiling
          ? Effect.map(Clock.currentTimeMillis, (now) => {
            pausedUntil = Math.max(pausedUntil, now + e.retryAfterMillis!)
          })
          : Effect.void,
      headers: options.headers,
      keepalive: options.keepalive === true,
      onResponse: options.onResponse,
      problem: undefined,
      auth: configuredAuth
    }
  }
  // The end of the last Retry-After the platform sent, in Clock milliseconds; 0 when none is running.
  let pausedUntil = 0
  const configured = policyOf(config.retry, config.maxRetryAfterMillis, config.timeoutMillis, config.deadlineMillis)
  /** The policy of a client made with `withOptions(options)`; invalid options make every call fail with `InvalidInput`. */
  const derive = (options: CallOptions): Policy => {
    if (!isRecord(options)) return { ...configured, problem: "call options must be an object" }
    const timeout = durationMillis("timeout", options.timeout, false)
    const deadline = durationMillis("deadline", options.deadline, false)
    const problem = headersProblem(options.headers) ?? retryProblem(options.retry) ??
      (timeout instanceof InvalidInput ? timeout : deadline instanceof InvalidInput ? deadline : undefined)?.message
    // The calls fail before any request: nothing else of the options is read (it may not be readable).
    if (problem !== undefined) return { ...configured, problem }
    const ceiling = durationMillis("retry.maxRetryAfter", options.retry?.maxRetryAfter, true) as number | undefined
    return policyOf(
      options.retry === undefined ? config.retry : { ...config.retry, ...options.retry },
      ceiling ?? config.maxRetryAfterMillis,
      (timeout as number | undefined) ?? config.timeoutMillis,
      (deadline as number | undefined) ?? config.deadlineMillis,
      options
    )
  }
  // The retry budget: so many permits, one per retried request in flight. Counted here rather than by effect's
  // Semaphore, whose general machinery (permits by the n, resizing, scoped takes) the page would load for this one
  // use (issue 18's budget (b), 440 B).
  let freePermits = config.retry.maxConcurrentRetries ?? 16
  // The calls waiting for a permit, first come first woken.
  const waiting = new Set<() => void>()
  const wakeOne = () => {
    for (const wake of waiting) {
      waiting.delete(wake)
      return wake()
    }
  }
  /** `effect` run under a permit, waiting (interruptibly) for one when none is free. */
  const withRetryPermit = <A, E>(effect: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    Effect.uninterruptibleMask((restore) => {
      // The count only changes where nothing can interrupt. A returned permit wakes one waiter, which tries again.
      const take: Effect.Effect<void> = Effect.suspend(() => {
        if (freePermits > 0) {
          freePermits--
          return Effect.void
        }
        return Effect.flatMap(
          restore(Effect.callback<void>((resume) => {
            const wake = () => resume(Effect.void)
            waiting.add(wake)
            // A woken waiter resumes at once (effect's callback): interrupted after that, it returns the permit
            // through `give` like any other; interrupted before, it is only taken off the list.
            return Effect.sync(() => {
              waiting.delete(wake)
            })
          })),
          () => take
        )
      })
      const give = Effect.sync(() => {
        freePermits++
        wakeOne()
      })
      return Effect.andThen(take, Effect.ensuring(restore(effect), give))
    })

  /** `effect`, ended by `abortGetRequests` with `Aborted` when it is a GET's. Used on the waits off the hot path. */
  const abortable = <A, E>(def: EndpointDef, url: string, effect: Effect.Effect<A, E>): Effect.Effect<A, E | Aborted> =>
    def.method !== "GET" ? effect : Effect.raceFirst(
      effect,
      Effect.callback<never, Aborted>((resume) => {
        const onAbort = () => resume(Effect.fail(new Aborted({ method: def.method, url })))
        gets.add(onAbort)
        return Effect.sync(() => {
          gets.delete(onAbort)
        })
      })
    )

  const failed = (
    def: EndpointDef,
    url: string,
    clean: Scrubber,
    f: ExchangeFailure,
    timeoutMillis: number
  ): RequestError | Aborted => {
    switch (f.kind) {
      case "aborted":
        return new Aborted({ method: def.method, url })
      case "timeout":
        return new Timeout({ method: def.method, url, timeoutMillis, scope: "attempt" })
      case "tooLarge":
        return new ResponseTooLarge({
          method: def.method,
          url,
          status: f.status ?? 0,
          limitBytes: config.maxResponseSize
        })
      case "network":
        return new NetworkError({
          method: def.method,
          url,
          reason: clean(f.reason),
          ...(f.beforeResponse ? { beforeResponse: true } : {})
        })
    }
  }

  const read = (
    def: EndpointDef,
    url: string,
    clean: Scrubber,
    res: Exchanged,
    policy: Policy
  ): Effect.Effect<unknown, RequestError | InvalidInput> => {
    const status = res.status
    const id = header(res.headers, "x-request-id")
    const requestId = id === undefined ? undefined : clean(id)
    try {
      policy.onResponse?.({ status, headers: res.headers, requestId, method: def.method, url })
    } catch (cause) {
      // The caller's callback failed, not the call: typed, as a throwing token function or onStatus is.
      return Effect.fail(new InvalidInput({ call: def.name, message: "onResponse threw", cause }))
    }
    if (status >= 200 && status < 300) {
      if (res.stream !== undefined) {
        const download: Download = {
          status,
          headers: res.headers,
          body: res.stream,
          toError: (e) =>
            (e as ExchangeFailure | null)?._tag === "ExchangeFailure"
              ? failed(def, url, clean, e as ExchangeFailure, policy.timeoutMillis)
              : new NetworkError({ method: def.method, url, reason: clean(String(e)) })
        }
        return Effect.succeed(download)
      }
      if (status === 204) return Effect.succeed({})
      if (def.response === "blob") {
        return Effect.succeed(
          new Blob([(res.bytes ?? new Uint8Array()) as Uint8Array<ArrayBuffer>], {
            type: header(res.headers, "content-type") ?? ""
          })
        )
      }
      if (def.response === "text") return Effect.succeed(res.text)
      if (res.text === "") return Effect.succeed({})
      const parsed = parseJson(res.text)
      return Result.isSuccess(parsed)
        ? Effect.succeed(parsed.success)
        : Effect.fail(
          new MalformedResponse({
            status,
            method: def.method,
            url,
            text: clean(res.text).slice(0, 1000),
            ...(requestId === undefined ? {} : { requestId })
          })
        )
    }
    // The token is scrubbed before the error exists: whatever the server echoed, no rendering of it shows the token.
    const text = clean(res.text)
    const parsed = text === "" ? Result.succeed(undefined) : parseJson(text)
    const retryAfter = header(res.headers, "retry-after")
    const retryAfterMillis = retryAfter === undefined ? undefined : retryAfterToMillis(retryAfter)
    return Effect.fail(
      new HttpError({
        status,
        body: Result.isSuccess(parsed) ? scrubValue(clean, parsed.success) : text,
        method: def.method,
        url,
        ...(requestId === undefined ? {} : { requestId }),
        ...(retryAfterMillis === undefined ? {} : { retryAfterMillis })
      })
    )
  }

  const send = (
    def: EndpointDef,
    url: string,
    body: RequestBody,
    contentType: string | undefined,
    policy: Policy
  ) => {
    let shownUrl = redactUrl(url)
    const options = {
      mode: (def.response === "blob" ? "bytes" : def.response === "stream" ? "stream" : "text") as BodyMode,
      maxBytes: config.maxResponseSize,
      timeoutMillis: policy.timeoutMillis,
      gate: def.method === "GET" ? gets : undefined
    }
    const request = (token: string): TransportRequest => {
      const headers: Record<string, string> = policy.headers === undefined
        ? { authorization: `Bearer ${token}`, accept: def.accept }
        : { accept: def.accept, ...lowerCased(policy.headers), authorization: `Bearer ${token}` }
      if (contentType !== undefined) headers["content-type"] = contentType
      return policy.keepalive
        ? { method: def.method, url, headers, body, keepalive: true }
        : { method: def.method, url, headers, body }
    }
    const invalidToken = (problem: string) => Effect.fail(new InvalidInput({ call: def.name, message: problem }))
    // Every token this call has sent (a token function may answer a new one for a retry, or after a 401): a server
    // may echo any of them. `mine`: the last, which a 401 refused.
    let scrubbed: Scrubber | undefined
    let mine: string | undefined
    const exchangeWith = (token: string): Effect.Effect<unknown, RequestError | Aborted | InvalidInput> => {
      const own = tokenScrubber(token)
      const before = scrubbed
      const clean: Scrubber = scrubbed = before === undefined ? own : (text) => own(before(text))
      // A token the caller put in the URL shows in no error: neither this attempt's nor the call's Timeout or Aborted.
      shownUrl = clean(shownUrl)
      policy.auth.sent = mine = token
      return Effect.flatMap(
        Effect.mapError(
          exchange(transport, request(token), options),
          (f) => failed(def, shownUrl, clean, f, policy.timeoutMillis)
        ),
        (res) => read(def, shownUrl, clean, res, policy)
      )
    }
    const { constant, constantProblem, sent, token: resolveToken } = policy.auth
    // A token function's Timeout or Aborted can come before it answers: its URL is scrubbed of the token it gave last.
    if (constant === undefined && sent !== undefined) shownUrl = tokenScrubber(sent)(shownUrl)
    // While the platform has asked everyone to wait (Retry-After), new requests wait too, checked when the token is
    // at hand: a resend after a 401 as well, and a request whose token function took a while.
    const paused = (
      send: Effect.Effect<unknown, RequestError | Aborted | InvalidInput>
    ): Effect.Effect<unknown, RequestError | Aborted | InvalidInput> =>
      Effect.suspend(() =>
        pausedUntil === 0 ? send : Effect.flatMap(Clock.currentTimeMillis, (now) => {
          if (now < pausedUntil) return Effect.andThen(abortable(def, shownUrl, Effect.sleep(pausedUntil - now)), send)
          pausedUntil = 0
          return send
        })
      )
    // A token function that has not answered yet is raced by the abort switch. `refused`: the token is asked for
    // after a 401, and the same one again lets the 401 stand. The reference is set on every ask: a token source
    // that makes calls of its own does not pass it on to them.
    const withToken = (refused?: HttpError) =>
      Effect.flatMap(
        abortable(
          def,
          shownUrl,
          tokenFor(def.name, Effect.provideService(resolveToken, RefusedToken, refused && mine))
        ),
        (secret) => {
          const token = Redacted.value(secret)
          const problem = tokenProblem(token)
          return refused && token === mine
            ? Effect.fail(refused)
            : problem
            ? invalidToken(problem)
            : paused(exchangeWith(token))
        }
      )
    const attempt = (constant !== undefined
      ? paused(constantProblem === undefined ? exchangeWith(constant) : invalidToken(constantProblem))
      // A 401 under a token that can change: asked once for another.
      : Effect.catchIf(withToken(), (e): e is HttpError => e._tag === "HttpError" && e.status === 401,
        (e) => withToken(e))).pipe(Effect.tapError(policy.notePause))
    const shouldRetry = policy.retryable[def.method]
    // The back-off only comes into play once a retryable failure arrives: the common path stays one exchange.
    const call = Effect.catchIf(
      attempt,
      shouldRetry,
      (first) => {
        // The retry budget: only so many retried requests are in flight at once; the waits hold no permit.
        return abortable(
          def,
          shownUrl,
          retryFailure(
            first,
            withRetryPermit(attempt),
            policy.retry,
            shouldRetry,
            (e) => e._tag === "HttpError" ? e.retryAfterMillis : undefined
          )
        )
      }
    )
    const deadline = policy.deadlineMillis
    return deadline === undefined ? call : Effect.timeoutOrElse(call, {
      duration: deadline,
      orElse: () =>
        Effect.fail(new Timeout({ method: def.method, url: shownUrl, timeoutMillis: deadline, scope: "call" }))
    })
  }

  const invalid = (def: EndpointDef, message: string) => Effect.fail(new InvalidInput({ call: def.name, message }))

  const run = (
    def: EndpointDef,
    parts: Parts,
    policy: Policy = configured
  ): Effect.Effect<unknown, RequestError | InvalidInput | Aborted> => {
    if (policy.problem !== undefined) return invalid(def, policy.problem)
    try {
      return build(def, parts, policy)
    } catch (e) {
      // Whatever a careless argument makes throw while the request is built is bad input, never a defect.
      if (e instanceof UnsendableQueryValue) return invalid(def, `Invalid query: ${e.key} cannot be sent: ${e.problem}`)
      return invalid(def, `Invalid arguments: ${e instanceof Error ? e.message : String(e)}`)
    }
  }

  const build = (
    def: EndpointDef,
    parts: Parts,
    policy: Policy
  ): Effect.Effect<unknown, RequestError | InvalidInput | Aborted> => {
    let path = def.chunks[0]!
    for (let i = 0; i < def.params.length; i++) {
      const name = def.params[i]!
      const raw = name === "org" ? config.organizationId : parts.path?.[name]
      const encoded = segment(raw)
      if (encoded === undefined) {
        return invalid(def, pathArgumentProblem(name === "org" ? "organizationId" : name, raw)!)
      }
      path += encoded + def.chunks[i + 1]!
    }
    let query = ""
    if (def.query !== undefined || def.orgQuery !== undefined || parts.query !== undefined) {
      const encoded = def.encodeQuery === undefined
        ? Result.succeed((parts.query ?? {}) as Readonly<Record<string, unknown>>)
        : def.encodeQuery(parts.query)
      if (Result.isFailure(encoded)) return invalid(def, `Invalid query: ${encoded.failure}`)
      let record = encoded.success
      if (def.orgQuery !== undefined) {
        // The organization goes first; a caller's own (defined) value for the same key wins.
        const { [def.orgQuery]: own, ...rest } = record
        const org = own ?? config.organizationId
        if (org === "") return invalid(def, "organizationId is empty, and this call needs one")
        record = { [def.orgQuery]: org, ...rest }
      }
      query = toQueryString(record)
    }
    const base = def.host === "serverless" ? config.serverlessUrl : config.platformUrl
    const url = base + path + query
    switch (def.body) {
      case "json": {
        if (def.method === "GET" || (def.method === "DELETE" && parts.body === undefined)) {
          return send(def, url, undefined, undefined, policy)
        }
        const json = JSON.stringify(parts.body ?? {}) ?? "{}"
        if (json.includes("\\ud") && loneSurrogateEscape.test(json)) {
          return invalid(def, "The body holds a lone surrogate (not well-formed Unicode)")
        }
        return send(def, url, json, "application/json", policy)
      }
      case "form": {
        const params = new URLSearchParams()
        for (const [k, v] of entries(parts.body)) {
          const value = typeof v === "string" ? v : String(v)
          if (!wellFormed(k) || !wellFormed(value)) return invalid(def, `The form field ${k} holds a lone surrogate`)
          params.append(k, value)
        }
        return send(def, url, params.toString(), "application/x-www-form-urlencoded", policy)
      }
      case "multipart": {
        const fields: Array<readonly [string, string | Blob]> = []
        for (const [k, v] of entries(parts.body)) {
          if (v instanceof Blob) {
            fields.push([k, v])
            continue
          }
          const value = typeof v === "string" ? v : JSON.stringify(v)
          if (!wellFormed(k) || !wellFormed(value)) return invalid(def, `The form field ${k} holds a lone surrogate`)
          fields.push([k, value])
        }
        // Text alone is written by hand: FormData would make Node load its bundled undici (Multipart.ts).
        if (fields.every((field): field is readonly [string, string] => typeof field[1] === "string")) {
          const { body, contentType } = textMultipart(fields)
          return send(def, url, body, contentType, policy)
        }
        const form = new FormData()
        for (const [k, v] of fields) {
          if (typeof v === "string") form.append(k, v)
          else form.append(k, v, (v as File).name ?? "blob")
        }
        return send(def, url, form, undefined, policy)
      }
      case "file": {
        const file = parts.body
        if (!(file instanceof Blob)) return invalid(def, "The file must be a Blob or a File")
        return send(def, url, file, file.type === "" ? "application/octet-stream" : file.type, policy)
      }
    }
  }

  const fetchSigned = (policy: Policy) => (name: string, url: string) => {
    let parsed: URL | undefined
    try {
      parsed = new URL(url)
    } catch {
      // Not a URL: parsed stays undefined.
    }
    // The signed query is a credential: errors show the URL without it.
    const shownUrl = url.split("?")[0]!
    const def = { name, method: "GET" as const }
    if (parsed === undefined || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
      return Effect.fail(new InvalidInput({ call: name, message: "the signed URL is not an http(s) URL" }))
    }
    const clean = scrubberOf(parsed.search, ...[...parsed.searchParams.values()].filter((v) => v.length >= 4))
    return Effect.flatMap(
      Effect.mapError(
        exchange(transport, { method: "GET", url, headers: { accept: "*/*" }, body: undefined }, {
          mode: "stream",
          maxBytes: config.maxResponseSize,
          timeoutMillis: policy.timeoutMillis,
          gate: gets
        }),
        (f) => failed(def as EndpointDef, shownUrl, clean, f, policy.timeoutMillis)
      ),
      (res) => read({ ...def, response: "stream" } as EndpointDef, shownUrl, clean, res, policy)
    ) as Effect.Effect<Download, RequestError | Aborted>
  }

  // `auth` is `credential`'s token record, shared by every client derived under it: the token a call sent is the
  // one `sentToken` answers, whichever of them made the call.
  const shape = (
    callOptions: CallOptions | undefined,
    credential: Credential | undefined,
    auth?: Auth
  ): PlatformClientShape => {
    const optioned = callOptions === undefined ? configured : derive(callOptions)
    const policy = auth === undefined ? optioned : { ...optioned, auth }
    return {
      // The token check (`checkToken`) reads the token from here: under a credential, it checks that one.
      config: credential === undefined
        ? config
        : { ...config, accessToken: credential.accessToken, constantToken: credential.constantToken },
      fetchSigned: fetchSigned(policy),
      run: policy === configured ? run : (def, parts) => run(def, parts, policy),
      withOptions: (options) => shape(mergeCallOptions(callOptions, options), credential, auth),
      withCredential: (other) => shape(callOptions, other, authOf(other.accessToken, other.constantToken)),
      abortGetRequests: Effect.sync(() => {
        const aborting = [...gets]
        gets.clear()
        for (const abort of aborting) abort()
      }),
      tokenInfo: credential === undefined ? () => tokenInfo : () => credential.checked.info,
      setTokenInfo: (info) => {
        if (credential === undefined) tokenInfo = info
        else credential.checked.info = info
      },
      sentToken: () => policy.auth.sent ?? policy.auth.constant
    }
  }
  return shape(undefined, undefined)
}

const lowerCased = (headers: Readonly<Record<string, string>>): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(headers)) out[k.toLowerCase()] = v
  return out
}

const reservedHeaders = new Set(["authorization", "host", "content-length"])
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** Why per-call headers cannot be used, in words; `undefined` when they can. */
const headersProblem = (headers: CallOptions["headers"]): string | undefined => {
  if (headers !== undefined && !isRecord(headers)) return "headers must be an object"
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!headerName.test(name)) return `headers: ${JSON.stringify(name)} is not a header name`
    if (reservedHeaders.has(name.toLowerCase())) return `headers: ${name} is set by the client and cannot be given`
    if (typeof value !== "string" || unsendable.test(value)) {
      return `headers: the value of ${name} cannot be sent in an HTTP header`
    }
  }
  return undefined
}

// A careless caller's value that is no object is kept as given, for the checks to refuse: spread, a string
// would become numbered keys (`{ 0: "x" }`), sent as headers or silently ignored.
const merged = <A extends object>(base: A | undefined, more: A | undefined): A | undefined =>
  isRecord(more) ? { ...base, ...more } : more ?? base

/**
 * Options of a client made with `withOptions(more)` on one made with `base`: `more` wins, field by field
 * within `headers` and `retry`; no `more`, or an option of it given as `undefined`, leaves `base`'s in force.
 *
 * @since 0.1.0
 * @category helpers
 */
export const mergeCallOptions = <O extends CallOptions>(base: O | undefined, more: O | undefined): O | undefined =>
  // Options that are no object stay as given, outer or inner, for the checks to refuse.
  more === undefined || (base !== undefined && !isRecord(base)) ? base : !isRecord(more) ? more : {
    ...base,
    // An option given as `undefined` (`{ timeout: maybe }`) leaves the outer one in force, as an absent one does.
    ...Object.fromEntries(Object.entries(more).filter((entry) => entry[1] !== undefined)) as O,
    headers: merged(base?.headers, more.headers),
    retry: merged(base?.retry, more.retry),
    // Both are called, the outer one first: a callback inside (`withResponse`) does not silence the one outside.
    onResponse: (response) => {
      base?.onResponse?.(response)
      more.onResponse?.(response)
    }
  }

/**
 * Runs `effect` with `options` applied to every call it makes: a timeout, a deadline, extra
 * headers, retry settings, `keepalive` for a click effect, or `onResponse`.
 *
 * @since 0.1.0
 * @category helpers
 */
export const withCallOptions =
  (options: CallOptions) => <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | CoveoClient> =>
    Effect.updateService(effect, CoveoClient, (client) => client.withOptions(options))

/**
 * A {@link Credential} from a token in any form the configuration takes (a string, a `Redacted`,
 * an Effect or a function, resolved on every request).
 *
 * @since 0.1.0
 * @category constructors
 */
export const credential = (token: TokenSource): Credential => ({
  accessToken: tokenEffect(token),
  constantToken: constantTokenOf(token),
  checked: { info: undefined }
})

/**
 * Runs `effect` with another token: a search token for queries, an API key for the Push API, the
 * usage-analytics write API or the Event API. Every call it makes sends `Authorization: Bearer <token>`
 * through the client's pipeline (hosts, retries, timeouts, limits), and the token is scrubbed from
 * errors as the configured one is; `checkToken` and `currentUser` in it are about this token.
 *
 * @since 0.1.0
 * @category helpers
 */
export const withAccessToken = (token: TokenSource) => {
  // Made once: the calls of every effect given to it share the token check's answer.
  const other = credential(token)
  return <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | CoveoClient> =>
    Effect.updateService(effect, CoveoClient, (client) => client.withCredential(other))
}

// Redacted values travel in clear only inside the body they belong to.
const entries = (body: unknown): Array<[string, unknown]> =>
  body === undefined || body === null || typeof body !== "object"
    ? []
    : Object.entries(body as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, Redacted.isRedacted(v) ? Redacted.value(v as Redacted.Redacted<unknown>) : v])
