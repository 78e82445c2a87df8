import { beforeEach, describe, expect, it } from "@effect/vitest"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Scope from "effect/Scope"
import { TestClock } from "effect/testing"
import { ClientDisposed, type HttpError } from "../src/Errors/index.ts"
import { abortGetRequests, checkToken, currentUser } from "../src/Http/Auth.ts"
import { hostFor, PlatformConfig, type PlatformOptions, resolve } from "../src/Http/Config.ts"
import { blob, get, json, post } from "../src/Http/Endpoint.ts"
import { configFromEnv, layerConfig } from "../src/Http/LayerConfig.ts"
import { CoveoClient } from "../src/Http/PlatformClient.ts"
import { fetchTransport, nodeTransport } from "../src/Http/Transport.ts"
import * as ApiKeys from "../src/Platform/Authorization/ApiKeys.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { failureOf, ORG, recordingTracer, run, runExit, testLayer, TOKEN } from "./support/client.ts"
import { type Recorded, settle, startServer, useServer } from "./support/server.ts"
import { testUndiciTransport } from "./support/undici.ts"

const resolveOk = (options: PlatformOptions) => Result.getOrThrow(resolve(options))

const server = useServer()
const serverless = useServer()

describe("hosts", () => {
  const table = [
    ["production", "us", "https://platform.cloud.coveo.com", "https://api.cloud.coveo.com"],
    ["production", "eu", "https://platform-eu.cloud.coveo.com", "https://api-eu.cloud.coveo.com"],
    ["production", "au", "https://platform-au.cloud.coveo.com", "https://api-au.cloud.coveo.com"],
    ["dev", "us", "https://platformdev.cloud.coveo.com", "https://apidev.cloud.coveo.com"],
    ["dev", "eu", "https://platformdev-eu.cloud.coveo.com", "https://apidev-eu.cloud.coveo.com"],
    ["dev", "au", "https://platformdev-au.cloud.coveo.com", "https://apidev-au.cloud.coveo.com"],
    ["stg", "us", "https://platformstg.cloud.coveo.com", "https://apistg.cloud.coveo.com"],
    ["stg", "eu", "https://platformstg-eu.cloud.coveo.com", "https://apistg-eu.cloud.coveo.com"],
    ["stg", "au", "https://platformstg-au.cloud.coveo.com", "https://apistg-au.cloud.coveo.com"],
    ["hipaa", "us", "https://platformhipaa.cloud.coveo.com", "https://apihipaa.cloud.coveo.com"],
    ["hipaa", "eu", "https://platformhipaa.cloud.coveo.com", "https://apihipaa.cloud.coveo.com"],
    ["hipaa", "au", "https://platformhipaa.cloud.coveo.com", "https://apihipaa.cloud.coveo.com"]
  ] as const
  for (const [env, region, platform, api] of table) {
    it(`${env}/${region}`, () => {
      expect(hostFor("platform", env, region)).toBe(platform)
      expect(hostFor("api", env, region)).toBe(api)
      const config = resolveOk({ organizationId: "o", accessToken: "t", environment: env, region })
      expect(config.platformUrl).toBe(platform)
      expect(config.serverlessUrl).toBe(api)
    })
  }
  it("a region beyond the listed ones makes its host as the others (ca)", () => {
    const config = resolveOk({ organizationId: "o", accessToken: "t", region: "ca" as "us" })
    expect(config.platformUrl).toBe("https://platform-ca.cloud.coveo.com")
  })
  // Both go into the host name: a careless or hostile value must not move the token to another host.
  it.each([
    [{ environment: "@127.0.0.1:9/" }, "environment must be dev, stg, production or hipaa; region a code (us, eu, au)"],
    [{ environment: "development" }, "environment must be dev, stg, production or hipaa; region a code (us, eu, au)"],
    [{ region: "x@127.0.0.1:9/" }, "environment must be dev, stg, production or hipaa; region a code (us, eu, au)"],
    [{ region: {} }, "environment must be dev, stg, production or hipaa; region a code (us, eu, au)"],
    [{ region: "EU" }, "environment must be dev, stg, production or hipaa; region a code (us, eu, au)"],
    [{ host: new URL("http://127.0.0.1:1") }, "host must be an absolute http(s) URL"],
    [{ serverlessHost: 5 }, "serverlessHost must be an absolute http(s) URL"]
  ])("refuses %j when the client is made", (bad, message) => {
    const made = resolve({ organizationId: "o", accessToken: "t", ...bad } as unknown as PlatformOptions)
    expect(Result.isFailure(made) && made.failure).toMatchObject({ _tag: "InvalidInput", call: "options", message })
  })
  it("a timeout or a deadline beyond what a timer can wait waits that long (24.8 days), not fails at once", () => {
    const config = resolveOk({ organizationId: "o", accessToken: "t", timeout: "30 days", deadline: Infinity })
    expect([config.timeoutMillis, config.deadlineMillis]).toEqual([2 ** 31 - 1, 2 ** 31 - 1])
  })
  it("defaults to production and us", () => {
    const config = resolveOk({ organizationId: "o", accessToken: "t" })
    expect(config.platformUrl).toBe("https://platform.cloud.coveo.com")
    expect(config.serverlessUrl).toBe("https://api.cloud.coveo.com")
  })
  it("host and serverlessHost override the computed hosts", () => {
    const config = resolveOk({
      organizationId: "o",
      accessToken: "t",
      region: "eu",
      host: "http://127.0.0.1:1/",
      serverlessHost: "http://127.0.0.1:2"
    })
    expect(config.platformUrl).toBe("http://127.0.0.1:1")
    expect(config.serverlessUrl).toBe("http://127.0.0.1:2")
  })
  it("serverless calls go to the serverless host", async () => {
    const call = post("Test.push", "/push/v1/organizations/{org}/x", json<unknown>(), () => ({}), {
      host: "serverless"
    })
    serverless.reply({ status: 202, body: { ok: 1 } })
    expect(await run(server, call(), {}, serverless)).toEqual({ ok: 1 })
    expect(server.requests).toHaveLength(0)
    expect(serverless.requests[0]!.path).toBe("/push/v1/organizations/my-org/x")
  })
  it("layerConfig reads the environment", async () => {
    server.reply({ body: [] })
    const config = layerConfig().pipe(
      Layer.provide(
        ConfigProvider.layer(
          ConfigProvider.fromEnv({
            env: { COVEO_ORGANIZATION_ID: "env-org", COVEO_ACCESS_TOKEN: "env-token", COVEO_HOST: server.url }
          })
        )
      )
    )
    await Effect.runPromise(Effect.provide(ApiKeys.list(), config))
    expect(server.requests[0]!.path).toBe("/rest/organizations/env-org/apikeys")
    expect(server.requests[0]!.headers.authorization).toBe("Bearer env-token")
  })
  it("configFromEnv takes a region code as layer({ region }) does (ca too), and refuses what is no code", async () => {
    const fromEnv = (env: Record<string, string>) =>
      Effect.runPromiseExit(
        Effect.provide(
          Effect.service(PlatformConfig),
          configFromEnv().pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env: { ...ids, ...env } }))))
        )
      )
    const ids = { COVEO_ORGANIZATION_ID: "o", COVEO_ACCESS_TOKEN: "t" }
    const urls = async (env: Record<string, string>) => {
      const exit = await fromEnv(env)
      if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
      return [exit.value.platformUrl, exit.value.serverlessUrl]
    }
    expect(await urls({ COVEO_REGION: "ca" })).toEqual([
      "https://platform-ca.cloud.coveo.com",
      "https://api-ca.cloud.coveo.com"
    ])
    expect(await urls({ COVEO_REGION: "eu" })).toEqual([
      "https://platform-eu.cloud.coveo.com",
      "https://api-eu.cloud.coveo.com"
    ])
    expect(await urls({})).toEqual(["https://platform.cloud.coveo.com", "https://api.cloud.coveo.com"])
    for (const region of ["EU", "eu.evil.com", "x", "c a"]) {
      expect(failureOf(await fromEnv({ COVEO_REGION: region })), region).toMatchObject({ _tag: "InvalidInput" })
    }
  })
  it("layerConfig fails with a ConfigError naming the variable when the organization is missing", async () => {
    const config = layerConfig().pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env: {} }))))
    const error = failureOf(await Effect.runPromiseExit(Effect.provide(ApiKeys.list(), config)))
    expect(error).toMatchObject({ _tag: "ConfigError" })
    expect(error.message).toContain(`["COVEO_ORGANIZATION_ID"]`)
    expect(server.requests).toHaveLength(0)
  })
  const withEnv = (env: Record<string, string>, overrides: Parameters<typeof layerConfig>[0] = {}) =>
    Effect.runPromiseExit(Effect.provide(
      ApiKeys.list(),
      layerConfig(overrides).pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env }))))
    ))
  it("layerConfig does not read a variable whose option is given: it may be missing or invalid", async () => {
    server.reply({ body: [] })
    const env = { COVEO_HOST: "not a url", COVEO_ENVIRONMENT: "prod", COVEO_REGION: "EU" }
    const exit = await withEnv(env, {
      organizationId: "o",
      accessToken: "t",
      host: server.url,
      environment: "dev",
      region: "eu"
    })
    expect(exit).toEqual(Exit.succeed([]))
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([[
      "/rest/organizations/o/apikeys",
      "Bearer t"
    ]])
  })
  it("layerConfig: an override left undefined keeps the variable's value", async () => {
    server.reply({ body: [] })
    const env = { COVEO_ORGANIZATION_ID: "env-org", COVEO_ACCESS_TOKEN: "env-token", COVEO_HOST: server.url }
    expect(await withEnv(env, { host: undefined } as never)).toEqual(Exit.succeed([]))
    expect(server.requests.map((r) => r.path)).toEqual(["/rest/organizations/env-org/apikeys"])
  })
  it("layerConfig blames an invalid value on its variable (InvalidInput), before any request", async () => {
    const ids = { COVEO_ORGANIZATION_ID: "o", COVEO_ACCESS_TOKEN: "t" }
    const messages = []
    for (
      const env of [
        { COVEO_HOST: "not a url" },
        { COVEO_SERVERLESS_HOST: "ftp://x" },
        { COVEO_REGION: "EU" },
        { COVEO_ENVIRONMENT: "prod" }
      ]
    ) {
      const error = failureOf(await withEnv({ ...ids, ...env }))
      expect(error).toMatchObject({ _tag: "InvalidInput", call: "layerConfig" })
      messages.push(error.message)
    }
    expect(messages).toEqual([
      "COVEO_HOST: host must be an absolute http(s) URL",
      "COVEO_SERVERLESS_HOST: serverlessHost must be an http(s) URL",
      "COVEO_REGION: environment must be dev, stg, production or hipaa; region a code (us, eu, au)",
      "COVEO_ENVIRONMENT: environment must be dev, stg, production or hipaa; region a code (us, eu, au)"
    ])
    expect(server.requests).toHaveLength(0)
  })
})

