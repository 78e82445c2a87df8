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
  /**
   * Query parameters taken as the first positional arguments, in this order, by every call that requires
   * them (`trackingId` in commerce: `CommerceSynonyms.get(trackingId, synonymId)`); the call still sends
   * them in its query, encoded by its query Schema. A call where the parameter is optional keeps it in
   * its query object.
   */
  readonly leading?: ReadonlyArray<string>
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
    leading: ["trackingId"],
    about: "Badges: the product badges of a commerce tracking id\"s placements."
  },
  "commerce Search": {
    module: "CommerceSearch",
    positional: true,
    leading: ["trackingId"],
    about: "Commerce search: product search, query and product suggestions, and redirects."
  },
  "commerce Context Mapping Configurations": {
    module: "ContextMappings",
    positional: true,
    leading: ["trackingId"],
    about: "Context mappings: how a tracking id\"s context keys map to catalog fields."
  },
  "commerce Facet": {
    module: "CommerceFacets",
    positional: true,
    leading: ["trackingId"],
    about: "The values of one commerce facet."
  },
  "commerce Facet Field Configurations": {
    module: "FacetFieldConfigurations",
    positional: true,
    leading: ["trackingId"],
    about: "Facet field configurations of a tracking id: which fields facet, and how."
  },
  "commerce Listing Configurations": {
    module: "ListingConfigurations",
    positional: true,
    leading: ["trackingId"],
    about: "Listing configurations: the product listing pages and their rules."
  },
  "commerce Listing Rule Preview": {
    module: "ListingRulePreviews",
    positional: true,
    leading: ["trackingId"],
    about: "Previews of what a listing rule changes before it is saved."
  },
  "commerce Listings": {
    module: "CommerceListings",
    positional: true,
    leading: ["trackingId"],
    about: "The products of a listing page, as a storefront requests them."
  },
  "commerce Product Suggest Configurations": {
    module: "ProductSuggestConfigurations",
    positional: true,
    leading: ["trackingId"],
    about: "The product suggest configuration of a tracking id."
  },
  "commerce Public Listing Page API": {
    module: "ListingPages",
    positional: true,
    leading: ["trackingId"],
    about: "Listing pages: the product listing pages of a tracking id, and their rules."
  },
  "commerce Query Configurations": {
    module: "QueryConfigurations",
    positional: true,
    leading: ["trackingId"],
    about: "The query configuration of a tracking id."
  },
  "commerce Recommendations": {
    module: "CommerceRecommendations",
    positional: true,
    leading: ["trackingId"],
    about: "Product recommendations, and their preview."
  },
  "commerce Recommendations Configuration": {
    module: "RecommendationSlots",
    positional: true,
    leading: ["trackingId"],
    about: "Recommendation slots: where recommendations show and which strategy fills them."
  },
  "commerce Search Configurations": {
    module: "SearchConfigurations",
    positional: true,
    leading: ["trackingId"],
    about: "The global search configuration of a tracking id."
  },
  "commerce Setup": {
    module: "CommerceSetup",
    positional: true,
    leading: ["trackingId"],
    about: "Sets up commerce for a tracking id in one call."
  },
  "commerce Synonym": {
    module: "CommerceSynonyms",
    positional: true,
    leading: ["trackingId"],
    about: "Synonyms of commerce search: words that match the same products."
  },
  "commerce Synonym Preview": {
    module: "SynonymPreviews",
    positional: true,
    leading: ["trackingId"],
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
  },
  // commerce: badges
  "POST /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/badges": { name: "get" },
  // commerce: facets
  "POST /rest/organizations/{organizationId}/commerce/v2/facet": {
    name: "search",
    doc: "Searches the values of one facet, for a facet's search box."
  },
  // commerce: listings (storefront)
  "POST /rest/organizations/{organizationId}/commerce/v2/listing": {
    name: "get",
    doc: "The products of a product listing page, as a storefront shows them.",
    example: [
      `const response = yield* CommerceListings.get({`,
      `  trackingId: "my-tracking-id", language: "en", country: "US", currency: "USD",`,
      `  context: { view: { url: "https://shop.example.com/c/shoes" } }`,
      `})`
    ].join("\n")
  },
  // commerce: recommendations
  "POST /rest/organizations/{organizationId}/commerce/v2/recommendations": {
    name: "get",
    doc: "The products that a recommendation slot recommends in a given context.",
    example: [
      `const response = yield* CommerceRecommendations.get({`,
      `  trackingId: "my-tracking-id", language: "en", country: "US", currency: "USD",`,
      `  slotId: "slot-id", context: { view: { url: "https://shop.example.com/p/42" } }`,
      `})`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/recommendations/preview": {
    name: "preview",
    doc: "A preview of what a recommendation slot would return, for merchandisers."
  },
  // commerce: search
  "POST /rest/organizations/{organizationId}/commerce/v2/search": {
    name: "search",
    doc: "Runs a product search for a storefront: the products, facets and pagination that match a query.",
    example: [
      `const response = yield* CommerceSearch.search({`,
      `  trackingId: "my-tracking-id", language: "en", country: "US", currency: "USD",`,
      `  query: "running shoes", context: { view: { url: "https://shop.example.com/search" } }`,
      `})`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/search/redirect": {
    name: "redirect",
    doc: "The redirection a merchandiser set for a query, if any."
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/search/querySuggest": {
    name: "querySuggest",
    doc: "Query completions for what a shopper has typed so far.",
    example: [
      `const { completions } = yield* CommerceSearch.querySuggest({`,
      `  trackingId: "my-tracking-id", language: "en", currency: "USD", query: "runn", context: { view: { url: "https://shop.example.com/search" } }`,
      `})`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/search/productSuggest": {
    name: "productSuggest",
    doc: "Products that match what a shopper has typed so far, for a search box."
  },
  // commerce: setup
  "POST /rest/organizations/{organizationId}/commerce/v2/setup": { name: "create" },
  // commerce: synonyms
  "GET /rest/organizations/{organizationId}/commerce/v2/search/synonyms": {
    name: "list",
    doc: "A page of the synonym rules of a tracking id, optionally filtered by text, action or locale.",
    example: [
      `const page = yield* CommerceSynonyms.list("my-tracking-id", { perPage: 50 })`,
      `const all = yield* Stream.runCollect(CommerceSynonyms.listAll("my-tracking-id"))`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/search/synonyms": {
    name: "create",
    doc: "Saves a new synonym rule for a tracking id.",
    example: [
      `const rule = yield* CommerceSynonyms.create("my-tracking-id", { action: "two-way", from: ["sofa", "couch"] })`
    ].join("\n")
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/search/synonyms/{synonymId}": {
    name: "get",
    doc: "One synonym rule of a tracking id, by its id.",
    example: [
      `const rule = yield* CommerceSynonyms.get("my-tracking-id", "synonym-id")`
    ].join("\n")
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/search/synonyms/{synonymId}": {
    name: "update",
    doc: "Replaces a synonym rule of a tracking id.",
    example: [
      `yield* CommerceSynonyms.update("my-tracking-id", "synonym-id", { action: "one-way", from: ["tee"], to: ["t-shirt"] })`
    ].join("\n")
  },
  "DELETE /rest/organizations/{organizationId}/commerce/v2/search/synonyms/{synonymId}": {
    name: "delete",
    doc: "Removes a synonym rule of a tracking id.",
    example: [
      `yield* CommerceSynonyms.delete("my-tracking-id", "synonym-id")`
    ].join("\n")
  },
  // commerce: synonym previews
  "POST /rest/organizations/{organizationId}/commerce/v2/search/preview/synonyms/new": {
    name: "preview",
    doc: "Shows how a synonym rule, not yet saved, would change the products a query returns."
  },
  // commerce: context mappings
  "GET /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/context-mappings": { name: "list" },
  "POST /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/context-mappings": {
    name: "create"
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/context-mappings/{key}": {
    name: "get"
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/context-mappings/{key}": {
    name: "update"
  },
  "DELETE /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/context-mappings/{key}": {
    name: "delete"
  },
  // commerce: facet field configurations
  "GET /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/facet/fields": { name: "list" },
  "POST /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/facet/fields/bulk-create": {
    name: "bulkCreate"
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/tracking-ids/{trackingId}/facet/fields/bulk-update": {
    name: "bulkUpdate"
  },
  // commerce: listing configurations
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/listings": {
    name: "list",
    doc: "A page of the listing configurations of a tracking id, optionally filtered by name.",
    example: [
      `const page = yield* ListingConfigurations.list("my-tracking-id", { perPage: 20 })`,
      `for (const listing of page.items) yield* Effect.log(listing.name)`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/configurations/listings": {
    name: "create",
    doc: "Saves a new listing configuration: the URL patterns of a product listing page and its rules."
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/listings/{configurationId}": {
    name: "get",
    doc: "One listing configuration, by its id.",
    example: [
      `const listing = yield* ListingConfigurations.get("configuration-id")`
    ].join("\n")
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/configurations/listings/{configurationId}": {
    name: "update",
    doc: "Replaces a listing configuration."
  },
  "DELETE /rest/organizations/{organizationId}/commerce/v2/configurations/listings/{configurationId}": {
    name: "delete",
    doc: "Removes a listing configuration."
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/listings/global": {
    name: "getGlobal",
    doc: "The listing configuration that applies to every listing page of a tracking id.",
    example: [
      `const global = yield* ListingConfigurations.getGlobal("my-tracking-id")`
    ].join("\n")
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/configurations/listings/global": {
    name: "updateGlobal",
    doc: "Replaces the listing configuration that applies to every listing page of its tracking id."
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/listings/url": {
    name: "getByUrl",
    doc: "The listing configuration whose URL patterns match a page URL.",
    example: [
      `const listing = yield* ListingConfigurations.getByUrl("my-tracking-id", { url: "https://shop.example.com/c/shoes" })`
    ].join("\n")
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/listings/rules": {
    name: "listRules",
    doc:
      "A page of the rules of a tracking id's listing configurations, filtered by configuration, scope, locale or action."
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/listings/names": {
    name: "listNames",
    doc: "A page of the ids and names of a tracking id's listing configurations, lighter than the full list.",
    example: [
      `const names = yield* ListingConfigurations.listNames("my-tracking-id", { query: "shoes" })`
    ].join("\n")
  },
  // commerce: listing pages
  "GET /rest/organizations/{organizationId}/commerce/v2/listings/pages": {
    name: "list",
    doc: "A page of the listing pages of a tracking id, each with its page rules.",
    example: [
      `const page = yield* ListingPages.list("my-tracking-id", { perPage: 100 })`,
      `const all = yield* Stream.runCollect(ListingPages.listAll("my-tracking-id"))`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/listings/pages/bulk-create": {
    name: "bulkCreate",
    doc: "Creates up to 100 listing pages in one call."
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/listings/pages/bulk-update": {
    name: "bulkUpdate",
    doc: "Replaces up to 100 listing pages in one call."
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/listings/pages/bulk-delete": {
    name: "bulkDelete",
    doc: "Removes up to 100 listing pages, by id, in one call.",
    example: [
      `yield* ListingPages.bulkDelete(["page-id-1", "page-id-2"])`
    ].join("\n")
  },
  // commerce: listing rule previews
  "GET /rest/organizations/{organizationId}/commerce/v2/listing/preview/rules/{id}": { name: "preview" },
  "PUT /rest/organizations/{organizationId}/commerce/v2/listing/preview/rules/{id}": { name: "previewUpdate" },
  "POST /rest/organizations/{organizationId}/commerce/v2/listing/preview/rules": { name: "previewCreate" },
  // commerce: product suggest configurations
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/productSuggest": {
    name: "get",
    doc: "The product suggest configuration of a tracking id.",
    example: [
      `const configuration = yield* ProductSuggestConfigurations.get("my-tracking-id")`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/configurations/productSuggest": {
    name: "create",
    doc: "Saves the product suggest configuration of a tracking id.",
    example: [
      `yield* ProductSuggestConfigurations.create({ trackingId: "my-tracking-id" })`
    ].join("\n")
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/configurations/productSuggest": {
    name: "update",
    doc: "Replaces the product suggest configuration of a tracking id."
  },
  "DELETE /rest/organizations/{organizationId}/commerce/v2/configurations/productSuggest": {
    name: "delete",
    doc: "Removes the product suggest configuration of a tracking id."
  },
  // commerce: query configurations
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/query": {
    name: "get",
    doc: "The query configuration of a tracking id for one solution (listing, search or recommendation).",
    example: [
      `const configuration = yield* QueryConfigurations.get("my-tracking-id", { solutionType: "search" })`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/commerce/v2/configurations/query": {
    name: "create",
    doc: "Saves the query configuration of a tracking id for one solution."
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/configurations/query": {
    name: "update",
    doc: "Replaces the query configuration of a tracking id for one solution."
  },
  "DELETE /rest/organizations/{organizationId}/commerce/v2/configurations/query": {
    name: "delete",
    doc: "Removes the query configuration of a tracking id for one solution.",
    example: [
      `yield* QueryConfigurations.delete("my-tracking-id", { solutionType: "listing" })`
    ].join("\n")
  },
  // commerce: recommendation slots
  "GET /rest/organizations/{organizationId}/commerce/v2/recommendations/slots": { name: "list" },
  "POST /rest/organizations/{organizationId}/commerce/v2/recommendations/slots": { name: "create" },
  "GET /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/{configurationId}": { name: "get" },
  "PUT /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/{configurationId}": { name: "update" },
  "DELETE /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/{configurationId}": { name: "delete" },
  "GET /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/{configurationId}/settings": {
    name: "getSettings"
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/{configurationId}/settings": {
    name: "updateSettings"
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/{configurationId}/strategies": {
    name: "listStrategies"
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/strategies": {
    name: "listStrategiesByType"
  },
  "GET /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/names": { name: "listNames" },
  "GET /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/global/query-configuration": {
    name: "getGlobalQueryConfiguration"
  },
  "PUT /rest/organizations/{organizationId}/commerce/v2/recommendations/slots/global/query-configuration": {
    name: "updateGlobalQueryConfiguration"
  },
  // commerce: search configurations
  "GET /rest/organizations/{organizationId}/commerce/v2/configurations/search/global": { name: "getGlobal" },
  "PUT /rest/organizations/{organizationId}/commerce/v2/configurations/search/global": { name: "updateGlobal" },
  // catalog management
  "GET /rest/organizations/{organizationId}/catalogconfigurations/source/{sourceId}": {
    name: "getBySource",
    doc: "The catalog configuration that a source's catalog uses, with that catalog's id.",
    example: [
      `const { catalogId } = yield* CatalogConfigurations.getBySource("source-id")`
    ].join("\n")
  },
  "POST /rest/organizations/{organizationId}/catalogs/ids": {
    name: "listByIds",
    doc: "A page of the catalogs whose ids are given.",
    example: [
      `const page = yield* Catalogs.listByIds(["catalog-id-1", "catalog-id-2"])`
    ].join("\n")
  },
  "GET /rest/organizations/{organizationId}/catalogs/project": {
    name: "listByProject",
    doc: "A page of the catalogs of a project.",
    example: [
      `const page = yield* Catalogs.listByProject({ projectId: "project-id", pageSize: 50 })`
    ].join("\n")
  },
  "GET /api/preview/organizations/{organizationId}/catalog-management/catalogs/{catalogId}/filter": {
    name: "get",
    doc: "The filter that selects which items of its source a catalog holds.",
    example: [
      `const { filter } = yield* CatalogFilters.get("catalog-id")`
    ].join("\n")
  },
  "PUT /api/preview/organizations/{organizationId}/catalog-management/catalogs/{catalogId}/filter": {
    name: "update",
    doc: "Sets the filter of a catalog, replacing any former one."
  },
  "GET /api/preview/organizations/{organizationId}/catalog-management/catalogs/{catalogId}/view-definitions": {
    name: "get",
    doc: "The view definitions of a catalog.",
    example: [
      `const { viewDefinitions } = yield* ViewDefinitions.get("catalog-id")`
    ].join("\n")
  },
  "PUT /api/preview/organizations/{organizationId}/catalog-management/catalogs/{catalogId}/view-definitions": {
    name: "update",
    doc: "Replaces every view definition of a catalog at once."
  },
  // search: version 3
  "POST /rest/search/v3": {
    name: "search",
    doc: "Runs a query against the index (Search API version 3): its results, facets and query corrections.",
    example: [
      `const response = yield* SearchV3.search({ q: "reset password", numberOfResults: 10 })`,
      `for (const result of response.results) yield* Effect.log(result.title)`
    ].join("\n")
  },
  "POST /rest/search/v3/facet": {
    name: "facet",
    doc: "Searches the values of one facet field (Search API version 3).",
    example: [
      `const response = yield* SearchV3.facet({ type: "specific", field: "author", query: "jo*", numberOfValues: 10 })`
    ].join("\n")
  },
  "POST /rest/search/v3/plan": { name: "plan" },
  "POST /rest/search/v3/querySuggest": {
    name: "querySuggest",
    doc: "Query completions for what a user has typed so far (Search API version 3).",
    example: [
      `const { completions } = yield* SearchV3.querySuggest({ q: "pass", count: 5 })`
    ].join("\n")
  },
  "POST /rest/search/v3/values": { name: "listFieldValues" },
  "POST /rest/search/v3/values/batch": { name: "listFieldValuesBatch" },
  "GET /rest/search/v3/document": { name: "getDocument" },
  "GET /rest/search/v3/datastream": { name: "getDataStream" },
  "POST /rest/search/v3/html": { name: "previewHTML" },
  "GET /rest/search/v3/text": { name: "getText" },
  "GET /rest/search/v3/fields": { name: "listFields" },
  "POST /rest/search/v3/fields/find": { name: "findFields" },
  "POST /rest/search/v3/token": { name: "createToken" },
  "POST /rest/search/v3/login/{provider}": { name: "login" },
  // search: passages
  "POST /rest/search/v3/passages/retrieve": {
    name: "retrieve",
    doc: "The passages of indexed items that best answer a query, for generated answers.",
    example: [
      `const { items } = yield* Passages.retrieve({ query: "how do I reset my password", localization: { locale: "en" } })`
    ].join("\n")
  },
  "POST /rest/search/alpha/passages/retrieve/debug": { name: "debugRetrieve" },
  // search: version 2, beside the hand-written calls (the GET form of a POST call is named `…Get`, as `querySuggestPost` is)
  "GET /rest/search/v2": { name: "queryGet" },
  "POST /rest/search/v2/plan": { name: "plan" },
  "GET /rest/search/v2/plan": { name: "planGet" },
  "GET /rest/search/v2/querySuggest": { name: "querySuggestGet" },
  "POST /rest/search/v2/values": { name: "listFieldValues" },
  "GET /rest/search/v2/values/batch": { name: "getFieldValuesBatch" },
  "POST /rest/search/v2/values/batch": { name: "listFieldValuesBatch" },
  "GET /rest/search/v2/html": { name: "previewHTMLGet" },
  "GET /rest/search/v2/text": { name: "getText" },
  "GET /rest/search/v2/datastream": { name: "getDataStream" },
  "POST /rest/search/v2/login/{provider}": { name: "login" },
  "GET /rest/search/v2/login/{provider}": { name: "loginGet" },
  "GET /rest/search/v2/extensions": { name: "listExtensions" },
  "POST /rest/search/v2/fields/find": { name: "findFields" },
  // search: analysis
  "POST /rest/search/v3/analysis/expressions/structured": { name: "parseExpression" },
  // search: authentication providers
  "GET /rest/organizations/{organizationId}/authentication": { name: "list" },
  "GET /rest/organizations/{organizationId}/authentication/saml": { name: "listSaml" },
  "POST /rest/organizations/{organizationId}/authentication/saml": { name: "createSaml" },
  "GET /rest/organizations/{organizationId}/authentication/saml/{id}": { name: "getSaml" },
  "PUT /rest/organizations/{organizationId}/authentication/saml/{id}": { name: "updateSaml" },
  "DELETE /rest/organizations/{organizationId}/authentication/saml/{id}": { name: "deleteSaml" },
  "GET /rest/organizations/{organizationId}/authentication/sharepoint": { name: "listSharePoint" },
  "POST /rest/organizations/{organizationId}/authentication/sharepoint": { name: "createSharePoint" },
  "GET /rest/organizations/{organizationId}/authentication/sharepoint/{id}": { name: "getSharePoint" },
  "PUT /rest/organizations/{organizationId}/authentication/sharepoint/{id}": { name: "updateSharePoint" },
  "DELETE /rest/organizations/{organizationId}/authentication/sharepoint/{id}": { name: "deleteSharePoint" },
  "GET /rest/organizations/{organizationId}/authentication/trusteduris": { name: "listTrustedUris" },
  "POST /rest/organizations/{organizationId}/authentication/trusteduris": { name: "addTrustedUri" },
  "GET /rest/organizations/{organizationId}/authentication/trusteduris/recentuntrusted": {
    name: "listRecentUntrustedUris"
  },
  "DELETE /rest/organizations/{organizationId}/authentication/trusteduris/{id}": { name: "deleteTrustedUri" },
  // search: query pipelines
  "POST /rest/search/v1/admin/pipelines/{pipelineId}/swap": { name: "swapNames" },
  "POST /rest/search/v1/admin/pipelines/bulkGet": { name: "bulkGet" },
  "POST /rest/search/v1/admin/pipelines/validate": { name: "validate" },
  "POST /rest/search/v1/admin/pipelines/validate/batch": { name: "validateBatch" },
  "POST /rest/search/v1/admin/pipelines/{pipelineId}/statements/import": { name: "importStatements" },
  "GET /rest/search/v1/admin/pipelines/statements/{statementId}/associations": { name: "listAssociations" },
  "POST /rest/search/v1/admin/pipelines/statements/bulkDelete": { name: "bulkDelete" },
  "POST /rest/search/v1/admin/pipelines/statements/validate": { name: "validate" },
  "POST /rest/search/v1/admin/pipelines/statements/validate/batch": { name: "validateBatch" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations/validate": { name: "validate" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations/validate/batch": { name: "validateBatch" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/validate": { name: "validate" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/resultRankings/validate/batch": { name: "validateBatch" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/associations/dissociate": { name: "dissociate" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/bulkGet": { name: "bulkGet" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/validate": { name: "validate" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/statementGroups/validate/batch": { name: "validateBatch" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/statements/validate": { name: "validate" },
  "POST /rest/search/v2/admin/pipelines/{pipelineId}/statements/validate/batch": { name: "validateBatch" },
  // search: query pipeline statements, version 1
  "GET /rest/search/v1/admin/pipelines/{pipelineId}/statements": { name: "list" },
  "POST /rest/search/v1/admin/pipelines/{pipelineId}/statements": { name: "create" },
  "GET /rest/search/v1/admin/pipelines/{pipelineId}/statements/{statementId}": { name: "get" },
  "PUT /rest/search/v1/admin/pipelines/{pipelineId}/statements/{statementId}": { name: "update" },
  "DELETE /rest/search/v1/admin/pipelines/{pipelineId}/statements/{statementId}": { name: "delete" },
  "PUT /rest/search/v1/admin/pipelines/{pipelineId}/statements/{statementId}/move": { name: "move" },
  "POST /rest/search/v1/admin/pipelines/{pipelineId}/statements/bulkGet": { name: "bulkGet" },
  "POST /rest/search/v1/admin/pipelines/{pipelineId}/statements/copy": { name: "copy" },
  "GET /rest/search/v1/admin/pipelines/{pipelineId}/statements/export": { name: "exportCSV" },
  "POST /rest/search/v1/admin/pipelines/{pipelineId}/statements/validate": { name: "validate" },
  "POST /rest/search/v1/admin/pipelines/{pipelineId}/statements/validate/batch": { name: "validateBatch" },
  // API keys
  "POST /rest/organizations/{organizationId}/apikeys/rotate": {
    name: "rotate",
    doc: "Replaces an API key by a new one with the same settings, keeping the old one valid for a while.",
    example: [
      `const rotated = yield* ApiKeys.rotate({ rotationSecret: "the key's rotation secret", previousKeyExpirationPeriod: "P7D" })`,
      `yield* Effect.log(\`new key \${rotated.id}\`)`
    ].join("\n")
  },
  "GET /rest/organizations/{organizationId}/templates/apikeys": {
    name: "list",
    doc: "The API key templates of the organization."
  },
  // authorization
  "GET /rest/organizations/{organizationId}/defaultgroups": { name: "list" },
  "GET /rest/organizations/{organizationId}/invites": { name: "list" },
  "GET /rest/organizations/{organizationId}/privileges/token": { name: "getForMember" },
  "POST /rest/organizations/{organizationId}/privileges/token": { name: "getForToken" },
  "GET /rest/organizations/{organizationId}/privileges/platformtokens": { name: "getForPlatformTokens" },
  "GET /rest/organizations/{organizationId}/realms": { name: "list" },
  "POST /rest/organizations/{organizationId}/realms": { name: "addToGroups" },
  "PUT /rest/organizations/{organizationId}/realms/{realmId}": { name: "updateInGroups" },
  "POST /rest/organizations/{organizationId}/tokens": { name: "generate" },
  "GET /rest/tokens/certificates": { name: "list" },
  "GET /rest/organizations/{organizationId}/access/temporary/users/{username}": { name: "getTemporaryAccessForUser" },
  "GET /rest/organizations/{organizationId}/access/temporary/expired": { name: "getExpiredTemporaryAccess" },
  "GET /rest/organizations/{organizationId}/access/temporary/active": { name: "getActiveTemporaryAccess" },
  // knowledge agents
  "GET /api/preview/organizations/{organizationId}/agents": { name: "list" },
  "POST /api/preview/organizations/{organizationId}/agents": { name: "create" },
  "GET /api/preview/organizations/{organizationId}/agents/{agentId}": { name: "get" },
  "PATCH /api/preview/organizations/{organizationId}/agents/{agentId}": { name: "update" },
  "DELETE /api/preview/organizations/{organizationId}/agents/{agentId}": { name: "delete" },
  "POST /api/preview/organizations/{organizationId}/agents/{agentId}/answer": { name: "answer" },
  "POST /api/preview/organizations/{organizationId}/agents/{agentId}/follow-up": { name: "followUp" },
  // interfaces
  "GET /rest/organizations/{organizationId}/answer/cases/v1/configs/{configId}": { name: "get" },
  "POST /rest/organizations/{organizationId}/answer/cases/v1/configs/{configId}": { name: "create" },
  "PATCH /rest/organizations/{organizationId}/answer/cases/v1/configs/{configId}": { name: "update" },
  "DELETE /rest/organizations/{organizationId}/answer/cases/v1/configs/{configId}": { name: "delete" },
  "GET /rest/organizations/{organizationId}/caseassists/projects/get": { name: "listByProject" },
  "GET /rest/organizations/{organizationId}/hostedpages/projects/pages": { name: "listByProject" },
  "GET /rest/organizations/{organizationId}/hostedpages/{pageId}/html/v1": { name: "getHtml" },
  "POST /rest/organizations/{organizationID}/pages/inappwidgets/ids": { name: "listByIds" },
  "GET /rest/organizations/{organizationID}/pages/inappwidgets/projectid": { name: "listByProject" },
  "GET /rest/organizations/{organizationID}/pages/{pageID}/inappwidget/loader": { name: "getPageLoader" },
  "POST /rest/organizations/{organizationId}/insightconfig/v1/configs/ids": { name: "listByIds" },
  "GET /rest/organizations/{organizationId}/insightconfig/v1/configs/projects/get": { name: "listByProject" },
  "GET /rest/organizations/{organizationId}/insight/v1/configs/{configId}/interface": { name: "getInterface" },
  "POST /rest/organizations/{organizationId}/insight/v1/configs/{configId}/search": { name: "search" },
  "POST /rest/organizations/{organizationId}/insight/v1/configs/{configId}/querysuggest": { name: "querySuggest" },
  "GET /rest/organizations/{organizationId}/insight/v1/configs/{configId}/quickview": { name: "getQuickview" },
  "GET /rest/organizations/{organizationId}/ipxinterface/v1/projects/interfaces": { name: "listByProject" },
  "GET /rest/organizations/{organizationId}/ipxinterface/v1/interfaces/{interfaceId}/versions": {
    name: "listVersions"
  },
  "GET /rest/organizations/{organizationId}/ipxinterface/v1/interfaces/{interfaceId}/versions/{versionNumber}": {
    name: "getVersion"
  },
  "POST /rest/organizations/{organizationId}/ipxinterface/v1/interfaces/{interfaceId}/versions/{versionNumber}/restore":
    { name: "restoreVersion" },
  "PUT /rest/organizations/{organizationId}/ipxinterface/v1/interfaces/{interfaceId}/versions/{versionNumber}/label": {
    name: "updateVersionLabel"
  },
  "GET /rest/organizations/{organizationId}/ipxinterface/v1/interfaces/{interfaceId}/pipelines": {
    name: "listPipelines"
  },
  "GET /organizations/{organizationId}/searchpage/v1/projects/interfaces": { name: "listByProject" },
  "GET /rest/organizations/{organizationId}/searchpage/v1/interfaces/{interfaceId}/html": { name: "getHtml" },
  "GET /rest/organizations/{organizationId}/searchpage/v1/interfaces/{interfaceId}/pipelines": {
    name: "listPipelines"
  },
  "GET /rest/organizations/{organizationId}/searchinterfaces/projects/interfaces": { name: "listByProject" },
  "GET /rest/organizations/{organizationId}/searchinterfaces/{interfaceId}/html": { name: "getHtml" },
  "POST /rest/organizations/{organizationID}/pages/ids": { name: "listByIds" },
  "GET /rest/organizations/{organizationID}/pages/project/id": { name: "listByProject" },
  "DELETE /pages/{organizationID}/zendesk/unlink": { name: "unlink" },
  // machine learning
  "POST /rest/organizations/{organizationId}/machinelearning/configuration/dne/parsedocumentextractionquerymodel": {
    name: "parseDocumentExtractionQueryModel"
  },
  // migration
  "GET /rest/organizations/{organizationId}/links": { name: "list" },
  "POST /rest/organizations/{organizationId}/links": { name: "create" },
  "GET /rest/organizations/{organizationId}/links/{linkId}": { name: "get" },
  "PUT /rest/organizations/{organizationId}/links/{linkId}": { name: "update" },
  "DELETE /rest/organizations/{organizationId}/links/{linkId}": { name: "delete" },
  "POST /rest/organizations/{organizationId}/links/batch": { name: "bulkCreate" },
  "PUT /rest/organizations/{organizationId}/links/batch": { name: "bulkUpdate" },
  "DELETE /rest/organizations/{organizationId}/links/batch": { name: "bulkDelete" },
  "POST /rest/organizations/{organizationId}/snapshots": { name: "create" },
  "GET /rest/organizations/{organizationId}/vaultentries/{key}": { name: "get" },
  "PUT /rest/organizations/{organizationId}/vaultentries/{key}": { name: "update" },
  "DELETE /rest/organizations/{organizationId}/vaultentries/{key}": { name: "delete" },
  // sources, push and stream
  "GET /rest/organizations/{organizationId}/sources/{sourceId}/schedules/{scheduleId}": { name: "getSchedule" },
  "PUT /rest/organizations/{organizationId}/sources/{sourceId}/permissions/update": { name: "updatePermissions" },
  "GET /rest/organizations/{organizationId}/sources/{sourceId}/configuration/snapshot": { name: "getSnapshot" },
  "PUT /rest/organizations/{organizationId}/extensions/{extensionId}/timeouts": { name: "updateTimeout" },
  "GET /rest/organizations/{organizationId}/extensions/{extensionId}/code": { name: "getCode" },
  "PUT /rest/organizations/{organizationId}/extensions/{extensionId}/code": { name: "updateCode" },
  "POST /rest/organizations/{organizationId}/extensions/{extensionId}/test": { name: "test" },
  "POST /rest/organizations/{organizationId}/extensions/ids": { name: "listByIds" },
  "GET /rest/organizations/{organizationId}/extensions/project": { name: "listByProject" },
  "GET /rest/organizations/{organizationId}/extensions/page": { name: "listPage" },
  "GET /rest/organizations/{organizationId}/salesforce/defaultObjectsToGet": { name: "getDefaultObjectsToGet" },
  "PUT /push/v1/organizations/{organizationId}/sources/{sourceId}/documents": { name: "addOrUpdate" },
  "DELETE /push/v1/organizations/{organizationId}/sources/{sourceId}/documents": { name: "delete" },
  "PUT /push/v1/organizations/{organizationId}/sources/{sourceId}/documents/batch": { name: "updateBatch" },
  "DELETE /push/v1/organizations/{organizationId}/sources/{sourceId}/documents/olderthan": { name: "deleteOlderThan" },
  "POST /push/v1/organizations/{organizationId}/sources/{sourceId}/status": { name: "set" },
  "POST /push/v1/organizations/{organizationId}/sources/{sourceId}/stream/open": { name: "open" },
  "POST /push/v1/organizations/{organizationId}/sources/{sourceId}/stream/{streamId}/chunk": { name: "requestChunk" },
  "POST /push/v1/organizations/{organizationId}/sources/{sourceId}/stream/{streamId}/close": { name: "close" },
  "PUT /push/v1/organizations/{organizationId}/sources/{sourceId}/stream/update": { name: "update" },
  "PUT /push/v1/organizations/{organizationId}/sources/{sourceId}/stream/merge": { name: "merge" },
  "POST /push/v1/organizations/{organizationId}/sources/{sourceId}/stream/deleteolderthan/{epochMilliseconds}": {
    name: "deleteOlderThan"
  },
  "POST /push/v1/organizations/{organizationId}/data-collections/{dataCollectionId}/stream/open": {
    name: "openInCollection"
  },
  "POST /push/v1/organizations/{organizationId}/data-collections/{dataCollectionId}/stream/{streamId}/chunk": {
    name: "requestChunkInCollection"
  },
  "POST /push/v1/organizations/{organizationId}/data-collections/{dataCollectionId}/stream/{streamId}/close": {
    name: "closeInCollection"
  },
  "PUT /push/v1/organizations/{organizationId}/data-collections/{dataCollectionId}/stream/update": {
    name: "updateInCollection"
  },
  "PUT /push/v1/organizations/{organizationId}/data-collections/{dataCollectionId}/stream/merge": {
    name: "mergeInCollection"
  },
  "POST /push/v1/organizations/{organizationId}/data-collections/{dataCollectionId}/stream/deleteolderthan/{epochMilliseconds}":
    { name: "deleteOlderThanInCollection" }
}
