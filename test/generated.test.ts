/**
 * The generated files are current: `scripts/generate-models.ts`, run into a temporary folder from
 * `../shared/spec/openapi`, writes exactly the committed models (`src/Schema/Models`), and
 * `scripts/generate-emulator-schemas.ts` writes exactly the committed emulator schemas
 * (`src/emulator/described.generated.ts`). When this fails, run `npm run generate` and commit the result.
 */
import { describe, expect, it } from "@effect/vitest"
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")
const committed = join(root, "src", "Schema", "Models")

const contents = (dir: string) =>
  new Map(readdirSync(dir).sort().map((file) => [file, readFileSync(join(dir, file), "utf8")]))

describe("generated models", () => {
  it("match what npm run generate writes from the descriptions", () => {
    mkdirSync(join(root, "test-output"), { recursive: true })
    const out = mkdtempSync(join(root, "test-output", "models-"))
    try {
      execFileSync(process.execPath, [join(root, "scripts", "generate-models.ts"), out], {
        cwd: root,
        stdio: "pipe",
        timeout: 60_000
      })
      const fresh = contents(out)
      const current = contents(committed)
      expect([...current.keys()]).toEqual([...fresh.keys()])
      for (const [file, text] of fresh) {
        expect(current.get(file), `src/Schema/Models/${file} is stale: run npm run generate`).toBe(text)
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 60_000)
})

describe("generated emulator schemas", () => {
  it("match what npm run generate writes from the descriptions and the declarations", () => {
    mkdirSync(join(root, "test-output"), { recursive: true })
    const out = mkdtempSync(join(root, "test-output", "described-"))
    try {
      const file = join(out, "described.generated.ts")
      execFileSync(process.execPath, [join(root, "scripts", "generate-emulator-schemas.ts"), file], {
        cwd: root,
        stdio: "pipe",
        timeout: 60_000
      })
      const committed = readFileSync(join(root, "src", "emulator", "described.generated.ts"), "utf8")
      expect(committed === readFileSync(file, "utf8"),
        "src/emulator/described.generated.ts is stale: run npm run generate")
        .toBe(true)
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 60_000)
})

describe("generated declarations", () => {
  it("match what npm run generate writes from the descriptions and the curation", () => {
    const run = () =>
      execFileSync(process.execPath, [join(root, "scripts", "generate-operations.ts"), "--check"], {
        cwd: root,
        stdio: "pipe",
        timeout: 120_000
      }).toString()
    expect(run).not.toThrow()
  }, 120_000)
})
