/**
 * What the emulator answers generically carries everything its description requires: every declared
 * call whose operation the descriptions give a success answer with a JSON body is made once, through
 * the client's `run` with arguments built from its description (`test/support/emulator-calls.ts`: the
 * records its path names created first), each against an emulator of its own; so is every read of a
 * path that a declared write (`PUT`, `PATCH`) takes a JSON body on, after that write. Every success that
 * the generic behaviour answered (no workflow has a handler for the call, or its handler handed the
 * request over) must be valid against the operation's described answer (`answerProblems`), its required
 * properties (the description's, and what `scripts/always-present.ts` adds) all there; the answers of
 * another kind than the description's are listed below, each with its reason. Workflows answer on their
 * own; those of their answers the description refuses are listed too. Then the filler on its own
 * (`completeOf`), and the search the README runs: `Search.query` answers its counts and lists.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import { describe, expect, it, vi } from "vitest"
import { headerField } from "../scripts/generate-operations.ts"
import { definitions } from "../src/emulator/described.generated.ts"
import { completeOf, exampleOf } from "../src/emulator/example.ts"
import * as Emulator from "../src/emulator/index.ts"
import type { Handler } from "../src/emulator/types.ts"
import { answerProblems, describedOperation, type JsonSchema, validate } from "../src/emulator/validate.ts"
import { merge, workflows } from "../src/emulator/workflows/index.ts"
import { allEndpoints } from "../src/endpoints.ts"
import { layer as clientLayer } from "../src/Http/Layer.ts"
import { CoveoClient, type EndpointDef } from "../src/Http/PlatformClient.ts"
import * as Search from "../src/Platform/Search/Search.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { bodyOf, describedOf, type Exec, NOW, queryAndHeadersOf, records } from "./support/emulator-calls.ts"

// Which workflow handlers handed their request over to the generic behaviour, by `METHOD template`.
const handedOver = vi.hoisted(() => new Set<string>())

vi.mock("../src/emulator/workflows/index.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/emulator/workflows/index.ts")>()
  const watched = (key: string, handler: Handler): Handler => (req, world) => {
    const reply = handler(req, world)
    if (reply === undefined) handedOver.add(key)
    return reply
  }
  return {
    ...actual,
    merge: (all: Parameters<typeof actual.merge>[0]) => {
      const merged = actual.merge(all)
      return {
        ...merged,
        handlers: new Map([...merged.handlers].map(([key, handler]) => [key, watched(key, handler)]))
      }
    }
  }
})

/**
 * Answers of another kind than the description's, by `METHOD template`, generic or a workflow's: the
 * emulator answers as the library's declaration reads it (`declaredShapes` in
 * `test/emulator-shapes.test.ts` gives each reason), so there is nothing required to fill. An entry that no
 * answer needs any more fails the test.
 */
const declaredShapes: Readonly<Record<string, string>> = {
  "GET /rest/organizations": "Organizations.list reads a plain array without options",
  "GET /rest/organizations/{org}/insightinterface/v1/interfaces": "InsightPanelInterfaces.list reads a page",
  "GET /rest/organizations/{org}/searchpage/v1/interfaces": "NextGenSearchPages.list reads a page",
  "GET /rest/organizations/{org}/searchusagemetrics/hubs/": "SearchHubs.list reads `{ hubs, totalCount }`",
  "GET /rest/search/v1/admin/pipelines": "Pipelines.list reads a plain array without `enablePagination`"
}

/**
 * Generic answers that the description refuses for want of another kind of value, not of a property, by
 * `METHOD template after WRITE`: a document is read back as it was written (`generic.ts`), and these reads
 * answer another representation than their write takes (the ids written, the records read). Each is a
 * finding to settle in a workflow; an entry that no answer needs any more fails the test.
 */
const readBack: Readonly<Record<string, string>> = {}

/**
 * Workflow answers that the description refuses otherwise, by `METHOD template`: what is wrong. Each is
 * a finding to settle in its workflow; an entry that no answer needs any more fails the test.
 */
const workflowFindings: Readonly<Record<string, string>> = {}

