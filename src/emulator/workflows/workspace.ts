/**
 * The activity log, projects and next-generation search pages, where the generic behaviour does not
 * fit:
 *
 * - activities are listed (and counted by facet) with `POST` and filters in the body; the public paths
 *   leave the `INTERNAL` section out, and `/rest/activities` lists those of every organization the token
 *   reaches. Nothing in the emulator records activities yet: the lists hold what the store holds.
 * - a project's resources are read from the project (`resources`: ids by resource type), and so are the
 *   projects of given resources;
 * - a search page's accesses live in the page (`accesses`), and its markup calls answer HTML.
 *
 * @module
 */
import { pageOf } from "../generic.ts"
import { publicView, type Store, type StoredRecord } from "../store.ts"
import { type EmulatorRequest, fail, ok, type Reply, type World } from "../types.ts"
import { iso, org, type Workflow } from "./common.ts"

// --- activities

const activities = `${org}/activities`

/** The activity filters of a listing body: each given list keeps the activities whose value it holds. */
const facetFields = {
  sections: "section",
  operations: "operation",
  states: "state",
  resultTypes: "result",
  resourceIds: "resourceId",
  resourceTypes: "resourceType",
  organizationIds: "organizationId"
} as const

const filtersOf = (req: EmulatorRequest): Readonly<Record<string, unknown>> =>
  typeof req.body === "object" && req.body !== null && !Array.isArray(req.body)
    ? req.body as Readonly<Record<string, unknown>>
    : {}

const inWindow = (record: StoredRecord, req: EmulatorRequest): boolean => {
  const at = typeof record.createDate === "number" ? record.createDate : undefined
  if (at === undefined) return true
  const from = typeof req.query.from === "string" ? Date.parse(req.query.from) : NaN
  const to = typeof req.query.to === "string" ? Date.parse(req.query.to) : NaN
  return !(at < from) && !(at > to)
}

const matching = (
  records: ReadonlyArray<StoredRecord>,
  req: EmulatorRequest,
  publicOnly: boolean
): ReadonlyArray<Record<string, unknown>> => {
  const filters = filtersOf(req)
  return records.map(publicView).filter((record) => {
    if (publicOnly && record.section === "INTERNAL") return false
    if (!inWindow(record, req)) return false
    return Object.entries(facetFields).every(([filter, field]) => {
      const wanted = filters[filter]
      return !Array.isArray(wanted) || wanted.length === 0 || wanted.includes(record[field])
    })
  })
}

const orgActivities = (req: EmulatorRequest, world: World): ReadonlyArray<StoredRecord> =>
  world.store.list(world.generic.keyOf(activities, req))

const activityPage = (records: ReadonlyArray<Record<string, unknown>>, req: EmulatorRequest): Reply => {
  const newestFirst = [...records].sort((a, b) => Number(b.createDate ?? 0) - Number(a.createDate ?? 0))
  return ok(pageOf(newestFirst, req.query))
}

const facetsOf = (records: ReadonlyArray<Record<string, unknown>>): Reply => {
  const out: Record<string, Array<unknown>> = {}
  for (const [facet, field] of Object.entries(facetFields)) {
    out[facet] = [...new Set(records.map((r) => r[field]).filter((v) => typeof v === "string"))]
  }
  return ok(out)
}

/** The activities of every organization the token reaches (one when it is bound to one). */
const everyActivity = (req: EmulatorRequest, world: World): ReadonlyArray<StoredRecord> =>
  world.store.list("/rest/organizations")
    .map((o) => String(o.id))
    .filter((id) => req.principal.organizationId === undefined || req.principal.organizationId === id)
    .flatMap((id) => world.store.list(world.generic.keyOf(activities, { params: { org: id }, scope: undefined })))

/**
 * The activities of a new organization's sample content: each source's creation and first full refresh,
 * and one internal index backup (left out of the public listing). Their ids derive from the records', so
 * that seeding takes no ids from the store's counter.
 *
 * @since 0.1.0
 * @category constructors
 */
export const seedActivities = (store: Store, organizationId: string, owner: string, now: number): void => {
  const key = `/rest/organizations/${organizationId}/activities`
  const put = (
    id: string,
    operation: string,
    section: string,
    resource: { readonly id: string; readonly name: string; readonly type: string },
    startDate: number,
    duration: number,
    triggeredBy: Readonly<Record<string, string>>
  ) =>
    store.put(key, id, {
      id,
      operation,
      state: "EXECUTED",
      result: "SUCCESS",
      section,
      severity: "INFO",
      createDate: startDate,
      startDate,
      endDate: startDate + duration,
      duration,
      progress: 100,
      organizationId,
      resourceId: resource.id,
      resourceName: resource.name,
      resourceType: resource.type,
      triggeredBy
    })
  const user = { type: "USER", id: owner, displayName: owner }
  for (const source of store.list(`/rest/organizations/${organizationId}/sources`)) {
    const resource = { id: String(source.id), name: String(source.name ?? source.id), type: "SOURCE" }
    put(`${resource.id}-create`, "CREATE", "CONTENT", resource, now - 86_400_000, 2_000, user)
    put(`${resource.id}-refresh`, "FULL_REFRESH", "CONTENT", resource, now - 3_600_000, 600_000, { type: "SYSTEM" })
  }
  const index = { id: `${organizationId}-index`, name: `${organizationId}-index`, type: "INDEX" }
  put(`${index.id}-backup`, "BACKUP", "INTERNAL", index, now - 7_200_000, 60_000, { type: "SYSTEM" })
}

// --- projects

const projects = `${org}/projects`

const projectOf = (req: EmulatorRequest, world: World): StoredRecord =>
  world.store.get(world.generic.keyOf(projects, req), req.params.projectId!) ??
    world.generic.notFound(projects, req.params.projectId!)

