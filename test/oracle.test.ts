/**
 * An independent oracle: every declaration against the platform's published OpenAPI descriptions
 * (shared/spec/openapi, read at test time). Method, path template (parameter names aside, joined to
 * the server's base path) and query parameter names must agree, or the declaration must be listed,
 * with its reason, in test/oracle/allow.ts. Entries that no longer apply fail too. A query parameter
 * whose values the description enumerates must accept exactly those values in the declaration's
 * Schema, or be an open enumeration listed with the evidence that the platform accepts more.
 * Every live (not deprecated) operation of the descriptions must be declared, or be left out with its
 * reason (`leftOut` in test/oracle/allow.ts); the declarations that scripts/generate-operations.ts writes
 * from the descriptions must match their operations with no difference at all.
 */
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { generatedNames } from "../scripts/generate-operations.ts"
import { allEndpoints } from "../src/endpoints.ts"
import type { EndpointDef } from "../src/Http/PlatformClient.ts"
import { OpenLiterals } from "../src/Schema/Common.ts"
import { allow, leftOut } from "./oracle/allow.ts"
import { check, compare, coverage, type Result } from "./oracle/compare.ts"
import {
  descriptionDir,
  descriptionsPresent,
  joinedValues,
  loadOperations,
  normalize,
  unresolved
} from "./oracle/description.ts"

const present = descriptionsPresent()

if (!present) {
  describe("oracle: published OpenAPI descriptions", () => {
    if (process.env["CI"]) {
      it("finds the descriptions (CI runs with shared/ beside the clone)", () => {
        expect.fail(`the descriptions are missing: ${descriptionDir}`)
      })
    } else {
      it.skip(`skipped: the descriptions are absent (${descriptionDir}); check out shared/ beside the clone`, () => {})
    }
  })
}

