import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import { TestClock } from "effect/testing"
import * as GroupInvites from "../src/Platform/Authorization/GroupInvites.ts"
import * as GroupMembers from "../src/Platform/Authorization/GroupMembers.ts"
import * as Organizations from "../src/Platform/Organization/Organizations.ts"
import * as Logs from "../src/Platform/Sources/Logs.ts"
import * as PushApi from "../src/Platform/Sources/PushApi.ts"
import * as SecurityCache from "../src/Platform/Sources/SecurityCache.ts"
import { organizationAccessors } from "../src/promise/accessors/organization.ts"
import type { AuthenticationProvider } from "../src/Schema/Organization.ts"
import type { PermissionState } from "../src/Schema/Security.ts"
import { failureOf, run, runExit, testLayer, withFacade } from "./support/client.ts"
import { arrived, settle, type TestServer, useServer } from "./support/server.ts"

const server = useServer()
const serverless = useServer()

const calls = (s: TestServer) => s.requests.map((r) => `${r.method} ${r.url}`)

describe("group invitations and member additions send an e-mail by default (spec 9)", () => {
  const invites = "/rest/organizations/my-org/groups/g1/invites"
  const members = "/rest/organizations/my-org/groups/g1/members"
  it("invites: sendEmail=true unless the caller passes false", async () => {
    server.handler = () => ({ body: { id: "i1", email: "bob@example.com" } })
    await run(server, GroupInvites.add("g1", { email: "bob@example.com" }))
    await run(server, GroupInvites.add("g1", { email: "bob@example.com" }, {}))
    await run(server, GroupInvites.add("g1", { email: "bob@example.com" }, { sendEmail: true }))
    await run(server, GroupInvites.add("g1", { email: "bob@example.com" }, { sendEmail: false }))
    expect(calls(server)).toEqual([
      `POST ${invites}?sendEmail=true`,
      `POST ${invites}?sendEmail=true`,
      `POST ${invites}?sendEmail=true`,
      `POST ${invites}?sendEmail=false`
    ])
  })
  it("members: sendEmailOnInvite=true unless the caller passes false", async () => {
    server.handler = () => ({ status: 204 })
    const member = { username: "ada", provider: "EMAIL" } as const
    await run(server, GroupMembers.add("g1", member))
    await run(server, GroupMembers.add("g1", member, {}))
    await run(server, GroupMembers.add("g1", member, { sendEmailOnInvite: false }))
    expect(calls(server)).toEqual([
      `POST ${members}?sendEmailOnInvite=true`,
      `POST ${members}?sendEmailOnInvite=true`,
      `POST ${members}?sendEmailOnInvite=false`
    ])
    expect(JSON.parse(server.requests[0]!.text)).toEqual(member)
  })
})

describe("organizations pause and resume (spec 4)", () => {
  it("pauses and resumes the configured organization, whose status follows", async () => {
    let paused = false
    server.handler = (req) => {
      if (req.method === "POST" && req.path.endsWith("/pause")) paused = true
      if (req.method === "POST" && req.path.endsWith("/resume")) paused = false
      if (req.path.endsWith("/status")) return { body: { paused, pauseState: paused ? "PAUSED" : "ACTIVE" } }
      return { status: 204 }
    }
    const flow = Effect.gen(function*() {
      const before = yield* Organizations.status()
      yield* Organizations.pause()
      const during = yield* Organizations.status()
      yield* Organizations.resume()
      const after = yield* Organizations.status()
      return [before.paused, during.pauseState, after.paused]
    })
    expect(await run(server, flow)).toEqual([false, "PAUSED", false])
    expect(calls(server)).toEqual([
      "GET /rest/organizations/my-org/status",
      "POST /rest/organizations/my-org/pause",
      "GET /rest/organizations/my-org/status",
      "POST /rest/organizations/my-org/resume",
      "GET /rest/organizations/my-org/status"
    ])
    expect(server.requests[1]!.text).toBe("{}")
  })
  it("acts on another organization when one is named", async () => {
    server.handler = () => ({ status: 204 })
    await run(server, Effect.all([Organizations.pause("o-2"), Organizations.resume("o 3")]))
    expect(calls(server)).toEqual(["POST /rest/organizations/o-2/pause", "POST /rest/organizations/o%203/resume"])
  })
  it("rejects an update without an id before any request", async () => {
    const error = failureOf(await runExit(server, Organizations.update({ displayName: "x" })))
    expect(error).toMatchObject({ _tag: "InvalidInput", call: "Organizations.update" })
    expect(server.requests).toHaveLength(0)
  })
})

