import * as Effect from "effect/Effect"
import { CoveoClient } from "../../src/Http/PlatformClient.ts"
import * as PrivilegeEvaluator from "../../src/Platform/Authorization/PrivilegeEvaluator.ts"
import * as Saml from "../../src/Platform/Authorization/Saml.ts"
import * as Users from "../../src/Platform/Authorization/Users.ts"
import * as Links from "../../src/Platform/Migration/Links.ts"
import * as Vaults from "../../src/Platform/Migration/Vaults.ts"
import * as License from "../../src/Platform/Organization/License.ts"
import * as Limits from "../../src/Platform/Organization/Limits.ts"
import * as Subscriptions from "../../src/Platform/Organization/Subscriptions.ts"
import * as LicenseMetrics from "../../src/Platform/UsageMetrics/LicenseMetrics.ts"
import * as RawMetrics from "../../src/Platform/UsageMetrics/RawMetrics.ts"
import * as SearchHubs from "../../src/Platform/UsageMetrics/SearchHubs.ts"
import * as Tableau from "../../src/Platform/UsageMetrics/Tableau.ts"
import { type WireCase, wireSuite } from "../support/wire.ts"

const org = "/rest/organizations/my-org"

const license = { accountId: "acc", monitoringLevel: "BASIC_MONITORING", indexBackupType: "REGULAR" } as const
wireSuite("platform/license", [
  { name: "License.full", call: License.full(), method: "GET", path: `${org}/license`, reply: { body: license } },
  {
    name: "License.updateLicense",
    call: License.updateLicense(license),
    method: "PUT",
    path: `${org}/license`,
    body: license,
    reply: { body: license }
  },
  {
    name: "License.updateExpirationDate",
    call: License.updateExpirationDate({ expirationDate: 1625518417000 }),
    method: "PUT",
    path: `${org}/license/expiration`,
    query: "expirationDate=1625518417000",
    reply: { body: license }
  },
  {
    name: "License.getPossibleSourceTypes",
    call: License.getPossibleSourceTypes(),
    method: "GET",
    path: `${org}/license/sourcetypes`,
    reply: { body: [{ type: "PUSH" }] }
  },
  {
    name: "License.get",
    call: License.get("searchapi"),
    method: "GET",
    path: `${org}/license/searchapi`,
    reply: { body: { queriesPerMonth: 100000, numberOfQueryPipelines: 10 } }
  },
  {
    name: "License.update",
    call: License.update("searchapi", { queriesPerMonth: 200000 }),
    method: "PUT",
    path: `${org}/license/searchapi`,
    body: { queriesPerMonth: 200000 },
    reply: { body: license }
  }
], [License])

const limits = { organization: { numberOfSources: { limit: 10, actualCount: 2 } } }
wireSuite("platform/limits", [
  { name: "Limits.getAll", call: Limits.getAll(), method: "GET", path: `${org}/limits`, reply: { body: limits } },
  {
    name: "Limits.getAll",
    call: Limits.getAll("USAGE"),
    method: "GET",
    path: `${org}/limits`,
    query: "limitType=USAGE",
    reply: { body: limits }
  },
  {
    name: "Limits.getAll",
    call: Limits.getAllPerLimitType("TECHNICAL"),
    method: "GET",
    path: `${org}/limits`,
    query: "limitType=TECHNICAL",
    reply: { body: limits }
  },
  {
    // A value of the platform's description beyond the specification's two.
    name: "Limits.getAll",
    call: Limits.getAll("ENTITLEMENT"),
    method: "GET",
    path: `${org}/limits`,
    query: "limitType=ENTITLEMENT",
    reply: { body: limits }
  },
  {
    name: "Limits.get",
    call: Limits.get("organization"),
    method: "GET",
    path: `${org}/limits/organization`,
    reply: { body: limits.organization }
  },
  {
    name: "Limits.getHistoryLimit",
    call: Limits.getHistoryLimit("searchapi", "qpm"),
    method: "GET",
    path: `${org}/limits/searchapi/qpm/history`,
    reply: { body: [{ date: 1511049600000, limitValue: 49624 }] }
  },
  {
    name: "Limits.getHistoryLimit",
    call: Limits.getHistoryLimit("searchapi", "qpm", {
      from: "2022-05-08T01:30:00.000-05:00",
      to: "2022-06-08T01:30:00.000-05:00"
    }),
    method: "GET",
    path: `${org}/limits/searchapi/qpm/history`,
    query: "from=2022-05-08T01%3A30%3A00.000-05%3A00&to=2022-06-08T01%3A30%3A00.000-05%3A00",
    reply: { body: [] }
  },
  {
    name: "Limits.getSpecificLimitStatus",
    call: Limits.getSpecificLimitStatus("searchapi", "qpm"),
    method: "GET",
    path: `${org}/limits/searchapi/qpm`,
    reply: { body: { limit: 100000, actualCount: 5000, lastUpdate: "2024-01-01T00:00:00Z" } }
  }
], [Limits])

