/**
 * Behaviour every declared call gets, keyed by the shape of its path:
 *
 * - `POST .../things` where `.../things/{id}` is declared creates a record with a
 *   new id (or the id its body names) and answers it (a batch when the body is an
 *   array of records; the records named when it is an array of ids);
 * - `GET .../things` lists, paged with `page`/`perPage`/`pageSize` when the call
 *   takes a page, in the shape its description gives the answer (a bare array, or
 *   the items under their key beside `totalEntries`/`totalPages`/`totalCount`);
 * - `GET`, `PUT`, `PATCH`, `DELETE .../things/{id}` read, replace, merge and
 *   remove, with a 404 in the platform's shape for an unknown id, and a 404 too
 *   when a parent in the path (`/sources/{sourceId}/schedules`) does not exist:
 *   the collection's own code when a workflow declares one (`SOURCE_NOT_FOUND`),
 *   which the workflow's handlers answer too, else `RESOURCE_NOT_FOUND`;
 * - any other path is a document: `PUT` stores it, `GET` reads it back;
 * - calls declared empty answer 204.
 *
 * The specific workflows override single calls and describe list shapes and views.
 *
 * @module
 */
import type { EndpointDef } from "../Http/PlatformClient.ts"
import { exampleAnswer } from "./example.ts"
import { describedList, describesAnswer, type ListCounter, type ListShape } from "./lists.ts"
import { fill, type Route } from "./routing.ts"
import { publicView, type StoredRecord } from "./store.ts"
import {
  answer,
  type EmulatorRequest,
  fail,
  type Generic,
  isRecord,
  type ListSpec,
  noContent,
  objectBody,
  ok,
  type Reply,
  type World
} from "./types.ts"

/** How a stored record is shown (derived fields such as a status that moves with time). */
export type View = (record: StoredRecord, req: EmulatorRequest, world: World) => Readonly<Record<string, unknown>>

/** How a collection answers a request for a record it does not hold. */
export interface Missing {
  /** The 404's `errorCode`, e.g. `FIELD_NOT_FOUND`. */
  readonly errorCode: string
  /** What the message calls the record: `Field` in `Field 'x' does not exist.` */
  readonly noun: string
}

/** What the workflows tell the generic behaviour. */
export interface GenericSpec {
  /** List call template → how it answers. */
  readonly lists: Readonly<Record<string, ListSpec>>
  /** Collection template → how its records are shown. */
  readonly views: Readonly<Record<string, View>>
  /** Document template → its value until something is stored. */
  readonly defaults: Readonly<Record<string, (req: EmulatorRequest, world: World) => unknown>>
  /** Template prefixes that name the same collection (`v2` pipelines are the `v1` ones). */
  readonly aliases: Readonly<Record<string, string>>
  /** Collection template → its 404 for a missing record, whichever call asks; `RESOURCE_NOT_FOUND` otherwise. */
  readonly notFound: Readonly<Record<string, Missing>>
}

// Item parameters whose value the body carries under another name.
const idFields: Readonly<Record<string, ReadonlyArray<string>>> = {
  fieldId: ["name"],
  hubName: ["name", "searchHub"],
  resourceName: ["name"],
  modelName: ["modelName", "name"],
  apiName: ["apiName", "name"],
  username: ["username", "email"],
  usernameOrEmail: ["username", "email"],
  snowflakeUser: ["username", "name"],
  realmId: ["id", "realmId"]
}

const lastParam = (template: string): string | undefined => /\{([^}]+)\}$/.exec(template)?.[1]
const parentOf = (template: string): string => template.slice(0, template.lastIndexOf("/"))

const num = (value: unknown): number | undefined => {
  const n = typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : NaN
  return Number.isFinite(n) ? n : undefined
}

const hasPageQuery = (def: EndpointDef): boolean => {
  const ast = (def.query as
    | { readonly ast?: { readonly propertySignatures?: ReadonlyArray<{ readonly name: PropertyKey }> } }
    | undefined)?.ast
  return ast?.propertySignatures?.some((p) => p.name === "page") ?? false
}

/**
 * A list's shape: the workflow's when it names the key of its items (its declaration reads that shape),
 * else the described answer's, else a page when the call takes one and a bare array otherwise.
 */
