/**
 * Bodies a hostile or broken server may send, seen through a loopback server: error bodies nested
 * thousands deep or holding a `__proto__` key, and paged answers whose `totalPages` or items are not
 * what the platform promises. Each ends in a typed outcome, with a bounded number of requests.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Stream from "effect/Stream"
import type { HttpError } from "../src/Errors/index.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { expectNoSecret, renderError, unicodeEscaped } from "./hostile/harness.ts"
import { failureOf, runExit, testLayer, TOKEN } from "./support/client.ts"
import { type Recorded, useServer } from "./support/server.ts"

const server = useServer()

const json = { "content-type": "application/json" }

/** Every string and key of `value`, at any depth, without recursion (the values are thousands deep). */
const stringsOf = (value: unknown): Array<string> => {
  const out: Array<string> = []
  const todo = [value]
  while (todo.length > 0) {
    const v = todo.pop()
    if (typeof v === "string") out.push(v)
    else if (v !== null && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        out.push(k)
        todo.push(inner)
      }
    }
  }
  return out
}

/** How deep arrays or objects nest in `value`, following the first member of each. */
const depthOf = (value: unknown): number => {
  let depth = 0
  for (let v = value; v !== null && typeof v === "object"; v = Object.values(v)[0]) depth++
  return depth
}

const httpErrorOf = async (reply: { status: number; body: string }) => {
  server.reply({ ...reply, headers: json })
  const error = failureOf(await runExit(server, Sources.getLightSource("s1"))) as HttpError
  expect(error._tag).toBe("HttpError")
  expect(server.requests).toHaveLength(1)
  return error
}

describe("error bodies nested thousands deep", () => {
  it("a 404 of 5,000 nested arrays is an HttpError 404 with the body kept", async () => {
    const error = await httpErrorOf({ status: 404, body: "[".repeat(5000) + "]".repeat(5000) })
    expect(error.status).toBe(404)
    expect(depthOf(error.body)).toBe(5000)
    expect(error.message).toBe(`GET ${server.url}/rest/organizations/my-org/sources/s1/light failed with status 404`)
  })

  it("the token 4,000 objects deep, as is and JSON-escaped, in a key and a value, is scrubbed", async () => {
    const depth = 4000
    const leaf = `{"Bearer ${unicodeEscaped(TOKEN)}":"${TOKEN}","x\\/${unicodeEscaped(TOKEN)}":["${
      unicodeEscaped(TOKEN)
    }"]}`
    const error = await httpErrorOf({ status: 400, body: "{\"a\":".repeat(depth) + leaf + "}".repeat(depth) })
    expect(error.status).toBe(400)
    expect(depthOf(error.body)).toBe(depth + 1)
    let inner: unknown = error.body
    for (let i = 0; i < depth; i++) inner = (inner as { a: unknown }).a
    expect(inner).toEqual({ "Bearer <redacted>": "<redacted>", "x/<redacted>": ["<redacted>"] })
    expect(stringsOf(error.body).filter((s) => s.includes(TOKEN))).toEqual([])
    expectNoSecret("deep error body", renderError(error))
  })
})

describe("a 200 nested thousands deep", () => {
  it("without a long integer: parsed whole", async () => {
    server.reply({ status: 200, headers: json, body: "[".repeat(10_000) + "1" + "]".repeat(10_000) })
    const value = await Effect.runPromise(
      Effect.provide(Sources.getLightSource("s1") as Effect.Effect<unknown, unknown, CoveoClient>, testLayer(server))
    )
    expect(depthOf(value)).toBe(10_000)
  })

  // JSON.parse's reviver (which keeps integers past 2^53 as text) recurses in V8 itself: even `(k, v) => v`
  // overflows the stack 3,000 deep. The parse fails, and the call with it, as a typed error.
  it("with a 20-digit integer 10,000 deep: MalformedResponse 200 (V8's reviver recursion), never a defect", async () => {
    const body = "[".repeat(10_000) + "12345678901234567890" + "]".repeat(10_000)
    server.reply({ status: 200, headers: json, body })
    const error = failureOf(await runExit(server, Sources.getLightSource("s1")))
    expect(error).toMatchObject({ _tag: "MalformedResponse", status: 200, text: body.slice(0, 1000) })
    expect(server.requests).toHaveLength(1)
  })
})

describe("an error body with a __proto__ key", () => {
  it("keeps __proto__ an own key, as JSON.parse does: the body's prototype and the message are untouched", async () => {
    const error = await httpErrorOf({
      status: 400,
      body: `{"__proto__":{"message":"from the prototype ${unicodeEscaped(TOKEN)}","polluted":true},"errorCode":"E1"}`
    })
    const body = error.body as Record<string, unknown>
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype)
    expect(Object.keys(body)).toEqual(["__proto__", "errorCode"])
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({
      message: "from the prototype <redacted>",
      polluted: true
    })
    expect(body.polluted).toBeUndefined()
    expect(error.message).toBe(
      `GET ${server.url}/rest/organizations/my-org/sources/s1/light failed with status 400: E1`
    )
    expectNoSecret("__proto__ body", renderError(error))
  })
})

// ---------------------------------------------------------------------------------------------
// Paged streams

const pageOf = (req: Recorded) => Number(new URL(req.url, "http://x").searchParams.get("page"))
const sources = (...ids: ReadonlyArray<string>) => ids.map((id) => ({ id }))

/**
 * Runs `Sources.listAll` against the server: the items emitted before it ended, how it ended, and the
 * pages asked. A stream that does not end within 3 s ends with effect's TimeoutError.
 */
