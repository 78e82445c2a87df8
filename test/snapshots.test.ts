import { describe, expect, it } from "@effect/vitest"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import { TestClock } from "effect/testing"
import { InvalidSnapshotFile } from "../src/Errors/index.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import { PollTimeout } from "../src/Http/Poll.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import { snapshotsAccessors } from "../src/promise/accessors/snapshots.ts"
import { SnapshotResultCode } from "../src/Schema/Snapshots.ts"
import { failureOf, run, runExit, testLayer, TOKEN, withFacade } from "./support/client.ts"
import { arrived, type Recorded, type Reply, useServer } from "./support/server.ts"

const base = "/rest/organizations/my-org/snapshots"

const server = useServer()
const files = useServer()

// Answers by "METHOD path"; each route's replies are used in order, the last one repeats.
const route = (routes: Record<string, ReadonlyArray<Reply>>) => {
  const seen: Record<string, number> = {}
  server.handler = (req: Recorded) => {
    const key = `${req.method} ${req.path}`
    const replies = routes[key]
    if (replies === undefined) return undefined
    const i = seen[key] ?? 0
    seen[key] = i + 1
    return replies[Math.min(i, replies.length - 1)]
  }
}

const provided = <A, E>(effect: Effect.Effect<A, E, CoveoClient>) => Effect.provide(effect, testLayer(server))

// Real HTTP round trips are not driven by the TestClock: wait until the n-th request arrived
// and its answer was read, so the poll is asleep again before the clock moves.
const step = (n: number, by: Duration.Input = "1 second") =>
  Effect.gen(function*() {
    yield* arrived(server, n)
    expect(server.requests).toHaveLength(n)
    yield* TestClock.adjust(by)
  })

const report = (status: string, resultCode = "SUCCESS", id = "r1", type = "DRY_RUN") => ({
  id,
  type,
  status,
  resultCode
})
const withReports = (...reports: ReadonlyArray<unknown>) => ({ body: { id: "s1", reports } })

describe("createFromFile", () => {
  it("rejects a file that is neither ZIP nor JSON before any request", async () => {
    for (const type of ["text/plain", "", "application/gzip"]) {
      const file = new File(["hello"], "notes.txt", { type })
      const e = failureOf(await runExit(server, ResourceSnapshots.createFromFile(file)))
      expect(e).toBeInstanceOf(InvalidSnapshotFile)
      expect(e).toMatchObject({ _tag: "InvalidSnapshotFile", fileType: type })
      expect((e as Error).message).toBe("The uploaded file must be either a ZIP or a JSON file.")
    }
    expect(server.requests).toHaveLength(0)
  })

  it("sends the file as multipart field `file` with its bytes and name, and its type in the query", async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10])
    const cases = [
      { file: new File([bytes], "export.zip", { type: "application/zip" }), fileType: "ZIP" },
      { file: new File([bytes], "legacy.zip", { type: "application/x-zip-compressed" }), fileType: "ZIP" },
      { file: new File([bytes], "snap.json", { type: "application/json" }), fileType: "JSON" }
    ] as const
    for (const [i, c] of cases.entries()) {
      server.reply({ status: 201, body: { id: `s${i}` } })
      const result = await run(server, ResourceSnapshots.createFromFile(c.file, { developerNotes: "n" }))
      expect(result).toEqual({ id: `s${i}` })
      const req = server.requests[i]!
      expect(req.method).toBe("POST")
      expect(req.query).toBe(`developerNotes=n&snapshotFileType=${c.fileType}`)
      const form = await new Response(new Uint8Array(req.body), {
        headers: { "content-type": req.headers["content-type"]! }
      }).formData()
      expect([...form.keys()]).toEqual(["file"])
      const sent = form.get("file") as File
      expect(sent.name).toBe(c.file.name)
      expect(new Uint8Array(await sent.arrayBuffer())).toEqual(bytes)
    }
  })
})

