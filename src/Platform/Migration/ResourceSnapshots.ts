/**
 * Resource snapshots: `/rest/organizations/{org}/snapshots` (`resourceSnapshot`
 * in the promise client), with their synchronization plans, plus composed
 * workflows that start a dry run, an apply or a plan creation and poll until the
 * platform reports a final state.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { InvalidInput, InvalidSnapshotFile } from "../../Errors/index.ts"
import { download } from "../../Http/Download.ts"
import { blob, del, empty, get, helper, json, post, put } from "../../Http/Endpoint.ts"
import { CoveoClient } from "../../Http/PlatformClient.ts"
import { type OperationFailed, poll, type PollOptions, waitOptions, withoutToken } from "../../Http/Poll.ts"
import { encoded } from "../../Http/Query.ts"
import { contentArgument } from "../../internal/contentArgument.ts"
import { TaggedError } from "../../internal/taggedError.ts"
import type * as Migration from "../../Schema/Models/Migration.ts"
import {
  DeletionScope,
  SnapshotAccess,
  SnapshotContentType,
  SnapshotExportFormat,
  SnapshotFileType,
  type SnapshotReportStatus,
  type SnapshotReportType,
  SnapshotResourceType,
  SnapshotResultCode,
  SnapshotSortingType,
  type SynchronizationPlanStatus
} from "../../Schema/Snapshots.ts"
import { SortingOrder } from "../../Schema/Sources.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotListParams = Schema.Struct({
  filter: Schema.optional(Schema.String),
  sortingOrder: Schema.optional(SortingOrder),
  sortingType: Schema.optional(SnapshotSortingType)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotListParams = typeof SnapshotListParams.Type

/**
 * Query of {@link get}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetSnapshotOptions = Schema.Struct({ includeReports: Schema.optional(Schema.Boolean) })
/**
 * Options of {@link get}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetSnapshotOptions = typeof GetSnapshotOptions.Type

/**
 * Query of {@link validateAccess}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ValidateAccessOptions = Schema.Struct({ snapshotAccessType: SnapshotAccess })
/**
 * Options of {@link validateAccess}.
 *
 * @since 0.1.0
 * @category models
 */
export type ValidateAccessOptions = typeof ValidateAccessOptions.Type

/**
 * Query of {@link export}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExportSnapshotContentOptions = Schema.Struct({ contentFormat: Schema.optional(SnapshotExportFormat) })
/**
 * Options of {@link export}.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportSnapshotContentOptions = typeof ExportSnapshotContentOptions.Type

/**
 * Query of {@link generateUrl}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GenerateUrlOptions = Schema.Struct({ contentType: SnapshotContentType })
/**
 * Options of {@link generateUrl}.
 *
 * @since 0.1.0
 * @category models
 */
export type GenerateUrlOptions = typeof GenerateUrlOptions.Type

/**
 * Options of {@link createFromFile}; the file type is derived from the file itself.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateFromFileOptions = Schema.Struct({ developerNotes: Schema.optional(Schema.String) })
/**
 * Options of {@link createFromFile}.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateFromFileOptions = typeof CreateFromFileOptions.Type

const CreateFromFileQuery = Schema.Struct({
  developerNotes: Schema.optional(Schema.String),
  snapshotFileType: SnapshotFileType
})

/**
 * Query of {@link createFromOrganization}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateFromOrganizationOptions = Schema.Struct({
  developerNotes: Schema.optional(Schema.String),
  targetOrganizationId: Schema.optional(Schema.String),
  includeChildrenResources: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link createFromOrganization}.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateFromOrganizationOptions = typeof CreateFromOrganizationOptions.Type

/**
 * Query of {@link dryRun}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DryRunOptions = Schema.Struct({ deleteMissingResources: Schema.Boolean })
/**
 * Options of {@link dryRun}.
 *
 * @since 0.1.0
 * @category models
 */
export type DryRunOptions = typeof DryRunOptions.Type

/**
 * Query of {@link apply}; `deletionScope` only matters when `deleteMissingResources` is true.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ApplyOptions = Schema.Struct({
  deleteMissingResources: Schema.optional(Schema.Boolean),
  deletionScope: Schema.optional(DeletionScope)
})
/**
 * Options of {@link apply}.
 *
 * @since 0.1.0
 * @category models
 */
export type ApplyOptions = typeof ApplyOptions.Type

