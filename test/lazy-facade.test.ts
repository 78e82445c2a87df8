/**
 * The promise facade loads an area's module on the first call of that area: the import loads none of
 * them (seen from a child process that records every module it resolves), the first call loads that
 * area's module alone and a second call none; calls made while the module loads run in the order they
 * were made; a failed load rejects with `AreaLoadFailed` (no unhandled rejection) and the next call
 * loads again; the manifest that lists every method without loading anything matches the accessor tree.
 */
import { describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { manifestSource } from "../scripts/generate-promise-manifest.ts"
import { ClientDisposed } from "../src/Errors/index.ts"
import * as SourceFields from "../src/Platform/Sources/SourceFields.ts"
import { AreaLoadFailed, type LazyTree, makeLazyFacade } from "../src/promise/Facade.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { manifest } from "../src/promise/manifest.ts"
import { makeRuntime } from "../src/promise/runtime.ts"
import { childReport } from "./support/child.ts"
import { ORG, testLayer, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer((req) => ({ status: 200, body: { path: req.path, query: req.query } }))
const manifestFile = new URL("../src/promise/manifest.ts", import.meta.url)

/** The module URLs the manifest loads, each an area module. */
const areaModules = (): Set<string> => {
  const text = readFileSync(manifestFile, "utf8")
  return new Set([...text.matchAll(/import\("(\.\.\/[^"]+)"\)/g)].map(([, p]) => new URL(p!, manifestFile).href))
}

/** A promise resolved by hand, to hold a module load. */
const deferred = <A>() => {
  let resolve!: (value: A) => void
  const promise = new Promise<A>((r) => (resolve = r))
  return { promise, resolve }
}

/** Runs `use` on a lazy facade over `tree` pointed at the test server, then disposes its runtime. */
const withLazy = async (tree: LazyTree, use: (facade: Record<string, Record<string, unknown>>) => Promise<void>) => {
  const runtime = makeRuntime(testLayer(server))
  try {
    await use(makeLazyFacade({ runtime, disposed: () => false }, tree) as Record<string, Record<string, unknown>>)
  } finally {
    await runtime.dispose()
  }
}

type Call = (...args: ReadonlyArray<unknown>) => Promise<unknown>

describe("lazy promise facade", () => {
  it("the manifest matches the accessor tree (npm run generate rewrites it)", async () => {
    expect(readFileSync(manifestFile, "utf8")).toBe(await manifestSource())
  }, 30_000)

  it("in a fresh process: the import loads no area module, the first source call loads Sources alone, the second none",
    async () => {
      const result = await childReport<{
        afterImport: Array<string>
        afterKeys: Array<string>
        afterFirst: Array<string>
        afterSecond: Array<string>
        sourceKeys: Array<string>
        topKeys: Array<string>
        first: unknown
        second: unknown
      }>(
        ["--no-warnings", fileURLToPath(new URL("support/lazy-child.ts", import.meta.url)), server.url],
        { marker: "LAZY_RESULT", timeoutMs: 20_000, stderr: "inherit" }
      )
      const areas = areaModules()
      const loadedAreas = (urls: ReadonlyArray<string>) => urls.filter((url) => areas.has(url))
      const sources = new URL("../src/Platform/Sources/Sources.ts", import.meta.url).href
      expect(areas.size).toBeGreaterThan(130)
      expect(loadedAreas(result.afterImport)).toEqual([])
      expect(loadedAreas(result.afterKeys)).toEqual([])
      expect(loadedAreas(result.afterFirst)).toEqual([sources])
      expect(result.afterSecond).toEqual(result.afterFirst)
      // Every method and nested accessor is listed before any module is there.
      expect(result.sourceKeys).toEqual(expect.arrayContaining(["list", "get", "listAll", "field", "mappings"]))
      expect(result.topKeys).toEqual(
        expect.arrayContaining(["source", "apiKey", "ua", "commerceSynonyms", "currentUser"])
      )
      expect(result.first).toEqual({ path: "/rest/organizations/o/sources/pages", query: "perPage=2" })
      expect(result.second).toEqual({ path: "/rest/organizations/o/sources/pages", query: "perPage=3" })
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        "GET /rest/organizations/o/sources/pages?perPage=2",
        "GET /rest/organizations/o/sources/pages?perPage=3"
      ])
    }, 20_000)

  it("a module is loaded once per process: a second call, and a second client, load nothing", async () => {
    // The manifest's own node for `limits`, its loader counted: what a module is loaded for is the node.
    let loads = 0
    const [load, calls] = manifest.limits
    const tree: LazyTree = {
      limits: [
        () => {
          loads++
          return load()
        },
        calls
      ]
    }
    const runtime = makeRuntime(testLayer(server))
    const client = makeLazyFacade({ runtime, disposed: () => false }, tree) as Record<string, Record<string, Call>>
    const other = makeLazyFacade({ runtime, disposed: () => false }, tree) as Record<string, Record<string, Call>>
    try {
      const first = client.limits!.getAll!("USAGE")
      expect(first).toBeInstanceOf(Promise)
      expect(await first).toEqual({ path: `/rest/organizations/${ORG}/limits`, query: "limitType=USAGE" })
      expect(loads).toBe(1)
      await client.limits!.getAll!("USAGE")
      await other.limits!.getAll!("USAGE")
      expect(loads).toBe(1)
      expect(server.requests.map((r) => r.url)).toEqual(
        Array.from({ length: 3 }, () => `/rest/organizations/${ORG}/limits?limitType=USAGE`)
      )
    } finally {
      await runtime.dispose()
    }
  })

  it("calls made while the module loads wait for it, then run in the order they were made, each with its own answer", async () => {
    const gate = deferred<void>()
    const order: Array<unknown> = []
    const tree: LazyTree = {
      fields: [
        () =>
          gate.promise.then(() => ({
            list: (params: SourceFields.ListSourcesFieldsParams) => {
              order.push(params.perPage)
              return SourceFields.list(params)
            }
          })),
        "list",
        ""
      ]
    }
    await withLazy(tree, async (facade) => {
      const list = facade.fields!.list as Call
      const calls = [list({ perPage: 1 }), list({ perPage: 2 }), list({ perPage: 3 })]
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(server.requests).toEqual([])
      expect(order).toEqual([])
      gate.resolve()
      expect(await Promise.all(calls)).toEqual([1, 2, 3].map((n) => ({
        path: `/rest/organizations/${ORG}/sources/page/fields`,
        query: `perPage=${n}`
      })))
      expect(order).toEqual([1, 2, 3])
      expect(server.requests.map((r) => r.url).sort()).toEqual(
        [1, 2, 3].map((n) => `/rest/organizations/${ORG}/sources/page/fields?perPage=${n}`)
      )
    })
  })

  it("a Stream twin called before its module loads is an AsyncIterable that waits for it", async () => {
    server.handler = (req) => ({
      status: 200,
      body: { items: req.query === "page=0" ? [{ name: "a" }, { name: "b" }] : [], totalPages: 1 }
    })
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      const pages = client.source.field.listAll()
      expect(typeof pages[Symbol.asyncIterator]).toBe("function")
      const names: Array<string> = []
      for await (const field of pages) names.push(field.name!)
      expect(names).toEqual(["a", "b"])
      expect(server.requests.map((r) => r.url)).toEqual([`/rest/organizations/${ORG}/sources/page/fields?page=0`])
    } finally {
      await client.dispose()
    }
  })

  it("derived clients keep their options on a first call (headers) and their abort, disposal rejects a waiting call", async () => {
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      const withHeader = client.withOptions({ headers: { "x-lazy": "yes" } })
      expect(await withHeader.license.get()).toEqual({ path: `/rest/organizations/${ORG}/license`, query: "" })
      expect(server.requests.map((r) => [r.path, r.headers["x-lazy"]])).toEqual([
        [`/rest/organizations/${ORG}/license`, "yes"]
      ])
      const controller = new AbortController()
      const reason = new Error("stop")
      const aborted = client.withOptions({ signal: controller.signal }).securityCache.listProviders()
      controller.abort(reason)
      await expect(aborted).rejects.toBe(reason)
      const waiting = client.catalog.list()
      await client.dispose()
      await expect(waiting).rejects.toBeInstanceOf(ClientDisposed)
      expect(server.requests).toHaveLength(1)
    } finally {
      await client.dispose()
    }
  })

  it("abortGetRequests: a GET waiting for its module resolves undefined unsent, a POST waiting for its module is sent", async () => {
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      const get = client.crawlingModule.list()
      const post = client.extension.create({ name: "e", content: "x" })
      client.abortGetRequests()
      expect(await get).toBeUndefined()
      expect(await post).toEqual({ path: `/rest/organizations/${ORG}/extensions`, query: "" })
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /rest/organizations/${ORG}/extensions`
      ])
      expect(await client.crawlingModule.list()).toEqual({
        path: `/rest/organizations/${ORG}/crawlingmodule`,
        query: ""
      })
    } finally {
      await client.dispose()
    }
  })

  it("a derived client's Stream twin sends the client's options with every page", async () => {
    server.handler = (req) => ({
      status: 200,
      body: { items: req.query === "page=0" ? [{ name: "a" }] : [], totalPages: 1 }
    })
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      const names: Array<string> = []
      for await (const field of client.withOptions({ headers: { "x-lazy": "stream" } }).source.field.listAll()) {
        names.push(field.name!)
      }
      expect(names).toEqual(["a"])
      expect(server.requests.map((r) => r.headers["x-lazy"])).toEqual(["stream"])
    } finally {
      await client.dispose()
    }
  })

  it("request loads its module on first use: a GET waiting for it when abortGetRequests runs resolves undefined unsent, a POST is sent", async () => {
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      const get = client.request({ method: "GET", path: "/rest/organizations/{org}/a" })
      const post = client.request({ method: "POST", path: "/rest/organizations/{org}/b", body: {} })
      client.abortGetRequests()
      expect(await get).toBeUndefined()
      expect(await post).toEqual({ path: `/rest/organizations/${ORG}/b`, query: "" })
      expect(await client.request({ method: "GET", path: "/rest/organizations/{org}/c" })).toEqual({
        path: `/rest/organizations/${ORG}/c`,
        query: ""
      })
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /rest/organizations/${ORG}/b`,
        `GET /rest/organizations/${ORG}/c`
      ])
    } finally {
      await client.dispose()
    }
  })

  it("a module that fails to load rejects the call with AreaLoadFailed, unhandled by none, and the next call loads again", async () => {
    const unhandled: Array<unknown> = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on("unhandledRejection", onUnhandled)
    let attempts = 0
    // A module that is not there, as a chunk missing from a deployed bundle.
    const missing = new URL("../src/Platform/Sources/NoSuchModule.ts", import.meta.url).href
    const tree: LazyTree = {
      fields: [
        () => {
          attempts++
          return attempts === 1
            ? import(/* @vite-ignore */ missing) as Promise<object>
            : import("../src/Platform/Sources/SourceFields.ts")
        },
        "list",
        "listAll"
      ]
    }
    try {
      await withLazy(tree, async (facade) => {
        const list = facade.fields!.list as Call
        const failed = await list({ perPage: 1 }).then(() => undefined, (error: unknown) => error)
        expect(failed).toBeInstanceOf(AreaLoadFailed)
        expect(failed).toMatchObject({ _tag: "AreaLoadFailed", accessor: "fields" })
        expect(String((failed as AreaLoadFailed).cause)).toContain("NoSuchModule")
        expect(server.requests).toEqual([])
        expect(await list({ perPage: 2 })).toEqual({
          path: `/rest/organizations/${ORG}/sources/page/fields`,
          query: "perPage=2"
        })
        expect(attempts).toBe(2)
        await new Promise((resolve) => setTimeout(resolve, 20))
        expect(unhandled).toEqual([])
      })
    } finally {
      process.off("unhandledRejection", onUnhandled)
    }
  })
})
