/**
 * Sources and sample datasets. A source is `CREATING` for a step after it is
 * created, then `IDLE` (`PUSH_READY` for a push source). Refreshes and rebuilds
 * go `STARTING_REFRESH` → `REFRESHING` → back to rest; a refresh can be paused
 * (`PAUSING` → `PAUSED`), resumed (`RESUMING` → where it was) or stopped
 * (`CANCELING` → rest). Those are `extendedCurrentStatus`; `type` shows one of
 * the eight stable statuses (`REFRESHING` while starting, pausing or stopping,
 * `PAUSED` while resuming). Operations a status does not allow get 409. A dataset
 * import moves `PENDING` → `IN_PROGRESS` → `COMPLETED` and creates its source.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { SourceType, SourceVisibility } from "../../Schema/Sources.ts"
import { pageOf } from "../generic.ts"
import { publicView, type StoredRecord } from "../store.ts"
import { type EmulatorRequest, fail, type Handler, noContent, objectBody, ok, type World } from "../types.ts"
import {
  decodeBody,
  finished,
  org,
  remaining,
  statusOf,
  type Timeline,
  timeline,
  timelineOf,
  type Workflow
} from "./common.ts"

const sources = `${org}/sources`
const source = `${sources}/{sourceId}`
const imports = `${sources}/datasets/import`

const SourceBody = Schema.Struct({
  name: Schema.NonEmptyString,
  sourceType: SourceType,
  sourceVisibility: Schema.optional(SourceVisibility)
})
const RawSourceBody = Schema.Struct({
  name: Schema.optional(Schema.String),
  sourceType: Schema.optional(SourceType),
  sourceVisibility: Schema.optional(SourceVisibility)
})

interface Operation {
  readonly type: string
  readonly startedAt: number
  readonly result: "SUCCESS" | "ABORT"
}

const REFRESHING = new Set(["STARTING_REFRESH", "REFRESHING"])
const BUSY = new Set(["CREATING", "STARTING_REFRESH", "REFRESHING", "PAUSING", "PAUSED", "RESUMING", "CANCELING"])

// `type` names one of the eight statuses of the description; `extendedCurrentStatus` names the transitional ones
// too (the description's two enumerations, the promise client's `SourceStatusType` and `...WithTransition`).
const STABLE: Readonly<Record<string, string>> = {
  STARTING_REFRESH: "REFRESHING",
  PAUSING: "REFRESHING",
  CANCELING: "REFRESHING",
  RESUMING: "PAUSED"
}

const restOf = (record: StoredRecord) => record.sourceType === "PUSH" ? "PUSH_READY" : "IDLE"

/** The operations a status allows, as `allowedOperations` shows them. */
const allowedIn = (status: string): ReadonlyArray<string> => {
  if (REFRESHING.has(status)) return ["PAUSE", "STOP"]
  if (status === "PAUSED") return ["RESUME", "STOP"]
  if (BUSY.has(status)) return []
  return ["FULL_REFRESH", "INCREMENTAL_REFRESH", "REBUILD", "DUPLICATE"]
}

const sourceView = (record: StoredRecord, req: EmulatorRequest, world: World) => {
  const step = world.stepMs()
  const t = timelineOf(record)
  const status = statusOf(record, req, world)
  const done = finished(t, req.now, step)
  const operation = record.$operation as Operation | undefined
  const documents = done ? record.$documentsAfter : record.$documents
  return {
    ...publicView(record),
    information: {
      sourceStatus: {
        type: STABLE[status] ?? status,
        extendedCurrentStatus: status,
        allowedOperations: allowedIn(status)
      },
      numberOfDocuments: documents ?? 0,
      documentsTotalSize: ((documents as number | undefined) ?? 0) * 2048,
      ...(operation === undefined ? {} : {
        lastOperation: {
          operationType: operation.type,
          timestamp: operation.startedAt,
          ...(done ? { result: operation.result } : {})
        }
      })
    }
  }
}

