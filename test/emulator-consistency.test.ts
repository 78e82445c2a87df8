/**
 * The emulator answers alike wherever the platform's calls meet: every call on a missing record of a
 * collection fails with the same 404, pipeline statements are deleted in bulk, and an index backup is
 * started, listed once done and restored, end to end through the library over HTTP.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as Properties from "../src/Platform/AnalyticsAdmin/Properties.ts"
import * as ApiKeys from "../src/Platform/Authorization/ApiKeys.ts"
import * as Indexes from "../src/Platform/Indexes/Indexes.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as Subscriptions from "../src/Platform/Organization/Subscriptions.ts"
import * as PipelineConditions from "../src/Platform/Search/PipelineConditions.ts"
import * as Pipelines from "../src/Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../src/Platform/Search/PipelineStatementGroups.ts"
import * as PipelineStatements from "../src/Platform/Search/PipelineStatements.ts"
import * as Fields from "../src/Platform/Sources/Fields.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import * as Reports from "../src/UsageAnalytics/Reports.ts"
import { emulatorRunner, failureOf, httpError, manualClock, STEP } from "./support/emulator.ts"

const withEmulator = emulatorRunner({ stepMs: STEP })

/** Status and body of the 404 a call fails with. */
const answerOf = <A, E>(call: Effect.Effect<A, E, CoveoClient>) =>
  Effect.map(failureOf(call), (e) => {
    const error = httpError(e)
    return { status: error.status, body: error.body }
  })

const missing = "nope"

describe("emulator: a missing record answers the same 404 whichever call asks", () => {
  it.live("get, update and delete of a missing record answer its collection's code and message", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const pipelineId = (yield* Pipelines.create({ name: "products" })).id
        const statement = { feature: "filter", definition: "@a==1" } as const
        const group = { name: "Boosts", type: "permanent", isActive: false } as const
        const subscription = { name: "x", enabled: true, frequency: "DAILY", type: "EMAIL" } as const
        const report = {
          id: missing,
          displayName: "x",
          type: "DASHBOARD",
          account: "emulator-org",
          allAnalyticsViewer: false,
          configuration: {}
        } as const
        const collections: ReadonlyArray<{
          readonly code: string
          readonly noun: string
          readonly calls: ReadonlyArray<Effect.Effect<unknown, unknown, CoveoClient>>
        }> = [
          {
            code: "FIELD_NOT_FOUND",
            noun: "Field",
            calls: [
              Fields.get(missing),
              Fields.update(missing, { name: missing, type: "STRING" }),
              Fields.delete(missing)
            ]
          },
          {
            code: "SOURCE_NOT_FOUND",
            noun: "Source",
            calls: [
              Sources.get(missing),
              Sources.update(missing, { name: "x", sourceType: "WEB2" }),
              Sources.delete(missing),
              // A call below the record: its parent is missing.
              Sources.getLightSource(missing)
            ]
          },
          {
            code: "PIPELINE_NOT_FOUND",
            noun: "Pipeline",
            calls: [
              Pipelines.get(missing),
              Pipelines.update({ id: missing, name: "x" }),
              Pipelines.delete(missing),
              PipelineStatements.list(missing)
            ]
          },
          {
            code: "STATEMENT_NOT_FOUND",
            noun: "Statement",
            calls: [
              PipelineStatements.get(pipelineId, missing),
              PipelineStatements.update(pipelineId, missing, statement),
              PipelineStatements.delete(pipelineId, missing),
              PipelineStatements.move(pipelineId, missing, { position: 1 })
            ]
          },
          {
            code: "STATEMENT_GROUP_NOT_FOUND",
            noun: "Statement group",
            calls: [
              PipelineStatementGroups.get(pipelineId, missing),
              PipelineStatementGroups.update(pipelineId, missing, group),
              PipelineStatementGroups.delete(pipelineId, missing),
              PipelineStatementGroups.toggleActive(pipelineId, missing, true)
            ]
          },
          {
            code: "SNAPSHOT_NOT_FOUND",
            noun: "Snapshot",
            calls: [ResourceSnapshots.get(missing), ResourceSnapshots.delete(missing)]
          },
          {
            code: "API_KEY_NOT_FOUND",
            noun: "API key",
            calls: [
              ApiKeys.get(missing),
              ApiKeys.update({ id: missing, displayName: "x" } as ApiKeys.ApiKeyModel),
              ApiKeys.delete(missing)
            ]
          },
          {
            code: "SUBSCRIPTION_NOT_FOUND",
            noun: "Subscription",
            calls: [
              Subscriptions.show(missing),
              Subscriptions.edit(missing, subscription),
              Subscriptions.delete(missing)
            ]
          },
          {
            code: "REPORT_NOT_FOUND",
            noun: "Report",
            calls: [Reports.get(missing), Reports.update(missing, report), Reports.delete(missing)]
          },
          {
            code: "EXPORT_NOT_FOUND",
            noun: "Export",
            calls: [Exports.get(missing), Exports.delete(missing)]
          },
          {
            code: "PROPERTY_NOT_FOUND",
            noun: "Property",
            calls: [Properties.get(missing), Properties.update(missing, "x"), Properties.delete(missing)]
          }
        ]
        for (const { calls, code, noun } of collections) {
          for (const call of calls) {
            expect({ code, answer: yield* answerOf(call) }).toEqual({
              code,
              answer: { status: 404, body: { errorCode: code, message: `${noun} '${missing}' does not exist.` } }
            })
          }
        }
      })
    ))
})

