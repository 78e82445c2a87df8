import * as Filters from "../../src/UsageAnalytics/Filters.ts"
import * as Reports from "../../src/UsageAnalytics/Reports.ts"
import * as Statistics from "../../src/UsageAnalytics/Statistics.ts"
import * as UaUsers from "../../src/UsageAnalytics/UaUsers.ts"
import { wireSuite } from "../support/wire.ts"

const ua = "/rest/ua/v15"
const org = "org=my-org"
const from = "from=2024-03-01T00%3A00%3A00.000Z"
const to = "to=2024-03-31T23%3A59%3A59.000Z"
const range = { from: "2024-03-01T00:00:00.000Z", to: new Date("2024-03-31T23:59:59Z") }
const health = { status: "up" }
const status = { status: "online" }

const filter = { displayName: "Sales only", value: "(c_context_team=='sales')" }
const persisted = { ...filter, id: "f1", account: "my-org", type: "reporting" }
const user = { userId: "ada@example.com", account: "my-org", filters: ["f1"], reports: ["r1"] }
const group = { groupId: "analysts", account: "my-org", filters: [], reports: ["r1"] }

wireSuite("ua/filters", [
  {
    name: "Filters.listReportFilters",
    call: Filters.listReportFilters(),
    method: "GET",
    path: `${ua}/filters/reporting`,
    query: org,
    reply: { body: { filters: [persisted] } }
  },
  {
    name: "Filters.getReportFilter",
    call: Filters.getReportFilter("f1"),
    method: "GET",
    path: `${ua}/filters/reporting/f1`,
    query: org,
    reply: { body: persisted }
  },
  {
    name: "Filters.createReportFilter",
    call: Filters.createReportFilter(filter),
    method: "POST",
    path: `${ua}/filters/reporting`,
    query: org,
    body: filter,
    reply: { status: 201, body: { id: "f1" } }
  },
  {
    name: "Filters.updateReportFilter",
    call: Filters.updateReportFilter("f1", filter),
    method: "PUT",
    path: `${ua}/filters/reporting/f1`,
    query: org,
    body: filter,
    reply: { body: { id: "f1" } }
  },
  {
    name: "Filters.deleteReportFilter",
    call: Filters.deleteReportFilter("f1"),
    method: "DELETE",
    path: `${ua}/filters/reporting/f1`,
    query: org,
    reply: { status: 204 }
  },
  {
    name: "Filters.listPermissionFilters",
    call: Filters.listPermissionFilters(),
    method: "GET",
    path: `${ua}/filters/permissions`,
    query: org,
    reply: { body: { filters: [{ ...persisted, type: "permissions" }] } }
  },
  {
    name: "Filters.getPermissionFilter",
    call: Filters.getPermissionFilter("p 1"),
    method: "GET",
    path: `${ua}/filters/permissions/p%201`,
    query: org,
    reply: { body: { ...persisted, id: "p 1", type: "permissions" } }
  },
  {
    name: "Filters.createPermissionFilter",
    call: Filters.createPermissionFilter(filter),
    method: "POST",
    path: `${ua}/filters/permissions`,
    query: org,
    body: filter,
    reply: { body: { id: "p1" } }
  },
  {
    name: "Filters.updatePermissionFilter",
    call: Filters.updatePermissionFilter("p1", filter),
    method: "PUT",
    path: `${ua}/filters/permissions/p1`,
    query: org,
    body: filter,
    reply: { body: { id: "p1" } }
  },
  {
    name: "Filters.deletePermissionFilter",
    call: Filters.deletePermissionFilter("p1"),
    method: "DELETE",
    path: `${ua}/filters/permissions/p1`,
    query: org,
    reply: { status: 204 }
  },
  {
    name: "Filters.getPermissionFilterUsers",
    call: Filters.getPermissionFilterUsers("p1"),
    method: "GET",
    path: `${ua}/filters/permissions/p1/users`,
    query: org,
    reply: {
      body: [{ userId: "ada", account: "my-org", permissions: [{ permission: "p1", filterId: true }], reportIds: [] }]
    }
  },
  {
    name: "Filters.updatePermissionFilterUsers",
    call: Filters.updatePermissionFilterUsers("p1", ["ada", "grace"]),
    method: "PUT",
    path: `${ua}/filters/permissions/p1/users`,
    query: org,
    body: ["ada", "grace"],
    reply: { status: 204 }
  },
  {
    name: "Filters.getPermissionFilterTargets",
    call: Filters.getPermissionFilterTargets("p1"),
    method: "GET",
    path: `${ua}/filters/permissions/p1/targets`,
    query: org,
    reply: { body: [{ targetedUsers: [user], targetedGroups: [group] }] }
  },
  {
    name: "Filters.updatePermissionFilterTargets",
    call: Filters.updatePermissionFilterTargets("p1", { targetedUsers: ["ada"], targetedGroups: ["analysts"] }),
    method: "PUT",
    path: `${ua}/filters/permissions/p1/targets`,
    query: org,
    body: { targetedUsers: ["ada"], targetedGroups: ["analysts"] },
    reply: { status: 204 }
  },
  {
    name: "Filters.checkHealth",
    call: Filters.checkHealth(),
    method: "GET",
    path: `${ua}/filters/monitoring/health`,
    query: org,
    reply: { body: health }
  },
  {
    name: "Filters.checkStatus",
    call: Filters.checkStatus(),
    method: "GET",
    path: `${ua}/filters/status`,
    query: org,
    reply: { body: status }
  }
], [Filters])

