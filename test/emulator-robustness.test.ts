/**
 * The emulator as a test server under careless options and hostile clients: options from untyped code
 * refused at start with an error naming them, requests sent with raw `node:net` / `node:http` (malformed
 * HTTP, huge or endless bodies, bodies nested too deep, bad targets) answered in the platform's JSON error
 * shape without crashing the host, concurrent writes kept consistent, and a stop that leaves nothing open;
 * HEAD answered as its GET without changing anything, and a request log bounded in entries and size.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { existsSync, rmSync } from "node:fs"
import * as http from "node:http"
import * as net from "node:net"
import { afterAll, afterEach, beforeAll } from "vitest"
import * as Emulator from "../src/emulator/index.ts"
import {
  LOG_ANSWER_LIMIT,
  LOG_BUDGET,
  LOG_LIMIT,
  LOG_TEXT_LIMIT,
  type LoggedRequest,
  MAX_BODY_BYTES
} from "../src/emulator/server.ts"
import { CoveoClient } from "../src/Http/PlatformClient.ts"
import { createPlatformClient } from "../src/promise/index.ts"

const sources = "/rest/organizations/emulator-org/sources"

/** Crashes the host would suffer: errors nobody caught while the tests ran. */
const uncaught: Array<unknown> = []
const onUncaught = (e: unknown) => {
  uncaught.push(e)
}
beforeAll(() => {
  process.on("uncaughtException", onUncaught)
  process.on("unhandledRejection", onUncaught)
})
afterAll(() => {
  process.off("uncaughtException", onUncaught)
  process.off("unhandledRejection", onUncaught)
})
afterEach(() => {
  expect(uncaught).toEqual([])
})

const serverHandles = () => process.getActiveResourcesInfo().filter((r) => r === "TCPServerWrap").length

/** Runs `f` with a fresh emulator, stopped afterwards. */
const withEmulator = async <A>(
  f: (emulator: Emulator.EmulatorHandle) => Promise<A>,
  options: Emulator.EmulatorOptions = {}
): Promise<A> => {
  const emulator = await Emulator.startEmulator({ stepMs: 0, ...options })
  try {
    return await f(emulator)
  } finally {
    await emulator.stop()
  }
}

/** Sends raw bytes and reads what comes back until the server closes (or 3 s pass). */
const rawExchange = (port: number, data: string): Promise<string> =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    let out = ""
    const timer = setTimeout(() => socket.destroy(), 3_000)
    socket.on("data", (d) => {
      out += d.toString("latin1")
    })
    socket.on("error", () => {})
    socket.on("close", () => {
      clearTimeout(timer)
      resolve(out)
    })
    socket.write(data)
  })

interface Answer {
  readonly status: number
  readonly contentType: string | undefined
  readonly body: unknown
}

/** The status line, content type and JSON body of the first answer in a raw exchange. */
const parseAnswer = (raw: string): Answer => {
  const [head = "", ...rest] = raw.split("\r\n\r\n")
  const lines = head.split("\r\n")
  const status = Number(lines[0]!.split(" ")[1])
  const headers = Object.fromEntries(lines.slice(1).map((l) => {
    const i = l.indexOf(":")
    return [l.slice(0, i).toLowerCase(), l.slice(i + 1).trim()]
  }))
  let text = rest.join("\r\n\r\n")
  if (headers["transfer-encoding"] === "chunked") {
    let decoded = ""
    for (;;) {
      const eol = text.indexOf("\r\n")
      const size = parseInt(text.slice(0, eol), 16)
      if (!(size > 0)) break
      decoded += text.slice(eol + 2, eol + 2 + size)
      text = text.slice(eol + 2 + size + 2)
    }
    text = decoded
  }
  return { status, contentType: headers["content-type"], body: text === "" ? undefined : JSON.parse(text) }
}

const request = (
  method: string,
  target: string,
  headers: Readonly<Record<string, string>> = {},
  body = ""
): string =>
  `${method} ${target} HTTP/1.1\r\nHost: emulator\r\n${
    Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")
  }${body === "" ? "" : `Content-Length: ${Buffer.byteLength(body)}\r\n`}Connection: close\r\n\r\n${body}`

const platformError = (status: number, errorCode: string) => ({
  status,
  contentType: "application/json",
  body: { errorCode, message: expect.any(String) }
})

