/**
 * Interruption of the Effect API's calls, as a demanding user of the service sees it, on every transport and at
 * every stage of a call: before its request is written, while it waits for the head, mid-body of a large JSON
 * answer, mid-download, during a 429's Retry-After wait, during the client-wide pause, while a paged Stream has
 * pages fetched ahead, during a poll's wait. Whatever interrupts it (Fiber.interrupt, Effect.timeout, a race lost,
 * Stream.take, a sibling's failure in Effect.all), the call ends at once; the server sees its request cut and its
 * connection closed; no timer of the library's stays behind; nothing more is sent; and the next calls on the same
 * client work, on a connection that carries no half-read body. Over thousands of interrupted calls the heap stays
 * flat. Against a node:http server on 127.0.0.1 that records each request's fate and each connection's.
 *
 * Found here: a gzipped body dropped once its encoded bytes had all arrived left its node:http connection stuck,
 * neither pooled nor closed (the decoder's close paused the source again), now fixed; and a streamed answer
 * dropped unread (Effect.all after a sibling's failure, or an interruption at the instant it arrived) held its
 * connection for ever once its buffer was full, now bounded by the idle limit. An upload interrupted on
 * fetchTransport is cut, but Node's fetch reads its Blob on to the end (the fetch standard never cancels a request
 * body): left as it is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Stream from "effect/Stream"
import { randomBytes } from "node:crypto"
import * as http from "node:http"
import type { Socket } from "node:net"
import * as v8 from "node:v8"
import * as vm from "node:vm"
import * as zlib from "node:zlib"
import { layer, type LayerOptions } from "../src/Http/Layer.ts"
import { type CoveoClient, withCallOptions } from "../src/Http/PlatformClient.ts"
import { poll } from "../src/Http/Poll.ts"
import { fetchTransport, nodeTransport, type Transport } from "../src/Http/Transport.ts"
import * as Agents from "../src/Platform/KnowledgeGenAI/Agents.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import * as Exports from "../src/UsageAnalytics/Exports.ts"
import { blobUpload, ORG, TOKEN } from "./support/client.ts"
import { useRawServer } from "./support/server.ts"
import { testUndiciTransport } from "./support/undici.ts"

// The test's own waits use these, so that only the library's timers are tracked.
const realSetTimeout = globalThis.setTimeout
const realClearTimeout = globalThis.clearTimeout
const sleep = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms))

/** Bounded wait until `check` holds; answers whether it does. */
const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await sleep(5)
  return check()
}

// ------------------------------------------------------------------ the library's timers

/** The library's timers (this repository's `src`, and effect's: its `sleep`) that have neither fired nor been cleared. */
const pending = new Map<unknown, string>()
const ours = /\/src\/|node_modules\/effect\//
beforeAll(() => {
  globalThis.setTimeout = ((f: (...args: Array<unknown>) => void, ms?: number, ...args: Array<unknown>) => {
    const stack = new Error().stack ?? ""
    const handle = realSetTimeout(() => {
      pending.delete(handle)
      f(...args)
    }, ms)
    if (ours.test(stack)) pending.set(handle, stack)
    return handle
  }) as typeof setTimeout
  globalThis.clearTimeout = ((handle: Parameters<typeof clearTimeout>[0]) => {
    pending.delete(handle)
    realClearTimeout(handle)
  }) as typeof clearTimeout
})
afterAll(() => {
  globalThis.setTimeout = realSetTimeout
  globalThis.clearTimeout = realClearTimeout
})
/** The library's timers still pending, each as the first line of its stack in this repository's `src` or effect's. */
const timersLeft = () =>
  [...pending.values()].map((stack) => stack.split("\n").find((line) => ours.test(line))?.trim() ?? stack)

// ------------------------------------------------------------------ the server

interface Seen {
  /** The last path segment: the source id, `pages`, the export id, ... */
  readonly id: string
  readonly url: string
  /** The connection the request came on, as a number (holding the socket would hold its memory). */
  readonly socket: number
  /** The response was written to its end. */
  answered: boolean
  /** The connection closed before the response was written to its end. */
  cut: boolean
  /** Bytes of the body written. */
  sent: number
}

type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse, seen: Seen) => void

const answer = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers })
  res.end(JSON.stringify(body))
}

