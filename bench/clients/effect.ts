/**
 * Client "Effect": this library's Effect API (`Sources.*` from
 * `effect-coveo-platform/Platform/Sources`, `layer` from `effect-coveo-platform/Http`)
 * run through one `ManagedRuntime` built once.
 */
import * as ManagedRuntime from "effect/ManagedRuntime"
import { type BenchClient, libModule, ORG, TOKEN } from "./types.ts"

export const make = async (host: string): Promise<BenchClient> => {
  const [{ checkToken, layer }, Sources] = await Promise.all([
    import(libModule("Http/index")),
    import(libModule("Platform/Sources/Sources"))
  ])
  const runtime = ManagedRuntime.make(layer({ organizationId: ORG, accessToken: TOKEN, host }))
  return {
    initialize: () => runtime.runPromise(checkToken),
    list: () => runtime.runPromise(Sources.list({ perPage: 20 })),
    get: (id) => runtime.runPromise(Sources.get(id)),
    create: (body) => runtime.runPromise(Sources.create(body)),
    del: (id) => runtime.runPromise(Sources.delete(id)),
    close: () => runtime.dispose(),
    retries429: true
  }
}
