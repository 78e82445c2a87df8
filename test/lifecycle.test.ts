/**
 * The client's lifecycle as a long-running service and a careless script use it: what a disposed client (or a
 * closed layer, or an aborted signal) leaves running. Every call ends promptly with a typed outcome, sends
 * nothing more, and leaves no timer behind, on every transport.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import { ClientDisposed } from "../src/Errors/index.ts"
import { fetchTransport, nodeTransport, type Transport } from "../src/Http/Transport.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { failureOf, ORG, testLayer, TOKEN } from "./support/client.ts"
import { type Recorded, type TestServer, useServer } from "./support/server.ts"
import { testUndiciTransport } from "./support/undici.ts"

const server = useServer()

const transports = [
  ["node:http", nodeTransport],
  ["undici", () => testUndiciTransport()],
  ["fetch", () => fetchTransport()]
] as const satisfies ReadonlyArray<readonly [string, () => Transport]>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `promise`'s outcome, or `"still running"` after `ms`. */
const within = <A>(ms: number, promise: Promise<A>): Promise<A | "still running"> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<"still running">((resolve) => {
    timer = setTimeout(() => resolve("still running"), ms)
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}

const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length

/** Pages of one source each; `page` 1 and later answer 429 with a Retry-After of one second. */
const rateLimitedAfterFirstPage = (req: Recorded) => {
  const page = Number(new URL(req.url, "http://x").searchParams.get("page") ?? 0)
  return page === 0
    ? { body: { sourceModels: [{ id: "p0" }], totalEntries: 3, totalPages: 3 } }
    : { status: 429, headers: { "retry-after": "1" }, body: {} }
}

const promiseClient = (s: TestServer, transport: Transport) =>
  createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: s.url, transport })

describe("a paged iteration whose page waits out a 429's Retry-After", () => {
  it.each(transports)("dispose ends it at once with ClientDisposed, and nothing more is sent (%s)", async (_, make) => {
    server.handler = rateLimitedAfterFirstPage
    const before = timers()
    const client = promiseClient(server, make())
    const items = client.source.listAll({ perPage: 1 })[Symbol.asyncIterator]()
    expect(await items.next()).toEqual({ done: false, value: { id: "p0" } })
    const second = items.next().then(() => "resolved", (e: unknown) => e)
    // The 429 read, the page waits.
    await server.waitFor(2).then(() => sleep(100))
    await client.dispose()
    expect(await within(300, second)).toBeInstanceOf(ClientDisposed)
    // The wait was one second: past it, a retry would have been sent.
    await sleep(1200)
    expect(server.requests).toHaveLength(2)
    // The wait's timer went with it.
    expect(timers()).toBeLessThanOrEqual(before)
  })

  it.each(transports)("aborting the client's signal ends it at once, and nothing more is sent (%s)",
    async (_, make) => {
      server.handler = rateLimitedAfterFirstPage
      const client = promiseClient(server, make())
      const controller = new AbortController()
      const items = client.withOptions({ signal: controller.signal }).source.listAll({ perPage: 1 })[
        Symbol.asyncIterator
      ]()
      expect(await items.next()).toEqual({ done: false, value: { id: "p0" } })
      const second = items.next().then(() => "resolved", (e: unknown) => e)
      // The 429 read, the page waits.
      await server.waitFor(2).then(() => sleep(100))
      controller.abort(new Error("gave up"))
      expect(await within(300, second)).toEqual(new Error("gave up"))
      await sleep(1200)
      expect(server.requests).toHaveLength(2)
      // The iteration is over; the client is not.
      await expect(items.next()).rejects.toThrow("gave up")
      await expect(client.source.get("s1")).resolves.toBeDefined()
      await client.dispose()
    })
})

describe("closing the client's layer while a call waits out a 429's Retry-After", () => {
  it.each(transports)("the call fails with NetworkError and sends nothing more (%s)", async (_, make) => {
    server.reply({ status: 429, headers: { "retry-after": "1" }, body: {} }, { body: { id: "late" } })
    const exit = await Effect.runPromise(Effect.gen(function*() {
      const scope = yield* Scope.make()
      const context = yield* Layer.buildWithScope(testLayer(server, { transport: make() }), scope)
      // Not a child of this fiber, nor of the scope (as a `ManagedRuntime`'s `runFork`): the close does not end it.
      const fiber = yield* Effect.forkDetach(Effect.provide(Sources.get("s1"), context))
      // The 429 read, the call waits.
      yield* Effect.promise(() => server.waitFor(1).then(() => sleep(100)))
      yield* Scope.close(scope, Exit.void)
      return yield* Fiber.await(fiber).pipe(Effect.timeout("3 seconds"))
    }))
    expect(failureOf(exit)).toMatchObject({ _tag: "NetworkError", reason: new ClientDisposed().message })
    expect(server.requests).toHaveLength(1)
  })
})
