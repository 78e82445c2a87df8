/**
 * Resource snapshots: `/rest/organizations/{org}/snapshots` (`resourceSnapshot`
 * in the promise client), with their synchronization plans, plus composed
 * workflows that start a dry run, an apply or a plan creation and poll until the
 * platform reports a final state.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { InvalidSnapshotFile, NetworkError } from "../Errors/index.js";
import { blob, del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { poll } from "../Http/Poll.js";
import { DeletionScope, SnapshotAccess, SnapshotContentType, SnapshotExportFormat, SnapshotFileType, SnapshotReportStatus, SnapshotReportType, SnapshotResultCode, SynchronizationPlanStatus } from "../Schema/Snapshots.js";
import { SortingOrder } from "./Sources.js";
const base = "/rest/organizations/{org}/snapshots";
/** What a snapshot list is sorted by. */
export const SnapshotSortingType = Schema.Literals(["CREATED_DATE", "DEVELOPER_NOTE", "CREATED_BY", "ORIGIN_ID"]);
/** Query of {@link list}. */
export const SnapshotListParams = Schema.Struct({
    filter: Schema.optional(Schema.String),
    sortingOrder: Schema.optional(SortingOrder),
    sortingType: Schema.optional(SnapshotSortingType)
});
/** Query of {@link get}. */
export const GetSnapshotOptions = Schema.Struct({ includeReports: Schema.optional(Schema.Boolean) });
/** Query of {@link validateAccess}. */
export const ValidateAccessOptions = Schema.Struct({ snapshotAccessType: SnapshotAccess });
/** Query of {@link export}. */
export const ExportSnapshotContentOptions = Schema.Struct({ contentFormat: Schema.optional(SnapshotExportFormat) });
/** Query of {@link generateUrl}. */
export const GenerateUrlOptions = Schema.Struct({ contentType: SnapshotContentType });
/** Options of {@link createFromFile}; the file type is derived from the file itself. */
export const CreateFromFileOptions = Schema.Struct({ developerNotes: Schema.optional(Schema.String) });
const CreateFromFileQuery = Schema.Struct({
    developerNotes: Schema.optional(Schema.String),
    snapshotFileType: SnapshotFileType
});
/** Query of {@link createFromOrganization}. */
export const CreateFromOrganizationOptions = Schema.Struct({
    developerNotes: Schema.optional(Schema.String),
    targetOrganizationId: Schema.optional(Schema.String),
    includeChildrenResources: Schema.optional(Schema.Boolean)
});
/** Query of {@link dryRun}. */
export const DryRunOptions = Schema.Struct({ deleteMissingResources: Schema.Boolean });
/** Query of {@link apply}; `deletionScope` only matters when `deleteMissingResources` is true. */
export const ApplyOptions = Schema.Struct({
    deleteMissingResources: Schema.optional(Schema.Boolean),
    deletionScope: Schema.optional(DeletionScope)
});
/** Query of {@link push}. */
export const PushSnapshotOptions = Schema.Struct({
    targetOrganizationId: Schema.String,
    developerNotes: Schema.optional(Schema.String)
});
/** Query of {@link updateSynchronizationPlanForChildren}. */
export const UpdateChildrenOptions = Schema.Struct({
    snapshotParentResourceName: Schema.String,
    parentResourceType: Schema.String,
    targetParentId: Schema.String
});
const DiffQuery = Schema.Struct({
    relativeReportId: Schema.String,
    numberOfLinesMax: Schema.optional(Schema.Number)
});
const bySnapshot = (snapshotId) => ({ path: { snapshotId } });
const byPlan = (snapshotId, synchronizationPlanId) => ({ path: { snapshotId, synchronizationPlanId } });
/** The snapshot file type for a file's MIME type; fails before any request otherwise (spec 5). */
export const snapshotFileTypeOf = (file) => {
    switch (file.type) {
        case "application/zip":
        case "application/x-zip-compressed":
            return Effect.succeed("ZIP");
        case "application/json":
            return Effect.succeed("JSON");
        default:
            return Effect.fail(new InvalidSnapshotFile({ fileType: file.type }));
    }
};
/** Lists the organization's snapshots. */
export const list = get("ResourceSnapshots.list", base, json(), (params) => ({ query: params }), { query: SnapshotListParams });
/** Gets a snapshot, with its reports when `includeReports` is set. */
const get_ = get("ResourceSnapshots.get", `${base}/{snapshotId}`, json(), (snapshotId, options) => ({ path: { snapshotId }, query: options }), { query: GetSnapshotOptions });
/** Lists the resource types the caller may put in snapshots (not a catalogue row; the promise client has it). */
export const listResourceAccess = get("ResourceSnapshots.listResourceAccess", `${base}/access/resource`, json(), () => ({}));
/** Tells whether the caller has read or write access to a snapshot's content. */
export const validateAccess = get("ResourceSnapshots.validateAccess", `${base}/{snapshotId}/access`, json(), (snapshotId, options) => ({
    path: { snapshotId },
    query: options
}), { query: ValidateAccessOptions });
/** Downloads a snapshot's content as a ZIP `Blob`. */
const export_ = get("ResourceSnapshots.export", `${base}/{snapshotId}/content`, blob, (snapshotId, options) => ({ path: { snapshotId }, query: options }), { query: ExportSnapshotContentOptions, accept: "application/zip" });
/** Gets a signed URL to a snapshot's content. */
export const generateUrl = get("ResourceSnapshots.generateUrl", `${base}/{snapshotId}/url`, json(), (snapshotId, options) => ({
    path: { snapshotId },
    query: options
}), { query: GenerateUrlOptions });
/** Creates a snapshot from a ZIP or JSON file; any other file fails with `InvalidSnapshotFile` before any request. */
export const createFromFile = post("ResourceSnapshots.createFromFile", `${base}/file`, json(), (file, options) => Effect.map(snapshotFileTypeOf(file), (snapshotFileType) => ({
    query: { developerNotes: options?.developerNotes, snapshotFileType },
    body: { file }
})), { query: CreateFromFileQuery, body: "multipart" });
/** Creates a snapshot of the organization's own resources. */
export const createFromOrganization = post("ResourceSnapshots.createFromOrganization", `${base}/self`, json(), (exportConfigurationModel, options) => ({
    body: exportConfigurationModel,
    query: options
}), { query: CreateFromOrganizationOptions });
/** Starts a dry run of a snapshot; answers its report, usually still in progress. */
export const dryRun = put("ResourceSnapshots.dryRun", `${base}/{snapshotId}/dryrun`, json(), (snapshotId, options) => ({ path: { snapshotId }, query: options }), { query: DryRunOptions });
/** Starts applying a snapshot; answers its report, usually still in progress. */
export const apply = put("ResourceSnapshots.apply", `${base}/{snapshotId}/apply`, json(), (snapshotId, options = {}) => ({ path: { snapshotId }, query: options }), { query: ApplyOptions });
/** Pushes a snapshot to another organization. */
export const push = put("ResourceSnapshots.push", `${base}/{snapshotId}/push`, empty, (snapshotId, options) => ({ path: { snapshotId }, query: options }), { query: PushSnapshotOptions });
/** Deletes a snapshot. */
const delete_ = del("ResourceSnapshots.delete", `${base}/{snapshotId}`, empty, bySnapshot);
/** Starts creating a synchronization plan; answers the plan, usually still `CREATING`. */
export const createSynchronizationPlan = post("ResourceSnapshots.createSynchronizationPlan", `${base}/{snapshotId}/synchronization`, json(), bySnapshot);
/** Gets a synchronization plan. */
export const getSynchronizationPlan = get("ResourceSnapshots.getSynchronizationPlan", `${base}/{snapshotId}/synchronization/{synchronizationPlanId}`, json(), byPlan);
/** Replaces a synchronization plan. */
export const updateSynchronizationPlan = put("ResourceSnapshots.updateSynchronizationPlan", `${base}/{snapshotId}/synchronization/{synchronizationPlanId}`, json(), (snapshotId, synchronizationPlanId, synchronizationPlanModel) => ({ path: { snapshotId, synchronizationPlanId }, body: synchronizationPlanModel }));
/** Applies a synchronization plan; answers its report. */
export const applySynchronizationPlan = put("ResourceSnapshots.applySynchronizationPlan", `${base}/{snapshotId}/synchronization/{synchronizationPlanId}/apply`, json(), byPlan);
/** Points the children of a plan's parent resource at another target parent. */
export const updateSynchronizationPlanForChildren = put("ResourceSnapshots.updateSynchronizationPlanForChildren", `${base}/{snapshotId}/synchronization/{synchronizationPlanId}/children`, json(), (snapshotId, synchronizationPlanId, options) => ({
    path: { snapshotId, synchronizationPlanId },
    query: options
}), { query: UpdateChildrenOptions });
/** Gets the diff of a snapshot relative to a dry-run report. */
export const diff = get("ResourceSnapshots.diff", `${base}/{snapshotId}/diff`, json(), (snapshotId, relativeReportId, numberOfLinesMax) => ({
    path: { snapshotId },
    query: { relativeReportId, numberOfLinesMax }
}), { query: DiffQuery });
/**
 * Fetches a snapshot's content through a signed URL. As in the promise client the
 * second request is a bare `fetch`: the URL carries its own credentials, so no
 * token, retry or error mapping applies, and the raw `Response` is returned.
 */
