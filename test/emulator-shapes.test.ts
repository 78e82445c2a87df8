/**
 * The emulator answers in the platform's shapes: every call of the wire suite (`test/wire`) runs
 * against one emulator, which records its answers, and every success answer of a described operation
 * is checked against the operation's schema in the platform's published descriptions
 * (`src/emulator/described.generated.ts`). The wire tables are read by replacing their runner, so the
 * calls are the same ones, with the same arguments, that the wire suite checks byte for byte.
 */
import * as Effect from "effect/Effect"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it, vi } from "vitest"
import { type EmulatorHandle, startEmulator } from "../src/emulator/index.ts"
import { answerProblems, describedOperation } from "../src/emulator/validate.ts"
import { allEndpoints } from "../src/endpoints.ts"
import { layer as clientLayer } from "../src/Http/Layer.ts"
import { CoveoClient, type EndpointDef } from "../src/Http/PlatformClient.ts"
import type { WireCase } from "./support/wire.ts"

const wire = vi.hoisted(() => ({ cases: [] as Array<WireCase> }))

vi.mock("./support/wire.ts", () => ({
  wireSuite: (_area: string, cases: ReadonlyArray<WireCase>) => {
    wire.cases.push(...cases)
  }
}))

// The wire files' own suites (besides their tables) are not run here: their test API does nothing.
vi.mock("@effect/vitest", async (importOriginal) => {
  const inert: object = new Proxy(() => inert, { get: () => inert })
  return {
    ...await importOriginal<object>(),
    describe: inert,
    it: inert,
    test: inert,
    layer: inert,
    beforeAll: inert,
    afterAll: inert,
    beforeEach: inert,
    afterEach: inert
  }
})

const byName = new Map(allEndpoints.map((def) => [def.name, def]))

/** Loads every wire table; their runner, replaced above, only collects the cases. */
const loadCases = async (): Promise<ReadonlyArray<WireCase>> => {
  if (wire.cases.length === 0) {
    const dir = join(import.meta.dirname, "wire")
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".test.ts")).sort()) {
      await import(join(dir, file))
    }
  }
  // Pausing or deleting the organization would turn every later call into a refusal: those go last.
  const last = (c: WireCase) => (c.name === "Organizations.pause" || c.name === "Organizations.delete" ? 1 : 0)
  return [...wire.cases].sort((a, b) => last(a) - last(b))
}

/**
 * Where the library's declaration and the description disagree on an answer's shape, the emulator
 * answers as the declaration reads it: the client hands the body over as the declared type, so the
 * description's shape would break every caller. Each entry is a finding to settle in the declaration
 * (or here); an entry that no answer needs any more fails the test.
 */
const declaredShapes: Readonly<Record<string, string>> = {
  "InsightPanelInterfaces.list": "the declaration reads a page, { items, totalEntries, totalPages } " +
    "(`InsightPanelInterfacePage`, the promise client's PageModel); the description answers a bare array",
  "NextGenSearchPages.list": "the declaration reads a page, `{ items, totalEntries, totalPages }`, as the promise " +
    "client types it (test/types/allow.ts); the description answers a bare array of search pages",
  "Organizations.list": "without options the declaration reads a plain array (`ListOrganizations`); " +
    "the description answers a page",
  "Pipelines.list": "without `enablePagination` the declaration reads a plain array (`ListPipelinesResult`); " +
    "the description answers a page",
  "SearchHubs.list": "the declaration reads `{ hubs, totalCount }` (`ListSearchHubs`); the description " +
    "answers a bare array of hubs"
}

/** One answer of the run, checked. */
interface Checked {
  /** The declared call's name. */
  readonly name: string
  readonly call: string
  /** `METHOD template` of the declaration. */
  readonly operation: string
  readonly status: number
  /** Problems of a success answer against the description; `undefined` when it describes none. */
  readonly problems: ReadonlyArray<string> | undefined
  /** Problems of an error answer against the emulator's error shape, `{ errorCode, message }`. */
  readonly errorProblems: ReadonlyArray<string>
}

const errorShape = (answer: unknown): ReadonlyArray<string> => {
  const body = answer as { readonly errorCode?: unknown; readonly message?: unknown } | undefined
  return typeof body?.errorCode === "string" && typeof body.message === "string"
    ? []
    : [`error answer without { errorCode, message }: ${JSON.stringify(answer)}`]
}

/** Runs every case against `emulator` and checks each logged answer. */
const runAll = async (emulator: EmulatorHandle, cases: ReadonlyArray<WireCase>): Promise<ReadonlyArray<Checked>> => {
  const layer = clientLayer(emulator.clientOptions)
  for (const c of cases) await Effect.runPromiseExit(Effect.provide(c.call, layer))
  return checkedAnswers(emulator)
}

