import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * Name of a sample dataset (as listed in the usage-analytics enumerations).
 *
 * @since 0.1.0
 * @category schemas
 */
export const UaDatasetType = Schema.Literals(["WEB", "ecommerce"])
/**
 * Name of a sample dataset (as listed in the usage-analytics enumerations).
 *
 * @since 0.1.0
 * @category models
 */
export type UaDatasetType = typeof UaDatasetType.Type

/**
 * Outcome of a dataset import.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UaDatasetResult = Schema.Literals(["ERROR", "SUCCESS"])
/**
 * Outcome of a dataset import.
 *
 * @since 0.1.0
 * @category models
 */
export type UaDatasetResult = typeof UaDatasetResult.Type

/**
 * Progress status of a dataset import.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UaDatasetStatus = Schema.Literals(["COMPLETED", "IN_PROGRESS", "PENDING"])
/**
 * Progress status of a dataset import.
 *
 * @since 0.1.0
 * @category models
 */
export type UaDatasetStatus = typeof UaDatasetStatus.Type

/**
 * Who may view a usage-analytics report.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ReportAccessType = Schema.Literals(["PUBLIC", "PRIVATE"])
/**
 * Who may view a usage-analytics report.
 *
 * @since 0.1.0
 * @category models
 */
export type ReportAccessType = typeof ReportAccessType.Type

/**
 * Data type of a usage-analytics custom dimension.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DimensionType = Schema.Literals(["TEXT", "NUMBER", "SHORT", "BOOLEAN", "DATE", "DATETIME"])
/**
 * Data type of a usage-analytics custom dimension.
 *
 * @since 0.1.0
 * @category models
 */
export type DimensionType = typeof DimensionType.Type

/**
 * Event table a usage-analytics export is built from.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExportType = Schema.Literals(["SEARCHES", "CLICKS", "CUSTOM_EVENTS", "KEYWORDS", "GROUPS", "ALL_EVENTS"])
/**
 * Event table a usage-analytics export is built from.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportType = typeof ExportType.Type

/**
 * Kind of a persisted filter.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FilterType = Schema.Literals(["permissions", "reporting"])
/**
 * Kind of a persisted filter.
 *
 * @since 0.1.0
 * @category models
 */
export type FilterType = typeof FilterType.Type

/**
 * State of the reader account creation.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnowflakeReaderAccountStatus = Schema.Literals(["CREATING", "AVAILABLE"])
/**
 * State of the reader account creation.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeReaderAccountStatus = typeof SnowflakeReaderAccountStatus.Type

/**
 * State of an export: `PENDING` while it is built, then `AVAILABLE`, `FAILED` or `EXPIRED`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExportStatus = Schema.Literals(["AVAILABLE", "PENDING", "FAILED", "EXPIRED"])
/**
 * State of an export.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportStatus = typeof ExportStatus.Type

/**
 * Layout of the CSV files of an export.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CSVFileFormat = Schema.Literals(["EXCEL", "NO_NEWLINE"])
/**
 * Layout of the CSV files of an export.
 *
 * @since 0.1.0
 * @category models
 */
export type CSVFileFormat = typeof CSVFileFormat.Type

/**
 * How often a scheduled export runs.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExportScheduleFrequency = Schema.Literals(["DAILY", "WEEKLY", "MONTHLY"])
/**
 * How often a scheduled export runs.
 *
 * @since 0.1.0
 * @category models
 */
export type ExportScheduleFrequency = typeof ExportScheduleFrequency.Type

/**
 * Day a weekly export runs on.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DayOfWeek = Schema.Literals(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"])
/**
 * Day a weekly export runs on.
 *
 * @since 0.1.0
 * @category models
 */
export type DayOfWeek = typeof DayOfWeek.Type

/**
 * Health of a usage-analytics service.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ReadServiceHealth = Schema.Literals(["up", "unavailable", "degraded"])
/**
 * Health of a usage-analytics service.
 *
 * @since 0.1.0
 * @category models
 */
export type ReadServiceHealth = typeof ReadServiceHealth.Type

/**
 * Status of a usage-analytics service.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ReadServiceStatus = Schema.Literals(["online", "unavailable", "degraded"])
/**
 * Status of a usage-analytics service.
 *
 * @since 0.1.0
 * @category models
 */
export type ReadServiceStatus = typeof ReadServiceStatus.Type

/**
 * Availability of a dimension.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DimensionStatus = Schema.Literals(["AVAILABLE", "UPDATING"])
/**
 * Availability of a dimension.
 *
 * @since 0.1.0
 * @category models
 */
export type DimensionStatus = typeof DimensionStatus.Type

/**
 * Event type that custom dimension suggestions are looked for in.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DimensionEventType = Schema.Literals(["searches", "clicks", "custom_events"])
/**
 * Event type that custom dimension suggestions are looked for in.
 *
 * @since 0.1.0
 * @category models
 */
export type DimensionEventType = typeof DimensionEventType.Type

/**
 * Interval metrics over time are grouped by (`DAY` by default on the server).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MetricsInterval = Schema.Literals(["MINUTE", "HOUR", "DAY", "WEEK", "MONTH"])
/**
 * Interval metrics over time are grouped by.
 *
 * @since 0.1.0
 * @category models
 */
export type MetricsInterval = typeof MetricsInterval.Type

/**
 * Response format of the trends and combined data calls.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MetricsResponseFormat = Schema.Literals(["JSON", "CSV"])
/**
 * Response format of the trends and combined data calls.
 *
 * @since 0.1.0
 * @category models
 */
export type MetricsResponseFormat = typeof MetricsResponseFormat.Type

/**
 * Share state of a Snowflake account.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DataShareStatus = Schema.Literals(["UNKNOWN", "PENDING", "ACTIVE", "INVALID"])
/**
 * Share state of a Snowflake account.
 *
 * @since 0.1.0
 * @category models
 */
export type DataShareStatus = typeof DataShareStatus.Type

/**
 * Kind of a report.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ReportType = Schema.Literals(["DASHBOARD", "EXPLORER"])
/**
 * Kind of a report.
 *
 * @since 0.1.0
 * @category models
 */
export type ReportType = typeof ReportType.Type

/**
 * State of a usage-analytics account.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AccountStatus = Schema.Literals(["AVAILABLE", "CREATING", "DELETING"])
/**
 * State of a usage-analytics account.
 *
 * @since 0.1.0
 * @category models
 */
export type AccountStatus = typeof AccountStatus.Type

/**
 * State reported for a data warehouse (Redshift) endpoint.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RedshiftEndpointStatus = Schema.Literals(["ONLINE", "UNAVAILABLE", "READ_ONLY", "WRITE_ONLY"])
/**
 * State reported for a data warehouse (Redshift) endpoint.
 *
 * @since 0.1.0
 * @category models
 */
export type RedshiftEndpointStatus = typeof RedshiftEndpointStatus.Type
