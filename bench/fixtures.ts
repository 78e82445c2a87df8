/**
 * Response bodies of the loopback server, shaped like the platform's: a page of
 * 20 sources (about 9.4 KB of JSON), one source, the 201 answer of a create, the
 * 429 body of a storm. Deterministic: every run serves the same bytes.
 */

const statuses = ["IDLE", "REFRESHING", "PAUSED", "IDLE", "ERROR"]
const types = ["SITEMAP", "PUSH", "WEB", "SALESFORCE", "SHAREPOINT_ONLINE2"]

/** One source as `GET /rest/organizations/{org}/sources/{id}` answers it. */
export const source = (org: string, i: number) => {
  const type = types[i % types.length]!
  const created = 1_700_000_000_000 + i * 86_400_000
  return {
    id: `${org}-${(0x1f3a5c7e + i * 7919).toString(36)}${"q".repeat(4)}`,
    name: `Product documentation ${String(i).padStart(2, "0")}`,
    sourceType: type,
    sourceVisibility: i % 2 === 0 ? "SHARED" : "SECURED",
    pushEnabled: type === "PUSH",
    onPremisesEnabled: false,
    logicalIndex: "default",
    createdDate: created,
    lastModifiedDate: created + 3_600_000,
    information: {
      sourceStatus: { type: statuses[i % statuses.length] },
      lastOperation: {
        operationType: "INCREMENTAL_REFRESH",
        result: "SUCCESS",
        timestamp: created + 7_200_000,
        duration: 42_000 + i
      },
      numberOfDocuments: 12_000 + i * 211,
      documentsTotalSize: 98_765_432 + i * 1_000
    }
  }
}

/** The page `GET .../sources/pages?perPage=20` answers. */
export const sourcePage = (org: string) => ({
  sourceModels: Array.from({ length: 20 }, (_, i) => source(org, i)),
  totalEntries: 137,
  totalPages: 7
})

/** The answer of `POST .../sources` (status 201). */
export const created = (org: string) => ({ id: `${org}-newsourceqqqqqqqqqqqq` })

/** The body of a 429 answer. */
export const tooManyRequests = {
  statusCode: 429,
  errorCode: "TOO_MANY_REQUESTS",
  message: "Too many requests, slow down."
}

/** The body clients send to create a source. */
export const createBody = {
  name: "Bench push source",
  sourceType: "PUSH",
  sourceVisibility: "SECURED",
  pushEnabled: true
} as const
