import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import { TestClock } from "effect/testing"
import type { InvalidInput } from "../src/Errors/index.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import type { OperationFailed, PollTimeout } from "../src/Http/Poll.ts"
import { uaAdminChildren } from "../src/promise/accessors/ua-admin.ts"
import * as Administration from "../src/UsageAnalytics/Administration.ts"
import * as DataShare from "../src/UsageAnalytics/DataShare.ts"
import * as Dimensions from "../src/UsageAnalytics/Dimensions.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import * as Snowflake from "../src/UsageAnalytics/Snowflake.ts"
import { failureOf, run, runExit, testLayer, TOKEN, withFacade } from "./support/client.ts"
import { arrived, type Recorded, type Reply, useServer } from "./support/server.ts"

const server = useServer()
const files = useServer()

const ex = "/rest/ua/v15/exports"
const range = { from: "2024-01-01T00:00:00Z", to: "2024-01-31T00:00:00Z" }
const fileBytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256)
const exportOf = (status: string) => ({
  id: "e1",
  author: "me",
  startDate: 0,
  from: 0,
  to: 0,
  filters: {},
  description: "",
  size: fileBytes.length,
  status,
  downloadable: status === "AVAILABLE"
})

/** Scripts the export API: generate answers PENDING, then the status checks answer `statuses` in turn (the last repeats). */
const scriptExport = (statuses: ReadonlyArray<string>) => {
  let checks = 0
  server.handler = (req: Recorded): Reply | undefined => {
    if (req.method === "POST" && req.path === ex) return { status: 201, body: exportOf("PENDING") }
    if (req.method === "GET" && req.path === `${ex}/e1`) {
      if (req.query.includes("redirect=true")) {
        return { body: Buffer.from(fileBytes), headers: { "content-type": "application/zip" } }
      }
      const status = statuses[Math.min(checks, statuses.length - 1)]!
      checks++
      return { body: exportOf(status) }
    }
    return undefined
  }
}

const statusChecks = () => server.requests.filter((r) => r.path === `${ex}/e1` && r.query.includes("redirect=false"))
const downloads = () => server.requests.filter((r) => r.path === `${ex}/e1` && r.query.includes("redirect=true"))
const bytesOf = (blob: Blob) => Effect.promise(async () => new Uint8Array(await blob.arrayBuffer()))

describe("ua: org query on every call (spec 7)", () => {
  it("health and status checks carry the configured org", async () => {
    const calls: ReadonlyArray<readonly [Effect.Effect<unknown, unknown, CoveoClient>, string]> = [
      [Dimensions.checkStatus(), "/rest/ua/v15/dimensions/status"],
      [Dimensions.checkHealth(), "/rest/ua/v15/dimensions/monitoring/health"],
      [Dimensions.getCustomDimensionStatus(), "/rest/ua/v15/dimensions/custom/status"],
      [Dimensions.checkCustomDimensionHealth(), "/rest/ua/v15/dimensions/custom/monitoring/health"],
      [Exports.checkStatus(), `${ex}/status`],
      [Exports.checkHealth(), `${ex}/monitoring/health`]
    ]
    for (const [call] of calls) {
      server.reply({ body: { status: "up" } })
      expect(await run(server, call, { organizationId: "acme-prod" })).toEqual({ status: "up" })
    }
    expect(server.requests.map((r) => [r.path, r.query])).toEqual(calls.map(([, path]) => [path, "org=acme-prod"]))
  })

  it("follows the configured organization, first in the query", async () => {
    server.reply({ body: [] }, { status: 204 }, { body: { creditsUsed: 1 } })
    await run(server, Dimensions.list({ includeCustom: true }), { organizationId: "acme-2" })
    await run(server, Snowflake.resetPassword("bob"), { organizationId: "acme-2" })
    await run(server, Snowflake.getCreditUsage(range), { organizationId: "acme-2" })
    expect(server.requests.map((r) => r.query)).toEqual([
      "org=acme-2&includeCustom=true",
      "org=acme-2",
      "org=acme-2&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-31T00%3A00%3A00.000Z"
    ])
  })

  it("a caller's own org overrides the configured one, in place", async () => {
    server.reply({ body: { values: [] } }, { body: {} }, { status: 204 }, { status: 204 })
    await run(server, Dimensions.getValues("c_color", { org: "sandbox-org", n: 5 }))
    await run(server, Exports.generate({ ...range, org: "sandbox-org", filename: "f" }))
    await run(
      server,
      DataShare.deleteSnowflakeAccount({ accountLocator: "A1", snowflakeRegion: "R", org: "sandbox-org" })
    )
    await run(server, DataShare.addSnowflakeAccount({ accountLocator: "A1", snowflakeRegion: "R", org: "sandbox-org" }))
    expect(server.requests.map((r) => r.query)).toEqual([
      "org=sandbox-org&n=5",
      "org=sandbox-org&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-31T00%3A00%3A00.000Z&filename=f",
      "org=sandbox-org&accountLocator=A1&snowflakeRegion=R",
      "org=sandbox-org"
    ])
    // The org override stays out of the body.
    expect(JSON.parse(server.requests[3]!.text)).toEqual({ accountLocator: "A1", snowflakeRegion: "R" })
  })

  it("an org option left undefined keeps the configured org", async () => {
    server.reply({ body: [] }, { body: { estimates: {} } })
    await run(server, Dimensions.list({ org: undefined, includeOnlyParents: true }))
    await run(server, Exports.estimateRowsCount({ ...range, org: undefined }))
    expect(server.requests.map((r) => r.query)).toEqual([
      "org=my-org&includeOnlyParents=true",
      "org=my-org&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-31T00%3A00%3A00.000Z"
    ])
  })
})

