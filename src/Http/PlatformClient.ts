/**
 * The request pipeline shared by every call: path, query, body, bearer token,
 * transport, 429 back-off, GET abort switch, timeout, response handling.
 *
 * @module
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Semaphore from "effect/Semaphore"
import {
  Aborted,
  HttpError,
  InvalidInput,
  MalformedResponse,
  NetworkError,
  type RequestError,
  Timeout
} from "../Errors/index.ts"
import type { ResolvedConfig } from "./Config.ts"
import { parseJson } from "./Json.ts"
import { encodeQuery, toQueryString } from "./Query.ts"
import { backoff } from "./Retry.ts"
import type { RequestBody, Transport, TransportRequest, TransportResponse } from "./Transport.ts"

/** HTTP methods used by the platform APIs. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/** How a call's body travels. */
export type BodyKind = "json" | "form" | "multipart" | "file"

/** How a call's success response is read. */
export type ResponseKind = "json" | "empty" | "blob" | "text"

/** The data that describes one call; built once, when a module is loaded. */
export interface EndpointDef {
  /** Span and error name, e.g. `Sources.rebuild`. */
  readonly name: string
  readonly method: Method
  /** Path template, e.g. `/rest/organizations/{org}/sources/{sourceId}/rebuild`. */
  readonly path: string
  readonly host: "platform" | "serverless"
  readonly query: import("effect/Schema").Top | undefined
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
}

/** What a call's arguments become before the pipeline runs. */
export interface Parts {
  readonly path?: Readonly<Record<string, string | number>> | undefined
  readonly query?: unknown
  readonly body?: unknown
}

/** What `POST /oauth/check_token` answers (spec 6), kept after a token check. */
export interface TokenInfo {
  readonly authentication?: unknown
  readonly [key: string]: unknown
}

/** The service every call runs on. */
export interface PlatformClientShape {
  readonly config: ResolvedConfig
  /** Runs one call through the pipeline. */
  readonly run: (def: EndpointDef, parts: Parts) => Effect.Effect<unknown, RequestError | InvalidInput | Aborted>
  /** Aborts every GET in flight; they fail with `Aborted`. */
  readonly abortGetRequests: Effect.Effect<void>
  /** The last token check's answer, if any. */
  readonly tokenInfo: () => TokenInfo | undefined
  /** Records a token check's answer. */
  readonly setTokenInfo: (info: TokenInfo) => void
}

/** The client service: configuration plus the request pipeline. Layers are in `Layer.ts`. */
export class PlatformClient extends Context.Service<PlatformClient, PlatformClientShape>()(
  "effect-coveo-platform/PlatformClient"
) {}

/** Percent-encodes one path argument; `undefined` when it could change the path. */
const segment = (value: unknown): string | undefined => {
  if (typeof value === "number" && Number.isFinite(value)) return String(value)
  if (typeof value !== "string" || value === "" || value === "." || value === "..") return undefined
  return encodeURIComponent(value)
}

