/**
 * One attempt of a request over any transport, with every guard a hostile
 * server calls for: redirects followed as fetch follows them (valid http(s)
 * targets only, at most 20, the token never sent to another origin, a hop's
 * body dropped unread), a time limit over the whole attempt, a size limit over
 * bodies that are read into memory, aborts at any stage, and streamed bodies
 * with back-pressure and an idle limit. A streamed upload moves the time limit on
 * with each chunk the connection takes.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import type { BodySink, RawResponse, ResponseHeaders, Transport, TransportRequest } from "./Transport.ts"

/**
 * Where an abortable request registers the function that aborts it (`abortGetRequests` calls them all).
 *
 * @since 0.1.0
 * @category models
 */
export interface AbortGate {
  add(abort: () => void): unknown
  delete(abort: () => void): unknown
}

/**
 * How a response body is handed back.
 *
 * @since 0.1.0
 * @category models
 */
export type BodyMode = "text" | "bytes" | "stream"

/**
 * The limits and mode of one attempt.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExchangeOptions {
  /** `stream` hands a 2xx body over as it arrives; other answers are read as text. */
  readonly mode: BodyMode
  /** Largest body read into memory, in bytes. */
  readonly maxBytes: number
  /**
   * Time allowed from sending to the body's end (to the head, and then between chunks, for streams); a streamed
   * upload (a Blob body on the Node transports) counts it from the last chunk the connection took.
   */
  readonly timeoutMillis: number | undefined
  readonly gate: AbortGate | undefined
}

/**
 * An answer: the body as text, bytes, or (streamed 2xx) a web stream.
 *
 * @since 0.1.0
 * @category models
 */
export interface Exchanged {
  readonly status: number
  readonly headers: ResponseHeaders
  readonly text: string
  readonly bytes: Uint8Array | undefined
  readonly stream: ReadableStream<Uint8Array> | undefined
}

/**
 * Why an attempt did not produce an answer.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExchangeFailure {
  readonly _tag: "ExchangeFailure"
  readonly kind: "network" | "aborted" | "timeout" | "tooLarge"
  readonly reason: string
  /** No byte of the response had arrived. */
  readonly beforeResponse: boolean
  /** The status of the answer whose body was too large. */
  readonly status?: number | undefined
}

const failure = (
  kind: ExchangeFailure["kind"],
  reason: string,
  beforeResponse = false,
  status?: number
): ExchangeFailure => ({ _tag: "ExchangeFailure", kind, reason, beforeResponse, status })

/**
 * A transport's error as a sentence (its cause appended), never a request header.
 *
 * @since 0.1.0
 * @category transports
 */
export const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? error.cause.message : undefined
  return cause === undefined || error.message.includes(cause) ? error.message : `${error.message}: ${cause}`
}

/**
 * The first value of a header.
 *
 * @since 0.1.0
 * @category transports
 */
export const header = (headers: ResponseHeaders, name: string): string | undefined => {
  const value = headers[name]
  return typeof value === "string" ? value : value?.[0]
}

const redirectStatuses = new Set([301, 302, 303, 307, 308])
/** fetch's limit. */
const maxRedirects = 20

/** The next request of a redirect as fetch builds it, or why it cannot be followed. */
const redirected = (request: TransportRequest, status: number, location: string): TransportRequest | string => {
  let next: URL | undefined
  try {
    next = new URL(location, request.url)
  } catch {
    // Not a URL: not an http(s) one either.
  }
  if (next?.protocol !== "http:" && next?.protocol !== "https:") return "the redirect location is not an http(s) URL"
  const headers: Record<string, string> = { ...request.headers }
  const toGet = ((status === 301 || status === 302) && request.method === "POST") ||
    (status === 303 && request.method !== "GET" && request.method !== "HEAD")
  if (next.origin !== new URL(request.url).origin) {
    // The token never leaves its origin: not in its header, nor in a body sent again (the token check's holds it).
    if (!toGet && request.body !== undefined) return "a body is not sent to another origin"
    delete headers.authorization
  }
  if (!toGet) return { method: request.method, url: next.href, headers, body: request.body }
  delete headers["content-type"]
  delete headers["content-length"]
  return { method: "GET", url: next.href, headers, body: undefined }
}

const contentLength = (headers: ResponseHeaders): number => {
  const value = header(headers, "content-length")
  return value === undefined ? -1 : Number(value)
}

// TextDecoder drops a leading BOM, as fetch's text() does.
const utf8 = new TextDecoder()

const concat = (chunks: ReadonlyArray<Uint8Array>, size: number): Uint8Array => {
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(size)
  let offset = 0
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.byteLength
  }
  return out
}

/**
 * Runs one attempt of `request` over `transport`. Interruption aborts it at any stage.
 *
 * @since 0.1.0
 * @category transports
 */