describe("export and content", () => {
  it("downloads the content as a Blob, asking for a ZIP", async () => {
    server.reply({ body: Buffer.from([0x50, 0x4b, 0x05, 0x06]), headers: { "content-type": "application/zip" } })
    const result = await run(server, ResourceSnapshots.export("s1", { contentFormat: "FLAT" }))
    expect(result).toBeInstanceOf(Blob)
    expect(result.type).toBe("application/zip")
    expect(new Uint8Array(await result.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x05, 0x06]))
    expect(server.requests[0]!.headers.accept).toBe("application/zip")
    expect(server.requests[0]!.url).toBe(`${base}/s1/content?contentFormat=FLAT`)
  })

  it("getContent streams the signed URL's content through the transport, without the token", async () => {
    server.reply({ body: { url: `${files.url}/bucket/s1.json?sig=xyz`, urlExpiration: 1 } })
    files.reply({ status: 200, body: "raw content" })
    const chunks = await run(server, Stream.runCollect(ResourceSnapshots.getContent("s1", { contentType: "PRIMARY" })))
    expect(server.requests[0]!.url).toBe(`${base}/s1/url?contentType=PRIMARY`)
    expect(files.requests).toHaveLength(1)
    expect(files.requests[0]!.url).toBe("/bucket/s1.json?sig=xyz")
    expect(files.requests[0]!.headers.authorization).toBeUndefined()
    expect(new TextDecoder().decode(Buffer.concat(chunks.map((c) => Buffer.from(c))))).toBe("raw content")
  })

  it("getContent's failure hides the signed query; the promise facade answers a Response", async () => {
    server.reply({ body: { url: `${files.url}/bucket/s1.json?sig=secret-sig`, urlExpiration: 1 } })
    files.reply({ status: 403, body: "denied secret-sig" })
    const exit = await runExit(
      server,
      Stream.runCollect(ResourceSnapshots.getContent("s1", { contentType: "PRIMARY" }))
    )
    const error = failureOf(exit)
    expect(error).toMatchObject({ _tag: "HttpError", status: 403, url: `${files.url}/bucket/s1.json` })
    expect(JSON.stringify(error) + String(error)).not.toContain("secret-sig")

    server.reply({ body: { url: `${files.url}/bucket/s1.json?sig=xyz`, urlExpiration: 1 } })
    files.reply({ status: 200, body: "as a response", headers: { "content-type": "application/json" } })
    await withFacade(server, snapshotsAccessors, async (client) => {
      const response = await client.resourceSnapshot.getContent("s1", { contentType: "PRIMARY" })
      expect(response).toBeInstanceOf(Response)
      expect(response!.status).toBe(200)
      expect(response!.headers.get("content-type")).toBe("application/json")
      expect(await response!.text()).toBe("as a response")
    })
  })
})

