/**
 * Gives every public declaration of `src/` the `@since` and `@category` JSDoc tags, as Effect's
 * own modules have them (`npx node scripts/jsdoc-tags.ts`; `--check` only reports what is missing).
 *
 * Public: every exported declaration of the entry modules' folders (`Http`, `Errors`, `Schema`,
 * `Platform`, `UsageAnalytics`, `src/index.ts`), and in `emulator`, `promise` and `react` (whose
 * only entry is their `index.ts`) what their `index.ts` declares or re-exports; `src/internal` and
 * `src/endpoints.ts` are not public. A name exported through `export { a as b }` is tagged on the
 * JSDoc inside the block when it has one, else on the local declaration's.
 *
 * `@since`: `0.1.0` for a name that was public at commit `baseline` (in the same module, in the
 * module it was renamed from, or in a module that re-exports it now), `next` for a name added after.
 * The `@category` follows from the module and the declaration (see `categoryOf`). Tags already
 * present are kept; a JSDoc's text is kept as it is; a declaration without JSDoc gets one.
 */
import ts from "@typescript/typescript6"
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, posix, relative } from "node:path"

const root = join(import.meta.dirname, "..")
/**
 * The last commit of the published API, and the release that comes next: move both after a release. Nothing
 * is published yet, so every name is in the first release, 0.1.0.
 */
const baseline = "043759f"
const next = "0.1.0"
const check = process.argv.includes("--check")

// ---------------------------------------------------------------- which declarations are public

const isEntryFolder = (file: string) =>
  file === "index.ts" || /^(Http|Errors|Schema|Platform|UsageAnalytics)\//.test(file)
const indexOnlyFolders = ["emulator", "promise", "react"]

const parse = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  )

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

const declaredName = (statement: ts.Statement): string | undefined => {
  if (ts.isVariableStatement(statement)) {
    const first = statement.declarationList.declarations[0]
    return first && ts.isIdentifier(first.name) ? first.name.text : undefined
  }
  if (
    ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement) || ts.isModuleDeclaration(statement)
  ) {
    return statement.name && ts.isIdentifier(statement.name) ? statement.name.text : undefined
  }
  return undefined
}

/** `../Http/Endpoint.ts` from `Platform/Sources.ts` is `Http/Endpoint.ts`. */
const resolveFrom = (file: string, specifier: string) =>
  specifier.startsWith(".") ? posix.normalize(posix.join(posix.dirname(file), specifier)) : undefined

interface ModuleExports {
  /** Exported names declared here. */
  readonly declared: Set<string>
  /** `export { local as name }` of a local declaration: name → local. */
  readonly localAliases: Map<string, string>
  /** Names taken from another module: name → [module, its name]; `*` entries as [module, "*"]. */
  readonly reexports: Array<readonly [name: string, from: string, fromName: string]>
}

const exportsOf = (file: string, text: string): ModuleExports => {
  const source = parse(file, text)
  const imported = new Map<string, readonly [string, string]>()
  const declared = new Set<string>()
  const localAliases = new Map<string, string>()
  const reexports: Array<readonly [string, string, string]> = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = resolveFrom(file, statement.moduleSpecifier.text)
      const bindings = statement.importClause?.namedBindings
      if (from && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          imported.set(element.name.text, [from, (element.propertyName ?? element.name).text])
        }
      }
    }
  }
  for (const statement of source.statements) {
    const name = declaredName(statement)
    if (name !== undefined && hasExport(statement)) declared.add(name)
    if (!ts.isExportDeclaration(statement)) continue
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? resolveFrom(file, statement.moduleSpecifier.text)
      : undefined
    const clause = statement.exportClause
    if (!clause) {
      if (from) reexports.push(["*", from, "*"])
      continue
    }
    if (!ts.isNamedExports(clause)) continue
    for (const element of clause.elements) {
      const local = (element.propertyName ?? element.name).text
      const exported = element.name.text
      if (from) reexports.push([exported, from, local])
      else if (imported.has(local)) reexports.push([exported, ...imported.get(local)!])
      else localAliases.set(exported, local)
    }
  }
  return { declared, localAliases, reexports }
}

const sourceFiles = (): Array<string> =>
  readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => f.split("\\").join("/"))
    .sort()

