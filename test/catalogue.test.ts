/**
 * Every row of the call catalogue (a copy of the spec's endpoints.tsv) is
 * declared once in an Effect module and reachable from the promise facade under
 * the promise client's accessor. The modules declared from the descriptions
 * (scripts/generate-operations.ts) each get a top-level accessor of their own,
 * which must not replace any other key of the tree or of the promise client.
 */
import { describe, expect, it } from "@effect/vitest"
import { readdirSync, readFileSync } from "node:fs"
import { methodsOf, publicMethods } from "../scripts/coverage.ts"
import { generatedNames } from "../scripts/generate-operations.ts"
import { allEndpoints } from "../src/endpoints.ts"
import { generatedAreaModules } from "../src/generatedAreas.ts"
import { endpointOf } from "../src/Http/Endpoint.ts"
import { accessors } from "../src/promise/accessors.ts"
import { generatedAccessors } from "../src/promise/accessors/generated.ts"
import type { Node } from "../src/promise/Facade.ts"
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
  const generated = generatedNames()

  it(
    `${allEndpoints.length} declared calls (${allEndpoints.length - rows.length} beyond the specification's ` +
      `${rows.length}, ${generated.size} of them declared from the descriptions); ` +
      `${theirs.size - missing.length} of the ${theirs.size} public methods of @coveo/platform-client 60.4 reachable`,
    () => {
      expect(missing, "methods of @coveo/platform-client 60.4 that the facade lacks").toEqual([])
      expect(theirs.size).toBeGreaterThan(600)
      expect(ours.has("apiKey.extend") && ours.has("nextGenSearchPages.getAccessesUsers")).toBe(true)
    }
  )
})

/** Every key of a subtree of accessors, at any depth, as a path ("ua.dataHealth"). */
const keysOf = (tree: Readonly<Record<string, Node>>, at = ""): ReadonlyArray<readonly [key: string, path: string]> =>
  Object.entries(tree).flatMap(([key, [, children]]) => [
    [key, `${at}${key}`] as const,
    ...(children === undefined ? [] : keysOf(children, `${at}${key}.`))
  ])

const isTree = (value: unknown): value is Readonly<Record<string, Node>> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 &&
  Object.values(value).every((node) => Array.isArray(node) && typeof node[0] === "object" && node[0] !== null)

/**
 * New top-level keys that also name a nested accessor elsewhere in the tree, with the reason. Nothing is
 * replaced (the two sit at different depths), but a reader meets one name for two things: each is listed.
 */
const nestedNamesakes: Readonly<Record<string, string>> = {
  agents: "client.agents are the knowledge agents (knowledge-genai.yml); client.cluster.agents a cluster's agents, " +
    "as the promise client 60.4 names them (Cluster.agents)"
}

describe(`catalogue: top-level accessors of the modules declared from the descriptions`, async () => {
  // The other parts of the tree, as written before the spread into accessors.ts: a spread key of the same
  // name would replace them silently. The generated part is left out by identity (its own file, and its
  // entries as they sit in the assembled tree).
  const parts: Array<readonly [string, Readonly<Record<string, Node>>]> = []
  const dir = new URL("../src/promise/accessors/", import.meta.url)
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "generated.ts").sort()) {
    const module = (await import(new URL(file, dir).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) if (isTree(value)) parts.push([`${file} ${name}`, value])
  }
  const rest = Object.fromEntries(
    Object.entries(accessors).filter(([key, node]) => node !== (generatedAccessors as Record<string, Node>)[key])
  )
  parts.push(["accessors.ts", rest])
  const elsewhere = new Map<string, Array<string>>()
  for (const [where, tree] of parts) {
    for (const [key, path] of keysOf(tree)) elsewhere.set(key, [...elsewhere.get(key) ?? [], `${where}: ${path}`])
  }

  // The promise client's top-level keys: its own properties and those of its prototypes.
  const { default: PromiseClient } = await import("@coveo/platform-client")
  const client = new PromiseClient({ organizationId: "o", accessToken: "t" })
  const theirKeys = new Set<string>()
  for (let p: object | null = client; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const key of Object.getOwnPropertyNames(p)) theirKeys.add(key)
  }

  const keys = Object.keys(generatedAccessors)

  // Where else each new key sits: at the top (a clash, the spread replaces one of them) or nested (a namesake).
  const topLevel = (path: string) => !path.split(": ").at(-1)!.includes(".")
  const clashes = keys.flatMap((key) =>
    (elsewhere.get(key) ?? []).filter(topLevel).map((at) => `${key}: also at the top of ${at}`)
  )
  const namesakes = keys.filter((key) => (elsewhere.get(key) ?? []).some((at) => !topLevel(at)))

  it(
    `${keys.length} new top-level keys, none of them a top-level key elsewhere in the accessor tree (${elsewhere.size} ` +
      `keys in ${parts.length} parts) or of @coveo/platform-client 60.4 (${theirKeys.size}); ` +
      `${namesakes.length} also naming a nested accessor, listed with the reason`,
    () => {
      expect(parts.length).toBeGreaterThan(10)
      expect(theirKeys.has("source") && theirKeys.has("apiKey")).toBe(true)
      expect(clashes, "a new key would replace an accessor of the tree").toEqual([])
      expect(keys.filter((key) => theirKeys.has(key)).map((key) => `${key}: a key of the promise client`))
        .toEqual([])
      expect(
        namesakes.filter((key) => nestedNamesakes[key] === undefined).map((key) => `${key}: ${elsewhere.get(key)!}`),
        "new keys that also name a nested accessor: list them in nestedNamesakes with the reason"
      ).toEqual([])
      expect(
        Object.keys(nestedNamesakes).filter((key) => !namesakes.includes(key)),
        "nestedNamesakes entries that no longer apply"
      ).toEqual([])
    }
  )

  it(`each of the ${generatedAreaModules.length} modules has one top-level accessor reaching all its calls`, async () => {
    const facade = createPlatformClient({ organizationId: "o", accessToken: "t", host: "http://127.0.0.1:9" })
    const problems: Array<string> = []
    for (const module of generatedAreaModules) {
      const at = Object.entries(accessors).filter(([, [m]]) => m === module).map(([key]) => key)
      const calls = Object.entries(module).filter(([, value]) => endpointOf(value) !== undefined).map(([name]) => name)
      const first = calls.length === 0
        ? "a module without calls"
        : endpointOf((module as Record<string, unknown>)[calls[0]!])!.name
      if (at.length !== 1) {
        problems.push(`${first}: ${at.length} top-level accessors (${at.join(", ")})`)
        continue
      }
      const node = (facade as unknown as Record<string, Record<string, unknown>>)[at[0]!]
      const unreached = calls.filter((name) => typeof node?.[name] !== "function")
      if (calls.length === 0 || unreached.length > 0) {
        problems.push(`${at[0]}: lacks ${unreached.join(", ") || "calls"}`)
      }
    }
    await facade.dispose()
    expect(problems).toEqual([])
    expect(generatedAreaModules.length).toBe(keys.length)
  })
})
