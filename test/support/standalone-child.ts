/**
 * Child process of test/standalone.test.ts: imports a Node build of the promise API (`promise` or
 * `promise/standalone`, bundled with its own copy of effect), records the files it resolves, and reports:
 * a token check, a list, a failing get and a poll that times out (both judged by the package's unbundled classes and
 * predicates) and a Stream twin's items; tokens and
 * durations made with the application's effect (this project's, which the bundle does not share); a
 * `Redacted` of a third copy; and the names the bundle and the unbundled module export. Prints
 * `STANDALONE_RESULT {json}`. Usage: `node standalone-child.ts <bundle entry> <unbundled entry> <host>`.
 */
import { recordResolved } from "./resolved.ts"

const resolved = recordResolved()
setTimeout(() => process.exit(2), 15_000).unref()

const [entry, unbundledEntry, host] = process.argv.slice(2) as [string, string, string]
const before = new Set(resolved)
const api = await import(entry)
const loadedByImport = [...resolved].filter((url) => !before.has(url))
const client = api.createPlatformClient({ organizationId: "o", accessToken: "t", host })
await client.initialize()
const list = await client.source.list({ perPage: 2 })
const failure = await client.source.get("missing").then(() => undefined, (e: unknown) => e)
// A Stream twin: its iteration loads a chunk of its own (the facade's asyncIterable module).
const iterated = await (async () => {
  const items: Array<unknown> = []
  try {
    for await (const item of client.source.listAll({ perPage: 2 })) items.push(item)
    return { items }
  } catch (e) {
    return { threw: String(e) }
  }
})()
const loaded = [...resolved].filter((url) => !before.has(url))

// What a call gave: its JSON answer, or its error's tag and call; a throw is reported as such.
const outcome = async (f: () => Promise<unknown>) => {
  try {
    return await f().then((value) => ({ value }), (e: { _tag?: string; call?: string; timeoutMillis?: number }) => ({
      tag: e._tag,
      call: e.call,
      timeoutMillis: e.timeoutMillis,
      error: e
    }))
  } catch (e) {
    return { threw: String(e) }
  }
}
// The outcome as JSON can carry it: without the error instance.
const plain = ({ error: _, ...rest }: Record<string, unknown>) => rest

// The application's effect: this project's own copy, which the bundle does not share.
const Redacted = await import("effect/Redacted")
const Effect = await import("effect/Effect")
const Duration = await import("effect/Duration")
const application = api.createPlatformClient({
  organizationId: "o",
  accessToken: Redacted.make("application-redacted"),
  host,
  timeout: Duration.seconds(5),
  retry: { initialDelay: Duration.millis(1), maxDelay: Duration.millis(2) }
})
const applicationTokens = {
  redacted: plain(await outcome(() => application.source.get("redacted"))),
  effect: plain(
    await outcome(() =>
      client.withAccessToken(Effect.succeed(Redacted.make("application-effect"))).source.get("effect")
    )
  ),
  fn: plain(await outcome(() => client.withAccessToken(() => Redacted.make("application-function")).source.get("fn"))),
  // A Duration of the application's effect is a timeout the bundle honours (the answer takes 3 s).
  timeout: plain(await outcome(() => client.withOptions({ timeout: Duration.millis(100) }).source.get("slow")))
}
await application.dispose()

// A Redacted neither copy made (a third copy of effect) cannot be opened: InvalidInput, never a throw later.
const thirdCopy = { "~effect/Redacted": { _A: (a: unknown) => a }, label: undefined }
let refused: { _tag?: string; message?: string } | undefined
try {
  api.createPlatformClient({ organizationId: "o", accessToken: thirdCopy, host })
} catch (e) {
  refused = e as typeof refused
}
const refusedFor = await outcome(() => client.withAccessToken(thirdCopy).source.get("third"))
// A poll that runs out of time (the activity never reports a state): PollTimeout, after one check.
const polled = await client.activity.waitForActivity("a1", { timeout: 30, every: 5_000 }).then(
  () => undefined,
  (e: unknown) => e
)
await client.dispose()

// The package's unbundled classes and predicates know the bundle's errors (a brand every copy sets).
const Errors = await import(new URL("../Errors/index.js", unbundledEntry).href)
const Poll = await import(new URL("../Http/Poll.js", unbundledEntry).href)
const invalid = (refusedFor as { error?: unknown }).error
const unbundled = {
  isNotFound: Errors.isNotFound(failure),
  isServerError: Errors.isServerError(failure),
  instanceOf: failure instanceof Errors.HttpError,
  invalidInput: invalid instanceof Errors.InvalidInput,
  // The brand is the tag: an HttpError is no NetworkError, an InvalidInput no HttpError.
  otherClass: failure instanceof Errors.NetworkError || invalid instanceof Errors.HttpError,
  // The errors outside Errors (polls, snapshot workflows) are branded alike.
  pollTimeout: polled instanceof Poll.PollTimeout,
  pollOtherClass: polled instanceof Poll.OperationFailed || polled instanceof Errors.Timeout
}
const unbundledApi = await import(unbundledEntry)
process.stdout.write(
  `STANDALONE_RESULT ${
    JSON.stringify({
      loadedByImport,
      loaded,
      list,
      iterated,
      failureTag: (failure as { _tag?: string })._tag,
      polled: {
        tag: (polled as { _tag?: string })._tag,
        timeoutMillis: (polled as { timeoutMillis?: number }).timeoutMillis
      },
      unbundled,
      applicationTokens,
      refused: { tag: refused?._tag, message: refused?.message },
      refusedFor: plain(refusedFor),
      names: Object.keys(api).sort(),
      unbundledNames: Object.keys(unbundledApi).sort(),
      // import PlatformClient from "...", as the promise client README writes it.
      defaultIsTheClass: api.default === api.PlatformClient && typeof api.default === "function"
    })
  }\n`
)
