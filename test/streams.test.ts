/**
 * Paged `Stream` twins at scale and under concurrency, seen from a loopback server:
 * 100,000 items read with a flat heap (measured in a separate process after full
 * collections) and no page asked twice; pages fetched ahead overlap on the server,
 * never beyond `concurrency`, in order; fetching stops with the consumer.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { fileURLToPath } from "node:url"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { childReport } from "./support/child.ts"
import { ORG, testLayer, TOKEN } from "./support/client.ts"
import { type Recorded, useServer } from "./support/server.ts"

const TOTAL = 100_000
const PER_PAGE = 1_000
const PAGES = TOTAL / PER_PAGE
const MB = 1_000_000

const queryOf = (req: Recorded) => new URL(req.url, "http://x").searchParams

/** A page of sources shaped like the platform's (about 250 bytes of heap per item once parsed). */
const sourcesPage = (page: number, perPage: number, total: number) => ({
  sourceModels: Array.from({ length: Math.max(0, Math.min(perPage, total - page * perPage)) }, (_, i) => {
    const n = page * perPage + i
    return {
      id: `s${n}`,
      name: `source number ${n}`,
      sourceType: "WEB",
      owner: `owner-${n % 97}@example.com`,
      information: { numberOfDocuments: n * 3, sourceStatus: { type: "IDLE" } }
    }
  }),
  totalEntries: total,
  totalPages: Math.ceil(total / perPage)
})

const server = useServer((req) => {
  const q = queryOf(req)
  return { body: sourcesPage(Number(q.get("page")), Number(q.get("perPage") ?? 100), TOTAL) }
})

interface ChildReport {
  readonly items: number
  readonly outOfOrder: number
  readonly kept: number
  readonly samples: ReadonlyArray<{ readonly items: number; readonly heapUsed: number }>
  readonly ms: number
}

const childScript = fileURLToPath(new URL("./support/stream-child.ts", import.meta.url))

/** Runs the stream child (same Node) against the server; rejects on a non-zero exit or after `timeoutMs`. */
const runChild = (
  concurrency: number,
  api: "effect" | "promise" = "effect",
  mode: "stream" | "retain" = "stream",
  timeoutMs = 60_000
) =>
  // --no-flush-bytecode: otherwise the heap shrinks as unused functions age out, which hides growth.
  childReport<ChildReport>(
    ["--expose-gc", "--no-flush-bytecode", childScript, server.url, String(PER_PAGE), String(concurrency), mode, api],
    { timeoutMs }
  )

/** Heap after 50,000 items, and the most it reached at any later sample up to 100,000. */
const growthAfterHalf = (report: ChildReport) => {
  const half = report.samples.find((s) => s.items === TOTAL / 2)!.heapUsed
  const later = Math.max(...report.samples.filter((s) => s.items > TOTAL / 2).map((s) => s.heapUsed))
  return { half, later, growth: later - half }
}

const mb = (n: number) => `${(n / MB).toFixed(2)} MB`