const shapeOf = (req: EmulatorRequest, spec: ListSpec, paged: boolean): ListShape => {
  const pageCounts: ReadonlyArray<ListCounter> = paged ? ["totalEntries", "totalPages"] : []
  if (spec.itemsKey !== undefined) return { _tag: "Object", itemsKey: spec.itemsKey, counts: spec.counts ?? pageCounts }
  return describedList(req.method, req.template) ??
    (paged ? { _tag: "Object", itemsKey: "items", counts: spec.counts ?? pageCounts } : { _tag: "Array" })
}

/** Keeps records whose name, display name, id or description contain `filter` (any case). */
export const textFilter = (record: Readonly<Record<string, unknown>>, req: EmulatorRequest): boolean => {
  const filter = req.query.filter
  if (typeof filter !== "string" || filter === "") return true
  const needle = filter.toLowerCase()
  return ["name", "displayName", "id", "description"].some((k) => {
    const v = record[k]
    return typeof v === "string" && v.toLowerCase().includes(needle)
  })
}

/** Slices `items` by the request's `page` (0-based) and `pageSize` or `perPage` (100 by default). */
export const pageOf = <A>(items: ReadonlyArray<A>, query: Readonly<Record<string, unknown>>) => {
  const page = Math.max(0, Math.floor(num(query.page) ?? 0))
  const size = Math.max(1, Math.floor(num(query.pageSize) ?? num(query.perPage) ?? 100))
  return {
    items: items.slice(page * size, (page + 1) * size),
    totalEntries: items.length,
    totalPages: Math.ceil(items.length / size)
  }
}

