/**
 * The transport contract every transport keeps, whatever drives it underneath
 * (node:http streams, fetch readers, undici's dispatch callbacks): a body read
 * some time after its head is whole, and once the function `open` returns has
 * been called nothing more is called back.
 */
import { describe, expect, it } from "@effect/vitest"
import * as http from "node:http"
import { createRequire } from "node:module"
import type { Socket } from "node:net"
import * as zlib from "node:zlib"
import { ClientDisposed } from "../src/Errors/index.ts"
import { fetchTransport, nodeTransport, type RawResponse, type Transport, undiciFrom } from "../src/Http/Transport.ts"
import { useRawServer } from "./support/server.ts"
import { testUndiciTransport, undiciUnderTest } from "./support/undici.ts"

/** The socket of each request the server received, in order. */
const seen: Array<Socket> = []
/** Bytes of the encoded body that left the server (`/gzip`). */
let encodedSent = 0
const sockets = new Set<Socket>()
const server = http.createServer((req, res) => {
  seen.push(req.socket)
  if (req.url === "/slow") {
    // The head now, the body much later (or never, when the client goes away first).
    res.writeHead(200, { "content-type": "text/plain" })
    res.flushHeaders()
    const timer = setTimeout(() => res.end("late"), 2_000)
    res.on("close", () => clearTimeout(timer))
    return
  }
  if (req.url === "/gzip") {
    // Up to 256 MiB stored (level 0, so as many bytes on the wire), written only as fast as the client takes them.
    res.writeHead(200, { "content-type": "application/octet-stream", "content-encoding": "gzip" })
    const gzip = zlib.createGzip({ level: 0 })
    gzip.on("data", (c: Buffer) => {
      encodedSent += c.byteLength
    })
    gzip.pipe(res)
    const piece = Buffer.alloc(64 * 1024)
    let left = 4096
    const feed = () => {
      while (left > 0 && !res.destroyed) {
        left--
        if (!gzip.write(piece)) return void gzip.once("drain", feed)
      }
      gzip.end()
    }
    res.on("close", () => gzip.destroy())
    return feed()
  }
  if (req.url === "/hold") {
    const timer = setTimeout(() => res.end("held"), 2_000)
    res.on("close", () => clearTimeout(timer))
    return
  }
  // Three chunks with gaps: some of them arrive before the body is asked for.
  res.writeHead(200, { "content-type": "text/plain" })
  res.write("one,")
  setTimeout(() => res.write("two,"), 10)
  setTimeout(() => res.end("three"), 20)
})
server.on("connection", (socket) => {
  sockets.add(socket)
  socket.on("close", () => sockets.delete(socket))
})

const loopback = useRawServer(server, sockets)

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Bounded wait until `check` holds. */
const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await wait(5)
  return check()
}

const get = (path: string) => ({
  method: "GET",
  url: `${loopback.url()}${path}`,
  headers: { accept: "text/plain" },
  body: undefined
})

const transports: ReadonlyArray<readonly [string, () => Transport]> = [
  ["nodeTransport", nodeTransport],
  ["fetchTransport", () => fetchTransport()],
  ["undiciTransport", () => testUndiciTransport()]
]

/** Runs `use` with a fresh transport, closed after. */
const using = async (make: () => Transport, use: (transport: Transport) => Promise<void>) => {
  const transport = make()
  try {
    await use(transport)
  } finally {
    transport.close()
  }
}

/** Opens a request whose callbacks only record that they were called. */
const openRecorded = (transport: Transport, path: string) => {
  const calls: Array<string> = []
  const abort = transport.open(get(path), () => calls.push("response"), () => calls.push("error"))
  return { abort, calls }
}

/** Waits for the head of an answer. */
const head = (transport: Transport, path: string) =>
  new Promise<RawResponse>((resolve, reject) => {
    transport.open(get(path), resolve, reject)
  })

