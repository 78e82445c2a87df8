/**
 * A loopback HTTP server for tests: records every request and answers from a
 * script (status, headers, body, delay, closed connection). Bound to 127.0.0.1
 * on a random port; closes its sockets when stopped.
 */
import { afterAll, beforeAll, beforeEach } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as http from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { answerCors } from "../../src/emulator/cors.ts"

/** A request as the server saw it. */
export interface Recorded {
  readonly method: string
  /** Path and query exactly as sent. */
  readonly url: string
  readonly path: string
  /** The raw query string without `?`, `""` when absent. */
  readonly query: string
  readonly headers: http.IncomingHttpHeaders
  /** Header names as sent, in order (their case tells clients apart). */
  readonly headerNames: ReadonlyArray<string>
  readonly body: Buffer
  readonly text: string
  /** True when the client went away before the answer was sent. */
  aborted: boolean
  /** True once the exchange is over (answered, or the connection closed). */
  finished: boolean
}

/** A scripted answer. */
export interface Reply {
  readonly status?: number
  readonly headers?: Record<string, string>
  /** Objects are sent as JSON; strings and buffers as they are. */
  readonly body?: unknown
  /** Wait before answering, in ms. */
  readonly delayMs?: number
  /** Close the connection instead of answering. */
  readonly destroy?: boolean
  /** Send the headers and part of the body, then reset the connection. */
  readonly truncate?: boolean
}

type Handler = (req: Recorded) => Reply | undefined

/** A request whose body never ended: the client went away in the middle of sending it. */
export interface Cut {
  readonly method: string
  readonly url: string
  readonly headers: http.IncomingHttpHeaders
  /** Bytes of the body that had arrived. */
  readonly received: number
}

/** A started server. */
export interface TestServer {
  readonly url: string
  readonly requests: Array<Recorded>
  /** Requests cut before the end of their body (not in `requests`, which records whole ones). */
  readonly cut: Array<Cut>
  /** Bytes of request bodies that have arrived so far (every request, whole or not, since the last reset). */
  readonly received: () => number
  /** Queues answers, used in order before the handler. */
  readonly reply: (...replies: ReadonlyArray<Reply>) => void
  /** Answers every request not covered by the queue. */
  handler: Handler
  readonly reset: () => void
  readonly close: () => Promise<void>
  /** Connections currently open to the server. */
  readonly connections: () => number
  /** Resolves once `n` requests have arrived (bounded wait). */
  readonly waitFor: (n: number, timeoutMs?: number) => Promise<void>
}

const defaultHandler: Handler = () => ({ status: 200, body: { ok: true } })

/** Starts a server on 127.0.0.1 with a random port. */
export const startServer = async (handler: Handler = defaultHandler): Promise<TestServer> => {
  const requests: Array<Recorded> = []
  const cut: Array<Cut> = []
  let receivedBytes = 0
  const queue: Array<Reply> = []
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const server = http.createServer((req, res) => {
    // Browsers (and happy-dom) ask first; answer like a CORS-enabled API, unrecorded.
    if (answerCors(req, res)) return
    const chunks: Array<Buffer> = []
    let received = 0
    req.on("data", (c: Buffer) => {
      chunks.push(c)
      received += c.byteLength
      receivedBytes += c.byteLength
    })
    req.on("close", () => {
      if (!req.complete) cut.push({ method: req.method ?? "", url: req.url ?? "/", headers: req.headers, received })
    })
    req.on("end", () => {
      const body = Buffer.concat(chunks)
      const url = req.url ?? "/"
      const q = url.indexOf("?")
      const recorded: Recorded = {
        method: req.method ?? "",
        url,
        path: q === -1 ? url : url.slice(0, q),
        query: q === -1 ? "" : url.slice(q + 1),
        headers: req.headers,
        headerNames: req.rawHeaders.filter((_, i) => i % 2 === 0),
        body,
        text: body.toString("utf8"),
        aborted: false,
        finished: false
      }
      requests.push(recorded)
      res.on("close", () => {
        recorded.finished = true
        if (!res.writableFinished) recorded.aborted = true
      })
      const reply = queue.shift() ?? self.handler(recorded) ?? { status: 404, body: { message: "no route" } }
      const send = () => {
        if (reply.destroy) {
          req.socket.destroy()
          return
        }
        const headers: Record<string, string> = { ...reply.headers }
        let payload: Buffer | string = ""
        if (reply.body !== undefined) {
          if (typeof reply.body === "string" || Buffer.isBuffer(reply.body)) payload = reply.body
          else {
            payload = JSON.stringify(reply.body)
            headers["content-type"] ??= "application/json"
          }
        }
        if (reply.truncate) {
          res.writeHead(reply.status ?? 200, { ...headers, "content-length": String(Buffer.byteLength(payload) + 100) })
          res.write(payload)
          setImmediate(() => req.socket.destroy())
          return
        }
        res.writeHead(reply.status ?? 200, headers)
        res.end(payload)
      }
      if (reply.delayMs) {
        const t = setTimeout(() => {
          timers.delete(t)
          send()
        }, reply.delayMs)
        timers.add(t)
      } else send()
    })
  })
  server.on("connection", (s) => {
    sockets.add(s)
    s.on("close", () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  const self: TestServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    cut,
    received: () => receivedBytes,
    reply: (...replies) => {
      queue.push(...replies)
    },
    handler,
    connections: () => sockets.size,
    reset: () => {
      requests.length = 0
      cut.length = 0
      receivedBytes = 0
      queue.length = 0
      self.handler = handler
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
    waitFor: (n, timeoutMs = 2000) =>
      new Promise<void>((resolve, reject) => {
        const start = Date.now()
        const check = () => {
          if (requests.length >= n) resolve()
          else if (Date.now() - start > timeoutMs) reject(new Error(`expected ${n} requests, got ${requests.length}`))
          else setTimeout(check, 2)
        }
        check()
      })
  }
  return self
}

/** A server for the duration of a scope. */
export const scopedServer = (handler?: Handler) =>
  Effect.acquireRelease(
    Effect.promise(() => startServer(handler)),
    (s) => Effect.promise(() => s.close())
  )

/**
 * A server for the tests of the enclosing suite (or file): started before all
 * of them, reset before each, closed after all. The handle forwards to the
 * started server, so it can be taken at module level and used in any test or
 * hook; call once per server needed.
 */
export const useServer = (handler?: Handler): TestServer => {
  let current: TestServer | undefined
  beforeAll(async () => {
    current = await startServer(handler)
  })
  afterAll(() => current?.close())
  beforeEach(() => started().reset())
  const started = (): TestServer => {
    if (current === undefined) throw new Error("useServer: the server starts in beforeAll; use it in a test or a hook")
    return current
  }
  return new Proxy({} as TestServer, {
    get: (_, key) => Reflect.get(started(), key),
    set: (_, key, value) => Reflect.set(started(), key, value)
  })
}

/** Lets real socket I/O progress (real time, not the TestClock) between TestClock steps. */
export const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 15)))

/** Waits (in real time, bounded) for `server` to have seen `n` requests, then lets their answers land. */
export const arrived = (server: TestServer, n: number) =>
  Effect.andThen(Effect.promise(() => server.waitFor(n)), settle)

/**
 * Listens with a raw `node:http` server of the test's own on 127.0.0.1 (a random port) for the file's tests, and
 * closes it, its `sockets` destroyed, after them; `url()` is its base URL once listening.
 */
export const useRawServer = (server: http.Server, sockets: Set<Socket>): { readonly url: () => string } => {
  let base = ""
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return { url: () => base }
}