describe("dryRunAndWait / applyAndWait", () => {
  it.effect("polls the snapshot's reports every interval until COMPLETED and succeeds with the report", () =>
    Effect.gen(function*() {
      route({
        [`PUT ${base}/s1/dryrun`]: [{ body: report("PENDING") }],
        [`GET ${base}/s1`]: [withReports(), withReports(report("IN_PROGRESS")), withReports(report("COMPLETED"))]
      })
      const seen: Array<string | undefined> = []
      const fiber = yield* Effect.forkChild(
        provided(
          ResourceSnapshots.dryRunAndWait("s1", {
            deleteMissingResources: true,
            every: "1 second",
            onStatus: (r) => Effect.sync(() => seen.push(r.status))
          })
        )
      )
      yield* step(2) // the start and the first check; the report is not listed yet
      yield* step(3)
      const exit = yield* Fiber.await(fiber)
      expect(exit).toEqual(Exit.succeed(report("COMPLETED")))
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        `PUT ${base}/s1/dryrun?deleteMissingResources=true`,
        `GET ${base}/s1?includeReports=true`,
        `GET ${base}/s1?includeReports=true`,
        `GET ${base}/s1?includeReports=true`
      ])
      expect(seen).toEqual(["IN_PROGRESS", "COMPLETED"])
    }))

  it.effect("applyAndWait sends the apply options and waits for the apply's own report", () =>
    Effect.gen(function*() {
      route({
        [`PUT ${base}/s1/apply`]: [{ body: report("PENDING", "SUCCESS", "r2", "APPLY") }],
        [`GET ${base}/s1`]: [
          withReports(report("COMPLETED"), report("IN_PROGRESS", "SUCCESS", "r2", "APPLY")),
          withReports(report("COMPLETED"), report("COMPLETED", "SUCCESS", "r2", "APPLY"))
        ]
      })
      const fiber = yield* Effect.forkChild(
        provided(
          ResourceSnapshots.applyAndWait("s1", {
            deleteMissingResources: true,
            deletionScope: "ALL_MANAGED_RESOURCES",
            every: "2 seconds"
          })
        )
      )
      yield* step(2, "1 second")
      yield* step(2, "1 second")
      const exit = yield* Fiber.await(fiber)
      expect(exit).toEqual(Exit.succeed(report("COMPLETED", "SUCCESS", "r2", "APPLY")))
      expect(server.requests[0]!.url).toBe(
        `${base}/s1/apply?deleteMissingResources=true&deletionScope=ALL_MANAGED_RESOURCES`
      )
      expect(server.requests).toHaveLength(3)
    }))

  const failing = SnapshotResultCode.literals.filter((code) => code !== "SUCCESS")

  it("covers every failing result code of spec 8", () => {
    expect(failing).toHaveLength(8)
  })

  it.effect.each(failing)(
    "fails with SnapshotOperationFailed when a report completes with %s",
    (code) =>
      Effect.gen(function*() {
        route({
          [`PUT ${base}/s1/apply`]: [{ body: report("PENDING", "SUCCESS", "r7", "APPLY") }],
          [`GET ${base}/s1`]: [
            withReports(report("IN_PROGRESS", "SUCCESS", "r7", "APPLY")),
            withReports(report("COMPLETED", code, "r7", "APPLY"))
          ]
        })
        const fiber = yield* Effect.forkChild(provided(ResourceSnapshots.applyAndWait("s1")))
        yield* step(2)
        const e = failureOf(yield* Fiber.await(fiber))
        expect(e).toBeInstanceOf(ResourceSnapshots.SnapshotOperationFailed)
        expect(e).toMatchObject({
          _tag: "SnapshotOperationFailed",
          snapshotId: "s1",
          reportId: "r7",
          operation: "APPLY",
          status: "COMPLETED",
          resultCode: code
        })
        expect((e as Error).message).toContain(code)
      })
  )

  it.effect("fails when the report is ABORTED, whatever its result code", () =>
    Effect.gen(function*() {
      route({
        [`PUT ${base}/s1/dryrun`]: [{ body: report("PENDING") }],
        [`GET ${base}/s1`]: [withReports(report("ABORTED", "SUCCESS"))]
      })
      const exit = yield* Effect.exit(
        provided(ResourceSnapshots.dryRunAndWait("s1", { deleteMissingResources: false }))
      )
      expect(failureOf(exit)).toMatchObject({
        _tag: "SnapshotOperationFailed",
        reportId: "r1",
        operation: "DRY_RUN",
        status: "ABORTED",
        resultCode: "SUCCESS",
        report: report("ABORTED", "SUCCESS")
      })
    }))

  it.effect("maps a result code outside spec 8 to UNEXPECTED_ERROR and keeps the report", () =>
    Effect.gen(function*() {
      route({
        [`PUT ${base}/s1/dryrun`]: [{ body: report("PENDING") }],
        [`GET ${base}/s1`]: [withReports(report("COMPLETED", "AUTO_SYNCHRONIZATION_FAILURE"))]
      })
      const exit = yield* Effect.exit(
        provided(ResourceSnapshots.dryRunAndWait("s1", { deleteMissingResources: false }))
      )
      expect(failureOf(exit)).toMatchObject({
        resultCode: "UNEXPECTED_ERROR",
        report: { resultCode: "AUTO_SYNCHRONIZATION_FAILURE" }
      })
    }))

  it.effect("fails with PollTimeout when the report never ends", () =>
    Effect.gen(function*() {
      route({
        [`PUT ${base}/s1/dryrun`]: [{ body: report("PENDING") }],
        [`GET ${base}/s1`]: [withReports(report("IN_PROGRESS"))]
      })
      const fiber = yield* Effect.forkChild(
        provided(
          ResourceSnapshots.dryRunAndWait("s1", {
            deleteMissingResources: false,
            every: "1 second",
            timeout: "5 seconds"
          })
        )
      )
      // Checks at 0, 1, 2, 3 and 4 s; the timeout fires at 5 s.
      for (let n = 2; n <= 6; n++) yield* step(n)
      const e = failureOf(yield* Fiber.await(fiber))
      expect(e).toBeInstanceOf(PollTimeout)
      expect(e).toMatchObject({ _tag: "PollTimeout", timeoutMillis: 5000, last: report("IN_PROGRESS") })
      expect(server.requests).toHaveLength(6)
    }))

  it.effect("does not time out before the limit", () =>
    Effect.gen(function*() {
      route({
        [`PUT ${base}/s1/dryrun`]: [{ body: report("PENDING") }],
        [`GET ${base}/s1`]: [withReports(report("IN_PROGRESS")), withReports(report("COMPLETED"))]
      })
      const fiber = yield* Effect.forkChild(
        provided(
          ResourceSnapshots.dryRunAndWait("s1", {
            deleteMissingResources: false,
            every: "4 seconds",
            timeout: "5 seconds"
          })
        )
      )
      yield* step(2, "3999 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* step(2, "1 milli")
      const exit = yield* Fiber.await(fiber)
      expect(Exit.isSuccess(exit)).toBe(true)
      expect(server.requests).toHaveLength(3)
    }))
})

