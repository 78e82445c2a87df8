/**
 * The loopback platform stand-in of the benchmark (127.0.0.1, node:http), run in
 * its own child process so that it never shares an event loop with the clients
 * being measured. Serves the Sources calls with realistic JSON: a page of 20
 * sources (~9.4 KB), one source, a 201 create, a 204 delete. On command from the
 * parent (IPC) it plays a 429 storm: a seeded fraction of calls (distinct paths)
 * is refused with 429 for a window (1 s) from its first request, every request
 * in the window refused again; with `Retry-After` the 429 says how long is left,
 * without it the client has to guess. It reports how many requests it saw.
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
// The token check (initialize()) that the cold-start probe makes before its first call.
const tokenBody = jsonBytes({ active: true, user_name: "bench@example.com", client_id: "bench", scope: ["full"] })
const notFoundBody = jsonBytes({ statusCode: 404, errorCode: "NOT_FOUND", message: "No such route." })
const unauthorizedBody = jsonBytes({ statusCode: 401, errorCode: "UNAUTHORIZED", message: "No token." })

const prefix = `/rest/organizations/${ORG}/sources`

interface Storm {
  /** Fraction of calls (distinct paths) that meet a 429. */
  fraction: number
  /** How long such a call stays blocked after its first request, in milliseconds. */
  windowMs: number
  /** Whether 429 answers say how long to wait (`Retry-After`, whole seconds). */
  retryAfter: boolean
  seed: number
}

let storm: Storm = { fraction: 0, windowMs: 0, retryAfter: false, seed: 1 }
let stats = { requests: 0, tooMany: 0, stormedCalls: 0, byMethod: {} as Record<string, number> }
/** Path of a blocked call → the time it is let through. */
let blocked = new Map<string, number>()
/** Paths already drawn (a call is drawn once, on its first request). */
let drawn = new Set<string>()

// A seeded hash of the path: every client meets the same set of blocked calls.
const draw = (path: string) => {
  let h = storm.seed ^ 0x9e3779b9
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x5bd1e995)
  h ^= h >>> 13
  h = Math.imul(h, 0x5bd1e995)
  h ^= h >>> 15
  return (h >>> 0) / 4294967296
}

/** Whether this request meets a 429: a call drawn into the storm is refused until its window has passed. */
const stormed = (method: string, path: string): number | undefined => {
  const key = `${method} ${path}`
  const until = blocked.get(key)
  const now = Date.now()
  if (until !== undefined) {
    if (now < until) return until - now
    blocked.delete(key)
    return undefined
  }
  if (drawn.has(key)) return undefined
  drawn.add(key)
  if (draw(key) >= storm.fraction) return undefined
  stats.stormedCalls++
  blocked.set(key, now + storm.windowMs)
  return storm.windowMs
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
  const url = req.url ?? "/"
  const q = url.indexOf("?")
  const path = q === -1 ? url : url.slice(0, q)
  if (storm.fraction > 0) {
    const waitMs = stormed(method, path)
    if (waitMs !== undefined) {
      stats.tooMany++
      const headers = storm.retryAfter ? { "retry-after": String(Math.ceil(waitMs / 1000)) } : undefined
      return send(res, 429, tooManyBody, headers)
    }
  }
  if (path === "/oauth/check_token" && method === "POST") return send(res, 200, tokenBody)
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
  | {
    readonly id: number
    readonly cmd: "storm"
    readonly fraction: number
    readonly windowMs?: number
    readonly retryAfter?: boolean
    readonly seed?: number
  }
  | { readonly id: number; readonly cmd: "stats" }

process.on("message", (message: Command) => {
  if (message.cmd === "storm") {
    storm = {
      fraction: message.fraction,
      windowMs: message.windowMs ?? 1000,
      retryAfter: message.retryAfter ?? false,
      seed: message.seed ?? 1
    }
    stats = { requests: 0, tooMany: 0, stormedCalls: 0, byMethod: {} }
    blocked = new Map()
    drawn = new Set()
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
  process.send?.({
    ready: true,
    url: `http://127.0.0.1:${port}`,
    pageBytes: pageBody.length,
    sourceBytes: sourceBody.length
  })
})
