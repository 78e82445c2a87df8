/**
 * Enumerations of the logs domain.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * What the logs are requested for.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LogRequestResourceType = Schema.Literals(["SOURCE", "SECURITY_PROVIDER"])
/**
 * What the logs are requested for.
 *
 * @since 0.1.0
 * @category models
 */
export type LogRequestResourceType = typeof LogRequestResourceType.Type

/**
 * Operation a log entry records.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LogOperation = Schema.Literals([
  "ADD",
  "ADD_BY_REFERENCE",
  "BATCH_FILE",
  "DELETE",
  "DELETE_AND_CHILDREN",
  "DELETE_OLDER_THAN",
  "UPDATE"
])
/**
 * Operation a log entry records.
 *
 * @since 0.1.0
 * @category models
 */
export type LogOperation = typeof LogOperation.Type

/**
 * Outcome a log entry records.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LogResult = Schema.Literals(["COMPLETED", "ERROR", "REJECTED", "SKIPPED", "WARNING"])
/**
 * Outcome a log entry records.
 *
 * @since 0.1.0
 * @category models
 */
export type LogResult = typeof LogResult.Type

/**
 * Pipeline stage a log entry comes from.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LogTask = Schema.Literals([
  "CONSUMING",
  "CONSUMING_BATCH",
  "CRAWLING",
  "STREAMING_EXTENSION",
  "EXTENSION",
  "INDEXING",
  "MAPPING",
  "PROCESSING",
  "STREAMING",
  "STREAMING_BATCH",
  "PREINDEXING"
])
/**
 * Pipeline stage a log entry comes from.
 *
 * @since 0.1.0
 * @category models
 */
export type LogTask = typeof LogTask.Type