describe("push identities go to the serverless host", () => {
  it("every push call reaches the serverless server and none the platform server", async () => {
    serverless.handler = () => ({ status: 202 })
    const identity = { identity: { name: "team", type: "GROUP" } } as const
    await run(server, PushApi.createOrUpdateSecurityIdentity("p1", identity, { orderingId: 1 }), {}, serverless)
    await run(server, PushApi.deleteSecurityIdentity("p1", identity), {}, serverless)
    await run(server, PushApi.deleteOldSecurityIdentities("p1", { orderingId: 2 }), {}, serverless)
    expect(server.requests).toHaveLength(0)
    expect(calls(serverless)).toEqual([
      "PUT /push/v1/organizations/my-org/providers/p1/permissions?orderingId=1",
      "DELETE /push/v1/organizations/my-org/providers/p1/permissions",
      "DELETE /push/v1/organizations/my-org/providers/p1/permissions/olderthan?orderingId=2"
    ])
  })
  it("the identity DELETE carries the identity as a JSON body", async () => {
    serverless.handler = () => ({ status: 202 })
    await run(server, PushApi.deleteSecurityIdentity("p1", { identity: { name: "ada", type: "USER" } }), {}, serverless)
    const req = serverless.requests[0]!
    expect(req.headers["content-type"]).toBe("application/json")
    expect(JSON.parse(req.text)).toEqual({ identity: { name: "ada", type: "USER" } })
  })
  it("deleteOldSecurityIdentities requires an orderingId", async () => {
    const call = PushApi.deleteOldSecurityIdentities("p1", {} as PushApi.SecurityIdentityDeleteOptions)
    expect(failureOf(await runExit(server, call, {}, serverless))).toMatchObject({ _tag: "InvalidInput" })
    expect(serverless.requests).toHaveLength(0)
  })
})

describe("logs go to the serverless host", () => {
  const window = { from: "2024-01-01", to: "2024-01-02" }
  it("under /logs/v1/organizations/{org}", async () => {
    serverless.handler = () => ({ body: { documentLogEntries: [], hasNextPage: false } })
    await run(server, Logs.get(window, { results: ["ERROR"] }), {}, serverless)
    expect(server.requests).toHaveLength(0)
    expect(calls(serverless)).toEqual(["POST /logs/v1/organizations/my-org?from=2024-01-01&to=2024-01-02"])
    expect(JSON.parse(serverless.requests[0]!.text)).toEqual({ results: ["ERROR"] })
  })
  it("getAll follows hasNextPage", async () => {
    const entry = (id: string) => ({ id, operation: "ADD", result: "COMPLETED", task: "INDEXING" })
    serverless.reply(
      { body: { documentLogEntries: [entry("a"), entry("b")], hasNextPage: true } },
      { body: { documentLogEntries: [entry("c")], hasNextPage: false } }
    )
    const ids = await run(server, Stream.runCollect(Logs.getAll({ ...window, perPage: 2 })), {}, serverless)
    expect(Array.from(ids, (e) => e.id)).toEqual(["a", "b", "c"])
    expect(serverless.requests.map((r) => r.query)).toEqual([
      "from=2024-01-01&to=2024-01-02&page=0&perPage=2",
      "from=2024-01-01&to=2024-01-02&page=1&perPage=2"
    ])
  })
})

