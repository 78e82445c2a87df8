/**
 * `promise` and `promise/standalone` on Node: the published build bundles the promise API with its own copy
 * of effect (`scripts/build.ts`), so that a fresh process loads a few files instead of about a thousand
 * modules. Seen from a child process, for each entry: the import resolves only files of the bundle and
 * exports the names of the unbundled module, the calls behave as the unbundled facade's, the unbundled
 * error classes (`instanceof`) and predicates know its errors, tokens and durations made with the
 * application's effect work, and a `Redacted` no copy can open is refused with `InvalidInput`.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { buildLibrary } from "../scripts/build.ts"
import { unsupportedNodeMessage } from "../src/internal/requireNode.ts"
import { childReport, runChild } from "./support/child.ts"
import { useServer } from "./support/server.ts"

const root = fileURLToPath(new URL("..", import.meta.url))
const server = useServer((req) =>
  req.path === "/oauth/check_token"
    ? { status: 200, body: { active: true } }
    : req.path.endsWith("/missing")
    ? { status: 404, body: { errorCode: "NOT_FOUND" } }
    : req.path.endsWith("/slow")
    ? { status: 200, body: {}, delayMs: 3_000 }
    : req.query.includes("page=0")
    ? { status: 200, body: { sourceModels: [{ id: "a" }, { id: "b" }], totalEntries: 2 } }
    : { status: 200, body: { sourceModels: [], totalEntries: 0, path: req.path, query: req.query } }
)

describe("promise/standalone, the Node build", () => {
  let out = ""
  beforeAll(async () => {
    mkdirSync(join(root, "test-output"), { recursive: true })
    out = mkdtempSync(join(root, "test-output", "standalone-"))
    await buildLibrary(out, { full: false })
  }, 120_000)
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it("is what package.json gives Node for effect-coveo-platform/promise and /promise/standalone", () => {
    const exports = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).exports
    expect([exports["./promise"], exports["./promise/standalone"]]).toEqual([
      { types: "./dist/promise/index.d.ts", node: "./dist/standalone/promise.js", default: "./dist/promise/index.js" },
      {
        types: "./dist/promise/standalone.d.ts",
        node: "./dist/standalone/standalone.js",
        default: "./dist/promise/standalone.js"
      }
    ])
  })

  it.each(["promise.js", "standalone.js"])("%s refuses an unsupported Node.js with the one-line message",
    async (bundled) => {
      // The Node.js version as the package reads it, made older before the import.
      const older = "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '22.18.0' } })"
      const child = await runChild([
        "--input-type=module",
        "-e",
        `${older}; await import(${
          JSON.stringify(pathToFileURL(join(out, "standalone", bundled)).href)
        }); console.log("loaded")`
      ], { timeoutMs: 20_000 })
      expect(child.stdout).toBe("")
      expect(child.stderr).toContain(`Error: ${unsupportedNodeMessage("22.18.0")}`)
      expect(child.code).toBe(1)
      // Node shows the source line of the throw: the check's own, not a minified chunk of the bundle.
      expect(child.stderr).toContain("internal/requireNode.js:")
      expect(child.stderr.split("\n").filter((line) => line.length > 200)).toEqual([])
    })

  it.each([
    { name: "promise", bundled: "promise.js", unbundled: "promise/index.js" },
    { name: "promise/standalone", bundled: "standalone.js", unbundled: "promise/standalone.js" }
  ])(
    "$name: loads only its own files, exports the unbundled names, answers as the facade does, takes the application's tokens",
    async ({ bundled, unbundled }) => {
      server.reset()
      const entry = pathToFileURL(join(out, "standalone", bundled)).href
      const result = await childReport<{
        loadedByImport: Array<string>
        loaded: Array<string>
        list: unknown
        iterated: unknown
        failureTag: string
        polled: { tag: string; timeoutMillis: number }
        unbundled: Record<string, boolean>
        applicationTokens: Record<string, unknown>
        refused: { tag: string; message: string }
        refusedFor: unknown
        names: Array<string>
        unbundledNames: Array<string>
        defaultIsTheClass: boolean
      }>(
        [
          "--no-warnings",
          fileURLToPath(new URL("support/standalone-child.ts", import.meta.url)),
          entry,
          pathToFileURL(join(out, unbundled)).href,
          server.url
        ],
        { marker: "STANDALONE_RESULT", timeoutMs: 25_000, stderr: "inherit" }
      )
      const bundle = pathToFileURL(join(out, "standalone")).href + "/"
      // A handful of chunks, all in the bundle: no module of effect; of the unbundled build, only the Node
      // version check, which imports nothing.
      expect(result.loaded.filter((url) => !url.startsWith(bundle) && !url.startsWith("node:"))).toEqual([
        pathToFileURL(join(out, "internal", "requireNode.js")).href
      ])
      expect(result.loadedByImport.length).toBeLessThan(10)
      expect(result.names).toEqual(result.unbundledNames)
      expect(result.names).toEqual(expect.arrayContaining(["createPlatformClient", "Environment", "Region"]))
      expect(result.defaultIsTheClass).toBe(true)
      expect(result.list).toEqual({
        sourceModels: [],
        totalEntries: 0,
        path: "/rest/organizations/o/sources/pages",
        query: "perPage=2"
      })
      expect(result.iterated).toEqual({ items: [{ id: "a" }, { id: "b" }] })
      expect(result.failureTag).toBe("HttpError")
      expect(result.polled).toEqual({ tag: "PollTimeout", timeoutMillis: 30 })
      // The package's unbundled classes and predicates know the bundle's errors, each by its own tag.
      expect(result.unbundled).toEqual({
        isNotFound: true,
        isServerError: false,
        instanceOf: true,
        invalidInput: true,
        otherClass: false,
        pollTimeout: true,
        pollOtherClass: false
      })
      // A Redacted, an Effect and a Duration of the application's effect: sent and honoured.
      const answer = (id: string) => ({
        value: { sourceModels: [], totalEntries: 0, path: `/rest/organizations/o/sources/${id}`, query: "" }
      })
      expect(result.applicationTokens).toEqual({
        redacted: answer("redacted"),
        effect: answer("effect"),
        fn: answer("fn"),
        timeout: { tag: "Timeout", timeoutMillis: 100 }
      })
      // A Redacted no copy can open: refused when the client is made, and for some calls (unsent).
      expect(result.refused).toEqual({
        tag: "InvalidInput",
        message: expect.stringContaining("other than the application's")
      })
      expect(result.refusedFor).toEqual({ tag: "InvalidInput", call: "Sources.get" })
      expect(server.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization}`)).toEqual([
        "POST /oauth/check_token Bearer t",
        "GET /rest/organizations/o/sources/pages Bearer t",
        "GET /rest/organizations/o/sources/missing Bearer t",
        // The twin's pages 0 and 1 (empty: the end).
        "GET /rest/organizations/o/sources/pages Bearer t",
        "GET /rest/organizations/o/sources/pages Bearer t",
        "GET /rest/organizations/o/sources/redacted Bearer application-redacted",
        "GET /rest/organizations/o/sources/effect Bearer application-effect",
        "GET /rest/organizations/o/sources/fn Bearer application-function",
        "GET /rest/organizations/o/sources/slow Bearer t",
        "GET /rest/organizations/o/activities/a1 Bearer t"
      ])
    },
    30_000
  )
})
