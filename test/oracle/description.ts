/**
 * Reads the platform's published OpenAPI descriptions (shared/spec/openapi/*.yml)
 * and the declarations' side of the comparison, for test/oracle.test.ts.
 */
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { parse } from "yaml"
import { basePath } from "../../scripts/generate-models.ts"
import type { EndpointDef } from "../../src/Http/PlatformClient.ts"
import { queryArrayItem } from "../../src/Http/Query.ts"
import { openLiteralsOf } from "../../src/Schema/Common.ts"

/** The descriptions' folder: `shared/` sits beside the clone (`<clone>/../shared/spec/openapi`). */
export const descriptionDir: string = fileURLToPath(new URL("../../../shared/spec/openapi/", import.meta.url))

export const descriptionsPresent = (): boolean => existsSync(descriptionDir)

/** One operation of a description, its path joined to its server's base path. */
export interface Operation {
  readonly file: string
  readonly method: string
  /** Base path + operation path, as written (parameter names kept). */
  readonly path: string
  readonly key: string
  readonly deprecated: boolean
  readonly query: ReadonlyArray<string>
  /** The values that the description enumerates for a query parameter (or for its array items), by name. */
  readonly enums: ReadonlyMap<string, ReadonlyArray<string>>
}

const methods = ["get", "put", "post", "delete", "patch", "head", "options"] as const

/** `/a/{x}/b/` → `/a/{}/b`: parameter names differ between the two sides (`{org}`, `{organizationId}`, `{id}`). */
export const normalize = (path: string): string => path.replace(/\{[^}]*\}/g, "{}").replace(/\/+$/, "") || "/"

export const opKey = (method: string, path: string): string => `${method.toUpperCase()} ${normalize(path)}`

type Doc = {
  readonly servers?: ReadonlyArray<{ readonly url?: string }>
  readonly paths?: Record<string, Record<string, unknown>>
  readonly components?: { readonly parameters?: Record<string, Param> }
  readonly parameters?: Record<string, Param>
}
/** A value schema, as much of it as the enumerations need. */
type Values = {
  readonly $ref?: string
  readonly enum?: ReadonlyArray<unknown>
  readonly items?: Values
}
/** OpenAPI 3 puts the values in `schema`; the Swagger 2 documents (push.yml, source-logs.yml) on the parameter. */
type Param = Values & { readonly in?: string; readonly name?: string; readonly schema?: Values }

/** Parameter references that lead nowhere (a gap of the description: `search-interface.yml` names `page-id`). */
export const unresolved: Set<string> = new Set()

const resolve = (file: string, doc: Doc, p: Param): Param => {
  if (p.$ref === undefined) return p
  const m = /^#\/(?:components\/parameters|parameters)\/(.+)$/.exec(p.$ref)
  const target = m === null ? undefined : (doc.components?.parameters ?? doc.parameters ?? {})[m[1]!]
  if (target !== undefined) return resolve(file, doc, target)
  unresolved.add(`${file} ${p.$ref}`)
  return {}
}

