/**
 * The smallest valid instance of a described schema: what the emulator answers for something it does
 * not model beyond its shape (a document nobody stored, an action whose result is not simulated), and
 * the fields the platform fills in on a record it creates. Required properties only; the first value
 * of an enumeration; empty arrays; dates at the request's time. And the completion of an answer by the
 * same rule (`completeOf`): what the generic behaviour answers gets each required property it lacks.
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
 * @since 0.1.0
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
 * @since 0.1.0
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
 * @since 0.1.0
 * @category constructors
 */
export const exampleForStatus = (operation: DescribedOperation, status: number, now: number): unknown => {
  const schema = operation.responses?.[String(status)]
  return schema === null || schema === undefined
    ? undefined
    : exampleOf(schema, definitions[operation.service] ?? {}, now)
}

/** Answers are completed this deep at most: deeper values are kept as they are. */
const COMPLETE_DEPTH = 64

/**
 * The variant of a union that `value` is completed against: the one its discriminator names, else the
 * first it already matches, else the first whose completion of it is valid, else the first (the
 * discriminator's first mapping, with its value set); `undefined` when `schema` is no union.
 */
const variantOf = (
  schema: JsonSchema,
  value: Readonly<Record<string, unknown>>,
  table: Readonly<Record<string, JsonSchema>>,
  now: number,
  depth: number,
  unions: ReadonlySet<ReadonlyArray<JsonSchema>>
): { readonly schema: JsonSchema; readonly tag?: readonly [string, string] } | undefined => {
  const variants = schema.oneOf ?? schema.anyOf
  // A variant that takes its base's union (`allOf: [Base, …]`, Base the union) is not chosen again.
  if (variants === undefined || variants.length === 0 || unions.has(variants)) return undefined
  const inside = new Set([...unions, variants])
  const discriminator = schema.discriminator
  const mapping = discriminator?.mapping === undefined ? [] : Object.entries(discriminator.mapping)
  if (mapping.length > 0) {
    const tag = value[discriminator!.propertyName]
    const named = mapping.find(([v]) => v === tag)
    if (named !== undefined) return { schema: { $ref: named[1] } }
    return { schema: { $ref: mapping[0]![1] }, tag: [discriminator!.propertyName, mapping[0]![0]] }
  }
  const matched = variants.find((v) => validate(v, value, table, "response").length === 0)
  if (matched !== undefined) return { schema: matched }
  const valid = variants.find((v) =>
    validate(v, complete(v, value, table, now, depth + 1, inside), table, "response").length === 0
  )
  return { schema: valid ?? variants[0]! }
}

const noUnions: ReadonlySet<ReadonlyArray<JsonSchema>> = new Set()

/**
 * `value` completed against `raw`, at `depth` of the value; `unions` are the unions this same value is
 * being completed as a variant of.
 */
const complete = (
  raw: JsonSchema,
  value: unknown,
  table: Readonly<Record<string, JsonSchema>>,
  now: number,
  depth: number,
  unions: ReadonlySet<ReadonlyArray<JsonSchema>> = noUnions
): unknown => {
  // What is missing is the smallest instance, cut at its own depth, whatever the depth of the value.
  if (value === undefined) return sample(raw, table, now, 0) ?? (resolve(raw, table).nullable === true ? null : {})
  if (depth > COMPLETE_DEPTH || value === null) return value
  const resolved = resolve(raw, table)
  if (Array.isArray(value)) {
    // Each part of an `allOf` may describe the items (a page's list, and the ids of its items).
    const parts = [resolved, ...(resolved.allOf ?? []).map((part) => resolve(part, table))]
    return parts.reduce<ReadonlyArray<unknown>>(
      (items, part) =>
        part.items === undefined ? items : items.map((item) => complete(part.items!, item, table, now, depth + 1)),
      value
    )
  }
  if (!isRecord(value)) return value
  const schema = flatten(resolved, table)
  // An object where the schema wants another kind of value is kept as it is: there is nothing to fill.
  if (schema.type !== undefined && schema.type !== "object") return value
  let out: Record<string, unknown> = { ...value }
  const variant = variantOf(schema, out, table, now, depth, unions)
  if (variant !== undefined) {
    // The discriminator's value first, so that the variant's own rules (a required `type`) find it there.
    if (variant.tag !== undefined && !(variant.tag[0] in out)) out[variant.tag[0]] = variant.tag[1]
    const inside = new Set([...unions, (schema.oneOf ?? schema.anyOf)!])
    const completed = complete(variant.schema, out, table, now, depth + 1, inside)
    if (isRecord(completed)) out = { ...completed }
  }
  const properties = schema.properties ?? {}
  const additional = typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined
  for (const [key, item] of Object.entries(out)) {
    const property = properties[key] ?? additional
    if (property !== undefined) out[key] = complete(property, item, table, now, depth + 1)
  }
  // A name required without a schema here is given by a sibling part of an `allOf`.
  for (const key of schema.required ?? []) {
    const property = properties[key]
    if (!(key in out) && property !== undefined) out[key] = sample(property, table, now, 0) ?? {}
  }
  return out
}

/**
 * `value` with everything `schema` requires that it lacks, at every depth: each required property it
 * leaves out is added at its smallest valid value (as {@link exampleOf} gives it: 0, `""` or the first value
 * of an enumeration, `false`, `[]`, an object of its own required properties, dates at `now` in the format
 * the schema decides). What `value` holds is kept: its properties are only completed in turn, the items
 * of its arrays and the values of its maps too. A union is completed as the variant its discriminator
 * names, else the first variant it matches, else the first its completion matches, else the first (a
 * discriminator's first mapping, its value set). A value of another kind than the schema's, and `null`,
 * are kept as they are; `undefined` becomes the smallest valid instance.
 *
 * @since 0.1.0
 * @category constructors
 */
export const completeOf = (
  schema: JsonSchema,
  value: unknown,
  table: Readonly<Record<string, JsonSchema>>,
  now: number
): unknown => complete(schema, value, table, now, 0)

/**
 * An answer of `operation` with `status`, completed by {@link completeOf} against the schema its
 * description gives that status; as it is when the description gives it no JSON body.
 *
 * @since 0.1.0
 * @category constructors
 */
export const completeAnswer = (operation: DescribedOperation, status: number, body: unknown, now: number): unknown => {
  const schema = operation.responses?.[String(status)]
  return schema === null || schema === undefined || body === undefined
    ? body
    : completeOf(schema, body, definitions[operation.service] ?? {}, now)
}