describe("emulator options", () => {
  const careless: ReadonlyArray<readonly [string, unknown, RegExp]> = [
    ["null options", null, /options: an object \(or nothing\), not null/],
    ["an unknown fault kind", { faults: [{ fault: "explode" }] }, /'fault' must be one of rateLimit.*not "explode"/],
    ["every: NaN", { faults: [{ fault: "rateLimit", every: NaN }] }, /'every' must be a whole number.*not NaN/],
    ["every: -1", { faults: [{ fault: "rateLimit", every: -1 }] }, /'every' must be a whole number.*not -1/],
    ["first: -1", { faults: [{ fault: "rateLimit", first: -1 }] }, /'first' must be a whole number.*not -1/],
    ["a negative latency", { faults: [{ fault: "latency", delayMs: -5 }] }, /'delayMs'.*not -5/],
    ["a NaN latency", { faults: [{ fault: "latency", delayMs: NaN }] }, /'delayMs'.*not NaN/],
    ["an infinite latency", { faults: [{ fault: "latency", delayMs: Infinity }] }, /'delayMs'.*not Infinity/],
    ["a latency without delay", { faults: [{ fault: "latency" }] }, /latency rule needs 'delayMs'/],
    ["a numeric match", { faults: [{ fault: "rateLimit", match: 5 }] }, /'match' must be a string or an array/],
    ["a match list with a number", { faults: [{ fault: "drop", match: ["Sources.*", 5] }] }, /'match'/],
    ["a server error of status 200", { faults: [{ fault: "serverError", status: 200 }] }, /'status' must be a 5xx/],
    ["a server error of status 999", { faults: [{ fault: "serverError", status: 999 }] }, /'status' must be a 5xx/],
    ["a NaN Retry-After", { faults: [{ fault: "rateLimit", retryAfterSeconds: NaN }] }, /'retryAfterSeconds'/],
    [
      "a fractional Retry-After",
      { faults: [{ fault: "rateLimit", retryAfterSeconds: 0.15 }] },
      /'retryAfterSeconds' must be a whole number of seconds.*not 0\.15/
    ],
    ["faults that are not a list", { faults: "rateLimit" }, /Fault rules must be an array, not "rateLimit"/],
    ["a null fault rule", { faults: [null] }, /a rule is an object/],
    ["a port given as text", { port: "emulator-probe-socket" }, /'port': a whole number.*"emulator-probe-socket"/],
    ["a fractional port", { port: 1.5 }, /'port'/],
    ["a negative step", { stepMs: -1 }, /'stepMs'.*not -1/],
    ["a NaN step", { stepMs: NaN }, /'stepMs'.*not NaN/],
    ["organizations as text", { organizations: "org-2" }, /'organizations': an array/],
    ["a null token", { tokens: [null] }, /'tokens'/],
    ["a token without its value", { tokens: [{ username: "x@example.com" }] }, /'tokens'/],
    ["a clock that is not a function", { now: 5 }, /'now': a function/],
    ["a misspelt port", { prot: 0 }, /option 'prot': no such option; the options are port, hostname, /],
    ["a misspelt option in another case", { StepMS: 0 }, /option 'StepMS': no such option; /],
    ["an unknown option", { verbose: true }, /option 'verbose': no such option; the options are port, hostname, /],
    ["the layer's client options", { client: {} }, /option 'client': no such option/]
  ]

  it("refuses careless options at start with a TypeError naming the option, leaving nothing open", async () => {
    const before = serverHandles()
    for (const [label, options, message] of careless) {
      const started = Emulator.startEmulator(options as Emulator.EmulatorOptions).then(
        async (emulator) => {
          await emulator.stop()
          return `started with ${label}`
        },
        (e: unknown) => e
      )
      const error = await started
      expect(error, label).toBeInstanceOf(TypeError)
      expect((error as Error).message, label).toMatch(message)
    }
    // A port given as text was the path of a local socket, created in the working directory.
    expect(existsSync("emulator-probe-socket")).toBe(false)
    rmSync("emulator-probe-socket", { force: true })
    expect(serverHandles()).toBe(before)
  })

  it("refuses careless fault rules and steps set while it runs, keeping the rules in force", () =>
    withEmulator(async (emulator) => {
      emulator.faults.set([{ fault: "rateLimit", first: 1 }])
      expect(() => emulator.faults.set([{ fault: "ratelimit" } as unknown as Emulator.FaultRule])).toThrow(
        /'fault' must be one of/
      )
      expect(() => emulator.faults.add({ fault: "drop", every: 0 })).toThrow(/'every'/)
      expect(emulator.faults.rules()).toEqual([{ fault: "rateLimit", first: 1 }])
      expect(() => emulator.setStepMs(Number.NaN)).toThrow(/'stepMs'/)
    }))

  it.live("fails with EmulatorError, naming the option, when Emulator.serve is given a careless option", () =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(Emulator.serve({ faults: [{ fault: "latency", delayMs: -1 }] }))
      expect(error._tag).toBe("EmulatorError")
      expect(error.message).toMatch(/The emulator could not start: .*'delayMs'/)
      const typo = yield* Effect.flip(Emulator.serve({ prot: 0 } as Emulator.EmulatorOptions))
      expect(typo.message).toMatch(/The emulator could not start: .*'prot': no such option; the options are port, /)
    }))

  it.live("takes the client options of Emulator.layer, which are its own, not the emulator's", () =>
    Effect.gen(function*() {
      const emulator = yield* Emulator.Emulator
      const client = yield* CoveoClient
      expect(emulator.organizationId).toBe("emulator-org")
      expect(client).toBeDefined()
    }).pipe(Effect.provide(Emulator.layer({ stepMs: 0, client: { retry: { attempts: 1 } } }))))
})

