/**
 * One client process of bench/download.ts: downloads the export once and prints
 * one line of JSON ({@link ClientReport}). bench/download.ts runs it with its
 * types stripped (bench/.build-download/download-client.mjs), so that the
 * process measured holds what a user's compiled program holds, not Node's
 * TypeScript loader; with BENCH_LIB=src it runs this file as it is.
 *
 * Usage: node download-client.(ts|mjs) <http|effect|promise> <server url>
 *
 * Imports nothing but node:http up front: the library (or nothing, for `http`)
 * is loaded for the kind asked.
 */
import * as http from "node:http"

/** What a client process prints. RSS in bytes; `startRss` after the imports, before the download. */
export interface ClientReport {
  readonly kind: string
  readonly bytes: number
  readonly chunks: number
  /** Chunks whose first or last byte is not the pattern's at its offset. */
  readonly badChunks: number
  readonly ms: number
  readonly peakRss: number
  readonly startRss: number
  readonly samples: number
}

/** Byte i of the export is i % PERIOD. */
export const PERIOD = 251
export const FILE_PATH = "/files/export.bin"
export const EXPORT_ID = "e-bench"

const main = async (kind: string, url: string) => {
  const root = new URL("..", import.meta.url)
  // The library: compiled JavaScript by default (BENCH_BUILD_DIR), the .ts sources with BENCH_LIB=src.
  const lib = (rel: string) =>
    process.env.BENCH_LIB === "src"
      ? new URL(`src/${rel}.ts`, root).href
      : new URL(`${rel}.js`, `file://${process.env.BENCH_BUILD_DIR}/`).href
  const options = { organizationId: "benchorg", accessToken: "xx-bench-token-0000", host: url, serverlessHost: url }

  let bytes = 0
  let chunks = 0
  let badChunks = 0
  // The first and last byte of every chunk against the pattern: cheap, and catches loss, duplication and reordering.
  const onChunk = (chunk: Uint8Array) => {
    const n = chunk.byteLength
    if (n > 0 && (chunk[0] !== bytes % PERIOD || chunk[n - 1] !== (bytes + n - 1) % PERIOD)) badChunks++
    bytes += n
    chunks++
  }

  let download: () => Promise<void>
  if (kind === "http") {
    download = () =>
      new Promise<void>((resolve, reject) => {
        http.get(`${url}${FILE_PATH}`, (res) => {
          res.on("data", onChunk)
          res.on("end", resolve)
          res.on("error", reject)
        }).on("error", reject)
      })
  } else if (kind === "effect") {
    const Effect = await import("effect/Effect")
    const Stream = await import("effect/Stream")
    const { layer } = await import(lib("Http/Layer")) as typeof import("../src/Http/Layer.ts")
    const Exports = await import(lib("UsageAnalytics/Exports")) as typeof import("../src/UsageAnalytics/Exports.ts")
    download = () =>
      Effect.runPromise(
        Stream.runForEach(Exports.getFileStream(EXPORT_ID), (chunk) => Effect.sync(() => onChunk(chunk))).pipe(
          Effect.provide(layer(options))
        )
      )
  } else if (kind === "promise") {
    const { createPlatformClient } = await import(lib("promise/index")) as typeof import("../src/promise/index.ts")
    download = async () => {
      const platform = createPlatformClient(options)
      try {
        for await (const chunk of platform.ua.exports.getFileStream(EXPORT_ID)) onChunk(chunk)
      } finally {
        await platform.dispose()
      }
    }
  } else throw new Error(`unknown client ${kind}`)

  let peakRss = 0
  let samples = 0
  const sample = () => {
    const rss = process.memoryUsage().rss
    samples++
    if (rss > peakRss) peakRss = rss
  }
  sample()
  const startRss = peakRss
  const timer = setInterval(sample, 50)
  const t0 = performance.now()
  await download()
  const ms = performance.now() - t0
  sample()
  clearInterval(timer)
  const report: ClientReport = { kind, bytes, chunks, badChunks, ms, peakRss, startRss, samples }
  console.log(JSON.stringify(report))
}

if (import.meta.main) await main(process.argv[2]!, process.argv[3]!)
