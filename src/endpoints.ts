/**
 * Every declared call of the library, for tools that work from the
 * declarations (the emulator, tests). Importing this module loads every area;
 * it reads the Effect modules themselves, never the promise layer.
 *
 * @module
 */
import * as Auth from "./Http/Auth.ts"
import { endpointOf } from "./Http/Endpoint.ts"
import type { EndpointDef } from "./Http/PlatformClient.ts"
import * as ApiKeys from "./Platform/ApiKeys.ts"
import * as CaseAssists from "./Platform/CaseAssists.ts"
import * as CatalogConfigurations from "./Platform/CatalogConfigurations.ts"
import * as Catalogs from "./Platform/Catalogs.ts"
import * as ClusterAgents from "./Platform/ClusterAgents.ts"
import * as ClusterNodes from "./Platform/ClusterNodes.ts"
import * as Clusters from "./Platform/Clusters.ts"
import * as Common from "./Platform/Common.ts"
import * as CrawlingModules from "./Platform/CrawlingModules.ts"
import * as Extensions from "./Platform/Extensions.ts"
import * as Fields from "./Platform/Fields.ts"
import * as GlobalGroups from "./Platform/GlobalGroups.ts"
import * as GlobalOrganizations from "./Platform/GlobalOrganizations.ts"
import * as GlobalRegions from "./Platform/GlobalRegions.ts"
import * as GroupInvites from "./Platform/GroupInvites.ts"
import * as GroupMembers from "./Platform/GroupMembers.ts"
import * as GroupRealms from "./Platform/GroupRealms.ts"
import * as Groups from "./Platform/Groups.ts"
import * as InAppWidgets from "./Platform/InAppWidgets.ts"
import * as Indexes from "./Platform/Indexes.ts"
import * as InsightConfigs from "./Platform/InsightConfigs.ts"
import * as License from "./Platform/License.ts"
import * as LicenseMetrics from "./Platform/LicenseMetrics.ts"
import * as Limits from "./Platform/Limits.ts"
import * as Links from "./Platform/Links.ts"
import * as LogRequests from "./Platform/LogRequests.ts"
import * as Logs from "./Platform/Logs.ts"
import * as MachineLearning from "./Platform/MachineLearning.ts"
import * as MachineLearningAdvancedConfig from "./Platform/MachineLearningAdvancedConfig.ts"
import * as MachineLearningCaseClassificationConfig from "./Platform/MachineLearningCaseClassificationConfig.ts"
import * as MachineLearningDneConfig from "./Platform/MachineLearningDneConfig.ts"
import * as MachineLearningEngineModels from "./Platform/MachineLearningEngineModels.ts"
import * as MachineLearningModels from "./Platform/MachineLearningModels.ts"
import * as MachineLearningPqsConfig from "./Platform/MachineLearningPqsConfig.ts"
import * as MachineLearningSmartSnippetsConfig from "./Platform/MachineLearningSmartSnippetsConfig.ts"
import * as MachineLearningUserActionHistoryConfig from "./Platform/MachineLearningUserActionHistoryConfig.ts"
import * as ModifierTemplates from "./Platform/ModifierTemplates.ts"
import * as OrganizationMembers from "./Platform/OrganizationMembers.ts"
import * as Organizations from "./Platform/Organizations.ts"
import * as PipelineCommon from "./Platform/PipelineCommon.ts"
import * as PipelineConditions from "./Platform/PipelineConditions.ts"
import * as PipelineFacetStateRules from "./Platform/PipelineFacetStateRules.ts"
import * as PipelineMl from "./Platform/PipelineMl.ts"
import * as PipelineMlAssociations from "./Platform/PipelineMlAssociations.ts"
import * as PipelineResultRankings from "./Platform/PipelineResultRankings.ts"
import * as Pipelines from "./Platform/Pipelines.ts"
import * as PipelineStatementGroups from "./Platform/PipelineStatementGroups.ts"
import * as PipelineStatements from "./Platform/PipelineStatements.ts"
import * as PrivilegeEvaluator from "./Platform/PrivilegeEvaluator.ts"
import * as PushApi from "./Platform/PushApi.ts"
import * as RawMetrics from "./Platform/RawMetrics.ts"
import * as ResourceSnapshots from "./Platform/ResourceSnapshots.ts"
import * as Saml from "./Platform/Saml.ts"
import * as SchemaService from "./Platform/SchemaService.ts"
import * as Search from "./Platform/Search.ts"
import * as SearchHubs from "./Platform/SearchHubs.ts"
import * as SearchInterfaces from "./Platform/SearchInterfaces.ts"
import * as SearchPages from "./Platform/SearchPages.ts"
import * as SecurityCache from "./Platform/SecurityCache.ts"
import * as SourceDatasets from "./Platform/SourceDatasets.ts"
import * as SourceFields from "./Platform/SourceFields.ts"
import * as SourceMappings from "./Platform/SourceMappings.ts"
import * as SourceMetadata from "./Platform/SourceMetadata.ts"
import * as Sources from "./Platform/Sources.ts"
import * as Subscriptions from "./Platform/Subscriptions.ts"
import * as Tableau from "./Platform/Tableau.ts"
import * as Users from "./Platform/Users.ts"
import * as Vaults from "./Platform/Vaults.ts"
import * as UaAdministration from "./UsageAnalytics/Administration.ts"
import * as UaDataShare from "./UsageAnalytics/DataShare.ts"
import * as UaDimensions from "./UsageAnalytics/Dimensions.ts"
import * as UaExports from "./UsageAnalytics/Exports.ts"
import * as UaFilters from "./UsageAnalytics/Filters.ts"
import * as UaReports from "./UsageAnalytics/Reports.ts"
import * as UaSnowflake from "./UsageAnalytics/Snowflake.ts"
import * as UaStatistics from "./UsageAnalytics/Statistics.ts"
import * as UaReadService from "./UsageAnalytics/UaReadService.ts"
import * as UaUsers from "./UsageAnalytics/UaUsers.ts"