const report = {
  displayName: "Weekly",
  type: "DASHBOARD",
  allAnalyticsViewer: false,
  configuration: { tabs: [] },
  filters: ["f1"]
} as const
const access = { accessType: "PRIVATE", allowedUsers: ["ada"], allowedGroups: ["analysts"] } as const

wireSuite("ua/reports", [
  {
    name: "Reports.list",
    call: Reports.list(),
    method: "GET",
    path: `${ua}/reports`,
    query: org,
    reply: { body: { reports: [] } }
  },
  {
    name: "Reports.list",
    call: Reports.list({ type: "EXPLORER", includeConfig: false }),
    method: "GET",
    path: `${ua}/reports`,
    query: `${org}&type=EXPLORER&includeConfig=false`,
    reply: { body: { reports: [{ ...report, id: "r1", account: "my-org" }] } }
  },
  {
    name: "Reports.get",
    call: Reports.get("r1", { tz: "America/Montreal" }),
    method: "GET",
    path: `${ua}/reports/r1`,
    query: `${org}&tz=America%2FMontreal`,
    reply: { body: { ...report, id: "r1", account: "my-org" } }
  },
  {
    name: "Reports.get",
    call: Reports.get("r1"),
    method: "GET",
    path: `${ua}/reports/r1`,
    query: org,
    reply: { body: { id: "r1" } }
  },
  {
    name: "Reports.create",
    call: Reports.create(report),
    method: "POST",
    path: `${ua}/reports`,
    query: org,
    body: report,
    reply: { status: 201, body: { id: "r1" } }
  },
  {
    name: "Reports.update",
    call: Reports.update("r1", report),
    method: "PUT",
    path: `${ua}/reports/r1`,
    query: org,
    body: report,
    reply: { body: report }
  },
  {
    name: "Reports.delete",
    call: Reports.delete("r1"),
    method: "DELETE",
    path: `${ua}/reports/r1`,
    query: org,
    reply: { status: 204 }
  },
  {
    name: "Reports.getAccess",
    call: Reports.getAccess("r1"),
    method: "GET",
    path: `${ua}/reports/r1/access`,
    query: org,
    reply: { body: { accessType: "PUBLIC", allowedUsers: [user], allowedGroups: [group] } }
  },
  {
    name: "Reports.setAccess",
    call: Reports.setAccess("r1", access),
    method: "PUT",
    path: `${ua}/reports/r1/access`,
    query: org,
    body: access,
    reply: { status: 204 }
  },
  {
    name: "Reports.getUsers",
    call: Reports.getUsers("r1"),
    method: "GET",
    path: `${ua}/reports/r1/users`,
    query: org,
    reply: { body: { access: "PRIVATE", allowedUsers: [user] } }
  },
  {
    name: "Reports.setUsers",
    call: Reports.setUsers("r1", ["ada", "grace"]),
    method: "PUT",
    path: `${ua}/reports/r1/users`,
    query: org,
    body: ["ada", "grace"],
    reply: { status: 204 }
  },
  {
    name: "Reports.checkHealth",
    call: Reports.checkHealth(),
    method: "GET",
    path: `${ua}/reports/monitoring/health`,
    query: org,
    reply: { body: health }
  },
  {
    name: "Reports.checkStatus",
    call: Reports.checkStatus(),
    method: "GET",
    path: `${ua}/reports/status`,
    query: org,
    reply: { body: status }
  },
  {
    name: "Reports.listReportTemplates",
    call: Reports.listReportTemplates("DASHBOARD", { includeMetadata: true }),
    method: "GET",
    path: `${ua}/reports/templates`,
    query: `${org}&type=DASHBOARD&includeMetadata=true`,
    reply: { body: [{ id: "t1", title: "Overview", description: "d", category: "c" }] }
  },
  {
    name: "Reports.listReportTemplates",
    call: Reports.listReportTemplates("EXPLORER"),
    method: "GET",
    path: `${ua}/reports/templates`,
    query: `${org}&type=EXPLORER`,
    reply: { body: [] }
  },
  {
    name: "Reports.getReportTemplate",
    call: Reports.getReportTemplate("t1", { includeMetadata: false }),
    method: "GET",
    path: `${ua}/reports/templates/t1`,
    query: `${org}&includeMetadata=false`,
    reply: { body: [{ id: "t1", title: "Overview", description: "d", category: "c", configuration: {} }] }
  }
], [Reports])

