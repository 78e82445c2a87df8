/**
 * Privilege evaluation: whether the caller's token holds the privilege a request names, with the
 * report's one code. A configured token holds every privilege; an API key holds those it was created
 * with, and a search token the right to run queries (`security.ts`). A request bound elsewhere or
 * naming no privilege is not approved either, each with its own code.
 *
 * @module
 */
import { grants } from "../security.ts"
import { type Handler, isRecord, objectBody, ok, type Privilege } from "../types.ts"
import type { Workflow } from "./common.ts"

const isPrivilege = (value: unknown): value is Privilege =>
  isRecord(value) && typeof value.owner === "string" && value.owner !== "" &&
  typeof value.targetDomain === "string" && value.targetDomain !== ""

const evaluate: Handler = (req) => {
  const body = objectBody(req)
  const requested = body.requestedPrivilege
  const organizationId = typeof body.organizationId === "string" ? body.organizationId : undefined
  const bound = req.principal.organizationId
  const code = !isPrivilege(requested)
    ? "OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST"
    : organizationId !== undefined && bound !== undefined && bound !== organizationId
    ? "OPERATION_FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_DIFFERENT_ORGANIZATION"
    : grants(req.principal.privileges, requested)
    ? "OPERATION_GRANTED"
    : "OPERATION_NOT_ALLOWED"
  return ok({
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(isRecord(requested) ? { requestedPrivilege: requested } : {}),
    approved: code === "OPERATION_GRANTED",
    evaluationReport: { privilegeEvaluationResultCodes: [code] }
  })
}

/**
 * The privilege evaluation workflow.
 *
 * @since 0.1.0
 * @category workflows
 */
export const privilegesWorkflow: Workflow = {
  handlers: { "POST /rest/privilege/evaluate": evaluate }
}
