/**
 * Query and header parameters, as a careless caller passes them: values of the wrong type, text no URL or
 * header can carry, JSON no query can carry faithfully, options objects that throw when read. Each fails
 * with a typed `InvalidInput` before any request, through the Effect API and the promise facade; valid
 * values are sent byte for byte as the promise client 60.4 sends them.
 */
import { describe, expect, it } from "@effect/vitest"
import type * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import { request } from "../src/Http/Request.ts"
import * as Agents from "../src/Platform/KnowledgeGenAI/Agents.ts"
import * as Pipelines from "../src/Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../src/Platform/Search/PipelineStatementGroups.ts"
import * as Search from "../src/Platform/Search/Search.generated.ts"
import * as SearchHandWritten from "../src/Platform/Search/Search.ts"
import * as SearchV3 from "../src/Platform/Search/SearchV3.ts"
import * as SalesforceSchema from "../src/Platform/Sources/SalesforceSchema.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { withFields, withParams } from "../src/Schema/Raw.ts"
import * as Administration from "../src/UsageAnalytics/Administration.ts"
import * as Dimensions from "../src/UsageAnalytics/Dimensions.ts"
import { failureOf, ORG, run, runExit, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()
const promiseClient = () =>
  createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url, serverlessHost: server.url })

// What an untyped caller can pass where the types say otherwise.
const careless = <A>(value: unknown): A => value as A

/** The call's failure (the call made inside, so that a synchronous throw fails the test too): InvalidInput, unsent. */
const refused = async (call: () => Effect.Effect<unknown, unknown, CoveoClient>, label = "") => {
  server.requests.length = 0
  const error = failureOf(await runExit(server, call()))
  expect(error, label).toMatchObject({ _tag: "InvalidInput" })
  expect(server.requests.map((r) => `${r.method} ${r.url}`), label).toEqual([])
  return error as { readonly call: string; readonly message: string }
}

/** The promise facade's rejection, which must be an `InvalidInput` with no request sent. */
const rejected = async (call: () => Promise<unknown>, label = "") => {
  server.requests.length = 0
  let thrown: unknown
  try {
    await call()
  } catch (e) {
    thrown = e
  }
  expect(thrown, label).toMatchObject({ _tag: "InvalidInput" })
  expect(server.requests.map((r) => `${r.method} ${r.url}`), label).toEqual([])
}

/** The query the call sent. */
const sent = async (effect: Effect.Effect<unknown, unknown, CoveoClient>) => {
  server.requests.length = 0
  server.handler = () => ({ body: {} })
  const exit = await runExit(server, effect)
  expect(exit._tag).toBe("Success")
  return server.requests.map((r) => r.query)
}

const throwing = {
  get skipProvisioning(): boolean {
    throw new Error("unreadable")
  }
}
const refusing = new Proxy({}, {
  ownKeys: () => {
    throw new Error("no keys")
  },
  get: () => {
    throw new Error("no")
  }
})
const session = { instanceUri: "https://x.my.salesforce.com", sessionId: "q" }

describe("header parameters: options that throw when read", () => {
  it("a getter that throws, or a Proxy that refuses, fails with InvalidInput, unsent", async () => {
    const create = await refused(() => Agents.create(careless({ name: "a" }), careless(throwing)))
    expect(create).toMatchObject({ call: "Agents.create", message: "Invalid headers: unreadable" })
    const update = {
      agentId: "a1",
      get skipProvisioning(): boolean {
        throw new Error("unreadable")
      }
    }
    await refused(() => Agents.update(careless(update), {}))
    await refused(() => SalesforceSchema.loadOrganization(careless(refusing)))
    // The query of a call, read the same way, fails the same way.
    const query = await refused(() =>
      Pipelines.list(careless({
        get filter(): string {
          throw new Error("unreadable")
        }
      }))
    )
    expect(query.message).toBe("Invalid query: unreadable")
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      await rejected(() => c.agents.create(careless({ name: "a" }), careless(throwing)))
      await rejected(() => c.salesforceSchema.loadOrganization(careless(refusing)))
      await rejected(() => c.salesforceSchema.flushCache(careless(refusing)))
    } finally {
      await c.dispose()
    }
  })
  it("readable options still send their header", async () => {
    server.handler = () => ({ body: {} })
    await runExit(server, SalesforceSchema.loadOrganization({ ...session, salesforceSessionId: "s1" }))
    expect(server.requests[0]!.headers["x-salesforce-session-id"]).toBe("s1")
  })
})

