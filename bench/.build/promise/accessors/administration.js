/**
 * Accessors of the administration areas: license, limits, links, usage
 * metrics, subscriptions, SAML, privilege evaluation, users and vault entries,
 * named as `@coveo/platform-client` names them.
 *
 * @module
 */
import * as License from "../../Platform/License.js";
import * as LicenseMetrics from "../../Platform/LicenseMetrics.js";
import * as Limits from "../../Platform/Limits.js";
import * as Links from "../../Platform/Links.js";
import * as PrivilegeEvaluator from "../../Platform/PrivilegeEvaluator.js";
import * as RawMetrics from "../../Platform/RawMetrics.js";
import * as Saml from "../../Platform/Saml.js";
import * as SearchHubs from "../../Platform/SearchHubs.js";
import * as Subscriptions from "../../Platform/Subscriptions.js";
import * as Tableau from "../../Platform/Tableau.js";
import * as Users from "../../Platform/Users.js";
import * as Vaults from "../../Platform/Vaults.js";
// `notification` and `searchUsageMetrics` only group their children.
const noCalls = {};
/** Accessor name → [module, nested accessors]. */
export const administrationAccessors = {
    license: [License],
    limits: [Limits],
    links: [Links],
    notification: [noCalls, { subscription: [Subscriptions] }],
    privilegeEvaluator: [PrivilegeEvaluator],
    saml: [Saml],
    searchUsageMetrics: [noCalls, {
            licenseMetrics: [LicenseMetrics],
            rawMetrics: [RawMetrics],
            searchHubs: [SearchHubs]
        }],
    // Not in @coveo/platform-client today (removed in its v51); kept so the spec's calls are reachable.
    tableau: [Tableau],
    user: [Users],
    vault: [Vaults]
};
