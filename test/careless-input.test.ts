/**
 * Careless arguments, as an untyped caller of the promise facade passes them (nothing, `null`, `{}`, a number,
 * a Symbol, a malformed date, a path that climbs), fail with a typed `InvalidInput` before any request: never a
 * thrown TypeError, never a request with a wrong path or query. Each case runs through the Effect API and,
 * where it costs a line, through the promise facade.
 */
import { describe, expect, it } from "@effect/vitest"
import type * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import { inspect } from "node:util"
import { type CoveoClient, withCallOptions } from "../src/Http/PlatformClient.ts"
import { request } from "../src/Http/Request.ts"
import * as Activities from "../src/Platform/Activity/Activities.ts"
import * as ApiKeys from "../src/Platform/Authorization/ApiKeys.ts"
import * as IndexDocuments from "../src/Platform/Indexes/IndexDocuments.ts"
import * as Indexes from "../src/Platform/Indexes/Indexes.ts"
import * as MachineLearningAdvancedConfig from "../src/Platform/MachineLearning/MachineLearningAdvancedConfig.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as PipelineResultRankings from "../src/Platform/Search/PipelineResultRankings.ts"
import * as Pipelines from "../src/Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../src/Platform/Search/PipelineStatementGroups.ts"
import * as PipelineStatements from "../src/Platform/Search/PipelineStatements.ts"
import * as Extensions from "../src/Platform/Sources/Extensions.generated.ts"
import * as SecurityCache from "../src/Platform/Sources/SecurityCache.ts"
import * as SourceDatasets from "../src/Platform/Sources/SourceDatasets.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import * as RawMetrics from "../src/Platform/UsageMetrics/RawMetrics.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import * as DataHealth from "../src/UsageAnalytics/DataHealth.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import { failureOf, ORG, run, runExit, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()
const org = `/rest/organizations/${ORG}`
const promiseClient = () =>
  createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url, serverlessHost: server.url })

// What an untyped caller can pass where the types say otherwise.
const careless = <A>(value: unknown): A => value as A

/** The call's failure, which must be an `InvalidInput` with no request sent. */
const refused = async (effect: Effect.Effect<unknown, unknown, CoveoClient>, label = "") => {
  server.requests.length = 0
  const error = failureOf(await runExit(server, effect))
  expect(error, label).toMatchObject({ _tag: "InvalidInput" })
  expect(server.requests.map((r) => `${r.method} ${r.url}`), label).toEqual([])
  return error as { readonly call: string; readonly message: string }
}

/** The promise facade's rejection, which must be an `InvalidInput` with no request sent. */
const rejected = async (call: () => unknown, label = "") => {
  server.requests.length = 0
  let thrown: unknown
  try {
    const result = call()
    if (result !== null && typeof result === "object" && Symbol.asyncIterator in result) {
      for await (const _ of result as AsyncIterable<unknown>) break
    } else await result
  } catch (e) {
    thrown = e
  }
  expect(thrown, label).toMatchObject({ _tag: "InvalidInput" })
  expect(server.requests.map((r) => `${r.method} ${r.url}`), label).toEqual([])
}

describe("index documents: the document id goes through the path check", () => {
  const missing: ReadonlyArray<unknown> = [undefined, null, {}, "", ".", "..", Symbol("d"), "\ud800"]

  it("a missing, empty or ill-typed document id fails with InvalidInput, unsent", async () => {
    for (const documentId of missing) {
      const label = String(typeof documentId === "symbol" ? "symbol" : JSON.stringify(documentId))
      const error = await refused(IndexDocuments.listPermissions("i1", careless(documentId)), label)
      expect(error.message, label).toContain("documentId")
      await refused(IndexDocuments.listEffectivePermissions("i1", careless(documentId)), label)
      await refused(Stream.runDrain(IndexDocuments.listEffectivePermissionsAll("i1", careless(documentId))), label)
    }
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      for (const documentId of [undefined, null, {}]) {
        await rejected(() => c.index.documents.listPermissions("i1", careless(documentId)), String(documentId))
        await rejected(() => c.index.documents.listEffectivePermissions("i1", careless(documentId)), String(documentId))
      }
    } finally {
      await c.dispose()
    }
  })
  it("a document id is still sent encoded twice, as the platform and the promise client expect", async () => {
    server.handler = () => ({ body: {} })
    await runExit(server, IndexDocuments.listPermissions("i1", "a/b %2e%2e"))
    expect(server.requests[0]!.path).toBe(`${org}/indexes/i1/documents/a%252Fb%2520%25252e%25252e/permissions`)
  })
})

describe("raw metrics: the month is checked", () => {
  it("a month that is no date, or no month of the year, fails with InvalidInput, unsent", async () => {
    for (const month of ["garbage", {}, 5, "2024-13", "2024-0", { year: 2024, month: 13 }, new Date(NaN), null]) {
      const label = JSON.stringify(month)
      await refused(RawMetrics.listMonthly({ month: careless(month) }), label)
      await refused(
        RawMetrics.getMonthly({ metric: "normalQueries", searchHub: "h", from: careless(month), to: "2024-02" }),
        label
      )
    }
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      await rejected(() => c.searchUsageMetrics.rawMetrics.listMonthly({ month: "garbage" }))
      await rejected(() => c.searchUsageMetrics.rawMetrics.listMonthly({ month: "2024-13" }))
    } finally {
      await c.dispose()
    }
  })
  it("good months are still sent zero-padded", async () => {
    server.handler = () => ({ body: {} })
    for (const month of ["2024-3", "2024-12", { year: 2024, month: 3 }, new Date(Date.UTC(2024, 2, 9)), "2024-03-09"]) {
      server.requests.length = 0
      await runExit(server, RawMetrics.listMonthly({ month }))
      expect(server.requests[0]!.query, JSON.stringify(month)).toBe(
        `month=${month === "2024-12" ? "2024-12" : "2024-03"}`
      )
    }
  })
})

