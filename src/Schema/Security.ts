import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/** Kind of a security identity. */
export const IdentityType = Schema.Literals(["User", "Group", "VirtualGroup", "Unknown"])
/** Kind of a security identity. */
export type IdentityType = typeof IdentityType.Type

/** Freshness state of a security identity in the security cache. */
export const PermissionState = Schema.Literals([
  "UNKNOWN",
  "UP_TO_DATE",
  "NOT_UPDATED",
  "OUT_OF_DATE",
  "IN_ERROR",
  "DISABLED"
])
/** Freshness state of a security identity in the security cache. */
export type PermissionState = typeof PermissionState.Type

/** Result of checking a single permission against a security identity. */
export const PermissionCheckResult = Schema.Literals([
  "NONE",
  "SUCCESS",
  "ACCESS_DENIED",
  "TIMED_OUT",
  "ENTITY_IS_INVALID",
  "ENTITY_IS_UNAVAILABLE",
  "SECURITY_PROVIDER_IS_UNAVAILABLE",
  "SECURITY_PROVIDER_IS_UNREACHABLE",
  "SECURITY_PROVIDER_IS_NOT_READY",
  "UNEXPECTED_ERROR"
])
/** Result of checking a single permission against a security identity. */
export type PermissionCheckResult = typeof PermissionCheckResult.Type
