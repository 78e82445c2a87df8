/**
 * Compile-time tests of the polls' progress callbacks (run by `tsc`, the typecheck of `.ci/run`): `onStatus`
 * takes a plain function, one that answers a promise and one that answers an `Effect`, through the promise facade
 * and the Effect API. A callback that answers a value (a number) is refused: the poll waits for what a callback
 * answers, so an answer is either nothing, a promise or an Effect; a `=> void` form that let any answer through
 * would let through an Effect that fails or needs a service too, which the poll could not run. Each
 * `@ts-expect-error` line breaks the typecheck if the types loosen.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type { StatusCallback } from "../../src/Http/Poll.ts"
import * as Activities from "../../src/Platform/Activity/Activities.ts"
import { createPlatformClient } from "../../src/promise/index.ts"
import type * as Exports from "../../src/UsageAnalytics/Exports.ts"

const client = createPlatformClient({ organizationId: "o", accessToken: "t" })
const seen: Array<string> = []
class Printer
  extends Context.Service<Printer, { readonly print: (line: string) => Effect.Effect<void> }>()("Printer")
{}

export const promiseCalls = [
  // A plain callback, as promise code writes it: the status is typed.
  client.ua.exports.waitUntilAvailable("e1", { onStatus: (r) => console.log(r.status) }),
  client.resourceSnapshot.dryRunAndWait("s1", {
    deleteMissingResources: false,
    onStatus: (r) => {
      seen.push(r.status ?? "")
    }
  }),
  client.source.datasets.importAndWait("WEB", true, { onStatus: (p) => console.log(p.status) }),
  client.securityCache.refreshProviderAndWait("p1", { onStatus: (p) => console.log(p.currentStatus?.type) }),
  client.index.backupAndWait("i1", { onStatus: (p) => console.log(p.backupId) }),
  // One that answers a promise, awaited before the next check.
  client.ua.exports.waitUntilAvailable("e1", {
    onStatus: async (r) => {
      await Promise.resolve(r.status)
    }
  }),
  // The Effect form, as before.
  client.ua.exports.waitUntilAvailable("e1", { onStatus: (r) => Effect.sync(() => seen.push(r.status)) }),
  // @ts-expect-error a callback that answers a value: the poll would ignore it (wrap the body in braces)
  client.ua.exports.waitUntilAvailable("e1", { onStatus: (r) => seen.push(r.status) }),
  // @ts-expect-error a promise of a value, alike
  client.ua.exports.waitUntilAvailable("e1", { onStatus: async (r) => seen.push(r.status) }),
  // @ts-expect-error the status is typed: an export has no state
  client.ua.exports.waitUntilAvailable("e1", { onStatus: (r) => console.log(r.state) })
]

export const effectCalls = Effect.gen(function*() {
  yield* Activities.waitForActivity("a1", { onStatus: (a) => console.log(a.state) })
  yield* Activities.waitForActivity("a1", { onStatus: async (a) => void (await Promise.resolve(a.state)) })
  yield* Activities.waitForActivity("a1", { onStatus: (a) => Effect.log(a.state) })
  // @ts-expect-error an Effect that can fail: the poll has no place for its error
  yield* Activities.waitForActivity("a1", { onStatus: () => Effect.fail("no display") })
  // @ts-expect-error an Effect that needs a service the poll does not provide
  yield* Activities.waitForActivity("a1", { onStatus: (a) => Printer.use((p) => p.print(String(a.state))) })
})

// The three forms are one type, which the options of every poller use.
export const forms: ReadonlyArray<StatusCallback<Exports.ExportModel>> = [
  (r) => console.log(r.status),
  async () => {},
  () => Effect.void
]