describe("raw requests: the path may not climb, the options must be known", () => {
  it("encoded dot segments and backslashes fail with InvalidInput, unsent", async () => {
    const paths = [
      "/rest/organizations/{org}/%2e%2e/%2e%2e/admin",
      "/rest/.%2e/admin",
      "/rest/%2E%2E/admin",
      "/rest/%2e/admin",
      "/rest/%2E",
      "/rest/..\\..\\c",
      "/rest/a\\b",
      "/rest/a%5Cb",
      "/rest/a%5cb"
    ]
    for (const path of paths) {
      const error = await refused(request({ method: "GET", path }), path)
      expect(error.call, path).toBe("request")
    }
  })
  it("an unknown method, body kind, response kind or host, or a query that is no record, fails with InvalidInput", async () => {
    const path = "/rest/organizations/{org}/x"
    const method = await refused(request({ method: careless("FOO"), path }))
    expect(method.message).toContain("GET, POST, PUT, PATCH, DELETE")
    await refused(request({ method: careless(undefined), path }), "no method")
    await refused(request({ method: "POST", path, bodyKind: careless("weird") }), "bodyKind")
    await refused(request({ method: "GET", path, response: careless("weird") }), "response")
    await refused(request({ method: "GET", path, host: careless("weird") }), "host")
    for (const query of ["a=b", ["a"], 5, new Map([["a", "b"]])]) {
      const error = await refused(request({ method: "GET", path, query: careless(query) }), JSON.stringify(query))
      expect(error.message).toContain("query")
    }
    await refused(request(careless(undefined)), "no request")
    await refused(request(careless(null)), "null request")
  })
  it("an option it does not know (a typo) fails with InvalidInput naming it, unsent", async () => {
    const path = "/rest/organizations/{org}/x"
    const typo = await refused(request(careless({ method: "GET", path, header: { "x-a": "1" } })), "header")
    expect(typo.message).toBe("\"header\" is not an option of a raw request")
    await refused(request(careless({ method: "GET", path, qurey: { a: 1 } })), "qurey")
  })
  it("headers go out with the request, over the client's; authorization stays the client's", async () => {
    server.handler = () => ({ body: {} })
    server.requests.length = 0
    const path = "/rest/organizations/{org}/x"
    await run(
      server,
      withCallOptions({ headers: { "x-a": "client", "x-b": "client" } })(
        request({ method: "GET", path, headers: { "x-b": "request", "x-c": "request" } })
      )
    )
    expect(server.requests[0]!.headers).toMatchObject({ "x-a": "client", "x-b": "request", "x-c": "request" })
    await refused(request({ method: "GET", path, headers: { authorization: "Bearer other" } }), "authorization")
  })
  it("absent options and null query are still accepted; encoded dots inside a segment are not dot segments", async () => {
    server.handler = () => ({ body: {} })
    const exit = await runExit(server, request({ method: "GET", path: "/rest/a%2eb/...", query: careless(null) }))
    expect(exit._tag).toBe("Success")
    expect(server.requests[0]!.url).toBe("/rest/a%2eb/...")
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      await rejected(() => c.request({ method: "GET", path: "/rest/organizations/{org}/%2e%2e/%2e%2e/admin" }))
      await rejected(() => c.request({ method: careless("FOO"), path: "/rest/x" }))
      await rejected(() => c.request({ method: "POST", path: "/rest/x", bodyKind: careless("weird") }))
      await rejected(() => c.request({ method: "GET", path: "/rest/x", query: careless("a=b") }))
    } finally {
      await c.dispose()
    }
  })
})

