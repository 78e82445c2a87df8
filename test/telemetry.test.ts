/**
 * Telemetry (`Http/Telemetry.ts`): under `layerTelemetry` or `withTelemetry`, a call's span carries the final
 * response's status, request id and URL, and one event per response, retried ones included; a caller's own
 * `onResponse` still runs; nothing is recorded (or derived) under effect's default tracer; a token a server
 * echoes shows nowhere in a span. Loopback server only.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as Layer from "effect/Layer"
import * as OtlpSerialization from "effect/observability/OtlpSerialization"
import * as OtlpTracer from "effect/observability/OtlpTracer"
import * as Stream from "effect/Stream"
import type * as Tracer from "effect/Tracer"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import { withAccessToken, withCallOptions } from "../src/Http/PlatformClient.ts"
import { request, withResponse } from "../src/Http/Request.ts"
import { layerTelemetry, withTelemetry } from "../src/Http/Telemetry.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { failureOf, ORG, recordingTracer, testLayer, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()

type Program = Effect.Effect<unknown, unknown, import("../src/Http/PlatformClient.ts").CoveoClient>

// The two forms of the same decoration: the layer over the client's, and the wrapper around a program.
const forms = [
  [
    "layerTelemetry",
    (program: Program, tracer: Tracer.Tracer, options = {}) =>
      Effect.runPromiseExit(program.pipe(
        Effect.withTracer(tracer),
        Effect.provide(layerTelemetry.pipe(Layer.provide(testLayer(server, options))))
      ))
  ],
  [
    "withTelemetry",
    (program: Program, tracer: Tracer.Tracer, options = {}) =>
      Effect.runPromiseExit(withTelemetry(program).pipe(
        Effect.withTracer(tracer),
        Effect.provide(testLayer(server, options))
      ))
  ]
] as const

const attributesOf = (span: Tracer.Span) => Object.fromEntries(span.attributes)
const eventsOf = (span: Tracer.Span) =>
  (span as Tracer.NativeSpan).events.map(([name, , attributes]) => [name, attributes] as const)

const path = `/rest/organizations/${ORG}/sources/s1`

for (const [form, runTraced] of forms) {
  describe(form, () => {
    it("a retried GET's span: the final status, request id and URL, and one event per response", async () => {
      server.reply(
        { status: 429, headers: { "retry-after": "0", "x-request-id": "r-1" }, body: {} },
        { body: { id: "s1" }, headers: { "x-request-id": "r-2" } }
      )
      const { spans, tracer } = recordingTracer()
      const exit = await runTraced(Sources.get("s1"), tracer)
      expect(exit).toMatchObject({ _tag: "Success", value: { id: "s1" } })
      expect(spans.map((s) => s.name)).toEqual(["Sources.get"])
      const span = spans[0]!
      expect(attributesOf(span)).toStrictEqual({
        "http.request.method": "GET",
        "url.template": "/rest/organizations/{org}/sources/{sourceId}",
        "url.full": `${server.url}${path}`,
        "http.response.status_code": 200,
        "http.response.header.x-request-id": ["r-2"]
      })
      expect(eventsOf(span)).toStrictEqual([
        ["http.response", {
          "http.response.status_code": 429,
          "http.response.header.x-request-id": ["r-1"],
          "http.response.header.retry-after": ["0"]
        }],
        ["http.response", { "http.response.status_code": 200, "http.response.header.x-request-id": ["r-2"] }]
      ])
      const times = (span as Tracer.NativeSpan).events.map(([, time]) => time)
      expect(times.every((t) => typeof t === "bigint" && t > 0n)).toBe(true)
      expect(times[1]! >= times[0]!).toBe(true)
    })

    it("a failed call: its span has the error's status and ends with the typed error", async () => {
      server.reply({ status: 404, headers: { "x-request-id": "r-9" }, body: { errorCode: "SOURCE_NOT_FOUND" } })
      const { spans, tracer } = recordingTracer()
      const exit = await runTraced(Sources.get("s1"), tracer)
      expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 404, requestId: "r-9" })
      const span = spans[0]!
      expect(attributesOf(span)).toMatchObject({
        "http.response.status_code": 404,
        "http.response.header.x-request-id": ["r-9"]
      })
      expect(eventsOf(span)).toStrictEqual([
        ["http.response", { "http.response.status_code": 404, "http.response.header.x-request-id": ["r-9"] }]
      ])
      expect(span.status).toMatchObject({ _tag: "Ended", exit: { _tag: "Failure" } })
    })

    it("concurrent calls record on their own spans", async () => {
      server.handler = (req) => {
        const id = req.url.split("/").pop()!
        return { delayMs: id === "a" ? 60 : 0, body: { id }, headers: { "x-request-id": `r-${id}` } }
      }
      const { spans, tracer } = recordingTracer()
      await runTraced(Effect.all([Sources.get("a"), Sources.get("b")], { concurrency: 2 }), tracer)
      const byPath = Object.fromEntries(spans.map((s) => [String(s.attributes.get("url.full")).split("/").pop(), s]))
      expect(eventsOf(byPath.a!)).toStrictEqual([
        ["http.response", { "http.response.status_code": 200, "http.response.header.x-request-id": ["r-a"] }]
      ])
      expect(eventsOf(byPath.b!)).toStrictEqual([
        ["http.response", { "http.response.status_code": 200, "http.response.header.x-request-id": ["r-b"] }]
      ])
    })

    it("the caller's onResponse, withResponse and per-call options keep working under it", async () => {
      server.reply(
        { status: 429, headers: { "retry-after": "0", "x-request-id": "r-1" }, body: {} },
        { body: { id: "s1" }, headers: { "x-request-id": "r-2" } }
      )
      const seen: Array<string> = []
      const { spans, tracer } = recordingTracer()
      const exit = await runTraced(
        withCallOptions({ onResponse: (r) => seen.push(`${r.status}`), headers: { "x-trace": "t" } })(
          withResponse(Sources.get("s1"))
        ),
        tracer
      )
      expect(exit).toMatchObject({ _tag: "Success", value: { data: { id: "s1" }, response: { requestId: "r-2" } } })
      expect(seen).toEqual(["429", "200"])
      expect(server.requests.map((r) => r.headers["x-trace"])).toEqual(["t", "t"])
      expect(eventsOf(spans[0]!).map(([, a]) => a["http.response.status_code"])).toEqual([429, 200])
    })

    it("a token a server echoes, or a careless caller puts in a path, shows nowhere in a span", async () => {
      // The other token, rotating, sent by a client made for a call with its own headers.
      let n = 0
      const rotating = () => `${TOKEN}-${++n}`
      server.handler = (req) => {
        const sent = String(req.headers.authorization).slice("Bearer ".length)
        return { status: 404, headers: { "x-request-id": sent, "retry-after": sent }, body: { message: sent } }
      }
      const { spans, tracer } = recordingTracer()
      await runTraced(Sources.get("s1"), tracer, { accessToken: rotating })
      await runTraced(
        withAccessToken(rotating)(
          request({
            method: "GET",
            path: `/rest/organizations/{org}/things/${TOKEN}-${n + 1}`,
            headers: { "x-a": "1" }
          })
        ),
        tracer
      )
      expect(spans).toHaveLength(2)
      const shown = JSON.stringify(
        spans.map((s) => [s.name, attributesOf(s), eventsOf(s)]),
        (_, v) => typeof v === "bigint" ? String(v) : v
      )
      expect(shown).not.toContain(TOKEN)
      expect(eventsOf(spans[0]!)).toStrictEqual([
        ["http.response", { "http.response.status_code": 404, "http.response.header.x-request-id": ["<redacted>"] }]
      ])
      expect(attributesOf(spans[1]!)["url.full"]).toBe(`${server.url}/rest/organizations/${ORG}/things/<redacted>`)
    })

    it("call options that are no object still fail the calls, unsent", async () => {
      const { tracer } = recordingTracer()
      for (const options of ["fast", null, 3]) {
        const exit = await runTraced(withCallOptions(options as never)(Sources.get("s1")), tracer)
        expect(failureOf(exit)).toMatchObject({ _tag: "InvalidInput", message: "call options must be an object" })
      }
      expect(server.requests).toEqual([])
    })

    it("under effect's default tracer nothing is recorded: the caller's span gets no attribute", async () => {
      server.reply({ body: { id: "s1" }, headers: { "x-request-id": "r-1" } })
      const seen: Array<number> = []
      const program = Effect.gen(function*() {
        const outer = yield* Effect.currentSpan
        yield* withCallOptions({ onResponse: (r) => seen.push(r.status) })(Sources.get("s1"))
        return [...outer.attributes.keys()]
      }).pipe(Effect.withSpan("caller"))
      const exit = await Effect.runPromiseExit(
        form === "layerTelemetry"
          ? Effect.provide(program, layerTelemetry.pipe(Layer.provide(testLayer(server))))
          : Effect.provide(withTelemetry(program), testLayer(server))
      )
      expect(exit).toMatchObject({ _tag: "Success", value: [] })
      expect(seen).toEqual([200])
    })
  })
}

describe("a signed download", () => {
  it("records its response on the span of the call that opens it, without the signed query", async () => {
    server.reply(
      { body: { url: `${server.url}/bucket/s1.json?sig=secret-sig`, urlExpiration: 1 } },
      { body: "raw content", headers: { "x-request-id": "r-signed" } }
    )
    const { spans, tracer } = recordingTracer()
    const exit = await Effect.runPromiseExit(
      Stream.runCollect(ResourceSnapshots.getContent("s1", { contentType: "PRIMARY" })).pipe(
        Effect.withTracer(tracer),
        Effect.provide(layerTelemetry.pipe(Layer.provide(testLayer(server))))
      )
    )
    expect(exit._tag).toBe("Success")
    const opening = spans.find((s) => s.name === "ResourceSnapshots.getContent")!
    expect(attributesOf(opening)).toMatchObject({
      "url.full": `${server.url}/bucket/s1.json`,
      "http.response.status_code": 200,
      "http.response.header.x-request-id": ["r-signed"]
    })
    expect(eventsOf(opening)).toStrictEqual([
      ["http.response", { "http.response.status_code": 200, "http.response.header.x-request-id": ["r-signed"] }]
    ])
    expect(JSON.stringify(spans.map((s) => [...s.attributes]))).not.toContain("secret-sig")
  })
})

describe("telemetry applied more than once", () => {
  it("records each response once: withTelemetry under layerTelemetry, twice, and around a derived client", async () => {
    const programs: ReadonlyArray<Program> = [
      withTelemetry(Sources.get("s1")),
      withTelemetry(withTelemetry(Sources.get("s1"))),
      withTelemetry(withCallOptions({ timeout: 5_000 })(withTelemetry(Sources.get("s1"))))
    ]
    for (const program of programs) {
      server.reply({ body: { id: "s1" }, headers: { "x-request-id": "r-1" } })
      const { spans, tracer } = recordingTracer()
      const exit = await Effect.runPromiseExit(program.pipe(
        Effect.withTracer(tracer),
        Effect.provide(layerTelemetry.pipe(Layer.provide(testLayer(server))))
      ))
      expect(exit).toMatchObject({ _tag: "Success", value: { id: "s1" } })
      expect(eventsOf(spans[0]!)).toStrictEqual([
        ["http.response", { "http.response.status_code": 200, "http.response.header.x-request-id": ["r-1"] }]
      ])
    }
  })
})

describe("exported through effect's OTLP tracer", () => {
  it("a collector receives the call's span with its status, request ids and events, and never the token", async () => {
    // A collector on loopback that keeps the JSON it receives.
    const received: Array<unknown> = []
    const collector = http.createServer((req, res) => {
      let body = ""
      req.on("data", (chunk: Buffer) => (body += chunk.toString()))
      req.on("end", () => {
        received.push(JSON.parse(body))
        res.writeHead(200, { "content-type": "application/json" }).end("{}")
      })
    })
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve))
    try {
      const url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/traces`
      // The server echoes the token in its request id: a scrubbed id is what the collector gets.
      server.reply(
        { status: 429, headers: { "retry-after": "0", "x-request-id": `r-1 ${TOKEN}` }, body: {} },
        { body: { id: "s1" }, headers: { "x-request-id": "r-2" } }
      )
      const tracing = OtlpTracer.layer({ url, resource: { serviceName: "admin-scripts" }, exportInterval: "1 hour" })
        .pipe(Layer.provide([OtlpSerialization.layerJson, FetchHttpClient.layer]))
      const exit = await Effect.runPromiseExit(
        Sources.get("s1").pipe(
          Effect.provide(layerTelemetry.pipe(Layer.provide(testLayer(server)))),
          // Closing the tracing layer flushes what it holds.
          Effect.provide(tracing)
        )
      )
      expect(exit).toMatchObject({ _tag: "Success", value: { id: "s1" } })
      const text = JSON.stringify(received)
      expect(text).not.toContain(TOKEN)
      const spans = received.flatMap((payload) =>
        (payload as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Array<Record<string, unknown>> }> }> })
          .resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))
      )
      const span = spans.find((s) => s.name === "Sources.get")!
      const attributes = Object.fromEntries(
        (span.attributes as Array<{ key: string; value: unknown }>).map((a) => [a.key, a.value])
      )
      expect(attributes).toMatchObject({
        "http.request.method": { stringValue: "GET" },
        "url.template": { stringValue: "/rest/organizations/{org}/sources/{sourceId}" },
        "url.full": { stringValue: `${server.url}/rest/organizations/${ORG}/sources/s1` },
        "http.response.status_code": { intValue: 200 },
        "http.response.header.x-request-id": { arrayValue: { values: [{ stringValue: "r-2" }] } }
      })
      const events = (span.events as Array<{ name: string; attributes: Array<{ key: string; value: unknown }> }>)
        .map((e) => [e.name, Object.fromEntries(e.attributes.map((a) => [a.key, a.value]))])
      expect(events).toEqual([
        ["http.response", {
          "http.response.status_code": { intValue: 429 },
          "http.response.header.x-request-id": { arrayValue: { values: [{ stringValue: "r-1 <redacted>" }] } },
          "http.response.header.retry-after": { arrayValue: { values: [{ stringValue: "0" }] } }
        }],
        ["http.response", {
          "http.response.status_code": { intValue: 200 },
          "http.response.header.x-request-id": { arrayValue: { values: [{ stringValue: "r-2" }] } }
        }]
      ])
    } finally {
      await new Promise((resolve) => collector.close(resolve))
    }
  })
})