const checkedAnswers = (emulator: EmulatorHandle): ReadonlyArray<Checked> =>
  emulator.requests().flatMap((logged) => {
    const def = logged.call === undefined ? undefined : byName.get(logged.call.split("|")[0]!)
    if (def === undefined) return []
    const described = describedOperation(def.method, def.path)
    // No JSON answered on a route that one of its declarations reads as a file (`Search.exportQuery`'s
    // spreadsheet, beside `Search.query`): that file is the answer, with no JSON to check.
    const file = logged.answer === undefined && logged.call!.split("|").some((name) => {
      const response = byName.get(name)?.response
      return response !== undefined && response !== "json" && response !== "empty"
    })
    return [{
      name: def.name,
      call: `${logged.call} ${logged.method} ${logged.path}`,
      operation: `${def.method} ${def.path}`,
      status: logged.status,
      problems: described === undefined || file
        ? undefined
        : answerProblems(described, logged.status, logged.answer),
      errorProblems: logged.status >= 400 ? errorShape(logged.answer) : []
    }]
  })

/** What a run found: the figures, and the answers that are wrong. */
const verdict = (checked: ReadonlyArray<Checked>) => {
  const validated = checked.filter((c) => c.problems !== undefined)
  const invalid = validated.filter((c) => c.problems!.length > 0)
  const unexplained = invalid.filter((c) => declaredShapes[c.name] === undefined)
    .map((c) => `${c.call} → ${c.status}: ${c.problems!.join("; ")}`)
  const stale = Object.keys(declaredShapes).filter((name) => !invalid.some((c) => c.name === name))
    .map((name) => `${name}: answers as the description says now; remove its entry`)
  const badErrors = checked.filter((c) => c.errorProblems.length > 0)
    .map((c) => `${c.call} → ${c.status}: ${c.errorProblems.join("; ")}`)
  return {
    validated: validated.length,
    operations: new Set(validated.map((c) => c.operation)).size,
    errors: checked.filter((c) => c.status >= 400).length,
    allowed: invalid.length - unexplained.length,
    unexplained,
    stale,
    badErrors
  }
}

type Collections = Readonly<Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>>>

/**
 * Path values for a declaration, taken from the records the emulator holds (the first of each
 * collection the path goes through); `undefined` when a parameter names nothing held.
 */
const heldPath = (def: EndpointDef, collections: Collections, org: string): Record<string, string> | undefined => {
  const path: Record<string, string> = {}
  const done: Array<string> = []
  for (const segment of def.path.split("/")) {
    const param = /^\{(.+)\}$/.exec(segment)?.[1]
    if (param === undefined) {
      done.push(segment)
      continue
    }
    const value = param === "org" || param === "organizationId" ? org : (() => {
      const prefix = done.join("/")
      const last = done.at(-1)
      // The collection at this prefix, or one of the same name (`v2` pipelines are stored as `v1` ones).
      const key = Object.keys(collections).find((k) => k === prefix || k === `${org}:${prefix}`) ??
        Object.keys(collections).find((k) => k.endsWith(`/${last}`) && k.includes(org))
      const record = key === undefined ? undefined : collections[key]?.[0]
      const id = record?.id ?? record?.name
      return typeof id === "string" ? id : undefined
    })()
    if (value === undefined) return undefined
    path[param] = value
    done.push(value)
  }
  return path
}

/** Reads every described GET whose path the seeded records can fill, and checks the answers. */
const readSeeded = async (emulator: EmulatorHandle): Promise<ReadonlyArray<Checked>> => {
  const { collections } = emulator.state() as { readonly collections: Collections }
  const layer = clientLayer(emulator.clientOptions)
  for (const def of allEndpoints) {
    if (def.method !== "GET" || def.response !== "json" || describedOperation(def.method, def.path) === undefined) {
      continue
    }
    const path = heldPath(def, collections, emulator.organizationId)
    if (path === undefined) continue
    const read = Effect.gen(function*() {
      return yield* (yield* CoveoClient).run(def, { path })
    })
    await Effect.runPromiseExit(Effect.provide(read, layer))
  }
  return checkedAnswers(emulator)
}

describe("emulator: answers in the platform's shapes", () => {
  it("answers every call of the wire suite as the operation's description says", async () => {
    const cases = await loadCases()
    const emulator = await startEmulator({ organizationId: "my-org", stepMs: 0, recordAnswers: true })
    try {
      const v = verdict(await runAll(emulator, cases))
      console.info(
        `emulator shapes: ${cases.length} wire calls; ${v.validated} success answers of ${v.operations} described ` +
          `operations validated (${v.allowed} in the declared shape, listed), ${v.errors} error answers checked; ` +
          `${v.unexplained.length} invalid`
      )
      expect(v.unexplained, "success answers the description refuses").toEqual([])
      expect(v.stale, "entries of declaredShapes that no longer apply").toEqual([])
      expect(v.badErrors, "error answers not in the platform's error shape").toEqual([])
      expect(v.operations).toBeGreaterThan(100)
    } finally {
      await emulator.stop()
    }
  }, 120_000)

  it("answers the reads of its seeded content as the descriptions say", async () => {
    const emulator = await startEmulator({ stepMs: 0, recordAnswers: true })
    try {
      const v = verdict(await readSeeded(emulator))
      console.info(
        `emulator shapes, seeded content: ${v.validated} success answers of ${v.operations} described GETs ` +
          `validated (${v.allowed} in the declared shape), ${v.errors} error answers; ${v.unexplained.length} invalid`
      )
      expect(v.unexplained, "success answers the description refuses").toEqual([])
      expect(v.badErrors, "error answers not in the platform's error shape").toEqual([])
      expect(v.operations).toBeGreaterThan(20)
    } finally {
      await emulator.stop()
    }
  }, 120_000)
})
