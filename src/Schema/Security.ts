import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * Kind of a security identity.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IdentityType = Schema.Literals(["User", "Group", "VirtualGroup", "Unknown"])
/**
 * Kind of a security identity.
 *
 * @since 0.1.0
 * @category models
 */
export type IdentityType = typeof IdentityType.Type

/**
 * Freshness state of a security identity in the security cache.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PermissionState = Schema.Literals([
  "UNKNOWN",
  "UP_TO_DATE",
  "NOT_UPDATED",
  "OUT_OF_DATE",
  "IN_ERROR",
  "DISABLED"
])
/**
 * Freshness state of a security identity in the security cache.
 *
 * @since 0.1.0
 * @category models
 */
export type PermissionState = typeof PermissionState.Type

/**
 * Result of checking a single permission against a security identity.
 *
 * @since 0.1.0
 * @category schemas
 */
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
/**
 * Result of checking a single permission against a security identity.
 *
 * @since 0.1.0
 * @category models
 */
export type PermissionCheckResult = typeof PermissionCheckResult.Type

/**
 * Kind of an identity as the Push API spells it (upper case, unlike the security cache).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PushIdentityType = Schema.Literals(["USER", "GROUP", "VIRTUAL_GROUP", "UNKNOWN"])
/**
 * Kind of an identity as the Push API spells it.
 *
 * @since 0.1.0
 * @category models
 */
export type PushIdentityType = typeof PushIdentityType.Type

/**
 * Status of a security provider (or of the whole cache) while it refreshes.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityProviderStatusType = Schema.Literals(["PENDING_REFRESH", "REFRESHING", "IDLE", "ERROR"])
/**
 * Status of a security provider (or of the whole cache) while it refreshes.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityProviderStatusType = typeof SecurityProviderStatusType.Type

/**
 * How `filterTerm` matches identity names in `SecurityCache.listSecurityProviderIdentities`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityCacheFilteringMode = Schema.Literals(["PREFIX", "SUBSTRING"])
/**
 * How `filterTerm` matches identity names in `SecurityCache.listSecurityProviderIdentities`.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheFilteringMode = typeof SecurityCacheFilteringMode.Type

/**
 * What refers to a security provider.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityProviderReferenceType = Schema.Literals(["SOURCE", "SECURITY_PROVIDER"])
/**
 * What refers to a security provider.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityProviderReferenceType = typeof SecurityProviderReferenceType.Type

/**
 * How vault entries are imported from another organization.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VaultFetchStrategy = Schema.Literals(["ALL_OR_NOTHING", "ONLY_MISSING", "OVERWRITE"])
/**
 * How vault entries are imported from another organization.
 *
 * @since 0.1.0
 * @category models
 */
export type VaultFetchStrategy = typeof VaultFetchStrategy.Type

/**
 * Type of a vault entry's value.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VaultValueType = Schema.Literals(["BOOLEAN", "FLOAT", "INTEGER", "STRING"])
/**
 * Type of a vault entry's value.
 *
 * @since 0.1.0
 * @category models
 */
export type VaultValueType = typeof VaultValueType.Type

/**
 * Who may read a vault entry's value.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VaultVisibilityType = Schema.Literals(["OBFUSCATED", "PUBLIC", "STRICT"])
/**
 * Who may read a vault entry's value.
 *
 * @since 0.1.0
 * @category models
 */
export type VaultVisibilityType = typeof VaultVisibilityType.Type
