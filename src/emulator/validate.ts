/**
 * A small JSON-schema validator for the facts the generator keeps of the platform's published
 * descriptions (`described.generated.ts`): the emulator checks request bodies with it, and the tests
 * check the emulator's answers. Keywords apply as in JSON Schema: `properties`, `required` and
 * `additionalProperties` to objects only, `items` to arrays only; properties the schema does not name
 * are allowed unless `additionalProperties` is `false`.
 *
 * @module
 */
import { definitions, operations } from "./described.generated.ts"
import type { DescribedOperation, JsonSchema } from "./schema.ts"
import { isRecord } from "./types.ts"

export type { DescribedOperation, JsonSchema } from "./schema.ts"

/**
 * Which side of an exchange a value is: a request body does not need the read-only fields a
 * schema requires (the platform fills them in).
 *
 * @since 0.1.0
 * @category models
 */
export type Direction = "request" | "response"

/** At most this many problems are reported for one value: enough to fix it, short enough to read. */
const LIMIT = 10

/** `$ref` chains and nesting deeper than this are cut, so a recursive schema cannot loop. */
const DEPTH = 64

const show = (value: unknown): string => {
  const text = JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

const typeProblem = (schema: JsonSchema, value: unknown): string | undefined => {
  switch (schema.type) {
    case "object":
      return isRecord(value) ? undefined : "an object"
    case "array":
      return Array.isArray(value) ? undefined : "an array"
    case "string":
      if (typeof value !== "string") return "a string"
      if (schema.format === "date-time" && !(ISO.test(value) && !Number.isNaN(Date.parse(value)))) {
        return "an ISO 8601 date-time"
      }
      return undefined
    case "integer":
      if (!Number.isInteger(value)) {
        return schema.format === "epoch-ms"
          ? "epoch milliseconds (an integer)"
          : "an integer"
      }
      return undefined
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? undefined : "a number"
    case "boolean":
      return typeof value === "boolean" ? undefined : "a boolean"
    default:
      return undefined
  }
}

class Checker {
  readonly problems: Array<string> = []
  private readonly table: Readonly<Record<string, JsonSchema>>
  private readonly direction: Direction

  constructor(table: Readonly<Record<string, JsonSchema>>, direction: Direction) {
    this.table = table
    this.direction = direction
  }

  private resolve(schema: JsonSchema): JsonSchema {
    let current = schema
    for (let i = 0; i < DEPTH && current.$ref !== undefined; i++) current = this.table[current.$ref] ?? {}
    return current
  }

  /** The problems of `value` against `schema`, without recording them (for `oneOf`/`anyOf`). */
  private trial(schema: JsonSchema, value: unknown, path: string, depth: number): ReadonlyArray<string> {
    const sub = new Checker(this.table, this.direction)
    sub.check(schema, value, path, depth)
    return sub.problems
  }

  private add(path: string, text: string) {
    if (this.problems.length < LIMIT) this.problems.push(`${path || "(body)"}: ${text}`)
  }

  check(raw: JsonSchema, value: unknown, path: string, depth: number): void {
    if (depth > DEPTH || this.problems.length >= LIMIT) return
    const schema = this.resolve(raw)
    if (value === null) {
      if (schema.nullable === true || schema.enum?.includes(null) === true) return
      const constrained = schema.type !== undefined || schema.properties !== undefined ||
        schema.items !== undefined || schema.enum !== undefined
      if (constrained) {
        this.add(path, `null where ${typeProblem(schema, undefined) ?? "a value"} is expected`)
        return
      }
    }
    const expected = value === null ? undefined : typeProblem(schema, value)
    if (expected !== undefined) {
      this.add(path, `${show(value)} where ${expected} is expected`)
      return
    }
    if (schema.enum !== undefined && !schema.enum.includes(value as string)) {
      this.add(path, `${show(value)} is not one of ${schema.enum.map(show).join(", ")}`)
    }
    if (isRecord(value)) this.object(schema, value, path, depth)
    if (Array.isArray(value) && schema.items !== undefined) {
      value.forEach((item, i) => this.check(schema.items!, item, `${path}[${i}]`, depth + 1))
    }
    for (const part of schema.allOf ?? []) this.check(part, value, path, depth + 1)
    const variants = schema.oneOf ?? schema.anyOf
    if (variants !== undefined && variants.length > 0) this.variants(schema, variants, value, path, depth)
  }

  private object(schema: JsonSchema, value: Readonly<Record<string, unknown>>, path: string, depth: number) {
    const properties = schema.properties ?? {}
    for (const key of schema.required ?? []) {
      if (key in value) continue
      const property = properties[key]
      if (this.direction === "request" && property !== undefined && this.resolve(property).readOnly === true) continue
      this.add(path, `required property '${key}' is missing`)
    }
    for (const [key, item] of Object.entries(value)) {
      const at = path === "" ? key : `${path}.${key}`
      const property = properties[key]
      if (property !== undefined) this.check(property, item, at, depth + 1)
      else if (schema.additionalProperties === false) this.add(at, "is not a property of the schema")
      else if (typeof schema.additionalProperties === "object") {
        this.check(schema.additionalProperties, item, at, depth + 1)
      }
    }
  }

  // A value matches a union when it matches one variant; several may match, since the descriptions'
  // variants rarely exclude each other (no `additionalProperties: false`), so `oneOf` is read as `anyOf`.
  private variants(
    schema: JsonSchema,
    variants: ReadonlyArray<JsonSchema>,
    value: unknown,
    path: string,
    depth: number
  ) {
    const discriminator = schema.discriminator
    if (discriminator?.mapping !== undefined && isRecord(value)) {
      const tag = value[discriminator.propertyName]
      const target = typeof tag === "string" ? discriminator.mapping[tag] : undefined
      if (target !== undefined) {
        this.check({ $ref: target }, value, path, depth + 1)
        return
      }
    }
    let closest: ReadonlyArray<string> | undefined
    for (const variant of variants) {
      const problems = this.trial(variant, value, path, depth + 1)
      if (problems.length === 0) return
      if (closest === undefined || problems.length < closest.length) closest = problems
    }
    this.add(path, `matches none of the ${variants.length} variants; the closest: ${closest!.join("; ")}`)
  }
}

/**
 * The problems of `value` against `schema`, whose `$ref`s name entries of `table`; empty when it is valid.
 *
 * @since 0.1.0
 * @category validation
 */
export const validate = (
  schema: JsonSchema,
  value: unknown,
  table: Readonly<Record<string, JsonSchema>>,
  direction: Direction
): ReadonlyArray<string> => {
  const checker = new Checker(table, direction)
  checker.check(schema, value, "", 0)
  return checker.problems
}

/**
 * What the descriptions say of a declared operation, by its declaration's method and path template.
 *
 * @since 0.1.0
 * @category validation
 */
export const describedOperation = (method: string, template: string): DescribedOperation | undefined =>
  operations[`${method} ${template}`]

/**
 * The problems of a request body against its operation's described schema; empty when the operation
 * describes none or the body is valid.
 *
 * @since 0.1.0
 * @category validation
 */
export const requestProblems = (operation: DescribedOperation, body: unknown): ReadonlyArray<string> =>
  operation.request === undefined
    ? []
    : validate(operation.request, body, definitions[operation.service] ?? {}, "request")

/**
 * The first query or header parameter that the operation requires and the request lacks (its query
 * parameters first, in name order); `undefined` when nothing required is missing. A parameter sent
 * with an empty value is present: no description marks one `allowEmptyValue: false`, and the
 * organization's query parameter is read the same way. `headers` are Node's: names in lower case.
 *
 * @since 0.1.0
 * @category validation
 */
export const missingParameter = (
  operation: DescribedOperation,
  query: URLSearchParams,
  headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
): { readonly in: "query" | "header"; readonly name: string } | undefined => {
  const name = operation.query?.find((key) => !query.has(key))
  if (name !== undefined) return { in: "query", name }
  const header = operation.headers?.find((key) => headers[key.toLowerCase()] === undefined)
  return header === undefined ? undefined : { in: "header", name: header }
}

/**
 * The problems of an answer against its operation's described success answers: a status the
 * operation does not describe, or a body its schema refuses. `undefined` when the operation describes
 * no success answer, or the status is not a success.
 *
 * @since 0.1.0
 * @category validation
 */
export const answerProblems = (
  operation: DescribedOperation,
  status: number,
  body: unknown
): ReadonlyArray<string> | undefined => {
  const responses = operation.responses
  if (responses === undefined || status < 200 || status > 299) return undefined
  const key = String(status)
  if (!(key in responses)) {
    return [`status ${status} where the description has ${Object.keys(responses).join(", ")}`]
  }
  const schema = responses[key]
  if (schema === null || schema === undefined) return []
  if (body === undefined) return ["no body where the description has one"]
  return validate(schema, body, definitions[operation.service] ?? {}, "response")
}
