/**
 * The conformance table: what a hostile server does, how the client is set
 * up, and what the call must end with. `conformance.test.ts` runs every case
 * on each transport and through both APIs; beyond each case's own
 * expectations the runner checks, every time, that no rendering of the
 * outcome holds the token, that the server's sockets are idle or closed
 * within 1 s of the call and all closed within 1 s of disposal, and that no
 * uncaught exception or unhandled rejection happened.
 */
import type * as Effect from "effect/Effect"
import * as zlib from "node:zlib"
import { expect } from "vitest"
import type { CoveoClient } from "../../src/Http/PlatformClient.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import type { PromisePlatformClient } from "../../src/promise/index.ts"
import { type Api, type Expected, type HostileOptions, TOKEN, unicodeEscaped } from "./harness.ts"
import type { Conn, RawRequest, RawServer } from "./server.ts"

// ---------------------------------------------------------------------------------------------
// The shape of a case

/** The servers of a case: `main` is the client's host, `other` a second origin (another port). */
export interface Env {
  readonly main: RawServer
  readonly other: RawServer
  /**
   * The transport's connections belong to a pool the client does not own (fetch on Node uses the
   * process-wide one), so dispose cannot close them: they must be idle, and close on the pool's own schedule.
   */
  readonly sharedPool?: boolean
}

/** What a server does with each request. */
export type Behaviour = (request: RawRequest, conn: Conn, env: Env) => void | Promise<void>

/** A call, as each API makes it. */
export interface Call {
  readonly label: string
  readonly effect: () => Effect.Effect<unknown, unknown, CoveoClient>
  readonly promise: (client: PromisePlatformClient) => Promise<unknown>
}

/** When an action happens: once the main server has seen `requests` requests (plus `plusMs`), or after `afterMs`. */
export type Trigger = { readonly requests: number; readonly plusMs?: number } | { readonly afterMs: number }

/** Something done to a call in flight. */
export type Action =
  /** `client.abortGetRequests()` / `abortGetRequests`. */
  | { readonly kind: "abort"; readonly when: Trigger }
  /** `Fiber.interrupt` (Effect API only). */
  | { readonly kind: "interrupt"; readonly when: Trigger }
  /** `await client.dispose()` while the call runs (promise API only). */
  | { readonly kind: "dispose"; readonly when: Trigger }
  /** `await client.dispose()` before the call (promise API only). */
  | { readonly kind: "disposeFirst" }

export interface Case {
  readonly group: string
  readonly name: string
  readonly server: Behaviour
  /** The second origin's behaviour; it answers 200 `{ "id": "other" }` by default. */
  readonly other?: Behaviour
  /** Client options over the defaults (org, token, hosts, transport, and `defaultOptions`). */
  readonly options?: (env: Env) => Partial<HostileOptions>
  /** Default `Sources.get("s1")`. */
  readonly call?: Call
  readonly action?: Action
  /** When the failure must happen: building the client, running the call, or either. Default `call`. */
  readonly phase?: "construct" | "call" | "either"
  /** Restrict to one API. */
  readonly apis?: ReadonlyArray<Api>
  /** One of these. */
  readonly expect: Expected | ReadonlyArray<Expected>
  /** Upper bound of the call's duration in ms (default 5,000). */
  readonly within?: number
  /** Lower bound of the call's duration in ms. */
  readonly atLeast?: number
  /** Upper bound from the action to the end of the call (default 1,000 when there is an action). */
  readonly releaseWithin?: number
  /** Exactly this many requests reach the main server during the call. */
  readonly requests?: number
  /** A second call on the same client once the first has ended. */
  readonly then?: { readonly call?: Call; readonly expect: Expected; readonly within?: number }
  /** More assertions on what the servers saw. */
  readonly verify?: (env: Env) => void
}

/** Applied under every case's own options: short back-off, bounded attempts. */
export const defaultOptions: HostileOptions = {
  organizationId: "my-org",
  accessToken: TOKEN,
  retry: { attempts: 2, initialDelay: "5 millis" },
  timeout: "3 seconds"
}

// ---------------------------------------------------------------------------------------------
// Calls

export const calls = {
  get: (id: string = "s1"): Call => ({
    label: `get(${JSON.stringify(id)})`,
    effect: () => Sources.get(id),
    promise: (client) => client.source.get(id)
  }),
  rebuild: (id: string = "s1"): Call => ({
    label: `rebuild(${JSON.stringify(id)})`,
    effect: () => Sources.rebuild(id),
    promise: (client) => client.source.rebuild(id)
  }),
  update: (id: string = "s1"): Call => ({
    label: `update(${JSON.stringify(id)})`,
    effect: () => Sources.update(id, { name: "n" } as never),
    promise: (client) => client.source.update(id, { name: "n" } as never)
  }),
  list: (params: unknown): Call => ({
    label: `list(${String(params)})`,
    effect: () => Sources.list(params as never),
    promise: (client) => client.source.list(params as never)
  }),
  /** An argument of the wrong type, as untyped callers pass them. */
  getUntyped: (id: unknown): Call => ({
    label: `get(${String(id)})`,
    effect: () => Sources.get(id as never),
    promise: (client) => client.source.get(id as never)
  })
}

// ---------------------------------------------------------------------------------------------
// Server behaviours

const jsonHeaders = [["content-type", "application/json"]] as const

