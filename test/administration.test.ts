import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { paginationConflictMessage } from "../src/Errors/index.ts"
import { checkToken } from "../src/Http/Auth.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as PrivilegeEvaluator from "../src/Platform/Authorization/PrivilegeEvaluator.ts"
import * as Users from "../src/Platform/Authorization/Users.ts"
import * as Vaults from "../src/Platform/Migration/Vaults.ts"
import type * as License from "../src/Platform/Organization/License.ts"
import * as Limits from "../src/Platform/Organization/Limits.ts"
import * as Subscriptions from "../src/Platform/Organization/Subscriptions.ts"
import * as RawMetrics from "../src/Platform/UsageMetrics/RawMetrics.ts"
import * as SearchHubs from "../src/Platform/UsageMetrics/SearchHubs.ts"
import { administrationAccessors } from "../src/promise/accessors/administration.ts"
import type { IndexBackupType, MonitoringLevel } from "../src/Schema/Organization.ts"
import { PrivilegeEvaluationReport } from "../src/Schema/Privileges.ts"
import type { SubscriptionFrequency, SubscriptionHealth, SubscriptionType } from "../src/Schema/Subscriptions.ts"
import { failureOf, run, runExit, withFacade } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()

const org = "/rest/organizations/my-org"
const values = { values: [] }

describe("raw metrics dates (spec 9)", () => {
  const daily = (from: RawMetrics.DayInput, to: RawMetrics.DayInput) =>
    RawMetrics.getDaily({ searchHub: "web", metric: "users", from, to })

  it("sends a Date as its zero-padded UTC day", async () => {
    server.reply({ body: values })
    await run(server, daily(new Date(Date.UTC(2024, 2, 5)), new Date(Date.UTC(2024, 11, 25, 23, 59))))
    expect(server.requests[0]!.url).toBe(
      `${org}/searchusagemetrics/raw/searchhubs/web/daily/users?to=2024-12-25&from=2024-03-05`
    )
  })

  it("pads an unpadded YYYY-M-D string", async () => {
    server.reply({ body: values })
    await run(server, daily("2024-3-5", "2024-10-9"))
    expect(server.requests[0]!.query).toBe("to=2024-10-09&from=2024-03-05")
  })

  it("cuts an ISO instant to its UTC day", async () => {
    server.reply({ body: values })
    await run(server, daily("2024-03-05T10:15:00.000Z", "2024-04-01T00:00:00Z"))
    expect(server.requests[0]!.query).toBe("to=2024-04-01&from=2024-03-05")
  })

  it("pads the promise client's { year, month, day } form", async () => {
    server.reply({ body: values })
    await run(server, daily({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 31 }))
    expect(server.requests[0]!.query).toBe("to=2024-01-31&from=2024-01-02")
  })

  it("sends months as zero-padded YYYY-MM, whatever their form", async () => {
    server.handler = () => ({ body: { searchHubs: [] } })
    await run(server, RawMetrics.listMonthly({ month: new Date(Date.UTC(2023, 8, 30)) }))
    await run(server, RawMetrics.listMonthly({ month: "2023-9", minimumQueries: 0 }))
    await run(server, RawMetrics.listMonthly({ month: "2023-09-14T08:00:00Z" }))
    await run(
      server,
      RawMetrics.getMonthly({ searchHub: "web", metric: "users", from: { year: 2023, month: 1 }, to: "2023-2" })
    )
    expect(server.requests.map((r) => r.query)).toEqual([
      "month=2023-09",
      "month=2023-09&minimumQueries=0",
      "month=2023-09",
      "to=2023-02&from=2023-01"
    ])
  })
})

