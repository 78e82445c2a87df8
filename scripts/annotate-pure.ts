/**
 * Marks the module-level calls of emitted JavaScript `/* @__PURE__ *\/`, as
 * effect's own build does. esbuild only trusts `@__NO_SIDE_EFFECTS__` within one
 * file, so without this every declaration and Schema of an imported module stays
 * in a bundle that uses one of them. Only calls whose value is bound (a
 * `const`, an `export default`, a class heritage) are marked, never a bare
 * statement: a call kept for its effect stays a call. The `.js.map` beside a
 * file is shifted to match, so stack traces still point at the right column.
 *
 * Usage: `node scripts/annotate-pure.ts <dir>` rewrites every `.js` under `dir`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { parseAst } from "rolldown/parseAst"

/** The inserted mark. */
export const PURE = "/* @__PURE__ */ "

interface Node {
  readonly type: string
  readonly start: number
  readonly end: number
  readonly [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"

/** Start offsets of the calls in `code` whose value is bound at module level, in source order. */
export const pureCallSites = (code: string): ReadonlyArray<number> => {
  const sites = new Set<number>()
  const visit = (node: unknown): void => {
    if (!isNode(node)) return
    switch (node.type) {
      case "CallExpression":
      case "NewExpression":
        sites.add(node.start)
        visit(node.callee)
        for (const arg of node.arguments as ReadonlyArray<unknown>) visit(arg)
        return
      case "MemberExpression":
        visit(node.object)
        return
      case "ObjectExpression":
        for (const p of node.properties as ReadonlyArray<Node>) visit(p.type === "SpreadElement" ? p.argument : p.value)
        return
      case "ArrayExpression":
      case "SpreadElement":
      case "ParenthesizedExpression":
      case "ConditionalExpression":
        for (const key of ["elements", "argument", "expression", "consequent", "alternate"]) {
          const child = node[key]
          if (Array.isArray(child)) child.forEach(visit)
          else visit(child)
        }
        return
      case "ClassExpression":
      case "ClassDeclaration":
        visit(node.superClass)
        return
      // A function is not run by being declared.
      default:
        return
    }
  }
  const program = parseAst(code, { sourceType: "module", lang: "js" }) as unknown as { body: ReadonlyArray<Node> }
  for (const statement of program.body) {
    const decl = statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration"
      ? statement.declaration
      : statement
    if (!isNode(decl)) continue
    if (decl.type === "VariableDeclaration") {
      for (const d of decl.declarations as ReadonlyArray<Node>) visit(d.init)
    } else if (decl.type === "ClassDeclaration") {
      visit(decl.superClass)
    } else if (statement.type === "ExportDefaultDeclaration") {
      visit(decl)
    }
  }
  return [...sites].filter((at) => !/[@#]__PURE__\s*\*\/\s*$/.test(code.slice(Math.max(0, at - 24), at))).sort((a, b) =>
    a - b
  )
}

// ------------------------------------------------------------ source maps (VLQ)

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

const decodeSegment = (text: string): Array<number> => {
  const values: Array<number> = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = B64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

const encodeSegment = (values: ReadonlyArray<number>): string =>
  values.map((v) => {
    let rest = v < 0 ? (-v << 1) | 1 : v << 1
    let out = ""
    do {
      const digit = rest & 31
      rest >>>= 5
      out += B64[rest > 0 ? digit | 32 : digit]
    } while (rest > 0)
    return out
  }).join("")

/**
 * `mappings` with the generated columns moved right by `width` for every
 * insertion before them on their line. `inserts` maps a line (0-based) to the
 * insertion columns of the original text, ascending.
 */
export const shiftMappings = (
  mappings: string,
  inserts: ReadonlyMap<number, ReadonlyArray<number>>,
  width: number
): string =>
  mappings.split(";").map((line, index) => {
    const at = inserts.get(index)
    if (at === undefined || line === "") return line
    // Columns are relative within a line: decode to absolute, shift, re-encode.
    let previous = 0
    let shiftedPrevious = 0
    return line.split(",").map((segment) => {
      const [column = 0, ...rest] = decodeSegment(segment)
      const absolute = previous + column
      previous = absolute
      const shifted = absolute + width * at.filter((c) => c <= absolute).length
      const out = encodeSegment([shifted - shiftedPrevious, ...rest])
      shiftedPrevious = shifted
      return out
    }).join(",")
  }).join(";")

/** `code` with its bound module-level calls marked pure, and where each mark went (line → columns). */
export const annotate = (code: string): { readonly code: string; readonly inserts: Map<number, Array<number>> } => {
  const sites = pureCallSites(code)
  const inserts = new Map<number, Array<number>>()
  let line = 0
  let lineStart = 0
  let scanned = 0
  let out = ""
  for (const at of sites) {
    for (; scanned < at; scanned++) {
      if (code.charCodeAt(scanned) === 10) {
        line++
        lineStart = scanned + 1
      }
    }
    const columns = inserts.get(line) ?? []
    columns.push(at - lineStart)
    inserts.set(line, columns)
  }
  let last = 0
  for (const at of sites) {
    out += code.slice(last, at) + PURE
    last = at
  }
  return { code: out + code.slice(last), inserts }
}

/** Annotates every `.js` file under `dir` (and its `.js.map`); answers how many calls were marked. */
export const annotateDir = (dir: string): number => {
  let calls = 0
  const walk = (d: string): ReadonlyArray<string> =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".js") ? [join(d, e.name)] : []
    )
  for (const file of walk(dir)) {
    const result = annotate(readFileSync(file, "utf8"))
    if (result.inserts.size === 0) continue
    calls += [...result.inserts.values()].reduce((n, c) => n + c.length, 0)
    writeFileSync(file, result.code)
    const mapFile = `${file}.map`
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, "utf8")) as { mappings: string }
      map.mappings = shiftMappings(map.mappings, result.inserts, PURE.length)
      writeFileSync(mapFile, JSON.stringify(map))
    }
  }
  return calls
}

if (import.meta.main) {
  const dir = process.argv[2]
  if (dir === undefined) throw new Error("usage: node scripts/annotate-pure.ts <dir>")
  console.log(`annotate-pure: ${annotateDir(dir)} calls marked in ${dir}`)
}
