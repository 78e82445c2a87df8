/**
 * Every call that `scripts/generate-operations.ts` declares, on the wire, against what its description
 * asks. The only thing taken from a declaration is which operation it declares (its method and path
 * template, matched by `opKey`, parameter names aside); the arguments, the exact request and the answer
 * come from the description (`test/support/described.ts`), so a declaration that strays from its
 * description (a path, a query field, a host, a body, a response kind) fails here.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { areaOf, type Described, described, generatedNames, signature } from "../../scripts/generate-operations.ts"
import { areaModules } from "../../src/endpoints.ts"
import { endpointOf } from "../../src/Http/Endpoint.ts"
import type { CoveoClient, EndpointDef } from "../../src/Http/PlatformClient.ts"
import { descriptionsPresent, opKey } from "../oracle/description.ts"
import {
  answerOf,
  expectedRequest,
  headerAndCookieParameters,
  pageItems,
  sampleArguments
} from "../support/described.ts"
import { type WireCase, wireSuite } from "../support/wire.ts"

type Call = (...args: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown, CoveoClient>
type Twin = (...args: ReadonlyArray<unknown>) => Stream.Stream<unknown, unknown, CoveoClient>

/**
 * What the rules above cannot express: parameters a generated call has no way to send (it takes path
 * ids, a query, header parameters other than `Authorization`, and a body). Each case still runs, and
 * checks the rest of the request. Keyed by the description's method and path; `parameters` must match
 * the descriptions (checked below).
 */
const beyondTheRules: Readonly<
  Record<string, { readonly parameters: ReadonlyArray<string>; readonly reason: string }>
> = {
  "POST /rest/atlassian/connectapp/installed": {
    parameters: ["header Authorization (required)"],
    reason: "Atlassian Connect's own JWT for its lifecycle callback; a call always sends the client's token there"
  },
  "POST /rest/atlassian/connectapp/uninstalled": {
    parameters: ["header Authorization (required)"],
    reason: "Atlassian Connect's own JWT for its lifecycle callback; a call always sends the client's token there"
  }
}

interface Declared {
  readonly def: EndpointDef
  readonly call: Call
  /** The paged stream twin exported beside the call (`<name>All`), if any. */
  readonly twin: Twin | undefined
}

/** Every generated declaration reachable from the list of areas, by name. */
const declaredCalls = (): ReadonlyMap<string, Declared> => {
  const generated = generatedNames()
  const out = new Map<string, Declared>()
  for (const module of areaModules) {
    const exports = module as Readonly<Record<string, unknown>>
    for (const [key, value] of Object.entries(exports)) {
      const def = endpointOf(value)
      if (def === undefined || !generated.has(def.name) || out.has(def.name)) continue
      const twin = exports[`${key}All`]
      out.set(def.name, {
        def,
        call: value as Call,
        twin: typeof twin === "function" && endpointOf(twin) === undefined ? (twin as Twin) : undefined
      })
    }
  }
  return out
}

const argumentsOf = (name: string, d: Described, twin: boolean) =>
  sampleArguments(d, signature(d, areaOf(d, name.split(".")[0]!)), twin)

const callCase = (name: string, call: Call, d: Described): WireCase => {
  const request = expectedRequest(d)
  const answer = answerOf(d)
  return {
    name,
    call: Effect.flatMap(call(...argumentsOf(name, d, false)), answer.read),
    method: request.method,
    path: request.path,
    query: request.query,
    contentType: request.contentType,
    body: request.body,
    serverless: request.serverless,
    headers: request.headers,
    reply: answer.reply,
    result: answer.result
  }
}

// The server answers one page, `totalPages: 1` (in its own object where the description puts it there, as
// `pagination`): the stream asks for page 0 only and yields its items.
const twinCase = (name: string, twin: Twin, d: Described, items: string): WireCase => {
  const request = expectedRequest(d, true)
  const count = { totalEntries: pageItems.length, totalPages: 1 }
  return {
    name: `${name}All`,
    call: Stream.runCollect(twin(...argumentsOf(name, d, true))),
    method: request.method,
    path: request.path,
    query: request.query,
    contentType: request.contentType,
    body: request.body,
    serverless: request.serverless,
    reply: {
      status: 200,
      body: { [items]: pageItems, ...(d.pageCounter === undefined ? count : { [d.pageCounter]: count }) }
    },
    result: pageItems
  }
}

const present = descriptionsPresent() || process.env["CI"] !== undefined

if (!present) {
  describe.skip("wire: described operations (the descriptions are not beside the clone)", () => {
    it("needs ../shared/spec/openapi", () => {})
  })
} else {
  const operations = described()
  const byKey = new Map(operations.map((d) => [d.key, d]))
  const names = generatedNames()
  const declared = declaredCalls()
  const paired = new Map<string, Described>()
  const unpaired: Array<string> = []
  for (const [name, { def }] of declared) {
    const d = byKey.get(opKey(def.method, def.path))
    if (d === undefined) unpaired.push(`${name}: ${def.method} ${def.path}`)
    else paired.set(name, d)
  }
  const cases: Array<WireCase> = []
  const twins: Array<string> = []
  for (const [name, d] of paired) {
    const { call, twin } = declared.get(name)!
    cases.push(callCase(name, call, d))
    if (twin !== undefined) twins.push(name)
    if (twin !== undefined && d.pageItems !== undefined) cases.push(twinCase(name, twin, d, d.pageItems))
  }

  describe("described operations: the table", () => {
    it("pairs every generated declaration with a described operation", () => {
      expect(unpaired).toEqual([])
    })

    it(`has a case for every generated declaration (${names.size})`, () => {
      expect([...new Set(cases.map((c) => c.name).filter((n) => names.has(n)))].sort()).toEqual([...names].sort())
    })

    // A twin beside a call whose operation is no page (or none beside a page) fails here, not silently.
    it("has a stream twin, with its case, exactly for every described page", () => {
      const pages = [...paired].filter(([, d]) => d.pageItems !== undefined && d.response === "json")
      expect(twins.sort()).toEqual(pages.map(([name]) => name).sort())
    })

    it("lists every header and cookie parameter that no generated call sends", () => {
      const sent = new Map([...paired.values()].map((d) => [d.key, d.headers.map((p) => p.name)]))
      const found = [...headerAndCookieParameters()].flatMap(([key, parameters]) => {
        const unsent = parameters.filter((p) =>
          !(sent.get(key) ?? []).includes(p.replace(/^header | \(required\)$/g, ""))
        )
        return sent.has(key) && unsent.length > 0 ? [[key, unsent] as const] : []
      })
      const listed = Object.entries(beyondTheRules).map(([at, { parameters }]) => {
        const [method, path] = at.split(" ") as [string, string]
        return [opKey(method, path), parameters] as const
      })
      expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(found))
    })
  })

  wireSuite(`described operations, ${names.size} generated declarations and ${twins.length} stream twins`, cases)
}
