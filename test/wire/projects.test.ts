import * as Projects from "../../src/Platform/Projects/Projects.ts"
import { wireSuite } from "../support/wire.ts"

const base = "/rest/organizations/my-org/projects"
const project = {
  id: "proj 1",
  name: "Support portal",
  description: "The support search",
  type: "SUPPORT_PORTAL",
  resources: { SOURCE: ["src-1"] },
  createdBy: "bob@example.com",
  createdDate: "2024-01-01T00:00:00.000Z"
} as const
const { id: _id, createdBy: _by, createdDate: _date, ...toCreate } = project
const page = { items: [project], totalEntries: 1, totalPages: 1 }

wireSuite("platform/projects", [
  { name: "Projects.list", call: Projects.list(), method: "GET", path: base, reply: { body: page } },
  {
    name: "Projects.list",
    call: Projects.list({ filter: "support", sortBy: "NAME", order: "ASC", page: 1, perPage: 20 }),
    method: "GET",
    path: base,
    query: "filter=support&sortBy=NAME&order=ASC&page=1&perPage=20",
    reply: { body: page }
  },
  {
    name: "Projects.create",
    call: Projects.create(toCreate),
    method: "POST",
    path: base,
    body: toCreate,
    reply: { status: 201, body: project }
  },
  {
    name: "Projects.update",
    call: Projects.update("proj 1", { ...toCreate, pointsOfContact: ["bob@example.com-google"] }),
    method: "PUT",
    path: `${base}/proj%201`,
    body: { ...toCreate, pointsOfContact: ["bob@example.com-google"] },
    reply: { body: project }
  },
  {
    name: "Projects.get",
    call: Projects.get("proj 1"),
    method: "GET",
    path: `${base}/proj%201`,
    reply: { body: project }
  },
  {
    name: "Projects.delete",
    call: Projects.delete("proj 1"),
    method: "DELETE",
    path: `${base}/proj%201`,
    reply: { status: 204 }
  },
  {
    name: "Projects.listResourcesByStatus",
    call: Projects.listResourcesByStatus("proj 1"),
    method: "GET",
    path: `${base}/proj%201/resources`,
    reply: { body: { existingResources: { SOURCE: ["src-1"] }, noAccessResources: {}, deletedResources: {} } }
  },
  {
    name: "Projects.listResources",
    call: Projects.listResources("proj 1", "SOURCE"),
    method: "GET",
    path: `${base}/proj%201/resources/SOURCE`,
    reply: { body: { items: [{ id: "src-1", name: "Docs" }], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "Projects.listResources",
    call: Projects.listResources("proj 1", "QUERY_PIPELINE", { filter: "default", page: 0, perPage: 50 }),
    method: "GET",
    path: `${base}/proj%201/resources/QUERY_PIPELINE`,
    query: "filter=default&page=0&perPage=50",
    reply: { body: { items: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "Projects.listAssociatedProjects",
    call: Projects.listAssociatedProjects("SOURCE", ["src-1", "src-2"]),
    method: "POST",
    path: `${base}/resources/ids`,
    query: "resourceType=SOURCE",
    body: ["src-1", "src-2"],
    reply: { body: [{ id: "src-1", projectIds: ["proj 1"] }, { id: "src-2", projectIds: [] }] }
  }
], [Projects])
