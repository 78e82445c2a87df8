/** Client "facade": this library's promise API, `createPlatformClient` from `effect-coveo-platform/promise`. */
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

export const make = promiseClient("promise/index")
