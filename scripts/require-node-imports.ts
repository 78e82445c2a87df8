/**
 * Puts `import "…/internal/requireNode.ts"` first in every public entry module
 * (each module the package.json `exports` map reaches), so that an old Node.js
 * stops with one clear error before anything else loads. Run it after adding an
 * area module or an entry point; `test/consumer/package.test.ts` fails while
 * one is missing.
 *
 * Usage: `node scripts/require-node-imports.ts [--check]` (`--check` only lists
 * the modules that lack it, and exits 1 if any do).
 */
import { readFileSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { publicEntries } from "../test/consumer/entries.ts"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const checkFile = "src/internal/requireNode.ts"

/** The import line `source` (relative to the root) needs. */
export const requireNodeImport = (source: string): string => {
  const path = relative(dirname(join(root, source)), join(root, checkFile)).split("\\").join("/")
  return `import "${path.startsWith(".") ? path : `./${path}`}"`
}

/**
 * Where the module's code starts: after its leading comments (the `@module` JSDoc, not the JSDoc of
 * the first declaration) and directives (`"use client"`).
 */
const bodyStart = (text: string): number => {
  const prologue = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|["']use [a-z]+["];?)/
  let at = 0
  for (let m = prologue.exec(text); m !== null && m[0].length > 0; m = prologue.exec(text.slice(at))) {
    if (m[0].startsWith("/**") && !m[0].includes("@module")) break
    at += m[0].length
  }
  // Back to the start of the line the code begins on.
  return text.lastIndexOf("\n", at - 1) + 1
}

/** The first import statement of a module, if any. */
export const firstImport = (text: string): string | undefined => /^import\b[^\n]*/m.exec(text)?.[0]

/** The public entry modules that do not import the check first. */
export const missing = (): ReadonlyArray<string> =>
  [...new Set(publicEntries(root).map((e) => e.source))]
    .filter((source) => firstImport(readFileSync(join(root, source), "utf8")) !== requireNodeImport(source))

if (import.meta.main) {
  const lacking = missing()
  if (process.argv.includes("--check")) {
    for (const source of lacking) console.log(`${source}: does not import ${checkFile} first`)
    process.exit(lacking.length === 0 ? 0 : 1)
  }
  for (const source of lacking) {
    const text = readFileSync(join(root, source), "utf8")
    const line = requireNodeImport(source)
    // A module that imports it later keeps one copy, moved first.
    const rest = text.split("\n").filter((l) => l !== line).join("\n")
    const at = bodyStart(rest)
    writeFileSync(join(root, source), `${rest.slice(0, at)}${line}\n${rest.slice(at)}`)
    console.log(`${source}: ${line}`)
  }
  console.log(`require-node-imports: ${lacking.length} module(s) updated`)
}
