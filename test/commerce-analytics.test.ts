/**
 * The catalog content, product listings v1, products, analytics properties and data health through the
 * promise facade (the promise client's accessors and positional arguments, on a loopback server), and
 * their emulator workflows, end to end through the library.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import * as Emulator from "../src/emulator/index.ts"
import type { HttpError } from "../src/Errors/index.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as AnalyticsProperties from "../src/Platform/AnalyticsAdmin/Properties.ts"
import * as Catalogs from "../src/Platform/Commerce/Catalogs.ts"
import * as ProductListingConfigurations from "../src/Platform/Commerce/ProductListingConfigurations.ts"
import * as ProductListings from "../src/Platform/Commerce/ProductListings.ts"
import * as Products from "../src/Platform/Commerce/Products.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import * as DataHealth from "../src/UsageAnalytics/DataHealth.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import * as Snowflake from "../src/UsageAnalytics/Snowflake.ts"
import { ORG, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()

const client = () => createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })

describe("promise facade: catalog content, product listings, products, properties, data health", () => {
  it("mirrors the promise client's accessors and positional arguments", async () => {
    const c = client()
    server.reply(
      { body: { hasIndexedCatalogContent: true, objectTypeValues: ["product"] } },
      { body: { items: [], totalEntries: 0, totalPages: 0 } },
      { body: { id: "plc1", rankingConfigurations: [] } },
      { body: { products: [] } },
      { body: { message: "created" } },
      { body: { values: [{ value: "web", count: 3 }] } },
      { body: { exportRowCountLimit: 1000 } },
      { status: 204 }
    )
    expect(await c.catalogContent.getObjectTypes("src1")).toEqual({
      hasIndexedCatalogContent: true,
      objectTypeValues: ["product"]
    })
    expect(await c.productListing.list("cat1", { perPage: 5 })).toEqual({ items: [], totalEntries: 0, totalPages: 0 })
    expect(await c.productListingConfiguration.get("cat1", "pl1", "plc1")).toEqual({
      id: "plc1",
      rankingConfigurations: []
    })
    expect(await c.products.get({ url: "https://shop.example/shoes" })).toEqual({ products: [] })
    expect(await c.properties.create("web", "Web site")).toEqual({ message: "created" })
    expect(await c.ua.dataHealth.getTrackingIds({ from: "2024-01-01T00:00:00.000Z", to: "2024-01-02T00:00:00.000Z" }))
      .toEqual({ values: [{ value: "web", count: 3 }] })
    expect(await c.ua.exports.getRowLimit()).toEqual({ exportRowCountLimit: 1000 })
    expect(await c.ua.snowflake.deleteSnowflakeReaderAccount()).toEqual({})
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /rest/organizations/my-org/catalogcontent/source/src1/objecttypes",
      "GET /rest/organizations/my-org/catalogs/cat1/productlistings?pageSize=5",
      "GET /rest/organizations/my-org/catalogs/cat1/productlistings/pl1/configurations/plc1",
      "POST /rest/organizations/my-org/commerce/v1/products/listing?refreshCache=false",
      "POST /rest/organizations/my-org/analyticsadmin/v1/properties/web?org=my-org&displayName=Web%20site",
      "GET /rest/ua/v15/datahealth/facets?org=my-org&from=2024-01-01T00%3A00%3A00.000Z" +
      "&to=2024-01-02T00%3A00%3A00.000Z&facet=TRACKING_ID",
      "GET /rest/ua/v15/exports/rowLimit?org=my-org",
      "DELETE /rest/ua/v15/admin/snowflake/readeraccount?org=my-org"
    ])
    await c.dispose()
  })

  it("refuses perPage and pageSize together, before any request, as the promise client does", async () => {
    const c = client()
    const error = await c.productListing.list("cat1", { perPage: 5, pageSize: 5 }).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(error).toMatchObject({ _tag: "PaginationConflict" })
    expect(server.requests).toHaveLength(0)
    await c.dispose()
  })

  it("stream twins page through properties, product listings and data health events", async () => {
    const c = client()
    server.reply(
      { body: { items: [{ trackingId: "a" }], totalEntries: 2, totalPages: 2 } },
      { body: { items: [{ trackingId: "b" }], totalEntries: 2, totalPages: 2 } },
      { body: { events: [{ eventId: "e1" }], pagination: { page: 0, perPage: 1, totalItems: 2, totalPages: 2 } } },
      { body: { events: [{ eventId: "e2" }], pagination: { page: 1, perPage: 1, totalItems: 2, totalPages: 2 } } }
    )
    const ids: Array<string | undefined> = []
    for await (const p of c.properties.listAll({ perPage: 1 })) ids.push(p.trackingId)
    for await (const e of c.ua.dataHealth.listEventsAll({ from: "2024-01-01", to: "2024-01-02", perPage: 1 })) {
      ids.push(e.eventId)
    }
    expect(ids).toEqual(["a", "b", "e1", "e2"])
    expect(server.requests.map((r) => r.query)).toEqual([
      "org=my-org&page=0&perPage=1",
      "org=my-org&page=1&perPage=1",
      "org=my-org&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-02T00%3A00%3A00.000Z&page=0&perPage=1",
      "org=my-org&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-02T00%3A00%3A00.000Z&page=1&perPage=1"
    ])
    await c.dispose()
  })
})

const withEmulator = <A, E>(f: () => Effect.Effect<A, E, CoveoClient>) =>
  Effect.gen(function*() {
    return yield* f()
  }).pipe(Effect.provide(Emulator.layer({ stepMs: 0 })))

const httpErrorOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) => {
    if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
    const error = Cause.findErrorOption(exit.cause)
    if (Option.isNone(error)) throw new Error(`expected a typed failure, got ${Cause.pretty(exit.cause)}`)
    return error.value as HttpError & { readonly body: { readonly errorCode: string } }
  })

describe("emulator: analytics properties", () => {
  it.live("creates, reads, lists, queries, renames and deletes a property by its tracking id", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        expect(yield* AnalyticsProperties.create("web", "Web site")).toEqual({ message: "Property 'web' was created." })
        yield* AnalyticsProperties.create("mobile", "Mobile app")
        expect((yield* httpErrorOf(AnalyticsProperties.create("web", "Again"))).status).toBe(409)
        expect(yield* AnalyticsProperties.get("web")).toEqual({
          organizationId: "emulator-org",
          trackingId: "web",
          displayName: "Web site"
        })
        const page = yield* AnalyticsProperties.list({ filter: "mob" })
        expect(page.items.map((p) => p.trackingId)).toEqual(["mobile"])
        const queried = yield* AnalyticsProperties.query({ trackingIds: ["web"] })
        expect([queried.items.map((p) => p.trackingId), queried.totalEntries]).toEqual([["web"], 1])
        const all = yield* Stream.runCollect(AnalyticsProperties.listAll({ perPage: 1 }))
        expect([...all].map((p) => p.trackingId)).toEqual(["web", "mobile"])
        yield* AnalyticsProperties.update("web", "Website")
        expect((yield* AnalyticsProperties.get("web")).displayName).toBe("Website")
        yield* AnalyticsProperties.delete("web")
        expect((yield* httpErrorOf(AnalyticsProperties.get("web"))).status).toBe(404)
      })
    ))
})

describe("emulator: product listings v1", () => {
  it.live("keeps listings and their configurations per catalog, counts them, and finds a page's products by URL", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const catalog = yield* Catalogs.create({ name: "Store", sourceId: "products" })
        const catalogId = String(catalog.id)
        const listing = yield* ProductListings.create(catalogId, {
          name: "Shoes",
          urls: ["https://shop.example/shoes"]
        })
        const id = listing.id!
        yield* ProductListings.update(catalogId, {
          ...listing,
          id,
          urls: [...listing.urls, "https://shop.example/boots"]
        })
        expect((yield* ProductListings.list(catalogId)).items.map((l) => l.name)).toEqual(["Shoes"])
        expect(yield* ProductListings.getUrls()).toEqual(["https://shop.example/shoes", "https://shop.example/boots"])
        expect((yield* ProductListings.getByCatalog()).items).toEqual([
          { catalogId, catalogName: "Store", productListingsCount: 1 }
        ])
        const products = yield* Products.get({ url: "https://shop.example/boots" })
        expect([products.productListing, products.products]).toEqual([{ catalogId, id }, []])
        expect((yield* httpErrorOf(Products.get({ url: "https://shop.example/none" }))).status).toBe(404)
        yield* ProductListingConfigurations.create(catalogId, id, { rankingConfigurations: [] })
        expect((yield* ProductListingConfigurations.list(catalogId, id)).totalEntries).toBe(1)
        yield* ProductListings.delete(catalogId, id)
        expect((yield* httpErrorOf(ProductListings.get(catalogId, id))).status).toBe(404)
      })
    ))
})

describe("emulator: exports with a body, the row limit, reader account users, data health", () => {
  it.live("generates an export described in the body, which becomes available", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const created = yield* Exports.generateExportWithBody({
          from: "2024-01-01T00:00:00.000Z",
          to: "2024-01-02T00:00:00.000Z",
          description: "January",
          tables: ["CLICKS"]
        })
        expect([created.description, created.tables]).toEqual(["January", ["CLICKS"]])
        const ready = yield* Exports.waitUntilAvailable(created.id, { every: "10 millis" })
        expect(ready.status).toBe("AVAILABLE")
        const visits = yield* Exports.generateVisitExportWithBody({
          from: "2024-01-01T00:00:00.000Z",
          to: "2024-01-02T00:00:00.000Z"
        })
        expect((yield* Exports.get(visits.id)).id).toBe(visits.id)
        expect(yield* Exports.getRowLimit()).toEqual({ exportRowCountLimit: 10_000_000 })
      })
    ))

  it.live("reactivates a reader account user with its new expiry", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        yield* Snowflake.createUser({ username: "analyst", email: "analyst@acme.com", daysToExpiry: 10 })
        expect(yield* Snowflake.reactivateUser("analyst", { daysToExpiry: 60 })).toEqual({
          name: "analyst",
          email: "analyst@acme.com",
          daysToExpiry: 60
        })
        expect((yield* Snowflake.getUser("analyst")).daysToExpiry).toBe(60)
        expect((yield* httpErrorOf(Snowflake.reactivateUser("nobody", { daysToExpiry: 1 }))).status).toBe(404)
        expect(yield* Snowflake.deleteSnowflakeReaderAccount()).toEqual({})
      })
    ))

  it.live("answers the data health calls in their described shapes", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const range = { from: "2024-01-01T00:00:00.000Z", to: "2024-01-02T00:00:00.000Z" }
        expect((yield* DataHealth.getTrackingIds(range)).values).toEqual([])
        expect((yield* DataHealth.listFacetValues({ ...range, facet: "EVENT_TYPE" })).values).toEqual([])
        expect([...(yield* Stream.runCollect(DataHealth.listEventsAll(range)))]).toEqual([])
      })
    ))
})
