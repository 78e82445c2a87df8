/**
 * The package's public entry modules, read from package.json `exports`: each
 * subpath with its source module under `src/` (wildcards expanded against the
 * files of `src/`). Used by the consumer run (to import every entry of the
 * installed package) and by `package.test.ts` (every entry imports the Node
 * version check first).
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

/** One public entry: the subpath consumers import, and the module behind it. */
export interface Entry {
  /** `effect-coveo-platform/Http/Layer`, or the bare package name for `"."`. */
  readonly specifier: string
  /** Relative to the package root, e.g. `src/Http/Layer.ts`. */
  readonly source: string
  /** Relative to the package root, e.g. `dist/Http/Layer.js`. */
  readonly module: string
}

interface Conditions {
  readonly types?: string
  readonly default?: string
}

/** The source file a `dist/….js` module is compiled from, if it exists. */
const sourceOf = (root: string, module: string): string | undefined => {
  const base = module.replace(/^\.\//, "").replace(/^dist\//, "src/").replace(/\.js$/, "")
  return [".ts", ".tsx"].map((ext) => base + ext).find((f) => existsSync(join(root, f)))
}

/** Every public entry of the package at `root` (the repository, or an installed copy that ships `src/`). */
export const publicEntries = (root: string): ReadonlyArray<Entry> => {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    readonly name: string
    readonly exports: Record<string, string | Conditions>
  }
  const entries: Array<Entry> = []
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === "string") continue // ./package.json
    const module = target.default!
    const name = subpath === "." ? pkg.name : `${pkg.name}/${subpath.slice(2)}`
    if (!subpath.includes("*")) {
      const source = sourceOf(root, module)
      if (source === undefined) throw new Error(`exports ${subpath}: no source for ${module}`)
      entries.push({ specifier: name, source, module: module.slice(2) })
      continue
    }
    // "./Platform/*" -> "./dist/Platform/*.js": every module of src/Platform.
    const [prefix, suffix] = module.slice(2).split("*") as [string, string]
    const dir = join(root, prefix.replace(/^dist\//, "src/"))
    for (const file of readdirSync(dir).sort()) {
      const match = /^(.+)\.tsx?$/.exec(file)
      if (match === null || file.endsWith(".d.ts")) continue
      const stem = match[1]!
      entries.push({
        specifier: name.replace("*", stem),
        source: relative(root, join(dir, file)),
        module: `${prefix}${stem}${suffix}`
      })
    }
  }
  return entries
}
