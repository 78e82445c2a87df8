/**
 * Client "facade": this library's promise API as Node gets `effect-coveo-platform/promise`, the build that
 * bundles its own copy of effect (`dist/standalone/promise.js`; with BENCH_LIB=src, the unbundled module).
 */
import { type BenchClient, libModule, ORG, TOKEN } from "./types.ts"

/** A bench client over the promise API that the library module `entry` exports. */
export const promiseClient = (entry: string) => async (host: string): Promise<BenchClient> => {
  const { createPlatformClient } = await import(libModule(entry))
  const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host })
  return {
    initialize: () => client.initialize(),
    list: () => client.source.list({ perPage: 20 }),
    get: (id) => client.source.get(id),
    create: (body) => client.source.create(body),
    del: (id) => client.source.delete(id),
    close: () => client.dispose(),
    retries429: true
  }
}

export const make = promiseClient(process.env.BENCH_LIB === "src" ? "promise/index" : "standalone/promise")
