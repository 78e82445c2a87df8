/**
 * What a described operation sends and answers, worked out from the description alone
 * (`described()` of `scripts/generate-operations.ts`), never from a declaration: sample arguments,
 * the exact request they must give, and a reply with the result it must give. The wire test of the
 * generated calls (`test/wire/described.test.ts`) pairs each declaration with its operation and checks
 * one against the other.
 */
import * as Effect from "effect/Effect"
import { readdirSync, readFileSync } from "node:fs"
import { parse } from "yaml"
import { basePath } from "../../scripts/generate-models.ts"
import { type Argument, type Described, headerField } from "../../scripts/generate-operations.ts"
import type { Download } from "../../src/Http/PlatformClient.ts"
import { descriptionDir, opKey } from "../oracle/description.ts"
import { ORG } from "./client.ts"
import type { Reply } from "./server.ts"

type Json = Readonly<Record<string, unknown>>
type Param = Described["query"][number]

/** A path id that only survives percent-encoded: a space, a slash and a non-ASCII letter. */
const pathSample = (name: string): string => `${name} 1/é`

/** Each query parameter once, in the description's order (an operation's own entry overrides its path's). */
const queryOf = (d: Described): ReadonlyArray<Param> => {
  const seen = new Set<string>()
  return d.query.filter((p) => (seen.has(p.name) ? false : (seen.add(p.name), true)))
}

/**
 * The values an enumeration really has: the descriptions add the comma-joined list of the others beside
 * them (`MINUTE,HOUR,DAY`), which names no value (see `joinedValues` in `test/oracle/description.ts`).
 */
const enumValues = (schema: Json): ReadonlyArray<unknown> | undefined => {
  const values = schema["enum"] as ReadonlyArray<unknown> | undefined
  if (values === undefined) return undefined
  const all = values.map(String)
  return values.filter((v) => {
    const parts = String(v).split(",")
    return !(parts.length > 1 && parts.every((p) => all.includes(p)))
  })
}

/** The `n`th sample of a value of `schema`, for the parameter `name` at `index` in the query. */
const scalarSample = (schema: Json, name: string, index: number, n: number): unknown => {
  const values = enumValues(schema)
  if (values !== undefined && values.length > 0) return values[Math.min(n, values.length - 1)]
  switch (schema["type"]) {
    case "integer":
      // The position: distinct per parameter (a swap shows), and 0 somewhere (0 is sent, not dropped).
      return index + n
    case "number":
      return index + n + 0.5
    case "boolean":
      // false is sent, not dropped.
      return n === 1
    default:
      return schema["format"] === "date-time"
        ? `2024-0${n + 1}-${String((index % 28) + 1).padStart(2, "0")}T03:04:05.000Z`
        : `${name} ${n + 1}/é`
  }
}

/**
 * The sample of query parameter `p`: one value, or two for an array; for a JSON value (`content:
 * application/json`), an object, or an array of two, which the call sends as one JSON text.
 */
const querySample = (p: Param, index: number): unknown => {
  if (p.json !== undefined) {
    const item = (n: number) => ({ [p.name]: `${n + 1}/é`, at: index, on: n === 1 })
    return p.json["type"] === "array" ? [item(0), item(1)] : item(0)
  }
  return p.schema["type"] === "array"
    ? [0, 1].map((n) => scalarSample((p.schema["items"] ?? {}) as Json, p.name, index, n))
    : scalarSample(p.schema, p.name, index, 0)
}

/** The page a paged stream asks first. */
const firstPage = 0

/**
 * The query object of the call: every query parameter of `d` with its sample, but those the call takes
 * as arguments of their own (`taken`); a stream twin sets `page` itself.
 */
const queryArgument = (
  d: Described,
  twin: boolean,
  taken: ReadonlySet<string> = new Set()
): Readonly<Record<string, unknown>> =>
  Object.fromEntries(
    queryOf(d).flatMap((p, i) =>
      (twin && p.name === "page") || taken.has(p.name) ? [] : [[p.name, querySample(p, i)] as const]
    )
  )

/** The sample of the query parameter `name` of `d`. */
const queryValue = (d: Described, name: string): unknown => {
  const query = queryOf(d)
  const index = query.findIndex((p) => p.name === name)
  if (index === -1) throw new Error(`${d.method} ${d.path} has no query parameter ${name}`)
  return querySample(query[index]!, index)
}

