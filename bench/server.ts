/**
 * The loopback platform stand-in of the benchmark (127.0.0.1, node:http), run in
 * its own child process so that it never shares an event loop with the clients
 * being measured. Serves the Sources calls with realistic JSON: a page of 20
 * sources (~9.4 KB), one source, a 201 create, a 204 delete. On command from the
 * parent (IPC) it answers 429 for a seeded random fraction of requests, with or
 * without `Retry-After`, and reports how many requests it saw.
 *
 * Stops by itself when the parent goes away (IPC disconnect) or after
 * BENCH_SERVER_MAX_MS (default 40 minutes).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { created, source, sourcePage, tooManyRequests } from "./fixtures.ts"

const ORG = "benchorg"
const maxLifetime = Number(process.env.BENCH_SERVER_MAX_MS ?? 40 * 60_000)

const jsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value))
const pageBody = jsonBytes(sourcePage(ORG))
const sourceBody = jsonBytes(source(ORG, 7))
const createdBody = jsonBytes(created(ORG))
const tooManyBody = jsonBytes(tooManyRequests)
const notFoundBody = jsonBytes({ statusCode: 404, errorCode: "NOT_FOUND", message: "No such route." })
const unauthorizedBody = jsonBytes({ statusCode: 401, errorCode: "UNAUTHORIZED", message: "No token." })

const prefix = `/rest/organizations/${ORG}/sources`

interface Storm {
  /** Fraction of requests answered 429. */
  fraction: number
  /** `Retry-After` value in seconds, or undefined for none. */
  retryAfter: number | undefined
  /** State of the seeded generator. */
  seed: number
}

let storm: Storm = { fraction: 0, retryAfter: undefined, seed: 1 }
let stats = { requests: 0, tooMany: 0, byMethod: {} as Record<string, number> }

// Mulberry32: deterministic, so every client meets the same sequence of 429s.
const nextRandom = () => {
  let t = (storm.seed = (storm.seed + 0x6d2b79f5) | 0)
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const send = (res: ServerResponse, status: number, body: Buffer | undefined, extra?: Record<string, string>) => {
  const headers: Record<string, string | number> = { "x-request-id": "bench-request", ...extra }
  if (body !== undefined) {
    headers["content-type"] = "application/json"
    headers["content-length"] = body.length
  }
  res.writeHead(status, headers)
  res.end(body)
}

const route = (req: IncomingMessage, res: ServerResponse) => {
  stats.requests++
  const method = req.method ?? "GET"
  stats.byMethod[method] = (stats.byMethod[method] ?? 0) + 1
  if (!req.headers.authorization) return send(res, 401, unauthorizedBody)
  if (storm.fraction > 0 && nextRandom() < storm.fraction) {
    stats.tooMany++
    return send(res, 429, tooManyBody, storm.retryAfter === undefined ? undefined : { "retry-after": String(storm.retryAfter) })
  }
  const url = req.url ?? "/"
  const q = url.indexOf("?")
  const path = q === -1 ? url : url.slice(0, q)
  if (!path.startsWith(prefix)) return send(res, 404, notFoundBody)
  const rest = path.slice(prefix.length)
  if (rest === "/pages" && method === "GET") return send(res, 200, pageBody)
  if (rest === "" && method === "POST") return send(res, 201, createdBody)
  if (rest.length > 1 && rest.indexOf("/", 1) === -1) {
    if (method === "GET") return send(res, 200, sourceBody)
    if (method === "DELETE") return send(res, 204, undefined)
  }
  send(res, 404, notFoundBody)
}

const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 70_000 }, (req, res) => {
  if (req.method === "GET" || req.method === "DELETE" || req.method === "HEAD") return route(req, res)
  // Read the whole request body before answering, as a real server does.
  req.on("data", () => {})
  req.on("end", () => route(req, res))
  req.on("error", () => res.destroy())
})
server.maxRequestsPerSocket = 0

type Command =
  | { readonly id: number; readonly cmd: "storm"; readonly fraction: number; readonly retryAfter?: number; readonly seed?: number }
  | { readonly id: number; readonly cmd: "stats" }

process.on("message", (message: Command) => {
  if (message.cmd === "storm") {
    storm = { fraction: message.fraction, retryAfter: message.retryAfter, seed: message.seed ?? 1 }
    stats = { requests: 0, tooMany: 0, byMethod: {} }
    process.send?.({ id: message.id, ok: true })
  } else if (message.cmd === "stats") {
    process.send?.({ id: message.id, stats })
  }
})

const stop = () => {
  server.closeAllConnections()
  server.close()
  process.exit(0)
}
process.on("disconnect", stop)
setTimeout(stop, maxLifetime).unref()

server.listen({ host: "127.0.0.1", port: 0, backlog: 2048 }, () => {
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : 0
  process.send?.({ ready: true, url: `http://127.0.0.1:${port}`, pageBytes: pageBody.length, sourceBytes: sourceBody.length })
})