describe("page sizes (spec 3, 5)", () => {
  type PageOptions = { page?: number; perPage?: number; pageSize?: number }
  const lists: Record<string, {
    readonly call: (o: PageOptions) => Effect.Effect<unknown, { readonly _tag: string }, CoveoClient>
    readonly path: string
    readonly query: string
    readonly reply: unknown
  }> = {
    "search hubs": {
      call: (o: PageOptions) => SearchHubs.list(o),
      path: `${org}/searchusagemetrics/hubs/`,
      query: "pageSize=40&page=3",
      reply: { hubs: [], totalCount: 0 }
    },
    "vault entries": {
      call: (o: PageOptions) => Vaults.list(o),
      path: `${org}/vaultentries`,
      query: "page=3&pageSize=40",
      reply: { items: [], totalEntries: 0, totalPages: 0 }
    }
  }
  for (const [label, list] of Object.entries(lists)) {
    it(`${label}: perPage is sent as pageSize`, async () => {
      server.reply({ body: list.reply })
      await run(server, list.call({ page: 3, perPage: 40 }))
      expect(server.requests[0]!.path).toBe(list.path)
      expect(server.requests[0]!.query).toBe(list.query)
    })

    it(`${label}: pageSize passes through`, async () => {
      server.reply({ body: list.reply })
      await run(server, list.call({ pageSize: 15 }))
      expect(server.requests[0]!.query).toBe("pageSize=15")
    })

    it(`${label}: perPage and pageSize together fail before any request`, async () => {
      const error = failureOf(await runExit(server, list.call({ perPage: 10, pageSize: 10 })))
      expect(error._tag).toBe("PaginationConflict")
      expect((error as Error).message).toBe(
        "The Pagination options are invalid: both pageSize and perPage have been set. Use only one of them."
      )
      expect((error as Error).message).toBe(paginationConflictMessage)
      expect(server.requests).toHaveLength(0)
    })
  }

  it("search hub lists send filter, pageSize and page in that order", async () => {
    server.reply({ body: { hubs: [], totalCount: 0 } })
    await run(server, SearchHubs.list({ page: 1, perPage: 5, filter: "web" }))
    expect(server.requests[0]!.query).toBe("filter=web&pageSize=5&page=1")
  })
})

describe("vault entry queries", () => {
  it("fetch sends the snapshot as referenceSnapshotId, with the source organization and strategy", async () => {
    server.reply({ status: 204 })
    const result = await run(server, Vaults.import("snap 1", "org-a", "ALL_OR_NOTHING"))
    expect(result).toEqual({})
    const req = server.requests[0]!
    expect([req.method, req.path]).toEqual(["PUT", `${org}/vaultentries/fetch`])
    expect(req.query).toBe("referenceSnapshotId=snap%201&sourceOrganizationId=org-a&fetchStrategy=ALL_OR_NOTHING")
    expect(req.text).toBe("{}")
  })

  it("fetch refuses a strategy outside the enumeration before any request", async () => {
    const error = failureOf(await runExit(server, Vaults.import("s", "o", "SOMETIMES" as Vaults.VaultFetchStrategy)))
    expect(error._tag).toBe("InvalidInput")
    expect(server.requests).toHaveLength(0)
  })

  it("missing entries are asked by snapshotId", async () => {
    server.reply({ body: { missingVaultEntries: ["a", "b"] } })
    const result = await run(server, Vaults.findMissing("snap-9"))
    expect(result.missingVaultEntries).toEqual(["a", "b"])
    expect(server.requests[0]!.url).toBe(`${org}/vaultentries/missing?snapshotId=snap-9`)
  })
})