describe("query values sent as JSON text: what JSON would not carry faithfully", () => {
  // JSON.stringify sends NaN and Infinity as null, and a lone surrogate as an escape no UTF-8 text decodes to.
  const unfaithful: ReadonlyArray<readonly [string, unknown]> = [
    ["NaN", [NaN]],
    ["Infinity", { n: -Infinity }],
    ["nested NaN", { a: [{ b: NaN }] }],
    ["lone surrogate", ["\ud800"]],
    ["lone surrogate key", { "a\udc00": 1 }]
  ]
  it("in a declared JSON parameter (JsonModel, JsonText), fails with InvalidInput, unsent", async () => {
    for (const [label, value] of unfaithful) {
      const error = await refused(() => Search.queryGet(careless({ fieldsToInclude: value })), label)
      expect(error.message, label).toMatch(/^Invalid query: .*fieldsToInclude/s)
      await refused(() => SearchV3.getDocument(careless({ context: value })), label)
    }
    await refused(() => PipelineStatementGroups.list("p", careless({ status: ["active", "\ud800"] })))
  })
  it("in an object value of a query (sent as JSON text), fails with InvalidInput, unsent", async () => {
    for (const [label, value] of unfaithful) {
      const error = await refused(
        () => SearchHandWritten.getFieldValues("f", careless({ mlParameters: { v: value } })),
        label
      )
      expect(error.message, label).toMatch(/^Invalid query: mlParameters cannot be sent: /)
      await refused(() => request({ method: "GET", path: "/rest/x", query: { filter: { v: value } } }), label)
    }
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      for (const [label, value] of unfaithful) {
        await rejected(() => c.search.getFieldValues("f", careless({ mlParameters: { v: value } })), label)
        await rejected(() => c.request({ method: "GET", path: "/rest/x", query: { filter: { v: value } } }), label)
      }
    } finally {
      await c.dispose()
    }
  })
  it("faithful JSON is still sent as the promise client sends it", async () => {
    expect(await sent(Search.queryGet({ fieldsToInclude: ["a", "b&c", "\ud83d\ude00", "\\ud800"] }))).toEqual([
      "organizationId=my-org&fieldsToInclude=%5B%22a%22%2C%22b%26c%22%2C%22%F0%9F%98%80%22%2C%22%5C%5Cud800%22%5D"
    ])
    expect(await sent(SearchHandWritten.getFieldValues("f", { mlParameters: { n: -0, x: 1e21, d: null } }))).toEqual([
      "organizationId=my-org&field=f&mlParameters=%7B%22n%22%3A0%2C%22x%22%3A1e%2B21%2C%22d%22%3Anull%7D"
    ])
    expect(await sent(PipelineStatementGroups.list("p", { status: ["active"], types: [] }))).toEqual([
      "organizationId=my-org&status=%5B%22active%22%5D&types=%5B%5D"
    ])
  })
})

describe("query values of a raw request: what no query string carries", () => {
  const values: ReadonlyArray<readonly [string, unknown]> = [
    ["a Symbol", Symbol("s")],
    ["a function", function f() {
      return 1
    }],
    ["a Symbol in an array", ["a", Symbol("s")]]
  ]
  it("a Symbol or a function fails with InvalidInput, unsent (not its description or its source text)", async () => {
    for (const [label, value] of values) {
      const error = await refused(() => request({ method: "GET", path: "/rest/x", query: { q: value } }), label)
      expect(error.message, label).toMatch(/^Invalid query: q cannot be sent: a (symbol|function) is no query value$/)
    }
  })
  it("the promise facade rejects them the same way", async () => {
    const c = promiseClient()
    try {
      for (const [label, value] of values) {
        await rejected(() => c.request({ method: "GET", path: "/rest/x", query: { q: value } }), label)
      }
    } finally {
      await c.dispose()
    }
  })
  it("strings, numbers, booleans and bigints are still sent as text, objects as JSON", async () => {
    const query = { s: "a b", n: -0, b: false, i: 10n, d: new Date(0), o: { a: [1] }, l: ["x", 1] }
    expect(await sent(request({ method: "GET", path: "/rest/x", query }))).toEqual([
      "s=a%20b&n=0&b=false&i=10&d=%221970-01-01T00%3A00%3A00.000Z%22&o=%7B%22a%22%3A%5B1%5D%7D&l=x&l=1"
    ])
  })
})

