/**
 * The one piece of effect's Stream the promise facade needs, in a module of its own: the facade loads it with
 * `import()` when a Stream twin is first iterated, so that a page that makes no Stream call never loads Stream's
 * machinery, and a bundler keeps only this function of `effect/Stream` (a dynamic import of `effect/Stream` itself
 * would keep all of it).
 *
 * @module
 */
import * as Stream from "effect/Stream"

/** A Stream as an Effect of an async iterable over its items. */
export const toAsyncIterableEffect = Stream.toAsyncIterableEffect