describe("paths", () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["a/b", "a%2Fb"],
    ["../admin", "..%2Fadmin"],
    ["?x=1", "%3Fx%3D1"],
    ["#frag", "%23frag"],
    ["a b", "a%20b"],
    ["%2F", "%252F"],
    ["ünï", "%C3%BCn%C3%AF"],
    ["...", "..."]
  ]
  for (const [id, encoded] of cases) {
    it(`encodes ${JSON.stringify(id)} as one segment`, async () => {
      server.reply({ body: { id } })
      await run(server, Sources.rebuild(id))
      expect(server.requests[0]!.path).toBe(`/rest/organizations/my-org/sources/${encoded}/rebuild`)
    })
  }
  for (const id of ["", ".", ".."]) {
    it(`rejects ${JSON.stringify(id)} before any request`, async () => {
      const error = failureOf(await runExit(server, Sources.rebuild(id)))
      expect(error._tag).toBe("InvalidInput")
      expect(error).toMatchObject({ call: "Sources.rebuild" })
      expect(server.requests).toHaveLength(0)
    })
  }
  it("encodes the organization id too", async () => {
    server.reply({ body: [] })
    await run(server, ApiKeys.list(), { organizationId: "a/b" })
    expect(server.requests[0]!.path).toBe("/rest/organizations/a%2Fb/apikeys")
  })
})

