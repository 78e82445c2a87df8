/**
 * License: `/rest/organizations/{org}/license`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { get, json, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/license";
/** A section of the license, as the limits calls name it in their path. */
export const LicenseSection = Schema.Literals([
    "internal",
    "organization",
    "usageAnalytics",
    "inProductExperience",
    "commerce",
    "content",
    "searchapi"
]);
/** Query of {@link updateExpirationDate}. */
export const LicenseExpirationDateOptions = Schema.Struct({
    /** Milliseconds since the UNIX epoch. */
    expirationDate: Schema.Number
});
/** Gets the whole license. */
export const full = get("License.full", base, json(), () => ({}));
/** Replaces the license. */
export const updateLicense = put("License.updateLicense", base, json(), (license) => ({ body: license }));
/** Moves the license's expiration date; the date travels in the query, not the body. */
export const updateExpirationDate = put("License.updateExpirationDate", `${base}/expiration`, json(), (options) => ({ query: options }), { query: LicenseExpirationDateOptions });
/** Lists every source type a license could allow. */
export const getPossibleSourceTypes = get("License.getPossibleSourceTypes", `${base}/sourcetypes`, json(), () => ({}));
