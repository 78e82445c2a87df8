import { describe, expect, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as PipelineResultRankings from "../src/Platform/Search/PipelineResultRankings.ts"
import * as Pipelines from "../src/Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../src/Platform/Search/PipelineStatementGroups.ts"
import * as PipelineStatements from "../src/Platform/Search/PipelineStatements.ts"
import { pipelinesAccessors } from "../src/promise/accessors/pipelines.ts"
import { CampaignStatus, PermanentStatus, type StatementGroupType } from "../src/Schema/Pipelines.ts"
import { failureOf, run, runExit, withFacade } from "./support/client.ts"
import { type Recorded, useServer } from "./support/server.ts"

const server = useServer()

const v2 = "/rest/search/v2/admin/pipelines"

/** The multipart body as the server received it. */
const formOf = (req: Recorded) =>
  new Response(new Uint8Array(req.body), { headers: { "content-type": String(req.headers["content-type"]) } })
    .formData()

const params = (req: Recorded) => new URLSearchParams(req.query)

// Non-ASCII, quotes, commas and CRLF: bytes a lossy text round-trip would change.
const csv =
  "definition,condition,description\r\n\"filter aq `@title==\"\"été\"\"`\",,Prix «spécial»\r\nrank boost 10,,\r\n"

describe("statement CSV import (spec 9)", () => {
  it("sends mode=overwrite when no mode is given, with the file as multipart field `file`", async () => {
    server.reply({ status: 204 })
    await run(server, PipelineStatements.importCSV("p1", new File([csv], "rules.csv", { type: "text/csv" })))
    const req = server.requests[0]!
    expect(req.method).toBe("POST")
    expect(req.path).toBe(`${v2}/p1/statements/import`)
    expect(params(req).get("mode")).toBe("overwrite")
    expect(params(req).getAll("mode")).toHaveLength(1)
    expect(req.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/)
    const file = (await formOf(req)).get("file") as File
    expect(file.name).toBe("rules.csv")
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(csv))).toBe(true)
  })

  it("keeps the default when the options leave mode undefined, and lets append override it", async () => {
    server.reply({ status: 204 }, { status: 204 })
    await run(server, PipelineStatements.importCSV("p1", csv, { feature: "ranking", mode: undefined }))
    await run(server, PipelineStatements.importCSV("p1", csv, { mode: "append" }))
    expect(server.requests.map((r) => r.query)).toEqual([
      "organizationId=my-org&mode=overwrite&feature=ranking",
      "organizationId=my-org&mode=append"
    ])
  })

  it("rejects an unknown mode before any request", async () => {
    const e = failureOf(await runExit(server, PipelineStatements.importCSV("p1", csv, { mode: "merge" as never })))
    expect(e).toMatchObject({ _tag: "InvalidInput", call: "PipelineStatements.importCSV" })
    expect(server.requests).toHaveLength(0)
  })
})

describe("statement CSV export", () => {
  it("answers a Blob with the exact bytes and type, asking for CSV", async () => {
    server.reply({ headers: { "content-type": "text/csv; charset=utf-8" }, body: Buffer.from(csv) })
    const file = await run(server, PipelineStatements.exportCSV("p1"))
    expect(file).toBeInstanceOf(Blob)
    expect(file.type).toBe("text/csv; charset=utf-8")
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(csv))).toBe(true)
    expect(server.requests[0]!.headers.accept).toBe("text/csv, */*")
  })
})