describe("paged lists have Stream twins", () => {
  it("SecurityCache.listMembersAll fetches every page, keeping usePageModel", async () => {
    server.reply(
      { body: { items: [{ name: "a" }, { name: "b" }], totalEntries: 3, totalPages: 2 } },
      { body: { items: [{ name: "c" }], totalEntries: 3, totalPages: 2 } }
    )
    const names = await run(
      server,
      Stream.runCollect(SecurityCache.listMembersAll("p1", { perPage: 2, states: "IN_ERROR" }))
    )
    expect(Array.from(names, (m) => m.name)).toEqual(["a", "b", "c"])
    expect(server.requests.map((r) => r.query)).toEqual([
      "page=0&perPage=2&states=IN_ERROR&usePageModel=true",
      "page=1&perPage=2&states=IN_ERROR&usePageModel=true"
    ])
  })
  it("SecurityCache.listSecurityProviderIdentitiesAll pages in the query and filters in the body", async () => {
    server.reply(
      { body: { items: [{ name: "a" }], totalEntries: 2, totalPages: 2 } },
      { body: { items: [{ name: "b" }], totalEntries: 2, totalPages: 2 } }
    )
    const names = await run(
      server,
      Stream.runCollect(SecurityCache.listSecurityProviderIdentitiesAll("p1", { filterTerm: "x" }))
    )
    expect(Array.from(names, (m) => m.name)).toEqual(["a", "b"])
    expect(server.requests.map((r) => [r.query, JSON.parse(r.text)])).toEqual([
      ["page=0", { filterTerm: "x", providerIds: ["p1"] }],
      ["page=1", { filterTerm: "x", providerIds: ["p1"] }]
    ])
  })
  it("Organizations.listAll asks for pages, so the platform answers page models", async () => {
    server.reply(
      { body: { items: [{ id: "o1" }], totalEntries: 2, totalPages: 2 } },
      { body: { items: [{ id: "o2" }], totalEntries: 2, totalPages: 2 } }
    )
    const orgs = await run(server, Stream.runCollect(Organizations.listAll({ perPage: 1, additionalFields: "status" })))
    expect(Array.from(orgs, (o) => o.id)).toEqual(["o1", "o2"])
    expect(server.requests.map((r) => r.url)).toEqual([
      "/rest/organizations?page=0&perPage=1&additionalFields=status",
      "/rest/organizations?page=1&perPage=1&additionalFields=status"
    ])
  })
})

describe("typed results", () => {
  it("Organizations.list is a plain array without options and a page with options", async () => {
    server.reply({ body: [{ id: "o1" }] }, { body: { items: [{ id: "o2" }], totalEntries: 1, totalPages: 1 } })
    const all: ReadonlyArray<Organizations.OrganizationModel> = await run(server, Organizations.list())
    const page: Organizations.OrganizationPage = await run(server, Organizations.list({ perPage: 1 }))
    expect(all.map((o) => o.id)).toEqual(["o1"])
    expect(page.items?.map((o) => o.id)).toEqual(["o2"])
    expect(server.requests.map((r) => r.url)).toEqual(["/rest/organizations", "/rest/organizations?perPage=1"])
  })
  it("enumeration fields carry the Schema enum types", async () => {
    server.reply({ body: { name: "ada", type: "User", state: "IN_ERROR", lastUpdateResult: "TIMED_OUT" } }, {
      body: ["EMAIL", "SAML"]
    })
    const entity = await run(server, SecurityCache.getProviderEntity("p1", { name: "ada" }))
    // The description types a cached identity's `type` as a plain string (its enumeration is the sent identity's).
    const type: string | undefined = entity.type
    const state: PermissionState | undefined = entity.state
    const providers: ReadonlyArray<AuthenticationProvider> = await run(
      server,
      Organizations.getAllowedAuthenticationProviders()
    )
    expect([type, state, providers]).toEqual(["User", "IN_ERROR", ["EMAIL", "SAML"]])
  })
})

