/**
 * Generates `src/emulator/described.generated.ts`: for every declaration whose operation the platform's
 * published OpenAPI descriptions (`../shared/spec/openapi/*.yml`, beside the clone) describe, the JSON
 * schema of its request body and of its success (2xx) answers, with the component schemas they reach in
 * one definitions table per service. The emulator validates request bodies against them, and the tests
 * validate its answers; the emulator ships in the package, so it reads this module, never the
 * descriptions. Run it with `npm run generate`; `test/generated.test.ts` fails while the committed file
 * differs from what it writes.
 *
 * Usage: `node scripts/generate-emulator-schemas.ts [outFile]` (default `src/emulator/described.generated.ts`).
 *
 * Declarations are matched to operations by the oracle's own logic (`test/oracle`: same method and
 * normalized path; a live operation wins over a deprecated one, the first description in file order
 * over the next); declarations that share one call (`POST /rest/search/v2` answers a search as JSON, or as
 * a spreadsheet) are one operation, whose body and answers are JSON when any of them sends or reads JSON.
 * Only facts are kept: `type`, `format`, `enum`, `nullable`, `readOnly`, `required`,
 * `properties`, `additionalProperties`, `items`, `allOf`/`oneOf`/`anyOf`, `discriminator`, and `$ref`
 * (named within the service's table); no prose. They are read as `scripts/generate-models.ts` reads
 * them: a property marked `required: true` is required, a misplaced `properties.allOf` is the schema's
 * `allOf`, an enumeration written as `"A,B"` stands for `A` and `B`, enumeration values that
 * contradict the type are dropped, and dates follow its `dateIsString` rule, baked in here: a
 * `date-time` is `{ type: "integer", format: "epoch-ms" }` or `{ type: "string", format: "date-time" }`.
 * A schema without `required` requires nothing, except what the platform always answers, by the rule
 * the models generator follows too (`scripts/always-present.ts`): the `id` of the resources a GET or a
 * POST answers (the answer itself, its array items, or the items of a page's lists), and a page's
 * counters and lists. A 204 answer has no body, even where a description gives it a schema.
 *
 * It keeps, too, the names of the query and header parameters each operation requires (`in: query` or
 * `in: header` and `required: true`, declared on the operation or on its path item, directly or through
 * `$ref`; for an object sent exploded in the query, the properties its schema requires), which the
 * emulator requires of a request: the organization's query parameter (the declaration's `orgQuery`,
 * checked on its own) and the headers every request carries (`Authorization`, `Accept`,
 * `Content-Type`) aside.
 *
 * @module
 */
import { createFromBuffer } from "@dprint/formatter"
import { getPath } from "@dprint/typescript"
import { readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parse } from "yaml"
import { allEndpoints } from "../src/endpoints.ts"
import type { EndpointDef } from "../src/Http/PlatformClient.ts"
import { compare } from "../test/oracle/compare.ts"
import { descriptionDir, loadOperations, type Operation } from "../test/oracle/description.ts"
import { alwaysPresent, resourceId } from "./always-present.ts"
import { addDescriptionFacts } from "./description-additions.ts"
import { dateIsString } from "./generate-models.ts"

const root = join(import.meta.dirname, "..")

// ---------------------------------------------------------------- the descriptions, as read

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

interface RawSchema {
  readonly $ref?: string
  readonly type?: string
  readonly format?: string
  readonly enum?: ReadonlyArray<Json>
  readonly nullable?: boolean
  readonly readOnly?: boolean
  readonly required?: ReadonlyArray<string> | boolean
  readonly properties?: Readonly<Record<string, unknown>>
  readonly additionalProperties?: boolean | RawSchema
  readonly items?: RawSchema
  readonly allOf?: ReadonlyArray<RawSchema>
  readonly oneOf?: ReadonlyArray<RawSchema>
  readonly anyOf?: ReadonlyArray<RawSchema>
  readonly discriminator?: { readonly propertyName: string; readonly mapping?: Readonly<Record<string, string>> }
}

interface RawMedia {
  readonly schema?: RawSchema
}

