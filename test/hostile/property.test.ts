/**
 * Property: whatever a server answers (any status from 100 to 599, any
 * headers, Location and Retry-After included, any body bytes, the token
 * echoed anywhere), a call ends within a bound in success or one of the typed
 * errors, never a defect, and no rendering of the error holds the token. On
 * each transport, through both APIs.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { layer } from "../../src/Http/Layer.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../../src/promise/index.ts"
import {
  describeOutcome,
  expectNoSecret,
  fromExit,
  fromRejection,
  type HostileOptions,
  ORG,
  type Outcome,
  processHealth,
  renderError,
  TOKEN,
  type TransportName,
  transportNames,
  transports
} from "./harness.ts"
import { describeSockets, startRawServer } from "./server.ts"

const health = processHealth()

/** How long one call may take: timeout 1 s per attempt, 2 attempts, waits of at most 100 ms. */
const BOUND_MS = 3000
const RUNS = 100

interface Scenario {
  readonly status: number
  readonly reason: string
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly body: Uint8Array
  readonly framing: "length" | "close" | "chunked" | "none"
  readonly post: boolean
}

const interesting = [
  TOKEN,
  `Bearer ${TOKEN}`,
  `?access_token=${TOKEN}`,
  `/next?access_token=${TOKEN}`,
  "0",
  "1",
  "86400",
  "0x10",
  "1e308",
  "-5",
  "abc",
  "Wed, 21 Oct 2099 07:28:00 GMT",
  "gzip",
  "deflate",
  "br",
  "chunked",
  "close",
  "keep-alive",
  "application/json",
  "text/html",
  "",
  "/",
  "/next",
  "http://[",
  "//",
  "ftp://x/",
  "data:,x",
  "javascript:alert(1)",
  "http://127.0.0.1:1/",
  "http://127.0.0.1:99999/",
  "a\r\nb",
  "\0"
]

const headerName = fc.oneof(
  fc.constantFrom(
    "location",
    "retry-after",
    "content-type",
    "x-request-id",
    "content-encoding",
    "transfer-encoding",
    "content-length",
    "www-authenticate",
    "connection",
    "set-cookie"
  ),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/)
)
const headerValue = fc.oneof(
  fc.constantFrom(...interesting),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20, unit: "binary" }),
  fc.integer({ min: -10, max: 100_000 }).map(String)
)

const withToken = (bytes: Uint8Array, at: number): Uint8Array => {
  const i = Math.min(at, bytes.byteLength)
  return Buffer.concat([bytes.subarray(0, i), Buffer.from(TOKEN), bytes.subarray(i)])
}

const bodyArb = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.json({ maxDepth: 3 }).map((s) => Buffer.from(s)),
  fc.constantFrom(
    `{"message":"${TOKEN}"}`,
    `{"detail":"Bearer ${TOKEN}","errorCode":"X"}`,
    `{"a":{"b":["${TOKEN}"]}}`,
    `<html>${TOKEN}</html>`,
    `{"id": "${TOKEN}", oops`
  ).map((s) => Buffer.from(s))
).chain((bytes) => fc.oneof(fc.constant(bytes), fc.nat({ max: bytes.byteLength }).map((at) => withToken(bytes, at))))

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  status: fc.integer({ min: 100, max: 599 }),
  reason: fc.constantFrom("OK", "", "Whatever", TOKEN),
  headers: fc.array(fc.tuple(headerName, headerValue), { maxLength: 6 }),
  body: bodyArb,
  framing: fc.constantFrom("length", "close", "chunked", "none"),
  post: fc.boolean()
})

/** A Location that would leave the loopback (another host) is pointed back at the server. */
const loopbackOnly = (value: string, base: string): string => {
  try {
    const url = new URL(value, base)
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "127.0.0.1") return "/elsewhere"
  } catch {
    // unparsable: the client must cope
  }
  return value
}

