/**
 * How requests leave the process. A transport does one thing: send one request
 * and hand over the response head, with its body to read, pause or drop. All
 * the rest (redirects, time limits, size limits, aborts, decoding, streaming) is
 * done once, for every transport, by `Exchange.ts`, so that `node:http`, `fetch`
 * and undici behave the same against any server.
 *
 * Four ship here: `node:http` with keep-alive on Node (no dependency, about
 * twice fetch's throughput there), `fetch` everywhere else, undici (through
 * its `dispatch` layer), and the Node default that moves from `node:http` to undici once a
 * client has sent enough requests to repay undici's load. An effect
 * `HttpClient` can be used too (`HttpClientTransport.ts`).
 *
 * @module
 */

import "../internal/requireNode.ts"
import { ClientDisposed } from "../Errors/index.ts"
import { builtin, packageRequire } from "../internal/nodeRequire.ts"

/**
 * A request body as the pipeline builds it.
 *
 * @since 0.1.0
 * @category models
 */
export type RequestBody = string | Blob | FormData | undefined

/**
 * One request, fully built.
 *
 * @since 0.1.0
 * @category models
 */
export interface TransportRequest {
  readonly method: string
  readonly url: string
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>
  readonly body: RequestBody
  /** Let the request outlive the page (fetch in browsers); other transports ignore it. */
  readonly keepalive?: boolean | undefined
}

/**
 * Response headers, lower-case names.
 *
 * @since 0.1.0
 * @category models
 */
export type ResponseHeaders = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

/**
 * Where a response body goes: chunks, then `end` or `error`, once.
 *
 * @since 0.1.0
 * @category models
 */
export interface BodySink {
  readonly chunk: (chunk: Uint8Array) => void
  readonly end: () => void
  readonly error: (error: unknown) => void
}

/**
 * A response head as a transport delivers it; the body is read on demand.
 *
 * @since 0.1.0
 * @category models
 */
export interface RawResponse {
  readonly status: number
  readonly headers: ResponseHeaders
  /** Starts the flow of the body into `sink`; called at most once. */
  readonly read: (sink: BodySink) => void
  /** Stops the flow of chunks for a while (back-pressure of streamed downloads). */
  readonly pause: () => void
  /** Lets chunks flow again after `pause`. */
  readonly resume: () => void
  /** Drops the body, read or not, and releases its connection (destroying it when the body is not over). */
  readonly cancel: () => void
}

/**
 * Sends requests, one hop each. `open` calls exactly one of `onResponse` and
 * `onError` (`beforeResponse` tells whether any of the response had arrived),
 * unless the function it returns is called first: that aborts the exchange at
 * whatever stage it is, body included. A transport that streams a body calls
 * `onProgress` each time the connection has taken a chunk of it (the attempt's
 * time limit then counts from there); others need not call it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Transport {
  readonly open: (
    request: TransportRequest,
    onResponse: (response: RawResponse) => void,
    onError: (error: unknown, beforeResponse: boolean) => void,
    onProgress?: () => void
  ) => () => void
  /** True when the transport follows redirects itself (fetch in browsers); otherwise the exchange follows them. */
  readonly followsRedirects?: boolean | undefined
  /** Releases pooled connections, ending the exchanges in flight with an error. */
  readonly close: () => void
}

/**
 * True where `node:http` can be loaded (Node 20.16+, 22.3+).
 *
 * @since 0.1.0
 * @category helpers
 */
export const nodeHttpAvailable = (): boolean => builtin("node:http") !== undefined

// Multipart bodies are rare and small (their length is not known before they are encoded): let the web platform
// encode them. Blob bodies (files, possibly large) are streamed instead (`blobSource`).
const encodeBody = async (body: Blob | FormData): Promise<{ bytes: Uint8Array; type: string | null }> => {
  const encoded = new Response(body)
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") }
}

const noop = () => {}