/** Builds the generic behaviour for `routes` and the workflows' `spec`. */
export const makeGeneric = (routes: ReadonlyArray<Route>, spec: GenericSpec): Generic => {
  const canonical = (template: string): string => {
    for (const [from, to] of Object.entries(spec.aliases)) {
      if (template === from || template.startsWith(`${from}/`)) return to + template.slice(from.length)
    }
    return template
  }
  const templates = routes.map((r) => ({ method: r.method, template: canonical(r.template) }))
  // A collection has items below it; it is creatable when a POST on it or a PUT on an item exists.
  const collections = new Set<string>()
  const creatable = new Set<string>()
  const itemParam = new Map<string, string>()
  for (const { method, template } of templates) {
    const param = lastParam(template)
    if (param !== undefined) {
      const parent = parentOf(template)
      collections.add(parent)
      if (!itemParam.has(parent)) itemParam.set(parent, param)
      if (method === "PUT") creatable.add(parent)
    }
  }
  for (const { method, template } of templates) {
    if (method === "POST" && collections.has(template)) creatable.add(template)
  }
  for (const [list, s] of Object.entries(spec.lists)) collections.add(canonical(s.collection ?? list))

  const keyOf = (template: string, req: Pick<EmulatorRequest, "params" | "scope">) =>
    (req.scope === undefined ? "" : `${req.scope}:`) + fill(canonical(template), req.params)

  const views = new Map(Object.entries(spec.views).map(([template, v]) => [canonical(template), v]))
  const missing = new Map(Object.entries(spec.notFound).map(([template, m]) => [canonical(template), m]))
  const notFound = (collection: string, id: string): never => {
    const m = missing.get(canonical(collection))
    return m === undefined
      ? resourceNotFound(collection, id)
      : fail(404, m.errorCode, `${m.noun} '${id}' does not exist.`)
  }
  const view = (collection: string, record: StoredRecord, req: EmulatorRequest, world: World) => {
    const v = views.get(canonical(collection))
    return v === undefined ? publicView(record) : v(record, req, world)
  }

  // 404 when a parent record named in the path does not exist.
  const checkParents = (req: EmulatorRequest, world: World) => {
    const segments = canonical(req.template).split("/")
    for (let i = 0; i < segments.length - 1; i++) {
      const m = /^\{([^}]+)\}$/.exec(segments[i]!)
      if (m === null || m[1] === "org") continue
      const collection = segments.slice(0, i).join("/")
      if (collection === "/rest/organizations") continue // the organization itself: checked by security
      if (!creatable.has(collection)) continue
      const id = req.params[m[1]!]!
      if (!world.store.has(keyOf(collection, req), id)) notFound(collection, id)
    }
  }

  const list = (req: EmulatorRequest, world: World, listSpec?: ListSpec): Reply => {
    const s = listSpec ?? spec.lists[req.template] ?? {}
    const collection = s.collection ?? req.template
    const filter = s.filter ?? textFilter
    const records = world.store.list(keyOf(collection, req))
      .map((r) => view(collection, r, req, world))
      .filter((r) => filter(r, req))
    if (s.order !== undefined) records.sort(s.order)
    const paged = s.paged ?? hasPageQuery(req.defs[0]!)
    const page = paged ? pageOf(records, req.query) : { items: records, totalEntries: records.length, totalPages: 1 }
    const shape = shapeOf(req, s, paged)
    if (shape._tag === "Array") return ok(page.items)
    const counts: Record<string, number> = {}
    for (const c of shape.counts) counts[c] = c === "totalPages" ? page.totalPages : page.totalEntries
    // What else the described answer always carries, at its smallest.
    const rest = asRecord(exampleAnswer(req.method, req.template, req.now))
    return ok({ ...rest, [shape.itemsKey]: page.items, ...counts, ...s.extra?.(records, req) })
  }

  const create = (req: EmulatorRequest, world: World, collection: string): Reply => {
    if (Array.isArray(req.body) && !req.body.every(isRecord)) {
      // Ids, not records: the records they name (`POST /crawlingmodule` with ids reads those modules).
      const key = keyOf(collection, req)
      const found = req.body.flatMap((id) => {
        const record = world.store.get(key, String(id))
        return record === undefined ? [] : [view(collection, record, req, world)]
      })
      return answer(req, written(req, found))
    }
    if (Array.isArray(req.body)) {
      // A batch: every item gets an id, all or nothing.
      const created = req.body.map((item) => insert({ ...req, body: item }, world, collection))
      return answer(req, written(req, created), 201)
    }
    return answer(req, written(req, insert(req, world, collection)), 201)
  }

  // What the platform fills in on a record it creates: the fields that the described answers of creating
  // and reading one require, at their smallest (dates at the request's time).
  const recordDefaults = (req: EmulatorRequest, collection: string): Readonly<Record<string, unknown>> => {
    const param = itemParam.get(canonical(collection)) ?? "id"
    return {
      ...asRecord(exampleAnswer("GET", `${collection}/{${param}}`, req.now)),
      ...asRecord(exampleAnswer("POST", collection, req.now))
    }
  }

  const insert = (req: EmulatorRequest, world: World, collection: string) => {
    const body = objectBody(req)
    const param = itemParam.get(canonical(collection)) ?? "id"
    const candidates = [param, "id", ...(idFields[param] ?? [])]
    const given = candidates.map((k) => body[k]).find((v) => typeof v === "string" && v !== "") as string | undefined
    const key = keyOf(collection, req)
    if (given !== undefined && world.store.has(key, given)) {
      fail(409, "RESOURCE_ALREADY_EXISTS", `'${given}' already exists.`)
    }
    const id = given ?? world.store.nextId(prefixOf(collection))
    const record = { ...recordDefaults(req, collection), ...body, id }
    world.store.put(key, id, record)
    return view(collection, record, req, world)
  }

  const item = (req: EmulatorRequest, world: World): Reply => {
    const template = req.template
    const collection = parentOf(template)
    const param = lastParam(template)!
    const id = req.params[param]!
    const key = keyOf(collection, req)
    const existing = world.store.get(key, id)
    const strict = creatable.has(canonical(collection))
    if (existing === undefined && strict && !(req.method === "PUT" && !hasCreate(collection))) notFound(collection, id)
    switch (req.method) {
      case "GET": {
        if (existing !== undefined) return ok(view(collection, existing, req, world))
        // Nothing stored under a path that is not a created record: its described shape, else its key.
        const sample = exampleAnswer(req.method, req.template, req.now)
        if (sample === undefined) return ok({ [param]: id })
        return ok(isRecord(sample) && "id" in sample ? { ...sample, id } : sample)
      }
      case "PUT": {
        // A replacement keeps what the platform filled in (creation date, owner) unless the body says otherwise.
        const defaults = recordDefaults(req, collection)
        const kept = existing === undefined ? {} : pick(existing, Object.keys(defaults))
        const record = { ...defaults, ...kept, ...objectBody(req), id }
        world.store.put(key, id, keepInternal(existing, record))
        return answer(req, written(req, view(collection, world.store.get(key, id)!, req, world)))
      }
      case "PATCH": {
        // Merged into what the platform would hold, when nothing was created under a path that needs no creation.
        const record = { ...(existing ?? recordDefaults(req, collection)), ...objectBody(req), id }
        world.store.put(key, id, record)
        return answer(req, written(req, view(collection, record, req, world)))
      }
      case "DELETE":
        world.store.remove(key, id)
        world.store.removeTree(`${key}/${id}`)
        return noContent
      default:
        return fail(405, "METHOD_NOT_ALLOWED", `${req.method} is not supported here.`)
    }
  }

  const hasCreate = (collection: string) =>
    templates.some((t) => t.method === "POST" && t.template === canonical(collection))

  const document = (req: EmulatorRequest, world: World): Reply => {
    const key = keyOf(req.template, req)
    const def = req.defs[0]!
    switch (req.method) {
      case "GET": {
        const stored = world.store.doc(key) ?? spec.defaults[req.template]?.(req, world) ??
          exampleAnswer(req.method, req.template, req.now)
        if (def.response === "blob") {
          return {
            status: 200,
            raw: typeof stored === "string" ? stored : JSON.stringify(stored ?? {}),
            contentType: "application/octet-stream"
          }
        }
        if (def.response === "text") {
          return { status: 200, raw: typeof stored === "string" ? stored : "", contentType: "text/plain" }
        }
        return ok(stored ?? {})
      }
      case "PUT":
        world.store.setDoc(key, req.body ?? {})
        return answer(req, written(req, req.body ?? {}))
      case "PATCH": {
        const merged = { ...(world.store.doc(key) as object | undefined), ...objectBody(req) }
        world.store.setDoc(key, merged)
        return answer(req, written(req, merged))
      }
      case "DELETE":
        if (collections.has(canonical(req.template))) world.store.clear(key)
        world.store.removeDoc(key)
        return noContent
      case "POST":
        // An action on something that exists (checked above); its answer is not modelled.
        return answer(req,
          spec.defaults[req.template]?.(req, world) ?? exampleAnswer("POST", req.template, req.now) ?? {})
    }
  }

  const handle = (req: EmulatorRequest, world: World): Reply => {
    const template = canonical(req.template)
    // A POST on an item path is an action on it (`POST /logs/v1/organizations/{org}`), not an item operation.
    if (lastParam(template) !== undefined && collections.has(parentOf(template)) && req.method !== "POST") {
      return item(req, world)
    }
    if (collections.has(template) || spec.lists[req.template] !== undefined) {
      if (req.method === "GET" && (spec.lists[req.template] !== undefined || listsHere(req))) return list(req, world)
      if (req.method === "POST") return create(req, world, spec.lists[req.template]?.collection ?? req.template)
    }
    return document(req, world)
  }

  return { keyOf, view, list, checkParents, handle, notFound }
}