interface RawResponse {
  readonly $ref?: string
  readonly content?: Readonly<Record<string, RawMedia>>
  /** Swagger 2. */
  readonly schema?: RawSchema
}

interface RawParameter {
  readonly $ref?: string
  readonly name?: string
  readonly in?: string
  readonly required?: boolean
  readonly style?: string
  readonly explode?: boolean
  readonly schema?: RawSchema
}

interface RawOperation {
  readonly requestBody?: { readonly $ref?: string; readonly content?: Readonly<Record<string, RawMedia>> }
  readonly parameters?: ReadonlyArray<RawParameter>
  readonly responses?: Readonly<Record<string, RawResponse>>
}

interface RawDocument {
  readonly paths?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
  readonly components?: {
    readonly schemas?: Readonly<Record<string, RawSchema>>
    readonly responses?: Readonly<Record<string, RawResponse>>
    readonly requestBodies?: Readonly<Record<string, { readonly content?: Readonly<Record<string, RawMedia>> }>>
    readonly parameters?: Readonly<Record<string, RawParameter>>
  }
  /** Swagger 2. */
  readonly definitions?: Readonly<Record<string, RawSchema>>
  readonly parameters?: Readonly<Record<string, RawParameter>>
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1)

// ---------------------------------------------------------------- the facts kept

/** A schema as the generated module holds it (the shape of `src/emulator/schema.ts`). */
interface Fact {
  $ref?: string
  type?: string
  format?: string
  enum?: Array<Json>
  nullable?: true
  readOnly?: true
  required?: Array<string>
  properties?: Record<string, Fact>
  additionalProperties?: boolean | Fact
  items?: Fact
  allOf?: Array<Fact>
  oneOf?: Array<Fact>
  anyOf?: Array<Fact>
  discriminator?: { propertyName: string; mapping?: Record<string, string> }
}

const types = new Set(["object", "array", "string", "integer", "number", "boolean"])

/** The JSON media types of a `content` map: the platform answers `*\/*` with JSON too. */
const jsonMedia = (content: Readonly<Record<string, RawMedia>> | undefined): RawMedia | undefined => {
  if (content === undefined) return undefined
  const key = Object.keys(content).find((k) => k === "*/*" || /[/+]json\b/.test(k))
  return key === undefined ? undefined : content[key]
}

/** One service's definitions and the names they reach. */
class ServiceReader {
  readonly stem: string
  readonly document: RawDocument
  readonly schemas: Readonly<Record<string, RawSchema>>
  /** Definitions converted so far, by name. */
  readonly table = new Map<string, Fact>()
  readonly gaps: Array<string>

  constructor(stem: string, document: RawDocument, gaps: Array<string>) {
    this.stem = stem
    this.document = document
    this.schemas = document.components?.schemas ?? document.definitions ?? {}
    this.gaps = gaps
  }

  /** Converts a named definition into the table (once), following what it reaches. */
  define(name: string): void {
    if (this.table.has(name)) return
    const raw = this.schemas[name]
    if (raw === undefined) return
    this.table.set(name, {})
    this.table.set(name, this.convert(raw, undefined))
  }

  private enumOf(schema: RawSchema): Array<Json> | undefined {
    const values: Array<Json> = []
    for (const value of schema.enum ?? []) {
      if (typeof value === "string" && /^\s*[A-Z_]+(\s*,\s*[A-Z_]+)+\s*$/.test(value)) {
        values.push(...value.split(",").map((v) => v.trim()))
      } else values.push(value)
    }
    const matches = (v: Json) =>
      v === null ||
      schema.type === undefined ||
      (schema.type === "string" && typeof v === "string") ||
      ((schema.type === "integer" || schema.type === "number") && typeof v === "number") ||
      (schema.type === "boolean" && typeof v === "boolean")
    const kept = [...new Set(values.filter((v) => matches(v) && (typeof v !== "object" || v === null)))]
    return kept.length > 0 ? kept : undefined
  }

