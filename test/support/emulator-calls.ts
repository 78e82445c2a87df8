/**
 * Calls of declared operations against an emulator, with arguments built from their description: the
 * path ids of records created first (outermost first, through the declared create call of their
 * collection: a POST on it, else a PUT on an item), the required query and header values by their
 * schema, and the smallest body the description accepts. `test/emulator-generated.test.ts` calls every
 * generated declaration this way through its own function, `test/emulator-generic-answers.test.ts` every
 * described operation through the client's `run`.
 */
import type * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { type Described, described, headerField } from "../../scripts/generate-operations.ts"
import { definitions } from "../../src/emulator/described.generated.ts"
import { exampleOf } from "../../src/emulator/example.ts"
import type { EmulatorHandle } from "../../src/emulator/index.ts"
import type { JsonSchema } from "../../src/emulator/schema.ts"
import { describedOperation, requestProblems } from "../../src/emulator/validate.ts"
import { merge, workflows } from "../../src/emulator/workflows/index.ts"
import { allEndpoints } from "../../src/endpoints.ts"
import { CoveoClient, type EndpointDef } from "../../src/Http/PlatformClient.ts"
import { normalize, opKey } from "../oracle/description.ts"

/** The emulator's clock in these runs. */
export const NOW = Date.UTC(2025, 0, 15, 12)

type Json = Readonly<Record<string, unknown>>

/** A value for a parameter of the description: its first enumerated value, else one of its type. */
export const sampleOf = (schema: Json, name: string): unknown => {
  const values = schema["enum"] as ReadonlyArray<unknown> | undefined
  if (values !== undefined && values.length > 0) return String(values[0]).split(",")[0]
  switch (schema["type"]) {
    case "integer":
    case "number":
      return 1
    case "boolean":
      return true
    case "array":
      return [sampleOf((schema["items"] ?? {}) as Json, name)]
    default:
      if (schema["format"] === "date-time") return new Date(NOW).toISOString()
      if (schema["format"] === "date") return new Date(NOW).toISOString().slice(0, 10)
      return `sample-${name}`
  }
}

/** The required query values of an operation. */
export const queryOf = (d: Described): Record<string, unknown> =>
  Object.fromEntries(d.query.filter((p) => p.required).map((p) => [p.name, sampleOf(p.schema, p.name)]))

/** The required query values of an operation, and its required headers under their field names. */
export const queryAndHeadersOf = (d: Described): Record<string, unknown> => ({
  ...queryOf(d),
  ...Object.fromEntries(d.headers.map((p) => [headerField(p.name), sampleOf(p.schema, p.name)]))
})

/** The smallest instance with its empty strings filled: an empty name or id is refused as a blank. */
const filled = (value: unknown, key: string): unknown => {
  if (value === "") return `sample-${key}`
  if (Array.isArray(value)) return value.map((v) => filled(v, key))
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, k)]))
  }
  return value
}

const resolve = (schema: JsonSchema, table: Readonly<Record<string, JsonSchema>>): JsonSchema =>
  schema.$ref === undefined ? schema : resolve(table[schema.$ref] ?? {}, table)

/** The smallest body the description accepts, with one item in a batch, and a name when the schema takes one. */
export const bodyOf = (def: EndpointDef, d: Described | undefined): unknown => {
  if (d?.body?.media === "text") return "sample text"
  if (d?.body?.media === "multipart" || def.body === "multipart") {
    return { file: new Blob(["sample"], { type: "text/plain" }) }
  }
  if (d?.body === undefined) return undefined
  const operation = describedOperation(def.method, def.path)
  if (operation?.request === undefined) return {}
  const table = definitions[operation.service] ?? {}
  const request = resolve(operation.request, table)
  const sample = filled(
    request.type === "array" && request.items !== undefined
      ? [exampleOf(request.items, table, NOW)]
      : exampleOf(operation.request, table, NOW),
    "value"
  )
  // Most resources are created with a name, which some descriptions leave optional.
  if (typeof sample !== "object" || sample === null || Array.isArray(sample) || "name" in sample) return sample
  const named = { ...sample, name: "sample-name" }
  return requestProblems(operation, named).length === 0 ? named : sample
}

const byKey = new Map(described().map((d) => [d.key, d]))

/** What the description says of a declaration's operation (its live operation only). */
export const describedOf = (def: EndpointDef): Described | undefined => byKey.get(opKey(def.method, def.path))

// The emulator keeps some collections under another version's path (`v2` pipelines are the `v1` ones).
const { aliases } = merge(workflows).spec