describe("privilege evaluation (spec 6)", () => {
  const requestedPrivilege = { owner: "PLATFORM", targetDomain: "SOURCE", type: "EDIT" }

  it("returns each of the spec's reports, typed", async () => {
    for (const report of PrivilegeEvaluationReport.literals) {
      server.reply({ body: { approved: report === "OPERATION_GRANTED", evaluationReport: report, requestedPrivilege } })
      const result = await run(server, PrivilegeEvaluator.evaluate({ requestedPrivilege }))
      expect(result.evaluationReport).toBe(report)
      expect(result.approved).toBe(report === "OPERATION_GRANTED")
    }
    expect(PrivilegeEvaluationReport.literals).toHaveLength(8)
    expect(server.requests).toHaveLength(8)
    type Codes = NonNullable<PrivilegeEvaluator.PrivilegeEvaluationResult["evaluationReport"]>[
      "privilegeEvaluationResultCodes"
    ]
    expectTypeOf<NonNullable<Codes>[number]>().toEqualTypeOf<PrivilegeEvaluationReport>()
  })

  it("evaluates in the configured organization unless the request names another", async () => {
    server.handler = () => ({ body: { approved: true, evaluationReport: "OPERATION_GRANTED" } })
    await run(server, PrivilegeEvaluator.evaluate({ requestedPrivilege }))
    await run(server, PrivilegeEvaluator.evaluate({ requestedPrivilege, organizationId: "other" }))
    expect(server.requests.map((r) => JSON.parse(r.text))).toEqual([
      { organizationId: "my-org", requestedPrivilege },
      { organizationId: "other", requestedPrivilege }
    ])
  })
})

