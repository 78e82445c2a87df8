/**
 * Crawling modules (`crawlingModule` in the promise client):
 * `/rest/organizations/{org}/crawlingmodule`, and their log requests under
 * `/rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Connectivity from "../../Schema/Models/Connectivity.ts"
import type * as Platform from "../../Schema/Models/Platform.ts"

/**
 * Query of {@link getMaestroVersions}; without a version the platform answers the latest release.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MaestroVersionOptions = Schema.Struct({ crawlingModuleVersion: Schema.optional(Schema.String) })
/**
 * Options of {@link getMaestroVersions}.
 *
 * @since 0.1.0
 * @category models
 */
export type MaestroVersionOptions = typeof MaestroVersionOptions.Type

/**
 * The state of a crawling module's log request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CrawlingModuleLogRequestState = Schema.Literals([
  "SUCCESSFUL",
  "EMPTY",
  "ERROR",
  "TIMEOUT",
  "RUNNING",
  "CREATED"
])
/**
 * The state of a crawling module's log request.
 *
 * @since 0.1.0
 * @category models
 */
export type CrawlingModuleLogRequestState = typeof CrawlingModuleLogRequestState.Type

/**
 * Query of {@link getLogRequests}: the state filter and the page (0-based) and its size.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LogRequestsQuery = Schema.Struct({
  state: Schema.optional(CrawlingModuleLogRequestState),
  page: Schema.optional(Schema.Number),
  pageSize: Schema.optional(Schema.Number)
})

/**
 * Paging of {@link getLogRequests} (the promise client 60.4 sends none: the platform's first page of 10).
 *
 * @since 0.1.0
 * @category models
 */
