/**
 * Text-only multipart bodies (the token check) are written by hand, byte for byte as `FormData` writes
 * them, so that the first call does not make Node load its bundled undici; a form with a file still goes
 * through `FormData`.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { fileURLToPath } from "node:url"
import { json, post } from "../src/Http/Endpoint.ts"
import { textMultipart } from "../src/Http/Multipart.ts"
import { childReport } from "./support/child.ts"
import { run } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const server = useServer(() => ({ status: 200, body: { active: true } }))

/** What FormData sends for the same fields, its boundary replaced by `B`. */
const formDataBytes = async (fields: ReadonlyArray<readonly [string, string]>) => {
  const form = new FormData()
  for (const [k, v] of fields) form.append(k, v)
  const response = new Response(form)
  const boundary = /boundary=(.+)$/.exec(response.headers.get("content-type")!)![1]!
  return (await response.text()).split(boundary).join("B")
}

const fields: ReadonlyArray<readonly [string, string]> = [
  ["token", "xx-secret"],
  ["multi\nline \"name\"\r", "line 1\nline 2\r\nline 3\rend"],
  ["unicode ✓", "é — 日本 🚀"],
  ["empty", ""]
]

describe("text multipart", () => {
  it("gives FormData's bytes, boundary aside", async () => {
    const { body, contentType } = textMultipart(fields)
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(contentType)![1]!
    expect(boundary).toMatch(/^-{4}effect-coveo-platform-[0-9a-f]{24}$/)
    expect(body.split(boundary).join("B")).toBe(await formDataBytes(fields))
    // A fresh boundary each time.
    expect(textMultipart(fields).contentType).not.toBe(contentType)
  })

  it("is what a text-only multipart call sends; a form with a file still carries the file", async () => {
    const call = post("Test.form", "/form", json<unknown>(), (body: Record<string, unknown>) => ({ body }), {
      body: "multipart"
    })
    await run(server, call({ a: "x\ny", n: 2, o: { k: [1] } }))
    await run(server, Effect.asVoid(call({ file: new File(["hi"], "a.txt"), note: "n" })))
    const [text, file] = server.requests
    const boundary = /boundary=(.+)$/.exec(text!.headers["content-type"]!)![1]!
    expect(text!.text.split(boundary).join("B")).toBe(
      await formDataBytes([["a", "x\ny"], ["n", "2"], ["o", "{\"k\":[1]}"]])
    )
    expect(file!.text).toContain("name=\"file\"; filename=\"a.txt\"")
  })

  it("in a fresh process, initialize() (the token check) loads no undici", async () => {
    const { loaded } = await childReport<{ loaded: Array<string> }>(
      ["--no-warnings", fileURLToPath(new URL("support/init-child.ts", import.meta.url)), server.url],
      { marker: "INIT_RESULT", timeoutMs: 20_000, stderr: "inherit" }
    )
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /oauth/check_token"])
    expect(server.requests[0]!.text).toMatch(/name="token"\r\n\r\nt\r\n/)
    expect(loaded.filter((m) => /undici/.test(m))).toEqual([])
  }, 20_000)
})
