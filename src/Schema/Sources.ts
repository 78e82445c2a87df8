import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { OpenLiterals } from "./Common.ts"

/**
 * Stable status of a source.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SourceStatus = Schema.Literals([
  "CREATING",
  "DISABLED",
  "ERROR",
  "IDLE",
  "PAUSED",
  "PAUSED_ON_ERROR",
  "PUSH_READY",
  "REFRESHING"
])
/**
 * Stable status of a source.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceStatus = typeof SourceStatus.Type

/**
 * Source status including the transitional states reached while an action is in flight.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransitionalSourceStatus = Schema.Literals([
  "CREATING",
  "DISABLED",
  "ERROR",
  "IDLE",
  "PAUSED",
  "PAUSED_ON_ERROR",
  "PUSH_READY",
  "REFRESHING",
  "CANCELING",
  "DELETING",
  "PAUSING",
  "RESUMING",
  "STARTING_REFRESH"
])
/**
 * Source status including the transitional states reached while an action is in flight.
 *
 * @since 0.1.0
 * @category models
 */
export type TransitionalSourceStatus = typeof TransitionalSourceStatus.Type

/**
 * Who can see the content of a source.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SourceVisibility = Schema.Literals(["PRIVATE", "SECURED", "SHARED"])
/**
 * Who can see the content of a source.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceVisibility = typeof SourceVisibility.Type

/**
 * Where a source's crawler runs.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SourceCategory = Schema.Literals(["CLOUD", "ON_PREM", "CRAWLING_MODULE"])
/**
 * Where a source's crawler runs.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceCategory = typeof SourceCategory.Type

/**
 * Kind of refresh or rebuild operation on a source, security provider or security cache.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OperationType = Schema.Literals([
  "REBUILD",
  "FULL_REFRESH",
  "INCREMENTAL_REFRESH",
  "SECURITY_PROVIDER_REFRESH",
  "SECURITY_PROVIDER_REFRESH_ENTITIES_IN_ERROR",
  "SECURITY_PROVIDER_REFRESH_ENTITIES_NOT_UPDATED",
  "SECURITY_CACHE_REFRESH",
  "SECURITY_CACHE_REFRESH_ENTITIES_IN_ERROR"
])
/**
 * Kind of refresh or rebuild operation on a source, security provider or security cache.
 *
 * @since 0.1.0
 * @category models
 */
export type OperationType = typeof OperationType.Type

