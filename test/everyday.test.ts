/**
 * The everyday API: per-call options, raw requests, responses next to data,
 * typed error bodies and token information, in both APIs, through a loopback server.
 */
import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { type HttpError, isHttpError, isNotFound, isServerError, type PlatformErrorBody } from "../src/Errors/index.ts"
import { checkToken, currentUser } from "../src/Http/Auth.ts"
import { type ResponseInfo, type TokenUser, withCallOptions } from "../src/Http/PlatformClient.ts"
import { request, type WithResponse, withResponse } from "../src/Http/Request.ts"
import type { RetryOptions } from "../src/Http/Retry.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient, type PlatformClientOptions } from "../src/promise/index.ts"
import * as Reports from "../src/UsageAnalytics/Reports.ts"
import { failureOf, ORG, runExit, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()
const promiseClient = (options: Partial<PlatformClientOptions> = {}) =>
  createPlatformClient({
    organizationId: ORG,
    accessToken: TOKEN,
    host: server.url,
    serverlessHost: server.url,
    ...options
  })

describe("per-call options (Effect)", () => {
  it("timeout overrides the client's for those calls only", async () => {
    server.handler = () => ({ body: { id: "s" }, delayMs: 300 })
    const exit = await runExit(server, withCallOptions({ timeout: "50 millis" })(Sources.get("s")))
    expect(failureOf(exit)).toMatchObject({ _tag: "Timeout", scope: "attempt", timeoutMillis: 50 })
    const ok = await runExit(server, Sources.get("s"))
    expect(ok._tag).toBe("Success")
  })
  it("deadline bounds those calls in all, retries and back-off included, instead of the client's", async () => {
    // Each attempt answers 429 with a one-second Retry-After: only a bound on the whole call ends it early.
    server.handler = () => ({ status: 429, headers: { "retry-after": "1" }, body: {} })
    const started = Date.now()
    const exit = await runExit(server, withCallOptions({ deadline: "150 millis" })(Sources.get("s")))
    expect(failureOf(exit)).toMatchObject({ _tag: "Timeout", scope: "call", timeoutMillis: 150 })
    expect(Date.now() - started).toBeLessThan(900)
    expect(server.requests).toHaveLength(1)
    // Inner over outer, and over the client's: a longer one lets the slow answer arrive.
    server.handler = () => ({ body: { id: "s" }, delayMs: 200 })
    const longer = await runExit(
      server,
      withCallOptions({ deadline: "50 millis" })(withCallOptions({ deadline: "5 seconds" })(Sources.get("s"))),
      { deadline: "50 millis" }
    )
    expect(longer).toMatchObject({ _tag: "Success", value: { id: "s" } })
    const client = promiseClient({ deadline: "5 seconds" })
    await expect(client.withOptions({ deadline: "50 millis" }).source.get("s")).rejects.toMatchObject({
      _tag: "Timeout",
      scope: "call",
      timeoutMillis: 50
    })
    await client.dispose()
  })
  it("an option given as undefined inside leaves the outer one in force, in both APIs", async () => {
    server.handler = () => ({ body: { id: "s" }, delayMs: 300 })
    const inner = { timeout: undefined, deadline: undefined, retry: undefined, headers: undefined }
    const exits = await Promise.all([
      runExit(server, withCallOptions({ deadline: "50 millis" })(withCallOptions(inner)(Sources.get("s")))),
      runExit(server, withCallOptions({ timeout: "50 millis" })(withCallOptions(inner)(Sources.get("s"))))
    ])
    expect(exits.map((exit) => failureOf(exit))).toMatchObject([
      { _tag: "Timeout", scope: "call", timeoutMillis: 50 },
      { _tag: "Timeout", scope: "attempt", timeoutMillis: 50 }
    ])
    const client = promiseClient()
    const controller = new AbortController()
    const call = client.withOptions({ signal: controller.signal }).withOptions({ signal: undefined, ...inner })
      .source.get("s")
    controller.abort(new Error("stopped"))
    await expect(call).rejects.toThrow("stopped")
    await client.dispose()
  })
  it("extra headers reach the wire; the token's header cannot be replaced", async () => {
    server.handler = () => ({ body: { id: "s" } })
    await runExit(
      server,
      withCallOptions({ headers: { "X-Trace": "abc", Accept: "application/json; v=2" } })(Sources.get("s"))
    )
    expect(server.requests[0]!.headers["x-trace"]).toBe("abc")
    expect(server.requests[0]!.headers["accept"]).toBe("application/json; v=2")
    expect(server.requests[0]!.headers["authorization"]).toBe(`Bearer ${TOKEN}`)
    const refused = await runExit(
      server,
      withCallOptions({ headers: { Authorization: "Bearer other" } })(Sources.get("s"))
    )
    expect(failureOf(refused)).toMatchObject({ _tag: "InvalidInput" })
    const badValue = await runExit(server, withCallOptions({ headers: { "x-a": "a\r\nb" } })(Sources.get("s")))
    expect(failureOf(badValue)).toMatchObject({ _tag: "InvalidInput" })
    expect(server.requests).toHaveLength(1)
  })
  it("an invalid per-call duration fails the calls with InvalidInput, before any request", async () => {
    for (
      const options of [{ timeout: -5 }, { timeout: 0 }, { deadline: "soon" }, { retry: { maxRetryAfter: "soon" } }]
    ) {
      const exit = await runExit(server, withCallOptions(options as never)(Sources.get("s")))
      expect(failureOf(exit), JSON.stringify(options)).toMatchObject({ _tag: "InvalidInput" })
    }
    expect(server.requests).toHaveLength(0)
  })
  it("careless retry options fail with InvalidInput: the client's when it is made, a call's before any request", async () => {
    const careless = [
      { initialDelay: "banana" },
      { maxDelay: "x" },
      { maxRetryAfter: -1 },
      { attempts: -1 },
      { attempts: 1.5 },
      { attempts: "3" },
      { attempts: Number.POSITIVE_INFINITY },
      { multiplier: Number.NaN },
      { multiplier: 0 },
      { maxConcurrentRetries: 0 },
      { maxConcurrentRetries: Number.NaN },
      { jitter: "half" },
      { delayFirstAttempt: "yes" },
      { transient: { methods: 5 } },
      { transient: "GET" },
      { transient: { methods: ["get"] } },
      { transient: { methods: ["GET", "POST"] } }
    ] as unknown as ReadonlyArray<RetryOptions>
    for (const retry of careless) {
      const made = (() => {
        try {
          return promiseClient({ retry })
        } catch (thrown) {
          return thrown
        }
      })()
      expect(made, JSON.stringify(retry)).toMatchObject({ _tag: "InvalidInput", call: "options" })
      const exit = await runExit(server, withCallOptions({ retry })(Sources.get("s")))
      expect(failureOf(exit), JSON.stringify(retry)).toMatchObject({ _tag: "InvalidInput", call: "Sources.get" })
      const client = promiseClient()
      await expect(client.withOptions({ retry }).source.get("s"), JSON.stringify(retry)).rejects.toMatchObject({
        _tag: "InvalidInput"
      })
      await client.dispose()
    }
    expect(server.requests).toHaveLength(0)
    // What the checks accept: every field at a valid value.
    const valid: RetryOptions = {
      attempts: 0,
      initialDelay: 0,
      maxDelay: "1 second",
      maxRetryAfter: "0 millis",
      multiplier: 1.5,
      maxConcurrentRetries: 1,
      jitter: "full",
      delayFirstAttempt: false,
      transient: { methods: ["GET"] }
    }
    await promiseClient({ retry: valid }).dispose()
  })
  it("call options, headers or retry that are no object fail the calls with InvalidInput, unsent; no options change nothing", async () => {
    for (
      const options of ["x", 5, null, { headers: "x" }, { retry: "x" }, { headers: ["a"] }, {
        retry: [1]
      }] as unknown as ReadonlyArray<never>
    ) {
      const exit = await runExit(server, withCallOptions(options)(Sources.get("s")))
      expect(failureOf(exit), JSON.stringify(options)).toMatchObject({ _tag: "InvalidInput", call: "Sources.get" })
    }
    const client = promiseClient()
    expect(() => client.withOptions("x" as never)).toThrow(expect.objectContaining({ _tag: "InvalidInput" }))
    expect(() => client.withOptions([] as never)).toThrow(expect.objectContaining({ _tag: "InvalidInput" }))
    for (const options of [{ headers: "x" }, { retry: "x" }] as unknown as ReadonlyArray<never>) {
      await expect(client.withOptions(options).source.get("s"), JSON.stringify(options)).rejects.toMatchObject({
        _tag: "InvalidInput"
      })
    }
    expect(server.requests).toHaveLength(0)
    // Absent options keep those already applied: here, the 50 ms timeout.
    server.handler = () => ({ body: { id: "s" }, delayMs: 300 })
    const kept = await runExit(
      server,
      withCallOptions({ timeout: "50 millis" })(withCallOptions(undefined as never)(Sources.get("s")))
    )
    expect(failureOf(kept)).toMatchObject({ _tag: "Timeout", timeoutMillis: 50 })
    await expect(client.withOptions({ timeout: "50 millis" }).withOptions(undefined as never).source.get("s")).rejects
      .toMatchObject({ _tag: "Timeout", timeoutMillis: 50 })
    await client.dispose()
  })
  it("retry settings override the client's: one attempt means no retry", async () => {
    server.handler = () => ({ status: 429, body: {} })
    const exit = await runExit(server, withCallOptions({ retry: { attempts: 1 } })(Sources.get("s")))
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 429 })
    expect(server.requests).toHaveLength(1)
  })
})

