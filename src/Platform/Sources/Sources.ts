/**
 * Sources: `/rest/organizations/{org}/sources`. Sub-areas live in sibling
 * modules: `SourceFields`, `SourceMappings`, `SourceMetadata`, `SourceDatasets`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Source from "../../Schema/Models/Source.ts"
import { ActivityOperation, SortingOrder, SourceOperationalStatus, SourceSortingType } from "../../Schema/Sources.ts"
import type { ValueModel } from "../Common.ts"

const ListBase = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  filter: Schema.optional(Schema.String),
  sortingOrder: Schema.optional(SortingOrder),
  sortingType: Schema.optional(SourceSortingType),
  writeAccessOnly: Schema.optional(Schema.Boolean)
})

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListSourcesParams = ListBase.mapFields((fields) => ({
  ...fields,
  filterHostType: Schema.optional(Schema.Literals(["CLOUD", "CRAWLING_MODULE", "PUSH"])),
  filterLastOperationResultType: Schema.optional(Schema.Literals(["SUCCESS", "ERROR", "ABORT"])),
  filterLastOperationType: Schema.optional(Schema.Literals(["INCREMENTAL_REFRESH", "FULL_REFRESH", "REBUILD"])),
  filterStatusType: Schema.optional(
    Schema.Literals(["CREATING", "REFRESHING", "PAUSED", "PAUSED_ON_ERROR", "IDLE", "ERROR"])
  ),
  stringFilterType: Schema.optional(Schema.Literals(["WILDCARD", "EXACTMATCH"]))
}))
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListSourcesParams = typeof ListSourcesParams.Type

/**
 * Query of {@link listOperationalStatus}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListOperationalStatusSourcesParams = ListBase.mapFields((fields) => ({
  ...fields,
  sourceOperationalStatus: Schema.optional(SourceOperationalStatus)
}))
/**
 * Options of {@link listOperationalStatus}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListOperationalStatusSourcesParams = typeof ListOperationalStatusSourcesParams.Type

/**
 * Query of the create and update calls.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateSourceOptions = Schema.Struct({
  rebuild: Schema.optional(Schema.Boolean),
  updateSecurityProviders: Schema.optional(Schema.Boolean)
})
/**
 * Options of the create and update calls.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateSourceOptions = typeof CreateSourceOptions.Type

const DuplicateQuery = Schema.Struct({
  newSourceName: Schema.String,
  logicalIndexId: Schema.optional(Schema.String)
})
const DedicatedQuery = Schema.Struct({ enabled: Schema.optional(Schema.Boolean) })
const PushRefreshQuery = Schema.Struct({ activityOperation: ActivityOperation })
const AbortQuery = Schema.Struct({ activityId: Schema.String })

/**
 * The information block of a source: its status, last and next operations, and counters.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceInformation = Source.SourceInformation

/**
 * A source, as the platform answers it: the Source API's `SourceModel` or one of its variants
 * (`Web2SourceModel`, `PushSourceModel`, …), whose own fields a check such as `"urls" in source` reaches.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceModel = Source.Operations["GET /rest/organizations/{organizationId}/sources/{sourceId}"]["response"]

/**
 * A source to create or update: the `SourceModel` or one of its variants.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateSourceModel = Source.Operations["POST /rest/organizations/{organizationId}/sources"]["body"]

/**
 * The light form of a source.
 *
 * @since 0.1.0
 * @category models
 */
export type LightSourceModel = Source.LightSourceModel

/**
 * A source's raw configuration, as the platform answers it.
 *
 * @since 0.1.0
 * @category models
 */
export type RawSourceConfig = Source.RawSourceConfig

/**
 * A source's raw configuration to send: without the id the platform assigns.
 *
 * @since 0.1.0
 * @category models
 */
export type RawSourceConfigInput = Source.RawSourceConfigInput

/**
 * A refresh or rebuild schedule.
 *
 * @since 0.1.0
 * @category models
 */
export type ScheduleModel = Source.ScheduleModel

