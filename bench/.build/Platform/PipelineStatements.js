/**
 * Statements of a query pipeline (`pipeline.statements` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/statements`, with CSV export and
 * import (spec 9: import mode defaults to `overwrite`), copy and move, plus
 * {@link copyCsv} to carry statements from one pipeline to another as CSV.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { blob, del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { StatementFeature, StatementImportMode } from "../Schema/Pipelines.js";
import { ListStatementSortBy } from "./PipelineCommon.js";
const base = "/rest/search/v2/admin/pipelines/{pipelineId}/statements";
const org = { orgQuery: "organizationId" };
/** Finer kind of a `queryParamOverride` statement. */
export const StatementSubFeature = Schema.Literals(["queryParamOverride", "querySuggestParamOverride"]);
/** Query of {@link list}. */
export const ListStatementParams = Schema.Struct({
    organizationId: Schema.optional(Schema.String),
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    isOrderAscending: Schema.optional(Schema.Boolean),
    filter: Schema.optional(Schema.String),
    sortBy: Schema.optional(ListStatementSortBy),
    feature: Schema.optional(StatementFeature),
    subFeature: Schema.optional(StatementSubFeature)
});
/** Query of {@link exportCSV}. */
export const ExportStatementParams = Schema.Struct({
    organizationId: Schema.optional(Schema.String),
    feature: Schema.optional(StatementFeature)
});
/** Query of {@link importCSV}; `mode` is `overwrite` unless set (spec 9). */
export const ImportStatementParams = Schema.Struct({
    mode: Schema.optional(StatementImportMode),
    organizationId: Schema.optional(Schema.String),
    feature: Schema.optional(StatementFeature)
});
const one = (pipelineId, statementId) => ({ path: { pipelineId, statementId } });
/** Lists a page of a pipeline's statements. */
export const list = get("PipelineStatements.list", base, json(), (pipelineId, options) => ({ path: { pipelineId }, query: options }), { query: ListStatementParams, ...org });
/** Creates a statement. */
export const create = post("PipelineStatements.create", base, json(), (pipelineId, model) => ({ path: { pipelineId }, body: model }), org);
/** Gets a statement. */
const get_ = get("PipelineStatements.get", `${base}/{statementId}`, json(), one, org);
/** Replaces a statement; answers it as saved. */
export const update = put("PipelineStatements.update", `${base}/{statementId}`, json(), (pipelineId, statementId, model) => ({
    path: { pipelineId, statementId },
    body: model
}), org);
/** Deletes a statement. */
const delete_ = del("PipelineStatements.delete", `${base}/{statementId}`, empty, one, org);
/** Downloads the definition, condition and description of a pipeline's statements as a CSV `Blob`. */
export const exportCSV = get("PipelineStatements.exportCSV", `${base}/export`, blob, (pipelineId, options) => ({ path: { pipelineId }, query: options }), { query: ExportStatementParams, accept: "text/csv, */*", ...org });
/**
 * Uploads statements from a CSV file (multipart field `file`); replaces the
 * pipeline's statements of that feature unless `mode` is `append` (spec 9).
 */
export const importCSV = post("PipelineStatements.importCSV", `${base}/import`, empty, (pipelineId, csvFile, options) => ({
    path: { pipelineId },
    query: { ...options, mode: options?.mode ?? "overwrite" },
    body: { file: csvFile }
}), { query: ImportStatementParams, body: "multipart", ...org });
/** Copies statements to a pipeline; answers the copies. */
export const copy = post("PipelineStatements.copy", `${base}/copy`, json(), (pipelineId, model) => ({ path: { pipelineId }, body: model }), org);
/** Moves a statement and renumbers the others; answers the statements. */
export const move = put("PipelineStatements.move", `${base}/{statementId}/move`, json(), (pipelineId, statementId, model) => ({
    path: { pipelineId, statementId },
    body: model
}), org);
/** Every statement of a pipeline, page after page, as a lazy `Stream`. */
export const listAll = (pipelineId, options = {}, paging) => pagedStream((page) => list(pipelineId, { ...options, page }), (p) => p.statements, paging);
/**
 * Copies statements between pipelines through their CSV form: exports
 * `fromPipelineId`'s statements, then imports the same bytes into `toPipelineId`.
 */
export const copyCsv = (fromPipelineId, toPipelineId, options = {}) => {
    const feature = options.feature === undefined ? {} : { feature: options.feature };
    return Effect.flatMap(exportCSV(fromPipelineId, feature), (csv) => importCSV(toPipelineId, new File([csv], "statements.csv", { type: csv.type === "" ? "text/csv" : csv.type }), { ...feature, mode: options.mode ?? "overwrite" }));
};
export { 
/** Deletes a statement. */
delete_ as delete, 
/** Gets a statement. */
get_ as get };
