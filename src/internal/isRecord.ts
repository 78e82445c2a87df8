/**
 * Whether a value can be read as a record of options: an object that is not an array (spread, an array
 * or a string gives numbered keys). Internal: no package entry point exports it.
 *
 * @module
 */

/**
 * An object that is not an array.
 *
 * @since 0.1.0
 * @category guards
 */
export const isRecord = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Array.isArray(value)
