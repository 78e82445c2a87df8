/**
 * The emulator's generic behaviour through the library: routes from the
 * declarations, security, validation that leaves the state alone, paging,
 * fault injection and a clean stop.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import * as Emulator from "../src/emulator/index.ts"
import { merge, workflows } from "../src/emulator/workflows/index.ts"
import { allEndpoints } from "../src/endpoints.ts"
import { checkToken } from "../src/Http/Auth.ts"
import { layer as clientLayer } from "../src/Http/Layer.ts"
import { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as ApiKeys from "../src/Platform/Authorization/ApiKeys.ts"
import * as Users from "../src/Platform/Authorization/Users.ts"
import * as Catalogs from "../src/Platform/Commerce/Catalogs.ts"
import * as Organizations from "../src/Platform/Organization/Organizations.ts"
import * as Fields from "../src/Platform/Sources/Fields.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import * as SearchHubs from "../src/Platform/UsageMetrics/SearchHubs.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import * as Reports from "../src/UsageAnalytics/Reports.ts"
import { emulatorRunner, failureOf, httpError } from "./support/emulator.ts"

const withEmulator = emulatorRunner({ stepMs: 0 })

const raw = (emulator: Emulator.EmulatorHandle, path: string, init: RequestInit = {}) =>
  Effect.promise(async () => {
    const res = await fetch(emulator.url + path, {
      ...init,
      headers: { authorization: `Bearer ${emulator.accessToken}`, ...init.headers as Record<string, string> }
    })
    const text = await res.text()
    return {
      status: res.status,
      headers: res.headers,
      body: text === "" ? undefined : JSON.parse(text) as Record<string, unknown>
    }
  })

describe("emulator routes", () => {
  it("routes every declaration back to its own method and path template", () => {
    const routes = Emulator.routesOf()
    const wrong: Array<string> = []
    for (const def of allEndpoints) {
      const path = def.path.replace(/\{([^}]+)\}/g, (_, name: string) => `sample-${name}`)
      const found = routes.match(def.method, path)
      if (found._tag !== "Found" || found.match.route.template !== def.path) wrong.push(`${def.method} ${def.path}`)
    }
    expect(wrong).toEqual([])
    expect(routes.routes.length).toBeGreaterThan(470)
  })

  it("writes every specific behaviour against a declared call's method and path template", () => {
    const { handlers, spec } = merge(workflows)
    const routes = Emulator.routesOf().routes
    const declared = new Set(routes.map((r) => `${r.method} ${r.template}`))
    const templates = new Set(routes.map((r) => r.template))
    expect([...handlers.keys()].filter((key) => !declared.has(key))).toEqual([])
    const undeclared = [
      ...Object.keys(spec.lists),
      ...Object.keys(spec.defaults),
      ...Object.keys(spec.views),
      ...Object.keys(spec.notFound)
    ].filter((t) => !templates.has(t))
    expect(undeclared).toEqual([])
    expect(handlers.size).toBeGreaterThan(70)
  })

  it.live("answers every declared call: nothing unknown, no 405, no 5xx", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const client = yield* CoveoClient
        const unexpected: Array<string> = []
        // Deleting the organization first would turn every other call into a 404, pausing it into a 503
        // (pause and resume have their own test in emulator-workflows).
        const skipped = new Set(["Organizations.delete", "Organizations.pause", "Organizations.resume"])
        for (const def of allEndpoints.filter((d) => !skipped.has(d.name))) {
          const path: Record<string, string> = {}
          for (const p of def.params) if (p !== "org") path[p] = p === "organizationId" ? "emulator-org" : "x"
          const exit = yield* Effect.exit(client.run(def, { path, body: def.body === "file" ? new Blob(["{}"]) : {} }))
          if (Exit.isSuccess(exit)) continue
          const error = Cause.findErrorOption(exit.cause)
          const e = Option.getOrUndefined(error) as
            | { _tag?: string; status?: number; body?: { errorCode?: string } }
            | undefined
          // InvalidInput: a required query value was left out, refused before any request.
          if (e?._tag === "InvalidInput") continue
          const ok = e?._tag === "HttpError" &&
            (e.status === 400 || (e.status === 404 && e.body?.errorCode !== "NOT_FOUND"))
          if (!ok) unexpected.push(`${def.name}: ${e?._tag} ${e?.status} ${e?.body?.errorCode}`)
        }
        expect(unexpected).toEqual([])
      })
    ))

  it.live("answers an unknown route with 404 and a wrong method with 405, in the platform's error shape", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const unknown = yield* raw(emulator, "/rest/organizations/emulator-org/nothing-here")
        expect(unknown.status).toBe(404)
        expect(unknown.body).toEqual({
          errorCode: "NOT_FOUND",
          message: "No route for GET /rest/organizations/emulator-org/nothing-here."
        })
        // A path only GET reaches (PUT …/license/{sectionName} would take …/license/sourcetypes too).
        const wrong = yield* raw(emulator, "/rest/organizations/emulator-org/crawlingmodule/versions/database", {
          method: "DELETE"
        })
        expect(wrong.status).toBe(405)
        expect(wrong.headers.get("allow")).toBe("GET")
        expect(wrong.body?.errorCode).toBe("METHOD_NOT_ALLOWED")
      })
    ))

  it.live("answers 204 where the platform does, and 404 for an unknown id", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const id = (yield* Sources.create({ name: "Docs", sourceType: "WEB2" })).id
        expect(yield* Sources.setDedicated(id, true)).toEqual({})
        expect(yield* Sources.isDedicated(id)).toEqual({ value: true })
        expect(yield* Sources.delete(id)).toEqual({})
        const gone = httpError(yield* failureOf(Sources.get(id)))
        expect(gone.status).toBe(404)
        expect(gone.body.errorCode).toBe("SOURCE_NOT_FOUND")
        expect(gone.requestId).toMatch(/^emulator-\d+$/)
      })
    ))
})

describe("emulator security", () => {
  it.live("refuses a request without a token, or with an unknown one, with 401", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const anonymous = yield* Effect.promise(() =>
          fetch(`${emulator.url}/rest/organizations/emulator-org/sources/pages`)
        )
        expect(anonymous.status).toBe(401)
        expect(yield* Effect.promise(() => anonymous.json())).toMatchObject({ errorCode: "INVALID_TOKEN" })
        const unknown = httpError(
          yield* failureOf(
            Sources.list().pipe(Effect.provide(clientLayer({ ...emulator.clientOptions, accessToken: "nope" })))
          )
        )
        expect(unknown.status).toBe(401)
        expect(unknown.body.errorCode).toBe("INVALID_TOKEN")
      })
    ))

  it.live("refuses a token bound to one organization for another with 403, and lets an unbound one in", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        // The default token is bound to the default organization.
        const other = clientLayer({ ...emulator.clientOptions, organizationId: "other-org" })
        const denied = httpError(yield* failureOf(Sources.list().pipe(Effect.provide(other))))
        expect(denied.status).toBe(403)
        expect(denied.body.errorCode).toBe("FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_ANOTHER_ORGANIZATION")
        // Usage analytics carries the organization in the query: the same rule applies.
        const ua = httpError(yield* failureOf(Reports.list().pipe(Effect.provide(other))))
        expect(ua.status).toBe(403)
        expect(httpError(yield* failureOf(Organizations.status("other-org"))).status).toBe(403)
        const admin = clientLayer({
          ...emulator.clientOptions,
          organizationId: "other-org",
          accessToken: "admin-token"
        })
        const page = yield* Sources.list().pipe(Effect.provide(admin))
        expect(page.totalEntries).toBe(3)
      }), { organizations: ["other-org"], tokens: [{ token: "admin-token", username: "root@example.com" }] }))

  it.live("answers the token check for known tokens with their user", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const info = yield* checkToken
        expect(info.authentication).toMatchObject({ username: "ops@example.com", organizationId: "emulator-org" })
        // The current user, as the token check named it, is a platform user too.
        expect((yield* Users.get()).username).toBe("ops@example.com")
        const client = createPlatformClient({ ...emulator.clientOptions, accessToken: "wrong" })
        const rejected = yield* Effect.promise(() => client.initialize().then(() => undefined, (e: unknown) => e))
        expect(httpError(rejected).status).toBe(400)
        expect(httpError(rejected).body.errorCode).toBe("INVALID_TOKEN")
        yield* Effect.promise(() => client.dispose())
      }), { username: "ops@example.com" }))

  it.live("makes an API key a token of its organization while it is enabled", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const key = yield* ApiKeys.create({ displayName: "ci" })
        expect(key.value).toMatch(/^xx/)
        expect((yield* ApiKeys.get(key.id)).value).toBeUndefined()
        const asKey = clientLayer({ ...emulator.clientOptions, accessToken: key.value! })
        expect((yield* Sources.list().pipe(Effect.provide(asKey))).totalEntries).toBe(3)
        yield* ApiKeys.disable(key)
        expect(httpError(yield* failureOf(Sources.list().pipe(Effect.provide(asKey)))).status).toBe(401)
      })
    ))
})

describe("emulator validation", () => {
  it.live("refuses bad query values with 400 and changes nothing", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const before = emulator.state()
        const path = "/rest/organizations/emulator-org/sources"
        const badEnum = yield* raw(emulator, `${path}/pages?sortingType=SIDEWAYS`)
        expect(badEnum.status).toBe(400)
        expect(badEnum.body?.errorCode).toBe("INVALID_PARAMETER")
        expect(String(badEnum.body?.message)).toContain("sortingType")
        const badNumber = yield* raw(emulator, `${path}/pages?page=first`)
        expect(badNumber.status).toBe(400)
        const badBoolean = yield* raw(emulator, `${path}?rebuild=maybe`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "x", sourceType: "PUSH" })
        })
        expect(badBoolean.status).toBe(400)
        const missing = yield* raw(emulator, "/rest/organizations/emulator-org/sources/datasets/import", {
          method: "PUT"
        })
        expect(missing.status).toBe(400)
        const good = yield* raw(emulator, `${path}/pages?page=0&perPage=2&sortingOrder=ASC&writeAccessOnly=false`)
        expect(good.status).toBe(200)
        expect(emulator.state()).toEqual(before)
      })
    ))

  it.live("refuses invalid JSON and unknown enumeration values in bodies with 400, leaving the state unchanged", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const before = emulator.state()
        const broken = yield* raw(emulator, "/rest/organizations/emulator-org/sources", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{\"name\": \"Docs\", "
        })
        expect(broken.status).toBe(400)
        expect(broken.body?.errorCode).toBe("INVALID_JSON")
        const badType = httpError(
          yield* failureOf(Sources.create({ name: "Docs", sourceType: "TELEPATHY" as "PUSH" }))
        )
        expect(badType.status).toBe(400)
        expect(badType.body.message).toContain("sourceType")
        // One bad field in a batch: none of the batch is created.
        const batch = httpError(
          yield* failureOf(Fields.createFields([
            { name: "good_one", type: "STRING" },
            { name: "Bad Name", type: "STRING" }
          ]))
        )
        expect(batch.status).toBe(400)
        expect(batch.body.errorCode).toBe("INVALID_FIELD_NAME")
        expect(emulator.state()).toEqual(before)
        yield* Effect.flip(Fields.get("good_one"))
      })
    ))
})

describe("emulator paging", () => {
  it.live("honours page and perPage with totalEntries and totalPages", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        yield* Fields.createFields(Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, type: "LONG" as const })))
        const page = yield* Fields.list({ page: 1, perPage: 4, origin: "USER" })
        expect(page.totalEntries).toBe(5)
        expect(page.totalPages).toBe(2)
        expect(page.items.map((f) => f.name)).toEqual(["f4"])
        const all = yield* Stream.runCollect(Fields.listAll({ perPage: 2 }))
        expect([...all]).toHaveLength(11) // 6 system fields and 5 new ones
        const sources = yield* Sources.list({ page: 2, perPage: 1 })
        expect(sources.sourceModels.map((s) => s.name)).toEqual(["Product catalog"])
        expect([sources.totalEntries, sources.totalPages]).toEqual([3, 3])
      })
    ))

  it.live("honours pageSize, and perPage sent as pageSize", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        for (const name of ["a", "b", "c"]) yield* Catalogs.create({ name, sourceId: "products" })
        const catalogs = yield* Catalogs.list({ page: 1, pageSize: 2 })
        expect(catalogs.items).toHaveLength(1)
        expect([catalogs.totalEntries, catalogs.totalPages]).toEqual([3, 2])
        for (const name of ["h1", "h2", "h3"]) yield* SearchHubs.create({ name })
        const hubs = yield* SearchHubs.list({ perPage: 2, page: 0 })
        expect(hubs.hubs).toHaveLength(2)
        expect(hubs.totalCount).toBe(3)
        expect([...(yield* Stream.runCollect(SearchHubs.listAll({ perPage: 2 })))]).toHaveLength(3)
      })
    ))
})

describe("emulator faults", () => {
  it.live("rate-limits with 429 and Retry-After; the client waits and retries", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const started = Date.now()
        const page = yield* Sources.list()
        expect(page.totalEntries).toBe(3)
        // The back-off alone would have retried after 100 ms.
        expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
        expect(emulator.stats().rateLimited).toBe(1)
        expect(emulator.requests().map((r) => r.status)).toEqual([429, 200])
      }), { faults: [{ fault: "rateLimit", match: "Sources.list", first: 1, retryAfterSeconds: 1 }] }))

  it.live("rate-limits every Nth call across routes, and gives up after the configured attempts", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        // Calls 3 and 6 are refused, then retried: 6 calls, 8 requests.
        for (let i = 0; i < 6; i++) yield* Sources.get("emulator-org-source-1")
        expect(emulator.stats().rateLimited).toBe(2)
        expect(emulator.stats().requests).toBe(8)
        emulator.faults.set([{ fault: "rateLimit", match: "GET /rest/organizations/{org}/sources/{sourceId}" }])
        const exhausted = httpError(yield* failureOf(Sources.get("emulator-org-source-1")))
        expect(exhausted.status).toBe(429)
        expect(emulator.stats().rateLimited).toBe(5)
        emulator.faults.clear()
        expect((yield* Sources.get("emulator-org-source-1")).id).toBe("emulator-org-source-1")
      }), { faults: [{ fault: "rateLimit", every: 3 }], client: { retry: { attempts: 3, initialDelay: 5 } } }))

  it.live("answers 5xx, drops connections and adds latency when told, changeable at runtime", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const down = httpError(yield* failureOf(Sources.list()))
        expect(down.status).toBe(503)
        expect(down.body.errorCode).toBe("SERVICE_UNAVAILABLE")
        emulator.faults.set([{ fault: "drop", match: "Sources.*" }])
        const dropped = yield* failureOf(Sources.list())
        expect((dropped as { _tag: string })._tag).toBe("NetworkError")
        emulator.faults.set([{ fault: "latency", delayMs: 120 }])
        const started = Date.now()
        yield* Sources.list()
        expect(Date.now() - started).toBeGreaterThanOrEqual(110)
        const stats = emulator.stats()
        expect([stats.serverErrors, stats.dropped, stats.delayed]).toEqual([1, 1, 1])
      }), { faults: [{ fault: "serverError", status: 503, first: 1 }] }))
})

describe("emulator lifecycle", () => {
  it("starts on 127.0.0.1 with a random port and stops with every socket closed", async () => {
    const emulator = await Emulator.startEmulator()
    const other = await Emulator.startEmulator()
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(emulator.port).not.toBe(other.port)
    const client = createPlatformClient(emulator.clientOptions)
    expect((await client.source.list())?.totalEntries).toBe(3)
    await client.dispose()
    await Promise.all([emulator.stop(), other.stop()])
    await emulator.stop()
    await expect(fetch(`${emulator.url}/rest/organizations`)).rejects.toThrow()
    expect(process.getActiveResourcesInfo().filter((r) => r === "TCPServerWrap")).toEqual([])
  })

  it.live("stops when the Layer's scope closes", () =>
    Effect.gen(function*() {
      const url = yield* Effect.scoped(
        Effect.gen(function*() {
          const emulator = yield* Emulator.serve({ seed: false })
          const res = yield* Effect.promise(() =>
            fetch(`${emulator.url}/rest/organizations`, {
              headers: { authorization: `Bearer ${emulator.accessToken}` }
            })
          )
          expect(yield* Effect.promise(() => res.json())).toEqual([
            expect.objectContaining({ id: "emulator-org" })
          ])
          return emulator.url
        })
      )
      const after = yield* Effect.promise(() => fetch(url).then(() => "open", () => "closed"))
      expect(after).toBe("closed")
    }))

  it.live("fails with EmulatorError when the port is taken", () =>
    Effect.gen(function*() {
      const first = yield* Emulator.serve()
      const error = yield* Effect.flip(Emulator.serve({ port: first.port }))
      expect(error._tag).toBe("EmulatorError")
      expect(error.message).toContain("EADDRINUSE")
    }))
})
