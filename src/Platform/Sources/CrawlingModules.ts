/**
 * Crawling modules (`crawlingModule` in the promise client):
 * `/rest/organizations/{org}/crawlingmodule`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
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
  (options?: MaestroVersionOptions) => ({ query: options }), { query: MaestroVersionOptions })

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
