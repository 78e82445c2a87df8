/**
 * Declarations whose success type or JSON body argument is meant to differ from the generated types of
 * their operation (test/types/operations.ts, written by scripts/generate-operation-checks.ts), each
 * with its reason. A listed check asserts the difference, so it fails once the types agree: remove the
 * entry then. An entry for a check that is no longer generated makes the generator fail.
 */
export const allow: Readonly<Record<string, { readonly result?: string; readonly body?: string }>> = {
  "ApiKeys.update": {
    body:
      "The spec's call shape: update(apiKey) takes the key with its id, which names the path (PUT /apikeys/{apiKeyId}); the description's ApiKeyUpdateRequest leaves the id out"
  },
  "CaseAssists.update": {
    body:
      "The spec's call shape: update(configuration) takes the configuration with its id, which names the path (PUT /caseassists/{caseAssistId}); the description's RestCaseAssistConfigurationRequest leaves the id out"
  },
  "CatalogConfigurations.update": {
    body:
      "The spec's call shape: update(configuration) takes the configuration with its id, which names the path (PUT /catalogconfigurations/{configurationId}); the description's body leaves the id out"
  },
  "Catalogs.update": {
    body:
      "The spec's call shape: update(catalog) takes the catalog with its id, which names the path (PUT /catalogs/{catalogId}); the description's CreateCatalogModel has the id optional"
  },
  "GroupRealms.add": {
    body:
      "A realm's id is its domain (the description's example: example-domain.com), named by the caller to add it: the description's body (RealmModel, and GroupModel_Request.realms) carries it, but the generator's rule for resources a GET answers drops it from RealmModelInput; the promise client's add(groupId, realm: RealmModel) requires it"
  },
  "Groups.update": {
    body:
      "The spec's call shape: update(group) takes the group with its id, which names the path (PUT /groups/{groupId}); the description's GroupModel_Request has the id optional"
  },
  "InsightPanelInterfaces.list": {
    result:
      "The platform answers a page, { items, totalEntries, totalPages }, as the promise client's InsightPanelInterface.list(options?: ListHostedInterfacesParams): Promise<PageModel<InsightPanelInterfaceConfiguration>> types it (and the list takes page and perPage, which a bare array could not count; the same service's IPX interface and hosted page lists, with the same parameters, answer pages in the promise client too); the description gives a bare array of InsightPanelInterface"
  },
  "MachineLearningModels.get": {
    result:
      "SPEC.md section 3 lists model statuses that the description's Model.status enum lacks (PENDING, DEGRADED among them): status takes the spec's ModelStatus"
  },
  "MachineLearningModels.getDetails": {
    result:
      "SPEC.md section 3 lists model statuses that the description's Model.status enum lacks (PENDING, DEGRADED among them): status takes the spec's ModelStatus"
  },
  "MachineLearningModels.list": {
    result:
      "SPEC.md section 3 lists model statuses that the description's Model.status enum lacks (PENDING, DEGRADED among them): status takes the spec's ModelStatus"
  },
  "MachineLearningModels.listDetails": {
    result:
      "SPEC.md section 3 lists model statuses that the description's Model.status enum lacks (PENDING, DEGRADED among them): status takes the spec's ModelStatus"
  },
  "NextGenSearchPages.list": {
    result:
      "The list is paged ({ items, totalEntries, totalPages }), as the promise client's NextGenSearchPages.list(options?: ListHostedInterfacesParams): Promise<PageModel<SearchPageInterfaceConfiguration>> types it, and as the promise client and this library read the other hosted interface lists (search interfaces, IPX, insight panels); the description takes page and perPage, which a bare array could not count, yet gives a bare array of search-page-interface-config-id"
  },
  "NextGenSearchPages.updateAccesses": {
    result:
      "The description's body and answer name #/components/schemas/search-page-interface-access, which its components lack (the generator reads any value): the answer is read as the accesses (interface-access), the one schema the description names for both, as the same call of the search interfaces answers (SearchInterfaces.updateAccesses, described, and the promise client's Promise<IAccesses> there); the promise client 60.4 types this one Promise<SearchPageInterfaceConfiguration>",
    body:
      "The description's body and answer name #/components/schemas/search-page-interface-access, which its components lack (the generator reads any value): the accesses travel as interface-access, the answer of the GET on the same path, as the promise client's updateAccesses(searchPageId, accesses: IAccesses) sends them"
  },
  "Organizations.list": {
    result:
      "Without options the platform answers a plain array, a page only when asked for one (the promise client's list(noPagination?): OrganizationModel[] overload and its list(options) one); the description documents only the page, which list(options) answers"
  },
  "Pipelines.list": {
    result:
      "Without enablePagination=true the platform answers a plain array: the description's own enablePagination parameter (\"Whether to receive the pipelines in a paginated format\") and the promise client's ListPipelinesReturnVariant (PipelineModel[] unless enablePagination is true); the description documents only the page"
  },
  "Pipelines.update": {
    body:
      "The spec's call shape: update(pipeline) takes the pipeline with its id, which names the path (PUT /rest/search/v1/admin/pipelines/{pipelineId}); the description's IncomingPipeline leaves the id out"
  },
  "ResourceSnapshots.createFromOrganization": {
    body:
      "The promise client's ResourceSnapshotExportConfigurationModel requires resourcesToExport and keys it by resource type (Partial<Record<ResourceSnapshotType, string[] | null>>); the description's ExportConfigurationModel has the map optional, with any key"
  },
  "SchemaService.translateToGenericObjectsToGet": {
    body:
      "The description types the body `type: string` (a Swagger 2 `in: body` parameter the server reads as raw text and parses): what travels is the JSON of the specific objects to get, an object, as the promise client's translateToGenericObjectsToGet(sourceType, specificObjectsToGet: Record<string, unknown>) sends it; a JSON string would arrive double-encoded"
  },
  "SchemaService.translateToSpecificObjectsToGet": {
    body:
      "The description types the body `type: string` (a Swagger 2 `in: body` parameter the server reads as raw text and parses): what travels is the JSON of the generic objects to get (GenericObjectsToGet, the form translate/generic answers), as the promise client's translateToSpecificObjectsToGet(sourceType, genericObjectsToGet: ObjectsToGet) sends it; a JSON string would arrive double-encoded"
  },
  "Search.getFieldValues": {
    result:
      "The description's ListFieldValuesResponse requires `results`, a property it does not have (a slip for `values`, which its example always carries): values is required, as in the promise client's ListFieldValuesResponse"
  },
  "SearchHubs.list": {
    result:
      "The platform answers a page, { hubs, totalCount }, as the promise client's SearchHubs.list(): Promise<ListSearchHubs> types it (and the list takes page and pageSize, which a bare array could not count); the description's Swagger 2 document gives a bare array of RestSearchHub"
  },
  "SearchInterfaces.update": {
    body:
      "The spec's call shape: update(configuration) takes the configuration with its id, which names the path (PUT /searchinterfaces/{interfaceId}); the description's interfaceConfig leaves the id out"
  },
  "SecurityCache.createOrUpdateProvider": {
    body:
      "The call shape: createOrUpdateProvider(provider) takes the provider with its id, which names the path (PUT /securityproviders/{securityProviderId}), as the promise client's does; the description's body leaves the id out"
  },
  "SecurityCache.updateSchedule": {
    body:
      "The call shape: updateSchedule(providerId, schedule) takes the schedule with its id, which names the path (PUT /securityproviders/{securityProviderId}/schedules/{scheduleId}), as the promise client's does; the description's ScheduleModelInput leaves the id out"
  },
  "Snowflake.getSnowflakeReaderAccount": {
    result:
      "The description's snowflakeReaderAccountStatus enum has only AVAILABLE, but the account is CREATING until it is available (the promise client's SnowflakeReaderAccountStatus enum: CREATING, AVAILABLE): the field takes both"
  }
}
