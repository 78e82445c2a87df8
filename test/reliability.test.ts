/**
 * Reliability: fault injection across thousands of calls, the retry budget,
 * and property-based checks of paths, queries, responses and secrets.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { abortGetRequests } from "../src/Http/Auth.ts"
import { toQueryString } from "../src/Http/QueryString.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { ORG, recordingTracer, testLayer, TOKEN } from "./support/client.ts"
import { type Recorded, type Reply, settle, useServer } from "./support/server.ts"

const server = useServer()

const typedTags = new Set(["HttpError", "NetworkError", "MalformedResponse", "Timeout", "Aborted", "InvalidInput"])

/** What each scenario answers, by the id prefix of `Sources.get(id)`. */
const scenarios: Record<string, { readonly reply: (seen: number) => Reply; readonly expect: string }> = {
  ok: { reply: () => ({ body: { id: "x", name: "ok" } }), expect: "success" },
  empty: { reply: () => ({ status: 204 }), expect: "success" },
  missing: { reply: () => ({ status: 404, body: { errorCode: "NOT_FOUND" } }), expect: "HttpError" },
  html: {
    reply: () => ({ status: 500, body: "<html>oops</html>", headers: { "content-type": "text/html" } }),
    expect: "HttpError"
  },
  throttled: {
    reply: (seen) => seen === 0 ? { status: 429, body: {}, headers: { "retry-after": "0" } } : { body: { id: "x" } },
    expect: "success"
  },
  storm: { reply: (seen) => seen < 1 ? { status: 429, body: {} } : { body: { id: "x" } }, expect: "success" },
  flood: { reply: () => ({ status: 429, body: { message: "slow down" } }), expect: "HttpError" },
  reset: { reply: () => ({ body: { id: "x", pad: "y".repeat(2000) }, truncate: true }), expect: "NetworkError" },
  dropped: { reply: () => ({ destroy: true }), expect: "NetworkError" },
  malformed: {
    reply: () => ({ body: "{\"id\": tru", headers: { "content-type": "application/json" } }),
    expect: "MalformedResponse"
  },
  truncatedJson: {
    reply: () => ({ body: "[{\"id\":1},", headers: { "content-type": "application/json" } }),
    expect: "MalformedResponse"
  },
  slow: { reply: () => ({ body: { id: "x" }, delayMs: 8000 }), expect: "Timeout" }
}

const scenarioHandler = () => {
  const seen = new Map<string, number>()
  return (req: { path: string }): Reply => {
    const id = decodeURIComponent(req.path.split("/").pop()!)
    const n = seen.get(id) ?? 0
    seen.set(id, n + 1)
    return scenarios[id.split("-")[0]!]!.reply(n)
  }
}

describe("fault injection", () => {
  it("2,400 calls at concurrency 200: each ends in its expected success or typed error", async () => {
    server.handler = scenarioHandler()
    const { spans, tracer } = recordingTracer()
    const runtime = ManagedRuntime.make(
      testLayer(server, { timeout: "2 seconds", retry: { attempts: 3, initialDelay: "2 millis" } })
    )
    const names = Object.keys(scenarios)
    const ids = Array.from({ length: 2400 }, (_, i) => `${names[i % names.length]}-${i}`)
    const exits = await runtime.runPromise(
      Effect.forEach(ids, (id) => Effect.exit(Sources.get(id)), { concurrency: 200 }).pipe(Effect.withTracer(tracer))
    )
    const outcomes = new Map<string, number>()
    exits.forEach((exit, i) => {
      const expected = scenarios[ids[i]!.split("-")[0]!]!.expect
      let got: string
      if (Exit.isSuccess(exit)) got = "success"
      else {
        const error = Exit.findErrorOption(exit)
        expect(error._tag, `${ids[i]} died: ${String(exit)}`).toBe("Some")
        const e = (error as { value: { _tag: string } }).value
        expect(typedTags.has(e._tag)).toBe(true)
        for (const text of [JSON.stringify(e), String(e), (e as unknown as Error).message]) {
          expect(text).not.toContain(TOKEN)
        }
        got = e._tag
      }
      expect(got, ids[i]).toBe(expected)
      outcomes.set(got, (outcomes.get(got) ?? 0) + 1)
    })
    expect(outcomes.get("success")).toBe(800)
    for (const span of spans) expect(JSON.stringify([...span.attributes])).not.toContain(TOKEN)
    await runtime.dispose()
  }, 60_000)

  it("aborts in flight: 200 hanging GETs end as Aborted, POSTs are untouched, no socket stays open", async () => {
    server.handler = (req) => req.method === "GET" ? { body: {}, delayMs: 10_000 } : { body: { ok: true }, delayMs: 50 }
    const runtime = ManagedRuntime.make(testLayer(server))
    const program = Effect.gen(function*() {
      const gets = yield* Effect.forkChild(
        Effect.forEach(Array.from({ length: 200 }, (_, i) => `g${i}`), (id) => Effect.exit(Sources.get(id)), {
          concurrency: 200
        })
      )
      const posts = yield* Effect.forkChild(
        Effect.forEach(Array.from({ length: 20 }, (_, i) => `p${i}`), (id) => Sources.rebuild(id), { concurrency: 20 })
      )
      yield* Effect.promise(() => server.waitFor(220, 5000))
      yield* abortGetRequests
      return [yield* Fiber.join(gets), yield* Fiber.join(posts)] as const
    })
    const [getExits, postResults] = await runtime.runPromise(program)
    expect(getExits.map((e) => Exit.isFailure(e) && Exit.findErrorOption(e)._tag === "Some" ? "typed" : "other"))
      .toEqual(Array(200).fill("typed"))
    expect(new Set(getExits.map((e) => (Exit.findErrorOption(e) as { value?: { _tag: string } }).value?._tag))).toEqual(
      new Set(["Aborted"])
    )
    expect(postResults).toEqual(Array(20).fill({ ok: true }))
    await runtime.dispose()
    await new Promise((r) => setTimeout(r, 100))
    expect(server.requests.filter((r) => r.method === "GET").every((r) => r.aborted)).toBe(true)
  }, 30_000)
})