describe("emulator under raw requests", () => {
  it("answers what node:http refuses (bad method, bad length, headers too large) as platform JSON errors", () =>
    withEmulator(async (emulator) => {
      const auth = { authorization: `Bearer ${emulator.accessToken}` }
      expect(parseAnswer(await rawExchange(emulator.port, request("FOO", sources, auth)))).toEqual(
        platformError(400, "BAD_REQUEST")
      )
      expect(parseAnswer(await rawExchange(emulator.port, "HELLO\r\n\r\n"))).toEqual(platformError(400, "BAD_REQUEST"))
      const badLength = `POST ${sources} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`
      expect(parseAnswer(await rawExchange(emulator.port, badLength))).toEqual(platformError(400, "BAD_REQUEST"))
      const longUrl = request("GET", `${sources}?filter=${"a".repeat(20_000)}`, auth)
      expect(parseAnswer(await rawExchange(emulator.port, longUrl))).toEqual(
        platformError(431, "REQUEST_HEADER_FIELDS_TOO_LARGE")
      )
      // The emulator still answers.
      expect(parseAnswer(await rawExchange(emulator.port, request("GET", sources, auth))).status).toBe(200)
    }))

  it("answers a request target that is no URL with 400 INVALID_PATH, and logs it", () =>
    withEmulator(async (emulator) => {
      const auth = { authorization: `Bearer ${emulator.accessToken}` }
      expect(parseAnswer(await rawExchange(emulator.port, request("GET", "http://[::1/x", auth)))).toEqual(
        platformError(400, "INVALID_PATH")
      )
      expect(emulator.requests().map((r) => r.status)).toEqual([400])
    }))

  it("answers a body declared larger than the limit with 413 before reading it", () =>
    withEmulator(async (emulator) => {
      const answer = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        const req = http.request(`${emulator.url}${sources}`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${emulator.accessToken}`,
            "content-type": "application/json",
            "content-length": String(100 * 1024 * 1024)
          }
        }, (res) => {
          let body = ""
          res.on("data", (d: Buffer) => {
            body += d.toString()
          })
          res.on("end", () => resolve({ status: res.statusCode, body }))
        })
        req.on("error", reject)
        // One megabyte of the hundred declared: the answer comes without the rest.
        req.write(Buffer.alloc(1024 * 1024, 0x20))
        const timer = setTimeout(() => {
          req.destroy()
          reject(new Error("no answer before the body was sent"))
        }, 3_000)
        req.on("close", () => clearTimeout(timer))
      })
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toEqual({ errorCode: "REQUEST_ENTITY_TOO_LARGE", message: expect.any(String) })
      expect(emulator.stats().byStatus).toEqual({ "413": 1 })
    }))

  it("answers a chunked body that never ends with 413 once past the limit, without keeping it",
    () =>
      withEmulator(async (emulator) => {
        const endless = () => {
          let sent = 0
          return new Promise<{ status: number | undefined; body: string; sent: number }>((resolve, reject) => {
            const req = http.request(`${emulator.url}${sources}`, {
              method: "POST",
              headers: { authorization: `Bearer ${emulator.accessToken}`, "content-type": "application/json" }
            }, (res) => {
              let body = ""
              res.on("data", (d: Buffer) => {
                body += d.toString()
              })
              res.on("end", () => {
                req.destroy()
                resolve({ status: res.statusCode, body, sent })
              })
            })
            // A reset before the answer is read (the connection closed while the client still sends) fails here.
            req.on("error", reject)
            const chunk = Buffer.alloc(1024 * 1024, 0x20)
            const pump = () => {
              // Bounded: a server that kept reading would be noticed here, not by a hang.
              while (!req.destroyed && sent < 4 * MAX_BODY_BYTES) {
                sent += chunk.length
                if (!req.write(chunk)) return void req.once("drain", pump)
              }
              if (!req.destroyed) reject(new Error(`no answer after ${sent} bytes`))
            }
            pump()
          })
        }
        // Several times: a connection reset before the client reads the answer happens only now and then.
        for (let i = 0; i < 6; i++) {
          const answer = await endless()
          expect(answer.status).toBe(413)
          expect(JSON.parse(answer.body)).toEqual({
            errorCode: "REQUEST_ENTITY_TOO_LARGE",
            message: expect.any(String)
          })
          expect(answer.sent).toBeLessThan(MAX_BODY_BYTES + 32 * 1024 * 1024)
        }
      }), 30_000)

  it("refuses a JSON body nested deeper than the platform reads with 400, keeping the state answerable", () =>
    withEmulator(async (emulator) => {
      const headers = { authorization: `Bearer ${emulator.accessToken}`, "content-type": "application/json" }
      const nested = (depth: number) =>
        `{"name":"deep","sourceType":"PUSH","extra":${"[".repeat(depth)}${"]".repeat(depth)}}`
      const deep = await fetch(`${emulator.url}${sources}`, { method: "POST", headers, body: nested(20_000) })
      expect(deep.status).toBe(400)
      expect(await deep.json()).toEqual({ errorCode: "INVALID_JSON", message: expect.stringContaining("1000 levels") })
      const fine = await fetch(`${emulator.url}${sources}`, { method: "POST", headers, body: nested(50) })
      expect(fine.status).toBe(201)
      const list = await fetch(`${emulator.url}${sources}`, { headers })
      expect(list.status).toBe(200)
      expect(() => emulator.state()).not.toThrow()
    }))

  it("answers malformed input and unknown routes and methods in the platform's shape", () =>
    withEmulator(async (emulator) => {
      const auth = { authorization: `Bearer ${emulator.accessToken}` }
      const json = { ...auth, "content-type": "application/json" }
      const exchange = async (data: string) => parseAnswer(await rawExchange(emulator.port, data))
      expect(await exchange(request("POST", sources, json, "{bad"))).toEqual(platformError(400, "INVALID_JSON"))
      expect(await exchange(request("GET", `${sources}/%E0%A4%A`, auth))).toEqual(platformError(400, "INVALID_PATH"))
      expect(await exchange(request("GET", "/nope", auth))).toEqual(platformError(404, "NOT_FOUND"))
      expect(await exchange(request("TRACE", sources, auth))).toEqual(platformError(405, "METHOD_NOT_ALLOWED"))
      expect(await exchange(request("GET", sources))).toEqual(platformError(401, "INVALID_TOKEN"))
      expect(await exchange(request("GET", sources, { authorization: "Basic abc" }))).toEqual(
        platformError(401, "INVALID_TOKEN")
      )
      // `..` segments are resolved before routing: no way around the organization check.
      expect(await exchange(request("GET", `${sources}/../../other-org/sources`, auth))).toEqual(
        platformError(403, "FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_ANOTHER_ORGANIZATION")
      )
      const http10 = await rawExchange(emulator.port,
        `GET ${sources} HTTP/1.0\r\nAuthorization: ${auth.authorization}\r\n\r\n`)
      expect(http10).toMatch(/^HTTP\/1\.1 200 /)
      const pipelined = await rawExchange(
        emulator.port,
        `GET ${sources} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth.authorization}\r\n\r\n` +
          request("GET", "/nope", auth)
      )
      expect(pipelined.match(/^HTTP\/1\.1 \d+/gm)).toEqual(["HTTP/1.1 200", "HTTP/1.1 404"])
    }))

  it("survives clients that leave mid-body or mid-answer", () =>
    withEmulator(async (emulator) => {
      const socket = net.connect(emulator.port, "127.0.0.1")
      socket.on("error", () => {})
      await new Promise((resolve) => socket.once("connect", resolve))
      socket.write(
        `POST ${sources} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${emulator.accessToken}\r\nContent-Length: 1000\r\n\r\n{"na`
      )
      await new Promise((resolve) => setTimeout(resolve, 20))
      socket.destroy()
      emulator.faults.set([{ fault: "latency", delayMs: 100 }])
      const aborted = await fetch(`${emulator.url}${sources}`, {
        headers: { authorization: `Bearer ${emulator.accessToken}` },
        signal: AbortSignal.timeout(20)
      }).then(() => "answered", (e: Error) => e.name)
      expect(aborted).toBe("TimeoutError")
      await new Promise((resolve) => setTimeout(resolve, 150))
      emulator.faults.clear()
      expect(emulator.requests().map((r) => r.status)).toEqual([0])
      const res = await fetch(`${emulator.url}${sources}`, {
        headers: { authorization: `Bearer ${emulator.accessToken}` }
      })
      expect(res.status).toBe(200)
    }))
})

