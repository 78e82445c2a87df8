/**
 * The README's coverage table: per service of the platform's published descriptions
 * (`../shared/spec/openapi`), its operations that are not deprecated, how many this library declares,
 * and how many `@coveo/platform-client` 60.4 reaches (through a method of the same accessor and name
 * as the declaration that reaches the operation: the differential test checks that both send the same
 * request). Writes the table between the README's `coverage` markers; with `--check` it fails while the
 * README differs (run by `test/coverage.test.ts`).
 *
 * Usage: `node scripts/coverage.ts [--check]`.
 *
 * @module
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { allEndpoints } from "../src/endpoints.ts"
import { endpointOf } from "../src/Http/Endpoint.ts"
import { accessors } from "../src/promise/accessors.ts"
import type { Node } from "../src/promise/Facade.ts"
import { compare } from "../test/oracle/compare.ts"
import { loadOperations } from "../test/oracle/description.ts"
import { serviceTitle } from "./generate-models.ts"

const root = join(import.meta.dirname, "..")
const start = "<!-- coverage:start (node scripts/coverage.ts) -->"
const end = "<!-- coverage:end -->"

/** The methods of an object tree, own and inherited, as `accessor.path.method`; `skip` leaves keys out. */
export const methodsOf = (root: object, skip: (key: string) => boolean = () => false): Set<string> => {
  const out = new Set<string>()
  const seen = new Set<object>()
  const walk = (node: object, at: string, depth: number) => {
    if (seen.has(node) || depth > 5) return
    seen.add(node)
    const keys = new Set<string>()
    for (let p: object | null = node; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      for (const key of Object.getOwnPropertyNames(p)) keys.add(key)
    }
    for (const key of keys) {
      if (key === "constructor" || key.startsWith("_") || skip(key)) continue
      const value: unknown = (node as Record<string, unknown>)[key]
      if (typeof value === "function") out.add(`${at}${key}`)
      else if (typeof value === "object" && value !== null) walk(value, `${at}${key}.`, depth + 1)
    }
  }
  walk(root, "", 0)
  return out
}

// The promise client's plumbing, not calls: its HTTP layer, its base resource's protected helpers.
const plumbing = new Set([
  "buildPath",
  "buildPathWithOrg",
  "API",
  "ServerlessAPI",
  "options",
  "tokenInfo",
  "abortPendingGetRequests",
  "registerAll",
  "withFeatures",
  "convertObjectToQueryString",
  "addZeroIfRequired",
  "api",
  "serverlessApi"
])

/** The public methods of a `@coveo/platform-client` instance, its plumbing left out. */
export const publicMethods = (client: object): Set<string> => methodsOf(client, (key) => plumbing.has(key))

/** Declaration name → the promise methods (`accessor.path.method`) that run it. */
const promiseMethods = (): Map<string, Array<string>> => {
  const out = new Map<string, Array<string>>()
  const walk = (tree: Readonly<Record<string, Node>>, at: string) => {
    for (const [key, [module, children]] of Object.entries(tree)) {
      for (const [name, value] of Object.entries(module)) {
        const def = endpointOf(value)
        if (def !== undefined) out.set(def.name, [...(out.get(def.name) ?? []), `${at}${key}.${name}`])
      }
      if (children !== undefined) walk(children, `${at}${key}.`)
    }
  }
  walk(accessors, "")
  return out
}

/** The table's rows: service, live operations, declared here, reached by the promise client. */
export interface Row {
  readonly service: string
  readonly live: number
  readonly ours: number
  readonly theirs: number
}

/** The rows per service, and the totals over distinct operations (a few appear in two services). */
export const coverage = async (): Promise<{ readonly rows: ReadonlyArray<Row>; readonly total: Row }> => {
  const { default: PromiseClient } = await import("@coveo/platform-client")
  const theirMethods = publicMethods(new PromiseClient({ organizationId: "o", accessToken: "t" }))
  const byName = promiseMethods()
  const ops = loadOperations()
  const results = compare(allEndpoints, ops)
  const ours = new Set<string>()
  const theirs = new Set<string>()
  for (const r of results) {
    const reached = (byName.get(r.def.name) ?? []).some((m) => theirMethods.has(m))
    for (const op of r.ops) {
      ours.add(`${op.file} ${op.key}`)
      if (reached) theirs.add(`${op.file} ${op.key}`)
    }
  }
  const files = [...new Set(ops.map((op) => op.file))].sort()
  const rows = files.map((file) => {
    const live = [...new Set(ops.filter((op) => op.file === file && !op.deprecated).map((op) => `${file} ${op.key}`))]
    return {
      service: serviceTitle(file.replace(/\.yml$/, "")),
      live: live.length,
      ours: live.filter((key) => ours.has(key)).length,
      theirs: live.filter((key) => theirs.has(key)).length
    }
  })
  const distinct = (set: Set<string>) => new Set([...set].map((key) => key.slice(key.indexOf(" ") + 1)))
  const liveKeys = new Set(ops.filter((op) => !op.deprecated).map((op) => op.key))
  const oursKeys = distinct(ours)
  const theirsKeys = distinct(theirs)
  const total = {
    service: `all ${files.length} services, distinct operations`,
    live: liveKeys.size,
    ours: [...liveKeys].filter((key) => oursKeys.has(key)).length,
    theirs: [...liveKeys].filter((key) => theirsKeys.has(key)).length
  }
  return { rows, total }
}

/** The markdown table, with a total row. */
export const table = async (): Promise<string> => {
  const { rows, total } = await coverage()
  return [
    "| service | operations (not deprecated) | declared here | reached by @coveo/platform-client 60.4 |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map((r) => `| ${r.service} | ${r.live} | ${r.ours} | ${r.theirs} |`),
    `| **${total.service}** | **${total.live}** | **${total.ours}** | **${total.theirs}** |`
  ].join("\n")
}

/** The README with the table between its markers. */
export const withTable = (readme: string, text: string): string => {
  const from = readme.indexOf(start)
  const to = readme.indexOf(end)
  if (from < 0 || to < from) throw new Error(`README.md lacks the markers ${start} … ${end}`)
  return `${readme.slice(0, from + start.length)}\n${text}\n${readme.slice(to)}`
}

if (import.meta.main) {
  const file = join(root, "README.md")
  const readme = readFileSync(file, "utf8")
  const next = withTable(readme, await table())
  if (process.argv.includes("--check")) {
    if (next !== readme) {
      console.error("README.md's coverage table is stale: run node scripts/coverage.ts")
      process.exit(1)
    }
  } else {
    writeFileSync(file, next)
    console.log("coverage: README.md's table written")
  }
}
