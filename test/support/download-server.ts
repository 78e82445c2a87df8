/**
 * A loopback server for download tests: the export path answers a redirect to a
 * file path that streams bytes of a known pattern, generated on the fly with
 * back-pressure (never held whole in memory). Records every request and when
 * each response's connection closed. Bound to 127.0.0.1 on a random port.
 */
import { createHash } from "node:crypto"
import * as http from "node:http"
import type { AddressInfo, Socket } from "node:net"

/** Byte `i` of every generated file is `i % PERIOD` (a prime, so chunk boundaries never line up with it). */
export const PERIOD = 251
const SLICE = PERIOD * 256
// Long enough to cut a slice of SLICE bytes starting at any phase.
const block = Buffer.alloc(SLICE + PERIOD)
for (let i = 0; i < block.length; i++) block[i] = i % PERIOD

/** The bytes of the pattern from `offset`, at most `max` (a view of a shared block: do not keep it). */
export const slice = (offset: number, max: number): Buffer => {
  const phase = offset % PERIOD
  return block.subarray(phase, phase + Math.min(SLICE, max))
}

/** The SHA-256 of the first `size` bytes of the pattern, computed piecewise. */
export const patternHash = (size: number): string => {
  const hash = createHash("sha256")
  for (let offset = 0; offset < size;) {
    const piece = slice(offset, size - offset)
    hash.update(piece)
    offset += piece.byteLength
  }
  return hash.digest("hex")
}

/** A request as the server saw it, and what became of its response. */
export interface Seen {
  readonly method: string
  readonly path: string
  /** The raw query string, without `?`. */
  readonly query: string
  readonly headers: http.IncomingHttpHeaders
  readonly at: number
  /** Bytes written to the response (file answers). */
  sent: number
  /** When the response's connection closed or the response ended (ms since epoch), once it did. */
  closedAt: number | undefined
  /** The response was complete when it closed. */
  completed: boolean
  /** The connection the request came on. */
  readonly socket: Socket
}

/** How the file path answers: `size` bytes announced with Content-Length (chunked encoding instead when `chunked`). */
export type FileMode =
  /** The `size` bytes of the pattern. */
  | { readonly kind: "pattern"; readonly size: number; readonly chunked?: boolean }
  /** Headers and the first `bytes` bytes, then silence (the connection stays open). */
  | { readonly kind: "stall"; readonly size: number; readonly bytes: number; readonly chunked?: boolean }
  /** Headers and the first `bytes` bytes, then the connection is dropped. */
  | { readonly kind: "cut"; readonly size: number; readonly bytes: number; readonly chunked?: boolean }

export interface DownloadServer {
  readonly url: string
  readonly requests: Array<Seen>
  /** How `/files/...` answers from now on. */
  file: FileMode
  /** Where the export path redirects to (absolute or relative). */
  location: string
  /** Connections open to the server now. */
  readonly connections: () => number
  /** How many of the connections that carried `requests` (all so far by default) are still open. */
  readonly openConnectionsOf: (requests?: ReadonlyArray<Seen>) => number
  readonly reset: () => void
  readonly close: () => Promise<void>
}

export const EXPORT_PATH = "/rest/ua/v15/exports/"
export const SNAPSHOT_PATH = "/rest/organizations/my-org/snapshots/"
export const FILE_PATH = "/files/export.bin"

/** Starts the server on 127.0.0.1, random port. */
export const startDownloadServer = async (): Promise<DownloadServer> => {
  const requests: Array<Seen> = []
  const sockets = new Set<Socket>()
  const server = http.createServer((req, res) => {
    const url = req.url ?? "/"
    const q = url.indexOf("?")
    const seen: Seen = {
      method: req.method ?? "",
      path: q === -1 ? url : url.slice(0, q),
      query: q === -1 ? "" : url.slice(q + 1),
      headers: req.headers,
      at: Date.now(),
      sent: 0,
      closedAt: undefined,
      completed: false,
      socket: req.socket
    }
    requests.push(seen)
    res.on("close", () => {
      seen.closedAt = Date.now()
      seen.completed = res.writableFinished
    })
    if (seen.path.startsWith(EXPORT_PATH) || seen.path.startsWith(SNAPSHOT_PATH)) {
      res.writeHead(302, { location: self.location, "content-length": "0" })
      res.end()
      return
    }
    if (seen.path !== FILE_PATH) {
      res.writeHead(404, { "content-type": "application/json" })
      res.end(JSON.stringify({ message: "no route" }))
      return
    }
    const mode = self.file
    const chunked = mode.chunked === true
    res.writeHead(200, {
      "content-type": "application/octet-stream",
      ...(chunked ? {} : { "content-length": String(mode.size) })
    })
    const limit = mode.kind === "pattern" ? mode.size : mode.bytes
    const pump = () => {
      while (seen.sent < limit && !res.destroyed) {
        const piece = slice(seen.sent, limit - seen.sent)
        seen.sent += piece.byteLength
        if (!res.write(piece)) {
          res.once("drain", pump)
          return
        }
      }
      if (res.destroyed) return
      if (mode.kind === "pattern") res.end()
      else if (mode.kind === "cut") setTimeout(() => req.socket.destroy(), 20)
      // stall: headers and a little body went out; say nothing more until the client gives up.
    }
    pump()
  })
  server.on("connection", (s) => {
    sockets.add(s)
    s.on("close", () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  const self: DownloadServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    file: { kind: "pattern", size: 0 },
    location: FILE_PATH,
    connections: () => sockets.size,
    openConnectionsOf: (of = requests) => new Set(of.map((r) => r.socket).filter((s) => sockets.has(s))).size,
    reset: () => {
      requests.length = 0
      self.file = { kind: "pattern", size: 0 }
      self.location = FILE_PATH
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
  }
  return self
}

/** Polls `condition` every 5 ms until it holds or `timeoutMs` passes; answers whether it held. */
export const eventually = async (condition: () => boolean, timeoutMs: number): Promise<boolean> => {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) return false
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return true
}

/**
 * A server whose export path redirects to a file of `pieces` pieces of `size`
 * bytes of the pattern, sent `gapMs` apart.
 */
export const startTricklingServer = async (pieces: number, size: number, gapMs: number) => {
  const timers = new Set<NodeJS.Timeout>()
  const server = http.createServer((req, res) => {
    if ((req.url ?? "").startsWith(EXPORT_PATH)) {
      res.writeHead(302, { location: FILE_PATH, "content-length": "0" })
      res.end()
      return
    }
    res.writeHead(200, { "content-length": String(pieces * size) })
    let k = 0
    const next = () => {
      timers.delete(timer)
      if (res.destroyed) return
      res.write(slice(k * size, size))
      if (++k === pieces) res.end()
      else timer = setTimeout(next, gapMs)
      timers.add(timer)
    }
    let timer = setTimeout(next, 0)
    timers.add(timer)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
