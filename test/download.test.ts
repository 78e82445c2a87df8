/**
 * Streamed downloads (`Exports.getFileStream`, `ResourceSnapshots.exportStream`)
 * through a real node:http server on 127.0.0.1, on every transport, in the
 * Effect API and the promise API: the bytes and the requests on the wire, memory
 * in a separate process, back-pressure and cancellation, and the idle limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Stream from "effect/Stream"
import { createHash } from "node:crypto"
import { fileURLToPath } from "node:url"
import type { ResponseTooLarge, Timeout } from "../src/Errors/index.ts"
import { layer, type LayerOptions } from "../src/Http/Layer.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import { fetchTransport, nodeTransport, type Transport } from "../src/Http/Transport.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import { createPlatformClient, type PlatformClientOptions } from "../src/promise/index.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import { childReport } from "./support/child.ts"
import { failureOf, ORG, TOKEN } from "./support/client.ts"
import {
  type DownloadServer,
  eventually,
  EXPORT_PATH,
  FILE_PATH,
  patternHash,
  SNAPSHOT_PATH,
  startDownloadServer,
  startTricklingServer
} from "./support/download-server.ts"
import { testUndiciTransport } from "./support/undici.ts"

const MiB = 1024 * 1024
const transports: ReadonlyArray<readonly [string, () => Transport]> = [
  ["nodeTransport", () => nodeTransport()],
  ["fetchTransport", () => fetchTransport()],
  ["undiciTransport", () => testUndiciTransport()]
]

let server: DownloadServer
let other: DownloadServer
beforeAll(async () => {
  server = await startDownloadServer()
  other = await startDownloadServer()
})
afterAll(async () => {
  await server?.close()
  await other?.close()
})
beforeEach(() => {
  server.reset()
  other.reset()
})

const clientOptions = (transport: Transport, extra: Partial<LayerOptions> = {}) => ({
  organizationId: ORG,
  accessToken: TOKEN,
  host: server.url,
  serverlessHost: server.url,
  transport,
  ...extra
})

/** The success of an exit, or (for a readable failure in `expect`) its cause as text. */
const valueOf = <A, E>(exit: Exit.Exit<A, E>): A | string =>
  Exit.isSuccess(exit) ? exit.value : `failure: ${String(exit.cause)}`

/** Runs `effect` with a client over `transport`; the layer (and its transport) is released at the end. */
const runWith = <A, E>(
  transport: Transport,
  effect: Effect.Effect<A, E, CoveoClient>,
  extra: Partial<LayerOptions> = {}
) => Effect.runPromiseExit(Effect.provide(effect, layer(clientOptions(transport, extra))))

interface Digest {
  readonly bytes: number
  readonly sha256: string
}

/** Counts and hashes a byte stream as it passes (nothing is kept). */
const digestStream = <E, R>(stream: Stream.Stream<Uint8Array, E, R>): Effect.Effect<Digest, E, R> =>
  Effect.suspend(() => {
    const hash = createHash("sha256")
    let bytes = 0
    return Stream.runForEach(stream, (chunk) =>
      Effect.sync(() => {
        bytes += chunk.byteLength
        hash.update(chunk)
      })).pipe(Effect.map(() => ({ bytes, sha256: hash.digest("hex") })))
  })

const digestIterable = async (iterable: AsyncIterable<Uint8Array>): Promise<Digest> => {
  const hash = createHash("sha256")
  let bytes = 0
  for await (const chunk of iterable) {
    bytes += chunk.byteLength
    hash.update(chunk)
  }
  return { bytes, sha256: hash.digest("hex") }
}

/** A promise client over `transport`, disposed after `use`. */
const withClient = async <A>(
  transport: Transport,
  use: (client: ReturnType<typeof createPlatformClient>) => Promise<A>,
  extra: Partial<PlatformClientOptions> = {}
): Promise<A> => {
  const client = createPlatformClient(clientOptions(transport, extra))
  try {
    return await use(client)
  } finally {
    await client.dispose()
  }
}

/** `promise`, or a rejection after `ms` (the promise is left to the caller's cleanup). */
const within = <A>(ms: number, promise: Promise<A>): Promise<A> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms)
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}

const fileRequests = (s: DownloadServer = server) => s.requests.filter((r) => r.path === FILE_PATH)

