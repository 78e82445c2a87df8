/**
 * Usage-analytics users (`ua.users` in the promise client, class `UAUsers`):
 * `/rest/ua/v15/users`, with the filters applied to a user and the reports a
 * user may view. Every call carries the `org` query (the specification's rules for all calls).
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { empty, get, json, put } from "../Http/Endpoint.ts"
import { encoded } from "../Http/Query.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { OrgQuery, type ReadServiceHealthResponse, type ReadServiceStatusResponse } from "./UaReadService.ts"

const ua = { orgQuery: "org" } as const

/**
 * Query of {@link listUserFilters}: `includeGroups` adds what the user's groups give.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListUaUserFiltersParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  includeGroups: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link listUserFilters}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListUaUserFiltersParams = typeof ListUaUserFiltersParams.Type

/**
 * Query of {@link listUsersReports}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListUaUserReportsParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  includeConfig: Schema.optional(Schema.Boolean),
  includeGroups: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link listUsersReports}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListUaUserReportsParams = typeof ListUaUserReportsParams.Type

/**
 * A filter applied to a user.
 *
 * @since 0.1.0
 * @category models
 */
export type UaUserFilterModel = UsageAnalyticsRead.FilterResponseV15

/**
 * Answer of {@link listUserFilters}.
 *
 * @since 0.1.0
 * @category models
 */
export type UaUserFiltersModel = UsageAnalyticsRead.FiltersResponseV15

/**
 * A report a user may view.
 *
 * @since 0.1.0
 * @category models
 */
export type UaUserReportModel = UsageAnalyticsRead.ReportResponseV15

/**
 * Answer of {@link listUsersReports}.
 *
 * @since 0.1.0
 * @category models
 */
export type UaUserReportsModel = UsageAnalyticsRead.ReportsResponseV15

/**
 * A usage-analytics user: the ids of the filters applied to it and of the reports it may view.
 *
 * @since 0.1.0
 * @category models
 */
export type UaUserModel = UsageAnalyticsRead.UserResponseV15

/**
 * A filter to apply to a user: a persisted filter id (`id: true`) or a filter expression (`id: false`).
 *
 * @since 0.1.0
 * @category models
 */
export type UaUserFilterParams = UsageAnalyticsRead.FilterValueModelV15

/**
 * Lists the filters applied to a user.
 *
 * @since 0.1.0
 * @category calls
 */
export const listUserFilters = get("UaUsers.listUserFilters", "/rest/ua/v15/users/{userId}/filters",
  json<UaUserFiltersModel>(),
  (userId: string, params?: ListUaUserFiltersParams) => ({ path: { userId }, query: params }), {
  orgQuery: "org",
  query: encoded(ListUaUserFiltersParams)
})

/**
 * Sets the filters applied to a user.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateUserFilters = put("UaUsers.updateUserFilters", "/rest/ua/v15/users/{userId}/filters", empty,
  (userId: string, filters: ReadonlyArray<UaUserFilterParams>) => ({ path: { userId }, body: filters }), ua)

/**
 * Lists the reports a user may view.
 *
 * @since 0.1.0
 * @category calls
 */
export const listUsersReports = get("UaUsers.listUsersReports", "/rest/ua/v15/users/{userId}/reports",
  json<UaUserReportsModel>(),
  (userId: string, params?: ListUaUserReportsParams) => ({ path: { userId }, query: params }), {
  orgQuery: "org",
  query: encoded(ListUaUserReportsParams)
})

/**
 * Sets the reports a user may view; the body is the array of report ids.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateUsersReports = put("UaUsers.updateUsersReports", "/rest/ua/v15/users/{userId}/reports", empty,
  (userId: string, reportsIDs: ReadonlyArray<string>) => ({ path: { userId }, body: reportsIDs }), ua)

/**
 * Gets a user.
 *
 * @since 0.1.0
 * @category calls
 */
export const getUser = get("UaUsers.getUser", "/rest/ua/v15/users/{userId}", json<UaUserModel>(),
  (userId: string) => ({ path: { userId } }), ua)

/**
 * Checks the health of the users service.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkHealth = get("UaUsers.checkHealth", "/rest/ua/v15/users/monitoring/health",
  json<ReadServiceHealthResponse>(), () => ({}), ua)

/**
 * Gets the status of the users service.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkStatus = get("UaUsers.checkStatus", "/rest/ua/v15/users/status", json<ReadServiceStatusResponse>(),
  () => ({}), ua)
