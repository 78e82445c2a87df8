/**
 * A differential test: for every case of the wire suites (test/wire), the requests that
 * `@coveo/platform-client` 60.4 sends for the call and its arguments must equal those that our
 * promise facade sends for the same accessor method and the same arguments, both against one
 * loopback recorder (test/differential/recorder.ts) answering what the wire case scripted.
 *
 * How the table is learnt: the wire files are imported with `wireSuite` mocked (it collects the
 * cases) and the test-only call hook of src/internal/callHook.ts set, so that each declared call
 * made while a table is built reports its name and arguments; a case takes the next unused report
 * of its declaration's name. The declaration's module gives the accessor (src/promise/accessors.ts)
 * and its export name the method. A case written through a helper (`ApiKeys.toggle`,
 * `Limits.getAllPerLimitType`) is compared as the declaration the helper calls, with the arguments
 * it passes.
 *
 * Compared: host (platform or serverless), method, path (exact bytes), query (decoded parameters
 * in order; the same parameters in another order is the `query order` difference), content type
 * (multipart boundary aside) and body (parsed JSON, else byte for byte). Usage-analytics calls are
 * compared without the `org` query parameter where the promise client omits it (the specification
 * adds it to every such call); where it sends one, the two are compared. Every difference is listed
 * in `known` with its reason and evidence, or in `bugs` (ours, kept as expected failures until
 * fixed); anything else fails, and so does an entry whose difference is gone. Calls the promise
 * client lacks are skipped (so far, every call declared from the descriptions by
 * scripts/generate-operations.ts), and so are the cases of streams; calls both clients have that no
 * wire case exercises are todos.
 *
 * `DIFFERENTIAL_DUMP=file` writes every outcome (both clients' requests and errors) as JSON.
 */
import { PlatformClient } from "@coveo/platform-client"
import { readdirSync, writeFileSync } from "node:fs"
import { describe, expect, it, vi } from "vitest"
import { generatedNames } from "../scripts/generate-operations.ts"
import { areaModules } from "../src/endpoints.ts"
import { endpointOf, isCall } from "../src/Http/Endpoint.ts"
import type { EndpointDef } from "../src/Http/PlatformClient.ts"
import { setCallHook } from "../src/internal/callHook.ts"
import { accessors } from "../src/promise/accessors.ts"
import type { Node } from "../src/promise/Facade.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { type Aspect, compareExchanges, type Difference, type Exchange, requestLine } from "./differential/compare.ts"
import { type Answer, type Recorder, startRecorder } from "./differential/recorder.ts"
import { ORG, TOKEN } from "./support/client.ts"
import type { WireCase } from "./support/wire.ts"

// ---------------------------------------------------------------------------------------------
// Collecting the wire tables

const collected = vi.hoisted(() => ({
  /** Declared calls reported by the hook since the last table. */
  events: [] as Array<{ readonly name: string; readonly args: ReadonlyArray<unknown> }>,
  suites: [] as Array<{
    readonly area: string
    readonly cases: ReadonlyArray<WireCase>
    readonly events: ReadonlyArray<{ readonly name: string; readonly args: ReadonlyArray<unknown> }>
  }>
}))

// `wireSuite` collects its table instead of registering tests.
vi.mock("./support/wire.ts", () => ({
  wireSuite: (area: string, cases: ReadonlyArray<WireCase>) => {
    collected.suites.push({ area, cases, events: collected.events.splice(0) })
  }
}))

// The wire files' own suites beside their tables (test/wire/enumerations.test.ts has one) run in
// test/wire, not here: `describe`, `it` and `test` of @effect/vitest register nothing in this file.
vi.mock("@effect/vitest", async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>()
  const inert: unknown = new Proxy(() => undefined, { get: () => inert, apply: () => undefined })
  return { ...actual, describe: inert, it: inert, test: inert }
})

setCallHook((name, args) => {
  collected.events.push({ name, args })
})
const wireDir = new URL("./wire/", import.meta.url)
const wireFiles = readdirSync(wireDir).filter((f) => f.endsWith(".test.ts")).sort()
/** Wire files that failed to load (they fail in test/wire too); the others are compared all the same. */
const unloaded: Array<string> = []
for (const file of wireFiles) {
  try {
    await import(new URL(file, wireDir).href)
  } catch (thrown) {
    unloaded.push(`${file}: ${thrown instanceof Error ? thrown.message : String(thrown)}`)
    collected.events.length = 0
  }
}
setCallHook(undefined)