// A required query parameter that an area takes first, by value (`leading` in scripts/operations-curation.ts).
// The kind is compared as text: it is newer than the generator's first `Argument`, and this reads both.
const leadingName = (arg: Argument): string | undefined =>
  (arg.kind as string) === "leading" && "name" in arg ? arg.name : undefined

const jsonBody = { name: "sample é", values: [1, 2], nested: { on: false } }
const textBody = "sample text é\nsecond line"
const fileText = "file é"

/** The body the call is given, by the description's media. */
const bodySample = (d: Described): unknown => {
  switch (d.body?.media) {
    case undefined:
      return undefined
    case "json":
      return jsonBody
    case "text":
      return textBody
    case "multipart":
      return { file: new File([fileText], "sample.txt", { type: "text/plain" }), note: "note é" }
  }
}

/**
 * The header parameters' fields of the call's options, each with its sample: a string that a header
 * carries as it is, `true` for a boolean (sent as `true`).
 */
const headerArgument = (d: Described): Readonly<Record<string, unknown>> =>
  Object.fromEntries(d.headers.map((p) => [headerField(p.name), p.schema["type"] === "boolean" ? true : `${p.name} 1`]))

/** The headers the sample arguments must send, by lower-case name. */
const headersOf = (d: Described): Readonly<Record<string, string>> =>
  Object.fromEntries(d.headers.map((p) => [p.name.toLowerCase(), String(headerArgument(d)[headerField(p.name)])]))

/** The arguments of the call, in the order of its signature (`signature(d, area)`). */
export const sampleArguments = (
  d: Described,
  signature: ReadonlyArray<Argument>,
  twin = false
): ReadonlyArray<unknown> => {
  const taken = new Set(signature.flatMap((arg) => leadingName(arg) ?? []))
  return signature.map((arg): unknown => {
    const leading = leadingName(arg)
    if (leading !== undefined) return queryValue(d, leading)
    switch (arg.kind) {
      case "id":
        return pathSample(arg.name)
      case "body":
        return bodySample(d)
      case "query":
        return { ...queryArgument(d, twin, taken), ...headerArgument(d) }
      case "options":
        return {
          ...Object.fromEntries(d.pathParams.map((p) => [p.name, pathSample(p.name)])),
          ...queryArgument(d, twin, taken),
          ...headerArgument(d)
        }
      default:
        // A kind of argument this table does not know yet: fail loudly rather than send nothing.
        throw new Error(`${d.method} ${d.path}: no sample for an argument of kind ${(arg as Argument).kind}`)
    }
  })
}

