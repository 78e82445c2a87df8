/**
 * Wire tests of the areas the promise client 60.4 adds beside API keys: API key templates, AWS
 * instances, an indexed item's permissions, the current user's invites, organization access,
 * resources by type and source feedback.
 */
import * as ApiKeyTemplates from "../../src/Platform/Authorization/ApiKeyTemplates.ts"
import * as Invites from "../../src/Platform/Authorization/Invites.ts"
import * as OrganizationAccess from "../../src/Platform/Authorization/OrganizationAccess.ts"
import * as Aws from "../../src/Platform/Indexes/Aws.ts"
import * as IndexDocuments from "../../src/Platform/Indexes/IndexDocuments.ts"
import * as Resources from "../../src/Platform/Projects/Resources.ts"
import * as SourceFeedback from "../../src/Platform/Sources/SourceFeedback.ts"
import { wireSuite } from "../support/wire.ts"

const org = "/rest/organizations/my-org"
const privilege = { owner: "PLATFORM", targetDomain: "SOURCE", type: "VIEW", targetId: "*" }

const templates = `${org}/templates/apikeys`
const template = { id: "t 1", displayName: "Search", privileges: [privilege], allowedIps: [], deniedIps: [] }

wireSuite("platform/apikeytemplates", [
  {
    name: "ApiKeyTemplates.get",
    call: ApiKeyTemplates.get("t 1"),
    method: "GET",
    path: `${templates}/t%201`,
    reply: { body: template }
  },
  {
    name: "ApiKeyTemplates.listAPIKeysEligibility",
    call: ApiKeyTemplates.listAPIKeysEligibility(),
    method: "GET",
    path: `${templates}/privileges/eligibility`,
    reply: { body: [{ id: "t 1", canGenerate: false, missingPrivileges: [privilege] }] }
  }
], [ApiKeyTemplates])

const instance = {
  agentId: "a1",
  amiId: "ami-1",
  availabilityZone: "us-east-1a",
  id: "i-1",
  instanceState: "running",
  instanceType: "m5.large",
  launchTime: "2024-01-01T00:00:00Z",
  license: "l1",
  organizationId: "my-org",
  platform: "windows",
  privateDNS: "ip-10-0-0-1.ec2.internal",
  privateIPAddress: "10.0.0.1",
  publicDNS: "",
  publicIP: "",
  region: "us-east-1",
  role: "INDEXER"
}

wireSuite("platform/aws", [
  {
    // As the promise client 60.4: the configured organization when no options are given.
    name: "Aws.list",
    call: Aws.list(),
    method: "GET",
    path: "/rest/aws/instances/agents",
    query: "organizationId=my-org",
    reply: { body: [instance] }
  },
  {
    name: "Aws.list",
    call: Aws.list({ organizationId: "other org" }),
    method: "GET",
    path: "/rest/aws/instances/agents",
    query: "organizationId=other%20org",
    reply: { body: [] }
  }
], [Aws])

const documentPermissions = {
  lastUpdatedDate: 1700000000000,
  state: "VALID",
  permissionLevels: [{
    name: "Level 1",
    permissionSets: [{
      name: "Set 1",
      anonymousAllowed: false,
      permissions: [{ identity: "ada@example.com", identityType: "USER", allowed: true, state: "UP_TO_DATE" }]
    }]
  }]
}
const effective = {
  items: [{ identity: "ada@example.com", identityType: "USER", allowed: true, securityProvider: "Email" }],
  totalEntries: 1,
  totalPages: 1,
  anonymousAllowed: false
}
// The document id is percent-encoded twice, as the platform takes it and the promise client sends it.
const item = `${org}/indexes/idx-1/documents/https%253A%252F%252Fexample.com%252Fa%2520b%253Fq%253D1`