// ---------------------------------------------------------------------------------------------
// Known differences

interface Entry {
  /** The declarations' names. */
  readonly calls: ReadonlyArray<string>
  /** Only the cases whose requests (either client's, as lines) contain this; every case of the calls without it. */
  readonly match?: string
  /** What differs, in the order found. */
  readonly aspects: ReadonlyArray<Aspect>
  /** Each difference must satisfy this too, when given (it tells the listed difference from a new one). */
  readonly explains?: (difference: Difference) => boolean
  readonly reason: string
}

interface Known extends Entry {
  /** Where the reason comes from: SPEC.md, the spec's call table, the platform's description, the promise client. */
  readonly evidence: string
}

const DATE_PARAMS = ["from", "to", "previousFrom", "previousTo"]
// A date as an ISO-8601 instant: the promise client JSON-quotes a Date and passes a string as given.
const instant = (value: string): string => {
  const unquoted = value.replace(/^"(.*)"$/, "$1")
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(unquoted) ? `${unquoted}T00:00:00Z` : unquoted)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}
const withInstants = (query: string) =>
  [...new URLSearchParams(query)].map(([k, v]) => `${k}=${DATE_PARAMS.includes(k) ? instant(v) : v}`).sort().join("&")
/** The query differs in its dates only (as instants they agree), the order aside. */
const onlyDates = (d: Difference) => d.aspect === "query" && withInstants(d.promise) === withInstants(d.ours)

