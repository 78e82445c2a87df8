/**
 * User action history model creation (`ml.userActionHistoryConfig` in the
 * promise client of the spec era; removed from it in v58):
 * `/rest/organizations/{org}/machinelearning/configuration/useractionhistory`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { empty, post } from "../../Http/Endpoint.ts"

/**
 * Creates the organization's user action history model; the platform needs no settings for it.
 *
 * @deprecated Nothing replaces it: the promise client deprecated user action history in December 2024 ("will
 * be removed from the API in January 2025") and removed it in v58 (January 2025).
 * @since 0.1.0
 * @category calls
 */
export const create = post("MachineLearningUserActionHistoryConfig.create",
  "/rest/organizations/{org}/machinelearning/configuration/useractionhistory", empty, () => ({}))
