/**
 * The machine-learning configuration, search and search analysis calls added for the promise client
 * 60.4 (issue 16): the new accessors of the promise facade, the two-request DNE creation, and the
 * Stream twins of the new paged lists, through a loopback server.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Stream from "effect/Stream"
import * as MachineLearningDneConfig from "../src/Platform/MachineLearning/MachineLearningDneConfig.ts"
import * as MachineLearningModelListing from "../src/Platform/MachineLearning/MachineLearningModelListing.ts"
import * as PipelineConditions from "../src/Platform/Search/PipelineConditions.ts"
import * as PipelineStatements from "../src/Platform/Search/PipelineStatements.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { failureOf, ORG, run, runExit, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()
const config = `/rest/organizations/${ORG}/machinelearning/configuration`
const promiseClient = () =>
  createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url, serverlessHost: server.url })

describe("promise facade: the accessors added for the promise client 60.4", () => {
  it("ml.iaprConfig, ml.modelListing, ml.modelDetailedInfo, ml.modelAssociations and the previews", async () => {
    const client = promiseClient()
    try {
      const iapr = { catalogId: "cat", modelDisplayName: "IAPR", trackingIds: ["sport"] }
      server.reply(
        { status: 201, body: iapr },
        { body: [{ modelId: "m1" }] },
        { body: { modelId: "m1", isLicensed: true } },
        { body: { items: [], totalEntries: 0, totalPages: 0 } },
        { body: { query: "q", documentLimit: 10 } },
        { body: { query: "q", documentLimit: 20 } }
      )
      expect(await client.ml.iaprConfig.create(iapr)).toEqual(iapr)
      expect(await client.ml.modelListing.list(["topclicks"])).toEqual([{ modelId: "m1" }])
      expect(await client.ml.modelDetailedInfo.get("m1")).toEqual({ modelId: "m1", isLicensed: true })
      expect(await client.ml.modelAssociations.list("p1", { page: 0, pageSize: 10 })).toEqual({
        items: [],
        totalEntries: 0,
        totalPages: 0
      })
      expect(await client.ml.relevanceGenerativeAnsweringConfig.preview({ advancedQuery: "q" })).toEqual({
        query: "q",
        documentLimit: 10
      })
      expect(await client.ml.semanticEncoderConfig.preview({ sources: ["Docs"], filterConditions: [] })).toEqual({
        query: "q",
        documentLimit: 20
      })
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        `POST ${config}/iapr/model`,
        `GET ${config}/modellisting?engineIds=topclicks`,
        `GET ${config}/modeldetailedinfo/m1`,
        `GET ${config}/querypipelines/p1/associations?page=0&pageSize=10`,
        `POST ${config}/rga/preview`,
        `POST ${config}/semanticencoder/preview`
      ])
    } finally {
      await client.dispose()
    }
  })

  it("searchAnalysis.replay, and the new methods of existing accessors", async () => {
    const client = promiseClient()
    try {
      server.reply(
        { body: { requestParameters: {}, execution: [], results: [], totalResultsCount: 0 } },
        { headers: { "content-type": "application/octet-stream" }, body: "PK" },
        { headers: { "content-type": "text/html" }, body: "<p>x</p>" },
        { body: {} },
        { body: { fields: [{ name: "reason" }] } }
      )
      expect(await client.searchAnalysis.replay("uid", "2024-01-01T00:00:00Z")).toMatchObject({ totalResultsCount: 0 })
      const xlsx = await client.search.exportQuery({ q: "tv" })
      expect(xlsx).toBeInstanceOf(Blob)
      expect(await xlsx!.text()).toBe("PK")
      expect(await client.search.previewHTML({ uniqueId: "u1" })).toBe("<p>x</p>")
      expect(await client.pipeline.statements.bulkDelete("p1", ["s1"])).toEqual({})
      expect(await client.ml.caseClassificationConfig.fields({ advancedQuery: "@source==Cases" })).toEqual({
        fields: [{ name: "reason" }]
      })
      expect(server.requests.map((r) => `${r.method} ${r.url} ${r.text}`)).toEqual([
        `POST /rest/search/v3/analysis/inspect/replay?organizationId=${ORG} ` +
        `{"id":"uid","dateRange":{"from":"2024-01-01T00:00:00Z"}}`,
        `POST /rest/search/v2?organizationId=${ORG} {"q":"tv","format":"xlsx"}`,
        `POST /rest/search/v2/html?organizationId=${ORG}&uniqueId=u1 {}`,
        `POST /rest/search/v2/admin/pipelines/p1/statements/bulkDelete?organizationId=${ORG} {"ids":["s1"]}`,
        `POST ${config}/caseclassif/fields {"advancedQuery":"@source==Cases"}`
      ])
    } finally {
      await client.dispose()
    }
  })

  it("ml.dneConfig.createWithoutQuery builds the extraction query first, then creates the model with it", async () => {
    const client = promiseClient()
    try {
      server.reply(
        { headers: { "content-type": "application/json" }, body: "\"@category AND @source==Docs\"" },
        { status: 201, body: { modelId: "d1", modelDisplayName: "DNE" } }
      )
      const created = await client.ml.dneConfig.createWithoutQuery({ modelDisplayName: "DNE" }, {
        fields: ["category"],
        sources: ["Docs"]
      })
      expect(created).toEqual({ modelId: "d1", modelDisplayName: "DNE" })
      expect(server.requests.map((r) => `${r.method} ${r.path} ${r.text}`)).toEqual([
        `POST ${config}/dne/documentextractionquery {"fields":["category"],"sources":["Docs"]}`,
        `POST ${config}/dne/model {"modelDisplayName":"DNE","documentExtractionQuery":"@category AND @source==Docs"}`
      ])
    } finally {
      await client.dispose()
    }
  })

  it("the Stream twins of the new paged lists are async iterables", async () => {
    const client = promiseClient()
    try {
      server.reply(
        { body: { items: [{ associationId: "a1" }], totalEntries: 2, totalPages: 2 } },
        { body: { items: [{ associationId: "a2" }], totalEntries: 2, totalPages: 2 } }
      )
      const seen: Array<unknown> = []
      for await (const item of client.ml.modelAssociations.listAll("p1", { pageSize: 1 })) seen.push(item)
      expect(seen).toEqual([{ associationId: "a1" }, { associationId: "a2" }])
      expect(server.requests.map((r) => r.query)).toEqual(["page=0&pageSize=1", "page=1&pageSize=1"])
    } finally {
      await client.dispose()
    }
  })
})

describe("the Stream twins and the composed calls (Effect)", () => {
  it("listFieldsAll pages through the DNE field candidates", async () => {
    server.reply(
      { body: { items: [{ name: "a" }, { name: "b" }], totalEntries: 3, totalPages: 2 } },
      { body: { items: [{ name: "c" }], totalEntries: 3, totalPages: 2 } }
    )
    const names = await run(
      server,
      Stream.runCollect(MachineLearningDneConfig.listFieldsAll({ perPage: 2, filter: "x" }))
    )
    expect([...names].map((f) => f.name)).toEqual(["a", "b", "c"])
    expect(server.requests.map((r) => r.query)).toEqual(["page=0&perPage=2&filter=x", "page=1&perPage=2&filter=x"])
  })

  it("bulkGetAll sends the ids on every page", async () => {
    server.reply(
      { body: { statements: [{ id: "s1" }], totalEntries: 2, totalCount: 2, totalPages: 2 } },
      { body: { statements: [{ id: "s2" }], totalEntries: 2, totalCount: 2, totalPages: 2 } }
    )
    const got = await run(server,
      Stream.runCollect(PipelineStatements.bulkGetAll("p1", { ids: ["s1", "s2"], perPage: 1 })))
    expect([...got].map((s) => s.id)).toEqual(["s1", "s2"])
    expect(server.requests.map((r) => `${r.query} ${r.text}`)).toEqual([
      `organizationId=${ORG}&page=0&perPage=1 {"ids":["s1","s2"]}`,
      `organizationId=${ORG}&page=1&perPage=1 {"ids":["s1","s2"]}`
    ])
    server.reply({ body: { statements: [{ id: "c1" }], totalEntries: 1, totalCount: 1, totalPages: 1 } })
    const conditions = await run(server, Stream.runCollect(PipelineConditions.bulkGetAll(["c1"])))
    expect([...conditions].map((c) => c.id)).toEqual(["c1"])
  })

  it("createWithoutQuery stops when the extraction query fails", async () => {
    server.reply({ status: 400, body: { errorCode: "INVALID_PARAMETER" } })
    const exit = await runExit(
      server,
      MachineLearningDneConfig.createWithoutQuery({ modelDisplayName: "DNE" }, { fields: [] })
    )
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 400 })
    expect(server.requests).toHaveLength(1)
  })

  it("a model listing engine may be any string (an open enumeration of the known engines)", async () => {
    server.reply({ body: [] })
    await run(server, MachineLearningModelListing.list(["topclicks", "a-future-engine"]))
    expect(server.requests[0]!.query).toBe("engineIds=topclicks&engineIds=a-future-engine")
  })
})