describe("query", () => {
  it("omits undefined, null and empty strings; keeps 0 and false", async () => {
    server.reply({ body: { sourceModels: [], totalEntries: 0, totalPages: 0 } })
    await run(
      server,
      Sources.list({ page: 0, perPage: undefined, filter: "", writeAccessOnly: false, sortingType: null as never })
    )
    expect(server.requests[0]!.url).toBe("/rest/organizations/my-org/sources/pages?page=0&writeAccessOnly=false")
  })
  it("sends no ? when nothing is left", async () => {
    server.reply({ body: { sourceModels: [], totalEntries: 0, totalPages: 0 } })
    await run(server, Sources.list({ filter: "" }))
    expect(server.requests[0]!.url).toBe("/rest/organizations/my-org/sources/pages")
  })
  it("rejects a value outside its enumeration before any request", async () => {
    const error = failureOf(await runExit(server, Sources.list({ sortingType: "UP" as never })))
    expect(error._tag).toBe("InvalidInput")
    expect(error.message).toContain("sortingType")
    expect(server.requests).toHaveLength(0)
  })
  it("encodes arrays as repeated keys and objects as JSON", async () => {
    const { toQueryString } = await import("../src/Http/QueryString.ts")
    expect(toQueryString({ f: ["a", "", null, "b c"], o: { x: [1] }, z: 0, t: true, n: null, e: "" }))
      .toBe("?f=a&f=b%20c&o=%7B%22x%22%3A%5B1%5D%7D&z=0&t=true")
    expect(toQueryString({ s: "it's (ok)!*" })).toBe("?s=it%27s%20%28ok%29%21%2A")
    expect(toQueryString({})).toBe("")
  })
})

describe("bodies", () => {
  it("a body-less POST sends {} as JSON", async () => {
    server.reply({ body: { id: "s1" } })
    await run(server, Sources.rebuild("s1"))
    expect(server.requests[0]!.headers["content-type"]).toBe("application/json")
    expect(server.requests[0]!.text).toBe("{}")
  })
  it("a GET sends no body and no content type", async () => {
    server.reply({ body: {} })
    await run(server, Sources.get("s1"))
    expect(server.requests[0]!.headers["content-type"]).toBeUndefined()
    expect(server.requests[0]!.text).toBe("")
  })
  it("url-encoded form bodies", async () => {
    const call = post("Test.form", "/form", json<unknown>(), (a: string) => ({ body: { a, b: 2 } }), { body: "form" })
    server.reply({ body: {} })
    await run(server, call("x y"))
    expect(server.requests[0]!.headers["content-type"]).toBe("application/x-www-form-urlencoded")
    expect(server.requests[0]!.text).toBe("a=x+y&b=2")
  })
  it("multipart bodies carry files with their names", async () => {
    const call = post("Test.upload", "/upload", json<unknown>(), (file: Blob) => ({ body: { file, note: "n" } }), {
      body: "multipart"
    })
    server.reply({ body: {} })
    await run(server, call(new File(["hello"], "a.txt", { type: "text/plain" })))
    const req = server.requests[0]!
    expect(req.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/)
    expect(req.text).toContain("name=\"file\"; filename=\"a.txt\"")
    expect(req.text).toContain("hello")
    expect(req.text).toContain("name=\"note\"")
  })
  it("file bodies are sent raw with their type", async () => {
    const call = post("Test.raw", "/raw", json<unknown>(), (file: Blob) => ({ body: file }), { body: "file" })
    server.reply({ body: {} })
    await run(server, call(new Blob(["a,b\n1,2"], { type: "text/csv" })))
    expect(server.requests[0]!.headers["content-type"]).toBe("text/csv")
    expect(server.requests[0]!.text).toBe("a,b\n1,2")
  })
})

describe("responses", () => {
  it("204 gives {}", async () => {
    server.reply({ status: 204 })
    expect(await run(server, Sources.delete("s1"))).toEqual({})
  })
  it("2xx gives the parsed JSON", async () => {
    server.reply({ status: 201, body: { id: "new" } })
    expect(await run(server, Sources.create({ name: "n", sourceType: "PUSH" }))).toEqual({ id: "new" })
  })
  it("downloads give a Blob with the content type", async () => {
    const download = get("Test.download", "/files/{id}", blob, (id: string) => ({ path: { id } }), {
      accept: "application/zip"
    })
    server.reply({ body: Buffer.from([80, 75, 3, 4]), headers: { "content-type": "application/zip" } })
    const file = await run(server, download("f"))
    expect(file).toBeInstanceOf(Blob)
    expect(file.type).toBe("application/zip")
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([80, 75, 3, 4])
    expect(server.requests[0]!.headers.accept).toBe("application/zip")
  })
  it("a non-2xx fails with HttpError: status, JSON body, request id, method, URL", async () => {
    server.reply({
      status: 404,
      body: { errorCode: "SOURCE_NOT_FOUND", message: "No source s1" },
      headers: { "x-request-id": "req-42" }
    })
    const error = failureOf(await runExit(server, Sources.get("s1")))
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      _tag: "HttpError",
      status: 404,
      body: { errorCode: "SOURCE_NOT_FOUND", message: "No source s1" },
      requestId: "req-42",
      method: "GET",
      url: `${server.url}/rest/organizations/my-org/sources/s1`
    })
    expect(error.message).toBe(
      `GET ${server.url}/rest/organizations/my-org/sources/s1 failed with status 404: No source s1`
    )
    // spec 8: the error is "thrown as its JSON error body"
    expect((error as unknown as { errorCode: string }).errorCode).toBe("SOURCE_NOT_FOUND")
  })
  it("a non-2xx reads as the promise client's error too: status, title, detail, xRequestId", async () => {
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      server.reply({
        status: 404,
        body: { errorCode: "SOURCE_NOT_FOUND", message: "No source s1" },
        headers: { "x-request-id": "req-42" }
      })
      const error = await client.source.get("s1").then(() => undefined, (e: unknown) => e)
      expect(error).toMatchObject({
        status: 404,
        title: "SOURCE_NOT_FOUND",
        detail: "No source s1",
        xRequestId: "req-42",
        errorCode: "SOURCE_NOT_FOUND"
      })
      // Problem details keep their own title and detail; a `type` names the problem when there is no title.
      server.reply({ status: 400, body: { type: "urn:bad-input", title: "Bad input", detail: "perPage is 0" } })
      expect(await client.source.get("s1").then(() => undefined, (e: unknown) => e)).toMatchObject({
        title: "Bad input",
        detail: "perPage is 0",
        xRequestId: undefined
      })
      server.reply({ status: 400, body: { type: "urn:bad-input", code: "X", message: 7 } })
      const coded = await client.source.get("s1").then(() => undefined, (e: unknown) => e as HttpError)
      expect([coded?.title, coded?.detail]).toEqual(["urn:bad-input", undefined])
    } finally {
      await client.dispose()
    }
  })
  it("a non-JSON error body is kept as text", async () => {
    server.reply({ status: 502, body: "<html>Bad gateway</html>", headers: { "content-type": "text/html" } })
    const error = failureOf(await runExit(server, Sources.get("s1")))
    expect(error).toMatchObject({ _tag: "HttpError", status: 502, body: "<html>Bad gateway</html>" })
  })
  it("malformed JSON on a 2xx fails with MalformedResponse", async () => {
    server.reply({ status: 200, body: "{\"id\":", headers: { "content-type": "application/json" } })
    const error = failureOf(await runExit(server, Sources.get("s1")))
    expect(error).toMatchObject({ _tag: "MalformedResponse", status: 200, text: "{\"id\":" })
  })
  it("a closed connection fails with NetworkError", async () => {
    server.reply({ destroy: true })
    const error = failureOf(await runExit(server, Sources.get("s1")))
    expect(error._tag).toBe("NetworkError")
  })
  it("a connection reset mid-body fails with NetworkError", async () => {
    server.reply({ body: { sourceModels: [] }, truncate: true })
    const error = failureOf(await runExit(server, Sources.list()))
    expect(error._tag).toBe("NetworkError")
  })
  it("the timeout option fails a slow call with Timeout", async () => {
    server.reply({ body: {}, delayMs: 1000 })
    const error = failureOf(await runExit(server, Sources.get("s1"), { timeout: "50 millis" }))
    expect(error).toMatchObject({ _tag: "Timeout", timeoutMillis: 50, method: "GET" })
  })
})

