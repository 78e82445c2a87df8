/**
 * The whole generated surface against the emulator: every declaration that `scripts/generate-operations.ts`
 * wrote is called once, through its own exported function with arguments built from its description
 * (`signature`: path ids, required query values by their schema, the smallest body the description
 * accepts), against one emulator on loopback. The records its path names are created first, outermost
 * first, through the declared create call of their collection (a POST on it, else a PUT on an item), so
 * that the call finds them. Each call must reach its own route and end in a success whose body is the
 * answer the emulator sent and is accepted by its description (when the description gives one), or in
 * a typed error listed below with its reason. The calls run while the file loads, so that the figures
 * stand in the test's title.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import { areaOf, type Argument, generatedNames, signature } from "../scripts/generate-operations.ts"
import { definitions } from "../src/emulator/described.generated.ts"
import { startEmulator } from "../src/emulator/index.ts"
import type { JsonSchema } from "../src/emulator/schema.ts"
import { answerProblems, describedOperation } from "../src/emulator/validate.ts"
import { areaModules } from "../src/endpoints.ts"
import { HttpError } from "../src/Errors/index.ts"
import { endpointOf } from "../src/Http/Endpoint.ts"
import { layer as clientLayer } from "../src/Http/Layer.ts"
import type { CoveoClient, EndpointDef } from "../src/Http/PlatformClient.ts"
import { bodyOf, describedOf, NOW, queryAndHeadersOf, records } from "./support/emulator-calls.ts"

/**
 * Calls that end in a typed error, by `METHOD template`: the status and error code, and why the call
 * cannot succeed with sample arguments. An entry that no call needs any more fails the test.
 */
const expectedErrors: Readonly<
  Record<string, { readonly status: number; readonly errorCode: string; readonly reason: string }>
> = {}

// ---------------------------------------------------------------- the declarations

/** The generated declarations and the functions that call them. */
const generated = (() => {
  const names = generatedNames()
  const out = new Map<string, { def: EndpointDef; fn: (...args: ReadonlyArray<unknown>) => unknown }>()
  for (const module of areaModules) {
    for (const value of Object.values(module)) {
      const def = endpointOf(value)
      if (def !== undefined && names.has(def.name)) {
        out.set(def.name, { def, fn: value as (...args: ReadonlyArray<unknown>) => unknown })
      }
    }
  }
  return [...out.values()].sort((a, b) => (a.def.name < b.def.name ? -1 : 1))
})()

type Json = Readonly<Record<string, unknown>>

const resolve = (schema: JsonSchema, table: Readonly<Record<string, JsonSchema>>): JsonSchema =>
  schema.$ref === undefined ? schema : resolve(table[schema.$ref] ?? {}, table)

/**
 * Where the described answer of a GET holds its list, read here from the description on its own: `[]`
 * for a bare array, else the names of its array properties (own or through `allOf`); `undefined` when
 * it holds none.
 */
const listKeys = (def: EndpointDef): ReadonlyArray<string> | undefined => {
  const operation = describedOperation(def.method, def.path)
  const schema = Object.values(operation?.responses ?? {}).find((s) => s !== null && s !== undefined)
  if (schema === undefined || schema === null) return undefined
  const table = definitions[operation!.service] ?? {}
  const isArray = (s: JsonSchema): boolean => {
    const r = resolve(s, table)
    return r.type === "array" || (r.allOf ?? []).some(isArray)
  }
  const arrays = (s: JsonSchema): ReadonlyArray<string> => {
    const r = resolve(s, table)
    return [
      ...Object.entries(r.properties ?? {}).filter(([, p]) => isArray(p)).map(([k]) => k),
      ...(r.allOf ?? []).flatMap(arrays)
    ]
  }
  if (isArray(schema)) return []
  const keys = [...new Set(arrays(schema))]
  return keys.length > 0 ? keys : undefined
}

/** Whether a list answer holds the record `id` where its description puts the list. */
const holds = (answer: unknown, keys: ReadonlyArray<string>, id: string): boolean => {
  const lists = keys.length === 0 ? [answer] : keys.map((k) => (answer as Json | undefined)?.[k])
  const named = (item: unknown) =>
    item === id || (typeof item === "object" && item !== null && Object.values(item).includes(id))
  return lists.some((list) => Array.isArray(list) && list.some(named))
}

// ---------------------------------------------------------------- the run

/** One call's outcome. */
interface Outcome {
  readonly name: string
  /** `METHOD template` of the declaration. */
  readonly operation: string
  /** A success whose body the description checked, a success it has nothing to say of, a listed error, or else. */
  readonly verdict: "validated" | "success" | "typed error" | "problem"
  readonly detail: string
  /** A list that was read with a record created in it, and held it. */
  readonly listed?: boolean
}

