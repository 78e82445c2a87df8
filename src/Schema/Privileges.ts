import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/** Outcome reported by the privilege evaluation call. */
export const PrivilegeEvaluationReport = Schema.Literals([
  "OPERATION_FORBIDDEN_FOR_ANONYMOUS_AUTHENTICATION",
  "OPERATION_FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_DIFFERENT_ORGANIZATION",
  "OPERATION_FORBIDDEN_FOR_ORGANIZATION",
  "OPERATION_FORBIDDEN_FOR_ORGANIZATION_IN_READ_ONLY",
  "OPERATION_FORBIDDEN_FROM_REQUEST_LOCATION",
  "OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST",
  "OPERATION_GRANTED",
  "OPERATION_NOT_ALLOWED"
])
/** Outcome reported by the privilege evaluation call. */
export type PrivilegeEvaluationReport = typeof PrivilegeEvaluationReport.Type
