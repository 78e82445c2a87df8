/**
 * The loopback server of the differential test: two listeners on 127.0.0.1 (random ports), one
 * for the platform host and one for the serverless host, that note every request and answer it
 * from a script. Bounded: every answer is sent at once, and the server closes itself (connections
 * included) after `lifetimeMs` even if nobody closes it.
 */
import * as http from "node:http"
import type { AddressInfo, Socket } from "node:net"

/**
 * Which listener a request reached.
 *
 * @since 0.1.0
 * @category models
 */
export type Host = "platform" | "serverless"

/**
 * A request as the server saw it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Seen {
  readonly host: Host
  readonly method: string
  /** The path exactly as sent (percent-encoding included), without the query. */
  readonly path: string
  /** The raw query string without `?`, `""` when absent. */
  readonly query: string
  readonly contentType: string | undefined
  /** The body as UTF-8, for reading. */
  readonly text: string
  /** The body byte for byte (latin1), for comparing. */
  readonly bytes: string
}

/**
 * A scripted answer, as the wire cases write it: objects are sent as JSON, strings and bytes as they are.
 *
 * @since 0.1.0
 * @category models
 */
export interface Answer {
  readonly status?: number | undefined
  readonly headers?: Record<string, string> | undefined
  readonly body?: unknown
}

/**
 * The started recorder: its two base URLs, what it saw, its script.
 *
 * @since 0.1.0
 * @category models
 */
export interface Recorder {
  readonly platformUrl: string
  readonly serverlessUrl: string
  /** Requests seen since the last `script`. */
  readonly seen: Array<Seen>
  /** Forgets the requests seen; the next request gets `first`, the others `rest`. */
  readonly script: (first: Answer, rest?: Answer) => void
  /** Answers `POST /oauth/check_token` with this body (not noted). */
  tokenInfo: unknown
  readonly close: () => Promise<void>
}

const send = (res: http.ServerResponse, answer: Answer) => {
  const headers: Record<string, string> = { ...answer.headers }
  let payload: string | Uint8Array = ""
  const body = answer.body
  if (typeof body === "string" || body instanceof Uint8Array) payload = body
  else if (body !== undefined) {
    payload = JSON.stringify(body)
    headers["content-type"] ??= "application/json"
  }
  const status = answer.status ?? 200
  res.writeHead(status, headers)
  res.end(status === 204 || status === 304 ? undefined : payload)
}

/**
 * Starts the two listeners.
 *
 * @since 0.1.0
 * @category constructors
 */
export const startRecorder = async (lifetimeMs: number): Promise<Recorder> => {
  const seen: Array<Seen> = []
  let first: Answer | undefined
  let rest: Answer = { status: 200, body: {} }
  const sockets = new Set<Socket>()
  const listen = async (host: Host) => {
    const server = http.createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        const url = req.url ?? "/"
        const q = url.indexOf("?")
        const path = q === -1 ? url : url.slice(0, q)
        if (req.method === "POST" && path === "/oauth/check_token") {
          send(res, { body: self.tokenInfo })
          return
        }
        seen.push({
          host,
          method: req.method ?? "",
          path,
          query: q === -1 ? "" : url.slice(q + 1),
          contentType: req.headers["content-type"],
          text: Buffer.concat(chunks).toString("utf8"),
          bytes: Buffer.concat(chunks).toString("latin1")
        })
        const answer = first ?? rest
        first = undefined
        send(res, answer)
      })
    })
    server.on("connection", (s) => {
      sockets.add(s)
      s.on("close", () => sockets.delete(s))
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return server
  }
  const servers = [await listen("platform"), await listen("serverless")] as const
  const url = (s: http.Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`
  let closing: Promise<void> | undefined
  const close = () =>
    closing ??= new Promise<void>((resolve) => {
      clearTimeout(timer)
      for (const s of sockets) s.destroy()
      let open = servers.length
      for (const s of servers) s.close(() => --open === 0 && resolve())
    })
  const timer = setTimeout(() => void close(), lifetimeMs)
  timer.unref()
  const self: Recorder = {
    platformUrl: url(servers[0]),
    serverlessUrl: url(servers[1]),
    seen,
    script: (answer, otherwise = { status: 200, body: {} }) => {
      seen.length = 0
      first = answer
      rest = otherwise
    },
    tokenInfo: {},
    close
  }
  return self
}
