/**
 * The HTTP side of the emulator: a `node:http` server on loopback that runs
 * each request through route → token → organization → faults → query and body
 * validation → handler, inside a store transaction so that a rejected request
 * changes nothing. It tracks its sockets and timers so that closing it leaves
 * no handle open.
 *
 * @module
 */
import * as Result from "effect/Result"
import { createHmac, randomBytes } from "node:crypto"
import * as http from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { decodeBody, isJsonBody } from "./body.ts"
import { answerCors } from "./cors.ts"
import { completeAnswer, exampleForStatus } from "./example.ts"
import type { Faults } from "./faults.ts"
import { organizationOf, type RouteMatch, type RouteTable } from "./routing.ts"
import { authorize, checkToken, type Tokens } from "./security.ts"
import type { Store } from "./store.ts"
import {
  type EmulatorRequest,
  fail,
  type Generic,
  type Handler,
  PlatformFailure,
  type Principal,
  type Reply,
  type World
} from "./types.ts"
import { type DescribedOperation, describedOperation, missingParameter, requestProblems } from "./validate.ts"
import { isPaused } from "./workflows/admin.ts"
import { type Download, uploadedFiles } from "./workflows/common.ts"

/**
 * Counters of what the emulator answered.
 *
 * @since 0.1.0
 * @category models
 */
export interface EmulatorStats {
  /** Requests received (retries included). */
  readonly requests: number
  /** Answers by status code. */
  readonly byStatus: Readonly<Record<string, number>>
  /** Requests by declared call name. */
  readonly calls: Readonly<Record<string, number>>
  /** 429 answers sent by the rate-limiting rules (each one is a retry for the client). */
  readonly rateLimited: number
  /** 5xx answers sent by the fault rules. */
  readonly serverErrors: number
  /** Connections dropped by the fault rules. */
  readonly dropped: number
  /** Requests delayed by latency rules. */
  readonly delayed: number
}

/**
 * One request as the emulator saw it (CORS preflights are not logged). Texts longer than 4,096
 * characters (path, query, headers) are kept cut, ending with `…[truncated: N characters in all]`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LoggedRequest {
  readonly method: string
  readonly path: string
  /** The raw query string without `?`; `""` when absent. */
  readonly query: string
  /** The `Authorization` header as sent, if any. */
  readonly authorization: string | undefined
  /** The `Origin` header (sent by browsers across origins), if any. */
  readonly origin: string | undefined
  /** The declared call, when the route is known; `undefined` for a `HEAD`, which reads a GET's answer, no call. */
  readonly call: string | undefined
  /** The status answered; 0 when the connection was dropped. */
  readonly status: number
  /**
   * The JSON body answered (parsed again from what was sent), when the emulator records answers
   * (`recordAnswers`); `undefined` for an empty or non-JSON answer and for a `HEAD`. An answer whose JSON
   * text is longer than 65,536 characters is kept as that text, cut, ending with
   * `…[truncated: N characters in all]`.
   */
  readonly answer?: unknown
}

/** What the server needs. */
export interface ServerConfig {
  readonly hostname: string
  readonly port: number
  readonly routes: RouteTable
  readonly generic: Generic
  readonly handlers: ReadonlyMap<string, Handler>
  readonly downloads: ReadonlyMap<string, Download>
  readonly tokens: Tokens
  readonly faults: Faults
  readonly store: Store
  readonly stepMs: () => number
  readonly now: () => number
  /** Keep each JSON answer in the request log. */
  readonly recordAnswers: boolean
}

/** A listening server. */
export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly stats: () => EmulatorStats
  readonly resetStats: () => void
  readonly log: () => ReadonlyArray<LoggedRequest>
  readonly close: () => Promise<void>
}

interface Counters {
  requests: number
  byStatus: Record<string, number>
  calls: Record<string, number>
  rateLimited: number
  serverErrors: number
  dropped: number
  delayed: number
}

