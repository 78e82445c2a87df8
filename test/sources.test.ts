import { describe, expect, it } from "@effect/vitest"
import * as Chunk from "effect/Chunk"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import { TestClock } from "effect/testing"
import { maxConcurrency } from "../src/Http/PagedStream.ts"
import * as SourceDatasets from "../src/Platform/Sources/SourceDatasets.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { failureOf, runExit, testLayer } from "./support/client.ts"
import { settle, useServer } from "./support/server.ts"

const server = useServer()

const pageOf = (page: number, totalPages: number) => ({
  sourceModels: [{ id: `s${page}a` }, { id: `s${page}b` }],
  totalEntries: totalPages * 2,
  totalPages
})
const pageParam = (url: string) => new URL(url, "http://x").searchParams.get("page")

describe("Sources.listAll", () => {
  it("walks every page in order", async () => {
    server.handler = (req) => ({ body: pageOf(Number(pageParam(req.url)), 3) })
    const ids = await Effect.runPromise(
      Stream.runCollect(Sources.listAll({ perPage: 2 })).pipe(Effect.provide(testLayer(server)))
    )
    expect(Chunk.toReadonlyArray(Chunk.fromIterable(ids)).map((s) => s.id)).toEqual([
      "s0a",
      "s0b",
      "s1a",
      "s1b",
      "s2a",
      "s2b"
    ])
    expect(server.requests.map((r) => r.query)).toEqual(["page=0&perPage=2", "page=1&perPage=2", "page=2&perPage=2"])
  })
  it("fetches pages concurrently when asked, and keeps their order", async () => {
    server.handler = (req) => {
      const page = Number(pageParam(req.url))
      return { body: pageOf(page, 4), delayMs: page === 1 ? 60 : 0 }
    }
    const items = await Effect.runPromise(
      Stream.runCollect(Sources.listAll({}, { concurrency: 3 })).pipe(Effect.provide(testLayer(server)))
    )
    expect([...items].map((s) => s.id)).toEqual(["s0a", "s0b", "s1a", "s1b", "s2a", "s2b", "s3a", "s3b"])
  })
  it("with concurrency, the pages after the first overlap on the server, and no more than asked", async () => {
    server.handler = (req) => ({ body: pageOf(Number(pageParam(req.url)), 7), delayMs: 80 })
    // The server's view: how many requests were open at once, sampled every 5 ms.
    let most = 0
    const poll = setInterval(() => {
      most = Math.max(most, server.requests.filter((r) => !r.finished).length)
    }, 5)
    try {
      const items = await Effect.runPromise(
        Stream.runCollect(Sources.listAll({}, { concurrency: 3 })).pipe(Effect.provide(testLayer(server)))
      )
      expect(items).toHaveLength(14)
    } finally {
      clearInterval(poll)
    }
    expect(server.requests).toHaveLength(7)
    expect(most).toBe(3)
  })
  it("stops fetching when the consumer stops", async () => {
    server.handler = (req) => ({ body: pageOf(Number(pageParam(req.url)), 50) })
    const items = await Effect.runPromise(
      Stream.runCollect(Stream.take(Sources.listAll(), 3)).pipe(Effect.provide(testLayer(server)))
    )
    expect([...items].map((s) => s.id)).toEqual(["s0a", "s0b", "s1a"])
    await new Promise((r) => setTimeout(r, 30))
    expect(server.requests).toHaveLength(2)
  })
  it("fails with the failing page's HttpError", async () => {
    server.handler = (req) => {
      const page = Number(pageParam(req.url))
      return page === 1 ? { status: 500, body: { message: "boom" } } : { body: pageOf(page, 3) }
    }
    const exit = await runExit(server, Stream.runCollect(Sources.listAll()))
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 500 })
    expect(server.requests).toHaveLength(2)
  })
  it("with concurrency, fails with the failing page's HttpError after the items before it, the pages ahead dropped", async () => {
    server.handler = (req) => {
      const page = Number(pageParam(req.url))
      return page === 2
        ? { status: 500, body: { message: "boom" }, delayMs: 20 }
        : { body: pageOf(page, 6), delayMs: page > 2 ? 2_000 : 0 }
    }
    const seen: Array<string> = []
    // What the server saw 50 ms after the failure, the client (its layer) still open.
    const [exit, requests] = await Effect.runPromise(
      Effect.gen(function*() {
        const exit = yield* Effect.exit(
          Stream.runForEach(Sources.listAll({}, { concurrency: 3 }), (s) => Effect.sync(() => seen.push(s.id!)))
        )
        yield* Effect.sleep(50)
        return [exit, server.requests.map((r) => [pageParam(r.url), r.finished, r.aborted])] as const
      }).pipe(Effect.provide(testLayer(server)))
    )
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 500 })
    expect(seen).toEqual(["s0a", "s0b", "s1a", "s1b"])
    // Pages 3 and 4 were asked ahead of the failure, and dropped with it (not left to run for 2 s).
    expect(requests.toSorted()).toEqual([
      ["0", true, false],
      ["1", true, false],
      ["2", true, false],
      ["3", true, true],
      ["4", true, true]
    ])
  })
  it("concurrency Infinity against a billion pages: at most maxConcurrency fetches at once, dropped when the consumer stops", async () => {
    server.handler = (req) => {
      const page = Number(pageParam(req.url))
      return { body: pageOf(page, 1e9), delayMs: page === 0 ? 0 : 20 }
    }
    const items = await Effect.runPromise(
      Stream.runCollect(Stream.take(Sources.listAll({}, { concurrency: Infinity }), 3)).pipe(
        Effect.provide(testLayer(server))
      )
    )
    expect([...items].map((s) => s.id)).toEqual(["s0a", "s0b", "s1a"])
    // Until the dropped requests have all landed (bounded), so that none reaches the next test.
    for (
      let i = 0, seen = -1;
      i < 100 && (seen !== server.requests.length || !server.requests.every((r) => r.finished));
      i++
    ) {
      seen = server.requests.length
      await new Promise((r) => setTimeout(r, 20))
    }
    // Page 0, then pages 1 to 64 at once (some dropped before they reached the server).
    const pages = server.requests.map((r) => Number(pageParam(r.url)))
    expect(pages[0]).toBe(0)
    expect(pages).toContain(1)
    expect(Math.max(...pages)).toBeLessThanOrEqual(maxConcurrency)
    expect(maxConcurrency).toBe(64)
  })
  it("without totalPages, reads until an empty page", async () => {
    server.handler = (req) => {
      const page = Number(pageParam(req.url))
      return { body: { sourceModels: page < 2 ? [{ id: `p${page}` }] : [] } }
    }
    const items = await Effect.runPromise(Stream.runCollect(Sources.listAll()).pipe(Effect.provide(testLayer(server))))
    expect([...items].map((s) => s.id)).toEqual(["p0", "p1"])
    expect(server.requests).toHaveLength(3)
  })
})