// The query encoder's alphabet (query-string's strict mode): encodeURIComponent, and !'()* escaped too.
const encode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** The request the description asks for, as the loopback server must record it. */
export interface ExpectedRequest {
  readonly method: Described["method"]
  readonly path: string
  readonly query: string
  readonly contentType: string | RegExp | null
  /** The JSON body, or a RegExp for the raw text; `undefined`: `{}` for POST/PUT/PATCH, nothing otherwise. */
  readonly body: unknown
  readonly serverless: boolean
  /** The header parameters' values, by lower-case name. */
  readonly headers: Readonly<Record<string, string>>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The request of `d` with the sample arguments: the description's path with the organization and each
 * path id percent-encoded, its query parameters in its order (the organization first when it travels
 * in the query: the client's rule, which the servers do not mind), the body by its media.
 */
export const expectedRequest = (d: Described, twin = false): ExpectedRequest => {
  const ids = new Set(d.pathParams.map((p) => p.name))
  // The one placeholder that is not a path parameter of the operation is the organization's.
  const path = d.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(ids.has(name) ? pathSample(name) : ORG))
  const pairs: Array<string> = []
  if (d.orgQuery !== undefined) pairs.push(`${encode(d.orgQuery)}=${encode(ORG)}`)
  queryOf(d).forEach((p, i) => {
    const value = twin && p.name === "page" ? firstPage : querySample(p, i)
    if (p.json !== undefined) pairs.push(`${encode(p.name)}=${encode(JSON.stringify(value))}`)
    else {for (const item of Array.isArray(value) ? value : [value]) {
        pairs.push(`${encode(p.name)}=${encode(String(item))}`)
      }}
  })
  const [contentType, body]: [string | RegExp | null, unknown] = (() => {
    switch (d.body?.media) {
      case undefined:
        // No body described: POST, PUT and PATCH send `{}` as JSON (the client's rule, as the promise client's).
        return [
          d.method === "POST" || d.method === "PUT" || d.method === "PATCH" ? "application/json" : null,
          undefined
        ]
      case "json":
        return ["application/json", jsonBody]
      case "text":
        return ["text/plain", new RegExp(`^${escapeRegExp(textBody)}$`)]
      case "multipart":
        return [
          /^multipart\/form-data; boundary=/,
          new RegExp(
            `name="file"; filename="sample\\.txt"\\r\\nContent-Type: text/plain\\r\\n\\r\\n${
              escapeRegExp(fileText)
            }\\r\\n[\\s\\S]*name="note"\\r\\n\\r\\nnote é\\r\\n`
          )
        ]
    }
  })()
  return {
    method: d.method,
    path,
    query: pairs.join("&"),
    contentType,
    body,
    serverless: d.host === "serverless",
    headers: headersOf(d)
  }
}

/** A scripted answer of the operation's response kind, and what the call must give for it. */
export interface ExpectedAnswer {
  readonly reply: Reply
  /** What the call's result is read into before comparison (a Blob's or a download's text). */
  readonly read: (result: unknown) => Effect.Effect<unknown>
  readonly result: unknown
}

const asIs = (result: unknown) => Effect.succeed(result)

/** The answer by the description's response kind: a JSON object, 204, text, a file or a stream of events. */
export const answerOf = (d: Described): ExpectedAnswer => {
  switch (d.response) {
    case "json": {
      const body = { id: "answer é", count: 2, done: false }
      return { reply: { status: 200, body }, read: asIs, result: body }
    }
    case "empty":
      return { reply: { status: 204 }, read: asIs, result: {} }
    case "text":
      return {
        reply: { status: 200, headers: { "content-type": "text/plain; charset=utf-8" }, body: "<p>text é</p>" },
        read: asIs,
        result: "<p>text é</p>"
      }
    case "blob":
      return {
        reply: { status: 200, headers: { "content-type": "application/octet-stream" }, body: Buffer.from("file é") },
        read: (blob) => Effect.promise(() => (blob as Blob).text()),
        result: "file é"
      }
    case "stream": {
      const events = "data: {\"text\":\"é\"}\n\ndata: [DONE]\n\n"
      return {
        reply: { status: 200, headers: { "content-type": "text/event-stream" }, body: events },
        read: (download) => Effect.promise(() => new Response((download as Download).body).text()),
        result: events
      }
    }
  }
}

/** The items of the one page a stream twin is answered, under the description's list key. */
export const pageItems: ReadonlyArray<Json> = [{ id: "item 1" }, { id: "item 2" }]

/**
 * The header and cookie parameters of the descriptions' operations, by `opKey`: a generated call takes
 * none, so the wire test lists each with its reason.
 */
export const headerAndCookieParameters = (): ReadonlyMap<string, ReadonlyArray<string>> => {
  const out = new Map<string, Array<string>>()
  for (const file of readdirSync(descriptionDir).filter((f) => f.endsWith(".yml")).sort()) {
    const text = readFileSync(descriptionDir + file, "utf8")
    if (!/\bin["']?:\s*["']?(header|cookie)\b/.test(text)) continue
    const doc = parse(text, { maxAliasCount: -1 }) as Json
    const deref = (node: unknown): Json => {
      let value = node as Json | undefined
      for (let i = 0; i < 10 && typeof value?.["$ref"] === "string"; i++) {
        let at: unknown = doc
        for (const part of (value["$ref"] as string).replace(/^#\//, "").split("/")) {
          at = (at as Json | undefined)?.[part]
        }
        value = at as Json | undefined
      }
      return value ?? {}
    }
    const base = basePath(file,
      ((doc["servers"] as ReadonlyArray<Json> | undefined)?.[0]?.["url"]) as string | undefined)
    for (const [path, item] of Object.entries((doc["paths"] ?? {}) as Record<string, Json>)) {
      for (const method of ["get", "put", "post", "delete", "patch"]) {
        const op = item[method] as Json | undefined
        if (op === undefined || op["deprecated"] === true) continue
        const params = [
          ...((item["parameters"] ?? []) as ReadonlyArray<unknown>),
          ...((op["parameters"] ?? []) as ReadonlyArray<unknown>)
        ]
          .map(deref)
          .filter((p) => p["in"] === "header" || p["in"] === "cookie")
          .map((p) => `${String(p["in"])} ${String(p["name"])}${p["required"] === true ? " (required)" : ""}`)
        if (params.length > 0) out.set(opKey(method, base + path), params)
      }
    }
  }
  return out
}
