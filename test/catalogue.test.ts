/**
 * Every row of the call catalogue (a copy of the spec's endpoints.tsv) is
 * declared once in an Effect module and reachable from the promise facade under
 * the promise client's accessor.
 */
import { describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { methodsOf, publicMethods } from "../scripts/coverage.ts"
import { allEndpoints } from "../src/endpoints.ts"
import { createPlatformClient } from "../src/promise/index.ts"

interface Row {
  readonly area: string
  readonly method: string
  readonly path: string
  readonly accessor: string
}

const rows: ReadonlyArray<Row> = readFileSync(new URL("./fixtures/endpoints.tsv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split("\t"))
  .map((c) => ({ area: c[0]!, method: c[2]!, path: c[3]!, accessor: c[9] ?? "" }))

const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}")

describe(`catalogue: ${rows.length} calls`, () => {
  it("has the 480 rows of the spec", () => {
    expect(rows).toHaveLength(480)
  })

  it("declares every row in an Effect module (method and path template)", () => {
    const declared = allEndpoints
    const keys = new Set(declared.map((d) => `${d.method} ${shape(d.path)}`))
    const missing = rows.filter((r) => !keys.has(`${r.method} ${shape(r.path)}`)).map((r) =>
      `${r.area} ${r.method} ${r.path}`
    )
    expect(missing).toEqual([])
    const perArea = new Map<string, number>()
    for (const r of rows) perArea.set(r.area.split("/")[0]!, (perArea.get(r.area.split("/")[0]!) ?? 0) + 1)
    expect(Object.fromEntries(perArea)).toEqual({ auth: 1, platform: 381, ua: 98 })
  })

  it("reaches every row's promise-client accessor from the promise facade", async () => {
    const client = createPlatformClient({ organizationId: "o", accessToken: "t", host: "http://127.0.0.1:9" })
    const missing: Array<string> = []
    for (const r of rows.filter((r) => r.accessor !== "")) {
      let node: unknown = client
      for (const part of r.accessor.split(".")) node = (node as Record<string, unknown> | undefined)?.[part]
      if (typeof node !== "function") missing.push(`${r.area} ${r.accessor}`)
    }
    expect(missing).toEqual([])
    await client.dispose()
  })
})

describe(`catalogue: beyond the specification`, async () => {
  const { default: PromiseClient } = await import("@coveo/platform-client")
  const theirs = publicMethods(new PromiseClient({ organizationId: "o", accessToken: "t" }))
  const ours = methodsOf(createPlatformClient({ organizationId: "o", accessToken: "t" }))
  const missing = [...theirs].filter((m) => !ours.has(m)).sort()

  it(
    `${allEndpoints.length} declared calls (${allEndpoints.length - 480} beyond the specification's 480); ` +
      `${theirs.size - missing.length} of the ${theirs.size} public methods of @coveo/platform-client 60.4 reachable`,
    () => {
      expect(missing, "methods of @coveo/platform-client 60.4 that the facade lacks").toEqual([])
      expect(theirs.size).toBeGreaterThan(600)
      expect(ours.has("apiKey.extend") && ours.has("nextGenSearchPages.getAccessesUsers")).toBe(true)
    }
  )
})
