/**
 * Usage-analytics reports (`ua.reports` in the promise client):
 * `/rest/ua/v15/reports`, with each report's access list and user list, and
 * the report templates. Every call carries the `org` query (spec 7).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { orgField, uaBase } from "./UaReadService.js";
const base = `${uaBase}/reports`;
const ua = { orgQuery: "org" };
/** Kind of a report. */
export const ReportType = Schema.Literals(["DASHBOARD", "EXPLORER"]);
/** Query of {@link list}. */
export const ListReportsOptions = Schema.Struct({
    ...orgField,
    type: Schema.optional(ReportType),
    includeConfig: Schema.optional(Schema.Boolean)
});
/** Query of {@link get}: `tz` is the time zone or offset dates are computed in. */
export const GetReportOptions = Schema.Struct({ ...orgField, tz: Schema.optional(Schema.String) });
/** Query of {@link getReportTemplate} and {@link listReportTemplates}. */
export const GetReportTemplateOptions = Schema.Struct({ ...orgField, includeMetadata: Schema.optional(Schema.Boolean) });
// The positional `type` of listReportTemplates is required on the wire.
const ListTemplatesQuery = Schema.Struct({ ...orgField, type: ReportType, includeMetadata: Schema.optional(Schema.Boolean) });
const byId = (reportId) => ({ path: { reportId } });
/** Lists the reports, of one type or all, with or without their configuration. */
export const list = get("Reports.list", base, json(), (options) => ({ query: options }), { ...ua, query: ListReportsOptions });
/** Gets a report; `tz` sets the time zone of its dates. */
const get_ = get("Reports.get", `${base}/{reportId}`, json(), (reportId, options) => ({ path: { reportId }, query: options }), { ...ua, query: GetReportOptions });
/** Creates a report; answers its id. */
export const create = post("Reports.create", base, json(), (report) => ({ body: report }), ua);
/** Replaces a report. */
export const update = put("Reports.update", `${base}/{reportId}`, json(), (reportId, report) => ({ path: { reportId }, body: report }), ua);
/** Deletes a report. */
const delete_ = del("Reports.delete", `${base}/{reportId}`, empty, byId, ua);
/** Gets the users and groups who may view a report. */
export const getAccess = get("Reports.getAccess", `${base}/{reportId}/access`, json(), byId, ua);
/** Sets a report's access type and the users and groups who may view it. */
export const setAccess = put("Reports.setAccess", `${base}/{reportId}/access`, empty, (reportId, reportAccess) => ({ path: { reportId }, body: reportAccess }), ua);
/** Gets the users who may view a report. */
export const getUsers = get("Reports.getUsers", `${base}/{reportId}/users`, json(), byId, ua);
/** Sets the users who may view a report; the body is the array of user ids. */
export const setUsers = put("Reports.setUsers", `${base}/{reportId}/users`, empty, (reportId, userIds) => ({ path: { reportId }, body: userIds }), ua);
/** Checks the health of the reports service. */
export const checkHealth = get("Reports.checkHealth", `${base}/monitoring/health`, json(), () => ({}), ua);
/** Gets the status of the reports service. */
export const checkStatus = get("Reports.checkStatus", `${base}/status`, json(), () => ({}), ua);
/** Lists the templates of a report type. */
export const listReportTemplates = get("Reports.listReportTemplates", `${base}/templates`, json(), (type, options) => ({ query: { ...options, type } }), { ...ua, query: ListTemplatesQuery });
/** Gets a report template. */
export const getReportTemplate = get("Reports.getReportTemplate", `${base}/templates/{templateId}`, json(), (templateId, options) => ({ path: { templateId }, query: options }), { ...ua, query: GetReportTemplateOptions });
export { 
/** Deletes a report. */
delete_ as delete, 
/** Gets a report; `tz` sets the time zone of its dates. */
get_ as get };
