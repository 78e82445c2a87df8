/**
 * The progress callbacks of the polls (`onStatus` of `waitUntilAvailable`, `dryRunAndWait`, ...) take a plain
 * function, one that answers a promise (awaited before the next check) or one that answers an `Effect` (run before
 * it). A throw or a rejection fails the call with `InvalidInput` (its `cause` the value thrown), as a throwing access
 * token function does: never a defect (`Fiber.runLoop: Not a valid effect`). Through the promise facade and the
 * Effect API, against a loopback server; the polls run in real time, every few milliseconds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { InvalidInput } from "../src/Errors/index.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import { failureOf, ORG, runExit, TOKEN } from "./support/client.ts"
import { type Recorded, type Reply, useServer } from "./support/server.ts"

const server = useServer()

const ex = "/rest/ua/v15/exports"
const exportOf = (status: string) => ({ id: "e1", status, downloadable: status === "AVAILABLE" })

/**
 * Scripts the export's status checks: they answer `statuses` in turn (the last repeats), each one logged in
 * `log` as `check <status>` when it arrives.
 */
const scriptExport = (statuses: ReadonlyArray<string>, log: Array<string> = []) => {
  let checks = 0
  server.handler = (req: Recorded): Reply | undefined => {
    if (req.method !== "GET" || req.path !== `${ex}/e1`) return undefined
    const status = statuses[Math.min(checks, statuses.length - 1)]!
    checks++
    log.push(`check ${status}`)
    return { body: exportOf(status) }
  }
}
const statusChecks = () => server.requests.filter((r) => r.path === `${ex}/e1`).length

const client = () =>
  createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url, serverlessHost: server.url })

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// What the promise rejected with (a resolution is a failure of the test).
const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then((value) => {
    throw new Error(`expected a rejection, got ${JSON.stringify(value)}`)
  }, (e: unknown) => e)

// The typed failure a callback's throw or rejection ends in: InvalidInput naming the poll, the value thrown as cause.
const expectCallbackFailure = (e: unknown, thrown: unknown) => {
  expect(e).toBeInstanceOf(InvalidInput)
  expect(e).toMatchObject({
    _tag: "InvalidInput",
    call: "poll Exports.generate e1",
    message: "onStatus threw or its promise rejected"
  })
  expect((e as InvalidInput).cause).toBe(thrown)
}

