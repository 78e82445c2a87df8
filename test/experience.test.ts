import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { HttpError } from "../src/Errors/index.ts"
import * as CaseAssists from "../src/Platform/Interfaces/CaseAssists.ts"
import * as InAppWidgets from "../src/Platform/Interfaces/InAppWidgets.ts"
import * as InsightConfigs from "../src/Platform/Interfaces/InsightConfigs.ts"
import * as SearchInterfaces from "../src/Platform/Interfaces/SearchInterfaces.ts"
import type { RegistrationModel } from "../src/Platform/MachineLearning/MachineLearning.ts"
import type * as MachineLearningEngineModels from "../src/Platform/MachineLearning/MachineLearningEngineModels.ts"
import * as MachineLearningModels from "../src/Platform/MachineLearning/MachineLearningModels.ts"
import * as Search from "../src/Platform/Search/Search.ts"
import { experienceAccessors } from "../src/promise/accessors/experience.ts"
import {
  type ButtonHorizontalPosition,
  ButtonHorizontalPositionResponse,
  type ButtonVerticalPosition,
  ButtonVerticalPositionResponse,
  ClassificationStrategy,
  DocumentSuggestionStrategy,
  TypingAidStrategy
} from "../src/Schema/CaseAssist.ts"
import { ModelActiveness, ModelStatus, ModelType } from "../src/Schema/MachineLearning.ts"
import { failureOf, ORG, run, runExit, TOKEN, withFacade } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()

const org = `/rest/organizations/${ORG}`

describe("machine-learning enums", () => {
  it("types models, statuses and activeness with the Schema enums", () => {
    expectTypeOf<MachineLearningModels.MLModel["engineId"]>().toEqualTypeOf<ModelType>()
    expectTypeOf<MachineLearningModels.MLModel["status"]>().toEqualTypeOf<ModelStatus | undefined>()
    expectTypeOf<MachineLearningModels.MLModel["modelActivenessState"]>().toEqualTypeOf<ModelActiveness | undefined>()
    expectTypeOf<RegistrationModel["engineId"]>().toEqualTypeOf<ModelType>()
    expectTypeOf<Parameters<typeof MachineLearningModels.list>[0]>().toEqualTypeOf<
      ReadonlyArray<ModelType> | undefined
    >()
    expectTypeOf<Parameters<typeof MachineLearningEngineModels.get>[0]>().toEqualTypeOf<ModelType>()
    // Engines are an open enumeration: a new engine compiles, and the known ones are suggested.
    expectTypeOf<"a-new-engine">().toExtend<ModelType>()
    expectTypeOf<"topclicks">().toExtend<ModelType>()
  })

  it("sends engine names the library does not know yet, as the platform and the promise client accept them", async () => {
    server.reply({ body: [] })
    await run(server, MachineLearningModels.list(["topclicks", "query suggestions"]))
    expect(server.requests[0]!.url).toBe(`${org}/machinelearning/models?engines=topclicks&engines=query%20suggestions`)
  })

  it("sends the engines filter as repeated keys and answers models with enum statuses", async () => {
    server.reply({ body: [{ id: "m1", engineId: "querysuggest", status: "ONLINE", modelActivenessState: "INACTIVE" }] })
    const models = await run(server, MachineLearningModels.list(["querysuggest", "pqsforcommerce"]))
    expect(server.requests[0]!.url).toBe(`${org}/machinelearning/models?engines=querysuggest&engines=pqsforcommerce`)
    expect(Schema.is(ModelType)(models[0]!.engineId)).toBe(true)
    expect(Schema.is(ModelStatus)(models[0]!.status)).toBe(true)
    expect(Schema.is(ModelActiveness)(models[0]!.modelActivenessState)).toBe(true)
  })

  it("still rejects an engine that is not a string before any request", async () => {
    const exit = await runExit(server, MachineLearningModels.list(["topclicks", 42 as never]))
    expect(failureOf(exit)).toMatchObject({ _tag: "InvalidInput", call: "MachineLearningModels.list" })
    expect(server.requests).toHaveLength(0)
  })
})