wireSuite("platform/index documents", [
  {
    name: "IndexDocuments.listPermissions",
    call: IndexDocuments.listPermissions("idx-1", "https://example.com/a b?q=1"),
    method: "GET",
    path: `${item}/permissions`,
    reply: { body: documentPermissions }
  },
  {
    name: "IndexDocuments.listEffectivePermissions",
    call: IndexDocuments.listEffectivePermissions("idx-1", "https://example.com/a b?q=1"),
    method: "GET",
    path: `${item}/permissions/effective`,
    reply: { body: effective }
  },
  {
    name: "IndexDocuments.listEffectivePermissions",
    call: IndexDocuments.listEffectivePermissions("idx-1", "https://example.com/a b?q=1", {
      states: ["UP_TO_DATE", "IN_ERROR"],
      from: "2024-01-01T00:00:00.000Z",
      to: "2024-02-01T00:00:00.000Z",
      includedEntities: "ALLOWED",
      page: 1,
      perPage: 50
    }),
    method: "GET",
    path: `${item}/permissions/effective`,
    query: "states=UP_TO_DATE&states=IN_ERROR&from=2024-01-01T00%3A00%3A00.000Z&to=2024-02-01T00%3A00%3A00.000Z" +
      "&includedEntities=ALLOWED&page=1&perPage=50",
    reply: { body: effective }
  }
], [IndexDocuments])

wireSuite("platform/invites", [
  {
    name: "Invites.list",
    call: Invites.list(),
    method: "GET",
    path: "/rest/invites",
    reply: { body: [{ id: "g1", displayName: "Admins", organizations: [{ id: "o1", displayName: "Org" }] }] }
  }
], [Invites])

const access = `${org}/access`
const holder = { id: "k1", displayName: "CI", privilegeHolderType: "API_KEY", accessLevel: "EDIT_ALL" }
const temporary = { id: "ta 1", description: "Support", organizationId: "my-org", expirationDate: 1700000000000 }
const accessQuery = "accessLevel=EDIT_ALL&accessLevel=VIEW_ALL&privilegeOwner=PLATFORM&privilegeTargetDomain=SOURCE"
const accessParams = {
  accessLevel: ["EDIT_ALL", "VIEW_ALL"],
  privilegeOwner: "PLATFORM",
  privilegeTargetDomain: "SOURCE"
} as const

wireSuite("platform/organizationaccess", [
  {
    name: "OrganizationAccess.getApiKeys",
    call: OrganizationAccess.getApiKeys(accessParams),
    method: "GET",
    path: `${access}/apikeys`,
    query: accessQuery,
    reply: { body: [holder] }
  },
  {
    name: "OrganizationAccess.getGroups",
    call: OrganizationAccess.getGroups(accessParams),
    method: "GET",
    path: `${access}/groups`,
    query: accessQuery,
    reply: { body: [{ ...holder, privilegeHolderType: "GROUP", callerPartOf: true }] }
  },
  {
    name: "OrganizationAccess.list",
    call: OrganizationAccess.list(),
    method: "GET",
    path: `${access}/temporary`,
    reply: { body: [temporary] }
  },
  {
    name: "OrganizationAccess.get",
    call: OrganizationAccess.get("ta 1"),
    method: "GET",
    path: `${access}/temporary/ta%201`,
    reply: { body: temporary }
  },
  {
    name: "OrganizationAccess.delete",
    call: OrganizationAccess.delete("ta 1"),
    method: "DELETE",
    path: `${access}/temporary/ta%201`,
    reply: { body: { ...temporary, revocationDate: 1700000001000 } }
  }
], [OrganizationAccess])

const resources = { items: [{ id: "s1", name: "Docs", type: "SOURCE" }], totalEntries: 1, totalPages: 1 }

wireSuite("platform/resources", [
  {
    name: "Resources.list",
    call: Resources.list("SOURCE"),
    method: "GET",
    path: `${org}/resources/SOURCE`,
    reply: { body: resources }
  },
  {
    name: "Resources.list",
    call: Resources.list("QUERY_PIPELINE", { filter: "my web source", page: 2, perPage: 10 }),
    method: "GET",
    path: `${org}/resources/QUERY_PIPELINE`,
    query: "filter=my%20web%20source&page=2&perPage=10",
    reply: { body: { items: [], totalEntries: 0, totalPages: 0 } }
  }
], [Resources])

wireSuite("platform/source feedback", [
  {
    name: "SourceFeedback.sendFeedback",
    call: SourceFeedback.sendFeedback("SOURCE_MANAGEMENT_IMPROVEMENTS", { message: "More filters, please" }),
    method: "POST",
    path: `${org}/sources/feedback`,
    query: "feedbackConsumerType=SOURCE_MANAGEMENT_IMPROVEMENTS",
    body: { message: "More filters, please" },
    reply: { status: 204 }
  }
], [SourceFeedback])
