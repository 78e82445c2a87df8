import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import { TestClock } from "effect/testing"
import type { HttpError, InvalidInput } from "../src/Errors/index.ts"
import type { OperationFailed, PollTimeout } from "../src/Http/Poll.ts"
import * as Catalogs from "../src/Platform/Commerce/Catalogs.ts"
import type * as Clusters from "../src/Platform/Indexes/Clusters.ts"
import * as Indexes from "../src/Platform/Indexes/Indexes.ts"
import * as Extensions from "../src/Platform/Sources/Extensions.ts"
import * as Fields from "../src/Platform/Sources/Fields.ts"
import * as SchemaService from "../src/Platform/Sources/SchemaService.ts"
import { contentAccessors } from "../src/promise/accessors/content.ts"
import type { FieldOrigin, FieldType } from "../src/Schema/Fields.ts"
import type { IndexType } from "../src/Schema/Organization.ts"
import { failureOf, run, runExit, testLayer, withFacade } from "./support/client.ts"
import { arrived, type Recorded, type Reply, scopedServer, settle, useServer } from "./support/server.ts"

const org = "/rest/organizations/my-org"

const server = useServer()

const pageOf = (req: Recorded): number => Number(new URLSearchParams(req.query).get("page"))

describe("indexes: resize, flags and restore", () => {
  it("sends the resize size in gibibytes as the JSON body, not as a query", async () => {
    server.reply({ status: 204 })
    await run(server, Indexes.resize("idx-1", 512))
    const req = server.requests[0]!
    expect(req.method).toBe("POST")
    expect(req.path).toBe(`${org}/indexes/idx-1/resize`)
    expect(req.query).toBe("")
    expect(req.headers["content-type"]).toBe("application/json")
    expect(JSON.parse(req.text)).toEqual({ sizeInGibibytes: 512 })
  })

  it("sends read-only and online as boolean query flags with an empty JSON body", async () => {
    server.reply({ status: 204 }, { status: 204 }, { status: 204 }, { status: 204 })
    await run(server, Indexes.readOnly("idx-1", true))
    await run(server, Indexes.readOnly("idx-1", false))
    await run(server, Indexes.isOnline("idx-1", true))
    await run(server, Indexes.isOnline("idx-1", false))
    expect(server.requests.map((r) => `${r.method} ${r.path}?${r.query} ${r.text}`)).toEqual([
      `PUT ${org}/indexes/idx-1/readonly?isReadOnly=true {}`,
      `PUT ${org}/indexes/idx-1/readonly?isReadOnly=false {}`,
      `PUT ${org}/indexes/idx-1/online?isOnline=true {}`,
      `PUT ${org}/indexes/idx-1/online?isOnline=false {}`
    ])
  })

  it("sends the backup to restore as the backupId query", async () => {
    server.reply({ status: 204 })
    await run(server, Indexes.restore("idx-1", "backup/7"))
    const req = server.requests[0]!
    expect(req.method).toBe("POST")
    expect(req.path).toBe(`${org}/indexes/idx-1/restore`)
    expect(req.query).toBe("backupId=backup%2F7")
    expect(req.text).toBe("{}")
  })
})

describe("extensions: enable and disable", () => {
  it("disables with the reason in the JSON body", async () => {
    server.reply({ status: 204 })
    const result = await run(server, Extensions.disable("ext-1", "times out on large files"))
    expect(result).toEqual({})
    const req = server.requests[0]!
    expect(req.method).toBe("POST")
    expect(req.path).toBe(`${org}/extensions/ext-1/disable`)
    expect(req.query).toBe("")
    expect(req.headers["content-type"]).toBe("application/json")
    expect(JSON.parse(req.text)).toEqual({ reason: "times out on large files" })
  })

  it("enables with a POST and an empty JSON body", async () => {
    server.reply({ status: 204 })
    await run(server, Extensions.enable("ext-1"))
    const req = server.requests[0]!
    expect(req.method).toBe("POST")
    expect(req.path).toBe(`${org}/extensions/ext-1/enable`)
    expect(req.headers["content-type"]).toBe("application/json")
    expect(req.text).toBe("{}")
  })
})

describe("fields: batch delete", () => {
  it("sends the field names as the repeated query key fields", async () => {
    server.reply({ status: 204 })
    await run(server, Fields.deleteFields(["author", "price_usd", "a&b"]))
    const req = server.requests[0]!
    expect(req.method).toBe("DELETE")
    expect(req.path).toBe(`${org}/indexes/fields/batch/delete`)
    expect(req.query).toBe("fields=author&fields=price_usd&fields=a%26b")
    expect(new URLSearchParams(req.query).getAll("fields")).toEqual(["author", "price_usd", "a&b"])
    expect(req.text).toBe("")
  })
})