describe("secrets", () => {
  it("the token never appears in an error, its JSON, its message or a span", async () => {
    const { spans, tracer } = recordingTracer()
    const scenarios = [
      { status: 401, body: { message: "bad token" } },
      { status: 500, body: "oops" },
      { destroy: true },
      { status: 200, body: "not json" }
    ]
    for (const reply of scenarios) {
      server.reply(reply)
      const exit = await Effect.runPromiseExit(
        Sources.get("s1").pipe(Effect.withTracer(tracer), Effect.provide(testLayer(server)))
      )
      const error = failureOf(exit)
      for (const text of [JSON.stringify(error), String(error), error.message, JSON.stringify(exit)]) {
        expect(text).not.toContain(TOKEN)
      }
    }
    expect(spans.length).toBeGreaterThan(0)
    for (const span of spans) {
      expect(span.name).toBe("Sources.get")
      expect(JSON.stringify([...span.attributes.entries()])).not.toContain(TOKEN)
    }
    expect(Object.fromEntries(spans[0]!.attributes)).toMatchObject({
      "http.request.method": "GET",
      "url.template": "/rest/organizations/{org}/sources/{sourceId}"
    })
  })
  it("a declaration given a bare query Schema, not encoded(Schema), fails when declared", async () => {
    const Schema = await import("effect/Schema")
    const declare = () =>
      get("Test.bare", "/bare", json<unknown>(), () => ({}), {
        query: Schema.Struct({ a: Schema.String }) as never
      })
    expect(declare).toThrow(new TypeError("Test.bare: the query option takes encoded(Schema), from Http/Query"))
  })
  it("secret query values are redacted from error URLs", async () => {
    const loader = get(
      "Test.loader",
      "/loader",
      json<unknown>(),
      (token: string) => ({ query: { access_token: token } }),
      {
        query: (await import("../src/Http/Query.ts")).encoded(
          (await import("effect/Schema")).Struct({ access_token: (await import("effect/Schema")).String })
        )
      }
    )
    server.reply({ status: 403, body: {} })
    const error = failureOf(await runExit(server, loader("widget-secret")))
    expect(error).toMatchObject({ url: `${server.url}/loader?access_token=<redacted>` })
    expect(JSON.stringify(error)).not.toContain("widget-secret")
    expect(server.requests[0]!.query).toBe("access_token=widget-secret")
  })
  it("the token is resolved on every request, so it can rotate", async () => {
    let n = 0
    server.handler = () => ({ body: [] })
    const layerWithRotation = testLayer(server, { accessToken: () => `token-${++n}` })
    await Effect.runPromise(Effect.provide(Effect.zip(ApiKeys.list(), ApiKeys.list()), layerWithRotation))
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer token-1", "Bearer token-2"])
  })
  it("accepts a Redacted token and an Effect of one", async () => {
    server.handler = () => ({ body: [] })
    await run(server, ApiKeys.list(), { accessToken: Redacted.make("r1") })
    await run(server, ApiKeys.list(), { accessToken: Effect.succeed("e1") })
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer r1", "Bearer e1"])
  })
  it("a token source that throws, rejects or gives something else fails the call with InvalidInput, unsent", async () => {
    server.handler = () => ({ body: [] })
    const boom = new Error("token service down")
    // A Redacted of a copy of effect neither this one nor the application: the brand, in no registry.
    const foreign = { "~effect/Redacted": {} } as unknown as Redacted.Redacted<string>
    const cases: ReadonlyArray<readonly [PlatformOptions["accessToken"], string, unknown]> = [
      [
        () => {
          throw boom
        },
        "the access token function threw or its promise rejected",
        boom
      ],
      [() => Promise.reject(boom), "the access token function threw or its promise rejected", boom],
      [() => 42 as unknown as string, "the access token source gave neither a string nor a Redacted", undefined],
      [() => foreign, "accessToken is a Redacted made by a copy of effect other than the application's", undefined],
      [
        Effect.succeed(foreign),
        "accessToken is a Redacted made by a copy of effect other than the application's",
        undefined
      ]
    ]
    for (const [accessToken, message, cause] of cases) {
      const error = failureOf(await runExit(server, ApiKeys.list(), { accessToken }))
      expect(error).toMatchObject({
        _tag: "InvalidInput",
        call: "ApiKeys.list",
        message: expect.stringContaining(message)
      })
      expect((error as { cause?: unknown }).cause).toBe(cause)
    }
    // The token check names its own call.
    const checked = failureOf(await runExit(server, checkToken, { accessToken: () => Promise.reject(boom) }))
    expect(checked).toMatchObject({ _tag: "InvalidInput", call: "Auth.checkToken" })
    expect(server.requests).toEqual([])
  })
  it("a token that is not a token source, or a Redacted no copy can open, is refused when the client is made", () => {
    const foreign = { "~effect/Redacted": {} } as unknown as Redacted.Redacted<string>
    for (const accessToken of [42, null, {}, foreign] as ReadonlyArray<unknown>) {
      const resolved = resolve({ organizationId: ORG, accessToken } as PlatformOptions)
      expect(Result.isFailure(resolved) && resolved.failure).toMatchObject({ _tag: "InvalidInput", call: "options" })
    }
  })
  it("withAccessToken with a Redacted no copy can open fails its calls with InvalidInput, and does not throw", async () => {
    const { withAccessToken } = await import("../src/Http/PlatformClient.ts")
    const foreign = { "~effect/Redacted": {} } as unknown as Redacted.Redacted<string>
    const error = failureOf(await runExit(server, ApiKeys.list().pipe(withAccessToken(foreign))))
    expect(error).toMatchObject({ _tag: "InvalidInput", call: "ApiKeys.list" })
    expect(server.requests).toEqual([])
  })
})