describe("emulator: PipelineStatements.bulkDelete", () => {
  it.live("deletes the statements named, keeps the others, and answers 200 as described", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const pipelineId = (yield* Pipelines.create({ name: "products" })).id
        const ids: Array<string> = []
        for (const definition of ["@a==1", "@b==2", "@c==3"]) {
          ids.push((yield* PipelineStatements.create(pipelineId, { feature: "filter", definition })).id)
        }
        const [first, second, third] = ids
        yield* PipelineStatements.bulkDelete(pipelineId, [first!, third!])
        expect(emulator.requests().at(-1)).toMatchObject({ call: "PipelineStatements.bulkDelete", status: 200 })
        const left = yield* PipelineStatements.list(pipelineId)
        expect(left.statements.map((s) => s.id)).toEqual([second])
        expect(left.totalCount).toBe(1)
      })
    ))

  it.live("refuses the whole batch with the statements' 404 when one id is unknown", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const pipelineId = (yield* Pipelines.create({ name: "products" })).id
        const kept = yield* PipelineStatements.create(pipelineId, { feature: "filter", definition: "@a==1" })
        const before = emulator.state()
        const refused = httpError(yield* failureOf(PipelineStatements.bulkDelete(pipelineId, [kept.id, missing])))
        expect([refused.status, refused.body]).toEqual([
          404,
          { errorCode: "STATEMENT_NOT_FOUND", message: `Statement '${missing}' does not exist.` }
        ])
        expect(emulator.state()).toEqual(before)
        const unknownPipeline = httpError(yield* failureOf(PipelineStatements.bulkDelete(missing, [kept.id])))
        expect([unknownPipeline.status, unknownPipeline.body.errorCode]).toEqual([404, "PIPELINE_NOT_FOUND"])
      })
    ))
})

describe("emulator: statement positions", () => {
  it.live("stay 1, 2, 3... in order: a statement created at a position moves the later ones down, a delete up", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const pipelineId = (yield* Pipelines.create({ name: "products" })).id
        const create = (definition: string, position?: number) =>
          Effect.map(
            PipelineStatements.create(pipelineId, {
              feature: "filter",
              definition,
              ...(position === undefined ? {} : { position })
            }),
            (s) => [s.definition, s.position]
          )
        const positions = Effect.map(
          PipelineStatements.list(pipelineId),
          (page) => page.statements.map((s) => [s.definition, s.position]).sort((a, b) => Number(a[1]) - Number(b[1]))
        )
        yield* create("@a==1")
        yield* create("@b==2")
        yield* create("@c==3")
        expect(yield* create("@first==0", 1)).toEqual(["@first==0", 1])
        expect(yield* positions).toEqual([["@first==0", 1], ["@a==1", 2], ["@b==2", 3], ["@c==3", 4]])
        const byDefinition = new Map(
          (yield* PipelineStatements.list(pipelineId)).statements.map((s) => [s.definition, s.id])
        )
        yield* PipelineStatements.delete(pipelineId, byDefinition.get("@b==2")!)
        expect(yield* positions).toEqual([["@first==0", 1], ["@a==1", 2], ["@c==3", 3]])
        yield* PipelineStatements.bulkDelete(pipelineId, [byDefinition.get("@first==0")!])
        expect(yield* positions).toEqual([["@a==1", 1], ["@c==3", 2]])
        yield* PipelineStatements.move(pipelineId, byDefinition.get("@c==3")!, { position: 1 })
        expect(yield* positions).toEqual([["@c==3", 1], ["@a==1", 2]])
      })
    ))
})

