/**
 * "The access token appears in no error, log or span, even when a server echoes it", probed as a hostile
 * server and a careless caller would: echoes in bodies, headers, redirects and ids the server hands out,
 * the token in a raw path or query, a token function that answers slowly or differently, on every transport,
 * the Effect API and the promise facade. Loopback servers only.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import type * as Tracer from "effect/Tracer"
import { inspect } from "node:util"
import { abortGetRequests, checkToken } from "../src/Http/Auth.ts"
import { scrub, tokenScrubber, withAccessToken, withCallOptions } from "../src/Http/PlatformClient.ts"
import { poll } from "../src/Http/Poll.ts"
import { request } from "../src/Http/Request.ts"
import { fetchTransport, nodeTransport } from "../src/Http/Transport.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import { failureOf, ORG, recordingTracer, runExit, testLayer, TOKEN } from "./support/client.ts"
import { type Recorded, type Reply, useServer } from "./support/server.ts"
import { testUndiciTransport } from "./support/undici.ts"

const server = useServer()

/** Where `value` shows `token`: message, String, JSON, util.inspect (hidden and getters), stack, Cause.pretty, causes. */
const shows = (value: unknown, token: string): Array<string> => {
  const found: Array<string> = []
  const seen = new Set<unknown>()
  const visit = (v: unknown, where: string) => {
    if (v === null || v === undefined || seen.has(v)) return
    seen.add(v)
    const renderings: Record<string, () => string> = {
      inspect: () => inspect(v, { depth: Infinity, showHidden: true, getters: true }),
      json: () => JSON.stringify(v) ?? "",
      string: () => String(v)
    }
    if (v instanceof Error) {
      renderings.message = () => v.message
      renderings.stack = () => v.stack ?? ""
      renderings.pretty = () => Cause.pretty(Cause.fail(v))
    }
    for (const [name, render] of Object.entries(renderings)) {
      if (render().includes(token)) found.push(`${where} ${name}`)
    }
    if (v instanceof Error) visit(v.cause, `${where}.cause`)
  }
  visit(value, "error")
  return found
}

/** Where the spans show `token`: names, attributes, events, the failures they ended with. */
const spansShow = (spans: ReadonlyArray<Tracer.Span>, token: string): Array<string> =>
  spans.flatMap((span) => {
    const found: Array<string> = []
    if (span.name.includes(token)) found.push(`span name ${span.name}`)
    for (const [key, value] of span.attributes) {
      if (String(value).includes(token)) found.push(`span ${span.name} attribute ${key}`)
    }
    const events = (span as { readonly events?: ReadonlyArray<unknown> }).events ?? []
    if (inspect(events, { depth: Infinity }).includes(token)) found.push(`span ${span.name} events`)
    if (span.status._tag === "Ended" && Exit.isFailure(span.status.exit)) {
      if (Cause.pretty(span.status.exit.cause).includes(token)) found.push(`span ${span.name} exit`)
    }
    return found
  })

const failure = (exit: Exit.Exit<unknown, unknown>): unknown => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  return Cause.squash(exit.cause)
}

const bearer = (req: Recorded) => (req.headers.authorization ?? "").replace(/^Bearer /, "")

const transports = [
  ["node:http", nodeTransport],
  ["undici", () => testUndiciTransport()],
  ["fetch", () => fetchTransport()]
] as const