  /** The facts of a schema; `name` is the property it types, for the date rule. */
  convert(schema: RawSchema, name: string | undefined): Fact {
    if (schema.$ref !== undefined) {
      const target = refName(schema.$ref)
      if (this.schemas[target] === undefined) {
        this.gaps.push(`${this.stem}: $ref ${schema.$ref} names no schema; read as any value`)
        return {}
      }
      this.define(target)
      return { $ref: target }
    }
    const out: Fact = {}
    if (schema.type !== undefined && types.has(schema.type)) out.type = schema.type
    if (schema.format !== undefined) out.format = schema.format
    if (out.type === "string" && schema.format === "date-time") {
      if (dateIsString(this.stem, name)) out.format = "date-time"
      else {
        out.type = "integer"
        out.format = "epoch-ms"
      }
    }
    if (schema.enum !== undefined && schema.type !== "object") {
      const values = this.enumOf(schema)
      if (values !== undefined) out.enum = values
    }
    if (schema.nullable === true) out.nullable = true
    if (schema.readOnly === true) out.readOnly = true
    const properties = Object.entries(schema.properties ?? {}).filter((entry): entry is [string, RawSchema] =>
      entry[0] !== "allOf" && isObject(entry[1])
    )
    const required = new Set(Array.isArray(schema.required) ? schema.required : [])
    for (const [key, value] of properties) if (value.required === true) required.add(key)
    if (properties.length > 0) {
      out.properties = Object.fromEntries(properties.map(([key, value]) => [key, this.convert(value, key)]))
    }
    if (required.size > 0) out.required = [...required]
    if (schema.additionalProperties === true || schema.additionalProperties === false) {
      out.additionalProperties = schema.additionalProperties
    } else if (isObject(schema.additionalProperties)) {
      out.additionalProperties = this.convert(schema.additionalProperties, undefined)
    }
    if (isObject(schema.items)) out.items = this.convert(schema.items, name)
    const misplaced = schema.properties?.allOf
    const allOf = [...(schema.allOf ?? []), ...(Array.isArray(misplaced) ? misplaced.filter(isObject) : [])]
    if (allOf.length > 0) out.allOf = allOf.map((part) => this.convert(part, name))
    if (schema.oneOf !== undefined) out.oneOf = schema.oneOf.map((part) => this.convert(part, name))
    if (schema.anyOf !== undefined) out.anyOf = schema.anyOf.map((part) => this.convert(part, name))
    if (schema.discriminator !== undefined) {
      const mapping = schema.discriminator.mapping
      if (mapping !== undefined) { for (const ref of Object.values(mapping)) this.define(refName(ref)) }
      out.discriminator = {
        propertyName: schema.discriminator.propertyName,
        ...(mapping === undefined
          ? {}
          : { mapping: Object.fromEntries(Object.entries(mapping).map(([value, ref]) => [value, refName(ref)])) })
      }
    }
    return out
  }

  /** Follows `$ref`s to the facts a name stands for. */
  resolved(fact: Fact): Fact {
    let current = fact
    for (let i = 0; i < 20 && current.$ref !== undefined; i++) current = this.table.get(current.$ref) ?? {}
    return current
  }

  /** Whether the facts declare an `id` property: their own, through `allOf`, or in every variant of a union. */
  hasId(fact: Fact, depth = 0): boolean {
    const f = this.resolved(fact)
    if (depth > 10) return false
    if (f.properties?.id !== undefined) return true
    if ((f.allOf ?? []).some((part) => this.hasId(part, depth + 1))) return true
    const variants = f.oneOf ?? f.anyOf ?? []
    return variants.length > 0 && variants.every((v) => this.hasId(v, depth + 1))
  }

  /** Whether the facts already require `id`: themselves, through `allOf`, or in every variant of a union. */
  requiresId(fact: Fact, depth = 0): boolean {
    const f = this.resolved(fact)
    if (depth > 10) return false
    if (f.required?.includes("id") === true) return true
    if ((f.allOf ?? []).some((part) => this.requiresId(part, depth + 1))) return true
    const variants = f.oneOf ?? f.anyOf ?? []
    return variants.length > 0 && variants.every((v) => this.requiresId(v, depth + 1))
  }

  /** The type of a fact, looking through `$ref`. */
  typeOf(fact: Fact): string | undefined {
    return this.resolved(fact).type
  }

