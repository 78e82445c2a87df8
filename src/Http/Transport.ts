/**
 * How requests leave the process. The pipeline needs little of a transport:
 * send one request, hand back status, headers and the whole body. Two ship
 * here: `node:http` with keep-alive on Node (about twice the throughput of
 * fetch there, and no dependency), and `fetch` everywhere else. An effect
 * `HttpClient` can be used instead (see `HttpClientTransport.ts`).
 *
 * @module
 */
import * as Effect from "effect/Effect"

/** A request body as the pipeline builds it. */
export type RequestBody = string | Blob | FormData | undefined

/** One request, fully built. */
export interface TransportRequest {
  readonly method: string
  readonly url: string
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>
  readonly body: RequestBody
}

/** One response, body read in full: text, or bytes when `binary` was asked for and the status is 2xx. */
export interface TransportResponse {
  readonly status: number
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly text: string
  readonly bytes: Uint8Array | undefined
}

/** The request could not be sent or its response not read; `aborted` when an abort gate stopped it. */
export interface TransportFailure {
  readonly _tag: "TransportFailure"
  readonly reason: string
  readonly aborted?: boolean
}

/** Where an abortable request registers the function that aborts it (`abortGetRequests` calls them all). */
export interface AbortGate {
  add(abort: () => void): unknown
  delete(abort: () => void): unknown
}

/** Sends requests. Interrupting `send`, or calling what it registered in `gate`, must abort the request. */
export interface Transport {
  readonly send: (
    request: TransportRequest,
    binary: boolean,
    gate?: AbortGate | undefined
  ) => Effect.Effect<TransportResponse, TransportFailure>
  /** Releases pooled connections. */
  readonly close: () => void
}

const abortedFailure: TransportFailure = { _tag: "TransportFailure", reason: "aborted", aborted: true }

const failure = (error: unknown): TransportFailure => ({
  _tag: "TransportFailure",
  reason: error instanceof Error
    ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message)
    : String(error)
})

const fromWebHeaders = (headers: Headers): Record<string, string> => {
  const out: Record<string, string> = {}
  headers.forEach((value, key) => {
    out[key] = value
  })
  return out
}

/**
 * An exchange driven by an AbortSignal: `run` sends and reads; interruption or
 * the abort gate aborts the signal, and only the first outcome is kept.
 */
const signalled = (
  gate: AbortGate | undefined,
  run: (signal: AbortSignal) => Promise<TransportResponse>
): Effect.Effect<TransportResponse, TransportFailure> =>
  Effect.callback<TransportResponse, TransportFailure>((resume) => {
    const controller = new AbortController()
    let done = false
    const finish = (effect: Effect.Effect<TransportResponse, TransportFailure>) => {
      if (done) return
      done = true
      gate?.delete(onAbort)
      resume(effect)
    }
    const onAbort = () => {
      controller.abort()
      finish(Effect.fail(abortedFailure))
    }
    gate?.add(onAbort)
    run(controller.signal).then((r) => finish(Effect.succeed(r)), (e: unknown) => finish(Effect.fail(failure(e))))
    return Effect.sync(() => {
      done = true
      gate?.delete(onAbort)
      controller.abort()
    })
  })

/** The `fetch` transport (browsers, and Node when asked for). */
export const fetchTransport = (
  fetchImpl: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)
): Transport => ({
  send: (request, binary, gate) =>
    signalled(gate, async (signal) => {
      const res = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ?? null,
        signal
      })
      const ok = res.status >= 200 && res.status < 300
      const bytes = binary && ok ? new Uint8Array(await res.arrayBuffer()) : undefined
      const text = bytes === undefined ? await res.text() : ""
      return { status: res.status, headers: fromWebHeaders(res.headers), text, bytes }
    }),
  close: () => {}
})

interface NodeHttp {
  readonly request: (
    url: string,
    options: { method: string; headers: Record<string, string>; agent: unknown },
    callback: (res: NodeIncoming) => void
  ) => NodeClientRequest
  readonly Agent: new(options: { keepAlive: boolean }) => { destroy(): void }
}
interface NodeIncoming {
  readonly statusCode?: number
  readonly headers: Record<string, string | Array<string> | undefined>
  setEncoding(encoding: string): void
  on(event: "data", f: (chunk: string | Uint8Array) => void): void
  on(event: "end" | "aborted", f: () => void): void
  on(event: "error", f: (e: Error) => void): void
}
interface NodeClientRequest {
  on(event: "error", f: (e: Error) => void): void
  end(body?: string | Uint8Array): void
  destroy(): void
}

