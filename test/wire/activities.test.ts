import * as Activities from "../../src/Platform/Activity/Activities.ts"
import { wireSuite } from "../support/wire.ts"

const base = "/rest/organizations/my-org/activities"
const activity = {
  id: "act 1",
  operation: "FULL_REFRESH",
  state: "EXECUTED",
  result: "SUCCESS",
  resourceType: "SOURCE",
  resourceId: "src-1",
  createDate: 1700000000000
} as const
const page = { items: [activity], totalEntries: 1, totalPages: 1 }
const window = { from: "2024-01-01T00:00:00.000Z", to: "2024-01-31T23:59:59.999Z" }
const windowQuery = "from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-31T23%3A59%3A59.999Z"
const facets = { sections: ["CONTENT"], states: ["EXECUTING"], resourceTypes: ["SOURCE"] } as const
const internal = { sections: ["CONTENT", "INTERNAL"] } as const

wireSuite("platform/activities", [
  {
    name: "Activities.get",
    call: Activities.get("act 1"),
    method: "GET",
    path: `${base}/act%201`,
    reply: { body: activity }
  },
  {
    name: "Activities.getResourceTypes",
    call: Activities.getResourceTypes(),
    method: "GET",
    path: `${base}/resourcetypes`,
    reply: { body: ["SOURCE", "FIELD"] }
  },
  {
    name: "Activities.getPublicOperationTypes",
    call: Activities.getOperationTypes(),
    method: "GET",
    path: `${base}/operationtypes`,
    reply: { body: ["CREATE", "FULL_REFRESH"] }
  },
  {
    name: "Activities.getPublicOperationTypes",
    call: Activities.getOperationTypes(false),
    method: "GET",
    path: `${base}/operationtypes`,
    reply: { body: ["CREATE"] }
  },
  {
    name: "Activities.getAllOperationTypes",
    call: Activities.getOperationTypes(true),
    method: "GET",
    path: `${base}/operationtypes/all`,
    reply: { body: ["CREATE", "COMMIT"] }
  },
  {
    name: "Activities.getListOfResourcesAndOperations",
    call: Activities.getListOfResourcesAndOperations(),
    method: "GET",
    path: `${base}/resourcesandoperations`,
    reply: { body: { SOURCE: ["CREATE", "FULL_REFRESH"] } }
  },
  {
    name: "Activities.listPublic",
    call: Activities.list(),
    method: "POST",
    path: `${base}/public`,
    reply: { body: page }
  },
  {
    name: "Activities.listPublic",
    call: Activities.list({ page: 2, perPage: 10, ...window }, facets),
    method: "POST",
    path: `${base}/public`,
    query: `page=2&perPage=10&${windowQuery}`,
    body: facets,
    reply: { body: page }
  },
  {
    name: "Activities.listIncludingInternal",
    call: Activities.list({ page: 0 }, internal),
    method: "POST",
    path: base,
    query: "page=0",
    body: internal,
    reply: { body: page }
  },
  {
    name: "Activities.listFacetsPublic",
    call: Activities.listFacets(),
    method: "POST",
    path: `${base}/facets/public`,
    reply: { body: facets }
  },
  {
    name: "Activities.listFacetsPublic",
    call: Activities.listFacets(window, facets),
    method: "POST",
    path: `${base}/facets/public`,
    query: windowQuery,
    body: facets,
    reply: { body: facets }
  },
  {
    name: "Activities.listFacetsIncludingInternal",
    call: Activities.listFacets(window, internal),
    method: "POST",
    path: `${base}/facets`,
    query: windowQuery,
    body: internal,
    reply: { body: internal }
  },
  {
    name: "Activities.listAll",
    call: Activities.listAll(),
    method: "POST",
    path: "/rest/activities",
    reply: { body: page }
  },
  {
    name: "Activities.listAll",
    call: Activities.listAll({ perPage: 5 }, { organizationIds: ["my-org"] }),
    method: "POST",
    path: "/rest/activities",
    query: "perPage=5",
    body: { organizationIds: ["my-org"] },
    reply: { body: page }
  },
  {
    name: "Activities.abortActivity",
    call: Activities.abortActivity("act 1", { ...activity, abortReason: "Not needed" }),
    method: "POST",
    path: `${base}/act%201/abort`,
    body: { ...activity, abortReason: "Not needed" },
    reply: { status: 204 }
  }
], [Activities])