/** Answers JSON. */
const json =
  (status: number, body: unknown, headers: ReadonlyArray<readonly [string, string]> = []): Behaviour => (_r, conn) =>
    conn.respond({
      status,
      headers: [...jsonHeaders, ...headers],
      body: typeof body === "string" ? body : JSON.stringify(body)
    })

const ok = (value: unknown = { id: "s1" }): Behaviour => json(200, value)

/** The n-th request (server-wide, from 0) gets the n-th behaviour; later ones the last. */
const nth = (...behaviours: ReadonlyArray<Behaviour>): Behaviour => (req, conn, env) =>
  behaviours[Math.min(req.index, behaviours.length - 1)]!(req, conn, env)

const redirect = (status: number, location: string | ((env: Env) => string)): Behaviour => (_r, conn, env) =>
  conn.respond({ status, headers: [["location", typeof location === "string" ? location : location(env)]], body: "" })

/** Writes raw bytes, then leaves the socket to the client (the answer is not "done"). */
const raw = (bytes: string | Buffer, then: "open" | "end" | "reset" = "open"): Behaviour => async (_r, conn) => {
  await conn.write(bytes)
  if (then === "end") conn.end()
  if (then === "reset") setImmediate(() => conn.reset())
}

/** Writes raw bytes that form a complete, well-framed answer. */
const rawComplete = (bytes: string | Buffer): Behaviour => async (_r, conn) => {
  if (await conn.write(bytes)) conn.done()
}

/** Answers after `ms` unless the client went away first. */
const slow = (ms: number, then: Behaviour = ok()): Behaviour => async (req, conn, env) => {
  if (await conn.sleep(ms)) await then(req, conn, env)
}

const CHUNK = Buffer.alloc(64 * 1024, "a")

