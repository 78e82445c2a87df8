/**
 * Blob bodies on Node's transports (node:http and undici) are streamed from `blob.stream()`, never read whole into
 * memory first: the same bytes and headers as before on the wire, the Blob read as the socket takes it, a Blob
 * that cannot be read cuts its request (never sent short of its length), and an upload ended early (abort, time
 * limit, close) stops reading the Blob and leaves no socket or timer behind. Against the loopback test server.
 */
import { describe, expect, it, vi } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { randomBytes } from "node:crypto"
import { openAsBlob, rmSync, writeFileSync } from "node:fs"
import * as http from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { exchange } from "../src/Http/Exchange.ts"
import { nodeTransport, type Transport } from "../src/Http/Transport.ts"
import { blobUpload, failureOf, run, runExit } from "./support/client.ts"
import { type TestServer, useServer } from "./support/server.ts"
import { testUndiciTransport } from "./support/undici.ts"

const upload = blobUpload

const MiB = 1024 * 1024
const piece = 64 * 1024

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Waits (bounded) until `check` holds. */
const until = async (check: () => boolean, what: string, ms = 3_000) => {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`)
    await sleep(5)
  }
}

type Step = Uint8Array | Error | "hang" | undefined

/**
 * A Blob that can only be read through its own `stream()`, chunk by chunk as `script` gives them (a chunk, an error,
 * a pause until cancelled, or the end): `arrayBuffer`, `bytes` and `text` throw, so an upload that reads it whole
 * first fails.
 */
class ScriptedBlob extends Blob {
  /** How many times the stream was opened. */
  opened = 0
  /** Whether a reader cancelled the stream. */
  cancelled = false
  readonly script: (index: number) => Step | Promise<Step>
  constructor(
    bytes: Uint8Array,
    script: (index: number, bytes: Uint8Array) => Step | Promise<Step> = (i, b) => chunkAt(b, i),
    type = ""
  ) {
    super([bytes as Uint8Array<ArrayBuffer>], { type })
    this.script = (i) => script(i, bytes)
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    this.opened++
    let index = 0
    let release: (() => void) | undefined
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull: async (c) => {
        const step = await this.script(index++)
        if (step === undefined) c.close()
        else if (step instanceof Error) c.error(step)
        else if (step === "hang") await new Promise<void>((resolve) => (release = resolve))
        else c.enqueue(step as Uint8Array<ArrayBuffer>)
      },
      cancel: () => {
        this.cancelled = true
        release?.()
      }
    }, { highWaterMark: 0 })
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    throw new Error("the Blob was read whole (arrayBuffer)")
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    throw new Error("the Blob was read whole (bytes)")
  }
  override text(): Promise<string> {
    throw new Error("the Blob was read whole (text)")
  }
}

/** The `index`-th 64 KiB chunk of `bytes`, `undefined` past the end. */
const chunkAt = (bytes: Uint8Array, index: number): Uint8Array | undefined =>
  index * piece < bytes.byteLength ? bytes.subarray(index * piece, (index + 1) * piece) : undefined

/** The handles and requests alive in the process, as a comparable string. */
const resources = () => process.getActiveResourcesInfo().slice().sort().join(",")

/** Waits (bounded) for the process's resources to be `baseline` again; answers what they are. */
const settledTo = async (baseline: string) => {
  const start = Date.now()
  while (resources() !== baseline && Date.now() - start < 3_000) await sleep(10)
  return resources()
}

interface Outcome {
  readonly status?: number
  readonly text?: string
  readonly error?: unknown
  readonly beforeResponse?: boolean
}

/** Opens one request on `transport`; `done` settles with its answer or error. */
const openOn = (
  transport: Transport,
  url: string,
  body: Blob,
  headers: Record<string, string> = {}
) => {
  let abort!: () => void
  const done = new Promise<Outcome>((resolve) => {
    abort = transport.open(
      { method: "PUT", url, headers, body },
      (res) => {
        let text = ""
        res.read({
          chunk: (c) => {
            text += Buffer.from(c).toString("utf8")
          },
          end: () => resolve({ status: res.status, text }),
          error: (error) => resolve({ error })
        })
      },
      (error, beforeResponse) => resolve({ error, beforeResponse })
    )
  })
  return { done, abort }
}

/** The server's single cut request, once it has noticed it. */
const cutOne = async (server: TestServer) => {
  await until(() => server.cut.length > 0, "the server to see the request cut")
  expect(server.cut).toHaveLength(1)
  expect(server.requests).toHaveLength(0)
  return server.cut[0]!
}

const transports = [
  ["node:http", () => nodeTransport()],
  ["undici", () => testUndiciTransport()]
] as const

describe.each(transports)("Blob uploads over %s", (_name, make) => {
  const server = useServer()

  it("sends a multi-megabyte Blob's exact bytes, with its length", async () => {
    const bytes = randomBytes(8 * MiB)
    const result = await run(server, upload(new Blob([bytes], { type: "application/zip" })), { transport: make() })
    expect(result).toEqual({ ok: true })
    expect(server.requests).toHaveLength(1)
    const seen = server.requests[0]!
    expect(seen.headers["content-length"]).toBe(String(8 * MiB))
    expect(seen.headers["content-type"]).toBe("application/zip")
    expect(seen.headers["transfer-encoding"]).toBeUndefined()
    expect(seen.body.equals(bytes)).toBe(true)
  })

  it("sends a file-backed Blob (fs.openAsBlob) as it is on disk", async () => {
    const path = join(tmpdir(), `upload-stream-${process.pid}-${Date.now()}.bin`)
    const bytes = randomBytes(6 * MiB + 123)
    writeFileSync(path, bytes)
    try {
      const file = await openAsBlob(path, { type: "application/octet-stream" })
      await run(server, upload(file), { transport: make() })
      expect(server.requests[0]!.headers["content-length"]).toBe(String(bytes.byteLength))
      expect(server.requests[0]!.body.equals(bytes)).toBe(true)
    } finally {
      rmSync(path, { force: true })
    }
  })

  it("puts a Blob on the wire as the same bytes in a string body, headers included", async () => {
    const text = "x".repeat(200_000) + "é"
    const headers = { "content-type": "text/plain", "x-id": "1" }
    const transport = make()
    try {
      expect((await openOn(transport, `${server.url}/a`, new Blob([text]), headers).done).status).toBe(200)
      const string = await new Promise<number>((resolve, reject) => {
        transport.open({ method: "PUT", url: `${server.url}/a`, headers, body: text }, (res) => {
          res.read({ chunk: () => {}, end: () => resolve(res.status), error: reject })
        }, reject)
      })
      expect(string).toBe(200)
    } finally {
      transport.close()
    }
    const [blob, str] = server.requests
    expect(blob!.headerNames).toEqual(str!.headerNames)
    expect(blob!.headers).toEqual(str!.headers)
    expect(blob!.body.equals(str!.body)).toBe(true)
  })

  it("labels the body with the Blob's type when the request has none, as before", async () => {
    const transport = make()
    try {
      await openOn(transport, `${server.url}/typed`, new Blob(["{}"], { type: "application/json" })).done
      await openOn(transport, `${server.url}/untyped`, new Blob(["{}"])).done
      await openOn(transport, `${server.url}/empty`, new Blob([], { type: "text/csv" })).done
    } finally {
      transport.close()
    }
    const [typed, untyped, empty] = server.requests
    expect(typed!.headers["content-type"]).toBe("application/json")
    expect(typed!.headers["content-length"]).toBe("2")
    expect(untyped!.headers["content-type"]).toBeUndefined()
    expect(empty!.headers["content-type"]).toBe("text/csv")
    expect(empty!.headers["content-length"]).toBe("0")
    expect(empty!.body.byteLength).toBe(0)
  })

  it("streams the Blob: bytes reach the server before the Blob has been read to its end", async () => {
    const bytes = randomBytes(2 * MiB)
    // Past the first chunk, the Blob gives more only once the server has some: reading it whole first cannot.
    const blob = new ScriptedBlob(bytes, async (i, b) => {
      if (i > 0) {
        const start = Date.now()
        while (server.received() === 0) {
          if (Date.now() - start > 2_000) return new Error("the Blob was read to its end before any byte was sent")
          await sleep(2)
        }
      }
      return chunkAt(b, i)
    })
    const result = await run(server, upload(blob), { transport: make() })
    expect(result).toEqual({ ok: true })
    expect(server.requests[0]!.body.equals(bytes)).toBe(true)
    expect(server.requests[0]!.headers["content-length"]).toBe(String(2 * MiB))
  })

  it("uploads a Blob whose arrayBuffer, bytes and text throw", async () => {
    const bytes = randomBytes(3 * MiB + 7)
    const blob = new ScriptedBlob(bytes)
    await run(server, upload(blob), { transport: make() })
    expect(server.requests[0]!.body.equals(bytes)).toBe(true)
    expect(blob.opened).toBe(1)
  })

  it("cuts the request with a NetworkError when the Blob's stream fails mid-way", async () => {
    const bytes = randomBytes(2 * MiB)
    const blob = new ScriptedBlob(bytes, (i, b) => i < 8 ? chunkAt(b, i) : new Error("disk gone"))
    const error = failureOf(await runExit(server, upload(blob), { transport: make(), timeout: 2_000 }))
    expect(error._tag).toBe("NetworkError")
    expect((error as { reason: string }).reason).toContain("disk gone")
    const cut = await cutOne(server)
    expect(cut.headers["content-length"]).toBe(String(2 * MiB))
    expect(cut.received).toBeLessThan(2 * MiB)
  })

  it("cuts the request when a file under fs.openAsBlob changes mid-way", async () => {
    const path = join(tmpdir(), `upload-stream-${process.pid}-${Date.now()}-changed.bin`)
    writeFileSync(path, randomBytes(4 * MiB))
    try {
      const file = await openAsBlob(path)
      let first = true
      // The file's own stream, the file rewritten once its first chunk is on its way.
      const blob = new ScriptedBlob(new Uint8Array(4 * MiB))
      blob.stream = () =>
        file.stream().pipeThrough(
          new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
            transform: (chunk, c) => {
              c.enqueue(chunk)
              if (first) writeFileSync(path, "changed")
              first = false
            }
          })
        )
      const error = failureOf(await runExit(server, upload(blob), { transport: make(), timeout: 2_000 }))
      expect(error._tag).toBe("NetworkError")
      const cut = await cutOne(server)
      expect(cut.received).toBeLessThan(4 * MiB)
    } finally {
      rmSync(path, { force: true })
    }
  })

  it("fails with a NetworkError, sending nothing, when a file under fs.openAsBlob is gone", async () => {
    const path = join(tmpdir(), `upload-stream-${process.pid}-${Date.now()}-gone.bin`)
    writeFileSync(path, randomBytes(MiB))
    const file = await openAsBlob(path)
    rmSync(path)
    const error = failureOf(await runExit(server, upload(file), { transport: make(), timeout: 2_000 }))
    expect(error._tag).toBe("NetworkError")
    expect((error as { reason: string }).reason).toContain("could not be read")
    await sleep(20)
    expect(server.requests).toHaveLength(0)
  })

  it("never sends a request complete with fewer bytes than its length", async () => {
    const bytes = randomBytes(MiB)
    // A Blob whose stream ends early: its size says 1 MiB, it gives half.
    const blob = new ScriptedBlob(bytes, (i, b) => i < 8 ? chunkAt(b, i) : undefined)
    const error = failureOf(await runExit(server, upload(blob), { transport: make(), timeout: 2_000 }))
    expect(error._tag).toBe("NetworkError")
    const cut = await cutOne(server)
    expect(cut.received).toBe(MiB / 2)
  })

  it("streams the Blob again for a retry after 429", async () => {
    const bytes = randomBytes(2 * MiB)
    const blob = new ScriptedBlob(bytes)
    server.reply({ status: 429, headers: { "retry-after": "0" }, body: {} })
    await run(server, upload(blob), { transport: make() })
    expect(server.requests).toHaveLength(2)
    for (const seen of server.requests) expect(seen.body.equals(bytes)).toBe(true)
    expect(blob.opened).toBe(2)
  })

  it.each([307, 308])("streams the Blob again to the target of a %i redirect", async (status) => {
    const bytes = randomBytes(2 * MiB)
    const blob = new ScriptedBlob(bytes)
    server.reply({ status, headers: { location: "/moved" } })
    await run(server, upload(blob), { transport: make() })
    expect(server.requests.map((r) => r.path)).toEqual(["/rest/organizations/my-org/upload", "/moved"])
    for (const seen of server.requests) {
      expect(seen.method).toBe("PUT")
      expect(seen.body.equals(bytes)).toBe(true)
    }
  })

  it("lets a slow but steady upload finish within the attempt's time limit", async () => {
    const bytes = randomBytes(12 * piece)
    const blob = new ScriptedBlob(bytes, async (i, b) => {
      await sleep(60)
      return chunkAt(b, i)
    })
    // Twelve chunks 60 ms apart: about 780 ms, within the attempt's limit of 2 s.
    await run(server, upload(blob), { transport: make(), timeout: 2_000 })
    expect(server.requests[0]!.body.equals(bytes)).toBe(true)
  })

  it("lets a slow but steady upload outlive the attempt's time limit: the limit counts from the last chunk taken", async () => {
    const bytes = randomBytes(12 * piece)
    const blob = new ScriptedBlob(bytes, async (i, b) => {
      await sleep(60)
      return chunkAt(b, i)
    })
    // Twelve chunks 60 ms apart: about 780 ms, more than twice the limit, but never 300 ms without progress.
    const started = Date.now()
    await run(server, upload(blob), { transport: make(), timeout: 300 })
    expect(Date.now() - started).toBeGreaterThan(600)
    expect(server.requests[0]!.body.equals(bytes)).toBe(true)
  })

  it("ends with Timeout an upload that a server stops taking, once the limit has passed without progress", async () => {
    // A server that reads nothing: the socket's buffers fill and the connection takes no more of the body.
    const sockets = new Set<Socket>()
    const stalling = http.createServer((req) => req.pause())
    stalling.on("connection", (socket) => sockets.add(socket))
    await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve))
    try {
      const url = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`
      const blob = new ScriptedBlob(randomBytes(48 * MiB))
      const started = Date.now()
      const error = failureOf(await runExit(server, upload(blob), { host: url, transport: make(), timeout: 400 }))
      expect(error._tag).toBe("Timeout")
      expect(Date.now() - started).toBeLessThan(5_000)
      await until(() => blob.cancelled, "the Blob's reader to be cancelled")
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => stalling.close(() => resolve()))
    }
  })

  it("ends an upload that outlives the attempt's time limit with Timeout, and stops reading the Blob", async () => {
    const blob = new ScriptedBlob(randomBytes(MiB), (i, b) => i < 2 ? chunkAt(b, i) : "hang")
    const error = failureOf(await runExit(server, upload(blob), { transport: make(), timeout: 300 }))
    expect(error._tag).toBe("Timeout")
    await until(() => blob.cancelled, "the Blob's reader to be cancelled")
    await cutOne(server)
  })

  it("aborted mid-upload, stops reading the Blob and leaves no socket or timer", async () => {
    const baseline = resources()
    const transport = make()
    const blob = new ScriptedBlob(randomBytes(MiB), (i, b) => i < 2 ? chunkAt(b, i) : "hang")
    const { abort, done } = openOn(transport, `${server.url}/up`, blob)
    await until(() => server.received() > 0, "the first bytes")
    abort()
    // The transport is not closed: the aborted request's own socket must go.
    expect(await settledTo(baseline)).toBe(baseline)
    await until(() => blob.cancelled, "the Blob's reader to be cancelled")
    const cut = await cutOne(server)
    expect(cut.received).toBeLessThan(MiB)
    // Nothing is called back once aborted.
    const late = await Promise.race([done, sleep(50).then(() => "nothing")])
    expect(late).toBe("nothing")
    transport.close()
  })

  it("closed mid-upload, fails the request and stops reading the Blob", async () => {
    const baseline = resources()
    const transport = make()
    const blob = new ScriptedBlob(randomBytes(MiB), (i, b) => i < 2 ? chunkAt(b, i) : "hang")
    const { done } = openOn(transport, `${server.url}/up`, blob)
    await until(() => server.received() > 0, "the first bytes")
    transport.close()
    const outcome = await done
    expect(outcome.error).toBeDefined()
    expect(outcome.beforeResponse).toBe(true)
    await until(() => blob.cancelled, "the Blob's reader to be cancelled")
    await cutOne(server)
    expect(await settledTo(baseline)).toBe(baseline)
  })

  it("runs uploads side by side without mixing their bodies", async () => {
    const bodies = [randomBytes(MiB), randomBytes(MiB + 1), randomBytes(MiB + 2)]
    const transport = make()
    try {
      await Promise.all(bodies.map((b, i) => openOn(transport, `${server.url}/p${i}`, new Blob([b])).done))
    } finally {
      transport.close()
    }
    for (const [i, b] of bodies.entries()) {
      expect(server.requests.find((r) => r.path === `/p${i}`)!.body.equals(b)).toBe(true)
    }
  })
})