describe("file and text content: a missing or ill-typed file or text fails with InvalidInput, unsent", () => {
  // What a careless caller passes for a file or a text, and how the message names it.
  const carelessContent: ReadonlyArray<readonly [unknown, string]> = [
    [undefined, "undefined"],
    [null, "null"],
    [5, "number"],
    [{}, "object"],
    [["a"], "an array"]
  ]
  const lone = "a\ud800b"
  const exactly = async (effect: Effect.Effect<unknown, unknown, CoveoClient>, call: string, message: string) =>
    expect(await refused(effect, `${call}: ${message}`)).toMatchObject({ _tag: "InvalidInput", call, message })

  it("PipelineStatements.importCSV without a CSV file or text", async () => {
    for (const [file, got] of carelessContent) {
      await exactly(
        PipelineStatements.importCSV("p1", careless(file)),
        "PipelineStatements.importCSV",
        `Invalid arguments: csvFile must be a Blob, a File or a string; got ${got}`
      )
    }
    await exactly(
      PipelineStatements.importCSV("p1", lone),
      "PipelineStatements.importCSV",
      "Invalid arguments: csvFile holds a lone surrogate (not well-formed Unicode)"
    )
  })
  it("Extensions.updateCode (generated) without the code's text", async () => {
    for (const [code, got] of carelessContent) {
      await exactly(
        Extensions.updateCode({ extensionId: "e1" }, careless(code)),
        "Extensions.updateCode",
        `Invalid arguments: body must be a string; got ${got}`
      )
    }
    await exactly(
      Extensions.updateCode({ extensionId: "e1" }, lone),
      "Extensions.updateCode",
      "Invalid arguments: body holds a lone surrogate (not well-formed Unicode)"
    )
  })
  it("PipelineResultRankings.createJSON and updateJSON without JSON text", async () => {
    for (const [text, got] of [...carelessContent, [new Blob(["{}"]), "object"] as const]) {
      const message = `Invalid arguments: resultRanking must be a string; got ${got}`
      await exactly(PipelineResultRankings.createJSON("p1", careless(text)), "PipelineResultRankings.create", message)
      await exactly(
        PipelineResultRankings.updateJSON("p1", "r1", careless(text)),
        "PipelineResultRankings.update",
        message
      )
    }
    const message = "Invalid arguments: resultRanking holds a lone surrogate (not well-formed Unicode)"
    await exactly(PipelineResultRankings.createJSON("p1", lone), "PipelineResultRankings.create", message)
    await exactly(PipelineResultRankings.updateJSON("p1", "r1", lone), "PipelineResultRankings.update", message)
  })
  it("MachineLearningAdvancedConfig.updateAdvancedConfig without the file's text", async () => {
    const call = "MachineLearningAdvancedConfig.updateAdvancedConfig"
    for (const [text, got] of carelessContent) {
      await exactly(
        MachineLearningAdvancedConfig.updateAdvancedConfig("m1", careless(text)),
        call,
        `Invalid arguments: modelConfigFileContents must be a string; got ${got}`
      )
    }
    await exactly(
      MachineLearningAdvancedConfig.updateAdvancedConfig("m1", lone),
      call,
      "Invalid arguments: modelConfigFileContents holds a lone surrogate (not well-formed Unicode)"
    )
  })
  it("ResourceSnapshots.createFromFile without a file, named as the call", async () => {
    for (const [file, got] of [...carelessContent, ["a.zip", "string"] as const]) {
      await exactly(
        ResourceSnapshots.createFromFile(careless(file)),
        "ResourceSnapshots.createFromFile",
        `Invalid arguments: file must be a Blob or a File; got ${got}`
      )
    }
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      await rejected(() => c.pipeline.statements.importCSV("p1", careless(null)), "importCSV")
      await rejected(() => c.pipeline.resultRanking.createJSON("p1", careless(undefined)), "createJSON")
      await rejected(() => c.ml.modelConfig.updateAdvancedConfig("m1", careless(undefined)), "updateAdvancedConfig")
      await rejected(() => c.resourceSnapshot.createFromFile(careless(null)), "createFromFile")
    } finally {
      await c.dispose()
    }
  })
  it("files and texts are still sent as before: the same bytes, the same content type", async () => {
    server.handler = () => ({ body: {} })
    const sent = async (effect: Effect.Effect<unknown, unknown, CoveoClient>) => {
      server.requests.length = 0
      expect(await runExit(server, effect)).toMatchObject({ _tag: "Success" })
      const [r] = server.requests
      return { type: r!.headers["content-type"], text: r!.text }
    }
    const csv = await sent(PipelineStatements.importCSV("p1", "a,b"))
    expect(csv.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(csv.text).toContain(`name="file"\r\n\r\na,b\r\n`)
    const file = await sent(PipelineStatements.importCSV("p1", new File(["x,y"], "s.csv", { type: "text/csv" })))
    expect(file.text).toContain(`name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\nx,y\r\n`)
    expect(await sent(PipelineResultRankings.createJSON("p1", "{\"a\":\"é\"}"))).toEqual({
      type: "application/json",
      text: "{\"a\":\"é\"}"
    })
    expect(await sent(PipelineResultRankings.updateJSON("p1", "r1", ""))).toEqual({
      type: "application/json",
      text: ""
    })
    expect(await sent(MachineLearningAdvancedConfig.updateAdvancedConfig("m1", "{}"))).toEqual({
      type: "application/json",
      text: "{}"
    })
    const snapshot = await sent(
      ResourceSnapshots.createFromFile(new File(["{}"], "s.json", { type: "application/json" }))
    )
    expect(snapshot.text).toContain(`name="file"; filename="s.json"\r\nContent-Type: application/json\r\n\r\n{}\r\n`)
  })
})

describe("raw requests: a GET carries no body", () => {
  const path = "/rest/organizations/{org}/x"
  it("a form, multipart or file body kind on a GET fails with InvalidInput, unsent", async () => {
    for (const bodyKind of ["form", "multipart", "file"] as const) {
      for (const body of [undefined, { a: "b" }, new Blob(["x"])]) {
        const error = await refused(request({ method: "GET", path, bodyKind, body }), bodyKind)
        expect(error).toMatchObject({
          _tag: "InvalidInput",
          call: "request",
          message: `a GET carries no body: bodyKind must be json or absent; got "${bodyKind}"`
        })
      }
    }
    const named = await refused(request({ method: "GET", path, bodyKind: "form", name: "mine" }))
    expect(named.call).toBe("mine")
  })
  it("a JSON GET, and a DELETE of any body kind, are still sent", async () => {
    server.handler = () => ({ body: {} })
    server.requests.length = 0
    expect(await runExit(server, request({ method: "GET", path, bodyKind: "json", body: { a: 1 } })))
      .toMatchObject({ _tag: "Success" })
    expect(await runExit(server, request({ method: "DELETE", path, bodyKind: "form", body: { a: "b" } })))
      .toMatchObject({ _tag: "Success" })
    expect(server.requests.map((r) => `${r.method} ${r.headers["content-type"]} ${r.text}`)).toEqual([
      "GET undefined ",
      "DELETE application/x-www-form-urlencoded a=b"
    ])
  })
  it("the promise facade rejects it the same way", async () => {
    const c = promiseClient()
    try {
      await rejected(() => c.request({ method: "GET", path, bodyKind: "multipart", body: { a: "b" } }))
    } finally {
      await c.dispose()
    }
  })
})