/** Every (module, name) a module exports, `export *` expanded. */
const allExports = (modules: Map<string, ModuleExports>) => {
  const memo = new Map<string, Set<string>>()
  const names = (file: string, seen: Set<string> = new Set()): Set<string> => {
    const known = memo.get(file)
    if (known) return known
    const result = new Set<string>()
    const exports = modules.get(file)
    if (!exports || seen.has(file)) return result
    seen.add(file)
    for (const name of exports.declared) result.add(name)
    for (const name of exports.localAliases.keys()) result.add(name)
    for (const [name, from] of exports.reexports) {
      if (name === "*") { for (const n of names(from, seen)) if (n !== "default") result.add(n) }
      else result.add(name)
    }
    memo.set(file, result)
    return result
  }
  const pairs = new Set<string>()
  for (const file of modules.keys()) for (const name of names(file)) pairs.add(`${file}:${name}`)
  return { pairs, names }
}

// ---------------------------------------------------------------- @since

const git = (...args: Array<string>) => execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 })

const sinceOf = (() => {
  if (check) return () => next
  const oldModules = new Map<string, ModuleExports>()
  for (const path of git("ls-tree", "-r", "--name-only", baseline, "src").split("\n")) {
    if (!/\.tsx?$/.test(path)) continue
    oldModules.set(path.slice(4), exportsOf(path.slice(4), git("show", `${baseline}:${path}`)))
  }
  const old = allExports(oldModules).pairs
  // Renamed modules: the current path → the path at the baseline.
  const renamedFrom = new Map<string, string>()
  for (const line of git("diff", "-M", "--name-status", baseline, "HEAD", "--", "src").split("\n")) {
    const [status, from, to] = line.split("\t")
    if (status?.startsWith("R") && from && to) renamedFrom.set(to.slice(4), from.slice(4))
  }
  // Who exports what now: (module, name) → the (module, name)s that re-export it.
  const current = new Map(sourceFiles().map((f) => [f, exportsOf(f, readFileSync(join(root, "src", f), "utf8"))]))
  const { names } = allExports(current)
  const exporters = new Map<string, Array<string>>()
  const add = (target: string, by: string) => exporters.set(target, [...(exporters.get(target) ?? []), by])
  for (const [file, exports] of current) {
    for (const [name, local] of exports.localAliases) add(`${file}:${local}`, `${file}:${name}`)
    for (const [name, from, fromName] of exports.reexports) {
      if (name === "*") { for (const n of names(from)) add(`${from}:${n}`, `${file}:${n}`) }
      else add(`${from}:${fromName}`, `${file}:${name}`)
    }
  }
  const wasPublic = (pair: string, seen: Set<string>): boolean => {
    if (seen.has(pair)) return false
    seen.add(pair)
    const at = pair.lastIndexOf(":")
    const file = pair.slice(0, at)
    const name = pair.slice(at + 1)
    if (old.has(pair) || old.has(`${renamedFrom.get(file)}:${name}`)) return true
    return (exporters.get(pair) ?? []).some((by) => wasPublic(by, seen))
  }
  return (file: string, name: string) => (wasPublic(`${file}:${name}`, new Set()) ? "0.1.0" : next)
})()

// ---------------------------------------------------------------- @category

const httpCategories: Record<string, string> = {
  Auth: "calls",
  Config: "configuration",
  DefaultTransport: "transports",
  "DefaultTransport.browser": "transports",
  Download: "streams",
  Endpoint: "constructors",
  Exchange: "transports",
  HttpClientTransport: "transports",
  Json: "helpers",
  Layer: "layers",
  LayerConfig: "layers",
  PageSize: "helpers",
  PagedStream: "streams",
  PlatformClient: "helpers",
  Poll: "pollers",
  QueryDates: "schemas",
  QueryString: "helpers",
  Request: "calls",
  Retry: "helpers"
}

/** The declaration helpers and response readers of `Http/Endpoint.ts`. */
const endpointConstructors = new Set([
  "get",
  "post",
  "put",
  "patch",
  "del",
  "json",
  "empty",
  "blob",
  "text",
  "streamed"
])

const isPascal = (name: string) => /^[A-Z]/.test(name)

