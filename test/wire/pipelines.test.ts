import * as Effect from "effect/Effect"
import * as PipelineConditions from "../../src/Platform/Search/PipelineConditions.ts"
import * as PipelineFacetStateRules from "../../src/Platform/Search/PipelineFacetStateRules.ts"
import * as PipelineMl from "../../src/Platform/Search/PipelineMl.ts"
import * as PipelineMlAssociations from "../../src/Platform/Search/PipelineMlAssociations.ts"
import * as PipelineResultRankings from "../../src/Platform/Search/PipelineResultRankings.ts"
import * as Pipelines from "../../src/Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../../src/Platform/Search/PipelineStatementGroups.ts"
import * as PipelineStatements from "../../src/Platform/Search/PipelineStatements.ts"
import { withFields } from "../../src/Schema/Raw.ts"
import { wireSuite } from "../support/wire.ts"

const v1 = "/rest/search/v1/admin/pipelines"
const v2 = "/rest/search/v2/admin/pipelines"
const orgQ = "organizationId=my-org"
const multipart = /^multipart\/form-data; boundary=/

const pipeline = { id: "p 1", name: "Community" }
const condition = { id: "c1", definition: "when $query contains \"tv\"" }
const statement = { feature: "filter", definition: "filter aq `@source==Docs`", position: 1 } as const
const ranking = {
  name: "Promote docs",
  kind: "featured_result",
  defaultMatchOperator: { kind: "contains" },
  predicates: [{
    kind: "basicExpressionAndLocalePredicate",
    basicQueryExpression: "tv",
    matchOperator: { kind: "is" },
    locale: { kind: "all" }
  }],
  targets: [{ uniqueId: "abc" }]
} as const
const group = {
  type: "campaign",
  name: "Summer",
  campaignStart: "2024-06-01T00:00:00Z",
  campaignEnd: "2024-09-01T00:00:00Z"
} as const
const facetRule = { kind: "autoSelect", field: "category", state: "selected", values: ["tv"] } as const