/**
 * A schedule to create or replace: without the id the platform assigns.
 *
 * @since 0.1.0
 * @category models
 */
export type ScheduleModelInput = Source.ScheduleModelInput

/**
 * A page of sources.
 *
 * @since 0.1.0
 * @category models
 */
export type SourcePage = Source.GetSourcesOutArgs

const byId = (sourceId: string) => ({ path: { sourceId } })

/**
 * Creates a source; answers the source (described in full; at least its `id`).
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Sources.create", "/rest/organizations/{org}/sources", json<SourceModel>(),
  (source: CreateSourceModel, options?: CreateSourceOptions) => ({ body: source, query: options }), {
  query: encoded(CreateSourceOptions)
})

/**
 * Creates a source from its raw configuration; answers the source (described in full; at least its `id`).
 *
 * @since 0.1.0
 * @category calls
 */
export const createFromRaw = post("Sources.createFromRaw", "/rest/organizations/{org}/sources/raw", json<SourceModel>(),
  (rawSourceConfig: RawSourceConfigInput, options?: CreateSourceOptions) => ({ body: rawSourceConfig, query: options }),
  {
    query: encoded(CreateSourceOptions)
  })

/**
 * Lists a page of sources.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Sources.list", "/rest/organizations/{org}/sources/pages", json<SourcePage>(),
  (params?: ListSourcesParams) => ({ query: params }), { query: encoded(ListSourcesParams) })

/**
 * Lists a page of sources filtered by operational status.
 *
 * @since 0.1.0
 * @category calls
 */
export const listOperationalStatus = get("Sources.listOperationalStatus",
  "/rest/organizations/{org}/sources/sourceoperationalstatus", json<SourcePage>(),
  (params?: ListOperationalStatusSourcesParams) => ({ query: params }), {
  query: encoded(ListOperationalStatusSourcesParams)
})

/**
 * Query of {@link getDefaultDocumentConfiguration}: which default (`DEFAULT` when left out, or `PUSH`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DefaultDocumentConfigurationParams = Schema.Struct({
  defaultDocumentConfigurationType: Schema.optional(Schema.Literals(["DEFAULT", "PUSH"]))
})
/**
 * Options of {@link getDefaultDocumentConfiguration}.
 *
 * @since 0.1.0
 * @category models
 */
export type DefaultDocumentConfigurationParams = typeof DefaultDocumentConfigurationParams.Type

/**
 * How a source's documents are processed: conversions, parameters and the index they go to.
 *
 * @since 0.1.0
 * @category models
 */
export type DocumentConfig = Source.DocumentConfig

/**
 * Gets the document configuration a new source starts with.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDefaultDocumentConfiguration = get("Sources.getDefaultDocumentConfiguration",
  "/rest/organizations/{org}/sources/document/configuration/default", json<DocumentConfig>(),
  (params?: DefaultDocumentConfigurationParams) => ({ query: params }), {
  query: encoded(DefaultDocumentConfigurationParams)
})

/**
 * Gets a source.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Sources.get", "/rest/organizations/{org}/sources/{sourceId}", json<SourceModel>(), byId)

/**
 * Gets the light form of a source.
 *
 * @since 0.1.0
 * @category calls
 */
export const getLightSource = get("Sources.getLightSource", "/rest/organizations/{org}/sources/{sourceId}/light",
  json<LightSourceModel>(), byId)

/**
 * Gets a source's raw configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const getRawSource = get("Sources.getRawSource", "/rest/organizations/{org}/sources/{sourceId}/raw",
  json<RawSourceConfig>(), byId)

/**
 * Lists the item types a source produced.
 *
 * @since 0.1.0
 * @category calls
 */
export const listSourceItemTypes = get("Sources.listSourceItemTypes",
  "/rest/organizations/{org}/sources/{sourceId}/itemTypes", json<ReadonlyArray<string>>(), byId)

/**
 * Tells whether a source runs on dedicated crawlers.
 *
 * @since 0.1.0
 * @category calls
 */
