/**
 * Arguments that ported promise-client code passes and that travel on the wire as given: `null` where the
 * promise client takes it (no pagination for `organization.list`, no expiry for a Snowflake user), through
 * the promise facade against a loopback server, and the values `scripts/description-additions.ts` adds, taken
 * by the emulator's request checks. `test/types/dropin-args.ts` checks the same calls compile.
 */
import { describe, expect, it } from "@effect/vitest"
import { describedOperation, requestProblems } from "../src/emulator/validate.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { ORG, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()
const client = () =>
  createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url, serverlessHost: server.url })

describe("null, as the promise client takes it", () => {
  it("organization.list(null) lists without a query and answers the plain array", async () => {
    server.handler = () => ({ body: [{ id: "o1", displayName: "One" }] })
    const c = client()
    const organizations = await c.organization.list(null)
    await c.dispose()
    expect(organizations).toEqual([{ id: "o1", displayName: "One" }])
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /rest/organizations"])
  })

  it("a Snowflake user's daysToExpiry: null is sent as JSON null, on create and on reactivation", async () => {
    server.handler = () => ({ body: { username: "ada", email: "ada@example.com", daysToExpiry: null } })
    const c = client()
    await c.ua.snowflake.createUser({ username: "ada", email: "ada@example.com", daysToExpiry: null })
    await c.ua.snowflake.reactivateUser("ada", { daysToExpiry: null })
    await c.dispose()
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /rest/ua/v15/admin/snowflake/users",
      "PUT /rest/ua/v15/admin/snowflake/users/ada/expiration"
    ])
    expect(server.requests.map((r) => r.text)).toEqual([
      "{\"username\":\"ada\",\"email\":\"ada@example.com\",\"daysToExpiry\":null}",
      "{\"daysToExpiry\":null}"
    ])
  })
})

describe("the emulator takes what the descriptions leave out (scripts/description-additions.ts)", () => {
  const problemsAt = (method: string, template: string, body: unknown) =>
    requestProblems(describedOperation(method, template)!, body)
  const org = "/rest/organizations/{org}"
  const snowflake = "/rest/ua/v15/admin/snowflake/users"

  it("daysToExpiry: null, and still refuses a string", () => {
    expect(problemsAt("POST", snowflake, { username: "a", email: "a@b.c", daysToExpiry: null })).toEqual([])
    expect(problemsAt("PUT", `${snowflake}/{snowflakeUser}/expiration`, { daysToExpiry: null })).toEqual([])
    expect(problemsAt("PUT", `${snowflake}/{snowflakeUser}/expiration`, { daysToExpiry: "never" })).toHaveLength(1)
  })

  it("a resultRankings statement", () => {
    const statements = "/rest/search/v2/admin/pipelines/{pipelineId}/statements"
    const statement = (feature: string) => ({ feature, definition: "rank" })
    expect(problemsAt("POST", statements, statement("resultRankings"))).toEqual([])
    expect(problemsAt("POST", statements, statement("rankings"))).toHaveLength(1)
  })

  it("a statement's position, an integer", () => {
    const statements = "/rest/search/v2/admin/pipelines/{pipelineId}/statements"
    const statement = (position: unknown) => ({ feature: "filter", definition: "@source==docs", position })
    expect(problemsAt("POST", statements, statement(1))).toEqual([])
    expect(problemsAt("PUT", `${statements}/{statementId}`, statement(3))).toEqual([])
    expect(problemsAt("POST", statements, statement("first"))).toHaveLength(1)
  })

  it("a security identity's result in the promise client's spelling, and in push.yml's", () => {
    const identity = "/push/v1/organizations/{org}/providers/{securityProviderId}/permissions"
    for (const result of ["SUCCESS", "SECURITY_PROVIDER_IS_NOT_READY", "Success"]) {
      expect(problemsAt("PUT", identity, { identity: { name: "g" }, Result: { result } }), result).toEqual([])
    }
    expect(problemsAt("PUT", identity, { identity: { name: "g" }, Result: { result: "FINE" } })).toHaveLength(1)
  })

  it("an ACTIVE_DIRECTORY security provider in a raw source", () => {
    const source = (type: string) => ({ securityProviders: [{ id: "p", name: "p", type }] })
    expect(problemsAt("POST", `${org}/sources/raw`, source("ACTIVE_DIRECTORY"))).toEqual([])
    expect(problemsAt("POST", `${org}/sources/raw`, source("LDAP"))).toHaveLength(1)
  })
})
