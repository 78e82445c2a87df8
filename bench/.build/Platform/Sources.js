/**
 * Sources: `/rest/organizations/{org}/sources`. Sub-areas live in sibling
 * modules: `SourceFields`, `SourceMappings`, `SourceMetadata`, `SourceDatasets`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { ActivityOperation, SourceOperationalStatus } from "../Schema/Sources.js";
const base = "/rest/organizations/{org}/sources";
/** Sort direction of source lists. */
export const SortingOrder = Schema.Literals(["ASC", "DESC"]);
/** What a source list is sorted by. */
export const SourceSortingType = Schema.Literals([
    "TYPE",
    "NAME",
    "STATUS",
    "CONTENT",
    "LAST_MODIFIED_DATE",
    "LAST_OPERATION",
    "CONTENT_TOTAL_DOCUMENT_SIZE",
    "STATUS_PRIORITY"
]);
const listFields = {
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    filter: Schema.optional(Schema.String),
    sortingOrder: Schema.optional(SortingOrder),
    sortingType: Schema.optional(SourceSortingType),
    writeAccessOnly: Schema.optional(Schema.Boolean)
};
/** Query of {@link list}. */
export const ListSourcesParams = Schema.Struct({
    ...listFields,
    filterHostType: Schema.optional(Schema.Literals(["CLOUD", "CRAWLING_MODULE", "PUSH"])),
    filterLastOperationResultType: Schema.optional(Schema.Literals(["SUCCESS", "ERROR", "ABORT"])),
    filterLastOperationType: Schema.optional(Schema.Literals(["INCREMENTAL_REFRESH", "FULL_REFRESH", "REBUILD"])),
    filterStatusType: Schema.optional(Schema.Literals(["CREATING", "REFRESHING", "PAUSED", "PAUSED_ON_ERROR", "IDLE", "ERROR"])),
    stringFilterType: Schema.optional(Schema.Literals(["WILDCARD", "EXACTMATCH"]))
});
/** Query of {@link listOperationalStatus}. */
export const ListOperationalStatusSourcesParams = Schema.Struct({
    ...listFields,
    sourceOperationalStatus: Schema.optional(SourceOperationalStatus)
});
/** Query of the create and update calls. */
export const CreateSourceOptions = Schema.Struct({
    rebuild: Schema.optional(Schema.Boolean),
    updateSecurityProviders: Schema.optional(Schema.Boolean)
});
const DuplicateQuery = Schema.Struct({
    newSourceName: Schema.String,
    logicalIndexId: Schema.optional(Schema.String)
});
const DedicatedQuery = Schema.Struct({ enabled: Schema.optional(Schema.Boolean) });
const PushRefreshQuery = Schema.Struct({ activityOperation: ActivityOperation });
const AbortQuery = Schema.Struct({ activityId: Schema.String });
const byId = (sourceId) => ({ path: { sourceId } });
/** Creates a source; answers its id. */
export const create = post("Sources.create", base, json(), (source, options) => ({ body: source, query: options }), { query: CreateSourceOptions });
/** Creates a source from its raw configuration; answers its id. */
export const createFromRaw = post("Sources.createFromRaw", `${base}/raw`, json(), (rawSourceConfig, options) => ({ body: rawSourceConfig, query: options }), { query: CreateSourceOptions });
/** Lists a page of sources. */
export const list = get("Sources.list", `${base}/pages`, json(), (params) => ({ query: params }), { query: ListSourcesParams });
/** Lists a page of sources filtered by operational status. */
export const listOperationalStatus = get("Sources.listOperationalStatus", `${base}/sourceoperationalstatus`, json(), (params) => ({ query: params }), { query: ListOperationalStatusSourcesParams });
/** Gets a source. */
const get_ = get("Sources.get", `${base}/{sourceId}`, json(), byId);
/** Gets the light form of a source. */
export const getLightSource = get("Sources.getLightSource", `${base}/{sourceId}/light`, json(), byId);
/** Gets a source's raw configuration. */
export const getRawSource = get("Sources.getRawSource", `${base}/{sourceId}/raw`, json(), byId);
/** Lists the item types a source produced. */
export const listSourceItemTypes = get("Sources.listSourceItemTypes", `${base}/{sourceId}/itemTypes`, json(), byId);
/** Tells whether a source runs on dedicated crawlers. */
export const isDedicated = get("Sources.isDedicated", `${base}/{sourceId}/dedicated`, json(), byId);
/** Updates a source; answers its id. */
export const update = put("Sources.update", `${base}/{sourceId}`, json(), (sourceId, source, options) => ({
    path: { sourceId },
    body: source,
    query: options
}), { query: CreateSourceOptions });
/** Updates a source's raw configuration; answers its id. */
export const updateRawSource = put("Sources.updateRawSource", `${base}/{sourceId}/raw`, json(), (sourceId, platformSourceConfig, options) => ({
    path: { sourceId },
    body: platformSourceConfig,
    query: options
}), { query: CreateSourceOptions });
/** Moves a source to or from dedicated crawlers. */
export const setDedicated = put("Sources.setDedicated", `${base}/{sourceId}/dedicated`, empty, (sourceId, enabled) => ({ path: { sourceId }, query: { enabled } }), { query: DedicatedQuery });
/** Deletes a source. */
const delete_ = del("Sources.delete", `${base}/{sourceId}`, empty, byId);
/** Applies pending changes to a source. */
export const applyChanges = post("Sources.applyChanges", `${base}/{sourceId}/applyChanges`, empty, byId);
/** Asks the crawler to dump its state. */
export const dumpRefresh = post("Sources.dumpRefresh", `${base}/{sourceId}/dump`, json(), byId);
/** Duplicates a source under a new name, optionally into another logical index. */
export const duplicate = post("Sources.duplicate", `${base}/{sourceId}/duplicate`, json(), (sourceId, newSourceName, logicalIndexId) => ({
    path: { sourceId },
    query: { newSourceName, logicalIndexId }
}), { query: DuplicateQuery });
/** Drops the crawler's cached configuration. */
export const evictCachedCrawlerConfig = post("Sources.evictCachedCrawlerConfig", `${base}/{sourceId}/evictCachedCrawlerConfig`, empty, byId);
/** Starts a full refresh. */
export const fullRefresh = post("Sources.fullRefresh", `${base}/{sourceId}/fullRefresh`, json(), byId);
/** Starts an incremental refresh. */
export const incrementalRefresh = post("Sources.incrementalRefresh", `${base}/{sourceId}/incrementalRefresh`, json(), byId);
/** Pauses the refresh in progress. */
export const pauseRefresh = post("Sources.pauseRefresh", `${base}/{sourceId}/pauseRefresh`, json(), byId);
/** Resumes a paused refresh. */
export const resumeRefresh = post("Sources.resumeRefresh", `${base}/{sourceId}/resumeRefresh`, json(), byId);
/** Starts a refresh. */
export const startRefresh = post("Sources.startRefresh", `${base}/{sourceId}/startRefresh`, json(), byId);
/** Stops the refresh in progress. */
export const stopRefresh = post("Sources.stopRefresh", `${base}/{sourceId}/stopRefresh`, json(), byId);
/** Rebuilds a source. */
export const rebuild = post("Sources.rebuild", `${base}/{sourceId}/rebuild`, json(), byId);
/** Retries the creation of a source that failed to be created. */
export const retryCreation = post("Sources.retryCreation", `${base}/{sourceId}/retryCreation`, json(), byId);
/** Sets the refresh status of a push source through an activity operation. */
export const setPushRefreshStatus = post("Sources.setPushRefreshStatus", `${base}/{sourceId}/pushRefresh`, empty, (sourceId, activityOperation) => ({ path: { sourceId }, query: { activityOperation } }), { query: PushRefreshQuery });
/** Aborts the task of an activity. */
export const abortTaskForActivity = post("Sources.abortTaskForActivity", `${base}/{sourceId}/tasks/abort`, empty, (sourceId, activityId) => ({ path: { sourceId }, query: { activityId } }), { query: AbortQuery });
/** Lists a source's schedules. */
export const listSchedules = get("Sources.listSchedules", `${base}/{sourceId}/schedules`, json(), byId);
/** Creates a schedule. */
export const createSchedule = post("Sources.createSchedule", `${base}/{sourceId}/schedules`, json(), (sourceId, sourceSchedule) => ({ path: { sourceId }, body: sourceSchedule }));
/** Replaces a schedule. */
export const updateSchedule = put("Sources.updateSchedule", `${base}/{sourceId}/schedules/{scheduleId}`, json(), (sourceId, scheduleId, sourceSchedule) => ({
    path: { sourceId, scheduleId },
    body: sourceSchedule
}));
/** Deletes a schedule. */
export const deleteSchedule = del("Sources.deleteSchedule", `${base}/{sourceId}/schedules/{scheduleId}`, empty, (sourceId, scheduleId) => ({ path: { sourceId, scheduleId } }));
/** Every source, page after page, as a lazy `Stream`. */
export const listAll = (params = {}, options) => pagedStream((page) => list({ ...params, page }), (p) => p.sourceModels, options);
export { 
/** Deletes a source. */
delete_ as delete, 
/** Gets a source. */
get_ as get };
