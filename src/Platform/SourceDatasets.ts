/**
 * Sample datasets (`source.datasets` in the promise client): list, import, and
 * import progress by `requestId` (spec 4).
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { get, json, put } from "../Http/Endpoint.ts"
import { type DatasetImportResult, type DatasetImportStatus, DatasetType } from "../Schema/Sources.ts"

const base = "/rest/organizations/{org}/sources/datasets"

/** A sample dataset. */
export interface DatasetModel {
  readonly name: string
  readonly note: string
  readonly hasStaticContent: boolean
}

/** Progress of a dataset import. */
export interface DatasetImportProgressModel {
  readonly requestId: string
  readonly status: DatasetImportStatus
  readonly result?: DatasetImportResult
  readonly errorCode?: string
}

const ImportQuery = Schema.Struct({ datasetName: DatasetType, withContent: Schema.optional(Schema.Boolean) })
const ProgressQuery = Schema.Struct({ requestId: Schema.String })

/** Lists the sample datasets. */
export const list = get("SourceDatasets.list", base, json<ReadonlyArray<DatasetModel>>(), () => ({}))

/** Imports a dataset (with its content unless `withContent` is false, spec 9); answers the request id. */
const import_ = put("SourceDatasets.import", `${base}/import`, json<string>(),
  (datasetName: DatasetType, withContent: boolean = true) => ({ query: { datasetName, withContent } }), { query: ImportQuery })

/** Gets the progress of an import by its request id. */
export const progress = get("SourceDatasets.progress", `${base}/import/progress`, json<DatasetImportProgressModel>(),
  (requestId: string) => ({ query: { requestId } }), { query: ProgressQuery })

export {
  /** Imports a dataset (with its content unless `withContent` is false, spec 9); answers the request id. */
  import_ as import
}
