import * as CatalogConfigurations from "../../src/Platform/Commerce/CatalogConfigurations.ts"
import * as Catalogs from "../../src/Platform/Commerce/Catalogs.ts"
import * as ClusterAgents from "../../src/Platform/Indexes/ClusterAgents.ts"
import * as ClusterNodes from "../../src/Platform/Indexes/ClusterNodes.ts"
import * as Clusters from "../../src/Platform/Indexes/Clusters.ts"
import * as Indexes from "../../src/Platform/Indexes/Indexes.ts"
import * as CrawlingModules from "../../src/Platform/Sources/CrawlingModules.ts"
import * as Extensions from "../../src/Platform/Sources/Extensions.ts"
import * as Fields from "../../src/Platform/Sources/Fields.ts"
import * as SchemaService from "../../src/Platform/Sources/SchemaService.ts"
import { withFields } from "../../src/Schema/Raw.ts"
import { wireSuite } from "../support/wire.ts"

const org = "/rest/organizations/my-org"
const noContent = { status: 204 } as const

// ---------------------------------------------------------------- indexes
const indexes = `${org}/indexes`
const index = { id: "idx 1", name: "Main", type: "COVEO", status: { online: true, internalStatus: "ONLINE" } }
const rawConfig = { physicalIndex: { name: "p" }, ranking: { titleMult: 2 } }
const backupsPage = { items: [{ backupId: "b1", indexId: "idx-1", creationDate: 1 }], totalEntries: 1, totalPages: 1 }

wireSuite("platform/indexes", [
  { name: "Indexes.list", call: Indexes.list(), method: "GET", path: indexes, reply: { body: [index] } },
  {
    name: "Indexes.create",
    call: Indexes.create(),
    method: "POST",
    path: indexes,
    reply: { status: 201, body: { id: "idx-2" } }
  },
  {
    name: "Indexes.create",
    call: Indexes.create({ copyFromId: "idx-1", online: false }),
    method: "POST",
    path: indexes,
    body: { copyFromId: "idx-1", online: false },
    reply: { body: { id: "idx-2" } }
  },
  {
    name: "Indexes.get",
    call: Indexes.get("idx 1"),
    method: "GET",
    path: `${indexes}/idx%201`,
    reply: { body: index }
  },
  {
    name: "Indexes.delete",
    call: Indexes.delete("idx-1"),
    method: "DELETE",
    path: `${indexes}/idx-1`,
    reply: noContent
  },
  {
    name: "Indexes.backup",
    call: Indexes.backup("idx-1"),
    method: "POST",
    path: `${indexes}/idx-1/backup`,
    reply: { body: { id: "b9" } }
  },
  {
    name: "Indexes.forceCommit",
    call: Indexes.forceCommit("idx-1"),
    method: "POST",
    path: `${indexes}/idx-1/commit`,
    reply: noContent
  },
  {
    name: "Indexes.resize",
    call: Indexes.resize("idx-1", 250),
    method: "POST",
    path: `${indexes}/idx-1/resize`,
    body: { sizeInGibibytes: 250 },
    reply: noContent
  },
  {
    name: "Indexes.restore",
    call: Indexes.restore("idx-1", "b 1"),
    method: "POST",
    path: `${indexes}/idx-1/restore`,
    query: "backupId=b%201",
    reply: noContent
  },
  {
    name: "Indexes.readOnly",
    call: Indexes.readOnly("idx-1", true),
    method: "PUT",
    path: `${indexes}/idx-1/readonly`,
    query: "isReadOnly=true",
    reply: noContent
  },
  {
    name: "Indexes.readOnly",
    call: Indexes.readOnly("idx-1", false),
    method: "PUT",
    path: `${indexes}/idx-1/readonly`,
    query: "isReadOnly=false",
    reply: noContent
  },
  {
    name: "Indexes.isOnline",
    call: Indexes.isOnline("idx-1", false),
    method: "PUT",
    path: `${indexes}/idx-1/online`,
    query: "isOnline=false",
    reply: noContent
  },
  {
    name: "Indexes.stats",
    call: Indexes.stats("idx-1"),
    method: "GET",
    path: `${indexes}/idx-1/stats`,
    reply: { body: { documentCount: 10, remainingDiskSpace: 99 } }
  },
  {
    name: "Indexes.getJson",
    call: Indexes.getJson("idx-1"),
    method: "GET",
    path: `${indexes}/idx-1/configuration`,
    reply: { body: rawConfig }
  },
  {
    name: "Indexes.editJson",
    call: Indexes.editJson("idx-1", rawConfig),
    method: "PUT",
    path: `${indexes}/idx-1/configuration`,
    body: rawConfig,
    reply: noContent
  },
  {
    name: "Indexes.editJsonAll",
    call: Indexes.editJsonAll(rawConfig),
    method: "PUT",
    path: `${indexes}/raw`,
    body: rawConfig,
    reply: noContent
  },
  {
    name: "Indexes.getBackups",
    call: Indexes.getBackups(),
    method: "GET",
    path: `${org}/indexbackups/page`,
    reply: { body: backupsPage }
  },
  {
    name: "Indexes.getBackups",
    call: Indexes.getBackups({
      page: 2,
      perPage: 10,
      backupId: "b1",
      from: 1000,
      indexId: "idx-1",
      order: "DESC",
      sortBy: "creationDate",
      to: 2000
    }),
    method: "GET",
    path: `${org}/indexbackups/page`,
    query: "page=2&perPage=10&backupId=b1&from=1000&indexId=idx-1&order=DESC&sortBy=creationDate&to=2000",
    reply: { body: backupsPage }
  },
  {
    // The platform and the promise client take sort orders in lower case too.
    name: "Indexes.getBackups",
    call: Indexes.getBackups({ order: "desc" }),
    method: "GET",
    path: `${org}/indexbackups/page`,
    query: "order=desc",
    reply: { body: backupsPage }
  }
], [Indexes])

