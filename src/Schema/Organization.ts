import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * Identity provider a user authenticates with.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AuthenticationProvider = Schema.Literals([
  "SALESFORCE",
  "SALESFORCE_SANDBOX",
  "GOOGLE",
  "OFFICE365",
  "SAML",
  "EMAIL"
])
/**
 * Identity provider a user authenticates with.
 *
 * @since 0.1.0
 * @category models
 */
export type AuthenticationProvider = typeof AuthenticationProvider.Type

/**
 * Commercial type of an organization's license.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ProductType = Schema.Literals([
  "ALLIANCE",
  "INTERNAL",
  "SALES",
  "SANDBOX",
  "STANDARD",
  "TEST",
  "TRIAL"
])
/**
 * Commercial type of an organization's license.
 *
 * @since 0.1.0
 * @category models
 */
export type ProductType = typeof ProductType.Type

/**
 * Product edition of an organization's license.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Edition = Schema.Literals(["BASE", "ENTERPRISE", "FREE", "PRO", "STANDARD"])
/**
 * Product edition of an organization's license.
 *
 * @since 0.1.0
 * @category models
 */
export type Edition = typeof Edition.Type

/**
 * Index technology backing an organization.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IndexType = Schema.Literals(["COVEO", "ELASTIC", "INDEX_LESS", "ON_PREMISES"])
/**
 * Index technology backing an organization.
 *
 * @since 0.1.0
 * @category models
 */
export type IndexType = typeof IndexType.Type

/**
 * How an organization was created.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrganizationCreationOrigin = Schema.Literals([
  "ADMIN_UI",
  "API",
  "CLI",
  "BUSINESS_CRM",
  "TRAINING",
  "PARTNER_PROGRAM",
  "TEST",
  "WEBSITE",
  "SALESFORCE_INTEGRATION_TRIAL",
  "SERVICENOW_INTEGRATION_TRIAL",
  "SITECORE_INTEGRATION_TRIAL",
  "UNKNOWN"
])
/**
 * How an organization was created.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationCreationOrigin = typeof OrganizationCreationOrigin.Type

/**
 * Level of operational monitoring granted by the license.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MonitoringLevel = Schema.Literals([
  "NO_MONITORING",
  "BASIC_MONITORING",
  "REGULAR_MONITORING",
  "STRATEGIC_MONITORING"
])
/**
 * Level of operational monitoring granted by the license.
 *
 * @since 0.1.0
 * @category models
 */
export type MonitoringLevel = typeof MonitoringLevel.Type

/**
 * Index backup policy granted by the license.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IndexBackupType = Schema.Literals(["NONE", "REGULAR", "FULL"])
/**
 * Index backup policy granted by the license.
 *
 * @since 0.1.0
 * @category models
 */
export type IndexBackupType = typeof IndexBackupType.Type

/**
 * Degree of advanced machine-learning model configuration allowed by the license.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MlConfigurability = Schema.Literals(["NONE", "FULL"])
/**
 * Degree of advanced machine-learning model configuration allowed by the license.
 *
 * @since 0.1.0
 * @category models
 */
export type MlConfigurability = typeof MlConfigurability.Type

/**
 * Data visualization access level granted by the license.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataVisualizationAccess = Schema.Literals(["BASIC", "TABLEAU_READ", "TABLEAU_WRITE"])
/**
 * Data visualization access level granted by the license.
 *
 * @since 0.1.0
 * @category models
 */
export type DataVisualizationAccess = typeof DataVisualizationAccess.Type

/**
 * Category of an organization limit. The specification names USAGE and TECHNICAL; the platform's
 * description (platform.yml, the limits' `limitType`) adds ENTITLEMENT.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LimitType = Schema.Literals(["USAGE", "TECHNICAL", "ENTITLEMENT"])
/**
 * Category of an organization limit.
 *
 * @since 0.1.0
 * @category models
 */
export type LimitType = typeof LimitType.Type

/**
 * Whether a region is a primary or a secondary one.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RegionType = Schema.Literals(["PRIMARY", "SECONDARY"])
/**
 * Whether a region is a primary or a secondary one.
 *
 * @since 0.1.0
 * @category models
 */
export type RegionType = typeof RegionType.Type

/**
 * A section of the license, as the limits calls name it in their path.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LicenseSection = Schema.Literals([
  "internal",
  "organization",
  "usageAnalytics",
  "inProductExperience",
  "commerce",
  "content",
  "searchapi"
])
/**
 * A section of the license, as the limits calls name it in their path.
 *
 * @since 0.1.0
 * @category models
 */
export type LicenseSection = typeof LicenseSection.Type