describe("onStatus through the promise facade", () => {
  it("a plain callback receives every status in order; the call resolves with the final status", async () => {
    scriptExport(["PENDING", "PENDING", "AVAILABLE"])
    const c = client()
    try {
      const seen: Array<string> = []
      const final = await c.ua.exports.waitUntilAvailable("e1", {
        every: "5 millis",
        onStatus: (r) => {
          seen.push(r.status)
        }
      })
      expect(final).toEqual(exportOf("AVAILABLE"))
      expect(seen).toEqual(["PENDING", "PENDING", "AVAILABLE"])
      expect(statusChecks()).toBe(3)
    } finally {
      await c.dispose()
    }
  })

  it("a plain callback's return value that is neither a promise nor an Effect is ignored (JavaScript callers)", async () => {
    scriptExport(["PENDING", "AVAILABLE"])
    const c = client()
    try {
      const seen: Array<string> = []
      // What JavaScript allows, and TypeScript refuses (test/types/callbacks.ts): `(r) => seen.push(r.status)`.
      const onStatus = ((r: Exports.ExportModel) => seen.push(r.status)) as unknown as (r: Exports.ExportModel) => void
      const final = await c.ua.exports.waitUntilAvailable("e1", { every: "5 millis", onStatus })
      expect(final).toEqual(exportOf("AVAILABLE"))
      expect(seen).toEqual(["PENDING", "AVAILABLE"])
    } finally {
      await c.dispose()
    }
  })

  it("a promise a callback answers is awaited before the next check, and before the call resolves", async () => {
    const log: Array<string> = []
    scriptExport(["PENDING", "PENDING", "AVAILABLE"], log)
    const c = client()
    try {
      const final = await c.ua.exports.waitUntilAvailable("e1", {
        every: "1 millis",
        onStatus: async (r) => {
          log.push(`start ${r.status}`)
          await sleep(40)
          log.push(`end ${r.status}`)
        }
      })
      expect(final).toEqual(exportOf("AVAILABLE"))
      expect(log).toEqual([
        "check PENDING",
        "start PENDING",
        "end PENDING",
        "check PENDING",
        "start PENDING",
        "end PENDING",
        "check AVAILABLE",
        "start AVAILABLE",
        "end AVAILABLE"
      ])
    } finally {
      await c.dispose()
    }
  })

  it("a thenable that is no Promise is awaited too", async () => {
    const log: Array<string> = []
    scriptExport(["PENDING", "AVAILABLE"], log)
    const c = client()
    try {
      const thenable = (status: string) =>
        ({
          then: (resolve: () => void) => {
            setTimeout(() => {
              log.push(`end ${status}`)
              resolve()
            }, 30)
          }
        }) as unknown as PromiseLike<void>
      await c.ua.exports.waitUntilAvailable("e1", { every: "1 millis", onStatus: (r) => thenable(r.status) })
      expect(log).toEqual(["check PENDING", "end PENDING", "check AVAILABLE", "end AVAILABLE"])
    } finally {
      await c.dispose()
    }
  })

  it("a callback that throws rejects the call with InvalidInput, its cause the value thrown; no check follows", async () => {
    scriptExport(["PENDING"])
    const c = client()
    try {
      const boom = new Error("display failed")
      const e = await rejection(c.ua.exports.waitUntilAvailable("e1", {
        every: "5 millis",
        timeout: "5 seconds",
        onStatus: () => {
          throw boom
        }
      }))
      expectCallbackFailure(e, boom)
      await sleep(40)
      expect(statusChecks()).toBe(1)
    } finally {
      await c.dispose()
    }
  })

  it("a callback whose promise rejects rejects the call with InvalidInput, its cause the reason; no check follows", async () => {
    scriptExport(["PENDING"])
    const c = client()
    try {
      const boom = new Error("write failed")
      const e = await rejection(c.ua.exports.waitUntilAvailable("e1", {
        every: "5 millis",
        timeout: "5 seconds",
        onStatus: async () => {
          await sleep(5)
          throw boom
        }
      }))
      expectCallbackFailure(e, boom)
      // A reason that is no Error, and a thenable whose `then` throws, alike.
      for (
        const [onStatus, thrown] of [
          [() => Promise.reject("no disk"), "no disk"],
          [() =>
            ({
              then: () => {
                throw boom
              }
            }) as unknown as PromiseLike<void>, boom]
        ] as const
      ) {
        expectCallbackFailure(
          await rejection(c.ua.exports.waitUntilAvailable("e1", { every: "5 millis", timeout: "5 seconds", onStatus })),
          thrown
        )
      }
      await sleep(40)
      expect(statusChecks()).toBe(3)
    } finally {
      await c.dispose()
    }
  })

  it("the Effect form is still run, and waited for, before the next check", async () => {
    const log: Array<string> = []
    scriptExport(["PENDING", "AVAILABLE"], log)
    const c = client()
    try {
      const final = await c.ua.exports.waitUntilAvailable("e1", {
        every: "1 millis",
        onStatus: (r) =>
          Effect.sleep("30 millis").pipe(Effect.andThen(Effect.sync(() => log.push(`effect ${r.status}`))))
      })
      expect(final).toEqual(exportOf("AVAILABLE"))
      expect(log).toEqual(["check PENDING", "effect PENDING", "check AVAILABLE", "effect AVAILABLE"])
    } finally {
      await c.dispose()
    }
  })

  it("dryRunAndWait (a poller that wraps onStatus) takes a plain callback: the usability probe's call", async () => {
    const base = `/rest/organizations/${ORG}/snapshots`
    const report = (status: string) => ({ id: "r1", type: "DRY_RUN", status, resultCode: "SUCCESS" })
    const reports = [[], [report("IN_PROGRESS")], [report("COMPLETED")]]
    let checks = 0
    server.handler = (req) =>
      req.method === "PUT" && req.path === `${base}/s1/dryrun`
        ? { body: report("PENDING") }
        : req.method === "GET" && req.path === `${base}/s1`
        ? { body: { id: "s1", reports: reports[Math.min(checks++, reports.length - 1)] } }
        : undefined
    const c = client()
    try {
      const seen: Array<string | undefined> = []
      const final = await c.resourceSnapshot.dryRunAndWait("s1", {
        deleteMissingResources: false,
        every: "5 millis",
        onStatus: (r) => {
          seen.push(r.status)
        }
      })
      expect(final).toEqual(report("COMPLETED"))
      // The first check does not list the report yet: no call for it.
      expect(seen).toEqual(["IN_PROGRESS", "COMPLETED"])
    } finally {
      await c.dispose()
    }
  })
})

describe("onStatus through the Effect API", () => {
  it("a plain callback and a promise one work as the Effect form does", async () => {
    scriptExport(["PENDING", "AVAILABLE"])
    const seen: Array<string> = []
    const plain = await runExit(
      server,
      Exports.waitUntilAvailable("e1", { every: "5 millis", onStatus: (r) => void seen.push(`plain ${r.status}`) })
    )
    expect(plain).toEqual(Exit.succeed(exportOf("AVAILABLE")))
    scriptExport(["PENDING", "AVAILABLE"])
    const promised = await runExit(
      server,
      Exports.waitUntilAvailable("e1", {
        every: "5 millis",
        onStatus: async (r) => {
          await sleep(5)
          seen.push(`promise ${r.status}`)
        }
      })
    )
    expect(promised).toEqual(Exit.succeed(exportOf("AVAILABLE")))
    expect(seen).toEqual(["plain PENDING", "plain AVAILABLE", "promise PENDING", "promise AVAILABLE"])
  })

  it("a throw and a rejection are typed failures (InvalidInput), not defects", async () => {
    scriptExport(["PENDING"])
    const boom = new Error("boom")
    for (
      const onStatus of [() => {
        throw boom
      }, () => Promise.reject(boom)]
    ) {
      const polled = await runExit(server,
        Exports.waitUntilAvailable("e1", { every: "5 millis", timeout: "5 seconds", onStatus }))
      expectCallbackFailure(failureOf(polled), boom)
    }
  })
})