const stats = `${ua}/stats`
const graph = { dataPoints: [], totals: {}, stats: {}, lastUpdated: "x", cached: false }
const combined = { combinations: [], uniqueCounts: {}, totalNumberOfResults: 0, lastUpdated: 1, cached: true }

wireSuite("ua/stats", [
  {
    name: "Statistics.checkStatus",
    call: Statistics.checkStatus(),
    method: "GET",
    path: `${stats}/status`,
    query: org,
    reply: { body: status }
  },
  {
    name: "Statistics.listIncoherentEvents",
    call: Statistics.listIncoherentEvents({
      ...range,
      p: 1,
      n: 50,
      asc: true,
      includeMetadata: false,
      errorCodes: ["DUPLICATE_SEARCH_ID", "CLICK_WITHOUT_ASSOCIATED_SEARCH"],
      seen: false
    }),
    method: "GET",
    path: `${stats}/incoherentEvents`,
    query:
      `${org}&${from}&${to}&p=1&n=50&asc=true&includeMetadata=false&errorCodes=DUPLICATE_SEARCH_ID&errorCodes=CLICK_WITHOUT_ASSOCIATED_SEARCH&seen=false`,
    reply: { body: { events: [], uniqueCounts: {}, totalNumberOfResults: 0 } }
  },
  {
    name: "Statistics.listGraphDataPoints",
    call: Statistics.listGraphDataPoints({
      ...range,
      tz: "-05:00",
      m: ["UniqueVisit", "PerformSearch"],
      i: "WEEK",
      f: ["(c_a=='x')"],
      bindOnLastSearch: true
    }),
    method: "GET",
    path: `${stats}/graphDataPoints`,
    query:
      `${org}&${from}&${to}&tz=-05%3A00&m=UniqueVisit&m=PerformSearch&i=WEEK&f=%28c_a%3D%3D%27x%27%29&bindOnLastSearch=true`,
    reply: { body: graph }
  },
  {
    name: "Statistics.listGlobalData",
    call: Statistics.listGlobalData({
      ...range,
      m: ["UniqueVisit"],
      i: "DAY",
      tz: "Z",
      f: ["a"],
      d: ["country"],
      bindOnLastSearch: false
    }),
    method: "GET",
    path: `${stats}/globalData`,
    query: `${org}&m=UniqueVisit&i=DAY&${from}&${to}&tz=Z&f=a&d=country&bindOnLastSearch=false`,
    reply: { body: { globalDatas: { UniqueVisit: { value: 3 } }, lastUpdated: 1, cached: false } }
  },
  {
    name: "Statistics.listTrends",
    call: Statistics.listTrends({
      ...range,
      tz: "Z",
      m: ["UniqueVisit"],
      fm: ["UniqueVisit>2"],
      d: ["country"],
      f: ["b"],
      p: 2,
      n: 10,
      s: "UniqueVisit",
      asc: false,
      includeMetadata: true,
      bindOnLastSearch: false,
      t: ["percent(UniqueVisit)"],
      previousFrom: new Date("2024-02-01T00:00:00Z"),
      previousTo: "2024-02-29T00:00:00+00:00",
      format: "JSON"
    }),
    method: "GET",
    path: `${stats}/trends`,
    query:
      `${org}&${from}&${to}&tz=Z&m=UniqueVisit&fm=UniqueVisit%3E2&d=country&f=b&p=2&n=10&s=UniqueVisit&asc=false&includeMetadata=true&bindOnLastSearch=false&t=percent%28UniqueVisit%29&previousFrom=2024-02-01T00%3A00%3A00.000Z&previousTo=2024-02-29T00%3A00%3A00.000Z&format=JSON`,
    reply: { body: combined }
  },
  {
    name: "Statistics.listVisitsMetrics",
    call: Statistics.listVisitsMetrics({
      ...range,
      tz: "Z",
      m: ["VisitDuration"],
      f: ["a"],
      hideEventFilters: ["h"],
      fn: ["c=='d'"]
    }),
    method: "GET",
    path: `${stats}/visitsMetrics`,
    query: `${org}&${from}&${to}&tz=Z&m=VisitDuration&f=a&hideEventFilters=h&fn=c%3D%3D%27d%27`,
    reply: { body: { globalDatas: {}, lastUpdated: 1, cached: false } }
  },
  {
    name: "Statistics.listVisitsGraphDataPoints",
    call: Statistics.listVisitsGraphDataPoints({
      ...range,
      tz: "Z",
      m: ["VisitDuration"],
      i: "HOUR",
      f: ["a"],
      fn: ["b"],
      hideEventFilters: ["c"]
    }),
    method: "GET",
    path: `${stats}/visitsGraphDataPoints`,
    query: `${org}&${from}&${to}&tz=Z&m=VisitDuration&i=HOUR&f=a&fn=b&hideEventFilters=c`,
    reply: { body: graph }
  },
  {
    name: "Statistics.listCombinedData",
    call: Statistics.listCombinedData({
      ...range,
      tz: "Z",
      m: ["PerformSearch"],
      fm: ["x"],
      d: ["queryExpression"],
      f: ["y"],
      p: 1,
      n: 5,
      s: "PerformSearch",
      asc: true,
      includeMetadata: false,
      bindOnLastSearch: true,
      format: "JSON"
    }),
    method: "GET",
    path: `${stats}/combinedData`,
    query:
      `${org}&${from}&${to}&tz=Z&m=PerformSearch&fm=x&d=queryExpression&f=y&p=1&n=5&s=PerformSearch&asc=true&includeMetadata=false&bindOnLastSearch=true&format=JSON`,
    reply: { body: combined }
  },
  {
    name: "Statistics.listTopQueries",
    call: Statistics.listTopQueries(),
    method: "GET",
    path: `${stats}/topQueries`,
    query: org,
    reply: { body: { queries: [] } }
  },
  {
    name: "Statistics.checkHealth",
    call: Statistics.checkHealth(),
    method: "GET",
    path: `${stats}/monitoring/health`,
    query: org,
    reply: { body: health }
  },
  {
    name: "Statistics.listVisits",
    call: Statistics.listVisits({
      ...range,
      tz: "Z",
      f: ["a"],
      fn: ["b"],
      hideEventFilters: ["c"],
      p: 1,
      n: 20,
      s: "datetime",
      asc: false,
      includeMetadata: true
    }),
    method: "GET",
    path: `${stats}/visits`,
    query: `${org}&${from}&${to}&tz=Z&f=a&fn=b&hideEventFilters=c&p=1&n=20&s=datetime&asc=false&includeMetadata=true`,
    reply: { body: { visits: [], totalNumberOfVisits: 0 } }
  },
  {
    name: "Statistics.cancelQuery",
    call: Statistics.cancelQuery("q-42"),
    method: "DELETE",
    path: `${stats}/query/q-42`,
    query: org,
    reply: { status: 204 }
  },
  {
    name: "Statistics.updateVisitView",
    call: Statistics.updateVisitView(),
    method: "POST",
    path: `${stats}/visits`,
    query: org,
    reply: { status: 204 }
  }
], [Statistics])