/**
 * Query of {@link push}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PushSnapshotOptions = Schema.Struct({
  targetOrganizationId: Schema.String,
  developerNotes: Schema.optional(Schema.String)
})
/**
 * Options of {@link push}.
 *
 * @since 0.1.0
 * @category models
 */
export type PushSnapshotOptions = typeof PushSnapshotOptions.Type

/**
 * Query of {@link updateSynchronizationPlanForChildren}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UpdateChildrenOptions = Schema.Struct({
  snapshotParentResourceName: Schema.String,
  parentResourceType: SnapshotResourceType,
  targetParentId: Schema.String
})
/**
 * Options of {@link updateSynchronizationPlanForChildren}.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateChildrenOptions = typeof UpdateChildrenOptions.Type

const DiffQuery = Schema.Struct({
  relativeReportId: Schema.String,
  numberOfLinesMax: Schema.optional(Schema.Number)
})

/**
 * Per-operation counters of a report, for one resource type.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsReportOperationModel = Migration.ReportResourceOperationsModel

/**
 * One failure detail of a report.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsReportOperationResult = Migration.ResultInformation

/**
 * The report of a snapshot operation (creation, dry run, apply, plan creation or apply).
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsReportModel = Migration.ReportModel

/**
 * The report of a synchronization plan operation.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsSynchronizationReportModel = Migration.SynchronizationReportModel

/**
 * A diff file of a diff report.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotDiffFileModel = Migration.UrlWithExpirationAndNumberOfLinesModel

/**
 * The diff between a snapshot and the organization, relative to a dry-run report.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotDiffModel = Migration.DiffGenerationReportModel

/**
 * A resource snapshot (`reports` present when asked for with `includeReports`).
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsModel = Migration.SnapshotModel

/**
 * What to put in a snapshot of the organization: resource ids per type, `null` for all of a type (the
 * description's `ExportConfigurationModel`, with the map required and its keys the resource types).
 *
 * @since 0.1.0
 * @category models
 */
export interface ResourceSnapshotExportConfigurationModel {
  readonly resourcesToExport: Partial<Readonly<Record<SnapshotResourceType, ReadonlyArray<string> | null>>>
}

/**
 * A signed, expiring URL to a snapshot's content.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotUrlModel = Migration.UrlWithExpirationModel

/**
 * Whether the caller has the asked access to a snapshot.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotAccessModel = Migration.SnapshotAccessModel

/**
 * A link between a snapshot resource and an organization resource.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsLinkModel = Migration.LinkModel

/**
 * A candidate match of a synchronization plan.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsSynchronizationMatchModel = Migration.MatchModel

/**
 * A synchronization plan: how snapshot resources are matched to organization resources.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsSynchronizationPlanModel = Migration.SynchronizationPlanModel

/**
 * A synchronization plan to send to {@link updateSynchronizationPlan} (the plan's id is in the path).
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceSnapshotsSynchronizationPlanInput = Migration.SynchronizationPlanModelInput

const bySnapshot = (snapshotId: string) => ({ path: { snapshotId } })
const byPlan = (snapshotId: string, synchronizationPlanId: string) => ({ path: { snapshotId, synchronizationPlanId } })

/**
 * The snapshot file type for a file's MIME type; fails before any request otherwise (the specification's validation rules).
 *
 * @since 0.1.0
 * @category calls
 */
export const snapshotFileTypeOf = helper(
  (file: Blob): Effect.Effect<SnapshotFileType, InvalidSnapshotFile | InvalidInput> => {
    if (!(file instanceof Blob)) {
      return Effect.fail(
        new InvalidInput({ call: "ResourceSnapshots.snapshotFileTypeOf", message: "The file must be a Blob or a File" })
      )
    }
    switch (file.type) {
      case "application/zip":
      case "application/x-zip-compressed":
        return Effect.succeed("ZIP")
      case "application/json":
        return Effect.succeed("JSON")
      default:
        return Effect.fail(new InvalidSnapshotFile({ fileType: file.type }))
    }
  }
)

/**
 * Lists the organization's snapshots.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("ResourceSnapshots.list", "/rest/organizations/{org}/snapshots",
  json<ReadonlyArray<ResourceSnapshotsModel>>(), (params?: SnapshotListParams) => ({ query: params }), {
  query: encoded(SnapshotListParams)
})

/**
 * Gets a snapshot, with its reports when `includeReports` is set.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("ResourceSnapshots.get", "/rest/organizations/{org}/snapshots/{snapshotId}",
  json<ResourceSnapshotsModel>(),
  (snapshotId: string, options?: GetSnapshotOptions) => ({ path: { snapshotId }, query: options }), {
  query: encoded(GetSnapshotOptions)
})

/**
 * Lists the resource types the caller may put in snapshots (not a catalogue row; the promise client has it).
 *
 * @since 0.1.0
 * @category calls
 */
