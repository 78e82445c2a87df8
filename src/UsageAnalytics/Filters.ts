/**
 * Usage-analytics filters (`ua.filters` in the promise client):
 * `/rest/ua/v15/filters`. Reporting filters narrow what reports show;
 * permission filters narrow what their users and targets may see. Every call
 * carries the `org` query (the specification's rules for all calls), including the users and targets reads that
 * the promise client sends without it.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { FilterType } from "../Schema/UsageAnalytics.ts"
import type { ReadServiceHealthResponse, ReadServiceStatusResponse } from "./UaReadService.ts"

const ua = { orgQuery: "org" } as const

/**
 * A filter to create or update: its display name and its expression (`value`).
 *
 * @since 0.1.0
 * @category models
 */
export type FilterModel = UsageAnalyticsRead.FilterModelV15

/**
 * A persisted filter (`type` is one of {@link FilterType}).
 *
 * @since 0.1.0
 * @category models
 */
export type FilterResponse = UsageAnalyticsRead.FilterResponseV15

/**
 * Answer of the create and update calls.
 *
 * @since 0.1.0
 * @category models
 */
export type FilterIdResponse = UsageAnalyticsRead.FilterIdResponseV15

/**
 * Answer of the list calls.
 *
 * @since 0.1.0
 * @category models
 */
export type ListFiltersResponse = UsageAnalyticsRead.FiltersResponseV15

/**
 * A user of a permission filter, with the ids of its filters and reports.
 *
 * @since 0.1.0
 * @category models
 */
export type PermissionsFilterUser = UsageAnalyticsRead.UserResponseV15

/**
 * The users and groups a permission filter applies to (body of {@link updatePermissionFilterTargets}).
 *
 * @since 0.1.0
 * @category models
 */
export type FilterTargetsModel = UsageAnalyticsRead.FilterTargetsModelV15

/**
 * The users and groups a permission filter applies to, as the server shows them.
 *
 * @since 0.1.0
 * @category models
 */
export type FilterTargetsResponse = UsageAnalyticsRead.FilterTargetsResponseV15

const byId = (filterId: string) => ({ path: { filterId } })
const withBody = (filterId: string, filter: FilterModel) => ({ path: { filterId }, body: filter })

/**
 * Lists the reporting filters.
 *
 * @since 0.1.0
 * @category calls
 */
export const listReportFilters = get("Filters.listReportFilters", "/rest/ua/v15/filters/reporting",
  json<ListFiltersResponse>(), () => ({}), ua)

/**
 * Gets a reporting filter.
 *
 * @since 0.1.0
 * @category calls
 */
export const getReportFilter = get("Filters.getReportFilter", "/rest/ua/v15/filters/reporting/{filterId}",
  json<FilterResponse>(), byId, ua)

/**
 * Creates a reporting filter; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const createReportFilter = post("Filters.createReportFilter", "/rest/ua/v15/filters/reporting",
  json<FilterIdResponse>(), (filter: FilterModel) => ({ body: filter }), ua)

/**
 * Replaces a reporting filter.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateReportFilter = put("Filters.updateReportFilter", "/rest/ua/v15/filters/reporting/{filterId}",
  json<FilterIdResponse>(), withBody, ua)

/**
 * Deletes a reporting filter.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteReportFilter = del("Filters.deleteReportFilter", "/rest/ua/v15/filters/reporting/{filterId}", empty,
  byId, ua)

/**
 * Lists the permission filters.
 *
 * @since 0.1.0
 * @category calls
 */
export const listPermissionFilters = get("Filters.listPermissionFilters", "/rest/ua/v15/filters/permissions",
  json<ListFiltersResponse>(), () => ({}), ua)

/**
 * Gets a permission filter.
 *
 * @since 0.1.0
 * @category calls
 */
export const getPermissionFilter = get("Filters.getPermissionFilter", "/rest/ua/v15/filters/permissions/{filterId}",
  json<FilterResponse>(), byId, ua)

/**
 * Creates a permission filter; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const createPermissionFilter = post("Filters.createPermissionFilter", "/rest/ua/v15/filters/permissions",
  json<FilterIdResponse>(), (filter: FilterModel) => ({ body: filter }), ua)

/**
 * Replaces a permission filter.
 *
 * @since 0.1.0
 * @category calls
 */
export const updatePermissionFilter = put("Filters.updatePermissionFilter",
  "/rest/ua/v15/filters/permissions/{filterId}", json<FilterIdResponse>(), withBody, ua)

/**
 * Deletes a permission filter.
 *
 * @since 0.1.0
 * @category calls
 */
export const deletePermissionFilter = del("Filters.deletePermissionFilter",
  "/rest/ua/v15/filters/permissions/{filterId}", empty, byId, ua)

/**
 * Gets the users of a permission filter.
 *
 * @since 0.1.0
 * @category calls
 */
export const getPermissionFilterUsers = get("Filters.getPermissionFilterUsers",
  "/rest/ua/v15/filters/permissions/{filterId}/users", json<ReadonlyArray<PermissionsFilterUser>>(), byId, ua)

/**
 * Sets the users of a permission filter; the body is the array of user ids.
 *
 * @since 0.1.0
 * @category calls
 */
export const updatePermissionFilterUsers = put("Filters.updatePermissionFilterUsers",
  "/rest/ua/v15/filters/permissions/{filterId}/users", empty,
  (filterId: string, users: ReadonlyArray<string>) => ({ path: { filterId }, body: users }), ua)

/**
 * Gets the users and groups a permission filter applies to.
 *
 * @since 0.1.0
 * @category calls
 */
export const getPermissionFilterTargets = get("Filters.getPermissionFilterTargets",
  "/rest/ua/v15/filters/permissions/{filterId}/targets", json<ReadonlyArray<FilterTargetsResponse>>(), byId, ua)

/**
 * Sets the users and groups a permission filter applies to.
 *
 * @since 0.1.0
 * @category calls
 */
export const updatePermissionFilterTargets = put("Filters.updatePermissionFilterTargets",
  "/rest/ua/v15/filters/permissions/{filterId}/targets", empty,
  (filterId: string, targets: FilterTargetsModel) => ({ path: { filterId }, body: targets }), ua)

/**
 * Checks the health of the filters service.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkHealth = get("Filters.checkHealth", "/rest/ua/v15/filters/monitoring/health",
  json<ReadServiceHealthResponse>(), () => ({}), ua)

/**
 * Gets the status of the filters service.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkStatus = get("Filters.checkStatus", "/rest/ua/v15/filters/status", json<ReadServiceStatusResponse>(),
  () => ({}), ua)

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { FilterType }
