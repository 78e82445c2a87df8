/**
 * Header parameters (`Http/HeaderParams.ts`): the five described operations that take a header of
 * their own get it from a field of their options, checked before any request, through both APIs.
 * The wire test of every generated call (`test/wire/described.test.ts`) sends each with a sample.
 */
import { describe, expect, it } from "@effect/vitest"
import { endpointOf } from "../src/Http/Endpoint.ts"
import { withCallOptions } from "../src/Http/PlatformClient.ts"
import * as Agents from "../src/Platform/KnowledgeGenAI/Agents.ts"
import * as SalesforceSchema from "../src/Platform/Sources/SalesforceSchema.ts"
import { failureOf, run, runExit, withFacade } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const session = { instanceUri: "https://x.my.salesforce.com", sessionId: "q-session" }

describe("header parameters", () => {
  const server = useServer()

  it("a required header goes from the options to its header, and not into the query", async () => {
    server.reply({ status: 200, body: { name: "org" } })
    const result = await run(
      server,
      SalesforceSchema.loadOrganization({ ...session, salesforceSessionId: "00D!AQ4AQ.sess" })
    )
    expect(result).toEqual({ name: "org" })
    const [req] = server.requests
    expect(req!.method).toBe("GET")
    expect(req!.path).toBe("/rest/salesforce/schema/organization")
    expect(req!.query).toBe("instanceUri=https%3A%2F%2Fx.my.salesforce.com&sessionId=q-session")
    expect(req!.headers["x-salesforce-session-id"]).toBe("00D!AQ4AQ.sess")
  })

  it("a required header left out fails with InvalidInput, before any request", async () => {
    const careless = session as unknown as SalesforceSchema.LoadOrganizationOptions
    const error = failureOf(await runExit(server, SalesforceSchema.loadOrganization(careless)))
    expect(error).toMatchObject({ _tag: "InvalidInput", call: "SalesforceSchema.loadOrganization" })
    expect(error.message).toMatch(/^Invalid headers: .*salesforceSessionId/s)
    // An empty value is no value, as in a query.
    const empty = failureOf(
      await runExit(server, SalesforceSchema.flushCache({ ...session, salesforceSessionId: "" }))
    )
    expect(empty).toMatchObject({ _tag: "InvalidInput", call: "SalesforceSchema.flushCache" })
    expect(server.requests).toHaveLength(0)
  })

  it("a value of the wrong type, or one no header can carry, fails with InvalidInput, before any request", async () => {
    const wrongType = { agentId: "a1", skipProvisioning: "yes" } as unknown as Agents.UpdateOptions
    expect(failureOf(await runExit(server, Agents.update(wrongType, {})))).toMatchObject({
      _tag: "InvalidInput",
      call: "Agents.update",
      message: expect.stringMatching(/^Invalid headers: /)
    })
    const split = { ...session, salesforceSessionId: "s\r\nx-injected: 1" }
    expect(failureOf(await runExit(server, SalesforceSchema.loadObjects(split, { names: [] })))).toMatchObject({
      _tag: "InvalidInput",
      message: "headers: the value of X-Salesforce-Session-ID cannot be sent in an HTTP header"
    })
    expect(server.requests).toHaveLength(0)
  })

  it("an optional boolean header is sent as true or false, and not at all when left out", async () => {
    server.reply({ status: 200, body: { id: "a1" } }, { status: 200, body: { id: "a2" } }, {
      status: 200,
      body: { id: "a3" }
    })
    await run(server, Agents.create({ name: "one" } as never, { skipProvisioning: false }))
    await run(server, Agents.update({ agentId: "a2", skipProvisioning: true }, {}))
    await run(server, Agents.create({ name: "three" } as never))
    expect(server.requests.map((r) => [r.method, r.path, r.headers["x-skip-provisioning"], r.text])).toEqual([
      ["POST", "/api/preview/organizations/my-org/agents", "false", "{\"name\":\"one\"}"],
      ["PATCH", "/api/preview/organizations/my-org/agents/a2", "true", "{}"],
      ["POST", "/api/preview/organizations/my-org/agents", undefined, "{\"name\":\"three\"}"]
    ])
  })

  it("the parameter wins over a header of the same name in the call options", async () => {
    server.reply({ status: 200, body: {} })
    await run(
      server,
      SalesforceSchema.loadOrganization({ ...session, salesforceSessionId: "from-the-call" }).pipe(
        withCallOptions({ headers: { "x-salesforce-session-id": "from-the-options", "x-other": "kept" } })
      )
    )
    expect(server.requests[0]!.headers["x-salesforce-session-id"]).toBe("from-the-call")
    expect(server.requests[0]!.headers["x-other"]).toBe("kept")
  })

  it("the promise client sends it too", async () => {
    server.reply({ status: 200, body: [] })
    await withFacade(server, { salesforceSchema: [SalesforceSchema] }, async (client) => {
      expect(
        await client.salesforceSchema.loadObjects({ ...session, salesforceSessionId: "p-session" }, {
          names: []
        })
      ).toEqual([])
      await expect(client.salesforceSchema.loadObjects(session as never, { names: [] })).rejects.toMatchObject({
        _tag: "InvalidInput"
      })
    })
    expect(server.requests.map((r) => [r.method, r.path, r.headers["x-salesforce-session-id"]])).toEqual([
      ["POST", "/rest/salesforce/schema/objects", "p-session"]
    ])
  })

  it("the declaration keeps its header names, for the tests", () => {
    expect(endpointOf(Agents.create)).toMatchObject({
      name: "Agents.create",
      method: "POST",
      headers: { skipProvisioning: "X-Skip-Provisioning" }
    })
    expect(endpointOf(Agents.list)?.headers).toBeUndefined()
  })
})
