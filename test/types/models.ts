/**
 * Compile-time tests of the models (run by `tsc`, the typecheck of `.ci/run`): a misspelt field, a
 * wrong enumeration value and a missing required field fail to compile; ids of fetched and listed
 * resources need no `!`. Each `@ts-expect-error` line breaks the typecheck if the types loosen (an
 * index signature, an optional field, a `string` where a union was).
 */
import * as Effect from "effect/Effect"
import { Aborted, type CallError } from "../../src/Errors/index.ts"
import type { CoveoClient } from "../../src/Http/PlatformClient.ts"
import { request } from "../../src/Http/Request.ts"
import * as Catalogs from "../../src/Platform/Commerce/Catalogs.ts"
import type * as CaseAssists from "../../src/Platform/Interfaces/CaseAssists.ts"
import type * as MachineLearningModels from "../../src/Platform/MachineLearning/MachineLearningModels.ts"
import type * as ResourceSnapshots from "../../src/Platform/Migration/ResourceSnapshots.ts"
import * as Subscriptions from "../../src/Platform/Organization/Subscriptions.ts"
import * as Pipelines from "../../src/Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../../src/Platform/Search/PipelineStatementGroups.ts"
import * as Search from "../../src/Platform/Search/Search.ts"
import * as SearchV3 from "../../src/Platform/Search/SearchV3.ts"
import type * as Extensions from "../../src/Platform/Sources/Extensions.ts"
import * as Fields from "../../src/Platform/Sources/Fields.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import type * as MigrationModels from "../../src/Schema/Models/Migration.ts"
import type * as SecurityCacheModels from "../../src/Schema/Models/SecurityCache.ts"
import type * as SourceModels from "../../src/Schema/Models/Source.ts"
import { raw, withFields } from "../../src/Schema/Raw.ts"
import type * as Reports from "../../src/UsageAnalytics/Reports.ts"
import type { Success } from "./check.ts"

export const program = Effect.gen(function*() {
  // Fetched and listed resources: their ids are strings, no `!`.
  const source = yield* Sources.get("s1")
  const sourceId: string = source.id
  const page = yield* Sources.list()
  const listed: ReadonlyArray<string> = page.sourceModels.map((s) => s.id)
  const pipeline = yield* Pipelines.get("p1")
  const pipelineId: string = pipeline.id
  // A search token's users are a name and a provider, in both versions (the description requires six fields).
  const user = { name: "asmith@example.com", provider: "Email Security Provider" }
  const tokens = [yield* Search.createToken({ userIds: [user] }), yield* SearchV3.createToken({ userIds: [user] })]
  // @ts-expect-error a user needs its provider
  yield* SearchV3.createToken({ userIds: [{ name: "asmith@example.com" }] })

  // An answer its options decide: a page with `enablePagination: true`, an array without it, either otherwise.
  const pipelinePage = yield* Pipelines.list({ enablePagination: true, perPage: 10 })
  const pipelineTotal: number = pipelinePage.totalEntries
  const pipelines = yield* Pipelines.list({ filter: "p" })
  const pipelineNames: ReadonlyArray<string> = pipelines.map((p) => p.name)
  const either = yield* Pipelines.list({ enablePagination: pipelineTotal > 10 })
  // @ts-expect-error either an array or a page: map is not on a page
  void either.map
  void pipelineNames

  // A source is told apart by its type: a variant's own fields after narrowing, not before.
  if (source.sourceType === "AMAZONS3") {
    const urls: ReadonlyArray<string> | undefined = source.urls
    void urls
  }
  // @ts-expect-error urls belongs to some source types only
  void source.urls

  // A misspelt field is an error, on what is read and on what is sent.
  // @ts-expect-error sourceTyp is not a field of a source
  void source.sourceTyp
  // @ts-expect-error nmae is not a field of a pipeline
  void pipeline.nmae
  // @ts-expect-error descripton is not a field of a pipeline to create
  yield* Pipelines.create({ name: "p", descripton: "typo" })

  // A wrong enumeration value is an error, in a body and in a query.
  // @ts-expect-error STRINGG is not a field type
  yield* Fields.create({ name: "f", type: "STRINGG" })
  // @ts-expect-error WEEKLYY is not a frequency
  yield* Subscriptions.create({ name: "s", frequency: "WEEKLYY" })
  // @ts-expect-error CLOUDY is not a host type
  yield* Sources.list({ filterHostType: "CLOUDY" })
  // The enumerations themselves: exactly the described values.
  const frequency: NonNullable<Subscriptions.SubscriptionModel["frequency"]> = "LIVE"

  // A missing required field on create is an error.
  // @ts-expect-error a catalog needs its sourceId
  yield* Catalogs.create({ name: "c" })
  // @ts-expect-error a pipeline needs its name
  yield* Pipelines.create({ description: "no name" })

  // Fields the descriptions leave out or require wrongly (scripts/description-additions.ts): a pipeline's filter is
  // sent as it is read; a permanent group is created, renamed and replaced without restating `isActive`.
  yield* Pipelines.create({ name: "p", filter: "@source==docs" })
  yield* PipelineStatementGroups.create("p1", { name: "g", type: "permanent" })
  yield* PipelineStatementGroups.update("p1", "g1", { name: "renamed", type: "permanent" })

  // The escape: fields the models do not declare, reached on purpose.
  const extra: unknown = raw(source)["someNewField"]
  yield* Pipelines.create(withFields({ name: "p" }, { someNewField: true }))

  return { sourceId, listed, pipelineId, tokens, frequency, extra }
})