describe("ua: typed, Schema-encoded parameters", () => {
  it("dates may be Date values or ISO strings, sent as ISO-8601 instants", async () => {
    server.reply({ body: { estimates: {} } }, { body: { estimates: {} } })
    await run(
      server,
      Exports.estimateVisitExportRowsCount({
        from: new Date(Date.UTC(2024, 4, 2, 3, 4, 5)),
        to: "2024-05-03T00:00:00+02:00"
      })
    )
    await run(
      server,
      Exports.estimateVisitExportRowsCount({ from: "2024-05-02T03:04:05.000Z", to: new Date("2024-05-02T22:00:00Z") })
    )
    const expected = "org=my-org&from=2024-05-02T03%3A04%3A05.000Z&to=2024-05-02T22%3A00%3A00.000Z"
    expect(server.requests.map((r) => r.query)).toEqual([expected, expected])
  })

  it("updatePastEvents defaults to false and is sent when true", async () => {
    const model = { type: "NUMBER", displayName: "Size" } as const
    server.reply({ body: {} }, { body: {} })
    await run(server, Dimensions.updateCustomDimension("CLICKS.c_size", model))
    await run(server, Dimensions.updateCustomDimension("CLICKS.c_size", model, true))
    expect(server.requests.map((r) => r.query)).toEqual([
      "org=my-org&updatePastEvents=false",
      "org=my-org&updatePastEvents=true"
    ])
  })

  it("redirect defaults to false on Exports.get", async () => {
    server.reply({ body: exportOf("PENDING") })
    expect(await run(server, Exports.get("e1"))).toEqual(exportOf("PENDING"))
    expect(server.requests[0]!.query).toBe("org=my-org&redirect=false")
  })

  it("the redshift endpoint status sends endpointId and an enumerated status", async () => {
    server.reply({ body: {} })
    await run(server, Administration.setRedshiftStatus("ep/1", "WRITE_ONLY"))
    expect(server.requests[0]!.query).toBe("org=my-org&endpointId=ep%2F1&status=WRITE_ONLY")
  })

  it("sends an array query as repeated keys, and refuses a wrong item or a non-array by the field's name, unsent", async () => {
    server.reply({ body: { id: "x" } })
    await run(server, Exports.generate({ ...range, tables: ["SEARCHES", "CLICKS"] }))
    expect(new URLSearchParams(server.requests[0]!.query).getAll("tables")).toEqual(["SEARCHES", "CLICKS"])
    const refused = [
      Exports.generate({ ...range, tables: ["SEARCHES", "VISITS" as never] }),
      Exports.generate({ ...range, tables: "SEARCHES" as never })
    ]
    for (const call of refused) {
      const error = failureOf(await runExit(server, call)) as InvalidInput
      expect(error).toMatchObject({ _tag: "InvalidInput", call: "Exports.generate" })
      expect(error.message).toContain(`Expected ReadonlyArray<"SEARCHES" | "CLICKS" | "CUSTOM_EVENTS"`)
      expect(error.message).toContain(`at ["tables"]`)
    }
    expect(server.requests).toHaveLength(1)
  })

  it("rejects values outside the enumerations before any request", async () => {
    const bad: ReadonlyArray<Effect.Effect<unknown, unknown, CoveoClient>> = [
      Administration.setRedshiftStatus("ep", "SIDEWAYS" as never),
      Exports.generate({ ...range, tables: ["SEARCHES", "VISITS" as never] }),
      Exports.generate({ ...range, format: "XLSX" as never }),
      Administration.getStrictValidationTest({ ...range } as never)
    ]
    for (const call of bad) {
      const error = failureOf(await runExit(server, call)) as InvalidInput
      expect(error._tag).toBe("InvalidInput")
    }
    expect(server.requests).toHaveLength(0)
  })
})

