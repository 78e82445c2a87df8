/**
 * A client process for the memory tests of test/download.test.ts: downloads one
 * export through `getFileStream` (Effect API or promise API) from the server
 * given, hashing the bytes as they pass (never holding them), while sampling
 * `process.memoryUsage().rss` every 50 ms. Prints one line of JSON:
 * `{ api, bytes, sha256, peakRss, startRss, peakHeap, peakArrayBuffers, arrayBuffersAfterGc, ms, samples }`
 * (bytes; `startRss` is taken after the imports, before the download; `peakHeap` is
 * the V8 heap's `heapTotal`, `peakArrayBuffers` the memory of ArrayBuffers and Buffers;
 * `arrayBuffersAfterGc`, with `--expose-gc` only, what is left of them after the download
 * and a full collection).
 *
 * Usage: node [--expose-gc] test/support/download-child.ts <effect|promise> <server url> [exportId]
 * Runs the library's .ts sources directly (Node 24 type stripping).
 */
import { createHash } from "node:crypto"

const [api = "effect", url, exportId = "e-big"] = process.argv.slice(2)
if (url === undefined || (api !== "effect" && api !== "promise")) {
  console.error("usage: download-child.ts <effect|promise> <url> [exportId]")
  process.exit(2)
}
const options = { organizationId: "my-org", accessToken: "xx-child-token", host: url, serverlessHost: url }

let peakRss = 0
let peakHeap = 0
let peakArrayBuffers = 0
let samples = 0
const sample = () => {
  const { arrayBuffers, heapTotal, rss } = process.memoryUsage()
  samples++
  if (rss > peakRss) peakRss = rss
  if (heapTotal > peakHeap) peakHeap = heapTotal
  if (arrayBuffers > peakArrayBuffers) peakArrayBuffers = arrayBuffers
}
// Only the API under test is loaded.
const download = api === "effect"
  ? await (async () => {
    const Effect = await import("effect/Effect")
    const Stream = await import("effect/Stream")
    const { layer } = await import("../../src/Http/Layer.ts")
    const Exports = await import("../../src/UsageAnalytics/Exports.ts")
    return (onChunk: (chunk: Uint8Array) => void) =>
      Effect.runPromise(
        Stream.runForEach(Exports.getFileStream(exportId), (chunk) => Effect.sync(() => onChunk(chunk))).pipe(
          Effect.provide(layer(options))
        )
      )
  })()
  : await (async () => {
    const { createPlatformClient } = await import("../../src/promise/index.ts")
    return async (onChunk: (chunk: Uint8Array) => void) => {
      const client = createPlatformClient(options)
      try {
        for await (const chunk of client.ua.exports.getFileStream(exportId)) onChunk(chunk)
      } finally {
        await client.dispose()
      }
    }
  })()

sample()
const startRss = peakRss
const timer = setInterval(sample, 50)
const hash = createHash("sha256")
let bytes = 0
const t0 = performance.now()
await download((chunk) => {
  bytes += chunk.byteLength
  hash.update(chunk)
})
const ms = performance.now() - t0
sample()
clearInterval(timer)
// With --expose-gc: what the download left behind once garbage is collected (a chunk kept anywhere shows here).
const gc = (globalThis as { gc?: () => void }).gc
let arrayBuffersAfterGc: number | undefined
if (gc !== undefined) {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
  }
  arrayBuffersAfterGc = process.memoryUsage().arrayBuffers
}
console.log(
  JSON.stringify({
    api,
    bytes,
    sha256: hash.digest("hex"),
    peakRss,
    startRss,
    peakHeap,
    peakArrayBuffers,
    arrayBuffersAfterGc,
    ms,
    samples
  })
)