const BIG = 4 * 1024 * 1024
const bigBody = JSON.stringify({ id: "big", pad: "x".repeat(BIG) })
// 256 KiB that gzip cannot shrink, stored: on loopback the whole encoded body has arrived long before a consumer
// that waits has taken the decoded one.
const gzipped = zlib.gzipSync(randomBytes(256 * 1024), { level: 0 })

/** An endless body, written as fast as the client takes it. */
const endless: Behaviour = (_req, res, s) => {
  res.writeHead(200, { "content-type": "application/octet-stream" })
  const piece = Buffer.alloc(64 * 1024, 7)
  const pump = () => {
    while (!res.destroyed) {
      s.sent += piece.length
      if (!res.write(piece)) return void res.once("drain", pump)
    }
  }
  pump()
}

/** How `/sources/pages?page=n` answers (set by the tests). */
let pageBehaviour: (page: number, res: http.ServerResponse) => void = () => {}

/** What the server does, by the request's last path segment. */
const behaviours: Record<string, Behaviour> = {
  ok: (_req, res) => answer(res, 200, { id: "ok" }),
  // Never answers.
  hold: () => {},
  // The head, then nothing.
  head: (_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": String(bigBody.length) })
    res.flushHeaders()
  },
  // The head and a quarter of a large JSON body, then nothing.
  half: (_req, res, s) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": String(bigBody.length) })
    const part = bigBody.slice(0, bigBody.length / 4)
    s.sent += part.length
    res.write(part)
  },
  // A large JSON body, whole.
  big: (_req, res, s) => {
    s.sent += bigBody.length
    answer(res, 200, JSON.parse(bigBody))
  },
  // A 429 asking to wait 2 seconds.
  limited: (_req, res) => answer(res, 429, {}, { "retry-after": "2" }),
  // A 429 asking for no wait: the call retries after its back-off (100 ms, then 200 ms, ...).
  busy: (_req, res) => answer(res, 429, {}, { "retry-after": "0" }),
  // A status that is never final.
  running: (_req, res) => answer(res, 200, { status: "RUNNING" }),
  file: endless,
  answer: endless,
  gzipped: (_req, res, s) => {
    s.sent += gzipped.length
    res.writeHead(200, {
      "content-type": "application/octet-stream",
      "content-encoding": "gzip",
      "content-length": String(gzipped.length)
    })
    res.end(gzipped)
  },
  pages: (req, res) => pageBehaviour(Number(new URL(req.url ?? "/", "http://x").searchParams.get("page")), res)
}

const seen: Array<Seen> = []
const sockets = new Set<Socket>()
/** The connections open now, by number. */
const open = new Set<number>()
const socketIds = new WeakMap<Socket, number>()
let connections = 0

const server = http.createServer((req, res) => {
  const id = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname.split("/").pop() ?? "")
  const s: Seen = { id, url: req.url ?? "", socket: socketIds.get(req.socket)!, answered: false, cut: false, sent: 0 }
  seen.push(s)
  res.on("finish", () => (s.answered = true))
  res.on("close", () => {
    if (!res.writableFinished) s.cut = true
  })
  req.resume()
  req.on("end", () => (behaviours[id] ?? behaviours.ok!)(req, res, s))
})
// Longer than any test: a connection the client leaves open stays open.
server.keepAliveTimeout = 60_000
server.on("connection", (socket) => {
  const n = connections++
  socketIds.set(socket, n)
  sockets.add(socket)
  open.add(n)
  socket.on("close", () => {
    sockets.delete(socket)
    open.delete(n)
  })
})
const loopback = useRawServer(server, sockets)
beforeEach(() => {
  seen.length = 0
  pageBehaviour = () => {}
})

const pageOf = (s: Seen) => Number(new URL(s.url, "http://x").searchParams.get("page"))

// ------------------------------------------------------------------ the client

const transports: ReadonlyArray<readonly [string, () => Transport]> = [
  ["nodeTransport", nodeTransport],
  ["undiciTransport", () => testUndiciTransport()],
  ["fetchTransport", () => fetchTransport()]
]

const upload = blobUpload