/** The reading of a Blob body, chunk by chunk as the connection takes them. */
interface BlobSource {
  /** The next chunk, `undefined` after the last; rejects when the Blob cannot be read, or once cancelled. */
  readonly next: () => Promise<Uint8Array | undefined>
  /** Stops the reading (cancels the Blob's reader); a no-op once it is over. */
  readonly cancel: () => void
}

/**
 * A Blob body read from `blob.stream()`, so that an upload never holds more of a file than the chunk being sent.
 * The reading fails when the stream does, and when the Blob gives other than the `size` bytes announced as the
 * request's length: a request never ends short of its `content-length`, it is cut instead.
 */
const blobSource = (blob: Blob, size: number, progress: (() => void) | undefined): BlobSource => {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  let over = false
  let read = 0
  const cancel = () => {
    if (over) return
    over = true
    reader?.cancel().catch(noop)
  }
  const next = async (): Promise<Uint8Array | undefined> => {
    try {
      if (over) throw new Error("the upload was stopped")
      // Asked for the next chunk: the connection took the last one.
      if (reader !== undefined) progress?.()
      reader ??= blob.stream().getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (over) throw new Error("the upload was stopped")
        if (done) {
          if (read !== size) throw new Error(`the Blob gave ${read} bytes, not the ${size} of its size`)
          over = true
          return undefined
        }
        if (!(value instanceof Uint8Array)) throw new Error("the Blob's stream gave something other than bytes")
        read += value.byteLength
        if (read > size) throw new Error(`the Blob gave more bytes than the ${size} of its size`)
        if (value.byteLength > 0) return value
      }
    } catch (e) {
      cancel()
      throw new Error("the request body could not be read", { cause: e })
    }
  }
  return { next, cancel }
}

/** The headers of a Blob body: its length, and its type unless the request has one. */
const blobHeaders = (
  headers: Readonly<Record<string, string>>,
  size: number,
  type: string
): Record<string, string> => {
  const out: Record<string, string> = { ...headers, "content-length": String(size) }
  // What `new Response(blob)` gives as its content type (the Blob's type, unless empty).
  if (type !== "" && out["content-type"] === undefined) out["content-type"] = type
  return out
}

// A closed transport sends nothing more: the call fails as those in flight at the close did, and is not tried
// again (the client is gone).
const refuse = (onError: (error: unknown, beforeResponse: boolean) => void) => {
  onError(new ClientDisposed(), false)
  return noop
}

/**
 * The `fetch` transport (browsers, and Node when asked for).
 *
 * @since 0.1.0
 * @category transports
 */
export const fetchTransport = (
  fetchImpl: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)
): Transport => {
  // Outside browsers fetch hands 3xx answers over as they are, so the exchange can follow them the
  // same way for every transport; a browser only gives an opaque answer, so it follows them itself.
  const manual =
    typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === "string"
  // fetch pools connections out of reach: closing ends the exchanges in flight, as the Node transports'
  // closing their sockets does.
  const live = new Set<AbortController>()
  let closed = false
  return {
    followsRedirects: !manual,
    open: (request, onResponse, onError) => {
      if (closed) return refuse(onError)
      const controller = new AbortController()
      live.add(controller)
      const settle = () => live.delete(controller)
      let responded = false
      let aborted = false
      fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ?? null,
        redirect: manual ? "manual" : "follow",
        signal: controller.signal,
        ...(request.keepalive === true ? { keepalive: true } : {})
      }).then(
        (res) => {
          responded = true
          if (!aborted) onResponse(webResponse(res, controller, settle))
        },
        (e: unknown) => {
          settle()
          if (!responded && !aborted) onError(e, true)
        }
      )
      return () => {
        aborted = true
        settle()
        controller.abort()
      }
    },
    close: () => {
      closed = true
      // The reason the calls in flight fail with (a NetworkError's): their client is gone.
      const disposed = new ClientDisposed()
      for (const controller of live) controller.abort(disposed)
      live.clear()
    }
  }
}