// A report's configuration is any JSON (a Java map of objects): numbers and strings are accepted.
export const configuration: NonNullable<Success<typeof Reports.get>["configuration"]> = { tiles: 2, title: "t" }

/** The escape's own types: `raw` reads unknown values, `withFields` keeps the model's type. */
export type RawValue = ReturnType<typeof raw>[string]
export type Kept = ReturnType<typeof withFields<Reports.ReportModel>>

// Enumeration values the platform takes that its descriptions leave out (scripts/description-additions.ts).
export const zipConverter: NonNullable<SourceModels.ExtensionSetting["converter"]> = "Zip"
export const activeDirectory: NonNullable<SecurityCacheModels.SecurityProviderModelInput["type"]> = "ACTIVE_DIRECTORY"
// @ts-expect-error no converter of that name
export const tarballConverter: NonNullable<SourceModels.ExtensionSetting["converter"]> = "Tarball"
export const noResourceRetrieved: NonNullable<ResourceSnapshots.ResourceSnapshotsReportModel["resultCode"]> =
  "NO_RESOURCE_RETRIEVED"
export const syncAccessDenied: NonNullable<MigrationModels.SynchronizationReportModel["resultCode"]> = "ACCESS_DENIED"
// @ts-expect-error no snapshot result code of that name
export const noResources: NonNullable<ResourceSnapshots.ResourceSnapshotsReportModel["resultCode"]> = "NO_RESOURCES"

// Fields the descriptions require that the platform does not: a case assist's document suggestions need only
// their strategy, and a classification its strategy (a `Some` one its fields, an `Axon` one its model).
export const suggestionsByStrategy: CaseAssists.ITDConfigurationModel = { strategy: "ITD" }
// @ts-expect-error document suggestions still need their strategy
export const suggestionsWithoutStrategy: CaseAssists.ITDConfigurationModel = { filter: "@source==docs" }
export const classifications: CaseAssists.NewCaseAssistConfigModel["classificationConfigurations"] = [
  { strategy: "Some", fieldsToPredict: [{ name: "product" }] },
  { strategy: "Axon", modelId: "m1" }
]
// @ts-expect-error a classification still needs its strategy
export const classificationWithoutStrategy: CaseAssists.CaseClassificationSomeConfigurationModel = { modelId: "m1" }

// An extension that was never disabled has no disabled state: reading its reason needs `?.`.
export const disabledReason = (status: Extensions.ExtensionStatusModel): string | undefined => {
  // @ts-expect-error disabledStatus may be absent
  void status.disabledStatus.reason
  return status.disabledStatus?.reason
}

// `null` where it means something: a resource type mapped to `null` is every resource of that type.
export const exportEveryField: MigrationModels.ExportConfigurationModel = {
  resourcesToExport: { FIELD: null, SOURCE: ["s1"] }
}
// @ts-expect-error the ids themselves are not null
export const exportNullIds: MigrationModels.ExportConfigurationModel = { resourcesToExport: { SOURCE: [null] } }

// A schema that travels as a plain value: a model's periods are ISO 8601 duration strings, not Joda's fields.
export const updatedPeriod: MachineLearningModels.MLModelUpdated["exportPeriod"] = "P3M"
// @ts-expect-error a period is not an object of fields
export const periodFields: MachineLearningModels.MLModelUpdated["exportPeriod"] = { months: 3 }

// A signature of the caller's own that takes any call: `CallError` without a method covers a GET's `Aborted` too;
// `CallError<"POST">` does not.
export const anyCall: Effect.Effect<unknown, CallError, CoveoClient> = Sources.get("s1")
export const rawCall: Effect.Effect<unknown, CallError, CoveoClient> = request({ method: "GET", path: "/rest/x" })
export const aborted: CallError = new Aborted({ method: "GET", url: "/rest/x" })
// @ts-expect-error a POST is not aborted
export const notAborted: CallError<"POST"> = new Aborted({ method: "POST", url: "/rest/x" })
