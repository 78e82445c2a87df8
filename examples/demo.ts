/**
 * `npm start`: starts the platform emulator in this process and runs an
 * administration workflow against it with the library, while the emulator
 * rate-limits some calls so that the client's retries show.
 *
 * `npm start -- --live` runs a read-only subset against the real platform
 * instead (see `live.ts` for the environment variables).
 */
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Emulator from "../src/emulator/index.ts"
import { layerConfig } from "../src/Http/LayerConfig.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { live, liveSteps, liveVariables } from "./live.ts"
import { makeReporter } from "./log.ts"
import { workflow, workflowSteps } from "./workflow.ts"

// Short back-off so the retries cost little; Retry-After, when sent, still wins.
const retry = { initialDelay: "40 millis" } as const

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const emulated = Effect.gen(function*() {
  const started = Date.now()
  const emulator = yield* Emulator.Emulator
  // The promise client, pointed at the same emulator, for a few of the calls.
  const client = yield* Effect.acquireRelease(
    Effect.sync(() => createPlatformClient({ ...emulator.clientOptions, retry })),
    (c) => Effect.promise(() => c.dispose())
  )
  yield* Console.log("effect-coveo-platform demo")
  yield* Console.log(`  emulated platform at ${emulator.url}, organization ${emulator.organizationId}`)
  yield* Console.log("  the emulator answers 429 to the first call that creates a source (with Retry-After: 1),")
  yield* Console.log("  creates fields or applies a snapshot, and to every 9th call, so the client's retries show")
  const log = makeReporter(workflowSteps, () => emulator.stats().rateLimited)
  const stats = yield* workflow(log, emulator, client)
  const failures = Object.entries(stats.byStatus)
    .filter(([status]) => Number(status) >= 400 && status !== "429")
    .reduce((n, [, count]) => n + count, 0)
  yield* Console.log(
    `\nSummary: ${stats.requests} calls to the emulated platform, ${stats.rateLimited} answered 429 and retried, ` +
      `${failures} failed; ${seconds(Date.now() - started)}`
  )
}).pipe(
  Effect.scoped,
  Effect.provide(Emulator.layer({
    stepMs: 120,
    username: "demo.admin@example.com",
    faults: [
      // The first source created is refused with a Retry-After of one second (the platform sends whole seconds);
      // the client waits for it, then retries.
      { fault: "rateLimit", match: "Sources.create", first: 1, retryAfterSeconds: 1 },
      // The first attempt of these calls is refused without one.
      ...["Fields.createFields", "ResourceSnapshots.apply"].map((call) => ({
        fault: "rateLimit" as const,
        match: call,
        first: 1
      })),
      // And every 9th call is refused without one: the client backs off exponentially.
      { fault: "rateLimit", every: 9 }
    ],
    client: { retry }
  }))
)

const liveRun = async () => {
  const missing = liveVariables.filter((name) => (process.env[name] ?? "") === "")
  if (missing.length > 0) {
    console.error(
      `--live needs ${missing.join(" and ")} in the environment (COVEO_REGION and COVEO_ENVIRONMENT are optional).`
    )
    console.error("Example: COVEO_ORGANIZATION_ID=myorg COVEO_ACCESS_TOKEN=xx... npm start -- --live")
    process.exitCode = 2
    return
  }
  const started = Date.now()
  let calls = 0
  const log = makeReporter(liveSteps, () => 0)
  console.log(`effect-coveo-platform demo, live and read-only, organization ${process.env.COVEO_ORGANIZATION_ID}`)
  await Effect.runPromise(
    live({
      ...log,
      step: (title, effect, outcome) => log.step(title, Effect.tap(effect, () => Effect.sync(() => calls++)), outcome)
    })
      .pipe(Effect.provide(layerConfig({ retry })))
  )
  console.log(`\nSummary: ${calls} read-only steps against the platform; ${seconds(Date.now() - started)}`)
}

const main = process.argv.includes("--live") ? liveRun : () => Effect.runPromise(emulated)
main().catch((error: unknown) => {
  console.error(`\nThe demo failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