describe("withResponse and request (Effect)", () => {
  it("withResponse gives the data with status, headers and request id", async () => {
    server.handler = () => ({ body: { id: "s1" }, headers: { "x-request-id": "r-42", "x-extra": "yes" } })
    const exit = await runExit(server, withResponse(Sources.get("s1")))
    expect(exit._tag).toBe("Success")
    const value = (exit as { value: WithResponse<Sources.SourceModel> }).value
    expect(value.data).toEqual({ id: "s1" })
    expect(value.response).toMatchObject({ status: 200, requestId: "r-42", method: "GET" })
    expect(value.response.headers["x-extra"]).toBe("yes")
  })
  it("nested onResponse callbacks are all called, the outer first: withResponse inside does not silence a log outside", async () => {
    server.reply(
      { status: 429, headers: { "retry-after": "0", "x-request-id": "r-1" }, body: {} },
      { body: { id: "s1" }, headers: { "x-request-id": "r-2" } }
    )
    const seen: Array<string> = []
    const log = (where: string) => (r: ResponseInfo) => seen.push(`${where} ${r.status} ${r.requestId}`)
    const exit = await runExit(
      server,
      withCallOptions({ onResponse: log("outer") })(
        withResponse(withCallOptions({ onResponse: log("inner") })(Sources.get("s1")))
      )
    )
    expect(exit).toMatchObject({ _tag: "Success", value: { data: { id: "s1" }, response: { requestId: "r-2" } } })
    expect(seen).toEqual(["outer 429 r-1", "inner 429 r-1", "outer 200 r-2", "inner 200 r-2"])
    // An inner `onResponse: undefined` leaves the outer one in force.
    seen.length = 0
    server.reply({ body: { id: "s1" }, headers: { "x-request-id": "r-3" } })
    await runExit(server,
      withCallOptions({ onResponse: log("outer") })(withCallOptions({ onResponse: undefined })(Sources.get("s1"))))
    expect(seen).toEqual(["outer 200 r-3"])
  })
  it("request sends any path through the pipeline: {org}, query, JSON body, typed errors", async () => {
    server.handler = (req) =>
      req.method === "POST" ? { body: { made: true } } : { status: 404, body: { errorCode: "NOPE" } }
    const made = await runExit(
      server,
      request<{ made: boolean }>({
        method: "POST",
        path: "/rest/organizations/{org}/new/thing",
        query: { a: [1, 2], b: "" },
        body: { x: 1 }
      })
    )
    expect(made).toMatchObject({ _tag: "Success", value: { made: true } })
    const seen = server.requests[0]!
    expect(`${seen.method} ${seen.url}`).toBe(`POST /rest/organizations/${ORG}/new/thing?a=1&a=2`)
    expect(seen.headers["content-type"]).toBe("application/json")
    expect(seen.text).toBe(`{"x":1}`)
    expect(seen.headers["authorization"]).toBe(`Bearer ${TOKEN}`)
    const missing = await runExit(server, request({ method: "GET", path: "/rest/organizations/{org}/nothing" }))
    expect(failureOf(missing)).toMatchObject({ _tag: "HttpError", status: 404, errorCode: "NOPE" })
  })
  it("request refuses paths that could reach elsewhere, before any request", async () => {
    for (const path of ["rest/x", "/rest/../admin", "/rest/x?y=1", "/rest/x#f", "/rest/{id}", "/rest/a\r\nb"]) {
      const exit = await runExit(server, request({ method: "GET", path }))
      expect(failureOf(exit), path).toMatchObject({ _tag: "InvalidInput" })
    }
    expect(server.requests).toHaveLength(0)
  })
})