export const listResourceAccess = get("ResourceSnapshots.listResourceAccess",
  "/rest/organizations/{org}/snapshots/access/resource", json<ReadonlyArray<string>>(), () => ({}))

/**
 * Tells whether the caller has read or write access to a snapshot's content.
 *
 * @since 0.1.0
 * @category calls
 */
export const validateAccess = get(
  "ResourceSnapshots.validateAccess",
  "/rest/organizations/{org}/snapshots/{snapshotId}/access",
  json<SnapshotAccessModel>(),
  (snapshotId: string, options: ValidateAccessOptions) => ({
    path: { snapshotId },
    query: options
  }),
  { query: encoded(ValidateAccessOptions) }
)

/**
 * Downloads a snapshot's content as a ZIP `Blob`.
 *
 * @since 0.1.0
 * @category calls
 */
const export_ = get("ResourceSnapshots.export", "/rest/organizations/{org}/snapshots/{snapshotId}/content", blob,
  (snapshotId: string, options?: ExportSnapshotContentOptions) => ({ path: { snapshotId }, query: options }), {
  query: encoded(ExportSnapshotContentOptions),
  accept: "application/zip"
})

/**
 * {@link export_ | export} as a `Stream` of bytes, chunk by chunk as they arrive:
 * a snapshot of any size downloads in constant memory.
 *
 * @since 0.1.0
 * @category streams
 */
export const exportStream = download("ResourceSnapshots.export",
  "/rest/organizations/{org}/snapshots/{snapshotId}/content",
  (snapshotId: string, options?: ExportSnapshotContentOptions) => ({ path: { snapshotId }, query: options }), {
  query: encoded(ExportSnapshotContentOptions),
  accept: "application/zip"
})

/**
 * Gets a signed URL to a snapshot's content.
 *
 * @since 0.1.0
 * @category calls
 */
export const generateUrl = get(
  "ResourceSnapshots.generateUrl",
  "/rest/organizations/{org}/snapshots/{snapshotId}/url",
  json<ResourceSnapshotUrlModel>(),
  (snapshotId: string, options: GenerateUrlOptions) => ({
    path: { snapshotId },
    query: options
  }),
  { query: encoded(GenerateUrlOptions) }
)

/**
 * Creates a snapshot from a ZIP or JSON file; any other file fails with `InvalidSnapshotFile` before any request.
 *
 * @since 0.1.0
 * @category calls
 */
export const createFromFile = post(
  "ResourceSnapshots.createFromFile",
  "/rest/organizations/{org}/snapshots/file",
  json<ResourceSnapshotsModel>(),
  (file: File, options?: CreateFromFileOptions) =>
    Effect.map(snapshotFileTypeOf(contentArgument("file", file, "file")), (snapshotFileType) => ({
      query: { developerNotes: options?.developerNotes, snapshotFileType },
      body: { file }
    })),
  { query: encoded(CreateFromFileQuery), body: "multipart" }
)

/**
 * Creates a snapshot of the organization's own resources.
 *
 * @since 0.1.0
 * @category calls
 */
export const createFromOrganization = post(
  "ResourceSnapshots.createFromOrganization",
  "/rest/organizations/{org}/snapshots/self",
  json<ResourceSnapshotsModel>(),
  (exportConfigurationModel: ResourceSnapshotExportConfigurationModel, options?: CreateFromOrganizationOptions) => ({
    body: exportConfigurationModel,
    query: options
  }),
  { query: encoded(CreateFromOrganizationOptions) }
)

/**
 * Starts a dry run of a snapshot; answers its report, usually still in progress.
 *
 * @since 0.1.0
 * @category calls
 */
export const dryRun = put("ResourceSnapshots.dryRun", "/rest/organizations/{org}/snapshots/{snapshotId}/dryrun",
  json<ResourceSnapshotsReportModel>(),
  (snapshotId: string, options: DryRunOptions) => ({ path: { snapshotId }, query: options }), {
  query: encoded(DryRunOptions)
})

/**
 * Starts applying a snapshot; answers its report, usually still in progress.
 *
 * @since 0.1.0
 * @category calls
 */
