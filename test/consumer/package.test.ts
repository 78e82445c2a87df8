/**
 * The packaging rules that hold in the repository, checked with the unit tests
 * (`npm test`); `run.ts` (`npm run test:consumer`) checks the packed package.
 */
import { describe, expect, it } from "@effect/vitest"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { generate } from "../../scripts/readme-examples.ts"
import { missing } from "../../scripts/require-node-imports.ts"
import { isUnsupportedNode, minimumNodeVersion, unsupportedNodeMessage } from "../../src/internal/requireNode.ts"
import { publicEntries } from "./entries.ts"
import { normalizeSpace, readmeBlocks } from "./readme.ts"

const root = join(import.meta.dirname, "..", "..")
const read = (file: string) => readFileSync(join(root, file), "utf8")
const pkg = JSON.parse(read("package.json")) as {
  readonly engines: { readonly node: string }
  readonly dependencies?: Record<string, string>
  readonly devDependencies: Record<string, string>
  readonly peerDependencies: Record<string, string>
  readonly peerDependenciesMeta: Record<string, { readonly optional?: boolean }>
  readonly scripts: Record<string, string>
  readonly files: ReadonlyArray<string>
  readonly sideEffects: boolean
}

describe("the supported Node.js", () => {
  it("is the same in package.json engines and in the check every entry runs", () => {
    expect(pkg.engines.node).toBe(`>=${minimumNodeVersion}`)
  })

  it("is what the check compares with", () => {
    const [major, minor] = minimumNodeVersion.split(".").map(Number) as [number, number]
    expect(isUnsupportedNode(`${major}.${minor}.0`)).toBe(false)
    expect(isUnsupportedNode(`${major}.${minor - 1}.9`)).toBe(true)
    expect(isUnsupportedNode(`${major - 1}.99.0`)).toBe(true)
    expect(isUnsupportedNode(`${major}.${minor + 1}.0`)).toBe(false)
    expect(isUnsupportedNode(`${major + 1}.0.0`)).toBe(false)
    expect(isUnsupportedNode("20.20.2")).toBe(true)
    expect(isUnsupportedNode("not a version")).toBe(false)
    expect(unsupportedNodeMessage("20.20.2")).toBe(
      `effect-coveo-platform needs Node.js ${minimumNodeVersion} or later; this is Node.js 20.20.2`
    )
  })

  it("is checked first by every public entry module (node scripts/require-node-imports.ts adds the import)", () => {
    expect(publicEntries(root).length).toBeGreaterThan(100)
    expect(missing()).toEqual([])
  })

  it("is checked by npm start before the TypeScript demo runs", () => {
    expect(pkg.scripts.start).toMatch(/^node scripts\/require-node\.mjs && /)
  })
})

describe("package.json", () => {
  it("takes effect as a peer, shared with the program, and develops on a version inside its range", () => {
    expect(pkg.dependencies ?? {}).toEqual({})
    expect(pkg.peerDependencies.effect).toMatch(/^\^4\.\d+\.\d+$/)
    expect(pkg.peerDependenciesMeta.effect).toBeUndefined()
    const floor = pkg.peerDependencies.effect!.slice(1).split(".").map(Number)
    const dev = (JSON.parse(read("node_modules/effect/package.json")) as { version: string }).version.split(".").map(
      Number
    )
    expect(dev[0]).toBe(floor[0])
    expect(dev[1]! > floor[1]! || (dev[1] === floor[1] && dev[2]! >= floor[2]!)).toBe(true)
    expect(pkg.devDependencies.effect).toBeDefined()
  })

  it("keeps react and undici optional", () => {
    expect(pkg.peerDependenciesMeta.react?.optional).toBe(true)
    expect(pkg.peerDependenciesMeta.undici?.optional).toBe(true)
  })

  it("builds dist/ on git installs and npm pack, and ships it with the sources its maps point at", () => {
    expect(pkg.scripts.prepare).toBe("node scripts/build.ts")
    expect(pkg.files).toEqual(expect.arrayContaining(["dist", "src", "CHANGELOG.md"]))
    expect(pkg.sideEffects).toBe(false)
    expect(existsSync(join(root, "LICENSE"))).toBe(true)
    expect(read("LICENSE")).toContain("Apache License\n                           Version 2.0, January 2004")
  })
})

describe("the README", () => {
  const readme = read("README.md")

  it("has its TypeScript programs in examples/readme.ts (node scripts/readme-examples.ts writes it)", () => {
    expect(read("examples/readme.ts")).toBe(generate(readme))
  })

  it("has complete programs or quotes of the source, nothing in between", () => {
    const blocks = readmeBlocks(readme).filter((b) => b.kind !== "other")
    expect(blocks.filter((b) => b.kind === "program").length).toBeGreaterThan(3)
    const sources = readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => normalizeSpace(read(join("src", f))))
    for (const block of blocks.filter((b) => b.kind === "excerpt")) {
      expect({ line: block.line, found: sources.some((s) => s.includes(normalizeSpace(block.code))) }).toEqual({
        line: block.line,
        found: true
      })
    }
  })

  it("has no placeholders in its programs", () => {
    for (const block of readmeBlocks(readme).filter((b) => b.kind === "program")) {
      expect({ line: block.line, code: block.code }).not.toEqual({
        line: block.line,
        code: expect.stringMatching(/getToken\(|process\.env\.\w+!|my-org|xx\.\.\./)
      })
    }
  })
})
