import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * Outcome reported by the privilege evaluation call.
 *
 * @since 0.1.0
 * @category schemas
 */
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
/**
 * Outcome reported by the privilege evaluation call.
 *
 * @since 0.1.0
 * @category models
 */
export type PrivilegeEvaluationReport = typeof PrivilegeEvaluationReport.Type

/**
 * Status filter of the API key list. `WITH_WARNING` comes from the platform's description
 * (authorization.yml); the promise client 60.4 does not know it yet.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ApiKeyStatusFilter = Schema.Literals([
  "ACTIVE",
  "SOON_TO_BE_DISABLED",
  "SOON_TO_BE_EXPIRED",
  "ACTIVE_AND_EXPOSED",
  "WITH_WARNING",
  "ALL_EXPOSED",
  "DEACTIVATED"
])
/**
 * Status filter of the API key list.
 *
 * @since 0.1.0
 * @category models
 */
export type ApiKeyStatusFilter = typeof ApiKeyStatusFilter.Type

/**
 * Which privileges `Organizations.listApiKeysPrivileges` lists: all, or those a custom API key may get.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PrivilegeFilterType = Schema.Literals(["ALL", "CUSTOM"])
/**
 * Which privileges `Organizations.listApiKeysPrivileges` lists.
 *
 * @since 0.1.0
 * @category models
 */
export type PrivilegeFilterType = typeof PrivilegeFilterType.Type
