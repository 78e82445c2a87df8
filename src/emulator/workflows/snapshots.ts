/**
 * Resource snapshots: creation (from the organization or a file), dry run and
 * apply with reports that move `PENDING` → `IN_PROGRESS` → `COMPLETED`, and
 * synchronization plans (`CREATING` → `CREATED`, then applied). An apply needs a
 * successful dry run first; a snapshot with nothing in it completes its
 * operations with `NO_RESOURCE_RETRIEVED`. Only one operation runs at a time.
 * A snapshot keeps a copy of its resources, and its content (`/content`, and the
 * signed link of `/url`) is a ZIP file of them in JSON (`snapshotFile`). Every
 * resource type but `UNKNOWN` may be snapshot: the emulator restricts no token's access.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { SnapshotResourceType } from "../../Schema/Snapshots.ts"
import { publicView, type StoredRecord } from "../store.ts"
import {
  type EmulatorRequest,
  fail,
  isRecord,
  noContent,
  objectBody,
  ok,
  type UploadedFile,
  type World
} from "../types.ts"
import { zip } from "../zip.ts"
import {
  decodeBody,
  finished,
  org,
  phaseOf,
  phaseStartedAt,
  signedUrl,
  type Timeline,
  timeline,
  type Workflow
} from "./common.ts"

const snapshots = `${org}/snapshots`
const snapshot = `${snapshots}/{snapshotId}`
const plans = `${snapshot}/synchronization`
const plan = `${plans}/{synchronizationPlanId}`

const ExportBody = Schema.Struct({
  resourcesToExport: Schema.Record(Schema.String, Schema.NullOr(Schema.Array(Schema.String)))
})
const isResourceType = Schema.is(SnapshotResourceType)

// `UNKNOWN` is what the platform reports of a resource it cannot type, not a type to snapshot.
const accessibleResourceTypes = SnapshotResourceType.literals.filter((type) => type !== "UNKNOWN")

interface Report {
  readonly id: string
  readonly type: string
  readonly resultCode: string
  readonly $timeline: Timeline
  readonly resourcesProcessed: number
  readonly synchronizationPlanId?: string
}

const REPORT_PHASES = ["PENDING", "IN_PROGRESS", "COMPLETED"]

const reportView = (report: Report, summary: Readonly<Record<string, number>>, req: EmulatorRequest, world: World) => {
  const status = phaseOf(report.$timeline, req.now, world.stepMs())
  const done = status === "COMPLETED"
  const operations: Record<string, Record<string, number>> = {}
  if (done && report.type !== "CREATE_SNAPSHOT") {
    for (const [type, count] of Object.entries(summary)) {
      operations[type] = {
        resourcesCreated: 0,
        resourcesDeleted: 0,
        resourcesInError: 0,
        resourcesRecreated: 0,
        resourcesUnchanged: report.type === "DRY_RUN" ? count : 0,
        resourcesUpdated: report.type === "DRY_RUN" ? 0 : count
      }
    }
  }
  return {
    id: report.id,
    type: report.type,
    status,
    resultCode: report.resultCode,
    resourcesProcessed: done ? report.resourcesProcessed : 0,
    resourceOperations: operations,
    resourceOperationResults: {},
    startDate: report.$timeline.startedAt,
    // Code that takes the report updated last as the latest (the Coveo CLI) needs a date that does not move.
    updatedDate: phaseStartedAt(report.$timeline, req.now, world.stepMs()),
    ...(report.synchronizationPlanId === undefined ? {} : { synchronizationPlanId: report.synchronizationPlanId })
  }
}

const summaryOf = (record: StoredRecord) => (record.contentSummary ?? {}) as Readonly<Record<string, number>>

const snapshotView = (record: StoredRecord, req: EmulatorRequest, world: World) => {
  const reports = (record.$reports ?? []) as ReadonlyArray<Report>
  const withReports = req.query.includeReports === true
  return {
    ...publicView(record),
    ...(withReports
      ? {
        reports: reports.filter((r) => r.synchronizationPlanId === undefined)
          .map((r) => reportView(r, summaryOf(record), req, world)),
        synchronizationReports: reports.filter((r) => r.synchronizationPlanId !== undefined)
          .map((r) => reportView(r, summaryOf(record), req, world))
      }
      : {})
  }
}

const keyOf = (req: EmulatorRequest, world: World) => world.generic.keyOf(snapshots, req)

const current = (req: EmulatorRequest, world: World): StoredRecord =>
  world.store.get(keyOf(req, world), req.params.snapshotId!) ??
    world.generic.notFound(snapshots, req.params.snapshotId!)

/** Resources by type, as a snapshot holds them (each resource's model, as the organization's reads show it). */
type Resources = Readonly<Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>>>

