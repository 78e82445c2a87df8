/**
 * The promise client 60.4's calls of API keys, API key templates, AWS instances, invites, organization
 * access, resources, index documents, source feedback and the others of the same issue, through the
 * promise facade against a loopback server: every method is there, under the promise client's accessor,
 * and takes the promise client's arguments (several API key ids at once, a license without a section).
 */
import { describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { createPlatformClient } from "../src/promise/index.ts"
import { ORG, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()
const client = () =>
  createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url, serverlessHost: server.url })
const org = `/rest/organizations/${ORG}`

/** Runs `call` on a fresh client and returns the one request it sent, with the result. */
const sent = async <A>(call: (c: ReturnType<typeof client>) => Promise<A>, reply: unknown = {}) => {
  server.requests.length = 0
  server.handler = () => ({ status: reply === undefined ? 204 : 200, body: reply })
  const c = client()
  try {
    const result = await call(c)
    expect(server.requests).toHaveLength(1)
    const r = server.requests[0]!
    return {
      method: r.method,
      path: r.path,
      query: r.query,
      body: r.text === "" ? undefined : JSON.parse(r.text),
      result
    }
  } finally {
    await c.dispose()
  }
}

// The methods of the issue, as the promise client 60.4 names them (accessor path . method).
const methods = [
  "apiKey.duplicate",
  "apiKey.extend",
  "apiKeyTemplate.get",
  "apiKeyTemplate.listAPIKeysEligibility",
  "aws.list",
  "crawlingModule.createLogRequest",
  "crawlingModule.getLogRequestDownload",
  "crawlingModule.getLogRequests",
  "crawlingModule.removeDeployment",
  "crawlingModule.reportDeployment",
  "extension.getVersion",
  "extension.listVersions",
  "extension.validateCode",
  "field.search",
  "group.member.get",
  "group.realm.get",
  "index.documents.listEffectivePermissions",
  "index.documents.listPermissions",
  "invites.list",
  "license.get",
  "license.update",
  "limits.getSpecificLimitStatus",
  "organization.members.get",
  "organization.members.getGroups",
  "organization.members.getPrivileges",
  "organization.members.updateMember",
  "organization.members.updateOrganizationMembers",
  "organization.updateExperimentalStatus",
  "organizationAccess.delete",
  "organizationAccess.get",
  "organizationAccess.getApiKeys",
  "organizationAccess.getGroups",
  "organizationAccess.list",
  "pushApi.createFileContainer",
  "resourceSnapshot.getSnapshotFileType",
  "resources.list",
  "schemaService.getDefaultObjectsToGet",
  "schemaService.validateSlackToken",
  "securityCache.getProviderRaw",
  "securityCache.isListingSecurityIdentitiesSupported",
  "securityCache.updateProviderRaw",
  "source.feedback.sendFeedback",
  "source.getDefaultDocumentConfiguration"
]

