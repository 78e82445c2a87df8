/**
 * Accessors of the administration areas: license, limits, links, usage
 * metrics, subscriptions, SAML, privilege evaluation, users and vault entries,
 * named as `@coveo/platform-client` names them.
 *
 * @module
 */
import * as PrivilegeEvaluator from "../../Platform/Authorization/PrivilegeEvaluator.ts"
import * as Saml from "../../Platform/Authorization/Saml.ts"
import * as Users from "../../Platform/Authorization/Users.ts"
import * as Links from "../../Platform/Migration/Links.ts"
import * as Vaults from "../../Platform/Migration/Vaults.ts"
import * as License from "../../Platform/Organization/License.ts"
import * as Limits from "../../Platform/Organization/Limits.ts"
import * as Subscriptions from "../../Platform/Organization/Subscriptions.ts"
import * as LicenseMetrics from "../../Platform/UsageMetrics/LicenseMetrics.ts"
import * as RawMetrics from "../../Platform/UsageMetrics/RawMetrics.ts"
import * as SearchHubs from "../../Platform/UsageMetrics/SearchHubs.ts"
import * as Tableau from "../../Platform/UsageMetrics/Tableau.ts"
import type { Node } from "../Facade.ts"
import { licensePromiseForms } from "../forms/license.ts"

// `notification` and `searchUsageMetrics` only group their children.
const noCalls = {}

/** Accessor name → [module, nested accessors]. */
export const administrationAccessors = {
  license: [License, undefined, licensePromiseForms],
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
