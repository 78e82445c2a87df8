/**
 * Data fidelity and resource hygiene: integers past 2^53 are kept exactly, and
 * a disposed client leaves no connection open.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import fc from "fast-check"
import { hasLongInteger, parseJson } from "../src/Http/Json.ts"
import { fetchTransport } from "../src/Http/Transport.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
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

  it("finds a 16-digit integer wherever the plain rule finds one, at any alignment", () => {
    // The rule the scan implements, spelled as a regular expression (JSON whitespace only).
    const rule = /(?:^|[:,[])[ \t\n\r]*-?\d{16}/
    const text = fc.string({ unit: fc.constantFrom(..."0123456789:,[ -\n\"ab"), maxLength: 80 })
    fc.assert(fc.property(text, (t) => hasLongInteger(t) === rule.test(t)), { numRuns: 20_000 })
    for (let pad = 0; pad < 16; pad++) {
      const body = `{"${"p".repeat(pad)}":1700000000000,"n":${"9".repeat(16)}}`
      expect([pad, hasLongInteger(body), hasLongInteger(body.replace("9".repeat(16), "9".repeat(15)))]).toEqual([
        pad,
        true,
        false
      ])
    }
  })

  it("parses any JSON number as JSON.parse does, except integers past 2^53, kept as their digits", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value)
        const parsed = parseJson(text)
        expect(parsed._tag).toBe("Success")
        const keep = (v: unknown): unknown =>
          typeof v === "number" && Number.isInteger(v) && !Number.isSafeInteger(v) && !/e/i.test(JSON.stringify(v))
            ? String(v)
            : Array.isArray(v) ?
            v.map(keep) :
            v !== null && typeof v === "object"
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keep(x)]))
            : v
        expect(parsed._tag === "Success" ? parsed.success : undefined).toEqual(keep(JSON.parse(text)))
      }),
      { numRuns: 2_000 }
    )
  })

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