// What the organization holds of the types asked for (`null`: all of a type), copied: a snapshot is frozen.
const resourcesOf = (
  req: EmulatorRequest,
  world: World,
  asked: Readonly<Record<string, ReadonlyArray<string> | null>>
): Resources => {
  const scoped = { ...req, scope: req.org }
  const held = (type: string): ReadonlyArray<StoredRecord> => {
    switch (type) {
      case "SOURCE":
        return world.store.list(world.generic.keyOf(`${org}/sources`, req))
      case "FIELD":
        return world.store.list(world.generic.keyOf(`${org}/indexes/fields`, req)).filter((f) => f.system !== true)
      case "QUERY_PIPELINE":
        return world.store.list(world.generic.keyOf("/rest/search/v1/admin/pipelines", scoped))
      case "SUBSCRIPTION":
        return world.store.list(world.generic.keyOf(`${org}/subscriptions`, req))
      default:
        return []
    }
  }
  const resources: Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>> = {}
  for (const [type, ids] of Object.entries(asked)) {
    const all = held(type).map(publicView)
    // Named resources the organization does not hold still count: the platform reports them in error.
    const kept = ids === null
      ? all
      : ids.map((id) => all.find((r) => r.id === id || r.name === id) ?? { resourceName: id })
    if (kept.length > 0) resources[type] = kept
  }
  return resources
}

const summaryOfResources = (resources: Resources): Readonly<Record<string, number>> =>
  Object.fromEntries(Object.entries(resources).map(([type, items]) => [type, items.length]))

const total = (summary: Readonly<Record<string, number>>) => Object.values(summary).reduce((a, b) => a + b, 0)

const newSnapshot = (req: EmulatorRequest, world: World, resources: Resources, note: unknown) => {
  const id = world.store.nextId(`${req.org}-snapshot`)
  const summary = summaryOfResources(resources)
  const record: StoredRecord = {
    id,
    createdBy: req.principal.username,
    createdDate: req.now,
    developerNote: typeof note === "string" ? note : "",
    originId: req.org,
    contentSummary: summary,
    $resources: resources,
    $reports: [{
      id: world.store.nextId("report"),
      type: "CREATE_SNAPSHOT",
      resultCode: total(summary) === 0 ? "NO_RESOURCE_RETRIEVED" : "SUCCESS",
      resourcesProcessed: total(summary),
      $timeline: timeline(["IN_PROGRESS", "COMPLETED"], req.now)
    }]
  }
  world.store.put(keyOf(req, world), id, record)
  return snapshotView(record, { ...req, query: { includeReports: true } }, world)
}

const busy = (record: StoredRecord, req: EmulatorRequest, world: World) =>
  ((record.$reports ?? []) as ReadonlyArray<Report>).some((r) =>
    r.type !== "CREATE_SNAPSHOT" && !finished(r.$timeline, req.now, world.stepMs())
  )

const startReport = (type: "DRY_RUN" | "APPLY") => (req: EmulatorRequest, world: World) => {
  const record = current(req, world)
  if (busy(record, req, world)) {
    fail(409, "SNAPSHOT_OPERATION_IN_PROGRESS", `Snapshot '${record.id}' has an operation in progress.`)
  }
  const reports = (record.$reports ?? []) as ReadonlyArray<Report>
  if (type === "APPLY") {
    const dryRun = reports.find((r) =>
      r.type === "DRY_RUN" && r.resultCode === "SUCCESS" && finished(r.$timeline, req.now, world.stepMs())
    )
    if (dryRun === undefined) {
      fail(409, "SNAPSHOT_DRY_RUN_REQUIRED", `Snapshot '${record.id}' needs a successful dry run before it is applied.`)
    }
  }
  const summary = summaryOf(record)
  const report: Report = {
    id: world.store.nextId("report"),
    type,
    resultCode: total(summary) === 0 ? "NO_RESOURCE_RETRIEVED" : "SUCCESS",
    resourcesProcessed: total(summary),
    $timeline: timeline(REPORT_PHASES, req.now)
  }
  world.store.put(keyOf(req, world), String(record.id), { ...record, $reports: [...reports, report] })
  return ok(reportView(report, summary, req, world))
}

