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
import { type CallError, InvalidInput } from "../Errors/index.ts"
import { compile, traced } from "./Endpoint.ts"
import {
  type BodyKind,
  CoveoClient,
  type EndpointDef,
  type Method,
  type ResponseInfo,
  type ResponseKind,
  withCallOptions
} from "./PlatformClient.ts"

/**
 * A request to any platform path.
 *
 * @since 0.2.0
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
  readonly bodyKind?: BodyKind | undefined
  /** How the answer is read: JSON by default. */
  readonly response?: Exclude<ResponseKind, "stream"> | undefined
  /** `serverless` for the push and logs hosts. */
  readonly host?: "platform" | "serverless" | undefined
  /** The `Accept` header; JSON by default. */
  readonly accept?: string | undefined
  /** The span and error name; `request` by default. */
  readonly name?: string | undefined
}

// A raw path may not reach beyond itself: no query, fragment, dot segment or control character.
const pathProblem = (path: string): string | undefined => {
  if (typeof path !== "string" || !path.startsWith("/")) return "path must be a string that starts with /"
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[?#\s\u0000-\u001f\u007f]/.test(path)) {
    return "path must not hold a query, a fragment, white space or a control character (use query)"
  }
  if (path.split("/").some((segment) => segment === "." || segment === "..")) {
    return "path must not hold . or .. segments"
  }
  const { params } = compile(path)
  if (params.some((p) => p !== "org")) return "path may only hold the {org} placeholder"
  return undefined
}

/**
 * Sends any request through the client's pipeline. The answer is typed by the
 * caller (`request<MyModel>(...)`), unchecked, as the platform sends it.
 *
 * @since 0.2.0
 * @category calls
 */
export const request = <A = unknown>(req: RawRequest): Effect.Effect<A, CallError, CoveoClient> => {
  const name = req?.name ?? "request"
  const problem = pathProblem(req?.path)
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
  const parts = req.query === undefined ? { body: req.body } : { query: req.query, body: req.body }
  return traced(name, req.method, req.path)(
    CoveoClient.use((client) => client.run(def, parts)) as Effect.Effect<A, CallError, CoveoClient>
  )
}

/**
 * A call's data with its final response.
 *
 * @since 0.2.0
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
 * @since 0.2.0
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