const encode = (s: Scenario, base: string): Buffer => {
  let head = `HTTP/1.1 ${s.status} ${s.reason}\r\n`
  for (const [name, value] of s.headers) {
    head += `${name}: ${name === "location" ? loopbackOnly(value, base) : value}\r\n`
  }
  const body = Buffer.from(s.body)
  if (s.framing === "length") head += `content-length: ${body.byteLength}\r\n`
  if (s.framing === "chunked") {
    head += "transfer-encoding: chunked\r\n\r\n"
    const chunks = body.byteLength === 0 ? "" : `${body.byteLength.toString(16)}\r\n`
    return Buffer.concat([
      Buffer.from(head + chunks, "utf8"),
      body,
      Buffer.from(body.byteLength === 0 ? "0\r\n\r\n" : "\r\n0\r\n\r\n")
    ])
  }
  return Buffer.concat([Buffer.from(`${head}\r\n`, "utf8"), body])
}

const checkOutcome = (where: string, outcome: Outcome, elapsed: number, extra: Array<readonly [string, string]>) => {
  expect(outcome.kind === "success" || outcome.kind === "failure", `${where}: ${describeOutcome(outcome)}`).toBe(true)
  expect(elapsed, `${where}: took ${Math.round(elapsed)} ms (${describeOutcome(outcome)})`).toBeLessThan(BOUND_MS)
  const texts = [...extra]
  if (outcome.kind === "failure") texts.push(...renderError(outcome.error))
  if (outcome.kind === "die") texts.push(...renderError(outcome.defect))
  expectNoSecret(where, texts)
}

describe.each(transportNames.map((t) => [t] as const))("%s transport", (transport: TransportName) => {
  it("any answer ends in time, in success or a typed error, and never shows the token", async () => {
    health.reset()
    const server = await startRawServer(() => {})
    let current: Scenario | undefined
    server.script = async (_r, conn) => {
      if (current === undefined) return conn.destroy()
      await conn.write(encode(current, server.url))
      conn.end()
    }
    const options = (): HostileOptions => ({
      organizationId: ORG,
      accessToken: TOKEN,
      host: server.url,
      serverlessHost: server.url,
      timeout: "1 second",
      retry: { attempts: 2, initialDelay: "5 millis", maxRetryAfter: "100 millis" },
      transport: transports[transport]()
    })
    try {
      await fc.assert(
        fc.asyncProperty(scenarioArb, async (scenario) => {
          current = scenario
          const label = `${transport} ${scenario.status} ${scenario.framing} ${JSON.stringify(scenario.headers)}`.split(
            TOKEN
          ).join("<TOKEN>")

          // Effect API
          let start = performance.now()
          const call = scenario.post ? Sources.rebuild("s1") : Sources.get("s1")
          const exit = await Effect.runPromiseExit(Effect.provide(call, layer(options())))
          const effectOutcome = fromExit(exit)
          checkOutcome(
            `${label} [effect]`,
            effectOutcome,
            performance.now() - start,
            Exit.isFailure(exit) ? [["Cause.pretty", Cause.pretty(exit.cause)]] : []
          )

          // Promise API
          const client = createPlatformClient(options())
          start = performance.now()
          let promiseOutcome: Outcome
          try {
            promiseOutcome = await (scenario.post ? client.source.rebuild("s1") : client.source.get("s1")).then(
              (value): Outcome => ({ kind: "success", value }),
              fromRejection
            )
          } finally {
            await client.dispose()
          }
          if (promiseOutcome.kind === "failure") {
            expect(promiseOutcome.error instanceof Error, `${label} [promise]: rejection is not an Error`).toBe(true)
          }
          checkOutcome(`${label} [promise]`, promiseOutcome, performance.now() - start, [])

          const open = await server.waitClosed(1000)
          expect(describeSockets(open), `${label}: sockets still open 1 s after dispose`).toBe("")
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: 45_000, markInterruptAsFailure: false }
      )
    } finally {
      current = undefined
      await server.stop()
    }
    expect(server.scriptErrors).toEqual([])
    await health.check(`${transport} property`)
  }, 60_000)
})