describe("ua: export downloads", () => {
  it("the download link call returns the link as JSON", async () => {
    server.reply({ body: { id: "e1", downloadLink: "https://files.example/e1.zip" } })
    expect(await run(server, Exports.getExportDownloadLink("e1"))).toEqual({
      id: "e1",
      downloadLink: "https://files.example/e1.zip"
    })
    expect(server.requests[0]!.headers.accept).toBe("application/json")
  })

  it("getFile follows the redirect to the file and returns its bytes as a Blob, without the token", async () => {
    files.reply({ body: Buffer.from(fileBytes), headers: { "content-type": "application/zip" } })
    server.reply({ status: 302, headers: { location: `${files.url}/bucket/e1.zip?sig=abc` } })
    const blob = await run(server, Exports.getFile("e1"))
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toBe("application/zip")
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(fileBytes)
    expect(server.requests[0]!.query).toBe("org=my-org&redirect=true")
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(files.requests[0]!.url).toBe("/bucket/e1.zip?sig=abc")
    // fetch drops the Authorization header on a cross-origin redirect: the file host never sees the token.
    expect(files.requests[0]!.headers.authorization).toBeUndefined()
  })
})

describe("ua: Exports.generateAndDownload", () => {
  it.effect("polls until AVAILABLE, then downloads the file (Blob)", () =>
    Effect.gen(function*() {
      scriptExport(["PENDING", "PENDING", "AVAILABLE"])
      const fiber = yield* Effect.forkChild(
        Effect.provide(
          Exports.generateAndDownload({ params: { ...range, tables: ["SEARCHES"] }, every: "5 seconds" }),
          testLayer(server)
        )
      )
      yield* arrived(server, 2)
      expect(server.requests[0]!.method).toBe("POST")
      expect(server.requests[0]!.query).toBe(
        "org=my-org&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-31T00%3A00%3A00.000Z&tables=SEARCHES"
      )
      expect(statusChecks()).toHaveLength(1)
      yield* TestClock.adjust("4999 millis")
      yield* arrived(server, 2)
      expect(statusChecks()).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      yield* arrived(server, 3)
      expect(statusChecks()).toHaveLength(2)
      expect(downloads()).toHaveLength(0)
      yield* TestClock.adjust("5 seconds")
      yield* arrived(server, 5)
      const blob = yield* Fiber.join(fiber)
      expect(statusChecks()).toHaveLength(3)
      expect(downloads()).toHaveLength(1)
      expect(yield* bytesOf(blob)).toEqual(fileBytes)
    }))

  it.effect("the Stream variant yields the same bytes, in chunks", () =>
    Effect.gen(function*() {
      scriptExport(["AVAILABLE"])
      const chunks = yield* Stream.runCollect(
        Exports.generateAndDownloadStream({ params: range, chunkSize: 64 })
      ).pipe(Effect.provide(testLayer(server)))
      expect(chunks.map((c) => c.length)).toEqual([64, 64, 64, 64, 44])
      const joined = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
      let offset = 0
      for (const c of chunks) {
        joined.set(c, offset)
        offset += c.length
      }
      expect(joined).toEqual(fileBytes)
    }))

  for (const status of ["FAILED", "EXPIRED"] as const) {
    it.effect(`fails with OperationFailed when the export ends ${status}, without downloading`, () =>
      Effect.gen(function*() {
        scriptExport(["PENDING", status])
        const fiber = yield* Effect.forkChild(
          Effect.exit(
            Effect.provide(Exports.generateAndDownload({ params: range, every: "2 seconds" }), testLayer(server))
          )
        )
        yield* arrived(server, 2)
        yield* TestClock.adjust("2 seconds")
        yield* arrived(server, 3)
        const exit = yield* Fiber.join(fiber)
        const error = failureOf(exit) as OperationFailed
        expect(error._tag).toBe("OperationFailed")
        expect(error.reason).toBe(status)
        expect(error.last).toEqual(exportOf(status))
        expect(downloads()).toHaveLength(0)
      }))
  }

  it.effect("fails with PollTimeout when the export stays PENDING past the timeout", () =>
    Effect.gen(function*() {
      scriptExport(["PENDING"])
      const fiber = yield* Effect.forkChild(
        Effect.exit(
          Effect.provide(
            Exports.generateAndDownload({ params: range, every: "10 seconds", timeout: "1 minute" }),
            testLayer(server)
          )
        )
      )
      yield* arrived(server, 2)
      for (let i = 1; i <= 5; i++) {
        yield* TestClock.adjust("10 seconds")
        yield* arrived(server, 2 + i)
      }
      expect(Exit.isExit(fiber.pollUnsafe())).toBe(false)
      yield* TestClock.adjust("10 seconds")
      const exit = yield* Fiber.join(fiber)
      const error = failureOf(exit) as PollTimeout
      expect(error._tag).toBe("PollTimeout")
      expect(error.timeoutMillis).toBe(60_000)
      expect(error.last).toEqual(exportOf("PENDING"))
      expect(downloads()).toHaveLength(0)
    }))

  it.effect("a failed generate call fails with its HttpError, before any polling", () =>
    Effect.gen(function*() {
      server.reply({ status: 400, body: { errorCode: "INVALID_DATE_RANGE" } })
      const exit = yield* Effect.exit(Effect.provide(Exports.generateAndDownload({ params: range }), testLayer(server)))
      expect(failureOf(exit)).toMatchObject({
        _tag: "HttpError",
        status: 400,
        body: { errorCode: "INVALID_DATE_RANGE" }
      })
      expect(server.requests).toHaveLength(1)
    }))
})

describe("ua: promise facade", () => {
  it("reaches the calls as ua.<accessor>.<method>, with promises and async iterables", async () => {
    await withFacade(server, { ua: [{}, uaAdminChildren] }, async ({ ua }) => {
      server.reply({ body: [{ id: "e1" }] }, { body: { snowflakeUsers: [] } })
      expect(await ua.exports.list()).toEqual([{ id: "e1" }])
      expect(await ua.snowflake.listUsers()).toEqual({ snowflakeUsers: [] })
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        `GET ${ex}?org=my-org`,
        "GET /rest/ua/v15/admin/snowflake/users?org=my-org"
      ])

      server.reset()
      scriptExport(["AVAILABLE"])
      const parts: Array<Uint8Array> = []
      for await (const chunk of ua.exports.generateAndDownloadStream({ params: range, chunkSize: 100 })) {
        parts.push(chunk)
      }
      expect(parts.map((p) => p.length)).toEqual([100, 100, 100])
      const blob = await ua.exports.generateAndDownload({ params: range })
      expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(fileBytes)
    })
  })
})