export const exchange = (
  transport: Transport,
  request: TransportRequest,
  options: ExchangeOptions
): Effect.Effect<Exchanged, ExchangeFailure> =>
  Effect.callback<Exchanged, ExchangeFailure>((resume) => {
    const { gate, maxBytes, mode, timeoutMillis } = options
    let done = false
    let abortHop: (() => void) | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      done = true
      if (timer !== undefined) clearTimeout(timer)
      gate?.delete(onAbort)
    }
    const succeed = (value: Exchanged) => {
      if (done) return
      settle()
      resume(Effect.succeed(value))
    }
    const fail = (f: ExchangeFailure) => {
      if (done) return
      settle()
      abortHop?.()
      resume(Effect.fail(f))
    }
    const onAbort = () => fail(failure("aborted", "aborted", true))
    gate?.add(onAbort)
    // Armed again as a streamed body goes out: an upload that moves on is not a silent server.
    const arm = () => {
      if (done || timeoutMillis === undefined) return
      clearTimeout(timer)
      timer = setTimeout(() => fail(failure("timeout", "timeout")), timeoutMillis)
    }
    arm()
    let hops = 0
    const hop = (req: TransportRequest) => {
      abortHop = transport.open(req, (res) => {
        if (done) return res.cancel()
        const status = res.status
        if (redirectStatuses.has(status) && transport.followsRedirects !== true) {
          const location = header(res.headers, "location")
          if (location !== undefined) {
            // Never wait for a redirect's own body: it may not end.
            res.cancel()
            const next = redirected(req, status, location)
            if (typeof next === "string") return fail(failure("network", next))
            if (++hops > maxRedirects) return fail(failure("network", `more than ${maxRedirects} redirects`))
            return hop(next)
          }
        }
        const ok = status >= 200 && status < 300
        if (mode === "stream" && ok) {
          settle()
          return resume(Effect.succeed({
            status,
            headers: res.headers,
            text: "",
            bytes: undefined,
            stream: webStream(res, timeoutMillis, gate)
          }))
        }
        if (contentLength(res.headers) > maxBytes) return fail(failure("tooLarge", "too large", false, status))
        const chunks: Array<Uint8Array> = []
        let size = 0
        res.read({
          chunk: (chunk) => {
            size += chunk.byteLength
            if (size > maxBytes) fail(failure("tooLarge", "too large", false, status))
            else chunks.push(chunk)
          },
          end: () => {
            const body = size === 0 ? new Uint8Array(0) : concat(chunks, size)
            const bytes = mode === "bytes" && ok ? body : undefined
            succeed({
              status,
              headers: res.headers,
              text: bytes === undefined ? utf8.decode(body) : "",
              bytes,
              stream: undefined
            })
          },
          error: (e) => fail(failure("network", reasonOf(e)))
        })
        abortHop = res.cancel
      }, (e, beforeResponse) => fail(failure("network", reasonOf(e), beforeResponse)), arm)
    }
    // A transport that throws (a JavaScript caller's own, or a factory given for its transport) fails the call.
    try {
      hop(request)
    } catch (e) {
      fail(failure("network", reasonOf(e), true))
    }
    return Effect.sync(() => {
      if (done) return
      settle()
      abortHop?.()
    })
  })

/**
 * A streamed body as a web stream: chunks flow while the reader wants them,
 * at most `idleMillis` apart; cancelling it, or the abort gate, drops the connection,
 * as does a full buffer that no reader has taken for `idleMillis` (an answer dropped unread).
 */
const webStream = (
  res: RawResponse,
  idleMillis: number | undefined,
  gate: AbortGate | undefined
): ReadableStream<Uint8Array> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  let over = false
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let stream: ReadableStream<Uint8Array> | undefined
  const stop = () => {
    over = true
    if (timer !== undefined) clearTimeout(timer)
    gate?.delete(onAbort)
  }
  const failWith = (f: ExchangeFailure) => {
    if (over) return
    stop()
    res.cancel()
    controller.error(f)
  }
  const onAbort = () => failWith(failure("aborted", "aborted"))
  const arm = () => {
    if (idleMillis === undefined || over) return
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      // A full queue that a reader holds is that reader's slowness, not the server's silence.
      if (stream?.locked !== true || (controller.desiredSize ?? 1) > 0) failWith(failure("timeout", "timeout"))
    }, idleMillis)
  }
  gate?.add(onAbort)
  const sink: BodySink = {
    chunk: (chunk) => {
      if (over) return
      controller.enqueue(chunk)
      if ((controller.desiredSize ?? 1) <= 0) {
        res.pause()
        // A stream that nobody reads (a Download dropped unread) keeps its timer: its connection goes after the limit.
        if (timer !== undefined && stream?.locked === true) clearTimeout(timer)
      } else arm()
    },
    end: () => {
      if (over) return
      stop()
      controller.close()
    },
    error: (e) => failWith(failure("network", reasonOf(e)))
  }
  return stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c
      arm()
      res.read(sink)
    },
    pull: () => {
      arm()
      res.resume()
    },
    cancel: () => {
      stop()
      res.cancel()
    }
  }, { highWaterMark: 8 })
}
