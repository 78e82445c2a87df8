import * as AnalyticsProperties from "../../src/Platform/AnalyticsAdmin/Properties.ts"
import * as CatalogContent from "../../src/Platform/Commerce/CatalogContent.ts"
import * as ProductListingConfigurations from "../../src/Platform/Commerce/ProductListingConfigurations.ts"
import * as ProductListings from "../../src/Platform/Commerce/ProductListings.ts"
import * as Products from "../../src/Platform/Commerce/Products.ts"
import * as DataHealth from "../../src/UsageAnalytics/DataHealth.ts"
import { wireSuite } from "../support/wire.ts"

const org = "/rest/organizations/my-org"

// ── catalog content ──────────────────────────────────────────────────────────
const content = `${org}/catalogcontent/source/src1`

wireSuite("commerce/catalog content", [
  {
    name: "CatalogContent.getObjectTypes",
    call: CatalogContent.getObjectTypes("src1"),
    method: "GET",
    path: `${content}/objecttypes`,
    reply: { body: { hasIndexedCatalogContent: true, objectTypeValues: ["product", "variant"] } }
  },
  {
    name: "CatalogContent.getMetadataValues",
    call: CatalogContent.getMetadataValues("src1", { objectType: "product" }),
    method: "GET",
    path: `${content}/metadatavalues`,
    query: "objectType=product",
    reply: { body: { metadataValuesByName: { ec_brand: ["Acme", "Globex"] } } }
  },
  {
    name: "CatalogContent.getMetadata",
    call: CatalogContent.getMetadata("src1", { objectType: "variant" }),
    method: "GET",
    path: `${content}/metadata`,
    query: "objectType=variant",
    reply: { body: { metadataNames: ["ec_color", "ec_size"] } }
  },
  {
    name: "CatalogContent.getMetadataV2",
    call: CatalogContent.getMetadataV2("src1", {
      page: 1,
      perPage: 50,
      objectType: "product",
      filter: "ec_",
      version: 2
    }),
    method: "GET",
    path: `${content}/metadata`,
    query: "page=1&perPage=50&objectType=product&filter=ec_&version=2",
    reply: { body: { items: ["ec_brand", "ec_name"], totalEntries: 52, totalPages: 2 } }
  },
  {
    name: "CatalogContent.getMetadataV2",
    call: CatalogContent.getMetadataV2("src1"),
    method: "GET",
    path: `${content}/metadata`,
    reply: { body: { metadataNames: ["ec_brand"] } }
  }
], [CatalogContent])

// ── product listings v1 ──────────────────────────────────────────────────────
const listings = `${org}/catalogs/cat1/productlistings`
const newListing = {
  name: "Shoes",
  urls: ["https://shop.example/shoes"],
  include: [{ fieldName: "ec_category", operator: "isExactly", value: { type: "string", value: "shoes" } }],
  exclude: [{ fieldName: "ec_price", operator: "isBetween", value: { type: "range", value: [0, 5] } }]
} as const
const listing = { ...newListing, id: "pl1", metrics: { lastNumberOfProducts: 12, lastQueried: "2024-01-05" } }