/** Differences with a reason: the specification (or the platform's description) wins over the promise client. */
const known: ReadonlyArray<Known> = [
  {
    calls: ["Limits.getAll"],
    match: "limitType=",
    aspects: ["query"],
    reason: "getAll takes the optional limitType of GET /limits; the promise client's getAll() drops it",
    evidence: "SPEC.md §7 (Limits: GET /limits, optional limitType); promise client 60.4 Limits.getAll() takes no " +
      "argument (its getAllPerLimitType sends limitType, as our getAllPerLimitType does)"
  },
  {
    calls: ["RawMetrics.getMonthly"],
    match: "undefined-undefined",
    aspects: ["query"],
    reason: "a month given as 'YYYY-MM' is sent as it is; the promise client formats {year, month} only",
    evidence: "promise client 60.4 RawMetrics.getMonthly (`${to.year}-${to.month}`, typed DateWithoutTimeAndDay); " +
      "SPEC.md §9 (raw metrics dates are zero-padded)"
  },
  {
    calls: ["ApiKeys.activate", "ApiKeys.disable"],
    aspects: ["path", "body"],
    reason: "given the key (as toggle passes it), PUT /apikeys/{id}/… sends the key as the body; the promise " +
      "client's activate/disable take ids only (a key becomes the segment [object Object], with body {})",
    evidence: "the spec's call table (shared/spec/endpoints.tsv, the activate and disable rows: toggle sends the " +
      "whole key model as JSON body), SPEC.md §4 (activated or disabled by its enabled flag); promise client 60.4 " +
      "ApiKeys.activate/disable(apiKeyIds); with an id ours sends {} as it does"
  },
  {
    calls: [
      "PipelineConditions.list",
      "PipelineMlAssociations.updatePosition",
      "MachineLearningModelAssociations.list",
      "PipelineStatements.importCSV",
      "Search.getDocument",
      "Search.getFieldValues",
      "Search.previewHTML",
      "Sources.listOperationalStatus"
    ],
    aspects: ["query order"],
    reason: "the same query parameters in another order (ours: the declaration's)",
    evidence: "query parameters are named, not ordered: the descriptions list them in yet another order " +
      "(shared/spec/openapi/search.yml: statements filter, page, …, organizationId; values field, …, " +
      "organizationId; import feature, organizationId), and SPEC.md names parameters only"
  },
  {
    calls: [
      "Administration.getStrictValidationTest",
      "Dimensions.getCustomDimensionValues",
      "Dimensions.getValues",
      "Dimensions.listUncreatedDimensions",
      "Exports.estimateRowsCount",
      "Exports.estimateVisitExportRowsCount",
      "Exports.generate",
      "Exports.generateVisitExport",
      "Snowflake.getCreditUsage",
      "Statistics.listCombinedData",
      "Statistics.listGlobalData",
      "Statistics.listGraphDataPoints",
      "Statistics.listIncoherentEvents",
      "Statistics.listTrends",
      "Statistics.listVisits",
      "Statistics.listVisitsGraphDataPoints",
      "Statistics.listVisitsMetrics"
    ],
    aspects: ["query"],
    explains: onlyDates,
    reason: "dates (from, to, previousFrom, previousTo) are sent as ISO-8601 instants YYYY-MM-DDThh:mm:ss.sssZ; the " +
      "promise client sends a Date JSON-quoted (\"…\", quotes included) and a string as given (listGlobalData also " +
      "in another order)",
    evidence:
      "shared/spec/openapi/usage-analytics-read.yml (from and to: ISO8601 format 'YYYY-MM-DDThh:mm:ss.sssZ'); " +
      "promise client 60.4 utils/stringifyNestedObjects (JSON.stringify of every object value of the query)"
  },
  {
    calls: ["MachineLearningModelAssociations.list"],
    match: "perPage=",
    aspects: ["query"],
    reason: "perPage is sent as pageSize; the promise client passes the options as they are",
    evidence: "SPEC.md §3 (pagination options accept perPage, which is treated as pageSize); " +
      "shared/spec/openapi/ml-config.yml (GET …/machinelearning/configuration/querypipelines/{pipelineId}/associations: " +
      "page, pageSize)"
  },
  {
    calls: ["CrawlingModules.getLogRequests"],
    match: "pageSize=",
    aspects: ["query"],
    reason: "a third argument pages the list (page, pageSize); the promise client's getLogRequests takes a state only",
    evidence: "shared/spec/openapi/connectivity.yml (GET …/crawlingmodules/{crawlingModuleId}/logrequests: state, " +
      "page, pageSize); promise client 60.4 CrawlingModule.getLogRequests(crawlingModuleId, requestState)"
  },
  {
    calls: ["DataShare.addSnowflakeAccount"],
    match: "other-org",
    aspects: ["query", "body"],
    reason: "the org of the parameters goes in the query and the body holds the account only; the promise client " +
      "posts the parameters, org included, as the body and queries the configured org",
    evidence: "shared/spec/openapi/usage-analytics-read.yml (POST …/securedatasharing/accounts: org is a query " +
      "parameter, the body SnowflakeDataSharingAccountModelV15 has accountLocator and snowflakeRegion only); SPEC.md " +
      "§7 (every usage-analytics call includes an org query parameter)"
  }
]

/** Differences without such a reason: bugs of ours, expected failures until fixed (then the entry must go). */
const bugs: ReadonlyArray<Entry> = []

// ---------------------------------------------------------------------------------------------
// Pairing cases with declarations and accessors

interface Export {
  readonly module: object
  readonly key: string
  readonly def: EndpointDef
}

const exportsByName = new Map<string, Array<Export>>()
for (const module of areaModules) {
  for (const [key, value] of Object.entries(module)) {
    const def = endpointOf(value)
    if (def === undefined) continue
    exportsByName.set(def.name, [...exportsByName.get(def.name) ?? [], { module, key, def }])
  }
}

// Accessor paths of each module of the tree, and the tree's modules in order.
const accessorPaths = new Map<object, Array<ReadonlyArray<string>>>()
const walk = (tree: Readonly<Record<string, Node>>, prefix: ReadonlyArray<string>) => {
  for (const [key, [module, children]] of Object.entries(tree)) {
    const path = [...prefix, key]
    accessorPaths.set(module, [...accessorPaths.get(module) ?? [], path])
    if (children !== undefined) walk(children, path)
  }
}
walk(accessors, [])

/** Where the facade reaches a declaration: its module's accessors, or (a module outside the tree) a tree module exporting a call of that name. */
const pathsOf = (e: Export): ReadonlyArray<ReadonlyArray<string>> => {
  const direct = accessorPaths.get(e.module)
  if (direct !== undefined) return direct
  return [...accessorPaths].filter(([m]) => isCall(e.key, (m as Record<string, unknown>)[e.key])).flatMap(([, p]) => p)
}