describe("case assist and in-app widget enums", () => {
  it("types strategies and button positions with the Schema enums", () => {
    expectTypeOf<CaseAssists.ITDConfigurationModel["strategy"]>().toEqualTypeOf<DocumentSuggestionStrategy>()
    expectTypeOf<
      (CaseAssists.StaticValuesConfigurationModel | CaseAssists.ValuesFromIndexConfigurationModel)["strategy"]
    >().toEqualTypeOf<TypingAidStrategy>()
    expectTypeOf<
      (CaseAssists.CaseClassificationSomeConfigurationModel | CaseAssists.CaseClassificationAxonConfigurationModel)[
        "strategy"
      ]
    >().toEqualTypeOf<ClassificationStrategy>()
    expectTypeOf<InAppWidgets.CreateInProductExperienceModel["buttonPositionHorizontal"]>()
      .toEqualTypeOf<ButtonHorizontalPosition | undefined>()
    expectTypeOf<InAppWidgets.CreateInProductExperienceModel["buttonPositionVertical"]>()
      .toEqualTypeOf<ButtonVerticalPosition | undefined>()
    expectTypeOf<NonNullable<InAppWidgets.IPXButtonModel["buttonPosition"]>["horizontalPosition"]>()
      .toEqualTypeOf<ButtonHorizontalPositionResponse | undefined>()
    expectTypeOf<NonNullable<InAppWidgets.IPXButtonModel["buttonPosition"]>["verticalPosition"]>()
      .toEqualTypeOf<ButtonVerticalPositionResponse | undefined>()
    // @ts-expect-error a strategy outside the enum is refused at compile time
    CaseAssists.create({ name: "x", documentSuggestionConfiguration: { strategy: "ITX" } })
    // @ts-expect-error request positions are lowercase; `Right` is the response spelling
    InAppWidgets.create({ name: "x", title: "x", searchHub: "h", buttonPositionHorizontal: "Right" })
  })

  it("sends the enum values as given and reads the response spellings back", async () => {
    server.reply({ body: { id: "c1", name: "Support", documentSuggestionConfiguration: { strategy: "ITD" } } })
    await run(
      server,
      CaseAssists.create({
        name: "Support",
        documentSuggestionConfiguration: { strategy: "ITD", filter: "", pipeline: "cases" },
        typingAidsConfiguration: { strategy: "ValuesFromIndex", field: "product", filter: "" },
        classificationConfigurations: [{ strategy: "Some", filter: "", fieldsToPredict: [{ name: "reason" }] }]
      })
    )
    const sent = JSON.parse(server.requests[0]!.text)
    expect(Schema.is(DocumentSuggestionStrategy)(sent.documentSuggestionConfiguration.strategy)).toBe(true)
    expect(Schema.is(TypingAidStrategy)(sent.typingAidsConfiguration.strategy)).toBe(true)
    expect(Schema.is(ClassificationStrategy)(sent.classificationConfigurations[0].strategy)).toBe(true)

    server.reply({
      body: [{ id: "x1", button: { buttonPosition: { horizontalPosition: "Right", verticalPosition: "Bottom" } } }]
    })
    const [widget] = await run(server, InAppWidgets.list("help"))
    expect(Schema.is(ButtonHorizontalPositionResponse)(widget!.button?.buttonPosition?.horizontalPosition)).toBe(true)
    expect(Schema.is(ButtonVerticalPositionResponse)(widget!.button?.buttonPosition?.verticalPosition)).toBe(true)
  })
})

describe("search v2 viewAllContent", () => {
  const cases = [
    [true, "organizationId=my-org&viewAllContent=1"],
    [1, "organizationId=my-org&viewAllContent=1"],
    [false, "organizationId=my-org"],
    [0, "organizationId=my-org"],
    [undefined, "organizationId=my-org"]
  ] as const
  for (const [viewAllContent, query] of cases) {
    it(`viewAllContent ${String(viewAllContent)} → ?${query}, never in the body`, async () => {
      server.reply({ body: { totalCount: 0, results: [] } })
      await run(server, Search.query({ q: "reset password", viewAllContent }))
      const req = server.requests[0]!
      expect(req.path).toBe("/rest/search/v2")
      expect(req.query).toBe(query)
      expect(JSON.parse(req.text)).toEqual({ q: "reset password" })
    })
  }

  it("field values keep the configured organization unless one is given", async () => {
    server.reply({ body: { values: [] } }, { body: { values: [] } })
    await run(server, Search.getFieldValues("author", { organizationId: undefined, pipeline: "main" }))
    await run(server, Search.getFieldValues("author", { organizationId: "other" }))
    expect(server.requests.map((r) => r.query)).toEqual([
      "organizationId=my-org&field=author&pipeline=main",
      "organizationId=other&field=author"
    ])
  })
  it("field values send actionsHistory as one JSON text (the description's application/json parameter)", async () => {
    server.reply({ body: { values: [] } })
    const actionsHistory = [
      { name: "Query", time: "2026-11-24T08:00:00Z", value: "reset password" },
      { name: "PageView", time: "2026-11-24T08:01:00Z", value: "https://example.com/a&b" }
    ]
    await run(server, Search.getFieldValues("author", { actionsHistory }))
    const params = new URLSearchParams(server.requests[0]!.query)
    expect(params.getAll("actionsHistory")).toEqual([JSON.stringify(actionsHistory)])
    expect(params.get("field")).toBe("author")
  })
  it("the GET calls declared from the descriptions take their application/json parameters as values, sent as JSON text", async () => {
    server.reply({ body: { completions: [] } })
    const context = { userRole: "admin", region: "a&b=c" }
    await run(server, Search.querySuggestGet({ q: "pass", context, additionalData: { origin: "portal" } }))
    const params = new URLSearchParams(server.requests[0]!.query)
    expect([params.get("q"), params.get("context"), params.get("additionalData")]).toEqual([
      "pass",
      JSON.stringify(context),
      `{"origin":"portal"}`
    ])
  })
})

