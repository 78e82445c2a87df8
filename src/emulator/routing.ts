/**
 * Routes built from the library's own declarations (`allEndpoints`): a request
 * is matched on method and path template, its path parameters are decoded, its
 * organization is found (path or org query), and its query values are decoded
 * against the declaration's query `Schema`, so that the emulator and the client
 * share one source of truth.
 *
 * @module
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import type { EndpointDef, Method } from "../Http/PlatformClient.ts"
import { queryArrayItem } from "../Http/Query.ts"
import { fail } from "./types.ts"

type Segment = { readonly literal: string } | { readonly param: string }

/** One method and path template, with the declarations that use them. */
export interface Route {
  readonly method: Method
  readonly template: string
  readonly segments: ReadonlyArray<Segment>
  readonly defs: ReadonlyArray<EndpointDef>
  /** The path parameter that names the organization, if the path carries it. */
  readonly orgParam: string | undefined
  /** The query key that names the organization, if the query carries it. */
  readonly orgQuery: string | undefined
  /** Decodes the query; fails with the Schema's message on a bad value. */
  readonly decodeQuery: (params: URLSearchParams) => Result.Result<Record<string, unknown>, string>
}

/** A matched request: its route and decoded path parameters. */
export interface RouteMatch {
  readonly route: Route
  readonly params: Readonly<Record<string, string>>
}

/** The outcome of matching: a route, a path known under other methods only, or nothing. */
export type MatchResult =
  | { readonly _tag: "Found"; readonly match: RouteMatch }
  | { readonly _tag: "WrongMethod"; readonly allowed: ReadonlyArray<Method> }
  | { readonly _tag: "NotFound" }

/** The routes of a set of declarations. */
export interface RouteTable {
  readonly routes: ReadonlyArray<Route>
  readonly match: (method: string, path: string) => MatchResult
}

const parse = (template: string): ReadonlyArray<Segment> =>
  template.split("/").map((s) => {
    const m = /^\{([^}]+)\}$/.exec(s)
    return m === null ? { literal: s } : { param: m[1]! }
  })

// Literal segments win over parameters, segment by segment from the left:
// `/sources/pages` is the list, not the source whose id is "pages".
const specificity = (a: Route, b: Route): number => {
  const n = Math.min(a.segments.length, b.segments.length)
  for (let i = 0; i < n; i++) {
    const la = "literal" in a.segments[i]!
    const lb = "literal" in b.segments[i]!
    if (la !== lb) return la ? -1 : 1
  }
  return a.segments.length - b.segments.length
}

const orgParamOf = (template: string): string | undefined =>
  template.includes("{org}")
    ? "org"
    : template.startsWith("/rest/organizations/{organizationId}")
    ? "organizationId"
    : undefined

// Keys whose encoded type is an array: one occurrence in the URL still means a one-item array.
const arrayKeys = (ast: SchemaAST.AST): ReadonlySet<string> => {
  const keys = new Set<string>()
  if (!SchemaAST.isObjects(ast)) return keys
  for (const ps of ast.propertySignatures) {
    const members = (SchemaAST.isUnion(ps.type) ? ps.type.types : [ps.type]).filter((t) => !SchemaAST.isUndefined(t))
    if (members.length > 0 && members.every((t) => SchemaAST.isArrays(t) || queryArrayItem(t) !== undefined)) {
      keys.add(String(ps.name))
    }
  }
  return keys
}

const rawRecord = (params: URLSearchParams, arrays: ReadonlySet<string> = new Set()): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    out[key] = all.length > 1 || arrays.has(key) ? all : all[0]
  }
  return out
}

const oneLine = (message: string) => message.replace(/\s*\n\s*/g, " ")

/**
 * A query decoder for a declaration's query Schema: URL strings are read through
 * the Schema's StringTree codec (numbers, booleans, arrays), then the result is
 * checked against the Schema itself (literals, JSON-encoded filters).
 */
export const queryDecoder = (
  schema: Schema.Top | undefined
): (params: URLSearchParams) => Result.Result<Record<string, unknown>, string> => {
  if (schema === undefined) return (params) => Result.succeed(rawRecord(params))
  const codec = schema as unknown as Schema.Codec<unknown, unknown>
  const encoded = Schema.toEncoded(codec)
  const fromStrings = Schema.decodeUnknownResult(Schema.toCodecStringTree(encoded))
  const check = Schema.decodeUnknownResult(codec)
  const arrays = arrayKeys(encoded.ast)
  return (params) => {
    const raw = rawRecord(params, arrays)
    const wire = fromStrings(raw)
    if (Result.isFailure(wire)) return Result.fail(oneLine(wire.failure.message))
    const checked = check(wire.success)
    if (Result.isFailure(checked)) return Result.fail(oneLine(checked.failure.message))
    // Keys outside the Schema (the org query of some calls) stay as sent.
    return Result.succeed({ ...raw, ...(wire.success as Record<string, unknown>) })
  }
}

/** Builds the route table of `defs`: one route per method and path template. */
export const makeRoutes = (defs: ReadonlyArray<EndpointDef>): RouteTable => {
  const byKey = new Map<string, Array<EndpointDef>>()
  for (const def of defs) {
    const key = `${def.method} ${def.path}`
    const list = byKey.get(key)
    if (list === undefined) byKey.set(key, [def])
    else list.push(def)
  }
  const routes: Array<Route> = [...byKey.values()].map((group) => {
    const def = group[0]!
    return {
      method: def.method,
      template: def.path,
      segments: parse(def.path),
      defs: group,
      orgParam: orgParamOf(def.path),
      orgQuery: def.orgQuery,
      decodeQuery: queryDecoder(def.query)
    }
  })
  routes.sort(specificity)

  const matchPath = (route: Route, parts: ReadonlyArray<string>): Record<string, string> | undefined => {
    if (route.segments.length !== parts.length) return undefined
    const params: Record<string, string> = {}
    for (let i = 0; i < parts.length; i++) {
      const segment = route.segments[i]!
      const part = parts[i]!
      if ("literal" in segment) {
        if (segment.literal !== part) return undefined
      } else {
        if (part === "") return undefined
        params[segment.param] = decodeSegment(part)
      }
    }
    return params
  }

  return {
    routes,
    match: (method, path) => {
      const parts = path.split("/")
      const allowed: Array<Method> = []
      for (const route of routes) {
        const params = matchPath(route, parts)
        if (params === undefined) continue
        if (route.method === method) return { _tag: "Found", match: { route, params } }
        if (!allowed.includes(route.method)) allowed.push(route.method)
      }
      return allowed.length > 0 ? { _tag: "WrongMethod", allowed } : { _tag: "NotFound" }
    }
  }
}

const decodeSegment = (part: string): string => {
  try {
    return decodeURIComponent(part)
  } catch {
    return fail(400, "INVALID_PATH", `The path segment ${JSON.stringify(part)} is not valid percent-encoding.`)
  }
}

/** The organization a request acts on: its path's `{org}`, or its org query value. */
export const organizationOf = (match: RouteMatch, query: URLSearchParams): string | undefined => {
  const { route, params } = match
  if (route.orgParam !== undefined) return params[route.orgParam]
  if (route.orgQuery !== undefined) return query.get(route.orgQuery) ?? undefined
  return undefined
}

/** Fills a template's parameters with values (no encoding: store keys, not URLs). */
export const fill = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/\{([^}]+)\}/g, (whole, name: string) => params[name] ?? whole)