describe("emulator: PipelineConditions.bulkDelete", () => {
  it.live("deletes the conditions named, all or nothing, and answers 204 as described", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const ids: Array<string> = []
        for (const definition of ["when $query is a", "when $query is b", "when $query is c"]) {
          ids.push((yield* PipelineConditions.create({ definition })).id)
        }
        const [first, second, third] = ids
        const before = emulator.state()
        const refused = httpError(yield* failureOf(PipelineConditions.bulkDelete({ ids: [first!, missing] })))
        expect(refused.status).toBe(404)
        expect(emulator.state()).toEqual(before)
        yield* PipelineConditions.bulkDelete({ ids: [first!, third!] })
        expect(emulator.requests().at(-1)).toMatchObject({ call: "PipelineConditions.bulkDelete", status: 204 })
        const left = yield* PipelineConditions.list()
        expect(left.statements.map((c) => c.id)).toEqual([second])
      })
    ))
})

describe("emulator: index backups", () => {
  it.live("Indexes.backupAndWait completes with the backup the backups page lists", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const [index] = yield* Indexes.list()
        expect(index).toBeDefined()
        const backup = yield* Indexes.backupAndWait(index!.id, { every: "10 millis", timeout: "5 seconds" })
        expect(backup).toEqual({
          backupId: expect.any(String),
          indexId: index!.id,
          organizationId: "emulator-org",
          logicalIndex: index!.logicalIndex,
          creationDate: expect.any(Number)
        })
        const page = yield* Indexes.getBackups({ indexId: index!.id, backupId: backup.backupId })
        expect(page).toEqual({ items: [backup], totalEntries: 1, totalPages: 1 })
        yield* Indexes.restore(index!.id, backup.backupId)
      }), { stepMs: 50 }))

  it.live("lists a backup after a step, filters the page, and 404s an unknown index or backup", () => {
    const clock = manualClock()
    return withEmulator(() =>
      Effect.gen(function*() {
        const [index] = yield* Indexes.list()
        const other = (yield* Indexes.create()).id
        const { id } = yield* Indexes.backup(index!.id)
        expect((yield* Indexes.getBackups()).items).toEqual([])
        // Not listed yet, so not restorable yet.
        expect(httpError(yield* failureOf(Indexes.restore(index!.id, id))).status).toBe(404)
        yield* clock.advance()
        const created = clock.now() - STEP
        expect((yield* Indexes.getBackups()).items).toEqual([
          {
            backupId: id,
            indexId: index!.id,
            organizationId: "emulator-org",
            logicalIndex: "default",
            creationDate: created
          }
        ])
        const second = (yield* Indexes.backup(other)).id
        yield* clock.advance()
        const all = yield* Indexes.getBackups({ order: "DESC", sortBy: "creationDate" })
        expect(all.items.map((b) => b.backupId)).toEqual([second, id])
        expect((yield* Indexes.getBackups({ indexId: other })).items.map((b) => b.backupId)).toEqual([second])
        expect((yield* Indexes.getBackups({ from: created + 1 })).items.map((b) => b.backupId)).toEqual([second])
        expect(yield* Indexes.getBackups({ perPage: 1, page: 1 })).toMatchObject({ totalEntries: 2, totalPages: 2 })

        const unknownBackup = httpError(yield* failureOf(Indexes.restore(index!.id, missing)))
        expect(unknownBackup.status).toBe(404)
        // An unknown index answers its collection's 404, whichever call names it.
        const unknownIndex = (yield* answerOf(Indexes.get(missing))).body
        expect(yield* answerOf(Indexes.backup(missing))).toEqual({ status: 404, body: unknownIndex })
        expect(yield* answerOf(Indexes.restore(missing, id))).toEqual({ status: 404, body: unknownIndex })
      }), { now: clock.now })
  })
})
