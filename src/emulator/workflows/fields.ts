/**
 * Index fields, named by their `name`: one at a time or in batches (a batch is
 * all or nothing), with the platform's naming rule, and the platform's own
 * (`system`) fields protected. The paged list filters by type, origin and text.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { FieldType } from "../../Schema/Fields.ts"
import type { StoredRecord } from "../store.ts"
import { type EmulatorRequest, fail, type Handler, noContent, objectBody, type World } from "../types.ts"
import { decodeBody, org, type Workflow } from "./common.ts"

const fields = `${org}/indexes/fields`

const FieldBody = Schema.Struct({ name: Schema.String, type: Schema.optional(FieldType) })
const FieldBatch = Schema.Array(FieldBody)
const NAME = /^[a-z][a-z0-9_]*$/

/** A field record with the platform's defaults. */
export const newField = (body: Readonly<Record<string, unknown>>, system = false): StoredRecord => ({
  type: "STRING",
  description: "",
  facet: false,
  multiValueFacet: false,
  sort: false,
  includeInQuery: true,
  includeInResults: true,
  mergeWithLexicon: false,
  ranking: false,
  stemming: false,
  ...body,
  system
})

const keyOf = (req: EmulatorRequest, world: World) => world.generic.keyOf(fields, req)

const checkName = (name: string) => {
  if (!NAME.test(name)) {
    fail(
      400,
      "INVALID_FIELD_NAME",
      `'${name}' is not a valid field name: lower case letters, digits and _, starting with a letter.`
    )
  }
}

const existing = (req: EmulatorRequest, world: World, name: string) =>
  world.store.get(keyOf(req, world), name) ?? world.generic.notFound(fields, name)

const editable = (record: StoredRecord) => {
  if (record.system === true) {
    fail(400, "SYSTEM_FIELD", `Field '${record.name}' belongs to the platform and cannot be changed.`)
  }
}

const createAll = (req: EmulatorRequest, world: World, items: ReadonlyArray<Readonly<Record<string, unknown>>>) => {
  const key = keyOf(req, world)
  const seen = new Set<string>()
  for (const item of items) {
    const name = String(item.name)
    checkName(name)
    if (seen.has(name) || world.store.has(key, name)) {
      fail(409, "FIELD_ALREADY_EXISTS", `Field '${name}' already exists.`)
    }
    seen.add(name)
  }
  for (const item of items) world.store.put(key, String(item.name), newField(item))
  return noContent
}

const updateAll = (req: EmulatorRequest, world: World, items: ReadonlyArray<Readonly<Record<string, unknown>>>) => {
  const key = keyOf(req, world)
  const records = items.map((item) => {
    const record = existing(req, world, String(item.name))
    editable(record)
    return [String(item.name), { ...record, ...item, system: false }] as const
  })
  for (const [name, record] of records) world.store.put(key, name, record)
  return noContent
}

const remove: Handler = (req, world) => {
  const names = (req.query.fields as ReadonlyArray<string> | undefined) ?? [req.params.fieldId!]
  const records = names.map((n) => existing(req, world, n))
  records.forEach(editable)
  for (const name of names) world.store.remove(keyOf(req, world), name)
  return noContent
}

const origin = (f: Readonly<Record<string, unknown>>, req: EmulatorRequest) =>
  req.query.origin === undefined || req.query.origin === "ALL" ||
  (req.query.origin === "SYSTEM") === (f.system === true)

const byName = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  String(a.name).localeCompare(String(b.name))

// The filters of `POST …/fields/search`, in its body: TRUE_ONLY and FALSE_ONLY narrow a flag, ALL keeps both.
const SearchBody = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  sortBy: Schema.optional(Schema.String),
  order: Schema.optional(Schema.String),
  filters: Schema.optional(Schema.Struct({
    name: Schema.optional(Schema.String),
    type: Schema.optional(FieldType),
    origin: Schema.optional(Schema.Literals(["ALL", "USER", "SYSTEM"])),
    facet: Schema.optional(Schema.Literals(["ALL", "TRUE_ONLY", "FALSE_ONLY"])),
    sort: Schema.optional(Schema.Literals(["ALL", "TRUE_ONLY", "FALSE_ONLY"])),
    fieldNames: Schema.optional(Schema.Array(Schema.String))
  }))
})

const flag = (value: unknown, wanted: string | undefined) =>
  wanted === undefined || wanted === "ALL" || (value === true) === (wanted === "TRUE_ONLY")

const search: Handler = (req, world) => {
  const body = decodeBody(SearchBody, req.body)
  const f = body.filters ?? {}
  const descending = body.order?.toUpperCase() === "DESC"
  const key = body.sortBy ?? "name"
  return world.generic.list({ ...req, query: { page: body.page, perPage: body.perPage, origin: f.origin } }, world, {
    collection: fields,
    paged: true,
    filter: (field, r) =>
      origin(field, r) &&
      (f.type === undefined || field.type === f.type) &&
      (f.name === undefined || String(field.name).includes(f.name.toLowerCase())) &&
      flag(field.facet, f.facet) &&
      flag(field.sort, f.sort) &&
      (f.fieldNames === undefined || f.fieldNames.includes(String(field.name))),
    order: (a, b) => (descending ? -1 : 1) * (String(a[key] ?? "").localeCompare(String(b[key] ?? "")) || byName(a, b))
  })
}

/** The fields workflow. */
export const fieldsWorkflow: Workflow = {
  handlers: {
    [`POST ${fields}`]: (req, world) => {
      decodeBody(FieldBody, req.body)
      return createAll(req, world, [req.body as Readonly<Record<string, unknown>>])
    },
    [`POST ${fields}/batch/create`]: (req, world) => {
      decodeBody(FieldBatch, req.body)
      return createAll(req, world, req.body as ReadonlyArray<Readonly<Record<string, unknown>>>)
    },
    [`PUT ${fields}/batch/update`]: (req, world) => {
      decodeBody(FieldBatch, req.body)
      return updateAll(req, world, req.body as ReadonlyArray<Readonly<Record<string, unknown>>>)
    },
    [`PUT ${fields}/{fieldId}`]: (req, world) => {
      const body = { ...objectBody(req), name: req.params.fieldId }
      decodeBody(FieldBody, body)
      return updateAll(req, world, [body])
    },
    [`POST ${fields}/search`]: search,
    [`DELETE ${fields}/batch/delete`]: remove,
    [`DELETE ${fields}/{fieldId}`]: remove
  },
  notFound: { [fields]: { errorCode: "FIELD_NOT_FOUND", noun: "Field" } },
  lists: {
    [`${org}/indexes/page/fields`]: {
      collection: fields,
      paged: true,
      filter: (f, req) =>
        (req.query.type === undefined || f.type === req.query.type) &&
        origin(f, req) &&
        (req.query.facetsOnly !== true || f.facet === true) &&
        (typeof req.query.filter !== "string" || String(f.name).includes(req.query.filter.toLowerCase())),
      order: (a, b) => String(a.name).localeCompare(String(b.name))
    }
  }
}