/** A new source record, `CREATING` then at rest (after a rebuild when `rebuild` is set). */
export const newSource = (
  body: Readonly<Record<string, unknown>>,
  id: string,
  now: number,
  rebuild = false
): StoredRecord => {
  const rest = body.sourceType === "PUSH" ? "PUSH_READY" : "IDLE"
  const documents = 0
  return {
    sourceVisibility: "SECURED",
    ...body,
    id,
    pushEnabled: body.sourceType === "PUSH",
    onPremisesEnabled: false,
    createdDate: now,
    lastModifiedDate: now,
    $timeline: timeline(rebuild ? ["CREATING", "STARTING_REFRESH", "REFRESHING", rest] : ["CREATING", rest], now),
    $documents: documents,
    $documentsAfter: rebuild && body.sourceType !== "PUSH" ? 120 : documents,
    ...(rebuild ? { $operation: { type: "REBUILD", startedAt: now, result: "SUCCESS" } } : {})
  }
}

const keyOf = (req: EmulatorRequest, world: World) => world.generic.keyOf(sources, req)

const current = (req: EmulatorRequest, world: World): StoredRecord => {
  const record = world.store.get(keyOf(req, world), req.params.sourceId!)
  return record ?? world.generic.notFound(sources, req.params.sourceId!)
}

const save = (req: EmulatorRequest, world: World, record: StoredRecord) => {
  world.store.put(keyOf(req, world), String(record.id), { ...record, lastModifiedDate: req.now })
  return ok(sourceView(world.store.get(keyOf(req, world), String(record.id))!, req, world))
}

const notAllowed = (operation: string, status: string): never =>
  fail(409, "INVALID_SOURCE_STATUS", `Cannot ${operation} a source whose status is ${status}.`)

// Starts a refresh-like operation: the documents change when it completes.
const refresh = (type: string, added: number): Handler => (req, world) => {
  const record = current(req, world)
  const status = statusOf(record, req, world)
  if (BUSY.has(status)) notAllowed(type.toLowerCase().replace("_", " "), status)
  const documents = finished(timelineOf(record), req.now, world.stepMs()) ? record.$documentsAfter : record.$documents
  return save(req, world, {
    ...record,
    $timeline: timeline(["STARTING_REFRESH", "REFRESHING", "REFRESHING", restOf(record)], req.now),
    $operation: { type, startedAt: req.now, result: "SUCCESS" },
    $documents: documents,
    $documentsAfter: record.sourceType === "PUSH" ? documents : (documents as number) + added
  })
}

const pause: Handler = (req, world) => {
  const record = current(req, world)
  const status = statusOf(record, req, world)
  if (!REFRESHING.has(status)) notAllowed("pause", status)
  return save(req, world, {
    ...record,
    $timeline: timeline(["PAUSING", "PAUSED"], req.now),
    $resume: remaining(timelineOf(record), req.now, world.stepMs())
  })
}

const resume: Handler = (req, world) => {
  const record = current(req, world)
  const status = statusOf(record, req, world)
  if (status !== "PAUSED") notAllowed("resume", status)
  const rest = (record.$resume as ReadonlyArray<string> | undefined) ?? [restOf(record)]
  return save(req, world, { ...record, $timeline: timeline(["RESUMING", ...rest], req.now), $resume: undefined })
}

const stop = (req: EmulatorRequest, world: World, operation: string) => {
  const record = current(req, world)
  const status = statusOf(record, req, world)
  if (!REFRESHING.has(status) && status !== "PAUSED") notAllowed(operation, status)
  const previous = record.$operation as Operation | undefined
  return save(req, world, {
    ...record,
    $timeline: timeline(["CANCELING", restOf(record)], req.now),
    $documentsAfter: record.$documents,
    ...(previous === undefined ? {} : { $operation: { ...previous, result: "ABORT" } })
  })
}

const create = (raw: boolean): Handler => (req, world) => {
  const body = objectBody(req)
  decodeBody(raw ? RawSourceBody : SourceBody, body)
  const id = world.store.nextId(`${req.org}-source`)
  world.store.put(keyOf(req, world), id, newSource(body, id, req.now, req.query.rebuild === true))
  return ok({ id }, 201)
}

