/**
 * Beyond the declared calls: `request` sends any platform path through the same
 * pipeline (token, host, retries, limits, typed errors, tracing), so a call the
 * library does not declare yet is one line away; `withResponse` returns a call's
 * data with its status, headers and request id.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Tracer from "effect/Tracer"
import { type CallError, InvalidInput } from "../Errors/index.ts"
import { compile, traced } from "./Endpoint.ts"
import {
  type BodyKind,
  CoveoClient,
  type EndpointDef,
  type Method,
  type ResponseInfo,
  type ResponseKind,
  tokenScrubber,
  withCallOptions
} from "./PlatformClient.ts"

/**
 * A request to any platform path.
 *
 * @since 0.1.0
 * @category models
 */
export interface RawRequest {
  readonly method: Method
  /**
   * The path, starting with `/`, already percent-encoded; `{org}` is replaced by the
   * configured organization. No query string here: use `query`.
   */
  readonly path: string
  /** Query values, sent as the declared calls send theirs (arrays repeat the key, `undefined`/`null`/`""` left out). */
  readonly query?: Readonly<Record<string, unknown>> | undefined
  /** The body; JSON unless `bodyKind` says otherwise. */
  readonly body?: unknown
  /** `form`, `multipart` and `file` need a method that carries a body: a GET carries none. */
  readonly bodyKind?: BodyKind | undefined
  /** How the answer is read: JSON by default. */
  readonly response?: Exclude<ResponseKind, "stream"> | undefined
  /** `serverless` for the push and logs hosts. */
  readonly host?: "platform" | "serverless" | undefined
  /** The `Accept` header; JSON by default. */
  readonly accept?: string | undefined
  /** The span and error name; `request` by default. */
  readonly name?: string | undefined
  /** Extra request headers, merged over the client's, as `withCallOptions({ headers })` gives them. */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

// What a raw request takes: any other key is a careless caller's typo (`header`), refused rather than dropped.
const known = ["method", "path", "query", "body", "bodyKind", "response", "host", "accept", "name", "headers"]

// A raw path may not reach beyond itself: no query, fragment, dot segment or control character. URL
// parsers (WHATWG's, fetch's) read `%2e` as a dot and a backslash as a slash, encoded or not: a segment
// like `%2e%2e` or `..\` climbs as `..` does, so it is refused before the URL is made.
const pathProblem = (path: string): string | undefined => {
  if (typeof path !== "string" || !path.startsWith("/")) return "path must be a string that starts with /"
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[?#\s\u0000-\u001f\u007f]/.test(path)) {
    return "path must not hold a query, a fragment, white space or a control character (use query)"
  }
  if (/\\|%5c/i.test(path)) return "path must not hold a backslash, encoded (%5C) or not"
  if (path.split("/").some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) {
    return "path must not hold . or .. segments, encoded (%2E) or not"
  }
  const { params } = compile(path)
  if (params.some((p) => p !== "org")) return "path may only hold the {org} placeholder"
  return undefined
}

const methods: ReadonlyArray<Method> = ["GET", "POST", "PUT", "PATCH", "DELETE"]
const bodyKinds: ReadonlyArray<BodyKind> = ["json", "form", "multipart", "file"]
const responseKinds: ReadonlyArray<Exclude<ResponseKind, "stream">> = ["json", "empty", "blob", "text"]
const hosts: ReadonlyArray<string> = ["platform", "serverless"]

const shown = (value: unknown) => typeof value === "string" ? JSON.stringify(value) : typeof value

// An untyped caller's option out of its set would reach the pipeline as a value it has no branch for.
const optionProblem = (req: RawRequest): string | undefined => {
  const outOf = (name: string, allowed: ReadonlyArray<string>, value: unknown, optional = true) =>
    (optional && value === undefined) || allowed.includes(value as string)
      ? undefined
      : `${name} must be one of ${allowed.join(", ")}; got ${shown(value)}`
  const query = req.query as unknown
  // A string or an array would be sent as numbered keys, a Map or a class instance as nothing.
  const plain = query === undefined || query === null ||
    (typeof query === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(query)))
  const unknown = Object.keys(req).find((key) => !known.includes(key))
  return (unknown === undefined ? undefined : `${JSON.stringify(unknown)} is not an option of a raw request`) ??
    outOf("method", methods, req.method, false) ??
    outOf("bodyKind", bodyKinds, req.bodyKind) ??
    // A GET carries no body: the JSON kind leaves it out, fetch refuses any other where Node's transports send it.
    // A DELETE may carry one (the pipeline sends a DELETE's body when given), so its kinds are left as they are.
    (req.method === "GET" && req.bodyKind !== undefined && req.bodyKind !== "json"
      ? `a GET carries no body: bodyKind must be json or absent; got ${shown(req.bodyKind)}`
      : undefined) ??
    outOf("response", responseKinds, req.response) ??
    outOf("host", hosts, req.host) ??
    (plain
      ? undefined
      : `query must be a record of query values; got ${Array.isArray(query) ? "an array" : shown(query)}`)
}

/**
 * Sends any request through the client's pipeline. The answer is typed by the
 * caller (`request<MyModel>(...)`), unchecked, as the platform sends it.
 *
 * @since 0.1.0
 * @category calls
 */
export const request = <A = unknown>(req: RawRequest): Effect.Effect<A, CallError, CoveoClient> => {
  const name = req?.name ?? "request"
  const problem = pathProblem(req?.path) ?? optionProblem(req)
  if (problem !== undefined) return Effect.fail(new InvalidInput({ call: name, message: problem }))
  const def: EndpointDef = {
    name,
    method: req.method,
    path: req.path,
    host: req.host ?? "platform",
    query: undefined,
    encodeQuery: undefined,
    orgQuery: undefined,
    body: req.bodyKind ?? "json",
    response: req.response ?? "json",
    accept: req.accept ?? "application/json",
    ...compile(req.path)
  }
  const parts = req.query == null ? { body: req.body } : { query: req.query, body: req.body }
  return CoveoClient.use((client) => {
    // A token a careless caller put in the path shows in no span: the span's path is scrubbed of the token known
    // when it starts (a constant, or the last sent), and again before it ends, of the one the call sent.
    const template = () => tokenScrubber(client.sentToken() ?? "")(req.path)
    const start = template()
    const run = (req.headers === undefined ? client : client.withOptions({ headers: req.headers })).run(def, parts)
    return traced(name, req.method, start)(
      Effect.onExit(run, () =>
        Effect.flatMap(Effect.tracer, (tracer) => {
          const end = template()
          // Under the native tracer `traced` made no span: the current one is the caller's.
          return end === start || tracer === Tracer.nativeTracer
            ? Effect.void
            : Effect.annotateCurrentSpan("url.template", end)
        }))
    )
  }) as Effect.Effect<A, CallError, CoveoClient>
}

/**
 * A call's data with its final response.
 *
 * @since 0.1.0
 * @category models
 */
export interface WithResponse<A> {
  readonly data: A
  /** The final response of the last call `effect` made. */
  readonly response: ResponseInfo
}

/**
 * Runs `effect` and returns its data with the final response of the last call it made.
 *
 * @since 0.1.0
 * @category calls
 */
export const withResponse = <A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<WithResponse<A>, E, R | CoveoClient> =>
  Effect.suspend(() => {
    let last: ResponseInfo | undefined
    return Effect.map(
      withCallOptions({ onResponse: (response) => (last = response) })(effect),
      (data) => ({ data, response: last! })
    )
  })
