import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { OpenLiterals } from "./Common.ts"

/**
 * Engine (kind) of a machine-learning model. The platform adds engines over time,
 * so any engine name passes; the known ones are suggested.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ModelType = OpenLiterals([
  "topclicks",
  "predictivequerysuggest",
  "querysuggest",
  "pqsforcommerce",
  "eventrecommendation",
  "facetsense",
  "ecommerce",
  "caseclassification",
  "mlquestionanswering",
  "useractionhistory",
  "intentranking",
  "genqa",
  "embeddings"
])
/**
 * Engine (kind) of a machine-learning model.
 *
 * @since 0.1.0
 * @category models
 */
export type ModelType = typeof ModelType.Type

/**
 * Lifecycle status of a machine-learning model.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ModelStatus = Schema.Literals([
  "DELETED",
  "SCHEDULING",
  "SCHEDULED",
  "ERROR",
  "PENDING",
  "REGISTERED",
  "REGISTERED_DEGRADED",
  "PAUSED",
  "REGISTERING",
  "REGISTERING_DEGRADED",
  "REGISTERING_UPDATE_DEGRADED",
  "IN_PROGRESS",
  "ERROR_DELETING",
  "COMPLETED",
  "COMPLETED_DEGRADED",
  "ONLINE",
  "ONLINE_DEGRADED",
  "OFFLINE",
  "IN_QUEUE",
  "BUILDING",
  "FAILED",
  "IN_QUEUE_UPDATING",
  "IN_PROGRESS_UPDATING",
  "UPDATING",
  "DEGRADED",
  "UPDATING_DEGRADED",
  "UPDATE_FAILED"
])
/**
 * Lifecycle status of a machine-learning model.
 *
 * @since 0.1.0
 * @category models
 */
export type ModelStatus = typeof ModelStatus.Type

/**
 * Whether a machine-learning model is in use.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ModelActiveness = Schema.Literals(["ACTIVE", "INACTIVE", "ARCHIVED", "ARCHIVED_PENDING_REBUILD"])
/**
 * Whether a machine-learning model is in use.
 *
 * @since 0.1.0
 * @category models
 */
export type ModelActiveness = typeof ModelActiveness.Type

/**
 * Unit of a model's rebuild interval.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IntervalUnit = Schema.Literals(["DAY", "WEEK", "MONTH"])
/**
 * Unit of a model's rebuild interval.
 *
 * @since 0.1.0
 * @category models
 */
export type IntervalUnit = typeof IntervalUnit.Type

/**
 * How a filter condition compares a field with its value.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FilterOperator = Schema.Literals(["EQUALS", "NOT_EQUALS"])
/**
 * How a filter condition compares a field with its value.
 *
 * @since 0.1.0
 * @category models
 */
export type FilterOperator = typeof FilterOperator.Type
