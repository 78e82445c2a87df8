import { describe, expect, it } from "@effect/vitest"
import * as ApiKeys from "../src/Platform/Authorization/ApiKeys.ts"
import { failureOf, run, runExit, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer()

describe("smoke", () => {
  it("lists api keys", async () => {
    server.reply({ status: 200, body: [{ id: "k1" }] })
    const result = await run(server, ApiKeys.list({ status: "ACTIVE" }))
    expect(result).toEqual([{ id: "k1" }])
    expect(server.requests[0]!.url).toBe("/rest/organizations/my-org/apikeys?status=ACTIVE")
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })
  it("fails with HttpError", async () => {
    server.reply({
      status: 404,
      body: { errorCode: "NOT_FOUND", message: "nope" },
      headers: { "x-request-id": "rid-1" }
    })
    const e = failureOf(await runExit(server, ApiKeys.get("a/b")))
    expect(e).toMatchObject({ _tag: "HttpError", status: 404, requestId: "rid-1" })
    expect(server.requests[0]!.path).toBe("/rest/organizations/my-org/apikeys/a%2Fb")
  })
})
