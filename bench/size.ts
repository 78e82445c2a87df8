/**
 * `npm run size`: the browser bundle budget of issue 8. Builds the package as
 * it is published (`scripts/build.ts` into dist/), bundles small entry points
 * that import it by name with esbuild (browser platform, ESM, minified), and
 * measures them gzipped at level 9 (node:zlib):
 *
 *   (a) one endpoint from one area module (`get` from Platform/Sources, `layer`
 *       from Http/Layer, run with Effect.runPromise)        budget 36 KB
 *   (b) the whole promise facade (`createPlatformClient`)  budget 60 KB
 *   (c) each additional endpoint: (11 endpoints - 1 endpoint) / 10, from the
 *       same module, from 10 other platform modules and from the
 *       usage-analytics modules                             budget 150 bytes
 *
 * plus reference rows without a budget (the promise client, effect alone, the
 * `Http` barrel) and (a) and (b) bundled by rolldown, Vite's bundler. Prints a table, writes bench/results/size.md, and exits 1 when
 * a budget is exceeded (2 when a bundle cannot be built). KB = 1024 bytes.
 *
 * `SIZE_REPORT=<file>` writes the table there instead of bench/results/size.md (CI
 * keeps its reports in test-output/, so that a run leaves the work tree clean).
 */
import { build, type Metafile } from "esbuild"
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { rolldown } from "rolldown"
import { buildLibrary } from "../scripts/build.ts"

const benchDir = dirname(fileURLToPath(import.meta.url))
const root = join(benchDir, "..")
const KB = 1024

// ---------------------------------------------------------------- entries

/** Endpoints declared in a module: `export const name = get(...)` and the like. */
// A public subpath's source: area modules sit in service folders (scripts/package-exports.ts).
const sourceOf = (module: string): string =>
  areaModules().find((a) => a.subpath === module)?.source ?? join("src", `${module}.ts`)