const webResponse = (res: Response, controller: AbortController, settle: () => void): RawResponse => {
  let paused = false
  let cancelled = false
  let pump: (() => void) | undefined
  return {
    status: res.status,
    headers: fromWebHeaders(res.headers),
    read: (sink) => {
      const body = res.body
      if (body === null) {
        settle()
        return sink.end()
      }
      const reader = body.getReader()
      pump = () => {
        reader.read().then(
          ({ done, value }) => {
            if (cancelled) return
            if (done) {
              settle()
              return sink.end()
            }
            sink.chunk(value)
            if (!paused) pump!()
          },
          (e: unknown) => {
            settle()
            if (!cancelled) sink.error(e)
          }
        )
      }
      pump()
    },
    pause: () => {
      paused = true
    },
    resume: () => {
      if (!paused) return
      paused = false
      pump?.()
    },
    cancel: () => {
      cancelled = true
      settle()
      controller.abort()
    }
  }
}

const fromWebHeaders = (headers: Headers): Record<string, string> => {
  const out: Record<string, string> = {}
  headers.forEach((value, key) => {
    out[key] = value
  })
  return out
}

/**
 * The part of a Node readable stream (an `IncomingMessage`, an undici body, a zlib stream) that is read.
 *
 * @since 0.1.0
 * @category models
 */
export interface NodeReadable {
  on(event: "data", f: (chunk: Uint8Array) => void): unknown
  on(event: "end" | "close", f: () => void): unknown
  on(event: "error", f: (e: Error) => void): unknown
  pause(): unknown
  resume(): unknown
  destroy(): unknown
  pipe<T>(destination: T): T
  unpipe(destination: unknown): unknown
}

interface Zlib {
  readonly constants: { readonly Z_SYNC_FLUSH: number; readonly BROTLI_OPERATION_FLUSH: number }
  createGunzip(options: object): NodeReadable
  createInflate(options: object): NodeReadable
  createBrotliDecompress(options: object): NodeReadable
}

// fetch decodes these content codings by itself, a list of them too (`gzip, br`: applied in that order, undone in
// the other); the Node transports decode them the same way, leniently (a body cut short gives what was decoded),
// as undici's fetch does. A list with a coding it does not know (`identity` included) is left as it came.
const codingsOf = (encoding: string | ReadonlyArray<string> | undefined): ReadonlyArray<string> | undefined => {
  if (encoding === undefined) return undefined
  const codings = (typeof encoding === "string" ? encoding : encoding.join(",")).toLowerCase().split(",")
    .map((coding) => coding.trim())
  return codings.every((c) => c === "gzip" || c === "x-gzip" || c === "deflate" || c === "br") ? codings : undefined
}
const decoders = (encoding: string | ReadonlyArray<string> | undefined): ReadonlyArray<NodeReadable> => {
  // Most answers are not encoded: they never reach zlib.
  const codings = codingsOf(encoding)
  if (codings === undefined) return []
  const zlib = builtin("node:zlib") as Zlib
  const flush = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH }
  const op = zlib.constants.BROTLI_OPERATION_FLUSH
  return codings.toReversed().map((coding) =>
    coding === "br"
      ? zlib.createBrotliDecompress({ flush: op, finishFlush: op })
      : coding === "deflate"
      ? zlib.createInflate(flush)
      : zlib.createGunzip(flush)
  )
}

