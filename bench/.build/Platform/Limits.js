/**
 * Organization limits: `/rest/organizations/{org}/limits`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { get, json } from "../Http/Endpoint.js";
import { LimitType } from "../Schema/Organization.js";
const base = "/rest/organizations/{org}/limits";
const AllQuery = Schema.Struct({ limitType: Schema.optional(LimitType) });
/** Query of {@link getHistoryLimit}. */
export const LimitHistoryOptions = Schema.Struct({
    /** Start of the range, ISO 8601 (e.g. `2022-05-08T01:30:00.000-05:00`). */
    from: Schema.optional(Schema.String),
    /** End of the range, ISO 8601. */
    to: Schema.optional(Schema.String)
});
/** Gets every section's limits, only those of one type when `limitType` is given. */
export const getAll = get("Limits.getAll", base, json(), (limitType) => ({ query: { limitType } }), { query: AllQuery });
/** Gets the limits of one type; the promise client's name for `getAll(limitType)`. */
export const getAllPerLimitType = (limitType) => getAll(limitType);
/** Gets the limits of one license section. */
const get_ = get("Limits.get", `${base}/{sectionName}`, json(), (sectionName) => ({ path: { sectionName } }));
/** Gets the history of one limit. */
export const getHistoryLimit = get("Limits.getHistoryLimit", `${base}/{sectionName}/{limitKey}/history`, json(), (sectionName, limitKey, options) => ({
    path: { sectionName, limitKey },
    query: options
}), { query: LimitHistoryOptions });
export { 
/** Gets the limits of one license section. */
get_ as get };