export const getContent = (snapshotId, options) => Effect.flatMap(generateUrl(snapshotId, options), ({ url }) => Effect.tryPromise({
    try: (signal) => fetch(url, { method: "GET", signal }),
    // The signed query is a credential: keep it out of the error.
    catch: (cause) => new NetworkError({
        method: "GET",
        url: url.split("?")[0],
        reason: cause instanceof Error ? cause.message : String(cause)
    })
})).pipe(Effect.withSpan("ResourceSnapshots.getContent"));
/** A snapshot operation ended `ABORTED`, or `COMPLETED` with a result code other than `SUCCESS`. */
export class SnapshotOperationFailed extends Schema.TaggedError()("SnapshotOperationFailed", {
    snapshotId: Schema.String,
    reportId: Schema.String,
    operation: SnapshotReportType,
    status: SnapshotReportStatus,
    /** The report's result code; `UNEXPECTED_ERROR` when the platform sent one outside spec 8. */
    resultCode: SnapshotResultCode,
    /** The final report as received. */
    report: Schema.Unknown
}) {
    get message() {
        return `Snapshot ${this.snapshotId} ${this.operation} (report ${this.reportId}) ended ${this.status} with ${this.resultCode}`;
    }
}
/** A synchronization plan ended `IN_ERROR`. */
export class SynchronizationPlanFailed extends Schema.TaggedError()("SynchronizationPlanFailed", {
    snapshotId: Schema.String,
    planId: Schema.String,
    status: SynchronizationPlanStatus,
    /** The final plan as received. */
    plan: Schema.Unknown
}) {
    get message() {
        return `Synchronization plan ${this.planId} of snapshot ${this.snapshotId} ended ${this.status}`;
    }
}
const isResultCode = Schema.is(SnapshotResultCode);
const reportDone = (status) => status === "COMPLETED" || status === "ABORTED";
const awaitReport = (snapshotId, operation, started, wait) => {
    const check = Effect.map(get_(snapshotId, { includeReports: true }), (snapshot) => snapshot.reports?.find((r) => r.id === started.id));
    const onStatus = wait.onStatus;
    return poll(check, {
        what: `ResourceSnapshots.${operation === "DRY_RUN" ? "dryRun" : "apply"} ${snapshotId}`,
        // The report may not be listed yet right after the start: keep polling until it is.
        done: (report) => report !== undefined && reportDone(report.status),
        failure: (report) => report.status === "ABORTED" || report.resultCode !== "SUCCESS" ? "failed" : undefined,
        every: wait.every,
        timeout: wait.timeout,
        onStatus: onStatus === undefined ? undefined : (report) => report === undefined ? Effect.void : onStatus(report)
    }).pipe(Effect.map((report) => report), Effect.catchTag("OperationFailed", (e) => {
        const report = e.last;
        return Effect.fail(new SnapshotOperationFailed({
            snapshotId,
            reportId: report.id,
            operation,
            status: report.status,
            resultCode: isResultCode(report.resultCode) ? report.resultCode : "UNEXPECTED_ERROR",
            report
        }));
    }));
};
/**
 * Runs a dry run and polls the snapshot's reports until it is `COMPLETED` or
 * `ABORTED`; succeeds with the final report when its result code is `SUCCESS`.
 */
