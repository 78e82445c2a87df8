/**
 * Query enumerations on the wire: the values that the platform's descriptions list (and that the
 * oracle checks the Schemas against) reach the server as written; open enumerations send values
 * beyond the known ones; closed ones reject any other value before a request is made.
 */
import { describe, expect, it } from "@effect/vitest"
import type * as Effect from "effect/Effect"
import type { CoveoClient } from "../../src/Http/PlatformClient.ts"
import * as Indexes from "../../src/Platform/Indexes/Indexes.ts"
import * as MachineLearningModels from "../../src/Platform/MachineLearning/MachineLearningModels.ts"
import * as ResourceSnapshots from "../../src/Platform/Migration/ResourceSnapshots.ts"
import * as PipelineConditions from "../../src/Platform/Search/PipelineConditions.ts"
import * as PipelineResultRankings from "../../src/Platform/Search/PipelineResultRankings.ts"
import * as PipelineStatementGroups from "../../src/Platform/Search/PipelineStatementGroups.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import * as Dimensions from "../../src/UsageAnalytics/Dimensions.ts"
import { failureOf, runExit } from "../support/client.ts"
import { useServer } from "../support/server.ts"
import { wireSuite } from "../support/wire.ts"

const org = "/rest/organizations/my-org"
const orgQ = "organizationId=my-org"
const page = { items: [], totalEntries: 0, totalPages: 0 }

wireSuite("open enumerations send values beyond the known ones", [
  {
    // The platform and the promise client (`order?: string`) take sort orders in lower case.
    name: "Indexes.getBackups",
    call: Indexes.getBackups({ order: "desc" }),
    method: "GET",
    path: `${org}/indexbackups/page`,
    query: "order=desc",
    reply: { body: page }
  },
  {
    // Engines the library does not know yet, spelled as the platform and the promise client take them.
    name: "MachineLearningModels.list",
    call: MachineLearningModels.list(["topclicks", "query suggestions"]),
    method: "GET",
    path: `${org}/machinelearning/models`,
    query: "engines=topclicks&engines=query%20suggestions",
    reply: { body: [] }
  },
  {
    name: "Sources.list",
    call: Sources.list({ sortingOrder: "asc" }),
    method: "GET",
    path: `${org}/sources/pages`,
    query: "sortingOrder=asc",
    reply: { body: { sourceModels: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "ResourceSnapshots.list",
    call: ResourceSnapshots.list({ sortingOrder: "desc" }),
    method: "GET",
    path: `${org}/snapshots`,
    query: "sortingOrder=desc",
    reply: { body: [] }
  },
  {
    // position: the promise client's value and default, beside the description's name and status.
    name: "PipelineStatementGroups.list",
    call: PipelineStatementGroups.list("p1", { sortBy: "position" }),
    method: "GET",
    path: "/rest/search/v2/admin/pipelines/p1/statementGroups",
    query: `${orgQ}&sortBy=position`,
    reply: { body: { groups: [], totalCount: 0, groupComposition: {} } }
  },
  {
    name: "PipelineConditions.list",
    call: PipelineConditions.list({ sortBy: "position" }),
    method: "GET",
    path: "/rest/search/v1/admin/pipelines/statements",
    query: `${orgQ}&sortBy=position&feature=when`,
    reply: { body: { statements: [], totalEntries: 0, totalPages: 0 } }
  }
])

wireSuite("closed enumerations send the values the descriptions list", [
  {
    name: "PipelineConditions.list",
    call: PipelineConditions.list({ sortBy: "totalAssociationCount", associationFilter: "notAssociated" }),
    method: "GET",
    path: "/rest/search/v1/admin/pipelines/statements",
    query: `${orgQ}&sortBy=totalAssociationCount&associationFilter=notAssociated&feature=when`,
    reply: { body: { statements: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "PipelineResultRankings.list",
    call: PipelineResultRankings.list("p1", { expand: ["condition.detailed"] }),
    method: "GET",
    path: "/rest/search/v2/admin/pipelines/p1/resultRankings",
    query: `${orgQ}&expand=condition.detailed`,
    reply: { body: { resultRankings: [], totalCount: 0, totalPages: 0 } }
  },
  {
    name: "ResourceSnapshots.updateSynchronizationPlanForChildren",
    call: ResourceSnapshots.updateSynchronizationPlanForChildren("s1", "p1", {
      snapshotParentResourceName: "tracking/main",
      parentResourceType: "TRACKING_ID",
      targetParentId: "t-9"
    }),
    method: "PUT",
    path: `${org}/snapshots/s1/synchronization/p1/children`,
    query: "snapshotParentResourceName=tracking%2Fmain&parentResourceType=TRACKING_ID&targetParentId=t-9",
    reply: { body: { id: "p1" } }
  },
  {
    name: "Sources.setPushRefreshStatus",
    call: Sources.setPushRefreshStatus("s1", "REMEDIATE"),
    method: "POST",
    path: `${org}/sources/s1/pushRefresh`,
    query: "activityOperation=REMEDIATE",
    reply: { status: 204 }
  },
  {
    name: "Dimensions.createCustomDimension",
    call: Dimensions.createCustomDimension({ type: "TEXT", displayName: "Color" }, {
      name: "c_color",
      event: ["custom_events"]
    }),
    method: "POST",
    path: "/rest/ua/v15/dimensions/custom",
    query: "org=my-org&name=c_color&event=custom_events",
    body: { type: "TEXT", displayName: "Color" },
    reply: { status: 201, body: { returnName: "c_color" } }
  }
])

describe("closed enumerations reject other values before any request", () => {
  const server = useServer()
  const cases: ReadonlyArray<readonly [string, Effect.Effect<unknown, unknown, CoveoClient>]> = [
    ["PipelineConditions.list", PipelineConditions.list({ associationFilter: "someAssociated" as never })],
    ["PipelineResultRankings.list", PipelineResultRankings.list("p1", { expand: ["everything" as never] })],
    [
      "Dimensions.createCustomDimension",
      Dimensions.createCustomDimension({ type: "TEXT", displayName: "Color" }, {
        name: "c_color",
        event: ["pageviews" as never]
      })
    ],
    [
      "ResourceSnapshots.updateSynchronizationPlanForChildren",
      ResourceSnapshots.updateSynchronizationPlanForChildren("s1", "p1", {
        snapshotParentResourceName: "x",
        parentResourceType: "query_pipeline" as never,
        targetParentId: "y"
      })
    ]
  ]
  for (const [name, call] of cases) {
    it(name, async () => {
      const exit = await runExit(server, call)
      expect(failureOf(exit)).toMatchObject({ _tag: "InvalidInput", call: name })
      expect(server.requests).toHaveLength(0)
    })
  }
})
