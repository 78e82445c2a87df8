/**
 * Search analysis (`searchAnalysis` in the promise client): `/rest/search/v3/analysis`. The organization
 * travels in the `organizationId` query, not in the path.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
import type * as Search from "../../Schema/Models/Search.ts"

/**
 * The replay of a past query: the parameters the Search API received, each step of the pipeline's
 * execution, and the results with their ranking.
 *
 * @since 0.1.0
 * @category models
 */
export type ReplayAnalysis = Search.InspectReplayResponse

/**
 * Replays a query already made (by its `searchUid`) and answers how the pipeline handled it. `from` and
 * `to` (ISO-8601 dates, inclusive) bound when it was made; without `to`, up to the latest queries.
 *
 * @since 0.1.0
 * @category calls
 */
export const replay = post("SearchAnalysis.replay", "/rest/search/v3/analysis/inspect/replay", json<ReplayAnalysis>(),
  (id: string, from: string, to?: string) => ({ body: { id, dateRange: { from, to } } }), {
  orgQuery: "organizationId"
})

// The operations of this area that are declared from the descriptions.
export * from "./SearchAnalysis.generated.ts"
