/**
 * Accessors of the administration areas: license, limits, links, usage
 * metrics, subscriptions, SAML, privilege evaluation, users and vault entries,
 * named as `@coveo/platform-client` names them.
 *
 * @module
 */
import * as License from "../../Platform/License.ts"
import * as LicenseMetrics from "../../Platform/LicenseMetrics.ts"
import * as Limits from "../../Platform/Limits.ts"
import * as Links from "../../Platform/Links.ts"
import * as PrivilegeEvaluator from "../../Platform/PrivilegeEvaluator.ts"
import * as RawMetrics from "../../Platform/RawMetrics.ts"
import * as Saml from "../../Platform/Saml.ts"
import * as SearchHubs from "../../Platform/SearchHubs.ts"
import * as Subscriptions from "../../Platform/Subscriptions.ts"
import * as Tableau from "../../Platform/Tableau.ts"
import * as Users from "../../Platform/Users.ts"
import * as Vaults from "../../Platform/Vaults.ts"
import type { Node } from "../Facade.ts"

// `notification` and `searchUsageMetrics` only group their children.
const noCalls = {}

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
} as const satisfies Readonly<Record<string, Node>>