/**
 * Connector type of a source.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SourceType = Schema.Literals([
  "ADOBE_EXPERIENCE_MANAGER",
  "AMAZONS3",
  "BOX_ENTERPRISE2",
  "CATALOG",
  "CONFLUENCE",
  "CONFLUENCE2",
  "CONFLUENCE2_HOSTED",
  "CUSTOM",
  "DATABASE",
  "DROPBOX_FOR_BUSINESS",
  "FILE",
  "GENERIC_REST",
  "GOOGLE_DRIVE_DOMAIN_WIDE",
  "GRAPHQL",
  "JIRA2",
  "JIRA2_HOSTED",
  "JIVE",
  "JIVE_HOSTED",
  "KHOROS",
  "LITHIUM",
  "MICROSOFT_DYNAMICS",
  "PUSH",
  "RSS",
  "SALESFORCE",
  "SALESFORCE_SITES",
  "SAP",
  "SERVICENOW",
  "SHAREPOINT",
  "SHAREPOINT_ONLINE2",
  "SITECORE",
  "SITEMAP",
  "SLACK",
  "WEB2",
  "YOUTUBE",
  "ZENDESK"
])
/**
 * Connector type of a source.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceType = typeof SourceType.Type

/**
 * Type of a security identity provider.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityProviderType = Schema.Literals([
  "ACTIVE_DIRECTORY",
  "ACTIVE_DIRECTORY2",
  "BOX",
  "CLAIMS",
  "CLAIMS_TO_EMAIL",
  "CONFLUENCE",
  "CONFLUENCE2",
  "CUSTOM",
  "DATABASE",
  "DROPBOX_FOR_BUSINESS",
  "EMAIL",
  "EXPANDED",
  "FILE",
  "GOOGLE_DRIVE_DOMAIN_WIDE",
  "GENERIC_REST",
  "GRAPHQL",
  "JIRA2",
  "JIVE",
  "KHOROS_COMMUNITY",
  "MICROSOFT_DYNAMICS",
  "OFFICE365",
  "SALESFORCE",
  "SERVICENOW",
  "SHAREPOINT",
  "SHAREPOINT_ONLINE",
  "SITECORE",
  "SLACK",
  "ZENDESK"
])
/**
 * Type of a security identity provider.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityProviderType = typeof SecurityProviderType.Type

/**
 * Operational status used to filter the source list.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SourceOperationalStatus = Schema.Literals([
  "ALL",
  "LAST_OPERATION_IN_ERROR",
  "OK",
  "PAUSED",
  "READY",
  "RUNNING"
])
/**
 * Operational status used to filter the source list.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceOperationalStatus = typeof SourceOperationalStatus.Type

/**
 * Operation recorded by an activity (also used to set a push source's refresh status). The
 * scaling and `REMEDIATE` operations come from the platform's description (source.yml); the
 * promise client 60.4 does not know them yet.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActivityOperation = Schema.Literals([
  "APPLY",
  "ARCHIVE",
  "ARCHIVE_WARNING",
  "BACKUP",
  "CHANGE_ONLINE",
  "CHANGE_READ_ONLY",
  "COMMIT",
  "CONFIG_CHANGE",
  "CONFIG_CREATE",
  "CREATE",
  "DECLINE",
  "DELETE",
  "DISABLE",
  "DUPLICATE",
  "ENABLE",
  "ENABLE_DISABLED_ENTITIES",
  "EXPORT",
  "FULL_REFRESH",
  "HORIZONTAL_SCALING",
  "IDLE",
  "IMPORT",
  "INCREMENTAL_REFRESH",
  "LIMIT_ALMOST_REACHED",
  "LIMIT_EXCEEDED",
  "LIMIT_REACHED",
  "LOG_REQUEST",
  "METADATA_REPORT",
  "MODEL_BUILD",
  "MODEL_REFRESH",
  "ORG_PROVISIONING_CHECK",
  "PAUSE",
  "PAUSE_ON_ERROR",
  "REBUILD",
  "REFRESH",
  "REFRESH_CANCEL",
  "REFRESH_ENTITIES_IN_ERROR",
  "REFRESH_ENTITIES_NOT_UPDATED",
  "REFRESH_ENTITY",
  "REMEDIATE",
  "RESIZE",
  "RESTORE",
  "RESUME",
  "ROTATE",
  "SCHEDULE_CHANGE",
  "SCHEDULE_CREATE",
  "SCHEDULE_DELETE",
  "SEARCH_CERTIFICATE_UPDATE",
  "SEARCH_INCIDENT",
  "SEND_RESOURCE_SNAPSHOT",
  "START",
  "STOP",
  "SYNCHRONIZE",
  "TEST",
  "UPDATE",
  "UPGRADE",
  "UPGRADE_REVERT",
  "VALIDATE",
  "VERTICAL_SCALING"
])
/**
 * Operation recorded by an activity (also used to set a push source's refresh status).
 *
 * @since 0.1.0
 * @category models
 */
export type ActivityOperation = typeof ActivityOperation.Type

/**
 * Name of a sample dataset that can be imported as a source.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DatasetType = Schema.Literals(["WEB", "ecommerce"])
/**
 * Name of a sample dataset that can be imported as a source.
 *
 * @since 0.1.0
 * @category models
 */
export type DatasetType = typeof DatasetType.Type

/**
 * Outcome of a dataset import request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DatasetImportResult = Schema.Literals(["ERROR", "SUCCESS"])
/**
 * Outcome of a dataset import request.
 *
 * @since 0.1.0
 * @category models
 */
export type DatasetImportResult = typeof DatasetImportResult.Type

/**
 * Progress state of a dataset import request, polled by requestId.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DatasetImportStatus = Schema.Literals(["PENDING", "IN_PROGRESS", "COMPLETED"])
/**
 * Progress state of a dataset import request, polled by requestId.
 *
 * @since 0.1.0
 * @category models
 */
export type DatasetImportStatus = typeof DatasetImportStatus.Type

/**
 * How a metadata key reaches the index.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MetadataIndexedBy = Schema.Literals(["NONE", "FIELD", "MAPPING"])
/**
 * How a metadata key reaches the index.
 *
 * @since 0.1.0
 * @category models
 */
export type MetadataIndexedBy = typeof MetadataIndexedBy.Type

/**
 * Sort direction of lists. The platform also takes `asc` and `desc`, so any string passes;
 * `ASC` and `DESC` are suggested.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SortingOrder = OpenLiterals(["ASC", "DESC"])
/**
 * Sort direction of source lists.
 *
 * @since 0.1.0
 * @category models
 */
export type SortingOrder = typeof SortingOrder.Type

/**
 * What a source list is sorted by.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SourceSortingType = Schema.Literals([
  "TYPE",
  "NAME",
  "STATUS",
  "CONTENT",
  "LAST_MODIFIED_DATE",
  "LAST_OPERATION",
  "CONTENT_TOTAL_DOCUMENT_SIZE",
  "STATUS_PRIORITY"
])
/**
 * What a source list is sorted by.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceSortingType = typeof SourceSortingType.Type