const handlers = merge(workflows).handlers

/** The declarations to call: one per call whose description gives a JSON success answer, read as JSON. */
const calls: ReadonlyArray<EndpointDef> = (() => {
  const out = new Map<string, EndpointDef>()
  for (const def of allEndpoints) {
    const key = `${def.method} ${def.path}`
    if (out.has(key) || (def.response !== "json" && def.response !== "empty")) continue
    const responses = describedOperation(def.method, def.path)?.responses ?? {}
    if (Object.values(responses).some((schema) => schema !== null)) out.set(key, def)
  }
  return [...out.values()]
})()

/** The query, headers and body of a call whose operation is only described deprecated (no `Described`), or not at all. */
const fallback = (def: EndpointDef) => {
  const operation = describedOperation(def.method, def.path)
  const query = Object.fromEntries([
    ...(operation?.query ?? []).map((name) => [name, `sample-${name}`]),
    ...(operation?.headers ?? []).map((name) => [headerField(name), `sample-${name}`])
  ])
  const body = def.body !== "json"
    ? undefined
    : operation?.request === undefined
    ? {}
    : exampleOf(operation.request, definitions[operation.service] ?? {}, NOW)
  return { query, body }
}

/** The query with the value the client's refusal `message` names set to one the declaration takes; `undefined` when it names none. */
const mend = (message: string, query: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined => {
  const key = /at \["([^"]+)"\]/.exec(message)?.[1]
  if (key === undefined) return undefined
  const literal = /Expected "([^"]*)"/.exec(message)?.[1]
  const value = /Missing key/.test(message)
    ? `sample-${key}`
    : /Expected a month/.test(message)
    ? "2025-01"
    : /Expected a date,/.test(message)
    ? "2025-01-15"
    : /ISO-8601/.test(message)
    ? new Date(NOW).toISOString()
    : /Expected a boolean/.test(message)
    ? true
    : /Expected an? (number|integer|finite)/.test(message)
    ? 1
    : literal
  return value === undefined || query[key] === value ? undefined : { ...query, [key]: value }
}

interface Outcome {
  readonly operation: string
  /** The write made first on the same path, for a read after it: `PUT`, `PATCH`. */
  readonly after?: string
  /** Answered by the generic behaviour, or by a workflow's handler. */
  readonly by: "generic" | "workflow"
  /** The success's problems against the description; `undefined` for a failure. */
  readonly problems?: ReadonlyArray<string>
  readonly status: number
}

/**
 * Makes the call `def` with the path `ids` and its sample query and body, mending the query from the
 * client's refusal (the declaration's query Schema may require a key the description leaves optional, or
 * read a date) and calling again while the client sends nothing.
 */
const send = async (emulator: Emulator.EmulatorHandle, exec: Exec, def: EndpointDef, ids: Record<string, string>) => {
  const d = describedOf(def)
  const { query, body } = d === undefined ? fallback(def) : { query: queryAndHeadersOf(d), body: bodyOf(def, d) }
  let sent = query
  for (let attempt = 0; attempt < 8; attempt++) {
    emulator.resetStats()
    handedOver.clear()
    const exit = await exec(CoveoClient.use((client) => client.run(def, { path: ids, query: sent, body })))
    const error = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : Option.none()
    const refused = Option.isSome(error) && (error.value as { readonly _tag?: string })._tag === "InvalidInput"
    const mended = refused && emulator.requests().length === 0 ? mend(String(error.value), sent) : undefined
    if (mended === undefined) return
    sent = mended
  }
}