wireSuite("platform/links", [
  { name: "Links.deleteAll", call: Links.deleteAll(), method: "DELETE", path: `${org}/links`, reply: { status: 204 } }
], [Links])

const metrics = `${org}/searchusagemetrics`
const values = { values: [{ date: "2024-03-05", value: 12 }] }
const hubs = { hubs: [{ name: "web", bucket: "b1" }], totalCount: 1 }
wireSuite("platform/usagemetrics", [
  {
    name: "LicenseMetrics.listInUse",
    call: LicenseMetrics.listInUse(),
    method: "GET",
    path: `${metrics}/license/inUse`,
    reply: { body: { metrics: [{ id: "qpm" }] } }
  },
  {
    name: "LicenseMetrics.listMonthly",
    call: LicenseMetrics.listMonthly("qpm", { from: "2024-01", to: "2024-03", slidingWindow: 3 }),
    method: "GET",
    path: `${metrics}/license/monthly/qpm`,
    query: "from=2024-01&to=2024-03&slidingWindow=3",
    reply: { body: values }
  },
  {
    name: "LicenseMetrics.listAssignable",
    call: LicenseMetrics.listAssignable(),
    method: "GET",
    path: `${metrics}/license/assignable`,
    reply: { body: { metrics: [] } }
  },
  {
    name: "RawMetrics.list",
    call: RawMetrics.list(),
    method: "GET",
    path: `${metrics}/raw/all`,
    reply: { body: { metrics: [{ id: "users" }] } }
  },
  {
    name: "RawMetrics.listMonthly",
    call: RawMetrics.listMonthly({ month: { year: 2024, month: 3 }, minimumQueries: 10 }),
    method: "GET",
    path: `${metrics}/raw/monthly`,
    query: "month=2024-03&minimumQueries=10",
    reply: { body: { searchHubs: [] } }
  },
  {
    name: "RawMetrics.getDaily",
    call: RawMetrics.getDaily({
      searchHub: "web hub",
      metric: "normalQueries",
      from: { year: 2024, month: 3, day: 5 },
      to: { year: 2024, month: 12, day: 25 }
    }),
    method: "GET",
    path: `${metrics}/raw/searchhubs/web%20hub/daily/normalQueries`,
    query: "to=2024-12-25&from=2024-03-05",
    reply: { body: values }
  },
  {
    name: "RawMetrics.getMonthly",
    call: RawMetrics.getMonthly({ searchHub: "web", metric: "users", from: { year: 2024, month: 1 }, to: "2024-3" }),
    method: "GET",
    path: `${metrics}/raw/searchhubs/web/monthly/users`,
    query: "to=2024-03&from=2024-01",
    reply: { body: values }
  },
  { name: "SearchHubs.list", call: SearchHubs.list(), method: "GET", path: `${metrics}/hubs/`, reply: { body: hubs } },
  {
    name: "SearchHubs.list",
    call: SearchHubs.list({ filter: "we b", perPage: 20, page: 2 }),
    method: "GET",
    path: `${metrics}/hubs/`,
    query: "filter=we%20b&pageSize=20&page=2",
    reply: { body: hubs }
  },
  {
    name: "SearchHubs.create",
    call: SearchHubs.create({ name: "web", description: "site" }),
    method: "POST",
    path: `${metrics}/hubs/`,
    body: { name: "web", description: "site" },
    reply: { status: 204 }
  },
  {
    name: "SearchHubs.get",
    call: SearchHubs.get({ hubName: "web" }),
    method: "GET",
    path: `${metrics}/hubs/web`,
    reply: { body: { name: "web" } }
  },
  {
    name: "SearchHubs.update",
    call: SearchHubs.update({ hubName: "web", hub: { name: "web", bucket: "b2" } }),
    method: "PUT",
    path: `${metrics}/hubs/web`,
    body: { name: "web", bucket: "b2" },
    reply: { status: 204 }
  },
  {
    name: "SearchHubs.delete",
    call: SearchHubs.delete({ hubName: "web" }),
    method: "DELETE",
    path: `${metrics}/hubs/web`,
    reply: { status: 204 }
  },
  {
    name: "SearchHubs.updateBucket",
    call: SearchHubs.updateBucket({ hubName: "web", bucket: "b 3" }),
    method: "PUT",
    path: `${metrics}/hubs/web/bucket`,
    query: "bucket=b%203",
    reply: { status: 204 }
  }
], [LicenseMetrics, RawMetrics, SearchHubs])

