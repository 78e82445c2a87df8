/**
 * The shape of a list answer as the platform's descriptions give it: a bare array, or an object whose
 * array property holds the items beside its counters (`totalEntries`, `totalPages`, `totalCount`).
 * The generic behaviour answers every list in its operation's described shape, so that a call declared
 * from a description reads its answer as described, whichever collection it lists; the workflows name
 * a shape only where a declaration reads another one.
 *
 * @module
 */
import { definitions } from "./described.generated.ts"
import type { JsonSchema } from "./schema.ts"
import { describedOperation } from "./validate.ts"

/**
 * A counter a list answer may carry: `totalEntries` and `totalCount` count the items, `totalPages` the pages.
 *
 * @since 0.1.0
 * @category models
 */
export type ListCounter = "totalEntries" | "totalPages" | "totalCount"

/**
 * How a list answers: a bare array of items, or an object holding them under `itemsKey` with `counts`.
 *
 * @since 0.1.0
 * @category models
 */
export type ListShape =
  | { readonly _tag: "Array" }
  | { readonly _tag: "Object"; readonly itemsKey: string; readonly counts: ReadonlyArray<ListCounter> }

const counters: ReadonlyArray<ListCounter> = ["totalEntries", "totalPages", "totalCount"]

/** `$ref` chains end here: the descriptions' definitions are not that deep. */
const DEPTH = 20

const resolve = (schema: JsonSchema, table: Readonly<Record<string, JsonSchema>>): JsonSchema => {
  let current = schema
  for (let i = 0; i < DEPTH && current.$ref !== undefined; i++) current = table[current.$ref] ?? {}
  return current
}

/** The type, own properties and required names of a schema and of its `allOf` parts. */
const facts = (schema: JsonSchema, table: Readonly<Record<string, JsonSchema>>, depth = 0) => {
  const resolved = resolve(schema, table)
  let type = resolved.type
  const properties: Record<string, JsonSchema> = {}
  const required = new Set(resolved.required ?? [])
  if (depth < DEPTH) {
    for (const part of resolved.allOf ?? []) {
      const inner = facts(part, table, depth + 1)
      type ??= inner.type
      // A property two parts describe takes both descriptions (a page's list, and the ids of its items).
      for (const [k, p] of Object.entries(inner.properties)) {
        properties[k] = properties[k] === undefined ? p : { allOf: [properties[k], p] }
      }
      for (const k of inner.required) required.add(k)
    }
  }
  for (const [k, p] of Object.entries(resolved.properties ?? {})) {
    properties[k] = properties[k] === undefined ? p : { allOf: [properties[k], p] }
  }
  return { type, properties, required }
}

const shapeOf = (schema: JsonSchema, table: Readonly<Record<string, JsonSchema>>): ListShape | undefined => {
  const answer = facts(schema, table)
  if (answer.type === "array") return { _tag: "Array" }
  const arrays = Object.keys(answer.properties).filter((k) => facts(answer.properties[k]!, table).type === "array")
  // `items` is the platform's page; otherwise the one list, or the one the answer always carries.
  const itemsKey = arrays.includes("items")
    ? "items"
    : arrays.length === 1
    ? arrays[0]
    : arrays.find((k) => answer.required.has(k)) ?? arrays[0]
  if (itemsKey === undefined) return undefined
  return { _tag: "Object", itemsKey, counts: counters.filter((c) => c in answer.properties) }
}

const cache = new Map<string, ListShape | undefined>()

const answerSchema = (method: string, template: string) => {
  const operation = describedOperation(method, template)
  const schema = Object.values(operation?.responses ?? {}).find((s) => s !== null && s !== undefined)
  return schema === undefined || schema === null ? undefined : { schema, service: operation!.service }
}

/**
 * Whether the descriptions give `METHOD template` a success answer with a body (a list or not).
 *
 * @since 0.1.0
 * @category validation
 */
export const describesAnswer = (method: string, template: string): boolean =>
  answerSchema(method, template) !== undefined

/**
 * The list shape of the first described success answer with a body of `METHOD template`; `undefined`
 * when the descriptions describe none, or an answer that holds no list.
 *
 * @since 0.1.0
 * @category validation
 */
export const describedList = (method: string, template: string): ListShape | undefined => {
  const key = `${method} ${template}`
  if (cache.has(key)) return cache.get(key)
  const answer = answerSchema(method, template)
  const shape = answer === undefined ? undefined : shapeOf(answer.schema, definitions[answer.service] ?? {})
  cache.set(key, shape)
  return shape
}