wireSuite("ua/users", [
  {
    name: "UaUsers.listUserFilters",
    call: UaUsers.listUserFilters("ada@example.com", { includeGroups: true }),
    method: "GET",
    path: `${ua}/users/ada@example.com/filters`,
    query: `${org}&includeGroups=true`,
    reply: { body: { filters: [persisted] } }
  },
  {
    name: "UaUsers.updateUserFilters",
    call: UaUsers.updateUserFilters("ada", [{ value: "f1", id: true }, { value: "(a=='b')", id: false }]),
    method: "PUT",
    path: `${ua}/users/ada/filters`,
    query: org,
    body: [{ value: "f1", id: true }, { value: "(a=='b')", id: false }],
    reply: { status: 204 }
  },
  {
    name: "UaUsers.listUsersReports",
    call: UaUsers.listUsersReports("ada", { includeConfig: true, includeGroups: false }),
    method: "GET",
    path: `${ua}/users/ada/reports`,
    query: `${org}&includeConfig=true&includeGroups=false`,
    reply: { body: { reports: [] } }
  },
  {
    name: "UaUsers.updateUsersReports",
    call: UaUsers.updateUsersReports("ada", ["r1", "r2"]),
    method: "PUT",
    path: `${ua}/users/ada/reports`,
    query: org,
    body: ["r1", "r2"],
    reply: { status: 204 }
  },
  {
    name: "UaUsers.getUser",
    call: UaUsers.getUser("ada"),
    method: "GET",
    path: `${ua}/users/ada`,
    query: org,
    reply: { body: user }
  },
  {
    name: "UaUsers.checkHealth",
    call: UaUsers.checkHealth(),
    method: "GET",
    path: `${ua}/users/monitoring/health`,
    query: org,
    reply: { body: health }
  },
  {
    name: "UaUsers.checkStatus",
    call: UaUsers.checkStatus(),
    method: "GET",
    path: `${ua}/users/status`,
    query: org,
    reply: { body: status }
  }
], [UaUsers])