export const dryRunAndWait = (snapshotId, options) => {
    const { every, onStatus, timeout, ...query } = options;
    return Effect.flatMap(dryRun(snapshotId, query), (started) => awaitReport(snapshotId, "DRY_RUN", started, { every, onStatus, timeout }));
};
/**
 * Applies a snapshot and polls its reports until the apply is `COMPLETED` or
 * `ABORTED`; succeeds with the final report when its result code is `SUCCESS`.
 */
export const applyAndWait = (snapshotId, options = {}) => {
    const { every, onStatus, timeout, ...query } = options;
    return Effect.flatMap(apply(snapshotId, query), (started) => awaitReport(snapshotId, "APPLY", started, { every, onStatus, timeout }));
};
/**
 * Creates a synchronization plan and polls it until it is `CREATED` (success)
 * or `IN_ERROR` (fails with {@link SynchronizationPlanFailed}).
 */
export const createSynchronizationPlanAndWait = (snapshotId, options = {}) => Effect.flatMap(createSynchronizationPlan(snapshotId), (started) => poll(getSynchronizationPlan(snapshotId, started.id), {
    what: `ResourceSnapshots.createSynchronizationPlan ${snapshotId}`,
    done: (plan) => plan.status === "CREATED" || plan.status === "IN_ERROR",
    failure: (plan) => plan.status === "IN_ERROR" ? plan.status : undefined,
    every: options.every,
    timeout: options.timeout,
    onStatus: options.onStatus
}).pipe(Effect.catchTag("OperationFailed", (e) => {
    const plan = e.last;
    return Effect.fail(new SynchronizationPlanFailed({ snapshotId, planId: started.id, status: plan.status, plan }));
})));
export { 
/** Deletes a snapshot. */
delete_ as delete, 
/** Downloads a snapshot's content as a ZIP `Blob`. */
export_ as export, 
/** Gets a snapshot, with its reports when `includeReports` is set. */
get_ as get };
