/**
 * The emulator's stateful workflows, end to end through the library. Status
 * checks that depend on time run on the emulator's own clock, moved by hand;
 * the polling helpers run on the real clock with short steps.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { layer as clientLayer } from "../src/Http/Layer.ts"
import { poll } from "../src/Http/Poll.ts"
import * as ApiKeys from "../src/Platform/Authorization/ApiKeys.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as Organizations from "../src/Platform/Organization/Organizations.ts"
import * as Subscriptions from "../src/Platform/Organization/Subscriptions.ts"
import * as Pipelines from "../src/Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../src/Platform/Search/PipelineStatementGroups.ts"
import * as PipelineStatements from "../src/Platform/Search/PipelineStatements.ts"
import * as SourceDatasets from "../src/Platform/Sources/SourceDatasets.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import * as Raw from "../src/Schema/Raw.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import * as Reports from "../src/UsageAnalytics/Reports.ts"
import { emulatorRunner, failureOf, httpError, manualClock, STEP } from "./support/emulator.ts"

const withEmulator = emulatorRunner({ stepMs: STEP })

// The transitional statuses (STARTING_REFRESH) are the extended one; `type` keeps to the eight stable ones.
const statusOf = (s: Sources.SourceModel) => s.information?.sourceStatus?.extendedCurrentStatus
const typeOf = (s: Sources.SourceModel) => s.information?.sourceStatus?.type
const sourceStatus = (id: string) => Effect.map(Sources.get(id), statusOf)

describe("emulator: source lifecycle", () => {
  it.live("creating → idle; refresh, pause, resume, stop and rebuild, with 409 for what a status does not allow", () => {
    const clock = manualClock()
    return withEmulator((emulator) =>
      Effect.gen(function*() {
        const id = (yield* Sources.create({ name: "Docs", sourceType: "WEB2" })).id
        expect(yield* sourceStatus(id)).toBe("CREATING")
        const before = emulator.state()
        const refused = httpError(yield* failureOf(Sources.startRefresh(id)))
        expect([refused.status, refused.body.errorCode]).toEqual([409, "INVALID_SOURCE_STATUS"])
        expect(emulator.state()).toEqual(before)
        yield* clock.advance()
        expect(yield* sourceStatus(id)).toBe("IDLE")

        expect((yield* Sources.startRefresh(id)).information?.sourceStatus).toMatchObject({
          type: "REFRESHING",
          extendedCurrentStatus: "STARTING_REFRESH"
        })
        yield* clock.advance()
        expect(yield* sourceStatus(id)).toBe("REFRESHING")
        const running = yield* Sources.listOperationalStatus({ sourceOperationalStatus: "RUNNING" })
        expect(running.sourceModels.map((s) => s.id)).toEqual([id])

        expect(statusOf(yield* Sources.pauseRefresh(id))).toBe("PAUSING")
        yield* clock.advance(5)
        expect(yield* sourceStatus(id)).toBe("PAUSED")
        const resuming = yield* Sources.resumeRefresh(id)
        expect([statusOf(resuming), typeOf(resuming)]).toEqual(["RESUMING", "PAUSED"])
        yield* clock.advance()
        expect(yield* sourceStatus(id)).toBe("REFRESHING")
        yield* clock.advance(2)
        const refreshed = yield* Sources.get(id)
        expect(statusOf(refreshed)).toBe("IDLE")
        expect(refreshed.information?.lastOperation).toMatchObject({ operationType: "FULL_REFRESH", result: "SUCCESS" })
        expect(refreshed.information?.numberOfDocuments).toBe(40)

        yield* Sources.rebuild(id)
        yield* clock.advance()
        const canceling = yield* Sources.stopRefresh(id)
        expect([statusOf(canceling), typeOf(canceling)]).toEqual(["CANCELING", "REFRESHING"])
        yield* clock.advance()
        const stopped = yield* Sources.get(id)
        expect(statusOf(stopped)).toBe("IDLE")
        expect(stopped.information?.lastOperation).toMatchObject({ operationType: "REBUILD", result: "ABORT" })
        expect(stopped.information?.numberOfDocuments).toBe(40)
        expect(httpError(yield* failureOf(Sources.resumeRefresh(id))).status).toBe(409)
      }), { now: clock.now })
  })

  it.live("a push source is ready after creation and follows its pushed refresh status", () => {
    const clock = manualClock()
    return withEmulator(() =>
      Effect.gen(function*() {
        const id = (yield* Sources.create({ name: "Pushed", sourceType: "PUSH" }, { rebuild: false })).id
        yield* clock.advance()
        expect(yield* sourceStatus(id)).toBe("PUSH_READY")
        yield* Sources.setPushRefreshStatus(id, "REFRESH")
        yield* clock.advance(10)
        expect(yield* sourceStatus(id)).toBe("REFRESHING")
        yield* Sources.setPushRefreshStatus(id, "IDLE")
        expect(yield* sourceStatus(id)).toBe("PUSH_READY")
        const filtered = yield* Sources.list({ filterStatusType: "IDLE" })
        expect(filtered.sourceModels.map((s) => s.name)).toEqual([
          "Documentation",
          "Knowledge base",
          "Product catalog"
        ])
      }), { now: clock.now })
  })

  it.live("a refresh can be awaited with the library's Schedule-based poller", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const id = (yield* Sources.create({ name: "Docs", sourceType: "SITEMAP" }, { rebuild: true })).id
        const seen: Array<string> = []
        const types = new Set<string>()
        const done = yield* poll(Sources.get(id), {
          what: id,
          done: (s) => statusOf(s) === "IDLE",
          every: "5 millis",
          timeout: "5 seconds",
          onStatus: (s) =>
            Effect.sync(() => {
              types.add(String(typeOf(s)))
              if (seen.at(-1) !== statusOf(s)) seen.push(String(statusOf(s)))
            })
        })
        expect(seen).toEqual(["CREATING", "STARTING_REFRESH", "REFRESHING", "IDLE"])
        expect([...types].sort()).toEqual(["CREATING", "IDLE", "REFRESHING"])
        expect(done.information?.lastOperation).toMatchObject({ operationType: "REBUILD", result: "SUCCESS" })
      }), { stepMs: 80 }))
})

describe("emulator: dataset import", () => {
  it.live("moves pending → in progress → completed by request id", () => {
    const clock = manualClock()
    return withEmulator((emulator) =>
      Effect.gen(function*() {
        const requestId = yield* SourceDatasets.import("WEB")
        expect((yield* SourceDatasets.progress(requestId)).status).toBe("PENDING")
        yield* clock.advance()
        expect((yield* SourceDatasets.progress(requestId)).status).toBe("IN_PROGRESS")
        yield* clock.advance(2)
        expect(yield* SourceDatasets.progress(requestId)).toEqual({ requestId, status: "COMPLETED", result: "SUCCESS" })
        const unknown = httpError(yield* failureOf(SourceDatasets.progress("nope")))
        expect(unknown.status).toBe(404)
        const sources = yield* Sources.list({ filter: "sample dataset" })
        expect(sources.sourceModels.map((s) => [s.name, statusOf(s), s.information?.numberOfDocuments])).toEqual([
          ["Sample dataset WEB", "PUSH_READY", 500]
        ])
        expect(emulator.stats().calls["SourceDatasets.progress"]).toBe(4)
      }), { now: clock.now })
  })

  it.live("importAndWait polls until completed", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const seen: Array<string> = []
        const done = yield* SourceDatasets.importAndWait("ecommerce", false, {
          every: "5 millis",
          onStatus: (p) => Effect.sync(() => void seen.push(p.status))
        })
        expect(done.status).toBe("COMPLETED")
        expect(seen[0]).toBe("PENDING")
        expect(seen).toContain("IN_PROGRESS")
      }), { stepMs: 40 }))
})

describe("emulator: snapshots", () => {
  it.live("create, dry run, then apply, with reports pending → in progress → completed", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const snapshot = yield* ResourceSnapshots.createFromOrganization({
          resourcesToExport: { SOURCE: null, FIELD: null }
        })
        expect(snapshot.contentSummary).toEqual({ SOURCE: 3 })
        const before = emulator.state()
        const early = httpError(yield* failureOf(ResourceSnapshots.apply(snapshot.id)))
        expect([early.status, early.body.errorCode]).toEqual([409, "SNAPSHOT_DRY_RUN_REQUIRED"])
        expect(emulator.state()).toEqual(before)

        const statuses: Array<string> = []
        const record = (r: ResourceSnapshots.ResourceSnapshotsReportModel) =>
          Effect.sync(() =>
            void (statuses.at(-1) !== `${r.type} ${r.status}` && statuses.push(`${r.type} ${r.status}`))
          )
        const dryRun = yield* ResourceSnapshots.dryRunAndWait(snapshot.id, {
          deleteMissingResources: false,
          every: "5 millis",
          onStatus: record
        })
        expect(dryRun).toMatchObject({
          type: "DRY_RUN",
          status: "COMPLETED",
          resultCode: "SUCCESS",
          resourcesProcessed: 3
        })
        expect(dryRun.resourceOperations?.SOURCE?.resourcesUnchanged).toBe(3)
        const applied = yield* ResourceSnapshots.applyAndWait(snapshot.id, { every: "5 millis", onStatus: record })
        expect(applied).toMatchObject({ type: "APPLY", status: "COMPLETED", resultCode: "SUCCESS" })
        expect(statuses).toEqual([
          "DRY_RUN PENDING",
          "DRY_RUN IN_PROGRESS",
          "DRY_RUN COMPLETED",
          "APPLY PENDING",
          "APPLY IN_PROGRESS",
          "APPLY COMPLETED"
        ])
        const withReports = yield* ResourceSnapshots.get(snapshot.id, { includeReports: true })
        expect(withReports.reports?.map((r) => r.type)).toEqual(["CREATE_SNAPSHOT", "DRY_RUN", "APPLY"])
        // A report's updatedDate is when it reached its status (completed one or two steps after it started), on
        // every read.
        const reports = withReports.reports ?? []
        expect(reports.map((r) => Number(r.updatedDate) - Number(r.startDate))).toEqual([80, 160, 160])
        expect(Number(reports[2]?.updatedDate)).toBeGreaterThan(Number(reports[1]?.updatedDate))
        const again = yield* ResourceSnapshots.get(snapshot.id, { includeReports: true })
        expect(again.reports?.map((r) => r.updatedDate)).toEqual(reports.map((r) => r.updatedDate))
        expect((yield* ResourceSnapshots.get(snapshot.id)).reports).toBeUndefined()
        expect((yield* ResourceSnapshots.list()).map((s) => s.id)).toEqual([snapshot.id])
      }), { stepMs: 80 }))

  it.live("an empty snapshot ends its dry run with NO_RESOURCE_RETRIEVED; unknown resource types get 400", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const empty = yield* ResourceSnapshots.createFromOrganization({ resourcesToExport: { EXTENSION: null } })
        const failed = yield* failureOf(
          ResourceSnapshots.dryRunAndWait(empty.id, { deleteMissingResources: false, every: "5 millis" })
        )
        expect(failed).toMatchObject({
          _tag: "SnapshotOperationFailed",
          operation: "DRY_RUN",
          resultCode: "NO_RESOURCE_RETRIEVED"
        })
        const bad = httpError(
          yield* failureOf(ResourceSnapshots.createFromOrganization({ resourcesToExport: { GADGET: null } as never }))
        )
        expect(bad.status).toBe(400)
      }), { stepMs: 10 }))

  it.live("creates a snapshot from a JSON file, and runs a synchronization plan", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const file = new File([JSON.stringify({ FIELD: [{ name: "a" }, { name: "b" }] })], "snapshot.json", {
          type: "application/json"
        })
        const snapshot = yield* ResourceSnapshots.createFromFile(file, { developerNotes: "from a file" })
        expect(snapshot).toMatchObject({ developerNote: "from a file", contentSummary: { FIELD: 2 } })
        const plan = yield* ResourceSnapshots.createSynchronizationPlanAndWait(snapshot.id, { every: "5 millis" })
        expect(plan.status).toBe("CREATED")
        const updated = yield* ResourceSnapshots.updateSynchronizationPlan(snapshot.id, plan.id, {
          ...plan,
          resourceSynchronizationOperations: {}
        })
        expect(updated.id).toBe(plan.id)
        const report = yield* ResourceSnapshots.applySynchronizationPlan(snapshot.id, plan.id)
        expect(report).toMatchObject({
          type: "APPLY_SYNCHRONIZATION_PLAN",
          synchronizationPlanId: plan.id,
          resultCode: "SUCCESS"
        })
        const withReports = yield* ResourceSnapshots.get(snapshot.id, { includeReports: true })
        expect(withReports.synchronizationReports?.map((r) => r.id)).toEqual([report.id])
      }), { stepMs: 10 }))
})

describe("emulator: pipelines and statement groups", () => {
  it.live("a pipeline with statements; a group made active and inactive by a partial update", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const pipeline = yield* Pipelines.create({ name: "products" })
        // `position` is not part of the described statement body: sent as an extra field.
        yield* PipelineStatements.create(pipeline.id,
          Raw.withFields({ feature: "filter", definition: "@a==1" }, { position: 1 }))
        yield* PipelineStatements.create(
          pipeline.id,
          Raw.withFields({ feature: "stop", definition: "stop \"the\"" }, { position: 2 })
        )
        const statements = yield* PipelineStatements.list(pipeline.id, { feature: "filter" })
        expect([statements.totalEntries, statements.statements[0]?.definition]).toEqual([1, "@a==1"])
        expect((yield* Pipelines.get(pipeline.id)).statementComposition).toEqual({ totalCount: 2, filter: 1, stop: 1 })

        const group = yield* PipelineStatementGroups.create(pipeline.id, {
          name: "Boosts",
          type: "permanent",
          isActive: false
        })
        expect(Raw.raw(group).status).toBe("inactive")
        yield* PipelineStatementGroups.activate(pipeline.id, group.id)
        expect((yield* PipelineStatementGroups.get(pipeline.id, group.id)).status).toBe("active")
        const before = emulator.state()
        const bad = yield* Effect.promise(() =>
          fetch(
            `${emulator.url}/rest/search/v2/admin/pipelines/${pipeline.id}/statementGroups/${group.id}?organizationId=emulator-org`,
            {
              method: "PATCH",
              headers: { authorization: `Bearer ${emulator.accessToken}`, "content-type": "application/json" },
              body: JSON.stringify({ isActive: "yes" })
            }
          )
        )
        expect(bad.status).toBe(400)
        expect(emulator.state()).toEqual(before)
        yield* PipelineStatementGroups.deactivate(pipeline.id, group.id)
        expect((yield* PipelineStatementGroups.get(pipeline.id, group.id)).status).toBe("inactive")

        const missing = httpError(
          yield* failureOf(
            PipelineStatements.create("no-such-pipeline",
              Raw.withFields({ feature: "filter", definition: "x" }, { position: 1 }))
          )
        )
        expect(missing.status).toBe(404)
      })
    ))

  it.live("campaign statuses follow their dates; lists filter by status and count by kind", () => {
    const clock = manualClock()
    const day = 86_400_000
    return withEmulator(() =>
      Effect.gen(function*() {
        const { id } = yield* Pipelines.create({ name: "campaigns" })
        const at = (ms: number) => new Date(clock.now() + ms).toISOString()
        const campaign = (name: string, start: number, end: number) =>
          PipelineStatementGroups.create(id, { name, type: "campaign", campaignStart: at(start), campaignEnd: at(end) })
        expect(Raw.raw(yield* campaign("past", -2 * day, -day)).status).toBe("expired")
        expect(Raw.raw(yield* campaign("now", -day, day)).status).toBe("active")
        expect(Raw.raw(yield* campaign("later", day, 2 * day)).status).toBe("notStarted")
        const active = yield* PipelineStatementGroups.list(id, { status: ["active"] })
        expect(active.groups.map((g) => g.name)).toEqual(["now"])
        expect(active.groupComposition).toMatchObject({
          campaignGroupCount: 3,
          expiredGroupCount: 1,
          notStartedGroupCount: 1
        })
        const inverted = httpError(yield* failureOf(campaign("inverted", day, -day)))
        expect(inverted.status).toBe(400)
      }), { now: clock.now })
  })
})

describe("emulator: subscriptions", () => {
  it.live("enable, disable and test; /me shows the caller's own only", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const mine = yield* Subscriptions.createCurrent({
          name: "Mine",
          enabled: false,
          frequency: "DAILY",
          type: "EMAIL"
        })
        expect(mine.userId).toBe("admin@example.com")
        yield* Subscriptions.enableCurrent(mine.id)
        expect((yield* Subscriptions.showCurrent(mine.id)).enabled).toBe(true)
        yield* Subscriptions.testCurrent(mine.id)
        const tested = yield* Subscriptions.show(mine.id)
        expect(tested.status).toMatchObject({ healthIndicator: "GOOD", statistics: { numberOfSucces: 1 } })
        yield* Subscriptions.disable(mine.id)
        expect((yield* Subscriptions.show(mine.id)).enabled).toBe(false)

        const hook = yield* Subscriptions.create({ name: "Hook", enabled: true, frequency: "LIVE", type: "WEB_HOOK" })
        yield* Subscriptions.test(hook.id)
        expect((yield* Subscriptions.show(hook.id)).status?.healthIndicator).toBe("PROBLEMATIC")

        const colleague = clientLayer({ ...emulator.clientOptions, accessToken: "colleague" })
        expect(yield* Subscriptions.listCurrent().pipe(Effect.provide(colleague))).toEqual([])
        expect(httpError(yield* failureOf(Subscriptions.showCurrent(mine.id).pipe(Effect.provide(colleague)))).status)
          .toBe(404)
        expect((yield* Subscriptions.list()).map((s) => s.name)).toEqual(["Mine", "Hook"])

        const bad = httpError(
          yield* failureOf(
            Subscriptions.create({ name: "x", enabled: true, frequency: "YEARLY" as "DAILY", type: "EMAIL" })
          )
        )
        expect(bad.status).toBe(400)
      }), { tokens: [{ token: "colleague", username: "colleague@example.com", organizationId: "emulator-org" }] }))
})

describe("emulator: usage analytics", () => {
  it.live("a report with its access list", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const id = (yield* Reports.create({
          displayName: "Searches",
          type: "DASHBOARD",
          allAnalyticsViewer: false,
          configuration: { tiles: { count: 2 } },
          filters: []
        })).id
        expect((yield* Reports.list()).reports?.map((r) => [r.id, r.configuration])).toEqual([[id, undefined]])
        expect((yield* Reports.list({ includeConfig: true })).reports?.[0]?.configuration).toEqual({
          tiles: { count: 2 }
        })
        expect((yield* Reports.get(id)).account).toBe("emulator-org")
        yield* Reports.setAccess(id, { accessType: "PUBLIC", allowedUsers: ["u1"], allowedGroups: [] })
        expect(yield* Reports.getAccess(id)).toMatchObject({ accessType: "PUBLIC", allowedUsers: [{ userId: "u1" }] })
        const bad = httpError(
          yield* failureOf(
            Reports.create({
              displayName: "x",
              type: "PIE" as "DASHBOARD",
              allAnalyticsViewer: true,
              configuration: {},
              filters: []
            })
          )
        )
        expect(bad.status).toBe(400)
      })
    ))

  it.live("an export is generated, then downloaded through a signed redirect", () => {
    const clock = manualClock()
    return withEmulator((emulator) =>
      Effect.gen(function*() {
        const to = new Date(clock.now())
        const created = yield* Exports.generate({ from: new Date(to.getTime() - 86_400_000), to, tables: ["SEARCHES"] })
        expect(created.status).toBe("PENDING")
        expect((yield* Exports.getExportDownloadLink(created.id)).downloadLink).toBeUndefined()
        const early = httpError(yield* failureOf(Exports.getFile(created.id)))
        expect([early.status, early.body.errorCode]).toEqual([409, "EXPORT_NOT_AVAILABLE"])
        yield* clock.advance(2)
        const ready = yield* Exports.get(created.id)
        expect([ready.status, ready.downloadable]).toEqual(["AVAILABLE", true])
        const file = yield* Exports.getFile(created.id)
        expect((yield* Effect.promise(() => file.text())).split("\n")[0]).toBe(
          "searchId,datetime,queryExpression,numberOfResults"
        )
        const link = (yield* Exports.getExportDownloadLink(created.id)).downloadLink!
        expect(link.startsWith(emulator.url)).toBe(true)
        const anonymous = yield* Effect.promise(() => fetch(link))
        expect([anonymous.status, anonymous.headers.get("content-type")]).toEqual([200, "text/csv; charset=utf-8"])
        const tampered = yield* Effect.promise(() => fetch(link.replace(/signature=[^&]+/, "signature=forged")))
        expect(tampered.status).toBe(403)
      }), { now: clock.now })
  })

  it.live("generateAndDownload waits for the export and returns the file", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const seen: Array<string> = []
        const file = yield* Exports.generateAndDownload({
          params: { from: "2025-01-01T00:00:00Z", to: "2025-01-02T00:00:00Z" },
          every: "5 millis",
          onStatus: (e) => Effect.sync(() => void seen.push(e.status))
        })
        expect(file.size).toBeGreaterThan(50)
        expect(seen[0]).toBe("PENDING")
        expect(seen.at(-1)).toBe("AVAILABLE")
      }), { stepMs: 15 }))
})

describe("emulator: API keys and organizations", () => {
  it.live("an API key is disabled and activated again by its enabled flag", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const created = yield* ApiKeys.create({ displayName: "ci" })
        expect([created.enabled, created.status]).toEqual([true, "ENABLED"])
        yield* ApiKeys.toggle(yield* ApiKeys.get(created.id))
        const disabled = yield* ApiKeys.get(created.id)
        expect([disabled.enabled, disabled.status]).toEqual([false, "DISABLED"])
        expect((yield* ApiKeys.list({ status: "DEACTIVATED" })).map((k) => k.id)).toEqual([created.id])
        expect(yield* ApiKeys.list({ status: "ACTIVE" })).toEqual([])
        yield* ApiKeys.toggle(disabled)
        expect((yield* ApiKeys.get(created.id)).enabled).toBe(true)
      })
    ))

  it.live("an organization is paused and resumed, through the transitional states", () => {
    const clock = manualClock()
    return withEmulator((emulator) =>
      Effect.gen(function*() {
        expect((yield* Organizations.status()).pauseState).toBe("ACTIVE")
        yield* Organizations.pause()
        expect((yield* Organizations.status()).pauseState).toBe("PAUSING")
        const before = emulator.state()
        expect(httpError(yield* failureOf(Organizations.pause())).status).toBe(409)
        expect(emulator.state()).toEqual(before)
        yield* clock.advance()
        const paused = yield* Organizations.get("emulator-org", { additionalFields: "status" })
        expect(paused.organizationStatusModel).toMatchObject({ pauseState: "PAUSED", paused: true })
        yield* Organizations.resume()
        expect((yield* Organizations.status()).pauseState).toBe("RESUMING")
        yield* clock.advance()
        expect((yield* Organizations.status()).pauseState).toBe("ACTIVE")
        expect(httpError(yield* failureOf(Organizations.resume())).status).toBe(409)
        expect((yield* Organizations.list()).map((o) => o.id)).toEqual(["emulator-org"])
      }), { now: clock.now })
  })
})
