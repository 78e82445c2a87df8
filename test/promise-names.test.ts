/**
 * Names of the promise client that ported code imports, besides its client. Its enumeration objects
 * (`src/promise/enumerations.ts`): every one that `@coveo/platform-client` exports is exported by the promise
 * facade under its name, with the same names and values; code that passes them sends what the promise client
 * sends for the same code; and the file is what its generator writes. Its error class: a ported `catch` block
 * that tests `instanceof CoveoPlatformClientError` and reads its fields sees what it sees with the promise
 * client. Its type names (`src/promise/types.ts`, aliases of ours): the file is what its generator writes.
 * `test/types/dropin.ts` checks that such code compiles.
 */
import * as Coveo from "@coveo/platform-client"
import { describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { enumerationsPath, enumerationsSource } from "../scripts/generate-promise-enumerations.ts"
import { typesPath, typesSource } from "../scripts/generate-promise-types.ts"
import * as Promised from "../src/promise/index.ts"
import { ORG, TOKEN } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer((req) =>
  req.method === "DELETE"
    ? {
      status: 404,
      headers: { "x-request-id": "req-7" },
      body: { errorCode: "NOT_FOUND", message: "No source with id src-1." }
    }
    : { body: { items: [], totalEntries: 0, totalPages: 0 } }
)

// The promise client's run-time exports that are enumerations: plain objects of strings (its `enum`s compile to
// those), against its classes, functions and the few other constants it exports.
const theirs = Object.entries(Coveo as Record<string, unknown>).filter(
  (entry): entry is [string, Record<string, string>] => {
    const [, value] = entry
    return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype &&
      Object.values(value).every((v) => typeof v === "string")
  }
)
const ours: Record<string, unknown> = Promised

describe("the promise client's enumerations", () => {
  it("every one it exports is exported under its name, with the same names and values", () => {
    expect(theirs.length).toBe(172)
    const differing = theirs.filter(([name, values]) =>
      JSON.stringify(Object.entries(ours[name] ?? {})) !== JSON.stringify(Object.entries(values))
    )
    expect(differing.map(([name]) => name)).toEqual([])
    expect(Promised.SourceType.SITEMAP).toBe("SITEMAP")
    expect(Promised.FieldTypes.STRING).toBe("STRING")
  })

  it("code that passes them sends what the promise client sends", async () => {
    const hosts = { organizationId: ORG, accessToken: TOKEN, host: server.url }
    const them = new Coveo.PlatformClient(hosts)
    const us = Promised.createPlatformClient(hosts)
    try {
      // The same code, each client with its own enumerations.
      await them.field.list({
        type: Coveo.FieldTypes.LONG,
        origin: Coveo.FieldOrigin.USER,
        order: Coveo.SortingOrder.DESC
      })
      await them.field.create({ name: "price", type: Coveo.FieldTypes.DOUBLE })
      await us.field.list({
        type: Promised.FieldTypes.LONG,
        origin: Promised.FieldOrigin.USER,
        order: Promised.SortingOrder.DESC
      })
      await us.field.create({ name: "price", type: Promised.FieldTypes.DOUBLE })
    } finally {
      await us.dispose()
    }
    // The parameters' order is the only difference: ours follow the query Schema's fields.
    const sent = server.requests.map((r) => `${r.method} ${r.path}?${r.query.split("&").sort().join("&")} ${r.text}`)
    expect(sent.slice(2)).toEqual(sent.slice(0, 2))
    expect(sent.slice(2)).toEqual([
      `GET /rest/organizations/${ORG}/indexes/page/fields?order=DESC&origin=USER&type=LONG `,
      `POST /rest/organizations/${ORG}/indexes/fields? ${JSON.stringify({ name: "price", type: "DOUBLE" })}`
    ])
  })

  it("the file is what its generator writes", async () => {
    expect(readFileSync(enumerationsPath, "utf8")).toBe(await enumerationsSource())
  }, 60_000)
})

describe("the promise client's error class", () => {
  it("a ported catch block finds an error answer instanceof CoveoPlatformClientError, with the same fields", async () => {
    const hosts = { organizationId: ORG, accessToken: TOKEN, host: server.url }
    const them = new Coveo.PlatformClient(hosts)
    const us = Promised.createPlatformClient(hosts)
    // The promise client's README's way of handling an error answer, written once for each client.
    const fields = (e: unknown, E: typeof Coveo.CoveoPlatformClientError | typeof Promised.CoveoPlatformClientError) =>
      e instanceof E ? { status: e.status, title: e.title, detail: e.detail, xRequestId: e.xRequestId } : e
    const theirs = await them.source.delete("src-1").then(
      () => "resolved",
      (e: unknown) => fields(e, Coveo.CoveoPlatformClientError)
    )
    const ours = await us.source.delete("src-1").then(
      () => "resolved",
      (e: unknown) => fields(e, Promised.CoveoPlatformClientError)
    )
    await us.dispose()
    expect(ours).toEqual(theirs)
    expect(ours).toEqual({ status: 404, title: "NOT_FOUND", detail: "No source with id src-1.", xRequestId: "req-7" })
  })
})

describe("the promise client's type names", () => {
  it("the file is what its generator writes", async () => {
    expect(readFileSync(typesPath, "utf8")).toBe(await typesSource())
  }, 120_000)
})

describe("the promise client's getEndpoint", () => {
  it("answers the promise client's host for every environment, region and family, and for unknown ones", () => {
    const environments = ["dev", "stg", "production", "hipaa", undefined, "prod", ""] as const
    const regions = ["us", "eu", "au", "ca", undefined, "xx"] as const
    const cases = environments.flatMap((environment) =>
      regions.flatMap((region) =>
        [false, true, undefined].map((serverless) => [environment, region, serverless] as const)
      )
    )
    type Args = Parameters<typeof Coveo.getEndpoint>
    const theirs = cases.map((c) => Coveo.getEndpoint(...(c as unknown as Args)))
    const ours = cases.map((c) => Promised.getEndpoint(...(c as unknown as Parameters<typeof Promised.getEndpoint>)))
    expect(ours).toEqual(theirs)
    expect(Promised.getEndpoint()).toBe("https://platform.cloud.coveo.com")
    expect(Promised.getEndpoint("hipaa", "eu", true)).toBe("https://apihipaa.cloud.coveo.com")
    expect(Promised.getEndpoint(Promised.Environment.dev, Promised.Region.CA)).toBe(
      "https://platformdev-ca.cloud.coveo.com"
    )
  })
})
