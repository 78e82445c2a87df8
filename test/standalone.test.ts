/**
 * `promise/standalone` on Node: the published build bundles the promise API with its own copy of effect
 * (`scripts/build.ts`), so that a fresh process loads a few files instead of about a thousand modules.
 * Seen from a child process: the import resolves only files of the bundle, the calls behave as the
 * unbundled facade's, the unbundled error classes (`instanceof`) and predicates know its errors, and a
 * `Redacted` from another copy of effect is refused with `InvalidInput` instead of failing later.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { buildLibrary } from "../scripts/build.ts"
import { childReport } from "./support/child.ts"
import { useServer } from "./support/server.ts"

const root = fileURLToPath(new URL("..", import.meta.url))
const server = useServer((req) =>
  req.path === "/oauth/check_token"
    ? { status: 200, body: { active: true } }
    : req.path.endsWith("/missing")
    ? { status: 404, body: { errorCode: "NOT_FOUND" } }
    : { status: 200, body: { sourceModels: [], totalEntries: 0, path: req.path, query: req.query } }
)

describe("promise/standalone, the Node build", () => {
  let out = ""
  beforeAll(() => {
    mkdirSync(join(root, "test-output"), { recursive: true })
    out = mkdtempSync(join(root, "test-output", "standalone-"))
    buildLibrary(out, { full: false })
  }, 120_000)
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it("is what package.json gives Node for effect-coveo-platform/promise/standalone", () => {
    const exports = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).exports["./promise/standalone"]
    expect(exports).toEqual({
      types: "./dist/promise/standalone.d.ts",
      node: "./dist/standalone/standalone.js",
      default: "./dist/promise/standalone.js"
    })
  })

  it("loads only its own files, answers as the facade does, and refuses another copy's Redacted with InvalidInput",
    async () => {
      const entry = pathToFileURL(join(out, "standalone", "standalone.js")).href
      const result = await childReport<{
        loadedByImport: Array<string>
        loaded: Array<string>
        list: unknown
        notFound: boolean
        failureTag: string
        unbundled: Record<string, boolean>
        foreign: { tag: string; message: string }
        foreignFor: unknown
      }>(
        ["--no-warnings", fileURLToPath(new URL("support/standalone-child.ts", import.meta.url)), entry, server.url],
        { marker: "STANDALONE_RESULT", timeoutMs: 20_000, stderr: "inherit" }
      )
      const bundle = pathToFileURL(join(out, "standalone")).href + "/"
      // A handful of chunks, all in the bundle: no module of effect, none of the unbundled build.
      expect(result.loaded.filter((url) => !url.startsWith(bundle) && !url.startsWith("node:"))).toEqual([])
      expect(result.loadedByImport.length).toBeLessThan(10)
      expect(result.list).toEqual({
        sourceModels: [],
        totalEntries: 0,
        path: "/rest/organizations/o/sources/pages",
        query: "perPage=2"
      })
      expect(result).toMatchObject({ notFound: true, failureTag: "HttpError" })
      // The package's unbundled classes and predicates know the bundle's errors, each by its own tag.
      expect(result.unbundled).toEqual({
        isNotFound: true,
        isServerError: false,
        instanceOf: true,
        invalidInput: true,
        otherClass: false
      })
      expect(result.foreign).toEqual({
        tag: "InvalidInput",
        message: expect.stringContaining("another copy of effect")
      })
      // Given for some calls, it fails the call (unsent), never a throw.
      expect(result.foreignFor).toEqual({ tag: "InvalidInput", call: "Sources.get" })
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        "POST /oauth/check_token",
        "GET /rest/organizations/o/sources/pages",
        "GET /rest/organizations/o/sources/missing"
      ])
    }, 30_000)
})