type Method = (...args: ReadonlyArray<unknown>) => unknown

const methodAt = (root: unknown, path: ReadonlyArray<string>, key: string): Method | undefined => {
  let node = root
  for (const step of path) node = (node as Record<string, unknown> | undefined)?.[step]
  const method = (node as Record<string, unknown> | undefined)?.[key]
  return typeof method === "function" ? (method as Method).bind(node) : undefined
}

// Each client gets its own copy of the arguments' data: the promise client changes some in place
// (its query building JSON-encodes the object values of the options it is given).
const isPlainObject = (value: object) => {
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
const copy = (value: unknown): unknown => {
  if (value instanceof Date) return new Date(value.getTime())
  if (Array.isArray(value)) return value.map(copy)
  if (typeof value === "object" && value !== null && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))
  }
  return value
}

const show = (args: ReadonlyArray<unknown>): string => {
  const text = args.map((a) => {
    if (a === undefined) return "undefined"
    if (a instanceof Date) return `Date(${a.toISOString()})`
    if (typeof a === "object" && a !== null && !Array.isArray(a) && !isPlainObject(a)) return a.constructor.name
    return JSON.stringify(a, (_, v: unknown) => v instanceof Date ? v.toISOString() : v)
  }).join(", ")
  return text.length > 90 ? `${text.slice(0, 87)}...` : text
}

// ---------------------------------------------------------------------------------------------
// Running both clients

const CALL_TIMEOUT_MS = 3_000
/** The whole run's budget: cases not reached by then fail (the recorder closes itself a little later). */
const RUN_BUDGET_MS = 40_000
// Token information for both clients' `initialize()` (calls of the current user read it).
const TOKEN_INFO = { authentication: { username: "bob", firstName: "Bob", country: "CA" } }

interface Outcome {
  readonly area: string
  readonly name: string
  readonly title: string
  readonly skipped?: string
  readonly differences: ReadonlyArray<Difference>
  /** Both clients' requests as lines, and their errors, for the report. */
  readonly promise: ReadonlyArray<string>
  readonly ours: ReadonlyArray<string>
  readonly errors: { readonly promise?: string | undefined; readonly ours?: string | undefined }
  /** Where our facade's request is not the one the wire case expects (a pairing or facade problem). */
  readonly offWire?: string
  /** Why the case was not run (the run's budget was spent). */
  readonly notRun?: string
}

const bounded = <A>(promise: Promise<A>): Promise<A> =>
  new Promise<A>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })

const exchange = async (recorder: Recorder, method: Method, args: ReadonlyArray<unknown>, answer: Answer) => {
  recorder.script(answer)
  let error: string | undefined
  try {
    await bounded(Promise.resolve().then(() => method(...args.map(copy))))
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown)
  }
  const result: Exchange = { requests: [...recorder.seen], error }
  return result
}

const offWire = (c: WireCase, ours: Exchange): string | undefined => {
  const expected = `${c.serverless === true ? "[serverless] " : ""}${c.method} ${c.path}${c.query ? `?${c.query}` : ""}`
  const r = ours.requests[0]
  if (r === undefined || ours.requests.length > 1) {
    return `${ours.requests.length} requests (${ours.error ?? "no error"}), expected ${expected}`
  }
  const sent = `${r.host === "serverless" ? "[serverless] " : ""}${r.method} ${r.path}${r.query ? `?${r.query}` : ""}`
  return sent === expected ? undefined : `sent ${sent}, expected ${expected}`
}

