/**
 * Privilege evaluation: `POST /rest/privilege/evaluate`. The answer says whether
 * the privilege is granted and why, as one of the spec's reports (the specification's authorization rules).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
import { CoveoClient } from "../../Http/PlatformClient.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"

/**
 * A privilege request to evaluate: `requestedPrivilege`, and the organization it applies in (`organizationId`, the
 * configured one when left out).
 *
 * @since 0.1.0
 * @category models
 */
export type PrivilegeEvaluatorModel = Authorization.PrivilegeRequestModelInput

/**
 * The evaluation of a privilege request: `approved`, and the report's codes
 * (`evaluationReport.privilegeEvaluationResultCodes`, the spec's reports).
 *
 * @since 0.1.0
 * @category models
 */
export type PrivilegeEvaluationResult = Authorization.PrivilegeRequestModel

/**
 * Evaluates a privilege request, in the configured organization unless it names another.
 *
 * @since 0.1.0
 * @category calls
 */
export const evaluate = post(
  "PrivilegeEvaluator.evaluate",
  "/rest/privilege/evaluate",
  json<PrivilegeEvaluationResult>(),
  (privilegeEvaluatorParams: PrivilegeEvaluatorModel) =>
    CoveoClient.useSync((client) => ({
      body: { organizationId: client.config.organizationId, ...privilegeEvaluatorParams }
    }))
)

// The operations of this area that are declared from the descriptions.
export * from "./PrivilegeEvaluator.generated.ts"