export interface LogRequestsPaging {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

/**
 * A log request of a crawling module.
 *
 * @since 0.1.0
 * @category models
 */
export type CrawlingModuleLogRequestModel = Connectivity.CrawlingModuleLogRequestModel

/**
 * A log request to create: which logs (`MAESTRO` or `WORKER`), of which instance and operation.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateCrawlingModuleLogRequestModel = Connectivity.CreateCrawlingModuleLogRequestModel

/**
 * Where a log request's logs can be downloaded, once ready.
 *
 * @since 0.1.0
 * @category models
 */
export type CrawlingModuleLogRequestDownloadModel = Connectivity.CrawlingModuleLogRequestDownloadModel

/**
 * A page of a crawling module's log requests.
 *
 * @since 0.1.0
 * @category models
 */
export type CrawlingModuleLogRequestPage = Connectivity.PageModelCrawlingModuleLogRequestModel

/**
 * What a crawling module reports of its deployment: its name, versions and status.
 *
 * @since 0.1.0
 * @category models
 */
export type CrawlingModuleDeployment = Platform.ReportCrawlingModuleModel

/**
 * How urgent an available update is.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateStatusCategory = NonNullable<UpdateStatus["updateCategory"]>

/**
 * A crawling module. Its `status` is an untyped JSON node in the description: narrow it before reading
 * what it reports (`usingProxy`, `numberOfCrawlerWorkers`, …).
 *
 * @since 0.1.0
 * @category models
 */
export type CrawlingModuleEntity = Platform.CrawlingModuleModel

/**
 * The component versions of a crawling module release (the description names the Maestro version;
 * the others, when sent, are reached with `raw(versions)` of `Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export type ComponentVersion = Platform.CrawlingModuleVersionsModel

/**
 * Whether a crawling module can be updated.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateStatus = Platform.CrawlingModuleUpdateStatusModel

/**
 * Lists the organization's crawling modules.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("CrawlingModules.list", "/rest/organizations/{org}/crawlingmodule",
  json<ReadonlyArray<CrawlingModuleEntity>>(), () => ({}))

/**
 * Tells whether an update is available for a crawling module.
 *
 * @since 0.1.0
 * @category calls
 */
export const getUpdateStatus = get("CrawlingModules.getUpdateStatus",
  "/rest/organizations/{org}/crawlingmodule/{crawlingModuleId}/update", json<UpdateStatus>(),
  (crawlingModuleId: string) => ({ path: { crawlingModuleId } }))

/**
 * Gets the latest component versions, optionally for a given crawling module version.
 *
 * @since 0.1.0
 * @category calls
 */
export const getMaestroVersions = get("CrawlingModules.getMaestroVersions",
  "/rest/organizations/{org}/crawlingmodule/versions/latest", json<ComponentVersion>(),
  (options?: MaestroVersionOptions) => ({ query: options }), { query: encoded(MaestroVersionOptions) })

/**
 * Lists the database versions.
 *
 * @since 0.1.0
 * @category calls
 */
export const listDatabaseVersions = get("CrawlingModules.listDatabaseVersions",
  "/rest/organizations/{org}/crawlingmodule/versions/database", json<ReadonlyArray<string>>(), () => ({}))

/**
 * Lists the worker versions.
 *
 * @since 0.1.0
 * @category calls
 */
export const listWorkerVersions = get("CrawlingModules.listWorkerVersions",
  "/rest/organizations/{org}/crawlingmodule/versions/worker", json<ReadonlyArray<string>>(), () => ({}))

/**
 * Lists the security worker versions.
 *
 * @since 0.1.0
 * @category calls
 */
export const listSecurityWorkerVersions = get("CrawlingModules.listSecurityWorkerVersions",
  "/rest/organizations/{org}/crawlingmodule/versions/securityWorker", json<ReadonlyArray<string>>(), () => ({}))

/**
 * Lists a crawling module's log requests, optionally in one state (one page; see {@link getLogRequestsAll}).
 *
 * @since 0.1.0
 * @category calls
 */
export const getLogRequests = get("CrawlingModules.getLogRequests",
  "/rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests", json<CrawlingModuleLogRequestPage>(),
  (crawlingModuleId: string, requestState?: CrawlingModuleLogRequestState, paging?: LogRequestsPaging) => ({
    path: { crawlingModuleId },
    query: { state: requestState, page: paging?.page, pageSize: paging?.pageSize }
  }), { query: encoded(LogRequestsQuery) })

/**
 * Every log request of a crawling module, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const getLogRequestsAll = (
  crawlingModuleId: string,
  requestState?: CrawlingModuleLogRequestState,
  paging: Omit<LogRequestsPaging, "page"> = {},
  options?: PagingOptions
) => pagedStream((page) => getLogRequests(crawlingModuleId, requestState, { ...paging, page }), (p) => p.items, options)

/**
 * Asks a crawling module for its logs; the answer is the new log request.
 *
 * @since 0.1.0
 * @category calls
 */
export const createLogRequest = post("CrawlingModules.createLogRequest",
  "/rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests", json<CrawlingModuleLogRequestModel>(),
  (crawlingModuleId: string, requestModel: CreateCrawlingModuleLogRequestModel) => ({
    path: { crawlingModuleId },
    body: requestModel
  }))

/**
 * Tells where the logs of a log request can be downloaded, and its state.
 *
 * @since 0.1.0
 * @category calls
 */
export const getLogRequestDownload = get("CrawlingModules.getLogRequestDownload",
  "/rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests/{logRequestId}/download",
  json<CrawlingModuleLogRequestDownloadModel>(),
  (crawlingModuleId: string, logRequestId: string) => ({ path: { crawlingModuleId, logRequestId } }))

/**
 * Reports a crawling module's deployment (its name, versions and status); the answer is the crawling module.
 *
 * @since 0.1.0
 * @category calls
 */
export const reportDeployment = put("CrawlingModules.reportDeployment",
  "/rest/organizations/{org}/crawlingmodule/{crawlingModuleId}", json<CrawlingModuleEntity>(),
  (crawlingModuleId: string, body: CrawlingModuleDeployment) => ({ path: { crawlingModuleId }, body }))

/**
 * Removes a crawling module's deployment.
 *
 * @since 0.1.0
 * @category calls
 */
export const removeDeployment = del("CrawlingModules.removeDeployment",
  "/rest/organizations/{org}/crawlingmodule/{crawlingModuleId}", empty,
  (crawlingModuleId: string) => ({ path: { crawlingModuleId } }))

// The operations of this area that are declared from the descriptions.
export * from "./CrawlingModules.generated.ts"
