/**
 * Calls declared as data. One line per call gives a typed Effect function:
 *
 * ```ts
 * export const rebuild = post("Sources.rebuild", "/rest/organizations/{org}/sources/{sourceId}/rebuild",
 *   json<SourceModel>(), (sourceId: string) => ({ path: { sourceId } }))
 * ```
 *
 * The path template names the path arguments (`{org}` comes from the
 * configuration), the mapper turns the positional arguments into path, query and
 * body, and the result token types the success value. A mapper may return an
 * Effect instead: to validate first (its error joins the call's), or to read the
 * client (a default from the configuration or the token check). The declaration is kept
 * on the function (`endpointOf`) for the promise facade and the wire tests.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import type * as Schema from "effect/Schema"
import * as Tracer from "effect/Tracer"
import { type CallError, InvalidInput } from "../Errors/index.ts"
import { callHook } from "../internal/callHook.ts"
import {
  type BodyKind,
  CoveoClient,
  type Download,
  type EndpointDef,
  type Method,
  type Parts,
  type ResponseKind
} from "./PlatformClient.ts"
import type { QueryCodec } from "./Query.ts"

/**
 * A typed token for how a success response is read.
 *
 * @since 0.1.0
 * @category models
 */
export interface Result<A> {
  readonly kind: ResponseKind
  readonly _A?: (_: never) => A
}

/**
 * The answer of calls that return nothing useful (204 yields `{}`, the specification's rules for all calls).
 *
 * @since 0.1.0
 * @category models
 */
export type EmptyResult = Record<string, unknown>

const jsonResult: Result<never> = { kind: "json" }
/**
 * The response is JSON of type `A` (204 gives `{}`).
 *
 * @since 0.1.0
 * @category constructors
 */
/* @__NO_SIDE_EFFECTS__ */
export const json = <A>(): Result<A> => jsonResult
/**
 * The response carries nothing the caller needs (the platform answers 204, or JSON that is passed on).
 *
 * @since 0.1.0
 * @category constructors
 */
export const empty: Result<EmptyResult> = { kind: "empty" }
/**
 * The response is a file, returned as a `Blob`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const blob: Result<Blob> = { kind: "blob" }
/**
 * The response is plain text.
 *
 * @since 0.1.0
 * @category constructors
 */
export const text: Result<string> = { kind: "text" }
/**
 * The response body is handed over as it arrives (see `Download.ts`, which makes it a `Stream`).
 *
 * @since 0.1.0
 * @category constructors
 */
export const streamed: Result<Download> = { kind: "stream" }

/**
 * Names of the `{param}` placeholders of a path template, `org` excluded.
 *
 * @since 0.1.0
 * @category models
 */
export type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? (K extends "org" ? never : K) | PathParams<Rest>
  : never

/**
 * The `path` of {@link RequestParts}: one value per placeholder of `P` but `{org}`.
 *
 * @since 0.1.0
 * @category models
 */
export type PathPart<P extends string> = [PathParams<P>] extends [never] ? { readonly path?: undefined }
  : { readonly path: { readonly [K in PathParams<P>]: string | number } }

/**
 * The `query` of {@link RequestParts}: the Type of the query Schema `Q`, if any.
 *
 * @since 0.1.0
 * @category models
 */
export type QueryPart<Q> = [Q] extends [Schema.Top] ? { readonly query?: Q["Type"] | undefined }
  : { readonly query?: undefined }

/**
 * What a mapper returns for the path `P` and query Schema `Q`.
 *
 * @since 0.1.0
 * @category models
 */
export type RequestParts<P extends string, Q> = PathPart<P> & QueryPart<Q> & { readonly body?: unknown }

/**
 * Options of a declaration beyond path and result.
 *
 * @since 0.1.0
 * @category models
 */
