/**
 * `npm start -- --live`: a read-only subset of the demo against the real
 * platform, configured by `COVEO_ORGANIZATION_ID`, `COVEO_ACCESS_TOKEN` and
 * optionally `COVEO_REGION` and `COVEO_ENVIRONMENT`. Nothing is created,
 * changed or deleted.
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { checkToken } from "../src/Http/Auth.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as Pipelines from "../src/Platform/Search/Pipelines.ts"
import * as Fields from "../src/Platform/Sources/Fields.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import * as Reports from "../src/UsageAnalytics/Reports.ts"
import type { Reporter } from "./log.ts"

/** The environment variables `--live` needs. */
export const liveVariables = ["COVEO_ORGANIZATION_ID", "COVEO_ACCESS_TOKEN"] as const

/** How many steps {@link live} prints. */
export const liveSteps = 6

/** The read-only subset. */
export const live = (log: Reporter) =>
  Effect.gen(function*() {
    yield* log.step("Verify the token", checkToken,
      (info) => `signed in as ${String((info.authentication as { readonly username?: string } | undefined)?.username)}`)
    yield* log.step(
      "List the first sources",
      Stream.runCollect(Stream.take(Sources.listAll({ perPage: 5 }), 5)),
      (sources) =>
        [...sources].map((s) => `${s.name} (${s.information?.sourceStatus?.type})`).join(", ") || "no sources"
    )
    yield* log.step("Count the fields", Fields.list({ perPage: 1 }), (page) => `${page.totalEntries} fields`)
    yield* log.step("List the query pipelines", Pipelines.list(), (p) => `${p.length} pipelines`)
    yield* log.step("List the snapshots", ResourceSnapshots.list(), (s) => `${s.length} snapshots`)
    yield* log.step("List the usage-analytics reports", Reports.list(), (r) => `${r.reports?.length ?? 0} reports`)
  })