const update = (raw: boolean): Handler => (req, world) => {
  const record = current(req, world)
  const body = objectBody(req)
  decodeBody(raw ? RawSourceBody : SourceBody, body)
  save(req, world, { ...record, ...body, id: record.id })
  return ok({ id: record.id })
}

const PUSH_RUNNING = new Set(["REFRESH", "FULL_REFRESH", "INCREMENTAL_REFRESH", "REBUILD", "START"])
const PUSH_AT_REST = new Set(["IDLE", "STOP", "REFRESH_CANCEL"])

const operational: Readonly<Record<string, (status: string) => boolean>> = {
  ALL: () => true,
  RUNNING: (s) => BUSY.has(s) && s !== "PAUSED",
  PAUSED: (s) => s === "PAUSED",
  READY: (s) => s === "IDLE" || s === "PUSH_READY",
  OK: (s) => s === "IDLE" || s === "PUSH_READY",
  LAST_OPERATION_IN_ERROR: (s) => s === "ERROR"
}

const statusOfView = (r: Readonly<Record<string, unknown>>) =>
  (r.information as Record<string, unknown>).sourceStatus as Record<string, unknown>
const statusType = (r: Readonly<Record<string, unknown>>) => String(statusOfView(r).type)
const extendedStatus = (r: Readonly<Record<string, unknown>>) => String(statusOfView(r).extendedCurrentStatus)

const nameFilter = (r: Readonly<Record<string, unknown>>, req: EmulatorRequest) => {
  const filter = req.query.filter
  return typeof filter !== "string" || String(r.name ?? "").toLowerCase().includes(filter.toLowerCase())
}

const datasets = [
  { name: "WEB", note: "A sample of web pages, with their content.", hasStaticContent: true },
  { name: "ecommerce", note: "A sample product catalog for commerce.", hasStaticContent: true }
]

const importView = (record: StoredRecord, req: EmulatorRequest, world: World) => {
  const status = statusOf(record, req, world)
  return {
    requestId: record.id,
    status,
    ...(status === "COMPLETED" ? { result: "SUCCESS" } : {})
  }
}

