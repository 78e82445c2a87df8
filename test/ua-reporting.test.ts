import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import { endpointOf } from "../src/Http/Endpoint.ts"
import { uaReportingChildren } from "../src/promise/accessors/ua-reporting.ts"
import type { ReportAccessType } from "../src/Schema/UsageAnalytics.ts"
import * as Filters from "../src/UsageAnalytics/Filters.ts"
import * as Reports from "../src/UsageAnalytics/Reports.ts"
import * as Statistics from "../src/UsageAnalytics/Statistics.ts"
import * as UaUsers from "../src/UsageAnalytics/UaUsers.ts"
import { failureOf, run, runExit, withFacade } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()

const modules = { Filters, Reports, Statistics, UaUsers }
const declared = Object.values(modules).flatMap((m) =>
  Object.values(m).flatMap((value) => {
    const def = endpointOf(value)
    return def === undefined ? [] : [def]
  })
)

describe("org query on every usage-analytics call (spec 7)", () => {
  it("every declaration is under /rest/ua/v15 and fills `org` from the configuration", () => {
    expect(declared).toHaveLength(49)
    for (const def of declared) {
      expect(def.path, def.name).toMatch(/^\/rest\/ua\/v15\/(filters|reports|stats|users)(\/|$)/)
      expect(def.orgQuery, def.name).toBe("org")
    }
  })

  it("health and status checks carry the configured organization too", async () => {
    const options = { organizationId: "acme-prod" }
    await run(server, Filters.checkHealth(), options)
    await run(server, Reports.checkStatus(), options)
    await run(server, Statistics.checkHealth(), options)
    await run(server, UaUsers.checkStatus(), options)
    expect(server.requests.map((r) => r.query)).toEqual(Array(4).fill("org=acme-prod"))
  })

  it("the users and targets reads of a permission filter carry it as well", async () => {
    await run(server, Filters.getPermissionFilterUsers("p1"))
    await run(server, Filters.getPermissionFilterTargets("p1"))
    expect(server.requests.map((r) => r.url)).toEqual([
      "/rest/ua/v15/filters/permissions/p1/users?org=my-org",
      "/rest/ua/v15/filters/permissions/p1/targets?org=my-org"
    ])
  })

  it("statistics calls get it from the configuration, with no org option", async () => {
    await run(
      server,
      Statistics.listGlobalData({ m: ["UniqueVisit"], from: "2024-01-01T00:00:00Z", to: "2024-01-02T00:00:00Z" })
    )
    await run(server, Statistics.cancelQuery("q1"))
    await run(server, Statistics.updateVisitView())
    expect(server.requests.map((r) => r.query.split("&")[0])).toEqual(["org=my-org", "org=my-org", "org=my-org"])
  })

  it("a caller's own `org` option overrides it, once and in first place", async () => {
    await run(server, Reports.list({ org: "other", type: "DASHBOARD" }))
    await run(server, Reports.get("r1", { tz: "Z", org: "other" }))
    await run(server, Reports.listReportTemplates("EXPLORER", { org: "other" }))
    await run(server, UaUsers.listUserFilters("ada", { includeGroups: true, org: "other" }))
    await run(server, Statistics.cancelQuery("q1", { org: "other" }))
    await run(
      server,
      Statistics.listVisits({ from: "2024-01-01T00:00:00.000Z", to: "2024-01-02T00:00:00.000Z", org: "other" })
    )
    expect(server.requests.map((r) => r.query)).toEqual([
      "org=other&type=DASHBOARD",
      "org=other&tz=Z",
      "org=other&type=EXPLORER",
      "org=other&includeGroups=true",
      "org=other",
      "org=other&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-02T00%3A00%3A00.000Z"
    ])
  })

  it("an `org` option left undefined keeps the configured organization", async () => {
    await run(server, Reports.list({ org: undefined, includeConfig: true }))
    await run(server, Statistics.updateVisitView({ org: undefined }))
    expect(server.requests.map((r) => r.query)).toEqual(["org=my-org&includeConfig=true", "org=my-org"])
  })
})

describe("report parameters are typed and Schema-encoded", () => {
  it("type and includeConfig on the list, tz on get", async () => {
    await run(server, Reports.list({ includeConfig: true, type: "EXPLORER" }))
    await run(server, Reports.get("r 1", { tz: "+02:00" }))
    expect(server.requests.map((r) => r.url)).toEqual([
      "/rest/ua/v15/reports?org=my-org&type=EXPLORER&includeConfig=true",
      "/rest/ua/v15/reports/r%201?org=my-org&tz=%2B02%3A00"
    ])
  })

  it("rejects values outside the Schema before any request", async () => {
    const badType = failureOf(await runExit(server, Reports.list({ type: "dashboard" as never })))
    const badFlag = failureOf(await runExit(server, Reports.list({ includeConfig: "yes" as never })))
    const badTz = failureOf(await runExit(server, Reports.get("r1", { tz: 5 as never })))
    const badTemplateType = failureOf(await runExit(server, Reports.listReportTemplates("PIE" as never)))
    for (
      const [error, call] of [[badType, "Reports.list"], [badFlag, "Reports.list"], [badTz, "Reports.get"], [
        badTemplateType,
        "Reports.listReportTemplates"
      ]] as const
    ) {
      expect(error).toMatchObject({ _tag: "InvalidInput", call })
    }
    expect(server.requests).toHaveLength(0)
  })
})

