import * as GlobalGroups from "../../src/Platform/Authorization/GlobalGroups.ts"
import * as GroupInvites from "../../src/Platform/Authorization/GroupInvites.ts"
import * as GroupMembers from "../../src/Platform/Authorization/GroupMembers.ts"
import * as GroupRealms from "../../src/Platform/Authorization/GroupRealms.ts"
import * as Groups from "../../src/Platform/Authorization/Groups.ts"
import * as OrganizationMembers from "../../src/Platform/Authorization/OrganizationMembers.ts"
import * as GlobalOrganizations from "../../src/Platform/Organization/GlobalOrganizations.ts"
import * as GlobalRegions from "../../src/Platform/Organization/GlobalRegions.ts"
import * as Organizations from "../../src/Platform/Organization/Organizations.ts"
import * as LogRequests from "../../src/Platform/Sources/LogRequests.ts"
import * as Logs from "../../src/Platform/Sources/Logs.ts"
import * as PushApi from "../../src/Platform/Sources/PushApi.ts"
import * as SecurityCache from "../../src/Platform/Sources/SecurityCache.ts"
import { withFields } from "../../src/Schema/Raw.ts"
import { wireSuite } from "../support/wire.ts"

const org = "/rest/organizations/my-org"
const cache = `${org}/securitycache`
const providers = `${org}/securityproviders`
const member = { name: "ada@example.com", type: "User", provider: "Email Security Provider" } as const
const memberPage = { items: [{ ...member, state: "UP_TO_DATE" }], totalEntries: 1, totalPages: 1 }
const provider = { id: "p1", name: "My provider", type: "EMAIL" } as const
const rawProvider = { name: "My provider", type: "EMAIL", nodeRequired: false } as const
const schedule = { id: "sc1", enabled: true, frequency: { type: "DAILY", hourMinute: { hour: 3, minute: 0 } } } as const