describe("paged lists as streams", () => {
  // Three pages of two fields each: f0..f5.
  const threePages = (req: Recorded): Reply => {
    const page = pageOf(req)
    return { body: { items: [{ name: `f${page * 2}` }, { name: `f${page * 2 + 1}` }], totalEntries: 6, totalPages: 3 } }
  }

  it("streams every field across three pages, in order", async () => {
    server.handler = threePages
    const names = await run(server, Stream.runCollect(Fields.listAll({ perPage: 2, origin: "USER" })))
    expect(names.map((f) => f.name)).toEqual(["f0", "f1", "f2", "f3", "f4", "f5"])
    expect(server.requests.map((r) => r.query)).toEqual([
      "page=0&perPage=2&origin=USER",
      "page=1&perPage=2&origin=USER",
      "page=2&perPage=2&origin=USER"
    ])
    expect(server.requests.every((r) => r.path === `${org}/indexes/page/fields`)).toBe(true)
  })

  it("fetches only the pages it needs when the consumer stops early", async () => {
    server.handler = threePages
    const names = await run(server, Stream.runCollect(Stream.take(Fields.listAll({ perPage: 2 }), 3)))
    expect(names.map((f) => f.name)).toEqual(["f0", "f1", "f2"])
    expect(server.requests.map(pageOf)).toEqual([0, 1])
  })

  it("fails with the HttpError of a failing page and asks for nothing after it", async () => {
    server.handler = (req) => pageOf(req) === 1 ? { status: 503, body: { message: "busy" } } : threePages(req)
    const seen: Array<string> = []
    const exit = await runExit(
      server,
      Stream.runForEach(Fields.listAll({ perPage: 2 }), (f) => Effect.sync(() => seen.push(String(f.name))))
    )
    const error = failureOf(exit) as HttpError
    expect(error._tag).toBe("HttpError")
    expect(error.status).toBe(503)
    expect(seen).toEqual(["f0", "f1"])
    expect(server.requests.map(pageOf)).toEqual([0, 1])
  })

  it("pages catalogs with pageSize and index backups with perPage", async () => {
    server.handler = (req) => {
      const page = pageOf(req)
      return { body: { items: [{ id: `x${page}`, backupId: `x${page}` }], totalEntries: 2, totalPages: 2 } }
    }
    const catalogs = await run(server, Stream.runCollect(Catalogs.listAll({ pageSize: 1, sourceIds: ["s1", "s2"] })))
    expect(catalogs.map((c) => c.id)).toEqual(["x0", "x1"])
    expect(server.requests.map((r) => `${r.path}?${r.query}`)).toEqual([
      `${org}/catalogs?page=0&pageSize=1&sourceIds=s1&sourceIds=s2`,
      `${org}/catalogs?page=1&pageSize=1&sourceIds=s1&sourceIds=s2`
    ])
    server.requests.length = 0
    const backups = await run(server, Stream.runCollect(Indexes.getBackupsAll({ perPage: 1, indexId: "idx-1" })))
    expect(backups.map((b) => b.backupId)).toEqual(["x0", "x1"])
    expect(server.requests.map((r) => `${r.path}?${r.query}`)).toEqual([
      `${org}/indexbackups/page?page=0&perPage=1&indexId=idx-1`,
      `${org}/indexbackups/page?page=1&perPage=1&indexId=idx-1`
    ])
  })
})

describe("Indexes.backupAndWait", () => {
  interface Script {
    listed: boolean
    state: string
  }
  const platform = (script: Script) => (req: Recorded): Reply => {
    if (req.method === "POST" && req.path === `${org}/indexes/idx-1/backup`) return { body: { id: "bk-1" } }
    if (req.path === `${org}/indexbackups/page`) {
      const items = script.listed ? [{ backupId: "bk-1", indexId: "idx-1", creationDate: 42 }] : []
      return { body: { items, totalEntries: items.length, totalPages: items.length } }
    }
    if (req.path === `${org}/indexes/idx-1`) {
      return { body: { id: "idx-1", type: "COVEO", status: { internalStatus: script.state } } }
    }
    return { status: 404, body: { message: "no route" } }
  }

  it.effect("answers the backup once the backups page lists it", () =>
    Effect.gen(function*() {
      const s = yield* scopedServer()
      const script: Script = { listed: false, state: "ONLINE" }
      s.handler = platform(script)
      const fiber = yield* Indexes.backupAndWait("idx-1", { every: "5 seconds", timeout: "1 minute" }).pipe(
        Effect.provide(testLayer(s)),
        Effect.forkChild
      )
      // Start, then the first check: the page does not list it, so the index is read too.
      yield* arrived(s, 3)
      expect(s.requests.map((r) => `${r.method} ${r.path}${r.query ? `?${r.query}` : ""}`)).toEqual([
        `POST ${org}/indexes/idx-1/backup`,
        `GET ${org}/indexbackups/page?backupId=bk-1&indexId=idx-1`,
        `GET ${org}/indexes/idx-1`
      ])
      yield* TestClock.adjust("4 seconds")
      yield* settle
      expect(s.requests).toHaveLength(3)
      script.listed = true
      yield* TestClock.adjust("1 second")
      yield* arrived(s, 4)
      expect(fiber.pollUnsafe()).toBeDefined()
      const backup = yield* Fiber.join(fiber)
      expect(backup).toEqual({ backupId: "bk-1", indexId: "idx-1", creationDate: 42 })
      // Once listed, the index is not read again.
      expect(s.requests).toHaveLength(4)
    }))

  it.effect("fails with OperationFailed when the index reports an error state", () =>
    Effect.gen(function*() {
      const s = yield* scopedServer()
      const script: Script = { listed: false, state: "ONLINE" }
      s.handler = platform(script)
      const fiber = yield* Indexes.backupAndWait("idx-1", { every: "5 seconds", timeout: "1 minute" }).pipe(
        Effect.provide(testLayer(s)),
        Effect.flip,
        Effect.forkChild
      )
      yield* arrived(s, 3)
      script.state = "BACKUP_ERROR"
      yield* TestClock.adjust("5 seconds")
      yield* arrived(s, 5)
      expect(fiber.pollUnsafe()).toBeDefined()
      const error = (yield* Fiber.join(fiber)) as OperationFailed
      expect(error._tag).toBe("OperationFailed")
      expect(error.reason).toBe("BACKUP_ERROR")
      expect(error.what).toBe("Indexes.backup idx-1 bk-1")
      expect(s.requests).toHaveLength(5)
    }))

  it.effect("fails with PollTimeout when the backup never shows up", () =>
    Effect.gen(function*() {
      const s = yield* scopedServer()
      s.handler = platform({ listed: false, state: "ONLINE" })
      const fiber = yield* Indexes.backupAndWait("idx-1", { every: "5 seconds", timeout: "12 seconds" }).pipe(
        Effect.provide(testLayer(s)),
        Effect.flip,
        Effect.forkChild
      )
      yield* arrived(s, 3)
      yield* TestClock.adjust("5 seconds")
      yield* arrived(s, 5)
      yield* TestClock.adjust("5 seconds")
      yield* arrived(s, 7)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("2 seconds")
      yield* settle
      expect(fiber.pollUnsafe()).toBeDefined()
      const error = (yield* Fiber.join(fiber)) as PollTimeout
      expect(error._tag).toBe("PollTimeout")
      expect(error.timeoutMillis).toBe(12_000)
      expect(error.last).toMatchObject({ backupId: "bk-1", backup: undefined, index: { id: "idx-1" } })
      expect(s.requests).toHaveLength(7)
    }))
})