describe.runIf(present)("oracle: published OpenAPI descriptions", () => {
  if (!present) return
  const ops = loadOperations()
  const results = compare(allEndpoints, ops)
  const { unallowed, stale } = check(results, allow)

  const matched = results.filter((r) => r.ops.length > 0)
  const count = (kind: string) => results.filter((r) => r.findings.some((f) => f.kind === kind)).length
  const unmatched = results.filter((r) => r.findings.some((f) => f.kind === "unmatched"))
  const byReason = (prefix: string) =>
    unmatched.filter((r) => {
      const e = allow[r.def.name]
      return (typeof e === "string" ? [e] : e ?? []).some((s) => s.startsWith(prefix))
    }).length

  // Coverage of the description: distinct live operations that a declaration reaches, the others left out with a reason.
  const covers = coverage(results, ops, leftOut)

  // The declarations that scripts/generate-operations.ts writes from the descriptions: nothing of theirs may differ.
  const generated = generatedNames()
  const fromGenerator = results.filter((r) => generated.has(r.def.name))

  const lacking = results.flatMap((r) => r.lacking.map((name) => `${r.def.name}: ${name}`))

  // Enumerations: only their findings, so that this test names what broke.
  const enumOnly = (rs: ReadonlyArray<Result>): ReadonlyArray<Result> =>
    rs.map((r) => ({ ...r, findings: r.findings.filter((f) => f.kind === "enum" || f.kind === "open") }))
  const enumChecked = results.flatMap((r) => r.enumChecked.map((param) => `${r.def.name} ${param}`))
  const openAllowed = results.flatMap((r) => r.findings.filter((f) => f.kind === "open")).length
  const enumDiffer = results.flatMap((r) => r.findings.filter((f) => f.kind === "enum")).length

  console.info(
    `oracle: ${lacking.length} query parameters of matched operations are not declared ` +
      `(over ${results.filter((r) => r.lacking.length > 0).length} declarations; reported, not checked)` +
      (unresolved.size > 0
        ? `; unresolved parameter references in the description: ${[...unresolved].join(", ")}`
        : "") +
      `; enumerated values read as the generator's joined lists: ${[...joinedValues].join(", ")}`
  )

  it(`${matched.length} of ${results.length} declarations match an operation of the description`, () => {
    expect(unallowed, "differences the allow-list (test/oracle/allow.ts) does not cover").toEqual([])
  })

  it(
    `differences: ${byReason("absent")} absent, ${byReason("path differs")} path, ${
      byReason("method differs")
    } method, ` +
      `${count("deprecated")} deprecated, ${count("query")} with query parameters the description lacks`,
    () => {
      expect(stale, "allow-list entries that no longer apply").toEqual([])
    }
  )

  it(
    `${covers.declared.length} of ${covers.live.length} non-deprecated operations of the description declared; ` +
      `${covers.listed.length} left out, each with its reason (test/oracle/allow.ts, leftOut)`,
    () => {
      expect(covers.live.length).toBeGreaterThan(0)
      expect(covers.missing, "live operations neither declared nor left out with a reason").toEqual([])
      expect(covers.stale, "left-out entries that no longer apply").toEqual([])
      expect(covers.declared.length + covers.listed.length).toBe(covers.live.length)
    }
  )

  it(
    `${fromGenerator.length} declarations written from the descriptions (scripts/generate-operations.ts) match ` +
      `their operations exactly, with ${
        fromGenerator.reduce((n, r) => n + r.enumChecked.length, 0)
      } enumerated query parameters checked`,
    () => {
      expect(fromGenerator.length, "the generated declarations are in allEndpoints").toBe(generated.size)
      const differ = fromGenerator.flatMap((r) => [
        ...r.findings.map((f) => `${r.def.name}: ${f.kind}${f.param === undefined ? "" : ` ${f.param}`}`),
        ...r.lacking.map((name) => `${r.def.name}: does not send ${name}`)
      ])
      expect(differ, "a generated declaration differs from its operation: fix the generator").toEqual([])
      expect(Object.keys(allow).filter((name) => generated.has(name)), "allow-list entries for generated calls")
        .toEqual([])
    }
  )

  it("catches a live operation left out without a reason, and a left-out entry that no longer applies", () => {
    // The first live operation that exactly one declaration reaches.
    const reachedBy = new Map<string, Array<Result>>()
    for (const r of matched) for (const op of r.ops) reachedBy.set(op.key, [...reachedBy.get(op.key) ?? [], r])
    const key = covers.declared.find((k) => reachedBy.get(k)!.length === 1)!
    expect(key).toBeDefined()
    const without = results.filter((r) => r !== reachedBy.get(key)![0])
    expect(coverage(without, ops, {}).missing).toEqual([expect.stringContaining(`${key} (`)])
    expect(coverage(without, ops, { [key]: "a reason" })).toMatchObject({ missing: [], stale: [] })
    expect(coverage(without, ops, { [key]: " " }).stale).toEqual([`${key}: listed without a reason`])
    // Declared again: the entry is stale; so is one for an operation the descriptions do not have.
    expect(coverage(results, ops, { [key]: "a reason" }).stale).toHaveLength(1)
    expect(coverage(results, ops, { "GET /not/described": "a reason" }).stale).toHaveLength(1)
    // Deprecated operations need neither a declaration nor an entry.
    const deprecated = ops.find((op) => op.deprecated && !ops.some((o) => o.key === op.key && !o.deprecated))!
    expect(coverage([], [deprecated], {})).toMatchObject({ live: [], missing: [] })
  })

  it(`${lacking.length} query parameters of matched operations are not declared (reported, not checked)`, () => {
    expect(lacking.length).toBeGreaterThanOrEqual(0)
  })

  it(
    `${enumChecked.length} query parameters that the description enumerates are checked (over ${
      results.filter((r) => r.enumChecked.length > 0).length
    } declarations): ${enumChecked.length - openAllowed - enumDiffer} accept exactly its values, ` +
      `${openAllowed} are open enumerations with evidence, ${enumDiffer} differ`,
    () => {
      expect(check(enumOnly(results), allow).unallowed, "enumerations that differ from the description").toEqual([])
      // The check reaches single values, arrays of them, and arrays sent as one JSON text.
      expect(enumChecked).toEqual(expect.arrayContaining([
        "Sources.list sortingType",
        "SecurityCache.listEntities states",
        "PipelineResultRankings.list ruleTypes"
      ]))
    }
  )

  it("reads the enumerations of the descriptions, less the joined lists their generator adds", () => {
    const globalData = ops.find((op) => op.key === "GET /rest/ua/v15/stats/globalData")!
    expect(globalData.enums.get("i")).toEqual(["MINUTE", "HOUR", "DAY", "WEEK", "MONTH"])
    expect([...joinedValues]).toContain("usage-analytics-read.yml i=MINUTE,HOUR,DAY,WEEK,MONTH")
    // Swagger 2 documents put the values on the parameter itself.
    const pushDocument = ops.find((op) => op.key === "PUT /push/v1/organizations/{}/sources/{}/documents")!
    expect(pushDocument.enums.get("compressionType")).toContain("GZIP")
  })

  it("catches a query enumeration that drifts (values, plain string, open without evidence)", () => {
    const good = results.find((r) =>
      r.findings.length === 0 && r.enumChecked.length > 0 && allow[r.def.name] === undefined
    )!
    expect(good).toBeDefined()
    const param = good.enumChecked[0]!
    const described = [...new Set(good.ops.flatMap((op) => op.enums.get(param) ?? []))]
    expect(described.length).toBeGreaterThan(1)
    const withField = (field: Schema.Top): EndpointDef => ({
      ...good.def,
      query: Schema.Struct({ [param]: Schema.optional(field) })
    })
    const problems = (field: Schema.Top, entries: Readonly<Record<string, string>> = {}) => {
      const { unallowed, stale } = check(compare([withField(field)], ops), entries)
      return unallowed.length + stale.length
    }
    const evidence = { [good.def.name]: `open enumeration: ${param}: evidence` }
    // Accepted: the same values, as one value, an array, or an array in one JSON text.
    expect(problems(Schema.Literals(described))).toBe(0)
    expect(problems(Schema.Array(Schema.Literals(described)))).toBe(0)
    expect(problems(Schema.fromJsonString(Schema.Array(Schema.Literals(described))))).toBe(0)
    // Differences: a plain string, a value missing, a value too many, any other type.
    expect(problems(Schema.String)).toBe(1)
    expect(problems(Schema.Literals(described.slice(1)))).toBe(1)
    expect(problems(Schema.Literals([...described, "NOT_DESCRIBED"]))).toBe(1)
    expect(problems(Schema.Number)).toBe(1)
    // An open enumeration needs its entry, and must still suggest every described value.
    expect(problems(OpenLiterals(described))).toBe(1)
    expect(problems(OpenLiterals(described), evidence)).toBe(0)
    expect(problems(OpenLiterals(described.slice(1)), evidence)).toBe(2)
    // An entry for an enumeration that is closed again is stale.
    expect(problems(Schema.Literals(described), evidence)).toBe(1)
  })

  it("reads every description and its servers' base paths", () => {
    expect(new Set(ops.map((op) => op.file)).size).toBe(31)
    // usage analytics operations sit under https://analytics.cloud.coveo.com/rest/ua, push under /push/v1
    expect(ops.some((op) => op.path.startsWith("/rest/ua/v15/"))).toBe(true)
    expect(ops.some((op) => op.path.startsWith("/push/v1/organizations/"))).toBe(true)
    expect(ops.some((op) => op.path.startsWith("/logs/v1/organizations/"))).toBe(true)
  })

  it("catches a declaration that drifts (path, method, query name, deprecation)", () => {
    const good = results.find((r) =>
      r.findings.length === 0 && r.def.query !== undefined && r.def.path.includes("{org}")
    )!
    expect(good).toBeDefined()
    const def = good.def
    const drifted: ReadonlyArray<EndpointDef> = [
      { ...def, path: def.path.replace("{org}", "{org}/x") },
      { ...def, method: "HEAD" as EndpointDef["method"] },
      { ...def, orgQuery: "notAParameterOfTheDescription" }
    ]
    for (const d of drifted) {
      const { unallowed } = check(compare([d], ops), {})
      expect(unallowed.length, `${d.method} ${d.path}`).toBe(1)
    }
    // A listed entry whose declaration now matches is stale.
    expect(check(compare([def], ops), { [def.name]: "deprecated in the description" }).stale.length).toBe(1)
    // An entry for a name that is gone is stale.
    expect(check([], { "Gone.call": "absent from the description: x" }).stale.length).toBe(1)
    // Parameter names do not matter; the organization placeholder is any parameter.
    expect(normalize("/rest/organizations/{org}/sources/{sourceId}/")).toBe(
      normalize("/rest/organizations/{organizationId}/sources/{id}")
    )
  })
})
