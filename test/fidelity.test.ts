/**
 * Data fidelity and resource hygiene: integers past 2^53 are kept exactly, and
 * a disposed client leaves no connection open.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Sources from "../src/Platform/Sources.ts"
import { fetchTransport } from "../src/Http/Transport.ts"
import { run, testLayer } from "./support/client.ts"
import { startServer, useServer } from "./support/server.ts"

const server = useServer()

describe("large integers", () => {
  const body = "{\"id\":12345678901234567890,\"neg\":-98765432109876543210,\"safe\":9007199254740991," +
    "\"list\":[1, 18446744073709551615],\"ratio\":1.5e300,\"nested\":{\"counter\":90071992547409931}}"

  for (const [name, transport] of [["node:http", undefined], ["fetch", fetchTransport()]] as const) {
    it(`keeps integers beyond 2^53 as their digits (${name})`, async () => {
      server.reply({ body, headers: { "content-type": "application/json" } })
      const result = await run(server, Sources.get("s1"), transport === undefined ? {} : { transport })
      expect(result).toEqual({
        id: "12345678901234567890",
        neg: "-98765432109876543210",
        safe: 9007199254740991,
        list: [1, "18446744073709551615"],
        ratio: 1.5e300,
        nested: { counter: "90071992547409931" }
      })
    })
  }

  it("leaves ordinary payloads as numbers", async () => {
    server.reply({ body: { createdDate: 1700000000000, count: 12, share: 0.25 } })
    expect(await run(server, Sources.get("s1"))).toEqual({ createdDate: 1700000000000, count: 12, share: 0.25 })
  })
})

describe("resources", () => {
  it("a disposed runtime leaves no connection open", async () => {
    // Its own server: fetch's global pool may still hold a connection to the shared one.
    const own = await startServer(() => ({ body: { id: "x" } }))
    const runtime = ManagedRuntime.make(testLayer(own))
    await runtime.runPromise(
      Effect.forEach(Array.from({ length: 32 }, (_, i) => `s${i}`), (id) => Sources.get(id), { concurrency: 16 })
    )
    expect(own.connections()).toBeGreaterThan(0)
    await runtime.dispose()
    for (let i = 0; i < 50 && own.connections() > 0; i++) await new Promise((r) => setTimeout(r, 10))
    expect(own.connections()).toBe(0)
    await own.close()
  })
})