describe("promise facade: the calls of the promise client 60.4", () => {
  it("reaches every method under the promise client's accessor", async () => {
    const c = client()
    const missing = methods.filter((m) => {
      let node: unknown = c
      for (const part of m.split(".")) node = (node as Record<string, unknown> | undefined)?.[part]
      return typeof node !== "function"
    })
    expect(missing).toEqual([])
    await c.dispose()
  })

  it("apiKey.delete: one id (alone or in an array) deletes it; several go to the bulk call", async () => {
    expect(await sent((c) => c.apiKey.delete("k1"), undefined)).toMatchObject({
      method: "DELETE",
      path: `${org}/apikeys/k1`,
      body: undefined
    })
    expect(await sent((c) => c.apiKey.delete(["k1"]), undefined)).toMatchObject({
      method: "DELETE",
      path: `${org}/apikeys/k1`
    })
    expect(await sent((c) => c.apiKey.delete(["k1", "k2"]), undefined)).toMatchObject({
      method: "POST",
      path: `${org}/apikeys/delete/bulk`,
      body: ["k1", "k2"]
    })
  })

  for (const verb of ["activate", "disable"] as const) {
    it(`apiKey.${verb}: an id sends {}, several ids the bulk call, a key (the spec's form) itself`, async () => {
      expect(await sent((c) => c.apiKey[verb]("k1"), undefined)).toMatchObject({
        method: "PUT",
        path: `${org}/apikeys/k1/${verb}`,
        body: {}
      })
      expect(await sent((c) => c.apiKey[verb](["k1"]), undefined)).toMatchObject({
        path: `${org}/apikeys/k1/${verb}`,
        body: {}
      })
      expect(await sent((c) => c.apiKey[verb](["k1", "k2"]), undefined)).toMatchObject({
        method: "PUT",
        path: `${org}/apikeys/${verb}/bulk`,
        body: ["k1", "k2"]
      })
      const key = { id: "k1", displayName: "CI", enabled: verb === "disable" }
      expect(await sent((c) => c.apiKey[verb](key), undefined)).toMatchObject({
        path: `${org}/apikeys/k1/${verb}`,
        body: key
      })
    })
  }

  it("apiKey.toggle still sends the key to the call its enabled flag picks", async () => {
    const key = { id: "k1", displayName: "CI", enabled: true }
    expect(await sent((c) => c.apiKey.toggle(key), undefined)).toMatchObject({
      path: `${org}/apikeys/k1/disable`,
      body: key
    })
  })

  it("license.get: without a section, the whole license; with one, that section", async () => {
    expect(await sent((c) => c.license.get(), { accountId: "a" })).toMatchObject({
      method: "GET",
      path: `${org}/license`,
      result: { accountId: "a" }
    })
    expect(await sent((c) => c.license.get("searchapi"), { queriesPerMonth: 5 })).toMatchObject({
      method: "GET",
      path: `${org}/license/searchapi`,
      result: { queriesPerMonth: 5 }
    })
  })

  it("resourceSnapshot.getSnapshotFileType tells ZIP from JSON, and rejects any other file without a request", async () => {
    const c = client()
    expect(await c.resourceSnapshot.getSnapshotFileType(new Blob(["x"], { type: "application/zip" }))).toBe("ZIP")
    expect(await c.resourceSnapshot.getSnapshotFileType(new Blob(["{}"], { type: "application/json" }))).toBe("JSON")
    await expect(c.resourceSnapshot.getSnapshotFileType(new Blob(["x"], { type: "text/plain" }))).rejects.toThrow(
      "The uploaded file must be either a ZIP or a JSON file."
    )
    expect(server.requests).toHaveLength(0)
    await c.dispose()
  })

  it("the new accessors reach their paths with the promise client's arguments", async () => {
    expect(await sent((c) => c.apiKeyTemplate.get("t1"), { id: "t1" })).toMatchObject({
      path: `${org}/templates/apikeys/t1`,
      result: { id: "t1" }
    })
    expect(await sent((c) => c.apiKeyTemplate.listAPIKeysEligibility(), [])).toMatchObject({
      path: `${org}/templates/apikeys/privileges/eligibility`
    })
    expect(await sent((c) => c.aws.list(), [])).toMatchObject({
      path: "/rest/aws/instances/agents",
      query: `organizationId=${ORG}`
    })
    expect(await sent((c) => c.invites.list(), [])).toMatchObject({ path: "/rest/invites" })
    const params = { accessLevel: ["EDIT_ALL" as const], privilegeOwner: "PLATFORM", privilegeTargetDomain: "SOURCE" }
    expect(await sent((c) => c.organizationAccess.getApiKeys(params), [])).toMatchObject({
      path: `${org}/access/apikeys`,
      query: "accessLevel=EDIT_ALL&privilegeOwner=PLATFORM&privilegeTargetDomain=SOURCE"
    })
    expect(await sent((c) => c.organizationAccess.getGroups(params), [])).toMatchObject({
      path: `${org}/access/groups`
    })
    expect(await sent((c) => c.organizationAccess.list(), [])).toMatchObject({ path: `${org}/access/temporary` })
    expect(await sent((c) => c.organizationAccess.get("a1"), { id: "a1" })).toMatchObject({
      path: `${org}/access/temporary/a1`
    })
    expect(await sent((c) => c.organizationAccess.delete("a1"), { id: "a1" })).toMatchObject({
      method: "DELETE",
      path: `${org}/access/temporary/a1`,
      result: { id: "a1" }
    })
    expect(await sent((c) => c.resources.list("SOURCE", { perPage: 5 }), { items: [] })).toMatchObject({
      path: `${org}/resources/SOURCE`,
      query: "perPage=5"
    })
    expect(await sent((c) => c.index.documents.listPermissions("i1", "a/b"), {})).toMatchObject({
      path: `${org}/indexes/i1/documents/a%252Fb/permissions`
    })
    expect(await sent((c) => c.index.documents.listEffectivePermissions("i1", "a/b", { page: 1 }), {}))
      .toMatchObject({ path: `${org}/indexes/i1/documents/a%252Fb/permissions/effective`, query: "page=1" })
    expect(
      await sent((c) => c.source.feedback.sendFeedback("SOURCE_MANAGEMENT_IMPROVEMENTS", { message: "m" }), undefined)
    ).toMatchObject({
      method: "POST",
      path: `${org}/sources/feedback`,
      query: "feedbackConsumerType=SOURCE_MANAGEMENT_IMPROVEMENTS",
      body: { message: "m" }
    })
  })

  it("the paged lists have a Stream twin, an async iterable in the promise facade", async () => {
    server.handler = (req) => ({
      body: { items: [{ id: `r${new URLSearchParams(req.query).get("page")}` }], totalEntries: 2, totalPages: 2 }
    })
    const c = client()
    const ids: Array<string> = []
    for await (const r of c.resources.listAll("SOURCE")) ids.push(r.id)
    expect(ids).toEqual(["r0", "r1"])
    await c.dispose()
  })

  it("lists the issue's methods as the promise client 60.4 declares them", () => {
    // The list above is the promise client's own: each method is declared on its resource class.
    const types = "node_modules/@coveo/platform-client/dist/types/resources"
    const declared = (file: string, method: string) => readFileSync(`${types}/${file}`, "utf8").includes(`${method}(`)
    expect(declared("Indexes/Documents/Documents.d.ts", "listEffectivePermissions")).toBe(true)
    expect(declared("ApiKeys/ApiKeys.d.ts", "duplicate")).toBe(true)
    expect(declared("Resources/Resources.d.ts", "list")).toBe(true)
  })
})