describe("helpers: careless arguments fail with InvalidInput, unsent", () => {
  it("ApiKeys.toggle without a key", async () => {
    for (const key of [undefined, null, "k1"]) {
      const error = await refused(ApiKeys.toggle(careless(key)), String(key))
      expect(error.call).toBe("ApiKeys.toggle")
    }
  })
  it("ResourceSnapshots.snapshotFileTypeOf without a file", async () => {
    for (const file of [undefined, null, "a.zip", {}]) {
      await refused(ResourceSnapshots.snapshotFileTypeOf(careless(file)), String(file))
    }
    await refused(ResourceSnapshots.createFromFile(careless({ type: "application/zip" })))
  })
  it("Exports.generateAndDownload and generateAndDownloadStream without options", async () => {
    for (const options of [undefined, null, "x"]) {
      await refused(Exports.generateAndDownload(careless(options)), String(options))
      await refused(Stream.runDrain(Exports.generateAndDownloadStream(careless(options))), String(options))
    }
  })
  it("PipelineStatements.copyCsv to no pipeline, or with null options", async () => {
    for (const to of [undefined, null, "", "..", {}]) {
      await refused(PipelineStatements.copyCsv("a", careless(to)), JSON.stringify(to))
    }
    server.handler = (req) =>
      req.method === "GET" ? { body: "csv", headers: { "content-type": "text/csv" } } : { body: {} }
    const exit = await runExit(server, PipelineStatements.copyCsv("a", "b", careless(null)))
    expect(exit._tag).toBe("Success")
    expect(server.requests.map((r) => `${r.method} ${r.query}`)).toEqual([
      "GET organizationId=my-org",
      "POST organizationId=my-org&mode=overwrite"
    ])
  })
  it("ResourceSnapshots.dryRunAndWait without options, and the other snapshot pollers with ill-typed ones", async () => {
    await refused(ResourceSnapshots.dryRunAndWait("s1", careless(undefined)))
    await refused(ResourceSnapshots.dryRunAndWait("s1", careless(null)))
    await refused(ResourceSnapshots.dryRunAndWait("s1", careless({})), "deleteMissingResources is required")
    await refused(ResourceSnapshots.applyAndWait("s1", careless("fast")))
    await refused(ResourceSnapshots.createSynchronizationPlanAndWait("s1", careless(5)))
  })
  it("pollers take null options as none", async () => {
    server.handler = (req) =>
      req.path.includes("/activities/")
        ? { body: { id: "a1", state: "EXECUTED", result: "SUCCESS" } }
        : { body: { id: "e1", status: "AVAILABLE" } }
    expect(await runExit(server, Activities.waitForActivity("a1", careless(null)))).toMatchObject({ _tag: "Success" })
    expect(await runExit(server, Exports.waitUntilAvailable("e1", careless(null)))).toMatchObject({ _tag: "Success" })
    server.handler = () => ({ body: { status: "COMPLETED", result: "SUCCESS" } })
    expect(await runExit(server, SourceDatasets.waitForImport("r1", careless(null)))).toMatchObject({ _tag: "Success" })
    for (const options of ["fast", 5]) {
      await refused(Activities.waitForActivity("a1", careless(options)), String(options))
      await refused(Exports.waitUntilAvailable("e1", careless(options)), String(options))
      await refused(SourceDatasets.waitForImport("r1", careless(options)), String(options))
      await refused(SourceDatasets.importAndWait("WEB", true, careless(options)), String(options))
      await refused(SecurityCache.refreshProviderAndWait("p1", careless(options)), String(options))
      await refused(Indexes.backupAndWait("i1", careless(options)), String(options))
    }
  })
  // The operation would run on the server while the caller got an error: the poll's own check comes too late.
  it("pollers that start an operation refuse an every or timeout that is no duration before starting it", async () => {
    const params = { dimension: "d", from: "2026-01-01", to: "2026-01-02" }
    const bads: ReadonlyArray<{ readonly every?: number; readonly timeout?: number }> = [
      { every: careless<number>("soon") },
      { timeout: -1 },
      { every: 0 }
    ]
    for (const bad of bads) {
      const label = JSON.stringify(bad)
      const starters: ReadonlyArray<readonly [string, Effect.Effect<unknown, unknown, CoveoClient>]> = [
        ["SourceDatasets.importAndWait", SourceDatasets.importAndWait("WEB", true, bad)],
        ["SecurityCache.refreshProviderAndWait", SecurityCache.refreshProviderAndWait("p1", bad)],
        ["Indexes.backupAndWait", Indexes.backupAndWait("i1", bad)],
        [
          "ResourceSnapshots.dryRunAndWait",
          ResourceSnapshots.dryRunAndWait("s1", { deleteMissingResources: false, ...bad })
        ],
        ["ResourceSnapshots.applyAndWait", ResourceSnapshots.applyAndWait("s1", bad)],
        [
          "ResourceSnapshots.createSynchronizationPlanAndWait",
          ResourceSnapshots.createSynchronizationPlanAndWait("s1", bad)
        ],
        ["Exports.generateAndDownload", Exports.generateAndDownload({ params: careless(params), ...bad })],
        [
          "Exports.generateAndDownloadStream",
          Stream.runDrain(Exports.generateAndDownloadStream({ params: careless(params), ...bad }))
        ]
      ]
      for (const [call, effect] of starters) {
        const error = await refused(effect, `${call} ${label}`)
        expect(error.call, label).toBe(call)
        expect(error.message, label).toMatch(/^(every|timeout) must be a positive duration$/)
      }
      const c = promiseClient()
      try {
        await rejected(() => c.source.datasets.importAndWait("WEB", true, bad), `facade importAndWait ${label}`)
        await rejected(() => c.index.backupAndWait("i1", bad), `facade backupAndWait ${label}`)
      } finally {
        await c.dispose()
      }
    }
  })
  it("Indexes.backupAndWait ends with OperationFailed, at once, when the backup's answer has no id", async () => {
    for (const body of [{}, { id: 5 }, null]) {
      server.requests.length = 0
      server.handler = () => ({ body })
      const started = Date.now()
      const error = failureOf(await runExit(server, Indexes.backupAndWait("i1", { every: "50 millis" })))
      expect(error, JSON.stringify(body)).toMatchObject({
        _tag: "OperationFailed",
        what: "Indexes.backup i1",
        reason: "its answer gave no backup id"
      })
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(server.requests.map((r) => r.method)).toEqual(["POST"])
    }
  })
  it("pollers given a Symbol id", async () => {
    const id = careless<string>(Symbol("id"))
    await refused(Activities.waitForActivity(id))
    await refused(Exports.waitUntilAvailable(id))
    await refused(SourceDatasets.waitForImport(id))
    await refused(SecurityCache.refreshProviderAndWait(id))
    await refused(Indexes.backupAndWait(id))
    await refused(ResourceSnapshots.applyAndWait(id))
    await refused(ResourceSnapshots.dryRunAndWait(id, { deleteMissingResources: false }))
    await refused(ResourceSnapshots.createSynchronizationPlanAndWait(id))
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      await rejected(() => c.apiKey.toggle(careless(undefined)), "toggle")
      await rejected(() => c.resourceSnapshot.getSnapshotFileType(careless(undefined)), "getSnapshotFileType")
      await rejected(() => c.ua.exports.generateAndDownload(careless(undefined)), "generateAndDownload")
      // Twice: the second call finds the module loaded, and calls it at once.
      await rejected(() => c.ua.exports.generateAndDownloadStream(careless(undefined)), "generateAndDownloadStream")
      await rejected(() => c.ua.exports.generateAndDownloadStream(careless(undefined)), "generateAndDownloadStream")
      await rejected(() => c.pipeline.statements.copyCsv("a", careless(null)), "copyCsv")
      await rejected(() => c.resourceSnapshot.dryRunAndWait("s1", careless(undefined)), "dryRunAndWait")
      await rejected(() => c.activity.waitForActivity(careless(Symbol("a"))), "waitForActivity")
      await rejected(() => c.ua.exports.waitUntilAvailable(careless(Symbol("e"))), "waitUntilAvailable")
    } finally {
      await c.dispose()
    }
  })
})