export const apply = put("ResourceSnapshots.apply", "/rest/organizations/{org}/snapshots/{snapshotId}/apply",
  json<ResourceSnapshotsReportModel>(),
  (snapshotId: string, options: ApplyOptions = {}) => ({ path: { snapshotId }, query: options }), {
  query: encoded(ApplyOptions)
})

/**
 * Pushes a snapshot to another organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const push = put("ResourceSnapshots.push", "/rest/organizations/{org}/snapshots/{snapshotId}/push", empty,
  (snapshotId: string, options: PushSnapshotOptions) => ({ path: { snapshotId }, query: options }), {
  query: encoded(PushSnapshotOptions)
})

/**
 * Deletes a snapshot.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("ResourceSnapshots.delete", "/rest/organizations/{org}/snapshots/{snapshotId}", empty, bySnapshot)

/**
 * Starts creating a synchronization plan; answers the plan, usually still `CREATING`.
 *
 * @since 0.1.0
 * @category calls
 */
export const createSynchronizationPlan = post("ResourceSnapshots.createSynchronizationPlan",
  "/rest/organizations/{org}/snapshots/{snapshotId}/synchronization", json<ResourceSnapshotsSynchronizationPlanModel>(),
  bySnapshot)

/**
 * Gets a synchronization plan.
 *
 * @since 0.1.0
 * @category calls
 */
export const getSynchronizationPlan = get("ResourceSnapshots.getSynchronizationPlan",
  "/rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}",
  json<ResourceSnapshotsSynchronizationPlanModel>(), byPlan)

/**
 * Replaces a synchronization plan.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateSynchronizationPlan = put(
  "ResourceSnapshots.updateSynchronizationPlan",
  "/rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}",
  json<ResourceSnapshotsSynchronizationPlanModel>(),
  (
    snapshotId: string,
    synchronizationPlanId: string,
    synchronizationPlanModel: ResourceSnapshotsSynchronizationPlanInput
  ) => ({ path: { snapshotId, synchronizationPlanId }, body: synchronizationPlanModel })
)

/**
 * Applies a synchronization plan; answers its report.
 *
 * @since 0.1.0
 * @category calls
 */
export const applySynchronizationPlan = put("ResourceSnapshots.applySynchronizationPlan",
  "/rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}/apply",
  json<ResourceSnapshotsSynchronizationReportModel>(), byPlan)

/**
 * Points the children of a plan's parent resource at another target parent.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateSynchronizationPlanForChildren = put(
  "ResourceSnapshots.updateSynchronizationPlanForChildren",
  "/rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}/children",
  json<ResourceSnapshotsSynchronizationPlanModel>(),
  (snapshotId: string, synchronizationPlanId: string, options: UpdateChildrenOptions) => ({
    path: { snapshotId, synchronizationPlanId },
    query: options
  }),
  { query: encoded(UpdateChildrenOptions) }
)

/**
 * Gets the diff of a snapshot relative to a dry-run report.
 *
 * @since 0.1.0
 * @category calls
 */
export const diff = get(
  "ResourceSnapshots.diff",
  "/rest/organizations/{org}/snapshots/{snapshotId}/diff",
  json<SnapshotDiffModel>(),
  (snapshotId: string, relativeReportId: string, numberOfLinesMax?: number) => ({
    path: { snapshotId },
    query: { relativeReportId, numberOfLinesMax }
  }),
  { query: encoded(DiffQuery) }
)

const openContent = (snapshotId: string, options: GenerateUrlOptions) =>
  Effect.flatMap(
    generateUrl(snapshotId, options),
    ({ url }) => CoveoClient.use((client) => client.fetchSigned("ResourceSnapshots.getContent", url ?? ""))
  )

/**
 * A snapshot's content through a signed URL, as a `Stream` of bytes. The URL
 * carries its own credential: the second request goes through the client's
 * transport and limits but never carries the token, and is not retried.
 *
 * @since 0.1.0
 * @category streams
 */
export const getContent = (snapshotId: string, options: GenerateUrlOptions) =>
  Stream.unwrap(
    // The span covers the opening (the URL, then the signed request), as getContentResponse's does: a
    // Stream-wide span (Stream.withSpan) would bring most of effect's Channel into every bundle with this area.
    Effect.map(Effect.withSpan(openContent(snapshotId, options), "ResourceSnapshots.getContent"),
      (download) => Stream.fromReadableStream({ evaluate: () => download.body, onError: download.toError }))
  )

/**
 * {@link getContent} as the promise client returns it: a `Response` whose body
 * streams the content (its failures are the typed errors). The promise facade's `getContent`.
 *
 * @since 0.1.0
 * @category calls
 */