/** A Blob of 200 pieces of 64 KiB that its stream gives 20 ms apart; counts the pieces read, and knows whether its stream was cancelled. */
const slowBlob = () => {
  const piece = new Uint8Array(64 * 1024)
  const state = { read: 0, cancelled: false }
  const blob = new (class extends Blob {
    override stream() {
      return new ReadableStream<Uint8Array<ArrayBuffer>>({
        pull: async (c) => {
          await sleep(20)
          if (state.read++ < 200) c.enqueue(piece)
          else c.close()
        },
        cancel: () => {
          state.cancelled = true
        }
      }, { highWaterMark: 0 })
    }
  })([new Uint8Array(200 * piece.byteLength)])
  return { blob, state }
}

type Runtime = ManagedRuntime.ManagedRuntime<CoveoClient, unknown>

/** Runs `use` with a runtime over one client (built before `use` starts), disposed after. */
const withClient = async <A>(
  transport: Transport,
  use: (runtime: Runtime) => Promise<A>,
  extra: Partial<LayerOptions> = {}
): Promise<A> => {
  const runtime = ManagedRuntime.make(
    layer({
      organizationId: ORG,
      accessToken: TOKEN,
      host: loopback.url(),
      serverlessHost: loopback.url(),
      transport,
      ...extra
    }) as Layer.Layer<CoveoClient, unknown>
  )
  try {
    await runtime.runPromise(Effect.void)
    return await use(runtime)
  } finally {
    await runtime.dispose()
  }
}

const interrupt = <A, E>(fiber: Fiber.Fiber<A, E>) => Effect.runPromise(Fiber.interrupt(fiber))

/** The next call on the same client gets its own answer, whole. */
const nextCallWorks = async (runtime: Runtime) => {
  expect(await runtime.runPromise(Sources.get("ok"))).toEqual({ id: "ok" })
  const big = await runtime.runPromise(Sources.get("big")) as { id: string; pad: string }
  expect(big.id).toBe("big")
  expect(big.pad).toHaveLength(BIG)
}

/** `seen[i]`'s request was cut and its connection closed: the server is not left waiting on it. */
const expectCut = async (i: number) => {
  expect(await until(() => seen[i]!.cut), `request ${i} (${seen[i]!.id}) cut`).toBe(true)
  expect(await until(() => !open.has(seen[i]!.socket)), `connection of request ${i} closed`).toBe(true)
}

/** No timer of the library's is left (bounded wait: a cleared timer goes at once). */
const expectNoTimerLeft = async () => {
  await until(() => pending.size === 0, 500)
  expect(timersLeft()).toEqual([])
}