const runAll = async (): Promise<ReadonlyArray<Outcome>> => {
  const deadline = Date.now() + RUN_BUDGET_MS
  const recorder = await startRecorder(RUN_BUDGET_MS + 10_000)
  recorder.tokenInfo = TOKEN_INFO
  const hosts = {
    organizationId: ORG,
    accessToken: TOKEN,
    host: recorder.platformUrl,
    serverlessHost: recorder.serverlessUrl
  }
  const theirs = new PlatformClient(hosts)
  const ours = createPlatformClient({ ...hosts, retry: { attempts: 1 }, timeout: "3 seconds" })
  const outcomes: Array<Outcome> = []
  try {
    await bounded(theirs.initialize())
    await bounded(ours.initialize())
    for (const suite of collected.suites) {
      const used = new Set<number>()
      for (const c of suite.cases) {
        const base = { area: suite.area, name: c.name, differences: [], promise: [], ours: [], errors: {} }
        const at = suite.events.findIndex((e, i) => !used.has(i) && e.name === c.name)
        // A case of a stream (a paged list's `…All` twin) names no declaration: its pages are its list's requests.
        if (!exportsByName.has(c.name)) {
          outcomes.push({
            ...base,
            title: c.name,
            skipped: "a stream, not one call: its list's cases compare its requests"
          })
          continue
        }
        if (at === -1) {
          outcomes.push({
            ...base,
            title: c.name,
            skipped: "its call reached no declaration while the table was built"
          })
          continue
        }
        used.add(at)
        const args = suite.events[at]!.args
        const targets = [...exportsByName.get(c.name) ?? []]
          .sort((a, b) => Number(b.def.method === c.method) - Number(a.def.method === c.method))
          .flatMap((e) =>
            pathsOf(e).map((path) => ({
              accessor: [...path, e.key].join("."),
              def: e.def,
              theirs: methodAt(theirs, path, e.key),
              ours: methodAt(ours, path, e.key)
            }))
          )
        const target = targets.find((t) => t.theirs !== undefined && t.ours !== undefined) ?? targets[0]
        const title = `${target?.accessor ?? c.name}(${show(args)})`
        if (target?.ours === undefined) {
          outcomes.push({ ...base, title, skipped: "no accessor of the facade reaches it" })
          continue
        }
        if (target.theirs === undefined) {
          outcomes.push({ ...base, title, skipped: `the promise client has no ${target.accessor}` })
          continue
        }
        if (Date.now() > deadline) {
          outcomes.push({ ...base, title, notRun: `not run: the run's ${RUN_BUDGET_MS} ms budget was spent` })
          continue
        }
        const answer: Answer = c.reply ?? { status: 200, body: {} }
        const p = await exchange(recorder, target.theirs, args, answer)
        const o = await exchange(recorder, target.ours, args, answer)
        const off = offWire(c, o)
        outcomes.push({
          ...base,
          title,
          differences: compareExchanges(p, o, target.def.orgQuery === undefined ? [] : [target.def.orgQuery]),
          promise: p.requests.map(requestLine),
          ours: o.requests.map(requestLine),
          errors: { promise: p.error, ours: o.error },
          ...(off === undefined ? {} : { offWire: off })
        })
      }
    }
  } finally {
    await ours.dispose()
    await recorder.close()
  }
  return outcomes
}

const outcomes = await runAll()

/** Calls that both clients have under the same accessor and method, and that no wire case exercises. */
const uncovered: ReadonlyArray<string> = (() => {
  const theirs = new PlatformClient({ organizationId: ORG, accessToken: TOKEN, host: "http://127.0.0.1:9" })
  const exercised = new Set(outcomes.filter((o) => o.skipped === undefined).map((o) => o.name))
  const found = new Set<string>()
  for (const [name, list] of exportsByName) {
    if (exercised.has(name)) continue
    for (const e of list) {
      for (const path of pathsOf(e)) {
        if (methodAt(theirs, path, e.key) !== undefined) found.add(`${[...path, e.key].join(".")} (${name})`)
      }
    }
  }
  return [...found].sort()
})()

const dump = process.env["DIFFERENTIAL_DUMP"]
if (dump !== undefined && dump !== "") writeFileSync(dump, JSON.stringify(outcomes, null, 2))

// ---------------------------------------------------------------------------------------------
// The suite

/** The entry for a case: one with a match that fits it first, else one for all the cases of its call. */
const entryFor = <E extends Entry>(table: ReadonlyArray<E>, o: Outcome): E | undefined => {
  const fitting = table.filter((e) =>
    e.calls.includes(o.name) &&
    (e.match === undefined || [...o.promise, ...o.ours].some((line) => line.includes(e.match!)))
  )
  return fitting.find((e) => e.match !== undefined) ?? fitting[0]
}

