/**
 * The smallest valid instance of a described schema: what the emulator answers for something it does
 * not model beyond its shape (a document nobody stored, an action whose result is not simulated), and
 * the fields the platform fills in on a record it creates. Required properties only; the first value
 * of an enumeration; empty arrays; dates at the request's time.
 *
 * @module
 */
import { definitions } from "./described.generated.ts"
import { type DescribedOperation, describedOperation, type JsonSchema, validate } from "./validate.ts"

/** Recursive schemas stop here: an optional branch is left out, a required one becomes empty. */
const DEPTH = 12

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

// Objects merge (an `allOf` of parts); otherwise the first value stands.
const merge = (parts: ReadonlyArray<unknown>): unknown => {
  const objects = parts.filter(isRecord)
  if (objects.length === 0 || objects.length < parts.length) return parts[0]
  return Object.assign({}, ...objects)
}

/**
 * The smallest valid instance of `schema`, whose `$ref`s name entries of `table`.
 *
 * @since 0.2.0
 * @category constructors
 */
export const exampleOf = (schema: JsonSchema, table: Readonly<Record<string, JsonSchema>>, now: number): unknown =>
  sample(schema, table, now, 0) ?? (schema.nullable === true ? null : {})

const resolve = (schema: JsonSchema, table: Readonly<Record<string, JsonSchema>>): JsonSchema => {
  let current = schema
  for (let i = 0; i < DEPTH && current.$ref !== undefined; i++) current = table[current.$ref] ?? {}
  return current
}

// An `allOf` as one schema: its parts' properties and required names together (the parts of a
// resource, a page and what is always in it, are sampled as one object).
const flatten = (schema: JsonSchema, table: Readonly<Record<string, JsonSchema>>, depth = 0): JsonSchema => {
  if (schema.allOf === undefined || depth > DEPTH) return schema
  let properties: Record<string, JsonSchema> = {}
  const required = new Set<string>()
  let type = schema.type
  let variants: JsonSchema | undefined
  for (const part of schema.allOf) {
    const flat = flatten(resolve(part, table), table, depth + 1)
    // A property two parts describe takes both descriptions (a page's list, and the ids of its items).
    for (const [k, p] of Object.entries(flat.properties ?? {})) {
      properties = { ...properties, [k]: properties[k] === undefined ? p : { allOf: [properties[k]!, p] } }
    }
    for (const k of flat.required ?? []) required.add(k)
    type ??= flat.type
    if (flat.oneOf !== undefined || flat.anyOf !== undefined) variants ??= flat
  }
  for (const k of schema.required ?? []) required.add(k)
  const { allOf: _allOf, ...rest } = schema
  return {
    ...(variants === undefined
      ? {}
      : { oneOf: variants.oneOf ?? variants.anyOf!, discriminator: variants.discriminator! }),
    ...rest,
    type: type ?? "object",
    properties: { ...properties, ...schema.properties },
    required: [...required]
  }
}

// `undefined` when the schema constrains nothing (any value would do).
const sample = (
  raw: JsonSchema,
  table: Readonly<Record<string, JsonSchema>>,
  now: number,
  depth: number
): unknown => {
  if (depth > DEPTH) return undefined
  const schema = flatten(resolve(raw, table), table)
  const values = schema.enum?.filter((v) => v !== null)
  if (values !== undefined && values.length > 0) return values[0]
  const parts: Array<unknown> = []
  const discriminator = schema.discriminator
  const mapped = discriminator?.mapping === undefined ? undefined : Object.entries(discriminator.mapping)[0]
  if (mapped !== undefined && (schema.oneOf !== undefined || schema.anyOf !== undefined)) {
    const variant = sample({ $ref: mapped[1] }, table, now, depth + 1)
    parts.push(isRecord(variant) ? { ...variant, [discriminator!.propertyName]: mapped[0] } : variant)
  } else {
    const variants = schema.oneOf ?? schema.anyOf ?? []
    // The first variant whose smallest instance is valid: a recursive first variant may not bottom out.
    const samples = variants.map((v) => [v, sample(v, table, now, depth + 1)] as const)
    const valid = samples.find(([v, s]) => validate(v, s ?? {}, table, "response").length === 0)
    if ((valid ?? samples[0]) !== undefined) parts.push((valid ?? samples[0])![1] ?? {})
  }
  parts.push(ownSample(schema, table, now, depth))
  return merge(parts.filter((p) => p !== undefined))
}

const ownSample = (
  schema: JsonSchema,
  table: Readonly<Record<string, JsonSchema>>,
  now: number,
  depth: number
): unknown => {
  switch (schema.type) {
    case "array":
      return []
    case "string":
      if (schema.format === "date-time") return new Date(now).toISOString()
      if (schema.format === "date") return new Date(now).toISOString().slice(0, 10)
      return ""
    case "integer":
      return schema.format === "epoch-ms" ? now : 0
    case "number":
      return 0
    case "boolean":
      return false
    case "object":
    case undefined: {
      if (schema.type === undefined && schema.properties === undefined && schema.required === undefined) {
        return undefined
      }
      const out: Record<string, unknown> = {}
      // A name required without a schema here is given by a sibling part of an `allOf`.
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key]
        if (property !== undefined) out[key] = sample(property, table, now, depth + 1) ?? {}
      }
      return out
    }
    default:
      return undefined
  }
}

/** The first described success answer with a body, and its status. */
const firstAnswer = (
  operation: DescribedOperation
): readonly [status: number, schema: JsonSchema] | undefined => {
  for (const [status, schema] of Object.entries(operation.responses ?? {})) {
    if (schema !== null) return [Number(status), schema]
  }
  return undefined
}

/**
 * The smallest valid answer of a declared operation (its first described success answer with a body),
 * or `undefined` when the descriptions describe none.
 *
 * @since 0.2.0
 * @category constructors
 */
export const exampleAnswer = (method: string, template: string, now: number): unknown => {
  const operation = describedOperation(method, template)
  const answer = operation === undefined ? undefined : firstAnswer(operation)
  return answer === undefined ? undefined : exampleOf(answer[1], definitions[operation!.service] ?? {}, now)
}

/**
 * The smallest valid answer of `operation` for `status`, when the description gives that status a body.
 *
 * @since 0.2.0
 * @category constructors
 */
export const exampleForStatus = (operation: DescribedOperation, status: number, now: number): unknown => {
  const schema = operation.responses?.[String(status)]
  return schema === null || schema === undefined
    ? undefined
    : exampleOf(schema, definitions[operation.service] ?? {}, now)
}
