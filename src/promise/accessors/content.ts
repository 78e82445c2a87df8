/**
 * Accessors of the content areas: indexes, fields, catalogs, clusters,
 * crawling modules, extensions and the schema service, named as the promise
 * client names them.
 *
 * @module
 */
import * as CatalogConfigurations from "../../Platform/CatalogConfigurations.ts"
import * as Catalogs from "../../Platform/Catalogs.ts"
import * as ClusterAgents from "../../Platform/ClusterAgents.ts"
import * as ClusterNodes from "../../Platform/ClusterNodes.ts"
import * as Clusters from "../../Platform/Clusters.ts"
import * as CrawlingModules from "../../Platform/CrawlingModules.ts"
import * as Extensions from "../../Platform/Extensions.ts"
import * as Fields from "../../Platform/Fields.ts"
import * as Indexes from "../../Platform/Indexes.ts"
import * as SchemaService from "../../Platform/SchemaService.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module, nested accessors], for the content areas. */
export const contentAccessors = {
  index: [Indexes],
  field: [Fields],
  catalog: [Catalogs],
  catalogConfiguration: [CatalogConfigurations],
  cluster: [Clusters, { nodes: [ClusterNodes], agents: [ClusterAgents] }],
  crawlingModule: [CrawlingModules],
  extension: [Extensions],
  schemaService: [SchemaService]
} as const satisfies Readonly<Record<string, Node>>