const run = async (): Promise<ReadonlyArray<Outcome>> => {
  const emulator = await startEmulator({ stepMs: 0, now: () => NOW, recordAnswers: true })
  // One attempt: a 5xx is a finding here, not something to wait out.
  const layer = clientLayer({ ...emulator.clientOptions, retry: { attempts: 1 } })
  const exec = <A, E>(effect: Effect.Effect<A, E, CoveoClient>) => Effect.runPromiseExit(Effect.provide(effect, layer))
  const { parent, pathIds } = records(emulator, exec)

  const outcomes: Array<Outcome> = []
  try {
    for (const { def, fn } of generated) {
      const operation = `${def.method} ${def.path}`
      const d = describedOf(def)
      if (d === undefined) {
        outcomes.push({ name: def.name, operation, verdict: "problem", detail: "no described operation" })
        continue
      }
      const { segments, values, ids } = await pathIds(def, d)
      // A list reads a collection with a record in it: the record must be in its described list.
      const lists = def.method === "GET" && !def.path.endsWith("}") && listKeys(def) !== undefined
      const listed = lists ? await parent([...segments, "{listed}"], segments.length, values) : undefined
      // Header parameters travel in the same object as the query.
      const query = queryAndHeadersOf(d)
      const body = bodyOf(def, d)
      const args = signature(d, areaOf(d, def.name.split(".")[0]!)).map((arg: Argument): unknown => {
        switch (arg.kind) {
          case "id":
            return ids[arg.name]
          case "options":
            return { ...ids, ...query }
          case "query":
            return query
          case "body":
            return body
          default: {
            // A kind this test does not know yet: a named value, from the path or the query.
            const named = (arg as { readonly name?: string }).name
            return named === undefined ? undefined : ids[named] ?? query[named]
          }
        }
      })
      emulator.resetStats()
      const exit = await exec(fn(...args) as Effect.Effect<unknown, unknown, CoveoClient>)
      const sent = emulator.requests()
      const mine = sent.filter((r) => r.call?.split("|").includes(def.name))
      const last = mine.at(-1)
      if (last === undefined || mine.length !== sent.length) {
        const why = Exit.isFailure(exit) ? Cause.pretty(exit.cause).split("\n")[0] : ""
        const routes = sent.map((r) => `${r.method} ${r.path} → ${r.call ?? "no route"}`).join(", ")
        outcomes.push({ name: def.name, operation, verdict: "problem", detail: `not its route: [${routes}] ${why}` })
        continue
      }
      if (Exit.isSuccess(exit)) {
        const operationOf = describedOperation(def.method, def.path)
        // Calls declared empty are checked too: their status, and the body the description may give them.
        const problems = operationOf === undefined || (def.response !== "json" && def.response !== "empty")
          ? undefined
          : answerProblems(operationOf, last.status, last.answer)
        // The result is the answer as sent (`{}` for an empty one).
        const read = def.response !== "json" || JSON.stringify(exit.value) === JSON.stringify(last.answer ?? {})
        const held = listed === undefined || holds(last.answer, listKeys(def)!, listed)
        outcomes.push({
          name: def.name,
          operation,
          verdict: !read || !held || (problems?.length ?? 0) > 0
            ? "problem"
            : problems === undefined
            ? "success"
            : "validated",
          listed: listed !== undefined && held,
          detail: [
            ...(read ? [] : [`the result differs from the answer: ${JSON.stringify(exit.value).slice(0, 200)}`]),
            ...(held ? [] : [`'${listed}' is not in the described list: ${JSON.stringify(last.answer).slice(0, 200)}`]),
            ...(problems ?? [])
          ].join("; ")
        })
        continue
      }
      const error = Cause.findErrorOption(exit.cause)
      if (Option.isSome(error) && error.value instanceof HttpError) {
        const e = error.value
        const expected = expectedErrors[operation]
        const documented = expected?.status === e.status && expected.errorCode === e.errorCode
        outcomes.push({
          name: def.name,
          operation,
          verdict: documented ? "typed error" : "problem",
          detail: `${e.status} ${e.errorCode ?? ""}: ${e.errorBody?.message ?? ""}`
        })
        continue
      }
      outcomes.push({ name: def.name, operation, verdict: "problem", detail: Cause.pretty(exit.cause).split("\n")[0]! })
    }
  } finally {
    await emulator.stop()
  }
  return outcomes
}

const outcomes = await run()
const count = (verdict: Outcome["verdict"]) => outcomes.filter((o) => o.verdict === verdict).length
const reasons = Object.entries(
  outcomes.filter((o) => o.verdict === "typed error").reduce<Record<string, number>>((acc, o) => {
    const reason = expectedErrors[o.operation]!.reason
    acc[reason] = (acc[reason] ?? 0) + 1
    return acc
  }, {})
).map(([reason, n]) => `${n} ${reason}`)

describe("emulator: the generated surface offline", () => {
  it(
    `calls every generated declaration once: ${outcomes.length} calls, ${
      count("validated") + count("success")
    } successes (${count("validated")} answers validated against their description, ${
      count("success")
    } without a described JSON answer to check; ${
      outcomes.filter((o) => o.listed === true).length
    } lists holding the record created in them), ${count("typed error")} typed errors${
      reasons.length > 0 ? ` (${reasons.join(", ")})` : ""
    }`,
    () => {
      expect(outcomes.map((o) => o.name).sort()).toEqual([...generatedNames()].sort())
      expect(outcomes.filter((o) => o.verdict === "problem").map((o) => `${o.name} ${o.operation} → ${o.detail}`))
        .toEqual([])
      const used = new Set(outcomes.filter((o) => o.verdict === "typed error").map((o) => o.operation))
      expect(Object.keys(expectedErrors).filter((k) => !used.has(k)), "entries no call needs any more").toEqual([])
    }
  )
})