/** The two hops of a download: the API path with the redirect, then the file, both with the token. */
const expectTwoHops = (first: { path: string; query: string }) => {
  expect(server.requests.map((r) => [r.method, r.path, r.query])).toEqual([
    ["GET", first.path, first.query],
    ["GET", FILE_PATH, ""]
  ])
  for (const r of server.requests) expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`)
}

const exportHop = { path: `${EXPORT_PATH}e-1`, query: `org=${ORG}&redirect=true` }

// An odd size, several MiB: many chunks, back-pressure, no chunk boundary on the pattern's period.
const SIZE = 3 * MiB + 17
const SIZE_HASH = patternHash(SIZE)

describe("a. the bytes and the requests, through the redirect", () => {
  for (const [name, make] of transports) {
    describe(name, () => {
      it("Effect API: Exports.getFileStream", async () => {
        server.file = { kind: "pattern", size: SIZE }
        const exit = await runWith(make(), digestStream(Exports.getFileStream("e-1")))
        expect(valueOf(exit)).toEqual({ bytes: SIZE, sha256: SIZE_HASH })
        expectTwoHops(exportHop)
        expect(server.requests[0]!.headers.accept).toBe("*/*")
        expect(fileRequests()[0]!.completed).toBe(true)
      })

      it("promise API: client.ua.exports.getFileStream", async () => {
        server.file = { kind: "pattern", size: SIZE, chunked: true }
        const digest = await withClient(make(), (client) => digestIterable(client.ua.exports.getFileStream("e-1")))
        expect(digest).toEqual({ bytes: SIZE, sha256: SIZE_HASH })
        expectTwoHops(exportHop)
      })

      it("Effect API: ResourceSnapshots.exportStream", async () => {
        server.file = { kind: "pattern", size: SIZE, chunked: true }
        const exit = await runWith(make(), digestStream(ResourceSnapshots.exportStream("snap-1")))
        expect(valueOf(exit)).toEqual({ bytes: SIZE, sha256: SIZE_HASH })
        expectTwoHops({ path: `${SNAPSHOT_PATH}snap-1/content`, query: "" })
        expect(server.requests[0]!.headers.accept).toBe("application/zip")
      })

      it("promise API: client.resourceSnapshot.exportStream", async () => {
        server.file = { kind: "pattern", size: SIZE }
        const digest = await withClient(
          make(),
          (client) => digestIterable(client.resourceSnapshot.exportStream("snap-1"))
        )
        expect(digest).toEqual({ bytes: SIZE, sha256: SIZE_HASH })
        expectTwoHops({ path: `${SNAPSHOT_PATH}snap-1/content`, query: "" })
      })

      it("an empty file is an empty stream", async () => {
        server.file = { kind: "pattern", size: 0 }
        const exit = await runWith(make(), digestStream(Exports.getFileStream("e-1")))
        expect(valueOf(exit)).toEqual({ bytes: 0, sha256: patternHash(0) })
      })

      it("a redirect to another origin does not carry the token", async () => {
        server.location = `${other.url}${FILE_PATH}`
        other.file = { kind: "pattern", size: 100_003 }
        const exit = await runWith(make(), digestStream(Exports.getFileStream("e-1")))
        expect(valueOf(exit)).toEqual({ bytes: 100_003, sha256: patternHash(100_003) })
        expect(server.requests.map((r) => [r.path, r.query])).toEqual([[exportHop.path, exportHop.query]])
        expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`)
        expect(other.requests.map((r) => r.path)).toEqual([FILE_PATH])
        expect(other.requests[0]!.headers.authorization).toBeUndefined()
      })
    })
  }
})

// ------------------------------------------------------------------ b. memory

interface ChildReport {
  readonly api: string
  readonly bytes: number
  readonly sha256: string
  readonly peakRss: number
  readonly startRss: number
  readonly peakHeap: number
  readonly peakArrayBuffers: number
  readonly arrayBuffersAfterGc: number
  readonly ms: number
  readonly samples: number
}

const childScript = fileURLToPath(new URL("./support/download-child.ts", import.meta.url))

/** Runs the download child (same Node) against `server`; rejects on a non-zero exit or after `timeoutMs`. */
const runChild = (api: "effect" | "promise", timeoutMs = 60_000): Promise<ChildReport> =>
  // --expose-gc only lets the child collect garbage after the download, to see what it left behind.
  childReport<ChildReport>(["--expose-gc", childScript, api, server.url], { timeoutMs })