describe("emulator under concurrent requests", () => {
  it("keeps ids unique and answers no 5xx under 200 concurrent creates, deletes and paged lists", () =>
    withEmulator(async (emulator) => {
      const headers = { authorization: `Bearer ${emulator.accessToken}`, "content-type": "application/json" }
      const create = (name: string) =>
        fetch(`${emulator.url}${sources}`, {
          method: "POST",
          headers,
          body: JSON.stringify({ name, sourceType: "PUSH" })
        }).then(async (r) => ({ status: r.status, id: ((await r.json()) as { id: string }).id }))
      const created = await Promise.all(Array.from({ length: 200 }, (_, i) => create(`s${i}`)))
      expect(new Set(created.map((c) => c.status))).toEqual(new Set([201]))
      expect(new Set(created.map((c) => c.id)).size).toBe(200)
      const mixed = await Promise.all([
        ...created.flatMap((c) =>
          [0, 1].map(() =>
            fetch(`${emulator.url}${sources}/${c.id}`, { method: "DELETE", headers }).then((r) => r.status)
          )
        ),
        ...Array.from(
          { length: 50 },
          (_, p) => fetch(`${emulator.url}${sources}/pages?page=${p}&perPage=5`, { headers }).then((r) => r.status)
        ),
        ...Array.from({ length: 50 }, (_, i) => create(`m${i}`).then((c) => c.status))
      ])
      const counts: Record<number, number> = {}
      for (const s of mixed) counts[s] = (counts[s] ?? 0) + 1
      // Each source is deleted once; its second delete finds nothing.
      expect(counts).toEqual({ 200: 250, 201: 50, 404: 200 })
      const page = await fetch(`${emulator.url}${sources}/pages?perPage=1000`, { headers }).then((r) => r.json())
      expect((page as { totalEntries: number }).totalEntries).toBe(3 + 50)
    }))
})