// ---------------------------------------------------------------- fields
const fields = `${org}/indexes/fields`
const field: Fields.FieldModel = { name: "author", type: "STRING", facet: true }
const fieldPage = { items: [field], totalEntries: 1, totalPages: 1 }

wireSuite("platform/fields", [
  { name: "Fields.create", call: Fields.create(field), method: "POST", path: fields, body: field, reply: noContent },
  { name: "Fields.get", call: Fields.get("author"), method: "GET", path: `${fields}/author`, reply: { body: field } },
  {
    name: "Fields.update",
    call: Fields.update("author", field),
    method: "PUT",
    path: `${fields}/author`,
    body: field,
    reply: noContent
  },
  {
    name: "Fields.delete",
    call: Fields.delete("author"),
    method: "DELETE",
    path: `${fields}/author`,
    reply: noContent
  },
  {
    name: "Fields.createFields",
    call: Fields.createFields([field, { name: "size", type: "LONG" }]),
    method: "POST",
    path: `${fields}/batch/create`,
    body: [field, { name: "size", type: "LONG" }],
    reply: noContent
  },
  {
    name: "Fields.deleteFields",
    call: Fields.deleteFields(["author", "size", "my field"]),
    method: "DELETE",
    path: `${fields}/batch/delete`,
    query: "fields=author&fields=size&fields=my%20field",
    reply: noContent
  },
  {
    name: "Fields.updateFields",
    call: Fields.updateFields([field]),
    method: "PUT",
    path: `${fields}/batch/update`,
    body: [field],
    reply: noContent
  },
  {
    name: "Fields.synchronize",
    call: Fields.synchronize(),
    method: "POST",
    path: `${fields}/synchronize`,
    reply: noContent
  },
  {
    name: "Fields.list",
    call: Fields.list(),
    method: "GET",
    path: `${org}/indexes/page/fields`,
    reply: { body: fieldPage }
  },
  {
    name: "Fields.list",
    call: Fields.list({
      page: 0,
      perPage: 100,
      facetsOnly: true,
      filter: "auth",
      order: "ASC",
      origin: "USER",
      sortBy: "name",
      type: "STRING"
    }),
    method: "GET",
    path: `${org}/indexes/page/fields`,
    query: "page=0&perPage=100&facetsOnly=true&filter=auth&order=ASC&origin=USER&sortBy=name&type=STRING",
    reply: { body: fieldPage }
  },
  {
    name: "Fields.search",
    call: Fields.search(),
    method: "POST",
    path: `${fields}/search`,
    reply: { body: fieldPage }
  },
  {
    name: "Fields.search",
    call: Fields.search({
      page: 1,
      perPage: 50,
      filters: { name: "auth", origin: "USER", type: "STRING", facet: "TRUE_ONLY" },
      order: "ASC",
      sortBy: "name"
    }),
    method: "POST",
    path: `${fields}/search`,
    body: {
      page: 1,
      perPage: 50,
      filters: { name: "auth", origin: "USER", type: "STRING", facet: "TRUE_ONLY" },
      order: "ASC",
      sortBy: "name"
    },
    reply: { body: fieldPage }
  }
], [Fields])