/** A Node readable as a response body; `destroy` drops the connection under it. */
const nodeResponse = (
  status: number,
  headers: ResponseHeaders,
  source: NodeReadable,
  destroy: () => void
): RawResponse => {
  const chain = status === 204 || status === 304 ? [] : decoders(headers["content-encoding"])
  const body = chain.reduce((from, to) => from.pipe(to), source)
  // A body dropped unread may still report its end as an error: never let that become an uncaught one.
  source.on("error", noop)
  for (const stage of chain) stage.on("error", noop)
  let over = false
  return {
    status,
    headers,
    read: (sink) => {
      body.on("data", (chunk) => {
        if (!over) sink.chunk(chunk)
      })
      body.on("end", () => {
        if (over) return
        over = true
        sink.end()
      })
      body.on("error", (e) => {
        if (over) return
        over = true
        sink.error(e)
      })
      // A reset connection may end the stream without an error on some Node versions.
      body.on("close", () => {
        if (!over) {
          over = true
          sink.error(new Error("the connection closed before the response ended"))
        }
      })
      if (chain.length > 0) {
        // A stage's error other than the last one's does not reach the last one: each ends the body.
        for (const from of [source, ...chain.slice(0, -1)]) {
          from.on("error", (e) => {
            for (const stage of chain) stage.destroy()
            if (!over) {
              over = true
              sink.error(e)
            }
          })
        }
      }
    },
    pause: () => body.pause(),
    resume: () => body.resume(),
    cancel: () => {
      over = true
      if (chain.length > 0) {
        // Unpiped first: a destination that closes pauses its source again, and a source whose body has all
        // arrived but is paused never hands its connection back to the pool.
        source.unpipe(chain[0])
        for (const stage of chain) stage.destroy()
      }
      destroy()
    }
  }
}

interface NodeHttp {
  readonly request: (
    url: string,
    options: { method: string; headers: Record<string, string>; agent: unknown },
    callback: (res: NodeIncoming) => void
  ) => NodeClientRequest
  readonly Agent: new(options: { keepAlive: boolean }) => { destroy(): void }
}
interface NodeIncoming extends NodeReadable {
  readonly statusCode?: number
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly complete: boolean
}
interface NodeClientRequest {
  on(event: "error", f: (e: Error) => void): void
  on(event: "upgrade", f: (res: unknown, socket: { destroy(): void }) => void): void
  on(event: "close", f: () => void): void
  once(event: "drain", f: () => void): void
  write(chunk: Uint8Array): boolean
  end(body?: string | Uint8Array): void
  destroy(error?: Error): void
  readonly destroyed: boolean
}

/** Sends a Blob body as the socket takes it; the request is cut (destroyed) when the Blob cannot be read. */
const upload = (req: NodeClientRequest, source: BlobSource) => {
  // Whatever ends the request before its body is sent (abort, time limit, close, a failed socket) stops the reading.
  req.on("close", source.cancel)
  const pump = (): void => {
    source.next().then(
      (chunk) => {
        if (req.destroyed) return
        if (chunk === undefined) req.end()
        else if (req.write(chunk)) pump()
        else req.once("drain", pump)
      },
      (e: unknown) => req.destroy(e as Error)
    )
  }
  pump()
}

/**
 * The `node:http`/`node:https` transport with keep-alive connection pools.
 *
 * @since 0.1.0
 * @category transports
 */
