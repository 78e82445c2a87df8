import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import * as Stream from "effect/Stream";
import { blob, del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { poll } from "../Http/Poll.js";
import { IsoDateTime } from "../Http/QueryValues.js";
import { ExportType } from "../Schema/UsageAnalytics.js";
import { orgField, uaBase } from "./UaReadService.js";
const base = `${uaBase}/exports`;
/** State of an export: `PENDING` while it is built, then `AVAILABLE`, `FAILED` or `EXPIRED`. */
export const ExportStatus = Schema.Literals(["AVAILABLE", "PENDING", "FAILED", "EXPIRED"]);
/** Layout of the CSV files of an export. */
export const CSVFileFormat = Schema.Literals(["EXCEL", "NO_NEWLINE"]);
/** How often a scheduled export runs. */
export const ExportScheduleFrequency = Schema.Literals(["DAILY", "WEEKLY", "MONTHLY"]);
/** Day a weekly export runs on. */
export const DayOfWeek = Schema.Literals(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]);
const filters = Schema.optional(Schema.Array(Schema.String));
const estimateFields = {
    ...orgField,
    from: IsoDateTime,
    to: IsoDateTime,
    /** Filters on the dimensions shared by every event type. */
    f: filters,
    /** Filters on search and click dimensions. */
    fs: filters,
    /** Filters on custom event dimensions. */
    fc: filters,
    tables: Schema.optional(Schema.Array(ExportType))
};
const generateFields = {
    ...estimateFields,
    /** US-ASCII only; the export id by default. */
    filename: Schema.optional(Schema.String),
    /** Description. */
    d: Schema.optional(Schema.String),
    dimensions: filters,
    format: Schema.optional(CSVFileFormat),
    useDisplayNames: Schema.optional(Schema.Boolean)
};
/** Query of {@link estimateRowsCount}: a date range (`Date` or ISO text), filters and tables. */
export const EstimateExportParams = Schema.Struct(estimateFields);
/** Query of {@link generate}: every parameter travels in the query. */
export const GenerateExportParams = Schema.Struct(generateFields);
/** Query of {@link generateVisitExport}. */
export const GenerateVisitExportParams = Schema.Struct({
    ...generateFields,
    /** Rows ordered by date (the default); ignored by the server for large exports. */
    ordered: Schema.optional(Schema.Boolean)
});
/** Query of {@link estimateVisitExportRowsCount}. */
export const EstimateVisitExportParams = Schema.Struct({
    ...orgField,
    from: IsoDateTime,
    to: IsoDateTime,
    f: filters,
    /** Exclusion filters; they win over `f`. */
    fn: filters,
    /** Filters that hide the events they match. */
    hideEventFilters: filters
});
const RedirectQuery = Schema.Struct({ ...orgField, redirect: Schema.Boolean });
const org = { orgQuery: "org" };
const none = () => ({});
const byId = (exportId) => ({ path: { exportId } });
const byScheduleId = (exportScheduleId) => ({ path: { scheduleId: exportScheduleId } });
/** Lists the exports. */
export const list = get("Exports.list", base, json(), none, org);
/** Starts an export; it is `PENDING` until built. */
export const generate = post("Exports.generate", base, json(), (params) => ({ query: params }), { ...org, query: GenerateExportParams });
/**
 * Gets an export. With `redirect` the server answers with a redirect to the file
 * instead, which this JSON-typed call cannot read: use {@link getFile} for that.
 */
const get_ = get("Exports.get", `${base}/{exportId}`, json(), (exportId, redirect = false) => ({ path: { exportId }, query: { redirect } }), { ...org, query: RedirectQuery });
/**
 * Downloads a finished export: `GET /exports/{id}?redirect=true`, following the
 * redirect to the file. The file type is not documented, hence any `Accept`.
 */