describe("Pipelines.listAll reads an answer without items as an empty list", () => {
  it("`{}` ends the stream, as every other paged list does; a page that is no object fails typed", async () => {
    server.handler = () => ({ body: {} })
    const exit = await runExit(server, Stream.runCollect(Pipelines.listAll()))
    expect(exit).toMatchObject({ _tag: "Success", value: [] })
    server.handler = () => ({ body: "null", headers: { "content-type": "application/json" } })
    const malformed = await runExit(server, Stream.runCollect(Pipelines.listAll()))
    expect(failureOf(malformed)).toMatchObject({ _tag: "MalformedResponse" })
  })
  it("through the promise facade", async () => {
    server.handler = () => ({ body: {} })
    const c = promiseClient()
    try {
      const seen: Array<unknown> = []
      for await (const p of c.pipeline.listAll()) seen.push(p)
      expect(seen).toEqual([])
    } finally {
      await c.dispose()
    }
  })
})

describe("paged streams: null options are no options", () => {
  it("listAll(params, null) reads the pages one at a time", async () => {
    server.handler = (req) => {
      const page = Number(new URL(req.url, "http://x").searchParams.get("page"))
      return { body: { sourceModels: page < 2 ? [{ id: `s${page}` }] : [] } }
    }
    const exit = await runExit(server, Stream.runCollect(Sources.listAll({}, null as never)))
    expect(exit).toMatchObject({ _tag: "Success", value: [{ id: "s0" }, { id: "s1" }] })
    expect(server.requests.map((r) => new URL(r.url, "http://x").searchParams.get("page"))).toEqual(["0", "1", "2"])
  })
})

