/**
 * Generates `test/types/operations.ts`: for every declaration that matches an operation of the
 * published descriptions (the oracle's matching, `test/oracle/compare.ts`), a compile-time check that
 * its success type, and the type of the argument it sends as the JSON body, are the generated types of
 * that operation (`src/Schema/Models/<Service>.ts`, `Operations[key]`). `tsc` fails on a check that
 * does not hold; a difference that is meant is listed, with its reason, in `test/types/allow.ts`, and
 * its check then asserts the difference (so it fails once the types agree and the entry is stale).
 *
 * Usage: `node scripts/generate-operation-checks.ts [outFile]` (part of `npm run generate`;
 * `test/operation-checks.test.ts` fails while the committed file differs from what this writes).
 *
 * The body argument is found by running each call once with a marker object per argument against a
 * client that records what would be sent: the argument that arrives unchanged as the body is the one
 * checked. Calls whose mapper builds the body (an array around the argument, a merge) are counted
 * and left unchecked.
 *
 * @module
 */
import * as Effect from "effect/Effect"
import { readdirSync, writeFileSync } from "node:fs"
import { basename, join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { endpointOf } from "../src/Http/Endpoint.ts"
import { CoveoClient, type EndpointDef, type Parts } from "../src/Http/PlatformClient.ts"
import { compare } from "../test/oracle/compare.ts"
import { loadOperations } from "../test/oracle/description.ts"
import { allow } from "../test/types/allow.ts"
import { formatter, pascal, readServices } from "./generate-models.ts"
import { areaModules } from "./package-exports.ts"

const root = join(import.meta.dirname, "..")

interface Declared {
  readonly folder: "Platform" | "UsageAnalytics"
  readonly module: string
  /** The source file, from the repository root. */
  readonly source: string
  readonly exportName: string
  readonly fn: (...args: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown, CoveoClient>
  readonly def: EndpointDef
}

const declarations = async (): Promise<Array<Declared>> => {
  const out: Array<Declared> = []
  const ua = readdirSync(join(root, "src", "UsageAnalytics")).filter((f) =>
    f.endsWith(".ts") && !f.endsWith(".generated.ts")
  ).sort()
  const files = [
    ...areaModules().map((a) => ["Platform", a.source] as const),
    ...ua.map((f) => ["UsageAnalytics", `src/UsageAnalytics/${f}`] as const)
  ]
  for (const [folder, source] of files) {
    const exports = await import(pathToFileURL(join(root, source)).href) as Record<string, unknown>
    for (const [exportName, value] of Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const def = endpointOf(value)
      if (def === undefined) continue
      out.push({ folder, module: basename(source, ".ts"), source, exportName, fn: value as Declared["fn"], def })
    }
  }
  return out
}

/** The index of the argument sent, as is, as the body; `undefined` when the mapper builds it. */
const bodyArgument = (d: Declared): number | undefined => {
  // A call with header parameters checks them first: each marker carries them, as a string or as a boolean.
  for (const value of ["header", true]) {
    const fields = Object.fromEntries(Object.keys(d.def.headers ?? {}).map((field) => [field, value]))
    const markers = Array.from({ length: 8 }, (_, i) => ({ marker: i, ...fields }))
    let sent: Parts | undefined
    const client: CoveoClient["Service"] = {
      run: (_def: EndpointDef, parts: Parts) => Effect.sync(() => void (sent = parts)),
      withOptions: () => client,
      config: { organizationId: "org" }
    } as unknown as CoveoClient["Service"]
    try {
      Effect.runSync(Effect.provideService(Effect.exit(d.fn(...markers)), CoveoClient, client))
    } catch {
      return undefined
    }
    const index = markers.findIndex((m) => m === sent?.body)
    if (sent !== undefined) return index >= 0 ? index : undefined
  }
  return undefined
}

const label = (d: Declared) => `${d.folder === "Platform" ? "" : "Ua"}${d.module}`

export const generateChecks = async (): Promise<{ text: string; summary: string }> => {
  const ops = loadOperations()
  // What each operation's description gives: a JSON body schema, an answer schema.
  const shapes = new Map(
    readServices(join(root, "..", "shared", "spec", "openapi")).flatMap((service) =>
      service.schemas.size === 0 ? [] : service.operations.map((op) => [`${service.module} ${op.key}`, op] as const)
    )
  )
  let noSchema = 0
  const decls = await declarations()
  const results = compare(decls.map((d) => d.def), ops)
  const used = new Set<string>()
  const lines: Array<string> = []
  const unchecked: Array<string> = []
  let results_ = 0
  let bodies = 0
  let allowed = 0
  const seen = new Set<string>()
  const check = (d: Declared, what: "result" | "body", actual: string, expected: string) => {
    const name = d.def.name
    used.add(`${d.folder}|${d.module}|${d.source}`)
    const reason = allow[name]?.[what]
    seen.add(`${name}.${what}`)
    if (reason !== undefined) allowed++
    lines.push(
      reason === undefined
        ? `same<${actual}, ${expected}>(true)`
        : `// ${reason.replace(/\n/g, " ")}\nsame<${actual}, ${expected}>(false)`
    )
  }
  decls.forEach((d, i) => {
    const r = results[i]!
    if (r.ops.length === 0) return
    const op = r.ops.find((o) => !o.deprecated) ?? r.ops[0]!
    const service = pascal(op.file.replace(/\.yml$/, ""))
    const key = `${op.method} ${op.path}`
    const ref = `Models.${service}.Operations[${JSON.stringify(key)}]`
    const fn = `typeof ${label(d)}.${d.exportName}`
    const name = d.def.name
    lines.push(`\n// ${name}: ${key} (${op.file})`)
    const shape = shapes.get(`${service} ${key}`)
    if (shape === undefined) throw new Error(`${name}: ${service} has no generated operation ${key}`)
    if (d.def.response === "json" && shape.response === undefined) noSchema++
    if (d.def.response === "json" && shape.response !== undefined) {
      results_++
      check(d, "result", `Success<${fn}>`, `Answer<${ref}>`)
    }
    if (d.def.body === "json" && shape.body !== undefined) {
      const index = bodyArgument(d)
      if (index === undefined) unchecked.push(name)
      else {
        bodies++
        check(d, "body", `Argument<${fn}, ${index}>`, `Sent<${ref}>`)
      }
    }
  })
  const stale = Object.entries(allow).flatMap(([name, entry]) =>
    (["result", "body"] as const).filter((w) => entry[w] !== undefined && !seen.has(`${name}.${w}`)).map((w) =>
      `${name}.${w}`
    )
  )
  if (stale.length > 0) throw new Error(`test/types/allow.ts lists checks that are not generated: ${stale.join(", ")}`)
  const imports = [...used].sort().map((entry) => {
    const [folder, module, source] = entry.split("|") as [string, string, string]
    const alias = folder === "Platform" ? module : `Ua${module}`
    return `import type * as ${alias} from "../../${source}"`
  })
  const summary = `${results.filter((r) => r.ops.length > 0).length} declarations match an operation: ` +
    `${results_} results and ${bodies} bodies checked (${allowed} listed differences), ` +
    `${unchecked.length} bodies built by their mapper and ${noSchema} JSON answers without a schema (not checked)`
  const text = [
    "/**",
    " * Compile-time checks: each declaration's success type and JSON body argument are the generated types",
    " * of its operation in the published descriptions.",
    " *",
    " * Generated by `scripts/generate-operation-checks.ts`: do not edit; regenerate with `npm run generate`.",
    ` * ${summary}.`,
    " */",
    ...imports,
    `import type * as Models from "../../src/Schema/Models/index.ts"`,
    `import { type Answer, type Argument, same, type Sent, type Success } from "./check.ts"`,
    ...lines,
    ""
  ].join("\n")
  return { text: (await formatter())(join(root, "test", "types", "operations.ts"), text), summary }
}

if (import.meta.main) {
  const out = resolve(root, process.argv[2] ?? "test/types/operations.ts")
  const { summary, text } = await generateChecks()
  writeFileSync(out, text)
  console.log(`generate-operation-checks: ${summary} → ${out}`)
}