/** A 200 (or other status) whose body never ends. */
const endless = (
  framing: "close" | "chunked" | { readonly contentLength: number },
  status = 200,
  options: { readonly intervalMs?: number; readonly chunk?: Buffer } = {}
): Behaviour =>
async (_r, conn) => {
  const chunk = options.chunk ?? CHUNK
  let head = `HTTP/1.1 ${status} Whatever\r\ncontent-type: application/json\r\n`
  if (framing === "chunked") head += "transfer-encoding: chunked\r\n"
  else if (framing !== "close") head += `content-length: ${framing.contentLength}\r\n`
  await conn.write(head + "\r\n")
  const piece = framing === "chunked"
    ? Buffer.concat([Buffer.from(`${chunk.byteLength.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
    : chunk
  await conn.stream(piece, options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs })
}

/** A JSON text of exactly `n` bytes (n = 0: empty, n < 12: digits). */
export const jsonOfSize = (n: number): string => {
  if (n === 0) return ""
  if (n < 12) return "7".repeat(n)
  const shell = `{"pad":""}`
  return `{"pad":"${"a".repeat(n - shell.length)}"}`
}
const expectedOfSize = (n: number): unknown =>
  n === 0 ? undefined : n < 12 ? Number("7".repeat(n)) : { pad: "a".repeat(n - 10) }

/** A body of exactly `n` bytes, with content-length, chunked, or delimited by the connection's close. */
const sized = (n: number, framing: "length" | "chunked" | "close" = "length"): Behaviour => async (_r, conn) => {
  const body = Buffer.from(jsonOfSize(n))
  if (framing === "length") return conn.respond({ headers: jsonHeaders, body })
  if (framing === "close") {
    await conn.write(Buffer.concat([Buffer.from("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\r\n"), body]))
    conn.end()
    return
  }
  const chunks: Array<Buffer> = [
    Buffer.from("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n")
  ]
  for (let at = 0; at < body.byteLength; at += 16 * 1024) {
    const part = body.subarray(at, at + 16 * 1024)
    chunks.push(Buffer.from(`${part.byteLength.toString(16)}\r\n`), part, Buffer.from("\r\n"))
  }
  chunks.push(Buffer.from("0\r\n\r\n"))
  if (await conn.write(Buffer.concat(chunks))) conn.done()
}

const gzipped = { id: "gz", name: "é—ü 😀", nested: { list: [1, 2, 3], flag: true, nothing: null } }
let bomb: Buffer | undefined
/** 48 MiB of spaces inside a JSON string, gzipped (about 48 KB). */
const gzipBomb = () => (bomb ??= zlib.gzipSync(
  Buffer.concat([Buffer.from(`{"pad":"`), Buffer.alloc(48 * 1024 * 1024, " "), Buffer.from(`"}`)])
))

// ---------------------------------------------------------------------------------------------
// Expectations

const success = (value?: unknown): Expected => value === undefined ? { tag: "success" } : { tag: "success", value }
const http = (status: number): Expected => ({ tag: "HttpError", status })
const network: Expected = { tag: "NetworkError" }
const malformed: Expected = { tag: "MalformedResponse", status: 200 }
const attemptTimeout: Expected = { tag: "Timeout", scope: "attempt" }
const callTimeout: Expected = { tag: "Timeout", scope: "call" }
const tooLarge = (limitBytes: number, status = 200): Expected => ({ tag: "ResponseTooLarge", status, limitBytes })
const invalidInput: Expected = { tag: "InvalidInput" }
const aborted: Expected = { tag: "Aborted" }
const disposed: Expected = { tag: "ClientDisposed", message: /disposed/i }

const authOf = (r: RawRequest | undefined) => r?.headers.authorization
const gap = (env: Env, a = 0, b = 1) => env.main.requests[b]!.at - env.main.requests[a]!.at

// ---------------------------------------------------------------------------------------------
// 1. Redirects

const redirects: Array<Case> = [
  ...[301, 302, 303, 307, 308].map((status): Case => ({
    group: "redirect",
    name: `${status} with a same-origin Location is followed and keeps the authorization`,
    server: nth(redirect(status, "/moved/here"), ok({ id: "moved" })),
    expect: success({ id: "moved" }),
    requests: 2,
    verify: ({ main }) => {
      expect(main.requests[1]!.path).toBe("/moved/here")
      expect(authOf(main.requests[1])).toBe(`Bearer ${TOKEN}`)
    }
  })),
  {
    group: "redirect",
    name: "302 to another origin (second loopback port) is followed without the authorization",
    server: redirect(302, ({ other }) => `${other.url}/elsewhere`),
    other: ok({ id: "other" }),
    expect: success({ id: "other" }),
    requests: 1,
    verify: ({ other }) => {
      expect(other.requests).toHaveLength(1)
      expect(other.requests[0]!.path).toBe("/elsewhere")
      expect(authOf(other.requests[0])).toBeUndefined()
      expect(JSON.stringify(other.requests[0]!.headers)).not.toContain(TOKEN)
    }
  },
  {
    group: "redirect",
    // A body may hold secrets (the token check's holds the token): it does not go again to another origin.
    name: "307 on a POST to another origin is not followed: the body stays at its origin",
    call: calls.rebuild(),
    server: redirect(307, ({ other }) => `${other.url}/elsewhere`),
    other: ok({ id: "other" }),
    expect: network,
    verify: ({ other }) => expect(other.requests).toEqual([])
  },
  {
    group: "redirect",
    name: "307 on a GET to another origin is followed, without the authorization",
    server: redirect(307, ({ other }) => `${other.url}/elsewhere`),
    other: ok({ id: "other" }),
    expect: success({ id: "other" }),
    verify: ({ other }) => {
      expect(other.requests[0]!.method).toBe("GET")
      expect(authOf(other.requests[0])).toBeUndefined()
    }
  },
  {
    group: "redirect",
    name: "303 on a POST is followed as a GET",
    call: calls.rebuild(),
    server: nth(redirect(303, "/see/other"), ok({ id: "seen" })),
    expect: success({ id: "seen" }),
    verify: ({ main }) => expect(main.requests[1]!.method).toBe("GET")
  },
  {
    group: "redirect",
    name: "20 hops are followed",
    server: (req, conn, env) =>
      req.index < 20 ? redirect(302, `/hop/${req.index + 1}`)(req, conn, env) : ok({ id: "far" })(req, conn, env),
    expect: success({ id: "far" }),
    requests: 21
  },
  {
    group: "redirect",
    name: "a 21st hop ends as NetworkError",
    server: (req, conn, env) =>
      req.index < 21 ? redirect(302, `/hop/${req.index + 1}`)(req, conn, env) : ok({ id: "too far" })(req, conn, env),
    expect: network,
    verify: ({ main }) => expect(main.requests.length).toBeLessThanOrEqual(21)
  },
  {
    group: "redirect",
    name: "a redirect loop (302 to itself) ends as NetworkError",
    server: redirect(302, ({ main }) => `${main.url}/rest/organizations/my-org/sources/s1`),
    expect: network,
    verify: ({ main }) => expect(main.requests.length).toBeLessThanOrEqual(21)
  },
  {
    group: "redirect",
    name: "an empty Location (a self-loop) ends as NetworkError",
    server: redirect(302, ""),
    expect: network,
    verify: ({ main }) => expect(main.requests.length).toBeLessThanOrEqual(21)
  },
  ...[
    "http://[",
    "http://127.0.0.1:99999/",
    "//",
    "ftp://x/",
    "file:///etc/passwd",
    "data:,x",
    "javascript:alert(1)",
    "mailto:a@b"
  ].map((location): Case => ({
    group: "redirect",
    name: `302 to ${JSON.stringify(location)} ends as NetworkError`,
    server: redirect(302, location),
    expect: network,
    requests: 1
  })),
  {
    group: "redirect",
    name: "302 without Location is an HttpError 302",
    server: json(302, { message: "moved, somewhere" }),
    expect: http(302),
    requests: 1
  },
  {
    group: "redirect",
    name: "300 with a Location is not followed: HttpError 300",
    server: redirect(300, "/choice"),
    expect: http(300),
    requests: 1
  },
  {
    group: "redirect",
    name: "304 with a Location is not followed: HttpError 304",
    server: (_r, conn) => conn.respond({ status: 304, headers: [["location", "/cached"]], contentLength: false }),
    expect: http(304),
    requests: 1
  },
  {
    group: "redirect",
    name: "a 302 whose body never ends is followed promptly and its connection closed",
    server: (req, conn, env) =>
      req.index === 0
        ? (async () => {
          await conn.write("HTTP/1.1 302 Found\r\nlocation: /after\r\ncontent-type: text/plain\r\n\r\n")
          await conn.stream(CHUNK)
        })()
        : ok({ id: "after" })(req, conn, env),
    expect: success({ id: "after" }),
    within: 2000,
    verify: ({ main }) => {
      // The runner already waits for every busy socket to close; the endless one must be among the closed.
      const first = main.sockets.find((s) => s.id === main.requests[0]!.connection)!
      expect(first.closedAt, "the endless redirect's connection is still open").toBeDefined()
    }
  }
]

// ---------------------------------------------------------------------------------------------
// 2. Malformed answers

const LIMIT = 64 * 1024
const MiB = 1024 * 1024

const malformedAnswers: Array<Case> = [
  {
    group: "malformed",
    name: "101 Switching Protocols to a plain GET",
    server: raw("HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n\x81\x05hello"),
    expect: [network, http(101)]
  },
  {
    group: "malformed",
    name: "103 Early Hints (twice) before a 200 are skipped: success",
    server: rawComplete(
      "HTTP/1.1 103 Early Hints\r\nlink: </a.css>; rel=preload\r\n\r\n" +
        "HTTP/1.1 103 Early Hints\r\nlink: </b.css>; rel=preload\r\n\r\n" +
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 13\r\n\r\n{\"id\":\"late\"}"
    ),
    expect: success({ id: "late" })
  },
  {
    // undici (fetch too) refuses an unsolicited 100 ("bad response"); node:http skips it. Either is fine, typed.
    group: "malformed",
    name: "an unsolicited 100 Continue before a 200: success or NetworkError",
    server: rawComplete(
      "HTTP/1.1 100 Continue\r\n\r\n" +
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 13\r\n\r\n{\"id\":\"late\"}"
    ),
    expect: [success({ id: "late" }), network]
  },
  {
    group: "malformed",
    name: "endless 200 body (close-delimited) over maxResponseSize 1 MiB: ResponseTooLarge",
    options: () => ({ maxResponseSize: MiB }),
    server: endless("close"),
    expect: tooLarge(MiB),
    within: 2000
  },
  {
    group: "malformed",
    name: "endless 200 body (chunked) over maxResponseSize 1 MiB: ResponseTooLarge",
    options: () => ({ maxResponseSize: MiB }),
    server: endless("chunked"),
    expect: tooLarge(MiB),
    within: 2000
  },
  {
    group: "malformed",
    name: "content-length of 10 GiB over maxResponseSize 1 MiB: ResponseTooLarge",
    options: () => ({ maxResponseSize: MiB }),
    server: endless({ contentLength: 10 * 1024 * MiB }),
    expect: tooLarge(MiB),
    within: 2000
  },
  {
    group: "malformed",
    name: "endless 500 body over maxResponseSize 1 MiB: ResponseTooLarge with status 500",
    options: () => ({ maxResponseSize: MiB }),
    server: endless("close", 500),
    expect: tooLarge(MiB, 500),
    within: 2000
  },
  {
    group: "malformed",
    name: "default limit 64 MiB: content-length 64 MiB + 1 is ResponseTooLarge",
    server: endless({ contentLength: 64 * MiB + 1 }),
    expect: tooLarge(64 * MiB),
    within: 3000
  },
  {
    group: "malformed",
    name: "gzip bomb (48 KB inflating to 48 MiB) over maxResponseSize 1 MiB: ResponseTooLarge",
    options: () => ({ maxResponseSize: MiB }),
    server: (_r, conn) => conn.respond({ headers: [...jsonHeaders, ["content-encoding", "gzip"]], body: gzipBomb() }),
    expect: tooLarge(MiB),
    within: 3000
  },
  {
    group: "malformed",
    name: "endless trickling body, no size limit set, timeout 500 ms: Timeout (attempt)",
    options: () => ({ timeout: "500 millis" }),
    server: endless("close", 200, { intervalMs: 20, chunk: Buffer.alloc(1024, " ") }),
    expect: attemptTimeout,
    atLeast: 450,
    within: 2000
  },
  {
    group: "malformed",
    name: "headers then silence, timeout 500 ms: Timeout (attempt)",
    options: () => ({ timeout: "500 millis" }),
    server: raw("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{\"id\":"),
    expect: attemptTimeout,
    atLeast: 450,
    within: 2000
  },
  {
    group: "malformed",
    name: "no answer at all, timeout 500 ms: Timeout (attempt)",
    options: () => ({ timeout: "500 millis" }),
    server: () => {},
    expect: attemptTimeout,
    atLeast: 450,
    within: 2000
  },
  {
    group: "malformed",
    name: "body shorter than its content-length, then FIN: NetworkError",
    server: raw(
      `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"id":"${"x".repeat(90)}`,
      "end"
    ),
    expect: network
  },
  {
    group: "malformed",
    name: "connection reset mid-body: NetworkError",
    server: raw(
      `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"id":"${"x".repeat(90)}`,
      "reset"
    ),
    expect: network
  },
  {
    group: "malformed",
    name: "chunked body without its last chunk, then FIN: NetworkError",
    server: raw(
      "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n5\r\n{\"id\"\r\n",
      "end"
    ),
    expect: network
  },
  {
    group: "malformed",
    name: "body delimited by the connection's close is complete: success",
    server: raw("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\r\n{\"id\":\"closed\"}", "end"),
    expect: success({ id: "closed" })
  },
  {
    group: "malformed",
    name: "invalid UTF-8 inside a JSON 200: success or MalformedResponse",
    server: (_r, conn) =>
      conn.respond({
        headers: jsonHeaders,
        body: Buffer.concat([Buffer.from(`{"id":"`), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(`"}`)])
      }),
    expect: [success(), malformed]
  },
  {
    group: "malformed",
    name: "a UTF-8 BOM before the JSON: success, parsed",
    server: (_r, conn) =>
      conn.respond({
        headers: jsonHeaders,
        body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`{"id":"bom"}`)])
      }),
    expect: success({ id: "bom" })
  },
  {
    group: "malformed",
    name: "content-encoding gzip: success, parsed identically",
    server: (_r, conn) =>
      conn.respond({
        headers: [...jsonHeaders, ["content-encoding", "gzip"]],
        body: zlib.gzipSync(JSON.stringify(gzipped))
      }),
    expect: success(gzipped)
  },
  ...([
    ["deflate", zlib.deflateSync],
    ["br", zlib.brotliCompressSync],
    // Codings listed in the order they were applied: undone from the last.
    ["gzip, br", (b: Buffer) => zlib.brotliCompressSync(zlib.gzipSync(b))],
    ["deflate,gzip", (b: Buffer) => zlib.gzipSync(zlib.deflateSync(b))]
  ] as const).map(([coding, encode]): Case => ({
    group: "malformed",
    name: `content-encoding ${coding}: success, parsed identically`,
    server: (_r, conn) =>
      conn.respond({
        headers: [...jsonHeaders, ["content-encoding", coding]],
        body: encode(Buffer.from(JSON.stringify(gzipped)))
      }),
    expect: success(gzipped)
  })),
  // A list with a coding fetch does not decode (`identity` included) is left as it came, as fetch leaves it.
  ...["gzip, snappy", "identity, gzip"].map((coding): Case => ({
    group: "malformed",
    name: `content-encoding ${coding}: left as it came (MalformedResponse)`,
    server: (_r, conn) =>
      conn.respond({
        headers: [...jsonHeaders, ["content-encoding", coding]],
        body: zlib.gzipSync(JSON.stringify(gzipped))
      }),
    expect: malformed
  })),
  {
    group: "malformed",
    // The first decoder (gzip, the last coding applied) fails; the one after it must not wait for more.
    name: "content-encoding br, gzip with a body that is not gzip: NetworkError or MalformedResponse",
    server: (_r, conn) =>
      conn.respond({ headers: [...jsonHeaders, ["content-encoding", "br, gzip"]], body: "{\"id\":\"not gzip\"}" }),
    expect: [network, malformed]
  },
  {
    group: "malformed",
    name: "content-encoding gzip with a body that is not gzip: NetworkError or MalformedResponse",
    server: (_r, conn) =>
      conn.respond({ headers: [...jsonHeaders, ["content-encoding", "gzip"]], body: "{\"id\":\"not gzip\"}" }),
    expect: [network, malformed]
  },
  {
    group: "malformed",
    name: "garbage status line: NetworkError",
    server: raw("HELLO WORLD\r\n\r\n", "end"),
    expect: network
  },
  {
    group: "malformed",
    name: "four-digit status: NetworkError",
    server: raw("HTTP/1.1 2000 OK\r\ncontent-length: 2\r\n\r\n{}", "end"),
    expect: network
  },
  // A status below 100 is no HTTP status: every transport fails the exchange, as fetch does. Three digits above
  // 599 are a status no one knows: every transport answers HttpError with it.
  ...(["000", "099", "600", "999"] as const).map((status): Case => ({
    group: "malformed",
    name: `status ${status}: ${status < "100" ? "NetworkError" : "HttpError"}`,
    server: raw(`HTTP/1.1 ${status} Odd\r\ncontent-length: 2\r\n\r\n{}`, "end"),
    expect: status < "100" ? network : http(Number(status))
  })),
  {
    group: "malformed",
    name: "not JSON in a 200: MalformedResponse",
    server: json(200, "{\"id\": tru"),
    expect: malformed
  },
  ...(["length", "chunked", "close"] as const).map((framing): Case => ({
    group: "malformed",
    name: `a body of maxResponseSize + 1 bytes (${framing}): ResponseTooLarge`,
    options: () => ({ maxResponseSize: LIMIT }),
    server: sized(LIMIT + 1, framing),
    expect: tooLarge(LIMIT)
  })),
  ...[0, 1, 11, 12, 1000, LIMIT - 1, LIMIT].map((n): Case => ({
    group: "malformed",
    name: `a body of ${n} bytes under maxResponseSize ${LIMIT}: success`,
    options: () => ({ maxResponseSize: LIMIT }),
    server: sized(n),
    expect: n === 0 ? success() : success(expectedOfSize(n))
  })),
  {
    group: "malformed",
    name: `a body of exactly maxResponseSize ${LIMIT} bytes, chunked: success`,
    options: () => ({ maxResponseSize: LIMIT }),
    server: sized(LIMIT, "chunked"),
    expect: success(expectedOfSize(LIMIT))
  },
  {
    group: "malformed",
    name: "a 5 MiB body under the default limit: success",
    server: sized(5 * MiB),
    expect: success(expectedOfSize(5 * MiB))
  }
]