describe("Blob uploads over the default transport", () => {
  const server = useServer()

  it("let a slow but steady upload outlive the attempt's time limit", async () => {
    const bytes = randomBytes(12 * piece)
    const blob = new ScriptedBlob(bytes, async (i, b) => {
      await sleep(60)
      return chunkAt(b, i)
    })
    await run(server, upload(blob), { timeout: 300 })
    expect(server.requests[0]!.body.equals(bytes)).toBe(true)
  })
})

describe("a transport's progress reports", () => {
  it("set no timer once the attempt has its answer (an upload that goes on after an early answer)", async () => {
    let progress: (() => void) | undefined
    const transport: Transport = {
      open: (_request, onResponse, _onError, onProgress) => {
        progress = onProgress
        onResponse({
          status: 200,
          headers: {},
          read: (sink) => {
            sink.chunk(new TextEncoder().encode("{}"))
            sink.end()
          },
          pause: () => {},
          resume: () => {},
          cancel: () => {}
        })
        return () => {}
      },
      close: () => {}
    }
    const answer = await Effect.runPromise(
      exchange(transport, { method: "PUT", url: "http://127.0.0.1:9/", headers: {}, body: new Blob(["x"]) }, {
        mode: "text",
        maxBytes: 1024,
        timeoutMillis: 60_000,
        gate: undefined
      })
    )
    expect(answer.text).toBe("{}")
    const setTimer = vi.spyOn(globalThis, "setTimeout")
    try {
      progress!()
      expect(setTimer).not.toHaveBeenCalled()
    } finally {
      setTimer.mockRestore()
    }
  })
})
