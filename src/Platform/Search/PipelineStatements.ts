/**
 * Statements of a query pipeline (`pipeline.statements` in the promise client):
 * `/rest/search/v2/admin/pipelines/{pipelineId}/statements`, with CSV export and
 * import (the specification's business constants: import mode defaults to `overwrite`), copy and move,
 * bulk get and bulk delete, plus {@link copyCsv} to carry statements from one pipeline to another as CSV.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { InvalidInput } from "../../Errors/index.ts"
import { download } from "../../Http/Download.ts"
import { blob, del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { pathArgumentProblem } from "../../Http/PlatformClient.ts"
import { encoded } from "../../Http/Query.ts"
import { contentArgument } from "../../internal/contentArgument.ts"
import { recordArgument } from "../../internal/recordArgument.ts"
import type * as Search from "../../Schema/Models/Search.ts"
import { StatementFeature, StatementImportMode, StatementSubFeature } from "../../Schema/Pipelines.ts"
import { StatementListQuery } from "./PipelineCommon.ts"

const org = { orgQuery: "organizationId" } as const

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListStatementParams = StatementListQuery.mapFields((fields) => ({
  ...fields,
  feature: Schema.optional(StatementFeature),
  subFeature: Schema.optional(StatementSubFeature)
}))
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListStatementParams = typeof ListStatementParams.Type

/**
 * Options of {@link bulkGet}: the statements' ids (sent in the body) and the list options (sent in the query).
 *
 * @since 0.1.0
 * @category models
 */
export type BulkGetStatementsParams = ListStatementParams & { readonly ids: ReadonlyArray<string> }

/**
 * Query of {@link exportCSV}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExportStatementParams = Schema.Struct({
  organizationId: Schema.optional(Schema.String),
  feature: Schema.optional(StatementFeature)
})
/**
 * Options of {@link exportCSV}.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportStatementParams = typeof ExportStatementParams.Type

/**
 * Query of {@link importCSV}; `mode` is `overwrite` unless set (the specification's business constants).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ImportStatementParams = Schema.Struct({
  mode: Schema.optional(StatementImportMode),
  organizationId: Schema.optional(Schema.String),
  feature: Schema.optional(StatementFeature)
})
/**
 * Options of {@link importCSV}; `mode` is `overwrite` unless set (the specification's business constants).
 *
 * @since 0.1.0
 * @category models
 */
export type ImportStatementParams = typeof ImportStatementParams.Type

/**
 * A query pipeline statement, with the condition it depends on.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementModel = Search.OutgoingStatement

/**
 * A statement to create or update; `parent` is the id of the condition it depends on.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateStatementModel = Search.IncomingStatement

/**
 * Where to move a statement: a position, or after another statement.
 *
 * @since 0.1.0
 * @category models
 */
export type MoveStatementModel = Search.IncomingMoveStatement

/**
 * Which statements to copy and where (the same pipeline duplicates them).
 *
 * @since 0.1.0
 * @category models
 */
export type CopyStatementModel = Search.IncomingCopyStatements

/**
 * A page of statements.
 *
 * @since 0.1.0
 * @category models
 */
export type StatementPage = Search.OutgoingStatements

/**
 * The statements after a move, in their new order.
 *
 * @since 0.1.0
 * @category models
 */
export type MovedStatements = Search.Operations[
  "PUT /rest/search/v2/admin/pipelines/{pipelineId}/statements/{statementId}/move"
]["response"]

const one = (pipelineId: string, statementId: string) => ({ path: { pipelineId, statementId } })

/**
 * Lists a page of a pipeline's statements.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("PipelineStatements.list", "/rest/search/v2/admin/pipelines/{pipelineId}/statements",
  json<StatementPage>(),
  (pipelineId: string, options?: ListStatementParams) => ({ path: { pipelineId }, query: options }), {
  query: encoded(ListStatementParams),
  orgQuery: "organizationId"
})

/**
 * Creates a statement.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("PipelineStatements.create", "/rest/search/v2/admin/pipelines/{pipelineId}/statements",
  json<StatementModel>(), (pipelineId: string, model: CreateStatementModel) => ({ path: { pipelineId }, body: model }),
  org)

/**
 * Gets a statement.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("PipelineStatements.get", "/rest/search/v2/admin/pipelines/{pipelineId}/statements/{statementId}",
  json<StatementModel>(), one, org)

/**
 * Replaces a statement; answers it as saved.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "PipelineStatements.update",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statements/{statementId}",
  json<StatementModel>(),
  (pipelineId: string, statementId: string, model: CreateStatementModel) => ({
    path: { pipelineId, statementId },
    body: model
  }),
  org
)

/**
 * Deletes a statement.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("PipelineStatements.delete",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statements/{statementId}", empty, one, org)

/**
 * Downloads the definition, condition and description of a pipeline's statements as a CSV `Blob`.
 *
 * @since 0.1.0
 * @category calls
 */
export const exportCSV = get("PipelineStatements.exportCSV",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statements/export", blob,
  (pipelineId: string, options?: ExportStatementParams) => ({ path: { pipelineId }, query: options }), {
  query: encoded(ExportStatementParams),
  accept: "text/csv, */*",
  orgQuery: "organizationId"
})