// ---------------------------------------------------------------------------------------------
// 3. Retry-After

const retryAfter = (value: string | (() => string)): Behaviour => (req, conn, env) =>
  json(429, { message: "slow down" }, [["retry-after", typeof value === "string" ? value : value()]])(req, conn, env)

const ceiling = { attempts: 3, initialDelay: "5 millis", maxRetryAfter: "1 second" } as const

const retryAfters: Array<Case> = [
  ...([["86400", 86_400_000], ["999999", 999_999_000]] as const).map(([value, millis]): Case => ({
    group: "retry-after",
    name: `429 with Retry-After ${value} over a 1 s ceiling fails at once; the client's next call does not wait`,
    options: () => ({ retry: ceiling }),
    server: nth(retryAfter(value), ok({ id: "next" })),
    expect: { tag: "HttpError", status: 429, retryAfterMillis: millis },
    within: 500,
    requests: 1,
    then: { expect: success({ id: "next" }), within: 500 }
  })),
  {
    group: "retry-after",
    name: "429 with an HTTP-date Retry-After a day ahead over a 1 s ceiling fails at once",
    options: () => ({ retry: ceiling }),
    server: nth(retryAfter(() => new Date(Date.now() + 86_400_000).toUTCString()), ok({ id: "next" })),
    expect: { tag: "HttpError", status: 429, retryAfterMillis: [86_390_000, 86_400_000] },
    within: 500,
    requests: 1,
    then: { expect: success({ id: "next" }), within: 500 }
  },
  ...["0x10", "1e308", "-5", "abc"].map((value): Case => ({
    group: "retry-after",
    name: `Retry-After ${JSON.stringify(value)} is ignored: normal back-off`,
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis" } }),
    server: nth(retryAfter(value), ok({ id: "retried" })),
    expect: success({ id: "retried" }),
    within: 1000,
    requests: 2,
    verify: (env) => expect(gap(env)).toBeLessThan(500)
  })),
  {
    group: "retry-after",
    name: "Retry-After 1 is honoured",
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis" } }),
    server: nth(retryAfter("1"), ok({ id: "waited" })),
    expect: success({ id: "waited" }),
    atLeast: 950,
    within: 3000,
    requests: 2,
    verify: (env) => expect(gap(env)).toBeGreaterThanOrEqual(950)
  }
]

