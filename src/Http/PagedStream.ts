/**
 * One paging mechanism for every paged list: a lazy `Stream` of items that
 * fetches page 0, learns `totalPages`, then fetches the rest in order (several
 * at once when `concurrency` allows), and stops fetching when the consumer stops.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
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
   * time, since where they end is unknown.
   */
  readonly concurrency?: number | undefined
}

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
  Stream.unwrap(Effect.map(fetch(0), (first) => {
    const firstItems = Stream.fromIterable(items(first) ?? [])
    const total = (first as { readonly totalPages?: unknown }).totalPages
    if (typeof total === "number") {
      if (total <= 1) return firstItems
      return Stream.concat(
        firstItems,
        Stream.range(1, total - 1, 1).pipe(
          Stream.mapEffect((page) => Effect.map(fetch(page), (p) => items(p) ?? []), {
            concurrency: Math.max(1, options.concurrency ?? 1)
          }),
          Stream.flattenIterable
        )
      )
    }
    if ((items(first) ?? []).length === 0) return firstItems
    return Stream.concat(
      firstItems,
      Stream.paginate(1, (page) =>
        Effect.map(fetch(page), (p) => {
          const got = items(p) ?? []
          return [got, got.length === 0 ? Option.none() : Option.some(page + 1)] as const
        }))
    )
  }))
