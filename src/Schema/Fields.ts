import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/** Data type of an index field. */
export const FieldType = Schema.Literals(["LONG", "LONG_64", "DOUBLE", "DATE", "STRING", "VECTOR"])
/** Data type of an index field. */
export type FieldType = typeof FieldType.Type

/** Origin filter for listing fields (user-defined, system, or both). */
export const FieldOrigin = Schema.Literals(["ALL", "USER", "SYSTEM"])
/** Origin filter for listing fields (user-defined, system, or both). */
export type FieldOrigin = typeof FieldOrigin.Type