const secretQuery = /([?&](?:access_token|accessToken|token|apiKey)=)[^&#]*/g

/** The URL as errors and spans show it: secret query values redacted. */
export const redactUrl = (url: string): string => url.replace(secretQuery, "$1<redacted>")

const header = (headers: TransportResponse["headers"], name: string): string | undefined => {
  const value = headers[name]
  return typeof value === "string" ? value : value?.[0]
}

/** Makes the service from a resolved configuration and a transport. */
export const make = (config: ResolvedConfig, transport: Transport): PlatformClientShape => {
  // GETs in flight register here; abortGetRequests fails them all with Aborted.
  const gets = new Set<() => void>()
  let tokenInfo: TokenInfo | undefined

  const read = (def: EndpointDef, url: string, res: TransportResponse): Effect.Effect<unknown, RequestError> => {
    const status = res.status
    const requestId = header(res.headers, "x-request-id")
    if (status >= 200 && status < 300) {
      if (status === 204) return Effect.succeed({})
      if (def.response === "blob") {
        return Effect.succeed(new Blob([(res.bytes ?? new Uint8Array()) as Uint8Array<ArrayBuffer>], { type: header(res.headers, "content-type") ?? "" }))
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
            text: res.text.slice(0, 1000),
            ...(requestId === undefined ? {} : { requestId })
          })
        )
    }
    const parsed = res.text === "" ? Result.succeed(undefined) : parseJson(res.text)
    const retryAfter = header(res.headers, "retry-after")
    const retryAfterMillis = retryAfter === undefined ? undefined : retryAfterToMillis(retryAfter)
    return Effect.fail(
      new HttpError({
        status,
        body: Result.isSuccess(parsed) ? parsed.success : res.text,
        method: def.method,
        url,
        ...(requestId === undefined ? {} : { requestId }),
        ...(retryAfterMillis === undefined ? {} : { retryAfterMillis })
      })
    )
  }

  const is429 = (e: RequestError | Aborted): e is HttpError => e._tag === "HttpError" && e.status === 429
  const schedule = backoff<RequestError | Aborted>(
    config.retry,
    is429,
    (e) => e._tag === "HttpError" ? e.retryAfterMillis : undefined
  )
  const retryPermits = Semaphore.makeUnsafe(config.retry.maxConcurrentRetries ?? 16)
  // The end of the last Retry-After the platform sent, in Clock milliseconds; 0 when none is running.
  let pausedUntil = 0
  const notePause = (e: RequestError | Aborted) =>
    is429(e) && e.retryAfterMillis !== undefined
      ? Effect.map(Clock.currentTimeMillis, (now) => {
        pausedUntil = Math.max(pausedUntil, now + e.retryAfterMillis!)
      })
      : Effect.void

  // A constant token needs no effect per request.
  const constantToken = config.constantToken

  const send = (def: EndpointDef, url: string, body: RequestBody, contentType: string | undefined) => {
    const shownUrl = redactUrl(url)
    const binary = def.response === "blob"
    const request = (token: string): TransportRequest => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: def.accept }
      if (contentType !== undefined) headers["content-type"] = contentType
      return { method: def.method, url, headers, body }
    }
    const exchange = (token: string): Effect.Effect<unknown, RequestError | Aborted> => {
      const sent = Effect.mapError(
        transport.send(request(token), binary, def.method === "GET" ? gets : undefined),
        (f): NetworkError | Aborted =>
          f.aborted === true
            ? new Aborted({ method: def.method, url: shownUrl })
            : new NetworkError({ method: def.method, url: shownUrl, reason: f.reason })
      )
      const answered = Effect.flatMap(sent, (res) => read(def, shownUrl, res))
      return config.timeoutMillis === undefined ? answered : Effect.timeoutOrElse(answered, {
        duration: config.timeoutMillis,
        orElse: () => Effect.fail(new Timeout({ method: def.method, url: shownUrl, timeoutMillis: config.timeoutMillis! }))
      })
    }
    const exchanged = constantToken === undefined
      ? Effect.flatMap(config.accessToken, (token) => exchange(Redacted.value(token)))
      : exchange(constantToken)
    // While the platform has asked everyone to wait (Retry-After), new attempts wait too.
    const attempt = Effect.suspend(() =>
      pausedUntil === 0 ? exchanged : Effect.flatMap(Clock.currentTimeMillis, (now) => {
        if (now < pausedUntil) return Effect.andThen(Effect.sleep(pausedUntil - now), exchanged)
        pausedUntil = 0
        return exchanged
      })
    ).pipe(Effect.tapError(notePause))
    // The Schedule only comes into play once a 429 arrives: the common path stays one exchange.
    return Effect.catchIf(
      attempt,
      is429,
      (first) => {
        // The retry budget: only so many retried requests are in flight at once; the waits hold no permit.
        const retried = retryPermits.withPermits(1)(attempt)
        let replayed = false
        const again = Effect.suspend(() => {
          if (replayed) return retried
          replayed = true
          return Effect.fail(first)
        })
        return Effect.retry(again, schedule)
      }
    )
  }

  const run = (def: EndpointDef, parts: Parts): Effect.Effect<unknown, RequestError | InvalidInput | Aborted> => {
    let path = def.chunks[0]!
    for (let i = 0; i < def.params.length; i++) {
      const name = def.params[i]!
      const raw = name === "org" ? config.organizationId : parts.path?.[name]
      const encoded = segment(raw)
      if (encoded === undefined) {
        return Effect.fail(
          new InvalidInput({
            call: def.name,
            message: `${name} must be a non-empty string other than "." and ".."; got ${
              typeof raw === "string" ? JSON.stringify(raw) : typeof raw
            }`
          })
        )
      }
      path += encoded + def.chunks[i + 1]!
    }
    let query = ""
    if (def.query !== undefined || def.orgQuery !== undefined) {
      const encoded = def.query === undefined
        ? Result.succeed((parts.query ?? {}) as Readonly<Record<string, unknown>>)
        : encodeQuery(def.query, parts.query)
      if (Result.isFailure(encoded)) {
        return Effect.fail(new InvalidInput({ call: def.name, message: `Invalid query: ${encoded.failure}` }))
      }
      let record = encoded.success
      if (def.orgQuery !== undefined) {
        // The organization goes first; a caller's own (defined) value for the same key wins.
        const { [def.orgQuery]: own, ...rest } = record
        record = { [def.orgQuery]: own ?? config.organizationId, ...rest }
      }
      query = toQueryString(record)
    }
    const base = def.host === "serverless" ? config.serverlessUrl : config.platformUrl
    const url = base + path + query
    switch (def.body) {
      case "json": {
        if (def.method === "GET" || (def.method === "DELETE" && parts.body === undefined)) {
          return send(def, url, undefined, undefined)
        }
        return send(def, url, JSON.stringify(parts.body ?? {}), "application/json")
      }
      case "form": {
        const params = new URLSearchParams()
        for (const [k, v] of entries(parts.body)) params.append(k, typeof v === "string" ? v : String(v))
        return send(def, url, params.toString(), "application/x-www-form-urlencoded")
      }
      case "multipart": {
        const form = new FormData()
        for (const [k, v] of entries(parts.body)) {
          if (v instanceof Blob) form.append(k, v, (v as File).name ?? "blob")
          else form.append(k, typeof v === "string" ? v : JSON.stringify(v))
        }
        return send(def, url, form, undefined)
      }
      case "file": {
        const file = parts.body as Blob
        return send(def, url, file, file.type === "" ? "application/octet-stream" : file.type)
      }
    }
  }

  return {
    config,
    run,
    abortGetRequests: Effect.sync(() => {
      const aborting = [...gets]
      gets.clear()
      for (const abort of aborting) abort()
    }),
    tokenInfo: () => tokenInfo,
    setTokenInfo: (info) => {
      tokenInfo = info
    }
  }
}

// Redacted values travel in clear only inside the body they belong to.
const entries = (body: unknown): Array<[string, unknown]> =>
  body === undefined || body === null
    ? []
    : Object.entries(body as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, Redacted.isRedacted(v) ? Redacted.value(v as Redacted.Redacted<unknown>) : v])

const retryAfterToMillis = (value: string): number | undefined => {
  const seconds = Number(value)
  if (value.trim() !== "" && Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}