describe("429 retry", () => {
  it.effect("waits 100, 200, 400 ms between attempts by default", () =>
    Effect.gen(function*() {
      server.reply({ status: 429, body: {} }, { status: 429, body: {} }, { status: 429, body: {} }, {
        status: 200,
        body: { id: "s1" }
      })
      const fiber = yield* Effect.forkChild(Effect.provide(Sources.get("s1"), testLayer(server)))
      yield* settle
      expect(server.requests).toHaveLength(1)
      for (const [wait, expected] of [[99, 1], [1, 2], [199, 2], [1, 3], [399, 3], [1, 4]] as const) {
        yield* TestClock.adjust(wait)
        yield* settle
        expect(server.requests).toHaveLength(expected)
      }
      expect(yield* Fiber.join(fiber)).toEqual({ id: "s1" })
    }))

  it.effect("with delayFirstAttempt the first request is not held back; the waits start a step later: 200, 400 ms", () =>
    Effect.gen(function*() {
      server.reply({ status: 429, body: {} }, { status: 429, body: {} }, { status: 200, body: { id: "s1" } })
      const layer = testLayer(server, { retry: { delayFirstAttempt: true } })
      const fiber = yield* Effect.forkChild(Effect.provide(Sources.get("s1"), layer))
      yield* settle
      expect(server.requests).toHaveLength(1)
      for (const [wait, expected] of [[199, 1], [1, 2], [399, 2], [1, 3]] as const) {
        yield* TestClock.adjust(wait)
        yield* settle
        expect(server.requests).toHaveLength(expected)
      }
      expect(yield* Fiber.join(fiber)).toEqual({ id: "s1" })
    }))

  it.effect("honours Retry-After as a floor", () =>
    Effect.gen(function*() {
      server.reply({ status: 429, body: {}, headers: { "retry-after": "2" } }, { status: 200, body: { id: "s1" } })
      const fiber = yield* Effect.forkChild(Effect.provide(Sources.get("s1"), testLayer(server)))
      yield* settle
      yield* TestClock.adjust(1999)
      yield* settle
      expect(server.requests).toHaveLength(1)
      yield* TestClock.adjust(1)
      yield* settle
      expect(server.requests).toHaveLength(2)
      expect(yield* Fiber.join(fiber)).toEqual({ id: "s1" })
    }))

  it.effect("fails with the last 429 as HttpError after 10 attempts", () =>
    Effect.gen(function*() {
      server.handler = () => ({ status: 429, body: { message: "slow down" }, headers: { "x-request-id": "r429" } })
      const fiber = yield* Effect.forkChild(Effect.exit(Effect.provide(Sources.rebuild("s1"), testLayer(server))))
      yield* settle
      for (let i = 0; i < 9; i++) {
        yield* TestClock.adjust(100 * 2 ** i)
        yield* settle
      }
      const exit = yield* Fiber.join(fiber)
      expect(server.requests).toHaveLength(10)
      expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 429, requestId: "r429" })
    }))

  it.effect("retry options are configurable: attempts, delay, multiplier, maximum", () =>
    Effect.gen(function*() {
      server.handler = () => ({ status: 429, body: {} })
      const options = {
        retry: { attempts: 4, initialDelay: "1 second", multiplier: 3, maxDelay: "2 seconds" }
      } as const
      const fiber = yield* Effect.forkChild(Effect.exit(Effect.provide(Sources.get("s1"), testLayer(server, options))))
      yield* settle
      for (const [wait, expected] of [[999, 1], [1, 2], [1999, 2], [1, 3], [1999, 3], [1, 4]] as const) {
        yield* TestClock.adjust(wait)
        yield* settle
        expect(server.requests).toHaveLength(expected)
      }
      expect(failureOf(yield* Fiber.join(fiber))).toMatchObject({ status: 429 })
    }))

  it("does not retry other statuses", async () => {
    server.reply({ status: 503, body: {} }, { status: 200, body: {} })
    const error = failureOf(await runExit(server, Sources.get("s1")))
    expect(error).toMatchObject({ status: 503 })
    expect(server.requests).toHaveLength(1)
  })
})

