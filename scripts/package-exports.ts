/**
 * The public paths of the area modules. The source groups the platform's areas by service
 * (`src/Platform/Sources/Fields.ts`), while users import every area by its flat, stable path
 * (`effect-coveo-platform/Platform/Fields`). This script writes one `exports` entry per area into
 * `package.json`; with `--check` it fails while `package.json` differs (run by `test/build.test.ts`).
 *
 * Usage: `node scripts/package-exports.ts [--check]`.
 *
 * @module
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")

/** One area module: its public subpath (`Platform/Fields`) and its source (`src/Platform/Sources/Fields.ts`). */
export interface AreaModule {
  readonly subpath: string
  readonly source: string
}

/** Every area module of `src/Platform`, grouped folders flattened, sorted by public subpath. */
export const areaModules = (): Array<AreaModule> => {
  const out: Array<AreaModule> = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir)).sort()) {
      const path = `${dir}/${entry}`
      if (statSync(join(root, path)).isDirectory()) walk(path)
      // A companion (`X.generated.ts`) is reached through the module that re-exports it.
      else if (entry.endsWith(".ts") && !entry.endsWith(".generated.ts")) {
        out.push({ subpath: `Platform/${entry.slice(0, -3)}`, source: path })
      }
    }
  }
  walk("src/Platform")
  const seen = new Set<string>()
  for (const { subpath } of out) {
    if (seen.has(subpath)) throw new Error(`two area modules are named ${subpath}`)
    seen.add(subpath)
  }
  return out.sort((a, b) => (a.subpath < b.subpath ? -1 : a.subpath > b.subpath ? 1 : 0))
}

type Exports = Record<string, string | { readonly types: string; readonly default: string }>

/** `package.json`'s exports with one entry per area module in place of any former `./Platform/…` entries. */
export const withAreaExports = (exports: Exports): Exports => {
  const out: Exports = {}
  let placed = false
  const areas = () => {
    for (const { source, subpath } of areaModules()) {
      const dist = `./dist/${source.slice("src/".length, -".ts".length)}`
      out[`./${subpath}`] = { types: `${dist}.d.ts`, default: `${dist}.js` }
    }
    placed = true
  }
  for (const [key, value] of Object.entries(exports)) {
    if (key.startsWith("./Platform/")) {
      if (!placed) areas()
      continue
    }
    // Areas go before the usage-analytics entries, where the former pattern was.
    if (key.startsWith("./UsageAnalytics") && !placed) areas()
    out[key] = value
  }
  if (!placed) areas()
  return out
}

if (import.meta.main) {
  const file = join(root, "package.json")
  const text = readFileSync(file, "utf8")
  const pkg = JSON.parse(text) as { exports: Exports }
  const next = JSON.stringify({ ...pkg, exports: withAreaExports(pkg.exports) }, null, 2) + "\n"
  if (process.argv.includes("--check")) {
    if (next !== text) {
      console.error("package.json's exports miss area modules: run node scripts/package-exports.ts")
      process.exit(1)
    }
  } else {
    writeFileSync(file, next)
    console.log(`package-exports: ${areaModules().length} area modules`)
  }
}