describe("retry budget", () => {
  // Each call is throttled twice before it gets through; counts requests in flight after the first wave.
  // Each call is throttled twice before it gets through; counts retried requests in flight.
  const stormTracker = () => {
    let max = 0
    const seen = new Map<string, number>()
    const retries: Array<Recorded> = []
    server.handler = (req) => {
      const id = req.path.split("/").pop()!
      const k = seen.get(id) ?? 0
      seen.set(id, k + 1)
      if (k > 0) {
        retries.push(req)
        max = Math.max(max, retries.filter((r) => !r.finished).length)
      }
      return k < 2 ? { status: 429, body: {}, delayMs: 10 } : { body: {}, delayMs: 10 }
    }
    return () => max
  }
  const storm = (maxConcurrentRetries: number) =>
    Effect.gen(function*() {
      const maxRetrying = stormTracker()
      const runtime = ManagedRuntime.make(
        testLayer(server, { retry: { initialDelay: "1 millis", multiplier: 1, maxConcurrentRetries } })
      )
      const results = yield* Effect.promise(() =>
        runtime.runPromise(
          Effect.forEach(Array.from({ length: 50 }, (_, i) => `s${i}`), (id) => Sources.get(id), { concurrency: 50 })
        )
      )
      yield* Effect.promise(() => runtime.dispose())
      expect(results).toHaveLength(50)
      expect(server.requests).toHaveLength(150)
      return maxRetrying()
    })

  it.live("caps how many calls retry at once, so a 429 storm does not multiply load", () =>
    Effect.gen(function*() {
      expect(yield* storm(3)).toBeLessThanOrEqual(3)
    }), 30_000)

  it.live("without the cap, retries pile up (the promise client's behaviour)", () =>
    Effect.gen(function*() {
      expect(yield* storm(1000)).toBeGreaterThan(10)
    }), 30_000)

  /**
   * A client with a budget of one retry, on a server that answers each id's first request 429 and its retry at
   * once, but for `slow`'s, which holds the only permit for `holdMs`.
   */
  const budgetOfOne = (slow: string, holdMs: number) => {
    const seen = new Map<string, number>()
    server.handler = (req) => {
      const id = req.path.split("/").pop()!
      const k = seen.get(id) ?? 0
      seen.set(id, k + 1)
      return k === 0 ? { status: 429, body: {} } : { body: { id }, delayMs: id === slow ? holdMs : 0 }
    }
    return ManagedRuntime.make(testLayer(server, { retry: { initialDelay: "1 millis", maxConcurrentRetries: 1 } }))
  }
  const idsSent = () => server.requests.map((r) => r.path.split("/").pop())

  it.live("a call interrupted just after a returned permit woke it gives the permit back: the next waiter retries",
    () =>
      Effect.gen(function*() {
        // `a` holds the permit; `b`, then `c`, wait for it.
        const runtime = budgetOfOne("a", 200)
        const later: { b?: Fiber.Fiber<unknown, unknown> } = {}
        // `a` returns its permit, which wakes `b`; in the same turn, `b` is interrupted.
        const a = runtime.runFork(Effect.tap(Sources.get("a"), () => Effect.sync(() => later.b!.interruptUnsafe())))
        yield* Effect.promise(() => server.waitFor(2))
        const b = later.b = runtime.runFork(Sources.get("b"))
        yield* Effect.promise(() => server.waitFor(3))
        const c = runtime.runFork(Sources.get("c"))
        yield* Effect.promise(() => server.waitFor(4))
        yield* Effect.sleep("20 millis")
        expect(yield* Fiber.join(a)).toEqual({ id: "a" })
        expect(Exit.hasInterrupts(yield* Fiber.await(b))).toBe(true)
        expect(yield* Effect.timeout(Fiber.join(c), "2 seconds")).toEqual({ id: "c" })
        expect(idsSent()).toEqual(["a", "a", "b", "c", "c"])
        yield* Effect.promise(() => runtime.dispose())
      }), 30_000)

  it.live("a call interrupted while it waits for the budget takes no permit with it", () =>
    Effect.gen(function*() {
      // `a` holds the permit; `b` waits for it, and is interrupted.
      const runtime = budgetOfOne("a", 300)
      const a = runtime.runFork(Sources.get("a"))
      yield* Effect.promise(() => server.waitFor(2))
      const b = runtime.runFork(Sources.get("b"))
      yield* Effect.promise(() => server.waitFor(3))
      yield* Effect.sleep("20 millis")
      yield* Fiber.interrupt(b)
      expect(yield* Fiber.join(a)).toEqual({ id: "a" })
      // The permit came back: `c` retries, and `b` never did.
      expect(yield* Effect.promise(() => runtime.runPromise(Effect.timeout(Sources.get("c"), "2 seconds"))))
        .toEqual({ id: "c" })
      expect(idsSent()).toEqual(["a", "a", "b", "c", "c"])
      yield* Effect.promise(() => runtime.dispose())
    }), 30_000)

  it.effect("a Retry-After holds back every call of the client until it ends", () =>
    Effect.gen(function*() {
      server.reply({ status: 429, body: {}, headers: { "retry-after": "2" } })
      server.handler = () => ({ body: { id: "x" } })
      const clientLayer = testLayer(server)
      const program = Effect.gen(function*() {
        const first = yield* Effect.forkChild(Sources.get("a"))
        yield* settle
        yield* TestClock.adjust(100)
        const second = yield* Effect.forkChild(Sources.get("b"))
        yield* settle
        expect(server.requests.map((r) => r.path.split("/").pop())).toEqual(["a"])
        yield* TestClock.adjust(1900)
        yield* settle
        yield* settle
        expect(server.requests.map((r) => r.path.split("/").pop()).sort()).toEqual(["a", "a", "b"])
        return [yield* Fiber.join(first), yield* Fiber.join(second)]
      })
      expect(yield* Effect.provide(program, clientLayer)).toEqual([{ id: "x" }, { id: "x" }])
    }))
})