describe("security provider refresh", () => {
  const idle = (op: string) => ({
    body: { id: "p1", currentStatus: { type: "IDLE" }, lastRefreshOperation: { id: op } }
  })
  const refreshing = (op: string) => ({
    body: { id: "p1", currentStatus: { type: "REFRESHING" }, lastRefreshOperation: { id: op } }
  })
  const waitOptions = { every: "1 second", timeout: "5 seconds" } as const

  it("can be cancelled", async () => {
    server.reply({ status: 204 })
    expect(await run(server, SecurityCache.cancelRefresh("p1"))).toEqual({})
    expect(calls(server)).toEqual(["POST /rest/organizations/my-org/securityproviders/p1/refresh/cancel"])
  })

  it.effect("refreshProviderAndWait succeeds once the provider is idle after a new refresh", () =>
    Effect.gen(function*() {
      // The first poll still shows the previous refresh: it must not end the wait.
      server.reply(idle("op1"), { status: 204 }, idle("op1"), refreshing("op2"), idle("op2"))
      const fiber = yield* Effect.forkChild(
        Effect.provide(SecurityCache.refreshProviderAndWait("p1", waitOptions), testLayer(server))
      )
      yield* arrived(server, 3)
      expect(calls(server)).toEqual([
        "GET /rest/organizations/my-org/securityproviders/p1",
        "POST /rest/organizations/my-org/securitycache/p1/refresh",
        "GET /rest/organizations/my-org/securityproviders/p1"
      ])
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 second")
      yield* arrived(server, 4)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 second")
      yield* arrived(server, 5)
      const provider = yield* Fiber.join(fiber)
      expect(provider.lastRefreshOperation?.id).toBe("op2")
      expect(server.requests).toHaveLength(5)
    }))

  it.effect("refreshProviderAndWait ends as soon as a new refresh is recorded, even if it was never seen busy", () =>
    Effect.gen(function*() {
      server.reply(idle("op1"), { status: 204 }, idle("op2"))
      const provider = yield* Effect.provide(SecurityCache.refreshProviderAndWait("p1", waitOptions), testLayer(server))
      expect(provider.lastRefreshOperation?.id).toBe("op2")
      expect(server.requests).toHaveLength(3)
    }))

  it.effect("refreshProviderAndWait fails with OperationFailed when the provider ends in ERROR", () =>
    Effect.gen(function*() {
      server.reply(idle("op1"), { status: 204 }, refreshing("op2"), {
        body: {
          id: "p1",
          currentStatus: { type: "ERROR" },
          lastRefreshOperation: { id: "op2", errorCode: "PROVIDER_UNREACHABLE" }
        }
      })
      const fiber = yield* Effect.forkChild(
        Effect.exit(Effect.provide(SecurityCache.refreshProviderAndWait("p1", waitOptions), testLayer(server)))
      )
      yield* arrived(server, 3)
      yield* TestClock.adjust("1 second")
      yield* arrived(server, 4)
      const error = failureOf(yield* Fiber.join(fiber))
      expect(error).toMatchObject({ _tag: "OperationFailed", reason: "PROVIDER_UNREACHABLE" })
      expect(server.requests).toHaveLength(4)
    }))

  it.effect("refreshProviderAndWait fails with PollTimeout when the refresh outlasts the timeout", () =>
    Effect.gen(function*() {
      server.reply(idle("op1"), { status: 204 })
      server.handler = () => refreshing("op2")
      const fiber = yield* Effect.forkChild(
        Effect.exit(Effect.provide(SecurityCache.refreshProviderAndWait("p1", waitOptions), testLayer(server)))
      )
      yield* arrived(server, 3)
      for (let i = 1; i <= 4; i++) {
        yield* TestClock.adjust("1 second")
        yield* arrived(server, 3 + i)
      }
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 second")
      yield* settle
      const error = failureOf(yield* Fiber.join(fiber))
      expect(error).toMatchObject({ _tag: "PollTimeout", timeoutMillis: 5000 })
      expect((error as { last: { currentStatus: { type: string } } }).last.currentStatus.type).toBe("REFRESHING")
    }))
})

describe("promise facade", () => {
  it("exposes the areas under the promise client's accessor names", async () => {
    await withFacade(server, organizationAccessors, async (facade) => {
      server.reply({ body: { id: "i1", email: "bob@example.com" } }, { body: { paused: true } })
      serverless.reply({ status: 202 })
      expect(await facade.group.invite.add("g1", { email: "bob@example.com" })).toEqual({
        id: "i1",
        email: "bob@example.com"
      })
      expect(await facade.organization.status()).toEqual({ paused: true })
      expect(await facade.pushApi.deleteOldSecurityIdentities("p1", { orderingId: 3 })).toEqual({})
      expect(calls(server)).toEqual([
        "POST /rest/organizations/my-org/groups/g1/invites?sendEmail=true",
        "GET /rest/organizations/my-org/status"
      ])
      expect(calls(serverless)).toEqual([
        "DELETE /push/v1/organizations/my-org/providers/p1/permissions/olderthan?orderingId=3"
      ])
      expect(typeof facade.global.region.list).toBe("function")
      expect(typeof facade.organization.members.getAll).toBe("function")
      expect(typeof facade.connectivity.requestLog).toBe("function")
    }, serverless)
  })
})
