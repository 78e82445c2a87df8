/**
 * Usage-analytics exports and export schedules (`ua.exports` in the promise
 * client): `/rest/ua/v15/exports`. Schedules stay in this module because the
 * promise client reaches them through the same accessor. Every call, health and
 * status checks included, carries the `org` query (the specification's rules for all calls).
 *
 * Beyond the promise client: {@link getFile} downloads a finished export, and
 * {@link generateAndDownload} / {@link generateAndDownloadStream} generate one,
 * wait for it and download it in one go.
 *
 * @module
 */
import "../internal/requireNode.ts"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { download, limitChunks } from "../Http/Download.ts"
import { blob, del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import { poll, type StatusCallback, waitOptions } from "../Http/Poll.ts"
import { encoded, QueryArray } from "../Http/Query.ts"
import { IsoDateTime } from "../Http/QueryDates.ts"
import { recordArgument } from "../internal/recordArgument.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import {
  CSVFileFormat,
  DayOfWeek,
  ExportScheduleFrequency,
  ExportStatus,
  ExportType
} from "../Schema/UsageAnalytics.ts"
import { OrgQuery, type ReadServiceHealthResponse, type ReadServiceStatusResponse } from "./UaReadService.ts"

/**
 * An export; `downloadLink` is there once it is ready.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportModel = UsageAnalyticsRead.ExportResponseV15

/**
 * Estimated number of rows, per table.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportEstimateModel = UsageAnalyticsRead.ExportEstimateResponseV15

/**
 * Where a finished export can be downloaded from; the link is there once the export is ready.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportDownloadLink = UsageAnalyticsRead.ExportDownloadLinkResponseV15

/**
 * An export schedule.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportScheduleModel = UsageAnalyticsRead.ExportScheduleResponseV15

/**
 * An export schedule to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateExportScheduleModel = UsageAnalyticsRead.ExportScheduleModelV15

/**
 * An export to generate, sent as the body of {@link generateExportWithBody}: the date range (ISO-8601), the
 * filters on the shared, search and click, and custom event dimensions, the tables and the file's settings.
 *
 * @since 0.1.0
 * @category models
 */
export type GenerateExportWithBodyParams = UsageAnalyticsRead.ExportModelV15

/**
 * A visit export to generate, sent as the body of {@link generateVisitExportWithBody}: the date range
 * (ISO-8601), the inclusion, exclusion and hiding filters, and the file's settings.
 *
 * @since 0.1.0
 * @category models
 */
export type GenerateVisitExportWithBodyParams = UsageAnalyticsRead.ExportVisitsModelV15

/**
 * The largest number of rows an export of the organization may hold.
 *
 * @since 0.1.0
 * @category models
 */
export type RowLimitModel = UsageAnalyticsRead.ExportRowCountLimitV15

const filters = Schema.optional(QueryArray(Schema.String))

/**
 * Query of {@link estimateRowsCount}: a date range (`Date` or ISO text), filters and tables.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EstimateExportParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  from: IsoDateTime,
  to: IsoDateTime,
  /** Filters on the dimensions shared by every event type. */
  f: filters,
  /** Filters on search and click dimensions. */
  fs: filters,
  /** Filters on custom event dimensions. */
  fc: filters,
  tables: Schema.optional(QueryArray(ExportType))
}))
/**
 * Options of {@link estimateRowsCount}.
 *
 * @since 0.1.0
 * @category models
 */
export type EstimateExportParams = typeof EstimateExportParams.Type

/**
 * Query of {@link generate}: every parameter travels in the query.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GenerateExportParams = EstimateExportParams.mapFields((fields) => ({
  ...fields,
  /** US-ASCII only; the export id by default. */
  filename: Schema.optional(Schema.String),
  /** Description. */
  d: Schema.optional(Schema.String),
  dimensions: filters,
  format: Schema.optional(CSVFileFormat),
  useDisplayNames: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link generate}.
 *
 * @since 0.1.0
 * @category models
 */
export type GenerateExportParams = typeof GenerateExportParams.Type

