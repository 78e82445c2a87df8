/**
 * Sample datasets (`source.datasets` in the promise client): list, import, and
 * import progress by `requestId` (the specification's state and transition rules).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { get, json, put } from "../../Http/Endpoint.ts"
import { poll, type PollOptions, waitOptions } from "../../Http/Poll.ts"
import { encoded } from "../../Http/Query.ts"
import { recordArgument } from "../../internal/recordArgument.ts"
import { type DatasetImportResult, type DatasetImportStatus, DatasetType } from "../../Schema/Sources.ts"

/**
 * A sample dataset.
 *
 * @since 0.1.0
 * @category models
 */
export interface DatasetModel {
  readonly name: string
  readonly note: string
  readonly hasStaticContent: boolean
}

/**
 * Progress of a dataset import.
 *
 * @since 0.1.0
 * @category models
 */
export interface DatasetImportProgressModel {
  readonly requestId: string
  readonly status: DatasetImportStatus
  readonly result?: DatasetImportResult
  readonly errorCode?: string
}

const ImportQuery = Schema.Struct({ datasetName: DatasetType, withContent: Schema.optional(Schema.Boolean) })
const ProgressQuery = Schema.Struct({ requestId: Schema.String })

/**
 * Lists the sample datasets.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("SourceDatasets.list", "/rest/organizations/{org}/sources/datasets",
  json<ReadonlyArray<DatasetModel>>(), () => ({}))

/**
 * Imports a dataset (with its content unless `withContent` is false, the specification's business constants); answers the request id.
 *
 * @since 0.1.0
 * @category calls
 */
const import_ = put("SourceDatasets.import", "/rest/organizations/{org}/sources/datasets/import", json<string>(),
  (datasetName: DatasetType, withContent: boolean = true) => ({ query: { datasetName, withContent } }), {
  query: encoded(ImportQuery)
})

/**
 * Gets the progress of an import by its request id.
 *
 * @since 0.1.0
 * @category calls
 */
export const progress = get("SourceDatasets.progress", "/rest/organizations/{org}/sources/datasets/import/progress",
  json<DatasetImportProgressModel>(), (requestId: string) => ({ query: { requestId } }), {
  query: encoded(ProgressQuery)
})

/**
 * Options of {@link waitForImport}: how often to check, how long to wait, what to do with each status (`onStatus`:
 * a plain function, or one that answers a promise or an `Effect`, waited for before the next check; a throw or a
 * rejection fails the call with `InvalidInput`).
 *
 * @since 0.1.0
 * @category models
 */
export type WaitOptions = Partial<Pick<PollOptions<DatasetImportProgressModel>, "every" | "timeout" | "onStatus">>

/**
 * Polls an import's progress until it is `COMPLETED` (the specification's state and transition rules); fails with
 * `OperationFailed` when it completes with result `ERROR`, `PollTimeout` when it
 * takes longer than `timeout` (5 minutes by default).
 *
 * @since 0.1.0
 * @category pollers
 */
export const waitForImport = (requestId: string, options: WaitOptions = {}) =>
  Effect.flatMap(recordArgument("SourceDatasets.waitForImport", "options", options, {}), (options) =>
    poll(progress(requestId), {
      ...options,
      // String(): a Symbol would throw in the template; the path check of progress refuses it, typed.
      what: `SourceDatasets.import ${String(requestId)}`,
      done: (p) =>
        p.status === "COMPLETED",
      failure: (p) => p.result === "ERROR" ? p.errorCode ?? "ERROR" : undefined
    }))

/**
 * Imports a dataset and waits for the import to complete.
 *
 * @since 0.1.0
 * @category pollers
 */
export const importAndWait = (datasetName: DatasetType, withContent: boolean = true, options: WaitOptions = {}) =>
  Effect.flatMap(
    waitOptions("SourceDatasets.importAndWait", options, {}),
    (options) => Effect.flatMap(import_(datasetName, withContent), (requestId) => waitForImport(requestId, options))
  )

export {
  /**
   * Imports a dataset (with its content unless `withContent` is false, the specification's business constants); answers the request id.
   *
   * @since 0.1.0
   * @category calls
   */
  import_ as import
}
