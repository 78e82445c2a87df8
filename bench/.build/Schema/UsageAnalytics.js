import * as Schema from "effect/Schema";
/** Name of a sample dataset (as listed in the usage-analytics enumerations). */
export const UaDatasetType = Schema.Literals(["WEB", "ecommerce"]);
/** Outcome of a dataset import. */
export const UaDatasetResult = Schema.Literals(["ERROR", "SUCCESS"]);
/** Progress status of a dataset import. */
export const UaDatasetStatus = Schema.Literals(["COMPLETED", "IN_PROGRESS", "PENDING"]);
/** Who may view a usage-analytics report. */
export const ReportAccessType = Schema.Literals(["PUBLIC", "PRIVATE"]);
/** Data type of a usage-analytics custom dimension. */
export const DimensionType = Schema.Literals(["TEXT", "NUMBER", "SHORT", "BOOLEAN", "DATE", "DATETIME"]);
/** Event table a usage-analytics export is built from. */
export const ExportType = Schema.Literals(["SEARCHES", "CLICKS", "CUSTOM_EVENTS", "KEYWORDS", "GROUPS", "ALL_EVENTS"]);