/**
 * Query of {@link generateVisitExport}. A visit export has no tables and filters as the other visit
 * calls do (`f`, `fn`, `hideEventFilters`), as the platform's description lists it; the promise client
 * 60.4 inherits the event export's `fs`, `fc` and `tables` here, while its own visit estimate and
 * body variant take the visit filters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GenerateVisitExportParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  from: IsoDateTime,
  to: IsoDateTime,
  f: filters,
  /** Exclusion filters; they win over `f`. */
  fn: filters,
  /** Filters that hide the events they match. */
  hideEventFilters: filters,
  /** US-ASCII only; the export id by default. */
  filename: Schema.optional(Schema.String),
  /** Description. */
  d: Schema.optional(Schema.String),
  dimensions: filters,
  format: Schema.optional(CSVFileFormat),
  useDisplayNames: Schema.optional(Schema.Boolean),
  /** Rows ordered by date (the default); ignored by the server for large exports. */
  ordered: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link generateVisitExport}.
 *
 * @since 0.1.0
 * @category models
 */
export type GenerateVisitExportParams = typeof GenerateVisitExportParams.Type

/**
 * Query of {@link estimateVisitExportRowsCount}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EstimateVisitExportParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  from: IsoDateTime,
  to: IsoDateTime,
  f: filters,
  /** Exclusion filters; they win over `f`. */
  fn: filters,
  /** Filters that hide the events they match. */
  hideEventFilters: filters
}))
/**
 * Options of {@link estimateVisitExportRowsCount}.
 *
 * @since 0.1.0
 * @category models
 */
export type EstimateVisitExportParams = typeof EstimateVisitExportParams.Type

const RedirectQuery = OrgQuery.mapFields((fields) => ({ ...fields, redirect: Schema.Boolean }))

const org = { orgQuery: "org" } as const
const none = () => ({})
const byId = (exportId: string) => ({ path: { exportId } })
const byScheduleId = (exportScheduleId: string) => ({ path: { scheduleId: exportScheduleId } })

/**
 * Lists the exports.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Exports.list", "/rest/ua/v15/exports", json<ReadonlyArray<ExportModel>>(), none, org)

/**
 * Starts an export; it is `PENDING` until built.
 *
 * @since 0.1.0
 * @category calls
 */
export const generate = post("Exports.generate", "/rest/ua/v15/exports", json<ExportModel>(),
  (params: GenerateExportParams) => ({ query: params }), { orgQuery: "org", query: encoded(GenerateExportParams) })

/**
 * Starts an export described in the body (the query form is {@link generate}); it is `PENDING` until built
 * ({@link waitUntilAvailable} waits for it).
 *
 * @since 0.1.0
 * @category calls
 */
export const generateExportWithBody = post("Exports.generateExportWithBody", "/rest/ua/v15/exports/create",
  json<ExportModel>(), (params: GenerateExportWithBodyParams) => ({ body: params }), org)

/**
 * Gets an export. With `redirect` the server answers with a redirect to the file
 * instead, which this JSON-typed call cannot read: use {@link getFile} for that.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Exports.get", "/rest/ua/v15/exports/{exportId}", json<ExportModel>(),
  (exportId: string, redirect: boolean = false) => ({ path: { exportId }, query: { redirect } }), {
  orgQuery: "org",
  query: encoded(RedirectQuery)
})

/**
 * Downloads a finished export: `GET /exports/{id}?redirect=true`, following the
 * redirect to the file. The file type is not documented, hence any `Accept`.
 *
 * @since 0.1.0
 * @category calls
 */
export const getFile = get("Exports.getFile", "/rest/ua/v15/exports/{exportId}", blob,
  (exportId: string) => ({ path: { exportId }, query: { redirect: true } }), {
  orgQuery: "org",
  query: encoded(RedirectQuery),
  accept: "*/*"
})

/**
 * {@link getFile} as a `Stream` of bytes, chunk by chunk as they arrive (following
 * the redirect to the file): an export of any size downloads in constant memory.
 *
 * @since 0.1.0
 * @category streams
 */
export const getFileStream = download("Exports.getFile", "/rest/ua/v15/exports/{exportId}",
  (exportId: string) => ({ path: { exportId }, query: { redirect: true } }), {
  orgQuery: "org",
  query: encoded(RedirectQuery),
  accept: "*/*"
})