const compared = outcomes.filter((o) => o.skipped === undefined)
const skipped = outcomes.filter((o) => o.skipped !== undefined)
const differing = compared.filter((o) => o.differences.length > 0)
const listed = differing.filter((o) => entryFor(known, o) !== undefined)
const expectedFailures = differing.filter((o) => entryFor(known, o) === undefined && entryFor(bugs, o) !== undefined)
const callsIn = (list: ReadonlyArray<Outcome>) => new Set(list.map((o) => o.name)).size
// The calls scripts/generate-operations.ts declares from the descriptions: the promise client 60.4 lacks them all so far.
const generated = generatedNames()
const generatedSkipped = skipped.filter((o) => generated.has(o.name))
const streams = skipped.filter((o) => !exportsByName.has(o.name))

describe(
  `differential: ${callsIn(compared)} calls in ${compared.length} cases compared with @coveo/platform-client 60.4: ` +
    `${compared.length - differing.length} cases equal, ${listed.length} listed differences, ` +
    `${expectedFailures.length} expected failures; ${callsIn(skipped)} calls (${skipped.length} cases) skipped ` +
    `(${callsIn(generatedSkipped)} declared from the descriptions, ${callsIn(streams)} streams); ` +
    `${uncovered.length} calls of both clients without a wire case`,
  () => {
    it("collects the wire tables", () => {
      expect(unloaded).toEqual([])
      expect(collected.suites.length).toBeGreaterThan(0)
      expect(compared.length).toBeGreaterThan(0)
    })

    it(
      `compares the calls declared from the descriptions that the promise client has too (${
        callsIn(compared.filter((o) => generated.has(o.name)))
      } of ${generated.size})`,
      () => {
        // The others are skipped for want of a counterpart, never for a pairing problem.
        expect(
          generatedSkipped.filter((o) => !o.skipped!.startsWith("the promise client has no")).map((o) =>
            `${o.title}: ${o.skipped}`
          )
        ).toEqual([])
      }
    )

    it("sends through the facade what each wire case expects (the pairing holds)", () => {
      expect(compared.filter((o) => o.offWire !== undefined).map((o) => `${o.title}: ${o.offWire}`)).toEqual([])
    })

    for (const o of outcomes) {
      const title = `${o.area}: ${o.title}`
      if (o.skipped !== undefined) {
        it.skip(`${title}: ${o.skipped}`, () => {})
        continue
      }
      if (o.notRun !== undefined) {
        const reason = o.notRun
        it(title, () => expect.fail(reason))
        continue
      }
      // Equal cases need no entry; an entry that matches no differing case is reported below.
      const entry = o.differences.length === 0 ? undefined : entryFor(known, o)
      const bug = o.differences.length === 0 || entry !== undefined ? undefined : entryFor(bugs, o)
      if (entry !== undefined) {
        it(`${title}: listed (${entry.reason})`, () => {
          expect(o.differences.map((d) => d.aspect), "the listed difference (when gone, the entry must go)")
            .toEqual(entry.aspects)
          if (entry.explains !== undefined) expect(o.differences.filter((d) => !entry.explains!(d))).toEqual([])
        })
      } else if (bug !== undefined) {
        it.fails(`${title}: our bug (${bug.reason})`, () => {
          expect(o.differences).toEqual([])
        })
      } else {
        it(title, () => {
          expect(o.differences).toEqual([])
        })
      }
    }

    // A call both clients have needs a wire case (CONTRIBUTING.md, Add a call) to be compared here.
    for (const call of uncovered) it.todo(`${call}: no wire case yet`)

    // An entry that matches no differing case is stale when a compared case fits it (its calls, and a request
    // line holding its match): the difference is gone, and the entry must go. One that no compared case fits
    // (its wire case is not in the tables, or the promise client no longer sends what it matched) is reported.
    const used = new Set(differing.map((o) => entryFor(known, o) ?? entryFor(bugs, o)))
    const unused = [...known, ...bugs].filter((e) => !used.has(e))
    const label = (e: Entry) => `${e.calls.join(", ")}${e.match === undefined ? "" : ` (${e.match})`}`
    const fits = (e: Entry) => compared.some((o) => entryFor([e], o) !== undefined)
    for (const e of unused.filter((e) => !fits(e))) it.skip(`entry ${label(e)}: no compared case fits it`, () => {})

    it("every listed difference and bug still occurs", () => {
      expect(unused.filter(fits).map(label)).toEqual([])
    })
  }
)
