/**
 * The promise client's runtime (`src/promise/runtime.ts`): the layer is built once, by the first run, however
 * many runs wait for it; a failed build is not kept (the next run builds again, and what the failed attempt
 * acquired is released); `dispose` interrupts the runs in flight and releases the layer's resources once; a
 * run after it is interrupted; `runSync` builds nothing. Through the facade: a client whose token check at
 * build failed (a plain JavaScript caller's `verifyToken`) checks again on the next call, and while that
 * check waits, `abortGetRequests` and `currentUser` answer at once and the GETs waiting for it are aborted.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import { createPlatformClient, type PlatformClientOptions } from "../src/promise/index.ts"
import { makeRuntime } from "../src/promise/runtime.ts"
import { ORG, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()

class Counter extends Context.Service<Counter, { readonly n: number }>()("test/Counter") {}

/** A layer that records its builds and releases, and fails the builds listed in `failing`. */
const recorded = (failing: ReadonlyArray<number> = [], synchronous = false) => {
  const log: Array<string> = []
  let builds = 0
  const layer = Layer.effect(
    Counter,
    Effect.gen(function*() {
      const n = ++builds
      log.push(`acquire ${n}`)
      yield* Effect.addFinalizer(() => Effect.sync(() => log.push(`release ${n}`)))
      if (!synchronous) yield* Effect.sleep("10 millis")
      if (failing.includes(n)) return yield* Effect.fail(`build ${n} failed`)
      log.push(`built ${n}`)
      return { n }
    })
  )
  return { layer, log }
}

const read = Counter.useSync((c) => c.n)

