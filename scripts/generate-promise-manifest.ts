/**
 * Writes `src/promise/manifest.ts`, the light form of the promise accessor tree (`src/promise/accessors.ts`)
 * that the promise facade loads: for each accessor, a loader of its module (a dynamic `import()`, which
 * bundlers split into a chunk), the names of its calls and of its Stream twins (`list*` stands for `list` and
 * its twin `listAll`), its nested accessors, and a loader of its promise forms. The facade so knows every method name without loading any area module; a
 * module is loaded when one of its calls is first made.
 *
 * The names are read from the loaded tree here, the module paths from the accessor files' own
 * `import * as X from "..."` lines (matched by identity), the forms' from `src/promise/forms/`.
 * `test/lazy-facade.test.ts` checks that the file written matches the tree.
 *
 * Usage: `node scripts/generate-promise-manifest.ts` (part of `npm run generate`).
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { isCall } from "../src/Http/Endpoint.ts"
import { accessors } from "../src/promise/accessors.ts"
import type { Node } from "../src/promise/Facade.ts"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const promiseDir = join(root, "src", "promise")
/** Where the manifest is written. */
export const manifestPath = join(promiseDir, "manifest.ts")

const specifier = (file: string) => {
  const rel = relative(promiseDir, file).split("\\").join("/")
  return rel.startsWith(".") ? rel : `./${rel}`
}

/** Namespace object → its module's path as the manifest imports it, from the accessor files' imports. */
const modulePaths = async (): Promise<Map<object, string>> => {
  const files = [
    join(promiseDir, "accessors.ts"),
    ...readdirSync(join(promiseDir, "accessors")).filter((f) => f.endsWith(".ts")).map((f) =>
      join(promiseDir, "accessors", f)
    )
  ]
  const out = new Map<object, string>()
  for (const file of files) {
    for (const [, path] of readFileSync(file, "utf8").matchAll(/^import \* as \w+ from "(\.[^"]+)"$/gm)) {
      const target = join(dirname(file), path!)
      out.set((await import(pathToFileURL(target).href)) as object, specifier(target))
    }
  }
  return out
}

/** Forms object → `[path, export name]`, from `src/promise/forms/`. */
const formsPaths = async (): Promise<Map<object, readonly [string, string]>> => {
  const dir = join(promiseDir, "forms")
  const out = new Map<object, readonly [string, string]>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts")).sort()) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === "object" && value !== null) out.set(value, [specifier(join(dir, file)), name])
    }
  }
  return out
}

// Whether a call answers a Stream, found by calling it: calls only describe their work, so nothing is sent.
// A call that throws on every sample is not a Stream twin (those take optional arguments).
const samples: ReadonlyArray<ReadonlyArray<unknown>> = [[], [{}, {}, {}, {}], ["x", {}, {}, {}]]
const isStreamCall = (f: (...args: ReadonlyArray<unknown>) => unknown): boolean => {
  for (const args of samples) {
    try {
      const result = f(...args)
      return Stream.isStream(result) && !Effect.isEffect(result)
    } catch {
      // the next sample
    }
  }
  return false
}

const namesOf = (module: object, forms: boolean) => {
  const calls: Array<string> = []
  const streams: Array<string> = []
  for (const [name, value] of Object.entries(module)) {
    if (forms ? typeof value !== "function" : !isCall(name, value)) continue
    ;(isStreamCall(value as (...args: ReadonlyArray<unknown>) => unknown) ? streams : calls).push(name)
  }
  // A twin named after its call (`listAll` of `list`) is a mark on the call (`list*`): the page loads the
  // manifest up front, and 79 of the 86 twins are so named (budget (b) of issue 18).
  const marked = calls.map((name) => streams.includes(`${name}All`) ? `${name}*` : name)
  const others = streams.filter((name) => !(name.endsWith("All") && calls.includes(name.slice(0, -3))))
  // Sorted: a module namespace lists its exports sorted under Node, in source order under Vite's transform.
  return { calls: frontCoded(marked.sort()), streams: frontCoded(others.sort()) }
}

// A name's camelCase words; `*` (a twin's mark) is a word of its own. As `names` in `src/promise/Facade.ts` splits them.
const wordsOf = (name: string) => name.split(/(?=[A-Z*])/)