export const isDedicated = get("Sources.isDedicated", "/rest/organizations/{org}/sources/{sourceId}/dedicated",
  json<ValueModel<boolean>>(), byId)

/**
 * Updates a source; answers the source (described in full; at least its `id`).
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "Sources.update",
  "/rest/organizations/{org}/sources/{sourceId}",
  json<SourceModel>(),
  (sourceId: string, source: CreateSourceModel, options?: CreateSourceOptions) => ({
    path: { sourceId },
    body: source,
    query: options
  }),
  { query: encoded(CreateSourceOptions) }
)

/**
 * Updates a source's raw configuration; answers the source (described in full; at least its `id`).
 *
 * @since 0.1.0
 * @category calls
 */
export const updateRawSource = put(
  "Sources.updateRawSource",
  "/rest/organizations/{org}/sources/{sourceId}/raw",
  json<SourceModel>(),
  (sourceId: string, platformSourceConfig: RawSourceConfigInput, options?: CreateSourceOptions) => ({
    path: { sourceId },
    body: platformSourceConfig,
    query: options
  }),
  { query: encoded(CreateSourceOptions) }
)

/**
 * Moves a source to or from dedicated crawlers.
 *
 * @since 0.1.0
 * @category calls
 */
export const setDedicated = put("Sources.setDedicated", "/rest/organizations/{org}/sources/{sourceId}/dedicated", empty,
  (sourceId: string, enabled?: boolean) => ({ path: { sourceId }, query: { enabled } }), {
  query: encoded(DedicatedQuery)
})

/**
 * Deletes a source.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Sources.delete", "/rest/organizations/{org}/sources/{sourceId}", empty, byId)

/**
 * Applies pending changes to a source.
 *
 * @since 0.1.0
 * @category calls
 */
export const applyChanges = post("Sources.applyChanges", "/rest/organizations/{org}/sources/{sourceId}/applyChanges",
  empty, byId)

/**
 * Asks the crawler to dump its state.
 *
 * @since 0.1.0
 * @category calls
 */
export const dumpRefresh = post("Sources.dumpRefresh", "/rest/organizations/{org}/sources/{sourceId}/dump",
  json<ValueModel<boolean>>(), byId)

/**
 * Duplicates a source under a new name, optionally into another logical index.
 *
 * @since 0.1.0
 * @category calls
 */
export const duplicate = post(
  "Sources.duplicate",
  "/rest/organizations/{org}/sources/{sourceId}/duplicate",
  json<SourceModel>(),
  (sourceId: string, newSourceName: string, logicalIndexId?: string) => ({
    path: { sourceId },
    query: { newSourceName, logicalIndexId }
  }),
  { query: encoded(DuplicateQuery) }
)

/**
 * Drops the crawler's cached configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const evictCachedCrawlerConfig = post("Sources.evictCachedCrawlerConfig",
  "/rest/organizations/{org}/sources/{sourceId}/evictCachedCrawlerConfig", empty, byId)

/**
 * Starts a full refresh.
 *
 * @since 0.1.0
 * @category calls
 */
export const fullRefresh = post("Sources.fullRefresh", "/rest/organizations/{org}/sources/{sourceId}/fullRefresh",
  json<SourceModel>(), byId)

/**
 * Starts an incremental refresh.
 *
 * @since 0.1.0
 * @category calls
 */
export const incrementalRefresh = post("Sources.incrementalRefresh",
  "/rest/organizations/{org}/sources/{sourceId}/incrementalRefresh", json<SourceModel>(), byId)

/**
 * Pauses the refresh in progress.
 *
 * @since 0.1.0
 * @category calls
 */
export const pauseRefresh = post("Sources.pauseRefresh", "/rest/organizations/{org}/sources/{sourceId}/pauseRefresh",
  json<SourceModel>(), byId)

/**
 * Resumes a paused refresh.
 *
 * @since 0.1.0
 * @category calls
 */
export const resumeRefresh = post("Sources.resumeRefresh", "/rest/organizations/{org}/sources/{sourceId}/resumeRefresh",
  json<SourceModel>(), byId)

