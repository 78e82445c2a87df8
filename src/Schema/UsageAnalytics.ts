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