const schemaAt = (doc: Doc, ref: string): Values | undefined => {
  let node: unknown = doc
  for (const part of ref.replace(/^#\//, "").split("/")) node = (node as Record<string, unknown> | undefined)?.[part]
  return node as Values | undefined
}

const deref = (doc: Doc, values: Values | undefined): Values | undefined =>
  values?.$ref === undefined ? values : deref(doc, schemaAt(doc, values.$ref))

/**
 * Values the generator of the descriptions adds beside the real ones: the comma-joined list of the
 * others (`i` of the statistics lists MINUTE, HOUR, DAY, WEEK, MONTH and "MINUTE,HOUR,DAY,WEEK,MONTH";
 * exports' `format` EXCEL, NO_NEWLINE and "EXCEL,NO_NEWLINE"). The promise client's enumerations
 * (MetricsInterval, CSVFileFormat, ReportType, …) have the single values only, and an interval of
 * five units means nothing; the same generator leaves it out elsewhere (v15 exports' `format`).
 * Each one dropped is recorded here and reported by the test.
 */
export const joinedValues: Set<string> = new Set()

const enumOf = (file: string, doc: Doc, p: Param): ReadonlyArray<string> | undefined => {
  const schema = deref(doc, p.schema)
  const values = schema?.enum ?? deref(doc, schema?.items)?.enum ?? p.enum ?? deref(doc, p.items)?.enum
  if (values === undefined) return undefined
  const all = values.map(String)
  return all.filter((v) => {
    const parts = v.split(",")
    const joined = parts.length > 1 && parts.every((part) => all.includes(part))
    if (joined) joinedValues.add(`${file} ${p.name}=${v}`)
    return !joined
  })
}

export const loadOperations = (): ReadonlyArray<Operation> => {
  const out: Array<Operation> = []
  for (const file of readdirSync(descriptionDir).filter((f) => f.endsWith(".yml")).sort()) {
    const doc = parse(readFileSync(descriptionDir + file, "utf8"), { maxAliasCount: -1 }) as Doc
    // The models generator's reading of the servers, with its one correction (the Logs API's base path).
    const base = basePath(file, doc.servers?.[0]?.url)
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const shared = (item.parameters ?? []) as ReadonlyArray<Param>
      for (const method of methods) {
        const op = item[method] as { deprecated?: boolean; parameters?: ReadonlyArray<Param> } | undefined
        if (op === undefined) continue
        const params = [...shared, ...(op.parameters ?? [])].map((p) => resolve(file, doc, p))
        const full = base + path
        const inQuery = params.filter((p) => p.in === "query")
        const enums = new Map<string, ReadonlyArray<string>>()
        for (const p of inQuery) {
          const values = enumOf(file, doc, p)
          if (values !== undefined) enums.set(p.name!, values)
        }
        out.push({
          file,
          method: method.toUpperCase(),
          path: full,
          key: opKey(method, full),
          deprecated: op.deprecated === true,
          query: [...new Set(inQuery.map((p) => p.name!))],
          enums
        })
      }
    }
  }
  return out
}

const namesOf = (ast: SchemaAST.AST): ReadonlyArray<string> => {
  if (SchemaAST.isObjects(ast)) return ast.propertySignatures.map((ps) => String(ps.name))
  if (SchemaAST.isUnion(ast)) return [...new Set(ast.types.flatMap(namesOf))]
  throw new Error(`query Schema is not a struct: ${ast._tag}`)
}

const encodedQuery = (def: EndpointDef): SchemaAST.AST | undefined =>
  def.query === undefined
    ? undefined
    : Schema.toEncoded(def.query as unknown as Schema.Codec<unknown, unknown>).ast

/** The query parameter names a declaration may send: its query Schema's encoded field names, and `orgQuery`. */
export const declaredQuery = (def: EndpointDef): ReadonlyArray<string> => {
  const names: Array<string> = []
  const encoded = encodedQuery(def)
  if (encoded !== undefined) names.push(...namesOf(encoded))
  if (def.orgQuery !== undefined) names.push(def.orgQuery)
  return [...new Set(names)]
}

/**
 * What values a query field accepts on the wire: exactly `values` (a literal union), any string with
 * `values` suggested (an open enumeration, `OpenLiterals`), any string, or something else. Arrays
 * (`Schema.Array` or `QueryArray`) are judged by their items, optional fields by their value.
 */
export type Accepted =
  | { readonly kind: "closed"; readonly values: ReadonlyArray<string> }
  | { readonly kind: "open"; readonly values: ReadonlyArray<string> }
  | { readonly kind: "string" }
  | { readonly kind: "other"; readonly what: string }

const same = (a: Accepted, b: Accepted): boolean => JSON.stringify(a) === JSON.stringify(b)

export const accepted = (ast: SchemaAST.AST): Accepted => {
  const open = openLiteralsOf(ast)
  if (open !== undefined) return { kind: "open", values: open }
  switch (ast._tag) {
    case "Literal":
      return typeof ast.literal === "string"
        ? { kind: "closed", values: [ast.literal] }
        : { kind: "other", what: `literal ${String(ast.literal)}` }
    case "Enum":
      return { kind: "closed", values: ast.enums.map(([, value]) => String(value)) }
    case "String":
      return { kind: "string" }
    case "Arrays":
      return ast.elements.length === 0 && ast.rest.length === 1
        ? accepted(ast.rest[0]!)
        : { kind: "other", what: "a tuple" }
    case "Declaration": {
      const item = queryArrayItem(ast)
      return item === undefined ? { kind: "other", what: "Declaration" } : accepted(item)
    }
    case "Union": {
      const members = ast.types.filter((t) => !SchemaAST.isUndefined(t) && !SchemaAST.isNull(t)).map(accepted)
      // A union of literal unions (nested `Literals`) accepts all their values.
      if (members.length > 0 && members.every((m) => m.kind === "closed")) {
        return { kind: "closed", values: [...new Set(members.flatMap((m) => m.values))] }
      }
      // One value or an array of them: both accept the same values.
      if (members.length > 0 && members.every((m) => same(m, members[0]!))) return members[0]!
      return { kind: "other", what: `a union of ${members.map((m) => m.kind).join(", ")}` }
    }
    default:
      return { kind: "other", what: ast._tag }
  }
}

const fieldTypes = (ast: SchemaAST.AST, name: string): ReadonlyArray<SchemaAST.AST> =>
  SchemaAST.isObjects(ast)
    ? ast.propertySignatures.filter((ps) => ps.name === name).map((ps) => ps.type)
    : SchemaAST.isUnion(ast)
    ? ast.types.flatMap((t) => fieldTypes(t, name))
    : []

const isArray = (ast: SchemaAST.AST): boolean =>
  SchemaAST.isArrays(ast) ||
  (SchemaAST.isUnion(ast) &&
    ast.types.some(SchemaAST.isArrays) &&
    ast.types.every((t) => SchemaAST.isArrays(t) || SchemaAST.isUndefined(t) || SchemaAST.isNull(t)))

/** What the declaration's query field `name` accepts on the wire; `undefined` if it has no such field. */
export const declaredValues = (def: EndpointDef, name: string): Accepted | undefined => {
  const encoded = encodedQuery(def)
  const fields = encoded === undefined ? [] : fieldTypes(encoded, name)
  if (fields.length === 0) {
    // `orgQuery` is filled with the organization id: any string.
    return def.orgQuery === name ? { kind: "string" } : undefined
  }
  // An array sent as one JSON text (the pipeline filters `ruleTypes`, `ruleStatuses`) is a string on
  // the wire; the values that matter are its items, on the decoded side.
  const decoded = fieldTypes(SchemaAST.toType((def.query as Schema.Top).ast), name)
  const types = fields.map((ast, i) => {
    const wire = accepted(ast)
    return wire.kind === "string" && decoded[i] !== undefined && isArray(decoded[i]) ? accepted(decoded[i]) : wire
  })
  return types.every((t) => same(t, types[0]!)) ? types[0]! : { kind: "other", what: "different types per variant" }
}
