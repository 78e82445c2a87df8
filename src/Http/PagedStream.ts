/**
 * One paging mechanism for every paged list: a lazy `Stream` of items that
 * fetches page 0, learns `totalPages`, then fetches the rest in order (several
 * at once when `concurrency` allows), and stops fetching when the consumer stops.
 *
 * @module
 */
import "../internal/requireNode.ts"
import type * as Arr from "effect/Array"
import * as Cause from "effect/Cause"
import * as Channel from "effect/Channel"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import type * as Pull from "effect/Pull"
import * as Stream from "effect/Stream"

/**
 * Options of {@link pagedStream}.
 *
 * @since 0.1.0
 * @category models
 */
export interface PagingOptions {
  /**
   * Pages fetched at once after the first; 1 by default. Pages fetched ahead of the consumer
   * are dropped when it stops. Without `totalPages` in the first answer pages come one at a
   * time, since where they end is unknown. At most {@link maxConcurrency}; below 1 or not a number, 1.
   */
  readonly concurrency?: number | undefined
}

/**
 * The most pages a paged Stream fetches at once, whatever `concurrency` asks.
 *
 * @since 0.3.0
 * @category models
 */
export const maxConcurrency = 64

/**
 * The items of every page. `fetch(page)` gets one page (0-based); `items` reads
 * its items. Without `totalPages` in the answer, pages are fetched until one is empty.
 *
 * @since 0.1.0
 * @category streams
 */
export const pagedStream = <P, T, E, R>(
  fetch: (page: number) => Effect.Effect<P, E, R>,
  items: (page: P) => ReadonlyArray<T> | undefined,
  options: PagingOptions = {}
): Stream.Stream<T, E, R> =>
  // One pull over a window of forked page fetches, rather than Stream.concat / mapEffect: those bring
  // effect's Queue and most of Channel (about 11 KB gzip in a browser bundle, loaded with every area
  // module that has a twin), where this needs a few hundred bytes. The fetches ahead are forked into
  // the channel's scope, which closes, interrupting them, when the consumer stops or the stream fails.
  Stream.fromChannel(Channel.fromTransform((_, scope) =>
    Effect.sync(() => {
      const wanted = options.concurrency ?? 1
      // NaN, 0 or a negative number: one at a time; never more than maxConcurrency, so that a server's
      // totalPages of a billion with `Infinity` forks a bounded number of fetches.
      const window = wanted >= 1 ? Math.min(Math.floor(wanted), maxConcurrency) : 1
      // From the first answer: its totalPages, or undefined (pages then come one at a time until one is empty).
      let total: number | undefined
      let next = 0
      let ended = false
      const ahead: Array<Fiber.Fiber<ReadonlyArray<T>, E>> = []
      const itemsOf = (p: P) => items(p) ?? []
      // Called once total is known.
      const fill: Effect.Effect<void, never, R> = Effect.suspend(() =>
        ahead.length < window && next < total!
          ? Effect.flatMap(Effect.forkIn(Effect.map(fetch(next++), itemsOf), scope), (fiber) => {
            ahead.push(fiber)
            return fill
          })
          : Effect.void
      )
      const emit = (got: ReadonlyArray<T>): Pull.Pull<Arr.NonEmptyReadonlyArray<T>, E, void, R> =>
        got.length > 0 ? Effect.succeed(got as Arr.NonEmptyReadonlyArray<T>) : pull
      const pull: Pull.Pull<Arr.NonEmptyReadonlyArray<T>, E, void, R> = Effect.suspend(() => {
        if (ended) return Cause.done()
        // Page 0, or every page when the first answer gave no totalPages: one at a time, the last one empty.
        if (next === 0 || total === undefined) {
          const page = next++
          return Effect.flatMap(fetch(page), (p) => {
            const got = itemsOf(p)
            const pages = page === 0 ? (p as { readonly totalPages?: unknown }).totalPages : undefined
            if (typeof pages === "number") total = pages
            else if (got.length === 0) ended = true
            return emit(got)
          })
        }
        return Effect.flatMap(fill, () => {
          const head = ahead.shift()
          if (head === undefined) {
            ended = true
            return Cause.done()
          }
          return Effect.flatMap(Fiber.join(head), emit)
        })
      })
      return pull
    })
  ))