/**
 * Starts a refresh.
 *
 * @since 0.1.0
 * @category calls
 */
export const startRefresh = post("Sources.startRefresh", "/rest/organizations/{org}/sources/{sourceId}/startRefresh",
  json<SourceModel>(), byId)

/**
 * Stops the refresh in progress.
 *
 * @since 0.1.0
 * @category calls
 */
export const stopRefresh = post("Sources.stopRefresh", "/rest/organizations/{org}/sources/{sourceId}/stopRefresh",
  json<SourceModel>(), byId)

/**
 * Rebuilds a source.
 *
 * @since 0.1.0
 * @category calls
 */
export const rebuild = post("Sources.rebuild", "/rest/organizations/{org}/sources/{sourceId}/rebuild",
  json<SourceModel>(), byId)

/**
 * Retries the creation of a source that failed to be created.
 *
 * @since 0.1.0
 * @category calls
 */
export const retryCreation = post("Sources.retryCreation", "/rest/organizations/{org}/sources/{sourceId}/retryCreation",
  json<SourceModel>(), byId)

/**
 * Sets the refresh status of a push source through an activity operation.
 *
 * @since 0.1.0
 * @category calls
 */
export const setPushRefreshStatus = post("Sources.setPushRefreshStatus",
  "/rest/organizations/{org}/sources/{sourceId}/pushRefresh", empty,
  (sourceId: string, activityOperation: ActivityOperation) => ({ path: { sourceId }, query: { activityOperation } }), {
  query: encoded(PushRefreshQuery)
})

/**
 * Aborts the task of an activity.
 *
 * @since 0.1.0
 * @category calls
 */
export const abortTaskForActivity = post("Sources.abortTaskForActivity",
  "/rest/organizations/{org}/sources/{sourceId}/tasks/abort", empty,
  (sourceId: string, activityId: string) => ({ path: { sourceId }, query: { activityId } }), {
  query: encoded(AbortQuery)
})

/**
 * Lists a source's schedules.
 *
 * @since 0.1.0
 * @category calls
 */
export const listSchedules = get("Sources.listSchedules", "/rest/organizations/{org}/sources/{sourceId}/schedules",
  json<ReadonlyArray<ScheduleModel>>(), byId)

/**
 * Creates a schedule.
 *
 * @since 0.1.0
 * @category calls
 */
export const createSchedule = post("Sources.createSchedule", "/rest/organizations/{org}/sources/{sourceId}/schedules",
  json<ScheduleModel>(),
  (sourceId: string, sourceSchedule: ScheduleModelInput) => ({ path: { sourceId }, body: sourceSchedule }))

/**
 * Replaces a schedule.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateSchedule = put(
  "Sources.updateSchedule",
  "/rest/organizations/{org}/sources/{sourceId}/schedules/{scheduleId}",
  json<ScheduleModel>(),
  (sourceId: string, scheduleId: string, sourceSchedule: ScheduleModelInput) => ({
    path: { sourceId, scheduleId },
    body: sourceSchedule
  })
)

/**
 * Deletes a schedule.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteSchedule = del("Sources.deleteSchedule",
  "/rest/organizations/{org}/sources/{sourceId}/schedules/{scheduleId}", empty,
  (sourceId: string, scheduleId: string) => ({ path: { sourceId, scheduleId } }))

/**
 * Every source, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (params: Omit<ListSourcesParams, "page"> = {}, options?: { readonly concurrency?: number }) =>
  pagedStream((page) => list({ ...params, page }), (p) => p.sourceModels, options)

/**
 * Every source of the operational status asked for, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listOperationalStatusAll = (
  params: Omit<ListOperationalStatusSourcesParams, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => listOperationalStatus({ ...params, page }), (p) => p.sourceModels, paging)

export {
  /**
   * Deletes a source.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a source.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Sources.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { SortingOrder, SourceSortingType }

// The operations of this area that are declared from the descriptions.
export * from "./Sources.generated.ts"
