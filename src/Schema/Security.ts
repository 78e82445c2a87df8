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

/** Kind of an identity as the Push API spells it (upper case, unlike the security cache). */
export const PushIdentityType = Schema.Literals(["USER", "GROUP", "VIRTUAL_GROUP", "UNKNOWN"])
/** Kind of an identity as the Push API spells it. */
export type PushIdentityType = typeof PushIdentityType.Type

/** Status of a security provider (or of the whole cache) while it refreshes. */
export const SecurityProviderStatusType = Schema.Literals(["PENDING_REFRESH", "REFRESHING", "IDLE", "ERROR"])
/** Status of a security provider (or of the whole cache) while it refreshes. */
export type SecurityProviderStatusType = typeof SecurityProviderStatusType.Type

/** How `filterTerm` matches identity names in {@link listSecurityProviderIdentities}. */
export const SecurityCacheFilteringMode = Schema.Literals(["PREFIX", "SUBSTRING"])
/** How `filterTerm` matches identity names in {@link listSecurityProviderIdentities}. */
export type SecurityCacheFilteringMode = typeof SecurityCacheFilteringMode.Type

/** What refers to a security provider. */
export const SecurityProviderReferenceType = Schema.Literals(["SOURCE", "SECURITY_PROVIDER"])
/** What refers to a security provider. */
export type SecurityProviderReferenceType = typeof SecurityProviderReferenceType.Type

/** How vault entries are imported from another organization. */
export const VaultFetchStrategy = Schema.Literals(["ALL_OR_NOTHING", "ONLY_MISSING", "OVERWRITE"])
/** How vault entries are imported from another organization. */
export type VaultFetchStrategy = typeof VaultFetchStrategy.Type

/** Type of a vault entry's value. */
export const VaultValueType = Schema.Literals(["BOOLEAN", "FLOAT", "INTEGER", "STRING"])
/** Type of a vault entry's value. */
export type VaultValueType = typeof VaultValueType.Type

/** Who may read a vault entry's value. */
export const VaultVisibilityType = Schema.Literals(["OBFUSCATED", "PUBLIC", "STRICT"])
/** Who may read a vault entry's value. */
export type VaultVisibilityType = typeof VaultVisibilityType.Type