/** Makes the call `def` against an emulator of its own, after the write `before` on the same path when given. */
const callOnce = async (def: EndpointDef, before?: EndpointDef): Promise<Outcome> => {
  const operation = `${def.method} ${def.path}`
  const emulator = await Emulator.startEmulator({ stepMs: 0, now: () => NOW, recordAnswers: true })
  try {
    // One attempt: a 5xx is a finding here, not something to wait out.
    const layer = clientLayer({ ...emulator.clientOptions, retry: { attempts: 1 } })
    const exec = <A, E>(effect: Effect.Effect<A, E, CoveoClient>) =>
      Effect.runPromiseExit(Effect.provide(effect, layer))
    const { ids } = await records(emulator, exec).pathIds(def, describedOf(def))
    if (before !== undefined) await send(emulator, exec, before, ids)
    await send(emulator, exec, def, ids)
    const last = emulator.requests().at(-1)
    const by = !handlers.has(operation) || handedOver.has(operation) ? "generic" : "workflow"
    const status = last?.status ?? 0
    const problems = answerProblems(describedOperation(def.method, def.path)!, status, last?.answer)
    return {
      operation,
      by,
      status,
      ...(before === undefined ? {} : { after: before.method }),
      ...(problems === undefined ? {} : { problems })
    }
  } finally {
    await emulator.stop()
  }
}

/**
 * The writes (a JSON body replacing or merged into what is there) by path: a read after one answers
 * what was written, completed.
 */
const writes = new Map(
  allEndpoints.filter((def) => (def.method === "PUT" || def.method === "PATCH") && def.body === "json")
    .map((def) => [def.path, def])
)

// One after the other: `handedOver` tells of the call under way.
const outcomes: Array<Outcome> = []
for (const def of calls) {
  outcomes.push(await callOnce(def))
  const write = def.method === "GET" ? writes.get(def.path) : undefined
  if (write !== undefined) outcomes.push(await callOnce(def, write))
}
const generic = outcomes.filter((o) => o.by === "generic")
const answered = generic.filter((o) => o.problems !== undefined)
const failed = outcomes.filter((o) => o.problems === undefined)

/** The problems of the successes answered `by`, by `METHOD template`, the declared shapes apart. */
const problemsBy = (by: Outcome["by"]) =>
  Object.fromEntries(
    outcomes.filter((o) => o.by === by && (o.problems?.length ?? 0) > 0 && declaredShapes[o.operation] === undefined)
      .map((o) => [o.after === undefined ? o.operation : `${o.operation} after ${o.after}`, o.problems!.join("; ")])
  )

describe("emulator: generic answers carry what their description requires", () => {
  it(
    `answers ${answered.length} of the ${generic.length} generically answered calls with a success, each valid ` +
      `against its description (${calls.length} calls with a described JSON answer and ${
        outcomes.length - calls.length
      } reads after a write, ${failed.length} of them not a success with sample arguments)`,
    () => {
      const problems = problemsBy("generic")
      expect(Object.fromEntries(Object.entries(problems).filter(([key]) => readBack[key] === undefined))).toEqual({})
      expect(Object.keys(problems).sort(), "the reads back of another kind").toEqual(Object.keys(readBack).sort())
      for (const key of Object.keys(readBack)) {
        expect(problems[key], key).toMatch(/where an? (array|object) is expected/)
      }
      // Nearly every generic call succeeds with sample arguments, so the check above holds for nearly all of them.
      expect(answered.length).toBeGreaterThan(generic.length * 0.95)
    }
  )

  it("answers in the declared shape where the declaration reads another kind of value than the description", () => {
    const shaped = outcomes.filter((o) => declaredShapes[o.operation] !== undefined)
    expect([...new Set(shaped.map((o) => o.operation))].sort()).toEqual(Object.keys(declaredShapes).sort())
    for (const o of shaped) {
      expect(o.problems, o.operation).toEqual([
        expect.stringMatching(/^\(body\): .* where an? (array|object) is expected$/)
      ])
    }
  })

  it("lists the workflow answers the description refuses", () => {
    expect(Object.keys(problemsBy("workflow")).sort()).toEqual(Object.keys(workflowFindings).sort())
  })
})
describe("emulator: a search answers its counts and lists", () => {
  it("Search.query resolves with a number totalCount and array results, valid against the description", async () => {
    const found = await Effect.runPromise(
      Search.query({ q: "shoes" }).pipe(Effect.provide(Emulator.layer({ stepMs: 0, now: () => NOW })))
    )
    expect(typeof found.totalCount).toBe("number")
    expect(typeof found.totalCountFiltered).toBe("number")
    expect(Array.isArray(found.results)).toBe(true)
    expect(Array.isArray(found.facets)).toBe(true)
    expect(answerProblems(describedOperation("POST", "/rest/search/v2")!, 200, found)).toEqual([])
  })

  it("the promise client's search.query too, as the README prints it", async () => {
    const emulator = await Emulator.startEmulator({ stepMs: 0, now: () => NOW })
    const client = createPlatformClient(emulator.clientOptions)
    try {
      const found = await client.search.query({ q: "shoes" })
      expect(found?.totalCount).toBe(0)
      expect(found?.results).toEqual([])
      // A spreadsheet export of the same search is still the workflow's own answer.
      const exported = await Effect.runPromiseExit(
        Search.exportQuery({ q: "shoes" }).pipe(Effect.provide(clientLayer(emulator.clientOptions)))
      )
      expect(Exit.isSuccess(exported)).toBe(true)
    } finally {
      await client.dispose()
      await emulator.stop()
    }
  })
})

