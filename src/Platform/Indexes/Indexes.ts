/**
 * Indexes: `/rest/organizations/{org}/indexes`, and the backups page at
 * `/rest/organizations/{org}/indexbackups/page` (not under `/indexes`).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { del, empty, get, helper, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { OperationFailed, poll, type PollOptions, waitOptions } from "../../Http/Poll.ts"
import { encoded } from "../../Http/Query.ts"
import type { IndexType } from "../../Schema/Organization.ts"
import { SortingOrder } from "../../Schema/Sources.ts"
import type { PageModel } from "../Common.ts"

/**
 * Query of {@link getBackups}; `from` and `to` are epoch milliseconds.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IndexBackupsOptions = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  backupId: Schema.optional(Schema.String),
  from: Schema.optional(Schema.Number),
  indexId: Schema.optional(Schema.String),
  order: Schema.optional(SortingOrder),
  sortBy: Schema.optional(Schema.String),
  to: Schema.optional(Schema.Number)
})
/**
 * Options of {@link getBackups}.
 *
 * @since 0.1.0
 * @category models
 */
export type IndexBackupsOptions = typeof IndexBackupsOptions.Type

const RestoreQuery = Schema.Struct({ backupId: Schema.String })
const ReadOnlyQuery = Schema.Struct({ isReadOnly: Schema.Boolean })
const OnlineQuery = Schema.Struct({ isOnline: Schema.Boolean })

/**
 * Storage attached to an index machine. The indexes calls are not in the published descriptions: the
 * fields are those the promise client declares; others the platform sends are reached with `raw(model)`
 * of `Schema/Raw`.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexStorageSpec {
  readonly numberOfIops?: number
  readonly sizeInGibibytes: number
  readonly sizeInGigabytes?: number
  readonly storageType?: string
  readonly throughputInMebibytes?: number
}

/**
 * The machine an index runs on.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexMachineSpec {
  readonly architecture: string
  readonly storageSpec: IndexStorageSpec
}

/**
 * Document counters of one source inside an index.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexSourceStatistics {
  readonly collectionId: number
  readonly documentCount: number
  readonly documentTotalSize: number
  readonly sourceId: number
}

/**
 * Counters of an index.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexStatisticsModel {
  readonly diskSpaceUsed?: number
  readonly documentCount?: number
  readonly documentsTotalSize?: number
  readonly lastAppliedTransactionTimestamp?: number
  readonly lastCommitTimestamp?: number
  readonly numberOfQueries?: number
  readonly numberOfSlices?: number
  readonly pendingTransactions?: number
  readonly realtimeDiskSpaceUsed?: number
  readonly realtimeDocumentCount?: number
  readonly realtimeDocumentsTotalSize?: number
  readonly realtimePendingTransactions?: number
  readonly remainingDiskSpace?: number
  readonly sourceStatistics?: ReadonlyArray<IndexSourceStatistics>
  readonly totalMemoryUsed?: number
  readonly totalPhysicalMemory?: number
}

/**
 * Progress of a file transfer (synchronization or backup) of an index.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexTransferStatus {
  readonly currentFileName?: string
  readonly currentFileNumber?: number
  readonly totalNumberOfFiles?: number
  readonly transferredSize?: number
  readonly totalSize?: number
}

/**
 * Where an index stands.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexStatus {
  readonly internalStatus?: string
  readonly online?: boolean
  readonly readOnlyStatus?: string
  readonly stats?: IndexStatisticsModel
  readonly syncStatus?: IndexTransferStatus
  readonly backupStatus?: IndexTransferStatus
}

/**
 * An index (fields as the promise client declares them; others with `raw(index)` of `Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexAttributes {
  readonly id: string
  readonly name?: string
  readonly type?: IndexType
  readonly adminUri?: string
  readonly agentId?: string
  readonly logicalIndex?: string
  readonly machineSpec?: IndexMachineSpec
  readonly organizationId?: string
  readonly region?: string
  readonly searchUri?: string
  readonly status?: IndexStatus
  readonly storages?: ReadonlyArray<IndexStorageSpec>
}

/**
 * An index to create; every member is optional, the platform picks defaults.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateCoveoIndexModel {
  readonly copyFromId?: string
  readonly logicalIndexId?: string
  readonly machineSpec?: IndexMachineSpec
  readonly online?: boolean
  readonly region?: string
  readonly versions?: { readonly indexerVersion: string; readonly securityCacheVersion: string }
}

/**
 * One backup of an index.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexBackupsItems {
  readonly backupId: string
  readonly creationDate?: number
  readonly indexId?: string
  readonly logicalIndex?: string
  readonly organizationId?: string
}

/**
 * An index's raw configuration: physical index, highlighter, ranking and system sections, each a free-form
 * map of settings. Other sections, if the platform sends any, are reached with `raw(config)` of `Schema/Raw`.
 *
 * @since 0.1.0
 * @category models
 */