// Every place a server can echo the token it received (`t`), and what the call fails with.
const echoes: ReadonlyArray<readonly [string, string, (t: string, req: Recorded) => Reply]> = [
  ["in a JSON message, key and nested value", "HttpError", (t) => ({
    status: 401,
    body: { message: `bad ${t}`, nested: { [t]: [t, { deep: t }] } }
  })],
  ["JSON-escaped", "HttpError", (t) => ({
    status: 401,
    headers: { "content-type": "application/json" },
    body: `{"message":"${t.replace(/x/g, "\\u0078")}"}`
  })],
  ["in a text body", "HttpError", (t) => ({ status: 500, body: `Internal error for Bearer ${t}` })],
  ["URL-encoded in a body", "HttpError", (t) => ({ status: 400, body: `token=${encodeURIComponent(t)}` })],
  ["in WWW-Authenticate", "HttpError", (t) => ({
    status: 401,
    headers: { "www-authenticate": `Bearer realm="coveo", error="invalid_token", token="${t}"` },
    body: ""
  })],
  ["in x-request-id", "HttpError", (t) => ({ status: 404, headers: { "x-request-id": `req-${t}` }, body: {} })],
  ["in the Location of a 401", "HttpError", (t) => ({ status: 401, headers: { location: `/login?t=${t}` }, body: {} })],
  ["in a malformed 200", "MalformedResponse", (t) => ({ status: 200, body: `<html>${t}</html>` })],
  ["in a redirect's Location, then the URL echoed by a 404", "HttpError", (t, req) =>
    req.path.startsWith("/moved/")
      ? { status: 404, body: { message: `nothing at ${req.url}` } }
      : { status: 302, headers: { location: `/moved/${t}` }, body: "" }]
]

describe("an echoed token, on every transport and token form (held)", () => {
  const forms = [
    ["a constant token", TOKEN, (e: Effect.Effect<unknown, unknown, never>) => e],
    ["a token function", () => TOKEN, (e: Effect.Effect<unknown, unknown, never>) => e],
    ["withAccessToken", "own-token", withAccessToken(TOKEN)],
    ["withAccessToken of a function", "own-token", withAccessToken(() => TOKEN)]
  ] as const
  for (const [transportName, transport] of transports) {
    for (const [form, accessToken, wrap] of forms) {
      it(`${transportName}, ${form}: no error or span shows it`, async () => {
        const found: Array<string> = []
        for (const [where, tag, echo] of echoes) {
          server.reset()
          server.handler = (req) => echo(bearer(req), req)
          const { spans, tracer } = recordingTracer()
          const exit = await Effect.runPromiseExit(
            (wrap(Sources.get("s1") as never) as Effect.Effect<unknown, unknown, never>).pipe(
              Effect.withTracer(tracer),
              Effect.provide(testLayer(server, { transport: transport(), accessToken }))
            )
          )
          const error = failure(exit)
          expect(error, where).toMatchObject({ _tag: tag })
          found.push(...[...shows(error, TOKEN), ...spansShow(spans, TOKEN)].map((f) => `${where}: ${f}`))
        }
        expect(found).toEqual([])
      })
    }
  }

  it("the promise facade: a constant, a token function, withAccessToken; calls and initialize()", async () => {
    const found: Array<string> = []
    const clients = [
      ["constant", () => createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })],
      ["function", () => createPlatformClient({ organizationId: ORG, accessToken: () => TOKEN, host: server.url })],
      [
        "withAccessToken",
        () =>
          createPlatformClient({ organizationId: ORG, accessToken: "own-token", host: server.url })
            .withAccessToken(TOKEN)
      ]
    ] as const
    for (const [form, make] of clients) {
      const client = make()
      try {
        for (const [where, , echo] of echoes) {
          server.reset()
          server.handler = (req) => echo(bearer(req), req)
          const error = await client.source.get("s1").then(() => undefined, (e: unknown) => e)
          found.push(...shows(error, TOKEN).map((f) => `${form} ${where}: ${f}`))
        }
        // The token check's body holds the token: an echo of it (and of the header) is scrubbed as well.
        server.handler = (req) => ({ status: 401, body: { error: `bad ${req.text} ${bearer(req)}` } })
        const error = await client.initialize().then(() => undefined, (e: unknown) => e)
        expect(error).toMatchObject({ _tag: "HttpError", status: 401 })
        found.push(...shows(error, TOKEN).map((f) => `${form} initialize: ${f}`))
      } finally {
        await client.dispose()
      }
    }
    expect(found).toEqual([])
  })

  it("a 429 echoing the token then a 200, a timeout, a deadline, a download cut short: no error or span shows it", async () => {
    const found: Array<string> = []
    for (const [transportName, transport] of transports) {
      for (const accessToken of [TOKEN, () => TOKEN]) {
        const { spans, tracer } = recordingTracer()
        const runTraced = (effect: Effect.Effect<unknown, unknown, never>, options: object = {}) =>
          Effect.runPromiseExit(effect.pipe(
            Effect.withTracer(tracer),
            Effect.provide(testLayer(server, { transport: transport(), accessToken, ...options }))
          ))
        server.reset()
        server.reply(
          { status: 429, headers: { "retry-after": "0", "x-request-id": TOKEN }, body: { message: TOKEN } },
          { body: { id: "s1" } }
        )
        expect(Exit.isSuccess(await runTraced(Sources.get("s1") as never))).toBe(true)
        server.reset()
        server.handler = () => ({ delayMs: 300, body: {} })
        for (const options of [{ timeout: "50 millis" }, { deadline: "50 millis" }]) {
          found.push(...shows(failure(await runTraced(Sources.get("s1") as never, options)), TOKEN))
        }
        server.reset()
        server.handler = (req) => ({ status: 200, body: `data for ${bearer(req)}`, truncate: true })
        found.push(...shows(failure(await runTraced(Stream.runDrain(Exports.getFileStream("e1")) as never)), TOKEN))
        server.handler = (req) => ({ status: 403, body: `no export for ${bearer(req)}` })
        found.push(...shows(failure(await runTraced(Stream.runDrain(Exports.getFileStream("e1")) as never)), TOKEN))
        found.push(...spansShow(spans, TOKEN).map((f) => `${transportName}: ${f}`))
      }
    }
    expect(found).toEqual([])
  })
})