describe("path segments", () => {
  it("keep @ and : as the promise client does; everything else that could change the path stays encoded", async () => {
    server.handler = () => ({ body: { id: "x" } })
    await runExit(server, Sources.get("a@b.c:d;e/f?g#h%i&j=k+l"))
    expect(server.requests[0]!.path).toBe(`/rest/organizations/${ORG}/sources/a@b.c:d%3Be%2Ff%3Fg%23h%25i%26j%3Dk%2Bl`)
  })
})

describe("input that no request can carry", () => {
  it("an empty organization fails a call that sends it as a query value, before any request", async () => {
    const exit = await runExit(server, Reports.list(), { organizationId: "" })
    expect(failureOf(exit)).toMatchObject({ _tag: "InvalidInput", call: "Reports.list" })
    expect(String(failureOf(exit).message)).toContain("organizationId is empty")
    expect(server.requests).toHaveLength(0)
  })
  it("a number that is not finite fails anywhere in a query, nested objects and arrays included", async () => {
    for (const query of [{ a: NaN }, { a: [1, Infinity] }, { ctx: { depth: -Infinity } }, { ctx: [{ n: NaN }] }]) {
      const exit = await runExit(server, request({ method: "GET", path: "/rest/organizations/{org}/x", query }))
      expect(failureOf(exit), JSON.stringify(Object.keys(query))).toMatchObject({ _tag: "InvalidInput" })
    }
    expect(server.requests).toHaveLength(0)
  })
})