describe("emulator lifecycle under load", () => {
  it("stops at once with requests in flight, twice, releasing its port", async () => {
    const emulator = await Emulator.startEmulator({ stepMs: 0, faults: [{ fault: "latency", delayMs: 5_000 }] })
    const inflight = Array.from({ length: 5 },
      () =>
        fetch(`${emulator.url}${sources}`, { headers: { authorization: `Bearer ${emulator.accessToken}` } }).then(
          (r) => r.status,
          () => "closed"
        ))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    await Promise.all([emulator.stop(), emulator.stop()])
    await emulator.stop()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await Promise.all(inflight)).toEqual(Array(5).fill("closed"))
    const probe = net.createServer()
    await new Promise<void>((resolve, reject) => {
      probe.once("error", reject)
      probe.listen(emulator.port, "127.0.0.1", resolve)
    })
    await new Promise((resolve) => probe.close(resolve))
  })

  it("starts and stops 200 times leaving no server, socket or timer behind", async () => {
    const count = (kind: string) => process.getActiveResourcesInfo().filter((r) => r === kind).length
    await new Promise((resolve) => setTimeout(resolve, 50))
    const timersBefore = count("Timeout")
    for (let i = 0; i < 200; i++) {
      const emulator = await Emulator.startEmulator({ stepMs: 0 })
      if (i % 40 === 0) {
        await fetch(`${emulator.url}${sources}`, { headers: { authorization: `Bearer ${emulator.accessToken}` } })
          .then((r) => r.text())
      }
      await emulator.stop()
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect([count("TCPServerWrap"), count("TCPSocketWrap")]).toEqual([0, 0])
    expect(count("Timeout")).toBeLessThanOrEqual(timersBefore)
  }, 30_000)
})