describe("dates: a day that no month has fails with InvalidInput, unsent, never rolls over", () => {
  const impossible = [
    "0042-02-30",
    "2024-02-31",
    "2024-02-30",
    "2024-04-31",
    "2023-02-29",
    "2024-13-01",
    "2024-02-00",
    "2024-2-30"
  ]
  const daily = (from: RawMetrics.DayInput) =>
    RawMetrics.getDaily({ metric: "normalQueries", searchHub: "h", from, to: "2024-03-01" })

  it("as a day, a month or an instant", async () => {
    for (const day of [...impossible, { year: 2024, month: 2, day: 30 }]) {
      await refused(daily(day), JSON.stringify(day))
    }
    for (const day of impossible) {
      await refused(RawMetrics.listMonthly({ month: day }), day)
      await refused(DataHealth.listEvents({ from: day, to: "2024-03-01" }), day)
      await refused(DataHealth.listEvents({ from: `${day}T10:00:00Z`, to: "2024-03-01" }), `${day}T10:00:00Z`)
    }
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      await rejected(() => c.searchUsageMetrics.rawMetrics.listMonthly({ month: "2024-02-30" }))
    } finally {
      await c.dispose()
    }
  })
  it("possible days are still sent as before: leap days, month ends, instants with an offset", async () => {
    server.handler = () => ({ body: {} })
    const sent = async (effect: Effect.Effect<unknown, unknown, CoveoClient>) => {
      server.requests.length = 0
      expect(await runExit(server, effect)).toMatchObject({ _tag: "Success" })
      return server.requests[0]!.query
    }
    expect(await sent(daily("2024-2-29"))).toBe("to=2024-03-01&from=2024-02-29")
    expect(await sent(daily("2023-12-31T23:30:00-01:00"))).toBe("to=2024-03-01&from=2024-01-01")
    expect(await sent(daily({ year: 2024, month: 4, day: 30 }))).toBe("to=2024-03-01&from=2024-04-30")
    // Years below 100 are years, not 1900 + the year (0000 is a leap year, 1900 is not).
    expect(await sent(daily("0099-12-31"))).toBe("to=2024-03-01&from=0099-12-31")
    expect(await sent(RawMetrics.listMonthly({ month: "0000-02-29" }))).toBe("month=0000-02")
    expect(await sent(RawMetrics.listMonthly({ month: "2024-02-29" }))).toBe("month=2024-02")
    expect(await sent(DataHealth.listEvents({ from: "2024-02-29T23:00:00-05:00", to: "2000-02-29" }))).toBe(
      `org=${ORG}&from=2024-03-01T04%3A00%3A00.000Z&to=2000-02-29T00%3A00%3A00.000Z`
    )
  })
})

describe("PipelineStatementGroups.listAll reads an answer without groups as an empty list", () => {
  it("`{}` ends the stream; a page that is no object fails typed", async () => {
    server.handler = () => ({ body: {} })
    const exit = await runExit(server, Stream.runCollect(PipelineStatementGroups.listAll("p1")))
    expect(exit).toMatchObject({ _tag: "Success", value: [] })
    const withPerPage = await runExit(server, Stream.runCollect(PipelineStatementGroups.listAll("p1", { perPage: 5 })))
    expect(withPerPage).toMatchObject({ _tag: "Success", value: [] })
    for (const body of ["null", "5", "\"x\""]) {
      server.handler = () => ({ body, headers: { "content-type": "application/json" } })
      const malformed = await runExit(server, Stream.runCollect(PipelineStatementGroups.listAll("p1")))
      expect(failureOf(malformed), body).toMatchObject({ _tag: "MalformedResponse" })
    }
  })
  it("groups are still read page after page", async () => {
    server.handler = (req) => {
      const page = Number(new URL(req.url, "http://x").searchParams.get("page"))
      return { body: { totalCount: 3, groups: page < 2 ? [{ id: `g${page}` }, { id: `h${page}` }].slice(page) : [] } }
    }
    const exit = await runExit(server, Stream.runCollect(PipelineStatementGroups.listAll("p1", { perPage: 2 })))
    expect(exit).toMatchObject({ _tag: "Success", value: [{ id: "g0" }, { id: "h0" }, { id: "h1" }] })
  })
  it("through the promise facade", async () => {
    server.handler = () => ({ body: {} })
    const c = promiseClient()
    try {
      const seen: Array<unknown> = []
      for await (const g of c.pipeline.groups.listAll("p1")) seen.push(g)
      expect(seen).toEqual([])
    } finally {
      await c.dispose()
    }
  })
})

describe("DataHealth's paged streams: a page that is null or holds no array fails with MalformedResponse", () => {
  const range = { from: "2024-01-01", to: "2024-01-02" }
  const streams: ReadonlyArray<readonly [string, () => Stream.Stream<unknown, unknown, CoveoClient>]> = [
    ["events", () => DataHealth.listEventsAll(range)],
    ["groups", () => DataHealth.getGroupListingAll({ ...range, category: "c" })],
    ["problems", () => DataHealth.getEventsProblemsAll(range)],
    ["failedInstances", () => DataHealth.getFailedInstancesAll({ ...range, criterionId: "c", group: "g" })]
  ]

  it("null, a number, or items that are no array: typed, never a defect", async () => {
    for (const [key, stream] of streams) {
      for (const body of ["null", "5", `{"${key}":"abc"}`, `{"${key}":{"length":1}}`]) {
        server.handler = () => ({ body, headers: { "content-type": "application/json" } })
        const exit = await runExit(server, Stream.runCollect(stream()))
        expect(failureOf(exit), `${key} ${body}`).toMatchObject({ _tag: "MalformedResponse" })
      }
    }
  })
  it("a page without items still ends the stream; pages are still counted by pagination", async () => {
    for (const [key, stream] of streams) {
      server.handler = () => ({ body: {} })
      expect(await runExit(server, Stream.runCollect(stream())), key).toMatchObject({ _tag: "Success", value: [] })
      server.handler = () => ({ body: { [key]: [{ id: key }], pagination: { totalPages: 2 } } })
      server.requests.length = 0
      const exit = await runExit(server, Stream.runCollect(stream()))
      expect(exit, key).toMatchObject({ _tag: "Success", value: [{ id: key }, { id: key }] })
      expect(server.requests.length, key).toBe(2)
    }
  })
})