/**
 * Whether a GET on a collection answers its list: unless the description gives it an answer that holds
 * none (`/upgradechannels/{channel}/version` reads the channel's version; its items are versions to set).
 */
const listsHere = (req: EmulatorRequest): boolean =>
  describedList(req.method, req.template) !== undefined || !describesAnswer(req.method, req.template)

/**
 * What a write answers when the emulator models no more than storing it: the value written over the
 * smallest answer its description gives (a replaced document answered as the resource that holds it),
 * or that answer alone when the value is of another kind (an id, a count, the report of a batch).
 */
const written = (req: EmulatorRequest, value: unknown): unknown => {
  const sample = exampleAnswer(req.method, req.template, req.now)
  if (sample === undefined) return value
  if (isRecord(sample)) return isRecord(value) ? { ...sample, ...value } : sample
  return Array.isArray(sample) === Array.isArray(value) && typeof sample === typeof value ? value : sample
}

const asRecord = (value: unknown): Readonly<Record<string, unknown>> => (isRecord(value) ? value : {})

const pick = (record: Readonly<Record<string, unknown>>, keys: ReadonlyArray<string>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const k of keys) if (k in record) out[k] = record[k]
  return out
}

const keepInternal = (existing: StoredRecord | undefined, next: StoredRecord): StoredRecord => {
  if (existing === undefined) return next
  const internal: Record<string, unknown> = {}
  for (const k in existing) if (k.startsWith("$")) internal[k] = existing[k]
  return { ...next, ...internal }
}

const prefixOf = (collection: string): string => {
  const literal = collection.split("/").filter((s) => s !== "" && !s.startsWith("{")).pop() ?? "item"
  return literal.endsWith("s") && literal.length > 3 ? literal.slice(0, -1) : literal
}

// The 404 of a collection without a code of its own.
const resourceNotFound = (collection: string, id: string): never => {
  const kind = collection.split("/").filter((s) => s !== "" && !s.startsWith("{")).pop() ?? "resources"
  return fail(404, "RESOURCE_NOT_FOUND", `'${id}' was not found in ${kind}.`)
}