/**
 * Gets the download link of an export; the link is there once the export is ready.
 *
 * @since 0.1.0
 * @category calls
 */
export const getExportDownloadLink = get("Exports.getExportDownloadLink",
  "/rest/ua/v15/exports/{exportId}/downloadlink", json<ExportDownloadLink>(), byId, org)

/**
 * Deletes an export.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Exports.delete", "/rest/ua/v15/exports/{exportId}", empty, byId, org)

/**
 * Estimates the number of rows of an export.
 *
 * @since 0.1.0
 * @category calls
 */
export const estimateRowsCount = get("Exports.estimateRowsCount", "/rest/ua/v15/exports/estimate",
  json<ExportEstimateModel>(), (params: EstimateExportParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(EstimateExportParams)
})

/**
 * Gets the exports service status.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkStatus = get("Exports.checkStatus", "/rest/ua/v15/exports/status", json<ReadServiceStatusResponse>(),
  none, org)

/**
 * Checks the exports service health.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkHealth = get("Exports.checkHealth", "/rest/ua/v15/exports/monitoring/health",
  json<ReadServiceHealthResponse>(), none, org)

/**
 * Starts a visit export; every parameter travels in the query.
 *
 * @since 0.1.0
 * @category calls
 */
export const generateVisitExport = post("Exports.generateVisitExport", "/rest/ua/v15/exports/visits",
  json<ExportModel>(), (params: GenerateVisitExportParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(GenerateVisitExportParams)
})

/**
 * Starts a visit export described in the body (the query form is {@link generateVisitExport}); it is
 * `PENDING` until built ({@link waitUntilAvailable} waits for it).
 *
 * @since 0.1.0
 * @category calls
 */
export const generateVisitExportWithBody = post("Exports.generateVisitExportWithBody",
  "/rest/ua/v15/exports/visits/create", json<ExportModel>(),
  (params: GenerateVisitExportWithBodyParams) => ({ body: params }), org)

/**
 * Estimates the number of rows of a visit export.
 *
 * @since 0.1.0
 * @category calls
 */
export const estimateVisitExportRowsCount = get("Exports.estimateVisitExportRowsCount",
  "/rest/ua/v15/exports/visits/estimate", json<ExportEstimateModel>(),
  (params: EstimateVisitExportParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(EstimateVisitExportParams)
})

/**
 * Lists the export schedules.
 *
 * @since 0.1.0
 * @category calls
 */
export const listSchedules = get("Exports.listSchedules", "/rest/ua/v15/exports/schedules",
  json<ReadonlyArray<ExportScheduleModel>>(), none, org)

/**
 * Creates an export schedule.
 *
 * @since 0.1.0
 * @category calls
 */
export const createSchedule = post("Exports.createSchedule", "/rest/ua/v15/exports/schedules",
  json<ExportScheduleModel>(), (model: CreateExportScheduleModel) => ({ body: model }), org)

/**
 * Gets an export schedule.
 *
 * @since 0.1.0
 * @category calls
 */
export const getSchedule = get("Exports.getSchedule", "/rest/ua/v15/exports/schedules/{scheduleId}",
  json<ExportScheduleModel>(), byScheduleId, org)

/**
 * Replaces an export schedule.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateSchedule = put(
  "Exports.updateSchedule",
  "/rest/ua/v15/exports/schedules/{scheduleId}",
  json<ExportScheduleModel>(),
  (exportScheduleId: string, model: CreateExportScheduleModel) => ({
    path: { scheduleId: exportScheduleId },
    body: model
  }),
  org
)

/**
 * Deletes an export schedule.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteSchedule = del("Exports.deleteSchedule", "/rest/ua/v15/exports/schedules/{scheduleId}", empty,
  byScheduleId, org)

/**
 * Gets the largest number of rows an export of the organization may hold.
 *
 * @since 0.1.0
 * @category calls
 */
export const getRowLimit = get("Exports.getRowLimit", "/rest/ua/v15/exports/rowLimit", json<RowLimitModel>(), none, org)

