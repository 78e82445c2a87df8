/**
 * The compile-time checks of declarations against the descriptions (`test/types/operations.ts`) are
 * current: `scripts/generate-operation-checks.ts` writes exactly the committed file. When this fails,
 * run `npm run generate` and commit the result. (`tsc` runs the checks themselves.)
 */
import { describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { generateChecks } from "../scripts/generate-operation-checks.ts"
import { descriptionsPresent } from "./oracle/description.ts"

const committed = join(import.meta.dirname, "types", "operations.ts")

describe.runIf(descriptionsPresent() || process.env["CI"])("operation checks", () => {
  it("match what npm run generate writes", async () => {
    const { text } = await generateChecks()
    expect(readFileSync(committed, "utf8"), "test/types/operations.ts is stale: run npm run generate").toBe(text)
  }, 60_000)
})