describe.each(transports)("%s", (_name, make) => {
  it("a body read 100 ms after its head arrives is whole", () =>
    using(make, async (transport) => {
      const res = await head(transport, "/chunks")
      await wait(100)
      const text = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no end within 3 s")), 3_000)
        let out = ""
        const decoder = new TextDecoder()
        res.read({
          chunk: (c) => {
            out += decoder.decode(c, { stream: true })
          },
          end: () => {
            clearTimeout(timer)
            resolve(out)
          },
          error: (e) => {
            clearTimeout(timer)
            reject(e)
          }
        })
      })
      expect(text).toBe("one,two,three")
    }))

  it("aborted at once: nothing is called back and no answer is awaited", () =>
    using(make, async (transport) => {
      const before = seen.length
      const { abort, calls } = openRecorded(transport, "/hold")
      abort()
      await wait(300)
      expect(calls).toEqual([])
      expect(seen.length).toBe(before)
    }))

  it("aborted once the server has the request: nothing is called back and the connection goes", () =>
    using(make, async (transport) => {
      const before = seen.length
      const { abort, calls } = openRecorded(transport, "/hold")
      expect(await until(() => seen.length > before)).toBe(true)
      abort()
      expect(await until(() => !sockets.has(seen[before]!))).toBe(true)
      await wait(100)
      expect(calls).toEqual([])
    }))

  it("closed while a request waits for its answer: the request ends in an error and its connection goes", () =>
    using(make, async (transport) => {
      const before = seen.length
      const { calls } = openRecorded(transport, "/hold")
      expect(await until(() => seen.length > before)).toBe(true)
      transport.close()
      expect(await until(() => !sockets.has(seen[before]!))).toBe(true)
      expect(await until(() => calls.length > 0)).toBe(true)
      expect(calls).toEqual(["error"])
    }))

  it("closed while a body is read: the body ends in an error and its connection goes", () =>
    using(make, async (transport) => {
      const before = seen.length
      const res = await head(transport, "/slow")
      const calls: Array<string> = []
      res.read({ chunk: () => calls.push("chunk"), end: () => calls.push("end"), error: () => calls.push("error") })
      transport.close()
      expect(await until(() => !sockets.has(seen[before]!))).toBe(true)
      expect(await until(() => calls.length > 0)).toBe(true)
      expect(calls).toEqual(["error"])
    }))

  it("a body dropped after its head: nothing more is called back and the connection goes", () =>
    using(make, async (transport) => {
      const before = seen.length
      const res = await head(transport, "/slow")
      const calls: Array<string> = []
      res.read({ chunk: () => calls.push("chunk"), end: () => calls.push("end"), error: () => calls.push("error") })
      res.cancel()
      expect(await until(() => !sockets.has(seen[before]!))).toBe(true)
      await wait(100)
      expect(calls).toEqual([])
    }))

  it("a paused encoded body holds the server back", () =>
    using(make, async (transport) => {
      encodedSent = 0
      const res = await head(transport, "/gzip")
      let chunks = 0
      res.read({
        chunk: () => {
          if (chunks++ === 0) res.pause()
        },
        end: () => {},
        error: () => {}
      })
      // Long enough for a client that does not pause to take hundreds of MiB on loopback.
      await wait(400)
      expect(chunks).toBeGreaterThan(0)
      // Socket buffers, zlib's and the stream's, not the body.
      expect(encodedSent).toBeGreaterThan(0)
      expect(encodedSent).toBeLessThan(32 * 1024 * 1024)
      res.cancel()
    }))
})

describe("fetchTransport", () => {
  it("forgets each exchange once it ends, however it ends: closing later aborts none of them", async () => {
    const signals: Array<AbortSignal> = []
    const transport = fetchTransport((input, init) => {
      signals.push(init!.signal!)
      return globalThis.fetch(input, init)
    })
    // Read to its end.
    const whole = await head(transport, "/")
    await new Promise<void>((resolve, reject) => whole.read({ chunk: () => {}, end: resolve, error: reject }))
    // Aborted by its caller before the answer, and dropped after its head.
    const { abort } = openRecorded(transport, "/hold")
    abort()
    ;(await head(transport, "/slow")).cancel()
    // Failed before any answer (nothing listens there).
    await new Promise<void>((resolve) =>
      transport.open({ ...get("/"), url: "http://127.0.0.1:1/" }, () => resolve(), () => resolve())
    )
    expect(signals).toHaveLength(4)
    transport.close()
    // Closing aborts with ClientDisposed: none of these was still known to it.
    expect(signals.filter((s) => s.reason instanceof ClientDisposed)).toEqual([])
  })
})

describe("undiciFrom", () => {
  class Agent {
    dispatch() {
      return true
    }
  }
  // A require that finds an undici of `version` (or none).
  const requireOf = (version: string | undefined) => (id: string): unknown => {
    if (version === undefined) throw new Error(`Cannot find module '${id}'`)
    return id === "undici" ? { Agent } : { version }
  }

  it("takes undici 7.15 and later, the releases the transport is tested with", () => {
    for (const version of ["7.15.0", "7.30.2", "8.0.0", "8.13.1", "10.1.0"]) {
      expect(undiciFrom(requireOf(version)).Agent).toBe(Agent)
    }
    expect(undiciFrom(createRequire(import.meta.url)).Agent).toBeTypeOf("function")
  })

  // The consumer run runs the undici transport's tests again on the oldest undici admitted; this says it did.
  it("runs the undici transport on the undici under test", () => {
    const expected = process.env.UNDICI_UNDER_TEST_VERSION
    expect(undiciUnderTest()).toBe(expected ?? createRequire(import.meta.url)("undici/package.json").version)
  })

  it("refuses an older undici, or one without its version, saying which it found", () => {
    for (const version of ["7.14.0", "7.0.0", "6.21.0", "not.a.version"]) {
      expect(() => undiciFrom(requireOf(version))).toThrow(
        `undiciTransport needs undici 7.15 or later (found ${version})`
      )
    }
    expect(() => undiciFrom(requireOf(undefined))).toThrow("undiciTransport needs the `undici` package")
  })
})
