/**
 * Where `withParams` (`Schema/Raw.ts`) records the names of the fields it added, so that a query encoder
 * sends them although its Schema does not declare them. A registered symbol, so that two copies of the
 * package agree; enumerable, so that spreading the options (`{ ...options, page }`) keeps it, while
 * JSON and `Object.keys` do not see it. Internal: no package entry point exports it.
 *
 * @module
 */

/**
 * The key of the added fields' names.
 *
 * @since 0.1.0
 * @category symbols
 */
export const extraFields: unique symbol = Symbol.for("effect-coveo-platform/extraFields")
