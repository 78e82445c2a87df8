/**
 * Usage-analytics users (`ua.users` in the promise client, class `UAUsers`):
 * `/rest/ua/v15/users`, with the filters applied to a user and the reports a
 * user may view. Every call carries the `org` query (spec 7).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { empty, get, json, put } from "../Http/Endpoint.js";
import { orgField, uaBase } from "./UaReadService.js";
const base = `${uaBase}/users`;
const ua = { orgQuery: "org" };
/** Query of {@link listUserFilters}: `includeGroups` adds what the user's groups give. */
export const ListUaUserFiltersParams = Schema.Struct({ ...orgField, includeGroups: Schema.optional(Schema.Boolean) });
/** Query of {@link listUsersReports}. */
export const ListUaUserReportsParams = Schema.Struct({
    ...orgField,
    includeConfig: Schema.optional(Schema.Boolean),
    includeGroups: Schema.optional(Schema.Boolean)
});
/** Lists the filters applied to a user. */
export const listUserFilters = get("UaUsers.listUserFilters", `${base}/{userId}/filters`, json(), (userId, params) => ({ path: { userId }, query: params }), { ...ua, query: ListUaUserFiltersParams });
/** Sets the filters applied to a user. */
export const updateUserFilters = put("UaUsers.updateUserFilters", `${base}/{userId}/filters`, empty, (userId, filters) => ({ path: { userId }, body: filters }), ua);
/** Lists the reports a user may view. */
export const listUsersReports = get("UaUsers.listUsersReports", `${base}/{userId}/reports`, json(), (userId, params) => ({ path: { userId }, query: params }), { ...ua, query: ListUaUserReportsParams });
/** Sets the reports a user may view; the body is the array of report ids. */
export const updateUsersReports = put("UaUsers.updateUsersReports", `${base}/{userId}/reports`, empty, (userId, reportsIDs) => ({ path: { userId }, body: reportsIDs }), ua);
/** Gets a user. */
export const getUser = get("UaUsers.getUser", `${base}/{userId}`, json(), (userId) => ({ path: { userId } }), ua);
/** Checks the health of the users service. */
export const checkHealth = get("UaUsers.checkHealth", `${base}/monitoring/health`, json(), () => ({}), ua);
/** Gets the status of the users service. */
export const checkStatus = get("UaUsers.checkStatus", `${base}/status`, json(), () => ({}), ua);
