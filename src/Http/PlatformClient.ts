/**
 * The request pipeline shared by every call: path, query, body, bearer token,
 * transport, 429 back-off, GET abort switch, timeout, response handling.
 *
 * @module
 */
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import { constTrue } from "effect/Function"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Headers from "effect/http/Headers"
import * as HttpBody from "effect/http/HttpBody"
import * as HttpClient from "effect/http/HttpClient"
import type * as HttpClientError from "effect/http/HttpClientError"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import type * as HttpClientResponse from "effect/http/HttpClientResponse"
import * as UrlParams from "effect/http/UrlParams"
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
import { encodeQuery, toQueryString } from "./Query.ts"
import { backoff } from "./Retry.ts"

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

const reasonOf = (error: HttpClientError.HttpClientError): string => {
  const cause = (error.reason as { cause?: unknown }).cause
  const message = cause instanceof Error
    ? (cause.cause instanceof Error ? `${cause.message}: ${cause.cause.message}` : cause.message)
    : error.reason._tag
  return message
}

const parseJson = (text: string): Result.Result<unknown, void> => {
  try {
    return Result.succeed(JSON.parse(text))
  } catch {
    return Result.failVoid
  }
}

/** Makes the service from a resolved configuration and a transport. */
export const make = (config: ResolvedConfig, http: HttpClient.HttpClient): PlatformClientShape => {
  let gate = Deferred.makeUnsafe<void>()
  let tokenInfo: TokenInfo | undefined

  const fail = (method: string, url: string) => (error: HttpClientError.HttpClientError) =>
    new NetworkError({ method, url, reason: reasonOf(error) })

  const read = (
    def: EndpointDef,
    url: string,
    res: HttpClientResponse.HttpClientResponse
  ): Effect.Effect<unknown, RequestError> => {
    const status = res.status
    const requestId = res.headers["x-request-id"]
    if (status >= 200 && status < 300) {
      if (status === 204) return Effect.succeed({})
      if (def.response === "blob") {
        return Effect.map(
          Effect.mapError(res.arrayBuffer, fail(def.method, url)),
          (buffer) => new Blob([buffer], { type: res.headers["content-type"] ?? "" })
        )
      }
      const text = Effect.mapError(res.text, fail(def.method, url))
      if (def.response === "text") return text
      return Effect.flatMap(text, (body) => {
        if (body === "") return Effect.succeed({})
        const parsed = parseJson(body)
        return Result.isSuccess(parsed)
          ? Effect.succeed(parsed.success)
          : Effect.fail(
            new MalformedResponse({
              status,
              method: def.method,
              url,
              text: body.slice(0, 1000),
              ...(requestId === undefined ? {} : { requestId })
            })
          )
      })
    }
    return Effect.flatMap(
      Effect.orElseSucceed(res.text, () => ""),
      (text) => {
        const parsed = text === "" ? Result.succeed(undefined) : parseJson(text)
        const retryAfter = res.headers["retry-after"]
        const retryAfterMillis = retryAfter === undefined ? undefined : retryAfterToMillis(retryAfter)
        return Effect.fail(
          new HttpError({
            status,
            body: Result.isSuccess(parsed) ? parsed.success : text,
            method: def.method,
            url,
            ...(requestId === undefined ? {} : { requestId }),
            ...(retryAfterMillis === undefined ? {} : { retryAfterMillis })
          })
        )
      }
    )
  }

  const schedule = backoff<RequestError>(
    config.retry,
    (e) => e._tag === "HttpError" && e.status === 429,
    (e) => e._tag === "HttpError" ? e.retryAfterMillis : undefined
  )

  const send = (def: EndpointDef, url: string, body: HttpBody.HttpBody, contentType: string | undefined) => {
    const shownUrl = redactUrl(url)
    const attempt = Effect.flatMap(config.accessToken, (token) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${Redacted.value(token)}`,
        accept: def.accept
      }
      if (contentType !== undefined) headers["content-type"] = contentType
      const request = HttpClientRequest.makeWith(
        def.method,
        url,
        UrlParams.empty,
        Option.none(),
        Headers.fromRecordUnsafe(headers),
        body
      )
      return http.execute(request).pipe(
        Effect.provideService(HttpClient.TracerDisabledWhen, constTrue),
        Effect.mapError(fail(def.method, shownUrl)),
        Effect.flatMap((res) => read(def, shownUrl, res))
      )
    })
    const timed = config.timeoutMillis === undefined ? attempt : Effect.timeoutOrElse(attempt, {
      duration: config.timeoutMillis,
      orElse: () => Effect.fail(new Timeout({ method: def.method, url: shownUrl, timeoutMillis: config.timeoutMillis! }))
    })
    const retried = Effect.retry(timed, schedule)
    if (def.method !== "GET") return retried
    const aborted = Effect.andThen(
      Deferred.await(gate),
      Effect.fail(new Aborted({ method: def.method, url: shownUrl }))
    )
    return Effect.raceFirst(retried, aborted)
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
          return send(def, url, HttpBody.empty, undefined)
        }
        return send(def, url, HttpBody.text(JSON.stringify(parts.body ?? {}), "application/json"), "application/json")
      }
      case "form": {
        const params = new URLSearchParams()
        for (const [k, v] of entries(parts.body)) params.append(k, typeof v === "string" ? v : String(v))
        return send(def, url, HttpBody.text(params.toString()), "application/x-www-form-urlencoded")
      }
      case "multipart": {
        const form = new FormData()
        for (const [k, v] of entries(parts.body)) {
          if (v instanceof Blob) form.append(k, v, (v as File).name ?? "blob")
          else form.append(k, typeof v === "string" ? v : JSON.stringify(v))
        }
        return send(def, url, HttpBody.formData(form), undefined)
      }
      case "file": {
        const file = parts.body as Blob
        return send(def, url, HttpBody.raw(file), file.type === "" ? "application/octet-stream" : file.type)
      }
    }
  }

  return {
    config,
    run,
    abortGetRequests: Effect.sync(() => {
      const previous = gate
      gate = Deferred.makeUnsafe<void>()
      Deferred.doneUnsafe(previous, Effect.void)
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
