/**
 * The promise API with the typed errors and their predicates, for programs that use nothing else of
 * effect: on Node, `effect-coveo-platform/promise/standalone` resolves to a build that carries its own
 * copy of effect in a few files (`scripts/build.ts`), which a fresh process loads in a fraction of the
 * time the hundreds of effect modules take. Elsewhere it is this module, unbundled.
 *
 * Because that copy is its own, take the errors' predicates and classes from here rather than from
 * `effect-coveo-platform/Errors`, and give tokens as strings or functions: a `Redacted` or an `Effect`
 * made with your own `effect` is not this copy's.
 *
 * @module
 */
import "../internal/requireNode.ts"
export * from "../Errors/index.ts"
export * from "./index.ts"
