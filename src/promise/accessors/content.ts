/**
 * Accessors of the content areas: indexes, fields, catalogs, clusters,
 * crawling modules, extensions and the schema service, named as the promise
 * client names them.
 *
 * @module
 */
import * as CatalogConfigurations from "../../Platform/Commerce/CatalogConfigurations.ts"
import * as Catalogs from "../../Platform/Commerce/Catalogs.ts"
import * as ClusterAgents from "../../Platform/Indexes/ClusterAgents.ts"
import * as ClusterNodes from "../../Platform/Indexes/ClusterNodes.ts"
import * as Clusters from "../../Platform/Indexes/Clusters.ts"
import * as IndexDocuments from "../../Platform/Indexes/IndexDocuments.ts"
import * as Indexes from "../../Platform/Indexes/Indexes.ts"
import * as CrawlingModules from "../../Platform/Sources/CrawlingModules.ts"
import * as Extensions from "../../Platform/Sources/Extensions.ts"
import * as Fields from "../../Platform/Sources/Fields.ts"
import * as SchemaService from "../../Platform/Sources/SchemaService.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module, nested accessors], for the content areas. */
export const contentAccessors = {
  index: [Indexes, { documents: [IndexDocuments] }],
  field: [Fields],
  catalog: [Catalogs],
  catalogConfiguration: [CatalogConfigurations],
  cluster: [Clusters, { nodes: [ClusterNodes], agents: [ClusterAgents] }],
  crawlingModule: [CrawlingModules],
  extension: [Extensions],
  schemaService: [SchemaService]
} as const satisfies Readonly<Record<string, Node>>