describe("paged lists have Stream twins", () => {
  const pages = <K extends string>(key: K) =>
    [0, 1, 2].map((n) => ({ body: { [key]: [{ id: `c${n}` }], totalEntries: 3, totalPages: 3 } }))

  it("CaseAssists.listAll reads every page of configurations", async () => {
    server.reply(...pages("configurations"))
    const all = await run(server, Stream.runCollect(CaseAssists.listAll({ perPage: 1 })))
    expect(all.map((c) => c.id)).toEqual(["c0", "c1", "c2"])
    expect(server.requests.map((r) => r.query)).toEqual(["page=0&perPage=1", "page=1&perPage=1", "page=2&perPage=1"])
  })

  it("InsightConfigs.listAll reads every page of items", async () => {
    server.reply(...pages("items"))
    const all = await run(server, Stream.runCollect(InsightConfigs.listAll({ order: "asc" })))
    expect(all.map((c) => c.id)).toEqual(["c0", "c1", "c2"])
    expect(server.requests.map((r) => r.query)).toEqual(["page=0&order=asc", "page=1&order=asc", "page=2&order=asc"])
  })

  it("SearchInterfaces.listAll reads every page and stops when the consumer does", async () => {
    server.reply(...pages("items"))
    const all = await run(server, Stream.runCollect(SearchInterfaces.listAll({ filter: "help" })))
    expect(all.map((c) => c.id)).toEqual(["c0", "c1", "c2"])
    server.reset()
    server.reply(...pages("items"))
    const first = await run(server, Stream.runCollect(Stream.take(SearchInterfaces.listAll(), 1)))
    expect(first.map((c) => c.id)).toEqual(["c0"])
    expect(server.requests).toHaveLength(1)
  })
})

describe("in-app widget loader token", () => {
  it("sends access_token in the query but shows it redacted in errors", async () => {
    server.reply({ status: 403, body: { message: "denied" } })
    const error = failureOf(await runExit(server, InAppWidgets.getLoader("x1", "loader-secret-123")))
    expect(server.requests[0]!.query).toBe("access_token=loader-secret-123")
    expect(error).toBeInstanceOf(HttpError)
    const httpError = error as HttpError
    expect(httpError.url).toContain(`${org}/x1/inappwidget/loader?access_token=<redacted>`)
    expect(httpError.url).not.toContain("loader-secret-123")
    expect(httpError.message).not.toContain("loader-secret-123")
    expect(JSON.stringify(httpError)).not.toContain("loader-secret-123")
    expect(JSON.stringify(httpError)).not.toContain(TOKEN)
  })
})

describe("promise facade", () => {
  it("drives the experience accessors through promises", async () => {
    await withFacade(server, experienceAccessors, async (client) => {
      server.reply({ body: [{ id: "m1", engineId: "topclicks", status: "ONLINE" }] }, {
        body: { id: "p1", name: "main" }
      })
      const models = await client.ml.models.list(["topclicks"])
      expect(models?.[0]?.status).toBe("ONLINE")
      expect(await client.searchPages.get("p1")).toEqual({ id: "p1", name: "main" })
      server.reply({ status: 204 })
      expect(await client.ipx.delete("x1")).toEqual({})
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        `GET ${org}/machinelearning/models?engines=topclicks`,
        `GET ${org}/pages/p1`,
        `DELETE ${org}/pages/x1`
      ])
      server.reply({ body: { configurations: [{ id: "c1" }], totalEntries: 1, totalPages: 1 } })
      const ids: Array<string> = []
      for await (const c of client.caseAssistConfig.listAll()) ids.push(c.id)
      expect(ids).toEqual(["c1"])
    })
  })
})