describe("typed results and queries", () => {
  it("types fields, origins and index types with the enum Schemas", () => {
    expectTypeOf<Fields.FieldModel["type"]>().toEqualTypeOf<FieldType | undefined>()
    expectTypeOf<Fields.ListFieldsParams["origin"]>().toEqualTypeOf<FieldOrigin | undefined>()
    expectTypeOf<Fields.ListFieldsParams["type"]>().toEqualTypeOf<FieldType | undefined>()
    expectTypeOf<Indexes.IndexAttributes["type"]>().toEqualTypeOf<IndexType | undefined>()
    expectTypeOf<Clusters.ClusterStatusModel["status"]>().toEqualTypeOf<"ERROR" | "HEALTHY">()
  })

  it("rejects a value outside an enumeration before any request", async () => {
    const error = failureOf(await runExit(server, Fields.list({ origin: "EVERYTHING" as FieldOrigin }))) as InvalidInput
    expect(error._tag).toBe("InvalidInput")
    expect(error.call).toBe("Fields.list")
    expect(server.requests).toHaveLength(0)
  })

  it("requires the schema service instanceUrl before any request", async () => {
    const error = failureOf(await runExit(server, SchemaService.getEntities("SERVICENOW"))) as InvalidInput
    expect(error._tag).toBe("InvalidInput")
    expect(error.message).toContain("instanceUrl")
    expect(server.requests).toHaveLength(0)
  })
})

describe("promise facade of the content areas", () => {
  it("runs calls, nested accessors and streams through promises", async () => {
    await withFacade(server, contentAccessors, async (client) => {
      server.reply({ body: [{ id: "idx-1", type: "ELASTIC" }] })
      const indexes = await client.index.list()
      expect(indexes).toEqual([{ id: "idx-1", type: "ELASTIC" }])

      server.reply({ status: 204 })
      expect(await client.cluster.nodes.start("c1", "n1")).toEqual({})

      server.reply({ status: 204 })
      await client.extension.disable("e1", "noisy")

      server.reply({ body: [{ id: "a1" }] })
      expect(await client.cluster.listAgents("c1")).toEqual([{ id: "a1" }])

      server.reply({ body: { items: [{ name: "f0" }], totalEntries: 1, totalPages: 1 } })
      const names: Array<string | undefined> = []
      for await (const field of client.field.listAll()) names.push(field.name)
      expect(names).toEqual(["f0"])

      expect(server.requests.map((r) => `${r.method} ${r.path} ${r.text}`)).toEqual([
        `GET ${org}/indexes `,
        `POST ${org}/clusters/c1/nodes/n1/start {}`,
        `POST ${org}/extensions/e1/disable {"reason":"noisy"}`,
        `GET ${org}/clusters/c1/agents `,
        `GET ${org}/indexes/page/fields `
      ])

      server.reply({ status: 404, body: { message: "unknown field" } })
      await expect(client.field.get("nope")).rejects.toMatchObject({ _tag: "HttpError", status: 404 })
    })
  })
})