describe("createSynchronizationPlanAndWait", () => {
  const plan = (status: string) => ({ id: "p1", snapshotId: "s1", status })

  it.effect("polls the plan until CREATED", () =>
    Effect.gen(function*() {
      route({
        [`POST ${base}/s1/synchronization`]: [{ status: 201, body: plan("CREATING") }],
        [`GET ${base}/s1/synchronization/p1`]: [{ body: plan("CREATING") }, { body: plan("CREATED") }]
      })
      const fiber = yield* Effect.forkChild(provided(ResourceSnapshots.createSynchronizationPlanAndWait("s1")))
      yield* step(2)
      const exit = yield* Fiber.await(fiber)
      expect(exit).toEqual(Exit.succeed(plan("CREATED")))
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        `POST ${base}/s1/synchronization`,
        `GET ${base}/s1/synchronization/p1`,
        `GET ${base}/s1/synchronization/p1`
      ])
    }))

  it.effect("fails with SynchronizationPlanFailed when the plan is IN_ERROR", () =>
    Effect.gen(function*() {
      route({
        [`POST ${base}/s1/synchronization`]: [{ status: 201, body: plan("CREATING") }],
        [`GET ${base}/s1/synchronization/p1`]: [{ body: plan("CREATING") }, { body: plan("IN_ERROR") }]
      })
      const fiber = yield* Effect.forkChild(provided(ResourceSnapshots.createSynchronizationPlanAndWait("s1")))
      yield* step(2)
      const e = failureOf(yield* Fiber.await(fiber))
      expect(e).toBeInstanceOf(ResourceSnapshots.SynchronizationPlanFailed)
      expect(e).toMatchObject({
        _tag: "SynchronizationPlanFailed",
        snapshotId: "s1",
        planId: "p1",
        status: "IN_ERROR",
        plan: plan("IN_ERROR")
      })
    }))

  it.effect("fails with PollTimeout when the plan stays CREATING", () =>
    Effect.gen(function*() {
      route({
        [`POST ${base}/s1/synchronization`]: [{ status: 201, body: plan("CREATING") }],
        [`GET ${base}/s1/synchronization/p1`]: [{ body: plan("CREATING") }]
      })
      const fiber = yield* Effect.forkChild(
        provided(
          ResourceSnapshots.createSynchronizationPlanAndWait("s1", { every: "10 seconds", timeout: "30 seconds" })
        )
      )
      // Checks at 0, 10 and 20 s; the timeout fires at 30 s.
      for (let n = 2; n <= 4; n++) yield* step(n, "10 seconds")
      const e = failureOf(yield* Fiber.await(fiber))
      expect(e).toMatchObject({ _tag: "PollTimeout", timeoutMillis: 30000, last: plan("CREATING") })
    }))
})

describe("promise facade", () => {
  it("calls snapshot endpoints through promises", async () => {
    await withFacade(server, snapshotsAccessors, async (facade) => {
      server.reply({ body: [{ id: "s1" }] }, { body: { allowed: false } })
      await expect(facade.resourceSnapshot.list({ sortingType: "CREATED_BY" })).resolves.toEqual([{ id: "s1" }])
      await expect(facade.resourceSnapshot.validateAccess("s1", { snapshotAccessType: "READ" })).resolves.toEqual({
        allowed: false
      })
      await expect(facade.resourceSnapshot.createFromFile(new File(["x"], "a.csv", { type: "text/csv" })))
        .rejects.toThrow("The uploaded file must be either a ZIP or a JSON file.")
      expect(server.requests.map((r) => r.url)).toEqual([
        `${base}?sortingType=CREATED_BY`,
        `${base}/s1/access?snapshotAccessType=READ`
      ])
      expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`)
    })
  })
})