const planView = (record: StoredRecord, req: EmulatorRequest, world: World) => ({
  ...publicView(record),
  status: phaseOf(record.$timeline as Timeline, req.now, world.stepMs()) === "CREATED" ? "CREATED" : "CREATING"
})

const currentPlan = (req: EmulatorRequest, world: World) =>
  world.store.get(world.generic.keyOf(plans, req), req.params.synchronizationPlanId!) ??
    world.generic.notFound(plans, req.params.synchronizationPlanId!)

// The resources of a snapshot file: by type, as an array of models or an object of models by name
// (what the emulator's own FLAT export holds under `resources` is read back too).
const uploadedContent = (file: UploadedFile | undefined): Resources => {
  if (file === undefined) return {}
  let content: unknown
  try {
    content = JSON.parse(new TextDecoder().decode(file.bytes))
  } catch {
    // A ZIP (or anything else) is taken as one resource of unknown type: the emulator does not unzip.
    return { EXTENSION: [{ resourceName: file.name }] }
  }
  const byType = isRecord(content) && isRecord(content.resources) ? content.resources : content
  const resources: Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>> = {}
  if (isRecord(byType)) {
    for (const [type, items] of Object.entries(byType)) {
      if (!isResourceType(type)) continue
      const list = Array.isArray(items)
        ? items
        : isRecord(items)
        ? Object.entries(items).map(([name, model]) => (isRecord(model) ? { name, ...model } : { name }))
        : []
      if (list.length > 0) resources[type] = list.map((item) => (isRecord(item) ? item : { value: item }))
    }
  }
  return resources
}

/**
 * A snapshot's file: a ZIP holding JSON. `FLAT` (the default) is one `snapshot.json`, the snapshot's
 * identity and its resources by type; `SPLIT_PER_TYPE` is a `manifest.json` with the identity and
 * the counts, and one `<TYPE>.json` array of resources per type.
 */