// Read through process.getBuiltinModule so that bundlers for the browser see no `node:` import.
const builtin = (name: string): unknown =>
  (globalThis as { process?: { getBuiltinModule?: (n: string) => unknown } }).process?.getBuiltinModule?.(name)

/** True where `node:http` can be loaded (Node 20.16+, 22.3+). */
export const nodeHttpAvailable = (): boolean => builtin("node:http") !== undefined

// Multipart and Blob bodies are rare (uploads): let the web platform encode them.
const encodeBody = async (body: Blob | FormData): Promise<{ bytes: Uint8Array; type: string | null }> => {
  const encoded = new Response(body)
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") }
}

/** The `node:http`/`node:https` transport with keep-alive connection pools. */
export const nodeTransport = (): Transport => {
  const http = builtin("node:http") as NodeHttp
  const https = builtin("node:https") as NodeHttp
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) }
  const send = (request: TransportRequest, binary: boolean, gate?: AbortGate) =>
    Effect.callback<TransportResponse, TransportFailure>((resume) => {
      let done = false
      const finish = (effect: Effect.Effect<TransportResponse, TransportFailure>) => {
        if (!done) {
          done = true
          gate?.delete(onAbort)
          resume(effect)
        }
      }
      const onAbort = () => {
        cancel()
        finish(Effect.fail(abortedFailure))
      }
      gate?.add(onAbort)
      let redirects = 0
      const start = (
        headers: Record<string, string>,
        body: string | Uint8Array | undefined,
        url: string = request.url,
        method: string = request.method
      ) => {
        const secure = url.startsWith("https:")
        const req = (secure ? https : http).request(
          url,
          { method, headers, agent: secure ? agents.https : agents.http },
          (res) => {
            const status = res.statusCode ?? 0
            const location = res.headers.location
            // Follow redirects as fetch does (export downloads answer with one); a token never leaves its origin.
            if (status >= 300 && status < 400 && typeof location === "string" && redirects < 5) {
              redirects++
              res.on("data", () => {})
              const next = new URL(location, url)
              const sameOrigin = next.origin === new URL(url).origin
              const nextHeaders = { ...headers }
              if (!sameOrigin) delete nextHeaders.authorization
              const keepMethod = status === 307 || status === 308
              if (!keepMethod) {
                delete nextHeaders["content-type"]
                delete nextHeaders["content-length"]
              }
              start(
                nextHeaders,
                keepMethod ? body : undefined,
                next.href,
                keepMethod || method === "GET" || method === "HEAD" ? method : "GET"
              )
              return
            }
            const wantBytes = binary && status >= 200 && status < 300
            const parts: Array<string> = []
            const chunks: Array<Uint8Array> = []
            if (!wantBytes) res.setEncoding("utf8")
            res.on("data", (chunk) => {
              if (typeof chunk === "string") parts.push(chunk)
              else chunks.push(chunk)
            })
            res.on("end", () =>
              finish(Effect.succeed({
                status,
                headers: res.headers,
                text: parts.length === 1 ? parts[0]! : parts.join(""),
                bytes: wantBytes ? concat(chunks) : undefined
              })))
            res.on("aborted", () => finish(Effect.fail(failure(new Error("the connection closed before the response ended")))))
            res.on("error", (e) => finish(Effect.fail(failure(e))))
          }
        )
        req.on("error", (e) => finish(Effect.fail(failure(e))))
        req.end(body)
        cancel = () => req.destroy()
      }
      // Until the request starts (uploads encode first), cancelling only stops it from starting.
      let cancel = () => {
        done = true
      }
      const body = request.body
      if (body === undefined || typeof body === "string") {
        start(
          body === undefined ? request.headers : { ...request.headers, "content-length": String(byteLength(body)) },
          body
        )
      } else {
        encodeBody(body).then(
          ({ bytes, type }) => {
            if (done) return
            const headers: Record<string, string> = { ...request.headers, "content-length": String(bytes.byteLength) }
            if (type !== null && headers["content-type"] === undefined) headers["content-type"] = type
            start(headers, bytes)
          },
          (e: unknown) => finish(Effect.fail(failure(e)))
        )
      }
      return Effect.sync(() => {
        done = true
        gate?.delete(onAbort)
        cancel()
      })
    })
  return {
    send,
    close: () => {
      agents.http.destroy()
      agents.https.destroy()
    }
  }
}