describe("a raw request with the token in its path (careless caller)", () => {
  const forms = [
    ["a constant token", {}, (e: Effect.Effect<unknown, unknown, never>) => e],
    ["a token function", { accessToken: () => TOKEN }, (e: Effect.Effect<unknown, unknown, never>) => e],
    ["withAccessToken of a function", { accessToken: "own-token" }, withAccessToken(() => TOKEN)],
    // Its own headers make a client of their own for the call: it notes the token it sent where the span reads it.
    ["withAccessToken of a function, with headers", { accessToken: "own-token" }, withAccessToken(() => TOKEN), {
      "x-trace": "1"
    }]
  ] as const
  for (const [form, options, wrap, headers] of forms) {
    it(`its span's url.template is scrubbed, as its error's URL is (${form})`, async () => {
      server.handler = () => ({ status: 404, body: {} })
      const { spans, tracer } = recordingTracer()
      const path = `/rest/organizations/{org}/things/${TOKEN}`
      const exit = await Effect.runPromiseExit(
        (wrap(request(headers ? { method: "GET", path, headers } : { method: "GET", path }) as never) as Effect.Effect<
          unknown,
          unknown
        >).pipe(
          Effect.withTracer(tracer),
          Effect.provide(testLayer(server, options))
        )
      )
      expect(failure(exit)).toMatchObject({
        _tag: "HttpError",
        url: `${server.url}/rest/organizations/${ORG}/things/<redacted>`
      })
      const span = spans.find((s) => s.name === "request")!
      expect(span.attributes.get("url.template")).toBe("/rest/organizations/{org}/things/<redacted>")
      expect(spansShow(spans, TOKEN)).toEqual([])
    })
  }

  it("under the native tracer (no span of its own), the caller's span gets no attribute", async () => {
    server.handler = () => ({ status: 404, body: {} })
    const exit = await Effect.runPromiseExit(
      Effect.gen(function*() {
        const outer = yield* Effect.currentSpan
        yield* Effect.exit(request({ method: "GET", path: `/rest/things/${TOKEN}` }))
        return [...outer.attributes.keys()]
      }).pipe(Effect.withSpan("caller"), Effect.provide(testLayer(server, { accessToken: () => TOKEN })))
    )
    expect(exit).toMatchObject({ _tag: "Success", value: [] })
  })
})

