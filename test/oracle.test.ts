/**
 * An independent oracle: every declaration against the platform's published OpenAPI descriptions
 * (shared/spec/openapi, read at test time). Method, path template (parameter names aside, joined to
 * the server's base path) and query parameter names must agree, or the declaration must be listed,
 * with its reason, in test/oracle/allow.ts. Entries that no longer apply fail too.
 */
import { describe, expect, it } from "vitest"
import { allEndpoints } from "../src/endpoints.ts"
import type { EndpointDef } from "../src/Http/PlatformClient.ts"
import { allow } from "./oracle/allow.ts"
import { check, compare } from "./oracle/compare.ts"
import { descriptionDir, descriptionsPresent, loadOperations, normalize, unresolved } from "./oracle/description.ts"

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

  // Coverage of the description, for the issue about it: distinct live operations that a declaration reaches.
  const liveKeys = new Set(ops.filter((op) => !op.deprecated).map((op) => op.key))
  const declaredKeys = new Set(matched.flatMap((r) => r.ops.map((op) => op.key)))
  const covered = [...liveKeys].filter((key) => declaredKeys.has(key)).length

  const lacking = results.flatMap((r) => r.lacking.map((name) => `${r.def.name}: ${name}`))
  console.info(
    `oracle: ${lacking.length} query parameters of matched operations are not declared ` +
      `(over ${results.filter((r) => r.lacking.length > 0).length} declarations; reported, not checked)` +
      (unresolved.size > 0
        ? `; unresolved parameter references in the description: ${[...unresolved].join(", ")}`
        : "")
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

  it(`${covered} of ${liveKeys.size} non-deprecated operations of the description are declared (coverage, not checked)`, () => {
    expect(liveKeys.size).toBeGreaterThan(0)
  })

  it(`${lacking.length} query parameters of matched operations are not declared (reported, not checked)`, () => {
    expect(lacking.length).toBeGreaterThanOrEqual(0)
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