  /** The facts of a named property, own or through `allOf`. */
  property(fact: Fact, key: string, depth = 0): Fact | undefined {
    const f = this.resolved(fact)
    if (depth > 10) return undefined
    const own = f.properties?.[key]
    if (own !== undefined) return own
    for (const part of f.allOf ?? []) {
      const found = this.property(part, key, depth + 1)
      if (found !== undefined) return found
    }
    return undefined
  }
}

/**
 * An answer's schema with what the platform always answers made required (`scripts/always-present.ts`
 * holds the rule, which the models generator follows for the types): the `id` of each resource, where it
 * declares one and does not already require it, and a page's counters and lists. What is added is laid
 * over the answer (`allOf`), so the definitions it names stay as described.
 */
const withAlwaysPresent = (reader: ServiceReader, answer: Fact, method: string): Fact => {
  const needsId = (resource: Fact) => reader.hasId(resource) && !reader.requiresId(resource)
  const resolved = reader.resolved(answer)
  const properties = resolved.properties ?? {}
  const holds = alwaysPresent(
    method,
    resolved.type === "array" ? { _tag: "Array" } : {
      _tag: "Object",
      properties: Object.keys(properties),
      arrays: Object.keys(properties).filter((key) => reader.typeOf(properties[key]!) === "array")
    }
  )
  if (holds.items) {
    return resolved.items !== undefined && needsId(resolved.items)
      ? { allOf: [answer, { items: { required: [resourceId] } }] }
      : answer
  }
  const extra: Fact = {}
  const required: Array<string> = []
  if (holds.id && needsId(answer)) required.push(resourceId)
  for (const key of holds.resourceLists) {
    const items = reader.resolved(properties[key]!).items
    if (items !== undefined && needsId(items)) {
      extra.properties = { ...extra.properties, [key]: { items: { required: [resourceId] } } }
    }
  }
  required.push(...holds.required.filter((key) => !(resolved.required ?? []).includes(key)))
  if (required.length > 0) extra.required = required
  return Object.keys(extra).length > 0 ? { allOf: [answer, extra] } : answer
}

// ---------------------------------------------------------------- corrections

/**
 * What the emulator alone corrects, each with its reason. Facts of the platform's data that a description
 * leaves out or gets wrong go in `scripts/description-additions.ts`, which both generators apply, so that the
 * types and the emulator agree; what stays here is what the models already say by other means: an
 * operation's request body read as another schema (the models send a resource without its id by their own
 * rule, or the call's declaration types its body by hand, `test/types/allow.ts`), and a bare `type: object`
 * read as any value, as the models generator's own rule reads it. A correction that no longer changes
 * anything (the schema is gone, or now says the same) fails the generator, so the list cannot go stale.
 */
interface Correction {
  /** The service (description file stem). */
  readonly service: string
  /** A definition of the service, or an operation (`METHOD template` of the declaration) whose request it fixes. */
  readonly schema?: string
  readonly operation?: string
  readonly reason: string
  readonly fix: (fact: Fact) => Fact
}

const corrections: ReadonlyArray<Correction> = [
  {
    service: "usage-analytics-read",
    schema: "CombinedDataResponseV15",
    reason: "a combination maps dimension names to their values (strings) and metric names to theirs " +
      "(numbers), and `uniqueCounts` maps dimensions to counts: the description's `type: object` is the " +
      "server's Java `Object` value type, which holds any JSON value",
    fix: (fact) => {
      const any = (value: Fact | undefined): Fact | undefined =>
        value === undefined ? undefined : { ...value, additionalProperties: true }
      const combinations = fact.properties!.combinations!
      return {
        ...fact,
        properties: {
          ...fact.properties,
          combinations: { ...combinations, items: any(combinations.items)! },
          uniqueCounts: any(fact.properties!.uniqueCounts)!
        }
      }
    }
  },
  {
    service: "search-interface",
    operation: "POST /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxId}/preview",
    reason: "the interface to preview is named by the path: the promise client's generatePreview(ipxId, " +
      "config: ExistingHostedInterface<IPXInterfaceConfiguration>) sends the configuration without its id " +
      "(Omit<T, 'id' | 'created' | ...>), as our sent form does; the description's ipx-interface-config-id " +
      "requires id, so the body is read as the configuration the create and update calls send",
    fix: (fact) => (fact.$ref === "ipx-interface-config-id" ? { $ref: "ipx-interface-config" } : fact)
  },
  ...["generic", "specific"].map((side): Correction => ({
    service: "schema-service",
    operation: `POST /rest/organizations/{org}/schema/sources/{sourceType}/translate/${side}`,
    reason: "the Swagger 2 description types the body `string` (the service reads it as text); the promise " +
      "client and our declaration send the objects to get as a JSON object",
    fix: (fact) => (fact.type === "string" ? {} : fact)
  }))
]

