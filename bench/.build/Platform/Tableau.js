/**
 * Tableau content queries: `/rest/organizations/{organizationId}/tableau`. The
 * organization comes from the arguments, not the configuration, as it did in
 * the promise client (`ContentQuery`, removed in its v51.1.0).
 *
 * @module
 */
import { get, json } from "../Http/Endpoint.js";
const base = "/rest/organizations/{organizationId}/tableau/{contentType}";
/** Lists the reports of one content type. */
export const listTableauReports = get("Tableau.listTableauReports", base, json(), ({ contentType, organizationId }) => ({ path: { organizationId, contentType } }));
/** Gets a dashboard. */
export const getTableauDashboard = get("Tableau.getTableauDashboard", `${base}/{dashboardContentUrl}`, json(), ({ contentType, dashboardContentUrl, organizationId }) => ({
    path: { organizationId, contentType, dashboardContentUrl }
}));
/** Gets a view of a dashboard. */
export const getTableauDashboardView = get("Tableau.getTableauDashboardView", `${base}/{dashboardContentUrl}/{viewContentUrl}`, json(), ({ contentType, dashboardContentUrl, organizationId, viewContentUrl }) => ({
    path: { organizationId, contentType, dashboardContentUrl, viewContentUrl }
}));