describe("emulator: completeOf fills what a schema requires and a value lacks", () => {
  const table: Readonly<Record<string, JsonSchema>> = {
    Pet: {
      type: "object",
      properties: {
        id: { type: "string" },
        name: { type: "string" },
        kind: { type: "string", enum: ["cat", "dog"] },
        age: { type: "integer" },
        weight: { type: "number" },
        good: { type: "boolean" },
        tags: { type: "array", items: { type: "string" } },
        born: { type: "integer", format: "epoch-ms" },
        seen: { type: "string", format: "date-time" },
        owner: { $ref: "Owner" },
        note: { type: "string", nullable: true },
        nickname: { type: "string" }
      },
      required: ["id", "name", "kind", "age", "weight", "good", "tags", "born", "seen", "owner", "note"]
    },
    Owner: {
      type: "object",
      properties: { name: { type: "string" }, pets: { type: "array", items: { $ref: "Pet" } } },
      required: ["name", "pets"]
    },
    Cat: {
      allOf: [{ $ref: "Base" }, { type: "object", properties: { lives: { type: "integer" } }, required: ["lives"] }]
    },
    Dog: {
      allOf: [{ $ref: "Base" }, { type: "object", properties: { good: { type: "boolean" } }, required: ["good"] }]
    },
    Base: { type: "object", properties: { id: { type: "string" }, type: { type: "string" } }, required: ["id"] },
    Node: {
      type: "object",
      properties: { value: { type: "integer" }, next: { $ref: "Node" } },
      required: ["value", "next"]
    }
  }
  const complete = (schema: JsonSchema, value: unknown) => completeOf(schema, value, table, NOW)
  const owner = { name: "", pets: [] }
  const smallest = {
    id: "",
    name: "",
    kind: "cat",
    age: 0,
    weight: 0,
    good: false,
    tags: [],
    born: NOW,
    seen: new Date(NOW).toISOString(),
    owner,
    note: ""
  }

  it("gives each missing required property its smallest value: 0, \"\", the first enum value, false, [], dates at now, objects by the same rule", () => {
    expect(complete({ $ref: "Pet" }, {})).toEqual(smallest)
    expect(validate({ $ref: "Pet" }, complete({ $ref: "Pet" }, {}), table, "response")).toEqual([])
    // Nothing at all: the smallest instance.
    expect(complete({ $ref: "Pet" }, undefined)).toEqual(smallest)
  })

  it("keeps what the value holds, completing its nested objects, array items and map values", () => {
    const pet = { name: "Rex", age: 3, nickname: "R", extra: { any: 1 }, note: null }
    expect(complete({ $ref: "Pet" }, pet)).toEqual({ ...smallest, ...pet })
    expect(complete({ $ref: "Pet" }, { owner: { pets: [{ name: "Tom" }] } })).toEqual({
      ...smallest,
      owner: { name: "", pets: [{ ...smallest, name: "Tom" }] }
    })
    expect(complete({ type: "array", items: { $ref: "Owner" } }, [{}, { name: "Ann" }])).toEqual([owner, {
      ...owner,
      name: "Ann"
    }])
    expect(complete({ type: "object", additionalProperties: { $ref: "Owner" } }, { a: {} })).toEqual({ a: owner })
    // A value of another kind, and null, are kept.
    expect(complete({ $ref: "Pet" }, ["x"])).toEqual(["x"])
    expect(complete({ $ref: "Owner" }, { name: 7, pets: null })).toEqual({ name: 7, pets: null })
  })

  it("reads allOf parts as one, and a property two parts describe by both", () => {
    expect(complete({ $ref: "Cat" }, {})).toEqual({ id: "", lives: 0 })
    const page: JsonSchema = {
      allOf: [
        { type: "object", properties: { items: { type: "array", items: { $ref: "Owner" } } }, required: ["items"] },
        { type: "object", properties: { items: { type: "array", items: { $ref: "Base" } } } }
      ]
    }
    expect(complete(page, { items: [{}] })).toEqual({ items: [{ ...owner, id: "" }] })
  })

  it("completes a union as its discriminator's variant, else the first variant it matches, else the first", () => {
    const union: JsonSchema = {
      oneOf: [{ $ref: "Cat" }, { $ref: "Dog" }],
      discriminator: { propertyName: "type", mapping: { cat: "Cat", dog: "Dog" } }
    }
    expect(complete(union, { type: "dog" })).toEqual({ type: "dog", id: "", good: false })
    expect(complete(union, {})).toEqual({ type: "cat", id: "", lives: 0 })
    const plain: JsonSchema = { anyOf: [{ $ref: "Cat" }, { $ref: "Dog" }] }
    expect(complete(plain, { id: "d", good: true })).toEqual({ id: "d", good: true })
    expect(complete(plain, {})).toEqual({ id: "", lives: 0 })
  })

  it("completes a variant that takes its base's union as that variant, once, and unions nested in the value", () => {
    const shapes: Readonly<Record<string, JsonSchema>> = {
      Shape: {
        type: "object",
        properties: { kind: { type: "string" }, name: { type: "string" } },
        required: ["kind", "name"],
        oneOf: [{ $ref: "Circle" }, { $ref: "Square" }],
        discriminator: { propertyName: "kind", mapping: { circle: "Circle", square: "Square" } }
      },
      Circle: {
        allOf: [{ $ref: "Shape" }, { type: "object", properties: { r: { type: "integer" } }, required: ["r"] }]
      },
      Square: {
        allOf: [{ $ref: "Shape" }, { type: "object", properties: { side: { type: "number" } }, required: ["side"] }]
      },
      Expr: { anyOf: [{ $ref: "And" }, { $ref: "Leaf" }] },
      And: { type: "object", properties: { and: { $ref: "Exprs" } }, required: ["and"] },
      Leaf: {
        type: "object",
        properties: { field: { type: "string" }, value: { type: "integer" } },
        required: ["field"]
      },
      Exprs: { type: "array", items: { $ref: "Expr" } }
    }
    expect(completeOf({ $ref: "Shape" }, { kind: "square" }, shapes, NOW)).toEqual({
      kind: "square",
      name: "",
      side: 0
    })
    expect(completeOf({ $ref: "Shape" }, {}, shapes, NOW)).toEqual({ kind: "circle", name: "", r: 0 })
    // Unions nested in the value: each completed as the variant it fits, else the first its completion fits.
    const nested = { and: [{ and: [{ value: 1 }, {}] }, { field: "f" }] }
    expect(completeOf({ $ref: "Expr" }, nested, shapes, NOW)).toEqual({
      and: [{ and: [{ value: 1, and: [] }, { and: [] }] }, { field: "f" }]
    })
  })

  it("stops on a recursive schema: what the value holds is completed, a missing branch is cut short", () => {
    const completed = complete({ $ref: "Node" }, { next: { next: {} } }) as { next: { next: { value: number } } }
    expect(completed.next.next.value).toBe(0)
    expect(JSON.stringify(complete({ $ref: "Node" }, {})).length).toBeLessThan(1_000)
  })
})