describe("abort and interruption", () => {
  it("abortGetRequests fails GETs in flight with Aborted and closes their requests; other methods go on", async () => {
    server.handler = (req) => ({ status: 200, body: { m: req.method }, delayMs: req.method === "GET" ? 5000 : 100 })
    const program = Effect.gen(function*() {
      const getFiber = yield* Effect.forkChild(Effect.exit(Sources.get("s1")))
      const postFiber = yield* Effect.forkChild(Sources.rebuild("s1"))
      yield* Effect.promise(() => server.waitFor(2))
      yield* abortGetRequests
      return [yield* Fiber.join(getFiber), yield* Fiber.join(postFiber)] as const
    })
    const [getExit, postResult] = await run(server, program)
    expect(failureOf(getExit)).toMatchObject({ _tag: "Aborted", method: "GET" })
    expect(postResult).toEqual({ m: "POST" })
    await new Promise((r) => setTimeout(r, 50))
    expect(server.requests.find((r) => r.method === "GET")!.aborted).toBe(true)
  })
  it("GETs started after an abort are not affected", async () => {
    server.handler = () => ({ body: { ok: 1 } })
    const program = Effect.andThen(abortGetRequests, Sources.get("s1"))
    expect(await run(server, program)).toEqual({ ok: 1 })
  })
  it("interrupting a call aborts its HTTP request", async () => {
    server.handler = () => ({ body: {}, delayMs: 5000 })
    const program = Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Sources.get("s1"))
      yield* Effect.promise(() => server.waitFor(1))
      yield* Fiber.interrupt(fiber)
    })
    await run(server, program)
    await new Promise((r) => setTimeout(r, 50))
    expect(server.requests[0]!.aborted).toBe(true)
  })
})

describe("token check", () => {
  it("posts the token as the multipart field token, keeps the answer and exposes the user", async () => {
    server.reply({ body: { authentication: { username: "ada@example.com" }, active: true } })
    const program = Effect.gen(function*() {
      const before = yield* currentUser
      const info = yield* checkToken
      return [before, info, yield* currentUser] as const
    })
    const [before, info, user] = await run(server, program)
    expect(before).toBeUndefined()
    expect(info).toEqual({ authentication: { username: "ada@example.com" }, active: true })
    expect(user).toEqual({ username: "ada@example.com" })
    const req = server.requests[0]!
    expect(req.method).toBe("POST")
    expect(req.path).toBe("/oauth/check_token")
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(req.headers["content-type"]).toMatch(/^multipart\/form-data/)
    expect(req.text).toMatch(new RegExp(`name="token"\\r\\n\\r\\n${TOKEN}\\r\\n`))
  })
  it("verifyToken checks the token when the layer is built and fails the layer on 401", async () => {
    server.reply({ status: 401, body: { message: "invalid token" } })
    const exit = await runExit(server, ApiKeys.list(), { verifyToken: true })
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 401 })
    expect(server.requests.map((r) => r.path)).toEqual(["/oauth/check_token"])
  })
  it("verifyToken lets calls through once the token is valid", async () => {
    server.reply({ body: { authentication: { username: "u" } } }, { body: [] })
    const program = Effect.zip(ApiKeys.list(), currentUser)
    expect(await run(server, program, { verifyToken: true })).toEqual([[], { username: "u" }])
  })
})

describe("promise facade", () => {
  const client = () =>
    createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url, serverlessHost: serverless.url })

  it("mirrors the promise client's accessors and positional arguments", async () => {
    const c = client()
    server.reply({ body: { id: "s2" } }, { status: 204 }, { body: [{ id: "k" }] })
    expect(await c.source.duplicate("s1", "copy", "idx")).toEqual({ id: "s2" })
    expect(await c.source.mappings.update("s1", { common: { rules: [] } })).toEqual({})
    expect(await c.apiKey.list()).toEqual([{ id: "k" }])
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /rest/organizations/my-org/sources/s1/duplicate?newSourceName=copy&logicalIndexId=idx",
      "PUT /rest/organizations/my-org/sources/s1/mappings?rebuild=false",
      "GET /rest/organizations/my-org/apikeys"
    ])
    await c.dispose()
  })
  it("rejects with the HttpError instance, which exposes the body's fields", async () => {
    const c = client()
    server.reply({ status: 400, body: { errorCode: "INVALID", message: "bad" }, headers: { "x-request-id": "x1" } })
    const error = await c.source.get("s1").then(() => undefined, (e: unknown) => e)
    expect(error).toMatchObject({ _tag: "HttpError", status: 400, requestId: "x1", errorCode: "INVALID" })
    await c.dispose()
  })
  it("initialize checks the token; currentUser reads it", async () => {
    const c = client()
    server.reply({ body: { authentication: { username: "ada" } } })
    await c.initialize()
    expect(c.currentUser).toEqual({ username: "ada" })
    await c.dispose()
  })
  it("an aborted GET resolves undefined, silently", async () => {
    const c = client()
    server.handler = () => ({ body: { id: "s1" }, delayMs: 5000 })
    const pending = c.source.get("s1")
    await server.waitFor(1)
    c.abortGetRequests()
    expect(await pending).toBeUndefined()
    await c.dispose()
  })
  it("abortPendingGetRequests, the promise client's name, aborts GETs too, of a derived client as well", async () => {
    const c = client()
    server.handler = () => ({ body: { id: "s1" }, delayMs: 5000 })
    const pending = [c.source.get("s1"), c.withOptions({ timeout: "30 seconds" }).source.get("s2")]
    await server.waitFor(2)
    c.withOptions({}).abortPendingGetRequests()
    expect(await Promise.all(pending)).toEqual([undefined, undefined])
    await c.dispose()
  })
  it("Stream twins become async iterables", async () => {
    const c = client()
    server.reply(
      { body: { sourceModels: [{ id: "a" }], totalEntries: 2, totalPages: 2 } },
      { body: { sourceModels: [{ id: "b" }], totalEntries: 2, totalPages: 2 } }
    )
    const ids: Array<string | undefined> = []
    for await (const s of c.source.listAll()) ids.push(s.id)
    expect(ids).toEqual(["a", "b"])
    await c.dispose()
  })
  it("the promise client's Environment and Region names give the hosts theirs give", async () => {
    const { Environment, PlatformClient: PromiseClient, Region } = await import("../src/promise/index.ts")
    expect(PromiseClient.Environment).toBe(Environment)
    const host = (environment: string, region: string) => {
      const resolved = resolve({ organizationId: ORG, accessToken: TOKEN, environment, region } as never)
      return Result.isSuccess(resolved) ? resolved.success.platformUrl : resolved.failure.message
    }
    expect([
      host(Environment.dev, Region.US),
      host(Environment.stg, Region.EU),
      host(Environment.prod, Region.AU),
      host(Environment.hipaa, Region.US),
      host(Environment.prod, Region.CA)
    ]).toEqual([
      "https://platformdev.cloud.coveo.com",
      "https://platformstg-eu.cloud.coveo.com",
      "https://platform-au.cloud.coveo.com",
      "https://platformhipaa.cloud.coveo.com",
      "https://platform-ca.cloud.coveo.com"
    ])
  })
  it("new PlatformClient(options) gives the same client", async () => {
    const { PlatformClient: PromiseClient } = await import("../src/promise/index.ts")
    const c = new PromiseClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    server.reply({ body: { id: "s1" } })
    expect(await c.source.get("s1")).toEqual({ id: "s1" })
    await c.dispose()
  })
  it("instanceof PlatformClient holds for every client, made either way or derived, and nothing else", async () => {
    const { default: PromiseClient } = await import("../src/promise/index.ts")
    const made = new PromiseClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    const created = client()
    const clients = [made, created, created.withOptions({ timeout: "5 seconds" }), created.withAccessToken("other")]
    expect(clients.map((c) => c instanceof PromiseClient)).toEqual([true, true, true, true])
    const others: ReadonlyArray<unknown> = [{}, null, undefined, "client", 3, { ...created }, Object.create(created)]
    expect(others.map((o) => o instanceof PromiseClient)).toEqual(others.map(() => false))
    class Mine extends PromiseClient {}
    expect(created instanceof Mine).toBe(false)
    await made.dispose()
    await created.dispose()
  })
  it("bad input rejects with InvalidInput before any request", async () => {
    const c = client()
    await expect(c.source.rebuild("..")).rejects.toMatchObject({ _tag: "InvalidInput" })
    expect(server.requests).toHaveLength(0)
    await c.dispose()
  })
})

