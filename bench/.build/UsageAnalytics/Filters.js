/**
 * Usage-analytics filters (`ua.filters` in the promise client):
 * `/rest/ua/v15/filters`. Reporting filters narrow what reports show;
 * permission filters narrow what their users and targets may see. Every call
 * carries the `org` query (spec 7), including the users and targets reads that
 * the promise client sends without it.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { uaBase } from "./UaReadService.js";
const base = `${uaBase}/filters`;
const reporting = `${base}/reporting`;
const permissions = `${base}/permissions`;
const ua = { orgQuery: "org" };
/** Kind of a persisted filter. */
export const FilterType = Schema.Literals(["permissions", "reporting"]);
const byId = (filterId) => ({ path: { filterId } });
const withBody = (filterId, filter) => ({ path: { filterId }, body: filter });
/** Lists the reporting filters. */
export const listReportFilters = get("Filters.listReportFilters", reporting, json(), () => ({}), ua);
/** Gets a reporting filter. */
export const getReportFilter = get("Filters.getReportFilter", `${reporting}/{filterId}`, json(), byId, ua);
/** Creates a reporting filter; answers its id. */
export const createReportFilter = post("Filters.createReportFilter", reporting, json(), (filter) => ({ body: filter }), ua);
/** Replaces a reporting filter. */
export const updateReportFilter = put("Filters.updateReportFilter", `${reporting}/{filterId}`, json(), withBody, ua);
/** Deletes a reporting filter. */
export const deleteReportFilter = del("Filters.deleteReportFilter", `${reporting}/{filterId}`, empty, byId, ua);
/** Lists the permission filters. */
export const listPermissionFilters = get("Filters.listPermissionFilters", permissions, json(), () => ({}), ua);
/** Gets a permission filter. */
export const getPermissionFilter = get("Filters.getPermissionFilter", `${permissions}/{filterId}`, json(), byId, ua);
/** Creates a permission filter; answers its id. */
export const createPermissionFilter = post("Filters.createPermissionFilter", permissions, json(), (filter) => ({ body: filter }), ua);
/** Replaces a permission filter. */
export const updatePermissionFilter = put("Filters.updatePermissionFilter", `${permissions}/{filterId}`, json(), withBody, ua);
/** Deletes a permission filter. */
export const deletePermissionFilter = del("Filters.deletePermissionFilter", `${permissions}/{filterId}`, empty, byId, ua);
/** Gets the users of a permission filter. */
export const getPermissionFilterUsers = get("Filters.getPermissionFilterUsers", `${permissions}/{filterId}/users`, json(), byId, ua);
/** Sets the users of a permission filter; the body is the array of user ids. */
export const updatePermissionFilterUsers = put("Filters.updatePermissionFilterUsers", `${permissions}/{filterId}/users`, empty, (filterId, users) => ({ path: { filterId }, body: users }), ua);
/** Gets the users and groups a permission filter applies to. */
export const getPermissionFilterTargets = get("Filters.getPermissionFilterTargets", `${permissions}/{filterId}/targets`, json(), byId, ua);
/** Sets the users and groups a permission filter applies to. */
export const updatePermissionFilterTargets = put("Filters.updatePermissionFilterTargets", `${permissions}/{filterId}/targets`, empty, (filterId, targets) => ({ path: { filterId }, body: targets }), ua);
/** Checks the health of the filters service. */
export const checkHealth = get("Filters.checkHealth", `${base}/monitoring/health`, json(), () => ({}), ua);
/** Gets the status of the filters service. */
export const checkStatus = get("Filters.checkStatus", `${base}/status`, json(), () => ({}), ua);
