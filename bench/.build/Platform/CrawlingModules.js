/**
 * Crawling modules (`crawlingModule` in the promise client):
 * `/rest/organizations/{org}/crawlingmodule`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { get, json } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/crawlingmodule";
/** Query of {@link getMaestroVersions}; without a version the platform answers the latest release. */
export const MaestroVersionOptions = Schema.Struct({ crawlingModuleVersion: Schema.optional(Schema.String) });
/** Lists the organization's crawling modules. */
export const list = get("CrawlingModules.list", base, json(), () => ({}));
/** Tells whether an update is available for a crawling module. */
export const getUpdateStatus = get("CrawlingModules.getUpdateStatus", `${base}/{crawlingModuleId}/update`, json(), (crawlingModuleId) => ({ path: { crawlingModuleId } }));
/** Gets the latest component versions, optionally for a given crawling module version. */
export const getMaestroVersions = get("CrawlingModules.getMaestroVersions", `${base}/versions/latest`, json(), (options) => ({ query: options }), { query: MaestroVersionOptions });
/** Lists the database versions. */
export const listDatabaseVersions = get("CrawlingModules.listDatabaseVersions", `${base}/versions/database`, json(), () => ({}));
/** Lists the worker versions. */
export const listWorkerVersions = get("CrawlingModules.listWorkerVersions", `${base}/versions/worker`, json(), () => ({}));
/** Lists the security worker versions. */
export const listSecurityWorkerVersions = get("CrawlingModules.listSecurityWorkerVersions", `${base}/versions/securityWorker`, json(), () => ({}));