describe("file containers", () => {
  it("take the upload at their URL as S3 would (no bearer token), and refuse a container never made", async () => {
    await withEmulator(async (emulator) => {
      const client = createPlatformClient(emulator.clientOptions)
      try {
        const container = await client.pushApi.createFileContainer()
        const file = new TextEncoder().encode("{\"addOrUpdate\":[]}")
        const put = await fetch(container.uploadUri!, {
          method: "PUT",
          headers: container.requiredHeaders as Record<string, string>,
          body: file
        })
        expect([put.status, await put.text()]).toEqual([200, ""])
        expect(JSON.stringify(emulator.state())).toContain(
          JSON.stringify({ id: container.fileId, size: file.length, contentType: "application/octet-stream" })
        )
        const unknown = await fetch(`${emulator.url}/emulator/files/file-nope`, { method: "PUT", body: file })
        expect([unknown.status, await unknown.json()]).toEqual([404, {
          errorCode: "RESOURCE_NOT_FOUND",
          message: "No file container \"file-nope\" was made."
        }])
      } finally {
        await client.dispose()
      }
    })
  })
})

/** Status, headers and body bytes of one exchange through `node:http`, bounded in time. */
const exchange = (
  url: string,
  method: string,
  headers: Readonly<Record<string, string>> = {}
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, timeout: 3_000 }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (d: Buffer) => chunks.push(d))
      res.on("end", () => {
        const all = Buffer.concat(chunks)
        resolve({ status: res.statusCode!, headers: res.headers, bytes: all.length, body: all.toString() })
      })
    })
    req.on("timeout", () => req.destroy(new Error(`no answer to ${method} ${url} in time`)))
    req.on("error", reject)
    req.end()
  })

/** The headers a HEAD must share with its GET: all but the framing, the date and the request id. */
const comparable = (headers: http.IncomingHttpHeaders) => {
  const { connection: _c, date: _d, "keep-alive": _k, "transfer-encoding": _t, "x-request-id": _r, ...rest } = headers
  return rest
}

