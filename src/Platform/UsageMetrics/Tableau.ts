/**
 * Tableau content queries: `/rest/organizations/{organizationId}/tableau`. The
 * organization comes from the arguments, not the configuration, as it did in
 * the promise client (`ContentQuery`, removed in its v51.1.0).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json } from "../../Http/Endpoint.ts"

/**
 * Names a kind of Tableau content in an organization.
 *
 * @since 0.1.0
 * @category models
 */
export interface TableauReportParams {
  readonly organizationId: string
  /** `components`, `dashboards` or `datasources`. */
  readonly contentType: string
}

/**
 * Names a dashboard.
 *
 * @since 0.1.0
 * @category models
 */
export interface TableauDashboardParams extends TableauReportParams {
  readonly dashboardContentUrl: string
}

/**
 * Names a view of a dashboard.
 *
 * @since 0.1.0
 * @category models
 */
export interface TableauDashboardViewParams extends TableauDashboardParams {
  readonly viewContentUrl: string
}

/**
 * A Tableau report: the fields the promise client declares (no published description covers these
 * calls); others the platform sends are reached with `raw` (`Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface TableauReportResponse {
  readonly contentUrl: string
  readonly description: string
  readonly name: string
  readonly updatedAt: string
}

/**
 * A dashboard or view, with the URL to embed it; other fields the platform sends are reached with `raw`
 * (`Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface TableauDashboardResponse {
  readonly authenticatedUrl: string
  readonly contentUrl: string
  readonly dashboard: TableauReportResponse
  readonly name: string
}

/**
 * Lists the reports of one content type.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Gone from the promise client in 51.1.0 with every Tableau reference (UA-8484): the platform's
 * reporting is the usage-analytics reports (`Reports`).
 */
export const listTableauReports = get("Tableau.listTableauReports",
  "/rest/organizations/{organizationId}/tableau/{contentType}", json<ReadonlyArray<TableauReportResponse>>(),
  ({ contentType, organizationId }: TableauReportParams) => ({ path: { organizationId, contentType } }))

/**
 * Gets a dashboard.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Gone from the promise client in 51.1.0 with every Tableau reference (UA-8484): the platform's
 * reporting is the usage-analytics reports (`Reports`).
 */
export const getTableauDashboard = get(
  "Tableau.getTableauDashboard",
  "/rest/organizations/{organizationId}/tableau/{contentType}/{dashboardContentUrl}",
  json<TableauDashboardResponse>(),
  ({ contentType, dashboardContentUrl, organizationId }: TableauDashboardParams) => ({
    path: { organizationId, contentType, dashboardContentUrl }
  })
)

/**
 * Gets a view of a dashboard.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Gone from the promise client in 51.1.0 with every Tableau reference (UA-8484): the platform's
 * reporting is the usage-analytics reports (`Reports`).
 */
export const getTableauDashboardView = get(
  "Tableau.getTableauDashboardView",
  "/rest/organizations/{organizationId}/tableau/{contentType}/{dashboardContentUrl}/{viewContentUrl}",
  json<TableauDashboardResponse>(),
  ({ contentType, dashboardContentUrl, organizationId, viewContentUrl }: TableauDashboardViewParams) => ({
    path: { organizationId, contentType, dashboardContentUrl, viewContentUrl }
  })
)