const categoryOf = (file: string, node: ts.Node, name: string): string => {
  const text = node.getText()
  const folder = file.includes("/") ? file.slice(0, file.indexOf("/")) : ""
  const base = posix.basename(file).replace(/\.tsx?$/, "")
  if (ts.isClassDeclaration(node)) {
    if (/\bTagged(Error|ErrorClass)\b|extends Error\b/.test(text)) return "errors"
    if (/\bContext\.(Service|Tag)\b|ServiceMap\.Service\b/.test(text)) return "services"
    if (folder === "promise") return "constructors"
    return "models"
  }
  if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
    return folder === "Errors" ? "errors" : "models"
  }
  const initializer = ts.isVariableStatement(node)
    ? node.declarationList.declarations[0]?.initializer?.getText() ?? ""
    : text
  if (/\bContext\.Service\b/.test(initializer)) return "services"
  if (folder === "Errors") return "errors"
  if (folder === "Schema") return isPascal(name) ? "schemas" : "helpers"
  if (folder === "Platform" || folder === "UsageAnalytics") {
    if (isPascal(name)) return "schemas"
    if (/^(get|post|put|patch|del)\(/.test(initializer)) return "calls"
    if (/AndWait$/.test(name) || /\bpoll\(/.test(initializer)) return "pollers"
    if (/Stream$|All$/.test(name) || /\bpagedStream\(|\bStream\./.test(initializer)) return "streams"
    return "calls"
  }
  if (folder === "Http") {
    if (/^layer/.test(name)) return "layers"
    if (base === "Endpoint") return endpointConstructors.has(name) ? "constructors" : "helpers"
    if (base === "QueryDates") return isPascal(name) ? "schemas" : "helpers"
    if (name === "make") return "constructors"
    if (/Transport$/.test(name)) return "transports"
    return httpCategories[base] ?? "helpers"
  }
  if (folder === "react") {
    if (/^use[A-Z]/.test(name)) return "hooks"
    return isPascal(name) ? "components" : "helpers"
  }
  if (folder === "promise") return /^(create|make)[A-Z]/.test(name) ? "constructors" : "helpers"
  if (folder === "emulator") {
    if (/^layer/.test(name)) return "layers"
    if (/^(start|serve)/.test(name)) return "constructors"
    return "helpers"
  }
  return "helpers"
}

// ---------------------------------------------------------------- editing the JSDoc

interface Edit {
  readonly start: number
  readonly end: number
  readonly text: string
}

/** The JSDoc right before `node` (the last `/** *\/` of its leading comments), `@module` ones excepted. */
const jsDocOf = (text: string, node: ts.Node): ts.CommentRange | undefined => {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []
  for (let i = ranges.length - 1; i >= 0; i--) {
    const range = ranges[i]!
    const comment = text.slice(range.pos, range.end)
    if (range.kind === ts.SyntaxKind.MultiLineCommentTrivia && comment.startsWith("/**") && comment !== "/**/") {
      return comment.includes("@module") ? undefined : range
    }
  }
  return undefined
}

const lineStart = (text: string, pos: number) => text.lastIndexOf("\n", pos - 1) + 1

const tagLines = (comment: string | undefined, since: string, category: string) => [
  ...(comment !== undefined && /@since\b/.test(comment) ? [] : [`@since ${since}`]),
  ...(comment !== undefined && /@category\b/.test(comment) ? [] : [`@category ${category}`])
]

const edit = (text: string, node: ts.Node, since: string, category: string): Edit | undefined => {
  const range = jsDocOf(text, node)
  if (range === undefined) {
    const start = node.getStart()
    const indent = text.slice(lineStart(text, start), start)
    const lines = tagLines(undefined, since, category).map((l) => `${indent} * ${l}\n`).join("")
    return { start, end: start, text: `/**\n${lines}${indent} */\n${indent}` }
  }
  const comment = text.slice(range.pos, range.end)
  const tags = tagLines(comment, since, category)
  if (tags.length === 0) return undefined
  const indent = text.slice(lineStart(text, range.pos), range.pos)
  const lines = comment.split("\n")
  const closing = lines.at(-1)!.trim() === "*/"
  if (lines.length > 1 && closing) {
    // A JSDoc of several lines: the tags go before its closing line, the text stays as it is.
    const hasTags = lines.some((l) => /^\s*\*\s*@\w/.test(l))
    const before = hasTags || /^\s*\*\s*$/.test(lines.at(-2) ?? "") ? "" : `${indent} *\n`
    const closeAt = range.pos + comment.lastIndexOf("\n") + 1
    return { start: closeAt, end: closeAt, text: before + tags.map((t) => `${indent} * ${t}\n`).join("") }
  }
  // `/** text */` (or text that ends on the closing line): the text on its own lines, then the tags.
  const body = comment.slice(3, -2).split("\n").map((
    l,
    i
  ) => (i === 0 ? l.trim() : l.replace(/^\s*\* ?/, "").trimEnd()))
  while (body.length > 0 && body.at(-1) === "") body.pop()
  const text2 = [
    "/**",
    ...body.map((l) => (l === "" ? `${indent} *` : `${indent} * ${l}`)),
    ...(body.length > 0 ? [`${indent} *`] : []),
    ...tags.map((t) => `${indent} * ${t}`),
    `${indent} */`
  ].join("\n")
  return { start: range.pos, end: range.end, text: text2 }
}

// ---------------------------------------------------------------- the run

const publicNames = (() => {
  const result = new Map<string, Set<string> | "all">()
  for (const file of sourceFiles()) if (isEntryFolder(file)) result.set(file, "all")
  for (const folder of indexOnlyFolders) {
    const index = `${folder}/index.ts`
    result.set(index, "all")
    const exports = exportsOf(index, readFileSync(join(root, "src", index), "utf8"))
    for (const [name, from, fromName] of exports.reexports) {
      if (name === "*" || !from.startsWith(`${folder}/`)) continue
      const set = result.get(from)
      if (set !== "all") result.set(from, new Set([...(set ?? []), fromName]))
    }
  }
  return result
})()

let missing = 0
const counts = new Map<string, number>()
for (const [file, scope] of publicNames) {
  const path = join(root, "src", file)
  const text = readFileSync(path, "utf8")
  const source = parse(file, text)
  const isPublic = (name: string) => scope === "all" || scope.has(name)
  const edits: Array<Edit> = []
  const tagged = new Set<string>()
  const exports = exportsOf(file, text)
  const aliasOf = new Map([...exports.localAliases].map(([name, local]) => [local, name]))
  for (const statement of source.statements) {
    const name = declaredName(statement)
    if (name !== undefined && (hasExport(statement) ? isPublic(name) : aliasOf.has(name))) {
      // A local declaration exported under another name is tagged too (TypeDoc reads its JSDoc), when it has one.
      const publicName = hasExport(statement) ? name : aliasOf.get(name)!
      if (!hasExport(statement) && jsDocOf(text, statement) === undefined) continue
      if (tagged.has(`${statement.kind}:${name}`)) continue // overloads: the first signature only
      tagged.add(`${statement.kind}:${name}`)
      const category = categoryOf(file, statement, publicName)
      const change = edit(text, statement, sinceOf(file, publicName), category)
      if (change) {
        edits.push(change)
        counts.set(category, (counts.get(category) ?? 0) + 1)
      }
    }
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
      if (!ts.isNamedExports(statement.exportClause)) continue
      // `/** ... */ export { A, B }` of imported names: the JSDoc documents the re-exports together.
      const names = statement.exportClause.elements.map((e) => e.name.text).filter(isPublic)
      if (jsDocOf(text, statement) !== undefined && names.length > 0) {
        const sinces = [...new Set(names.map((n) => sinceOf(file, n)))].sort()
        const category = categoryOf(file, statement, names[0]!)
        const change = edit(text, statement, sinces[0]!, category)
        if (change) {
          edits.push(change)
          counts.set(category, (counts.get(category) ?? 0) + 1)
        }
      }
      for (const element of statement.exportClause.elements) {
        if (jsDocOf(text, element) === undefined || !isPublic(element.name.text)) continue
        const local = (element.propertyName ?? element.name).text
        const declaration = source.statements.find((s) => declaredName(s) === local)
        const category = categoryOf(file, declaration ?? element, element.name.text)
        const change = edit(text, element, sinceOf(file, element.name.text), category)
        if (change) {
          edits.push(change)
          counts.set(category, (counts.get(category) ?? 0) + 1)
        }
      }
    }
  }
  if (edits.length === 0) continue
  missing += edits.length
  if (check) {
    console.log(`${relative(root, path)}: ${edits.length} declaration(s) without @since or @category`)
    continue
  }
  let out = text
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  writeFileSync(path, out)
}

if (check) {
  if (missing > 0) {
    console.log(`${missing} public declaration(s) lack @since or @category: run npx node scripts/jsdoc-tags.ts`)
    process.exit(1)
  }
  console.log("every public declaration has @since and @category")
} else {
  console.log(`tagged ${missing} declaration(s): ${[...counts].map(([c, n]) => `${c} ${n}`).join(", ")}`)
}