describe("100,000 items through Sources.listAll (pages of 1,000) in a separate process", () => {
  // Parsed, one of these items weighs about 250 bytes: holding the 50,000 items read between the
  // two samples adds about 12.5 MB (the `retain` run below measures it), holding one page in ten
  // about 1.2 MB. Streamed, the heap measured over 50k→100k grows by under 0.1 MB. 1 MB allows
  // four pages of items (what can be buffered at concurrency 4), and no more.
  const BOUND = 1 * MB

  for (const [api, concurrency] of [["effect", 1], ["effect", 4], ["promise", 4]] as const) {
    it(`${api} API, concurrency ${concurrency}: heap flat from 50,000 to 100,000 items, every page asked once`,
      async () => {
        const report = await runChild(concurrency, api)
        const { growth, half, later } = growthAfterHalf(report)
        console.log(
          `stream child (${api} API, concurrency ${concurrency}): ${report.items} items in ${
            report.ms.toFixed(0)
          } ms, heap ${report.samples.map((s) => (s.heapUsed / MB).toFixed(2)).join(" ")} MB every 10,000 items; ${
            mb(half)
          } at 50k, at most ${mb(later)} after (${mb(growth)})`
        )
        expect(report.items).toBe(TOTAL)
        expect(report.outOfOrder).toBe(0)
        expect(report.samples).toHaveLength(TOTAL / 10_000)
        expect(growth).toBeLessThan(BOUND)
        const pages = server.requests.map((r) => Number(queryOf(r).get("page")))
        expect(pages.toSorted((a, b) => a - b)).toEqual(Array.from({ length: PAGES }, (_, i) => i))
        for (const r of server.requests) {
          expect(`${r.method} ${r.url}`).toBe(
            `GET /rest/organizations/my-org/sources/pages?page=${queryOf(r).get("page")}&perPage=${PER_PAGE}`
          )
        }
      }, 60_000)
  }

  it("the measurement sees retention: a consumer that keeps every item grows far beyond the bound", async () => {
    const report = await runChild(4, "effect", "retain")
    const { growth } = growthAfterHalf(report)
    console.log(`stream child (retaining): ${report.kept} items kept, heap grew ${mb(growth)} from 50k to 100k`)
    expect(report.kept).toBe(TOTAL)
    expect(growth).toBeGreaterThan(10 * BOUND)
  }, 60_000)
})