describe("report access type", () => {
  it("is PUBLIC or PRIVATE in the access and users calls", async () => {
    const access = { accessType: "PUBLIC", allowedUsers: [], allowedGroups: [] } as const
    server.reply({ body: access }, { body: { access: "PRIVATE", allowedUsers: [] } }, { status: 204 })
    const got = await run(server, Reports.getAccess("r1"))
    const users = await run(server, Reports.getUsers("r1"))
    await run(server, Reports.setAccess("r1", { ...got, allowedUsers: ["ada"], allowedGroups: [] }))
    expect(got.accessType).toBe("PUBLIC")
    expect(users.access).toBe("PRIVATE")
    expect(JSON.parse(server.requests[2]!.text)).toEqual({
      accessType: "PUBLIC",
      allowedUsers: ["ada"],
      allowedGroups: []
    })
    expectTypeOf(got.accessType).toEqualTypeOf<ReportAccessType | undefined>()
    expectTypeOf(users.access).toEqualTypeOf<ReportAccessType | undefined>()
    expectTypeOf<Reports.ReportAccessRequest["accessType"]>().toEqualTypeOf<"PUBLIC" | "PRIVATE" | undefined>()
    // @ts-expect-error: only PUBLIC and PRIVATE exist
    Reports.setAccess("r1", { accessType: "SHARED", allowedUsers: [], allowedGroups: [] })
  })
})

describe("statistics date ranges", () => {
  const query = (i: number) => server.requests[i]!.query

  it("a Date and the equivalent ISO strings give the same wire query", async () => {
    const base = { m: ["UniqueVisit"], i: "DAY" as const }
    await run(
      server,
      Statistics.listGraphDataPoints({
        ...base,
        from: new Date(Date.UTC(2024, 0, 1)),
        to: new Date(Date.UTC(2024, 0, 31, 12))
      })
    )
    await run(
      server,
      Statistics.listGraphDataPoints({ ...base, from: "2024-01-01T00:00:00.000Z", to: "2024-01-31T12:00:00Z" })
    )
    await run(
      server,
      Statistics.listGraphDataPoints({ ...base, from: "2024-01-01T01:00:00+01:00", to: "2024-01-31T07:00:00-05:00" })
    )
    expect(query(0)).toBe(
      "org=my-org&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-31T12%3A00%3A00.000Z&m=UniqueVisit&i=DAY"
    )
    expect(query(1)).toBe(query(0))
    expect(query(2)).toBe(query(0))
  })

  it("the previous range of trends takes both forms as well", async () => {
    const base = {
      from: "2024-02-01T00:00:00Z",
      to: "2024-02-29T00:00:00Z",
      m: ["UniqueVisit"],
      d: ["country"],
      t: ["percent(UniqueVisit)"]
    }
    await run(
      server,
      Statistics.listTrends({
        ...base,
        previousFrom: new Date("2024-01-01T00:00:00Z"),
        previousTo: new Date("2024-01-29T00:00:00Z")
      })
    )
    await run(
      server,
      Statistics.listTrends({
        ...base,
        previousFrom: "2024-01-01T00:00:00.000Z",
        previousTo: "2024-01-29T00:00:00.000Z"
      })
    )
    expect(query(0)).toContain("&previousFrom=2024-01-01T00%3A00%3A00.000Z&previousTo=2024-01-29T00%3A00%3A00.000Z")
    expect(query(1)).toBe(query(0))
  })

  it("a string or Date that is no date is invalid input, and nothing is sent", async () => {
    const range = { m: ["UniqueVisit"], to: "2024-01-02T00:00:00Z" }
    const fromText = failureOf(await runExit(server, Statistics.listGlobalData({ ...range, from: "last tuesday" })))
    const fromDate = failureOf(
      await runExit(server, Statistics.listGlobalData({ ...range, from: new Date(Number.NaN) }))
    )
    expect(fromText).toMatchObject({ _tag: "InvalidInput", call: "Statistics.listGlobalData" })
    expect(fromDate).toMatchObject({ _tag: "InvalidInput", call: "Statistics.listGlobalData" })
    // Neither a Date nor a string (plain JavaScript): a type error, not a date made of a number.
    const fromNumber = failureOf(
      await runExit(server, Statistics.listGlobalData({ ...range, from: 1704067200000 as unknown as string }))
    )
    expect(fromNumber).toMatchObject({ _tag: "InvalidInput", message: expect.stringContaining("Date | string") })
    expect(server.requests).toHaveLength(0)
  })
})

describe("promise facade", () => {
  it("reaches the calls as ua.reports, ua.statistics, ua.filters and ua.users", async () => {
    await withFacade(server, { ua: [{}, uaReportingChildren] }, async (client) => {
      server.reply(
        { body: { reports: [{ id: "r1" }] } },
        { body: { globalDatas: { UniqueVisit: { value: 7 } }, lastUpdated: 1, cached: false } },
        { status: 204 },
        { status: 500, body: { message: "boom" } }
      )
      await expect(client.ua.reports.list({ type: "DASHBOARD" })).resolves.toEqual({ reports: [{ id: "r1" }] })
      await expect(
        client.ua.statistics.listGlobalData({
          m: ["UniqueVisit"],
          from: new Date("2024-01-01T00:00:00Z"),
          to: "2024-01-02T00:00:00Z"
        })
      ).resolves.toMatchObject({ globalDatas: { UniqueVisit: { value: 7 } } })
      await expect(client.ua.filters.updatePermissionFilterUsers("p1", ["ada"])).resolves.toEqual({})
      await expect(client.ua.users.getUser("ada")).rejects.toMatchObject({ _tag: "HttpError", status: 500 })
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        "GET /rest/ua/v15/reports?org=my-org&type=DASHBOARD",
        "GET /rest/ua/v15/stats/globalData?org=my-org&m=UniqueVisit&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-02T00%3A00%3A00.000Z",
        "PUT /rest/ua/v15/filters/permissions/p1/users?org=my-org",
        "GET /rest/ua/v15/users/ada?org=my-org"
      ])
    })
  })
})