describe("SourceDatasets.importAndWait", () => {
  const statuses = (...replies: Array<Record<string, unknown>>) => {
    const queue = [...replies]
    server.handler = (req) =>
      req.path.endsWith("/import")
        ? { body: JSON.stringify("req-7") }
        : { body: { requestId: "req-7", ...(queue.length > 1 ? queue.shift() : queue[0]) } }
  }

  it.effect("imports with content by default, then polls by requestId until COMPLETED", () =>
    Effect.gen(function*() {
      statuses({ status: "PENDING" }, { status: "IN_PROGRESS" }, { status: "COMPLETED", result: "SUCCESS" })
      const seen: Array<string> = []
      const fiber = yield* Effect.forkChild(
        SourceDatasets.importAndWait("WEB", undefined, {
          every: "2 seconds",
          onStatus: (p) => Effect.sync(() => seen.push(p.status))
        }).pipe(Effect.provide(testLayer(server)))
      )
      for (let i = 0; i < 3; i++) {
        yield* settle
        yield* TestClock.adjust("2 seconds")
      }
      const result = yield* Fiber.join(fiber)
      expect(result).toEqual({ requestId: "req-7", status: "COMPLETED", result: "SUCCESS" })
      expect(seen).toEqual(["PENDING", "IN_PROGRESS", "COMPLETED"])
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        "PUT /rest/organizations/my-org/sources/datasets/import?datasetName=WEB&withContent=true",
        "GET /rest/organizations/my-org/sources/datasets/import/progress?requestId=req-7",
        "GET /rest/organizations/my-org/sources/datasets/import/progress?requestId=req-7",
        "GET /rest/organizations/my-org/sources/datasets/import/progress?requestId=req-7"
      ])
    }))

  it.effect("fails with OperationFailed when the import completes with ERROR", () =>
    Effect.gen(function*() {
      statuses({ status: "IN_PROGRESS" }, { status: "COMPLETED", result: "ERROR", errorCode: "DATASET_FAILED" })
      const fiber = yield* Effect.forkChild(
        Effect.exit(SourceDatasets.importAndWait("ecommerce").pipe(Effect.provide(testLayer(server))))
      )
      for (let i = 0; i < 3; i++) {
        yield* settle
        yield* TestClock.adjust("1 second")
      }
      const error = failureOf(yield* Fiber.join(fiber))
      expect(error).toMatchObject({ _tag: "OperationFailed", reason: "DATASET_FAILED" })
    }))

  it.effect("fails with PollTimeout when it never completes", () =>
    Effect.gen(function*() {
      statuses({ status: "IN_PROGRESS" })
      const fiber = yield* Effect.forkChild(
        Effect.exit(
          SourceDatasets.waitForImport("req-7", { timeout: "10 seconds" }).pipe(Effect.provide(testLayer(server)))
        )
      )
      for (let i = 0; i < 11; i++) {
        yield* settle
        yield* TestClock.adjust("1 second")
      }
      const error = failureOf(yield* Fiber.join(fiber))
      expect(error).toMatchObject({ _tag: "PollTimeout", timeoutMillis: 10_000, last: { status: "IN_PROGRESS" } })
    }))
})