// node:http writes `Host`, undici `host`.
const sentBy = (r: Recorded) =>
  r.headerNames.includes("Host") ? "node:http" : r.headerNames.includes("host") ? "undici" : "another client"

describe("CoveoClient service", () => {
  it("is provided by the layer with its resolved configuration", async () => {
    const config = await run(server, CoveoClient.useSync((c) => c.config))
    expect(config.organizationId).toBe(ORG)
    expect(config.platformUrl).toBe(server.url)
    expect(Redacted.isRedacted(await Effect.runPromise(config.accessToken))).toBe(true)
  })
  it("an effect HttpClient can carry the requests", async () => {
    const { FetchHttpClient } = await import("effect/http")
    const { layerFromHttpClient } = await import("../src/Http/HttpClientTransport.ts")
    const { PlatformConfig } = await import("../src/Http/Config.ts")
    server.reply({ status: 404, body: { message: "gone" }, headers: { "x-request-id": "r9" } }, { body: [{ id: "k" }] })
    const clientLayer = layerFromHttpClient.pipe(
      Layer.provide(PlatformConfig.layer({ organizationId: ORG, accessToken: TOKEN, host: server.url })),
      Layer.provide(FetchHttpClient.layer)
    )
    const exit = await Effect.runPromiseExit(Effect.provide(Sources.get("a/b"), clientLayer))
    expect(failureOf(exit)).toMatchObject({
      _tag: "HttpError",
      status: 404,
      requestId: "r9",
      body: { message: "gone" }
    })
    expect(await Effect.runPromise(Effect.provide(ApiKeys.list(), clientLayer))).toEqual([{ id: "k" }])
    expect(server.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ["GET", "/rest/organizations/my-org/sources/a%2Fb", `Bearer ${TOKEN}`],
      ["GET", "/rest/organizations/my-org/apikeys", `Bearer ${TOKEN}`]
    ])
  })
  it("the undici transport works as the node one does, redirects and aborts included", async () => {
    const transport = testUndiciTransport()
    server.reply({ body: { id: "s1" } }, { status: 404, body: { message: "gone" }, headers: { "x-request-id": "u1" } })
    expect(await run(server, Sources.rebuild("s1"), { transport })).toEqual({ id: "s1" })
    expect(server.requests[0]!.text).toBe("{}")
    expect(server.requests[0]!.headers["content-type"]).toBe("application/json")
    expect(failureOf(await runExit(server, Sources.get("s1"), { transport: testUndiciTransport() }))).toMatchObject({
      _tag: "HttpError",
      status: 404,
      requestId: "u1",
      body: { message: "gone" }
    })
    server.handler = () => ({ body: {}, delayMs: 5000 })
    const aborted = Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.exit(Sources.get("s2")))
      yield* Effect.promise(() => server.waitFor(3))
      yield* abortGetRequests
      return yield* Fiber.join(fiber)
    })
    expect(failureOf(await run(server, aborted, { transport: testUndiciTransport() }))).toMatchObject({
      _tag: "Aborted"
    })
  })
  it("the default transport moves from node:http to undici after 1,000 requests, and closes both pools", async () => {
    const { defaultTransport } = await import("../src/Http/DefaultTransport.ts")
    // A server of its own: the connections it counts are this transport's alone.
    const own = await startServer(() => ({ body: { id: "s" } }))
    try {
      const transport = defaultTransport()
      const ids = Array.from({ length: 1003 }, (_, i) => `s${i}`)
      await run(own, Effect.forEach(ids, (id) => Sources.get(id), { concurrency: 8, discard: true }), { transport })
      const byPath = new Map(own.requests.map((r) => [r.path, sentBy(r)]))
      const via = ids.map((id) => byPath.get(`/rest/organizations/${ORG}/sources/${id}`))
      expect(via.slice(0, 1000).every((client) => client === "node:http")).toBe(true)
      expect(via.slice(1000)).toEqual(["undici", "undici", "undici"])
      expect(own.connections()).toBeGreaterThan(0)
      transport.close()
      const until = Date.now() + 2000
      while (own.connections() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10))
      expect(own.connections()).toBe(0)
    } finally {
      await own.close()
    }
  })
  it("without a loadable undici the default transport stays on node:http, and tries to load it once", async () => {
    const { autoTransport } = await import("../src/Http/Transport.ts")
    let loads = 0
    const missing = () => {
      loads++
      throw new Error("Cannot find module 'undici'")
    }
    const old = () => {
      loads++
      return { request: () => Promise.reject(new Error("not this one")) } as never
    }
    for (const load of [missing, old]) {
      loads = 0
      server.reset()
      server.handler = () => ({ body: { id: "s" } })
      const transport = autoTransport({ after: 3, load })
      const ids = ["a", "b", "c", "d", "e", "f"]
      expect(await run(server, Effect.forEach(ids, (id) => Sources.get(id)), { transport })).toHaveLength(6)
      expect(server.requests.map(sentBy)).toEqual(ids.map(() => "node:http"))
      expect(loads).toBe(1)
      transport.close()
    }
  })
  for (
    const [name, make] of [["node:http", () => undefined], ["undici", () => "undici"], [
      "fetch",
      () => "fetch"
    ]] as const
  ) {
    it(`follows a redirect to the file (${name}), without the token on another origin`, async () => {
      const { fetchTransport } = await import("../src/Http/Transport.ts")
      const other = await startServer(() => ({ body: Buffer.from("a,b"), headers: { "content-type": "text/csv" } }))
      const download = get("Test.file", "/exports/{id}", blob, (id: string) => ({ path: { id } }))
      server.reply({ status: 302, headers: { location: `${other.url}/signed/file.csv?sig=1` } })
      const kind = make()
      const transport = kind === "undici" ? testUndiciTransport() : kind === "fetch" ? fetchTransport() : undefined
      const file = await run(server, download("e1"), transport === undefined ? {} : { transport })
      expect(await file.text()).toBe("a,b")
      expect(other.requests[0]!.url).toBe("/signed/file.csv?sig=1")
      expect(other.requests[0]!.headers.authorization).toBeUndefined()
      await other.close()
    })
  }
  // The token check sends the token in its body: a 307 or 308 to another origin would send it there again.
  for (const [name, kind] of [["node:http", "node"], ["undici", "undici"], ["fetch", "fetch"]] as const) {
    it(`a body is not sent to another origin (${name}): the token check's fails, unsent there`, async () => {
      const { fetchTransport } = await import("../src/Http/Transport.ts")
      const other = await startServer(() => ({ body: { authentication: { username: "x" } } }))
      // A fresh one per call: the client's layer closes its transport.
      const transport = () =>
        kind === "undici" ? testUndiciTransport() : kind === "fetch" ? fetchTransport() : nodeTransport()
      try {
        for (const status of [307, 308]) {
          server.reply({ status, headers: { location: `${other.url}/steal` } })
          const error = failureOf(await runExit(server, checkToken, { transport: transport() }))
          expect(error).toMatchObject({ _tag: "NetworkError", reason: "a body is not sent to another origin" })
        }
        expect(other.requests).toEqual([])
        // Same origin, the body goes again; a 303 elsewhere becomes a GET without it.
        server.reply({ status: 307, headers: { location: `${server.url}/oauth/check_token?again=1` } }, {
          body: { authentication: { username: "ada" } }
        })
        expect(await run(server, checkToken, { transport: transport() })).toMatchObject({
          authentication: { username: "ada" }
        })
        expect(server.requests.at(-1)!.text).toContain(TOKEN)
        server.reply({ status: 303, headers: { location: `${other.url}/elsewhere` } })
        await runExit(server, checkToken, { transport: transport() })
        expect(other.requests.map((r) => [r.method, r.text])).toEqual([["GET", ""]])
      } finally {
        await other.close()
      }
    })
  }
  it("the fetch transport works as the node one does", async () => {
    const { fetchTransport } = await import("../src/Http/Transport.ts")
    server.reply({ body: { id: "s1" } }, { status: 500, body: "boom" })
    expect(await run(server, Sources.rebuild("s1"), { transport: fetchTransport() })).toEqual({ id: "s1" })
    expect(server.requests[0]!.text).toBe("{}")
    expect(server.requests[0]!.headers["content-type"]).toBe("application/json")
    const error = failureOf(await runExit(server, Sources.get("s1"), { transport: fetchTransport() }))
    expect(error).toMatchObject({ _tag: "HttpError", status: 500, body: "boom" })
  })
})

