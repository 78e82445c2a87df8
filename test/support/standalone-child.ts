/**
 * Child process of test/standalone.test.ts: imports the Node build of `promise/standalone`, records the
 * files it resolves, makes a token check, a list and a failing get (judged by the package's unbundled
 * predicates too), and gives a `Redacted` made by the project's own effect as a token (to the client, and
 * for some calls); prints
 * `STANDALONE_RESULT {json}`. Usage: `node standalone-child.ts <entry> <host>`.
 */
import { recordResolved } from "./resolved.ts"

const resolved = recordResolved()
setTimeout(() => process.exit(2), 10_000).unref()

const [entry, host] = process.argv.slice(2) as [string, string]
const before = new Set(resolved)
const api = await import(entry)
const loadedByImport = [...resolved].filter((url) => !before.has(url))
const client = api.createPlatformClient({ organizationId: "o", accessToken: "t", host })
await client.initialize()
const list = await client.source.list({ perPage: 2 })
const failure = await client.source.get("missing").then(() => undefined, (e: unknown) => e)
const loaded = [...resolved].filter((url) => !before.has(url))
// Another copy's Redacted given for some calls: the call fails with InvalidInput, nothing throws.
const Redacted = await import("effect/Redacted")
let foreignError: unknown
const outcome = (f: () => Promise<unknown>) => {
  try {
    return f().then(() => ({ settled: "resolved" }), (e: { _tag?: string; call?: string }) => {
      foreignError = e
      return { tag: e._tag, call: e.call }
    })
  } catch (e) {
    return { threw: String(e) }
  }
}
const foreignFor = await outcome(() => client.withAccessToken(Redacted.make("t")).source.get("s"))
await client.dispose()
// The package's unbundled classes and predicates know the bundle's errors (a brand every copy sets).
const Errors = await import(new URL("../Errors/index.js", entry).href)
const unbundled = {
  isNotFound: Errors.isNotFound(failure),
  isServerError: Errors.isServerError(failure),
  instanceOf: failure instanceof Errors.HttpError,
  invalidInput: foreignError instanceof Errors.InvalidInput,
  // The brand is the tag: an HttpError is no NetworkError, an InvalidInput no HttpError.
  otherClass: failure instanceof Errors.NetworkError || foreignError instanceof Errors.HttpError
}
// A Redacted of another copy of effect (this project's own) cannot be opened by the bundled one.
let foreign: unknown
try {
  api.createPlatformClient({ organizationId: "o", accessToken: Redacted.make("t"), host })
} catch (e) {
  foreign = e
}
process.stdout.write(
  `STANDALONE_RESULT ${
    JSON.stringify({
      loadedByImport,
      loaded,
      list,
      notFound: api.isNotFound(failure),
      failureTag: (failure as { _tag?: string })._tag,
      unbundled,
      foreign: { tag: (foreign as { _tag?: string })?._tag, message: (foreign as { message?: string })?.message },
      foreignFor
    })
  }\n`
)