describe("query values: what held", () => {
  it("a value of the wrong type for the Schema fails with InvalidInput, unsent", async () => {
    const wrong: ReadonlyArray<unknown> = [
      5,
      NaN,
      { a: 1 },
      ["a"],
      Symbol("s"),
      10n,
      () => 1,
      new Date(0),
      true
    ]
    for (const value of wrong) {
      const label = typeof value === "symbol" || typeof value === "bigint" ? typeof value : String(value)
      await refused(() => Pipelines.list(careless({ filter: value })), `filter ${label}`)
      await refused(() => Pipelines.list(careless({ organizationId: value })), `organizationId ${label}`)
      await refused(() => Administration.getStrictValidationTest(careless({ org: value })), `org ${label}`)
      if (typeof value !== "number") await refused(() => Pipelines.list(careless({ page: value })), `page ${label}`)
      if (typeof value !== "boolean") {
        await refused(() => Pipelines.list(careless({ isOrderAscending: value })), `isOrderAscending ${label}`)
      }
    }
    for (const page of [NaN, Infinity, -Infinity]) await refused(() => Pipelines.list({ page }), String(page))
    await refused(() => Pipelines.list(careless({ filter: "\udfff" })), "lone surrogate")
    await refused(() => Pipelines.list(careless("page=1")), "a string for the options")
  })
  it("text is sent percent-encoded as the promise client encodes it (strict: !'()* too)", async () => {
    expect(await sent(Pipelines.list({ filter: "a&b=c#d+e%f g?h\r\n\0!'()*" }))).toEqual([
      "organizationId=my-org&filter=a%26b%3Dc%23d%2Be%25f%20g%3Fh%0D%0A%00%21%27%28%29%2A"
    ])
  })
  it("a caller's organizationId or org wins, encoded; empty or null falls back to the configured one", async () => {
    expect(await sent(Pipelines.list({ organizationId: "o&x=1" }))).toEqual(["organizationId=o%26x%3D1"])
    expect(await sent(Pipelines.list({ organizationId: "" }))).toEqual(["organizationId=my-org"])
    expect(await sent(Pipelines.list(careless({ organizationId: null })))).toEqual(["organizationId=my-org"])
    const range = { from: "2024-01-01T00:00:00.000Z", to: "2024-01-02T00:00:00.000Z", d: "dim" }
    expect(await sent(Administration.getStrictValidationTest({ ...range, org: "o2" }))).toEqual([
      "org=o2&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-02T00%3A00%3A00.000Z&d=dim"
    ])
  })
})

describe("fields the query Schema does not declare", () => {
  it("are left out, whoever passes them: a typo, or a header parameter's field (a session id) in the same options", async () => {
    expect(await sent(Pipelines.list(careless({ filtr: "x", page: 1 })))).toEqual(["organizationId=my-org&page=1"])
    server.requests.length = 0
    server.handler = () => ({ body: {} })
    await runExit(server, SalesforceSchema.loadOrganization({ ...session, salesforceSessionId: "secret-session" }))
    expect(server.requests[0]!.url).not.toContain("secret-session")
    expect(server.requests[0]!.headers["x-salesforce-session-id"]).toBe("secret-session")
  })
  it("added on purpose with withParams, are sent after the declared ones, as the query string sends any value", async () => {
    const options = withParams({ page: 1 }, { newFilter: "a b", flags: ["x", "y"], nested: { a: 1 }, skipped: null })
    expect(await sent(Pipelines.list(options))).toEqual([
      "organizationId=my-org&page=1&newFilter=a%20b&flags=x&flags=y&nested=%7B%22a%22%3A1%7D"
    ])
    // Through a paged twin, whose options are spread into each page's query, and nested withParams.
    server.requests.length = 0
    server.handler = () => ({ body: { sourceModels: [], totalPages: 1 } })
    const twice = withParams(withParams({ perPage: 5 }, { first: 1 }), { second: true })
    await run(server, Stream.runDrain(Sources.listAll(twice)))
    expect(server.requests.map((r) => r.query)).toEqual(["page=0&perPage=5&first=1&second=true"])
  })
  it("a declared field keeps its Schema, even when withParams sets it; an unsendable added value fails unsent", async () => {
    expect(await sent(Pipelines.list(withParams({}, { page: 2 })))).toEqual(["organizationId=my-org&page=2"])
    expect(await sent(Dimensions.getValues("d", withParams({}, { from: new Date(0) })))).toEqual([
      "org=my-org&from=1970-01-01T00%3A00%3A00.000Z"
    ])
    await refused(() => Pipelines.list(withParams({}, { page: "two" })), "declared page, wrong type")
    const proto = withParams({}, JSON.parse("{\"__proto__\":{\"a\":1}}") as Record<string, unknown>)
    expect(await sent(Pipelines.list(proto))).toEqual(["organizationId=my-org&__proto__=%7B%22a%22%3A1%7D"])
    const error = await refused(() => Pipelines.list(withParams({}, { extra: Symbol("s") })), "a Symbol")
    expect(error.message).toBe("Invalid query: extra cannot be sent: a symbol is no query value")
  })
  it("the promise facade sends them too; JSON shows only the parameters", async () => {
    const c = promiseClient()
    try {
      server.requests.length = 0
      server.handler = () => ({ body: {} })
      await c.pipeline.list(withParams({ page: 1 }, { extra: "e" }))
      expect(server.requests.map((r) => r.query)).toEqual(["organizationId=my-org&page=1&extra=e"])
      expect(JSON.stringify(withParams({ a: 1 }, { b: 2 }))).toBe("{\"a\":1,\"b\":2}")
      expect(Object.keys(withParams({ a: 1 }, { b: 2 }))).toEqual(["a", "b"])
      // withFields, for models, adds no key of its own.
      expect(Reflect.ownKeys(withFields({ a: 1 }, { b: 2 }))).toEqual(["a", "b"])
    } finally {
      await c.dispose()
    }
  })
})