const encoder = new TextEncoder()
const byteLength = (s: string): number => {
  // ASCII bodies (the common case) are one byte per character.
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return encoder.encode(s).byteLength
  return s.length
}

const concat = (chunks: ReadonlyArray<Uint8Array>): Uint8Array => {
  if (chunks.length === 1) return chunks[0]!
  let size = 0
  for (const c of chunks) size += c.byteLength
  const out = new Uint8Array(size)
  let offset = 0
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.byteLength
  }
  return out
}

/** The part of undici the transport uses. */
export interface Undici {
  readonly Agent: new(options: { keepAliveTimeout: number }) => UndiciDispatcher
  readonly interceptors: { readonly redirect: (options: { maxRedirections: number }) => unknown }
  readonly request: (
    url: string,
    options: {
      method: string
      headers: Record<string, string>
      body?: string | Uint8Array | undefined
      dispatcher: UndiciDispatcher
      signal: AbortSignal
    }
  ) => Promise<{
    statusCode: number
    headers: Record<string, string | Array<string> | undefined>
    body: UndiciBody
  }>
}
interface UndiciBody {
  arrayBuffer(): Promise<ArrayBuffer>
  setEncoding(encoding: string): void
  on(event: "data", f: (chunk: string) => void): void
  on(event: "end", f: () => void): void
  on(event: "error", f: (e: Error) => void): void
}
// Reading the stream directly costs less than body.text() on small JSON pages.
const readText = (body: UndiciBody) =>
  new Promise<string>((resolve, reject) => {
    let text = ""
    body.setEncoding("utf8")
    body.on("data", (chunk) => {
      text += chunk
    })
    body.on("end", () => resolve(text))
    body.on("error", reject)
  })
interface UndiciDispatcher {
  compose(...interceptors: ReadonlyArray<unknown>): UndiciDispatcher
  destroy(): Promise<void>
}

// undici is loaded through require at run time: a bundler for the browser never sees it.
const loadUndici = (): Undici => {
  const module = builtin("node:module") as { createRequire(from: string): (id: string) => unknown } | undefined
  if (module === undefined) throw new Error("undiciTransport needs Node.js")
  try {
    return module.createRequire(import.meta.url)("undici") as Undici
  } catch {
    throw new Error("undiciTransport needs the `undici` package: npm install undici")
  }
}

/**
 * undici's `request` on Node, with keep-alive and redirects followed as fetch
 * follows them. The fastest transport for short answers (about 1.3x `node:http`
 * on small GETs at concurrency 64) at the cost of about 60 ms and 28 MB when it
 * loads, so it is opt-in: `layer({ ..., transport: undiciTransport() })`, with
 * `undici` installed.
 */
export const undiciTransport = (undici: Undici = loadUndici()): Transport => {
  const agent = new undici.Agent({ keepAliveTimeout: 10_000 })
  const dispatcher = agent.compose(undici.interceptors.redirect({ maxRedirections: 5 }))
  return {
    send: (request, binary, gate) =>
      signalled(gate, async (signal) => {
        let body: string | Uint8Array | undefined
        let headers = request.headers
        if (request.body === undefined || typeof request.body === "string") body = request.body
        else {
          const encoded = await encodeBody(request.body)
          body = encoded.bytes
          if (encoded.type !== null && headers["content-type"] === undefined) {
            headers = { ...headers, "content-type": encoded.type }
          }
        }
        const res = await undici.request(request.url, { method: request.method, headers, body, dispatcher, signal })
        const status = res.statusCode
        const bytes = binary && status >= 200 && status < 300 ? new Uint8Array(await res.body.arrayBuffer()) : undefined
        return { status, headers: res.headers, text: bytes === undefined ? await readText(res.body) : "", bytes }
      }),
    close: () => {
      void agent.destroy()
    }
  }
}
