import * as Effect from "effect/Effect"
import * as CaseAssists from "../../src/Platform/Interfaces/CaseAssists.ts"
import * as InAppWidgets from "../../src/Platform/Interfaces/InAppWidgets.ts"
import * as InsightConfigs from "../../src/Platform/Interfaces/InsightConfigs.ts"
import * as SearchInterfaces from "../../src/Platform/Interfaces/SearchInterfaces.ts"
import * as SearchPages from "../../src/Platform/Interfaces/SearchPages.ts"
import * as MachineLearning from "../../src/Platform/MachineLearning/MachineLearning.ts"
import * as MachineLearningAdvancedConfig from "../../src/Platform/MachineLearning/MachineLearningAdvancedConfig.ts"
import * as MachineLearningCaseClassificationConfig from "../../src/Platform/MachineLearning/MachineLearningCaseClassificationConfig.ts"
import * as MachineLearningDneConfig from "../../src/Platform/MachineLearning/MachineLearningDneConfig.ts"
import * as MachineLearningEngineModels from "../../src/Platform/MachineLearning/MachineLearningEngineModels.ts"
import * as MachineLearningModels from "../../src/Platform/MachineLearning/MachineLearningModels.ts"
import * as MachineLearningPqsConfig from "../../src/Platform/MachineLearning/MachineLearningPqsConfig.ts"
import * as MachineLearningSmartSnippetsConfig from "../../src/Platform/MachineLearning/MachineLearningSmartSnippetsConfig.ts"
import * as MachineLearningUserActionHistoryConfig from "../../src/Platform/MachineLearning/MachineLearningUserActionHistoryConfig.ts"
import * as ModifierTemplates from "../../src/Platform/Search/ModifierTemplates.ts"
import * as Search from "../../src/Platform/Search/Search.ts"
import { wireSuite } from "../support/wire.ts"

const org = "/rest/organizations/my-org"

// --- platform/ml -------------------------------------------------------------

const ml = `${org}/machinelearning`
const registration = {
  engineId: "topclicks",
  modelName: "art",
  exportPeriod: "P3M",
  intervalTime: 1,
  intervalUnit: "WEEK"
} as const
const model = {
  id: "m1",
  orgId: "my-org",
  engineId: "topclicks",
  modelName: "art",
  status: "ONLINE",
  modelActivenessState: "ACTIVE"
}

const ccModel = {
  modelId: "c1",
  modelDisplayName: "CC",
  sources: ["Cases"],
  caseIdField: "sfid",
  fieldsForModelTraining: ["subject"],
  fieldsToPredict: ["reason"]
}
const ccPreview = {
  sources: ["Cases"],
  caseFilterConditions: [{ field: "status", operator: "EQUALS", value: "closed" }],
  languageField: "language",
  caseExtractionPeriod: { exportPeriod: "P6M" }
} as const
const ssDocuments = {
  sources: ["Docs"],
  filterConditions: [{ field: "filetype", operator: "NOT_EQUALS", value: "pdf" }]
} as const