wireSuite("commerce/product listings", [
  {
    name: "ProductListings.list",
    call: ProductListings.list("cat1"),
    method: "GET",
    path: listings,
    reply: { body: { items: [listing], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "ProductListings.list",
    call: ProductListings.list("cat1", { page: 2, perPage: 25 }),
    method: "GET",
    path: listings,
    query: "page=2&pageSize=25",
    reply: { body: { items: [], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "ProductListings.list",
    call: ProductListings.list("cat1", { page: 0, pageSize: 10 }),
    method: "GET",
    path: listings,
    query: "page=0&pageSize=10",
    reply: { body: { items: [listing], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "ProductListings.create",
    call: ProductListings.create("cat1", newListing),
    method: "POST",
    path: listings,
    body: newListing,
    reply: { status: 201, body: listing }
  },
  {
    name: "ProductListings.get",
    call: ProductListings.get("cat1", "pl1"),
    method: "GET",
    path: `${listings}/pl1`,
    reply: { body: listing }
  },
  {
    name: "ProductListings.update",
    call: ProductListings.update("cat1", listing),
    method: "PUT",
    path: `${listings}/pl1`,
    body: listing,
    reply: { body: listing }
  },
  {
    name: "ProductListings.delete",
    call: ProductListings.delete("cat1", "pl1"),
    method: "DELETE",
    path: `${listings}/pl1`,
    reply: { status: 204 }
  },
  {
    name: "ProductListings.getByCatalog",
    call: ProductListings.getByCatalog(),
    method: "GET",
    path: `${org}/productlistings/catalogs`,
    reply: {
      body: {
        items: [{ catalogId: "cat1", catalogName: "Store", productListingsCount: 3 }],
        totalEntries: 1,
        totalPages: 1
      }
    }
  },
  {
    name: "ProductListings.getUrls",
    call: ProductListings.getUrls(),
    method: "GET",
    path: `${org}/productlistings/urls`,
    reply: { body: ["https://shop.example/shoes", "https://shop.example/hats"] }
  }
], [ProductListings])

const configurations = `${listings}/pl1/configurations`
const newConfiguration = {
  rankingConfigurations: [{
    name: "Boost Acme",
    include: [{ fieldName: "ec_brand", operator: "isAnyOf", value: { type: "array", value: ["Acme"] } }],
    exclude: [],
    type: "BOOST",
    value: 50
  }]
} as const
const configuration = { ...newConfiguration, id: "plc1" }

wireSuite("commerce/product listing configurations", [
  {
    name: "ProductListingConfigurations.list",
    call: ProductListingConfigurations.list("cat1", "pl1"),
    method: "GET",
    path: configurations,
    reply: { body: { items: [configuration], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "ProductListingConfigurations.list",
    call: ProductListingConfigurations.list("cat1", "pl1", { page: 1, perPage: 5 }),
    method: "GET",
    path: configurations,
    query: "page=1&pageSize=5",
    reply: { body: { items: [], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "ProductListingConfigurations.create",
    call: ProductListingConfigurations.create("cat1", "pl1", newConfiguration),
    method: "POST",
    path: configurations,
    body: newConfiguration,
    reply: { status: 204 }
  },
  {
    name: "ProductListingConfigurations.get",
    call: ProductListingConfigurations.get("cat1", "pl1", "plc1"),
    method: "GET",
    path: `${configurations}/plc1`,
    reply: { body: configuration }
  },
  {
    name: "ProductListingConfigurations.update",
    call: ProductListingConfigurations.update("cat1", "pl1", "plc1", newConfiguration),
    method: "PUT",
    path: `${configurations}/plc1`,
    body: newConfiguration,
    reply: { status: 204 }
  },
  {
    name: "ProductListingConfigurations.delete",
    call: ProductListingConfigurations.delete("cat1", "pl1", "plc1"),
    method: "DELETE",
    path: `${configurations}/plc1`,
    reply: { status: 204 }
  }
], [ProductListingConfigurations])

const productsRequest = {
  url: "https://shop.example/shoes",
  additionalFields: ["ec_color"],
  pagination: { page: 0, numberOfValues: 24 },
  sort: { by: "fields", fields: [{ name: "ec_price", direction: "ASC" }] },
  facets: { requests: [{ field: "ec_brand", numberOfValues: 5, sortCriteria: "score" }] }
} as const
const productsResult = {
  executionReport: {},
  facets: { results: [] },
  pagination: { totalCount: 0 },
  productListing: { catalogId: "cat1", id: "pl1" },
  products: [],
  responseId: "r1"
}

wireSuite("commerce/products", [
  {
    name: "Products.get",
    call: Products.get(productsRequest),
    method: "POST",
    path: `${org}/commerce/v1/products/listing`,
    query: "refreshCache=false",
    body: productsRequest,
    reply: { body: productsResult }
  },
  {
    name: "Products.get",
    call: Products.get({ url: "https://shop.example/hats" }, true),
    method: "POST",
    path: `${org}/commerce/v1/products/listing`,
    query: "refreshCache=true",
    body: { url: "https://shop.example/hats" },
    reply: { body: productsResult }
  }
], [Products])

// ── analytics properties ─────────────────────────────────────────────────────
const properties = `${org}/analyticsadmin/v1/properties`
const property = { organizationId: "my-org", trackingId: "web", displayName: "Web site" }
const propertyPage = { items: [property], totalEntries: 1, totalPages: 1 }

wireSuite("analytics properties", [
  {
    name: "Properties.list",
    call: AnalyticsProperties.list(),
    method: "GET",
    path: properties,
    query: "org=my-org",
    reply: { body: propertyPage }
  },
  {
    name: "Properties.list",
    call: AnalyticsProperties.list({
      page: 1,
      perPage: 20,
      includeDefault: false,
      filter: "web site",
      projectId: "p1",
      includeProjectIds: true,
      trackingIds: ["web", "mobile"]
    }),
    method: "GET",
    path: properties,
    query: "org=my-org&page=1&perPage=20&includeDefault=false&filter=web%20site&projectId=p1&includeProjectIds=true" +
      "&trackingIds=web&trackingIds=mobile",
    reply: { body: propertyPage }
  },
  {
    name: "Properties.query",
    call: AnalyticsProperties.query(),
    method: "POST",
    path: properties,
    query: "org=my-org",
    reply: { body: propertyPage }
  },
  {
    name: "Properties.query",
    call: AnalyticsProperties.query({ perPage: 10, trackingIds: ["web", "mobile"] }),
    method: "POST",
    path: properties,
    query: "org=my-org",
    body: { perPage: 10, trackingIds: ["web", "mobile"] },
    reply: { body: propertyPage }
  },
  {
    name: "Properties.get",
    call: AnalyticsProperties.get("web"),
    method: "GET",
    path: `${properties}/web`,
    query: "org=my-org",
    reply: { body: property }
  },
  {
    name: "Properties.create",
    call: AnalyticsProperties.create("web", "Web site"),
    method: "POST",
    path: `${properties}/web`,
    query: "org=my-org&displayName=Web%20site",
    reply: { body: { message: "Property web created." } }
  },
  {
    name: "Properties.update",
    call: AnalyticsProperties.update("web", "Web (new)"),
    method: "PUT",
    path: `${properties}/web`,
    query: "org=my-org&displayName=Web%20%28new%29",
    reply: { body: { message: "Property web updated." } }
  },
  {
    name: "Properties.delete",
    call: AnalyticsProperties.delete("web"),
    method: "DELETE",
    path: `${properties}/web`,
    query: "org=my-org",
    reply: { body: { message: "Property web deleted." } }
  }
], [AnalyticsProperties])

// ── usage-analytics data health ──────────────────────────────────────────────
const health = "/rest/ua/v15/datahealth"
const from = "2024-01-01T00:00:00.000Z"
const to = "2024-01-31T12:30:00.000Z"
const range = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`
const pagination = { page: 0, perPage: 50, totalItems: 1, totalPages: 1 }
const validationError = { code: "MISSING", path: "searchHub", message: "searchHub is required" }
const facetValues = { values: [{ value: "search", count: 120 }, { value: "click", count: 40 }] }

wireSuite("ua/data health", [
  {
    name: "DataHealth.listEvents",
    call: DataHealth.listEvents({
      from,
      to,
      clientId: "c1",
      visitId: ["v1", "v2"],
      eventSource: "web",
      eventType: ["search"],
      searchHub: "main",
      healthStatus: "INVALID",
      trackingId: ["web"],
      page: 0,
      perPage: 50
    }),
    method: "GET",
    path: `${health}/events`,
    query: `org=my-org&${range}&clientId=c1&visitId=v1&visitId=v2&eventSource=web&eventType=search&searchHub=main` +
      "&healthStatus=INVALID&trackingId=web&page=0&perPage=50",
    reply: {
      body: {
        events: [{
          source: "web",
          type: "search",
          searchHub: "main",
          timestamp: "2024-01-05T10:00:00.000Z",
          visitId: "v1",
          clientId: "c1",
          eventId: "e1",
          validationErrors: [validationError]
        }],
        pagination
      }
    }
  },
  {
    name: "DataHealth.listEvents",
    call: DataHealth.listEvents({ org: "other-org", from, to }),
    method: "GET",
    path: `${health}/events`,
    query: `org=other-org&${range}`,
    reply: { body: { events: [], pagination: { ...pagination, totalItems: 0, totalPages: 0 } } }
  },
  {
    name: "DataHealth.getEventPayload",
    call: DataHealth.getEventPayload({ eventId: "e1", timestamp: "2024-01-05T10:00:00.000Z" }),
    method: "GET",
    path: `${health}/events/payload`,
    query: "org=my-org&eventId=e1&timestamp=2024-01-05T10%3A00%3A00.000Z",
    reply: {
      body: { eventId: "e1", timestamp: "2024-01-05T10:00:00.000Z", eventPayload: { queryText: "shoes" } }
    }
  },
  {
    name: "DataHealth.listFacetValues",
    call: DataHealth.listFacetValues({ from, to, searchHub: ["main", "support"], facet: "EVENT_TYPE" }),
    method: "GET",
    path: `${health}/facets`,
    query: `org=my-org&${range}&searchHub=main&searchHub=support&facet=EVENT_TYPE`,
    reply: { body: facetValues }
  },
  {
    name: "DataHealth.getOverview",
    call: DataHealth.getOverview({ from, to, category: "SEARCH", trackingId: ["web"], showBetaRules: true }),
    method: "GET",
    path: `${health}/overview`,
    query: `org=my-org&${range}&category=SEARCH&trackingId=web&showBetaRules=true`,
    reply: {
      body: {
        score: 92,
        severityBreakdown: { CRITICAL: 0, HIGH: 1, MEDIUM: 2, LOW: 3 },
        totalValidations: 100,
        failedValidations: 6
      }
    }
  },
  {
    name: "DataHealth.getGroupListing",
    call: DataHealth.getGroupListing({
      from,
      to,
      page: 1,
      perPage: 10,
      category: "SEARCH",
      trackingId: ["web"],
      showEmptyGroups: true,
      showBetaRules: false
    }),
    method: "GET",
    path: `${health}/groups`,
    query: `org=my-org&${range}&page=1&perPage=10&category=SEARCH&trackingId=web&showEmptyGroups=true` +
      "&showBetaRules=false",
    reply: {
      body: {
        groups: [{
          group: "searchEvents",
          score: 90,
          severityBreakdown: { CRITICAL: 0, HIGH: 1, MEDIUM: 0, LOW: 0 },
          totalValidations: 10,
          failedValidations: 1
        }],
        pagination: { page: 1, perPage: 10, totalItems: 11, totalPages: 2 }
      }
    }
  },
  {
    name: "DataHealth.getGroupDetail",
    call: DataHealth.getGroupDetail({ from, to, category: "SEARCH", group: "searchEvents" }),
    method: "GET",
    path: `${health}/groups/detail`,
    query: `org=my-org&${range}&category=SEARCH&group=searchEvents`,
    reply: {
      body: {
        criteria: [{
          id: "rule1",
          category: "SEARCH",
          severity: "HIGH",
          totalValidations: 10,
          failedValidations: 1,
          score: 90,
          scope: "EVENT",
          scopeValue: "search"
        }]
      }
    }
  },
  {
    name: "DataHealth.getGroupDetail",
    call: DataHealth.getGroupDetail({
      from,
      to,
      page: 0,
      perPage: 5,
      category: ["SEARCH", "CLICK"],
      trackingId: ["web"],
      showBetaRules: true,
      group: "searchEvents"
    }),
    method: "GET",
    path: `${health}/groups/detail`,
    query: `org=my-org&${range}&page=0&perPage=5&category=SEARCH&category=CLICK&trackingId=web&showBetaRules=true` +
      "&group=searchEvents",
    reply: { body: { criteria: [] } }
  },
  {
    name: "DataHealth.getTrackingIds",
    call: DataHealth.getTrackingIds({ from, to }),
    method: "GET",
    path: `${health}/facets`,
    query: `org=my-org&${range}&facet=TRACKING_ID`,
    reply: { body: { values: [{ value: "web", count: 160 }] } }
  },
  {
    name: "DataHealth.getEventsProblems",
    call: DataHealth.getEventsProblems({
      from,
      to,
      page: 0,
      perPage: 20,
      eventType: ["search", "click"],
      searchHub: ["main"],
      trackingId: ["web"]
    }),
    method: "GET",
    path: `${health}/events/problems`,
    query: `org=my-org&${range}&page=0&perPage=20&eventType=search&eventType=click&searchHub=main&trackingId=web`,
    reply: {
      body: {
        problems: [{
          eventType: "search",
          trackingId: "web",
          searchHub: "main",
          failedEvents: 3,
          totalEvents: 120,
          validationErrors: [validationError],
          sampleEvents: ["e1"],
          sampleEventsTimestamps: ["2024-01-05T10:00:00.000Z"]
        }],
        pagination
      }
    }
  },
  {
    name: "DataHealth.getFailedInstances",
    call: DataHealth.getFailedInstances({
      from,
      to,
      page: 0,
      perPage: 25,
      criterionId: "rule1",
      group: "searchEvents",
      scopeValue: "search",
      trackingId: ["web"]
    }),
    method: "GET",
    path: `${health}/criteria/failedInstances`,
    query:
      `org=my-org&${range}&page=0&perPage=25&criterionId=rule1&group=searchEvents&scopeValue=search&trackingId=web`,
    reply: {
      body: {
        failedInstances: [{
          timestamp: "2024-01-05T10:00:00.000Z",
          eventId: "e1",
          visitId: "v1",
          clientId: "c1",
          scope: "EVENT"
        }],
        pagination
      }
    }
  }
], [DataHealth])