describe("subscriptions (spec 4)", () => {
  const actions = [
    ["enable", "PUT", "enable"],
    ["disable", "PUT", "disable"],
    ["test", "POST", "test"]
  ] as const

  it("enables, disables and tests, for all and for the current user", async () => {
    server.handler = () => ({ status: 204 })
    const expected: Array<string> = []
    for (const [action, method, segment] of actions) {
      expect(await run(server, Subscriptions[action]("s/1"))).toEqual({})
      expect(await run(server, Subscriptions[`${action}Current`]("s/1"))).toEqual({})
      expected.push(
        `${method} ${org}/subscriptions/s%2F1/${segment} {}`,
        `${method} ${org}/subscriptions/me/s%2F1/${segment} {}`
      )
    }
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.text}`)).toEqual(expected)
  })

  it("types frequency, type and health with the spec enumerations", () => {
    expectTypeOf<NonNullable<Subscriptions.SubscriptionModel["frequency"]>>().toEqualTypeOf<SubscriptionFrequency>()
    // The description adds HOME_PAGE to the spec's types.
    expectTypeOf<SubscriptionType>().toExtend<NonNullable<Subscriptions.SubscriptionModel["type"]>>()
    expectTypeOf<NonNullable<Subscriptions.SubscriptionStatusModel["healthIndicator"]>>().toEqualTypeOf<
      SubscriptionHealth
    >()
    // @ts-expect-error MONTHLY is not a subscription frequency
    const bad: Subscriptions.EditSubscriptionModel = { name: "n", enabled: true, frequency: "MONTHLY", type: "EMAIL" }
    expect(bad.name).toBe("n")
  })
})

describe("license levels and limit types", () => {
  it("types the license levels with the spec enumerations (the description's, a superset)", () => {
    expectTypeOf<MonitoringLevel>().toExtend<NonNullable<License.LicenseModel["monitoringLevel"]>>()
    expectTypeOf<License.LicenseModel["indexBackupType"]>().toEqualTypeOf<IndexBackupType | undefined>()
  })

  it("sends limitType only when given, and refuses values outside USAGE and TECHNICAL", async () => {
    server.handler = () => ({ body: {} })
    await run(server, Limits.getAll())
    await run(server, Limits.getAll("TECHNICAL"))
    expect(server.requests.map((r) => r.url)).toEqual([`${org}/limits`, `${org}/limits?limitType=TECHNICAL`])
    const error = failureOf(await runExit(server, Limits.getAll("LICENSE" as never)))
    expect(error._tag).toBe("InvalidInput")
    expect(server.requests).toHaveLength(2)
  })
})

describe("paged streams", () => {
  it("vault entries: every page in order, page count from the first answer", async () => {
    server.handler = (req) => {
      const page = Number(new URLSearchParams(req.query).get("page"))
      return { body: { items: [{ key: `k${page}a` }, { key: `k${page}b` }], totalEntries: 6, totalPages: 3 } }
    }
    const keys = await run(server, Stream.runCollect(Vaults.listAll({ perPage: 2 })))
    expect(Array.from(keys, (e) => e.key)).toEqual(["k0a", "k0b", "k1a", "k1b", "k2a", "k2b"])
    expect(server.requests.map((r) => r.query)).toEqual(["page=0&pageSize=2", "page=1&pageSize=2", "page=2&pageSize=2"])
  })

  it("vault entries: a page-size conflict fails the stream before any request", async () => {
    const error = failureOf(await runExit(server, Stream.runCollect(Vaults.listAll({ perPage: 2, pageSize: 2 }))))
    expect(error._tag).toBe("PaginationConflict")
    expect(server.requests).toHaveLength(0)
  })

  it("search hubs: pages until one comes back empty", async () => {
    server.handler = (req) => {
      const page = Number(new URLSearchParams(req.query).get("page"))
      return { body: { hubs: page < 2 ? [{ name: `hub${page}` }] : [], totalCount: 2 } }
    }
    const hubs = await run(server, Stream.runCollect(SearchHubs.listAll({ filter: "h", perPage: 1 })))
    expect(Array.from(hubs, (h) => h.name)).toEqual(["hub0", "hub1"])
    expect(server.requests.map((r) => r.query)).toEqual([
      "filter=h&pageSize=1&page=0",
      "filter=h&pageSize=1&page=1",
      "filter=h&pageSize=1&page=2"
    ])
  })

  it("stops fetching when the consumer stops", async () => {
    server.handler = () => ({ body: { items: [{ key: "k" }], totalEntries: 100, totalPages: 100 } })
    const taken = await run(server, Stream.runCollect(Stream.take(Vaults.listAll(), 2)))
    expect(Array.from(taken)).toHaveLength(2)
    expect(server.requests.length).toBeLessThanOrEqual(3)
  })
})

describe("users: the current user comes from the token check", () => {
  it("get() without a username and before any token check fails without a request", async () => {
    const error = failureOf(await runExit(server, Users.get()))
    expect(error._tag).toBe("InvalidInput")
    expect(server.requests).toHaveLength(0)
  })

  it("get() and update() use the checked token's user", async () => {
    server.handler = (req) =>
      req.path === "/oauth/check_token"
        ? { body: { authentication: { username: "bob@x.com", firstName: "Bob" } } }
        : req.method === "PUT"
        ? { status: 204 }
        : { body: { username: "bob@x.com" } }
    const program = Effect.gen(function*() {
      yield* checkToken
      const user = yield* Users.get()
      yield* Users.update({ lastName: "Builder" })
      return user
    })
    expect(await run(server, program)).toEqual({ username: "bob@x.com" })
    const [, got, put] = server.requests
    expect(`${got!.method} ${got!.path}`).toBe("GET /rest/users/bob@x.com")
    expect(`${put!.method} ${put!.path}`).toBe("PUT /rest/users/bob@x.com")
    expect(JSON.parse(put!.text)).toEqual({ username: "bob@x.com", firstName: "Bob", lastName: "Builder" })
  })
})

describe("promise facade", () => {
  it("runs administration calls through promises with the promise client's accessor names", async () => {
    await withFacade(server, administrationAccessors, async (client) => {
      server.reply({ body: { hubs: [{ name: "web" }], totalCount: 1 } }, { status: 204 })
      const hubs = await client.searchUsageMetrics.searchHubs.list({ perPage: 5 })
      expect(hubs).toEqual({ hubs: [{ name: "web" }], totalCount: 1 })
      expect(await client.notification.subscription.enableCurrent("s1")).toEqual({})
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        `GET ${org}/searchusagemetrics/hubs/?pageSize=5`,
        `PUT ${org}/subscriptions/me/s1/enable`
      ])
      await expect(client.vault.list({ perPage: 1, pageSize: 1 })).rejects.toMatchObject({
        _tag: "PaginationConflict",
        message: paginationConflictMessage
      })
      expect(server.requests).toHaveLength(2)
    })
  })
})
