import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * Type of a resource managed by resource snapshots. The specification names some "and others";
 * the platform's description (migration.yml) lists these, `STOREFRONT_ASSOCIATION`, `TRACKING_ID`
 * and `UNKNOWN` beyond the promise client 60.4's.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotResourceType = Schema.Literals([
  "EXTENSION",
  "FEATURED_RESULT",
  "FIELD",
  "FILTER",
  "INSIGHT_PANEL_CONFIGURATION",
  "INSIGHT_PANEL_INTERFACE",
  "CATALOG",
  "CATALOG_CONFIG",
  "MAPPING",
  "ML_MODEL",
  "ML_MODEL_ASSOCIATION",
  "QUERY_PARAMETER",
  "QUERY_PIPELINE",
  "SETTING",
  "QUERY_PIPELINE_CONDITION",
  "RANKING_EXPRESSION",
  "RANKING_WEIGHT",
  "SEARCH_PAGE",
  "SECURITY_PROVIDER",
  "SOURCE",
  "STOP_WORD",
  "SUBSCRIPTION",
  "THESAURUS",
  "TRIGGER",
  "RESULT_RANKING",
  "STATEMENT_GROUP",
  "STOREFRONT_ASSOCIATION",
  "TRACKING_ID",
  "UNKNOWN"
])
/**
 * Type of a resource managed by resource snapshots.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotResourceType = typeof SnapshotResourceType.Type

/**
 * Access level checked on a snapshot.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotAccess = Schema.Literals(["READ", "WRITE"])
/**
 * Access level checked on a snapshot.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotAccess = typeof SnapshotAccess.Type

/**
 * Layout of an exported snapshot's content.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotExportFormat = Schema.Literals(["FLAT", "SPLIT_PER_TYPE"])
/**
 * Layout of an exported snapshot's content.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotExportFormat = typeof SnapshotExportFormat.Type

/**
 * Accepted file type for an uploaded snapshot.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotFileType = Schema.Literals(["ZIP", "JSON"])
/**
 * Accepted file type for an uploaded snapshot.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotFileType = typeof SnapshotFileType.Type

/**
 * Which content of a snapshot to retrieve.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotContentType = Schema.Literals(["PRIMARY", "CURRENT_STATE"])
/**
 * Which content of a snapshot to retrieve.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotContentType = typeof SnapshotContentType.Type

/**
 * Which resources applying a snapshot may delete.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DeletionScope = Schema.Literals(["ALL_MANAGED_RESOURCES", "ONLY_TYPES_FROM_SNAPSHOT"])
/**
 * Which resources applying a snapshot may delete.
 *
 * @since 0.1.0
 * @category models
 */
export type DeletionScope = typeof DeletionScope.Type

/**
 * Progress status of a snapshot operation report.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotReportStatus = Schema.Literals(["PENDING", "IN_PROGRESS", "COMPLETED", "ABORTED"])
/**
 * Progress status of a snapshot operation report.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotReportStatus = typeof SnapshotReportStatus.Type

/**
 * Operation a snapshot report describes.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotReportType = Schema.Literals([
  "CREATE_SNAPSHOT",
  "DRY_RUN",
  "APPLY",
  "CREATE_SYNCHRONIZATION_PLAN",
  "APPLY_SYNCHRONIZATION_PLAN"
])
/**
 * Operation a snapshot report describes.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotReportType = typeof SnapshotReportType.Type

/**
 * Status of a snapshot synchronization plan.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SynchronizationPlanStatus = Schema.Literals(["CREATING", "CREATED", "IN_ERROR"])
/**
 * Status of a snapshot synchronization plan.
 *
 * @since 0.1.0
 * @category models
 */
export type SynchronizationPlanStatus = typeof SynchronizationPlanStatus.Type

/**
 * Result code of a snapshot operation report.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotResultCode = Schema.Literals([
  "ACCESS_DENIED",
  "RESOURCES_IN_ERROR",
  "SUCCESS",
  "UNEXPECTED_ERROR",
  "UNABLE_TO_PUSH_TO_ORGANIZATION",
  "NO_RESOURCE_RETRIEVED",
  "UNABLE_TO_RETRIEVE_RESOURCES",
  "RESOURCE_DEPENDENCY_CYCLE",
  "EXTERNAL_SERVICE_COMMUNICATION_ERROR"
])
/**
 * Result code of a snapshot operation report.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotResultCode = typeof SnapshotResultCode.Type

/**
 * What a snapshot list is sorted by.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnapshotSortingType = Schema.Literals(["CREATED_DATE", "DEVELOPER_NOTE", "CREATED_BY", "ORIGIN_ID"])
/**
 * What a snapshot list is sorted by.
 *
 * @since 0.1.0
 * @category models
 */
export type SnapshotSortingType = typeof SnapshotSortingType.Type
