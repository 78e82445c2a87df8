import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * Data type of an index field.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FieldType = Schema.Literals(["LONG", "LONG_64", "DOUBLE", "DATE", "STRING", "VECTOR"])
/**
 * Data type of an index field.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldType = typeof FieldType.Type

/**
 * Origin filter for listing fields (user-defined, system, or both).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FieldOrigin = Schema.Literals(["ALL", "USER", "SYSTEM"])
/**
 * Origin filter for listing fields (user-defined, system, or both).
 *
 * @since 0.1.0
 * @category models
 */
export type FieldOrigin = typeof FieldOrigin.Type
