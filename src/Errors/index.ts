/**
 * The typed errors of every call. Each is a `Data.TaggedError`: yieldable in
 * `Effect.gen`, an `instanceof Error`, matchable with `Effect.catchTag`; `instanceof` and the
 * predicates know an error made by another copy of this package too.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { TaggedError } from "../internal/taggedError.ts"

/**
 * The exact message of {@link PaginationConflict} (the specification's validation rules).
 *
 * @since 0.1.0
 * @category errors
 */
export const paginationConflictMessage =
  "The Pagination options are invalid: both pageSize and perPage have been set. Use only one of them."

/**
 * The exact message of {@link InvalidSnapshotFile} (the specification's validation rules).
 *
 * @since 0.1.0
 * @category errors
 */
export const invalidSnapshotFileMessage = "The uploaded file must be either a ZIP or a JSON file."

/**
 * The exact message of {@link RetryError} (the specification's error catalogue).
 *
 * @since 0.1.0
 * @category errors
 */
export const retryErrorMessage = "Something went wrong."

/**
 * The fields of the platform's JSON error bodies. Services differ: most send
 * `errorCode` and `message`; some add `requestId` or `statusCode`; the newer ones
 * send problem details (`type`, `title`, `detail`). Other fields stay readable on `body`.
 *
 * @since 0.1.0
 * @category errors
 */
export interface PlatformErrorBody {
  /** The platform's code for the error, e.g. `NOT_FOUND`, `INVALID_TOKEN`. */
  readonly errorCode?: string | undefined
  /** A sentence for people. */
  readonly message?: string | undefined
  /** The request id the platform logged. */
  readonly requestId?: string | undefined
  /** The status again, as some services repeat it. */
  readonly statusCode?: number | undefined
  /** Problem details: a URI or code naming the kind of problem. */
  readonly type?: string | undefined
  /** Problem details: a short summary. */
  readonly title?: string | undefined
  /** Problem details: the explanation. */
  readonly detail?: string | undefined
}

const typedBodyFields: Record<string, string> = {
  errorCode: "string",
  requestId: "string",
  statusCode: "number",
  type: "string",
  title: "string",
  detail: "string"
}

/**
 * The platform answered with a status outside 2xx.
 *
 * @since 0.1.0
 * @category errors
 */
export class HttpError extends TaggedError("HttpError")<HttpErrorProps> {
  /** The body's `errorCode`, when it has one. */
  declare readonly errorCode: string | undefined
  /** The body's `detail`, else its `message` (as the promise client fills it). */
  declare readonly detail: string | undefined
  /** The body's `title`, else its `type`, `errorCode` or `code` (as the promise client fills it). */
  declare readonly title: string | undefined
  /** The body's `type`, when it has one (problem details). */
  declare readonly type: string | undefined
  /** The body's `statusCode`, when it has one. */
  declare readonly statusCode: number | undefined

  /** The body as the platform's error fields, when it was a JSON object; `undefined` otherwise (see `body` for text). */
  get errorBody(): PlatformErrorBody | undefined {
    const body: unknown = this.body
    return typeof body === "object" && body !== null && !Array.isArray(body) ? body as PlatformErrorBody : undefined
  }

  constructor(props: HttpErrorProps) {
    super(props)
    // The specification's error catalogue says a failure is "thrown as its JSON error body": expose the body's
    // fields on the error itself, without shadowing the error's own members.
    const body = props?.body
    if (body !== null && typeof body === "object" && !Array.isArray(body)) {
      for (const key of Object.keys(body)) {
        const expected = typedBodyFields[key]
        // A typed field keeps its declared type: a body that sends another type leaves it undefined.
        if (expected !== undefined && typeof (body as Record<string, unknown>)[key] !== expected) continue
        if (!(key in this)) {
          Object.defineProperty(this, key, {
            value: (body as Record<string, unknown>)[key],
            enumerable: false,
            configurable: true,
            writable: true
          })
        }
      }
      // Code written against the promise client reads these two; the body may name them otherwise.
      const b = body as Record<string, unknown>
      const alias = (key: string, value: unknown) => {
        if (this[key as "title"] === undefined && typeof value === "string") {
          Object.defineProperty(this, key, { value, enumerable: false, configurable: true, writable: true })
        }
      }
      alias("title", [b.type, b.errorCode, b.code].find((v) => typeof v === "string"))
      alias("detail", b.message)
    }
  }

