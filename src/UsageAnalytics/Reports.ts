/**
 * Usage-analytics reports (`ua.reports` in the promise client):
 * `/rest/ua/v15/reports`, with each report's access list and user list, and
 * the report templates. Every call carries the `org` query (the specification's rules for all calls).
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import { encoded } from "../Http/Query.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { ReportType } from "../Schema/UsageAnalytics.ts"
import { OrgQuery, type ReadServiceHealthResponse, type ReadServiceStatusResponse } from "./UaReadService.ts"

const ua = { orgQuery: "org" } as const

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListReportsOptions = OrgQuery.mapFields((fields) => ({
  ...fields,
  type: Schema.optional(ReportType),
  includeConfig: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListReportsOptions = typeof ListReportsOptions.Type

/**
 * Query of {@link get}: `tz` is the time zone or offset dates are computed in.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetReportOptions = OrgQuery.mapFields((fields) => ({ ...fields, tz: Schema.optional(Schema.String) }))
/**
 * Options of {@link get}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetReportOptions = typeof GetReportOptions.Type

/**
 * Query of {@link getReportTemplate} and {@link listReportTemplates}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetReportTemplateOptions = OrgQuery.mapFields((fields) => ({
  ...fields,
  includeMetadata: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link getReportTemplate} and {@link listReportTemplates}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetReportTemplateOptions = typeof GetReportTemplateOptions.Type

// The positional `type` of listReportTemplates is required on the wire.
const ListTemplatesQuery = OrgQuery.mapFields((fields) => ({
  ...fields,
  type: ReportType,
  includeMetadata: Schema.optional(Schema.Boolean)
}))

/**
 * A report to create or update (`configuration` is the report's JSON configuration).
 *
 * @since 0.1.0
 * @category models
 */
export type CreateReportModel = UsageAnalyticsRead.ReportModelV15

/**
 * A report to update.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateReportModel = UsageAnalyticsRead.ReportModelV15

/**
 * A report.
 *
 * @since 0.1.0
 * @category models
 */
export type ReportModel = UsageAnalyticsRead.ReportResponseV15

/**
 * Answer of {@link create} and {@link update}: the report's id.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateReportResponse = UsageAnalyticsRead.ReportIdResponseV15

/**
 * The reports of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListReportsResponse = UsageAnalyticsRead.ReportsResponseV15

/**
 * A user as the report and filter access lists show it, with the ids of its filters and reports.
 *
 * @since 0.1.0
 * @category models
 */
export type UserResponse = UsageAnalyticsRead.UserResponseV15

/**
 * A group as the report and filter access lists show it, with the ids of its filters and reports.
 *
 * @since 0.1.0
 * @category models
 */
export type GroupResponse = UsageAnalyticsRead.GroupResponseV15

/**
 * Who may view a report (answer of {@link getAccess}).
 *
 * @since 0.1.0
 * @category models
 */
export type ReportAccessResponse = UsageAnalyticsRead.ReportAccessResponseV15

/**
 * Who may view a report (body of {@link setAccess}): user and group ids.
 *
 * @since 0.1.0
 * @category models
 */
export type ReportAccessRequest = UsageAnalyticsRead.ReportAccessModelV15

/**
 * The users who may view a report (answer of {@link getUsers}).
 *
 * @since 0.1.0
 * @category models
 */
export type ReportUsersResponse = UsageAnalyticsRead.ReportUsersResponseV15

/**
 * What {@link listReportTemplates} says of a template.
 *
 * @since 0.1.0
 * @category models
 */
export type TemplateMetadataResponse = UsageAnalyticsRead.TemplateMetadataResponseV15

/**
 * A report template with its configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type TemplateResponse = UsageAnalyticsRead.TemplateResponseV15

const byId = (reportId: string) => ({ path: { reportId } })

/**
 * Lists the reports, of one type or all, with or without their configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Reports.list", "/rest/ua/v15/reports", json<ListReportsResponse>(),
  (options?: ListReportsOptions) => ({ query: options }), { orgQuery: "org", query: encoded(ListReportsOptions) })

/**
 * Gets a report; `tz` sets the time zone of its dates.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Reports.get", "/rest/ua/v15/reports/{reportId}", json<ReportModel>(),
  (reportId: string, options?: GetReportOptions) => ({ path: { reportId }, query: options }), {
  orgQuery: "org",
  query: encoded(GetReportOptions)
})

/**
 * Creates a report; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Reports.create", "/rest/ua/v15/reports", json<CreateReportResponse>(),
  (report: CreateReportModel) => ({ body: report }), ua)

/**
 * Replaces a report; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Reports.update", "/rest/ua/v15/reports/{reportId}", json<CreateReportResponse>(),
  (reportId: string, report: UpdateReportModel) => ({ path: { reportId }, body: report }), ua)

/**
 * Deletes a report.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Reports.delete", "/rest/ua/v15/reports/{reportId}", empty, byId, ua)

/**
 * Gets the users and groups who may view a report.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAccess = get("Reports.getAccess", "/rest/ua/v15/reports/{reportId}/access",
  json<ReportAccessResponse>(), byId, ua)

/**
 * Sets a report's access type and the users and groups who may view it.
 *
 * @since 0.1.0
 * @category calls
 */
export const setAccess = put("Reports.setAccess", "/rest/ua/v15/reports/{reportId}/access", empty,
  (reportId: string, reportAccess: ReportAccessRequest) => ({ path: { reportId }, body: reportAccess }), ua)

/**
 * Gets the users who may view a report.
 *
 * @since 0.1.0
 * @category calls
 */
export const getUsers = get("Reports.getUsers", "/rest/ua/v15/reports/{reportId}/users", json<ReportUsersResponse>(),
  byId, ua)

/**
 * Sets the users who may view a report; the body is the array of user ids.
 *
 * @since 0.1.0
 * @category calls
 */
export const setUsers = put("Reports.setUsers", "/rest/ua/v15/reports/{reportId}/users", empty,
  (reportId: string, userIds: ReadonlyArray<string>) => ({ path: { reportId }, body: userIds }), ua)

/**
 * Checks the health of the reports service.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkHealth = get("Reports.checkHealth", "/rest/ua/v15/reports/monitoring/health",
  json<ReadServiceHealthResponse>(), () => ({}), ua)

/**
 * Gets the status of the reports service.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkStatus = get("Reports.checkStatus", "/rest/ua/v15/reports/status", json<ReadServiceStatusResponse>(),
  () => ({}), ua)

/**
 * Lists the templates of a report type.
 *
 * @since 0.1.0
 * @category calls
 */
export const listReportTemplates = get("Reports.listReportTemplates", "/rest/ua/v15/reports/templates",
  json<ReadonlyArray<TemplateMetadataResponse>>(),
  (type: ReportType, options?: GetReportTemplateOptions) => ({ query: { ...options, type } }), {
  orgQuery: "org",
  query: encoded(ListTemplatesQuery)
})

/**
 * Gets a report template.
 *
 * @since 0.1.0
 * @category calls
 */
export const getReportTemplate = get("Reports.getReportTemplate", "/rest/ua/v15/reports/templates/{templateId}",
  json<ReadonlyArray<TemplateResponse>>(),
  (templateId: string, options?: GetReportTemplateOptions) => ({ path: { templateId }, query: options }), {
  orgQuery: "org",
  query: encoded(GetReportTemplateOptions)
})

export {
  /**
   * Deletes a report.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a report; `tz` sets the time zone of its dates.
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
export { ReportType }
