/**
 * A client process for the heap test of test/streams.test.ts: reads every
 * source through the paged `Sources.listAll` twin from the server given, keeping
 * nothing but a count and a check of the order, and samples the heap (after a
 * full collection) every `SAMPLE_EVERY` items. Prints one line of JSON:
 * `{ items, outOfOrder, samples: [{ items, heapUsed }], ms }` (bytes, ms).
 *
 * Usage: node --expose-gc test/support/stream-child.ts <server url> <perPage> <concurrency> [retain]
 * (`retain` keeps every item, to show what holding them would weigh.)
 * Runs the library's .ts sources directly (Node 24 type stripping).
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { layer } from "../../src/Http/Layer.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"

const [url, perPageArg = "1000", concurrencyArg = "1", mode = "stream"] = process.argv.slice(2)
const gc = (globalThis as { gc?: () => void }).gc
if (url === undefined || gc === undefined) {
  console.error("usage: node --expose-gc stream-child.ts <url> <perPage> <concurrency> [retain]")
  process.exit(2)
}
const SAMPLE_EVERY = 10_000

// Several passes with a turn of the event loop between them, so that what the
// last pass freed (weak callbacks, finalizers) is collected too.
const fullGc = Effect.promise(async () => {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
  }
})

const samples: Array<{ items: number; heapUsed: number }> = []
const kept: Array<unknown> = []
let items = 0
let outOfOrder = 0
const start = performance.now()

await Effect.runPromise(
  Stream.runForEach(
    Sources.listAll({ perPage: Number(perPageArg) }, { concurrency: Number(concurrencyArg) }),
    (source) => {
      if (source.id !== `s${items}`) outOfOrder++
      items++
      if (mode === "retain") kept.push(source)
      return items % SAMPLE_EVERY === 0
        ? Effect.map(fullGc, () => {
          samples.push({ items, heapUsed: process.memoryUsage().heapUsed })
        })
        : Effect.void
    }
  ).pipe(
    Effect.provide(layer({ organizationId: "my-org", accessToken: "xx-child-token", host: url, serverlessHost: url }))
  )
)
process.stdout.write(
  `${JSON.stringify({ items, outOfOrder, kept: kept.length, samples, ms: performance.now() - start })}\n`
)
