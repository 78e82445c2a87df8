/**
 * The published JavaScript: module-level calls marked pure so that esbuild drops
 * the declarations a program does not use, with source maps that still point at
 * the right place.
 */
import { describe, expect, it } from "@effect/vitest"
import { build, transform } from "esbuild"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { SourceMap, type SourceMapping } from "node:module"
import { join } from "node:path"
import { annotate, PURE, shiftMappings } from "../scripts/annotate-pure.ts"
import { buildLibrary } from "../scripts/build.ts"

const root = join(import.meta.dirname, "..")

describe("annotate-pure", () => {
  it("marks calls whose value is bound at module level, and nothing else", () => {
    const code = [
      `import { f, g } from "x"`,
      `export const a = f("a", { q: g(1), r: [g(2)], s: { ...g(3) } }, (x) => g(x))`,
      `const b = f()(2).pipe(g)`,
      `f("kept for its effect")`,
      `export class C extends f()("C") { m() { return g() } }`,
      `export default g(4)`,
      `export function h() { return g(5) }`,
      `const already = /* @__PURE__ */ f(6)`,
      `let c = cond ? f(7) : new Map()`
    ].join("\n")
    expect(annotate(code).code).toBe([
      `import { f, g } from "x"`,
      `export const a = ${PURE}f("a", { q: ${PURE}g(1), r: [${PURE}g(2)], s: { ...${PURE}g(3) } }, (x) => g(x))`,
      `const b = ${PURE}f()(2).pipe(g)`,
      `f("kept for its effect")`,
      `export class C extends ${PURE}f()("C") { m() { return g() } }`,
      `export default ${PURE}g(4)`,
      `export function h() { return g(5) }`,
      `const already = /* @__PURE__ */ f(6)`,
      `let c = cond ? ${PURE}f(7) : ${PURE}new Map()`
    ].join("\n"))
  })

  it("keeps source maps pointing at the same original positions", async () => {
    const source = [
      `const s = (n: number) => ({ n })`,
      `export const a = s(1), b = s(2)`,
      `export const c = { x: s(3), y: () => { throw new Error("here") } }`
    ].join("\n")
    const before = await transform(source, { loader: "ts", sourcemap: "external", sourcefile: "m.ts", format: "esm" })
    const { code, inserts } = annotate(before.code)
    const map = JSON.parse(before.map) as { mappings: string }
    const after = new SourceMap({
      ...JSON.parse(before.map),
      mappings: shiftMappings(map.mappings, inserts, PURE.length)
    })
    const original = new SourceMap(JSON.parse(before.map))
    const lines = code.split("\n")
    const oldLines = before.code.split("\n")
    for (const token of ["s(2)", "s(3)", "throw", "Error", "b ="]) {
      const line = lines.findIndex((l) => l.includes(token))
      const was = original.findEntry(line, oldLines[line]!.indexOf(token)) as SourceMapping
      const now = after.findEntry(line, lines[line]!.indexOf(token)) as SourceMapping
      expect({ token, line: now.originalLine, column: now.originalColumn })
        .toEqual({ token, line: was.originalLine, column: was.originalColumn })
    }
  })
})

/** Every declaration in an area module: its export name and its call name ("Sources.get"). */
// Area modules sit in service folders (src/Platform/Sources/Fields.ts): read them all.
const declarations = (dir: string) =>
  readdirSync(join(root, "src", dir), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts")).flatMap((
    file
  ) => {
    const text = readFileSync(join(root, "src", dir, file), "utf8")
    return [...text.matchAll(/^(export )?const (\w+) = (?:get|post|put|patch|del)\(\s*"([\w.]+)"/gm)].map((m) => ({
      module: `${dir}/${file.slice(0, -3)}`,
      exported: m[1] !== undefined,
      binding: m[2]!,
      name: m[3]!
    }))
  })

describe("the published build", () => {
  it("lets esbuild drop every declaration a program does not use, in every area module", async () => {
    mkdirSync(join(root, "test-output"), { recursive: true })
    const out = mkdtempSync(join(root, "test-output", "build-"))
    try {
      expect(buildLibrary(out, { full: false })).toBeGreaterThan(1000)
      const all = [...declarations("Platform"), ...declarations("UsageAnalytics")]
      // The first exported declaration of each module.
      const picked = all.filter((d, i) => d.exported && all.findIndex((e) => e.exported && e.module === d.module) === i)
      expect(picked.length).toBeGreaterThan(70)
      const result = await build({
        stdin: {
          contents: [
            ...picked.map((d, i) => `import { ${d.binding} as e${i} } from "./${d.module}.js"`),
            `export const used = [${picked.map((_, i) => `e${i}`).join(", ")}]`
          ].join("\n"),
          resolveDir: out
        },
        absWorkingDir: root,
        bundle: true,
        format: "esm",
        platform: "browser",
        minify: true,
        write: false,
        logLevel: "silent"
      })
      const bundle = result.outputFiles[0]!.text
      const kept = all.filter((d) => bundle.includes(`"${d.name}"`)).map((d) => d.name).sort()
      expect(kept).toEqual(picked.map((d) => d.name).sort())
      // Query Schemas and enumerations of unused declarations go too.
      expect(bundle).not.toContain("STATUS_PRIORITY")
      expect(bundle).not.toContain("previousFrom")
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 60_000)
})

describe("package exports", () => {
  it("give every area module its flat public path (Platform/<Area>), whatever folder holds it", async () => {
    const { areaModules, withAreaExports } = await import("../scripts/package-exports.ts")
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      exports: Parameters<typeof withAreaExports>[0]
    }
    expect(pkg.exports, "run node scripts/package-exports.ts").toEqual(withAreaExports(pkg.exports))
    const areas = areaModules()
    expect(areas.find((a) => a.subpath === "Platform/Sources")?.source).toBe("src/Platform/Sources/Sources.ts")
    expect(pkg.exports["./Platform/Fields"]).toEqual({
      types: "./dist/Platform/Sources/Fields.d.ts",
      default: "./dist/Platform/Sources/Fields.js"
    })
    expect(Object.keys(pkg.exports).filter((k) => k.startsWith("./Platform/"))).toHaveLength(areas.length)
  })
})
