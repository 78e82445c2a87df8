/**
 * Resource snapshots: creation (from the organization or a file), dry run and
 * apply with reports that move `PENDING` → `IN_PROGRESS` → `COMPLETED`, and
 * synchronization plans (`CREATING` → `CREATED`, then applied). An apply needs a
 * successful dry run first; a snapshot with nothing in it completes its
 * operations with `NO_RESOURCE_RETRIEVED`. Only one operation runs at a time.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { SnapshotResourceType } from "../../Schema/Snapshots.ts"
import { publicView, type StoredRecord } from "../store.ts"
import { type EmulatorRequest, fail, noContent, objectBody, ok, type UploadedFile, type World } from "../types.ts"
import { decodeBody, finished, org, phaseOf, signedUrl, type Timeline, timeline, type Workflow } from "./common.ts"

const snapshots = `${org}/snapshots`
const snapshot = `${snapshots}/{snapshotId}`
const plans = `${snapshot}/synchronization`
const plan = `${plans}/{synchronizationPlanId}`

const ExportBody = Schema.Struct({
  resourcesToExport: Schema.Record(Schema.String, Schema.NullOr(Schema.Array(Schema.String)))
})
const isResourceType = Schema.is(SnapshotResourceType)

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
    updatedDate: req.now,
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
    fail(404, "SNAPSHOT_NOT_FOUND", `Snapshot '${req.params.snapshotId}' does not exist.`)

// Counts what the organization holds of the types asked for (`null`: all of a type).
const contentOf = (
  req: EmulatorRequest,
  world: World,
  asked: Readonly<Record<string, ReadonlyArray<string> | null>>
) => {
  const scoped = { ...req, scope: req.org }
  const count = (type: string): number => {
    switch (type) {
      case "SOURCE":
        return world.store.list(world.generic.keyOf(`${org}/sources`, req)).length
      case "FIELD":
        return world.store.list(world.generic.keyOf(`${org}/indexes/fields`, req)).filter((f) => f.system !== true)
          .length
      case "QUERY_PIPELINE":
        return world.store.list(world.generic.keyOf("/rest/search/v1/admin/pipelines", scoped)).length
      case "SUBSCRIPTION":
        return world.store.list(world.generic.keyOf(`${org}/subscriptions`, req)).length
      default:
        return 0
    }
  }
  const summary: Record<string, number> = {}
  for (const [type, ids] of Object.entries(asked)) {
    const n = ids === null ? count(type) : ids.length
    if (n > 0) summary[type] = n
  }
  return summary
}

const total = (summary: Readonly<Record<string, number>>) => Object.values(summary).reduce((a, b) => a + b, 0)

const newSnapshot = (req: EmulatorRequest, world: World, summary: Readonly<Record<string, number>>, note: unknown) => {
  const id = world.store.nextId(`${req.org}-snapshot`)
  const record: StoredRecord = {
    id,
    createdBy: req.principal.username,
    createdDate: req.now,
    developerNote: typeof note === "string" ? note : "",
    originId: req.org,
    contentSummary: summary,
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
    fail(
      404,
      "SYNCHRONIZATION_PLAN_NOT_FOUND",
      `Synchronization plan '${req.params.synchronizationPlanId}' does not exist.`
    )

const uploadedContent = (file: UploadedFile | undefined): Readonly<Record<string, number>> => {
  if (file === undefined) return {}
  try {
    const content = JSON.parse(new TextDecoder().decode(file.bytes)) as unknown
    const summary: Record<string, number> = {}
    if (typeof content === "object" && content !== null) {
      for (const [type, items] of Object.entries(content)) {
        if (!isResourceType(type)) continue
        const n = Array.isArray(items)
          ? items.length
          : typeof items === "object" && items !== null
          ? Object.keys(items).length
          : 0
        if (n > 0) summary[type] = n
      }
    }
    return summary
  } catch {
    // A ZIP (or anything else) is taken as one resource of unknown type: the emulator does not unzip.
    return { EXTENSION: 1 }
  }
}

/** The snapshots workflow. */
export const snapshotsWorkflow: Workflow = {
  handlers: {
    [`POST ${snapshots}/self`]: (req, world) => {
      const body = decodeBody(ExportBody, req.body)
      const unknown = Object.keys(body.resourcesToExport).filter((k) => !isResourceType(k))
      if (unknown.length > 0) fail(400, "INVALID_PARAMETER", `Unknown resource types: ${unknown.join(", ")}.`)
      return ok(newSnapshot(req, world, contentOf(req, world, body.resourcesToExport), req.query.developerNotes))
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
      if (!world.store.has("/rest/organizations", target)) {
        fail(404, "ORGANIZATION_NOT_FOUND", `Organization '${target}' does not exist.`)
      }
      return noContent
    },
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
      return { status: 200, raw: JSON.stringify(record.contentSummary ?? {}), contentType: "application/json" }
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
  downloads: {
    snapshot: (world, key, id) => {
      const record = world.store.get(key, id)
      return record === undefined
        ? undefined
        : { status: 200, raw: JSON.stringify(record.contentSummary ?? {}), contentType: "application/json" }
    }
  }
}