  /** {@link requestId} under the promise client's name. */
  get xRequestId(): string | undefined {
    return this.requestId
  }

  override get message(): string {
    const body: unknown = this.body
    let detail: unknown
    if (typeof body === "object" && body !== null) {
      const b = body as Record<string, unknown>
      detail = b.message ?? b.detail ?? b.errorCode
    } else if (typeof body === "string" && body.length > 0 && body.length < 200) {
      detail = body
    }
    return `${this.method} ${this.url} failed with status ${this.status}${
      typeof detail === "string" ? `: ${detail}` : ""
    }`
  }
}
/**
 * The fields of an {@link HttpError}.
 *
 * @since 0.1.0
 * @category errors
 */
export interface HttpErrorProps {
  readonly status: number
  /** The parsed JSON error body, or its text when it is not JSON. */
  readonly body: unknown
  /** The `x-request-id` response header, for support requests. */
  readonly requestId?: string
  readonly method: string
  /** The request URL, with secret query values redacted. */
  readonly url: string
  /** The wait the server asked for in `Retry-After`, in milliseconds. */
  readonly retryAfterMillis?: number
}

/**
 * The request could not be sent or its response could not be read (connection refused, reset, closed).
 *
 * @since 0.1.0
 * @category errors
 */
export class NetworkError extends TaggedError("NetworkError")<{
  readonly method: string
  readonly url: string
  /** What the transport reported, without request headers, or why a redirect could not be followed. */
  readonly reason: string
  /** True when no byte of the response had arrived: an idempotent request can be sent again safely. */
  readonly beforeResponse?: boolean
}> {
  override get message(): string {
    return `${this.method} ${this.url} could not complete: ${this.reason}`
  }
}

/**
 * A 2xx response whose body is not the JSON it should be. From a paged stream, whose page is valid JSON
 * but no page, `status` is 0 and `method`, `url` and `text` are empty.
 *
 * @since 0.1.0
 * @category errors
 */
export class MalformedResponse extends TaggedError("MalformedResponse")<{
  readonly status: number
  readonly method: string
  readonly url: string
  readonly requestId?: string
  /** The first 1,000 characters of the body. */
  readonly text: string
}> {
  override get message(): string {
    // A paged stream's page: valid JSON, but not the page it should be, from a call the stream does not know.
    return this.url === ""
      ? "A page of a paged list is not an object with a list of items"
      : `${this.method} ${this.url} answered ${this.status} with a body that is not valid JSON`
  }
}

/**
 * A call's arguments were rejected before any request was sent, or code of the caller's that a call runs (an
 * access token function, a poll's `onStatus`) threw or rejected.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidInput extends TaggedError("InvalidInput")<{
  /** The call, e.g. `Sources.rebuild`. */
  readonly call: string
  readonly message: string
  /** What the caller's access token function or `onStatus` threw, or its promise rejected with. */
  readonly cause?: unknown
}> {}

/**
 * A GET was aborted by `abortGetRequests`. The promise API resolves `undefined` instead (the specification's rules for all calls).
 *
 * @since 0.1.0
 * @category errors
 */
export class Aborted extends TaggedError("Aborted")<{
  readonly method: string
  readonly url: string
}> {
  override get message(): string {
    return `${this.method} ${this.url} was aborted`
  }
}

/**
 * A call ran out of time: one attempt took longer than `timeout` (`scope: "attempt"`),
 * or the whole call, retries and waits included, longer than `deadline` (`scope: "call"`).
 *
 * @since 0.1.0
 * @category errors
 */