export const getContentResponse = helper((snapshotId: string, options: GenerateUrlOptions) =>
  Effect.map(openContent(snapshotId, options), (download) => {
    const reader = download.body.getReader()
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) =>
        reader.read().then(
          ({ done, value }) => done ? controller.close() : controller.enqueue(value),
          (e: unknown) => controller.error(download.toError(e))
        ),
      cancel: (reason) => reader.cancel(reason)
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(download.headers)) {
      if (typeof value === "string") headers.set(name, value)
      else if (value !== undefined) { for (const v of value) headers.append(name, v) }
    }
    // A Response with a body throws for 204, 205 and 304: those statuses get none (and the stream is let go).
    if (download.status === 204 || download.status === 205 || download.status === 304) {
      void reader.cancel().catch(() => undefined)
      return new Response(null, { status: download.status, headers })
    }
    return new Response(body, { status: download.status, headers })
  }).pipe(Effect.withSpan("ResourceSnapshots.getContent"))
)

// What `Effect.catchTag("OperationFailed", ...)` catches, for `Effect.catchIf`, which every call already loads:
// `catchTag`, read from Effect.ts, would add code of its own to the promise facade's page (issue 18's budget (b)).
const isOperationFailed = <E extends { readonly _tag: string }>(e: E): e is Extract<E, OperationFailed> =>
  e._tag === "OperationFailed"

/**
 * A snapshot operation ended `ABORTED`, or `COMPLETED` with a result code other than `SUCCESS`.
 *
 * @since 0.1.0
 * @category errors
 */
export class SnapshotOperationFailed extends TaggedError("SnapshotOperationFailed")<{
  /** The snapshot. */
  readonly snapshotId: string
  /** The report that ended. */
  readonly reportId: string
  /** What the report was about. */
  readonly operation: typeof SnapshotReportType.Type
  /** How it ended. */
  readonly status: typeof SnapshotReportStatus.Type
  /** The report's result code; `UNEXPECTED_ERROR` when the platform sent one outside the specification's error catalogue. */
  readonly resultCode: typeof SnapshotResultCode.Type
  /** The final report as received. */
  readonly report: unknown
}> {
  override get message(): string {
    return `Snapshot ${this.snapshotId} ${this.operation} (report ${this.reportId}) ended ${this.status} with ${this.resultCode}`
  }
}

/**
 * A synchronization plan ended `IN_ERROR`.
 *
 * @since 0.1.0
 * @category errors
 */
export class SynchronizationPlanFailed extends TaggedError("SynchronizationPlanFailed")<{
  /** The snapshot. */
  readonly snapshotId: string
  /** The plan. */
  readonly planId: string
  /** How it ended. */
  readonly status: typeof SynchronizationPlanStatus.Type
  /** The final plan as received. */
  readonly plan: unknown
}> {
  override get message(): string {
    return `Synchronization plan ${this.planId} of snapshot ${this.snapshotId} ended ${this.status}`
  }
}

/**
 * How a workflow polls: delay or `Schedule` between checks (1 s), overall timeout (5 min), progress callback
 * (`onStatus`: a plain function, or one that answers a promise or an `Effect`, waited for before the next check;
 * a throw or a rejection fails the call with `InvalidInput`).
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotWaitOptions<A> = Pick<PollOptions<A>, "every" | "timeout" | "onStatus">

/**
 * Options of {@link dryRunAndWait}.
 *
 * @since 0.1.0
 * @category models
 */
export type DryRunAndWaitOptions = DryRunOptions & SnapshotWaitOptions<ResourceSnapshotsReportModel>

/**
 * Options of {@link applyAndWait}.
 *
 * @since 0.1.0
 * @category models
 */
export type ApplyAndWaitOptions = ApplyOptions & SnapshotWaitOptions<ResourceSnapshotsReportModel>

const isResultCode = Schema.is(SnapshotResultCode)
const reportDone = (status: SnapshotReportStatus) => status === "COMPLETED" || status === "ABORTED"