describe("pollers given a status that is no object: not final yet, never a defect", () => {
  const quick = { every: "50 millis", timeout: "400 millis" } as const
  it("Activities, Exports, SourceDatasets, SecurityCache and Indexes end with PollTimeout", async () => {
    for (const body of ["null", "5"]) {
      const json = { body, headers: { "content-type": "application/json" } }
      server.handler = () => json
      const timedOut = async (effect: Effect.Effect<unknown, unknown, CoveoClient>, label: string) =>
        expect(failureOf(await runExit(server, effect)), `${label} ${body}`).toMatchObject({ _tag: "PollTimeout" })
      await timedOut(Activities.waitForActivity("a", quick), "waitForActivity")
      await timedOut(Exports.waitUntilAvailable("e", quick), "waitUntilAvailable")
      await timedOut(SourceDatasets.waitForImport("r", quick), "waitForImport")
      let calls = 0
      // The first read (the provider before the refresh) and the refresh itself are well formed.
      server.handler = (req) =>
        req.method === "POST"
          ? { status: 204 }
          : calls++ === 0
          ? { body: { id: "p1", lastRefreshOperation: { id: "op1" } } }
          : json
      await timedOut(SecurityCache.refreshProviderAndWait("p1", quick), "refreshProviderAndWait")
      server.handler = (req) =>
        req.method === "POST"
          ? { body: { id: "bk-1" } }
          : req.path.endsWith("/indexbackups/page")
          ? { body: { items: [null] } }
          : json
      await timedOut(Indexes.backupAndWait("i1", quick), "backupAndWait")
    }
  })
})

describe("poll with a finite Schedule", () => {
  it("fails with PollTimeout and the last status when the Schedule ends before the status is final", async () => {
    server.handler = () => ({ body: { id: "a1", state: "PENDING" } })
    server.requests.length = 0
    const exit = await runExit(server, Activities.waitForActivity("a1", { every: Schedule.recurs(2) }))
    expect(failureOf(exit)).toMatchObject({ _tag: "PollTimeout", last: { id: "a1", state: "PENDING" } })
    expect(server.requests).toHaveLength(3)
  })
  it("still succeeds when the status is final within the Schedule", async () => {
    let calls = 0
    server.handler = () => ({ body: { id: "a1", state: calls++ < 1 ? "PENDING" : "EXECUTED", result: "SUCCESS" } })
    const exit = await runExit(server, Activities.waitForActivity("a1", { every: Schedule.recurs(2) }))
    expect(exit).toMatchObject({ _tag: "Success", value: { state: "EXECUTED" } })
  })
})

describe("poll errors never show the token the server echoed in a status", () => {
  const sources: ReadonlyArray<readonly [string, string | (() => Promise<string>)]> = [
    ["a constant token", TOKEN],
    ["a token function", () => Promise.resolve(TOKEN)]
  ]
  it.each(sources)("PollTimeout.last and OperationFailed.last are scrubbed (%s)", async (_, accessToken) => {
    const shows = (error: unknown) => `${inspect(error, { depth: 10 })}${JSON.stringify(error)}${String(error)}`
    server.handler = () => ({ body: { id: "a1", state: "PENDING", echo: `Bearer ${TOKEN}`, [TOKEN]: [TOKEN] } })
    const timeout = failureOf(
      await runExit(server, Activities.waitForActivity("a1", { every: "50 millis", timeout: "200 millis" }), {
        accessToken
      })
    )
    expect(timeout).toMatchObject({ _tag: "PollTimeout", last: { id: "a1", echo: "Bearer <redacted>" } })
    expect(shows(timeout)).not.toContain(TOKEN)
    server.handler = () => ({
      body: { id: "a1", state: "EXECUTED", result: "ERROR", errorCode: `E ${TOKEN}`, nested: [{ t: TOKEN }] }
    })
    const failed = failureOf(await runExit(server, Activities.waitForActivity("a1"), { accessToken }))
    expect(failed).toMatchObject({
      _tag: "OperationFailed",
      reason: "E <redacted>",
      last: { nested: [{ t: "<redacted>" }] }
    })
    expect(shows(failed)).not.toContain(TOKEN)
  })
})

describe("ResourceSnapshots.getContentResponse on a null-body status", () => {
  it("204 and 205 give a Response with no body; 304 a typed HttpError; never a defect", async () => {
    const answer = (status: number) => {
      server.handler = (req) =>
        req.path.endsWith("/url") ? { body: { url: `${server.url}/bucket/s1.json?sig=xyz` } } : { status }
      return runExit(server, ResourceSnapshots.getContentResponse("s1", { contentType: "PRIMARY" }))
    }
    for (const status of [204, 205]) {
      const exit = await answer(status)
      expect(exit, String(status)).toMatchObject({ _tag: "Success" })
      if (exit._tag !== "Success") continue
      expect(exit.value.status).toBe(status)
      expect(exit.value.body).toBeNull()
    }
    expect(failureOf(await answer(304))).toMatchObject({ _tag: "HttpError", status: 304 })
  })
})