const correct = (
  definitions: Record<string, Record<string, Fact>>,
  operations: ReadonlyMap<string, Described>
): number => {
  for (const c of corrections) {
    const where = `${c.service} ${c.schema ?? c.operation}`
    const entry = c.operation !== undefined ? operations.get(c.operation) : undefined
    const before = c.schema !== undefined ? definitions[c.service]?.[c.schema] : entry?.request
    if (before === undefined || (entry !== undefined && entry.service !== c.service)) {
      throw new Error(`correction of ${where}: no such schema any more; remove it`)
    }
    const after = c.fix(before)
    if (JSON.stringify(after) === JSON.stringify(before)) {
      throw new Error(`correction of ${where}: the description says so now; remove it`)
    }
    if (c.schema !== undefined) definitions[c.service]![c.schema] = after
    else entry!.request = after
  }
  return corrections.length
}

/** Drops the definitions that no operation reaches any more (a correction may cut a branch). */
const prune = (definitions: Record<string, Record<string, Fact>>, operations: ReadonlyMap<string, Described>) => {
  const refs = (value: unknown, out: Array<string>): Array<string> => {
    if (Array.isArray(value)) { for (const v of value) refs(v, out) }
    else if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (k === "$ref" && typeof v === "string") out.push(v)
        else if (k === "mapping" && isObject(v)) out.push(...Object.values(v).filter((x) => typeof x === "string"))
        else refs(v, out)
      }
    }
    return out
  }
  for (const [service, table] of Object.entries(definitions)) {
    const reached = new Set<string>()
    const queue = [...operations.values()].filter((op) => op.service === service).flatMap((op) => refs(op, []))
    while (queue.length > 0) {
      const name = queue.pop()!
      if (reached.has(name) || table[name] === undefined) continue
      reached.add(name)
      queue.push(...refs(table[name], []))
    }
    for (const name of Object.keys(table)) if (!reached.has(name)) delete table[name]
    if (Object.keys(table).length === 0) delete definitions[service]
  }
}

/** The property names a fact declares: its own, and those of its `allOf` parts (through `$ref`s). */
const declared = (fact: Fact, table: Readonly<Record<string, Fact>>, depth = 0): Set<string> => {
  const names = new Set(Object.keys(fact.properties ?? {}))
  if (depth > 20) return names
  if (fact.$ref !== undefined) return declared(table[fact.$ref] ?? {}, table, depth + 1)
  for (const part of fact.allOf ?? []) for (const k of declared(part, table, depth + 1)) names.add(k)
  return names
}

/**
 * A required name that no property declares is dropped, as the models generator drops it (a slip of
 * the description: Search's `ListFieldValuesResponse` requires `results` and declares `values`).
 */
const requiredDeclared = (fact: Fact, table: Readonly<Record<string, Fact>>, note: (key: string) => void): Fact => {
  if (fact.required === undefined || fact.properties === undefined) return fact
  const names = declared(fact, table)
  const missing = fact.required.filter((k) => !names.has(k))
  for (const k of missing) note(k)
  if (missing.length === 0) return fact
  const { required: _required, ...rest } = fact
  const kept = fact.required.filter((k) => names.has(k))
  return kept.length > 0 ? { ...rest, required: kept } : rest
}

// ---------------------------------------------------------------- operations

