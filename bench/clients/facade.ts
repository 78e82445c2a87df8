/** Client "facade": this library's promise API, `createPlatformClient` from `effect-coveo-platform/promise`. */
import { type BenchClient, libModule, ORG, TOKEN } from "./types.ts"

export const make = async (host: string): Promise<BenchClient> => {
  const { createPlatformClient } = await import(libModule("promise/index"))
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
