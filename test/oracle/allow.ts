/**
 * Declarations that test/oracle.test.ts lets differ from the platform's published OpenAPI
 * descriptions (shared/spec/openapi), each with its reason. The reason starts with its kind:
 *
 * - `absent from the description: …` — no operation has this path (the description lacks the call);
 * - `path differs: …` — the description has the call at another path (the exact difference follows);
 * - `method differs: …` — the description has the path, not with this method;
 * - `deprecated in the description` — the matching operation is marked deprecated;
 * - `query parameter not in the description: a, b` — names we send that the operation does not list
 *   (exactly the names the test finds), optionally followed by `; ` and the evidence;
 * - `open enumeration: p: …` — the description enumerates the values of query parameter `p`, and the
 *   platform is known to accept more, so its Schema is an open enumeration (`OpenLiterals`: any string,
 *   every described value suggested); the evidence follows. Every other enumerated parameter must
 *   accept exactly the described values; there is no entry for that.
 *
 * A declaration with two kinds of difference lists both (an array). The test fails on an entry that
 * no longer applies (the declaration matches now, or is gone), so remove entries as they are fixed.
 */

const absent = (why: string) => `absent from the description: ${why}`
const query = (...names: ReadonlyArray<string>) => `query parameter not in the description: ${names.join(", ")}`

const clusters = absent("no service describes clusters, their agents and nodes")
const indexes = absent("no service describes indexes (only index fields, in field.yml)")
const fields = absent("field.yml lacks the index-wide field listing and synchronization")
const crawlingModuleVersions = absent("the description has only GET …/crawlingmodule/versions/latest")
const globalGroups = absent("no service describes global groups")
const license = absent("platform.yml describes only GET /license, /license/{sectionName}, /license/entitlements")
const mlConfigCreate = absent("ml-config.yml lacks these model-creation calls (it has preview, fields, … beside them)")
const engineModels = absent("machine-learning.yml keeps only the deprecated DELETE of engine models")
const caseClassificationModel = absent(
  "ml-config.yml has the case classification fields and preview, not …/caseclassif/model/{modelId}; the promise " +
    "client 60.4 sends these (CaseClassificationConfiguration.get, update, delete), marked deprecated there for " +
    "Models.get, update and delete"
)
const searchDebug = query("debug") +
  "; the promise client 60.4 types it on every search context (SharedSearchParams.debug) and sends it as given"
const modifierTemplates = absent("no service describes modifier templates")
const organizations = absent("organization.yml / platform.yml lack these organization settings calls")
const facetStateRules = absent("search.yml lacks pipeline facet state rules")
const mlAssociations = absent("search.yml has associations per pipeline only, not the cross-pipeline listing")
const schemaSources = absent(
  "schema-service.yml lacks the source CRUD under /schema/sources (sources are in source.yml)"
)
const sourceDatasets = absent("source.yml lacks the sample datasets calls")
const sources = absent("source.yml lacks these source maintenance calls")
const tableau = absent("no service describes the Tableau dashboards")
const productListingsV1 = absent(
  "no service describes the product listings v1 (catalog-management.yml and commerce.yml have the Commerce API's " +
    "listings only); the promise client 60.4 sends them (ProductListing, ProductListingConfiguration, Products, " +
    "deprecated there and removed in 61.0.0)"
)
const propertiesOrg = query("org") +
  "; the promise client 60.4 adds the organization as the org query to every properties call " +
  "(Properties.buildPathWithOrg), besides the path's; SPEC.md is silent on analytics properties"
const propertiesList =
  query("page", "perPage", "includeDefault", "filter", "projectId", "includeProjectIds", "trackingIds", "org") +
  "; the description's one query parameter, params, is a ListPropertiesRequest in form style, exploded: " +
  "these are its fields, as the promise client 60.4 sends them (Properties.list), with the org it adds"