/** What the generated module says of one declared operation. */
interface Described {
  service: string
  request?: Fact
  /** Status → the answer's schema; `null` for an answer described without a JSON body. */
  responses?: Record<string, Fact | null>
  /** The query parameters it requires, the organization's (`orgQuery`) aside. */
  query?: Array<string>
  /** The header parameters it requires, those every request carries aside. */
  headers?: Array<string>
}

const methods = ["get", "put", "post", "delete", "patch", "head", "options"]

/**
 * The operation object of `op` in its document (the path of the description that, after its base, is
 * `op.path`), and the parameters its path item declares for all its operations.
 */
const rawOperation = (
  document: RawDocument,
  op: Operation
): { readonly operation: RawOperation; readonly shared: ReadonlyArray<RawParameter> } | undefined => {
  const method = op.method.toLowerCase()
  if (!methods.includes(method)) return undefined
  const candidates = Object.entries(document.paths ?? {})
    .filter(([path, item]) => op.path.endsWith(path) && isObject(item[method]))
    .sort(([a], [b]) => b.length - a.length)
  const item = candidates[0]?.[1]
  if (item === undefined) return undefined
  const shared = Array.isArray(item.parameters) ? (item.parameters as ReadonlyArray<RawParameter>) : []
  return { operation: item[method] as RawOperation, shared }
}

/**
 * A parameter through its `$ref`s (`#/components/parameters/…`, Swagger 2's `#/parameters/…`);
 * `undefined` if they lead nowhere.
 */
const parameterOf = (document: RawDocument, p: RawParameter, depth = 0): RawParameter | undefined => {
  if (p.$ref === undefined) return p
  const table = document.components?.parameters ?? document.parameters ?? {}
  const target = depth < 10 ? table[refName(p.$ref)] : undefined
  return target === undefined ? undefined : parameterOf(document, target, depth + 1)
}

/**
 * Headers that every request of the client carries (the transport sets them), so that no operation's
 * `required: true` on them says anything about a call: the credentials, and the media types.
 */
const carried = new Set(["authorization", "accept", "content-type"])

/**
 * The query and header parameters an operation requires: `required: true` in its own parameters or
 * its path item's (the operation's own win, by name and place), `$ref`s followed; the organization's
 * query parameter (`orgQuery`, which the emulator checks itself) and the headers every request
 * carries left out. Sorted, for a stable module.
 *
 * @since 0.1.0
 * @category generators
 */
export const requiredParameters = (
  document: RawDocument,
  stem: string,
  raw: { readonly operation: RawOperation; readonly shared: ReadonlyArray<RawParameter> },
  orgQuery: string | undefined,
  gaps: Array<string>
) => {
  const byPlace = new Map<string, RawParameter>()
  for (const p of [...raw.shared, ...(raw.operation.parameters ?? [])]) {
    const param = parameterOf(document, p)
    if (param === undefined) {
      gaps.push(`${stem}: parameter $ref ${p.$ref} names no parameter; not checked`)
      continue
    }
    if (param.name !== undefined && (param.in === "query" || param.in === "header")) {
      byPlace.set(`${param.in} ${param.in === "header" ? param.name.toLowerCase() : param.name}`, param)
    }
  }
  const schemas = document.components?.schemas ?? document.definitions ?? {}
  const query: Array<string> = []
  const headers: Array<string> = []
  for (const param of byPlace.values()) {
    if (param.required !== true) continue
    if (param.in === "header" && !carried.has(param.name!.toLowerCase())) headers.push(param.name!)
    if (param.in !== "query" || param.name === orgQuery) continue
    const schema = param.schema?.$ref !== undefined ? schemas[refName(param.schema.$ref)] : param.schema
    if (schema?.type === "object" || schema?.properties !== undefined) {
      // An object in the query is sent exploded (`style: form`, the default): its properties are the
      // parameters, and its own name is not on the wire (analytics-admin's `params` of listProperties).
      if ((param.style ?? "form") !== "form" || param.explode === false) {
        gaps.push(`${stem}: query object ${param.name} is sent as ${param.style ?? "form"}; not checked`)
        continue
      }
      const required = new Set(Array.isArray(schema.required) ? schema.required : [])
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (isObject(value) && value.required === true) required.add(key)
      }
      query.push(...[...required].filter((key) => key !== orgQuery))
    } else query.push(param.name!)
  }
  return { query: [...new Set(query)].sort(), headers: headers.sort() }
}