describe.each(transports)("%s", (name, make) => {
  it("interrupted before its request is written: nothing reaches the server, no timer is left", () => {
    const transport = make()
    let opened = 0
    const counted: Transport = {
      ...transport,
      open: (...args) => {
        opened++
        return transport.open(...args)
      }
    }
    return withClient(counted, async (runtime) => {
      const fiber = runtime.runFork(Sources.get("hold"))
      // The request is opened (synchronously, as the fiber starts), not yet written.
      expect(opened).toBe(1)
      fiber.interruptUnsafe()
      const exit = await Effect.runPromise(Fiber.await(fiber))
      expect(Exit.hasInterrupts(exit)).toBe(true)
      await sleep(150)
      expect(seen).toEqual([])
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    })
  })

  it("interrupted while it waits for the head (Fiber.interrupt): the request is cut, no timer is left", () =>
    withClient(make(), async (runtime) => {
      const fiber = runtime.runFork(Sources.get("hold"))
      expect(await until(() => seen.length === 1)).toBe(true)
      const started = Date.now()
      await interrupt(fiber)
      expect(Date.now() - started).toBeLessThan(100)
      await expectCut(0)
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    }))

  it("timed out after the head, before any of the body (Effect.timeout): TimeoutError, the request is cut", () =>
    withClient(make(), async (runtime) => {
      const exit = await runtime.runPromiseExit(Effect.timeout(Sources.get("head"), "150 millis"))
      expect(Exit.isFailure(exit) && Cause.hasFails(exit.cause)).toBe(true)
      expect(String(exit)).toContain("TimeoutError")
      await expectCut(0)
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    }))

  it("losing a race mid-body of a large JSON answer: the request is cut, its connection is not reused", () =>
    withClient(make(), async (runtime) => {
      const got = await runtime.runPromise(
        Effect.raceFirst(
          Sources.get("half"),
          Effect.andThen(Effect.promise(() => until(() => seen.length === 1).then(() => sleep(100))),
            Effect.succeed("won"))
        )
      )
      expect(got).toBe("won")
      await expectCut(0)
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
      // The half-read connection carried nothing more.
      expect(seen.slice(1).map((s) => s.socket)).not.toContain(seen[0]!.socket)
    }))

  it("interrupted during a 429's Retry-After wait: it ends at once, its wait's timer goes, nothing more is sent",
    () =>
      withClient(make(), async (runtime) => {
        const fiber = runtime.runFork(Sources.get("limited"))
        expect(await until(() => seen.length === 1)).toBe(true)
        await sleep(100)
        // The wait is on.
        expect(timersLeft().length).toBeGreaterThan(0)
        const started = Date.now()
        await interrupt(fiber)
        expect(Date.now() - started).toBeLessThan(100)
        await expectNoTimerLeft()
        // Past the 2 seconds asked, a retry would have gone.
        await sleep(2_100)
        expect(seen).toHaveLength(1)
        await nextCallWorks(runtime)
      }), 10_000)

  it("timed out while it waits out the client-wide pause: TimeoutError, it never sends, no timer is left",
    () =>
      withClient(make(), async (runtime) => {
        const limited = runtime.runFork(Sources.get("limited"))
        expect(await until(() => seen.length === 1)).toBe(true)
        await sleep(50)
        // The platform asked the whole client to wait 2 seconds: this call waits too, and gives up first.
        const exit = await runtime.runPromiseExit(Effect.timeout(Sources.get("ok"), "200 millis"))
        expect(String(exit)).toContain("TimeoutError")
        await interrupt(limited)
        await expectNoTimerLeft()
        await sleep(2_000)
        expect(seen).toHaveLength(1)
        await nextCallWorks(runtime)
      }), 10_000)

  it("interrupted mid-upload of a Blob: the request is cut, and the Blob is read no further", () =>
    withClient(make(), async (runtime) => {
      const { blob, state } = slowBlob()
      const fiber = runtime.runFork(upload(blob))
      expect(await until(() => seen.length === 1)).toBe(true)
      await sleep(200)
      await interrupt(fiber)
      const read = state.read
      expect(read).toBeLessThan(200)
      await expectCut(0)
      // Read on, the Blob would give another piece every 20 ms. Node's fetch reads a request body to its end even
      // once the request is aborted (the fetch standard never cancels an upload; it sends nothing more): left as it is.
      if (name !== "fetchTransport") {
        await sleep(300)
        expect(state.read - read).toBeLessThanOrEqual(1)
        expect(state.cancelled).toBe(true)
      }
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    }))

  it(
    "a paged Stream stopped with pages fetched ahead (concurrency 4): pages in flight are cut, none in a 429 wait is retried",
    () =>
      withClient(make(), async (runtime) => {
        const page = (n: number) => ({ sourceModels: [{ id: `p${n}a` }, { id: `p${n}b` }], totalPages: 50 })
        pageBehaviour = (n, res) => {
          if (n === 0) return answer(res, 200, page(0))
          if (n === 1) return void realSetTimeout(() => answer(res, 200, page(1)), 50)
          if (n % 2 === 0) return answer(res, 429, {}, { "retry-after": "2" })
          // Odd pages after 1 never answer.
        }
        const items = await runtime.runPromise(
          Stream.runCollect(Stream.take(Sources.listAll({ perPage: 2 }, { concurrency: 4 }), 3))
        )
        expect(items.map((s) => s.id)).toEqual(["p0a", "p0b", "p1a"])
        // Pages 0 and 1, and three fetched ahead (2 and 4 waiting out their 429, 3 waiting for its answer).
        expect(seen.map(pageOf).toSorted()).toEqual([0, 1, 2, 3, 4])
        await expectCut(seen.findIndex((s) => pageOf(s) === 3))
        await expectNoTimerLeft()
        await sleep(2_100)
        expect(seen).toHaveLength(5)
        await nextCallWorks(runtime)
      }),
    10_000
  )

  it("a paged Stream interrupted (Fiber.interrupt) with pages fetched ahead: every page in flight is cut", () =>
    withClient(make(), async (runtime) => {
      pageBehaviour = (n, res) => {
        if (n === 0) answer(res, 200, { sourceModels: [{ id: "p0a" }], totalPages: 50 })
      }
      const fiber = runtime.runFork(Stream.runDrain(Sources.listAll({ perPage: 1 }, { concurrency: 4 })))
      expect(await until(() => seen.length === 5)).toBe(true)
      await interrupt(fiber)
      for (let i = 1; i < 5; i++) await expectCut(i)
      await expectNoTimerLeft()
      await sleep(100)
      expect(seen).toHaveLength(5)
      await nextCallWorks(runtime)
    }))

  it("a poll interrupted during its wait, then during a check: it ends at once, nothing more is sent", () =>
    withClient(make(), async (runtime) => {
      const polling = (id: string) =>
        poll(Sources.get(id) as Effect.Effect<{ readonly status?: string }, unknown, CoveoClient>, {
          what: `status of ${id}`,
          done: (s) => s.status === "DONE",
          every: "1 second"
        })
      const waiting = runtime.runFork(polling("running"))
      expect(await until(() => seen.length === 1)).toBe(true)
      await sleep(100)
      await interrupt(waiting)
      await expectNoTimerLeft()
      const checking = runtime.runFork(polling("hold"))
      expect(await until(() => seen.length === 2)).toBe(true)
      await interrupt(checking)
      await expectCut(1)
      await expectNoTimerLeft()
      await sleep(1_100)
      expect(seen).toHaveLength(2)
      await nextCallWorks(runtime)
    }))

  it("a download whose consumer waits, interrupted: the response is cut, no timer is left", () =>
    withClient(make(), async (runtime) => {
      const fiber = runtime.runFork(Stream.runForEach(Exports.getFileStream("file"), () => Effect.never))
      expect(await until(() => seen.length === 1)).toBe(true)
      await sleep(200)
      const sent = seen[0]!.sent
      await interrupt(fiber)
      await expectCut(0)
      // Held back while the consumer waited: socket buffers and the stream's queue, not the endless file.
      expect(sent).toBeLessThan(32 * 1024 * 1024)
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    }))

  it("a gzipped download ended early, once its encoded body has all arrived: its connection does not stay stuck", () =>
    withClient(make(), async (runtime) => {
      const chunks = await runtime.runPromise(
        Exports.getFileStream("gzipped").pipe(
          // The first chunk's wait lets the whole encoded body arrive while the decoded one is held back.
          Stream.tap(() => Effect.promise(() => sleep(200))),
          Stream.take(2),
          Stream.runCollect
        )
      )
      expect(chunks).toHaveLength(2)
      await sleep(100)
      // Either handed back to the pool, to carry one of the next calls (sent at once, they take every free
      // connection), or closed: never kept by a body nobody reads.
      const answers = await runtime.runPromise(Effect.all(Array.from({ length: 6 }, () => Sources.get("ok")), {
        concurrency: "unbounded"
      }))
      expect(answers).toEqual(Array.from({ length: 6 }, () => ({ id: "ok" })))
      const reused = seen.slice(1).some((s) => s.socket === seen[0]!.socket)
      expect(reused || !open.has(seen[0]!.socket), "the download's connection reused or closed").toBe(true)
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    }))

  it("a streamed answer that Effect.all drops unread (a sibling failed): its connection goes within the idle limit", () =>
    withClient(make(), async (runtime) => {
      const exit = await runtime.runPromiseExit(
        Effect.all([
          Agents.answer({ agentId: "a1" }, {} as never),
          Effect.andThen(Effect.promise(() => until(() => seen.length === 1).then(() => sleep(100))),
            Effect.fail("sibling"))
        ], { concurrency: 2 })
      )
      expect(String(exit)).toContain("sibling")
      // The answer had arrived: nobody holds its body. The idle limit is 300 ms.
      await expectCut(0)
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    }, { timeout: "300 millis" }))

  it("a streamed answer whose reader comes late and reads slowly is not cut: only a body nobody holds is", () =>
    withClient(make(), async (runtime) => {
      const download = await runtime.runPromise(Agents.answer({ agentId: "a1" }, {} as never))
      // The stream's buffer is full long before the reader comes; the idle limit is 300 ms.
      await sleep(100)
      const reader = download.body.getReader()
      await sleep(500)
      for (let i = 0; i < 3; i++) {
        const { done, value } = await reader.read()
        expect(done).toBe(false)
        expect(value!.byteLength).toBeGreaterThan(0)
        await sleep(400)
      }
      expect(seen[0]!.cut).toBe(false)
      await reader.cancel()
      await expectCut(0)
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    }, { timeout: "300 millis" }))

  it("a download interrupted at the instant its answer arrives, before its Stream holds the body: the connection goes within the idle limit", () =>
    withClient(make(), async (runtime) => {
      // The one moment a Stream twin's Download is nobody's: from the answer to the Stream's reader. Only something
      // run in that moment, on the call's fiber, can interrupt it there: `onResponse` does.
      let fiber: Fiber.Fiber<void, unknown> | undefined = undefined
      const download = Stream.runDrain(Exports.getFileStream("file")).pipe(
        withCallOptions({ onResponse: () => fiber?.interruptUnsafe() })
      )
      fiber = runtime.runFork(download)
      expect(Exit.hasInterrupts(await Effect.runPromise(Fiber.await(fiber)))).toBe(true)
      // The idle limit is 300 ms.
      await expectCut(0)
      await expectNoTimerLeft()
      await nextCallWorks(runtime)
    }, { timeout: "300 millis" }))
})