describe("HEAD", () => {
  it("answers what GET answers, headers and length, without a body, on records, lists, errors and downloads", () =>
    withEmulator(async (emulator) => {
      const auth = { authorization: `Bearer ${emulator.accessToken}` }
      const created = await fetch(`${emulator.url}${sources}`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ name: "Docs", sourceType: "PUSH" })
      }).then((r) => r.json() as Promise<{ id: string }>)
      const paths = [
        `${sources}/${created.id}`,
        `${sources}/pages?perPage=2`,
        `${sources}/source-nope`,
        "/rest/organizations/emulator-org/crawlingmodule/versions/database",
        "/emulator/downloads/export?key=k&id=i&signature=forged"
      ]
      for (const path of paths) {
        const get = await exchange(`${emulator.url}${path}`, "GET", auth)
        const head = await exchange(`${emulator.url}${path}`, "HEAD", auth)
        expect(head.status, path).toBe(get.status)
        expect(comparable(head.headers), path).toEqual({
          ...comparable(get.headers),
          "content-length": String(get.bytes)
        })
        expect(head.headers["content-type"], path).toBe(get.headers["content-type"])
        expect(head.bytes, path).toBe(0)
      }
      // Nothing follows the headers on the wire (a body there would be read as the next answer).
      const raw = await rawExchange(emulator.port, request("HEAD", `${sources}/${created.id}`, auth))
      expect(raw).toMatch(/^HTTP\/1\.1 200 /)
      expect(raw.slice(raw.indexOf("\r\n\r\n") + 4)).toBe("")
      // Without a token, the same 401 as GET.
      expect((await exchange(`${emulator.url}${sources}`, "HEAD")).status).toBe(401)
    }))

  it("answers every declared GET's status to HEAD, changing no state", () =>
    withEmulator(async (emulator) => {
      const auth = { authorization: `Bearer ${emulator.accessToken}` }
      const gets = Emulator.routesOf().routes.filter((r) => r.method === "GET")
      const pathOf = (template: string) =>
        template.replace(/\{(org|organizationId)\}/g, "emulator-org").replace(/\{[^}]+\}/g, "x") +
        "?org=emulator-org&organizationId=emulator-org"
      const before = JSON.stringify(emulator.state())
      const heads = []
      for (const route of gets) heads.push(await exchange(`${emulator.url}${pathOf(route.template)}`, "HEAD", auth))
      expect(JSON.stringify(emulator.state())).toBe(before)
      const mismatched: Array<string> = []
      for (const [i, route] of gets.entries()) {
        const get = await exchange(`${emulator.url}${pathOf(route.template)}`, "GET", auth)
        const head = heads[i]!
        if (head.status !== get.status || head.bytes !== 0 || head.headers["content-length"] !== String(get.bytes)) {
          mismatched.push(
            `${route.template}: HEAD ${head.status} (${head.headers["content-length"]}), GET ${get.status}`
          )
        }
      }
      expect(mismatched).toEqual([])
      expect(heads.some((h) => h.status === 200)).toBe(true)
    }), 30_000)

  it("answers 405 with Allow where no GET is declared, and 404 where nothing is", () =>
    withEmulator(async (emulator) => {
      const auth = { authorization: `Bearer ${emulator.accessToken}` }
      const postOnly = await exchange(`${emulator.url}/oauth/check_token`, "HEAD", auth)
      expect([postOnly.status, postOnly.headers.allow, postOnly.bytes]).toEqual([405, "POST", 0])
      const rebuild = await exchange(`${emulator.url}${sources}/source-1/rebuild`, "HEAD", auth)
      expect([rebuild.status, rebuild.headers.allow]).toEqual([405, "POST"])
      expect((await exchange(`${emulator.url}/nope`, "HEAD", auth)).status).toBe(404)
    }))

  it("previews the faults its GET would get without moving the rules on, and is logged but not counted as a call", () =>
    withEmulator(async (emulator) => {
      const auth = { authorization: `Bearer ${emulator.accessToken}` }
      emulator.faults.set([{
        fault: "rateLimit",
        match: "GET /rest/organizations/{org}/sources",
        first: 1,
        retryAfterSeconds: 1
      }])
      const status = async (method: string) => {
        const r = await exchange(`${emulator.url}${sources}`, method, auth)
        return `${method} ${r.status}${
          r.headers["retry-after"] === undefined ? "" : ` retry-after ${r.headers["retry-after"]}`
        }`
      }
      // The HEADs say what the next GET gets; only the GETs count against `first: 1`.
      expect([
        await status("HEAD"),
        await status("HEAD"),
        await status("GET"),
        await status("HEAD"),
        await status("GET")
      ])
        .toEqual(["HEAD 429 retry-after 1", "HEAD 429 retry-after 1", "GET 429 retry-after 1", "HEAD 200", "GET 200"])
      const stats = emulator.stats()
      expect(stats.requests).toBe(5)
      expect(Object.values(stats.calls)).toEqual([2])
      expect(stats.byStatus).toEqual({ "200": 2, "429": 3 })
      const logged = emulator.requests().map((
        r
      ) => [r.method, r.status, r.call === undefined ? "no call" : "call", "answer" in r])
      expect(logged).toEqual([
        ["HEAD", 429, "no call", false],
        ["HEAD", 429, "no call", false],
        ["GET", 429, "call", true],
        ["HEAD", 200, "no call", false],
        ["GET", 200, "call", true]
      ])
    }, { recordAnswers: true }))
})

const marker = /…\[truncated: (\d+) characters in all\]$/

/** What an entry counts against the log's budget, as the emulator counts it. */
const charsOf = (r: LoggedRequest) =>
  r.method.length + r.path.length + r.query.length + (r.authorization?.length ?? 0) + (r.origin?.length ?? 0) +
  (r.call?.length ?? 0) + (r.answer === undefined ? 0 : typeof r.answer === "string" && marker.test(r.answer)
    ? r.answer.length
    : JSON.stringify(r.answer).length)

