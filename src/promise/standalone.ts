/**
 * The promise API with the typed errors and their predicates, in one import. On Node, this entry and
 * `effect-coveo-platform/promise` resolve to a build that carries its own copy of effect in a few files
 * (`scripts/build.ts`), which a fresh process loads in a fraction of the time the hundreds of effect modules
 * take. Elsewhere it is this module, unbundled.
 *
 * The classes and predicates of `effect-coveo-platform/Errors` know this build's errors too (every copy brands
 * its error classes), and a `Redacted`, an `Effect` or a `Duration` made with the application's `effect` is
 * accepted (the application's copy opens its `Redacted`).
 *
 * @module
 */
import "../internal/requireNode.ts"
export * from "../Errors/index.ts"
export * from "./index.ts"
export { default } from "./index.ts"