wireSuite("platform/securitycache", [
  {
    name: "SecurityCache.refreshCache",
    call: SecurityCache.refreshCache(),
    method: "POST",
    path: `${cache}/refresh`,
    reply: { status: 204 }
  },
  {
    name: "SecurityCache.refreshProvider",
    call: SecurityCache.refreshProvider("p 1"),
    method: "POST",
    path: `${cache}/p%201/refresh`,
    reply: { status: 204 }
  },
  {
    name: "SecurityCache.refreshIdentity",
    call: SecurityCache.refreshIdentity(member),
    method: "POST",
    path: `${cache}/refresh/entity`,
    body: member,
    reply: { status: 204 }
  },
  {
    name: "SecurityCache.cancelRefresh",
    call: SecurityCache.cancelRefresh("p1"),
    method: "POST",
    path: `${providers}/p1/refresh/cancel`,
    reply: { status: 204 }
  },
  {
    name: "SecurityCache.listEntities",
    call: SecurityCache.listEntities("p1"),
    method: "GET",
    path: `${cache}/entities/p1`,
    reply: { body: { items: [{ data: "x" }], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "SecurityCache.listEntities",
    call: SecurityCache.listEntities("p1", {
      page: 2,
      perPage: 50,
      from: "2024-01-01T00:00:00Z",
      to: "2024-02-01T00:00:00Z",
      organisationId: "other",
      securityProviderId: "p2",
      states: "IN_ERROR"
    }),
    method: "GET",
    path: `${cache}/entities/p1`,
    query:
      "page=2&perPage=50&from=2024-01-01T00%3A00%3A00Z&to=2024-02-01T00%3A00%3A00Z&organisationId=other&securityProviderId=p2&states=IN_ERROR",
    reply: { body: { items: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "SecurityCache.listMembers",
    call: SecurityCache.listMembers("p1"),
    method: "GET",
    path: `${cache}/entities/p1/members`,
    query: "usePageModel=true",
    reply: { body: memberPage }
  },
  {
    name: "SecurityCache.listMembers",
    call: SecurityCache.listMembers("p1", { page: 1, perPage: 10, states: "OUT_OF_DATE" }),
    method: "GET",
    path: `${cache}/entities/p1/members`,
    query: "page=1&perPage=10&states=OUT_OF_DATE&usePageModel=true",
    reply: { body: memberPage }
  },
  {
    name: "SecurityCache.listChildren",
    call: SecurityCache.listChildren("p1", member, { page: 0, perPage: 5, recursive: true }),
    method: "POST",
    path: `${cache}/entities/p1/members/children`,
    query: "page=0&perPage=5&recursive=true",
    body: member,
    reply: { body: memberPage }
  },
  {
    name: "SecurityCache.listChildren",
    call: SecurityCache.listChildren("p1", member),
    method: "POST",
    path: `${cache}/entities/p1/members/children`,
    body: member,
    reply: { body: memberPage }
  },
  {
    name: "SecurityCache.listParents",
    call: SecurityCache.listParents("p1", member, { recursive: false }),
    method: "POST",
    path: `${cache}/entities/p1/members/parents`,
    query: "recursive=false",
    body: member,
    reply: { body: memberPage }
  },
  {
    name: "SecurityCache.getProviderEntity",
    call: SecurityCache.getProviderEntity("p1", member),
    method: "POST",
    path: `${cache}/entities/p1/entity`,
    body: member,
    reply: { body: { ...member, state: "IN_ERROR", lastUpdateResult: "TIMED_OUT" } }
  },
  {
    name: "SecurityCache.listSecurityProviderIdentities",
    call: SecurityCache.listSecurityProviderIdentities("p1"),
    method: "POST",
    path: `${cache}/entities/list`,
    body: { providerIds: ["p1"] },
    reply: { body: memberPage }
  },
  {
    name: "SecurityCache.listSecurityProviderIdentities",
    call: SecurityCache.listSecurityProviderIdentities("p1", {
      page: 3,
      perPage: 25,
      filteringMode: "PREFIX",
      filterTerm: "ada",
      identityTypes: ["User", "VirtualGroup"]
    }),
    method: "POST",
    path: `${cache}/entities/list`,
    query: "page=3&perPage=25",
    body: { filteringMode: "PREFIX", filterTerm: "ada", identityTypes: ["User", "VirtualGroup"], providerIds: ["p1"] },
    reply: { body: memberPage }
  },
  {
    name: "SecurityCache.listSchedules",
    call: SecurityCache.listSchedules(),
    method: "GET",
    path: `${cache}/schedules`,
    reply: { body: [schedule] }
  },
  {
    name: "SecurityCache.getSchedules",
    call: SecurityCache.getSchedules("p1"),
    method: "GET",
    path: `${providers}/p1/schedules`,
    reply: { body: [schedule] }
  },
  {
    name: "SecurityCache.updateSchedule",
    call: SecurityCache.updateSchedule("p1", schedule),
    method: "PUT",
    path: `${providers}/p1/schedules/sc1`,
    body: schedule,
    reply: { body: schedule }
  },
  {
    name: "SecurityCache.getStatus",
    call: SecurityCache.getStatus(),
    method: "GET",
    path: `${cache}/status`,
    reply: { body: { currentStatus: { type: "IDLE" }, statistics: { numberOfProviders: 2 } } }
  },
  {
    name: "SecurityCache.listProviders",
    call: SecurityCache.listProviders(),
    method: "GET",
    path: providers,
    reply: { body: [provider] }
  },
  {
    name: "SecurityCache.getProvider",
    call: SecurityCache.getProvider("p1"),
    method: "GET",
    path: `${providers}/p1`,
    reply: { body: provider }
  },
  {
    name: "SecurityCache.createOrUpdateProvider",
    call: SecurityCache.createOrUpdateProvider(provider),
    method: "PUT",
    path: `${providers}/p1`,
    body: provider,
    reply: { body: { ...provider, currentStatus: { type: "IDLE" } } }
  },
  {
    name: "SecurityCache.deleteProvider",
    call: SecurityCache.deleteProvider("p1"),
    method: "DELETE",
    path: `${providers}/p1`,
    reply: { status: 204 }
  },
  {
    name: "SecurityCache.getProviderRaw",
    call: SecurityCache.getProviderRaw("p 1"),
    method: "GET",
    path: `${providers}/p%201/raw`,
    reply: { body: rawProvider }
  },
  {
    name: "SecurityCache.updateProviderRaw",
    call: SecurityCache.updateProviderRaw("p 1", rawProvider),
    method: "PUT",
    path: `${providers}/p%201/raw`,
    body: rawProvider,
    reply: { status: 204 }
  },
  {
    name: "SecurityCache.updateProviderRaw",
    call: SecurityCache.updateProviderRaw("p 1", rawProvider, { forceUpdate: true }),
    method: "PUT",
    path: `${providers}/p%201/raw`,
    query: "forceUpdate=true",
    body: rawProvider,
    reply: { status: 204 }
  },
  {
    name: "SecurityCache.isListingSecurityIdentitiesSupported",
    call: SecurityCache.isListingSecurityIdentitiesSupported(),
    method: "GET",
    path: `${cache}/entities/list/is_supported`,
    reply: { body: true }
  }
], [SecurityCache])

const push = "/push/v1/organizations/my-org/providers/p1"
const fileContainer = {
  uploadUri: "https://s3.amazonaws.com/bucket/file-1",
  fileId: "file-1",
  requiredHeaders: { "x-amz-server-side-encryption": "AES256", "Content-Type": "application/octet-stream" }
}
const identity = {
  identity: { name: "team", type: "GROUP" },
  members: [{ name: "ada@example.com", type: "USER" }]
} as const

wireSuite("platform/pushapi", [
  {
    name: "PushApi.createOrUpdateSecurityIdentity",
    call: PushApi.createOrUpdateSecurityIdentity("p1", identity, { orderingId: 1700000000000 }),
    method: "PUT",
    path: `${push}/permissions`,
    query: "orderingId=1700000000000",
    body: identity,
    reply: { status: 202 },
    result: {},
    serverless: true
  },
  {
    name: "PushApi.createOrUpdateSecurityIdentity",
    call: PushApi.createOrUpdateSecurityIdentity("p1", identity),
    method: "PUT",
    path: `${push}/permissions`,
    body: identity,
    reply: { status: 202 },
    result: {},
    serverless: true
  },
  {
    name: "PushApi.deleteSecurityIdentity",
    call: PushApi.deleteSecurityIdentity("p1", { identity: { name: "team", type: "GROUP" } }, { orderingId: 5 }),
    method: "DELETE",
    path: `${push}/permissions`,
    query: "orderingId=5",
    contentType: "application/json",
    body: { identity: { name: "team", type: "GROUP" } },
    reply: { status: 202 },
    result: {},
    serverless: true
  },
  {
    name: "PushApi.createOrUpdateSecurityIdentityAlias",
    // The description's `mappings` is an array; this case sends the single object the promise client's type has.
    call: PushApi.createOrUpdateSecurityIdentityAlias(
      "p1",
      withFields<PushApi.SecurityIdentityAliasModel>({ identity: { name: "ada", type: "USER" } }, {
        mappings: { name: "ada@example.com", type: "USER", provider: "Email Security Provider" }
      }),
      { orderingId: "7" }
    ),
    method: "PUT",
    path: `${push}/mappings`,
    query: "orderingId=7",
    body: {
      identity: { name: "ada", type: "USER" },
      mappings: { name: "ada@example.com", type: "USER", provider: "Email Security Provider" }
    },
    reply: { status: 202 },
    result: {},
    serverless: true
  },
  {
    name: "PushApi.manageSecurityIdentities",
    call: PushApi.manageSecurityIdentities("p1", { fileId: "file-1", orderingId: "9" }),
    method: "PUT",
    path: `${push}/permissions/batch`,
    query: "fileId=file-1&orderingId=9",
    reply: { status: 202 },
    result: {},
    serverless: true
  },
  {
    name: "PushApi.deleteOldSecurityIdentities",
    call: PushApi.deleteOldSecurityIdentities("p1", { orderingId: 10, queueDelay: 15 }),
    method: "DELETE",
    path: `${push}/permissions/olderthan`,
    query: "orderingId=10&queueDelay=15",
    reply: { status: 202 },
    result: {},
    serverless: true
  },
  {
    name: "PushApi.createFileContainer",
    call: PushApi.createFileContainer(),
    method: "POST",
    path: "/push/v1/organizations/my-org/files",
    reply: { status: 201, body: fileContainer },
    serverless: true
  },
  {
    name: "PushApi.createFileContainer",
    call: PushApi.createFileContainer({ useVirtualHostedStyleUrl: true }),
    method: "POST",
    path: "/push/v1/organizations/my-org/files",
    query: "useVirtualHostedStyleUrl=true",
    reply: { status: 201, body: fileContainer },
    serverless: true
  }
], [PushApi])

const logs = "/logs/v1/organizations/my-org"
const window = { from: "2024-01-01T00:00:00.000Z", to: "2024-01-02T00:00:00.000Z" }
const windowQuery = "from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-02T00%3A00%3A00.000Z"
const filters = { operations: ["ADD"], results: ["ERROR"], excludeTasks: ["CRAWLING"], sourceIds: ["s1"] } as const

wireSuite("platform/logs", [
  {
    name: "Logs.get",
    call: Logs.get({ ...window, documentId: "doc://1", page: 1, perPage: 100 }, filters),
    method: "POST",
    path: logs,
    query: `${windowQuery}&documentId=doc%3A%2F%2F1&page=1&perPage=100`,
    body: filters,
    reply: { body: { documentLogEntries: [], hasNextPage: false } },
    serverless: true
  },
  {
    name: "Logs.get",
    call: Logs.get(window),
    method: "POST",
    path: logs,
    query: windowQuery,
    reply: { body: { documentLogEntries: [], hasNextPage: false } },
    serverless: true
  },
  {
    name: "Logs.getFacets",
    call: Logs.getFacets(window, { excludeResults: ["SKIPPED"] }),
    method: "POST",
    path: `${logs}/facets`,
    query: windowQuery,
    body: { excludeResults: ["SKIPPED"] },
    reply: { body: { operations: ["ADD"], results: ["COMPLETED"] } },
    serverless: true
  },
  {
    name: "Logs.getFacetsStats",
    call: Logs.getFacetsStats({ ...window, documentId: "d1" }),
    method: "POST",
    path: `${logs}/facetsStats`,
    query: `${windowQuery}&documentId=d1`,
    reply: {
      body: { operations: { ADD: 3 }, resourceIds: {}, results: { COMPLETED: 3 }, sourceIds: { s1: 3 }, tasks: {} }
    },
    serverless: true
  }
], [Logs])

wireSuite("platform/logrequests", [
  {
    name: "LogRequests.requestLog",
    call: LogRequests.requestLog({ resourceId: "s1", activityId: "a1" }),
    method: "POST",
    path: `${org}/logrequests`,
    query: "resourceType=SOURCE",
    body: { resourceId: "s1", activityId: "a1" },
    reply: { body: { value: "lr1" } }
  },
  {
    name: "LogRequests.requestLog",
    call: LogRequests.requestLog({ resourceId: "p1", activityId: "a2" }, "SECURITY_PROVIDER"),
    method: "POST",
    path: `${org}/logrequests`,
    query: "resourceType=SECURITY_PROVIDER",
    body: { resourceId: "p1", activityId: "a2" },
    reply: { body: { value: "lr2" } }
  },
  {
    name: "LogRequests.getLogRequestState",
    call: LogRequests.getLogRequestState("lr1"),
    method: "GET",
    path: `${org}/logrequests/lr1`,
    reply: { body: { state: "COMPLETED", url: "https://logs/x" } }
  }
], [LogRequests])

const orgConfig = {
  organizationId: "my-org",
  mainRegions: ["us"],
  satelliteRegions: [],
  primaryMainRegion: "us",
  distributedDns: "d",
  adminDns: "a",
  analyticsDns: "n"
}
const region = {
  region: "eu",
  regionEndpoint: "https://platform-eu.cloud.coveo.com",
  regionName: "Europe",
  regionType: "PRIMARY"
}

wireSuite("platform/global", [
  {
    name: "GlobalOrganizations.list",
    call: GlobalOrganizations.list(),
    method: "GET",
    path: "/rest/global/organizations",
    reply: { body: { items: [orgConfig], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "GlobalOrganizations.get",
    call: GlobalOrganizations.get("my-org"),
    method: "GET",
    path: "/rest/global/organizations/my-org",
    reply: { body: orgConfig }
  },
  {
    name: "GlobalRegions.list",
    call: GlobalRegions.list(),
    method: "GET",
    path: "/rest/global/regions",
    reply: { body: [region] }
  },
  {
    name: "GlobalRegions.get",
    call: GlobalRegions.get("eu"),
    method: "GET",
    path: "/rest/global/regions/eu",
    reply: { body: region }
  }
], [GlobalOrganizations, GlobalRegions])

const globalGroup = {
  id: "gg1",
  displayName: "Support",
  members: [],
  organizationActivated: true,
  privileges: [],
  realms: [],
  temporaryPrivilegeConfigurations: []
}

wireSuite("platform/globalgroups", [
  {
    name: "GlobalGroups.list",
    call: GlobalGroups.list(),
    method: "GET",
    path: "/rest/globalgroups",
    reply: { body: [globalGroup] }
  },
  {
    name: "GlobalGroups.create",
    call: GlobalGroups.create({ displayName: "Support" }),
    method: "POST",
    path: "/rest/globalgroups",
    body: { displayName: "Support" },
    reply: { status: 201, body: { id: "gg1" } }
  },
  {
    name: "GlobalGroups.get",
    call: GlobalGroups.get("gg1"),
    method: "GET",
    path: "/rest/globalgroups/gg1",
    reply: { body: globalGroup }
  },
  {
    name: "GlobalGroups.update",
    call: GlobalGroups.update(globalGroup),
    method: "PUT",
    path: "/rest/globalgroups/gg1",
    body: globalGroup,
    reply: { status: 204 }
  },
  {
    name: "GlobalGroups.delete",
    call: GlobalGroups.delete("gg1"),
    method: "DELETE",
    path: "/rest/globalgroups/gg1",
    reply: { status: 204 }
  }
], [GlobalGroups])

const groups = `${org}/groups`
const group = {
  id: "g1",
  displayName: "Admins",
  privileges: [{ owner: "PLATFORM", targetDomain: "SOURCE", type: "EDIT" }]
}
const groupMember = { id: "u1", username: "ada@example.com-google", provider: "GOOGLE" } as const
const realm = { id: "r1", provider: "SAML", displayName: "Okta", samlIdentityProviderId: "idp1" } as const
const invite = { email: "bob@example.com" }

wireSuite("platform/groups", [
  { name: "Groups.list", call: Groups.list(), method: "GET", path: groups, reply: { body: [group] } },
  {
    name: "Groups.create",
    call: Groups.create({ displayName: "Admins" }),
    method: "POST",
    path: groups,
    body: { displayName: "Admins" },
    reply: { status: 201, body: { id: "g1" } }
  },
  {
    name: "Groups.create",
    call: Groups.create({ displayName: "Admins" }, { canEditItself: true, sendEmailToInviteUsers: false }),
    method: "POST",
    path: groups,
    query: "canEditItself=true&sendEmailToInviteUsers=false",
    body: { displayName: "Admins" },
    reply: { body: { id: "g1" } }
  },
  { name: "Groups.get", call: Groups.get("g1"), method: "GET", path: `${groups}/g1`, reply: { body: group } },
  {
    name: "Groups.update",
    call: Groups.update(group),
    method: "PUT",
    path: `${groups}/g1`,
    body: group,
    reply: { status: 204 }
  },
  {
    name: "Groups.update",
    call: Groups.update(group, { sendEmailToInviteUsers: true }),
    method: "PUT",
    path: `${groups}/g1`,
    query: "sendEmailToInviteUsers=true",
    body: group,
    reply: { status: 204 }
  },
  { name: "Groups.delete", call: Groups.delete("g1"), method: "DELETE", path: `${groups}/g1`, reply: { status: 204 } },
  {
    name: "Groups.listExclusivePrivileges",
    call: Groups.listExclusivePrivileges("g1"),
    method: "GET",
    path: `${groups}/g1/privileges/exclusive/me`,
    reply: { body: group.privileges }
  },
  {
    name: "GroupInvites.list",
    call: GroupInvites.list("g1"),
    method: "GET",
    path: `${groups}/g1/invites`,
    reply: { body: [{ id: "i1", ...invite }] }
  },
  {
    name: "GroupInvites.add",
    call: GroupInvites.add("g1", invite),
    method: "POST",
    path: `${groups}/g1/invites`,
    query: "sendEmail=true",
    body: invite,
    reply: { body: { id: "i1", ...invite } }
  },
  {
    name: "GroupInvites.add",
    call: GroupInvites.add("g1", { provider: "OFFICE365", providerUsername: "bob" }, { sendEmail: false }),
    method: "POST",
    path: `${groups}/g1/invites`,
    query: "sendEmail=false",
    body: { provider: "OFFICE365", providerUsername: "bob" },
    reply: { body: { id: "i2", provider: "OFFICE365", providerUsername: "bob" } }
  },
  {
    name: "GroupInvites.delete",
    call: GroupInvites.delete("g1", "bob@example.com"),
    method: "DELETE",
    path: `${groups}/g1/invites/bob@example.com`,
    reply: { status: 204 }
  },
  {
    name: "GroupInvites.accept",
    call: GroupInvites.accept("g1"),
    method: "POST",
    path: `${groups}/g1/invites/accept`,
    reply: { status: 204 }
  },
  {
    name: "GroupInvites.decline",
    call: GroupInvites.decline("g1"),
    method: "POST",
    path: `${groups}/g1/invites/decline`,
    reply: { status: 204 }
  },
  {
    name: "GroupMembers.list",
    call: GroupMembers.list("g1"),
    method: "GET",
    path: `${groups}/g1/members`,
    reply: { body: [groupMember] }
  },
  {
    name: "GroupMembers.add",
    call: GroupMembers.add("g1", groupMember),
    method: "POST",
    path: `${groups}/g1/members`,
    query: "sendEmailOnInvite=true",
    body: groupMember,
    reply: { status: 204 }
  },
  {
    name: "GroupMembers.add",
    call: GroupMembers.add("g1", groupMember, { sendEmailOnInvite: false }),
    method: "POST",
    path: `${groups}/g1/members`,
    query: "sendEmailOnInvite=false",
    body: groupMember,
    reply: { status: 204 }
  },
  {
    name: "GroupMembers.delete",
    call: GroupMembers.delete("g1", "ada@example.com-google"),
    method: "DELETE",
    path: `${groups}/g1/members/ada@example.com-google`,
    reply: { status: 204 }
  },
  {
    name: "GroupRealms.list",
    call: GroupRealms.list("g1"),
    method: "GET",
    path: `${groups}/g1/realms`,
    reply: { body: [realm] }
  },
  {
    name: "GroupRealms.add",
    call: GroupRealms.add("g1", realm),
    method: "POST",
    path: `${groups}/g1/realms`,
    body: realm,
    reply: { status: 204 }
  },
  {
    name: "GroupRealms.delete",
    call: GroupRealms.delete("g1", "r1"),
    method: "DELETE",
    path: `${groups}/g1/realms/r1`,
    reply: { status: 204 }
  },
  {
    name: "GroupRealms.get",
    call: GroupRealms.get("g1", "okta.example.com"),
    method: "GET",
    path: `${groups}/g1/realms/okta.example.com`,
    reply: { body: realm }
  },
  {
    name: "GroupMembers.get",
    call: GroupMembers.get("g1", "ada@example.com-google"),
    method: "GET",
    path: `${groups}/g1/members/ada@example.com-google`,
    reply: { body: groupMember }
  }
], [Groups, GroupInvites, GroupMembers, GroupRealms])

const orgModel = {
  id: "my-org",
  displayName: "My org",
  license: { productType: "STANDARD", productEdition: "ENTERPRISE" }
}
const definition = {
  organizationId: "my-org",
  baseLicenseTemplateId: "t1",
  modifiers: [],
  overrides: [{ id: "Default", statements: [] }]
}
const privileges = [{ owner: "PLATFORM", targetDomain: "ORGANIZATION", type: "VIEW" }]
const orgMember = {
  username: "ada@example.com",
  email: "ada@example.com",
  displayName: "Ada",
  provider: "EMAIL",
  groups: [{ id: "g1", displayName: "Admins" }]
} as const
const invitee = { username: "bob@example.com", provider: "EMAIL", groupInvites: [{ group: { id: "g1" } }] } as const

wireSuite("platform/organizations", [
  {
    name: "Organizations.list",
    call: Organizations.list(),
    method: "GET",
    path: "/rest/organizations",
    reply: { body: [orgModel] }
  },
  {
    name: "Organizations.list",
    call: Organizations.list({
      page: 0,
      perPage: 20,
      additionalFields: ["status", "license"],
      filter: "my org",
      order: "asc",
      sortBy: "displayName",
      type: "TRIAL"
    }),
    method: "GET",
    path: "/rest/organizations",
    query:
      "page=0&perPage=20&additionalFields=status&additionalFields=license&filter=my%20org&order=asc&sortBy=displayName&type=TRIAL",
    reply: { body: { items: [orgModel], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "Organizations.create",
    call: Organizations.create({ name: "New org", organizationTemplate: "tpl", owner: "ada", creationOrigin: "CLI" }),
    method: "POST",
    path: "/rest/organizations",
    query: "name=New%20org&organizationTemplate=tpl&owner=ada&creationOrigin=CLI",
    reply: { body: { id: "new-org" } }
  },
  {
    name: "Organizations.get",
    call: Organizations.get("other-org"),
    method: "GET",
    path: "/rest/organizations/other-org",
    reply: { body: orgModel }
  },
  {
    name: "Organizations.get",
    call: Organizations.get("other-org", { additionalFields: "status" }),
    method: "GET",
    path: "/rest/organizations/other-org",
    query: "additionalFields=status",
    reply: { body: orgModel }
  },
  {
    name: "Organizations.update",
    call: Organizations.update({ id: "other-org", displayName: "Renamed" }),
    method: "PUT",
    path: "/rest/organizations/other-org",
    body: { id: "other-org", displayName: "Renamed" },
    reply: { body: { id: "other-org", displayName: "Renamed" } }
  },
  {
    name: "Organizations.delete",
    call: Organizations.delete("other-org"),
    method: "DELETE",
    path: "/rest/organizations/other-org",
    reply: { status: 204 }
  },
  {
    name: "Organizations.updateSupportActivated",
    call: Organizations.updateSupportActivated("other-org", true),
    method: "PUT",
    path: "/rest/organizations/other-org/support",
    query: "activate=true",
    reply: { status: 204 }
  },
  {
    name: "Organizations.updateSupportActivated",
    call: Organizations.updateSupportActivated("other-org", false),
    method: "PUT",
    path: "/rest/organizations/other-org/support",
    query: "activate=false",
    reply: { status: 204 }
  },
  {
    name: "Organizations.status",
    call: Organizations.status(),
    method: "GET",
    path: `${org}/status`,
    reply: { body: { paused: false, pauseState: "ACTIVE", status: "HEALTHY" } }
  },
  {
    name: "Organizations.status",
    call: Organizations.status("other-org"),
    method: "GET",
    path: "/rest/organizations/other-org/status",
    reply: { body: { paused: true, pauseState: "PAUSED" } }
  },
  {
    name: "Organizations.pause",
    call: Organizations.pause(),
    method: "POST",
    path: `${org}/pause`,
    reply: { status: 204 }
  },
  {
    name: "Organizations.pause",
    call: Organizations.pause("other-org"),
    method: "POST",
    path: "/rest/organizations/other-org/pause",
    reply: { status: 204 }
  },
  {
    name: "Organizations.resume",
    call: Organizations.resume(),
    method: "POST",
    path: `${org}/resume`,
    reply: { status: 204 }
  },
  {
    name: "Organizations.getAdditionalInformation",
    call: Organizations.getAdditionalInformation(),
    method: "GET",
    path: `${org}/additionalinformation`,
    reply: { body: { industry: "retail" } }
  },
  {
    name: "Organizations.getAdditionalInformation",
    call: Organizations.getAdditionalInformation("other-org"),
    method: "GET",
    path: "/rest/organizations/other-org/additionalinformation",
    reply: { body: {} }
  },
  {
    name: "Organizations.updateAdditionalInformation",
    call: Organizations.updateAdditionalInformation({ industry: "retail" }),
    method: "PUT",
    path: `${org}/additionalinformation`,
    body: { industry: "retail" },
    reply: { body: { industry: "retail" } }
  },
  {
    name: "Organizations.listPrivileges",
    call: Organizations.listPrivileges(),
    method: "GET",
    path: `${org}/privileges`,
    reply: { body: privileges }
  },
  {
    name: "Organizations.listMyPrivileges",
    call: Organizations.listMyPrivileges(),
    method: "GET",
    path: `${org}/privileges/me`,
    reply: { body: privileges }
  },
  {
    name: "Organizations.listApiKeysPrivileges",
    call: Organizations.listApiKeysPrivileges(),
    method: "GET",
    path: `${org}/privileges/apikeys`,
    query: "filter=ALL",
    reply: { body: privileges }
  },
  {
    name: "Organizations.listApiKeysPrivileges",
    call: Organizations.listApiKeysPrivileges({ filter: "CUSTOM" }),
    method: "GET",
    path: `${org}/privileges/apikeys`,
    query: "filter=CUSTOM",
    reply: { body: privileges }
  },
  {
    name: "Organizations.getDefinition",
    call: Organizations.getDefinition(),
    method: "GET",
    path: `${org}/definition`,
    reply: { body: definition }
  },
  {
    name: "Organizations.updateDefinition",
    call: Organizations.updateDefinition(definition),
    method: "PUT",
    path: `${org}/definition`,
    body: definition,
    reply: { body: definition }
  },
  {
    name: "Organizations.getAllowedAuthenticationProviders",
    call: Organizations.getAllowedAuthenticationProviders(),
    method: "GET",
    path: `${org}/authproviders/allowed`,
    reply: { body: ["EMAIL", "SAML"] }
  },
  {
    name: "Organizations.getAllowedAuthenticationProviders",
    call: Organizations.getAllowedAuthenticationProviders("other-org"),
    method: "GET",
    path: "/rest/organizations/other-org/authproviders/allowed",
    reply: { body: ["GOOGLE"] }
  },
  {
    name: "OrganizationMembers.getAll",
    call: OrganizationMembers.getAll(),
    method: "GET",
    path: `${org}/members`,
    reply: { body: [{ username: "ada", provider: "EMAIL", groups: [{ id: "g1", displayName: "Admins" }] }] }
  },
  {
    name: "OrganizationMembers.delete",
    call: OrganizationMembers.delete("ada@example.com"),
    method: "DELETE",
    path: `${org}/members/ada@example.com`,
    reply: { status: 204 }
  },
  {
    name: "OrganizationMembers.get",
    call: OrganizationMembers.get("ada@example.com"),
    method: "GET",
    path: `${org}/members/ada@example.com`,
    reply: { body: orgMember }
  },
  {
    name: "OrganizationMembers.getGroups",
    call: OrganizationMembers.getGroups("ada@example.com"),
    method: "GET",
    path: `${org}/members/ada@example.com/groups`,
    reply: { body: [{ id: "g1", displayName: "Admins" }] }
  },
  {
    name: "OrganizationMembers.getPrivileges",
    call: OrganizationMembers.getPrivileges(),
    method: "GET",
    path: `${org}/members/privileges`,
    reply: { body: privileges }
  },
  {
    name: "OrganizationMembers.updateMember",
    call: OrganizationMembers.updateMember("ada@example.com", orgMember),
    method: "PUT",
    path: `${org}/members/ada@example.com`,
    body: orgMember,
    reply: { body: { ...orgMember, memberType: "USER" } }
  },
  {
    name: "OrganizationMembers.updateOrganizationMembers",
    call: OrganizationMembers.updateOrganizationMembers([invitee]),
    method: "PUT",
    path: `${org}/members`,
    body: [invitee],
    reply: { body: [orgMember] }
  },
  {
    // The promise client 60.4's spelling of the e-mail flag, sent as given.
    name: "OrganizationMembers.updateOrganizationMembers",
    call: OrganizationMembers.updateOrganizationMembers([invitee], { sendEmailToInviteUsers: false }),
    method: "PUT",
    path: `${org}/members`,
    query: "sendEmailToInviteUsers=false",
    body: [invitee],
    reply: { body: [orgMember] }
  },
  {
    // The description's spelling.
    name: "OrganizationMembers.updateOrganizationMembers",
    call: OrganizationMembers.updateOrganizationMembers([invitee], { sendEmailToInvitedUsers: false }),
    method: "PUT",
    path: `${org}/members`,
    query: "sendEmailToInvitedUsers=false",
    body: [invitee],
    reply: { body: [orgMember] }
  },
  {
    name: "Organizations.updateExperimentalStatus",
    call: Organizations.updateExperimentalStatus(),
    method: "PUT",
    path: `${org}/configuration/servingExperiment`,
    query: "allowed=true",
    reply: { status: 204 }
  },
  {
    name: "Organizations.updateExperimentalStatus",
    call: Organizations.updateExperimentalStatus(false),
    method: "PUT",
    path: `${org}/configuration/servingExperiment`,
    query: "allowed=false",
    reply: { status: 204 }
  }
], [Organizations, OrganizationMembers])
