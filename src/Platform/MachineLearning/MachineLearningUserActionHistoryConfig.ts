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
 * @since 0.1.0
 * @category calls
 */
export const create = post("MachineLearningUserActionHistoryConfig.create",
  "/rest/organizations/{org}/machinelearning/configuration/useractionhistory", empty, () => ({}))