const drain = async (concurrency?: number) => {
  const got: Array<string | undefined> = []
  const stream: Stream.Stream<{ readonly id?: string }, unknown, CoveoClient> = Sources.listAll(
    { perPage: 2 },
    concurrency === undefined ? undefined : { concurrency }
  )
  const exit = await Effect.runPromiseExit(
    Stream.runForEach(stream, (s) => Effect.sync(() => got.push(s.id))).pipe(
      Effect.timeout("3 seconds"),
      Effect.provide(testLayer(server))
    )
  )
  // Pages fetched ahead and dropped may reach the server just after: count them here, not in the next test.
  await new Promise((resolve) => setTimeout(resolve, 100))
  return { got, exit, pages: server.requests.map(pageOf) }
}

describe("paged streams: totalPages that is huge or not a number", () => {
  /** Page 0 holds s0 and s1 and says `totalPages` (as raw JSON); every later page is empty. */
  const answer = (totalPages: string) => {
    server.handler = (req) => ({
      headers: json,
      body: pageOf(req) === 0
        ? `{"sourceModels":${JSON.stringify(sources("s0", "s1"))},"totalPages":${totalPages}}`
        : `{"sourceModels":[],"totalPages":${totalPages}}`
    })
  }

  for (const totalPages of ["4000000000", "1e15", "1e309", "-1", "2.5", "null", "\"3\""]) {
    it(`totalPages ${totalPages}: an empty page 1 ends the stream after two requests`, async () => {
      answer(totalPages)
      const { exit, got, pages } = await drain()
      expect(Exit.isSuccess(exit)).toBe(true)
      expect(got).toEqual(["s0", "s1"])
      expect(pages).toEqual([0, 1])
    })
  }

  it("totalPages 4,000,000,000 at concurrency 4: the empty page 1 ends the stream, the pages ahead are dropped", async () => {
    answer("4000000000")
    const { exit, got, pages } = await drain(4)
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(got).toEqual(["s0", "s1"])
    // Page 0, then pages 1-4 at once: nothing beyond.
    expect(pages[0]).toBe(0)
    expect(pages.length).toBeLessThanOrEqual(5)
    expect(pages.toSorted((a, b) => a - b)).toEqual(Array.from({ length: pages.length }, (_, i) => i))
  })

  it("totalPages 1e309 (Infinity once parsed) is ignored: pages come one at a time until one is empty", async () => {
    server.handler = (req) => {
      const page = pageOf(req)
      return {
        headers: json,
        body: `{"sourceModels":${JSON.stringify(page < 3 ? sources(`s${page}`) : [])},"totalPages":1e309}`
      }
    }
    const { exit, got, pages } = await drain(4)
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(got).toEqual(["s0", "s1", "s2"])
    expect(pages).toEqual([0, 1, 2, 3])
  })

  it("an empty page before totalPages ends the stream too", async () => {
    server.handler = (req) => ({
      body: { sourceModels: pageOf(req) === 0 ? sources("s0", "s1") : [], totalPages: 5 }
    })
    const { exit, got, pages } = await drain()
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(got).toEqual(["s0", "s1"])
    expect(pages).toEqual([0, 1])
  })
})

describe("paged streams: a page or its items of the wrong kind", () => {
  const malformed = (exit: Exit.Exit<unknown, unknown>) => {
    const error = failureOf(exit) as {
      _tag: string
      status: number
      method: string
      url: string
      text: string
      message: string
    }
    expect(error._tag).toBe("MalformedResponse")
    expect(error.message).toBe("A page of a paged list is not an object with a list of items")
    expect({ status: error.status, method: error.method, url: error.url, text: error.text }).toEqual({
      status: 0,
      method: "",
      url: "",
      text: ""
    })
  }

  for (const items of ["5", "{}", "true", "\"abc\"", "{\"length\":1}", "{\"length\":1e9}"]) {
    it(`sourceModels ${items} on page 0: MalformedResponse, nothing emitted, one request`, async () => {
      server.handler = () => ({ headers: json, body: `{"sourceModels":${items},"totalPages":3}` })
      const { exit, got, pages } = await drain()
      malformed(exit)
      expect(got).toEqual([])
      expect(pages).toEqual([0])
    })
  }

  for (const page of ["null", "5", "\"abc\"", "true"]) {
    it(`a page that is ${page}: MalformedResponse, nothing emitted, one request`, async () => {
      server.handler = () => ({ headers: json, body: page })
      const { exit, got, pages } = await drain()
      malformed(exit)
      expect(got).toEqual([])
      expect(pages).toEqual([0])
    })
  }

  for (const concurrency of [1, 4]) {
    it(`sourceModels "abc" on page 1 of 3 (concurrency ${concurrency}): page 0's items, then MalformedResponse`, async () => {
      server.handler = (req) => ({
        headers: json,
        body: pageOf(req) === 1
          ? `{"sourceModels":"abc","totalPages":3}`
          : `{"sourceModels":${JSON.stringify(sources(`a${pageOf(req)}`, `b${pageOf(req)}`))},"totalPages":3}`
      })
      const { exit, got, pages } = await drain(concurrency)
      malformed(exit)
      expect(got).toEqual(["a0", "b0"])
      expect(pages.slice(0, 2)).toEqual([0, 1])
      // At concurrency 4, page 2 was asked with page 1, unless page 1's failure dropped it first.
      expect(concurrency === 1 ? [[0, 1]] : [[0, 1], [0, 1, 2]]).toContainEqual(pages.toSorted())
    })
  }

  it("a null page 1 when totalPages is unknown: page 0's items, then MalformedResponse", async () => {
    server.handler = (req) => ({ headers: json, body: pageOf(req) === 0 ? `{"sourceModels":[{"id":"s0"}]}` : "null" })
    const { exit, got, pages } = await drain()
    malformed(exit)
    expect(got).toEqual(["s0"])
    expect(pages).toEqual([0, 1])
  })
})
