/**
 * The activity log, projects and next-generation search pages beyond their wire tables: the promise
 * facade's `activity`, `project` and `nextGenSearchPages` accessors with the promise client's
 * arguments, the activity poller, the paged streams, and the emulator's behaviour for them.
 */
import { PlatformClient } from "@coveo/platform-client"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as Emulator from "../src/emulator/index.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as Activities from "../src/Platform/Activity/Activities.ts"
import * as NextGenSearchPages from "../src/Platform/Interfaces/NextGenSearchPages.ts"
import * as Projects from "../src/Platform/Projects/Projects.ts"
import { workspaceAccessors } from "../src/promise/accessors/workspace.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { failureOf, ORG, run, runExit, TOKEN, withFacade } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()
const org = `/rest/organizations/${ORG}`

const activity = (state: string, result?: string) => ({
  id: "a1",
  operation: "FULL_REFRESH",
  state,
  ...(result === undefined ? {} : { result })
})

describe("promise facade: activity, project, nextGenSearchPages", () => {
  it("is reachable from the client under the promise client's accessor names", async () => {
    const client = createPlatformClient({ organizationId: "o", accessToken: "t", host: "http://127.0.0.1:9" })
    const c = client as unknown as Record<string, Record<string, unknown>>
    for (
      const method of [
        "abortActivity",
        "get",
        "getListOfResourcesAndOperations",
        "getOperationTypes",
        "getResourceTypes",
        "list",
        "listAll",
        "listFacets"
      ]
    ) expect(typeof c.activity![method], `activity.${method}`).toBe("function")
    for (
      const method of [
        "create",
        "delete",
        "get",
        "list",
        "listAssociatedProjects",
        "listResources",
        "listResourcesByStatus",
        "update"
      ]
    ) expect(typeof c.project![method], `project.${method}`).toBe("function")
    for (
      const method of [
        "addAccessesUsers",
        "create",
        "delete",
        "generatePreview",
        "get",
        "getAccesses",
        "getAccessesUsers",
        "getEditInterface",
        "getLoader",
        "getLoginPage",
        "getToken",
        "getView",
        "list",
        "manifest",
        "requestAccess",
        "update",
        "updateAccesses",
        "updateAccessesUsers"
      ]
    ) expect(typeof c.nextGenSearchPages![method], `nextGenSearchPages.${method}`).toBe("function")
    expect(c.activity!["activityFailure"]).toBeUndefined()
    await client.dispose()
  })

  it("sends the promise client's requests for the promise client's arguments", async () => {
    await withFacade(server, workspaceAccessors, async (client) => {
      const page = { items: [activity("EXECUTED", "SUCCESS")], totalEntries: 1, totalPages: 1 }
      server.reply(
        { body: page },
        { body: page },
        { body: page },
        { body: {} },
        { body: ["CREATE", "COMMIT"] },
        { body: [{ id: "s1", projectIds: ["p1"] }] },
        { body: { id: "sp1", name: "Support" } },
        { body: "<html></html>", headers: { "content-type": "text/html" } },
        { status: 204 }
      )
      expect(await client.activity.list({ page: 0, perPage: 5 }, { states: ["EXECUTING"] })).toEqual(page)
      await client.activity.list(undefined, { sections: ["INTERNAL"] })
      const all = await client.activity.listAll({ perPage: 5 })
      expect(all?.totalEntries).toBe(1)
      await client.activity.listFacets({ from: "2024-01-01T00:00:00Z" })
      expect(await client.activity.getOperationTypes(true)).toEqual(["CREATE", "COMMIT"])
      expect(await client.project.listAssociatedProjects("SOURCE", ["s1"])).toEqual([{ id: "s1", projectIds: ["p1"] }])
      await client.nextGenSearchPages.addAccessesUsers("sp1", ["ann@example.com"], true, "Hello")
      expect(await client.nextGenSearchPages.getView("sp1")).toBe("<html></html>")
      expect(await client.nextGenSearchPages.requestAccess("sp1")).toEqual({})
      expect(server.requests.map((r) => `${r.method} ${r.url} ${r.text}`)).toEqual([
        `POST ${org}/activities/public?page=0&perPage=5 {"states":["EXECUTING"]}`,
        `POST ${org}/activities {"sections":["INTERNAL"]}`,
        `POST /rest/activities?perPage=5 {}`,
        `POST ${org}/activities/facets/public?from=2024-01-01T00%3A00%3A00Z {}`,
        `GET ${org}/activities/operationtypes/all `,
        `POST ${org}/projects/resources/ids?resourceType=SOURCE ["s1"]`,
        `POST ${org}/searchpage/v1/interfaces/sp1/accesses/users?notify=1 {"users":["ann@example.com"],"message":"Hello"}`,
        `GET ${org}/searchpage/v1/interfaces/sp1/preview `,
        `POST ${org}/searchpage/v1/interfaces/sp1/accesses/request {}`
      ])
    })
  })

  // The differential test pairs a wire case with the promise client's method of the declaration's name; the
  // activity calls that pick their path (list, listFacets, getOperationTypes) are compared here instead.
  it("picks the path of list, listFacets and getOperationTypes as @coveo/platform-client 60.4 does", async () => {
    const window = { from: "2024-01-01T00:00:00.000Z", to: "2024-01-31T00:00:00.000Z" }
    const calls: ReadonlyArray<readonly [string, ReadonlyArray<unknown>]> = [
      ["list", []],
      ["list", [{ page: 2, perPage: 10, ...window }, { states: ["EXECUTING"], sections: ["CONTENT"] }]],
      ["list", [{ page: 0 }, { sections: ["CONTENT", "INTERNAL"] }]],
      ["list", [undefined, { sections: [] }]],
      ["listFacets", []],
      ["listFacets", [window, { resourceTypes: ["SOURCE"] }]],
      ["listFacets", [window, { sections: ["INTERNAL"] }]],
      ["getOperationTypes", []],
      ["getOperationTypes", [false]],
      ["getOperationTypes", [true]]
    ]
    const hosts = { organizationId: ORG, accessToken: TOKEN, host: server.url }
    const theirs = new PlatformClient(hosts) as unknown as {
      activity: Record<string, (...a: Array<unknown>) => unknown>
    }
    const ours = createPlatformClient(hosts) as unknown as {
      activity: Record<string, (...a: Array<unknown>) => unknown>
      dispose: () => Promise<void>
    }
    const seen = async (f: (...a: Array<unknown>) => unknown, args: ReadonlyArray<unknown>) => {
      server.reset()
      server.handler = () => ({ body: {} })
      await f(...structuredClone(args))
      return server.requests.map((r) => ({
        method: r.method,
        url: r.url,
        type: r.headers["content-type"],
        text: r.text
      }))
    }
    for (const [method, args] of calls) {
      const expected = await seen(theirs.activity[method]!.bind(theirs.activity), args)
      expect(await seen(ours.activity[method]!, args), `${method}(${JSON.stringify(args)})`).toEqual(expected)
    }
    await ours.dispose()
  })

  it("iterates the paged lists as async iterables", async () => {
    await withFacade(server, workspaceAccessors, async (client) => {
      server.reply(
        { body: { items: [{ id: "p1" }], totalEntries: 2, totalPages: 2 } },
        { body: { items: [{ id: "p2" }], totalEntries: 2, totalPages: 2 } }
      )
      const ids: Array<string> = []
      for await (const p of client.project.listAll({ perPage: 1 })) ids.push(p.id)
      expect(ids).toEqual(["p1", "p2"])
      expect(server.requests.map((r) => r.url)).toEqual([
        `${org}/projects?page=0&perPage=1`,
        `${org}/projects?page=1&perPage=1`
      ])
    })
  })
})