const BIG = 256 * MiB
const MB = 1_000_000

describe("b. memory: 256 MiB through getFileStream in a separate process", () => {
  let bigHash: string
  beforeAll(() => {
    bigHash = patternHash(BIG)
  })

  for (const api of ["effect", "promise"] as const) {
    describe(`${api} API`, () => {
      let report: ChildReport
      beforeAll(async () => {
        server.reset()
        server.file = { kind: "pattern", size: BIG }
        report = await runChild(api)
        const mb = (n: number) => `${(n / MB).toFixed(1)} MB`
        console.log(
          `download child (${api}): ${report.bytes} bytes in ${report.ms.toFixed(0)} ms, peak RSS ${
            mb(report.peakRss)
          }` +
            ` (after imports ${mb(report.startRss)}), peak heap ${mb(report.peakHeap)},` +
            ` peak ArrayBuffers ${mb(report.peakArrayBuffers)} (${mb(report.arrayBuffersAfterGc)} after a full GC),` +
            ` ${report.samples} samples`
        )
      }, 90_000)

      it("gets every byte, through the redirect", () => {
        expect(report.bytes).toBe(BIG)
        expect(report.sha256).toBe(bigHash)
        expect(report.samples).toBeGreaterThan(2)
      })

      // The file is never held: what the download adds to the process stays under the file's size
      // (buffering it adds 256 MiB and more; on default flags a streamed download adds about
      // 80-160 MB of chunks awaiting garbage collection, depending on speed), and once garbage
      // is collected no chunk is left.
      it("memory does not follow the file's size, and no chunk is kept", () => {
        expect(report.peakRss - report.startRss).toBeLessThan(BIG * 0.75)
        expect(report.peakArrayBuffers).toBeLessThan(BIG * 0.75)
        expect(report.arrayBuffersAfterGc).toBeLessThan(8 * MB)
      })

      // The requirement as stated (peak RSS under 100 MB) is not met on Node 24 with default flags:
      // importing effect and the library's .ts sources takes the process to about 110-125 MB before
      // any byte arrives (about 100 MB with the compiled JavaScript), and node:http's 64 KiB chunks,
      // one per socket read, are freed only when V8 collects them, driven by its external-memory
      // limit of about 64 MB: peaks are about 195-230 MB here, and raw node:http alone peaks at
      // about 150-175 MB (bench/results/download.md). Kept as a known failure, so that the
      // suite says so: when it starts passing, make it a plain `it`.
      it.fails("peak RSS under 100 MB (the stated requirement; known to fail, see comment)", () => {
        expect(report.peakRss).toBeLessThan(100 * MB)
      })
    })
  }
})

describe("b. the Blob call keeps its size limit", () => {
  for (const [name, make] of transports) {
    for (const chunked of [false, true]) {
      it(`${name}: getFile of a 2 MiB answer fails with ResponseTooLarge (${chunked ? "chunked" : "Content-Length"})`, async () => {
        server.file = { kind: "pattern", size: 2 * MiB, chunked }
        const exit = await runWith(make(), Exports.getFile("e-1"), { maxResponseSize: MiB })
        const error = failureOf(exit) as ResponseTooLarge
        expect(error._tag).toBe("ResponseTooLarge")
        expect(error.status).toBe(200)
        expect(error.limitBytes).toBe(1_048_576)
        expect(error.method).toBe("GET")
        expect(server.requests).toHaveLength(2)
      })
    }
  }

  it("promise API: rejects with the ResponseTooLarge instance", async () => {
    server.file = { kind: "pattern", size: 2 * MiB }
    const error = await withClient(
      nodeTransport(),
      (client) => client.ua.exports.getFile("e-1").then(() => undefined, (e: unknown) => e),
      { maxResponseSize: MiB }
    )
    expect(error).toMatchObject({ _tag: "ResponseTooLarge", status: 200, limitBytes: 1_048_576 })
  })

  it("the streamed call is not bound by maxResponseSize", async () => {
    server.file = { kind: "pattern", size: 2 * MiB }
    const exit = await runWith(nodeTransport(), digestStream(Exports.getFileStream("e-1")), { maxResponseSize: MiB })
    expect(valueOf(exit)).toEqual({ bytes: 2 * MiB, sha256: patternHash(2 * MiB) })
  })
})

// ------------------------------------------------------------------ c. back-pressure and cancellation