// ---------------------------------------------------------------- catalogs
const catalogs = `${org}/catalogs`
const configuration = { id: "cfg-1", name: "Config", product: { idField: "permanentid", objectType: "Product" } }
const catalog = { id: "cat-1", name: "Store", sourceId: "src-1", catalogConfigurationId: "cfg-1" }
const { id: _catalogId, ...newCatalog } = catalog
const catalogPage = { items: [catalog], totalEntries: 1, totalPages: 1 }
const cached = { lastUpdated: 1, nextUpdate: 2 }

wireSuite("platform/catalogs", [
  { name: "Catalogs.list", call: Catalogs.list(), method: "GET", path: catalogs, reply: { body: catalogPage } },
  {
    name: "Catalogs.list",
    call: Catalogs.list({
      filter: "store",
      page: 1,
      pageSize: 20,
      catalogIds: ["cat-1", "cat-2"],
      sourceIds: ["src-1"],
      enrichWithFields: true
    }),
    method: "GET",
    path: catalogs,
    query: "filter=store&page=1&pageSize=20&catalogIds=cat-1&catalogIds=cat-2&sourceIds=src-1&enrichWithFields=true",
    reply: { body: catalogPage }
  },
  {
    name: "Catalogs.create",
    call: Catalogs.create(newCatalog),
    method: "POST",
    path: catalogs,
    body: newCatalog,
    reply: { status: 201, body: catalog }
  },
  {
    name: "Catalogs.get",
    call: Catalogs.get("cat-1"),
    method: "GET",
    path: `${catalogs}/cat-1`,
    reply: { body: catalog }
  },
  {
    name: "Catalogs.update",
    call: Catalogs.update(catalog),
    method: "PUT",
    path: `${catalogs}/cat-1`,
    body: catalog,
    reply: { body: catalog }
  },
  {
    name: "Catalogs.delete",
    call: Catalogs.delete("cat-1"),
    method: "DELETE",
    path: `${catalogs}/cat-1`,
    reply: noContent
  },
  {
    name: "Catalogs.getFields",
    call: Catalogs.getFields("cat-1"),
    method: "GET",
    path: `${catalogs}/cat-1/fields`,
    reply: { body: { ...cached, item: { productFields: ["a"], variantFields: [], availabilityFields: [] } } }
  },
  {
    name: "Catalogs.getFields",
    call: Catalogs.getFields("cat-1", { bypassCache: true }),
    method: "GET",
    path: `${catalogs}/cat-1/fields`,
    query: "bypassCache=true",
    reply: { body: { ...cached, item: { productFields: [], variantFields: [], availabilityFields: [] } } }
  },
  {
    name: "Catalogs.getFieldsSuggestions",
    call: Catalogs.getFieldsSuggestions({ sourceNames: ["Products"], productObjectType: "Product" }),
    method: "POST",
    path: `${catalogs}/fieldsSuggestions`,
    body: { sourceNames: ["Products"], productObjectType: "Product" },
    reply: { body: { fields: [{ name: "ec_name", examples: ["Shoe"] }] } }
  },
  {
    name: "Catalogs.getFieldStats",
    call: Catalogs.getFieldStats("cat-1", { forceRefresh: false }),
    method: "GET",
    path: `${catalogs}/cat-1/fieldStats`,
    query: "forceRefresh=false",
    reply: { body: { ...cached, fieldStats: [] } }
  },
  {
    name: "Catalogs.getFieldStats",
    call: Catalogs.getFieldStats("cat-1"),
    method: "GET",
    path: `${catalogs}/cat-1/fieldStats`,
    reply: { body: { ...cached, fieldStats: [] } }
  }
], [Catalogs])