/** A template as the emulator keeps it. */
export const canonical = (template: string): string => {
  for (const [from, to] of Object.entries(aliases)) {
    if (template === from || template.startsWith(`${from}/`)) return to + template.slice(from.length)
  }
  return template
}

/** The declaration that creates a record in a collection (param names erased): a POST on it, else a PUT on an item. */
const creators = (() => {
  const post = new Map<string, EndpointDef>()
  const put = new Map<string, EndpointDef>()
  for (const def of allEndpoints) {
    const path = normalize(canonical(def.path))
    if (def.method === "POST" && !post.has(path)) post.set(path, def)
    if (def.method === "PUT" && def.path.endsWith("}")) {
      const collection = path.slice(0, path.lastIndexOf("/"))
      if (!put.has(collection)) put.set(collection, def)
    }
  }
  return (collection: string) => post.get(collection) ?? put.get(collection)
})()

const orgParam = /^org(anization)?I[dD]$/

/** The id of a record, where the platform puts it. */
const idIn = (value: unknown, param: string): string | undefined => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const record = value as Json
  for (const key of [param, "id", "name", "key"]) {
    const id = record[key]
    if (typeof id === "string" && id !== "") return id
    if (typeof id === "number") return String(id)
  }
  return undefined
}

type Held = Readonly<Record<string, ReadonlyArray<Json>>>
const held = (emulator: EmulatorHandle): Held => (emulator.state() as { readonly collections: Held }).collections

/** Runs an effect that needs the client. */
export type Exec = <A, E>(effect: Effect.Effect<A, E, CoveoClient>) => Promise<Exit.Exit<A, unknown>>

/** Record creation against one emulator, through `exec`'s client. */
export const records = (emulator: EmulatorHandle, exec: Exec) => {
  const org = emulator.organizationId

  /**
   * A record for the path id at `index` of `segments`, the ids before it already chosen: created through
   * its collection's create call (its id read from the answer, else from the record that appeared), else
   * one the emulator already holds there; `undefined` when the collection is not one.
   */
  const parent = async (
    segments: ReadonlyArray<string>,
    index: number,
    values: ReadonlyMap<number, string>
  ): Promise<string | undefined> => {
    const template = canonical(segments.slice(0, index).join("/"))
    const param = segments[index]!.slice(1, -1)
    // Its store key: the template filled with the ids so far.
    const key = template.split("/").map((s, i) => values.get(i) ?? (s === "{org}" ? org : s)).join("/")
    const recordsAt = (collections: Held) => collections[key] ?? collections[`${org}:${key}`] ?? []
    const def = creators(normalize(template))
    if (def !== undefined) {
      // The creator's own names for the ids, by position (`{interfaceId}` here may be `{ipxInterfaceId}` there).
      const path: Record<string, string> = {}
      def.path.split("/").forEach((segment, i) => {
        const name = /^\{(.+)\}$/.exec(segment)?.[1]
        if (name !== undefined && name !== "org") path[name] = values.get(i) ?? `sample-${param}`
      })
      const before = new Set(recordsAt(held(emulator)).map((r) => r.id))
      const d = describedOf(def)
      const exit = await exec(
        CoveoClient.use((client) =>
          client.run(def, { path, query: d === undefined ? undefined : queryOf(d), body: bodyOf(def, d) })
        )
      )
      if (Exit.isSuccess(exit)) {
        const appeared = recordsAt(held(emulator)).find((r) => !before.has(r.id))
        const id = path[param] ?? idIn(exit.value, param) ?? idIn(appeared, param)
        if (id !== undefined) return id
      }
    }
    return idIn(recordsAt(held(emulator)).at(-1), param)
  }

  /**
   * The ids of a declaration's path, by name, and by position among its segments: the organization's, a
   * record created for each other one, else a sample of its described schema.
   */
  const pathIds = async (def: EndpointDef, d: Described | undefined) => {
    const segments = def.path.split("/")
    const values = new Map<number, string>()
    const ids: Record<string, string> = {}
    for (let i = 0; i < segments.length; i++) {
      const name = /^\{(.+)\}$/.exec(segments[i]!)?.[1]
      if (name === undefined || name === "org") continue
      const schema = d?.pathParams.find((p) => p.name === name)?.schema ?? {}
      const value = orgParam.test(name)
        ? org
        : await parent(segments, i, values) ?? String(sampleOf(schema, name))
      values.set(i, value)
      ids[name] = value
    }
    return { segments, values, ids }
  }

  return { parent, pathIds }
}