/**
 * How {@link waitUntilAvailable} polls.
 *
 * @since 0.1.0
 * @category models
 */
export interface WaitOptions {
  /** Delay between status checks; 5 seconds by default. A `Schedule` can replace it. */
  readonly every?: Duration.Input | Schedule.Schedule<unknown, unknown> | undefined
  /**
   * Give up with `PollTimeout` after this long; 30 minutes by default (large exports take minutes). Counted from
   * the first status check: the call that starts the export is bounded by the client's `timeout` and `deadline`.
   */
  readonly timeout?: Duration.Input | undefined
  /**
   * Called with every status seen, before the next check: a plain function, or one that answers a promise or an
   * `Effect`, which the poll waits for. A throw or a rejection fails the call with `InvalidInput`.
   */
  readonly onStatus?: StatusCallback<ExportModel> | undefined
}

/**
 * Options of {@link generateAndDownload} and {@link generateAndDownloadStream}.
 *
 * @since 0.1.0
 * @category models
 */
export interface GenerateAndDownloadOptions extends WaitOptions {
  /** What to export. */
  readonly params: GenerateExportParams
  /** Largest byte chunk of {@link generateAndDownloadStream}; chunks otherwise come as the network delivers them. */
  readonly chunkSize?: number | undefined
}

// EXPIRED and FAILED exports will never become downloadable: stop there.
const isFinal = (e: ExportModel) => e.status === "AVAILABLE" || e.status === "FAILED" || e.status === "EXPIRED"
const failureOf = (e: ExportModel) => (e.status === "AVAILABLE" ? undefined : e.status)

/**
 * Polls `GET /exports/{id}` until the export is `AVAILABLE`. Fails with
 * `OperationFailed` (reason `FAILED` or `EXPIRED`) when it ends otherwise, and
 * with `PollTimeout` when it is still pending after `timeout`.
 *
 * @since 0.1.0
 * @category pollers
 */
export const waitUntilAvailable = (exportId: string, options: WaitOptions = {}) =>
  Effect.flatMap(recordArgument("Exports.waitUntilAvailable", "options", options, {}), (options) =>
    poll(get_(exportId), {
      // String(): a Symbol would throw in the template; the path check of get refuses it, typed.
      what: `Exports.generate ${String(exportId)}`,
      done: isFinal,
      failure: failureOf,
      every: options.every ?? "5 seconds",
      timeout: options.timeout ?? "30 minutes",
      onStatus: options.onStatus
    }))

/**
 * Generates an export, waits until it is `AVAILABLE` (see {@link waitUntilAvailable})
 * and downloads it through {@link getFile}, as a `Blob`.
 *
 * @since 0.1.0
 * @category calls
 */
// Not `Effect.fn`: what it adds to a span (call-site stack frames) is machinery that, read from Effect.ts, the
// promise facade's page would load (issue 18's budget (b), 260 B).
export const generateAndDownload = (options: GenerateAndDownloadOptions) =>
  Effect.gen(function*() {
    options = yield* waitOptions("Exports.generateAndDownload", options)
    const created = yield* generate(options.params)
    yield* waitUntilAvailable(created.id, options)
    return yield* getFile(created.id)
  }).pipe(Effect.withSpan("Exports.generateAndDownload"))

/**
 * {@link generateAndDownload} as a `Stream` of byte chunks, streamed from the
 * network through {@link getFileStream}: the file is never held whole in memory.
 *
 * @since 0.1.0
 * @category streams
 */
export const generateAndDownloadStream = (options: GenerateAndDownloadOptions) =>
  Stream.unwrap(Effect.gen(function*() {
    options = yield* waitOptions("Exports.generateAndDownloadStream", options)
    const created = yield* generate(options.params)
    yield* waitUntilAvailable(created.id, options)
    const file = getFileStream(created.id)
    return options.chunkSize === undefined ? file : limitChunks(options.chunkSize)(file)
  }))

export {
  /**
   * Deletes an export.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets an export; use {@link getFile} for the file itself.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { CSVFileFormat, DayOfWeek, ExportScheduleFrequency, ExportStatus }

// The operations of this area that are declared from the descriptions.
export * from "./Exports.generated.ts"