describe("activity streams", () => {
  it("pages through the organization's activities, public or internal by the filters", async () => {
    server.reply(
      { body: { items: [{ id: "a1" }, { id: "a2" }], totalEntries: 3, totalPages: 2 } },
      { body: { items: [{ id: "a3" }], totalEntries: 3, totalPages: 2 } }
    )
    const items = await run(server,
      Stream.runCollect(Activities.listStream({ perPage: 2 }, { sections: ["INTERNAL"] })))
    expect([...items].map((a) => a.id)).toEqual(["a1", "a2", "a3"])
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${org}/activities?page=0&perPage=2`,
      `POST ${org}/activities?page=1&perPage=2`
    ])
  })

  it("pages through every organization's activities", async () => {
    server.reply({ body: { items: [{ id: "a1" }], totalEntries: 1, totalPages: 1 } })
    const items = await run(server, Stream.runCollect(Activities.listAllStream()))
    expect([...items].map((a) => a.id)).toEqual(["a1"])
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /rest/activities?page=0"])
  })

  it("pages through a project's resources of one type", async () => {
    server.reply({ body: { items: [{ id: "s1" }], totalEntries: 1, totalPages: 1 } })
    const items = await run(server, Stream.runCollect(Projects.listResourcesAll("p 1", "SOURCE", { filter: "doc" })))
    expect([...items].map((r) => r.id)).toEqual(["s1"])
    expect(server.requests[0]!.url).toBe(`${org}/projects/p%201/resources/SOURCE?filter=doc&page=0`)
  })
})

describe("waitForActivity", () => {
  const every = "5 millis"

  it("polls until the activity is executed and answers it", async () => {
    server.reply(
      { body: activity("NOT_EXECUTED") },
      { body: activity("EXECUTING") },
      { body: activity("EXECUTED", "SUCCESS") }
    )
    const seen: Array<string | undefined> = []
    const done = await run(
      server,
      Activities.waitForActivity("a1", { every, onStatus: (a) => Effect.sync(() => seen.push(a.state)) })
    )
    expect(done.result).toBe("SUCCESS")
    expect(seen).toEqual(["NOT_EXECUTED", "EXECUTING", "EXECUTED"])
    expect(server.requests.map((r) => r.url)).toEqual(Array(3).fill(`${org}/activities/a1`))
  })

  it("fails with OperationFailed when the activity ends in error or is aborted", async () => {
    server.reply({ body: { ...activity("EXECUTED", "ERROR"), errorCode: "CRAWLER_ERROR" } })
    const failed = failureOf(await runExit(server, Activities.waitForActivity("a1", { every })))
    expect(failed).toMatchObject({ _tag: "OperationFailed", what: "Activities.get a1", reason: "CRAWLER_ERROR" })
    server.reply({ body: { ...activity("EXECUTED", "ABORT"), abortReason: "Stopped by bob" } })
    const aborted = failureOf(await runExit(server, Activities.waitForActivity("a1", { every })))
    expect(aborted).toMatchObject({ _tag: "OperationFailed", reason: "ABORT: Stopped by bob" })
  })

  it("a duration that is not one fails with InvalidInput, before any request, in both APIs", async () => {
    const careless: ReadonlyArray<Activities.WaitForActivityOptions> = [
      { timeout: "5 secnds" as never },
      { timeout: -1 },
      { every: "soon" as never },
      { every: 0 },
      { every: Number.NaN }
    ]
    for (const options of careless) {
      const failure = failureOf(await runExit(server, Activities.waitForActivity("a1", options)))
      expect(failure, JSON.stringify(options)).toMatchObject({ _tag: "InvalidInput", call: "poll Activities.get a1" })
    }
    await withFacade(server, workspaceAccessors, async (client) => {
      for (const options of careless) {
        await expect(client.activity.waitForActivity("a1", options), JSON.stringify(options)).rejects.toMatchObject({
          _tag: "InvalidInput"
        })
      }
    })
    expect(server.requests).toHaveLength(0)
  })

  it("fails with PollTimeout while the activity is still running at the deadline", async () => {
    server.handler = () => ({ body: activity("EXECUTING") })
    const late = failureOf(await runExit(server, Activities.waitForActivity("a1", { every, timeout: "60 millis" })))
    expect(late).toMatchObject({ _tag: "PollTimeout", timeoutMillis: 60, last: { state: "EXECUTING" } })
  })
})

const withEmulator = <A, E>(f: (emulator: Emulator.EmulatorHandle) => Effect.Effect<A, E, CoveoClient>) =>
  Effect.gen(function*() {
    return yield* f(yield* Emulator.Emulator)
  }).pipe(Effect.provide(Emulator.layer({ stepMs: 0 })))

describe("emulator", () => {
  it.live("lists the sample activities, the internal ones only on the internal paths, and their facets", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const publicPage = yield* Activities.list()
        expect(publicPage.totalEntries).toBe(6)
        expect(publicPage.items.every((a) => a.section === "CONTENT" && a.state === "EXECUTED")).toBe(true)
        const withInternal = yield* Activities.list({ perPage: 4 }, { sections: ["CONTENT", "INTERNAL"] })
        expect([withInternal.totalEntries, withInternal.totalPages, withInternal.items.length]).toEqual([7, 2, 4])
        const refreshes = yield* Activities.list(undefined, { operations: ["FULL_REFRESH"] })
        expect(refreshes.items.map((a) => a.operation)).toEqual(["FULL_REFRESH", "FULL_REFRESH", "FULL_REFRESH"])
        const first = refreshes.items[0]!
        expect(yield* Activities.get(first.id)).toEqual(first)
        expect(yield* Activities.waitForActivity(first.id)).toEqual(first)
        const facets = yield* Activities.listFacets()
        expect(facets.sections).toEqual(["CONTENT"])
        expect([...facets.operations ?? []].sort()).toEqual(["CREATE", "FULL_REFRESH"])
        expect((yield* Activities.listFacets(undefined, { sections: ["INTERNAL"] })).sections).toEqual(["INTERNAL"])
        expect((yield* Activities.listAll()).totalEntries).toBe(7)
        expect((yield* Activities.list({ to: "2000-01-01T00:00:00Z" })).totalEntries).toBe(0)
      })
    ))

  it.live("keeps a project's resources, and answers which projects hold a resource", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const created = yield* Projects.create({
          name: "Support",
          description: "The support portal",
          type: "SUPPORT_PORTAL",
          resources: { SOURCE: ["s1", "s2"], QUERY_PIPELINE: ["default"] }
        })
        expect(created).toMatchObject({ name: "Support", type: "SUPPORT_PORTAL" })
        expect((yield* Projects.list({ filter: "supp" })).items.map((p) => p.id)).toEqual([created.id])
        const byStatus = yield* Projects.listResourcesByStatus(created.id)
        expect(byStatus.existingResources).toEqual({ SOURCE: ["s1", "s2"], QUERY_PIPELINE: ["default"] })
        const sources = yield* Projects.listResources(created.id, "SOURCE", { perPage: 1 })
        expect([sources.items.map((r) => r.id), sources.totalPages]).toEqual([["s1"], 2])
        expect(yield* Projects.listAssociatedProjects("SOURCE", ["s2", "s3"])).toEqual([
          { id: "s2", projectIds: [created.id] },
          { id: "s3", projectIds: [] }
        ])
        yield* Projects.delete(created.id)
        expect(failureOf(yield* Effect.exit(Projects.get(created.id)))).toMatchObject({ status: 404 })
      })
    ))

  it.live("keeps a search page's accesses in the page, and serves its markup as HTML", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const page = yield* NextGenSearchPages.create({ name: "Support", layout: "grid" })
        const id = page.id
        expect((yield* NextGenSearchPages.list()).items.map((p) => p.id)).toEqual([id])
        yield* NextGenSearchPages.updateAccessesUsers(id, ["ann@example.com"])
        const added = yield* NextGenSearchPages.addAccessesUsers(id, ["bob@example.com"], true, "Welcome")
        expect(added.accesses?.users).toEqual(["ann@example.com", "bob@example.com"])
        expect(yield* NextGenSearchPages.getAccessesUsers(id)).toEqual(["ann@example.com", "bob@example.com"])
        yield* NextGenSearchPages.updateAccesses(id, {
          users: [],
          domains: ["example.com"],
          sharingDomainEnabled: true
        })
        expect(yield* NextGenSearchPages.getAccesses(id)).toEqual({
          users: [],
          domains: ["example.com"],
          sharingLinkEnabled: false,
          sharingDomainEnabled: true
        })
        expect(yield* NextGenSearchPages.getView(id)).toContain("<atomic-search-interface")
        // The description's preview body is the stored configuration, id included (the emulator checks it).
        expect(yield* NextGenSearchPages.generatePreview(id, page)).toContain("Support")
        expect((yield* NextGenSearchPages.getToken(id)).token).toBe(`emulator-search-token-${id}`)
        const missing = failureOf(yield* Effect.exit(NextGenSearchPages.getLoader("nope")))
        expect(missing).toMatchObject({ status: 404 })
      })
    ))
})
