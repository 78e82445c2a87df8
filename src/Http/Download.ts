/**
 * Downloads as streams: a declared GET whose 2xx body reaches the caller chunk
 * by chunk, as it arrives, instead of as one `Blob` held in memory. The size
 * limit of buffered answers does not apply; `timeout` bounds the wait for the
 * answer and then each silence between chunks. Ending the stream early (or
 * interrupting it) drops the connection.
 *
 * @module
 */
import "../internal/requireNode.ts"
import type * as Arr from "effect/Array"
import * as Effect from "effect/Effect"
import type * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import type { CallError } from "../Errors/index.ts"
import { type DeclareOptions, get, type RequestParts, streamed } from "./Endpoint.ts"
import type { CoveoClient } from "./PlatformClient.ts"

/**
 * A declared download: arguments in, a `Stream` of the file's bytes out.
 *
 * @since 0.1.0
 * @category models
 */
export type DownloadFn<Args extends ReadonlyArray<unknown>, E> = (
  ...args: Args
) => Stream.Stream<Uint8Array, E | CallError<"GET">, CoveoClient>

/**
 * Declares a streamed download (a GET), with the same path, mapper and options as `get`.
 *
 * @since 0.1.0
 * @category streams
 */
/* @__NO_SIDE_EFFECTS__ */
export const download = <
  const P extends string,
  Args extends ReadonlyArray<unknown>,
  E = never,
  Q extends Schema.Top | undefined = undefined
>(
  name: string,
  path: P,
  map: (...args: Args) => RequestParts<P, Q> | Effect.Effect<RequestParts<P, Q>, E, CoveoClient>,
  options?: DeclareOptions<Q>
): DownloadFn<Args, E> => {
  const call = get(name, path, streamed, map, options)
  return (...args) =>
    Stream.unwrap(
      Effect.map(call(...args),
        (download) => Stream.fromReadableStream({ evaluate: () => download.body, onError: download.toError }))
    )
}

/**
 * Cuts chunks longer than `size` bytes into pieces of `size` (shorter ones pass as they are); a `size` that is
 * not a finite number of at least 1 leaves the chunks as they come.
 *
 * @since 0.1.0
 * @category streams
 */
export const limitChunks =
  (size: number) => <E, R>(stream: Stream.Stream<Uint8Array, E, R>): Stream.Stream<Uint8Array, E, R> => {
    // An untyped caller's NaN, string or object would make every piece empty (`subarray(0, NaN)`): anything but
    // a finite number of at least 1 leaves the chunks as the network delivers them.
    if (typeof size !== "number" || !Number.isFinite(size) || size < 1) return stream
    const step = Math.floor(size)
    // Per array of chunks rather than Stream.flatMap per chunk: flatMap brings most of effect's Channel
    // (about 10 KB gzip), and pieces made with subarray share the chunk's memory either way.
    return Stream.mapArray(stream, (chunks) => {
      if (chunks.every((chunk) => chunk.byteLength <= step)) return chunks
      const pieces: Array<Uint8Array> = []
      for (const chunk of chunks) {
        if (chunk.byteLength <= step) {
          pieces.push(chunk)
          continue
        }
        for (let start = 0; start < chunk.byteLength; start += step) pieces.push(chunk.subarray(start, start + step))
      }
      // Not empty: `chunks` is not, and each chunk gives at least one piece.
      return pieces as unknown as Arr.NonEmptyReadonlyArray<Uint8Array>
    })
  }