const subs = `${org}/subscriptions`
const edit = {
  name: "alerts",
  enabled: true,
  frequency: "DAILY",
  type: "EMAIL",
  parameters: { emailRecipients: ["a@b.c"] }
} as const
const subscription = { ...edit, id: "sub1", status: { healthIndicator: "GOOD" } }
const subscriptionCases = (suffix: "" | "Current", prefix: string): ReadonlyArray<WireCase> => [
  {
    name: `Subscriptions.list${suffix}`,
    call: Subscriptions[`list${suffix}`](),
    method: "GET",
    path: prefix,
    reply: { body: [subscription] }
  },
  {
    name: `Subscriptions.create${suffix}`,
    call: Subscriptions[`create${suffix}`](edit),
    method: "POST",
    path: prefix,
    body: edit,
    reply: { status: 201, body: subscription }
  },
  {
    name: `Subscriptions.show${suffix}`,
    call: Subscriptions[`show${suffix}`]("sub1"),
    method: "GET",
    path: `${prefix}/sub1`,
    reply: { body: subscription }
  },
  {
    name: `Subscriptions.edit${suffix}`,
    call: Subscriptions[`edit${suffix}`]("sub1", edit),
    method: "PUT",
    path: `${prefix}/sub1`,
    body: edit,
    reply: { body: subscription }
  },
  {
    name: `Subscriptions.delete${suffix}`,
    call: (suffix === "" ? Subscriptions.delete : Subscriptions.deleteCurrent)("sub1"),
    method: "DELETE",
    path: `${prefix}/sub1`,
    reply: { status: 204 }
  },
  {
    name: `Subscriptions.enable${suffix}`,
    call: Subscriptions[`enable${suffix}`]("sub1"),
    method: "PUT",
    path: `${prefix}/sub1/enable`,
    reply: { status: 204 }
  },
  {
    name: `Subscriptions.disable${suffix}`,
    call: Subscriptions[`disable${suffix}`]("sub1"),
    method: "PUT",
    path: `${prefix}/sub1/disable`,
    reply: { status: 204 }
  },
  {
    name: `Subscriptions.test${suffix}`,
    call: Subscriptions[`test${suffix}`]("sub1"),
    method: "POST",
    path: `${prefix}/sub1/test`,
    reply: { status: 204 }
  }
]
wireSuite("platform/subscriptions", [...subscriptionCases("", subs), ...subscriptionCases("Current", `${subs}/me`)], [
  Subscriptions
])

const privilege = { owner: "PLATFORM", targetDomain: "SOURCE", type: "VIEW" }
wireSuite("platform/privileges", [
  {
    name: "PrivilegeEvaluator.evaluate",
    call: PrivilegeEvaluator.evaluate({ requestedPrivilege: privilege }),
    method: "POST",
    path: "/rest/privilege/evaluate",
    body: { organizationId: "my-org", requestedPrivilege: privilege },
    reply: { body: { approved: true, evaluationReport: "OPERATION_GRANTED", requestedPrivilege: privilege } }
  },
  {
    name: "PrivilegeEvaluator.evaluate",
    call: PrivilegeEvaluator.evaluate({ requestedPrivilege: privilege, organizationId: "other-org" }),
    method: "POST",
    path: "/rest/privilege/evaluate",
    body: { organizationId: "other-org", requestedPrivilege: privilege },
    reply: { body: { approved: false, evaluationReport: "OPERATION_FORBIDDEN_FOR_ORGANIZATION" } }
  }
], [PrivilegeEvaluator])

const saml = `${org}/saml`
const idp = { displayName: "Okta", entityId: "e1", postBindingEndpoint: "https://idp", x509Certificate: "MII..." }
// The provider as fetched, with its id: update sends it as it is.
const fetchedIdp = { ...idp, id: "p1" }
wireSuite("platform/saml", [
  {
    name: "Saml.isEnabled",
    call: Saml.isEnabled(),
    method: "GET",
    path: `${saml}/enabled`,
    reply: { body: { organizationId: "my-org", samlEnabled: true } }
  },
  {
    name: "Saml.listAvailableProviders",
    call: Saml.listAvailableProviders(),
    method: "GET",
    path: `${saml}/availables`,
    reply: { body: [{ ...idp, id: "p1" }] }
  },
  {
    name: "Saml.getProvider",
    call: Saml.getProvider(),
    method: "GET",
    path: `${saml}/identityprovider`,
    reply: { body: { ...idp, id: "p1" } }
  },
  {
    name: "Saml.create",
    call: Saml.create(idp),
    method: "POST",
    path: `${saml}/identityprovider`,
    body: idp,
    reply: { body: { ...idp, id: "p1" } }
  },
  {
    name: "Saml.update",
    call: Saml.update(fetchedIdp),
    method: "PUT",
    path: `${saml}/identityprovider`,
    body: { ...idp, id: "p1" },
    reply: { body: { ...idp, id: "p1" } }
  },
  {
    name: "Saml.deleteProvider",
    call: Saml.deleteProvider(),
    method: "DELETE",
    path: `${saml}/identityprovider`,
    reply: { status: 204 }
  },
  {
    name: "Saml.listRealms",
    call: Saml.listRealms(),
    method: "GET",
    path: `${saml}/identityprovider/realms`,
    reply: { body: [{ id: "r1", provider: "SAML", displayName: "Realm" }] }
  }
], [Saml])