describe("fetching ahead, as the server sees it", () => {
  /** Answers pages of 2 items out of `totalPages`, each after `delayMs(page)`, counting the requests open at once. */
  const observe = (totalPages: number, delayMs: (page: number) => number) => {
    const seen = { most: 0, pages: [] as Array<number> }
    server.handler = (req) => {
      const page = Number(queryOf(req).get("page"))
      seen.pages.push(page)
      // The request just recorded counts itself; earlier ones count until their answer is sent or dropped.
      seen.most = Math.max(seen.most, server.requests.filter((r) => !r.finished).length)
      return { body: sourcesPage(page, 2, totalPages * 2), delayMs: delayMs(page) }
    }
    return seen
  }
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`)

  /**
   * Once a consumer at concurrency 4 has stopped after 5 items (pages 0-2, each answered after
   * 20 ms; later pages after 400 ms): only the pages fetched ahead were asked, and each of them
   * was dropped in flight. A page asked after the consumer stopped would still be open, and one
   * waited for would have been answered. Returns the number of pages asked.
   */
  const expectStopped = async () => {
    await new Promise((resolve) => setTimeout(resolve, 150))
    // Page 0, then pages 1-4 at once, then one more each time page 1 or 2 frees its place: never
    // beyond page 6. (A page dropped before its request reached the server leaves no record: numbers may skip.)
    const asked = server.requests.map((r) => ({
      page: Number(queryOf(r).get("page")),
      fate: r.finished ? (r.aborted ? "dropped" : "answered") : "open"
    })).toSorted((a, b) => a.page - b.page)
    expect(new Set(asked.map((r) => r.page)).size).toBe(asked.length)
    expect(asked.length).toBeGreaterThanOrEqual(5)
    expect(asked.at(-1)!.page).toBeLessThanOrEqual(2 + 4)
    expect(asked).toEqual(asked.map(({ page }) => ({ page, fate: page <= 2 ? "answered" : "dropped" })))
    return asked.length
  }

  it("concurrency 4: up to 4 pages in flight at once, never more, items in order", async () => {
    // Later pages answer sooner, so that any reordering would show.
    const seen = observe(12, (page) => 20 + (12 - page) * 5)
    const items = await Effect.runPromise(
      Stream.runCollect(Sources.listAll({ perPage: 2 }, { concurrency: 4 })).pipe(Effect.provide(testLayer(server)))
    )
    console.log(`concurrency 4: at most ${seen.most} requests open at once; pages arrived ${seen.pages.join(" ")}`)
    expect([...items].map((s) => s.id)).toEqual(ids(24))
    expect(seen.pages.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i))
    expect(seen.most).toBeGreaterThan(1)
    expect(seen.most).toBeLessThanOrEqual(4)
  })

  it("concurrency 1 (the default): one request at a time", async () => {
    const seen = observe(6, () => 15)
    const items = await Effect.runPromise(
      Stream.runCollect(Sources.listAll({ perPage: 2 })).pipe(Effect.provide(testLayer(server)))
    )
    expect([...items].map((s) => s.id)).toEqual(ids(12))
    expect(seen.pages).toEqual([0, 1, 2, 3, 4, 5])
    expect(seen.most).toBe(1)
  })

  it("a consumer that stops early stops the fetching: the pages fetched ahead are dropped, none asked after", async () => {
    observe(50, (page) => (page <= 2 ? 20 : 400))
    const items = await Effect.runPromise(
      Stream.runCollect(Stream.take(Sources.listAll({ perPage: 2 }, { concurrency: 4 }), 5)).pipe(
        Effect.provide(testLayer(server))
      )
    )
    expect([...items].map((s) => s.id)).toEqual(ids(5))
    const asked = await expectStopped()
    console.log(`early stop (Effect API): ${asked} pages asked, the pages after page 2 dropped in flight`)
  })

  it("the promise API's iterator: return() during a next() drops the page in flight, and that next() ends", async () => {
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      // Without totalPages the pages come one at a time, each fetched by the pull itself (no fiber of the
      // Stream's scope holds it): only interrupting the pull drops it.
      server.handler = (req) => {
        const { sourceModels } = sourcesPage(Number(queryOf(req).get("page")), 2, 6)
        return { body: { sourceModels }, delayMs: Number(queryOf(req).get("page")) === 0 ? 0 : 2_000 }
      }
      const iterator = client.source.listAll({ perPage: 2 })[Symbol.asyncIterator]()
      expect(await iterator.next()).toEqual({ done: false, value: expect.objectContaining({ id: "s0" }) })
      expect(await iterator.next()).toEqual({ done: false, value: expect.objectContaining({ id: "s1" }) })
      const pending = iterator.next()
      // Page 1's request is open on the server.
      for (let i = 0; i < 100 && server.requests.length < 2; i++) await new Promise((r) => setTimeout(r, 5))
      const started = Date.now()
      expect(await iterator.return!()).toEqual({ done: true, value: undefined })
      expect(await pending).toEqual({ done: true, value: undefined })
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(await iterator.next()).toEqual({ done: true, value: undefined })
      for (let i = 0; i < 100 && !server.requests.every((r) => r.finished); i++) {
        await new Promise((r) => setTimeout(r, 5))
      }
      expect(server.requests.map((r) => [Number(queryOf(r).get("page")), r.aborted])).toEqual([[0, false], [1, true]])
    } finally {
      await client.dispose()
    }
  })

  it("the promise API's iterator: next() called again before the last one settled waits for it, items in order", async () => {
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      const seen = observe(3, () => 10)
      const iterator = client.source.listAll({ perPage: 2 })[Symbol.asyncIterator]()
      const results = await Promise.all(Array.from({ length: 8 }, () => iterator.next()))
      expect(results.map((r) => r.done ? "done" : r.value.id)).toEqual([...ids(6), "done", "done"])
      expect(seen.pages).toEqual([0, 1, 2])
      expect(seen.most).toBe(1)
    } finally {
      await client.dispose()
    }
  })

  it("the promise API's async iterable: the same overlap, and a loop that breaks stops the fetching", async () => {
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      const seen = observe(12, (page) => 20 + (12 - page) * 5)
      const got: Array<string | undefined> = []
      for await (const source of client.source.listAll({ perPage: 2 }, { concurrency: 4 })) got.push(source.id)
      expect(got).toEqual(ids(24))
      expect(seen.most).toBeGreaterThan(1)
      expect(seen.most).toBeLessThanOrEqual(4)

      server.reset()
      observe(50, (page) => (page <= 2 ? 20 : 400))
      const first: Array<string | undefined> = []
      for await (const source of client.source.listAll({ perPage: 2 }, { concurrency: 4 })) {
        first.push(source.id)
        if (first.length === 5) break
      }
      expect(first).toEqual(ids(5))
      const asked = await expectStopped()
      console.log(`early stop (promise API): ${asked} pages asked, the pages after page 2 dropped in flight`)
    } finally {
      await client.dispose()
    }
  })
})