export interface DeclareOptions<Q> {
  /** The query Schema with its encoder (`encoded(ListQuery)`); query values are encoded through it. */
  readonly query?: QueryCodec<Q>
  /** `serverless` for the logs and push APIs. */
  readonly host?: "platform" | "serverless"
  /** Query key filled with the organization id (`org` for usage analytics). */
  readonly orgQuery?: string
  /** Body encoding; JSON by default. */
  readonly body?: BodyKind
  /** `Accept` header; `application/json` by default. */
  readonly accept?: string
}

/**
 * A declared call: a function returning an Effect, with its declaration attached.
 *
 * @since 0.1.0
 * @category models
 */
export type Endpoint<Args extends ReadonlyArray<unknown>, A, E> =
  & ((...args: Args) => Effect.Effect<A, E, CoveoClient>)
  & { readonly [EndpointKey]: EndpointDef }

/**
 * Where a declared call keeps its {@link EndpointDef}.
 *
 * @since 0.1.0
 * @category helpers
 */
export const EndpointKey: unique symbol = Symbol.for("effect-coveo-platform/Endpoint")

const HelperKey: unique symbol = Symbol.for("effect-coveo-platform/Helper")

/**
 * Marks an exported function of an area module as a helper, not a call: the promise client leaves it out.
 *
 * @since 0.1.0
 * @category helpers
 */
/* @__NO_SIDE_EFFECTS__ */
export const helper = <F extends (...args: ReadonlyArray<never>) => unknown>(f: F): F =>
  Object.assign(f, { [HelperKey]: true })

/**
 * Whether an area module's export is one of its calls: a function that is not a class, a Schema or a {@link helper}.
 *
 * @since 0.1.0
 * @category helpers
 */
export const isCall = (name: string, value: unknown): value is (...args: ReadonlyArray<unknown>) => unknown =>
  typeof value === "function" &&
  // Schemas, classes and enumerations are named in PascalCase; calls in camelCase.
  /^[a-z]/.test(name) &&
  (value as { [HelperKey]?: boolean })[HelperKey] !== true

/**
 * The declaration of a declared call, if `f` is one.
 *
 * @since 0.1.0
 * @category helpers
 */
export const endpointOf = (f: unknown): EndpointDef | undefined =>
  typeof f === "function" ? (f as { [EndpointKey]?: EndpointDef })[EndpointKey] : undefined

/**
 * Runs a call in a client span named `name` when a tracing backend is installed. Under effect's
 * default tracer nothing could observe the span (effect's own note on `Tracer.nativeTracer`), and
 * making it was about a tenth of the CPU of a small GET.
 *
 * @since 0.1.0
 * @category helpers
 */
export const traced = (
  name: string,
  method: string,
  template: string
): <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R> => {
  // No stack capture: it costs more than the rest of the span and says nothing the name does not.
  const options = {
    kind: "client" as const,
    captureStackTrace: false,
    attributes: { "http.request.method": method, "url.template": template }
  }
  return (effect) =>
    Effect.flatMap(
      Effect.tracer,
      (tracer) => tracer === Tracer.nativeTracer ? effect : Effect.withSpan(effect, name, options)
    )
}

/**
 * The literal pieces and parameter names of a path template.
 *
 * @since 0.1.0
 * @category helpers
 */
export const compile = (path: string): { chunks: Array<string>; params: Array<string> } => {
  const chunks: Array<string> = []
  const params: Array<string> = []
  const re = /\{([^}]+)\}/g
  let last = 0
  for (let m = re.exec(path); m !== null; m = re.exec(path)) {
    chunks.push(path.slice(last, m.index))
    params.push(m[1]!)
    last = m.index + m[0].length
  }
  chunks.push(path.slice(last))
  return { chunks, params }
}

