/**
 * Calls under another credential (a search token, an API key) through the client's own pipeline:
 * the other token on the wire, the client's own everywhere else, the other token scrubbed from
 * errors and spans, and the client's hosts, retry schedule and timeouts still in force. Effect
 * and promise forms, against loopback servers.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Redacted from "effect/Redacted"
import { abortGetRequests, checkToken, currentUser } from "../src/Http/Auth.ts"
import { post, text } from "../src/Http/Endpoint.ts"
import { withAccessToken, withCallOptions } from "../src/Http/PlatformClient.ts"
import { request } from "../src/Http/Request.ts"
import * as Events from "../src/Platform/Events/Events.ts"
import * as Search from "../src/Platform/Search/Search.ts"
import * as Logs from "../src/Platform/Sources/Logs.ts"
import * as PushApi from "../src/Platform/Sources/PushApi.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import * as UaEvents from "../src/UsageAnalytics/UaEvents.ts"
import { failureOf, ORG, recordingTracer, run, runExit, testLayer, TOKEN } from "./support/client.ts"
import type { Recorded } from "./support/server.ts"
import { useServer } from "./support/server.ts"

/** The other credential; like the configured token, it must never show in an error. */
const OTHER = "xx-search-token-7d1e0b"

const server = useServer()
const serverless = useServer()

const bearers = (requests: ReadonlyArray<Recorded>) => requests.map((r) => r.headers.authorization)

// A server that puts the credential it received everywhere an error shows a server's words.
const echo = (req: Recorded) => {
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "")
  // `escaped` holds the token as JSON escapes: a scrub of the text alone would let it through.
  const json = `{"message":"token ${token} is not allowed","escaped":"${
    token.replace(/x/g, "\\u0078")
  }","${token}":"${token}"}`
  return { status: 401, headers: { "x-request-id": `req-${token}`, "content-type": "application/json" }, body: json }
}
const echoRaw = (req: Recorded) => {
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "")
  return { status: 500, body: `Internal error for Bearer ${token}` }
}

const click = {
  language: "en",
  searchQueryUid: "q1",
  sourceName: "Docs",
  documentPosition: 1,
  actionCause: "documentOpen"
}

