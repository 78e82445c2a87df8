/**
 * Accessors of the content areas: indexes, fields, catalogs, clusters,
 * crawling modules, extensions and the schema service, named as the promise
 * client names them.
 *
 * @module
 */
import * as CatalogConfigurations from "../../Platform/CatalogConfigurations.js";
import * as Catalogs from "../../Platform/Catalogs.js";
import * as ClusterAgents from "../../Platform/ClusterAgents.js";
import * as ClusterNodes from "../../Platform/ClusterNodes.js";
import * as Clusters from "../../Platform/Clusters.js";
import * as CrawlingModules from "../../Platform/CrawlingModules.js";
import * as Extensions from "../../Platform/Extensions.js";
import * as Fields from "../../Platform/Fields.js";
import * as Indexes from "../../Platform/Indexes.js";
import * as SchemaService from "../../Platform/SchemaService.js";
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
};
