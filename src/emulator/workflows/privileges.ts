/**
 * Privilege evaluation: whether the caller's token holds the privilege a request names, with the
 * report's one code. A configured token holds every privilege; an API key holds those it was created
 * with, and a search token the right to run queries (`security.ts`). A request bound elsewhere or
 * naming no privilege is not approved either, each with its own code. General access (may the token act on
 * the organization at all) is granted to any token but in another organization than the one it is bound to.
 *
 * @module
 */
import { grants, isPrivilege } from "../security.ts"
import { type EmulatorRequest, type Handler, isRecord, objectBody, ok } from "../types.ts"
import type { Workflow } from "./common.ts"

// A token bound to one organization has no access to another.
const boundElsewhere = (req: EmulatorRequest, organizationId: string | undefined) =>
  organizationId !== undefined && req.principal.organizationId !== undefined &&
  req.principal.organizationId !== organizationId

const verdict = (organizationId: string | undefined, code: string, requested?: unknown) => ({
  ...(organizationId === undefined ? {} : { organizationId }),
  ...(isRecord(requested) ? { requestedPrivilege: requested } : {}),
  approved: code === "OPERATION_GRANTED",
  evaluationReport: { privilegeEvaluationResultCodes: [code] }
})

const organizationOf = (body: Readonly<Record<string, unknown>>) =>
  typeof body.organizationId === "string" ? body.organizationId : undefined

const evaluate: Handler = (req) => {
  const body = objectBody(req)
  const requested = body.requestedPrivilege
  const organizationId = organizationOf(body)
  const code = !isPrivilege(requested)
    ? "OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST"
    : boundElsewhere(req, organizationId)
    ? "OPERATION_FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_DIFFERENT_ORGANIZATION"
    : grants(req.principal.privileges, requested)
    ? "OPERATION_GRANTED"
    : "OPERATION_NOT_ALLOWED"
  return ok(verdict(organizationId, code, requested))
}

// Whether the token may act on the organization at all: any token the emulator accepts may, but in another
// organization than the one it is bound to.
const evaluateGeneralAccess: Handler = (req) => {
  const organizationId = organizationOf(objectBody(req))
  return ok(verdict(
    organizationId,
    boundElsewhere(req, organizationId)
      ? "OPERATION_FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_DIFFERENT_ORGANIZATION"
      : "OPERATION_GRANTED"
  ))
}

/**
 * The privilege evaluation workflow.
 *
 * @since 0.1.0
 * @category workflows
 */
export const privilegesWorkflow: Workflow = {
  handlers: {
    "POST /rest/privilege/evaluate": evaluate,
    "POST /rest/privilege/evaluate/general-access": evaluateGeneralAccess
  }
}
