/**
 * Pieces shared by the usage-analytics read services (filters, reports,
 * statistics, users): the `/rest/ua/v15` prefix, the health and status
 * answers, and the `org` query rule.
 *
 * @module
 */
import * as Schema from "effect/Schema";
/** Prefix of the usage-analytics read services (spec 7). */
export const uaBase = "/rest/ua/v15";
/** Health of a usage-analytics service. */
export const ReadServiceHealth = Schema.Literals(["up", "unavailable", "degraded"]);
/** Status of a usage-analytics service. */
export const ReadServiceStatus = Schema.Literals(["online", "unavailable", "degraded"]);
/** The `org` query field; the configured organization fills it unless the caller sets it (spec 7). */
export const orgField = { org: Schema.optional(Schema.String) };
