/**
 * Hand-chosen data for `scripts/generate-operations.ts`: where each tag of a description goes (a new
 * area module, or the hand-written module that already holds its other calls), the names of calls
 * that users type daily, and their JSDoc examples. Everything else the generator derives from the
 * descriptions.
 *
 * @module
 */

/** Where the calls of one tag of a description go. */
export interface Area {
  /** The area module: an existing hand-written one (its calls are added beside it), or a new one. */
  readonly module: string
  /** The folder of a new module under `src/` (`Platform/Commerce`); the service's folder by default. */
  readonly folder?: string
  /** A new module's top-level promise accessor; the module name in camelCase by default. */
  readonly accessor?: string
  /** Path ids as leading positional arguments (as the hand-written modules do) rather than in the options. */
  readonly positional?: boolean
  /** A new module's one-line description. */
  readonly about?: string
}

/** A call's name and documentation, by `METHOD path` as the description writes it. */
export interface Call {
  readonly name?: string
  /** One sentence that says what the call is for. */
  readonly doc?: string
  /** A short usage example (TypeScript, without fences). */
  readonly example?: string
}

/** The services' folders under `src/`. */
export const folders: Readonly<Record<string, string>> = {
  "activity": "Platform/Activity",
  "analytics-admin": "Platform/AnalyticsAdmin",
  "authorization": "Platform/Authorization",
  "catalog-management": "Platform/Commerce",
  "commerce": "Platform/Commerce",
  "connectivity": "Platform/Sources",
  "context": "Platform/MachineLearning",
  "customer-service": "Platform/Interfaces",
  "event": "Platform/Events",
  "extension": "Platform/Sources",
  "field": "Platform/Sources",
  "knowledge-genai": "Platform/KnowledgeGenAI",
  "machine-learning": "Platform/MachineLearning",
  "migration": "Platform/Migration",
  "ml-config": "Platform/MachineLearning",
  "notification": "Platform/Organization",
  "organization": "Platform/Organization",
  "platform": "Platform/Organization",
  "push": "Platform/Sources",
  "schema-service": "Platform/Sources",
  "search-interface": "Platform/Interfaces",
  "search-pages": "Platform/Interfaces",
  "search-usage-metrics": "Platform/UsageMetrics",
  "search": "Platform/Search",
  "security-cache": "Platform/Sources",
  "source-logs": "Platform/Sources",
  "source": "Platform/Sources",
  "tailgate": "Platform/Sources",
  "usage-analytics-read": "UsageAnalytics",
  "usage-analytics-write": "UsageAnalytics",
  "workspace": "Platform/Projects"
}

/**
 * Areas by `<file stem> <tag>`. A tag absent here goes to the hand-written module that declares most of
 * its other operations, or else to a new module named after the tag.
 */