describe("withAccessToken (Effect)", () => {
  it("its calls send the other token; the client's other calls keep the configured one", async () => {
    server.handler = () => ({ body: {} })
    const program = Effect.gen(function*() {
      yield* Sources.get("s1")
      yield* Search.query({ q: "shoes" }).pipe(withAccessToken(OTHER))
      yield* Sources.get("s2")
    })
    await run(server, program)
    expect(server.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ["GET", `/rest/organizations/${ORG}/sources/s1`, `Bearer ${TOKEN}`],
      ["POST", "/rest/search/v2", `Bearer ${OTHER}`],
      ["GET", `/rest/organizations/${ORG}/sources/s2`, `Bearer ${TOKEN}`]
    ])
    expect(server.requests[1]!.query).toBe(`organizationId=${ORG}`)
    expect(JSON.parse(server.requests[1]!.text)).toEqual({ q: "shoes" })
  })

  it("covers every call of an effect, raw requests included, and concurrent calls outside keep theirs", async () => {
    server.handler = () => ({ body: {}, delayMs: 20 })
    const underOther = Effect.all([
      Search.query({ q: "a" }),
      request({ method: "POST", path: "/rest/search/v2/querySuggest", body: { q: "a" } })
    ], { concurrency: 2 }).pipe(withAccessToken(OTHER))
    await run(server, Effect.all([underOther, Sources.get("s1")], { concurrency: 2 }))
    const byPath = Object.fromEntries(server.requests.map((r) => [r.path, r.headers.authorization]))
    expect(byPath).toEqual({
      "/rest/search/v2": `Bearer ${OTHER}`,
      "/rest/search/v2/querySuggest": `Bearer ${OTHER}`,
      [`/rest/organizations/${ORG}/sources/s1`]: `Bearer ${TOKEN}`
    })
  })

  it("takes the token forms the configuration takes: Redacted, Effect, and a function read on every request", async () => {
    server.handler = () => ({ body: {} })
    let n = 0
    const rotating = withAccessToken(() => `rotating-${++n}`)
    await run(
      server,
      Effect.gen(function*() {
        yield* Search.query({}).pipe(withAccessToken(Redacted.make("redacted-1")))
        yield* Search.query({}).pipe(withAccessToken(Effect.succeed("effect-1")))
        yield* Search.query({}).pipe(rotating)
        yield* Search.query({}).pipe(rotating)
      })
    )
    expect(bearers(server.requests)).toEqual([
      "Bearer redacted-1",
      "Bearer effect-1",
      "Bearer rotating-1",
      "Bearer rotating-2"
    ])
  })

  it("an echoed other token never appears in the typed error, its message, its cause or its JSON, nor in a span", async () => {
    const { spans, tracer } = recordingTracer()
    for (const handler of [echo, echoRaw]) {
      server.reset()
      server.handler = handler
      const exit = await Effect.runPromiseExit(
        Search.query({ q: "x" }).pipe(withAccessToken(OTHER), Effect.withTracer(tracer),
          Effect.provide(testLayer(server)))
      )
      const error = failureOf(exit)
      expect(error).toMatchObject({ _tag: "HttpError", url: `${server.url}/rest/search/v2?organizationId=${ORG}` })
      expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${OTHER}`)
      for (const shown of [JSON.stringify(error), String(error), error.message, JSON.stringify(exit), String(exit)]) {
        expect(shown).not.toContain(OTHER)
        expect(shown).not.toContain(OTHER.replace(/x/g, "\\u0078"))
      }
    }
    // The echo is there, redacted: the server's words survive, the token does not.
    server.reset()
    server.handler = echo
    const error = failureOf(await runExit(server, Search.query({}).pipe(withAccessToken(OTHER))))
    expect(error).toMatchObject({
      status: 401,
      requestId: "req-<redacted>",
      body: { message: "token <redacted> is not allowed", escaped: "<redacted>", "<redacted>": "<redacted>" }
    })
    expect(spans.map((s) => s.name)).toEqual(["Search.query", "Search.query"])
    for (const span of spans) expect(JSON.stringify([...span.attributes.entries()])).not.toContain(OTHER)
  })

  it("an echoed other token is scrubbed from a malformed success and a text answer too", async () => {
    const echoText = post("Test.echoText", "/echo", text, () => ({}))
    server.handler = (req) => ({ status: 200, body: `{not json ${req.headers.authorization}` })
    const malformed = failureOf(await runExit(server, Search.query({}).pipe(withAccessToken(OTHER))))
    expect(malformed).toMatchObject({ _tag: "MalformedResponse", text: "{not json Bearer <redacted>" })
    server.handler = () => ({ status: 400, body: `no ${OTHER} here` })
    const failed = failureOf(await runExit(server, echoText().pipe(withAccessToken(OTHER))))
    expect(failed).toMatchObject({ _tag: "HttpError", body: "no <redacted> here" })
  })

  it("a 429 then 200 is retried under the other token, on the client's retry schedule", async () => {
    server.reply({ status: 429, body: {} }, { status: 200, body: { totalCount: 1 } })
    const result = await run(server, Search.query({}).pipe(withAccessToken(OTHER)), {
      retry: { initialDelay: "1 millis" }
    })
    expect(result).toEqual({ totalCount: 1 })
    expect(bearers(server.requests)).toEqual([`Bearer ${OTHER}`, `Bearer ${OTHER}`])
    // The client's `attempts` bounds the other token's calls as well.
    server.reset()
    server.handler = () => ({ status: 429, body: {} })
    const exit = await runExit(server, Search.query({}).pipe(withAccessToken(OTHER)), {
      retry: { attempts: 3, initialDelay: "1 millis" }
    })
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 429 })
    expect(bearers(server.requests)).toEqual([`Bearer ${OTHER}`, `Bearer ${OTHER}`, `Bearer ${OTHER}`])
  })

  it("the client's timeout applies to the other token's calls", async () => {
    server.handler = () => ({ body: {}, delayMs: 2000 })
    const exit = await runExit(server, Search.query({}).pipe(withAccessToken(OTHER)), { timeout: "50 millis" })
    expect(failureOf(exit)).toMatchObject({ _tag: "Timeout", scope: "attempt", timeoutMillis: 50 })
  })

  it("each family goes to its host: push and logs to the serverless host, usage analytics and events to the platform host", async () => {
    server.handler = () => ({ body: {} })
    serverless.handler = () => ({ body: { fileId: "f1", uploadUri: "https://upload", requiredHeaders: {} } })
    const program = Effect.gen(function*() {
      yield* PushApi.createFileContainer()
      yield* Logs.get({ from: "2024-01-01", to: "2024-01-02" }, {})
      yield* UaEvents.logClick(click)
      yield* Events.sendEvents([{ type: "click" }])
    }).pipe(withAccessToken(OTHER))
    await Effect.runPromise(Effect.provide(program, testLayer(server, {}, serverless)))
    expect(serverless.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ["POST", `/push/v1/organizations/${ORG}/files`, `Bearer ${OTHER}`],
      ["POST", `/logs/v1/organizations/${ORG}?from=2024-01-01&to=2024-01-02`, `Bearer ${OTHER}`]
    ])
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ["POST", `/rest/ua/v15/analytics/click?org=${ORG}`, `Bearer ${OTHER}`],
      ["POST", `/rest/organizations/${ORG}/events/v1`, `Bearer ${OTHER}`]
    ])
  })

  it("keeps per-call options, in either order", async () => {
    server.handler = () => ({ body: {} })
    await run(server, Search.query({}).pipe(withAccessToken(OTHER), withCallOptions({ headers: { "x-trace": "a" } })))
    await run(server, Search.query({}).pipe(withCallOptions({ headers: { "x-trace": "b" } }), withAccessToken(OTHER)))
    expect(server.requests.map((r) => [r.headers.authorization, r.headers["x-trace"]])).toEqual([
      [`Bearer ${OTHER}`, "a"],
      [`Bearer ${OTHER}`, "b"]
    ])
  })

  it("the innermost credential wins", async () => {
    server.handler = () => ({ body: {} })
    const program = Effect.all([Search.query({}).pipe(withAccessToken("inner")), Search.query({})]).pipe(
      withAccessToken(OTHER)
    )
    await run(server, program)
    expect(bearers(server.requests)).toEqual(["Bearer inner", `Bearer ${OTHER}`])
  })

  it("a token that cannot be sent fails with InvalidInput that does not quote it, before any request", async () => {
    for (const bad of ["", "abc\r\nx-injected: 1"]) {
      const error = failureOf(await runExit(server, Search.query({}).pipe(withAccessToken(bad))))
      expect(error).toMatchObject({ _tag: "InvalidInput", call: "Search.query" })
      if (bad !== "") expect(JSON.stringify(error)).not.toContain("x-injected")
    }
    expect(server.requests).toHaveLength(0)
  })

  it("checkToken and currentUser under it are about the other token; the client's own answer is kept apart", async () => {
    server.handler = (req) => {
      const token = /name="token"\r\n\r\n([^\r]*)/.exec(req.text)?.[1]
      return { body: { active: true, authentication: { username: `${token}@example.com` } } }
    }
    const other = withAccessToken(OTHER)
    const program = Effect.gen(function*() {
      yield* checkToken
      const checked = yield* other(checkToken)
      return {
        checked: checked.authentication?.username,
        underOther: (yield* other(currentUser))?.username,
        own: (yield* currentUser)?.username
      }
    })
    expect(await run(server, program)).toEqual({
      checked: `${OTHER}@example.com`,
      underOther: `${OTHER}@example.com`,
      own: `${TOKEN}@example.com`
    })
    expect(bearers(server.requests)).toEqual([`Bearer ${TOKEN}`, `Bearer ${OTHER}`])
  })
})

describe("withAccessToken (promise)", () => {
  const promiseClient = () =>
    createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url, serverlessHost: serverless.url })

  it("a client that sends the other token, with the same accessors; the client itself keeps its own", async () => {
    server.handler = () => ({ body: {} })
    serverless.handler = () => ({ body: { fileId: "f1" } })
    const client = promiseClient()
    try {
      const search = client.withAccessToken(OTHER)
      await search.search.query({ q: "shoes" })
      await client.source.get("s1")
      await client.withAccessToken(Redacted.make("push-key")).pushApi.createFileContainer()
      expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
        ["/rest/search/v2", `Bearer ${OTHER}`],
        [`/rest/organizations/${ORG}/sources/s1`, `Bearer ${TOKEN}`]
      ])
      expect(serverless.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
        [`/push/v1/organizations/${ORG}/files`, "Bearer push-key"]
      ])
    } finally {
      await client.dispose()
    }
  })

  it("keeps its options through withOptions, and withResponse; errors are scrubbed of the other token", async () => {
    server.handler = () => ({ body: {} })
    const client = promiseClient()
    try {
      const other = client.withAccessToken(OTHER)
      await other.withOptions({ headers: { "x-trace": "t" } }).search.query({})
      const { response } = await other.withResponse((c) => c.search.query({}))
      expect(response.status).toBe(200)
      expect(server.requests.map((r) => [r.headers.authorization, r.headers["x-trace"]])).toEqual([
        [`Bearer ${OTHER}`, "t"],
        [`Bearer ${OTHER}`, undefined]
      ])
      server.handler = echo
      const error: unknown = await other.search.query({}).catch((e: unknown) => e)
      expect(error).toMatchObject({ _tag: "HttpError", status: 401 })
      for (const shown of [JSON.stringify(error), String(error), (error as Error).message]) {
        expect(shown).not.toContain(OTHER)
      }
    } finally {
      await client.dispose()
    }
  })

  it("initialize() and currentUser of the derived client are about the other token", async () => {
    server.handler = (req) => {
      const token = /name="token"\r\n\r\n([^\r]*)/.exec(req.text)?.[1]
      return { body: { active: true, authentication: { username: `${token}@example.com` } } }
    }
    const client = promiseClient()
    try {
      const other = client.withAccessToken(OTHER)
      await client.initialize()
      await other.initialize()
      expect(other.currentUser?.username).toBe(`${OTHER}@example.com`)
      expect(client.currentUser?.username).toBe(`${TOKEN}@example.com`)
      expect(client.withOptions({ timeout: "1 second" }).currentUser?.username).toBe(`${TOKEN}@example.com`)
    } finally {
      await client.dispose()
    }
  })

  it("the retry schedule applies: a 429 then 200 is retried under the other token", async () => {
    server.reply({ status: 429, body: {} }, { status: 200, body: { totalCount: 2 } })
    const client = createPlatformClient({
      organizationId: ORG,
      accessToken: TOKEN,
      host: server.url,
      retry: { initialDelay: "1 millis" }
    })
    try {
      expect(await client.withAccessToken(OTHER).search.query({})).toEqual({ totalCount: 2 })
      expect(bearers(server.requests)).toEqual([`Bearer ${OTHER}`, `Bearer ${OTHER}`])
    } finally {
      await client.dispose()
    }
  })
})

describe("a token the caller puts in a path", () => {
  // A careless caller passes the token where an id belongs: every error of the call shows the URL, redacted.
  const sources: ReadonlyArray<readonly [string, string | (() => string)]> = [
    ["a constant token", TOKEN],
    ["a token function", () => TOKEN]
  ]
  for (const [label, accessToken] of sources) {
    it(`is redacted from the attempt's error, the call's Timeout and Aborted (${label})`, async () => {
      const path = `${server.url}/rest/organizations/${ORG}/sources/<redacted>`
      // The attempt's own error.
      server.handler = () => ({ status: 404, body: {} })
      const notFound = failureOf(await runExit(server, Sources.get(TOKEN), { accessToken }))
      expect(notFound).toMatchObject({ _tag: "HttpError", status: 404, url: path })
      // The call's deadline, reached while a 429's Retry-After is waited out.
      server.reset()
      server.handler = () => ({ status: 429, headers: { "retry-after": "1" }, body: {} })
      const late = failureOf(await runExit(server, Sources.get(TOKEN), { accessToken, deadline: "150 millis" }))
      expect(late).toMatchObject({ _tag: "Timeout", scope: "call", url: path })
      // abortGetRequests during the back-off.
      server.reset()
      server.handler = () => ({ status: 429, headers: { "retry-after": "1" }, body: {} })
      const aborted = failureOf(
        await runExit(
          server,
          Effect.gen(function*() {
            const fiber = yield* Effect.forkChild(Sources.get(TOKEN))
            yield* Effect.promise(() => server.waitFor(1))
            yield* Effect.sleep("30 millis")
            yield* abortGetRequests
            return yield* Fiber.join(fiber)
          }),
          { accessToken }
        )
      )
      expect(aborted).toMatchObject({ _tag: "Aborted", url: path })
      for (const error of [notFound, late, aborted]) {
        expect(JSON.stringify(error)).not.toContain(TOKEN)
        expect(String(error)).not.toContain(TOKEN)
      }
    })
  }
})