// ---------------------------------------------------------------------------------------------
// Transient retries (502/503/504, connection failures before any byte)

const unavailable = (status: number): Behaviour => json(status, { message: "try later" })

const transient: Array<Case> = [
  {
    group: "transient",
    name: "503 then 200 with retry.transient: success",
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth(unavailable(503), ok({ id: "back" })),
    expect: success({ id: "back" }),
    requests: 2
  },
  {
    group: "transient",
    name: "502, 504 then 200 with retry.transient: success",
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth(unavailable(502), unavailable(504), ok({ id: "back" })),
    expect: success({ id: "back" }),
    requests: 3
  },
  {
    group: "transient",
    name: "503 always with retry.transient, 3 attempts: HttpError 503 after 3 requests",
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: unavailable(503),
    expect: http(503),
    requests: 3
  },
  {
    group: "transient",
    name: "503 without retry.transient is not retried",
    server: nth(unavailable(503), ok()),
    expect: http(503),
    requests: 1
  },
  {
    group: "transient",
    name: "500 with retry.transient is not retried",
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth(unavailable(500), ok()),
    expect: http(500),
    requests: 1
  },
  {
    group: "transient",
    name: "503 on a POST with retry.transient true (GET only) is not retried",
    call: calls.rebuild(),
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth(unavailable(503), ok()),
    expect: http(503),
    requests: 1
  },
  {
    group: "transient",
    name: "503 on a PUT with retry.transient { methods: GET, PUT, DELETE }: retried",
    call: calls.update(),
    options: () => ({
      retry: { attempts: 3, initialDelay: "5 millis", transient: { methods: ["GET", "PUT", "DELETE"] } }
    }),
    server: nth(unavailable(503), ok({ id: "s1" })),
    expect: success({ id: "s1" }),
    requests: 2
  },
  {
    group: "transient",
    name: "503 on a POST with retry.transient { methods: GET, PUT, DELETE }: not retried",
    call: calls.rebuild(),
    options: () => ({
      retry: { attempts: 3, initialDelay: "5 millis", transient: { methods: ["GET", "PUT", "DELETE"] } }
    }),
    server: nth(unavailable(503), ok()),
    expect: http(503),
    requests: 1
  },
  {
    group: "transient",
    name: "connection closed before any byte, then 200, with retry.transient: success",
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth((_r, conn) => conn.destroy(), ok({ id: "back" })),
    expect: success({ id: "back" }),
    requests: 2
  },
  {
    group: "transient",
    name: "an attempt that times out (timeout 200 ms), then 200, with retry.transient: success",
    options: () => ({ timeout: "200 millis", retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth(slow(2000), ok({ id: "back" })),
    expect: success({ id: "back" }),
    atLeast: 150,
    within: 1500,
    requests: 2
  },
  {
    group: "transient",
    name: "an answer that stalls mid-body (timeout 200 ms), then 200, with retry.transient: success",
    options: () => ({ timeout: "200 millis", retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth(raw("HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{\"id\":"), ok({ id: "back" })),
    expect: success({ id: "back" }),
    requests: 2
  },
  {
    group: "transient",
    name: "attempts that always time out, with retry.transient, 3 attempts: Timeout (attempt) after 3 requests",
    options: () => ({ timeout: "100 millis", retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: slow(2000),
    expect: attemptTimeout,
    within: 2000,
    requests: 3
  },
  {
    group: "transient",
    name: "an attempt that times out without retry.transient is not retried: Timeout (attempt)",
    options: () => ({ timeout: "200 millis", retry: { attempts: 3, initialDelay: "5 millis" } }),
    server: nth(slow(2000), ok()),
    expect: attemptTimeout,
    requests: 1
  },
  {
    group: "transient",
    name: "a POST that times out with retry.transient true (GET only) is not retried: Timeout (attempt)",
    call: calls.rebuild(),
    options: () => ({ timeout: "200 millis", retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth(slow(2000), ok()),
    expect: attemptTimeout,
    requests: 1
  },
  {
    group: "transient",
    name: "connection reset mid-body with retry.transient is not retried: NetworkError",
    options: () => ({ retry: { attempts: 3, initialDelay: "5 millis", transient: true } }),
    server: nth(raw("HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{\"id\":", "reset"), ok()),
    expect: network,
    requests: 1
  }
]

// ---------------------------------------------------------------------------------------------
// 4. Abort, interruption, deadline

const pendingToken = () => ({ accessToken: () => new Promise<string>(() => {}) })
const backOff = { retry: { attempts: 3, initialDelay: "5 millis", maxRetryAfter: "10 seconds" } } as const
const slowServer = slow(10_000)
const throttled = retryAfter("5")

interface Wait {
  readonly label: string
  readonly server: Behaviour
  readonly options: Partial<HostileOptions>
  readonly when: Trigger
  readonly requests: number
}
const waits: ReadonlyArray<Wait> = [
  {
    label: "waiting on a slow server",
    server: slowServer,
    options: {},
    when: { requests: 1, plusMs: 30 },
    requests: 1
  },
  {
    label: "waiting out a 429 back-off (Retry-After 5 under a 10 s ceiling)",
    server: throttled,
    options: backOff,
    when: { requests: 1, plusMs: 100 },
    requests: 1
  },
  {
    label: "waiting for an async token that never resolves",
    server: ok(),
    options: pendingToken(),
    when: { afterMs: 150 },
    requests: 0
  }
]

const cancellation: Array<Case> = [
  ...waits.map((w): Case => ({
    group: "abort",
    name: `abortGetRequests ends a GET ${w.label}`,
    server: w.server,
    options: () => w.options,
    action: { kind: "abort", when: w.when },
    expect: aborted,
    requests: w.requests
  })),
  ...waits.map((w): Case => ({
    group: "abort",
    name: `interrupting the fiber releases a GET ${w.label}`,
    apis: ["effect"],
    server: w.server,
    options: () => w.options,
    action: { kind: "interrupt", when: w.when },
    expect: { tag: "Interrupted" },
    requests: w.requests
  })),
  ...waits.map((w): Case => ({
    group: "abort",
    name: `deadline 300 ms ends a GET ${w.label}: Timeout (call)`,
    server: w.server,
    options: () => ({ ...w.options, deadline: "300 millis" }),
    expect: callTimeout,
    atLeast: 250,
    within: 1300,
    requests: w.requests
  })),
  {
    group: "abort",
    name: "deadline 300 ms over transient retries (each connection dropped after 100 ms): Timeout (call)",
    options: () => ({ deadline: "300 millis", retry: { attempts: 10, initialDelay: "5 millis", transient: true } }),
    server: async (_r, conn) => {
      if (await conn.sleep(100)) conn.destroy()
    },
    expect: callTimeout,
    atLeast: 250,
    within: 1300
  },
  {
    group: "abort",
    name: "abortGetRequests leaves a POST in flight alone",
    call: calls.rebuild(),
    server: slow(300, ok({ id: "rebuilt" })),
    action: { kind: "abort", when: { requests: 1, plusMs: 30 } },
    expect: success({ id: "rebuilt" }),
    releaseWithin: 1500
  }
]

// ---------------------------------------------------------------------------------------------
// 5. The token never leaks (the runner checks every case; these make the server echo it)

const tokenEchoes: Array<Case> = [
  {
    group: "token",
    name: "401 JSON echoing the token in message and detail",
    server: json(401, { message: `bad token ${TOKEN}`, detail: `Bearer ${TOKEN}` }, [[
      "www-authenticate",
      `Bearer ${TOKEN}`
    ]]),
    expect: http(401)
  },
  {
    group: "token",
    name: "400 JSON with the token in nested fields and unicode-escaped",
    server: json(
      400,
      `{"errorCode":"INVALID","errors":[{"field":"token","value":{"deep":["${TOKEN}",{"x":"Bearer ${TOKEN}"}]}}],` +
        `"escaped":"${unicodeEscaped(TOKEN)}","message":"${unicodeEscaped(`bad ${TOKEN}`)}"}`
    ),
    expect: http(400)
  },
  {
    group: "token",
    name: "429 JSON message echoing the token",
    server: json(429, { message: `rate limited for ${TOKEN}` }),
    expect: http(429)
  },
  {
    group: "token",
    name: "500 short HTML page echoing the token",
    server: (_r, conn) =>
      conn.respond({
        status: 500,
        headers: [["content-type", "text/html"]],
        body: `<html><body>Authorization: Bearer ${TOKEN}</body></html>`
      }),
    expect: http(500)
  },
  {
    group: "token",
    name: "malformed 200 containing the token",
    server: json(200, `{"id": "${TOKEN}", "token": Bearer ${TOKEN}`),
    expect: malformed
  },
  {
    group: "token",
    name: "x-request-id header containing the token",
    server: json(404, { errorCode: "NOT_FOUND" }, [["x-request-id", `req-${TOKEN}`]]),
    expect: http(404)
  },
  ...["ftp://x/", "http://[/", "http://127.0.0.1:99999/"].map((base): Case => ({
    group: "token",
    name: `redirect to invalid ${base}?access_token=TOKEN`,
    server: redirect(302, `${base}?access_token=${TOKEN}`),
    expect: network,
    requests: 1
  })),
  {
    group: "token",
    name: "same-origin redirect to ?access_token=TOKEN, then 404",
    server: nth(redirect(302, `/next?access_token=${TOKEN}&token=${TOKEN}`), json(404, { message: "gone" })),
    expect: http(404),
    requests: 2
  },
  {
    group: "token",
    name: "garbage status line echoing the token",
    server: raw(`HTTP/1.1 ${TOKEN}\r\nx: Bearer ${TOKEN}\r\n\r\n`, "end"),
    expect: network
  }
]

// ---------------------------------------------------------------------------------------------
// 6. Bad input: rejected before any request

const badInput: Array<Case> = [
  {
    group: "input",
    name: "a lone surrogate as a path id: InvalidInput",
    call: calls.get("\uD800"),
    server: ok(),
    expect: invalidInput,
    requests: 0
  },
  {
    group: "input",
    name: "a lone surrogate as a query value: InvalidInput",
    call: calls.list({ filter: "a\uDC00b" }),
    server: ok(),
    expect: invalidInput,
    requests: 0
  },
  {
    group: "input",
    name: "a lone surrogate as organizationId: InvalidInput",
    options: () => ({ organizationId: "org\uD800" }),
    phase: "either",
    server: ok(),
    expect: invalidInput,
    requests: 0
  },
  ...[["page", NaN], ["perPage", Infinity], ["page", -Infinity]].map(([key, value]): Case => ({
    group: "input",
    name: `${String(value)} as the numeric query ${String(key)}: InvalidInput`,
    call: calls.list({ [key as string]: value }),
    server: ok(),
    expect: invalidInput,
    requests: 0
  })),
  {
    group: "input",
    name: "an empty organizationId on a call whose path has {org}: InvalidInput",
    options: () => ({ organizationId: "" }),
    server: ok(),
    expect: invalidInput,
    requests: 0
  },
  ...["\r", "\n", "\0", "\u0100"].map((bad): Case => ({
    group: "input",
    name: `a token containing ${JSON.stringify(bad)}: InvalidInput without the token`,
    options: () => ({ accessToken: `${TOKEN}${bad}x` }),
    phase: "either",
    server: ok(),
    expect: invalidInput,
    requests: 0
  })),
  {
    group: "input",
    name: "a token function returning a token with \"\\n\": InvalidInput without the token",
    options: () => ({ accessToken: () => `${TOKEN}\nx-injected: 1` }),
    server: ok(),
    expect: invalidInput,
    requests: 0
  },
  {
    group: "input",
    name: "an async token resolving a token with \"\\r\\n\": InvalidInput without the token",
    options: () => ({ accessToken: () => Promise.resolve(`${TOKEN}\r\nx-injected: 1`) }),
    server: ok(),
    expect: invalidInput,
    requests: 0
  },
  ...["not a url", "ftp://x", "http://["].map((host): Case => ({
    group: "input",
    name: `host ${JSON.stringify(host)}: building the client fails with InvalidInput`,
    options: () => ({ host }),
    phase: "construct",
    server: ok(),
    expect: invalidInput,
    requests: 0
  })),
  {
    group: "input",
    name: "get(undefined): InvalidInput, no synchronous throw",
    call: calls.getUntyped(undefined),
    server: ok(),
    expect: invalidInput,
    requests: 0
  },
  {
    group: "input",
    name: "get({}) (an object as id): InvalidInput, no synchronous throw",
    call: calls.getUntyped({}),
    server: ok(),
    expect: invalidInput,
    requests: 0
  },
  {
    group: "input",
    name: "list(null): success or InvalidInput, no synchronous throw",
    call: calls.list(null),
    server: ok({ sourceModels: [], totalEntries: 0, totalPages: 0 }),
    expect: [success({ sourceModels: [], totalEntries: 0, totalPages: 0 }), invalidInput]
  },
  {
    group: "input",
    name: "list(\"oops\") (a string as params): InvalidInput, no synchronous throw",
    call: calls.list("oops"),
    server: ok(),
    expect: invalidInput,
    requests: 0
  }
]

// ---------------------------------------------------------------------------------------------
// 7. Dispose (promise API)

const disposal: Array<Case> = [
  {
    group: "dispose",
    name: "a call in flight during dispose() rejects with ClientDisposed",
    apis: ["promise"],
    server: slowServer,
    action: { kind: "dispose", when: { requests: 1, plusMs: 30 } },
    expect: disposed,
    within: 2000,
    requests: 1
  },
  {
    group: "dispose",
    name: "a call after dispose() rejects with ClientDisposed",
    apis: ["promise"],
    server: ok(),
    action: { kind: "disposeFirst" },
    expect: disposed,
    requests: 0
  }
]

/** Every case, in table order. */
export const cases: ReadonlyArray<Case> = [
  ...redirects,
  ...malformedAnswers,
  ...retryAfters,
  ...transient,
  ...cancellation,
  ...tokenEchoes,
  ...badInput,
  ...disposal
]
