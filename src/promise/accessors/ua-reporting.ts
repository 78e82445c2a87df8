/**
 * The reporting half of the promise client's `ua` accessor: filters, reports,
 * statistics and users. Merged under `ua` with the other half.
 *
 * @module
 */
import * as Filters from "../../UsageAnalytics/Filters.ts"
import * as Reports from "../../UsageAnalytics/Reports.ts"
import * as Statistics from "../../UsageAnalytics/Statistics.ts"
import * as UaUsers from "../../UsageAnalytics/UaUsers.ts"
import type { Node } from "../Facade.ts"

/** `ua.filters`, `ua.reports`, `ua.statistics` and `ua.users`. */
export const uaReportingChildren = {
  filters: [Filters],
  reports: [Reports],
  statistics: [Statistics],
  users: [UaUsers]
} as const satisfies Readonly<Record<string, Node>>