const emptyCounters = (): Counters => ({
  requests: 0,
  byStatus: {},
  calls: {},
  rateLimited: 0,
  serverErrors: 0,
  dropped: 0,
  delayed: 0
})

/**
 * The most requests the log keeps, the latest ones: a test may read a whole run's requests at once (the
 * wire suite checks over 1,200 answers from one log), so the size budget below, not a small count, bounds it.
 */
export const LOG_LIMIT = 10_000

/** The longest path, query or header a log entry keeps (a request line alone may be 16 KB), in characters. */
export const LOG_TEXT_LIMIT = 4 * 1024

/**
 * The longest recorded answer a log entry keeps whole, as the characters of its JSON text: well above the
 * platform's described answers (30 KB at most in the wire suite), far below a list of thousands of records.
 */
export const LOG_ANSWER_LIMIT = 64 * 1024

/**
 * The characters the whole log keeps, all its entries' texts and answers together; past it the oldest
 * entries go, so that a long run with `recordAnswers` holds tens of megabytes at most, not gigabytes.
 */
export const LOG_BUDGET = 16 * 1024 * 1024

/** A text cut to `limit` characters (never within a surrogate pair), with a marker saying how long it was. */
const cut = (text: string, limit: number): string => {
  if (text.length <= limit) return text
  const end = /[\uD800-\uDBFF]/.test(text.charAt(limit - 1)) ? limit - 1 : limit
  return `${text.slice(0, end)}…[truncated: ${text.length} characters in all]`
}

const cutOptional = (text: string | undefined): string | undefined =>
  text === undefined ? undefined : cut(text, LOG_TEXT_LIMIT)

/**
 * The largest request body read: a larger one is answered 413 without being kept, so that a huge or
 * endless body cannot exhaust the host's memory (the calls the emulator serves carry JSON, forms and
 * small files).
 */
export const MAX_BODY_BYTES = 64 * 1024 * 1024

/** How long the rest of a refused body is read and dropped before its connection is closed. */
const LINGER_MS = 2_000

/** What `node:http` refuses before a request exists (malformed request line or headers), in the platform's shape. */
const clientErrorAnswer = (code: string | undefined): string => {
  const [status, reason, errorCode, message] = code === "HPE_HEADER_OVERFLOW"
    ? [431, "Request Header Fields Too Large", "REQUEST_HEADER_FIELDS_TOO_LARGE", "The request headers are too large."]
    : code === "ERR_HTTP_REQUEST_TIMEOUT"
    ? [408, "Request Timeout", "REQUEST_TIMEOUT", "The request was not received in time."]
    : [400, "Bad Request", "BAD_REQUEST", "The request is not valid HTTP."]
  const body = JSON.stringify({ errorCode, message })
  return `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${
    Buffer.byteLength(body)
  }\r\nconnection: close\r\n\r\n${body}`
}

/**
 * The calls a paused organization still answers: reading it and its status, and resuming it (pausing
 * it again answers the usual 409). Everything else on it is refused, as the Search API refuses a
 * paused organization's queries (its description: 503, `ORGANIZATION_PAUSED`).
 */
const pausedOrganizationCalls: ReadonlySet<string> = new Set([
  "GET /rest/organizations/{organizationId}",
  "GET /rest/organizations/{organizationId}/status",
  "POST /rest/organizations/{organizationId}/pause",
  "POST /rest/organizations/{organizationId}/resume"
])

/**
 * A success answer in the status the description gives the operation: a handler's generic 200, 201 or
 * 204 becomes the described one, the body dropped when the description has none, and the smallest
 * valid body given when it has one and the handler answered none.
 */
