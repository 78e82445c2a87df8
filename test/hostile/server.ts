/**
 * A hostile HTTP/1.1 server on raw `node:net`: every byte it sends is chosen
 * by a script, so it can answer with what no well-behaved server would.
 *
 * - 127.0.0.1, random port; one script answers every request of every connection.
 * - Requests are parsed (head, `content-length` or chunked body) and recorded.
 * - Each socket is tracked: while a request is being answered it is "busy",
 *   and becomes idle only when the script calls `conn.done()` after a complete,
 *   well-framed answer. A client may keep an idle socket (keep-alive); it must
 *   close a busy one once its call is over.
 * - Every wait and every endless write is bounded, and ends when the socket
 *   closes or the server stops; `stop()` destroys every socket.
 */
import * as net from "node:net"

/** A request as the server parsed it. */
export interface RawRequest {
  /** Server-wide arrival order, from 0. */
  readonly index: number
  /** The id of the socket it came on. */
  readonly connection: number
  /** How many requests came before it on the same socket. */
  readonly onConnection: number
  readonly method: string
  /** Path and query exactly as sent. */
  readonly target: string
  readonly path: string
  readonly query: string
  /** Lower-case names; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>
  readonly body: Buffer
  /** `performance.now()` when the head arrived. */
  readonly at: number
}

/** A socket as the server saw it. */
export interface SocketRecord {
  readonly id: number
  readonly openedAt: number
  closedAt: number | undefined
  /** A request arrived and its answer is not complete (the script has not called `done()`). */
  busy: boolean
  bytesIn: number
  bytesOut: number
  requests: number
}

/** An answer to write in one go. */
export interface RawReply {
  readonly status?: number
  /** The reason phrase; default a plausible one. */
  readonly reason?: string
  /** Written in order, as given (no normalisation). */
  readonly headers?: ReadonlyArray<readonly [string, string]>
  readonly body?: string | Buffer | undefined
  /** `true` (default) adds a `content-length` for the body; `false` sends none (body ends at close). */
  readonly contentLength?: boolean
  /** Close the connection once written (and send `connection: close`). */
  readonly close?: boolean
}

/** The per-connection handle a script drives. */
export interface Conn {
  readonly id: number
  readonly record: SocketRecord
  /** True once the socket is closed or the server stopping. */
  readonly closed: boolean
  /** Writes bytes; resolves `false` if the socket is gone. Waits for `drain` (back-pressure). */
  write(data: string | Buffer): Promise<boolean>
  /** Writes a whole answer and marks the exchange done (unless `close`, which ends the socket). */
  respond(reply: RawReply): Promise<void>
  /** The answer is complete and well framed: the socket may idle (keep-alive). */
  done(): void
  /** Half-closes (FIN) after pending writes. */
  end(): void
  /** Closes at once. */
  destroy(): void
  /** Sends a TCP RST. */
  reset(): void
  /** Waits up to `ms` (bounded by the server); resolves `false` early when the socket closes. */
  sleep(ms: number): Promise<boolean>
  /** Writes `chunk` again and again until the socket closes, the server stops, or `maxMillis` passes. */
  stream(chunk: string | Buffer, options?: { readonly intervalMs?: number; readonly maxMillis?: number }): Promise<void>
}

/** What the server does with each request. */
export type Script = (request: RawRequest, conn: Conn, server: RawServer) => void | Promise<void>

/** A started server. */
export interface RawServer {
  readonly url: string
  readonly port: number
  readonly requests: Array<RawRequest>
  readonly sockets: Array<SocketRecord>
  /** What answers requests; may be replaced between calls. */
  script: Script
  /** Errors thrown by the script (a bug in the test, not in the client). */
  readonly scriptErrors: Array<unknown>
  /** Sockets not yet closed. */
  readonly open: () => Array<SocketRecord>
  /** Resolves `true` once `n` requests arrived, `false` after `timeoutMs`. */
  readonly waitForRequests: (n: number, timeoutMs?: number) => Promise<boolean>
  /** Waits until every socket is closed or idle; resolves the offenders left after `timeoutMs` (empty when fine). */
  readonly waitQuiet: (timeoutMs?: number) => Promise<Array<SocketRecord>>
  /** Waits until every socket is closed; resolves the ones still open after `timeoutMs`. */
  readonly waitClosed: (timeoutMs?: number) => Promise<Array<SocketRecord>>
  readonly stop: () => Promise<void>
}

/** The longest any timer or endless write of a script may run. */
export const MAX_SCRIPT_MILLIS = 20_000