describe("PipelineStatements.copyCsv", () => {
  const routeCsv = (req: Recorded) =>
    req.method === "GET" && req.path.endsWith("/statements/export")
      ? { headers: { "content-type": "text/csv" }, body: Buffer.from(csv) }
      : req.method === "POST" && req.path.endsWith("/statements/import")
      ? { status: 204 }
      : undefined

  it("exports the source pipeline's CSV then imports the same bytes into the target", async () => {
    server.handler = routeCsv
    const result = await run(server, PipelineStatements.copyCsv("from", "to", { feature: "thesaurus" }))
    expect(result).toEqual({})
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${v2}/from/statements/export?organizationId=my-org&feature=thesaurus`,
      `POST ${v2}/to/statements/import?organizationId=my-org&mode=overwrite&feature=thesaurus`
    ])
    const file = (await formOf(server.requests[1]!)).get("file") as File
    expect(file.name).toBe("statements.csv")
    expect(file.type).toBe("text/csv")
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(csv))).toBe(true)
  })

  it("appends when asked, and exports every feature when none is given", async () => {
    server.handler = routeCsv
    await run(server, PipelineStatements.copyCsv("from", "to", { mode: "append" }))
    expect(server.requests.map((r) => r.query)).toEqual(["organizationId=my-org", "organizationId=my-org&mode=append"])
  })

  it("does not import when the export fails", async () => {
    server.reply({ status: 404, body: { message: "no pipeline" } })
    const e = failureOf(await runExit(server, PipelineStatements.copyCsv("missing", "to")))
    expect(e).toMatchObject({ _tag: "HttpError", status: 404 })
    expect(server.requests).toHaveLength(1)
  })
})

describe("statement group activation (spec 4)", () => {
  it("activate sends a PATCH carrying exactly { isActive: true }", async () => {
    server.reply({ status: 204 })
    expect(await run(server, PipelineStatementGroups.activate("p1", "g 1"))).toEqual({})
    const req = server.requests[0]!
    expect(req.method).toBe("PATCH")
    expect(req.url).toBe(`${v2}/p1/statementGroups/g%201?organizationId=my-org`)
    expect(req.headers["content-type"]).toBe("application/json")
    expect(req.text).toBe("{\"isActive\":true}")
  })

  it("deactivate sends a PATCH carrying exactly { isActive: false }", async () => {
    server.reply({ status: 204 })
    await run(server, PipelineStatementGroups.deactivate("p1", "g1"))
    expect(server.requests[0]!.method).toBe("PATCH")
    expect(server.requests[0]!.text).toBe("{\"isActive\":false}")
  })

  it("campaign and permanent groups have their own status unions", async () => {
    expect(Schema.is(CampaignStatus)("expired")).toBe(true)
    expect(Schema.is(PermanentStatus)("expired")).toBe(false)
    expect(Schema.is(PipelineStatementGroups.StatementGroupStatus)("notStarted")).toBe(true)
    server.reply({
      body: {
        groups: [
          {
            id: "g1",
            type: "campaign",
            name: "Summer",
            status: "expired",
            campaignStart: "a",
            campaignEnd: "b",
            createdAt: "c"
          },
          { id: "g2", type: "permanent", name: "Always", status: "inactive", isActive: false, createdAt: "c" }
        ],
        totalCount: 2,
        groupComposition: {}
      }
    })
    const list = await run(server, PipelineStatementGroups.list("p1"))
    const statuses = list.groups.map((g) => {
      // `type` narrows the status union at compile time.
      if (g.type === "campaign") {
        const s: CampaignStatus | undefined = g.status
        return s
      }
      const s: PermanentStatus | undefined = g.status
      const t: StatementGroupType = g.type
      return `${t}:${s}`
    })
    expect(statuses).toEqual(["expired", "permanent:inactive"])
  })
})

describe("array filters sent as JSON text", () => {
  it("result rankings: associatedGroups, ruleTypes and ruleStatuses are one JSON value each; expand repeats", async () => {
    server.reply({ body: { resultRankings: [], totalCount: 0, totalPages: 0 } })
    await run(
      server,
      PipelineResultRankings.list("p1", {
        associatedGroups: ["Summer sale", null],
        ruleTypes: ["featuredResults"],
        ruleStatuses: ["active", "inactive"],
        expand: ["condition.detailed"]
      })
    )
    const q = params(server.requests[0]!)
    expect(q.getAll("associatedGroups")).toEqual(["[\"Summer sale\",null]"])
    expect(q.getAll("ruleTypes")).toEqual(["[\"featuredResults\"]"])
    expect(q.getAll("ruleStatuses")).toEqual(["[\"active\",\"inactive\"]"])
    expect(q.getAll("expand")).toEqual(["condition.detailed"])
  })

  it("statement groups: status and types are one JSON value each; an empty array is sent as []", async () => {
    server.reply({ body: { groups: [], totalCount: 0, groupComposition: {} } })
    await run(server, PipelineStatementGroups.list("p1", { status: ["expired", "active"], types: [] }))
    const q = params(server.requests[0]!)
    expect(q.getAll("status")).toEqual(["[\"expired\",\"active\"]"])
    expect(q.getAll("types")).toEqual(["[]"])
  })

  it("rejects values outside the enums before any request", async () => {
    const e1 = failureOf(
      await runExit(server, PipelineResultRankings.list("p1", { ruleStatuses: ["paused" as never] }))
    )
    const e2 = failureOf(await runExit(server, PipelineStatementGroups.list("p1", { types: ["seasonal" as never] })))
    const e3 = failureOf(await runExit(server, PipelineStatements.list("p1", { feature: "boost" as never })))
    expect([e1._tag, e2._tag, e3._tag]).toEqual(["InvalidInput", "InvalidInput", "InvalidInput"])
    expect(server.requests).toHaveLength(0)
  })
})

describe("organization in the organizationId query value", () => {
  it("goes first, and a caller's own organizationId wins", async () => {
    server.reply({ body: { statements: [], totalEntries: 0, totalPages: 0 } }, { body: [] })
    await run(server, PipelineStatements.list("p1", { organizationId: "other", perPage: 2 }))
    await run(server, Pipelines.list())
    expect(server.requests.map((r) => r.query)).toEqual(["organizationId=other&perPage=2", "organizationId=my-org"])
  })
})

describe("paged lists as streams", () => {
  const pageOf = (req: Recorded) => Number(params(req).get("page"))

  it("statements: every page, in order, by totalPages", async () => {
    server.handler = (req) => ({
      body: { statements: [{ id: `s${pageOf(req)}a` }, { id: `s${pageOf(req)}b` }], totalEntries: 6, totalPages: 3 }
    })
    const ids = await run(
      server,
      Stream.runCollect(PipelineStatements.listAll("p1", { perPage: 2, feature: "filter" }))
    )
    expect(Array.from(ids, (s) => s.id)).toEqual(["s0a", "s0b", "s1a", "s1b", "s2a", "s2b"])
    expect(server.requests.map((r) => r.query)).toEqual(
      [0, 1, 2].map((p) => `organizationId=my-org&page=${p}&perPage=2&feature=filter`)
    )
  })

  it("result rankings: stops after totalPages", async () => {
    server.handler = (req) => ({ body: { resultRankings: [{ id: `r${pageOf(req)}` }], totalCount: 2, totalPages: 2 } })
    const items = await run(server, Stream.runCollect(PipelineResultRankings.listAll("p1")))
    expect(Array.from(items, (r) => r.id)).toEqual(["r0", "r1"])
    expect(server.requests).toHaveLength(2)
  })

  it("statement groups: pages counted from totalCount, no request past the last page", async () => {
    server.handler = (req) => {
      const page = pageOf(req)
      const groups = page < 2 ? [{ id: `g${page}a` }, { id: `g${page}b` }] : [{ id: "g2a" }]
      return { body: { groups, totalCount: 5, groupComposition: {} } }
    }
    const items = await run(server, Stream.runCollect(PipelineStatementGroups.listAll("p1")))
    expect(Array.from(items, (g) => g.id)).toEqual(["g0a", "g0b", "g1a", "g1b", "g2a"])
    expect(server.requests).toHaveLength(3)
  })

  it("pipelines: asks for pages and counts them from totalEntries", async () => {
    server.handler = (req) => ({ body: { items: [{ id: `p${pageOf(req)}`, name: "n" }], totalEntries: 2 } })
    const items = await run(server, Stream.runCollect(Pipelines.listAll({ perPage: 1 })))
    expect(Array.from(items, (p) => p.id)).toEqual(["p0", "p1"])
    expect(server.requests.map((r) => r.query)).toEqual([
      "organizationId=my-org&page=0&perPage=1&enablePagination=true",
      "organizationId=my-org&page=1&perPage=1&enablePagination=true"
    ])
  })
})

describe("promise facade", () => {
  it("reaches the calls under the promise client's accessor names", async () => {
    await withFacade(server, pipelinesAccessors, async (client) => {
      server.reply({ body: { id: "p1", name: "Default" } }, { status: 204 }, {
        body: { statements: [{ id: "s1" }], totalEntries: 1, totalPages: 1 }
      })
      expect(await client.pipeline.get("p1")).toEqual({ id: "p1", name: "Default" })
      expect(await client.pipeline.groups.toggleActive("p1", "g1", true)).toEqual({})
      const ids: Array<string> = []
      for await (const s of client.pipeline.statements.listAll("p1")) ids.push(s.id)
      expect(ids).toEqual(["s1"])
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        "GET /rest/search/v1/admin/pipelines/p1",
        `PATCH ${v2}/p1/statementGroups/g1`,
        `GET ${v2}/p1/statements`
      ])
      expect(server.requests[1]!.text).toBe("{\"isActive\":true}")
      await expect(client.pipeline.statements.importCSV("p1", csv, { mode: "bogus" as never })).rejects.toMatchObject({
        _tag: "InvalidInput"
      })
    })
  })
})

describe("typed errors", () => {
  it("an HTTP failure keeps its status and body", async () => {
    server.reply({ status: 409, body: { errorCode: "CONFLICT" } })
    const e = failureOf(await runExit(server, PipelineResultRankings.duplicate("p1", "r1")))
    expect(e).toMatchObject({ _tag: "HttpError", status: 409, body: { errorCode: "CONFLICT" } })
  })
})
