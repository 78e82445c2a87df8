/**
 * The README's coverage table is current: `scripts/coverage.ts` writes the same table from the
 * descriptions, the declarations and the promise client. When this fails, run
 * `node scripts/coverage.ts` and commit the README.
 */
import { describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { coverage, table, withTable } from "../scripts/coverage.ts"
import { descriptionsPresent } from "./oracle/description.ts"

describe.runIf(descriptionsPresent() || process.env["CI"])("README coverage table", () => {
  it("matches what node scripts/coverage.ts writes", async () => {
    const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8")
    expect(readme, "README.md's coverage table is stale: run node scripts/coverage.ts").toBe(
      withTable(readme, await table())
    )
  }, 60_000)

  it("counts per service what the oracle counts in all", async () => {
    const { rows, total } = await coverage()
    expect(rows).toHaveLength(31)
    expect(total.live).toBe(923)
    // A service's figures never exceed its operations; the promise client reaches no more than we declare.
    for (const r of rows) expect(r.ours <= r.live && r.theirs <= r.ours).toBe(true)
    expect(total.ours).toBeGreaterThan(500)
  }, 60_000)
})
