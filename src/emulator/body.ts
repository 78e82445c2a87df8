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
 * @since 0.2.0
 * @category predicates
 */
export const isJsonBody = (def: EndpointDef | undefined, contentType: string): boolean =>
  contentType.includes("json") || (contentType === "" && def?.body === "json")

/** Parses a request body by its content type: JSON (400 when malformed), form fields, multipart fields and files, or raw bytes. */
export const decodeBody = async (
  def: EndpointDef | undefined,
  contentType: string,
  bytes: Buffer
): Promise<unknown> => {
  if (bytes.length === 0) return undefined
  if (isJsonBody(def, contentType)) {
    try {
      return JSON.parse(bytes.toString("utf8"))
    } catch (e) {
      return fail(400, "INVALID_JSON", `The body is not valid JSON: ${(e as Error).message}`)
    }
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