describe("typed error bodies and token information", () => {
  it("HttpError exposes the platform's error fields, typed; predicates make the common cases one line", async () => {
    server.handler = () => ({
      status: 404,
      body: { errorCode: "SOURCE_NOT_FOUND", message: "No such source", statusCode: 404, extra: 1 }
    })
    const exit = await runExit(server, Sources.get("x"))
    const error = failureOf(exit) as HttpError
    expect(isNotFound(error)).toBe(true)
    expect(isServerError(error)).toBe(false)
    expect(isHttpError(error, 404)).toBe(true)
    expect(error.errorCode).toBe("SOURCE_NOT_FOUND")
    expect(error.statusCode).toBe(404)
    expect(error.errorBody?.message).toBe("No such source")
    const recovered = await runExit(
      server,
      Sources.get("x").pipe(Effect.catchIf(isNotFound, () => Effect.succeed("none")))
    )
    expect(recovered).toMatchObject({ _tag: "Success", value: "none" })
  })
  it("a field of the wrong type is left undefined rather than mistyped", async () => {
    server.handler = () => ({ status: 400, body: { errorCode: 12 } })
    const error = failureOf(await runExit(server, Sources.get("x"))) as HttpError
    expect(error.errorCode).toBeUndefined()
  })
  it("the token check's answer and currentUser are typed", async () => {
    server.handler = () => ({ body: { active: true, authentication: { username: "a@b.c", provider: "EMAIL" } } })
    const exit = await runExit(server, Effect.andThen(checkToken, currentUser))
    expect(exit).toMatchObject({ _tag: "Success", value: { username: "a@b.c", provider: "EMAIL" } })
  })
})