export class Timeout extends TaggedError("Timeout")<{
  readonly method: string
  readonly url: string
  readonly timeoutMillis: number
  /** Which limit ran out: `timeout` (one attempt) or `deadline` (the whole call). */
  readonly scope: "attempt" | "call"
}> {
  override get message(): string {
    return this.scope === "attempt"
      ? `${this.method} ${this.url}: an attempt did not complete within the timeout of ${this.timeoutMillis} ms`
      : `${this.method} ${this.url} did not complete within its deadline of ${this.timeoutMillis} ms`
  }
}

/**
 * A response body was larger than `maxResponseSize`; the download calls' streamed twins have no such limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class ResponseTooLarge extends TaggedError("ResponseTooLarge")<{
  readonly method: string
  readonly url: string
  readonly status: number
  /** The limit that was exceeded, in bytes. */
  readonly limitBytes: number
}> {
  override get message(): string {
    return `${this.method} ${this.url} answered ${this.status} with a body larger than ${this.limitBytes} bytes (maxResponseSize)`
  }
}

/**
 * A call was made on, or was in flight when, a promise client was disposed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ClientDisposed extends TaggedError("ClientDisposed") {
  override get message(): string {
    return "The client is disposed: create a new client to make further calls"
  }
}

/**
 * Both `pageSize` and `perPage` were given (the specification's validation rules).
 *
 * @since 0.1.0
 * @category errors
 */
export class PaginationConflict extends TaggedError("PaginationConflict") {
  override get message(): string {
    return paginationConflictMessage
  }
}

/**
 * A snapshot upload that is neither ZIP nor JSON (the specification's validation rules).
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSnapshotFile extends TaggedError("InvalidSnapshotFile")<{
  /** The MIME type of the rejected file. */
  readonly fileType: string
}> {
  override get message(): string {
    return invalidSnapshotFileMessage
  }
}

/**
 * The generic retry helper ended without making any attempt (the specification's error catalogue).
 *
 * @since 0.1.0
 * @category errors
 */
export class RetryError extends TaggedError("RetryError") {
  override get message(): string {
    return retryErrorMessage
  }
}

/**
 * An `HttpError`, with the given status when one is named; made by this copy of the package or another.
 *
 * @since 0.1.0
 * @category errors
 */
export const isHttpError = (u: unknown, status?: number): u is HttpError =>
  u instanceof HttpError && (status === undefined || u.status === status)
/**
 * A 400: the platform rejected the request's content.
 *
 * @since 0.1.0
 * @category errors
 */
export const isBadRequest = (u: unknown): u is HttpError => isHttpError(u, 400)
/**
 * A 401: the token is missing, invalid or expired.
 *
 * @since 0.1.0
 * @category errors
 */
export const isUnauthorized = (u: unknown): u is HttpError => isHttpError(u, 401)
/**
 * A 403: the token lacks a privilege.
 *
 * @since 0.1.0
 * @category errors
 */
export const isForbidden = (u: unknown): u is HttpError => isHttpError(u, 403)
/**
 * A 404: no such resource.
 *
 * @since 0.1.0
 * @category errors
 */
export const isNotFound = (u: unknown): u is HttpError => isHttpError(u, 404)
/**
 * A 409: the resource is in a state that forbids the request.
 *
 * @since 0.1.0
 * @category errors
 */
export const isConflict = (u: unknown): u is HttpError => isHttpError(u, 409)
/**
 * A 429 that retries did not get past.
 *
 * @since 0.1.0
 * @category errors
 */
export const isRateLimited = (u: unknown): u is HttpError => isHttpError(u, 429)
/**
 * A 5xx.
 *
 * @since 0.1.0
 * @category errors
 */
export const isServerError = (u: unknown): u is HttpError => isHttpError(u) && u.status >= 500

/**
 * What any call can fail with once its request is built.
 *
 * @since 0.1.0
 * @category errors
 */
export type RequestError = HttpError | NetworkError | MalformedResponse | Timeout | ResponseTooLarge

/**
 * What a call with method `M` can fail with: a GET can also be aborted. Without `M`, what any call can fail
 * with (`Aborted` included), for code that takes calls of every method.
 *
 * @since 0.1.0
 * @category errors
 */
export type CallError<M extends string = string> =
  | RequestError
  | InvalidInput
  | (string extends M ? Aborted : M extends "GET" ? Aborted : never)