/** Every area module, Platform and usage analytics. */
export const areaModules: ReadonlyArray<object> = [
  ApiKeys,
  CaseAssists,
  CatalogConfigurations,
  Catalogs,
  ClusterAgents,
  ClusterNodes,
  Clusters,
  Common,
  CrawlingModules,
  Extensions,
  Fields,
  GlobalGroups,
  GlobalOrganizations,
  GlobalRegions,
  GroupInvites,
  GroupMembers,
  GroupRealms,
  Groups,
  InAppWidgets,
  Indexes,
  InsightConfigs,
  License,
  LicenseMetrics,
  Limits,
  Links,
  LogRequests,
  Logs,
  MachineLearning,
  MachineLearningAdvancedConfig,
  MachineLearningCaseClassificationConfig,
  MachineLearningDneConfig,
  MachineLearningEngineModels,
  MachineLearningModels,
  MachineLearningPqsConfig,
  MachineLearningSmartSnippetsConfig,
  MachineLearningUserActionHistoryConfig,
  ModifierTemplates,
  OrganizationMembers,
  Organizations,
  PipelineCommon,
  PipelineConditions,
  PipelineFacetStateRules,
  PipelineMl,
  PipelineMlAssociations,
  PipelineResultRankings,
  PipelineStatementGroups,
  PipelineStatements,
  Pipelines,
  PrivilegeEvaluator,
  PushApi,
  RawMetrics,
  ResourceSnapshots,
  Saml,
  SchemaService,
  Search,
  SearchHubs,
  SearchInterfaces,
  SearchPages,
  SecurityCache,
  SourceDatasets,
  SourceFields,
  SourceMappings,
  SourceMetadata,
  Sources,
  Subscriptions,
  Tableau,
  Users,
  Vaults,
  UaAdministration,
  UaDataShare,
  UaDimensions,
  UaExports,
  UaFilters,
  UaReports,
  UaSnowflake,
  UaStatistics,
  UaReadService,
  UaUsers
]

/** The declarations of every call, each once. */
export const allEndpoints: ReadonlyArray<EndpointDef> = (() => {
  const found = new Map<string, EndpointDef>()
  for (const module of [Auth, ...areaModules]) {
    for (const value of Object.values(module)) {
      const def = endpointOf(value)
      if (def !== undefined) found.set(`${def.name} ${def.method} ${def.path}`, def)
    }
  }
  return [...found.values()]
})()