describe("the token check with a token function", () => {
  it("sends one answer in the header and the body, and an echo of the body is scrubbed (a rotating function)", async () => {
    let n = 0
    server.handler = (req) => ({ status: 401, body: { error: "invalid_token", error_description: `no ${req.text}` } })
    const error = failureOf(await runExit(server, checkToken, { accessToken: () => `${TOKEN}-${++n}` }))
    expect(error).toMatchObject({ _tag: "HttpError", status: 401 })
    expect(shows(error, TOKEN)).toEqual([])
    const sent = server.requests[0]!
    expect(sent.text).toContain(bearer(sent))
    expect(n).toBe(1)
  })

  it("promise initialize(): the same", async () => {
    let n = 0
    const client = createPlatformClient({ organizationId: ORG, accessToken: () => `${TOKEN}-${++n}`, host: server.url })
    try {
      server.handler = (req) => ({ status: 400, body: `could not read ${req.text}` })
      const error = await client.initialize().then(() => undefined, (e: unknown) => e)
      expect(error).toMatchObject({ _tag: "HttpError", status: 400 })
      expect(shows(error, TOKEN)).toEqual([])
    } finally {
      await client.dispose()
    }
  })
})

describe("ids the server hands out that echo the token", () => {
  const params = { from: "2024-01-01T00:00:00.000Z", to: "2024-01-02T00:00:00.000Z" } as never

  it("an export id: PollTimeout, OperationFailed and the poll span do not show it", async () => {
    const found: Array<string> = []
    for (const [status, tag] of [["FAILED", "OperationFailed"], ["PENDING", "PollTimeout"]] as const) {
      server.reset()
      server.handler = (req) => ({ body: { id: TOKEN, status: req.method === "POST" ? "PENDING" : status } })
      const { spans, tracer } = recordingTracer()
      const exit = await Effect.runPromiseExit(
        Exports.generateAndDownload({ params, every: "10 millis", timeout: "60 millis" }).pipe(
          Effect.withTracer(tracer),
          Effect.provide(testLayer(server))
        )
      )
      const error = failure(exit)
      expect(error).toMatchObject({ _tag: tag, what: "Exports.generate <redacted>" })
      expect(spans.map((s) => s.name)).toContain("poll Exports.generate <redacted>")
      found.push(...shows(error, TOKEN), ...spansShow(spans, TOKEN))
    }
    expect(found).toEqual([])
  })

  it("a poll that has sent nothing yet: its what is scrubbed of the constant token its client sends (a derived one too)", async () => {
    const other = "yy-other-secret-token-77"
    const job = (token: string) =>
      poll(Effect.succeed({ state: "RUNNING" }), {
        what: `job ${token}`,
        done: () => false,
        every: "10 millis",
        timeout: "30 millis"
      })
    const base = failureOf(await runExit(server, job(TOKEN)))
    const derived = failureOf(await runExit(server, job(other).pipe(withAccessToken(other))))
    expect([base, derived]).toMatchObject([{ _tag: "PollTimeout", what: "job <redacted>" }, {
      _tag: "PollTimeout",
      what: "job <redacted>"
    }])
  })

  it("a rotating token a status echoes: PollTimeout and OperationFailed do not show the one its check sent", async () => {
    // A new token on every request; the server answers each check with the token it was sent, slowly, so that
    // other calls (and the next check) send newer ones before the poll ends.
    let n = 0
    const sent: Array<string> = []
    const accessToken = () => {
      const token = `rotating-secret-${String(++n).padStart(4, "0")}-zz`
      sent.push(token)
      return token
    }
    server.handler = (req) => ({
      body: req.path.includes("/other") ? {} : { state: "RUNNING", name: `status for ${bearer(req)}` },
      delayMs: 15
    })
    const status = request<{ readonly state: string; readonly name: string }>({
      method: "GET",
      path: "/rest/organizations/{org}/job"
    })
    const others = Effect.forever(request({ method: "GET", path: "/rest/organizations/{org}/other" }))
    const found: Array<string> = []
    // The last case's check runs with call options of its own, as a caller's check may.
    const cases = [[true, false, status], [false, false, status], [false, true, status], [
      false,
      false,
      withCallOptions({ timeout: "5 seconds" })(status)
    ]] as const
    for (const [alone, failed, check] of cases) {
      const job = poll(check, {
        what: "job",
        done: () => failed,
        failure: () => failed ? "failed" : undefined,
        every: "1 millis",
        timeout: "100 millis"
      })
      const error = failureOf(
        await runExit(
          server,
          alone ? job : Effect.raceFirst(job, Effect.andThen(Effect.sleep("1 millis"), others)),
          { accessToken }
        )
      )
      expect(error).toMatchObject({ _tag: failed ? "OperationFailed" : "PollTimeout", last: { state: "RUNNING" } })
      found.push(...sent.flatMap((token) => shows(error, token)))
    }
    expect(sent.length).toBeGreaterThan(6)
    expect(found).toEqual([])
  })

  it("a synchronization plan id: SynchronizationPlanFailed does not show it", async () => {
    server.handler = (req) => ({ body: req.method === "POST" ? { id: TOKEN } : { status: "IN_ERROR" } })
    const error = failureOf(
      await runExit(server, ResourceSnapshots.createSynchronizationPlanAndWait("snap-1", { every: "10 millis" }))
    )
    expect(error).toMatchObject({ _tag: "SynchronizationPlanFailed", planId: "<redacted>" })
    expect(shows(error, TOKEN)).toEqual([])
  })
})

