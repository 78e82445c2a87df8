import * as MachineLearningIaprConfig from "../../src/Platform/MachineLearning/MachineLearningIaprConfig.ts"
import * as MachineLearningModelAssociations from "../../src/Platform/MachineLearning/MachineLearningModelAssociations.ts"
import * as MachineLearningModelDetailedInfo from "../../src/Platform/MachineLearning/MachineLearningModelDetailedInfo.ts"
import * as MachineLearningModelListing from "../../src/Platform/MachineLearning/MachineLearningModelListing.ts"
import * as MachineLearningRgaConfig from "../../src/Platform/MachineLearning/MachineLearningRgaConfig.ts"
import * as MachineLearningSemanticEncoderConfig from "../../src/Platform/MachineLearning/MachineLearningSemanticEncoderConfig.ts"
import { wireSuite } from "../support/wire.ts"

const config = "/rest/organizations/my-org/machinelearning/configuration"

const iapr = { catalogId: "cat", modelDisplayName: "IAPR", trackingIds: ["sport"] }
const association = {
  associationId: "a1",
  modelId: "m1",
  engineId: "topclicks",
  modelDisplayName: "ART",
  modelStatusInfo: { modelStatus: "ACTIVE", daysUntilArchival: 30 },
  position: 1,
  useAdvancedConfiguration: false
}
const listed = {
  modelDisplayName: "ART",
  modelId: "m1",
  engineId: "topclicks",
  estimatedPreviousModelUpdateTime: 1691762520000,
  nextModelUpdateTime: 1691762520000,
  platformVersion: 2,
  modelSizeStatistic: 5,
  modelStatusInfo: { modelStatus: "ACTIVE" },
  modelAssociations: [{ parentId: "p1", id: "a1", name: "Default", associationType: "QUERY_PIPELINE" }],
  requiresAssociation: true
}
const documents = {
  sources: ["Docs"],
  filterConditions: [{ field: "language", operator: "EQUALS", value: "English" }]
} as const
const preview = {
  query: "@source==Docs",
  numberOfDocumentsInSources: 10,
  numberOfValidDocuments: 8,
  numberOfDocumentsInSourcesMatchingFilters: 9,
  numberOfDocumentsInSourcesMatchingFiltersWithPermanentId: 9,
  documentLimit: 1000000,
  documentRequirementStatus: "OK"
}

wireSuite("platform/ml-config", [
  {
    name: "MachineLearningIaprConfig.create",
    call: MachineLearningIaprConfig.create(iapr),
    method: "POST",
    path: `${config}/iapr/model`,
    body: iapr,
    reply: { status: 201, body: iapr }
  },
  {
    name: "MachineLearningModelAssociations.list",
    call: MachineLearningModelAssociations.list("p 1", { page: 0, pageSize: 10 }),
    method: "GET",
    path: `${config}/querypipelines/p%201/associations`,
    query: "page=0&pageSize=10",
    reply: { body: { items: [association], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "MachineLearningModelAssociations.list",
    call: MachineLearningModelAssociations.list("p1"),
    method: "GET",
    path: `${config}/querypipelines/p1/associations`,
    reply: { body: { items: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "MachineLearningModelDetailedInfo.get",
    call: MachineLearningModelDetailedInfo.get("m1"),
    method: "GET",
    path: `${config}/modeldetailedinfo/m1`,
    reply: {
      body: {
        engineId: "topclicks",
        modelId: "m1",
        modelDisplayName: "ART",
        modelAssociations: listed.modelAssociations,
        estimatedPreviousModelUpdateTime: 1691762520000,
        nextModelUpdateTime: 1691762520000,
        modelIssues: [],
        modelStatusInfo: { modelStatus: "ACTIVE", daysUntilArchival: 30 },
        requiresAssociation: true,
        isLicensed: true
      }
    }
  },
  {
    name: "MachineLearningModelListing.list",
    call: MachineLearningModelListing.list(),
    method: "GET",
    path: `${config}/modellisting`,
    reply: { body: [listed] }
  },
  {
    name: "MachineLearningModelListing.list",
    call: MachineLearningModelListing.list(["topclicks", "querysuggest"]),
    method: "GET",
    path: `${config}/modellisting`,
    query: "engineIds=topclicks&engineIds=querysuggest",
    reply: { body: [listed] }
  },
  {
    name: "MachineLearningModelListing.list",
    call: MachineLearningModelListing.list([]),
    method: "GET",
    path: `${config}/modellisting`,
    reply: { body: [] }
  },
  {
    name: "MachineLearningRgaConfig.preview",
    call: MachineLearningRgaConfig.preview(documents),
    method: "POST",
    path: `${config}/rga/preview`,
    body: documents,
    reply: { body: preview }
  },
  {
    name: "MachineLearningRgaConfig.preview",
    call: MachineLearningRgaConfig.preview({ advancedQuery: "@source==Docs AND @permanentid" }),
    method: "POST",
    path: `${config}/rga/preview`,
    body: { advancedQuery: "@source==Docs AND @permanentid" },
    reply: { body: { ...preview, documentRequirementStatus: "NB_OF_DOCUMENTS_OVER_LIMIT" } }
  },
  {
    name: "MachineLearningSemanticEncoderConfig.preview",
    call: MachineLearningSemanticEncoderConfig.preview(documents),
    method: "POST",
    path: `${config}/semanticencoder/preview`,
    body: documents,
    reply: { body: preview }
  }
], [
  MachineLearningIaprConfig,
  MachineLearningModelAssociations,
  MachineLearningModelDetailedInfo,
  MachineLearningModelListing,
  MachineLearningRgaConfig,
  MachineLearningSemanticEncoderConfig
])