export const areas: Readonly<Record<string, Area>> = {
  "authorization Organization Privileges": {
    module: "OrganizationPrivileges",
    about: "What a member and the platform\"s tokens may do in the organization: their privileges."
  },
  "authorization Organization Invites": {
    module: "OrganizationInvites",
    about: "The organization\"s pending invitations."
  },
  "authorization Organization Realms": {
    module: "OrganizationRealms",
    about: "The realms (identity providers) of the organization\"s groups."
  },
  "authorization Platform Tokens": {
    module: "PlatformTokens",
    about: "Short-lived platform tokens, generated for the organization."
  },
  "authorization Token Certificates": {
    module: "TokenCertificates",
    about: "The public certificates that verify the platform\"s tokens."
  },
  "authorization Built-in Groups": { module: "BuiltInGroups", about: "The groups that every organization has." },
  "authorization Api Keys": { module: "ApiKeys", positional: true },
  "authorization Organization Api Keys Templates": { module: "ApiKeyTemplates", positional: true },
  "catalog-management Catalog Filter": {
    module: "CatalogFilters",
    positional: true,
    about: "The filter that restricts which items of its source a catalog holds."
  },
  "catalog-management View Definitions": {
    module: "ViewDefinitions",
    positional: true,
    about: "The view definitions of a catalog: how its products are shown by channel."
  },
  "catalog-management Catalogs": { module: "Catalogs", positional: true },
  "catalog-management Catalog Configurations": { module: "CatalogConfigurations", positional: true },
  "commerce Badges": {
    module: "CommerceBadges",
    positional: true,
    about: "Badges: the product badges of a commerce tracking id\"s placements."
  },
  "commerce Search": {
    module: "CommerceSearch",
    positional: true,
    about: "Commerce search: product search, query and product suggestions, and redirects."
  },
  "commerce Context Mapping Configurations": {
    module: "ContextMappings",
    positional: true,
    about: "Context mappings: how a tracking id\"s context keys map to catalog fields."
  },
  "commerce Facet": { module: "CommerceFacets", positional: true, about: "The values of one commerce facet." },
  "commerce Facet Field Configurations": {
    module: "FacetFieldConfigurations",
    positional: true,
    about: "Facet field configurations of a tracking id: which fields facet, and how."
  },
  "commerce Listing Configurations": {
    module: "ListingConfigurations",
    positional: true,
    about: "Listing configurations: the product listing pages and their rules."
  },
  "commerce Listing Rule Preview": {
    module: "ListingRulePreviews",
    positional: true,
    about: "Previews of what a listing rule changes before it is saved."
  },
  "commerce Listings": {
    module: "CommerceListings",
    positional: true,
    about: "The products of a listing page, as a storefront requests them."
  },
  "commerce Product Suggest Configurations": {
    module: "ProductSuggestConfigurations",
    positional: true,
    about: "The product suggest configuration of a tracking id."
  },
  "commerce Public Listing Page API": {
    module: "ListingPages",
    positional: true,
    about: "Listing pages: the product listing pages of a tracking id, and their rules."
  },
  "commerce Query Configurations": {
    module: "QueryConfigurations",
    positional: true,
    about: "The query configuration of a tracking id."
  },
  "commerce Recommendations": {
    module: "CommerceRecommendations",
    positional: true,
    about: "Product recommendations, and their preview."
  },
  "commerce Recommendations Configuration": {
    module: "RecommendationSlots",
    positional: true,
    about: "Recommendation slots: where recommendations show and which strategy fills them."
  },
  "commerce Search Configurations": {
    module: "SearchConfigurations",
    positional: true,
    about: "The global search configuration of a tracking id."
  },
  "commerce Setup": {
    module: "CommerceSetup",
    positional: true,
    about: "Sets up commerce for a tracking id in one call."
  },
  "commerce Synonym": {
    module: "CommerceSynonyms",
    positional: true,
    about: "Synonyms of commerce search: words that match the same products."
  },
  "commerce Synonym Preview": {
    module: "SynonymPreviews",
    positional: true,
    about: "Previews of what a synonym changes before it is saved."
  },
  "event Event API": {
    module: "Events",
    about: "The Event Protocol: send events, and validate events and requests before sending them."
  },
  "event Usage Analytics Event Validation API": { module: "Events" },
  "customer-service Answer": { module: "AnswerGeneration", about: "Generated answers of an answer configuration." },
  "customer-service CRGA For Cases": {
    module: "CaseAnswerConfigs",
    about: "Generated-answering configurations for cases."
  },
  "knowledge-genai Agent Configuration API": {
    module: "Agents",
    about: "Knowledge agents: their configuration, and the answers and follow-ups they give."
  },
  "knowledge-genai Agent Orchestration API": { module: "Agents" },
  "machine-learning Advanced Model Configurations": {
    module: "ModelConfigFiles",
    about: "The advanced configuration files of a machine-learning model."
  },
  "machine-learning Streaming Model Response": {
    module: "ModelStreaming",
    about: "The events of a streamed model answer."
  },
  "context Context": { module: "UserActions", about: "The action history of a user, from the Context API." },
  "organization Organization Endpoints Monitoring": {
    module: "EndpointsMonitoring",
    about: "The monitoring of the organization\"s endpoints."
  },
  "search Organizations": {
    module: "SearchAuthentication",
    positional: true,
    about: "The search API\"s authentication providers: SAML, SharePoint claims, and trusted URIs."
  },
  "search Passages Alpha": {
    module: "Passages",
    positional: true,
    about: "Passage retrieval: the passages of indexed items that best answer a query."
  },
  "search Passages V3": { module: "Passages", positional: true },
  "search Search V3": {
    module: "SearchV3",
    positional: true,
    about: "Search API version 3: queries, facets, suggestions, and their plans."
  },
  "search Statements V1": {
    module: "PipelineStatementsV1",
    positional: true,
    about: "Query pipeline statements, version 1 of the API."
  },
  "search Search V2": { module: "Search", positional: true },
  "search Conditions": { module: "PipelineConditions", positional: true },
  "search Machine learning associations": { module: "PipelineMlAssociations", positional: true },
  "search Result rankings": { module: "PipelineResultRankings", positional: true },
  "search Statement groups": { module: "PipelineStatementGroups", positional: true },
  "search Statements V2": { module: "PipelineStatements", positional: true },
  "search Pipelines": { module: "Pipelines", positional: true },
  "search Analysis V3": { module: "SearchAnalysis", positional: true },
  "push Item": {
    module: "PushItems",
    about: "Push API items: add, update and delete items of a push source, one at a time or in batches."
  },
  "push Source Status": {
    module: "PushSourceStatus",
    about: "The status of a push source: tell the index when a batch of pushes starts and ends."
  },
  "push Stream": {
    module: "StreamApi",
    about: "Stream API: open, append to, merge and close a stream of catalog items."
  },
  "schema-service Salesforce Organizations": {
    module: "SalesforceSchema",
    about: "The Salesforce schema service: the objects, fields and organizations a Salesforce source may index."
  },
  "schema-service Salesforce Sources": { module: "SalesforceSchema" },
  "source Source Extension Configurations": {
    module: "SourceExtensions",
    about: "The indexing pipeline extensions a source applies."
  },
  "search-usage-metrics Search Hub Entitlement Sync": {
    module: "SearchHubEntitlements",
    about: "Synchronization of the search hubs\" entitlements."
  },
  "usage-analytics-write Analytics API - Version 15": {
    module: "UaEvents",
    about: "Usage analytics write API (version 15): log search, click, view, custom and collect events, and visits."
  },
  "usage-analytics-read Groups API - Version 15": {
    module: "UaGroups",
    about: "Usage analytics groups: their filters and reports."
  },
  "usage-analytics-read Metrics API - Version 15": {
    module: "UaMetrics",
    about: "Usage analytics metrics: what can be measured."
  },
  "usage-analytics-read User Statistics API - Version 15": {
    module: "UaUserStatistics",
    about: "Usage analytics data of one user: an overview, and its deletion."
  }
}

