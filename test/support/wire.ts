/**
 * Table-driven wire tests: each case runs one call against the loopback server
 * and asserts the exact request (method, path, query, content type, body) and
 * the exact result.
 */
import { describe, expect, it } from "@effect/vitest"
import type * as Effect from "effect/Effect"
import { generatedNames } from "../../scripts/generate-operations.ts"
import { endpointOf } from "../../src/Http/Endpoint.ts"
import type { CoveoClient } from "../../src/Http/PlatformClient.ts"
import { run, TOKEN } from "./client.ts"
import { type Reply, useServer } from "./server.ts"

/** One row of a wire table. */
export interface WireCase {
  /** The declared call's name, e.g. `Sources.rebuild`. */
  readonly name: string
  readonly call: Effect.Effect<unknown, unknown, CoveoClient>
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  /** The exact path as sent (percent-encoded). */
  readonly path: string
  /** The exact raw query string without `?`; `""` by default. */
  readonly query?: string
  /** The expected `content-type`; JSON for POST/PUT/PATCH, none otherwise, by default. Use a RegExp for multipart. */
  readonly contentType?: string | RegExp | null
  /** The expected JSON body (`{}` by default for POST/PUT/PATCH); a RegExp is matched against the raw body text. */
  readonly body?: unknown
  /** The scripted answer; `200 {"ok":true}` by default. */
  readonly reply?: Reply
  /** The expected result; the reply body by default. */
  readonly result?: unknown
  /** The call goes to the serverless host. */
  readonly serverless?: boolean
  /** Headers the request must carry (header parameters), by lower-case name. */
  readonly headers?: Readonly<Record<string, string>>
}

const hasBody = (m: string) => m === "POST" || m === "PUT" || m === "PATCH"

/** Runs a wire table; the suite title shows the area and its number of calls. */
export const wireSuite = (area: string, cases: ReadonlyArray<WireCase>, modules: ReadonlyArray<object> = []) =>
  describe(`wire: ${area} (${new Set(cases.map((c) => c.name)).size} calls)`, () => {
    const server = useServer()
    const serverless = useServer()

    if (modules.length > 0) {
      it("covers every declared call of the area", () => {
        // Calls declared from the descriptions have their own wire test (test/wire/described.test.ts).
        const generated = generatedNames()
        const declared = new Set<string>()
        for (const m of modules) {
          for (const value of Object.values(m)) {
            const def = endpointOf(value)
            if (def !== undefined && !generated.has(def.name)) declared.add(def.name)
          }
        }
        expect([...new Set(cases.map((c) => c.name))].sort()).toEqual([...declared].sort())
      })
    }

    for (const c of cases) {
      it(`${c.name}: ${c.method} ${c.path}${c.query ? `?${c.query}` : ""}`, async () => {
        const target = c.serverless ? serverless : server
        const reply: Reply = c.reply ?? { status: 200, body: { ok: true } }
        target.reply(reply)
        const result = await run(server, c.call, {}, serverless)
        expect(target.requests).toHaveLength(1)
        const req = target.requests[0]!
        expect(req.method).toBe(c.method)
        expect(req.path).toBe(c.path)
        expect(req.query).toBe(c.query ?? "")
        expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`)
        for (const [name, value] of Object.entries(c.headers ?? {})) expect(req.headers[name]).toBe(value)
        const expectedType = c.contentType === undefined
          ? (hasBody(c.method) ? "application/json" : null)
          : c.contentType
        if (expectedType === null) expect(req.headers["content-type"]).toBeUndefined()
        else if (expectedType instanceof RegExp) expect(req.headers["content-type"]).toMatch(expectedType)
        else expect(req.headers["content-type"]).toBe(expectedType)
        if (c.body instanceof RegExp) expect(req.text).toMatch(c.body)
        else if (c.body !== undefined) expect(JSON.parse(req.text)).toEqual(c.body)
        else if (hasBody(c.method)) expect(req.text).toBe("{}")
        else expect(req.text).toBe("")
        const expected = c.result !== undefined ? c.result : reply.status === 204 ? {} : reply.body
        expect(result).toEqual(expected)
      })
    }
  })