const endpointsOf = (module: string): Array<string> => {
  const text = readFileSync(join(root, sourceOf(module)), "utf8")
  return [...text.matchAll(/^export const (\w+) = (?:get|post|put|patch|del)\(/gm)].map((m) => m[1]!)
}

const pkg = "effect-coveo-platform"

const setup = `
import * as Effect from "effect/Effect"
import { layer } from "${pkg}/Http/Layer"
const client = layer({ organizationId: "my-org", accessToken: "token" })
const run = (effect) => Effect.runPromise(Effect.provide(effect, client)).then(console.log, console.error)
`

/** An entry that runs `Sources.get` and keeps the other endpoints alive by exporting them. */
const endpointsEntry = (extra: ReadonlyArray<readonly [module: string, name: string]>) => {
  const lines = [setup, `import { get } from "${pkg}/Platform/Sources"`, `run(get("source-id"))`]
  extra.forEach(([module, name], i) => {
    lines.push(`import { ${name} as e${i} } from "${pkg}/${module}"`)
  })
  lines.push(`export const keep = [${extra.map((_, i) => `e${i}`).join(", ")}]`)
  return lines.join("\n")
}

const sameModule = endpointsOf("Platform/Sources")
  .filter((name) => name !== "get")
  .slice(0, 10)
  .map((name) => ["Platform/Sources", name] as const)

const otherModules = areaModules()
  .map((a) => a.subpath)
  .filter((module) => module !== "Platform/Sources")
  .map((module) => [module, endpointsOf(module)[0]] as const)
  .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
  .slice(0, 10)

const uaModules = readdirSync(join(root, "src", "UsageAnalytics"))
  .filter((f) => f.endsWith(".ts"))
  .sort()
  .map((f) => `UsageAnalytics/${f.slice(0, -3)}`)
  .map((module) => [module, endpointsOf(module)[0]] as const)
  .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
  .slice(0, 10)

if (sameModule.length < 10 || otherModules.length < 10 || uaModules.length < 9) {
  console.error(
    `size: found only ${sameModule.length} endpoints in Sources, ${otherModules.length} other modules, ${uaModules.length} usage-analytics modules`
  )
  process.exit(2)
}

interface Entry {
  readonly key: string
  readonly label: string
  readonly contents: string
}

const entries: ReadonlyArray<Entry> = [
  { key: "one", label: "(a) one endpoint: `Sources.get` + `layer` (Http/Layer), run", contents: endpointsEntry([]) },
  {
    key: "same11",
    label: `11 endpoints from Sources (get + ${sameModule.map(([, n]) => n).join(", ")})`,
    contents: endpointsEntry(sameModule)
  },
  {
    key: "other11",
    label: `11 endpoints from 11 modules (Sources.get + ${
      otherModules.map(([m, n]) => `${m.split("/")[1]}.${n}`).join(", ")
    })`,
    contents: endpointsEntry(otherModules)
  },
  {
    key: "ua",
    label: `${
      uaModules.length + 1
    } endpoints: Sources.get + one from each of ${uaModules.length} usage-analytics modules (${
      uaModules.map(([m, n]) => `${m.split("/")[1]}.${n}`).join(", ")
    })`,
    contents: endpointsEntry(uaModules)
  },
  {
    key: "facade",
    label: "(b) the whole promise facade: `createPlatformClient`, one call",
    contents: `
import { createPlatformClient } from "${pkg}/promise"
const client = createPlatformClient({ organizationId: "my-org", accessToken: "token" })
client.source.list().then(console.log, console.error)
`
  },
  {
    key: "barrel",
    label: "reference: one endpoint with `layer` from the `Http` index",
    contents: endpointsEntry([]).replace(`${pkg}/Http/Layer`, `${pkg}/Http`)
  },
  {
    key: "effect",
    label: "reference: effect alone (`Effect.runPromise(Effect.succeed(1))`)",
    contents: `import * as Effect from "effect/Effect"\nEffect.runPromise(Effect.succeed(1)).then(console.log)`
  },
  {
    key: "coveo",
    label: "reference: `@coveo/platform-client` (`new PlatformClient(...)`, one call)",
    contents: `
import { PlatformClient } from "@coveo/platform-client"
import { areaModules } from "../scripts/package-exports.ts"
new PlatformClient({ organizationId: "my-org", accessToken: "token" }).source.list().then(console.log, console.error)
`
  }
]

// ---------------------------------------------------------------- bundling

interface Measured {
  readonly code: string
  readonly minified: number
  readonly gzip: number
  readonly metafile: Metafile
}

const bundle = async (entry: Entry): Promise<Measured> => {
  const result = await build({
    stdin: { contents: entry.contents, resolveDir: benchDir, sourcefile: `${entry.key}.ts`, loader: "ts" },
    absWorkingDir: root,
    bundle: true,
    format: "esm",
    platform: "browser",
    minify: true,
    write: false,
    metafile: true,
    logLevel: "silent"
  })
  const code = result.outputFiles[0]!.contents
  return {
    code: result.outputFiles[0]!.text,
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    metafile: result.metafile
  }
}

/** The same entry through rolldown (Vite 8's bundler), for reference: gzip bytes. */
const bundleRolldown = async (entry: Entry): Promise<number> => {
  const input = join(benchDir, "results", `.size-${entry.key}.js`)
  writeFileSync(input, entry.contents)
  try {
    const bundler = await rolldown({ input, cwd: root, platform: "browser", logLevel: "silent" })
    const { output } = await bundler.generate({ format: "esm", minify: true })
    return gzipSync(output[0].code, { level: 9 }).length
  } finally {
    rmSync(input, { force: true })
  }
}

mkdirSync(join(benchDir, "results"), { recursive: true })
console.log(`size: building the package (${buildLibrary(join(root, "dist"))} module-level calls marked pure)`)

const measured = new Map<string, Measured>()
const viaRolldown = new Map<string, number>()
const errors: Array<string> = []
for (const entry of entries) {
  if (entry.key === "one" || entry.key === "facade") {
    try {
      viaRolldown.set(entry.key, await bundleRolldown(entry))
    } catch (error) {
      errors.push(`${entry.key} (rolldown): ${String(error)}`)
    }
  }
  try {
    measured.set(entry.key, await bundle(entry))
  } catch (error) {
    const message = (error as { errors?: Array<{ text: string }> }).errors?.map((e) => e.text).join("; ") ??
      String(error)
    errors.push(`${entry.key}: ${message}`)
  }
}

// ---------------------------------------------------------------- budgets

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const extraCount: Record<string, number> = {
  same11: sameModule.length,
  other11: otherModules.length,
  ua: uaModules.length
}
const perEndpoint = (key: string) => {
  const many = measured.get(key)
  const one = measured.get("one")
  return many && one ? (many.gzip - one.gzip) / extraCount[key]! : NaN
}

interface Budget {
  readonly label: string
  readonly value: number
  readonly limit: number
  readonly show: (bytes: number) => string
}

const budgets: Array<Budget> = [
  { label: "(a) one endpoint from one area module", value: measured.get("one")?.gzip ?? NaN, limit: 36 * KB, show: kb },
  { label: "(b) whole promise facade", value: measured.get("facade")?.gzip ?? NaN, limit: 60 * KB, show: kb },
  {
    label: "(c) each additional endpoint, same module",
    value: perEndpoint("same11"),
    limit: 150,
    show: (b) => `${b.toFixed(0)} B`
  },
  {
    label: "(c) each additional endpoint, different modules",
    value: perEndpoint("other11"),
    limit: 150,
    show: (b) => `${b.toFixed(0)} B`
  },
  {
    label: "(c) each additional endpoint, usage-analytics modules",
    value: perEndpoint("ua"),
    limit: 150,
    show: (b) => `${b.toFixed(0)} B`
  }
]

const over = budgets.filter((b) => !(b.value <= b.limit))

const md: Array<string> = []
md.push("# Bundle size")
md.push("")
md.push(
  `esbuild (browser, ESM, minified), gzip -9 (node:zlib); KB = 1024 bytes. ${
    new Date().toISOString().slice(0, 10)
  }. Run: \`npm run size\`.`
)
md.push("")
md.push("| budget | gzip -9 | limit | |")
md.push("|---|---:|---:|---|")
for (const b of budgets) {
  const ok = b.value <= b.limit
  md.push(
    `| ${b.label} | ${Number.isFinite(b.value) ? b.show(b.value) : "not built"} | ${b.show(b.limit)} | ${
      ok ? "✅" : "❌ over"
    } |`
  )
}
md.push("")
md.push("| bundle | minified | gzip -9 |")
md.push("|---|---:|---:|")
for (const entry of entries) {
  const m = measured.get(entry.key)
  md.push(`| ${entry.label} | ${m ? kb(m.minified) : "–"} | ${m ? kb(m.gzip) : "failed"} |`)
}
for (const [key, gzip] of viaRolldown) {
  md.push(
    `| reference: ${entries.find((e) => e.key === key)!.label.slice(4)}, bundled by rolldown (Vite 8) | – | ${
      kb(gzip)
    } |`
  )
}

// Where the bytes of (a) come from, to guide the work on it.
const one = measured.get("one")
if (one) {
  // Declarations carry their id ("Sources.rebuild"): those present in (a) besides `get` were not tree-shaken.
  const declared = endpointsOf("Platform/Sources").filter((name) => name !== "get")
  const kept = declared.filter((name) => one.code.includes(`"Sources.${name}"`))
  md.push("")
  md.push(
    kept.length === 0
      ? `Tree-shaking within a module: none of the ${declared.length} other \`Sources\` declarations is in (a).`
      : `Tree-shaking within a module: ${kept.length} of the ${declared.length} other \`Sources\` declarations are in (a) although unused ` +
        `(e.g. ${
          kept.slice(0, 3).map((n) => `\`${n}\``).join(", ")
        }), so the same-module figure of (c) only says that they cost nothing more once the module is in.`
  )
  const output = Object.values(one.metafile.outputs)[0]!
  const byGroup = new Map<string, number>()
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    // Inputs are relative to the project root.
    const group = input.startsWith("node_modules/effect/dist/")
      ? `effect/${input.slice("node_modules/effect/dist/".length)}`
      : input.includes("stdin")
      ? "entry"
      : input
    byGroup.set(group, (byGroup.get(group) ?? 0) + bytesInOutput)
  }
  const top = [...byGroup.entries()].sort((a, b) => b[1] - a[1])
  const effectTotal = top.filter(([g]) => g.startsWith("effect/")).reduce((s, [, v]) => s + v, 0)
  const srcTotal = top.filter(([g]) => g.startsWith("dist/")).reduce((s, [, v]) => s + v, 0)
  md.push("")
  md.push(
    `Where the minified bytes of (a) come from (before gzip): effect ${kb(effectTotal)}, this package ${
      kb(srcTotal)
    }, ${top.length} files; the largest:`
  )
  md.push("")
  md.push("| file | minified |")
  md.push("|---|---:|")
  for (const [group, bytes] of top.slice(0, 15)) md.push(`| ${group} | ${kb(bytes)} |`)
}

if (errors.length > 0) {
  md.push("")
  md.push("Bundles that failed to build:")
  for (const e of errors) md.push(`- ${e}`)
}
md.push("")

const text = md.join("\n")
console.log(text)
const report = process.env.SIZE_REPORT ? resolve(process.env.SIZE_REPORT) : join(benchDir, "results", "size.md")
mkdirSync(dirname(report), { recursive: true })
writeFileSync(report, text)

if (errors.length > 0) process.exit(2)
if (over.length > 0) {
  console.error(
    `size: over budget: ${over.map((b) => `${b.label} ${b.show(b.value)} > ${b.show(b.limit)}`).join("; ")}`
  )
  process.exit(1)
}
