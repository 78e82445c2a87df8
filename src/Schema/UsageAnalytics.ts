import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/** Name of a sample dataset (as listed in the usage-analytics enumerations). */
export const UaDatasetType = Schema.Literals(["WEB", "ecommerce"])
/** Name of a sample dataset (as listed in the usage-analytics enumerations). */
export type UaDatasetType = typeof UaDatasetType.Type

/** Outcome of a dataset import. */
export const UaDatasetResult = Schema.Literals(["ERROR", "SUCCESS"])
/** Outcome of a dataset import. */
export type UaDatasetResult = typeof UaDatasetResult.Type

/** Progress status of a dataset import. */
export const UaDatasetStatus = Schema.Literals(["COMPLETED", "IN_PROGRESS", "PENDING"])
/** Progress status of a dataset import. */
export type UaDatasetStatus = typeof UaDatasetStatus.Type

/** Who may view a usage-analytics report. */
export const ReportAccessType = Schema.Literals(["PUBLIC", "PRIVATE"])
/** Who may view a usage-analytics report. */
export type ReportAccessType = typeof ReportAccessType.Type

/** Data type of a usage-analytics custom dimension. */
export const DimensionType = Schema.Literals(["TEXT", "NUMBER", "SHORT", "BOOLEAN", "DATE", "DATETIME"])
/** Data type of a usage-analytics custom dimension. */
export type DimensionType = typeof DimensionType.Type

/** Event table a usage-analytics export is built from. */
export const ExportType = Schema.Literals(["SEARCHES", "CLICKS", "CUSTOM_EVENTS", "KEYWORDS", "GROUPS", "ALL_EVENTS"])
/** Event table a usage-analytics export is built from. */
export type ExportType = typeof ExportType.Type

/** Kind of a persisted filter. */
export const FilterType = Schema.Literals(["permissions", "reporting"])
/** Kind of a persisted filter. */
export type FilterType = typeof FilterType.Type

/** State of the reader account creation. */
export const SnowflakeReaderAccountStatus = Schema.Literals(["CREATING", "AVAILABLE"])
/** State of the reader account creation. */
export type SnowflakeReaderAccountStatus = typeof SnowflakeReaderAccountStatus.Type

/** State of an export: `PENDING` while it is built, then `AVAILABLE`, `FAILED` or `EXPIRED`. */
export const ExportStatus = Schema.Literals(["AVAILABLE", "PENDING", "FAILED", "EXPIRED"])
/** State of an export. */
export type ExportStatus = typeof ExportStatus.Type

/** Layout of the CSV files of an export. */
export const CSVFileFormat = Schema.Literals(["EXCEL", "NO_NEWLINE"])
/** Layout of the CSV files of an export. */
export type CSVFileFormat = typeof CSVFileFormat.Type

/** How often a scheduled export runs. */
export const ExportScheduleFrequency = Schema.Literals(["DAILY", "WEEKLY", "MONTHLY"])
/** How often a scheduled export runs. */
export type ExportScheduleFrequency = typeof ExportScheduleFrequency.Type

/** Day a weekly export runs on. */
export const DayOfWeek = Schema.Literals(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"])
/** Day a weekly export runs on. */
export type DayOfWeek = typeof DayOfWeek.Type

/** Health of a usage-analytics service. */
export const ReadServiceHealth = Schema.Literals(["up", "unavailable", "degraded"])
/** Health of a usage-analytics service. */
export type ReadServiceHealth = typeof ReadServiceHealth.Type

/** Status of a usage-analytics service. */
export const ReadServiceStatus = Schema.Literals(["online", "unavailable", "degraded"])
/** Status of a usage-analytics service. */
export type ReadServiceStatus = typeof ReadServiceStatus.Type

/** Availability of a dimension. */
export const DimensionStatus = Schema.Literals(["AVAILABLE", "UPDATING"])
/** Availability of a dimension. */
export type DimensionStatus = typeof DimensionStatus.Type

/** Event type that custom dimension suggestions are looked for in. */
export const DimensionEventType = Schema.Literals(["searches", "clicks", "custom_events"])
/** Event type that custom dimension suggestions are looked for in. */
export type DimensionEventType = typeof DimensionEventType.Type

/** Interval metrics over time are grouped by (`DAY` by default on the server). */
export const MetricsInterval = Schema.Literals(["MINUTE", "HOUR", "DAY", "WEEK", "MONTH"])
/** Interval metrics over time are grouped by. */
export type MetricsInterval = typeof MetricsInterval.Type

/** Response format of the trends and combined data calls. */
export const MetricsResponseFormat = Schema.Literals(["JSON", "CSV"])
/** Response format of the trends and combined data calls. */
export type MetricsResponseFormat = typeof MetricsResponseFormat.Type

/** Share state of a Snowflake account. */
export const DataShareStatus = Schema.Literals(["UNKNOWN", "PENDING", "ACTIVE", "INVALID"])
/** Share state of a Snowflake account. */
export type DataShareStatus = typeof DataShareStatus.Type

/** Kind of a report. */
export const ReportType = Schema.Literals(["DASHBOARD", "EXPLORER"])
/** Kind of a report. */
export type ReportType = typeof ReportType.Type

/** State of a usage-analytics account. */
export const AccountStatus = Schema.Literals(["AVAILABLE", "CREATING", "DELETING"])
/** State of a usage-analytics account. */
export type AccountStatus = typeof AccountStatus.Type

/** State reported for a data warehouse (Redshift) endpoint. */
export const RedshiftEndpointStatus = Schema.Literals(["ONLINE", "UNAVAILABLE", "READ_ONLY", "WRITE_ONLY"])
/** State reported for a data warehouse (Redshift) endpoint. */
export type RedshiftEndpointStatus = typeof RedshiftEndpointStatus.Type
