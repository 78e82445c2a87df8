/**
 * A client process for the heap test of test/streams.test.ts: reads every
 * source through the paged `Sources.listAll` twin (Effect API, or the promise
 * API's async iterable `client.source.listAll`) from the server given, keeping
 * nothing but a count and a check of the order, and samples the heap (after a
 * full collection) every `SAMPLE_EVERY` items. Prints one line of JSON:
 * `{ items, outOfOrder, samples: [{ items, heapUsed }], ms }` (bytes, ms).
 *
 * Usage: node --expose-gc test/support/stream-child.ts <server url> <perPage> <concurrency> [stream|retain] [effect|promise]
 * (`retain` keeps every item, to show what holding them would weigh.)
 * Runs the library's .ts sources directly (Node 24 type stripping).
 */
const [url, perPageArg = "1000", concurrencyArg = "1", mode = "stream", api = "effect"] = process.argv.slice(2)
const gc = (globalThis as { gc?: () => void }).gc
if (url === undefined || gc === undefined) {
  console.error(
    "usage: node --expose-gc stream-child.ts <url> <perPage> <concurrency> [stream|retain] [effect|promise]"
  )
  process.exit(2)
}
const SAMPLE_EVERY = 10_000

// Several passes with a turn of the event loop between them, so that what the
// last pass freed (weak callbacks, finalizers) is collected too.
const fullGc = async () => {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
  }
}

const options = { organizationId: "my-org", accessToken: "xx-child-token", host: url, serverlessHost: url }
const params = { perPage: Number(perPageArg) }
const paging = { concurrency: Number(concurrencyArg) }
const samples: Array<{ items: number; heapUsed: number }> = []
const kept: Array<unknown> = []
let items = 0
let outOfOrder = 0

/** Checks and counts one item; true when a sample is due. */
const seen = (source: { readonly id?: string | undefined }) => {
  if (source.id !== `s${items}`) outOfOrder++
  items++
  if (mode === "retain") kept.push(source)
  return items % SAMPLE_EVERY === 0
}
const sample = async () => {
  await fullGc()
  samples.push({ items, heapUsed: process.memoryUsage().heapUsed })
}

const start = performance.now()
// Only the API under test is loaded.
if (api === "effect") {
  const Effect = await import("effect/Effect")
  const Stream = await import("effect/Stream")
  const { layer } = await import("../../src/Http/Layer.ts")
  const Sources = await import("../../src/Platform/Sources/Sources.ts")
  await Effect.runPromise(
    Stream.runForEach(
      Sources.listAll(params, paging),
      (source) => seen(source) ? Effect.promise(sample) : Effect.void
    ).pipe(Effect.provide(layer(options)))
  )
} else {
  const { createPlatformClient } = await import("../../src/promise/index.ts")
  const client = createPlatformClient(options)
  try {
    for await (const source of client.source.listAll(params, paging)) {
      if (seen(source)) await sample()
    }
  } finally {
    await client.dispose()
  }
}
process.stdout.write(
  `${JSON.stringify({ items, outOfOrder, kept: kept.length, samples, ms: performance.now() - start })}\n`
)