const awaitReport = (
  snapshotId: string,
  operation: "DRY_RUN" | "APPLY",
  started: ResourceSnapshotsReportModel,
  wait: SnapshotWaitOptions<ResourceSnapshotsReportModel>
) => {
  const check = Effect.map(
    get_(snapshotId, { includeReports: true }),
    (snapshot) => snapshot.reports?.find((r) => r.id === started.id)
  )
  const onStatus = wait.onStatus
  return poll(check, {
    what: `ResourceSnapshots.${operation === "DRY_RUN" ? "dryRun" : "apply"} ${snapshotId}`,
    // The report may not be listed yet right after the start: keep polling until it is.
    done: (report) => report?.status !== undefined && reportDone(report.status),
    failure: (report) => report!.status === "ABORTED" || report!.resultCode !== "SUCCESS" ? "failed" : undefined,
    every: wait.every,
    timeout: wait.timeout,
    onStatus: onStatus === undefined ? undefined : (report) => report === undefined ? Effect.void : onStatus(report)
  }).pipe(
    Effect.map((report) => report!),
    Effect.catchIf(isOperationFailed, (e) => {
      const report = e.last as ResourceSnapshotsReportModel
      return Effect.fail(
        new SnapshotOperationFailed({
          snapshotId,
          reportId: report.id ?? started.id ?? "",
          operation,
          status: report.status ?? "ABORTED",
          resultCode: isResultCode(report.resultCode) ? report.resultCode : "UNEXPECTED_ERROR",
          report
        })
      )
    })
  )
}

/**
 * Runs a dry run and polls the snapshot's reports until it is `COMPLETED` or
 * `ABORTED`; succeeds with the final report when its result code is `SUCCESS`.
 *
 * @since 0.1.0
 * @category pollers
 */
export const dryRunAndWait = (snapshotId: string, options: DryRunAndWaitOptions) =>
  Effect.flatMap(waitOptions("ResourceSnapshots.dryRunAndWait", options), (options) => {
    const { every, onStatus, timeout, ...query } = options
    return Effect.flatMap(
      dryRun(snapshotId, query),
      (started) => awaitReport(snapshotId, "DRY_RUN", started, { every, onStatus, timeout })
    )
  })

/**
 * Applies a snapshot and polls its reports until the apply is `COMPLETED` or
 * `ABORTED`; succeeds with the final report when its result code is `SUCCESS`.
 *
 * @since 0.1.0
 * @category pollers
 */
export const applyAndWait = (snapshotId: string, options: ApplyAndWaitOptions = {}) =>
  Effect.flatMap(waitOptions("ResourceSnapshots.applyAndWait", options, {}), (options) => {
    const { every, onStatus, timeout, ...query } = options
    return Effect.flatMap(
      apply(snapshotId, query),
      (started) => awaitReport(snapshotId, "APPLY", started, { every, onStatus, timeout })
    )
  })

/**
 * Creates a synchronization plan and polls it until it is `CREATED` (success)
 * or `IN_ERROR` (fails with {@link SynchronizationPlanFailed}).
 *
 * @since 0.1.0
 * @category pollers
 */
export const createSynchronizationPlanAndWait = (
  snapshotId: string,
  options: SnapshotWaitOptions<ResourceSnapshotsSynchronizationPlanModel> = {}
) =>
  Effect.flatMap(
    waitOptions("ResourceSnapshots.createSynchronizationPlanAndWait", options, {}),
    (options) =>
      Effect.flatMap(
        createSynchronizationPlan(snapshotId),
        (started) =>
          poll(getSynchronizationPlan(snapshotId, started.id), {
            what: `ResourceSnapshots.createSynchronizationPlan ${snapshotId}`,
            done: (plan) => plan.status === "CREATED" || plan.status === "IN_ERROR",
            failure: (plan) => plan.status === "IN_ERROR" ? plan.status : undefined,
            every: options.every,
            timeout: options.timeout,
            onStatus: options.onStatus
          }).pipe(
            Effect.catchIf(isOperationFailed, (e) => {
              const plan = e.last as ResourceSnapshotsSynchronizationPlanModel
              // The plan's id is the server's: scrubbed of the token, as the poll's own errors are.
              return CoveoClient.use((client) =>
                Effect.fail(
                  new SynchronizationPlanFailed({
                    snapshotId,
                    planId: withoutToken(client, started.id),
                    status: plan.status ?? "IN_ERROR",
                    plan
                  })
                )
              )
            })
          )
      )
  )

export {
  /**
   * Deletes a snapshot.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Downloads a snapshot's content as a ZIP `Blob`.
   *
   * @since 0.1.0
   * @category calls
   */
  export_ as export,
  /**
   * Gets a snapshot, with its reports when `includeReports` is set.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Snapshots.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { SnapshotSortingType }

// The operations of this area that are declared from the descriptions.
export * from "./ResourceSnapshots.generated.ts"