const requestSchema = (document: RawDocument, operation: RawOperation): RawSchema | undefined => {
  const body = operation.requestBody
  if (body !== undefined) {
    const target = body.$ref !== undefined ? document.components?.requestBodies?.[refName(body.$ref)] : body
    return jsonMedia(target?.content)?.schema
  }
  for (const p of operation.parameters ?? []) {
    const param = p.$ref !== undefined ? document.parameters?.[refName(p.$ref)] : p
    if (param?.in === "body") return param.schema
  }
  return undefined
}

const responseSchemas = (document: RawDocument, operation: RawOperation) => {
  const out: Array<[string, RawSchema | undefined, boolean]> = []
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue
    const response = raw.$ref !== undefined ? document.components?.responses?.[refName(raw.$ref)] ?? {} : raw
    if (response.schema !== undefined) out.push([status, response.schema, true])
    else if (response.content === undefined) out.push([status, undefined, true])
    else {
      const media = jsonMedia(response.content)
      // An answer described only in another media type (CSV, a ZIP, HTML) is not checked as JSON.
      out.push([status, media?.schema, media !== undefined])
    }
  }
  return out
}

/**
 * Every declared operation, its schemas, and the definitions they reach.
 *
 * @since 0.1.0
 * @category generators
 */
export const describeOperations = (
  defs: ReadonlyArray<EndpointDef> = allEndpoints
) => {
  const gaps: Array<string> = []
  const readers = new Map<string, ServiceReader>()
  const reader = (file: string) => {
    let r = readers.get(file)
    if (r === undefined) {
      const document = parse(readFileSync(descriptionDir + file, "utf8"), { maxAliasCount: -1 }) as RawDocument
      addDescriptionFacts(file.slice(0, -".yml".length), document)
      r = new ServiceReader(file.slice(0, -".yml".length), document, gaps)
      readers.set(file, r)
    }
    return r
  }
  // Declarations that share a call are one operation (`POST /rest/search/v2`: `Search.query` reads its answer
  // as JSON, `Search.exportQuery` as a spreadsheet). Its body and answers are kept as JSON when any of them
  // sends or reads JSON, whichever comes first.
  const callOf = (def: EndpointDef) => `${def.method} ${def.path}`
  const sendsJson = new Set(defs.filter((def) => def.body === "json").map(callOf))
  const readsJson = new Set(defs.filter((def) => def.response === "json" || def.response === "empty").map(callOf))
  const operations = new Map<string, Described>()
  let requests = 0
  let responses = 0
  for (const result of compare(defs, loadOperations())) {
    if (result.ops.length === 0) continue
    const key = `${result.def.method} ${result.def.path}`
    if (operations.has(key)) continue
    const live = result.ops.filter((op) => !op.deprecated)
    const op = (live.length > 0 ? live : result.ops)[0]!
    const r = reader(op.file)
    const found = rawOperation(r.document, op)
    if (found === undefined) {
      gaps.push(`${op.file}: no operation object for ${op.method} ${op.path}`)
      continue
    }
    const raw = found.operation
    const entry: Described = { service: r.stem }
    const required = requiredParameters(r.document, r.stem, found, result.def.orgQuery, gaps)
    const body = sendsJson.has(key) ? requestSchema(r.document, raw) : undefined
    if (body !== undefined) {
      entry.request = r.convert(body, undefined)
      requests++
    }
    const json = readsJson.has(key)
    const answers: Record<string, Fact | null> = {}
    for (const [status, schema, isJson] of responseSchemas(r.document, raw)) {
      if (!isJson || !json) continue
      // A 204 has no content (RFC 9110 §15.3.5), whatever schema the description writes under it.
      const fact = schema === undefined || status === "204" ? null : r.convert(schema, undefined)
      answers[status] = fact === null ? null : withAlwaysPresent(r, fact, result.def.method)
    }
    if (Object.keys(answers).length > 0) {
      entry.responses = answers
      responses++
    }
    if (required.query.length > 0) entry.query = required.query
    if (required.headers.length > 0) entry.headers = required.headers
    operations.set(key, entry)
  }
  const definitions: Record<string, Record<string, Fact>> = {}
  for (const r of [...readers.values()].sort((a, b) => (a.stem < b.stem ? -1 : 1))) {
    const used = [...r.table.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    if (used.length > 0) definitions[r.stem] = Object.fromEntries(used)
  }
  const sorted = new Map([...operations.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  const corrected = correct(definitions, sorted)
  prune(definitions, sorted)
  for (const [service, table] of Object.entries(definitions)) {
    for (const [name, fact] of Object.entries(table)) {
      table[name] = requiredDeclared(fact, table, (key) =>
        gaps.push(`${service}: ${name} requires \`${key}\`, which is not a property; not required`))
    }
  }
  return { operations: sorted, definitions, requests, responses, corrected, gaps: [...new Set(gaps)] }
}

// ---------------------------------------------------------------- the module

/** The dprint settings of the project's lint (the `@effect/dprint` rule of `eslint.config.js`). */
const dprintConfig = async (): Promise<Record<string, unknown>> => {
  const configs = (await import(pathToFileURL(join(root, "eslint.config.js")).href)).default as ReadonlyArray<
    { readonly rules?: Record<string, unknown> }
  >
  for (const config of configs) {
    const rule = config.rules?.["@effect/dprint"]
    if (Array.isArray(rule)) return (rule[1] as { readonly config: Record<string, unknown> }).config
  }
  throw new Error("eslint.config.js has no @effect/dprint rule")
}

const doc = (text: string, category: string) => `/**\n * ${text}\n *\n * @since 0.1.0\n * @category ${category}\n */`

/**
 * The generated module's text, formatted as the lint wants it.
 *
 * @since 0.1.0
 * @category generators
 */
export const generate = async () => {
  const described = describeOperations()
  const header = [
    "/**",
    " * The request-body and success-answer schemas of the declared operations that the platform's published",
    " * OpenAPI descriptions describe, with the definitions they reach, one table per service, and the query",
    " * and header parameters each operation requires; the emulator validates against them (`validate.ts`).",
    " *",
    " * Generated by `scripts/generate-emulator-schemas.ts` from `../shared/spec/openapi/*.yml`: do not edit;",
    " * regenerate with `npm run generate`.",
    " *",
    " * @module",
    " */",
    "import type { DescribedOperation, JsonSchema } from \"./schema.ts\"",
    "",
    doc("The component schemas the described operations reach, by service, then by name.", "models"),
    `export const definitions: Readonly<Record<string, Readonly<Record<string, JsonSchema>>>> = ${
      JSON.stringify(described.definitions)
    }`,
    "",
    doc("The described operations, by `METHOD path template` of their declaration.", "models"),
    `export const operations: Readonly<Record<string, DescribedOperation>> = ${
      JSON.stringify(Object.fromEntries(described.operations))
    }`,
    ""
  ].join("\n")
  const formatter = createFromBuffer(readFileSync(getPath()))
  const text = formatter.formatText({
    filePath: join(root, "src", "emulator", "described.generated.ts"),
    fileText: header,
    overrideConfig: await dprintConfig()
  })
  return { text, described }
}

if (import.meta.main) {
  const out = resolve(root, process.argv[2] ?? "src/emulator/described.generated.ts")
  const { described, text } = await generate()
  writeFileSync(out, text)
  for (const line of described.gaps) console.log(`  note: ${line}`)
  const definitions = Object.values(described.definitions).reduce((n, t) => n + Object.keys(t).length, 0)
  console.log(
    `generate-emulator-schemas: ${described.operations.size} operations (${described.requests} request bodies, ` +
      `${described.responses} with success answers), ${definitions} definitions in ${
        Object.keys(described.definitions).length
      } services, ${described.corrected} corrections → ${out}`
  )
}
