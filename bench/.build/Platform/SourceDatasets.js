/**
 * Sample datasets (`source.datasets` in the promise client): list, import, and
 * import progress by `requestId` (spec 4).
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { get, json, put } from "../Http/Endpoint.js";
import { poll } from "../Http/Poll.js";
import { DatasetType } from "../Schema/Sources.js";
const base = "/rest/organizations/{org}/sources/datasets";
const ImportQuery = Schema.Struct({ datasetName: DatasetType, withContent: Schema.optional(Schema.Boolean) });
const ProgressQuery = Schema.Struct({ requestId: Schema.String });
/** Lists the sample datasets. */
export const list = get("SourceDatasets.list", base, json(), () => ({}));
/** Imports a dataset (with its content unless `withContent` is false, spec 9); answers the request id. */
const import_ = put("SourceDatasets.import", `${base}/import`, json(), (datasetName, withContent = true) => ({ query: { datasetName, withContent } }), { query: ImportQuery });
/** Gets the progress of an import by its request id. */
export const progress = get("SourceDatasets.progress", `${base}/import/progress`, json(), (requestId) => ({ query: { requestId } }), { query: ProgressQuery });
/**
 * Polls an import's progress until it is `COMPLETED` (spec 4); fails with
 * `OperationFailed` when it completes with result `ERROR`, `PollTimeout` when it
 * takes longer than `timeout` (5 minutes by default).
 */
export const waitForImport = (requestId, options = {}) => poll(progress(requestId), {
    ...options,
    what: `SourceDatasets.import ${requestId}`,
    done: (p) => p.status === "COMPLETED",
    failure: (p) => p.result === "ERROR" ? p.errorCode ?? "ERROR" : undefined
});
/** Imports a dataset and waits for the import to complete. */
export const importAndWait = (datasetName, withContent = true, options = {}) => Effect.flatMap(import_(datasetName, withContent), (requestId) => waitForImport(requestId, options));
export { 
/** Imports a dataset (with its content unless `withContent` is false, spec 9); answers the request id. */
import_ as import };