const auth = absent("the OAuth token check is not part of any service description")
const uaRemoved = absent("usage-analytics-read.yml no longer has it (removed from the platform)")
const uaOrg = query("org") +
  "; SPEC.md: every usage-analytics call includes an org query parameter, and the spec wins; the description " +
  "lists no org on the health and status probes, and the promise client 60.4 sends none there (its " +
  "CommonParamParts: service status monitoring calls are the exceptions)"
const activitiesInternal = absent(
  "activity.yml describes the public listing, facets and operation types only (…/activities/public, " +
    "…/activities/facets/public, …/activities/operationtypes); the promise client 60.4 sends the ones that " +
    "include internal activities (Activity.list, listFacets, getOperationTypes), and abortActivity and the " +
    "listing across organizations (Activity.abortActivity, Activity.listAll), here"
)
const open = (param: string, evidence: string) => `open enumeration: ${param}: ${evidence}`

const sortingOrder = open(
  "sortingOrder",
  "the platform takes sort orders in lower case too (asc, desc): known for the index backups' order, " +
    "which the promise client 60.4 types as any string; SortingOrder is one Schema for the sources, " +
    "snapshots and index backups lists (CHANGELOG, open enumerations)"
)

export const allow: Readonly<Record<string, string | ReadonlyArray<string>>> = {
  // ── absent from the description ──────────────────────────────────────────
  "Activities.abortActivity": activitiesInternal,
  "Activities.getAllOperationTypes": activitiesInternal,
  "Activities.listAll": activitiesInternal,
  "Activities.listFacetsIncludingInternal": activitiesInternal,
  "Activities.listIncludingInternal": activitiesInternal,

  "Auth.checkToken": auth,
  "Aws.list": absent("no service describes the AWS instances and their agents (/rest/aws/instances/agents)"),

  "ClusterAgents.list": clusters,
  "ClusterAgents.upgrade": clusters,
  "ClusterNodes.dump": clusters,
  "ClusterNodes.list": clusters,
  "ClusterNodes.listUpgrades": clusters,
  "ClusterNodes.start": clusters,
  "ClusterNodes.stop": clusters,
  "ClusterNodes.upgrade": clusters,
  "Clusters.list": clusters,
  "Clusters.live": clusters,
  "Clusters.status": clusters,
  "Clusters.synchronize": clusters,

  "CrawlingModules.listDatabaseVersions": crawlingModuleVersions,
  "CrawlingModules.listSecurityWorkerVersions": crawlingModuleVersions,
  "CrawlingModules.listWorkerVersions": crawlingModuleVersions,

  "Fields.list": fields,
  "Fields.synchronize": fields,

  "GlobalGroups.create": globalGroups,
  "GlobalGroups.delete": globalGroups,
  "GlobalGroups.get": globalGroups,
  "GlobalGroups.list": globalGroups,
  "GlobalGroups.update": globalGroups,

  "Indexes.backup": indexes,
  "Indexes.create": indexes,
  "Indexes.delete": indexes,
  "Indexes.editJson": indexes,
  "Indexes.editJsonAll": indexes,
  "Indexes.forceCommit": indexes,
  "Indexes.get": indexes,
  "Indexes.getBackups": indexes,
  "Indexes.getJson": indexes,
  "Indexes.isOnline": indexes,
  "Indexes.list": indexes,
  "Indexes.readOnly": indexes,
  "Indexes.resize": indexes,
  "Indexes.restore": indexes,
  "Indexes.stats": indexes,
  "IndexDocuments.listPermissions": indexes,
  "IndexDocuments.listEffectivePermissions": indexes,

  "License.getPossibleSourceTypes": license,
  "License.updateExpirationDate": license,

  "Catalogs.getFields": absent("catalog-management.yml has …/catalogs/{catalogId}/fieldStats, not …/fields"),

  "MachineLearningCaseClassificationConfig.create": mlConfigCreate,
  "MachineLearningSmartSnippetsConfig.create": mlConfigCreate,
  "MachineLearningUserActionHistoryConfig.create": mlConfigCreate,
  "MachineLearningEngineModels.get": engineModels,
  "MachineLearningCaseClassificationConfig.delete": caseClassificationModel,
  "MachineLearningCaseClassificationConfig.get": caseClassificationModel,
  "MachineLearningCaseClassificationConfig.update": caseClassificationModel,
  "MachineLearningIaprConfig.create": absent(
    "ml-config.yml lacks …/configuration/iapr/model; the promise client 60.4 sends it (IAPRConfiguration.create)"
  ),

  "ModifierTemplates.list": modifierTemplates,
  "ModifierTemplates.listPossibleStatements": modifierTemplates,

  "Organizations.getAdditionalInformation": organizations,
  "Organizations.getAllowedAuthenticationProviders": organizations,
  "Organizations.getDefinition": organizations,
  "Organizations.pause": organizations,
  "Organizations.updateAdditionalInformation": organizations,
  "Organizations.updateDefinition": organizations,
  "Organizations.updateSupportActivated": organizations,

  "PipelineFacetStateRules.create": facetStateRules,
  "PipelineFacetStateRules.delete": facetStateRules,
  "PipelineFacetStateRules.get": facetStateRules,
  "PipelineFacetStateRules.list": facetStateRules,
  "PipelineFacetStateRules.move": facetStateRules,
  "PipelineFacetStateRules.update": facetStateRules,

  "PipelineMlAssociations.getAssociatedPipelines": mlAssociations,

  "SchemaService.create": schemaSources,
  "SchemaService.delete": schemaSources,
  "SchemaService.get": schemaSources,
  "SchemaService.update": schemaSources,
  "SchemaService.translateToSpecificObjectsToGetWithFields": absent(
    "schema-service.yml has translate/generic, /specific and /specificWithMappings, not /specificWithFields"
  ),

  "SourceDatasets.import": sourceDatasets,
  "SourceDatasets.list": sourceDatasets,
  "SourceDatasets.progress": sourceDatasets,
  "SourceFeedback.sendFeedback": absent("source.yml lacks the feedback on source management (…/sources/feedback)"),

  "Sources.dumpRefresh": sources,
  "Sources.evictCachedCrawlerConfig": sources,
  "Sources.isDedicated": sources,
  "Sources.listOperationalStatus": sources,
  "Sources.retryCreation": sources,
  "Sources.setDedicated": sources,

  "Tableau.getTableauDashboard": tableau,
  "Tableau.getTableauDashboardView": tableau,
  "Tableau.listTableauReports": tableau,

  "Administration.setRedshiftStatus": uaRemoved,
  "Statistics.listIncoherentEvents": absent("usage-analytics-read.yml lacks GET /v15/stats/incoherentEvents"),
  "Statistics.listTopQueries": uaRemoved,

  "ProductListingConfigurations.create": productListingsV1,
  "ProductListingConfigurations.delete": productListingsV1,
  "ProductListingConfigurations.get": productListingsV1,
  "ProductListingConfigurations.list": productListingsV1,
  "ProductListingConfigurations.update": productListingsV1,
  "ProductListings.create": productListingsV1,
  "ProductListings.delete": productListingsV1,
  "ProductListings.get": productListingsV1,
  "ProductListings.getByCatalog": productListingsV1,
  "ProductListings.getUrls": productListingsV1,
  "ProductListings.list": productListingsV1,
  "ProductListings.update": productListingsV1,
  "Products.get": productListingsV1,

  // ── path differs ─────────────────────────────────────────────────────────
  "SecurityCache.cancelRefresh": "path differs: we POST …/securityproviders/{providerId}/refresh/cancel, " +
    "as the spec's call table has it (shared/spec/endpoints.tsv, \"Security providers: cancel refresh\"; " +
    "test/catalogue.test.ts holds every declaration to that table) and as the promise client 60.4 sends it " +
    "(SecurityCache.cancelRefresh); SPEC.md names the call (security providers: refresh, cancel) without a " +
    "path; the description has POST …/securitycache/{securityProviderId}/refresh/cancel, beside its " +
    "…/securitycache/{securityProviderId}/refresh",
  "InAppWidgets.getLoader": "path differs: we GET /rest/organizations/{org}/{ipxId}/inappwidget/loader, " +
    "as SPEC.md has it (in-app widgets: GET /{id}/inappwidget/loader with query access_token, under the " +
    "/rest/organizations/{org} prefix) and the promise client 60.4 sends it (InProductExperiences.getLoader); " +
    "the description has GET /rest/organizations/{organizationID}/pages/{pageID}/inappwidget/loader",
  "MachineLearningAdvancedConfig.getAdvancedConfig": "path differs: literal …/models/{modelId}/configs/advanced; " +
    "the description has …/models/{modelId}/configs/{configurationType} (with languageCode), " +
    "which may cover it with configurationType=advanced",
  "MachineLearningAdvancedConfig.updateAdvancedConfig": "path differs: literal …/models/{modelId}/configs/advanced; " +
    "the description has PUT …/models/{modelId}/configs/{configurationType} (with languageCode)",

  "NextGenSearchPages.requestAccess": "path differs: we POST …/searchpage/v1/interfaces/{searchPageId}/accesses/" +
    "request, as the promise client 60.4 sends it (NextGenSearchPages.requestAccess; SPEC.md is silent on search " +
    "pages v1); the description has POST …/searchpage/v1/interfaces/{interfaceId}/access/request (access, singular)",

  // ── method differs ───────────────────────────────────────────────────────
  "License.updateLicense": "method differs: we PUT /license, as SPEC.md has it (License: GET and PUT " +
    "/license) and the promise client 60.4 sends it (License.updateLicense); the description (platform.yml) " +
    "has only GET /license",
  "License.update": "method differs: we PUT /license/{sectionName}, as the promise client 60.4 sends it " +
    "(License.update; SPEC.md has GET and PUT /license only); the description (platform.yml) has that path " +
    "with GET only",
  "InsightConfigs.duplicate": "method differs: we POST …/insightconfig/v1/configs/{configId} with the copy's " +
    "name as the body, as the promise client 60.4 sends it (InsightPanelConfig.duplicate); SPEC.md has " +
    "insight configs as CRUD only; the description (customer-service.yml) has that path with GET, PUT and DELETE",
  "NextGenSearchPages.getView": "method differs: we GET …/searchpage/v1/interfaces/{searchPageId}/preview, as " +
    "the promise client 60.4 sends it (NextGenSearchPages.getView; SPEC.md is silent on search pages v1); the " +
    "description has that path with POST only (generatePreview), and the page's markup at GET …/{interfaceId}/html",
  "MachineLearningEngineModels.update": "method differs: we PUT …/engines/{engineId}/models/{modelName}; " +
    "the description has only DELETE there, deprecated",

  // ── deprecated in the description ────────────────────────────────────────
  "MachineLearningEngineModels.delete": "deprecated in the description",
  "SecurityCache.listSchedules": "deprecated in the description",
  "Administration.getStrictValidationTest": "deprecated in the description",

  // ── query parameter not in the description ───────────────────────────────
  "CatalogConfigurations.list": query("catalogIds", "sourceIds", "enrichWithFields"),
  "CrawlingModules.getMaestroVersions": query("crawlingModuleVersion"),
  // The description spells it sendEmailToInvitedUsers (with a d).
  "Groups.create": query("sendEmailToInviteUsers"),
  "Groups.update": query("sendEmailToInviteUsers"),
  // The promise client 60.4 sends order (ListHostedInterfacesParams, as for the IPX interfaces and the
  // hosted pages, whose descriptions list it); the description lists filter, page and perPage only.
  "InsightPanelInterfaces.list": query("order"),
  "Organizations.create": query("creationOrigin"),
  // As for groups: the promise client 60.4 spells it sendEmailToInviteUsers (UpdateGroupOptions); the Schema
  // takes the description's sendEmailToInvitedUsers too, and sends whichever is given.
  "OrganizationMembers.updateOrganizationMembers": query("sendEmailToInviteUsers"),
  "PipelineConditions.list": [
    query("feature"),
    open(
      "sortBy",
      "the promise client 60.4 types the condition list's sortBy as ListStatementSortBy (position, " +
        "definition, description) with position its default"
    )
  ],
  // The description has enabledStatus and statementGroupId, no sortBy.
  "PipelineResultRankings.list": query("sortBy"),
  "PipelineStatements.importCSV": query("mode"),
  "PipelineStatements.bulkGet": query("subFeature") +
    "; the promise client 60.4's BulkGetStatementsParams extends its ListStatementParams, subFeature included, " +
    "and sends every option but ids in the query",
  "Search.getDocument": searchDebug,
  "Search.listFields": searchDebug,
  // The description spells it sortBy (camel case).
  "Pipelines.list": query("sortby", "feature"),
  // The description pages these with page and pageSize.
  "SecurityCache.listChildren": query("perPage"),
  "SecurityCache.listParents": query("perPage"),
  "SecurityCache.listEntities": query("organisationId", "securityProviderId"),
  "SecurityCache.listMembers": query("organisationId", "securityProviderId"),
  // The description has projectId, no facetsOnly.
  "SourceFields.list": query("facetsOnly"),
  // The health and status probes of the usage analytics services: SPEC.md's org rule wins (uaOrg).
  "Dimensions.checkCustomDimensionHealth": uaOrg,
  "Dimensions.checkHealth": uaOrg,
  "Dimensions.checkStatus": uaOrg,
  "Dimensions.getCustomDimensionStatus": uaOrg,
  "Exports.checkHealth": uaOrg,
  "Exports.checkStatus": uaOrg,
  "Filters.checkHealth": uaOrg,
  "Filters.checkStatus": uaOrg,
  "Reports.checkHealth": uaOrg,
  "Reports.checkStatus": uaOrg,
  "Statistics.checkHealth": uaOrg,
  "Statistics.checkStatus": uaOrg,
  "UaUsers.checkHealth": uaOrg,
  "UaUsers.checkStatus": uaOrg,
  // Analytics properties: the promise client's org query (propertiesOrg); the GET list sends the description's
  // `params` object (style form, exploded: its fields are the query parameters) field by field.
  "Properties.create": propertiesOrg,
  "Properties.delete": propertiesOrg,
  "Properties.get": propertiesOrg,
  "Properties.list": propertiesList,
  "Properties.query": propertiesOrg,
  "Properties.update": propertiesOrg,
  // Data health: the promise client 60.4 sends these (DataHealthGet…Params); the description lacks them.
  "DataHealth.getGroupDetail": query("page", "perPage", "showBetaRules"),
  "DataHealth.getGroupListing": query("showBetaRules"),
  "DataHealth.getOverview": query("showBetaRules"),

  // ── open enumerations ────────────────────────────────────────────────────
  // (PipelineConditions.list's sortBy is listed with its query entry above.)
  "PipelineStatementGroups.list": open(
    "sortBy",
    "the promise client 60.4 types it 'position' | 'description' | 'definition' | 'name' | 'status', " +
      "with position its default"
  ),
  "ResourceSnapshots.list": sortingOrder,
  "Sources.list": sortingOrder
}

/**
 * Live (not deprecated) operations of the descriptions that no declaration reaches, each with its reason,
 * by the oracle's key: method and normalized path (`GET /rest/organizations/{}/sources/{}`). The test fails
 * on a live operation neither declared nor listed here, and on an entry whose operation is declared (or
 * no longer live): remove entries as they are declared. Empty: every live operation is declared.
 */
export const leftOut: Readonly<Record<string, string>> = {}
