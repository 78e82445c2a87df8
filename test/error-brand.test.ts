/**
 * Every error class the package exports (the typed errors of `Errors`, of polls, of the snapshot workflows,
 * of the promise facade) is branded under one global symbol, so that `instanceof` knows an error made by
 * another copy of the package (the Node build of `promise` carries its own): found by importing every module
 * of the library, so that a class added later is held to it too. The emulator (a test server, not a client)
 * is left out.
 */
import { describe, expect, it } from "@effect/vitest"
import { readdirSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const src = fileURLToPath(new URL("../src", import.meta.url))
const brand = Symbol.for("effect-coveo-platform/error")

const modules = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((f) => /\.tsx?$/.test(f) && !f.startsWith("emulator") && !f.startsWith("react") && !f.endsWith(".d.ts"))
  .filter((f) => !f.endsWith("DefaultTransport.browser.ts"))
  .sort()

type ErrorClass = (new(props: object) => Error & { readonly _tag?: unknown }) & { readonly name: string }

describe("error classes", () => {
  it("each exported one knows an error of its tag from another copy of the package, and only of its tag", async () => {
    const found = new Map<string, ErrorClass>()
    for (const file of modules) {
      const module = (await import(pathToFileURL(join(src, file)).href)) as Record<string, unknown>
      for (const value of Object.values(module)) {
        if (typeof value === "function" && value.prototype instanceof Error) {
          found.set(`${relative(src, join(src, file))}: ${value.name}`, value as ErrorClass)
        }
      }
    }
    const tags = new Map([...found].map(([where, Class]) => [where, new Class({})._tag]))
    // Each class (exported from several modules) is found, its tag its name.
    expect([...new Set([...found.values()].map((Class) => Class.name))].sort()).toEqual([
      "Aborted",
      "AreaLoadFailed",
      "ClientDisposed",
      "HttpError",
      "InvalidInput",
      "InvalidSnapshotFile",
      "MalformedResponse",
      "NetworkError",
      "OperationFailed",
      "PaginationConflict",
      "PollTimeout",
      "ResponseTooLarge",
      "RetryError",
      "SnapshotOperationFailed",
      "SynchronizationPlanFailed",
      "Timeout"
    ])
    for (const [where, Class] of found) expect([where, tags.get(where)]).toEqual([where, Class.name])
    for (const [where, Class] of found) {
      const tag = tags.get(where)
      const fromAnotherCopy = Object.assign(new Error("elsewhere"), { _tag: tag, [brand]: tag })
      const otherTag = Object.assign(new Error("elsewhere"), { _tag: tag, [brand]: `${String(tag)}-other` })
      expect([where, fromAnotherCopy instanceof Class, otherTag instanceof Class]).toEqual([where, true, false])
    }
  }, 60_000)
})