/** Waits (bounded) for the file response to close; answers how long after `since` it did, or undefined. */
const closedWithin = async (since: number, timeoutMs: number): Promise<number | undefined> => {
  const closed = await eventually(() => fileRequests()[0]?.closedAt !== undefined, timeoutMs)
  return closed ? fileRequests()[0]!.closedAt! - since : undefined
}

const HUGE = 256 * MiB

/** Effect API: takes the first chunk and stops, inside the client's scope; answers how long after the first chunk the file response closed. */
const takeOneEffect = (transport: Transport) =>
  runWith(
    transport,
    Effect.gen(function*() {
      let firstAt = 0
      const first = yield* Exports.getFileStream("e-1").pipe(
        Stream.take(1),
        Stream.tap(() => Effect.sync(() => (firstAt = Date.now()))),
        Stream.runCollect
      )
      // Still inside the client's scope: the stream's end, not the client's release, closes it.
      const after = yield* Effect.promise(() => closedWithin(firstAt, 1_000))
      return { chunks: first.length, bytes: first[0]?.byteLength ?? 0, after }
    })
  ).then((exit) => {
    if (Exit.isFailure(exit)) throw new Error(`download failed: ${String(exit.cause)}`)
    return exit.value
  })

/** Promise API: breaks out of for-await after the first chunk, then waits for the close before disposing. */
const takeOnePromise = async (transport: Transport) => {
  const client = createPlatformClient(clientOptions(transport))
  try {
    let chunks = 0
    let bytes = 0
    let firstAt = 0
    for await (const chunk of client.ua.exports.getFileStream("e-1")) {
      firstAt = Date.now()
      chunks++
      bytes = chunk.byteLength
      break
    }
    return { chunks, bytes, after: await closedWithin(firstAt, 1_000) }
  } finally {
    await client.dispose()
  }
}

/** The first chunk came, the server saw its response cut within 1 s, having sent a fraction of the file. */
const expectCutShort = (taken: { chunks: number; bytes: number; after: number | undefined }) => {
  expect(taken.chunks).toBe(1)
  expect(taken.bytes).toBeGreaterThan(0)
  expect(taken.after, "the server saw the response's connection close").toBeDefined()
  expect(taken.after!).toBeLessThan(1_000)
  const file = fileRequests()[0]!
  expect(file.completed).toBe(false)
  expect(file.sent).toBeLessThan(HUGE / 4)
  expect(server.openConnectionsOf([file])).toBe(0)
}

/** Once the client is released, no connection that the download used is left open (bounded wait). */
const expectNoneOpen = async () => {
  const closed = await eventually(() => server.openConnectionsOf() === 0, 1_000)
  expect(closed, `${server.openConnectionsOf()} connection(s) still open 1 s after the client was released`).toBe(true)
}

describe("c. back-pressure and cancellation", () => {
  for (const [name, make] of transports) {
    describe(name, () => {
      it("Effect API: Stream.take(1) closes the file response within 1 s", async () => {
        server.file = { kind: "pattern", size: HUGE }
        expectCutShort(await takeOneEffect(make()))
      })

      it("promise API: break out of for-await closes the file response within 1 s", async () => {
        server.file = { kind: "pattern", size: HUGE }
        expectCutShort(await takeOnePromise(make()))
      })

      // fetchTransport's close() is a no-op and its requests go through the global fetch dispatcher:
      // the keep-alive connection of the redirect hop (a fully read 302) stays open in that pool for
      // about 3 s after the client is released (1 s after the release here). Known failure on
      // fetchTransport; a plain `it` on the other transports.
      const released = name === "fetchTransport" ? it.fails : it
      released("no connection is left open once the client is released (Effect API, then promise API)", async () => {
        server.file = { kind: "pattern", size: HUGE }
        expectCutShort(await takeOneEffect(make()))
        await expectNoneOpen()
        server.reset()
        server.file = { kind: "pattern", size: HUGE }
        expectCutShort(await takeOnePromise(make()))
        await expectNoneOpen()
      })

      it("a consumer that waits holds the server back", async () => {
        server.file = { kind: "pattern", size: HUGE }
        let sentWhileWaiting = -1
        const exit = await runWith(
          make(),
          Exports.getFileStream("e-1").pipe(
            Stream.take(2),
            Stream.runForEach(() =>
              sentWhileWaiting === -1
                ? Effect.promise(async () => {
                  // Long enough for an unthrottled client to take hundreds of MiB on loopback.
                  await new Promise((resolve) => setTimeout(resolve, 400))
                  sentWhileWaiting = fileRequests()[0]!.sent
                })
                : Effect.void
            )
          )
        )
        expect(valueOf(exit)).toBeUndefined()
        // Socket buffers and the stream's queue, not the file.
        expect(sentWhileWaiting).toBeGreaterThan(0)
        expect(sentWhileWaiting).toBeLessThan(32 * MiB)
      })
    })
  }
})

