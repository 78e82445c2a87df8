/**
 * The comparison of the differential test: the requests one call sent through
 * `@coveo/platform-client` against those it sent through our facade. Pure functions.
 */
import { isDeepStrictEqual } from "node:util"
import type { Seen } from "./recorder.ts"

/**
 * What can differ between two exchanges. `query order` is the same parameters in another
 * order; `threw` is the promise client failing before it sent anything.
 *
 * @since 0.1.0
 * @category models
 */
export type Aspect =
  | "threw"
  | "count"
  | "host"
  | "method"
  | "path"
  | "query"
  | "query order"
  | "content type"
  | "body"

/**
 * One difference, with what each client sent for that aspect.
 *
 * @since 0.1.0
 * @category models
 */
export interface Difference {
  readonly aspect: Aspect
  readonly promise: string
  readonly ours: string
}

/**
 * The requests one client sent for a call, and its error if it failed.
 *
 * @since 0.1.0
 * @category models
 */
export interface Exchange {
  readonly requests: ReadonlyArray<Seen>
  readonly error?: string | undefined
}

/**
 * The request as one line: host, method, path, query, content type and body.
 *
 * @since 0.1.0
 * @category helpers
 */
export const requestLine = (r: Seen): string =>
  `${r.host === "serverless" ? "[serverless] " : ""}${r.method} ${r.path}${r.query === "" ? "" : `?${r.query}`}${
    r.contentType === undefined ? "" : ` (${r.contentType})`
  }${r.text === "" ? "" : ` ${r.text}`}`

/**
 * The decoded query parameters in order.
 *
 * @since 0.1.0
 * @category helpers
 */
export const queryParams = (raw: string): Array<readonly [string, string]> => [...new URLSearchParams(raw)]

const boundaryOf = (contentType: string | undefined): string | undefined =>
  contentType === undefined ? undefined : /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1]

/**
 * The content type without its multipart boundary (random per request).
 *
 * @since 0.1.0
 * @category helpers
 */
export const mediaType = (contentType: string | undefined): string =>
  contentType === undefined ? "(none)" : contentType.replace(/;\s*boundary="?[^";]+"?/i, "; boundary=…")

const parseJson = (text: string): { readonly json: unknown } | undefined => {
  try {
    return { json: JSON.parse(text) }
  } catch {
    return undefined
  }
}

/** The body byte for byte, multipart boundaries replaced by a placeholder. */
const bodyBytes = (r: Seen): string => {
  const boundary = boundaryOf(r.contentType)
  return boundary === undefined ? r.bytes : r.bytes.split(boundary).join("BOUNDARY")
}

const sameBody = (a: Seen, b: Seen): boolean => {
  const ja = parseJson(a.text)
  const jb = parseJson(b.text)
  if (ja !== undefined && jb !== undefined) return isDeepStrictEqual(ja.json, jb.json)
  return bodyBytes(a) === bodyBytes(b)
}

const sorted = (params: ReadonlyArray<readonly [string, string]>) =>
  params.map(([k, v]) => `${k}=${v}`).sort().join("&")

const show = (params: ReadonlyArray<readonly [string, string]>) =>
  new URLSearchParams(params.map(([k, v]) => [k, v])).toString()

/**
 * Compares one request of each client. `addedBySpec` names query parameters that ours sends where the
 * promise client omits them (`org` of usage analytics): left out of ours when the promise client's
 * request lacks them, compared as any other when it has them.
 *
 * @since 0.1.0
 * @category comparison
 */
export const compareRequests = (promise: Seen, ours: Seen, addedBySpec: ReadonlyArray<string>): Array<Difference> => {
  const out: Array<Difference> = []
  const add = (aspect: Aspect, p: string, o: string) => out.push({ aspect, promise: p, ours: o })
  if (promise.host !== ours.host) add("host", promise.host, ours.host)
  if (promise.method !== ours.method) add("method", promise.method, ours.method)
  if (promise.path !== ours.path) add("path", promise.path, ours.path)
  const pq = queryParams(promise.query)
  const lacking = addedBySpec.filter((name) => !pq.some(([k]) => k === name))
  const oq = queryParams(ours.query).filter(([k]) => !lacking.includes(k))
  if (!isDeepStrictEqual(pq, oq)) add(sorted(pq) === sorted(oq) ? "query order" : "query", show(pq), show(oq))
  if (mediaType(promise.contentType) !== mediaType(ours.contentType)) {
    add("content type", mediaType(promise.contentType), mediaType(ours.contentType))
  }
  if (!sameBody(promise, ours)) add("body", promise.text, ours.text)
  return out
}

/**
 * Compares the exchanges of one call: the promise client's failure before sending, the number of requests, then each.
 *
 * @since 0.1.0
 * @category comparison
 */
export const compareExchanges = (
  promise: Exchange,
  ours: Exchange,
  addedBySpec: ReadonlyArray<string>
): Array<Difference> => {
  if (promise.requests.length === 0 && promise.error !== undefined && ours.requests.length > 0) {
    return [{ aspect: "threw", promise: promise.error, ours: ours.requests.map(requestLine).join(" | ") }]
  }
  const out: Array<Difference> = []
  if (promise.requests.length !== ours.requests.length) {
    out.push({
      aspect: "count",
      promise: promise.requests.map(requestLine).join(" | ") || "(nothing)",
      ours: ours.requests.map(requestLine).join(" | ") || "(nothing)"
    })
  }
  const n = Math.min(promise.requests.length, ours.requests.length)
  for (let i = 0; i < n; i++) out.push(...compareRequests(promise.requests[i]!, ours.requests[i]!, addedBySpec))
  return out
}