/**
 * {@link exportCSV} as a `Stream` of bytes, chunk by chunk as they arrive.
 *
 * @since 0.1.0
 * @category streams
 */
export const exportCSVStream = download("PipelineStatements.exportCSV",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statements/export",
  (pipelineId: string, options?: ExportStatementParams) => ({ path: { pipelineId }, query: options }), {
  query: encoded(ExportStatementParams),
  accept: "text/csv, */*",
  orgQuery: "organizationId"
})

/**
 * Uploads statements from a CSV file (multipart field `file`); replaces the
 * pipeline's statements of that feature unless `mode` is `append` (the specification's business constants).
 *
 * @since 0.1.0
 * @category calls
 */
export const importCSV = post(
  "PipelineStatements.importCSV",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statements/import",
  empty,
  (pipelineId: string, csvFile: Blob | string, options?: ImportStatementParams) => ({
    path: { pipelineId },
    query: { ...options, mode: options?.mode ?? "overwrite" },
    body: { file: contentArgument("csvFile", csvFile, "file or text") }
  }),
  { query: encoded(ImportStatementParams), body: "multipart", orgQuery: "organizationId" }
)

/**
 * Copies statements to a pipeline; answers the copies.
 *
 * @since 0.1.0
 * @category calls
 */
export const copy = post("PipelineStatements.copy", "/rest/search/v2/admin/pipelines/{pipelineId}/statements/copy",
  json<StatementPage>(), (pipelineId: string, model: CopyStatementModel) => ({ path: { pipelineId }, body: model }),
  org)

/**
 * Moves a statement and renumbers the others; answers the statements.
 *
 * @since 0.1.0
 * @category calls
 */
export const move = put(
  "PipelineStatements.move",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statements/{statementId}/move",
  json<MovedStatements>(),
  (pipelineId: string, statementId: string, model: MoveStatementModel) => ({
    path: { pipelineId, statementId },
    body: model
  }),
  org
)

/**
 * Gets a page of the statements of a pipeline that have the given ids (at most 1000).
 *
 * @since 0.1.0
 * @category calls
 */
export const bulkGet = post("PipelineStatements.bulkGet",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statements/bulkGet", json<StatementPage>(),
  (pipelineId: string, { ids, ...options }: BulkGetStatementsParams) => ({
    path: { pipelineId },
    query: options,
    body: { ids }
  }), { query: encoded(ListStatementParams), orgQuery: "organizationId" })

/**
 * Every statement of a pipeline that has one of the given ids, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const bulkGetAll = (
  pipelineId: string,
  params: Omit<BulkGetStatementsParams, "page">,
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => bulkGet(pipelineId, { ...params, page }), (p) => p.statements, paging)

/**
 * Deletes the statements of a pipeline that have the given ids (at most 100).
 *
 * @since 0.1.0
 * @category calls
 */
export const bulkDelete = post("PipelineStatements.bulkDelete",
  "/rest/search/v2/admin/pipelines/{pipelineId}/statements/bulkDelete", empty,
  (pipelineId: string, ids: ReadonlyArray<string>) => ({ path: { pipelineId }, body: { ids } }), org)

/**
 * Every statement of a pipeline, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  pipelineId: string,
  options: Omit<ListStatementParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list(pipelineId, { ...options, page }), (p) => p.statements, paging)

/**
 * Options of {@link copyCsv}.
 *
 * @since 0.1.0
 * @category models
 */
export interface CopyCsvOptions {
  /** Only statements of this feature are exported, and replaced on import. */
  readonly feature?: StatementFeature
  /** `overwrite` (the default, the specification's business constants) or `append`. */
  readonly mode?: StatementImportMode
}

/**
 * Copies statements between pipelines through their CSV form: exports
 * `fromPipelineId`'s statements, then imports the same bytes into `toPipelineId`.
 *
 * @since 0.1.0
 * @category calls
 */
export const copyCsv = (fromPipelineId: string, toPipelineId: string, options: CopyCsvOptions = {}) =>
  Effect.flatMap(recordArgument("PipelineStatements.copyCsv", "options", options, {}), (options) => {
    // The import's path check would refuse a destination only once the export is done: the same check is
    // made first, so that nothing is sent.
    const problem = pathArgumentProblem("toPipelineId", toPipelineId)
    if (problem !== undefined) {
      return Effect.fail(new InvalidInput({ call: "PipelineStatements.copyCsv", message: problem }))
    }
    const feature = options.feature === undefined ? {} : { feature: options.feature }
    return Effect.flatMap(exportCSV(fromPipelineId, feature), (csv) =>
      importCSV(
        toPipelineId,
        new File([csv], "statements.csv", { type: csv.type === "" ? "text/csv" : csv.type }),
        { ...feature, mode: options.mode ?? "overwrite" }
      ))
  })

export {
  /**
   * Deletes a statement.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a statement.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Pipelines.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { StatementSubFeature }

// The operations of this area that are declared from the descriptions.
export * from "./PipelineStatements.generated.ts"