describe("the promise API", () => {
  it("withOptions: headers and timeout for the calls made through it, the client itself unchanged", async () => {
    server.handler = (req) => ({ body: { id: "s" }, delayMs: req.headers["x-slow"] === "1" ? 300 : 0 })
    const client = promiseClient()
    const traced = client.withOptions({ headers: { "x-slow": "1" }, timeout: "50 millis" })
    await expect(traced.source.get("s")).rejects.toMatchObject({ _tag: "Timeout", timeoutMillis: 50 })
    await expect(client.source.get("s")).resolves.toEqual({ id: "s" })
    expect(server.requests.map((r) => r.headers["x-slow"])).toEqual(["1", undefined])
    await client.dispose()
  })
  it("withOptions({ signal }): aborting rejects with the signal's reason and aborts the request", async () => {
    server.handler = () => ({ body: { id: "s" }, delayMs: 2000 })
    const client = promiseClient()
    const controller = new AbortController()
    const call = client.withOptions({ signal: controller.signal }).source.rebuild("s")
    await server.waitFor(1)
    controller.abort(new Error("user gave up"))
    await expect(call).rejects.toThrow("user gave up")
    await new Promise((r) => setTimeout(r, 100))
    expect(server.requests[0]!.aborted).toBe(true)
    await expect(client.withOptions({ signal: controller.signal }).source.get("s")).rejects.toThrow("user gave up")
    await client.dispose()
  })
  it("withOptions({ signal }) reaches the Stream twins: aborted, an iteration sends nothing more and rejects", async () => {
    server.handler = (req) => {
      const page = Number(new URL(req.url, "http://x").searchParams.get("page") ?? 0)
      return { body: { sourceModels: [{ id: `p${page}` }], totalEntries: 3, totalPages: 3 } }
    }
    const client = promiseClient()
    const gone = new AbortController()
    gone.abort(new Error("gave up before"))
    await expect(client.withOptions({ signal: gone.signal }).source.listAll()[Symbol.asyncIterator]().next())
      .rejects.toThrow("gave up before")
    expect(server.requests).toHaveLength(0)
    const controller = new AbortController()
    const items = client.withOptions({ signal: controller.signal }).source.listAll({ perPage: 1 })[
      Symbol.asyncIterator
    ]()
    expect(await items.next()).toEqual({ done: false, value: { id: "p0" } })
    controller.abort(new Error("gave up during"))
    await expect(items.next()).rejects.toThrow("gave up during")
    const sent = server.requests.length
    await new Promise((r) => setTimeout(r, 50))
    expect(server.requests).toHaveLength(sent)
    await client.dispose()
  })
  it("withOptions({ signal }) aborted with a reason that is no Error rejects with an Error of that text", async () => {
    server.handler = () => ({ body: { id: "s" }, delayMs: 2000 })
    const client = promiseClient()
    const controller = new AbortController()
    const call = client.withOptions({ signal: controller.signal }).source.rebuild("s")
    await server.waitFor(1)
    controller.abort("gave up")
    await expect(call).rejects.toEqual(new Error("gave up"))
    await client.dispose()
  })
  it("withOptions with a signal that is not an AbortSignal throws InvalidInput, as for options that are no object", () => {
    const client = promiseClient()
    for (const signal of [{}, "x", 5]) {
      expect(() => client.withOptions({ signal: signal as never })).toThrow(
        expect.objectContaining({
          _tag: "InvalidInput",
          call: "withOptions",
          message: "options must be an object, its signal an AbortSignal"
        })
      )
    }
    void client.dispose()
  })
  it("withResponse and request", async () => {
    server.handler = (req) => ({ body: { path: req.path }, headers: { "x-request-id": "r-7" } })
    const client = promiseClient()
    const { data, response } = await client.withResponse((c) => c.source.get("s1"))
    expect(data).toEqual({ path: `/rest/organizations/${ORG}/sources/s1` })
    expect(response).toMatchObject({ status: 200, requestId: "r-7" })
    await expect(client.request({ method: "GET", path: "/rest/organizations/{org}/anything" })).resolves.toEqual({
      path: `/rest/organizations/${ORG}/anything`
    })
    await client.dispose()
  })
})

describe("types", () => {
  it("are declared, not unknown", () => {
    expectTypeOf<HttpError["errorCode"]>().toEqualTypeOf<string | undefined>()
    expectTypeOf<HttpError["errorBody"]>().toEqualTypeOf<PlatformErrorBody | undefined>()
    expectTypeOf<HttpError["status"]>().toEqualTypeOf<number>()
    type Client = ReturnType<typeof createPlatformClient>
    expectTypeOf<Client["currentUser"]>().toEqualTypeOf<TokenUser | undefined>()
    expectTypeOf<ReturnType<Client["source"]["get"]>>().toEqualTypeOf<Promise<Sources.SourceModel | undefined>>()
    expectTypeOf<Awaited<ReturnType<Client["withResponse"]>>["response"]>().toEqualTypeOf<ResponseInfo>()
    expectTypeOf<Parameters<Client["withOptions"]>[0]["signal"]>().toEqualTypeOf<AbortSignal | undefined>()
    expectTypeOf(request<{ a: 1 }>).returns.toEqualTypeOf<
      Effect.Effect<
        { a: 1 },
        import("../src/Errors/index.ts").CallError,
        import("../src/Http/PlatformClient.ts").CoveoClient
      >
    >()
    expectTypeOf(withResponse(Sources.get("s"))).toExtend<
      Effect.Effect<WithResponse<Sources.SourceModel>, unknown, unknown>
    >()
  })
})
