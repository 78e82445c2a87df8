/**
 * The demo's administration workflow, run against the embedded emulator with
 * the Effect API (and the promise client for a few calls).
 */
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import type { EmulatorHandle } from "../src/emulator/index.ts"
import { poll } from "../src/Http/Poll.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as Pipelines from "../src/Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../src/Platform/Search/PipelineStatementGroups.ts"
import * as PipelineStatements from "../src/Platform/Search/PipelineStatements.ts"
import * as Fields from "../src/Platform/Sources/Fields.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import type { PromisePlatformClient } from "../src/promise/index.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import { type Reporter, statusPrinter } from "./log.ts"

/** How many steps {@link workflow} prints. */
export const workflowSteps = 9

// Statuses are checked every 80 ms: the emulator moves a step every 120 ms.
const every = Schedule.spaced("80 millis")

const sourceStatus = (s: Sources.SourceModel) => s.information?.sourceStatus?.type ?? "UNKNOWN"
const atRest = (s: Sources.SourceModel) => ["IDLE", "PUSH_READY", "ERROR"].includes(sourceStatus(s))

/** Waits until a source is at rest, printing each status it goes through. */
const waitForSource = (log: Reporter, sourceId: string) =>
  poll(Sources.get(sourceId), {
    what: `source ${sourceId}`,
    done: atRest,
    failure: (s) => sourceStatus(s) === "ERROR" ? "ERROR" : undefined,
    every,
    timeout: "20 seconds",
    onStatus: statusPrinter(log, sourceStatus)
  })

/** The workflow: each step uses the library against the emulator. */
export const workflow = (log: Reporter, emulator: EmulatorHandle, client: PromisePlatformClient) =>
  Effect.gen(function*() {
    yield* log.step(
      "Verify the token (promise client: client.initialize())",
      Effect.promise(() => client.initialize()),
      (info) => `signed in as ${(info.authentication as { readonly username: string }).username}`
    )

    yield* log.step(
      "List the sources, 2 per page (Sources.listAll: a lazy Stream over the pages)",
      Stream.runForEach(
        Sources.listAll({ perPage: 2 }),
        (s) =>
          log.detail(
            `- ${s.name} (${s.sourceType}, ${sourceStatus(s)}, ${s.information?.numberOfDocuments ?? 0} documents)`
          )
      ),
      () => "every page read"
    )

    const source = yield* log.step(
      "Create a push source and wait until it is ready",
      Effect.gen(function*() {
        const { id } = yield* Sources.create({
          name: "Demo push source",
          sourceType: "PUSH",
          sourceVisibility: "SHARED"
        })
        yield* log.detail(`created ${id}`)
        return yield* waitForSource(log, id)
      }),
      (s) => `${s.id} is ${sourceStatus(s)}`
    )

    yield* log.step(
      "Start a refresh and poll it with a Schedule until it is done",
      Effect.andThen(Sources.startRefresh(source.id), waitForSource(log, source.id)),
      (s) =>
        `last operation ${String(s.information?.lastOperation?.operationType)}: ${
          String(s.information?.lastOperation?.result)
        }`
    )

    yield* log.step(
      "Batch-create fields",
      Effect.gen(function*() {
        yield* Fields.createFields([
          { name: "demo_brand", type: "STRING", facet: true },
          { name: "demo_price", type: "DOUBLE", sort: true },
          { name: "demo_released", type: "DATE" }
        ])
        const all = yield* Stream.runCollect(Fields.listAll({ perPage: 4 }))
        return [...all]
      }),
      (all) => `${all.length} fields in the index, ${all.filter((f) => f.system !== true).length} of them user fields`
    )

    const pipeline = yield* log.step(
      "Create a query pipeline with statements and a statement group",
      Effect.gen(function*() {
        const pipeline = yield* Pipelines.create({ name: "demo-products", description: "Products search" })
        yield* Effect.forEach(
          [
            { feature: "filter", definition: "@source==\"Product catalog\"", position: 1 },
            { feature: "thesaurus", definition: "expand \"tv\" to \"television\"", position: 2 },
            { feature: "ranking", definition: "boost @demo_brand==acme by 50", position: 3 }
          ] as const,
          (s) => PipelineStatements.create(pipeline.id, s)
        )
        const group = yield* PipelineStatementGroups.create(pipeline.id, {
          name: "Holiday boosts",
          type: "permanent",
          isActive: false
        })
        yield* log.detail(`group "${group.name}" created ${group.isActive === true ? "active" : "inactive"}`)
        yield* PipelineStatementGroups.activate(pipeline.id, group.id)
        const active = yield* PipelineStatementGroups.get(pipeline.id, group.id)
        yield* log.detail(`group "${active.name}" is now ${active.status}`)
        return yield* Pipelines.get(pipeline.id)
      }),
      (p) => `pipeline ${p.name} (${p.id}) holds ${p.statementComposition?.totalCount ?? 0} statements`
    )

    yield* log.step(
      "Snapshot the organization, dry-run it, then apply it",
      Effect.gen(function*() {
        const snapshot = yield* ResourceSnapshots.createFromOrganization(
          { resourcesToExport: { SOURCE: null, FIELD: null, QUERY_PIPELINE: [pipeline.id] } },
          { developerNotes: "demo" }
        )
        yield* log.detail(`snapshot ${snapshot.id}: ${JSON.stringify(snapshot.contentSummary)}`)
        const progress = (r: ResourceSnapshots.ResourceSnapshotsReportModel) => `${r.type} ${r.status}`
        const dryRun = yield* ResourceSnapshots.dryRunAndWait(snapshot.id, {
          deleteMissingResources: false,
          every,
          timeout: "20 seconds",
          onStatus: statusPrinter(log, progress)
        })
        yield* log.detail(`dry run: ${dryRun.resultCode}, ${dryRun.resourcesProcessed} resources`)
        return yield* ResourceSnapshots.applyAndWait(snapshot.id, {
          every,
          timeout: "20 seconds",
          onStatus: statusPrinter(log, progress)
        })
      }),
      (report) => `applied: ${report.resultCode}, ${report.resourcesProcessed} resources processed`
    )

    const report = yield* log.step(
      "Create a usage-analytics report (promise client: client.ua.reports.create)",
      Effect.promise(() =>
        client.ua.reports.create({
          displayName: "Demo searches",
          type: "DASHBOARD",
          allAnalyticsViewer: true,
          configuration: { layout: { columns: 1 } },
          filters: []
        })
      ),
      (r) => `report ${r.id}`
    )

    yield* log.step(
      "Run an export and download it (Exports.generateAndDownload)",
      Effect.gen(function*() {
        const to = new Date()
        const from = new Date(to.getTime() - 7 * 86_400_000)
        const file = yield* Exports.generateAndDownload({
          params: { from, to, tables: ["SEARCHES"], d: `searches for report ${report.id}` },
          every,
          timeout: "20 seconds",
          onStatus: statusPrinter(log, (e: Exports.ExportModel) => `export ${e.status}`)
        })
        const text = yield* Effect.promise(() => file.text())
        return { bytes: file.size, lines: text.trim().split("\n").length, header: text.split("\n")[0] }
      }),
      (f) => `downloaded ${f.bytes} bytes of CSV, ${f.lines} lines (${f.header})`
    )

    return emulator.stats()
  })
