/**
 * Privilege evaluation: `POST /rest/privilege/evaluate`. The answer says whether
 * the privilege is granted and why, as one of the spec's reports (the specification's authorization rules).
 *
 * @module
 */
import "../internal/requireNode.ts"
import { json, post } from "../Http/Endpoint.ts"
import { CoveoClient } from "../Http/PlatformClient.ts"
import type { PrivilegeEvaluationReport } from "../Schema/Privileges.ts"
import type { PrivilegeModel } from "./Common.ts"

/**
 * A privilege request to evaluate.
 *
 * @since 0.1.0
 * @category models
 */
export interface PrivilegeEvaluatorModel {
  readonly requestedPrivilege: PrivilegeModel
  /** The organization the privilege applies in; the configured one when left out. */
  readonly organizationId?: string
}

/**
 * The evaluation of a privilege request.
 *
 * @since 0.1.0
 * @category models
 */
export interface PrivilegeEvaluationResult extends PrivilegeEvaluatorModel {
  readonly approved?: boolean
  readonly evaluationReport?: PrivilegeEvaluationReport
  readonly [key: string]: unknown
}

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
