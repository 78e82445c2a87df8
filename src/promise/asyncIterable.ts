/**
 * A Stream as an async iterable, for the promise facade's Stream twins, in a module of its own: the facade
 * loads it with `import()` when a twin is first iterated, so that a page that makes no Stream call never
 * loads it.
 *
 * Written on the Stream's pull rather than with `Stream.toAsyncIterableEffect`, which brings most of
 * effect's Channel and its logger (about 6 KB gzip); in a browser bundle that weight lands in the chunks
 * every area shares, since esbuild and Rollup keep a module's used parts together.
 *
 * @module
 */
import type * as Arr from "effect/Array"
import * as Cause from "effect/Cause"
import * as Channel from "effect/Channel"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Pull from "effect/Pull"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
// Imported only for split bundles: nothing of it is used here. esbuild and Rollup put modules in one chunk when the
// same entries reach them, and this module is an entry of its own (the facade's `import()`). Without this import,
// the client's modules and effect's core, which every page loads up front, would be two chunks: about 0.7 KB gzip more
// before a page's first call ((b) of `npm run size`).
import "../Http/Endpoint.ts"

/**
 * A Stream as an Effect of an async iterable over its items, run with the Effect's services. Each iterator
 * runs the Stream once, in a scope of its own: `return()` (a `for await` loop that breaks) interrupts the
 * pull in flight and closes it, as does the end or a failure, which `next()` rejects with (the typed error).
 * Calls of `next()` made before the previous one settled wait for it.
 *
 * @since 0.1.0
 * @category conversions
 */
export const toAsyncIterableEffect = <A, E, R>(
  stream: Stream.Stream<A, E, R>,
  /** Runs each pull, stopped by `signal` (the facade's runtime, so that disposing it interrupts them too). */
  runPull: <X>(pull: Effect.Effect<X, unknown>, signal: AbortSignal) => Promise<Exit.Exit<X, unknown>>
): Effect.Effect<AsyncIterable<A>, never, R> =>
  Effect.map(Effect.context<R>(), (context) => {
    // Closing runs on its own, whatever became of the pulls' runtime (`runForkWith`, which the facade's
    // runtime already loads, rather than `Effect.runPromiseExitWith`).
    const runFork = Effect.runForkWith(context)
    const run = <X, Y>(effect: Effect.Effect<X, Y, R>) =>
      new Promise<Exit.Exit<X, Y>>((resolve) => runFork(effect).addObserver(resolve))
    return {
      [Symbol.asyncIterator](): AsyncIterator<A> {
        const scope = Scope.makeUnsafe()
        let pull: Pull.Pull<Arr.NonEmptyReadonlyArray<A>, E, void, R> | undefined
        let items: Iterator<A> | undefined
        let inFlight: AbortController | undefined
        let closed: Promise<IteratorResult<A>> | undefined
        let previous: Promise<unknown> = Promise.resolve()
        const close = (exit: Exit.Exit<unknown, unknown>): Promise<IteratorResult<A>> => {
          inFlight?.abort()
          // A finalizer that fails while closing does not change how the iteration ended.
          closed ??= run(Scope.close(scope, exit)).then(() => ({ done: true, value: undefined }))
          return closed
        }
        const step = async (): Promise<IteratorResult<A>> => {
          if (closed) return closed
          const ready = items?.next()
          if (ready !== undefined && ready.done !== true) return ready
          items = undefined
          // Steps run one after the other (`next` queues them): one pull in flight at most.
          inFlight = new AbortController()
          // `Stream.toChannel` rather than `stream.channel`: reached from here as from every area that makes a Stream,
          // Stream's module shares the chunk of Channel's (a chunk less, about 0.2 KB gzip, where such an area loads).
          const next = pull ??
            Effect.flatMap(Channel.toPullScoped(Stream.toChannel(stream), scope), (made) => (pull = made))
          const exit = await runPull(Effect.provideContext(next, context), inFlight.signal)
          inFlight = undefined
          if (Exit.isSuccess(exit)) {
            items = exit.value[Symbol.iterator]()
            return items.next()
          }
          if (closed) return closed
          if (Pull.isDoneCause(exit.cause)) return close(Exit.void)
          await close(exit)
          throw Cause.squash(exit.cause)
        }
        return {
          next: () => {
            const result = previous.then(step)
            previous = result.catch(() => undefined)
            return result
          },
          return: () => close(Exit.void)
        }
      }
    }
  })
