/**
 * License usage metrics (`searchUsageMetrics.licenseMetrics` in the promise
 * client): `/rest/organizations/{org}/searchusagemetrics/license`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { get, json } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/searchusagemetrics/license";
/** Query of {@link listMonthly}. */
export const ListLicenseMonthlyParams = Schema.Struct({
    /** First month reported, `YYYY-MM`. */
    from: Schema.String,
    /** Last month reported, `YYYY-MM`. */
    to: Schema.String,
    /** Sliding window in months; the metric's own window when absent. */
    slidingWindow: Schema.optional(Schema.Number)
});
/** Lists the license metrics the organization is using. */
export const listInUse = get("LicenseMetrics.listInUse", `${base}/inUse`, json(), () => ({}));
/** Lists one license metric's monthly values. */
export const listMonthly = get("LicenseMetrics.listMonthly", `${base}/monthly/{metric}`, json(), (metric, params) => ({ path: { metric }, query: params }), { query: ListLicenseMonthlyParams });
/** Lists the license metrics that can be assigned. */
export const listAssignable = get("LicenseMetrics.listAssignable", `${base}/assignable`, json(), () => ({}));
