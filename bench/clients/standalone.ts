/**
 * Client "standalone": this library's promise API as Node gets `effect-coveo-platform/promise/standalone`,
 * the build that bundles its own copy of effect (`dist/standalone/`; with BENCH_LIB=src, the unbundled module).
 */
import { type BenchClient, libModule, ORG, TOKEN } from "./types.ts"

export const make = async (host: string): Promise<BenchClient> => {
  const entry = process.env.BENCH_LIB === "src" ? "promise/standalone" : "standalone/standalone"
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
