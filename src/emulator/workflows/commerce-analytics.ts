/**
 * Analytics properties and the product listings v1. A property is created and renamed by its tracking id,
 * with the display name in the query, and listed by a GET (filters in the query) or a POST (filters in the
 * body). Product listings are plain collections under their catalog; the emulator adds the listing of
 * catalogs with their counts, the URLs of every listing, and the products of a listing page (none: the
 * emulator holds no catalog content), found by its URL.
 *
 * @module
 */
import type { StoredRecord } from "../store.ts"
import type { ListSpec } from "../types.ts"
import { type EmulatorRequest, fail, objectBody, ok, type World } from "../types.ts"
import { org, type Workflow } from "./common.ts"

const properties = `${org}/analyticsadmin/v1/properties`
const property = `${properties}/{trackingId}`

const strings = (value: unknown): ReadonlyArray<string> | undefined =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : undefined

// The filters of ListPropertiesRequest, read from the query (GET) or the body (POST).
const propertyFilter = (record: Readonly<Record<string, unknown>>, req: EmulatorRequest): boolean => {
  const { filter, trackingIds } = req.query
  const ids = strings(trackingIds)
  if (ids !== undefined && !ids.includes(String(record.trackingId))) return false
  if (typeof filter !== "string" || filter === "") return true
  const needle = filter.toLowerCase()
  return [record.trackingId, record.displayName].some((v) => typeof v === "string" && v.toLowerCase().includes(needle))
}

const propertyList: ListSpec = {
  collection: properties,
  itemsKey: "items",
  paged: true,
  counts: ["totalEntries", "totalPages"],
  filter: propertyFilter
}

const propertyKey = (req: EmulatorRequest, world: World) => world.generic.keyOf(properties, req)

const existingProperty = (req: EmulatorRequest, world: World): StoredRecord =>
  world.store.get(propertyKey(req, world), req.params.trackingId!) ??
    world.generic.notFound(properties, req.params.trackingId!)

const displayNameOf = (req: EmulatorRequest): string => {
  const name = req.query.displayName
  return typeof name === "string" && name !== "" ? name : fail(400, "INVALID_PARAMETER", "displayName is required.")
}

const catalogs = `${org}/catalogs`
const listings = `${catalogs}/{catalogId}/productlistings`

/** Every product listing of every catalog, with its catalog. */
const allListings = (req: EmulatorRequest, world: World) =>
  world.store.list(world.generic.keyOf(catalogs, req)).map((catalog) => {
    const catalogId = String(catalog.id)
    const params = { ...req.params, catalogId }
    return { catalog, listings: world.store.list(world.generic.keyOf(listings, { params, scope: req.scope })) }
  })

/** The analytics properties and product listings workflow. */
export const commerceAnalyticsWorkflow: Workflow = {
  handlers: {
    [`GET ${properties}`]: (req, world) => world.generic.list(req, world, propertyList),
    [`POST ${properties}`]: (req, world) => world.generic.list({ ...req, query: objectBody(req) }, world, propertyList),
    [`POST ${property}`]: (req, world) => {
      const trackingId = req.params.trackingId!
      const displayName = displayNameOf(req)
      if (world.store.has(propertyKey(req, world), trackingId)) {
        fail(409, "PROPERTY_ALREADY_EXISTS", `Property '${trackingId}' already exists.`)
      }
      world.store.put(propertyKey(req, world), trackingId, { organizationId: req.org, trackingId, displayName })
      return ok({ message: `Property '${trackingId}' was created.` })
    },
    [`PUT ${property}`]: (req, world) => {
      const existing = existingProperty(req, world)
      world.store.put(propertyKey(req, world), req.params.trackingId!, {
        ...existing,
        displayName: displayNameOf(req)
      })
      return ok({ message: `Property '${req.params.trackingId}' was updated.` })
    },
    [`DELETE ${property}`]: (req, world) => {
      existingProperty(req, world)
      world.store.remove(propertyKey(req, world), req.params.trackingId!)
      return ok({ message: `Property '${req.params.trackingId}' was deleted.` })
    },
    [`GET ${org}/productlistings/catalogs`]: (req, world) => {
      const items = allListings(req, world).map(({ catalog, listings }) => ({
        catalogId: String(catalog.id),
        catalogName: catalog.name,
        productListingsCount: listings.length
      }))
      return ok({ items, totalEntries: items.length, totalPages: items.length === 0 ? 0 : 1 })
    },
    [`GET ${org}/productlistings/urls`]: (req, world) =>
      ok([
        ...new Set(allListings(req, world).flatMap(({ listings }) => listings.flatMap((l) => strings(l.urls) ?? [])))
      ]),
    [`POST ${org}/commerce/v1/products/listing`]: (req, world) => {
      const url = objectBody(req).url
      if (typeof url !== "string" || url === "") return fail(400, "INVALID_PARAMETER", "url is required.")
      const found =
        allListings(req, world).flatMap(({ catalog, listings }) =>
          listings.filter((l) => strings(l.urls)?.includes(url)).map((l) => ({
            catalogId: String(catalog.id),
            id: l.id
          }))
        )[0] ?? fail(404, "PRODUCT_LISTING_NOT_FOUND", `No product listing has the URL '${url}'.`)
      return ok({
        executionReport: {},
        facets: { results: [] },
        pagination: { totalCount: 0 },
        productListing: found,
        products: [],
        responseId: world.store.nextId("response")
      })
    }
  },
  lists: { [properties]: propertyList },
  notFound: { [properties]: { errorCode: "PROPERTY_NOT_FOUND", noun: "Property" } }
}