describe("the request log", () => {
  it("keeps long queries, headers and answers cut, with a marker, while the answers sent stay whole", () =>
    withEmulator(async (emulator) => {
      const auth = { authorization: `Bearer ${emulator.accessToken}` }
      const longQuery = `filter=${"q".repeat(10_000)}`
      expect((await exchange(`${emulator.url}${sources}?${longQuery}`, "GET", auth)).status).toBe(200)
      const longToken = `Bearer ${"t".repeat(8_000)}`
      expect((await exchange(`${emulator.url}${sources}`, "GET", { authorization: longToken })).status).toBe(401)
      const longOrigin = `http://${"o".repeat(6_000)}.example`
      expect((await exchange(`${emulator.url}${sources}`, "GET", { ...auth, origin: longOrigin })).status).toBe(200)
      const created = await fetch(`${emulator.url}${sources}`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ name: "big", sourceType: "PUSH", extra: "x".repeat(100_000) })
      })
      expect(created.status).toBe(201)
      const { id } = (await created.json()) as { id: string }
      const read = await fetch(`${emulator.url}${sources}/${id}`, { headers: auth })
      const sent = await read.text()
      expect(sent.length).toBeGreaterThan(100_000)

      const [query, token, origin, , get] = emulator.requests()
      expect(query!.query).toMatch(marker)
      expect(query!.query.length).toBeLessThan(LOG_TEXT_LIMIT + 50)
      expect(query!.query.startsWith(longQuery.slice(0, LOG_TEXT_LIMIT))).toBe(true)
      expect(marker.exec(query!.query)![1]).toBe(String(longQuery.length))
      expect(token!.authorization).toMatch(marker)
      expect(token!.authorization!.length).toBeLessThan(LOG_TEXT_LIMIT + 50)
      expect(origin!.origin).toMatch(marker)
      expect(typeof get!.answer).toBe("string")
      expect(get!.answer as string).toMatch(marker)
      expect((get!.answer as string).length).toBeLessThan(LOG_ANSWER_LIMIT + 50)
      expect(sent.startsWith((get!.answer as string).slice(0, LOG_ANSWER_LIMIT))).toBe(true)
      expect(marker.exec(get!.answer as string)![1]).toBe(String(sent.length))
      // A small answer is kept parsed, as before.
      await exchange(`${emulator.url}${sources}/source-nope`, "GET", auth)
      expect(emulator.requests().at(-1)!.answer).toEqual({
        errorCode: "SOURCE_NOT_FOUND",
        message: expect.any(String)
      })
      expect((await exchange(`${emulator.url}${sources}/${id}`, "GET", auth)).bytes).toBe(Buffer.byteLength(sent))
    }, { recordAnswers: true }))

  it("drops its oldest entries past its character budget when answers are large",
    () =>
      withEmulator(async (emulator) => {
        const auth = { authorization: `Bearer ${emulator.accessToken}` }
        const created = await fetch(`${emulator.url}${sources}`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ name: "big", sourceType: "PUSH", extra: "x".repeat(100_000) })
        }).then((r) => r.json() as Promise<{ id: string }>)
        const reads = Math.ceil(LOG_BUDGET / LOG_ANSWER_LIMIT) + 40
        for (let i = 0; i < reads; i++) {
          expect((await exchange(`${emulator.url}${sources}/${created.id}?n=${i}`, "GET", auth)).status).toBe(200)
        }
        const log = emulator.requests()
        expect(log.length).toBeLessThan(reads)
        expect(log.length).toBeGreaterThan(reads - 60)
        expect(log.reduce((n, r) => n + charsOf(r), 0)).toBeLessThanOrEqual(LOG_BUDGET)
        expect(log.at(-1)!.query).toBe(`n=${reads - 1}`)
        // The counters still count every request.
        expect(emulator.stats().requests).toBe(reads + 1)
      }, { recordAnswers: true }), 30_000)

  it("keeps the latest LOG_LIMIT requests", () =>
    withEmulator(async (emulator) => {
      const total = LOG_LIMIT + 10
      // Pipelined on one connection: ten thousand requests in well under a second or two.
      const answers = await new Promise<number>((resolve, reject) => {
        const socket = net.connect(emulator.port, "127.0.0.1")
        let text = ""
        const timer = setTimeout(() => {
          socket.destroy()
          reject(new Error("the pipelined requests were not all answered in time"))
        }, 20_000)
        socket.on("data", (d) => {
          text += d.toString("latin1")
        })
        socket.on("error", reject)
        socket.on("close", () => {
          clearTimeout(timer)
          resolve(text.match(/HTTP\/1\.1 404 /g)?.length ?? 0)
        })
        const auth = `Authorization: Bearer ${emulator.accessToken}\r\n`
        const all = Array.from({ length: total }, (_, i) =>
          `GET /nope?n=${i} HTTP/1.1\r\nHost: x\r\n${auth}${i === total - 1 ? "Connection: close\r\n" : ""}\r\n`)
        socket.write(all.join(""))
      })
      expect(answers).toBe(total)
      const log = emulator.requests()
      expect(log.length).toBe(LOG_LIMIT)
      expect([log[0]!.query, log.at(-1)!.query]).toEqual([`n=${total - LOG_LIMIT}`, `n=${total - 1}`])
      expect(emulator.stats().requests).toBe(total)
      emulator.resetStats()
      expect(emulator.requests()).toEqual([])
    }), 30_000)
})