describe("Exports.generateAndDownloadStream with a chunkSize that is no finite number ≥ 1", () => {
  it("NaN, a string, an object or Infinity mean the default chunking: every byte arrives", async () => {
    const bytes = Buffer.alloc(1000, 7)
    server.handler = (req) =>
      req.method === "POST"
        ? { status: 201, body: { id: "e1", status: "PENDING" } }
        : req.query.includes("redirect=true")
        ? { body: bytes, headers: { "content-type": "application/zip" } }
        : { body: { id: "e1", status: "AVAILABLE" } }
    for (const chunkSize of [Number.NaN, "10", {}, Infinity, -5, 0.5]) {
      const exit = await runExit(
        server,
        Stream.runCollect(
          Exports.generateAndDownloadStream({
            params: { from: "2024-01-01", to: "2024-01-02" },
            chunkSize: careless(chunkSize)
          })
        )
      )
      expect(exit, String(chunkSize)).toMatchObject({ _tag: "Success" })
      if (exit._tag !== "Success") continue
      expect(exit.value.reduce((n, c) => n + c.byteLength, 0), String(chunkSize)).toBe(1000)
    }
  })
})

describe("createPlatformClient: the promise client's hooks it would not apply are refused", () => {
  it("requestHandlers, responseHandlers and globalRequestSettings other than headers throw InvalidInput saying what to use", () => {
    const base = { organizationId: ORG, accessToken: TOKEN, host: server.url }
    const refused: ReadonlyArray<readonly [string, unknown]> = [
      ["requestHandlers", []],
      ["responseHandlers", []],
      ["globalRequestSettings", { mode: "cors" }],
      ["globalRequestSettings", { headers: { "proxy-authorization": "Basic x" }, cache: "no-store" }],
      ["globalRequestSettings", "headers"]
    ]
    for (const [key, value] of refused) {
      let thrown: unknown
      try {
        createPlatformClient(careless({ ...base, [key]: value }))
      } catch (e) {
        thrown = e
      }
      expect(thrown, key).toMatchObject({
        _tag: "InvalidInput",
        call: "createPlatformClient",
        message:
          `${key} is not supported (but globalRequestSettings' headers): use withOptions({ headers }) or withResponse`
      })
    }
    // Left out, or undefined as an options object built for either client may hold: accepted.
    const client = createPlatformClient(careless({ ...base, globalRequestSettings: undefined }))
    expect(typeof client.dispose).toBe("function")
    return client.dispose()
  })

  it("globalRequestSettings' headers go with every call, as withOptions({ headers }) sends them", async () => {
    server.reset()
    server.handler = () => ({ body: {} })
    const client = createPlatformClient({
      organizationId: ORG,
      accessToken: TOKEN,
      host: server.url,
      globalRequestSettings: { headers: { "proxy-authorization": "Basic x", "x-one": "1" } }
    })
    await client.source.get("s1")
    await client.withOptions({ headers: { "x-one": "2" } }).field.list()
    await client.withAccessToken("other").apiKey.list()
    await client.initialize()
    await client.dispose()
    expect(server.requests.map((r) => [r.path, r.headers["proxy-authorization"], r.headers["x-one"]])).toEqual([
      ["/rest/organizations/" + ORG + "/sources/s1", "Basic x", "1"],
      ["/rest/organizations/" + ORG + "/indexes/page/fields", "Basic x", "2"],
      ["/rest/organizations/" + ORG + "/apikeys", "Basic x", "1"],
      ["/oauth/check_token", "Basic x", "1"]
    ])
  })
})

describe("an onResponse callback that throws", () => {
  it("fails the call with InvalidInput, its cause what was thrown, after the attempt it saw and none more", async () => {
    const sink = new Error("metrics sink down")
    server.reply({ status: 429, headers: { "retry-after": "0" }, body: {} }, { body: { id: "s1" } })
    const seen: Array<number> = []
    const exit = await runExit(
      server,
      withCallOptions({
        onResponse: (r) => {
          seen.push(r.status)
          if (r.status === 200) throw sink
        }
      })(Sources.get("s1"))
    )
    expect(failureOf(exit)).toMatchObject({ _tag: "InvalidInput", call: "Sources.get", message: "onResponse threw" })
    expect((failureOf(exit) as { readonly cause?: unknown }).cause).toBe(sink)
    expect(seen).toEqual([429, 200])
    expect(server.requests).toHaveLength(2)
  })
})

describe("call options that are no object", () => {
  it("fail the calls with InvalidInput, unsent, given alone or around valid ones (either way round)", async () => {
    for (const options of ["fast", null, 3, ["a"]]) {
      const label = JSON.stringify(options)
      for (
        const call of [
          withCallOptions(careless(options))(Sources.get("s1")),
          withCallOptions(careless(options))(withCallOptions({ timeout: "5 seconds" })(Sources.get("s1"))),
          withCallOptions({ headers: { "x-a": "1" } })(withCallOptions(careless(options))(Sources.get("s1")))
        ]
      ) {
        const error = await refused(call, label)
        expect(error.message, label).toBe("call options must be an object")
      }
    }
  })
})