describe("promise client runtime", () => {
  it("builds the layer once, for runs that start together and runs after", async () => {
    const { layer, log } = recorded()
    const runtime = makeRuntime(layer)
    const exits = await Promise.all([runtime.runPromiseExit(read), runtime.runPromiseExit(read)])
    expect(exits).toEqual([Exit.succeed(1), Exit.succeed(1)])
    expect(await runtime.runPromiseExit(read)).toEqual(Exit.succeed(1))
    expect(runtime.runSync(read)).toBe(1)
    expect(log).toEqual(["acquire 1", "built 1"])
    await runtime.dispose()
    expect(log).toEqual(["acquire 1", "built 1", "release 1"])
  })

  it("a failed build is not kept: the next run builds again, and the failed attempt's resources are released", async () => {
    const { layer, log } = recorded([1])
    const runtime = makeRuntime(layer)
    const [first, second] = await Promise.all([runtime.runPromiseExit(read), runtime.runPromiseExit(read)])
    expect(first).toEqual(Exit.fail("build 1 failed"))
    expect(second).toEqual(Exit.fail("build 1 failed"))
    expect(await runtime.runPromiseExit(read)).toEqual(Exit.succeed(2))
    expect(log).toEqual(["acquire 1", "release 1", "acquire 2", "built 2"])
    await runtime.dispose()
    expect(log).toEqual(["acquire 1", "release 1", "acquire 2", "built 2", "release 2"])
  })

  it("a synchronous build that fails is tried again by the next run", async () => {
    const { layer, log } = recorded([1, 2], true)
    const runtime = makeRuntime(layer)
    expect(await runtime.runPromiseExit(read)).toEqual(Exit.fail("build 1 failed"))
    expect(runtime.runSync(read)).toBeUndefined()
    expect(await runtime.runPromiseExit(read)).toEqual(Exit.fail("build 2 failed"))
    expect(await runtime.runPromiseExit(read)).toEqual(Exit.succeed(3))
    expect(runtime.runSync(read)).toBe(3)
    expect(log).toEqual(["acquire 1", "release 1", "acquire 2", "release 2", "acquire 3", "built 3"])
    await runtime.dispose()
  })

  it("dispose interrupts the runs in flight, releases once, and later runs are interrupted", async () => {
    const { layer, log } = recorded()
    const runtime = makeRuntime(layer)
    expect(await runtime.runPromiseExit(read)).toEqual(Exit.succeed(1))
    const pending = runtime.runPromiseExit(Effect.andThen(Effect.never, read))
    const interrupted = await Promise.race([
      Promise.all([runtime.dispose(), runtime.dispose()]).then(() => pending),
      new Promise((resolve) => setTimeout(() => resolve("still running"), 2000))
    ])
    expect(Exit.hasInterrupts(interrupted as Exit.Exit<number, unknown>)).toBe(true)
    expect(log).toEqual(["acquire 1", "built 1", "release 1"])
    expect(Exit.hasInterrupts(await runtime.runPromiseExit(read))).toBe(true)
    expect(log).toEqual(["acquire 1", "built 1", "release 1"])
  })

  it("dispose during the first build interrupts it and releases what it acquired", async () => {
    const { layer, log } = recorded()
    const runtime = makeRuntime(layer)
    const pending = runtime.runPromiseExit(read)
    await runtime.dispose()
    expect(Exit.hasInterrupts(await pending)).toBe(true)
    // The build does not go on once disposed.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(log).toEqual(["acquire 1", "release 1"])
  })

  it("a signal interrupts its run only", async () => {
    const { layer } = recorded()
    const runtime = makeRuntime(layer)
    const controller = new AbortController()
    const aborted = runtime.runPromiseExit(Effect.andThen(Effect.never, read), { signal: controller.signal })
    const other = runtime.runPromiseExit(Effect.andThen(Effect.sleep("20 millis"), read))
    controller.abort()
    expect(Exit.hasInterrupts(await aborted)).toBe(true)
    expect(await other).toEqual(Exit.succeed(1))
    await runtime.dispose()
  })

  it("runSync builds nothing: before the first run it gives undefined, after it runs on the built layer", async () => {
    const { layer, log } = recorded()
    const runtime = makeRuntime(layer)
    expect(runtime.runSync(read)).toBeUndefined()
    expect(log).toEqual([])
    expect(await runtime.runPromiseExit(read)).toEqual(Exit.succeed(1))
    expect(runtime.runSync(read)).toBe(1)
    await runtime.dispose()
  })

  it("the promise client: while the token check of the build waits, abortGetRequests and currentUser do not throw, and the GETs waiting for the build resolve undefined unsent", async () => {
    // The area's module is loaded first (its calls then wait for the build, not for the module).
    const options = { organizationId: ORG, accessToken: TOKEN, host: server.url }
    const warm = createPlatformClient(options)
    server.reply({ body: { id: "warm" } })
    expect(await warm.source.get("warm")).toEqual({ id: "warm" })
    await warm.dispose()
    server.reset()
    // `verifyToken` is not among the facade's options; a plain JavaScript caller can still pass it.
    const client = createPlatformClient({ ...options, verifyToken: true } as PlatformClientOptions)
    server.reply({ delayMs: 80, body: { authentication: { username: "ada" } } }, { body: { id: "s2" } })
    const get = client.source.get("s1")
    const post = client.source.rebuild("s2")
    await server.waitFor(1)
    expect(client.currentUser).toBeUndefined()
    expect(() => client.abortGetRequests()).not.toThrow()
    expect(await get).toBeUndefined()
    expect(await post).toEqual({ id: "s2" })
    expect(client.currentUser).toEqual({ username: "ada" })
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /oauth/check_token",
      "POST /rest/organizations/my-org/sources/s2/rebuild"
    ])
    await client.dispose()
  })

  it("the promise client: a token check that failed at build is made again by the next call", async () => {
    // `verifyToken` is not among the facade's options; a plain JavaScript caller can still pass it.
    const options = { organizationId: ORG, accessToken: TOKEN, host: server.url, verifyToken: true }
    const client = createPlatformClient(options as PlatformClientOptions)
    server.reply({ status: 401, body: { message: "expired" } }, { body: { authentication: { username: "ada" } } }, {
      body: { id: "s1" }
    })
    await expect(client.source.get("s1")).rejects.toMatchObject({ _tag: "HttpError", status: 401 })
    expect(await client.source.get("s1")).toEqual({ id: "s1" })
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /oauth/check_token",
      "POST /oauth/check_token",
      "GET /rest/organizations/my-org/sources/s1"
    ])
    await client.dispose()
  })
})