const resourcesOf = (project: StoredRecord): Readonly<Record<string, ReadonlyArray<string>>> =>
  typeof project.resources === "object" && project.resources !== null
    ? project.resources as Readonly<Record<string, ReadonlyArray<string>>>
    : {}

const textFilter = (filter: unknown) => (id: string) =>
  typeof filter !== "string" || filter === "" || id.toLowerCase().includes(filter.toLowerCase())

// --- next-generation search pages

const pages = `${org}/searchpage/v1/interfaces`
const page = `${pages}/{searchPageId}`

const pageOfRequest = (req: EmulatorRequest, world: World): StoredRecord =>
  world.store.get(world.generic.keyOf(pages, req), req.params.searchPageId!) ??
    world.generic.notFound(pages, req.params.searchPageId!)

const accessesOf = (record: StoredRecord): Readonly<Record<string, unknown>> => ({
  users: [],
  domains: [],
  sharingLinkEnabled: false,
  sharingDomainEnabled: false,
  ...(typeof record.accesses === "object" && record.accesses !== null
    ? record.accesses as Readonly<Record<string, unknown>>
    : {})
})

const usersOf = (record: StoredRecord): ReadonlyArray<string> => {
  const users = accessesOf(record).users
  return Array.isArray(users) ? users.filter((u): u is string => typeof u === "string") : []
}

const strings = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) && value.every((v) => typeof v === "string")
    ? value
    : fail(400, "INVALID_BODY", "The users must be an array of strings.")

const withAccesses = (req: EmulatorRequest, world: World, accesses: Readonly<Record<string, unknown>>) => {
  const record = pageOfRequest(req, world)
  const next = { ...record, accesses, updated: iso(req.now), updatedBy: req.principal.username }
  world.store.put(world.generic.keyOf(pages, req), String(record.id), next)
  return next
}

const html = (req: EmulatorRequest, world: World, what: string): Reply => {
  const record = pageOfRequest(req, world)
  const name = String(record.name ?? record.id).replace(/[<>&"]/g, "")
  return {
    status: 200,
    raw: `<!DOCTYPE html><html><head><title>${name}</title></head><body>` +
      `<atomic-search-interface data-emulator="${what}"></atomic-search-interface></body></html>`,
    contentType: "text/html"
  }
}

/**
 * What the activity log, projects and next-generation search pages add to the generic behaviour.
 *
 * @since 0.1.0
 * @category workflows
 */
export const workspaceWorkflow: Workflow = {
  handlers: {
    // `POST …/activities` lists (the generic behaviour would read it as creating one).
    [`POST ${activities}`]: (req, world) => activityPage(matching(orgActivities(req, world), req, false), req),
    [`POST ${activities}/public`]: (req, world) => activityPage(matching(orgActivities(req, world), req, true), req),
    [`POST ${activities}/facets`]: (req, world) => facetsOf(matching(orgActivities(req, world), req, false)),
    [`POST ${activities}/facets/public`]: (req, world) => facetsOf(matching(orgActivities(req, world), req, true)),
    "POST /rest/activities": (req, world) => activityPage(matching(everyActivity(req, world), req, false), req),

    [`GET ${projects}/{projectId}/resources`]: (req, world) =>
      ok({ existingResources: resourcesOf(projectOf(req, world)), noAccessResources: {}, deletedResources: {} }),
    [`GET ${projects}/{projectId}/resources/{resourceType}`]: (req, world) => {
      const type = req.params.resourceType!
      const ids = (resourcesOf(projectOf(req, world))[type] ?? []).filter(textFilter(req.query.filter))
      return ok(pageOf(ids.map((id) => ({ id, name: id, type })), req.query))
    },
    [`POST ${projects}/resources/ids`]: (req, world) => {
      const type = String(req.query.resourceType ?? "")
      const all = world.store.list(world.generic.keyOf(projects, req))
      return ok(strings(req.body ?? []).map((id) => ({
        id,
        projectIds: all.filter((p) => (resourcesOf(p)[type] ?? []).includes(id)).map((p) => String(p.id))
      })))
    },

    [`GET ${page}/accesses`]: (req, world) => ok(accessesOf(pageOfRequest(req, world))),
    [`PUT ${page}/accesses`]: (req, world) => {
      // The accesses are replaced as sent.
      return ok(accessesOf(withAccesses(req, world, filtersOf(req))))
    },
    [`GET ${page}/accesses/users`]: (req, world) => ok(usersOf(pageOfRequest(req, world))),
    [`PUT ${page}/accesses/users`]: (req, world) => {
      const users = strings(req.body)
      return ok(publicView(withAccesses(req, world, { ...accessesOf(pageOfRequest(req, world)), users })))
    },
    [`POST ${page}/accesses/users`]: (req, world) => {
      const added = strings(filtersOf(req).users ?? [])
      const record = pageOfRequest(req, world)
      const users = [...new Set([...usersOf(record), ...added])]
      return ok(publicView(withAccesses(req, world, { ...accessesOf(record), users })))
    },
    [`GET ${page}/token`]: (req, world) => ok({ token: `emulator-search-token-${pageOfRequest(req, world).id}` }),
    [`POST ${page}/preview`]: (req, world) => html(req, world, "preview"),
    [`GET ${page}/preview`]: (req, world) => html(req, world, "preview"),
    [`GET ${page}/edit`]: (req, world) => html(req, world, "edit"),
    [`GET ${page}/loader`]: (req, world) => html(req, world, "loader"),
    [`GET ${page}/login`]: (req, world) => html(req, world, "login")
  },
  lists: {
    // The declaration reads a page, as the promise client types it; the description gives a bare array.
    [pages]: { itemsKey: "items", paged: true }
  }
}
