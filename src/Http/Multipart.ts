/**
 * `multipart/form-data` for bodies of text fields only (the token check), written by hand: building a
 * `FormData` makes Node load its bundled undici, which cost the first call 20 to 45 ms. The bytes are
 * those `FormData` gives (WHATWG encoding: line breaks as CRLF, `"` and line breaks in names escaped).
 *
 * @module
 */
import "../internal/requireNode.ts"

const escapeName = (name: string): string =>
  name.replace(/\r?\n|\r/g, "\r\n").replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/"/g, "%22")

const crlf = (value: string): string => value.replace(/\r?\n|\r/g, "\r\n")

const randomBoundary = (): string => {
  let hex = ""
  for (let i = 0; i < 4; i++) hex += Math.floor(Math.random() * 0x1000000).toString(16).padStart(6, "0")
  return `----effect-coveo-platform-${hex}`
}

/**
 * The body and content type of a form of text fields.
 *
 * @since 0.1.0
 * @category helpers
 */
export const textMultipart = (
  fields: ReadonlyArray<readonly [name: string, value: string]>
): { readonly body: string; readonly contentType: string } => {
  const parts = fields.map(([name, value]) =>
    `Content-Disposition: form-data; name="${escapeName(name)}"\r\n\r\n${crlf(value)}\r\n`
  )
  let boundary = randomBoundary()
  // A boundary must not occur in the content; with 96 random bits this loop runs once.
  while (parts.some((p) => p.includes(boundary))) boundary = randomBoundary()
  return {
    body: `${parts.map((p) => `--${boundary}\r\n${p}`).join("")}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`
  }
}