// ---------------------------------------------------------------- catalog configurations
const configurations = `${org}/catalogconfigurations`
const { id: _configurationId, ...newConfiguration } = configuration

wireSuite("platform/catalogconfigurations", [
  {
    name: "CatalogConfigurations.list",
    call: CatalogConfigurations.list(),
    method: "GET",
    path: configurations,
    reply: { body: { items: [configuration], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "CatalogConfigurations.list",
    call: CatalogConfigurations.list({
      page: 0,
      pageSize: 5,
      catalogIds: ["cat-1"],
      sourceIds: ["s1", "s2"],
      enrichWithFields: false
    }),
    method: "GET",
    path: configurations,
    query: "page=0&pageSize=5&catalogIds=cat-1&sourceIds=s1&sourceIds=s2&enrichWithFields=false",
    reply: { body: { items: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "CatalogConfigurations.create",
    call: CatalogConfigurations.create(newConfiguration),
    method: "POST",
    path: configurations,
    body: newConfiguration,
    reply: { status: 201, body: configuration }
  },
  {
    name: "CatalogConfigurations.get",
    call: CatalogConfigurations.get("cfg-1"),
    method: "GET",
    path: `${configurations}/cfg-1`,
    reply: { body: configuration }
  },
  {
    name: "CatalogConfigurations.update",
    call: CatalogConfigurations.update(configuration),
    method: "PUT",
    path: `${configurations}/cfg-1`,
    body: configuration,
    reply: { body: configuration }
  },
  {
    name: "CatalogConfigurations.delete",
    call: CatalogConfigurations.delete("cfg-1"),
    method: "DELETE",
    path: `${configurations}/cfg-1`,
    reply: noContent
  }
], [CatalogConfigurations])

// ---------------------------------------------------------------- clusters, nodes, agents
const clusters = `${org}/clusters`
const cluster = { id: "c1", liveCluster: true }
const upgradeData = { componentName: "indexer", version: "8.1" }
const upgrades = [{ name: "indexer", platform: "linux", version: "8.1" }]

wireSuite("platform/clusters", [
  { name: "Clusters.list", call: Clusters.list(), method: "GET", path: clusters, reply: { body: [cluster] } },
  { name: "Clusters.live", call: Clusters.live(), method: "GET", path: `${clusters}/live`, reply: { body: cluster } },
  {
    name: "Clusters.status",
    call: Clusters.status("c1"),
    method: "GET",
    path: `${clusters}/c1/status`,
    reply: { body: { status: "HEALTHY", ongoing: false, resources: [{ id: "r", status: "COMPLETED" }] } }
  },
  {
    name: "Clusters.synchronize",
    call: Clusters.synchronize("c1"),
    method: "POST",
    path: `${clusters}/c1/synchronize`,
    reply: noContent
  },
  {
    name: "ClusterNodes.list",
    call: ClusterNodes.list("c1"),
    method: "GET",
    path: `${clusters}/c1/nodes`,
    reply: { body: [{ id: "n1" }] }
  },
  {
    name: "ClusterNodes.listUpgrades",
    call: ClusterNodes.listUpgrades("c1", "n1"),
    method: "GET",
    path: `${clusters}/c1/nodes/n1/upgrades`,
    reply: { body: upgrades }
  },
  {
    name: "ClusterNodes.start",
    call: ClusterNodes.start("c1", "n1"),
    method: "POST",
    path: `${clusters}/c1/nodes/n1/start`,
    reply: noContent
  },
  {
    name: "ClusterNodes.stop",
    call: ClusterNodes.stop("c1", "n1"),
    method: "POST",
    path: `${clusters}/c1/nodes/n1/stop`,
    reply: noContent
  },
  {
    name: "ClusterNodes.dump",
    call: ClusterNodes.dump("c1", "n1"),
    method: "POST",
    path: `${clusters}/c1/nodes/n1/dumps`,
    reply: noContent
  },
  {
    name: "ClusterNodes.upgrade",
    call: ClusterNodes.upgrade("c1", "n1", upgradeData),
    method: "PUT",
    path: `${clusters}/c1/nodes/n1/upgrade`,
    body: upgradeData,
    reply: { body: upgrades }
  },
  {
    name: "ClusterAgents.list",
    call: ClusterAgents.list("c1"),
    method: "GET",
    path: `${clusters}/c1/agents`,
    reply: { body: [{ id: "a1" }] }
  },
  // The delegate the promise client keeps on the cluster itself sends the same request.
  {
    name: "ClusterAgents.list",
    call: Clusters.listAgents("c 1"),
    method: "GET",
    path: `${clusters}/c%201/agents`,
    reply: { body: [] }
  },
  {
    name: "ClusterAgents.upgrade",
    call: ClusterAgents.upgrade("c1", "a1", upgradeData),
    method: "PUT",
    path: `${clusters}/c1/agents/a1/upgrade`,
    body: upgradeData,
    reply: { body: upgrades }
  }
], [Clusters, ClusterNodes, ClusterAgents])

// ---------------------------------------------------------------- crawling modules
const crawlingModules = `${org}/crawlingmodule`
const logRequests = `${org}/crawlingmodules/cm%201/logrequests`
const logRequest = { id: "lr 1", logType: "WORKER", instanceId: "i1", operationId: "op1", state: "CREATED" }
const logRequestPage = { items: [logRequest], totalEntries: 1, totalPages: 1 }

wireSuite("platform/crawlingmodule", [
  {
    name: "CrawlingModules.list",
    call: CrawlingModules.list(),
    method: "GET",
    path: crawlingModules,
    reply: { body: [{ id: "cm1", name: "On-prem" }] }
  },
  {
    name: "CrawlingModules.getUpdateStatus",
    call: CrawlingModules.getUpdateStatus("cm1"),
    method: "GET",
    path: `${crawlingModules}/cm1/update`,
    reply: { body: { updateAvailable: true, updateCategory: "CRITICAL" } }
  },
  {
    name: "CrawlingModules.getMaestroVersions",
    call: CrawlingModules.getMaestroVersions(),
    method: "GET",
    path: `${crawlingModules}/versions/latest`,
    reply: { body: { maestroVersion: "1.2.3" } }
  },
  {
    name: "CrawlingModules.getMaestroVersions",
    call: CrawlingModules.getMaestroVersions({ crawlingModuleVersion: "1.0.0" }),
    method: "GET",
    path: `${crawlingModules}/versions/latest`,
    query: "crawlingModuleVersion=1.0.0",
    reply: { body: { maestroVersion: "1.2.3" } }
  },
  {
    name: "CrawlingModules.listDatabaseVersions",
    call: CrawlingModules.listDatabaseVersions(),
    method: "GET",
    path: `${crawlingModules}/versions/database`,
    reply: { body: ["14"] }
  },
  {
    name: "CrawlingModules.listWorkerVersions",
    call: CrawlingModules.listWorkerVersions(),
    method: "GET",
    path: `${crawlingModules}/versions/worker`,
    reply: { body: ["2.0"] }
  },
  {
    name: "CrawlingModules.listSecurityWorkerVersions",
    call: CrawlingModules.listSecurityWorkerVersions(),
    method: "GET",
    path: `${crawlingModules}/versions/securityWorker`,
    reply: { body: ["3.0"] }
  },
  {
    name: "CrawlingModules.reportDeployment",
    call: CrawlingModules.reportDeployment("cm 1", { name: "On-prem", versions: { maestroVersion: "1.2.3" } }),
    method: "PUT",
    path: `${crawlingModules}/cm%201`,
    body: { name: "On-prem", versions: { maestroVersion: "1.2.3" } },
    reply: { body: { id: "cm 1", name: "On-prem" } }
  },
  {
    name: "CrawlingModules.removeDeployment",
    call: CrawlingModules.removeDeployment("cm 1"),
    method: "DELETE",
    path: `${crawlingModules}/cm%201`,
    reply: noContent
  },
  {
    name: "CrawlingModules.getLogRequests",
    call: CrawlingModules.getLogRequests("cm 1", "CREATED"),
    method: "GET",
    path: `${logRequests}`,
    query: "state=CREATED",
    reply: { body: logRequestPage }
  },
  {
    // The platform's paging, which the promise client 60.4 does not send.
    name: "CrawlingModules.getLogRequests",
    call: CrawlingModules.getLogRequests("cm 1", undefined, { page: 2, pageSize: 5 }),
    method: "GET",
    path: `${logRequests}`,
    query: "page=2&pageSize=5",
    reply: { body: logRequestPage }
  },
  {
    name: "CrawlingModules.createLogRequest",
    call: CrawlingModules.createLogRequest("cm 1", { logType: "WORKER", instanceId: "i1", operationId: "op1" }),
    method: "POST",
    path: `${logRequests}`,
    body: { logType: "WORKER", instanceId: "i1", operationId: "op1" },
    reply: { body: logRequest }
  },
  {
    name: "CrawlingModules.getLogRequestDownload",
    call: CrawlingModules.getLogRequestDownload("cm 1", "lr 1"),
    method: "GET",
    path: `${logRequests}/lr%201/download`,
    reply: { body: { state: "SUCCESSFUL", url: "https://example.com/logs.zip" } }
  }
], [CrawlingModules])

// ---------------------------------------------------------------- extensions
const extensions = `${org}/extensions`
const extension = {
  name: "Tagger",
  content: "print('x')",
  language: "PYTHON3",
  requiredDataStreams: ["BODY_TEXT"]
} as const

wireSuite("platform/extensions", [
  {
    name: "Extensions.list",
    call: Extensions.list(),
    method: "GET",
    path: extensions,
    reply: { body: [{ ...extension, id: "e1", enabled: true }] }
  },
  {
    name: "Extensions.create",
    call: Extensions.create(extension),
    method: "POST",
    path: extensions,
    body: extension,
    reply: { status: 201, body: { ...extension, id: "e1", enabled: true } }
  },
  {
    name: "Extensions.get",
    call: Extensions.get("e1"),
    method: "GET",
    path: `${extensions}/e1`,
    reply: { body: { ...extension, id: "e1", enabled: true } }
  },
  {
    name: "Extensions.update",
    call: Extensions.update("e1", extension),
    method: "PUT",
    path: `${extensions}/e1`,
    body: extension,
    reply: { body: { ...extension, id: "e1", enabled: true } }
  },
  {
    name: "Extensions.delete",
    call: Extensions.delete("e1"),
    method: "DELETE",
    path: `${extensions}/e1`,
    reply: noContent
  },
  {
    name: "Extensions.enable",
    call: Extensions.enable("e1"),
    method: "POST",
    path: `${extensions}/e1/enable`,
    reply: noContent
  },
  {
    name: "Extensions.disable",
    call: Extensions.disable("e1", "too slow"),
    method: "POST",
    path: `${extensions}/e1/disable`,
    body: { reason: "too slow" },
    reply: noContent
  },
  {
    name: "Extensions.disable",
    call: Extensions.disable("e1"),
    method: "POST",
    path: `${extensions}/e1/disable`,
    reply: noContent
  },
  {
    name: "Extensions.listVersions",
    call: Extensions.listVersions("e1"),
    method: "GET",
    path: `${extensions}/e1/versions`,
    reply: { body: [{ id: "v 1", lastModified: 1700000000000 }] }
  },
  {
    name: "Extensions.getVersion",
    call: Extensions.getVersion("e1", "v 1"),
    method: "GET",
    path: `${extensions}/e1/versions/v%201`,
    reply: { body: { ...extension, id: "e1", enabled: true } }
  },
  {
    name: "Extensions.validateCode",
    call: Extensions.validateCode({ code: "print(", language: "PYTHON3" }),
    method: "POST",
    path: `${extensions}/test/compile`,
    body: { code: "print(", language: "PYTHON3" },
    reply: { body: { successful: false, error: { line: 1, offset: 6, message: "unexpected EOF" } } }
  }
], [Extensions])

// ---------------------------------------------------------------- schema service
const schema = `${org}/schema/sources`
const schemaSource = { name: "SNOW", sourceType: "SERVICENOW", objectsToGetConfiguration: "{\"objects\":[]}" } as const
const connection = { instanceUrl: "https://acme.service-now.com", username: "bot", passwordGuid: "pw-1" }
const connectionQuery = "instanceUrl=https%3A%2F%2Facme.service-now.com&username=bot&passwordGuid=pw-1"
// The promise client's generic form (objects with name and fields), which the description's GenericObject
// (ObjectName, Fields) does not declare.
const objectsToGet = withFields<SchemaService.ObjectsToGet>({}, {
  objects: [{ name: "incident", fields: [{ name: "number" }] }]
})

wireSuite("platform/schema", [
  {
    name: "SchemaService.create",
    call: SchemaService.create(schemaSource),
    method: "POST",
    path: schema,
    body: schemaSource,
    reply: { body: { id: "s1" } }
  },
  {
    name: "SchemaService.create",
    call: SchemaService.create(schemaSource, { rebuild: true, updateSecurityProviders: false }),
    method: "POST",
    path: schema,
    query: "rebuild=true&updateSecurityProviders=false",
    body: schemaSource,
    reply: { body: { id: "s1" } }
  },
  {
    name: "SchemaService.get",
    call: SchemaService.get("s1"),
    method: "GET",
    path: `${schema}/s1`,
    reply: { body: { id: "s1", objectsToGet } }
  },
  {
    name: "SchemaService.update",
    call: SchemaService.update("s1", schemaSource, { rebuild: false }),
    method: "PUT",
    path: `${schema}/s1`,
    query: "rebuild=false",
    body: schemaSource,
    reply: { body: { id: "s1" } }
  },
  {
    name: "SchemaService.delete",
    call: SchemaService.delete("s1"),
    method: "DELETE",
    path: `${schema}/s1`,
    reply: noContent
  },
  {
    name: "SchemaService.getEntities",
    call: SchemaService.getEntities("SERVICENOW", {
      ...connection,
      offset: 0,
      limit: 50,
      query: "inc",
      entityIds: "a,b"
    }),
    method: "GET",
    path: `${schema}/SERVICENOW/entities`,
    query: `${connectionQuery}&offset=0&limit=50&query=inc&entityIds=a%2Cb`,
    reply: { body: { entities: { incident: { id: "incident", displayName: "Incident" } }, entitiesCount: 1 } }
  },
  {
    name: "SchemaService.getEntity",
    call: SchemaService.getEntity("SERVICENOW", "incident", { ...connection, filter: "active=true" }),
    method: "GET",
    path: `${schema}/SERVICENOW/entities/incident`,
    query: `${connectionQuery}&filter=active%3Dtrue`,
    reply: { body: { id: "incident", displayName: "Incident", recordCount: 3 } }
  },
  {
    name: "SchemaService.getFields",
    call: SchemaService.getFields("SERVICENOW", "incident", connection),
    method: "GET",
    path: `${schema}/SERVICENOW/entities/incident/fields`,
    query: connectionQuery,
    reply: { body: { fields: { number: { id: "number", displayName: "Number", type: "STRING" } }, fieldsCount: 1 } }
  },
  {
    name: "SchemaService.translateToSpecificObjectsToGet",
    call: SchemaService.translateToSpecificObjectsToGet("SERVICENOW", objectsToGet),
    method: "POST",
    path: `${schema}/SERVICENOW/translate/specific`,
    body: objectsToGet,
    reply: { body: { tables: ["incident"] } }
  },
  {
    name: "SchemaService.translateToSpecificObjectsToGetWithFields",
    call: SchemaService.translateToSpecificObjectsToGetWithFields("SERVICENOW", objectsToGet, connection),
    method: "POST",
    path: `${schema}/SERVICENOW/translate/specificWithFields`,
    query: connectionQuery,
    body: objectsToGet,
    reply: { body: { tables: ["incident"] } }
  },
  {
    name: "SchemaService.translateToGenericObjectsToGet",
    call: SchemaService.translateToGenericObjectsToGet("SERVICENOW", { tables: ["incident"] }),
    method: "POST",
    path: `${schema}/SERVICENOW/translate/generic`,
    body: { tables: ["incident"] },
    reply: { body: objectsToGet }
  },
  {
    name: "SchemaService.getDefaultObjectsToGet",
    call: SchemaService.getDefaultObjectsToGet("SERVICENOW"),
    method: "GET",
    path: `${schema}/SERVICENOW/defaultObjectsToGet`,
    reply: { body: objectsToGet }
  },
  {
    name: "SchemaService.validateSlackToken",
    call: SchemaService.validateSlackToken("xoxb-123-abc"),
    method: "POST",
    path: `${schema}/SLACK/validateToken`,
    query: "accessToken=xoxb-123-abc",
    reply: { body: { valid: true, workspace: "acme" } }
  }
], [SchemaService])
