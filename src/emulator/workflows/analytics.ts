/**
 * Usage analytics: reports, with their access lists, and exports. An export is
 * `PENDING` for two steps, then `AVAILABLE` with a signed download link;
 * `GET /exports/{id}?redirect=true` redirects to the file once it is there.
 * Who sees what (a report's users, a permission filter's users and targets, a
 * user's or a group's reports and filters) is written as ids and read as the
 * records they name.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { ReportAccessType } from "../../Schema/UsageAnalytics.ts"
import { ReportType } from "../../UsageAnalytics/Reports.ts"
import { publicView, type StoredRecord } from "../store.ts"
import { type EmulatorRequest, fail, isRecord, noContent, objectBody, ok, type World } from "../types.ts"
import { decodeBody, phaseOf, signedUrl, type Timeline, timeline, type Workflow } from "./common.ts"

const ua = "/rest/ua/v15"
const reports = `${ua}/reports`
const exportsBase = `${ua}/exports`

const ReportBody = Schema.Struct({
  displayName: Schema.NonEmptyString,
  type: ReportType,
  allAnalyticsViewer: Schema.optional(Schema.Boolean),
  configuration: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
  filters: Schema.optional(Schema.Array(Schema.String))
})
const AccessBody = Schema.Struct({ accessType: ReportAccessType })

const reportView = (record: StoredRecord, req: EmulatorRequest) => {
  const { configuration, ...rest } = publicView(record)
  // The list leaves the configuration out unless asked for; other reads carry it unless asked not to
  // (`includeConfig` defaults to true on a user's and a group's reports).
  const wanted = req.template === reports ? req.query.includeConfig === true : req.query.includeConfig !== false
  return wanted ? { ...rest, configuration } : rest
}

const exportView = (record: StoredRecord, req: EmulatorRequest, world: World): Readonly<Record<string, unknown>> => {
  const status = phaseOf(record.$timeline as Timeline, req.now, world.stepMs())
  const available = status === "AVAILABLE"
  return {
    ...publicView(record),
    status,
    downloadable: available,
    size: available ? csvOf(record).length : 0,
    ...(available
      ? { downloadLink: signedUrl(req, world, "export", world.generic.keyOf(exportsBase, req), String(record.id)) }
      : {})
  }
}

const csvOf = (record: StoredRecord): string => {
  const rows = ["searchId,datetime,queryExpression,numberOfResults"]
  for (let i = 1; i <= 5; i++) {
    rows.push(`search-${i},${new Date(Number(record.from) + i * 60_000).toISOString()},query ${i},${10 * i}`)
  }
  return `${rows.join("\n")}\n`
}

const currentExport = (req: EmulatorRequest, world: World) =>
  world.store.get(world.generic.keyOf(exportsBase, req), req.params.exportId!) ??
    world.generic.notFound(exportsBase, req.params.exportId!)

const generate = (req: EmulatorRequest, world: World) => {
  const from = Date.parse(String(req.query.from))
  const to = Date.parse(String(req.query.to))
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) {
    fail(400, "INVALID_PARAMETER", "'from' and 'to' must be ISO-8601 dates, 'to' not before 'from'.")
  }
  const id = world.store.nextId("export")
  const tables = req.query.tables
  const record: StoredRecord = {
    id,
    author: req.principal.username,
    startDate: req.now,
    from,
    to,
    filters: {},
    description: typeof req.query.d === "string" ? req.query.d : "",
    tables: Array.isArray(tables) ? tables : ["SEARCHES", "CLICKS"],
    dimensions: Array.isArray(req.query.dimensions) ? req.query.dimensions : [],
    replayable: true,
    usingDisplayNames: req.query.useDisplayNames === true,
    $timeline: timeline(["PENDING", "PENDING", "AVAILABLE"], req.now)
  }
  world.store.put(world.generic.keyOf(exportsBase, req), id, record)
  return ok(exportView(record, req, world))
}

// The body forms of generate (`/exports/create`, `/exports/visits/create`): the same export, described in the body.
const generateFromBody = (req: EmulatorRequest, world: World) => {
  const body = objectBody(req)
  const text = (v: unknown) => (typeof v === "string" ? v : undefined)
  const list = (v: unknown) => (Array.isArray(v) ? v : undefined)
  return {
    ...generate({
      ...req,
      query: {
        from: text(body.from),
        to: text(body.to),
        d: text(body.description),
        tables: list(body.tables),
        dimensions: list(body.dimensions),
        useDisplayNames: body.useDisplayNames
      }
    }, world),
    status: 201
  }
}

const estimate = (req: EmulatorRequest) => {
  const tables = Array.isArray(req.query.tables) ? req.query.tables.map(String) : ["SEARCHES", "CLICKS"]
  return ok({ estimates: Object.fromEntries(tables.map((t, i) => [t, 1200 - i * 300])) })
}

const users = `${ua}/users/{userId}`
const groups = `${ua}/groups/{groupId}`
const permissions = `${ua}/filters/permissions`
const filterCollections = [permissions, `${ua}/filters/reporting`]

/** The document a PUT stored at `template`, for the request's path with `params` over its ids. */
const sentAt = (template: string, req: EmulatorRequest, world: World, params: Readonly<Record<string, string>> = {}) =>
  world.store.doc(world.generic.keyOf(template, { ...req, params: { ...req.params, ...params } }))