export interface RawIndexConfig {
  readonly physicalIndex?: Readonly<Record<string, unknown>>
  readonly queryHighlighter?: Readonly<Record<string, unknown>>
  readonly ranking?: Readonly<Record<string, unknown>>
  readonly system?: Readonly<Record<string, unknown>>
}

/**
 * An index's raw configuration, as sent to {@link editJson} and {@link editJsonAll}. Each section is any
 * object: an index signature (as {@link RawIndexConfig} reads them) would refuse a section typed by an
 * interface, such as the promise client's `IndexPhysicalIndexModel`, since an interface has none implicitly.
 *
 * @since 0.1.0
 * @category models
 */
export interface RawIndexConfigInput {
  readonly physicalIndex?: object
  readonly queryHighlighter?: object
  readonly ranking?: object
  readonly system?: object
}

const byId = (indexId: string) => ({ path: { indexId } })

/**
 * Lists the organization's indexes.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Indexes.list", "/rest/organizations/{org}/indexes", json<ReadonlyArray<IndexAttributes>>(),
  () => ({}))

/**
 * Creates an index (platform defaults when `indexModel` is omitted); answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Indexes.create", "/rest/organizations/{org}/indexes", json<{ readonly id: string }>(),
  (indexModel?: CreateCoveoIndexModel) => ({ body: indexModel }))

/**
 * Gets an index.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Indexes.get", "/rest/organizations/{org}/indexes/{indexId}", json<IndexAttributes>(), byId)

/**
 * Deletes an index.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Indexes.delete", "/rest/organizations/{org}/indexes/{indexId}", empty, byId)

/**
 * Starts a backup of an index; answers the new backup's id.
 *
 * @since 0.1.0
 * @category calls
 */
export const backup = post("Indexes.backup", "/rest/organizations/{org}/indexes/{indexId}/backup",
  json<{ readonly id: string }>(), byId)

/**
 * Forces the index to commit its pending transactions.
 *
 * @since 0.1.0
 * @category calls
 */
export const forceCommit = post("Indexes.forceCommit", "/rest/organizations/{org}/indexes/{indexId}/commit", empty,
  byId)

/**
 * Resizes an index's storage (the specification's business constants: the size is in gibibytes, sent in the body).
 *
 * @since 0.1.0
 * @category calls
 */
export const resize = post("Indexes.resize", "/rest/organizations/{org}/indexes/{indexId}/resize", empty,
  (indexId: string, sizeInGibibytes: number) => ({ path: { indexId }, body: { sizeInGibibytes } }))

/**
 * Restores an index from one of its backups.
 *
 * @since 0.1.0
 * @category calls
 */
export const restore = post("Indexes.restore", "/rest/organizations/{org}/indexes/{indexId}/restore", empty,
  (indexId: string, backupId: string) => ({ path: { indexId }, query: { backupId } }), { query: encoded(RestoreQuery) })

/**
 * Sets or clears the read-only flag of an index.
 *
 * @since 0.1.0
 * @category calls
 */
export const readOnly = put("Indexes.readOnly", "/rest/organizations/{org}/indexes/{indexId}/readonly", empty,
  (indexId: string, isReadOnly: boolean) => ({ path: { indexId }, query: { isReadOnly } }), {
  query: encoded(ReadOnlyQuery)
})

/**
 * Takes an index online or offline.
 *
 * @since 0.1.0
 * @category calls
 */
export const isOnline = put("Indexes.isOnline", "/rest/organizations/{org}/indexes/{indexId}/online", empty,
  (indexId: string, isOnline: boolean) => ({ path: { indexId }, query: { isOnline } }), { query: encoded(OnlineQuery) })

/**
 * Gets the counters of an index.
 *
 * @since 0.1.0
 * @category calls
 */
export const stats = get("Indexes.stats", "/rest/organizations/{org}/indexes/{indexId}/stats",
  json<IndexStatisticsModel>(), byId)

/**
 * Gets an index's raw configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const getJson = get("Indexes.getJson", "/rest/organizations/{org}/indexes/{indexId}/configuration",
  json<RawIndexConfig>(), byId)

/**
 * Replaces an index's raw configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const editJson = put("Indexes.editJson", "/rest/organizations/{org}/indexes/{indexId}/configuration", empty,
  (indexId: string, indexConfig: RawIndexConfigInput) => ({ path: { indexId }, body: indexConfig }))

/**
 * Replaces the raw configuration of every index of the organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const editJsonAll = put("Indexes.editJsonAll", "/rest/organizations/{org}/indexes/raw", empty,
  (indexConfig: RawIndexConfigInput) => ({ body: indexConfig }))

/**
 * Gets a page of index backups.
 *
 * @since 0.1.0
 * @category calls
 */