wireSuite("platform/tableau", [
  {
    name: "Tableau.listTableauReports",
    call: Tableau.listTableauReports({ organizationId: "org-b", contentType: "dashboards" }),
    method: "GET",
    path: "/rest/organizations/org-b/tableau/dashboards",
    reply: { body: [{ contentUrl: "sales", name: "Sales" }] }
  },
  {
    name: "Tableau.getTableauDashboard",
    call: Tableau.getTableauDashboard({
      organizationId: "org-b",
      contentType: "dashboards",
      dashboardContentUrl: "sales"
    }),
    method: "GET",
    path: "/rest/organizations/org-b/tableau/dashboards/sales",
    reply: { body: { authenticatedUrl: "https://t/x", contentUrl: "sales", name: "Sales" } }
  },
  {
    name: "Tableau.getTableauDashboardView",
    call: Tableau.getTableauDashboardView({
      organizationId: "org-b",
      contentType: "dashboards",
      dashboardContentUrl: "sales",
      viewContentUrl: "q 1"
    }),
    method: "GET",
    path: "/rest/organizations/org-b/tableau/dashboards/sales/q%201",
    reply: { body: { authenticatedUrl: "https://t/y", contentUrl: "q1", name: "Q1" } }
  }
], [Tableau])

const signedIn = (authentication: Record<string, unknown>) =>
  CoveoClient.useSync((client) => client.setTokenInfo({ authentication }))
wireSuite("platform/users", [
  {
    name: "Users.get",
    call: Users.get("alice@x.com"),
    method: "GET",
    path: "/rest/users/alice@x.com",
    reply: { body: { username: "alice@x.com" } }
  },
  {
    name: "Users.get",
    call: Effect.andThen(signedIn({ username: "bob" }), Users.get()),
    method: "GET",
    path: "/rest/users/bob",
    reply: { body: { username: "bob" } }
  },
  {
    name: "Users.update",
    call: Effect.andThen(
      signedIn({ username: "bob", firstName: "Bob", country: "CA" }),
      Users.update({ firstName: "Robert" })
    ),
    method: "PUT",
    path: "/rest/users/bob",
    body: { username: "bob", firstName: "Robert", country: "CA" },
    reply: { status: 204 }
  },
  {
    name: "Users.listRealms",
    call: Users.listRealms("alice"),
    method: "GET",
    path: "/rest/users/alice/realms",
    reply: { body: [{ id: "r1", provider: "EMAIL", displayName: "Realm" }] }
  }
], [Users])

const vault = `${org}/vaultentries`
const entry = { key: "k1", value: "v", valueType: "STRING", vaultVisibilityType: "STRICT" } as const
wireSuite("platform/vaults", [
  {
    name: "Vaults.findMissing",
    call: Vaults.findMissing("snap-1"),
    method: "GET",
    path: `${vault}/missing`,
    query: "snapshotId=snap-1",
    reply: { body: { missingVaultEntries: ["k1"] } }
  },
  {
    name: "Vaults.import",
    call: Vaults.import("snap-1", "org-a", "ONLY_MISSING"),
    method: "PUT",
    path: `${vault}/fetch`,
    query: "referenceSnapshotId=snap-1&sourceOrganizationId=org-a&fetchStrategy=ONLY_MISSING",
    reply: { status: 204 }
  },
  {
    name: "Vaults.create",
    call: Vaults.create(entry),
    method: "POST",
    path: vault,
    body: entry,
    reply: { status: 201, body: entry }
  },
  {
    name: "Vaults.list",
    call: Vaults.list(),
    method: "GET",
    path: vault,
    reply: { body: { items: [entry], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "Vaults.list",
    call: Vaults.list({ page: 1, perPage: 25 }),
    method: "GET",
    path: vault,
    query: "page=1&pageSize=25",
    reply: { body: { items: [], totalEntries: 0, totalPages: 0 } }
  }
], [Vaults])
