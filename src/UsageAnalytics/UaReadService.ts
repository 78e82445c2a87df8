/**
 * Pieces shared by the usage-analytics read services (filters, reports,
 * statistics, users): the `/rest/ua/v15` prefix, the health and status
 * answers, and the `org` query rule.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { ReadServiceHealth, ReadServiceStatus } from "../Schema/UsageAnalytics.ts"

/**
 * Answer of a service's `/monitoring/health` call. The description declares no field; the promise
 * client reads a `status` ({@link ReadServiceHealth}): reach it with `raw(answer)["status"]` (`Schema/Raw.ts`).
 *
 * @since 0.1.0
 * @category models
 */
export type ReadServiceHealthResponse = UsageAnalyticsRead.StatusResponse

/**
 * Answer of a service's `/status` call. The description declares no field; the promise client reads
 * a `status` ({@link ReadServiceStatus}): reach it with `raw(answer)["status"]` (`Schema/Raw.ts`).
 *
 * @since 0.1.0
 * @category models
 */
export type ReadServiceStatusResponse = UsageAnalyticsRead.StatusResponse

/**
 * The `org` query field; the configured organization fills it unless the caller sets it (the specification's rules for all calls).
 *
 * @since 0.1.0
 * @category calls
 */
export const orgField = { org: Schema.optional(Schema.String) }

/**
 * A query of the `org` override alone; other usage-analytics queries extend it with `mapFields`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrgQuery = Schema.Struct(orgField)

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { ReadServiceHealth, ReadServiceStatus }