export const getBackups = get("Indexes.getBackups", "/rest/organizations/{org}/indexbackups/page",
  json<PageModel<IndexBackupsItems>>(), (options?: IndexBackupsOptions) => ({ query: options }), {
  query: encoded(IndexBackupsOptions)
})

/**
 * Every index backup matching `options`, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const getBackupsAll = (
  options: Omit<IndexBackupsOptions, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => getBackups({ ...options, page }), (p) => p.items, paging)

/**
 * What {@link backupAndWait} saw at one check.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexBackupProgress {
  readonly indexId: string
  readonly backupId: string
  /** The backup, once the backups page lists it. */
  readonly backup: IndexBackupsItems | undefined
  /** The index, read at the checks where the backup was not listed yet. */
  readonly index: IndexAttributes | undefined
}

/**
 * Options of {@link backupAndWait}.
 *
 * @since 0.1.0
 * @category models
 */
export interface BackupAndWaitOptions {
  /** Delay between checks; 5 seconds by default. */
  readonly every?: PollOptions<IndexBackupProgress>["every"]
  /**
   * Give up (with `PollTimeout`) after this long; 30 minutes by default. Counted from the first check: the call
   * that starts the backup is bounded by the client's `timeout` and `deadline`.
   */
  readonly timeout?: PollOptions<IndexBackupProgress>["timeout"]
  /**
   * Called with every check (progress display), before the next one: a plain function, or one that answers a
   * promise or an `Effect`, which the poll waits for. A throw or a rejection fails the call with `InvalidInput`.
   */
  readonly onStatus?: PollOptions<IndexBackupProgress>["onStatus"]
  /**
   * The reason the backup must be given up for, read from the index while the
   * backup is not listed, or `undefined` to keep waiting. By default an
   * `internalStatus` that mentions an error or a failure.
   */
  readonly failedState?: ((index: IndexAttributes) => string | undefined) | undefined
}

/**
 * The default error test of {@link backupAndWait}: the platform does not publish the list of index states.
 *
 * @since 0.1.0
 * @category calls
 */
export const indexErrorState = helper((index: IndexAttributes): string | undefined => {
  const state = index.status?.internalStatus
  return typeof state === "string" && /ERROR|FAIL/i.test(state) ? state : undefined
})

/**
 * Starts a backup of an index and waits until the backups page lists it.
 * The page has no backup state, so a failure can only be seen on the index
 * itself: while the backup is not listed, each check also reads the index and
 * stops with `OperationFailed` when it reports an error state.
 *
 * @since 0.1.0
 * @category pollers
 */
export const backupAndWait = (indexId: string, options: BackupAndWaitOptions = {}) =>
  Effect.flatMap(
    waitOptions("Indexes.backupAndWait", options, {}),
    (options) =>
      Effect.flatMap(backup(indexId), (started) => {
        const backupId = started?.id
        // Without its id no backups page can show the backup: the poll would wait out its whole timeout.
        if (typeof backupId !== "string") {
          return Effect.fail(
            new OperationFailed({
              what: `Indexes.backup ${indexId}`,
              reason: "its answer gave no backup id",
              last: undefined
            })
          )
        }
        const failedState = options.failedState ?? indexErrorState
        const failure = (p: IndexBackupProgress) =>
          // A careless server's `null` index is no error state (failedState would read its fields).
          p.backup === undefined && typeof p.index === "object" && p.index !== null ? failedState(p.index) : undefined
        const check = Effect.flatMap(getBackups({ indexId, backupId }), (page) => {
          // `?.`: a `null` page or item (a careless server's) lists nothing, it is no defect.
          const listed = (page?.items ?? []).find((item) => item?.backupId === backupId)
          return listed !== undefined
            ? Effect.succeed<IndexBackupProgress>({ indexId, backupId, backup: listed, index: undefined })
            : Effect.map(get_(indexId),
              (index): IndexBackupProgress => ({ indexId, backupId, backup: undefined, index }))
        })
        return poll(check, {
          what: `Indexes.backup ${indexId} ${backupId}`,
          done: (p) => p.backup !== undefined || failure(p) !== undefined,
          failure,
          every: options.every ?? "5 seconds",
          timeout: options.timeout ?? "30 minutes",
          onStatus: options.onStatus
        }).pipe(Effect.map((p) => p.backup as IndexBackupsItems))
      })
  )

export {
  /**
   * Deletes an index.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets an index.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
