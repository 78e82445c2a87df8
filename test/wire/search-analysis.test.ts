import * as SearchAnalysis from "../../src/Platform/Search/SearchAnalysis.ts"
import { wireSuite } from "../support/wire.ts"

const replay = {
  requestParameters: { q: "tv" },
  execution: [],
  results: [{ title: "TV", fields: { author: "Ann" } }],
  totalResultsCount: 1
}

wireSuite("platform/search-analysis", [
  {
    name: "SearchAnalysis.replay",
    call: SearchAnalysis.replay("uid-1", "2019-08-24T14:15:22Z", "2019-08-25T14:15:22Z"),
    method: "POST",
    path: "/rest/search/v3/analysis/inspect/replay",
    query: "organizationId=my-org",
    body: { id: "uid-1", dateRange: { from: "2019-08-24T14:15:22Z", to: "2019-08-25T14:15:22Z" } },
    reply: { headers: { "content-type": "application/application+json" }, body: JSON.stringify(replay) },
    result: replay
  },
  {
    // Without `to`, the date range is open-ended.
    name: "SearchAnalysis.replay",
    call: SearchAnalysis.replay("uid-1", "2019-08-24T14:15:22Z"),
    method: "POST",
    path: "/rest/search/v3/analysis/inspect/replay",
    query: "organizationId=my-org",
    body: { id: "uid-1", dateRange: { from: "2019-08-24T14:15:22Z" } },
    reply: { body: replay }
  }
], [SearchAnalysis])
