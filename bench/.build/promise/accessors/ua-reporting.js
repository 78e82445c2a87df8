/**
 * The reporting half of the promise client's `ua` accessor: filters, reports,
 * statistics and users. Merged under `ua` with the other half.
 *
 * @module
 */
import * as Filters from "../../UsageAnalytics/Filters.js";
import * as Reports from "../../UsageAnalytics/Reports.js";
import * as Statistics from "../../UsageAnalytics/Statistics.js";
import * as UaUsers from "../../UsageAnalytics/UaUsers.js";
/** `ua.filters`, `ua.reports`, `ua.statistics` and `ua.users`. */
export const uaReportingChildren = {
    filters: [Filters],
    reports: [Reports],
    statistics: [Statistics],
    users: [UaUsers]
};