describe("a token with characters a URL encodes", () => {
  // An opaque token in base64's alphabet: in a query string and in a server's echo of one, it is percent-encoded.
  const token = "c2VjcmV0+dG9rZW4/c2VjcmV0=="
  const encoded = encodeURIComponent(token)

  it("put in a query by a careless caller, and echoed URL-encoded: neither the error's URL nor its body shows it", async () => {
    for (const accessToken of [token, () => token]) {
      server.reset()
      server.handler = (req) => ({ status: 404, body: { message: `nothing at ${req.url}` } })
      const error = failure(
        await runExit(server, request({ method: "GET", path: "/rest/things", query: { q: token } }), { accessToken })
      )
      expect(error).toMatchObject({ _tag: "HttpError", url: `${server.url}/rest/things?q=<redacted>` })
      expect([...shows(error, encoded), ...shows(error, token)]).toEqual([])
    }
  })
})

describe("a token function that has not answered yet, the token in the path (careless caller)", () => {
  it("the call's Timeout and Aborted do not show the token it gave last", async () => {
    server.handler = () => ({ body: {} })
    // Answers at once the first time, then slowly (a refresh).
    const slowAfterFirst = () => {
      let calls = 0
      return () => ++calls === 1 ? TOKEN : new Promise<string>((resolve) => setTimeout(() => resolve(TOKEN), 300))
    }
    const late = failure(
      await runExit(server, Effect.andThen(Sources.get(TOKEN), Sources.get(TOKEN)), {
        accessToken: slowAfterFirst(),
        deadline: "100 millis"
      })
    )
    expect(late).toMatchObject({ _tag: "Timeout", scope: "call" })
    const aborted = failure(
      await runExit(
        server,
        Effect.gen(function*() {
          yield* Sources.get(TOKEN)
          const fiber = yield* Effect.forkChild(Sources.get(TOKEN))
          yield* Effect.sleep("30 millis")
          yield* abortGetRequests
          return yield* Fiber.join(fiber)
        }),
        { accessToken: slowAfterFirst() }
      )
    )
    expect(aborted).toMatchObject({ _tag: "Aborted" })
    expect([...shows(late, TOKEN), ...shows(aborted, TOKEN)]).toEqual([])
  })
})

describe("a token that is part of the marker itself (such as one letter)", () => {
  // `e` is in "<redacted>": a second scrub (the token, then its encoded form, which is the same) nested markers.
  const token = "e"

  it("an echo is replaced once, markers stay whole, on the error and its body", async () => {
    server.handler = () => ({ status: 400, body: { message: "bad token e here" } })
    const error = failureOf(await runExit(server, Sources.get("s-1"), { accessToken: token }))
    expect(error).toMatchObject({
      _tag: "HttpError",
      // Keys are scrubbed too: a server may echo the token as a key.
      body: { "m<redacted>ssag<redacted>": "bad tok<redacted>n <redacted> h<redacted>r<redacted>" }
    })
    expect(String(error)).not.toContain("<redac<")
  })

  it("scrub keeps a marker already there; a token across a marker's edge is still replaced", () => {
    expect(scrub("e", "a <redacted> e")).toBe("a <redacted> <redacted>")
    expect(tokenScrubber("e")(tokenScrubber("e")("e"))).toBe("<redacted>")
    expect(scrub("d>x", "<redacted>x")).not.toContain("d>x")
    expect(scrub("<redacted>", "a <redacted>")).toBe("a <redacted>")
  })
})