wireSuite("platform/pipelines", [
  { name: "Pipelines.list", call: Pipelines.list(), method: "GET", path: v1, query: orgQ, reply: { body: [pipeline] } },
  {
    name: "Pipelines.list",
    call: Pipelines.list({
      page: 1,
      perPage: 10,
      isOrderAscending: false,
      filter: "comm unity",
      sortby: "position",
      feature: "filter",
      enablePagination: true,
      excludeAbTestTargets: true
    }),
    method: "GET",
    path: v1,
    query:
      `${orgQ}&page=1&perPage=10&isOrderAscending=false&filter=comm%20unity&sortby=position&feature=filter&enablePagination=true&excludeAbTestTargets=true`,
    reply: { body: { items: [pipeline], totalEntries: 1 } }
  },
  {
    name: "Pipelines.list",
    call: Pipelines.list({ organizationId: "other-org" }),
    method: "GET",
    path: v1,
    query: "organizationId=other-org",
    reply: { body: [] }
  },
  {
    name: "Pipelines.create",
    call: Pipelines.create({ name: "Community", isDefault: false, groupsThatCanEdit: [{ id: "g1" }] }),
    method: "POST",
    path: v1,
    query: orgQ,
    body: { name: "Community", isDefault: false, groupsThatCanEdit: [{ id: "g1" }] },
    reply: { status: 201, body: pipeline }
  },
  {
    name: "Pipelines.get",
    call: Pipelines.get("p 1"),
    method: "GET",
    path: `${v1}/p%201`,
    query: orgQ,
    reply: { body: pipeline }
  },
  {
    name: "Pipelines.update",
    call: Pipelines.update({ ...pipeline, description: "d" }),
    method: "PUT",
    path: `${v1}/p%201`,
    query: orgQ,
    body: { ...pipeline, description: "d" },
    reply: { body: pipeline }
  },
  {
    name: "Pipelines.delete",
    call: Pipelines.delete("p 1"),
    method: "DELETE",
    path: `${v1}/p%201`,
    query: orgQ,
    reply: { status: 204 }
  },
  {
    name: "Pipelines.duplicate",
    call: Pipelines.duplicate("p 1"),
    method: "POST",
    path: `${v1}/p%201/duplicate`,
    query: orgQ,
    reply: { body: { ...pipeline, id: "p2" } }
  },
  {
    name: "Pipelines.duplicate",
    call: Pipelines.duplicate("p 1", { apiKeysThatCanEdit: [withFields({ id: "k1" }, { displayName: "CI" })] }),
    method: "POST",
    path: `${v1}/p%201/duplicate`,
    query: orgQ,
    body: { apiKeysThatCanEdit: [{ id: "k1", displayName: "CI" }] },
    reply: { body: { ...pipeline, id: "p2" } }
  },
  {
    name: "PipelineConditions.list",
    call: PipelineConditions.list(),
    method: "GET",
    path: `${v1}/statements`,
    query: `${orgQ}&feature=when`,
    reply: { body: { statements: [condition], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "PipelineConditions.list",
    call: PipelineConditions.list({
      page: 2,
      perPage: 5,
      isOrderAscending: true,
      filter: "cat",
      sortBy: "definition",
      expand: true,
      associationFilter: "isAssociated"
    }),
    method: "GET",
    path: `${v1}/statements`,
    query:
      `${orgQ}&page=2&perPage=5&isOrderAscending=true&filter=cat&sortBy=definition&expand=true&associationFilter=isAssociated&feature=when`,
    reply: { body: { statements: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "PipelineConditions.create",
    call: PipelineConditions.create({ definition: condition.definition }),
    method: "POST",
    path: `${v1}/statements`,
    query: orgQ,
    body: { definition: condition.definition },
    reply: { body: condition }
  },
  {
    name: "PipelineConditions.get",
    call: PipelineConditions.get("c1"),
    method: "GET",
    path: `${v1}/statements/c1`,
    query: orgQ,
    reply: { body: condition }
  },
  {
    name: "PipelineConditions.update",
    call: PipelineConditions.update("c1", condition),
    method: "PUT",
    path: `${v1}/statements/c1`,
    query: orgQ,
    body: condition,
    reply: { body: condition }
  },
  {
    name: "PipelineConditions.delete",
    call: PipelineConditions.delete("c1"),
    method: "DELETE",
    path: `${v1}/statements/c1`,
    query: orgQ,
    reply: { status: 204 }
  },
  {
    name: "PipelineConditions.bulkGet",
    call: PipelineConditions.bulkGet(["c1", "c2"]),
    method: "POST",
    path: `${v1}/statements/bulkGet`,
    query: orgQ,
    body: { ids: ["c1", "c2"] },
    reply: { body: { statements: [condition], totalEntries: 1, totalCount: 1, totalPages: 1 } }
  },
  {
    name: "PipelineConditions.bulkGet",
    call: PipelineConditions.bulkGet(["c1"], { page: 0, perPage: 20, sortBy: "definition" }),
    method: "POST",
    path: `${v1}/statements/bulkGet`,
    query: `${orgQ}&page=0&perPage=20&sortBy=definition`,
    body: { ids: ["c1"] },
    reply: { body: { statements: [condition], totalEntries: 1, totalCount: 1, totalPages: 1 } }
  }
], [Pipelines, PipelineConditions])

const statementPage = { statements: [{ ...statement, id: "s1", ready: true }], totalEntries: 1, totalPages: 1 }
const rankingPage = {
  resultRankings: [{ id: "r1", resultRanking: ranking }],
  groupedBy: {
    groups: { associated: {}, orphaned: 1 },
    status: { active: 1, inactive: 0 },
    type: { rankingExpressions: 0, featuredResults: 1 }
  },
  totalCount: 1,
  totalPages: 1
}
const csv = "definition,condition,description\r\nfilter aq `@a==1`,,x\r\n"

wireSuite("platform/pipelines-v2", [
  {
    name: "PipelineMl.getMLVersion",
    call: PipelineMl.getMLVersion(),
    method: "GET",
    path: `${v2}/ml/version`,
    query: orgQ,
    reply: { body: { version: "2" } }
  },
  {
    name: "PipelineMl.getMLVersion",
    call: Pipelines.getMLVersion(),
    method: "GET",
    path: `${v2}/ml/version`,
    query: orgQ,
    reply: { body: { version: "1" } }
  },
  {
    name: "PipelineMlAssociations.list",
    call: PipelineMlAssociations.list("p1", { page: 0, perPage: 20 }),
    method: "GET",
    path: `${v2}/p1/ml/model/associations`,
    query: `${orgQ}&page=0&perPage=20`,
    reply: { body: { rules: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "PipelineMlAssociations.associate",
    call: PipelineMlAssociations.associate("p1", { modelId: "m1", maxRecommendations: 5 }),
    method: "POST",
    path: `${v2}/p1/ml/model/associations`,
    query: orgQ,
    body: { modelId: "m1", maxRecommendations: 5 },
    reply: { status: 204 }
  },
  {
    name: "PipelineMlAssociations.getAssociation",
    call: PipelineMlAssociations.getAssociation("p1", "a1"),
    method: "GET",
    path: `${v2}/p1/ml/model/associations/a1`,
    query: orgQ,
    reply: {
      body: {
        id: "a1",
        position: 1,
        modelId: "m1",
        modelStatus: "ONLINE",
        cacheMaximumAge: "PT10S",
        modelEngine: "topclicks"
      }
    }
  },
  {
    name: "PipelineMlAssociations.updateAssociation",
    call: PipelineMlAssociations.updateAssociation("p1", "a1", { exclusive: true }),
    method: "PUT",
    path: `${v2}/p1/ml/model/associations/a1`,
    query: orgQ,
    body: { exclusive: true },
    reply: { status: 204 }
  },
  {
    name: "PipelineMlAssociations.updateAssociation",
    call: PipelineMlAssociations.updateAssociation("p1", "a1"),
    method: "PUT",
    path: `${v2}/p1/ml/model/associations/a1`,
    query: orgQ,
    reply: { status: 204 }
  },
  {
    name: "PipelineMlAssociations.disassociate",
    call: PipelineMlAssociations.disassociate("p1", "a1"),
    method: "DELETE",
    path: `${v2}/p1/ml/model/associations/a1`,
    query: orgQ,
    reply: { status: 204 }
  },
  {
    name: "PipelineMlAssociations.updatePosition",
    call: PipelineMlAssociations.updatePosition("p1", "a1", 3),
    method: "PUT",
    path: `${v2}/p1/ml/model/associations/a1/position`,
    query: `${orgQ}&position=3`,
    body: {},
    reply: { status: 204 }
  },
  {
    name: "PipelineMlAssociations.getAssociatedPipelines",
    call: PipelineMlAssociations.getAssociatedPipelines(),
    method: "GET",
    path: `${v2}/ml/model/associations`,
    query: orgQ,
    reply: {
      body: [{ modelId: "m1", associations: [{ associationId: "a1", pipelineId: "p1", pipelineName: "Default" }] }]
    }
  },
  {
    // The ids go in the body, the rest of the options in the query.
    name: "PipelineMlAssociations.bulkGet",
    call: PipelineMlAssociations.bulkGet("p1", { ids: ["a1", "a2"] }),
    method: "POST",
    path: `${v2}/p1/ml/model/associations/bulkGet`,
    query: orgQ,
    body: { ids: ["a1", "a2"] },
    reply: { body: { rules: [{ id: "a1", modelId: "m1" }], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "PipelineMlAssociations.bulkGet",
    call: PipelineMlAssociations.bulkGet("p1", { page: 1, perPage: 10, ids: ["a1"] }),
    method: "POST",
    path: `${v2}/p1/ml/model/associations/bulkGet`,
    query: `${orgQ}&page=1&perPage=10`,
    body: { ids: ["a1"] },
    reply: { body: { rules: [], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "PipelineStatements.list",
    call: PipelineStatements.list("p1"),
    method: "GET",
    path: `${v2}/p1/statements`,
    query: orgQ,
    reply: { body: statementPage }
  },
  {
    name: "PipelineStatements.list",
    call: PipelineStatements.list("p1", {
      page: 0,
      perPage: 50,
      isOrderAscending: true,
      filter: "aq",
      sortBy: "position",
      feature: "queryParamOverride",
      subFeature: "querySuggestParamOverride"
    }),
    method: "GET",
    path: `${v2}/p1/statements`,
    query:
      `${orgQ}&page=0&perPage=50&isOrderAscending=true&filter=aq&sortBy=position&feature=queryParamOverride&subFeature=querySuggestParamOverride`,
    reply: { body: statementPage }
  },
  {
    name: "PipelineStatements.create",
    call: PipelineStatements.create("p1", statement),
    method: "POST",
    path: `${v2}/p1/statements`,
    query: orgQ,
    body: statement,
    reply: { status: 201, body: { ...statement, id: "s1", ready: true } }
  },
  {
    name: "PipelineStatements.get",
    call: PipelineStatements.get("p1", "s1"),
    method: "GET",
    path: `${v2}/p1/statements/s1`,
    query: orgQ,
    reply: { body: { ...statement, id: "s1", ready: true } }
  },
  {
    name: "PipelineStatements.update",
    call: PipelineStatements.update("p1", "s1", statement),
    method: "PUT",
    path: `${v2}/p1/statements/s1`,
    query: orgQ,
    body: statement,
    reply: { body: { ...statement, id: "s1", ready: true } }
  },
  {
    name: "PipelineStatements.delete",
    call: PipelineStatements.delete("p1", "s1"),
    method: "DELETE",
    path: `${v2}/p1/statements/s1`,
    query: orgQ,
    reply: { status: 204 }
  },
  {
    name: "PipelineStatements.exportCSV",
    call: Effect.flatMap(
      PipelineStatements.exportCSV("p1", { feature: "thesaurus" }),
      (b) => Effect.promise(() => b.text())
    ),
    method: "GET",
    path: `${v2}/p1/statements/export`,
    query: `${orgQ}&feature=thesaurus`,
    reply: { headers: { "content-type": "text/csv" }, body: csv },
    result: csv
  },
  {
    name: "PipelineStatements.importCSV",
    call: PipelineStatements.importCSV("p1", csv),
    method: "POST",
    path: `${v2}/p1/statements/import`,
    query: `${orgQ}&mode=overwrite`,
    contentType: multipart,
    body: /name="file"\r\n\r\ndefinition,condition,description\r\nfilter aq `@a==1`,,x\r\n\r\n--/,
    reply: { status: 204 }
  },
  {
    name: "PipelineStatements.importCSV",
    call: PipelineStatements.importCSV("p1", new File([csv], "rules.csv", { type: "text/csv" }), {
      feature: "thesaurus",
      mode: "append"
    }),
    method: "POST",
    path: `${v2}/p1/statements/import`,
    query: `${orgQ}&mode=append&feature=thesaurus`,
    contentType: multipart,
    body: /name="file"; filename="rules\.csv"\r\nContent-Type: text\/csv\r\n\r\ndefinition,condition/,
    reply: { status: 204 }
  },
  {
    name: "PipelineStatements.copy",
    call: PipelineStatements.copy("p1", { statementIds: ["s1"], destinationPipelineId: "p2" }),
    method: "POST",
    path: `${v2}/p1/statements/copy`,
    query: orgQ,
    body: { statementIds: ["s1"], destinationPipelineId: "p2" },
    reply: { body: statementPage }
  },
  {
    name: "PipelineStatements.bulkGet",
    call: PipelineStatements.bulkGet("p1", { ids: ["s1", "s2"] }),
    method: "POST",
    path: `${v2}/p1/statements/bulkGet`,
    query: orgQ,
    body: { ids: ["s1", "s2"] },
    reply: { body: statementPage }
  },
  {
    name: "PipelineStatements.bulkGet",
    call: PipelineStatements.bulkGet("p1", {
      page: 0,
      perPage: 50,
      isOrderAscending: true,
      filter: "tv",
      sortBy: "position",
      feature: "filter",
      ids: ["s1"]
    }),
    method: "POST",
    path: `${v2}/p1/statements/bulkGet`,
    query: `${orgQ}&page=0&perPage=50&isOrderAscending=true&filter=tv&sortBy=position&feature=filter`,
    body: { ids: ["s1"] },
    reply: { body: statementPage }
  },
  {
    name: "PipelineStatements.bulkDelete",
    call: PipelineStatements.bulkDelete("p1", ["s1", "s2"]),
    method: "POST",
    path: `${v2}/p1/statements/bulkDelete`,
    query: orgQ,
    body: { ids: ["s1", "s2"] },
    reply: { body: {} }
  },
  {
    name: "PipelineStatements.move",
    call: PipelineStatements.move("p1", "s1", { position: 2 }),
    method: "PUT",
    path: `${v2}/p1/statements/s1/move`,
    query: orgQ,
    body: { position: 2 },
    reply: { body: statementPage }
  },
  {
    name: "PipelineResultRankings.list",
    call: PipelineResultRankings.list("p1"),
    method: "GET",
    path: `${v2}/p1/resultRankings`,
    query: orgQ,
    reply: { body: rankingPage }
  },
  {
    name: "PipelineResultRankings.list",
    call: PipelineResultRankings.list("p1", {
      page: 0,
      perPage: 10,
      isOrderAscending: false,
      filter: "tv",
      kind: "ranking_expression",
      sortBy: "description",
      associatedGroups: ["Summer", null],
      ruleTypes: ["featuredResults", "rankingExpressions"],
      ruleStatuses: ["active"],
      expand: ["condition.detailed"]
    }),
    method: "GET",
    path: `${v2}/p1/resultRankings`,
    query: `${orgQ}&page=0&perPage=10&isOrderAscending=false&filter=tv&kind=ranking_expression&sortBy=description` +
      "&associatedGroups=%5B%22Summer%22%2Cnull%5D&ruleTypes=%5B%22featuredResults%22%2C%22rankingExpressions%22%5D" +
      "&ruleStatuses=%5B%22active%22%5D&expand=condition.detailed",
    reply: { body: rankingPage }
  },
  {
    name: "PipelineResultRankings.create",
    call: PipelineResultRankings.create("p1", ranking),
    method: "POST",
    path: `${v2}/p1/resultRankings`,
    query: orgQ,
    body: ranking,
    reply: { body: { id: "r1", resultRanking: ranking } }
  },
  {
    name: "PipelineResultRankings.create",
    call: PipelineResultRankings.createJSON("p1", "{\"name\": \"Promote\"}"),
    method: "POST",
    path: `${v2}/p1/resultRankings`,
    query: orgQ,
    body: /^\{"name": "Promote"\}$/,
    reply: { body: { id: "r1", resultRanking: ranking } }
  },
  {
    name: "PipelineResultRankings.get",
    call: PipelineResultRankings.get("p1", "r1"),
    method: "GET",
    path: `${v2}/p1/resultRankings/r1`,
    query: orgQ,
    reply: { body: ranking }
  },
  {
    name: "PipelineResultRankings.update",
    call: PipelineResultRankings.update("p1", "r1", ranking),
    method: "PUT",
    path: `${v2}/p1/resultRankings/r1`,
    query: orgQ,
    body: ranking,
    reply: { status: 204 }
  },
  {
    name: "PipelineResultRankings.update",
    call: PipelineResultRankings.updateJSON("p1", "r1", "{\"name\":\"X\"}"),
    method: "PUT",
    path: `${v2}/p1/resultRankings/r1`,
    query: orgQ,
    body: /^\{"name":"X"\}$/,
    reply: { status: 204 }
  },
  {
    name: "PipelineResultRankings.delete",
    call: PipelineResultRankings.delete("p1", "r1"),
    method: "DELETE",
    path: `${v2}/p1/resultRankings/r1`,
    query: orgQ,
    reply: { status: 204 }
  },
  {
    name: "PipelineResultRankings.duplicate",
    call: PipelineResultRankings.duplicate("p1", "r1"),
    method: "POST",
    path: `${v2}/p1/resultRankings/duplicate/r1`,
    query: orgQ,
    body: {},
    reply: { body: { id: "r2", resultRanking: ranking } }
  },
  {
    name: "PipelineResultRankings.copyTo",
    call: PipelineResultRankings.copyTo("p1", { destinationPipelineId: "p2", resultRankingIds: ["r1"] }),
    method: "POST",
    path: `${v2}/p1/resultRankings/copy`,
    query: orgQ,
    body: { destinationPipelineId: "p2", resultRankingIds: ["r1"] },
    reply: { body: { resultRankings: [{ id: "r9", resultRanking: ranking }] } }
  },
  {
    name: "PipelineResultRankings.bulkGet",
    call: PipelineResultRankings.bulkGet("p1", { ids: ["r1"] }),
    method: "POST",
    path: `${v2}/p1/resultRankings/bulkGet`,
    query: orgQ,
    body: { ids: ["r1"] },
    reply: { body: rankingPage }
  },
  {
    name: "PipelineResultRankings.bulkGet",
    call: PipelineResultRankings.bulkGet("p1", {
      page: 1,
      perPage: 5,
      isOrderAscending: false,
      filter: "docs",
      kind: "featured_result",
      enabledStatus: true,
      statementGroupId: "g1",
      ids: ["r1", "r2"]
    }),
    method: "POST",
    path: `${v2}/p1/resultRankings/bulkGet`,
    query:
      `${orgQ}&page=1&perPage=5&isOrderAscending=false&filter=docs&kind=featured_result&enabledStatus=true&statementGroupId=g1`,
    body: { ids: ["r1", "r2"] },
    reply: { body: rankingPage }
  },
  {
    name: "PipelineResultRankings.bulkDelete",
    call: PipelineResultRankings.bulkDelete("p1", ["r1"]),
    method: "POST",
    path: `${v2}/p1/resultRankings/bulkDelete`,
    query: orgQ,
    body: { ids: ["r1"] },
    reply: { status: 204 }
  },
  {
    name: "PipelineStatementGroups.list",
    call: PipelineStatementGroups.list("p1"),
    method: "GET",
    path: `${v2}/p1/statementGroups`,
    query: orgQ,
    reply: { body: { groups: [], totalCount: 0, groupComposition: {} } }
  },
  {
    name: "PipelineStatementGroups.list",
    call: PipelineStatementGroups.list("p1", {
      page: 1,
      perPage: 5,
      filter: "sum",
      status: ["active", "notStarted"],
      types: ["campaign"],
      sortBy: "name",
      isOrderAscending: true
    }),
    method: "GET",
    path: `${v2}/p1/statementGroups`,
    query:
      `${orgQ}&page=1&perPage=5&filter=sum&status=%5B%22active%22%2C%22notStarted%22%5D&types=%5B%22campaign%22%5D&sortBy=name&isOrderAscending=true`,
    reply: { body: { groups: [], totalCount: 0, groupComposition: {} } }
  },
  {
    name: "PipelineStatementGroups.create",
    call: PipelineStatementGroups.create("p1", group),
    method: "POST",
    path: `${v2}/p1/statementGroups`,
    query: orgQ,
    body: group,
    reply: { body: { ...group, id: "g1", status: "notStarted" } }
  },
  {
    name: "PipelineStatementGroups.get",
    call: PipelineStatementGroups.get("p1", "g1"),
    method: "GET",
    path: `${v2}/p1/statementGroups/g1`,
    query: orgQ,
    reply: { body: { ...group, id: "g1", status: "active" } }
  },
  {
    name: "PipelineStatementGroups.update",
    call: PipelineStatementGroups.update("p1", "g1", { type: "permanent", name: "Always", isActive: true }),
    method: "PUT",
    path: `${v2}/p1/statementGroups/g1`,
    query: orgQ,
    body: { type: "permanent", name: "Always", isActive: true },
    reply: { status: 204 }
  },
  {
    name: "PipelineStatementGroups.delete",
    call: PipelineStatementGroups.delete("p1", "g1"),
    method: "DELETE",
    path: `${v2}/p1/statementGroups/g1`,
    query: orgQ,
    reply: { status: 204 }
  },
  {
    name: "PipelineStatementGroups.toggleActive",
    call: PipelineStatementGroups.toggleActive("p1", "g1", false),
    method: "PATCH",
    path: `${v2}/p1/statementGroups/g1`,
    query: orgQ,
    body: { isActive: false },
    reply: { status: 204 }
  },
  {
    name: "PipelineStatementGroups.bulkUpdateRuleAssociations",
    call: PipelineStatementGroups.bulkUpdateRuleAssociations("p1", "g1", {
      toAdd: [{ featureType: "resultRankings", ruleId: "r1" }],
      toRemove: []
    }),
    method: "PUT",
    path: `${v2}/p1/statementGroups/g1/associations`,
    query: orgQ,
    body: { toAdd: [{ featureType: "resultRankings", ruleId: "r1" }], toRemove: [] },
    reply: { body: { associatedRules: [{ featureType: "resultRankings", ruleId: "r1" }] } }
  },
  {
    name: "PipelineFacetStateRules.list",
    call: PipelineFacetStateRules.list("p1", {
      page: 0,
      perPage: 10,
      isOrderAscending: true,
      filter: "tv",
      sortBy: "position"
    }),
    method: "GET",
    path: `${v2}/p1/facetStateRules`,
    query: `${orgQ}&page=0&perPage=10&isOrderAscending=true&filter=tv&sortBy=position`,
    reply: { body: { facetStateRules: [{ id: "f1", position: 1, rule: facetRule }], totalCount: 1, totalPages: 1 } }
  },
  {
    name: "PipelineFacetStateRules.create",
    call: PipelineFacetStateRules.create("p1", facetRule),
    method: "POST",
    path: `${v2}/p1/facetStateRules`,
    query: orgQ,
    body: facetRule,
    reply: { body: facetRule }
  },
  {
    name: "PipelineFacetStateRules.get",
    call: PipelineFacetStateRules.get("p1", "f1"),
    method: "GET",
    path: `${v2}/p1/facetStateRules/f1`,
    query: orgQ,
    reply: { body: facetRule }
  },
  {
    name: "PipelineFacetStateRules.update",
    call: PipelineFacetStateRules.update("p1", "f1", facetRule),
    method: "PUT",
    path: `${v2}/p1/facetStateRules/f1`,
    query: orgQ,
    body: facetRule,
    reply: { status: 204 }
  },
  {
    name: "PipelineFacetStateRules.delete",
    call: PipelineFacetStateRules.delete("p1", "f1"),
    method: "DELETE",
    path: `${v2}/p1/facetStateRules/f1`,
    query: orgQ,
    reply: { status: 204 }
  },
  {
    name: "PipelineFacetStateRules.move",
    call: PipelineFacetStateRules.move("p1", "f1", 0),
    method: "PUT",
    path: `${v2}/p1/facetStateRules/f1/position`,
    query: orgQ,
    body: { position: 0 },
    reply: { status: 204 }
  }
], [
  PipelineMl,
  PipelineMlAssociations,
  PipelineStatements,
  PipelineResultRankings,
  PipelineStatementGroups,
  PipelineFacetStateRules
])