describe("a transport that throws", () => {
  // A JavaScript caller's own transport, or a transport factory given for its transport.
  it.each([
    ["open throws", {
      open: () => {
        throw new Error("no socket")
      },
      close: () => {}
    }, "no socket"],
    ["a factory", nodeTransport, "transport.open is not a function"]
  ])("%s: the call fails with NetworkError, and no timer is left", async (_, transport, reason) => {
    const exit = await runExit(server, Sources.get("s1"), { transport: transport as never, timeout: "1 hour" })
    expect(failureOf(exit)).toMatchObject({ _tag: "NetworkError", reason })
    expect(process.getActiveResourcesInfo().filter((r) => r === "Timeout")).toEqual(
      before.filter((r) => r === "Timeout")
    )
  })
  let before: Array<string> = []
  beforeEach(() => {
    before = process.getActiveResourcesInfo()
  })
})

describe("closing the client's layer", () => {
  const server = useServer()
  // fetch pools its connections out of the transport's reach: closing must still end what is in flight.
  it.each([
    ["node:http", nodeTransport],
    ["fetch", () => fetchTransport()],
    ["undici", () => testUndiciTransport()]
  ] as const)("ends a call in flight with a NetworkError and aborts its request (%s)", async (name, make) => {
    server.handler = () => ({ body: { id: "late" }, delayMs: 3000 })
    const exit = await Effect.runPromise(Effect.gen(function*() {
      const scope = yield* Scope.make()
      const context = yield* Layer.buildWithScope(testLayer(server, { transport: make() }), scope)
      // Not a child of this fiber, nor of the scope: only the transport's closing can end it.
      const fiber = yield* Effect.forkDetach(Effect.provide(Sources.get("s1"), context))
      yield* Effect.promise(() => server.waitFor(1))
      yield* Scope.close(scope, Exit.void)
      return yield* Fiber.await(fiber).pipe(Effect.timeout("2 seconds"))
    }))
    const failure = failureOf(exit)
    expect(failure._tag).toBe("NetworkError")
    if (name === "fetch") expect(failure).toMatchObject({ reason: new ClientDisposed().message })
    const until = Date.now() + 2000
    while (!server.requests[0]!.aborted && Date.now() < until) await new Promise((r) => setTimeout(r, 10))
    expect(server.requests[0]!.aborted).toBe(true)
  })
})