describe("properties", () => {
  it("no path argument can change the request path", async () => {
    const runtime = ManagedRuntime.make(testLayer(server))
    server.handler = () => ({ body: {} })
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 20 }), async (id) => {
        server.requests.length = 0
        const exit = await runtime.runPromiseExit(Sources.rebuild(id))
        if (id === "" || id === "." || id === "..") {
          expect(Exit.isFailure(exit)).toBe(true)
          expect(server.requests).toHaveLength(0)
          return
        }
        expect(Exit.isSuccess(exit)).toBe(true)
        const path = server.requests[0]!.path
        const prefix = `/rest/organizations/${ORG}/sources/`
        expect(path.startsWith(prefix) && path.endsWith("/rebuild")).toBe(true)
        const segment = path.slice(prefix.length, -"/rebuild".length)
        expect(segment).not.toContain("/")
        expect(decodeURIComponent(segment)).toBe(id)
        expect(server.requests[0]!.query).toBe("")
      }),
      { numRuns: 300 }
    )
    await runtime.dispose()
  })

  it("query encoding round-trips through URLSearchParams and follows the omission rules", () => {
    const scalar = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constant("")
    )
    const value = fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 })
    )
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value, { maxKeys: 6 }), (record) => {
        const qs = toQueryString(record)
        const parsed = new URLSearchParams(qs)
        const expected: Array<[string, string]> = []
        const text = (v: unknown) =>
          v === null || v === undefined || v === "" ? undefined : typeof v === "object" ? JSON.stringify(v) : String(v)
        for (const [k, v] of Object.entries(record)) {
          for (const item of Array.isArray(v) ? v : [v]) {
            const t = text(item)
            if (t !== undefined) expected.push([k, t])
          }
        }
        expect([...parsed]).toEqual(expected)
        expect(qs === "" ? expected.length === 0 : qs.startsWith("?")).toBe(true)
        expect(qs).not.toMatch(/[ !'()*]/)
      }),
      { numRuns: 500 }
    )
  })

  it("any response bytes with any status give a typed result, never a crash", async () => {
    const runtime = ManagedRuntime.make(testLayer(server, { retry: { attempts: 1 } }))
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 599 }).filter((s) => s !== 204 && s !== 205 && s !== 304),
        fc.uint8Array({ maxLength: 200 }),
        fc.boolean(),
        async (status, bytes, asJson) => {
          server.reply({
            status,
            body: Buffer.from(bytes),
            headers: asJson ? { "content-type": "application/json" } : {}
          })
          const exit = await runtime.runPromiseExit(Sources.get("s1"))
          if (Exit.isFailure(exit)) {
            const error = Exit.findErrorOption(exit)
            expect(error._tag).toBe("Some")
            const e = (error as { value: { _tag: string; status?: number } }).value
            expect(["HttpError", "MalformedResponse"]).toContain(e._tag)
            if (status >= 300) expect(e).toMatchObject({ _tag: "HttpError", status })
            expect(JSON.stringify(e)).not.toContain(TOKEN)
          } else {
            expect(status).toBeLessThan(300)
          }
        }
      ),
      { numRuns: 300 }
    )
    await runtime.dispose()
  })
})