// ------------------------------------------------------------------ d. a server that goes silent

describe("d. a body that stops coming fails with Timeout", () => {
  for (const [name, make] of transports) {
    describe(name, () => {
      it("Effect API: Timeout (attempt) within about 1 s", async () => {
        server.file = { kind: "stall", size: 10 * MiB, bytes: 100_000 }
        const start = Date.now()
        // Bounded here too: a client that never gives up fails the test in 3 s (TimeoutError), not at the suite's limit.
        const exit = await runWith(
          make(),
          digestStream(Exports.getFileStream("e-1")).pipe(Effect.timeout("3 seconds")),
          { timeout: "300 millis" }
        )
        const elapsed = Date.now() - start
        const error = failureOf(exit) as Timeout
        expect(error._tag).toBe("Timeout")
        expect(error.scope).toBe("attempt")
        expect(error.timeoutMillis).toBe(300)
        expect(elapsed).toBeGreaterThanOrEqual(280)
        expect(elapsed).toBeLessThan(1_000)
        // One attempt (a streamed body is never replayed), and its connection is dropped.
        expect(fileRequests()).toHaveLength(1)
        expect(await eventually(() => fileRequests()[0]!.closedAt !== undefined, 1_000)).toBe(true)
      })

      it("promise API: rejects with the Timeout instance within about 1 s", async () => {
        server.file = { kind: "stall", size: 10 * MiB, bytes: 100_000 }
        const start = Date.now()
        const error = await withClient(
          make(),
          (client) =>
            within(3_000, digestIterable(client.ua.exports.getFileStream("e-1"))).then(
              () => undefined,
              (e: unknown) => e
            ),
          { timeout: "300 millis" }
        )
        const elapsed = Date.now() - start
        expect(error).toBeInstanceOf(Error)
        expect(error).toMatchObject({ _tag: "Timeout", scope: "attempt", timeoutMillis: 300 })
        expect(elapsed).toBeLessThan(1_000)
      })
    })
  }

  for (const [name, make] of transports) {
    it(`${name}: a consumer slower than the limit is not cut (the limit counts the server's silences only)`, async () => {
      server.file = { kind: "pattern", size: HUGE }
      let taken = 0
      const exit = await runWith(
        make(),
        Exports.getFileStream("e-1").pipe(
          Stream.take(3),
          Stream.runForEach(() =>
            Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 400))).pipe(
              Effect.tap(() => Effect.sync(() => taken++))
            )
          )
        ),
        { timeout: "300 millis" }
      )
      expect(valueOf(exit)).toBeUndefined()
      expect(taken).toBe(3)
    })

    for (const chunked of [false, true]) {
      it(`${name}: a body cut short fails with NetworkError (${chunked ? "chunked" : "Content-Length"})`, async () => {
        server.file = { kind: "cut", size: 10 * MiB, bytes: 200_000, chunked }
        let received = 0
        const exit = await runWith(
          make(),
          Stream.runForEach(Exports.getFileStream("e-1"), (chunk) => Effect.sync(() => (received += chunk.byteLength))),
          { timeout: "5 seconds" }
        )
        expect(failureOf(exit)).toMatchObject({ _tag: "NetworkError", method: "GET" })
        expect(received).toBe(200_000)
      })
    }
  }

  it("a slow but steady body is not cut by the idle limit", async () => {
    // Each silence is under the limit, the whole download is over it: the limit is per silence.
    const slow = await startTricklingServer(8, 1000, 150)
    try {
      const exit = await Effect.runPromiseExit(
        Effect.provide(
          digestStream(Exports.getFileStream("e-1")),
          layer({ ...clientOptions(nodeTransport(), { timeout: "300 millis" }), host: slow.url })
        )
      )
      expect(valueOf(exit)).toEqual({ bytes: 8 * 1000, sha256: patternHash(8 * 1000) })
    } finally {
      await slow.close()
    }
  })
})
