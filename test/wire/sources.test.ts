import * as SourceDatasets from "../../src/Platform/Sources/SourceDatasets.ts"
import * as SourceFields from "../../src/Platform/Sources/SourceFields.ts"
import * as SourceMappings from "../../src/Platform/Sources/SourceMappings.ts"
import * as SourceMetadata from "../../src/Platform/Sources/SourceMetadata.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import { withFields } from "../../src/Schema/Raw.ts"
import { type WireCase, wireSuite } from "../support/wire.ts"

const base = "/rest/organizations/my-org/sources"
const source = { name: "Docs", sourceType: "PUSH" } as const
const page = { sourceModels: [{ id: "s1" }], totalEntries: 1, totalPages: 1 }
const schedule = { enabled: true, refreshType: "FULL_REFRESH" } as const
const documentConfig = { parameters: { key: "value" }, preConversions: [], postConversions: [] }

const action = (name: keyof typeof Sources & string, suffix: string, reply = { body: { id: "s1" } }): WireCase => ({
  name: `Sources.${name}`,
  call: (Sources[name] as (id: string) => WireCase["call"])("s1"),
  method: "POST",
  path: `${base}/s1/${suffix}`,
  reply
})

wireSuite("platform/sources", [
  {
    name: "Sources.create",
    call: Sources.create(source),
    method: "POST",
    path: base,
    body: source,
    reply: { status: 201, body: { id: "s1" } }
  },
  {
    name: "Sources.create",
    call: Sources.create(source, { rebuild: true, updateSecurityProviders: false }),
    method: "POST",
    path: base,
    query: "rebuild=true&updateSecurityProviders=false",
    body: source,
    reply: { body: { id: "s1" } }
  },
  {
    name: "Sources.createFromRaw",
    call: Sources.createFromRaw({ sourceType: "WEB2" }, { rebuild: false }),
    method: "POST",
    path: `${base}/raw`,
    query: "rebuild=false",
    body: { sourceType: "WEB2" },
    reply: { body: { id: "s2" } }
  },
  { name: "Sources.list", call: Sources.list(), method: "GET", path: `${base}/pages`, reply: { body: page } },
  {
    name: "Sources.list",
    call: Sources.list({
      page: 0,
      perPage: 20,
      filter: "docs and more",
      sortingOrder: "ASC",
      sortingType: "NAME",
      writeAccessOnly: false,
      filterHostType: "PUSH",
      filterLastOperationResultType: "ERROR",
      filterLastOperationType: "REBUILD",
      filterStatusType: "IDLE",
      stringFilterType: "EXACTMATCH"
    }),
    method: "GET",
    path: `${base}/pages`,
    query:
      "page=0&perPage=20&filter=docs%20and%20more&sortingOrder=ASC&sortingType=NAME&writeAccessOnly=false&filterHostType=PUSH&filterLastOperationResultType=ERROR&filterLastOperationType=REBUILD&filterStatusType=IDLE&stringFilterType=EXACTMATCH",
    reply: { body: page }
  },
  {
    name: "Sources.listOperationalStatus",
    call: Sources.listOperationalStatus({ sourceOperationalStatus: "PAUSED", perPage: 5 }),
    method: "GET",
    path: `${base}/sourceoperationalstatus`,
    query: "perPage=5&sourceOperationalStatus=PAUSED",
    reply: { body: page }
  },
  {
    name: "Sources.get",
    call: Sources.get("s1"),
    method: "GET",
    path: `${base}/s1`,
    reply: { body: { id: "s1", name: "Docs" } }
  },
  {
    name: "Sources.getDefaultDocumentConfiguration",
    call: Sources.getDefaultDocumentConfiguration(),
    method: "GET",
    path: `${base}/document/configuration/default`,
    reply: { body: documentConfig }
  },
  {
    name: "Sources.getDefaultDocumentConfiguration",
    call: Sources.getDefaultDocumentConfiguration({ defaultDocumentConfigurationType: "PUSH" }),
    method: "GET",
    path: `${base}/document/configuration/default`,
    query: "defaultDocumentConfigurationType=PUSH",
    reply: { body: documentConfig }
  },
  {
    name: "Sources.getLightSource",
    call: Sources.getLightSource("s1"),
    method: "GET",
    path: `${base}/s1/light`,
    reply: { body: { id: "s1" } }
  },
  {
    name: "Sources.getRawSource",
    call: Sources.getRawSource("s1"),
    method: "GET",
    path: `${base}/s1/raw`,
    reply: { body: { raw: 1 } }
  },
  {
    name: "Sources.listSourceItemTypes",
    call: Sources.listSourceItemTypes("s1"),
    method: "GET",
    path: `${base}/s1/itemTypes`,
    reply: { body: ["Page"] }
  },
  {
    name: "Sources.isDedicated",
    call: Sources.isDedicated("s1"),
    method: "GET",
    path: `${base}/s1/dedicated`,
    reply: { body: { value: true } }
  },
  {
    name: "Sources.update",
    call: Sources.update("s1", source, { rebuild: true }),
    method: "PUT",
    path: `${base}/s1`,
    query: "rebuild=true",
    body: source,
    reply: { body: { id: "s1" } }
  },
  {
    name: "Sources.updateRawSource",
    call: Sources.updateRawSource("s1", withFields<Sources.RawSourceConfigInput>({}, { x: 1 })),
    method: "PUT",
    path: `${base}/s1/raw`,
    body: { x: 1 },
    reply: { body: { id: "s1" } }
  },
  {
    name: "Sources.setDedicated",
    call: Sources.setDedicated("s1", true),
    method: "PUT",
    path: `${base}/s1/dedicated`,
    query: "enabled=true",
    reply: { status: 204 }
  },
  {
    name: "Sources.setDedicated",
    call: Sources.setDedicated("s1"),
    method: "PUT",
    path: `${base}/s1/dedicated`,
    reply: { status: 204 }
  },
  { name: "Sources.delete", call: Sources.delete("s1"), method: "DELETE", path: `${base}/s1`, reply: { status: 204 } },
  action("applyChanges", "applyChanges", { status: 204 } as never),
  action("dumpRefresh", "dump", { body: { value: true } } as never),
  {
    name: "Sources.duplicate",
    call: Sources.duplicate("s1", "Docs copy", "idx-2"),
    method: "POST",
    path: `${base}/s1/duplicate`,
    query: "newSourceName=Docs%20copy&logicalIndexId=idx-2",
    reply: { body: { id: "s3" } }
  },
  {
    name: "Sources.duplicate",
    call: Sources.duplicate("s1", "Copy"),
    method: "POST",
    path: `${base}/s1/duplicate`,
    query: "newSourceName=Copy",
    reply: { body: { id: "s3" } }
  },
  action("evictCachedCrawlerConfig", "evictCachedCrawlerConfig", { status: 204 } as never),
  action("fullRefresh", "fullRefresh"),
  action("incrementalRefresh", "incrementalRefresh"),
  action("pauseRefresh", "pauseRefresh"),
  action("resumeRefresh", "resumeRefresh"),
  action("startRefresh", "startRefresh"),
  action("stopRefresh", "stopRefresh"),
  action("rebuild", "rebuild"),
  action("retryCreation", "retryCreation"),
  {
    name: "Sources.setPushRefreshStatus",
    call: Sources.setPushRefreshStatus("s1", "REBUILD"),
    method: "POST",
    path: `${base}/s1/pushRefresh`,
    query: "activityOperation=REBUILD",
    reply: { status: 204 }
  },
  {
    name: "Sources.abortTaskForActivity",
    call: Sources.abortTaskForActivity("s1", "act-9"),
    method: "POST",
    path: `${base}/s1/tasks/abort`,
    query: "activityId=act-9",
    reply: { status: 204 }
  },
  {
    name: "Sources.listSchedules",
    call: Sources.listSchedules("s1"),
    method: "GET",
    path: `${base}/s1/schedules`,
    reply: { body: [schedule] }
  },
  {
    name: "Sources.createSchedule",
    call: Sources.createSchedule("s1", schedule),
    method: "POST",
    path: `${base}/s1/schedules`,
    body: schedule,
    reply: { status: 201, body: { ...schedule, id: "sc1" } }
  },
  {
    name: "Sources.updateSchedule",
    call: Sources.updateSchedule("s1", "sc1", schedule),
    method: "PUT",
    path: `${base}/s1/schedules/sc1`,
    body: schedule,
    reply: { body: schedule }
  },
  {
    name: "Sources.deleteSchedule",
    call: Sources.deleteSchedule("s1", "sc1"),
    method: "DELETE",
    path: `${base}/s1/schedules/sc1`,
    reply: { status: 204 }
  },
  {
    name: "SourceFields.list",
    call: SourceFields.list({
      page: 1,
      perPage: 10,
      facetsOnly: true,
      origin: "USER",
      type: "STRING",
      includeMappings: false
    }),
    method: "GET",
    path: `${base}/page/fields`,
    query: "page=1&perPage=10&facetsOnly=true&origin=USER&type=STRING&includeMappings=false",
    reply: { body: { items: [], totalEntries: 0, totalPages: 0 } }
  },
  {
    name: "SourceFields.get",
    call: SourceFields.get("f1"),
    method: "GET",
    path: `${base}/fields/f1`,
    query: "includeMappings=true",
    reply: { body: { name: "f1" } }
  },
  {
    name: "SourceFields.get",
    call: SourceFields.get("f1", false),
    method: "GET",
    path: `${base}/fields/f1`,
    query: "includeMappings=false",
    reply: { body: { name: "f1" } }
  },
  {
    name: "SourceFields.create",
    call: SourceFields.create({ name: "f1", type: "LONG" }),
    method: "POST",
    path: `${base}/fields`,
    body: { name: "f1", type: "LONG" },
    reply: { status: 204 }
  },
  {
    name: "SourceFields.update",
    call: SourceFields.update("f1", { name: "f1" }),
    method: "PUT",
    path: `${base}/fields/f1`,
    body: { name: "f1" },
    reply: { status: 204 }
  },
  {
    name: "SourceMappings.get",
    call: SourceMappings.get("s1"),
    method: "GET",
    path: `${base}/s1/mappings`,
    reply: { body: { common: { rules: [] } } }
  },
  {
    name: "SourceMappings.update",
    call: SourceMappings.update("s1", { common: { rules: [] } }),
    method: "PUT",
    path: `${base}/s1/mappings`,
    query: "rebuild=false",
    body: { common: { rules: [] } },
    reply: { status: 204 }
  },
  {
    name: "SourceMappings.update",
    call: SourceMappings.update("s1", { common: { rules: [] } }, true),
    method: "PUT",
    path: `${base}/s1/mappings`,
    query: "rebuild=true",
    body: { common: { rules: [] } },
    reply: { status: 204 }
  },
  {
    name: "SourceMetadata.generateReport",
    call: SourceMetadata.generateReport("s1"),
    method: "POST",
    path: `${base}/s1/metadata`,
    reply: { status: 204 }
  },
  {
    name: "SourceMetadata.getReport",
    call: SourceMetadata.getReport("s1", { page: 0, perPage: 50, order: "DESC", sortBy: "count" }),
    method: "GET",
    path: `${base}/s1/metadata`,
    query: "page=0&perPage=50&order=DESC&sortBy=count",
    reply: { body: { items: [] } }
  },
  {
    name: "SourceMetadata.getReportStatus",
    call: SourceMetadata.getReportStatus("s1"),
    method: "GET",
    path: `${base}/s1/metadata/status`,
    reply: { body: { reportGenerationInProgress: false, reportAvailable: true, sampleAvailable: true } }
  },
  {
    name: "SourceDatasets.list",
    call: SourceDatasets.list(),
    method: "GET",
    path: `${base}/datasets`,
    reply: { body: [{ name: "WEB", note: "", hasStaticContent: true }] }
  },
  {
    name: "SourceDatasets.import",
    call: SourceDatasets.import("WEB"),
    method: "PUT",
    path: `${base}/datasets/import`,
    query: "datasetName=WEB&withContent=true",
    reply: { body: JSON.stringify("req-1") },
    result: "req-1"
  },
  {
    name: "SourceDatasets.import",
    call: SourceDatasets.import("ecommerce", false),
    method: "PUT",
    path: `${base}/datasets/import`,
    query: "datasetName=ecommerce&withContent=false",
    reply: { body: JSON.stringify("req-1") },
    result: "req-1"
  },
  {
    name: "SourceDatasets.progress",
    call: SourceDatasets.progress("req-1"),
    method: "GET",
    path: `${base}/datasets/import/progress`,
    query: "requestId=req-1",
    reply: { body: { requestId: "req-1", status: "PENDING" } }
  }
], [Sources, SourceFields, SourceMappings, SourceMetadata, SourceDatasets])