const snapshotFile = (record: StoredRecord, format: unknown): Uint8Array => {
  const resources = (record.$resources ?? {}) as Resources
  const identity = {
    snapshotId: record.id,
    originId: record.originId,
    createdBy: record.createdBy,
    createdDate: record.createdDate,
    developerNote: record.developerNote
  }
  const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`)
  const entries = format === "SPLIT_PER_TYPE"
    ? [
      { name: "manifest.json", bytes: json({ ...identity, contentSummary: record.contentSummary ?? {} }) },
      ...Object.entries(resources).map(([type, items]) => ({ name: `${type}.json`, bytes: json(items) }))
    ]
    : [{ name: "snapshot.json", bytes: json({ ...identity, resources }) }]
  return zip(entries, Number(record.createdDate))
}

/** The snapshots workflow. */
export const snapshotsWorkflow: Workflow = {
  handlers: {
    [`POST ${snapshots}/self`]: (req, world) => {
      const body = decodeBody(ExportBody, req.body)
      const unknown = Object.keys(body.resourcesToExport).filter((k) => !isResourceType(k))
      if (unknown.length > 0) fail(400, "INVALID_PARAMETER", `Unknown resource types: ${unknown.join(", ")}.`)
      return ok(newSnapshot(req, world, resourcesOf(req, world, body.resourcesToExport), req.query.developerNotes))
    },
    [`POST ${snapshots}/file`]: (req, world) => {
      const file = objectBody(req).file
      if (typeof file !== "object" || file === null || !("bytes" in file)) {
        return fail(400, "INVALID_PARAMETER", "Missing multipart field 'file'.")
      }
      return ok(newSnapshot(req, world, uploadedContent(file as UploadedFile), req.query.developerNotes))
    },
    [`PUT ${snapshot}/dryrun`]: startReport("DRY_RUN"),
    [`PUT ${snapshot}/apply`]: startReport("APPLY"),
    [`PUT ${snapshot}/push`]: (req, world) => {
      current(req, world)
      const target = String(req.query.targetOrganizationId)
      if (!world.store.has("/rest/organizations", target)) world.generic.notFound("/rest/organizations", target)
      return noContent
    },
    [`GET ${snapshots}/access/resource`]: () => ok(accessibleResourceTypes),
    [`GET ${snapshot}`]: (req, world) => ok(snapshotView(current(req, world), req, world)),
    [`GET ${snapshot}/access`]: (req, world) => {
      current(req, world)
      return ok({ allowed: true })
    },
    [`GET ${snapshot}/url`]: (req, world) => {
      const record = current(req, world)
      return ok({
        url: signedUrl(req, world, "snapshot", keyOf(req, world), String(record.id)),
        urlExpiration: req.now + 3_600_000
      })
    },
    [`GET ${snapshot}/content`]: (req, world) => {
      const record = current(req, world)
      return { status: 200, raw: snapshotFile(record, req.query.contentFormat), contentType: "application/zip" }
    },
    [`GET ${snapshot}/diff`]: (req, world) => {
      const record = current(req, world)
      const relativeReportId = String(req.query.relativeReportId)
      if (!((record.$reports ?? []) as ReadonlyArray<Report>).some((r) => r.id === relativeReportId)) {
        fail(404, "REPORT_NOT_FOUND", `Snapshot '${record.id}' has no report '${relativeReportId}'.`)
      }
      return ok({
        id: `diff-${relativeReportId}`,
        snapshotId: record.id,
        relativeReportId,
        status: "COMPLETED",
        updatedDate: req.now,
        files: {}
      })
    },
    [`POST ${plans}`]: (req, world) => {
      const record = current(req, world)
      const id = world.store.nextId("synchronization-plan")
      const planRecord: StoredRecord = {
        id,
        snapshotId: record.id,
        alreadyLinkedResources: {},
        resourceSynchronizationOperations: {},
        $timeline: timeline(["CREATING", "CREATED"], req.now)
      }
      world.store.put(world.generic.keyOf(plans, req), id, planRecord)
      return ok(planView(planRecord, req, world))
    },
    [`PUT ${plan}`]: (req, world) => {
      const existing = currentPlan(req, world)
      if (planView(existing, req, world).status !== "CREATED") {
        fail(409, "SYNCHRONIZATION_PLAN_NOT_READY", `Synchronization plan '${existing.id}' is still being created.`)
      }
      const next = {
        ...objectBody(req),
        id: existing.id,
        snapshotId: existing.snapshotId,
        $timeline: existing.$timeline
      }
      world.store.put(world.generic.keyOf(plans, req), String(existing.id), next)
      return ok(planView(next, req, world))
    },
    [`PUT ${plan}/apply`]: (req, world) => {
      const record = current(req, world)
      const existing = currentPlan(req, world)
      if (planView(existing, req, world).status !== "CREATED") {
        fail(409, "SYNCHRONIZATION_PLAN_NOT_READY", `Synchronization plan '${existing.id}' is still being created.`)
      }
      const report: Report = {
        id: world.store.nextId("report"),
        type: "APPLY_SYNCHRONIZATION_PLAN",
        resultCode: "SUCCESS",
        resourcesProcessed: total(summaryOf(record)),
        synchronizationPlanId: String(existing.id),
        $timeline: timeline(REPORT_PHASES, req.now)
      }
      const reports = (record.$reports ?? []) as ReadonlyArray<Report>
      world.store.put(keyOf(req, world), String(record.id), { ...record, $reports: [...reports, report] })
      return ok(reportView(report, summaryOf(record), req, world))
    },
    [`PUT ${plan}/children`]: (req, world) => ok(planView(currentPlan(req, world), req, world))
  },
  views: { [snapshots]: snapshotView, [plans]: planView },
  notFound: {
    [snapshots]: { errorCode: "SNAPSHOT_NOT_FOUND", noun: "Snapshot" },
    [plans]: { errorCode: "SYNCHRONIZATION_PLAN_NOT_FOUND", noun: "Synchronization plan" }
  },
  downloads: {
    snapshot: (world, key, id) => {
      const record = world.store.get(key, id)
      return record === undefined
        ? undefined
        : { status: 200, raw: snapshotFile(record, "FLAT"), contentType: "application/zip" }
    }
  }
}
