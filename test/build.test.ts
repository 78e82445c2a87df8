/**
 * The published JavaScript: module-level calls marked pure so that esbuild drops
 * the declarations a program does not use, with source maps that still point at
 * the right place.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { build, transform } from "esbuild"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { SourceMap, type SourceMapping } from "node:module"
import { join } from "node:path"
import { annotate, PURE, shiftMappings } from "../scripts/annotate-pure.ts"
import { browserBuild, buildLibrary } from "../scripts/build.ts"
import { generatedNames } from "../scripts/generate-operations.ts"
import { allEndpoints } from "../src/endpoints.ts"

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
// Area modules sit in service folders (src/Platform/Sources/Fields.ts): read them all, the files that
// scripts/generate-operations.ts writes (new modules and `<Module>.generated.ts` companions) included.
const declarations = (dir: string) =>
  readdirSync(join(root, "src", dir), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts")).flatMap((
    file
  ) => {
    const text = readFileSync(join(root, "src", dir, file), "utf8")
    // Hand-written modules call get, post, …; generated ones the same helpers imported as GET, POST, …,
    // wrapped in withHeaders when the call takes header parameters.
    const calls =
      /^(export )?const (\w+) = (?:withHeaders\(\s*)?(?:get|post|put|patch|del|GET|POST|PUT|PATCH|DELETE)\(\s*"([\w.]+)"/gm
    return [...text.matchAll(calls)].map((m) => ({
      module: `${dir}/${file.slice(0, -3)}`,
      exported: m[1] !== undefined,
      binding: m[2]!,
      name: m[3]!
    }))
  })

type Declaration = ReturnType<typeof declarations>[number]

describe("the published build", () => {
  const all = [...declarations("Platform"), ...declarations("UsageAnalytics")]
  const generated = generatedNames()
  let out = ""

  const bundled = async (picked: ReadonlyArray<Declaration>, program: ReadonlyArray<string> = []) => {
    const result = await build({
      stdin: {
        contents: [
          ...picked.map((d, i) => `import { ${d.binding} as e${i} } from "./${d.module}.js"`),
          `export const used = [${picked.map((_, i) => `e${i}`).join(", ")}]`,
          ...program
        ].join("\n"),
        resolveDir: out
      },
      absWorkingDir: root,
      bundle: true,
      ...browserBuild
    })
    const bundle = result.outputFiles[0]!.text
    // The effect modules the bundle holds code of ("Schema", "SchemaAST", "Effect", ...).
    const effectModules = Object.values(result.metafile.outputs).flatMap((o) =>
      Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([path]) => path)
    ).flatMap((path) => /node_modules\/effect\/dist\/(.+)\.js$/.exec(path)?.[1] ?? [])
    // Declarations carry their name ("Sources.get"): those in the bundle are the ones esbuild kept.
    return {
      bundle,
      effectModules,
      kept: [...new Set(all.filter((d) => bundle.includes(`"${d.name}"`)).map((d) => d.name))].sort()
    }
  }

  beforeAll(async () => {
    mkdirSync(join(root, "test-output"), { recursive: true })
    out = mkdtempSync(join(root, "test-output", "build-"))
    expect(await buildLibrary(out, { full: false })).toBeGreaterThan(1000)
  }, 60_000)

  afterAll(() => {
    rmSync(out, { recursive: true, force: true })
  })

  it("finds every declaration of the area modules, those written from the descriptions too", () => {
    const found = new Set(all.map((d) => d.name))
    expect(allEndpoints.filter((d) => !found.has(d.name)).map((d) => d.name)).toEqual(["Auth.checkToken"])
    expect([...generated].filter((name) => !found.has(name))).toEqual([])
    expect(generated.size).toBeGreaterThan(0)
  })

  it("lets esbuild drop every declaration a program does not use, in every area module", async () => {
    // The first exported declaration of each module.
    const picked = all.filter((d, i) => d.exported && all.findIndex((e) => e.exported && e.module === d.module) === i)
    expect(picked.length).toBeGreaterThan(70)
    // Every module holding generated declarations (new modules and companions) is among them.
    const modules = new Set(picked.map((d) => d.module))
    expect([...new Set(all.filter((d) => generated.has(d.name)).map((d) => d.module))].filter((m) => !modules.has(m)))
      .toEqual([])
    const { bundle, kept } = await bundled(picked)
    expect(kept).toEqual(picked.map((d) => d.name).sort())
    // Query Schemas and enumerations of unused declarations go too.
    expect(bundle).not.toContain("STATUS_PRIORITY")
    expect(bundle).not.toContain("previousFrom")
  }, 60_000)

  it("leaves effect's Schema machinery out of a program whose calls take no query", async () => {
    // The program runs the call with the client, so the whole pipeline is in the bundle.
    const run = (call: string) => [
      `import * as Effect from "effect/Effect"`,
      `import { layer } from "./Http/Layer.js"`,
      `Effect.runPromise(Effect.provide(e0(${call}), layer({ organizationId: "o", accessToken: "t" })))`
    ]
    // Sources.get is declared as get_ and exported as get; Sources.list encodes a query.
    const sources = (binding: string) => [{ module: "Platform/Sources/Sources", exported: true, binding, name: "" }]
    const schemaOf = (modules: ReadonlyArray<string>) => modules.filter((m) => /^Schema/.test(m)).sort()
    const withClient = await bundled(sources("get"), run(`"source-id"`))
    // (Random: the back-off's jitter; the pipeline retries without a Schedule.)
    expect(withClient.effectModules).toEqual(expect.arrayContaining(["Layer", "Random", "Redacted"]))
    expect(schemaOf(withClient.effectModules)).toEqual([])
    // The query's encoder travels with its declaration.
    expect(schemaOf((await bundled(sources("list"), run(`{ page: 1 }`))).effectModules)).toEqual(
      expect.arrayContaining(["Schema", "SchemaAST", "SchemaParser"])
    )
  }, 60_000)

  it("makes a page using the promise facade load no area module, Schema or Stream before a call needs them",
    async () => {
      const outdir = join(out, "split")
      const result = await build({
        stdin: {
          contents: [
            `import { createPlatformClient } from "./promise/index.js"`,
            `const client = createPlatformClient({ organizationId: "o", accessToken: "t" })`,
            `client.source.listAll()`
          ].join("\n"),
          resolveDir: out,
          sourcefile: "page.js"
        },
        absWorkingDir: root,
        bundle: true,
        splitting: true,
        outdir,
        ...browserBuild
      })
      const outputs = result.metafile.outputs
      // What loads with the page: the entry chunk and what it imports statically, transitively.
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen
        seen.add(file)
        for (const i of outputs[file]?.imports ?? []) if (i.kind === "import-statement") closure(i.path, seen)
        return seen
      }
      const sourcesOf = (files: Set<string>) =>
        [...files].flatMap((f) => Object.entries(outputs[f]!.inputs).filter(([, i]) => i.bytesInOutput > 0))
          .map(([path]) =>
            path.replace(/^.*node_modules\/effect\/dist\//, "effect/").replace(/^.*\/(Platform|promise)\//, "$1/")
          )
      const entry = Object.keys(outputs).find((f) => outputs[f]!.entryPoint?.endsWith("page.js"))!
      const area = Object.keys(outputs).find((f) => outputs[f]!.entryPoint?.endsWith("Platform/Sources/Sources.js"))!
      const upFront = closure(entry)
      const loaded = sourcesOf(upFront)
      expect(loaded).toContain("promise/manifest.js")
      expect(loaded.filter((m) => /^Platform\/|^effect\/(Stream|Channel|Queue|Schema)/.test(m))).toEqual([])
      // The Stream twin's call brings them with its area's module.
      expect(sourcesOf(closure(area, new Set(upFront)))).toEqual(
        expect.arrayContaining([
          "Platform/Sources/Sources.js",
          "effect/Stream.js",
          "effect/Channel.js",
          "effect/SchemaAST.js"
        ])
      )
    }, 60_000)

  // A commerce call of a module written from the descriptions alone (not a companion of a hand-written one).
  const commerce = all.find((d) =>
    d.exported && generated.has(d.name) && d.module.startsWith("Platform/Commerce/") && !d.module.endsWith(".generated")
  )

  it(`a program using one generated commerce call (${commerce?.name}) carries no other declaration`, async () => {
    expect(commerce).toBeDefined()
    const { kept } = await bundled([commerce!])
    expect(kept).toEqual([commerce!.name])
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