const reasons: Record<number, string> = {
  100: "Continue",
  101: "Switching Protocols",
  103: "Early Hints",
  200: "OK",
  204: "No Content",
  300: "Multiple Choices",
  301: "Moved Permanently",
  302: "Found",
  303: "See Other",
  304: "Not Modified",
  307: "Temporary Redirect",
  308: "Permanent Redirect",
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout"
}

/** Serialises an answer's status line and head (and body) as the bytes to write. */
export const encodeReply = (reply: RawReply): Buffer => {
  const status = reply.status ?? 200
  const body = reply.body === undefined
    ? Buffer.alloc(0)
    : Buffer.isBuffer(reply.body)
    ? reply.body
    : Buffer.from(reply.body, "utf8")
  let head = `HTTP/1.1 ${status} ${reply.reason ?? reasons[status] ?? "Whatever"}\r\n`
  for (const [k, v] of reply.headers ?? []) head += `${k}: ${v}\r\n`
  if (reply.contentLength !== false) head += `content-length: ${body.byteLength}\r\n`
  if (reply.close === true) head += "connection: close\r\n"
  head += "\r\n"
  return Buffer.concat([Buffer.from(head, "latin1"), body])
}

const findHeadEnd = (buffer: Buffer): number => buffer.indexOf("\r\n\r\n", 0, "latin1")

interface Parsed {
  readonly consumed: number
  readonly method: string
  readonly target: string
  readonly headers: Record<string, string>
  readonly body: Buffer
}

/** Parses one complete request at the start of `buffer`, or `undefined` when more bytes are needed. */
const parseRequest = (buffer: Buffer): Parsed | "invalid" | undefined => {
  const headEnd = findHeadEnd(buffer)
  if (headEnd === -1) return buffer.byteLength > 64 * 1024 ? "invalid" : undefined
  const lines = buffer.subarray(0, headEnd).toString("latin1").split("\r\n")
  const [method, target] = lines[0]!.split(" ")
  if (method === undefined || target === undefined) return "invalid"
  const headers: Record<string, string> = {}
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":")
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  }
  const bodyStart = headEnd + 4
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    const parts: Array<Buffer> = []
    let at = bodyStart
    for (;;) {
      const lineEnd = buffer.indexOf("\r\n", at, "latin1")
      if (lineEnd === -1) return undefined
      const size = parseInt(buffer.subarray(at, lineEnd).toString("latin1"), 16)
      if (Number.isNaN(size)) return "invalid"
      if (size === 0) {
        // Trailers are not expected; the last chunk ends with an empty line.
        const end = buffer.indexOf("\r\n", lineEnd + 2, "latin1")
        if (end === -1) return undefined
        return { consumed: end + 2, method, target, headers, body: Buffer.concat(parts) }
      }
      if (buffer.byteLength < lineEnd + 2 + size + 2) return undefined
      parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size))
      at = lineEnd + 2 + size + 2
    }
  }
  const length = Number(headers["content-length"] ?? "0")
  if (!Number.isFinite(length) || length < 0) return "invalid"
  if (buffer.byteLength < bodyStart + length) return undefined
  return {
    consumed: bodyStart + length,
    method,
    target,
    headers,
    body: Buffer.from(buffer.subarray(bodyStart, bodyStart + length))
  }
}