wireSuite("platform/ml", [
  {
    name: "MachineLearning.register",
    call: MachineLearning.register(registration),
    method: "POST",
    path: `${ml}/model`,
    body: registration,
    reply: { status: 201, body: { modelId: "m1" } }
  },
  {
    name: "MachineLearningModels.list",
    call: MachineLearningModels.list(),
    method: "GET",
    path: `${ml}/models`,
    reply: { body: [model] }
  },
  {
    name: "MachineLearningModels.list",
    call: MachineLearningModels.list(["topclicks", "querysuggest"]),
    method: "GET",
    path: `${ml}/models`,
    query: "engines=topclicks&engines=querysuggest",
    reply: { body: [model] }
  },
  {
    name: "MachineLearningModels.list",
    call: MachineLearningModels.list([]),
    method: "GET",
    path: `${ml}/models`,
    reply: { body: [] }
  },
  {
    name: "MachineLearningModels.listDetails",
    call: MachineLearningModels.listDetails(),
    method: "GET",
    path: `${ml}/models/details`,
    reply: { body: [{ ...model, info: { totalQueries: 3 } }] }
  },
  {
    name: "MachineLearningModels.getDetails",
    call: MachineLearningModels.getDetails("m1"),
    method: "GET",
    path: `${ml}/models/m1/details`,
    reply: { body: { ...model, info: { totalQueries: 3 } } }
  },
  {
    name: "MachineLearningModels.get",
    call: MachineLearningModels.get("m1"),
    method: "GET",
    path: `${ml}/models/m1`,
    reply: { body: model }
  },
  {
    name: "MachineLearningModels.delete",
    call: MachineLearningModels.delete("m1"),
    method: "DELETE",
    path: `${ml}/models/m1`,
    reply: { status: 204 }
  },
  {
    name: "MachineLearningModels.update",
    call: MachineLearningModels.update("m1", registration),
    method: "PUT",
    path: `${ml}/models/m1`,
    body: registration,
    reply: { body: model }
  },
  {
    name: "MachineLearningEngineModels.get",
    call: MachineLearningEngineModels.get("topclicks", "my model"),
    method: "GET",
    path: `${ml}/engines/topclicks/models/my%20model/details`,
    reply: { body: { id: "m1", info: {} } }
  },
  {
    name: "MachineLearningEngineModels.update",
    call: MachineLearningEngineModels.update("topclicks", "art", registration),
    method: "PUT",
    path: `${ml}/engines/topclicks/models/art`,
    body: registration,
    reply: { body: { modelName: "art" } }
  },
  {
    name: "MachineLearningEngineModels.delete",
    call: MachineLearningEngineModels.delete("querysuggest", "qs"),
    method: "DELETE",
    path: `${ml}/engines/querysuggest/models/qs`,
    reply: { status: 204 }
  },
  {
    name: "MachineLearningAdvancedConfig.getAdvancedConfig",
    call: MachineLearningAdvancedConfig.getAdvancedConfig("m1"),
    method: "GET",
    path: `${ml}/models/m1/configs/advanced`,
    reply: { body: { modelId: "m1", fileContents: "{}" } }
  },
  {
    // The file text goes out byte for byte, not re-encoded as a JSON string.
    name: "MachineLearningAdvancedConfig.updateAdvancedConfig",
    call: MachineLearningAdvancedConfig.updateAdvancedConfig("m1", "{\"maxBins\": 5}"),
    method: "PUT",
    path: `${ml}/models/m1/configs/advanced`,
    contentType: "application/json",
    body: /^\{"maxBins": 5\}$/,
    reply: { body: { modelId: "m1", filePath: "s3://x" } }
  },
  {
    name: "MachineLearningDneConfig.createWithQuery",
    call: MachineLearningDneConfig.createWithQuery({
      modelDisplayName: "DNE",
      documentExtractionQuery: "@source==Docs"
    }),
    method: "POST",
    path: `${ml}/configuration/dne/model`,
    body: { modelDisplayName: "DNE", documentExtractionQuery: "@source==Docs" },
    reply: { body: { modelId: "d1", modelDisplayName: "DNE" } }
  },
  {
    name: "MachineLearningCaseClassificationConfig.create",
    call: MachineLearningCaseClassificationConfig.create({
      modelDisplayName: "CC",
      sources: ["Cases"],
      caseIdField: "sfid",
      caseExtractionPeriod: { exportPeriod: "P6M" },
      caseFilterConditions: [{ field: "status", operator: "EQUALS", value: "closed" }],
      fieldsForModelTraining: ["subject"],
      fieldsToPredict: ["reason"]
    }),
    method: "POST",
    path: `${ml}/configuration/caseclassif/model`,
    body: {
      modelDisplayName: "CC",
      sources: ["Cases"],
      caseIdField: "sfid",
      caseExtractionPeriod: { exportPeriod: "P6M" },
      caseFilterConditions: [{ field: "status", operator: "EQUALS", value: "closed" }],
      fieldsForModelTraining: ["subject"],
      fieldsToPredict: ["reason"]
    },
    reply: { body: { modelId: "c1" } }
  },
  {
    name: "MachineLearningPqsConfig.createPQSModel",
    call: MachineLearningPqsConfig.createPQSModel({
      catalogId: "cat",
      modelDisplayName: "PQS",
      trackingIds: ["sport"]
    }),
    method: "POST",
    path: `${ml}/configuration/pqs/model`,
    body: { catalogId: "cat", modelDisplayName: "PQS", trackingIds: ["sport"] },
    reply: { body: { modelId: "p1", catalogId: "cat", modelDisplayName: "PQS", trackingIds: ["sport"] } }
  },
  {
    name: "MachineLearningSmartSnippetsConfig.create",
    call: MachineLearningSmartSnippetsConfig.create({
      modelDisplayName: "SS",
      sources: ["Docs"],
      cssSelectorsToExclude: ["nav"]
    }),
    method: "POST",
    path: `${ml}/configuration/smartsnippets/model`,
    body: { modelDisplayName: "SS", sources: ["Docs"], cssSelectorsToExclude: ["nav"] },
    reply: { body: { modelId: "s1" } }
  },
  {
    name: "MachineLearningUserActionHistoryConfig.create",
    call: MachineLearningUserActionHistoryConfig.create(),
    method: "POST",
    path: `${ml}/configuration/useractionhistory`,
    reply: { status: 204 }
  },
  {
    name: "MachineLearningCaseClassificationConfig.get",
    call: MachineLearningCaseClassificationConfig.get("c 1"),
    method: "GET",
    path: `${ml}/configuration/caseclassif/model/c%201`,
    reply: { body: ccModel }
  },
  {
    // The model's own id names the path.
    name: "MachineLearningCaseClassificationConfig.update",
    call: MachineLearningCaseClassificationConfig.update(ccModel),
    method: "PUT",
    path: `${ml}/configuration/caseclassif/model/c1`,
    body: ccModel,
    reply: { body: ccModel }
  },
  {
    name: "MachineLearningCaseClassificationConfig.delete",
    call: MachineLearningCaseClassificationConfig.delete("c1"),
    method: "DELETE",
    path: `${ml}/configuration/caseclassif/model/c1`,
    reply: { status: 204 }
  },
  {
    name: "MachineLearningCaseClassificationConfig.fields",
    call: MachineLearningCaseClassificationConfig.fields(ccPreview),
    method: "POST",
    path: `${ml}/configuration/caseclassif/fields`,
    body: ccPreview,
    reply: { body: { query: "@source==Cases", fields: [{ name: "subject" }] } }
  },
  {
    name: "MachineLearningCaseClassificationConfig.fields",
    call: MachineLearningCaseClassificationConfig.fields({ advancedQuery: "@source==Cases" }),
    method: "POST",
    path: `${ml}/configuration/caseclassif/fields`,
    body: { advancedQuery: "@source==Cases" },
    reply: { body: { query: "@source==Cases", fields: [] } }
  },
  {
    name: "MachineLearningCaseClassificationConfig.preview",
    call: MachineLearningCaseClassificationConfig.preview(ccPreview),
    method: "POST",
    path: `${ml}/configuration/caseclassif/preview`,
    body: ccPreview,
    reply: {
      body: {
        query: "@source==Cases",
        documentRequirementStatus: "OK",
        numberOfDocuments: 900,
        numberOfDocumentsMatchingConditions: 800,
        numberOfDocumentsMatchingConditionsAndInEnglish: 700,
        numberOfValidDocuments: 600
      }
    }
  },
  {
    name: "MachineLearningCaseClassificationConfig.documentCount",
    call: MachineLearningCaseClassificationConfig.documentCount("sf reason", ccPreview),
    method: "POST",
    path: `${ml}/configuration/caseclassif/fields/sf%20reason/documentCount`,
    body: ccPreview,
    reply: { body: { documentCount: 42 } }
  },
  {
    name: "MachineLearningCaseClassificationConfig.valueCount",
    call: MachineLearningCaseClassificationConfig.valueCount("reason", { advancedQuery: "@source==Cases" }),
    method: "POST",
    path: `${ml}/configuration/caseclassif/fields/reason/valueCount`,
    body: { advancedQuery: "@source==Cases" },
    reply: { body: { valueCount: 7, areMoreValuesAvailable: false } }
  },
  {
    name: "MachineLearningDneConfig.listFields",
    call: MachineLearningDneConfig.listFields(),
    method: "GET",
    path: `${ml}/configuration/dne/autoselectionfieldcandidates`,
    reply: { body: { items: [{ name: "category" }], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "MachineLearningDneConfig.listFields",
    call: MachineLearningDneConfig.listFields({ page: 1, perPage: 20, filter: "cat egory" }),
    method: "GET",
    path: `${ml}/configuration/dne/autoselectionfieldcandidates`,
    query: "page=1&perPage=20&filter=cat%20egory",
    reply: { body: { items: [], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "MachineLearningDneConfig.getDocumentExtractionPreview",
    call: MachineLearningDneConfig.getDocumentExtractionPreview({
      fields: ["filetype", "category"],
      maximumNumberOfSources: 5
    }),
    method: "GET",
    path: `${ml}/configuration/dne/documentextractionpreview`,
    query: "fields=filetype&fields=category&maximumNumberOfSources=5",
    reply: { body: { numberOfDocuments: 10, recommendedNumberOfDocuments: 100, sources: [] } }
  },
  {
    name: "MachineLearningDneConfig.getDocumentExtractionPreview",
    call: MachineLearningDneConfig.getDocumentExtractionPreview(),
    method: "GET",
    path: `${ml}/configuration/dne/documentextractionpreview`,
    reply: { body: { numberOfDocuments: 10 } }
  },
  {
    // The platform answers the query as a JSON string.
    name: "MachineLearningDneConfig.getDocumentExtractionQuery",
    call: MachineLearningDneConfig.getDocumentExtractionQuery({ fields: ["category"], sources: ["Docs"] }),
    method: "POST",
    path: `${ml}/configuration/dne/documentextractionquery`,
    body: { fields: ["category"], sources: ["Docs"] },
    reply: { body: "\"@category AND @source==(\\\"Docs\\\")\"", headers: { "content-type": "application/json" } },
    result: "@category AND @source==(\"Docs\")"
  },
  {
    name: "MachineLearningDneConfig.parseDocumentExtractionQuery",
    call: MachineLearningDneConfig.parseDocumentExtractionQuery("(@filetype OR @category) AND @source==(\"Docs\")"),
    method: "GET",
    path: `${ml}/configuration/dne/documentextractionquerymodel`,
    query: "query=%28%40filetype%20OR%20%40category%29%20AND%20%40source%3D%3D%28%22Docs%22%29",
    reply: { body: { fields: ["filetype", "category"], sources: ["Docs"] } }
  },
  {
    name: "MachineLearningDneConfig.get",
    call: MachineLearningDneConfig.get("d1"),
    method: "GET",
    path: `${ml}/configuration/dne/model/d1`,
    reply: { body: { modelId: "d1", modelDisplayName: "DNE" } }
  },
  {
    name: "MachineLearningDneConfig.update",
    call: MachineLearningDneConfig.update("d1", { modelDisplayName: "DNE 2", fieldsToAutoSelect: ["category"] }),
    method: "PUT",
    path: `${ml}/configuration/dne/model/d1`,
    body: { modelDisplayName: "DNE 2", fieldsToAutoSelect: ["category"] },
    reply: { body: { modelId: "d1", modelDisplayName: "DNE 2", fieldsToAutoSelect: ["category"] } }
  },
  {
    name: "MachineLearningDneConfig.delete",
    call: MachineLearningDneConfig.delete("d1"),
    method: "DELETE",
    path: `${ml}/configuration/dne/model/d1`,
    reply: { status: 204 }
  },
  {
    name: "MachineLearningSmartSnippetsConfig.contentFields",
    call: MachineLearningSmartSnippetsConfig.contentFields({ ...ssDocuments, documentType: "KB" }),
    method: "POST",
    path: `${ml}/configuration/smartsnippets/contentfields`,
    body: { ...ssDocuments, documentType: "KB" },
    reply: { body: { query: "@source==Docs", fields: [{ name: "body" }] } }
  },
  {
    name: "MachineLearningSmartSnippetsConfig.documentTypes",
    call: MachineLearningSmartSnippetsConfig.documentTypes(ssDocuments),
    method: "POST",
    path: `${ml}/configuration/smartsnippets/documenttypes`,
    body: ssDocuments,
    reply: { body: { query: "@source==Docs", documentTypes: [{ documentType: "KB" }] } }
  },
  {
    name: "MachineLearningSmartSnippetsConfig.preview",
    call: MachineLearningSmartSnippetsConfig.preview({ advancedQuery: "@source==Docs" }),
    method: "POST",
    path: `${ml}/configuration/smartsnippets/preview`,
    body: { advancedQuery: "@source==Docs" },
    reply: {
      body: {
        query: "@source==Docs",
        numberOfDocumentsInSources: 10,
        numberOfValidDocuments: 8,
        numberOfDocumentsInSourcesMatchingFilters: 9,
        numberOfDocumentsInSourcesMatchingFiltersWithPermanentId: 9,
        documentRequirementStatus: "OK"
      }
    }
  }
], [
  MachineLearning,
  MachineLearningModels,
  MachineLearningEngineModels,
  MachineLearningAdvancedConfig,
  MachineLearningDneConfig,
  MachineLearningCaseClassificationConfig,
  MachineLearningPqsConfig,
  MachineLearningSmartSnippetsConfig,
  MachineLearningUserActionHistoryConfig
])

// --- platform/search ---------------------------------------------------------

const search = "/rest/search/v2"
const token = {
  userIds: [{ name: "a@b.c", provider: "Email Security Provider", type: "User" }],
  validFor: 60000
} as const

const searchField = {
  type: "string",
  name: "@author",
  nativeName: "author",
  description: "The author",
  defaultValue: "",
  fieldType: "string",
  fieldSourceType: "ENUM",
  includeInQuery: true,
  includeInResults: true,
  groupByField: true,
  splitGroupByField: false,
  sortByField: true
}

wireSuite("platform/search", [
  {
    name: "Search.query",
    call: Search.query({ q: "docs", numberOfResults: 5, viewAllContent: true }),
    method: "POST",
    path: search,
    query: "organizationId=my-org&viewAllContent=1",
    body: { q: "docs", numberOfResults: 5 },
    reply: { body: { totalCount: 0, results: [] } }
  },
  {
    name: "Search.query",
    call: Search.query({ q: "docs", viewAllContent: false }),
    method: "POST",
    path: search,
    query: "organizationId=my-org",
    body: { q: "docs" },
    reply: { body: { totalCount: 0, results: [] } }
  },
  {
    name: "Search.createToken",
    call: Search.createToken(token),
    method: "POST",
    path: `${search}/token`,
    query: "organizationId=my-org",
    body: token,
    reply: { body: { token: "t1" } }
  },
  {
    name: "Search.getFieldValues",
    call: Search.getFieldValues("author"),
    method: "GET",
    path: `${search}/values`,
    query: "organizationId=my-org&field=author",
    reply: { body: { values: [] } }
  },
  {
    name: "Search.getFieldValues",
    call: Search.getFieldValues("author", {
      organizationId: "other-org",
      pipeline: "main",
      searchHub: "help center",
      maximumNumberOfValues: 5,
      ignoreAccents: false,
      context: { role: ["admin", "dev"] }
    }),
    method: "GET",
    path: `${search}/values`,
    query:
      "organizationId=other-org&field=author&pipeline=main&searchHub=help%20center&context=%7B%22role%22%3A%5B%22admin%22%2C%22dev%22%5D%7D&ignoreAccents=false&maximumNumberOfValues=5",
    reply: { body: { values: [{ value: "Ann", lookupValue: "Ann", numberOfResults: 2 }] } }
  },
  {
    // The query's results as a spreadsheet: format xlsx joins the body, viewAllContent goes to the query as 1.
    name: "Search.exportQuery",
    call: Effect.flatMap(
      Search.exportQuery({ q: "docs", numberOfResults: 50, viewAllContent: true }),
      (b) => Effect.promise(() => b.text())
    ),
    method: "POST",
    path: search,
    query: "organizationId=my-org&viewAllContent=1",
    body: { q: "docs", numberOfResults: 50, format: "xlsx" },
    reply: {
      headers: { "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
      body: "PK"
    },
    result: "PK"
  },
  {
    name: "Search.exportQuery",
    call: Effect.map(Search.exportQuery({ q: "docs" }), (b) => b.size),
    method: "POST",
    path: search,
    query: "organizationId=my-org",
    body: { q: "docs", format: "xlsx" },
    reply: { headers: { "content-type": "application/octet-stream" }, body: "PK" },
    result: 2
  },
  {
    name: "Search.listFields",
    call: Search.listFields(),
    method: "GET",
    path: `${search}/fields`,
    query: "organizationId=my-org",
    reply: { body: { fields: [searchField] } }
  },
  {
    name: "Search.listFields",
    call: Search.listFields({
      organizationId: "other-org",
      viewAllContent: true,
      pipeline: "main",
      searchHub: "help center",
      context: { role: "admin" },
      locale: "fr"
    }),
    method: "GET",
    path: `${search}/fields`,
    query:
      "organizationId=other-org&viewAllContent=true&pipeline=main&searchHub=help%20center&context=%7B%22role%22%3A%22admin%22%7D&locale=fr",
    reply: { body: { fields: [] } }
  },
  {
    name: "Search.getDocument",
    call: Search.getDocument({ uniqueId: "42.1234$https://x/doc", viewAllContent: 1, pipeline: "main" }),
    method: "GET",
    path: `${search}/document`,
    query: "organizationId=my-org&uniqueId=42.1234%24https%3A%2F%2Fx%2Fdoc&viewAllContent=1&pipeline=main",
    reply: { body: { title: "Doc", uri: "https://x/doc", uniqueId: "42.1234$https://x/doc", raw: {} } }
  },
  {
    name: "Search.previewHTML",
    call: Search.previewHTML({ uniqueId: "42.1234", q: "tv", requestedOutputSize: 2048, enableNavigation: true }),
    method: "POST",
    path: `${search}/html`,
    query: "organizationId=my-org&enableNavigation=true&requestedOutputSize=2048&uniqueId=42.1234",
    body: { q: "tv" },
    reply: { headers: { "content-type": "text/html" }, body: "<html><body>tv</body></html>" },
    result: "<html><body>tv</body></html>"
  },
  {
    name: "Search.previewHTML",
    call: Search.previewHTML({
      uniqueId: "42.1234",
      findNext: 1,
      findPrevious: 0,
      page: 2,
      viewAllContent: true,
      organizationId: "other-org"
    }),
    method: "POST",
    path: `${search}/html`,
    query: "organizationId=other-org&findNext=1&findPrevious=0&page=2&uniqueId=42.1234&viewAllContent=true",
    reply: { headers: { "content-type": "text/html" }, body: "<html></html>" },
    result: "<html></html>"
  },
  {
    name: "Search.querySuggestPost",
    call: Search.querySuggestPost({ q: "tel", count: 3, searchHub: "help" }),
    method: "POST",
    path: `${search}/querySuggest`,
    query: "organizationId=my-org",
    body: { q: "tel", count: 3, searchHub: "help" },
    reply: { body: { completions: [{ expression: "television", score: 12 }], responseId: "r1" } }
  },
  {
    name: "Search.searchFacet",
    call: Search.searchFacet({ field: "author", query: "an*", numberOfValues: 5 }),
    method: "POST",
    path: `${search}/facet`,
    query: "organizationId=my-org",
    body: { field: "author", query: "an*", numberOfValues: 5 },
    reply: { body: { values: [{ displayValue: "Ann", rawValue: "Ann", count: 2 }], moreValuesAvailable: false } }
  },
  {
    // viewAllContent goes to the query as given; an explicit organizationId replaces the configured one.
    name: "Search.searchFacet",
    call: Search.searchFacet({ field: "author", type: "specific", organizationId: "other-org", viewAllContent: false }),
    method: "POST",
    path: `${search}/facet`,
    query: "organizationId=other-org&viewAllContent=false",
    body: { field: "author", type: "specific" },
    reply: { body: { values: [], moreValuesAvailable: false } }
  }
], [Search])

// --- platform/searchpages ----------------------------------------------------

const pages = `${org}/pages`
const page = { id: "p1", name: "main", title: "Main" }
const headers = { css: [{ name: "main.css", url: "https://x/main.css" }], javascript: [] }
const css = { name: "main.css", inlineContent: "body{}" }
const js = { name: "app.js", url: "https://x/app.js" }

wireSuite("platform/searchpages", [
  { name: "SearchPages.list", call: SearchPages.list(), method: "GET", path: pages, reply: { body: [page] } },
  {
    name: "SearchPages.list",
    call: SearchPages.list({ name: "main page" }),
    method: "GET",
    path: pages,
    query: "name=main%20page",
    reply: { body: [page] }
  },
  {
    name: "SearchPages.create",
    call: SearchPages.create({ name: "main", title: "Main" }),
    method: "POST",
    path: pages,
    body: { name: "main", title: "Main" },
    reply: { status: 201, body: page }
  },
  { name: "SearchPages.get", call: SearchPages.get("p1"), method: "GET", path: `${pages}/p1`, reply: { body: page } },
  {
    name: "SearchPages.update",
    call: SearchPages.update("p1", { name: "main", title: "Main", html: "<div></div>" }),
    method: "PUT",
    path: `${pages}/p1`,
    body: { name: "main", title: "Main", html: "<div></div>" },
    reply: { status: 204 }
  },
  {
    name: "SearchPages.delete",
    call: SearchPages.delete("p1"),
    method: "DELETE",
    path: `${pages}/p1`,
    reply: { status: 204 }
  },
  {
    name: "SearchPages.getVersion",
    call: SearchPages.getVersion("p1"),
    method: "GET",
    path: `${pages}/p1/searchui`,
    reply: {
      body: { available: [{ major: "2", minor: "10" }], latest: { major: "2", minor: "10" }, upgradable: false }
    }
  },
  {
    name: "SearchPages.updateVersion",
    call: SearchPages.updateVersion("p1", { major: "2", minor: "10" }),
    method: "PUT",
    path: `${pages}/p1/searchui`,
    query: "major=2&minor=10",
    reply: { status: 204 }
  },
  {
    name: "SearchPages.getHeaders",
    call: SearchPages.getHeaders("p1"),
    method: "GET",
    path: `${pages}/p1/header`,
    reply: { body: headers }
  },
  {
    name: "SearchPages.reorderHeaders",
    call: SearchPages.reorderHeaders("p1", { css: ["b.css", "a.css"], javascript: [] }),
    method: "PUT",
    path: `${pages}/p1/header`,
    body: { css: ["b.css", "a.css"], javascript: [] },
    reply: { body: headers }
  },
  {
    name: "SearchPages.createCssResource",
    call: SearchPages.createCssResource("p1", css),
    method: "POST",
    path: `${pages}/p1/header/css`,
    body: css,
    reply: { body: headers }
  },
  {
    name: "SearchPages.updateCssResource",
    call: SearchPages.updateCssResource("p1", "main.css", css),
    method: "PUT",
    path: `${pages}/p1/header/css/main.css`,
    body: css,
    reply: { body: headers }
  },
  {
    name: "SearchPages.deleteCssResource",
    call: SearchPages.deleteCssResource("p1", "main.css"),
    method: "DELETE",
    path: `${pages}/p1/header/css/main.css`,
    reply: { status: 204 }
  },
  {
    name: "SearchPages.createJsResource",
    call: SearchPages.createJsResource("p1", js),
    method: "POST",
    path: `${pages}/p1/header/javascript`,
    body: js,
    reply: { body: headers }
  },
  {
    name: "SearchPages.updateJsResource",
    call: SearchPages.updateJsResource("p1", "app.js", js),
    method: "PUT",
    path: `${pages}/p1/header/javascript/app.js`,
    body: js,
    reply: { body: headers }
  },
  {
    name: "SearchPages.deleteJsResource",
    call: SearchPages.deleteJsResource("p1", "app.js"),
    method: "DELETE",
    path: `${pages}/p1/header/javascript/app.js`,
    reply: { status: 204 }
  }
], [SearchPages])

// --- platform/searchinterfaces -----------------------------------------------

const interfaces = `${org}/searchinterfaces`
const accesses = { users: ["a@b.c"], domains: ["b.c"], sharingLinkEnabled: true }
const iface = {
  id: "i1",
  name: "Help",
  title: "Help",
  facets: [{ field: "author", label: "Author" }],
  sortCriteria: [{ by: "relevancy", label: "Relevance" }],
  accesses
} as const
const { id: _ignored, ...newIface } = iface
const ifacePage = { items: [iface], totalEntries: 1, totalPages: 1 }

wireSuite("platform/searchinterfaces", [
  {
    name: "SearchInterfaces.list",
    call: SearchInterfaces.list(),
    method: "GET",
    path: interfaces,
    reply: { body: ifacePage }
  },
  {
    name: "SearchInterfaces.list",
    call: SearchInterfaces.list({ page: 1, perPage: 10, filter: "help", order: "asc" }),
    method: "GET",
    path: interfaces,
    query: "page=1&perPage=10&filter=help&order=asc",
    reply: { body: ifacePage }
  },
  {
    name: "SearchInterfaces.create",
    call: SearchInterfaces.create(newIface),
    method: "POST",
    path: interfaces,
    body: newIface,
    reply: { status: 201, body: iface }
  },
  {
    name: "SearchInterfaces.get",
    call: SearchInterfaces.get("i1"),
    method: "GET",
    path: `${interfaces}/i1`,
    reply: { body: iface }
  },
  {
    name: "SearchInterfaces.update",
    call: SearchInterfaces.update(iface),
    method: "PUT",
    path: `${interfaces}/i1`,
    body: iface,
    reply: { body: iface }
  },
  {
    name: "SearchInterfaces.delete",
    call: SearchInterfaces.delete("i1"),
    method: "DELETE",
    path: `${interfaces}/i1`,
    reply: { status: 204 }
  },
  {
    name: "SearchInterfaces.getAccesses",
    call: SearchInterfaces.getAccesses("i1"),
    method: "GET",
    path: `${interfaces}/i1/accesses`,
    reply: { body: accesses }
  },
  {
    name: "SearchInterfaces.updateAccesses",
    call: SearchInterfaces.updateAccesses("i1", accesses),
    method: "PUT",
    path: `${interfaces}/i1/accesses`,
    body: accesses,
    reply: { body: accesses }
  },
  {
    name: "SearchInterfaces.getAccessesUsers",
    call: SearchInterfaces.getAccessesUsers("i1"),
    method: "GET",
    path: `${interfaces}/i1/accesses/users`,
    reply: { body: ["a@b.c"] }
  },
  {
    name: "SearchInterfaces.updateAccessesUsers",
    call: SearchInterfaces.updateAccessesUsers("i1", ["a@b.c", "d@e.f"]),
    method: "PUT",
    path: `${interfaces}/i1/accesses/users`,
    body: ["a@b.c", "d@e.f"],
    reply: { body: ["a@b.c", "d@e.f"] }
  },
  {
    name: "SearchInterfaces.addAccessesUsers",
    call: SearchInterfaces.addAccessesUsers("i1", ["d@e.f"]),
    method: "POST",
    path: `${interfaces}/i1/accesses/users`,
    body: { users: ["d@e.f"] },
    reply: { body: ["a@b.c", "d@e.f"] }
  },
  {
    name: "SearchInterfaces.addAccessesUsers",
    call: SearchInterfaces.addAccessesUsers("i1", ["d@e.f"], true, "Welcome"),
    method: "POST",
    path: `${interfaces}/i1/accesses/users`,
    query: "notify=1",
    body: { users: ["d@e.f"], message: "Welcome" },
    reply: { body: ["a@b.c", "d@e.f"] }
  },
  {
    name: "SearchInterfaces.addAccessesUsers",
    call: SearchInterfaces.addAccessesUsers("i1", ["d@e.f"], false, ""),
    method: "POST",
    path: `${interfaces}/i1/accesses/users`,
    body: { users: ["d@e.f"] },
    reply: { body: ["d@e.f"] }
  },
  {
    name: "SearchInterfaces.manifest",
    call: SearchInterfaces.manifest("i1", { pagePlaceholders: { results: "#results" } }),
    method: "POST",
    path: `${interfaces}/i1/manifest/v1`,
    body: { pagePlaceholders: { results: "#results" } },
    reply: { body: { markup: "<div></div>", results: {}, style: { theme: "light", layout: "list" }, config: iface } }
  },
  {
    name: "SearchInterfaces.manifest",
    call: SearchInterfaces.manifest("i1"),
    method: "POST",
    path: `${interfaces}/i1/manifest/v1`,
    reply: { body: { markup: "" } }
  }
], [SearchInterfaces])

// --- platform/inappwidgets ---------------------------------------------------

const ipx = {
  name: "help",
  title: "Help",
  searchHub: "ipx",
  buttonPositionHorizontal: "right",
  buttonPositionVertical: "bottom"
} as const

wireSuite("platform/inappwidgets", [
  {
    name: "InAppWidgets.create",
    call: InAppWidgets.create(ipx),
    method: "POST",
    path: `${org}/pages/inappwidget`,
    body: ipx,
    reply: { status: 201, body: { id: "x1", scriptToInclude: "<script>" } }
  },
  {
    name: "InAppWidgets.update",
    call: InAppWidgets.update("x1", ipx),
    method: "PUT",
    path: `${org}/pages/inappwidget/x1`,
    body: ipx,
    reply: { status: 204 }
  },
  {
    name: "InAppWidgets.list",
    call: InAppWidgets.list(),
    method: "GET",
    path: `${org}/pages/inappwidgets`,
    reply: { body: [{ id: "x1" }] }
  },
  {
    name: "InAppWidgets.list",
    call: InAppWidgets.list("help"),
    method: "GET",
    path: `${org}/pages/inappwidgets`,
    query: "name=help",
    reply: { body: [{ id: "x1" }] }
  },
  {
    name: "InAppWidgets.getLoader",
    call: InAppWidgets.getLoader("x1", "tok/en"),
    method: "GET",
    path: `${org}/x1/inappwidget/loader`,
    query: "access_token=tok%2Fen",
    reply: { body: JSON.stringify("loader();") },
    result: "loader();"
  },
  {
    name: "InAppWidgets.getLoader",
    call: InAppWidgets.getLoader("x1"),
    method: "GET",
    path: `${org}/x1/inappwidget/loader`,
    reply: { body: JSON.stringify("loader();") },
    result: "loader();"
  }
], [InAppWidgets])

// --- platform/caseassists ----------------------------------------------------

const caseAssists = `${org}/caseassists`
const config = {
  id: "c1",
  name: "Support",
  documentSuggestionConfiguration: { strategy: "ITD", pipeline: "cases", filter: "@source==kb" },
  typingAidsConfiguration: { strategy: "StaticValues", values: ["billing"] },
  classificationConfigurations: [{ strategy: "Axon", modelId: "m1" }]
} as const
const { id: _cid, ...newConfig } = config
const caseBody = { visitorId: "v1", locale: "en-US", fields: { subject: { value: "cannot log in" } } }
const suggestions = { documents: [{ title: "Reset", clickUri: "https://x", excerpt: "", fields: {} }], totalCount: 1 }
const classifications = { fields: { reason: { predictions: [{ value: "login", confidence: 0.9 }] } } }

wireSuite("platform/caseassists", [
  {
    name: "CaseAssists.list",
    call: CaseAssists.list({ page: 0, perPage: 50 }),
    method: "GET",
    path: caseAssists,
    query: "page=0&perPage=50",
    reply: { body: { configurations: [config], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "CaseAssists.create",
    call: CaseAssists.create(newConfig),
    method: "POST",
    path: caseAssists,
    body: newConfig,
    reply: { body: config }
  },
  {
    name: "CaseAssists.get",
    call: CaseAssists.get("c1"),
    method: "GET",
    path: `${caseAssists}/c1`,
    reply: { body: config }
  },
  {
    name: "CaseAssists.update",
    call: CaseAssists.update(config),
    method: "PUT",
    path: `${caseAssists}/c1`,
    body: config,
    reply: { body: config }
  },
  {
    name: "CaseAssists.delete",
    call: CaseAssists.delete("c1"),
    method: "DELETE",
    path: `${caseAssists}/c1`,
    reply: { status: 204 }
  },
  {
    name: "CaseAssists.classify",
    call: CaseAssists.classify("c1", caseBody),
    method: "POST",
    path: `${caseAssists}/c1/classify`,
    body: caseBody,
    reply: { body: classifications }
  },
  {
    name: "CaseAssists.suggestDocuments",
    call: CaseAssists.suggestDocuments("c1", caseBody),
    method: "POST",
    path: `${caseAssists}/c1/documents/suggest`,
    body: caseBody,
    reply: { body: suggestions }
  },
  {
    name: "CaseAssists.previewDocumentSuggestion",
    call: CaseAssists.previewDocumentSuggestion({ ...caseBody, configuration: newConfig }),
    method: "POST",
    path: `${caseAssists}/preview/documents/suggest`,
    body: { ...caseBody, configuration: newConfig },
    reply: { body: suggestions }
  },
  {
    name: "CaseAssists.previewCaseClassication",
    call: CaseAssists.previewCaseClassication({ ...caseBody, configuration: newConfig }),
    method: "POST",
    path: `${caseAssists}/preview/classify`,
    body: { ...caseBody, configuration: newConfig },
    reply: { body: classifications }
  }
], [CaseAssists])

// --- platform/insightconfigs -------------------------------------------------

const insight = `${org}/insightconfig/v1/configs`
const insightModel = {
  id: "n1",
  name: "Agent panel",
  pipeline: {
    id: "pl",
    name: "agents",
    models: { art: { enabled: true }, dne: { enabled: false }, qs: { enabled: true } }
  },
  searchHub: "agent",
  contextFields: { subject: "Subject" },
  interfaces: []
}

wireSuite("platform/insightconfigs", [
  {
    name: "InsightConfigs.list",
    call: InsightConfigs.list({ page: 0, perPage: 10, filter: "agent", order: "desc" }),
    method: "GET",
    path: insight,
    query: "page=0&perPage=10&filter=agent&order=desc",
    reply: { body: { items: [insightModel], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "InsightConfigs.create",
    call: InsightConfigs.create({ name: "Agent panel", pipeline: "agents", contextFields: { subject: "Subject" } }),
    method: "POST",
    path: insight,
    body: { name: "Agent panel", pipeline: "agents", contextFields: { subject: "Subject" } },
    reply: { status: 201, body: insightModel }
  },
  {
    name: "InsightConfigs.get",
    call: InsightConfigs.get("n1"),
    method: "GET",
    path: `${insight}/n1`,
    reply: { body: insightModel }
  },
  {
    // The id picks the path and is left out of the body.
    name: "InsightConfigs.update",
    call: InsightConfigs.update({
      id: "n1",
      name: "Agent panel",
      pipeline: "agents",
      contextFields: {},
      interfaces: ["if1"]
    }),
    method: "PUT",
    path: `${insight}/n1`,
    body: { name: "Agent panel", pipeline: "agents", contextFields: {}, interfaces: ["if1"] },
    reply: { body: insightModel }
  },
  {
    name: "InsightConfigs.delete",
    call: InsightConfigs.delete("n1"),
    method: "DELETE",
    path: `${insight}/n1`,
    reply: { status: 204 }
  },
  {
    // The id picks the path; only the copy's name is the body.
    name: "InsightConfigs.duplicate",
    call: InsightConfigs.duplicate({ id: "n1", name: "Agent panel (copy)" }),
    method: "POST",
    path: `${insight}/n1`,
    body: { name: "Agent panel (copy)" },
    reply: { body: { ...insightModel, id: "n2", name: "Agent panel (copy)" } }
  }
], [InsightConfigs])

// --- platform/modifiertemplates ----------------------------------------------

wireSuite("platform/modifiertemplates", [
  {
    name: "ModifierTemplates.list",
    call: ModifierTemplates.list(),
    method: "GET",
    path: "/rest/modifiertemplates",
    reply: {
      body: [{
        id: "t1",
        displayName: "T",
        modifierType: "SYSTEM",
        statements: [{ key: "k", value: "v", operation: "SET" }]
      }]
    }
  },
  {
    name: "ModifierTemplates.listPossibleStatements",
    call: ModifierTemplates.listPossibleStatements(),
    method: "GET",
    path: "/rest/modifiertemplates/statementdetails",
    reply: { body: [{ statementKey: "k", mapping: "m", valueType: "SET", mergeStrategy: "NO_MERGE" }] }
  }
], [ModifierTemplates])
