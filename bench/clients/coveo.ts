/**
 * Client "promise client": `@coveo/platform-client` 60.x. Importing it may replace
 * the global JSON.parse (core-js polyfill), so the benchmark always loads it in a
 * process of its own.
 */
import { PlatformClient } from "@coveo/platform-client"
import { type BenchClient, ORG, TOKEN } from "./types.ts"

export const make = async (host: string): Promise<BenchClient> => {
  const client = new PlatformClient({ organizationId: ORG, accessToken: TOKEN, host })
  return {
    initialize: () => client.initialize(),
    list: () => client.source.list({ perPage: 20 }),
    get: (id) => client.source.get(id),
    create: (body) => client.source.create(body as never),
    del: (id) => client.source.delete(id),
    close: async () => {},
    retries429: true
  }
}