const declare = (
  method: Method,
  name: string,
  path: string,
  result: Result<unknown>,
  map: (...args: ReadonlyArray<never>) => unknown,
  options: DeclareOptions<Schema.Top | undefined> = {}
): unknown => {
  // A bare Schema (the form before encoders travelled with declarations) would send its query unencoded.
  if (options.query !== undefined && typeof options.query.encode !== "function") {
    throw new TypeError(`${name}: the query option takes encoded(Schema), from Http/Query`)
  }
  const def: EndpointDef = {
    name,
    method,
    path,
    host: options.host ?? "platform",
    query: options.query?.schema,
    encodeQuery: options.query?.encode,
    orgQuery: options.orgQuery,
    body: options.body ?? "json",
    response: result.kind,
    accept: options.accept ?? "application/json",
    ...compile(path)
  }
  const spanned = traced(name, method, path)
  const fn = (...args: ReadonlyArray<unknown>) => {
    // Unset but in the differential test (src/internal/callHook.ts).
    if (callHook !== undefined) callHook(name, args)
    let parts: unknown
    try {
      parts = (map as (...a: ReadonlyArray<unknown>) => ReturnType<typeof map>)(...args)
    } catch (thrown) {
      // Arguments a mapper cannot even read (null options, ...) are bad input, not a defect.
      return Effect.fail(
        new InvalidInput({
          call: name,
          message: `Invalid arguments: ${thrown instanceof Error ? thrown.message : String(thrown)}`
        })
      )
    }
    const effect = Effect.isEffect(parts)
      ? Effect.flatMap(parts, (p) => CoveoClient.use((client) => client.run(def, p as Parts)))
      : CoveoClient.use((client) => client.run(def, parts as Parts))
    return spanned(effect)
  }
  return Object.assign(fn, { [EndpointKey]: def }) as never
}

// Declarations are pure: a bundler drops every call a program does not use.
/**
 * Declares a GET call.
 *
 * @since 0.1.0
 * @category constructors
 */
/* @__NO_SIDE_EFFECTS__ */
export const get: DeclareFn<"GET"> = (name, path, result, map, options) =>
  declare("GET", name, path, result, map as never, options as never) as never
/**
 * Declares a POST call; without a body it sends `{}` as JSON, as the promise client does.
 *
 * @since 0.1.0
 * @category constructors
 */
/* @__NO_SIDE_EFFECTS__ */
export const post: DeclareFn<"POST"> = (name, path, result, map, options) =>
  declare("POST", name, path, result, map as never, options as never) as never
/**
 * Declares a PUT call; without a body it sends `{}` as JSON.
 *
 * @since 0.1.0
 * @category constructors
 */
/* @__NO_SIDE_EFFECTS__ */
export const put: DeclareFn<"PUT"> = (name, path, result, map, options) =>
  declare("PUT", name, path, result, map as never, options as never) as never
/**
 * Declares a PATCH call; without a body it sends `{}` as JSON.
 *
 * @since 0.1.0
 * @category constructors
 */
/* @__NO_SIDE_EFFECTS__ */
export const patch: DeclareFn<"PATCH"> = (name, path, result, map, options) =>
  declare("PATCH", name, path, result, map as never, options as never) as never
/**
 * Declares a DELETE call.
 *
 * @since 0.1.0
 * @category constructors
 */
/* @__NO_SIDE_EFFECTS__ */
export const del: DeclareFn<"DELETE"> = (name, path, result, map, options) =>
  declare("DELETE", name, path, result, map as never, options as never) as never

/**
 * The shape of the declaration helpers.
 *
 * @since 0.1.0
 * @category models
 */
export type DeclareFn<M extends Method> = <
  const P extends string,
  A,
  Args extends ReadonlyArray<unknown>,
  E = never,
  Q extends Schema.Top | undefined = undefined
>(
  name: string,
  path: P,
  result: Result<A>,
  map: (...args: Args) => RequestParts<P, Q> | Effect.Effect<RequestParts<P, Q>, E, CoveoClient>,
  options?: DeclareOptions<Q>
) => Endpoint<Args, A, E | CallError<M>>
