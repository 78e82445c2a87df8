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
import { MalformedResponse } from "../Errors/index.ts"

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
 * @since 0.1.0
 * @category models
 */
export const maxConcurrency = 64

/**
 * The items of every page. `fetch(page)` gets one page (0-based); `items` reads
 * its items. An empty page ends the stream; without `totalPages` in the first answer (or
 * with one that is no whole number below 2^32), pages are fetched one at a time until then.
 * A page that is no object, or whose items are no array, fails the stream with
 * `MalformedResponse`: `status` 0, `method`, `url` and `text` empty (which call fetched the
 * page is not known here).
 *
 * @since 0.1.0
 * @category streams
 */
export const pagedStream = <P, T, E, R>(
  fetch: (page: number) => Effect.Effect<P, E, R>,
  items: (page: P) => ReadonlyArray<T> | undefined,
  options: PagingOptions = {}
): Stream.Stream<T, E | MalformedResponse, R> =>
  // One pull over a window of forked page fetches, rather than Stream.concat / mapEffect: those bring
  // effect's Queue and most of Channel (about 11 KB gzip in a browser bundle, loaded with every area
  // module that has a twin), where this needs a few hundred bytes. The fetches ahead are forked into
  // the channel's scope, which closes, interrupting them, when the consumer stops or the stream fails.
  Stream.fromChannel(Channel.fromTransform((_, scope) =>
    Effect.sync(() => {
      const wanted = options?.concurrency as number
      // Unset (options too: a careless `null`), NaN, 0 or a negative number: one at a time; never more than
      // maxConcurrency, so that a server's totalPages of a billion with `Infinity` forks a bounded number of fetches.
      const window = wanted >= 1 ? Math.min(Math.floor(wanted), maxConcurrency) : 1
      // From the first answer: its totalPages, or undefined (pages then come one at a time until one is empty).
      let total: number | undefined
      let next = 0
      const ahead: Array<Fiber.Fiber<P, E>> = []
      // Called once total is known.
      const fill: Effect.Effect<void, never, R> = Effect.suspend(() =>
        ahead.length < window && next < total!
          ? Effect.flatMap(Effect.forkIn(fetch(next++), scope), (fiber) => {
            ahead.push(fiber)
            return fill
          })
          : Effect.void
      )
      // The bodies are unchecked JSON: items that are no array would loop, throw or emit a string's characters,
      // and a page that is null would make `items` throw. Which call fetched the page is not known here.
      const emit = (p: P): Pull.Pull<Arr.NonEmptyReadonlyArray<T>, E | MalformedResponse, void, R> => {
        const got: unknown = p instanceof Object ? items(p) ?? [] : 0
        const pages = (p as { readonly totalPages?: unknown } | null)?.totalPages
        // Page 0's count, when it is a whole number below 2^32 (1e309 parses as Infinity): without it, pages
        // come one at a time.
        if (next === 1 && (pages as number) >>> 0 === pages) total = pages
        // An empty page ends the stream whatever totalPages said: a count that outruns the items fetches nothing more.
        return !Array.isArray(got)
          ? Effect.fail(new MalformedResponse({ status: 0, method: "", url: "", text: "" }))
          : got.length
          ? Effect.succeed(got as unknown as Arr.NonEmptyReadonlyArray<T>)
          : Cause.done()
      }
      // Until page 0 gave a count (total is set by nothing else), pages come one at a time.
      const pull: Pull.Pull<Arr.NonEmptyReadonlyArray<T>, E | MalformedResponse, void, R> = Effect.suspend(() =>
        total === undefined ? Effect.flatMap(fetch(next++), emit) : Effect.flatMap(fill, () => {
          const head = ahead.shift()
          return head ? Effect.flatMap(Fiber.join(head), emit) : Cause.done()
        })
      )
      return pull
    })
  ))