export const getFile = get("Exports.getFile", `${base}/{exportId}`, blob, (exportId) => ({ path: { exportId }, query: { redirect: true } }), { ...org, query: RedirectQuery, accept: "*/*" });
/** Gets the download link of an export; the link is there once the export is ready. */
export const getExportDownloadLink = get("Exports.getExportDownloadLink", `${base}/{exportId}/downloadlink`, json(), byId, org);
/** Deletes an export. */
const delete_ = del("Exports.delete", `${base}/{exportId}`, empty, byId, org);
/** Estimates the number of rows of an export. */
export const estimateRowsCount = get("Exports.estimateRowsCount", `${base}/estimate`, json(), (params) => ({ query: params }), { ...org, query: EstimateExportParams });
/** Gets the exports service status. */
export const checkStatus = get("Exports.checkStatus", `${base}/status`, json(), none, org);
/** Checks the exports service health. */
export const checkHealth = get("Exports.checkHealth", `${base}/monitoring/health`, json(), none, org);
/** Starts a visit export; every parameter travels in the query. */
export const generateVisitExport = post("Exports.generateVisitExport", `${base}/visits`, json(), (params) => ({ query: params }), { ...org, query: GenerateVisitExportParams });
/** Estimates the number of rows of a visit export. */
export const estimateVisitExportRowsCount = get("Exports.estimateVisitExportRowsCount", `${base}/visits/estimate`, json(), (params) => ({ query: params }), { ...org, query: EstimateVisitExportParams });
/** Lists the export schedules. */
export const listSchedules = get("Exports.listSchedules", `${base}/schedules`, json(), none, org);
/** Creates an export schedule. */
export const createSchedule = post("Exports.createSchedule", `${base}/schedules`, json(), (model) => ({ body: model }), org);
/** Gets an export schedule. */
export const getSchedule = get("Exports.getSchedule", `${base}/schedules/{scheduleId}`, json(), byScheduleId, org);
/** Replaces an export schedule. */
export const updateSchedule = put("Exports.updateSchedule", `${base}/schedules/{scheduleId}`, json(), (exportScheduleId, model) => ({ path: { scheduleId: exportScheduleId }, body: model }), org);
/** Deletes an export schedule. */
export const deleteSchedule = del("Exports.deleteSchedule", `${base}/schedules/{scheduleId}`, empty, byScheduleId, org);
// EXPIRED and FAILED exports will never become downloadable: stop there.
const isFinal = (e) => e.status === "AVAILABLE" || e.status === "FAILED" || e.status === "EXPIRED";
const failureOf = (e) => (e.status === "AVAILABLE" ? undefined : e.status);
/**
 * Polls `GET /exports/{id}` until the export is `AVAILABLE`. Fails with
 * `OperationFailed` (reason `FAILED` or `EXPIRED`) when it ends otherwise, and
 * with `PollTimeout` when it is still pending after `timeout`.
 */
export const waitUntilAvailable = (exportId, options = {}) => poll(get_(exportId), {
    what: `Exports.generate ${exportId}`,
    done: isFinal,
    failure: failureOf,
    every: options.every ?? "5 seconds",
    timeout: options.timeout ?? "30 minutes",
    onStatus: options.onStatus
});
/**
 * Generates an export, waits until it is `AVAILABLE` (see {@link waitUntilAvailable})
 * and downloads it through {@link getFile}, as a `Blob`.
 */
export const generateAndDownload = Effect.fn("Exports.generateAndDownload")(function* (options) {
    const created = yield* generate(options.params);
    yield* waitUntilAvailable(created.id, options);
    return yield* getFile(created.id);
});
/**
 * {@link generateAndDownload} as a `Stream` of byte chunks. The download is read
 * whole first (the client reads files as `Blob`s), then cut into chunks.
 */
export const generateAndDownloadStream = (options) => Stream.unwrap(Effect.map(Effect.flatMap(generateAndDownload(options), (file) => Effect.promise(() => file.arrayBuffer())), (buffer) => Stream.fromIterable(chunks(new Uint8Array(buffer), options.chunkSize ?? 65_536))));
function* chunks(bytes, size) {
    const step = Math.max(1, Math.floor(size));
    for (let start = 0; start < bytes.length; start += step)
        yield bytes.subarray(start, start + step);
}
export { 
/** Deletes an export. */
delete_ as delete, 
/** Gets an export; use {@link getFile} for the file itself. */
get_ as get };