/** Turns one item that a PUT sent (an id, a filter value) into the record it names. */
type Resolve = (req: EmulatorRequest, world: World) => (sent: unknown) => unknown

/** Reads what a PUT on the same path stored, in the representation the read answers. */
type Read = (sent: unknown, req: EmulatorRequest, world: World) => unknown

const idsOf = (sent: unknown): ReadonlyArray<string> => (Array.isArray(sent) ? sent.map(String) : [])

const each = (resolve: Resolve): Read => (sent, req, world) =>
  (Array.isArray(sent) ? sent : []).map(resolve(req, world))

const under = (key: string, read: Read): Read => (sent, req, world) => ({ [key]: read(sent, req, world) })

// A user or a group is no record the emulator creates; what it holds of one is the filters and reports written on it.
const memberOf = (template: string, idKey: "userId" | "groupId"): Resolve => (req, world) => (sent) => {
  const id = String(sent)
  const params = { [idKey]: id }
  const filters = sentAt(`${template}/filters`, req, world, params)
  return {
    [idKey]: id,
    account: req.org,
    filters: (Array.isArray(filters) ? filters.filter(isRecord) : []).map((f) => String(f.value ?? "")),
    reports: idsOf(sentAt(`${template}/reports`, req, world, params))
  }
}

const userOf = memberOf(users, "userId")
const groupOf = memberOf(groups, "groupId")

const reportOf: Resolve = (req, world) => (sent) => {
  const record = world.store.get(world.generic.keyOf(reports, req), String(sent))
  return record === undefined ? { id: String(sent) } : reportView(record, req)
}

// A filter value is a persisted filter's id when `id` is set, else an expression; an expression names no
// record, and the declared `FilterResponseV14`/`V15` require an id, so it gets the smallest one.
const filterOf: Resolve = (req, world) => (sent) => {
  const item = isRecord(sent) ? sent : {}
  const value = String(item.value ?? "")
  if (item.id !== true) return { id: "", value }
  const record = filterCollections.map((c) => world.store.get(world.generic.keyOf(c, req), value))
    .find((r) => r !== undefined)
  return record === undefined ? { id: value } : publicView(record)
}

const accessOf = (req: EmulatorRequest, world: World): Readonly<Record<string, unknown>> => {
  const stored = sentAt(`${reports}/{reportId}/access`, req, world)
  return isRecord(stored) ? stored : {}
}

/**
 * The reads of what a PUT on the same path stored (the generic behaviour would answer it as written): the
 * write sends ids or filter values, the read answers the records they name, as the description says.
 */
const readBacks: Readonly<Record<string, Read>> = {
  // ReportsResponseV15 and ReportsResponseV14: `{ reports: ReportResponse[] }`.
  [`${users}/reports`]: under("reports", each(reportOf)),
  [`${groups}/reports`]: under("reports", each(reportOf)),
  // FiltersResponseV15 and FiltersResponseV14: `{ filters: FilterResponse[] }`.
  [`${users}/filters`]: under("filters", each(filterOf)),
  [`${groups}/filters`]: under("filters", each(filterOf)),
  // An array of UserResponseV15.
  [`${permissions}/{filterId}/users`]: each(userOf),
  // ReportUsersResponseV15: the access type is the one the report's access list holds.
  [`${reports}/{reportId}/users`]: (sent, req, world) => ({
    access: accessOf(req, world).accessType ?? "PRIVATE",
    allowedUsers: each(userOf)(sent, req, world)
  }),
  // An array of FilterTargetsResponseV15: the one set of targets written, nothing before a write.
  [`${permissions}/{filterId}/targets`]: (sent, req, world) =>
    isRecord(sent)
      ? [{
        targetedUsers: each(userOf)(sent.targetedUsers, req, world),
        targetedGroups: each(groupOf)(sent.targetedGroups, req, world)
      }]
      : []
}

