/**
 * A first look at the library, against a small platform stand-in served on
 * 127.0.0.1 (the full emulator comes with `effect-coveo-platform/emulator`).
 * Run with `npm start`.
 */
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { layer } from "../src/Http/Layer.ts"
import * as Sources from "../src/Platform/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"

// A stand-in for the platform: a few sources, a rebuild, one 429 to show the retry.
const sources = Array.from({ length: 7 }, (_, i) => ({ id: `src-${i}`, name: `Source ${i}`, sourceType: "PUSH" }))
let rateLimited = false
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x")
  const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  if (req.headers.authorization !== "Bearer demo-token") return send(401, { message: "invalid token" })
  if (url.pathname.endsWith("/sources/pages")) {
    const page = Number(url.searchParams.get("page") ?? 0)
    const perPage = Number(url.searchParams.get("perPage") ?? 100)
    return send(200, {
      sourceModels: sources.slice(page * perPage, (page + 1) * perPage),
      totalEntries: sources.length,
      totalPages: Math.ceil(sources.length / perPage)
    })
  }
  if (url.pathname.endsWith("/rebuild")) {
    if (!rateLimited) {
      rateLimited = true
      return send(429, { message: "Too many requests" }, { "retry-after": "1" })
    }
    return send(200, { ...sources[0], information: { sourceStatus: { type: "REFRESHING" } } })
  }
  if (url.pathname === "/oauth/check_token") return send(200, { authentication: { username: "demo@example.com" } })
  send(404, { errorCode: "NOT_FOUND", message: `No route for ${req.method} ${url.pathname}` })
})
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
console.log(`platform stand-in on ${host}\n`)

// Effect style: compose calls, stream every page, handle typed errors.
const program = Effect.gen(function*() {
  yield* Console.log("[effect] every source, 3 per page:")
  yield* Stream.runForEach(Sources.listAll({ perPage: 3 }), (s) => Console.log(`  - ${s.id}  ${s.name}`))
  const started = Date.now()
  const rebuilt = yield* Sources.rebuild("src-0")
  yield* Console.log(`[effect] rebuild src-0 -> ${rebuilt.information?.sourceStatus?.type} (after a 429, retried in ${Date.now() - started} ms)`)
  yield* Sources.get("missing").pipe(
    Effect.catchTag("HttpError", (e) => Console.log(`[effect] typed error: ${e.status} ${e.message}`))
  )
})
await Effect.runPromise(program.pipe(Effect.provide(layer({ organizationId: "demo-org", accessToken: "demo-token", host }))))

// Promise style: the same calls, shaped like @coveo/platform-client.
const client = createPlatformClient({ organizationId: "demo-org", accessToken: "demo-token", host })
await client.initialize()
console.log(`\n[promise] signed in as ${(client.currentUser as { username: string }).username}`)
const page = await client.source.list({ page: 0, perPage: 5 })
console.log(`[promise] first page: ${page?.sourceModels.length} of ${page?.totalEntries} sources`)
await client.source.get("missing").catch((e: { status: number; errorCode: string }) =>
  console.log(`[promise] rejected with HttpError ${e.status} ${e.errorCode}`)
)
await client.dispose()
server.close()
console.log("\ndone")