// ------------------------------------------------------------------ at scale

v8.setFlagsFromString("--expose-gc")
const gc = vm.runInNewContext("gc") as () => void
const MB = 1_000_000

describe.each(transports)("thousands of interrupted calls (%s)", (name, make) => {
  it("heap flat, every request ended on the server, no timer left, the client still works",
    () =>
      withClient(make(), async (runtime) => {
        pageBehaviour = (n, res) => {
          if (n === 0) return answer(res, 200, { sourceModels: [{ id: "a" }, { id: "b" }], totalPages: 50 })
          if (n % 3 === 0) return answer(res, 429, {}, { "retry-after": "0" })
          if (n % 3 === 1) return answer(res, 200, { sourceModels: [{ id: "c" }, { id: "d" }], totalPages: 50 })
        }
        // Calls that hold, send a head only, half a body, answer at once, retry 429s, paged Streams fetching
        // ahead (with 429s of their own), downloads; each interrupted at a different moment.
        const calls: ReadonlyArray<Effect.Effect<unknown, unknown, CoveoClient>> = [
          Sources.get("hold"),
          Sources.get("head"),
          Sources.get("half"),
          Sources.get("ok"),
          Sources.get("busy"),
          Stream.runDrain(Sources.listAll({ perPage: 2 }, { concurrency: 4 })),
          Stream.runForEach(Exports.getFileStream("file"), () => Effect.never)
        ]
        const round = async (i: number) => {
          const fiber = runtime.runFork(calls[i % calls.length]!)
          const wait = i % 5
          if (wait === 0) await new Promise((resolve) => setImmediate(resolve))
          else await sleep(wait - 1)
          await interrupt(fiber)
        }
        // A listener left on a pooled socket (or on anything reused) shows as MaxListenersExceededWarning.
        const warnings: Array<string> = []
        const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`)
        process.on("warning", onWarning)
        // Warm up (code compiled, pools filled), then measure.
        for (let i = 0; i < 300; i++) await round(i)
        await sleep(100)
        seen.length = 0
        gc()
        const before = process.memoryUsage().heapUsed
        const N = 1_500
        for (let i = 0; i < N; i++) {
          await round(i)
          if (i % 250 === 249) await nextCallWorks(runtime)
        }
        expect(await until(() => seen.every((s) => s.answered || s.cut), 3_000)).toBe(true)
        await expectNoTimerLeft()
        await sleep(100)
        gc()
        const growth = process.memoryUsage().heapUsed - before
        console.log(
          `${name}: ${N} interrupted calls, ${seen.length} requests, heap ${
            (growth / MB).toFixed(2)
          } MB, ${open.size} connections open`
        )
        // Holding a few bytes per call would show as several MB.
        expect(growth).toBeLessThan(3 * MB)
        process.off("warning", onWarning)
        expect(warnings).toEqual([])
        await nextCallWorks(runtime)
      }), 60_000)
})
