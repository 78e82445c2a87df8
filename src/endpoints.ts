/**
 * Every declared call of the library, for tools that work from the
 * declarations (the emulator, tests). Importing this module loads every area;
 * it reads the Effect modules themselves, never the promise layer.
 *
 * @module
 */
import { generatedAreaModules } from "./generatedAreas.ts"
import * as Auth from "./Http/Auth.ts"
import { endpointOf } from "./Http/Endpoint.ts"
import type { EndpointDef } from "./Http/PlatformClient.ts"
import * as Activities from "./Platform/Activity/Activities.ts"
import * as AnalyticsProperties from "./Platform/AnalyticsAdmin/Properties.ts"
import * as ApiKeys from "./Platform/Authorization/ApiKeys.ts"
import * as ApiKeyTemplates from "./Platform/Authorization/ApiKeyTemplates.ts"
import * as GlobalGroups from "./Platform/Authorization/GlobalGroups.ts"
import * as GroupInvites from "./Platform/Authorization/GroupInvites.ts"
import * as GroupMembers from "./Platform/Authorization/GroupMembers.ts"
import * as GroupRealms from "./Platform/Authorization/GroupRealms.ts"
import * as Groups from "./Platform/Authorization/Groups.ts"
import * as Invites from "./Platform/Authorization/Invites.ts"
import * as OrganizationAccess from "./Platform/Authorization/OrganizationAccess.ts"
import * as OrganizationMembers from "./Platform/Authorization/OrganizationMembers.ts"
import * as PrivilegeEvaluator from "./Platform/Authorization/PrivilegeEvaluator.ts"
import * as Saml from "./Platform/Authorization/Saml.ts"
import * as Users from "./Platform/Authorization/Users.ts"
import * as CatalogConfigurations from "./Platform/Commerce/CatalogConfigurations.ts"
import * as CatalogContent from "./Platform/Commerce/CatalogContent.ts"
import * as Catalogs from "./Platform/Commerce/Catalogs.ts"
import * as ProductListingConfigurations from "./Platform/Commerce/ProductListingConfigurations.ts"
import * as ProductListings from "./Platform/Commerce/ProductListings.ts"
import * as Products from "./Platform/Commerce/Products.ts"
import * as Common from "./Platform/Common.ts"
import * as Aws from "./Platform/Indexes/Aws.ts"
import * as ClusterAgents from "./Platform/Indexes/ClusterAgents.ts"
import * as ClusterNodes from "./Platform/Indexes/ClusterNodes.ts"
import * as Clusters from "./Platform/Indexes/Clusters.ts"
import * as IndexDocuments from "./Platform/Indexes/IndexDocuments.ts"
import * as Indexes from "./Platform/Indexes/Indexes.ts"
import * as CaseAssists from "./Platform/Interfaces/CaseAssists.ts"
import * as HostedPages from "./Platform/Interfaces/HostedPages.ts"
import * as InAppWidgets from "./Platform/Interfaces/InAppWidgets.ts"
import * as InsightConfigs from "./Platform/Interfaces/InsightConfigs.ts"
import * as InsightPanelInterfaces from "./Platform/Interfaces/InsightPanelInterfaces.ts"
import * as IpxInterfaces from "./Platform/Interfaces/IpxInterfaces.ts"
import * as NextGenSearchPages from "./Platform/Interfaces/NextGenSearchPages.ts"
import * as SearchInterfaces from "./Platform/Interfaces/SearchInterfaces.ts"
import * as SearchPages from "./Platform/Interfaces/SearchPages.ts"
import * as MachineLearning from "./Platform/MachineLearning/MachineLearning.ts"
import * as MachineLearningAdvancedConfig from "./Platform/MachineLearning/MachineLearningAdvancedConfig.ts"
import * as MachineLearningCaseClassificationConfig from "./Platform/MachineLearning/MachineLearningCaseClassificationConfig.ts"
import * as MachineLearningDneConfig from "./Platform/MachineLearning/MachineLearningDneConfig.ts"
import * as MachineLearningEngineModels from "./Platform/MachineLearning/MachineLearningEngineModels.ts"
import * as MachineLearningIaprConfig from "./Platform/MachineLearning/MachineLearningIaprConfig.ts"
import * as MachineLearningModelAssociations from "./Platform/MachineLearning/MachineLearningModelAssociations.ts"
import * as MachineLearningModelDetailedInfo from "./Platform/MachineLearning/MachineLearningModelDetailedInfo.ts"
import * as MachineLearningModelListing from "./Platform/MachineLearning/MachineLearningModelListing.ts"
import * as MachineLearningModels from "./Platform/MachineLearning/MachineLearningModels.ts"
import * as MachineLearningPqsConfig from "./Platform/MachineLearning/MachineLearningPqsConfig.ts"
import * as MachineLearningRgaConfig from "./Platform/MachineLearning/MachineLearningRgaConfig.ts"
import * as MachineLearningSemanticEncoderConfig from "./Platform/MachineLearning/MachineLearningSemanticEncoderConfig.ts"
import * as MachineLearningSmartSnippetsConfig from "./Platform/MachineLearning/MachineLearningSmartSnippetsConfig.ts"
import * as MachineLearningUserActionHistoryConfig from "./Platform/MachineLearning/MachineLearningUserActionHistoryConfig.ts"
import * as Links from "./Platform/Migration/Links.ts"
import * as ResourceSnapshots from "./Platform/Migration/ResourceSnapshots.ts"
import * as Vaults from "./Platform/Migration/Vaults.ts"
import * as GlobalOrganizations from "./Platform/Organization/GlobalOrganizations.ts"
import * as GlobalRegions from "./Platform/Organization/GlobalRegions.ts"
import * as License from "./Platform/Organization/License.ts"
import * as Limits from "./Platform/Organization/Limits.ts"
import * as Organizations from "./Platform/Organization/Organizations.ts"
import * as Subscriptions from "./Platform/Organization/Subscriptions.ts"
import * as Projects from "./Platform/Projects/Projects.ts"
import * as Resources from "./Platform/Projects/Resources.ts"
import * as ModifierTemplates from "./Platform/Search/ModifierTemplates.ts"
import * as PipelineCommon from "./Platform/Search/PipelineCommon.ts"
import * as PipelineConditions from "./Platform/Search/PipelineConditions.ts"
import * as PipelineFacetStateRules from "./Platform/Search/PipelineFacetStateRules.ts"
import * as PipelineMl from "./Platform/Search/PipelineMl.ts"
import * as PipelineMlAssociations from "./Platform/Search/PipelineMlAssociations.ts"
import * as PipelineResultRankings from "./Platform/Search/PipelineResultRankings.ts"
import * as Pipelines from "./Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "./Platform/Search/PipelineStatementGroups.ts"
import * as PipelineStatements from "./Platform/Search/PipelineStatements.ts"
import * as Search from "./Platform/Search/Search.ts"
import * as SearchAnalysis from "./Platform/Search/SearchAnalysis.ts"
import * as CrawlingModules from "./Platform/Sources/CrawlingModules.ts"
import * as Extensions from "./Platform/Sources/Extensions.ts"
import * as Fields from "./Platform/Sources/Fields.ts"
import * as LogRequests from "./Platform/Sources/LogRequests.ts"
import * as Logs from "./Platform/Sources/Logs.ts"
import * as PushApi from "./Platform/Sources/PushApi.ts"
import * as SchemaService from "./Platform/Sources/SchemaService.ts"
import * as SecurityCache from "./Platform/Sources/SecurityCache.ts"
import * as SourceDatasets from "./Platform/Sources/SourceDatasets.ts"
import * as SourceFeedback from "./Platform/Sources/SourceFeedback.ts"
import * as SourceFields from "./Platform/Sources/SourceFields.ts"
import * as SourceMappings from "./Platform/Sources/SourceMappings.ts"
import * as SourceMetadata from "./Platform/Sources/SourceMetadata.ts"
import * as Sources from "./Platform/Sources/Sources.ts"
import * as LicenseMetrics from "./Platform/UsageMetrics/LicenseMetrics.ts"
import * as RawMetrics from "./Platform/UsageMetrics/RawMetrics.ts"
import * as SearchHubs from "./Platform/UsageMetrics/SearchHubs.ts"
import * as Tableau from "./Platform/UsageMetrics/Tableau.ts"
import * as UaAdministration from "./UsageAnalytics/Administration.ts"
import * as UaDataHealth from "./UsageAnalytics/DataHealth.ts"
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
  Activities,
  AnalyticsProperties,
  ApiKeys,
  ApiKeyTemplates,
  Aws,
  CaseAssists,
  CatalogConfigurations,
  CatalogContent,
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
  HostedPages,
  InAppWidgets,
  IndexDocuments,
  Indexes,
  InsightConfigs,
  InsightPanelInterfaces,
  Invites,
  IpxInterfaces,
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
  MachineLearningIaprConfig,
  MachineLearningModelAssociations,
  MachineLearningModelDetailedInfo,
  MachineLearningModelListing,
  MachineLearningModels,
  MachineLearningPqsConfig,
  MachineLearningRgaConfig,
  MachineLearningSemanticEncoderConfig,
  MachineLearningSmartSnippetsConfig,
  MachineLearningUserActionHistoryConfig,
  ModifierTemplates,
  NextGenSearchPages,
  OrganizationAccess,
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
  ProductListingConfigurations,
  ProductListings,
  Products,
  PrivilegeEvaluator,
  Projects,
  PushApi,
  RawMetrics,
  ResourceSnapshots,
  Resources,
  Saml,
  SchemaService,
  Search,
  SearchAnalysis,
  SearchHubs,
  SearchInterfaces,
  SearchPages,
  SecurityCache,
  SourceDatasets,
  SourceFeedback,
  SourceFields,
  SourceMappings,
  SourceMetadata,
  Sources,
  Subscriptions,
  Tableau,
  Users,
  Vaults,
  UaAdministration,
  UaDataHealth,
  UaDataShare,
  UaDimensions,
  UaExports,
  UaFilters,
  UaReports,
  UaSnowflake,
  UaStatistics,
  UaReadService,
  UaUsers,
  ...generatedAreaModules
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