/** The usage analytics workflow. */
export const analyticsWorkflow: Workflow = {
  handlers: {
    [`POST ${reports}`]: (req, world) => {
      decodeBody(ReportBody, req.body)
      const id = world.store.nextId("report")
      world.store.put(world.generic.keyOf(reports, req), id, {
        allAnalyticsViewer: false,
        configuration: {},
        filters: [],
        ...objectBody(req),
        id,
        account: req.org
      })
      return ok({ id }, 201)
    },
    [`PUT ${reports}/{reportId}`]: (req, world) => {
      const key = world.generic.keyOf(reports, req)
      const existing = world.store.get(key, req.params.reportId!) ??
        world.generic.notFound(reports, req.params.reportId!)
      decodeBody(ReportBody, req.body)
      const body = objectBody(req)
      world.store.put(key, String(existing.id), { ...existing, ...body, id: existing.id, account: existing.account })
      return ok(body)
    },
    [`PUT ${reports}/{reportId}/access`]: (req, world) => {
      decodeBody(AccessBody, req.body)
      world.store.setDoc(world.generic.keyOf(`${reports}/{reportId}/access`, req), objectBody(req))
      return noContent
    },
    [`GET ${reports}/{reportId}/access`]: (req, world) => {
      const stored = accessOf(req, world)
      return ok({
        accessType: stored.accessType ?? "PRIVATE",
        allowedUsers: each(userOf)(stored.allowedUsers, req, world),
        allowedGroups: each(groupOf)(stored.allowedGroups, req, world)
      })
    },
    ...Object.fromEntries(
      Object.entries(readBacks).map(([template, read]) => [
        `GET ${template}`,
        (req: EmulatorRequest, world: World) => ok(read(sentAt(template, req, world), req, world))
      ])
    ),
    [`POST ${exportsBase}`]: generate,
    [`POST ${exportsBase}/visits`]: generate,
    [`POST ${exportsBase}/create`]: generateFromBody,
    [`POST ${exportsBase}/visits/create`]: generateFromBody,
    // A reactivated user keeps its login and e-mail, with the new expiry (the promise client's ReactivateUserModel).
    [`PUT ${ua}/admin/snowflake/users/{snowflakeUser}/expiration`]: (req, world) => {
      const key = world.generic.keyOf(`${ua}/admin/snowflake/users`, req)
      const user = world.store.get(key, req.params.snowflakeUser!) ??
        world.generic.notFound(`${ua}/admin/snowflake/users`, req.params.snowflakeUser!)
      const daysToExpiry = objectBody(req).daysToExpiry
      world.store.put(key, req.params.snowflakeUser!, { ...user, daysToExpiry })
      return ok({ name: user.username ?? req.params.snowflakeUser, email: user.email, daysToExpiry })
    },
    [`GET ${exportsBase}/estimate`]: estimate,
    [`GET ${exportsBase}/visits/estimate`]: estimate,
    [`GET ${exportsBase}/{exportId}`]: (req, world) => {
      const record = currentExport(req, world)
      const view = exportView(record, req, world)
      if (req.query.redirect !== true) return ok(view)
      if (view.status !== "AVAILABLE") {
        return fail(
          409,
          "EXPORT_NOT_AVAILABLE",
          `Export '${record.id}' is ${view.status}: it cannot be downloaded yet.`
        )
      }
      return {
        status: 302,
        headers: { location: String(view.downloadLink) },
        body: { downloadLink: view.downloadLink }
      }
    },
    [`GET ${exportsBase}/{exportId}/downloadlink`]: (req, world) => {
      const view = exportView(currentExport(req, world), req, world)
      return ok({ id: view.id, ...(view.downloadLink === undefined ? {} : { downloadLink: view.downloadLink }) })
    }
  },
  lists: {
    [reports]: {
      itemsKey: "reports",
      paged: false,
      filter: (r, req) => req.query.type === undefined || r.type === req.query.type
    },
    [`${ua}/filters/reporting`]: { itemsKey: "filters", paged: false },
    [`${ua}/filters/permissions`]: { itemsKey: "filters", paged: false },
    // A bare array, as the description answers (the promise client's `{ snowflakeUsers }` predates it).
    [`${ua}/admin/snowflake/users`]: { paged: false }
  },
  views: { [reports]: (record, req) => reportView(record, req), [exportsBase]: exportView },
  notFound: {
    [reports]: { errorCode: "REPORT_NOT_FOUND", noun: "Report" },
    [exportsBase]: { errorCode: "EXPORT_NOT_FOUND", noun: "Export" }
  },
  defaults: {
    [`${exportsBase}/rowLimit`]: () => ({ exportRowCountLimit: 10_000_000 }),
    [`${reports}/templates`]: () => [
      {
        id: "search-overview",
        title: "Search overview",
        description: "Searches, clicks and click-through.",
        category: "Search"
      },
      { id: "content-gaps", title: "Content gaps", description: "Queries without results.", category: "Content" }
    ]
  },
  downloads: {
    export: (world, key, id) => {
      const record = world.store.get(key, id)
      return record === undefined
        ? undefined
        : { status: 200, raw: csvOf(record), contentType: "text/csv; charset=utf-8" }
    }
  }
}