const conform = (reply: Reply, operation: DescribedOperation, now: number): Reply => {
  const responses = operation.responses
  if (responses === undefined || reply.status < 200 || reply.status > 299 || String(reply.status) in responses) {
    return reply
  }
  const hasBody = reply.status !== 204 && (reply.body !== undefined || reply.raw !== undefined)
  const statuses = Object.keys(responses)
  const target = statuses.find((s) => (responses[s] !== null) === hasBody) ?? statuses[0]
  if (target === undefined) return reply
  const status = Number(target)
  const headers = reply.headers === undefined ? {} : { headers: reply.headers }
  if (responses[target] === null) return { status, ...headers }
  if (hasBody) return { ...reply, status }
  return { status, body: exampleForStatus(operation, status, now), ...headers }
}

const nameOf = (match: RouteMatch) => match.route.defs.map((d) => d.name).join("|")

// The body as a client reads it: a copy through JSON, so that later changes to the state do not show; with
// the length of its JSON text, which the log's budget counts.
const answerOf = (reply: Reply): { readonly answer: unknown; readonly chars: number } | undefined => {
  if (reply.status === 204) return undefined
  const text: string | undefined = reply.raw === undefined
    ? reply.body === undefined ? undefined : JSON.stringify(reply.body)
    : typeof reply.raw === "string" && /json/.test(reply.contentType ?? "")
    ? reply.raw
    : undefined
  if (text === undefined) return undefined
  if (text.length > LOG_ANSWER_LIMIT) {
    const answer = cut(text, LOG_ANSWER_LIMIT)
    return { answer, chars: answer.length }
  }
  try {
    return { answer: JSON.parse(text), chars: text.length }
  } catch {
    return undefined
  }
}

// What an entry counts against the log's budget: its texts and its answer.
const charsOf = (entry: LoggedRequest, answerChars: number): number =>
  entry.method.length + entry.path.length + entry.query.length + (entry.authorization?.length ?? 0) +
  (entry.origin?.length ?? 0) + (entry.call?.length ?? 0) + answerChars