/**
 * The names, space-separated, each that begins as the one before it does written as the count of the camelCase
 * words they share (1 to 9) and the rest, without the count when it is 1 and the rest begins with a capital:
 * `getFields getSchema getSchemaType` as `getFields Schema 2Type`. Sorted names share their beginnings: the
 * manifest, which the page loads up front, is 0.3 KB smaller gzipped.
 */
const frontCoded = (names: ReadonlyArray<string>): string => {
  let before: ReadonlyArray<string> = []
  return names.map((name) => {
    if (!/^[a-z]/.test(name)) throw new Error(`${name}: a name the manifest codes must begin with a lowercase letter`)
    const words = wordsOf(name)
    let shared = 0
    while (shared < 9 && shared < words.length - 1 && words[shared] === before[shared]) shared++
    before = words
    const rest = words.slice(shared).join("")
    return shared === 0 ? name : shared === 1 && /^[A-Z]/.test(rest) ? rest : `${shared}${rest}`
  }).join(" ")
}

const key = (name: string) => /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)

/** The manifest's source text, from the accessor tree as it is now. */
export const manifestSource = async (): Promise<string> => {
  const modules = await modulePaths()
  const forms = await formsPaths()
  const lines: Array<string> = []
  const walk = (tree: Readonly<Record<string, Node>>, indent: string) => {
    const entries = Object.entries(tree)
    entries.forEach(([name, [module, children, promise]], i) => {
      const { calls, streams } = namesOf(module, false)
      const path = modules.get(module)
      if (path === undefined && calls.length + streams.length > 0) {
        throw new Error(`${name}: its module is not imported with "import * as" by an accessor file`)
      }
      const load = path === undefined ? "undefined" : `() => import("${path}")`
      lines.push(`${indent}${key(name)}: [`)
      lines.push(`${indent}  ${load},`)
      // No other twins, children or forms: the node ends with its calls (most do, since the marks).
      const more = streams !== "" || children || promise
      lines.push(`${indent}  ${JSON.stringify(calls)}${more ? "," : ""}`)
      if (more) lines.push(`${indent}  ${JSON.stringify(streams)}${children || promise ? "," : ""}`)
      if (children) {
        lines.push(`${indent}  {`)
        walk(children, `${indent}    `)
        lines.push(`${indent}  }${promise ? "," : ""}`)
      } else if (promise) lines.push(`${indent}  undefined,`)
      if (promise) {
        const at = forms.get(promise)
        if (at === undefined) {
          throw new Error(`${name}: its promise forms are not exported by a file of src/promise/forms`)
        }
        const names = namesOf(promise, true)
        lines.push(`${indent}  [`)
        lines.push(`${indent}    () => import("${at[0]}").then((m) => m.${at[1]}),`)
        lines.push(`${indent}    ${JSON.stringify(names.calls)},`)
        lines.push(`${indent}    ${JSON.stringify(names.streams)}`)
        lines.push(`${indent}  ]`)
      }
      lines.push(`${indent}]${i < entries.length - 1 ? "," : ""}`)
    })
  }
  walk(accessors, "  ")
  return [
    "/**",
    " * The promise accessor tree in its light form: per accessor, a loader of its module, the names of its calls",
    " * and of its Stream twins (space-separated; `list*` stands for `list` and its twin `listAll`; a name that",
    " * begins as the one before it does is written from where they part, see `names` in `Facade.ts`), its nested",
    " * accessors, and a loader of its promise forms. The facade lists every method from here and loads an area's",
    " * module on the first call of that area.",
    " *",
    " * Generated by `scripts/generate-promise-manifest.ts` from `accessors.ts`: do not edit; regenerate with",
    " * `npm run generate` (`test/lazy-facade.test.ts` fails when it is stale).",
    " *",
    " * @module",
    " */",
    `import type { LazyTree } from "./Facade.ts"`,
    "",
    "/** Accessor name → [module loader, call names, Stream twin names, nested accessors, promise forms]. */",
    "export const manifest = {",
    ...lines,
    "} as const satisfies LazyTree",
    ""
  ].join("\n")
}

if (import.meta.main) {
  const text = await manifestSource()
  writeFileSync(manifestPath, text)
  console.log(`generate-promise-manifest: ${relative(root, manifestPath)} (${text.split("\n").length} lines)`)
}