export const nodeTransport = (): Transport => {
  const http = builtin("node:http") as NodeHttp
  const https = builtin("node:https") as NodeHttp
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) }
  // A destroyed agent would still open (and pool) new sockets.
  let closed = false
  const open: Transport["open"] = (request, onResponse, onError, onProgress) => {
    if (closed) return refuse(onError)
    let aborted = false
    let req: NodeClientRequest | undefined
    let responded = false
    const start = (headers: Record<string, string>, body: string | Uint8Array | BlobSource | undefined) => {
      const secure = request.url.startsWith("https:")
      try {
        req = (secure ? https : http).request(
          request.url,
          { method: request.method, headers, agent: secure ? agents.https : agents.http },
          (res) => {
            responded = true
            if (aborted) return void res.destroy()
            const status = res.statusCode ?? 0
            // Node reads any three digits as a status; below 100 is none, and fetch and undici fail it too.
            if (status < 100) {
              res.destroy()
              return onError(new Error(`the server answered with status ${status}, which is no HTTP status`), false)
            }
            // A body read to its end leaves the socket to the pool; one dropped early goes with its socket.
            onResponse(nodeResponse(status, res.headers, res, () => {
              if (!res.complete) res.destroy()
              else res.resume()
            }))
          }
        )
      } catch (e) {
        return onError(e, true)
      }
      req.on("error", (e) => {
        if (!responded && !aborted) onError(e, true)
      })
      // Node hands a 101 to "upgrade" listeners and otherwise waits: refuse it as fetch does.
      req.on("upgrade", (_res, socket) => {
        socket.destroy()
        if (!responded && !aborted) {
          onError(new Error("the server switched protocols (101), which this client does not support"), false)
        }
      })
      if (body === undefined || typeof body === "string" || body instanceof Uint8Array) req.end(body)
      else upload(req, body)
    }
    const body = request.body
    if (body === undefined || typeof body === "string") {
      start(
        body === undefined ? request.headers : { ...request.headers, "content-length": String(byteLength(body)) },
        body
      )
    } else if (body instanceof Blob) {
      const size = body.size
      const headers = blobHeaders(request.headers, size, body.type)
      start(headers, size === 0 ? new Uint8Array(0) : blobSource(body, size, onProgress))
    } else {
      encodeBody(body).then(
        ({ bytes, type }) => {
          if (aborted) return
          const headers: Record<string, string> = { ...request.headers, "content-length": String(bytes.byteLength) }
          if (type !== null && headers["content-type"] === undefined) headers["content-type"] = type
          start(headers, bytes)
        },
        (e: unknown) => {
          if (!aborted) onError(e, true)
        }
      )
    }
    return () => {
      aborted = true
      req?.destroy()
    }
  }
  return {
    open,
    close: () => {
      closed = true
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

/**
 * The part of undici the transport uses: its `Agent` (a keep-alive pool per origin).
 *
 * @since 0.1.0
 * @category models
 */
export interface Undici {
  readonly Agent: new(options: { keepAliveTimeout: number }) => UndiciDispatcher
}

/**
 * The connection pool an undici `Agent` is, driven through `dispatch` and undici's handler API (7+).
 *
 * @since 0.1.0
 * @category models
 */
export interface UndiciDispatcher {
  dispatch(
    options: {
      origin: string
      path: string
      method: string
      headers: Readonly<Record<string, string>>
      body: string | Uint8Array | AsyncIterable<Uint8Array> | null
    },
    handler: UndiciHandler
  ): boolean
  destroy(): Promise<void>
}

/**
 * What undici hands a dispatch's handler to steer its request.
 *
 * @since 0.1.0
 * @category models
 */
export interface UndiciController {
  abort(reason: Error): void
  pause(): void
  resume(): void
}

/**
 * The callbacks of one dispatch (undici's handler API, 7+).
 *
 * @since 0.1.0
 * @category models
 */
export interface UndiciHandler {
  onRequestStart(controller: UndiciController, context: unknown): void
  onResponseStart(
    controller: UndiciController,
    statusCode: number,
    headers: Record<string, string | Array<string> | undefined>
  ): void
  onResponseData(controller: UndiciController, chunk: Uint8Array): void
  onResponseEnd(controller: UndiciController, trailers: unknown): void
  onResponseError(controller: UndiciController | null, error: Error): void
}

// The oldest undici the transport is tested with (the consumer run's undici suite): older 7.x releases keep an
// aborted upload's socket open.
const oldestUndici = [7, 15] as const

/**
 * The undici module `require` loads, refused below 7.15 (the oldest release the transport is tested with): for an
 * undici that this package's own resolution does not find, `undiciTransport(undiciFrom(createRequire(...)))`.
 *
 * @since 0.1.0
 * @category transports
 */
export const undiciFrom = (require: (id: string) => unknown): Undici => {
  let loaded: Partial<Undici> | undefined
  let version: unknown
  try {
    loaded = require("undici") as Partial<Undici>
    version = (require("undici/package.json") as { readonly version?: unknown }).version
  } catch {
    throw new Error("undiciTransport needs the `undici` package: npm install undici")
  }
  const [major = 0, minor = 0] = typeof version === "string" ? version.split(".").map(Number) : []
  if (
    typeof loaded?.Agent !== "function" ||
    typeof (loaded.Agent as { prototype?: { dispatch?: unknown } }).prototype?.dispatch !== "function" ||
    !(major > oldestUndici[0] || (major === oldestUndici[0] && minor >= oldestUndici[1]))
  ) {
    throw new Error(`undiciTransport needs undici ${oldestUndici.join(".")} or later (found ${String(version)})`)
  }
  return loaded as Undici
}

// undici is loaded through require at run time: a bundler for the browser never sees it.
const loadUndici = (): Undici => {
  const require = packageRequire()
  if (require === undefined) throw new Error("undiciTransport needs Node.js")
  return undiciFrom(require)
}

interface PassThrough extends NodeReadable {
  write(chunk: Uint8Array): boolean
  end(): void
  destroy(error?: Error): void
  once(event: "drain", f: () => void): void
}

/** A Blob body as undici takes a streamed one; undici stopping early stops the reading. */
async function* chunksOf(source: BlobSource): AsyncGenerator<Uint8Array> {
  try {
    for (;;) {
      const chunk = await source.next()
      if (chunk === undefined) return
      yield chunk
    }
  } finally {
    source.cancel()
  }
}

/** `https://host:port/path?query` as undici's origin and path. */
const originAndPath = (url: string): readonly [string, string] => {
  const slash = url.indexOf("/", url.indexOf("//") + 2)
  return slash < 0 ? [url, "/"] : [url.slice(0, slash), url.slice(slash)]
}

/**
 * undici on Node, with keep-alive, from the first request. Driven through its lowest public layer
 * (`dispatch` and handler callbacks), so that a response costs no stream, promise or abort signal:
 * the fastest transport for short answers, at the cost of about 60 ms and 28 MB when undici loads;
 * {@link autoTransport}, the default, moves to it after 1,000 requests.
 * `layer({ ..., transport: undiciTransport() })`, with `undici` installed.
 *
 * @since 0.1.0
 * @category transports
 */
export const undiciTransport = (undici: Undici = loadUndici()): Transport => {
  const dispatcher = new undici.Agent({ keepAliveTimeout: 10_000 })
  let closed = false
  const open: Transport["open"] = (request, onResponse, onError, onProgress) => {
    if (closed) return refuse(onError)
    // Set once the caller aborts, or drops the response: nothing reaches the caller after that.
    let dropped = false
    let controller: UndiciController | undefined
    let started = false
    let over = false
    // The body until `read` gives it a sink (chunks can arrive before it).
    let sink: BodySink | undefined
    let early: Array<Uint8Array> | undefined
    let ended = false
    let failed: Error | undefined
    // Encoded bodies go through a stream that `nodeResponse` decodes.
    let encoded: PassThrough | undefined
    // A Blob body being read.
    let source: BlobSource | undefined
    const drop = () => {
      if (dropped) return
      dropped = true
      source?.cancel()
      if (!over) controller?.abort(new Error("aborted"))
    }
    const handler: UndiciHandler = {
      onRequestStart: (c) => {
        controller = c
        if (dropped) c.abort(new Error("aborted"))
      },
      onResponseStart: (_c, status, headers) => {
        // Informational answers (1xx) come before the real one.
        if (dropped || status < 200) return
        started = true
        if (codingsOf(headers["content-encoding"]) !== undefined && status !== 204 && status !== 304) {
          // Encoded answers are rare: they take the stream path, which decodes.
          const { PassThrough } = builtin("node:stream") as { PassThrough: new() => PassThrough }
          const through = new PassThrough()
          encoded = through
          return onResponse(nodeResponse(status, headers, through, drop))
        }
        onResponse({
          status,
          headers,
          read: (s) => {
            sink = s
            for (const chunk of early ?? []) if (!dropped) s.chunk(chunk)
            early = undefined
            if (dropped) return
            if (failed !== undefined) s.error(failed)
            else if (ended) s.end()
          },
          pause: () => controller?.pause(),
          resume: () => controller?.resume(),
          cancel: drop
        })
      },
      onResponseData: (c, chunk) => {
        if (dropped) return
        if (encoded !== undefined) {
          if (!encoded.write(chunk)) {
            c.pause()
            encoded.once("drain", () => c.resume())
          }
        } else if (sink !== undefined) sink.chunk(chunk)
        else (early ??= []).push(chunk)
      },
      onResponseEnd: () => {
        over = true
        // An answer may end before the body was all sent: the server wants no more of it.
        source?.cancel()
        if (dropped) return
        if (encoded !== undefined) encoded.end()
        else if (sink !== undefined) sink.end()
        else ended = true
      },
      onResponseError: (_c, error) => {
        over = true
        source?.cancel()
        if (dropped) return
        if (!started) onError(error, true)
        else if (encoded !== undefined) encoded.destroy(error)
        else if (sink !== undefined) sink.error(error)
        else failed = error
      }
    }
    const send = (
      body: string | Uint8Array | AsyncIterable<Uint8Array> | null,
      headers: Readonly<Record<string, string>>
    ) => {
      if (dropped) return
      const [origin, path] = originAndPath(request.url)
      try {
        dispatcher.dispatch({ origin, path, method: request.method, headers, body }, handler)
      } catch (e) {
        handler.onResponseError(null, e instanceof Error ? e : new Error(String(e)))
      }
    }
    const body = request.body
    if (body === undefined || typeof body === "string") send(body ?? null, request.headers)
    else if (body instanceof Blob) {
      const size = body.size
      const headers = blobHeaders(request.headers, size, body.type)
      if (size === 0) {
        // As an empty buffer: undici then sends `content-length: 0` only where the method expects a body.
        delete headers["content-length"]
        send(new Uint8Array(0), headers)
      } else {
        // An async iterable of known length (the `content-length` header): undici writes it as the socket drains.
        source = blobSource(body, size, onProgress)
        send(chunksOf(source), headers)
      }
    } else {
      encodeBody(body).then(
        ({ bytes, type }) =>
          send(
            bytes,
            type !== null && request.headers["content-type"] === undefined
              ? { ...request.headers, "content-type": type }
              : request.headers
          ),
        (e: unknown) => {
          if (!dropped) onError(e, true)
        }
      )
    }
    return drop
  }
  return {
    open,
    close: () => {
      closed = true
      void dispatcher.destroy()
    }
  }
}

/**
 * The default on Node: `node:http` for the first `after` requests (1,000), then undici
 * when the `undici` package loads. Short scripts never pay undici's load (about 60 ms, once, and
 * 28 MB); long-running clients get its lower CPU per call. Requests already sent finish where they
 * started. Without `undici`, or when it fails to load (tried once), everything stays on `node:http`.
 *
 * @since 0.1.0
 * @category transports
 */
export const autoTransport = (
  options: { readonly after?: number | undefined; readonly load?: (() => Undici) | undefined } = {}
): Transport => {
  const first = nodeTransport()
  const after = options.after ?? 1000
  let sent = 0
  let later: Transport | undefined
  let closed = false
  return {
    open: (request, onResponse, onError, onProgress) => {
      if (later !== undefined) return later.open(request, onResponse, onError, onProgress)
      const abort = first.open(request, onResponse, onError, onProgress)
      if (++sent === after && !closed) {
        try {
          later = undiciTransport((options.load ?? loadUndici)())
        } catch {
          // Not installed or not loadable: node:http serves on.
        }
      }
      return abort
    },
    close: () => {
      closed = true
      first.close()
      later?.close()
    }
  }
}