/** Starts a server whose `script` answers every request. */
export const startRawServer = async (script: Script): Promise<RawServer> => {
  const requests: Array<RawRequest> = []
  const records: Array<SocketRecord> = []
  const live = new Map<number, net.Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const wakers = new Set<() => void>()
  const scriptErrors: Array<unknown> = []
  let stopped = false
  let nextId = 0

  const boundedTimer = (ms: number, f: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t)
      f()
    }, Math.max(0, Math.min(ms, MAX_SCRIPT_MILLIS)))
    timers.add(t)
    return t
  }

  const server = net.createServer({ allowHalfOpen: false }, (socket) => {
    const id = nextId++
    const record: SocketRecord = {
      id,
      openedAt: performance.now(),
      closedAt: undefined,
      busy: false,
      bytesIn: 0,
      bytesOut: 0,
      requests: 0
    }
    records.push(record)
    live.set(id, socket)
    socket.setNoDelay(true)
    // A client resetting the connection is routine here; never let it become an uncaught error.
    socket.on("error", () => {})
    const onClose = new Set<() => void>()
    socket.on("close", () => {
      record.closedAt = performance.now()
      live.delete(id)
      for (const f of [...onClose]) f()
      onClose.clear()
    })
    const isClosed = () => stopped || socket.destroyed || record.closedAt !== undefined

    let buffer: Buffer = Buffer.alloc(0)
    let serving = false

    const conn: Conn = {
      id,
      record,
      get closed() {
        return isClosed()
      },
      write: (data) =>
        new Promise<boolean>((resolve) => {
          if (isClosed() || !socket.writable) return resolve(false)
          const bytes = typeof data === "string" ? Buffer.from(data, "latin1") : data
          record.bytesOut += bytes.byteLength
          let flushed: boolean
          try {
            flushed = socket.write(bytes)
          } catch {
            return resolve(false)
          }
          if (flushed) return resolve(true)
          const wake = () => {
            socket.off("drain", wake)
            onClose.delete(wake)
            wakers.delete(wake)
            resolve(!isClosed())
          }
          socket.on("drain", wake)
          onClose.add(wake)
          wakers.add(wake)
        }),
      respond: async (reply) => {
        const ok = await conn.write(encodeReply(reply))
        if (reply.close === true) conn.end()
        else if (ok) conn.done()
      },
      done: () => {
        record.busy = false
        serving = false
        // A pipelined request may already be buffered.
        setImmediate(pump)
      },
      end: () => {
        if (!socket.destroyed) socket.end()
      },
      destroy: () => {
        socket.destroy()
      },
      reset: () => {
        if (!socket.destroyed) socket.resetAndDestroy()
      },
      sleep: (ms) =>
        new Promise<boolean>((resolve) => {
          if (isClosed()) return resolve(false)
          const wake = () => {
            clearTimeout(t)
            timers.delete(t)
            onClose.delete(wake)
            wakers.delete(wake)
            resolve(false)
          }
          const t = boundedTimer(ms, () => {
            onClose.delete(wake)
            wakers.delete(wake)
            resolve(!isClosed())
          })
          onClose.add(wake)
          wakers.add(wake)
        }),
      stream: async (chunk, options = {}) => {
        const until = performance.now() + Math.min(options.maxMillis ?? MAX_SCRIPT_MILLIS, MAX_SCRIPT_MILLIS)
        const bytes = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk
        while (!isClosed() && performance.now() < until) {
          if (!(await conn.write(bytes))) return
          if (options.intervalMs !== undefined) {
            if (!(await conn.sleep(options.intervalMs))) return
          } else {
            // Let the event loop breathe between chunks (and see the socket close).
            await new Promise<void>((r) => setImmediate(r))
          }
        }
      }
    }

    const pump = () => {
      if (serving || isClosed()) return
      const parsed = parseRequest(buffer)
      if (parsed === undefined) return
      if (parsed === "invalid") {
        socket.destroy()
        return
      }
      buffer = buffer.subarray(parsed.consumed)
      const q = parsed.target.indexOf("?")
      const request: RawRequest = {
        index: requests.length,
        connection: id,
        onConnection: record.requests,
        method: parsed.method,
        target: parsed.target,
        path: q === -1 ? parsed.target : parsed.target.slice(0, q),
        query: q === -1 ? "" : parsed.target.slice(q + 1),
        headers: parsed.headers,
        body: parsed.body,
        at: performance.now()
      }
      requests.push(request)
      record.requests++
      record.busy = true
      serving = true
      Promise.resolve()
        .then(() => self.script(request, conn, self))
        .catch((e: unknown) => {
          scriptErrors.push(e)
          socket.destroy()
        })
    }

    socket.on("data", (chunk: Buffer) => {
      record.bytesIn += chunk.byteLength
      buffer = buffer.byteLength === 0 ? chunk : Buffer.concat([buffer, chunk])
      pump()
    })
  })
  server.on("error", () => {})

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo

  const poll = (ok: () => boolean, timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      const start = performance.now()
      const check = () => {
        if (ok()) resolve(true)
        else if (performance.now() - start >= timeoutMs) resolve(false)
        else setTimeout(check, 5)
      }
      check()
    })

  const open = () => records.filter((r) => r.closedAt === undefined)
  const noisy = () => open().filter((r) => r.busy)

  const self: RawServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    sockets: records,
    script,
    scriptErrors,
    open,
    waitForRequests: (n, timeoutMs = 2000) => poll(() => requests.length >= n, timeoutMs),
    waitQuiet: async (timeoutMs = 1000) => {
      await poll(() => noisy().length === 0, timeoutMs)
      return noisy()
    },
    waitClosed: async (timeoutMs = 1000) => {
      await poll(() => open().length === 0, timeoutMs)
      return open()
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopped = true
        for (const t of timers) clearTimeout(t)
        timers.clear()
        for (const wake of [...wakers]) wake()
        for (const s of live.values()) s.destroy()
        server.close(() => resolve())
      })
  }
  return self
}

/** A short description of sockets for assertion messages. */
export const describeSockets = (sockets: ReadonlyArray<SocketRecord>): string =>
  sockets.map((s) => `#${s.id} busy=${s.busy} requests=${s.requests} in=${s.bytesIn} out=${s.bytesOut}`).join("; ")
