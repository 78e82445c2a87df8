/**
 * A benchmark worker: one child process per client, holding that client (built
 * once) warm across rounds and running the call loops the orchestrator asks for
 * (`bench/run.ts`), timing wall clock and process CPU. Used for the sequential,
 * concurrency-64 and 429-storm scenarios.
 *
 * Usage (from run.ts): fork("bench/worker.ts", [clientKey]) with BENCH_URL set.
 * Exits when the parent disconnects, or after BENCH_WORKER_MAX_MS (default 40 min).
 */
import type { BenchClient } from "./clients/types.ts"
import { call, type ClientKey, describe, fullGc, loop, type Op } from "./lib.ts"

const key = process.argv[2] as ClientKey
const originalJsonParse = JSON.parse
const url = process.env.BENCH_URL!
let warnings = 0
process.on("warning", () => warnings++)

const stop = () => process.exit(0)
process.on("disconnect", stop)
setTimeout(stop, Number(process.env.BENCH_WORKER_MAX_MS ?? 40 * 60_000)).unref()

type Command =
  | { readonly id: number; readonly cmd: "run"; readonly op: Op; readonly n: number; readonly concurrency: number }
  | { readonly id: number; readonly cmd: "close" }

const sanity = async (client: BenchClient) => {
  const page = (await call(client, "list", 0)) as { sourceModels?: Array<unknown> } | undefined
  if (page?.sourceModels?.length !== 20) {
    throw new Error(`list: expected 20 sources, got ${JSON.stringify(page)?.slice(0, 200)}`)
  }
  const one = (await call(client, "get", 0)) as { id?: string } | undefined
  if (typeof one?.id !== "string") throw new Error(`get: expected a source, got ${JSON.stringify(one)?.slice(0, 200)}`)
  const made = (await call(client, "create", 0)) as { id?: string } | undefined
  if (typeof made?.id !== "string") {
    throw new Error(`create: expected an id, got ${JSON.stringify(made)?.slice(0, 200)}`)
  }
  await call(client, "delete", 0)
}

try {
  const { make } = await import(`./clients/${key}.ts`)
  const client: BenchClient = await make(url)
  await sanity(client)
  process.on("message", async (message: Command) => {
    try {
      if (message.cmd === "run") {
        await fullGc()
        const result = await loop(client, message.op, message.n, message.concurrency)
        process.send!({ id: message.id, result, warnings })
      } else if (message.cmd === "close") {
        await client.close()
        process.send!({ id: message.id, ok: true })
      }
    } catch (error) {
      process.send!({ id: message.id, error: describe(error) })
    }
  })
  process.send!({ ready: true, jsonParseNative: JSON.parse === originalJsonParse, retries429: client.retries429 })
} catch (error) {
  process.send!({ ready: false, error: describe(error) })
  process.exit(1)
}