/** The sources workflow. */
export const sourcesWorkflow: Workflow = {
  handlers: {
    [`POST ${sources}`]: create(false),
    [`POST ${sources}/raw`]: create(true),
    [`PUT ${source}`]: update(false),
    [`PUT ${source}/raw`]: update(true),
    [`POST ${source}/startRefresh`]: refresh("FULL_REFRESH", 40),
    [`POST ${source}/fullRefresh`]: refresh("FULL_REFRESH", 40),
    [`POST ${source}/incrementalRefresh`]: refresh("INCREMENTAL_REFRESH", 5),
    [`POST ${source}/rebuild`]: refresh("REBUILD", 40),
    [`POST ${source}/pauseRefresh`]: pause,
    [`POST ${source}/resumeRefresh`]: resume,
    [`POST ${source}/stopRefresh`]: (req, world) => stop(req, world, "stop"),
    [`POST ${source}/tasks/abort`]: (req, world) => {
      stop(req, world, "abort")
      return noContent
    },
    [`POST ${source}/retryCreation`]: (req, world) => {
      const record = current(req, world)
      const status = statusOf(record, req, world)
      if (BUSY.has(status)) notAllowed("retry the creation of", status)
      return save(req, world, { ...record, $timeline: timeline(["CREATING", restOf(record)], req.now) })
    },
    [`POST ${source}/pushRefresh`]: (req, world) => {
      const record = current(req, world)
      if (record.sourceType !== "PUSH") fail(400, "NOT_A_PUSH_SOURCE", `Source '${record.id}' is not a push source.`)
      const operation = String(req.query.activityOperation)
      const phases: Timeline["phases"] | undefined = PUSH_RUNNING.has(operation)
        ? ["REFRESHING"]
        : PUSH_AT_REST.has(operation)
        ? [restOf(record)]
        : undefined
      if (phases !== undefined) {
        save(req, world, {
          ...record,
          $timeline: timeline(phases, req.now),
          ...(PUSH_RUNNING.has(operation)
            ? { $operation: { type: operation, startedAt: req.now, result: "SUCCESS" } }
            : {})
        })
      }
      return noContent
    },
    [`POST ${source}/duplicate`]: (req, world) => {
      const record = current(req, world)
      const id = world.store.nextId(`${req.org}-source`)
      const { $timeline: _t, $operation: _o, ...rest } = record
      const copy = newSource({ ...publicView(rest), name: String(req.query.newSourceName) }, id, req.now)
      world.store.put(keyOf(req, world), id, copy)
      return ok(sourceView(copy, req, world))
    },
    [`POST ${source}/dump`]: (req, world) => {
      current(req, world)
      return ok({ value: true })
    },
    [`PUT ${source}/dedicated`]: (req, world) => {
      current(req, world)
      world.store.setDoc(world.generic.keyOf(`${source}/dedicated`, req), { value: req.query.enabled === true })
      return noContent
    },
    [`PUT ${sources}/datasets/import`]: (req, world) => {
      const requestId = world.store.nextId("dataset-import")
      const now = req.now
      world.store.put(world.generic.keyOf(imports, req), requestId, {
        id: requestId,
        datasetName: req.query.datasetName,
        withContent: req.query.withContent !== false,
        $timeline: timeline(["PENDING", "IN_PROGRESS", "IN_PROGRESS", "COMPLETED"], now)
      })
      // The dataset arrives as a source, ready when the import completes.
      const id = world.store.nextId(`${req.org}-source`)
      world.store.put(keyOf(req, world), id, {
        ...newSource({ name: `Sample dataset ${String(req.query.datasetName)}`, sourceType: "PUSH" }, id, now),
        $timeline: timeline(["CREATING", "CREATING", "REFRESHING", "PUSH_READY"], now),
        $documentsAfter: req.query.withContent === false ? 0 : 500
      })
      return ok(requestId)
    },
    [`GET ${sources}/datasets/import/progress`]: (req, world) => {
      const requestId = String(req.query.requestId)
      const record = world.store.get(world.generic.keyOf(imports, req), requestId)
      if (record === undefined) {
        return fail(404, "IMPORT_REQUEST_NOT_FOUND", `No dataset import with request id '${requestId}'.`)
      }
      return ok(importView(record, req, world))
    },
    [`GET ${sources}/sourceoperationalstatus`]: (req, world) => {
      const wanted = operational[String(req.query.sourceOperationalStatus ?? "ALL")] ?? operational.ALL!
      const all = world.store.list(keyOf(req, world))
        .map((r) => sourceView(r, req, world))
        .filter((r) => nameFilter(r, req) && wanted(extendedStatus(r)))
      const page = pageOf(all, req.query)
      return ok({ sourceModels: page.items, totalEntries: page.totalEntries, totalPages: page.totalPages })
    }
  },
  lists: {
    [`${sources}/pages`]: {
      collection: sources,
      itemsKey: "sourceModels",
      paged: true,
      filter: (r, req) =>
        nameFilter(r, req) &&
        (req.query.filterStatusType === undefined || statusType(r) === req.query.filterStatusType) &&
        (req.query.filterHostType !== "PUSH" || r.pushEnabled === true)
    },
    [`${sources}/page/fields`]: { collection: `${sources}/fields`, paged: true }
  },
  views: { [sources]: sourceView },
  notFound: { [sources]: { errorCode: "SOURCE_NOT_FOUND", noun: "Source" } },
  defaults: {
    [`${sources}/datasets`]: () => datasets,
    [`${source}/light`]: (req, world) => {
      const r = current(req, world)
      return { id: r.id, name: r.name, sourceType: r.sourceType, pushEnabled: r.pushEnabled, onPremisesEnabled: false }
    },
    [`${source}/raw`]: (req, world) => publicView(current(req, world)),
    [`${source}/itemTypes`]: () => ["Document"],
    [`${source}/dedicated`]: () => ({ value: false }),
    [`${source}/mappings`]: () => ({ common: { rules: [] }, types: [] })
  }
}
