/**
 * Indexes: `/rest/organizations/{org}/indexes`, and the backups page at
 * `/rest/organizations/{org}/indexbackups/page` (not under `/indexes`).
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { poll } from "../Http/Poll.js";
import { SortingOrder } from "./Sources.js";
const base = "/rest/organizations/{org}/indexes";
const backupsPage = "/rest/organizations/{org}/indexbackups/page";
/** Query of {@link getBackups}; `from` and `to` are epoch milliseconds. */
export const IndexBackupsOptions = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    backupId: Schema.optional(Schema.String),
    from: Schema.optional(Schema.Number),
    indexId: Schema.optional(Schema.String),
    order: Schema.optional(SortingOrder),
    sortBy: Schema.optional(Schema.String),
    to: Schema.optional(Schema.Number)
});
const RestoreQuery = Schema.Struct({ backupId: Schema.String });
const ReadOnlyQuery = Schema.Struct({ isReadOnly: Schema.Boolean });
const OnlineQuery = Schema.Struct({ isOnline: Schema.Boolean });
const byId = (indexId) => ({ path: { indexId } });
/** Lists the organization's indexes. */
export const list = get("Indexes.list", base, json(), () => ({}));
/** Creates an index (platform defaults when `indexModel` is omitted); answers its id. */
export const create = post("Indexes.create", base, json(), (indexModel) => ({ body: indexModel }));
/** Gets an index. */
const get_ = get("Indexes.get", `${base}/{indexId}`, json(), byId);
/** Deletes an index. */
const delete_ = del("Indexes.delete", `${base}/{indexId}`, empty, byId);
/** Starts a backup of an index; answers the new backup's id. */
export const backup = post("Indexes.backup", `${base}/{indexId}/backup`, json(), byId);
/** Forces the index to commit its pending transactions. */
export const forceCommit = post("Indexes.forceCommit", `${base}/{indexId}/commit`, empty, byId);
/** Resizes an index's storage (spec 9: the size is in gibibytes, sent in the body). */
export const resize = post("Indexes.resize", `${base}/{indexId}/resize`, empty, (indexId, sizeInGibibytes) => ({ path: { indexId }, body: { sizeInGibibytes } }));
/** Restores an index from one of its backups. */
export const restore = post("Indexes.restore", `${base}/{indexId}/restore`, empty, (indexId, backupId) => ({ path: { indexId }, query: { backupId } }), { query: RestoreQuery });
/** Sets or clears the read-only flag of an index. */
export const readOnly = put("Indexes.readOnly", `${base}/{indexId}/readonly`, empty, (indexId, isReadOnly) => ({ path: { indexId }, query: { isReadOnly } }), { query: ReadOnlyQuery });
/** Takes an index online or offline. */
export const isOnline = put("Indexes.isOnline", `${base}/{indexId}/online`, empty, (indexId, isOnline) => ({ path: { indexId }, query: { isOnline } }), { query: OnlineQuery });
/** Gets the counters of an index. */
export const stats = get("Indexes.stats", `${base}/{indexId}/stats`, json(), byId);
/** Gets an index's raw configuration. */
export const getJson = get("Indexes.getJson", `${base}/{indexId}/configuration`, json(), byId);
/** Replaces an index's raw configuration. */
export const editJson = put("Indexes.editJson", `${base}/{indexId}/configuration`, empty, (indexId, indexConfig) => ({ path: { indexId }, body: indexConfig }));
/** Replaces the raw configuration of every index of the organization. */
export const editJsonAll = put("Indexes.editJsonAll", `${base}/raw`, empty, (indexConfig) => ({ body: indexConfig }));
/** Gets a page of index backups. */
export const getBackups = get("Indexes.getBackups", backupsPage, json(), (options) => ({ query: options }), { query: IndexBackupsOptions });
/** Every index backup matching `options`, page after page, as a lazy `Stream`. */
export const getBackupsAll = (options = {}, paging) => pagedStream((page) => getBackups({ ...options, page }), (p) => p.items, paging);
/** The default error test of {@link backupAndWait}: the platform does not publish the list of index states. */
export const indexErrorState = (index) => {
    const state = index.status?.internalStatus;
    return typeof state === "string" && /ERROR|FAIL/i.test(state) ? state : undefined;
};
/**
 * Starts a backup of an index and waits until the backups page lists it.
 * The page has no backup state, so a failure can only be seen on the index
 * itself: while the backup is not listed, each check also reads the index and
 * stops with `OperationFailed` when it reports an error state.
 */
export const backupAndWait = (indexId, options = {}) => Effect.flatMap(backup(indexId), ({ id: backupId }) => {
    const failedState = options.failedState ?? indexErrorState;
    const failure = (p) => p.backup === undefined && p.index !== undefined ? failedState(p.index) : undefined;
    const check = Effect.flatMap(getBackups({ indexId, backupId }), (page) => {
        const listed = (page.items ?? []).find((item) => item.backupId === backupId);
        return listed !== undefined
            ? Effect.succeed({ indexId, backupId, backup: listed, index: undefined })
            : Effect.map(get_(indexId), (index) => ({ indexId, backupId, backup: undefined, index }));
    });
    return poll(check, {
        what: `Indexes.backup ${indexId} ${backupId}`,
        done: (p) => p.backup !== undefined || failure(p) !== undefined,
        failure,
        every: options.every ?? "5 seconds",
        timeout: options.timeout ?? "30 minutes",
        onStatus: options.onStatus
    }).pipe(Effect.map((p) => p.backup));
});
export { 
/** Deletes an index. */
delete_ as delete, 
/** Gets an index. */
get_ as get };
