/**
 * Request bodies as the platform reads them: JSON (a malformed one is a 400),
 * URL-encoded and multipart forms (files read into bytes, so that handlers stay
 * synchronous), or the raw bytes of a file upload.
 *
 * @module
 */
import type { EndpointDef } from "../Http/PlatformClient.ts"
import { fail, type UploadedFile } from "./types.ts"

/**
 * Whether a body of `contentType` is read as JSON (a JSON call sent without a content type is too).
 *
 * @since 0.1.0
 * @category predicates
 */
export const isJsonBody = (def: EndpointDef | undefined, contentType: string): boolean =>
  contentType.includes("json") || (contentType === "" && def?.body === "json")

/**
 * How deep a JSON body may nest, as the platform's JSON reader allows (Jackson's default): a deeper one,
 * once stored, could not be written back (`JSON.stringify` runs out of stack) and would break every answer
 * that holds it.
 */
const MAX_JSON_DEPTH = 1000

/** Whether `value` nests arrays and objects more than `limit` levels deep (walked without recursion). */
const deeperThan = (value: unknown, limit: number): boolean => {
  const stack: Array<readonly [unknown, number]> = [[value, 1]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (typeof current !== "object" || current === null) continue
    if (depth > limit) return true
    for (const child of Object.values(current)) {
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1])
    }
  }
  return false
}

/** Parses a request body by its content type: JSON (400 when malformed), form fields, multipart fields and files, or raw bytes. */
export const decodeBody = async (
  def: EndpointDef | undefined,
  contentType: string,
  bytes: Buffer
): Promise<unknown> => {
  if (bytes.length === 0) return undefined
  if (isJsonBody(def, contentType)) {
    let parsed: unknown
    try {
      parsed = JSON.parse(bytes.toString("utf8"))
    } catch (e) {
      return fail(400, "INVALID_JSON", `The body is not valid JSON: ${(e as Error).message}`)
    }
    if (deeperThan(parsed, MAX_JSON_DEPTH)) {
      return fail(400, "INVALID_JSON", `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`)
    }
    return parsed
  }
  if (contentType.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(bytes.toString("utf8")))
  }
  if (contentType.includes("multipart/form-data")) {
    let form: FormData
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData()
    } catch {
      return fail(400, "INVALID_BODY", "The multipart body could not be read.")
    }
    const out: Record<string, string | UploadedFile> = {}
    for (const [key, value] of form.entries()) {
      out[key] = typeof value === "string"
        ? value
        : { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) }
    }
    return out
  }
  return new Uint8Array(bytes)
}