/** Starts the server; resolves once it listens. */
export const listen = async (config: ServerConfig): Promise<RunningServer> => {
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const secret = randomBytes(16)
  const sign = (value: string) => createHmac("sha256", secret).update(value).digest("base64url")
  let counters = emptyCounters()
  const log: Array<LoggedRequest> = []
  // The budget each entry of `log` counts, at the same index, and their sum.
  const logChars: Array<number> = []
  let loggedChars = 0
  let sequence = 0
  let baseUrl = ""
  let closing = false

  const world: World = { store: config.store, generic: config.generic, stepMs: config.stepMs, sign }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t)
        resolve()
      }, ms)
      timers.add(t)
    })

  const record = (req: http.IncomingMessage, url: URL, call: string | undefined, status: number, reply?: Reply) => {
    counters.byStatus[String(status)] = (counters.byStatus[String(status)] ?? 0) + 1
    const answered = config.recordAnswers && reply !== undefined ? answerOf(reply) : undefined
    const entry: LoggedRequest = {
      method: req.method ?? "GET",
      path: cut(url.pathname, LOG_TEXT_LIMIT),
      query: cut(url.search.slice(1), LOG_TEXT_LIMIT),
      authorization: cutOptional(req.headers.authorization),
      origin: cutOptional(req.headers.origin),
      call,
      status,
      ...(config.recordAnswers && reply !== undefined ? { answer: answered?.answer } : {})
    }
    const chars = charsOf(entry, answered?.chars ?? 0)
    log.push(entry)
    logChars.push(chars)
    loggedChars += chars
    // The newest entry always stays: each one is bounded by the limits above, far below the budget.
    while (log.length > LOG_LIMIT || (loggedChars > LOG_BUDGET && log.length > 1)) {
      log.shift()
      loggedChars -= logChars.shift()!
    }
  }

  // A HEAD (`head`) gets the GET's headers and, since it has no chunks to count, the length of the body its
  // GET would carry (RFC 9110, 9.3.2), which is all a HEAD is for; a GET keeps its chunked answer.
  const send = (res: http.ServerResponse, reply: Reply, requestId: string, head = false) => {
    const headers: Record<string, string> = { "x-request-id": requestId, ...reply.headers }
    if (reply.status === 204 || (reply.body === undefined && reply.raw === undefined)) {
      if (head && reply.status !== 204) headers["content-length"] = "0"
      res.writeHead(reply.status, headers)
      res.end()
      return
    }
    const payload = reply.raw ?? JSON.stringify(reply.body)
    headers["content-type"] = reply.raw === undefined
      ? "application/json"
      : reply.contentType ?? "application/octet-stream"
    if (head) {
      headers["content-length"] = String(Buffer.byteLength(payload))
      res.writeHead(reply.status, headers)
      res.end()
      return
    }
    res.writeHead(reply.status, headers)
    res.end(payload)
  }

  const failureReply = (e: unknown): Reply => {
    if (e instanceof PlatformFailure) {
      return { status: e.status, body: { errorCode: e.errorCode, message: e.message }, headers: e.headers }
    }
    return { status: 500, body: { errorCode: "INTERNAL_ERROR", message: e instanceof Error ? e.message : String(e) } }
  }

  // Runs a handler in a transaction: any rejection undoes what it changed, and so does a HEAD (`undo`),
  // which answers as its GET would while changing nothing.
  const transact = (run: () => Reply, undo = false): Reply => {
    config.store.begin()
    try {
      const reply = run()
      if (undo) config.store.rollback()
      else config.store.commit()
      return reply
    } catch (e) {
      config.store.rollback()
      throw e
    }
  }

  const download = (url: URL): Reply => {
    const kind = url.pathname.slice("/emulator/downloads/".length)
    const key = url.searchParams.get("key") ?? ""
    const id = url.searchParams.get("id") ?? ""
    const serve = config.downloads.get(kind)
    if (serve === undefined || url.searchParams.get("signature") !== sign(`${kind}|${key}|${id}`)) {
      return fail(403, "INVALID_SIGNATURE", "The download link is invalid.")
    }
    return serve(world, key, id) ?? fail(404, "RESOURCE_NOT_FOUND", "The file no longer exists.")
  }

  // A file container's upload URL: no bearer token (a presigned URL carries its own right), an id it made.
  const upload = (id: string, contentType: string | undefined, bytes: Buffer): Reply => {
    if (!config.store.has(uploadedFiles, id)) {
      return fail(404, "RESOURCE_NOT_FOUND", `No file container ${JSON.stringify(id)} was made.`)
    }
    config.store.put(uploadedFiles, id, { id, size: bytes.length, contentType: contentType ?? "" })
    return { status: 200, raw: "", contentType: "text/plain" }
  }

  // The request target as a URL; `undefined` for one that is none (`GET http://[x HTTP/1.1`).
  const urlOf = (req: http.IncomingMessage): URL | undefined => {
    try {
      return new URL(req.url ?? "/", baseUrl)
    } catch {
      return undefined
    }
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, bytes: Buffer): Promise<void> => {
    const requestId = `emulator-${++sequence}`
    const method = req.method ?? "GET"
    // A HEAD is its GET, answered without a body. It is a request (counted, logged) but not a call: the fault
    // rules only preview it and the per-call counts leave it out, so that a probe (a health check, `curl -I`)
    // does not change what the calls under test get.
    const head = method === "HEAD"
    const routedMethod = head ? "GET" : method
    const parsed = urlOf(req)
    const url = parsed ?? new URL("/", baseUrl)
    const path = url.pathname
    counters.requests++
    let call: string | undefined
    let reply: Reply
    try {
      if (parsed === undefined) {
        reply = fail(400, "INVALID_PATH", `The request target ${JSON.stringify(req.url)} is not a valid URL.`)
      } else if (path.startsWith("/emulator/downloads/") && routedMethod === "GET") {
        reply = transact(() => download(url), head)
      } else if (path.startsWith("/emulator/files/") && method === "PUT") {
        reply = transact(() => upload(path.slice("/emulator/files/".length), req.headers["content-type"], bytes))
      } else {
        const found = config.routes.match(routedMethod, path)
        const match = found._tag === "Found" ? found.match : undefined
        if (match !== undefined && !head) {
          call = nameOf(match)
          counters.calls[call] = (counters.calls[call] ?? 0) + 1
        }
        if (match?.route.template === "/oauth/check_token") {
          const body = await decodeBody(match.route.defs[0], req.headers["content-type"] ?? "", bytes)
          reply = transact(() => checkToken(config.tokens)({ body }, config.store), head)
        } else {
          const principal = config.tokens.authenticate(req.headers.authorization, config.store)
          if (found._tag === "NotFound") fail(404, "NOT_FOUND", `No route for ${method} ${path}.`)
          if (found._tag === "WrongMethod") {
            throw new PlatformFailure(405, "METHOD_NOT_ALLOWED", `${method} is not supported on ${path}.`, {
              allow: found.allowed.join(", ")
            })
          }
          reply = await routed(req, res, match!, url, principal, bytes, head)
        }
      }
    } catch (e) {
      reply = failureReply(e)
    }
    if (res.destroyed) {
      record(req, url, call, 0)
      return
    }
    record(req, url, call, reply.status, head ? undefined : reply)
    send(res, reply, requestId, head)
  }

  const routed = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    match: RouteMatch,
    url: URL,
    principal: Principal,
    bytes: Buffer,
    head: boolean
  ): Promise<Reply> => {
    const { route } = match
    const org = organizationOf(match, url.searchParams)
    authorize(principal, org)
    const decision = head ? config.faults.preview(route) : config.faults.decide(route)
    if (decision.latencyMs > 0) {
      counters.delayed++
      await sleep(decision.latencyMs)
    }
    const fault = decision.fault
    if (fault !== undefined) {
      switch (fault.fault) {
        case "rateLimit":
          counters.rateLimited++
          throw new PlatformFailure(
            429,
            "TOO_MANY_REQUESTS",
            "Too many requests: slow down and retry later.",
            fault.retryAfterSeconds === undefined ? {} : { "retry-after": String(fault.retryAfterSeconds) }
          )
        case "serverError":
          counters.serverErrors++
          throw new PlatformFailure(
            fault.status ?? 503,
            "SERVICE_UNAVAILABLE",
            "The service is temporarily unavailable."
          )
        case "drop":
          counters.dropped++
          res.destroy()
          req.socket.destroy()
          return { status: 0 }
      }
    }
    // A query or header parameter the platform's description requires is answered as missing, whether or
    // not the declaration's query Schema requires it too (its decoder would call it invalid).
    const described = describedOperation(route.method, route.template)
    const missing = described === undefined ? undefined : missingParameter(described, url.searchParams, req.headers)
    if (missing !== undefined) {
      const where = missing.in === "query" ? "query parameter" : "header"
      fail(400, "MISSING_PARAMETER", `The '${missing.name}' ${where} is required.`)
    }
    const query = route.decodeQuery(url.searchParams)
    if (Result.isFailure(query)) return fail(400, "INVALID_PARAMETER", `Invalid query: ${query.failure}`)
    if (route.orgQuery !== undefined && org === undefined) {
      fail(400, "MISSING_ORGANIZATION", `The '${route.orgQuery}' query parameter is required.`)
    }
    const contentType = req.headers["content-type"] ?? ""
    const body = await decodeBody(route.defs[0], contentType, bytes)
    if (org !== undefined && !config.store.has("/rest/organizations", org)) {
      config.generic.notFound("/rest/organizations", org)
    }
    const now = config.now()
    if (org !== undefined && !pausedOrganizationCalls.has(`${route.method} ${route.template}`)) {
      const record = config.store.get("/rest/organizations", org)
      if (record !== undefined && isPaused(record, now, config.stepMs())) {
        fail(503, "ORGANIZATION_PAUSED", `The organization '${org}' is paused: resume it to use it.`)
      }
    }
    // A JSON body the platform's description refuses is refused here, before any handler changes the state.
    if (described !== undefined && body !== undefined && isJsonBody(route.defs[0], contentType)) {
      const problems = requestProblems(described, body)
      if (problems.length > 0) fail(400, "INVALID_PARAMETER", `Invalid body: ${problems.join("; ")}`)
    }
    const request: EmulatorRequest = {
      method: route.method,
      template: route.template,
      defs: route.defs,
      params: match.params,
      query: query.success,
      body,
      org,
      scope: route.orgQuery === undefined ? undefined : org,
      principal,
      now,
      baseUrl
    }
    const handler = config.handlers.get(`${route.method} ${route.template}`)
    let generic = false
    const reply = transact(() => {
      config.generic.checkParents(request, world)
      const own = handler?.(request, world)
      if (own !== undefined) return own
      generic = true
      return config.generic.handle(request, world)
    }, head)
    if (described === undefined) return reply
    const conformed = conform(reply, described, now)
    // The generic behaviour's answer carries everything its description requires, each missing property at its
    // smallest (a search answers its counts and empty lists); a workflow's answer is its own.
    return generic && conformed.raw === undefined && conformed.body !== undefined
      ? { ...conformed, body: completeAnswer(described, conformed.status, conformed.body, now) }
      : conformed
  }

  const server = http.createServer((req, res) => {
    // Browsers ask first; answer like a CORS-enabled API (preflights are not logged).
    if (answerCors(req, res)) return
    const chunks: Array<Buffer> = []
    let size = 0
    let refused = false
    // A body over the limit is answered 413 at once (before it is read when its length is declared) and not kept.
    const refuse = () => {
      refused = true
      chunks.length = 0
      counters.requests++
      const reply = failureReply(
        new PlatformFailure(413, "REQUEST_ENTITY_TOO_LARGE", `The request body exceeds ${MAX_BODY_BYTES} bytes.`)
      )
      record(req, urlOf(req) ?? new URL("/", baseUrl), undefined, 413, reply)
      // A lingering close: the answer is followed by the end of the connection, while what the client still
      // sends is read and dropped for a while (closing at once could reset the connection before the client
      // reads the answer).
      res.once("finish", () => {
        const socket = req.socket
        socket.end()
        const t = setTimeout(() => {
          timers.delete(t)
          socket.destroy()
        }, LINGER_MS)
        timers.add(t)
        socket.once("close", () => {
          clearTimeout(t)
          timers.delete(t)
        })
      })
      send(res, reply, `emulator-${++sequence}`)
    }
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return refuse()
    req.on("data", (c: Buffer) => {
      if (refused) return
      size += c.length
      if (size > MAX_BODY_BYTES) return refuse()
      chunks.push(c)
    })
    req.on("end", () => {
      if (closing || refused) return
      handle(req, res, Buffer.concat(chunks)).catch((e: unknown) => {
        if (!res.headersSent && !res.destroyed) send(res, failureReply(e), "emulator-error")
      })
    })
  })
  // What `node:http` refuses before a request exists gets the platform's JSON error shape too.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    const pending = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage
    if (error.code !== "ECONNRESET" && socket.writable && (pending == null || !pending.headersSent)) {
      socket.write(clientErrorAnswer(error.code))
    }
    socket.destroy()
  })
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, config.hostname, () => {
      server.off("error", reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  baseUrl = `http://${config.hostname}:${port}`

  let closed: Promise<void> | undefined
  return {
    url: baseUrl,
    port,
    stats: () => structuredClone(counters),
    resetStats: () => {
      counters = emptyCounters()
      log.length = 0
      logChars.length = 0
      loggedChars = 0
    },
    log: () => [...log],
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        closing = true
        for (const t of timers) clearTimeout(t)
        timers.clear()
        server.close(() => resolve())
        server.closeAllConnections()
        for (const s of sockets) s.destroy()
      })
      return closed
    }
  }
}