/** Calls by `METHOD path`, the path as the description writes it (its base path included). */
export const calls: Readonly<Record<string, Call>> = {
  // usage analytics
  "POST /rest/ua/v15/analytics/click": { name: "logClick", doc: "Logs a click event: a user opened a search result." },
  "POST /rest/ua/v15/analytics/custom": { name: "logCustom", doc: "Logs a custom event." },
  "POST /rest/ua/v15/analytics/search": { name: "logSearch", doc: "Logs a search event." },
  "POST /rest/ua/v15/analytics/searches": { name: "logSearches", doc: "Logs several search events at once." },
  "POST /rest/ua/v15/analytics/view": { name: "logView", doc: "Logs a view event: a user viewed a page or an item." },
  "POST /rest/ua/v15/analytics/collect": {
    name: "logCollect",
    doc: "Logs events in the collect protocol (`v`, `t`, `tid` fields)."
  },
  "GET /rest/ua/v15/analytics/monitoring/health": { name: "checkHealth" },
  "GET /rest/ua/v15/analytics/status": { name: "checkStatus" },
  "GET /rest/ua/v15/analytics/visit": {
    name: "getVisit",
    doc: "The current visit of the visitor the call identifies."
  },
  "DELETE /rest/ua/v15/analytics/visit": {
    name: "endVisit",
    doc: "Ends the current visit of the visitor the call identifies."
  },
  "GET /rest/ua/v15/groups": { name: "list" },
  "GET /rest/ua/v15/groups/{groupId}": { name: "get" },
  "GET /rest/ua/v15/groups/{groupId}/filters": { name: "getFilters" },
  "PUT /rest/ua/v15/groups/{groupId}/filters": { name: "updateFilters" },
  "GET /rest/ua/v15/groups/{groupId}/reports": { name: "getReports" },
  "PUT /rest/ua/v15/groups/{groupId}/reports": { name: "updateReports" },
  "GET /rest/ua/v15/groups/monitoring/health": { name: "checkHealth" },
  "GET /rest/ua/v15/groups/status": { name: "checkStatus" },
  "GET /rest/ua/v15/metrics": { name: "list" },
  "GET /rest/ua/v15/metrics/{metricName}": { name: "get" },
  "GET /rest/ua/v15/metrics/monitoring/health": { name: "checkHealth" },
  "GET /rest/ua/v15/metrics/status": { name: "checkStatus" },
  "DELETE /rest/ua/v15/users/{userId}/alldata": {
    name: "deleteAllData",
    doc: "Deletes every usage analytics record of one user (for privacy requests)."
  },
  "GET /rest/ua/v15/users/{userId}/overview": { name: "getOverview" },
  "GET /rest/ua/v15/datahealth/status": { name: "checkStatus" },
  "GET /rest/ua/v15/exports/schedules/{exportScheduleId}/exports": {
    name: "listScheduleExports",
    doc: "The exports that one export schedule produced."
  }
}
