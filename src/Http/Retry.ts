/**
 * Exponential back-off, with the defaults of the spec (section 9): 10 attempts,
 * 100 ms first delay, multiplier 2, no maximum, no jitter unless `"full"`, first
 * attempt not delayed. One `Schedule` serves the generic retry helpers; the 429
 * policy of every call takes the same steps in a loop of its own (`retryFailure`).
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Random from "effect/Random"
import * as Schedule from "effect/Schedule"
import { InvalidInput, RetryError } from "../Errors/index.ts"
import { retryProblem } from "./Config.ts"

/**
 * Back-off options; every field is optional and defaults to the spec's value.
 *
 * @since 0.1.0
 * @category models
 */
export interface RetryOptions {
  /** Attempts in all, the first one included. Default 10. */
  readonly attempts?: number | undefined
  /** Delay before the first retry. Default 100 ms. */
  readonly initialDelay?: Duration.Input | undefined
  /** Each delay is the previous one times this. Default 2. */
  readonly multiplier?: number | undefined
  /** Upper bound of one delay. Default none. */
  readonly maxDelay?: Duration.Input | undefined
  /** `"full"` waits a random time between 0 and the delay. Default `"none"`. */
  readonly jitter?: "none" | "full" | undefined
  /** Wait the first delay before the first attempt too. Default false. */
  readonly delayFirstAttempt?: boolean | undefined
  /**
   * The client's retry budget: how many calls may be retrying a 429 at once;
   * the others wait for their turn instead of adding load. Default 16.
   */
  readonly maxConcurrentRetries?: number | undefined
  /**
   * The longest `Retry-After` the client waits for. A 429 asking for longer fails at
   * once with `HttpError` (its `retryAfterMillis` holds the full wait) and holds back
   * no other call. Default 30 seconds.
   */
  readonly maxRetryAfter?: Duration.Input | undefined
  /**
   * Also retry transient failures, with the same back-off and budget: 502, 503 and
   * 504 answers, attempts that ran out of `timeout`, and connections that failed
   * before any byte of the answer. `true`
   * retries GETs; list PUT and DELETE in `methods` to retry those too (they must be
   * idempotent for your use). Off by default: the platform's contract names 429 alone.
   */
  readonly transient?: boolean | { readonly methods: ReadonlyArray<"GET" | "PUT" | "DELETE"> } | undefined
}

interface Resolved {
  readonly attempts: number
  readonly initialMillis: number
  readonly multiplier: number
  readonly maxMillis: number
  readonly jitter: "none" | "full"
  readonly delayFirstAttempt: boolean
}

const resolve = (options: RetryOptions): Resolved => ({
  attempts: options.attempts ?? 10,
  initialMillis: Duration.toMillis(Duration.fromInputUnsafe(options.initialDelay ?? 100)),
  multiplier: options.multiplier ?? 2,
  maxMillis: options.maxDelay === undefined ? Infinity : Duration.toMillis(Duration.fromInputUnsafe(options.maxDelay)),
  jitter: options.jitter ?? "none",
  delayFirstAttempt: options.delayFirstAttempt ?? false
})

const capAndJitter = (o: Resolved, millis: number): Effect.Effect<number> => {
  const capped = Math.min(millis, o.maxMillis)
  return o.jitter === "full" ? Effect.map(Random.next, (r) => Math.round(r * capped)) : Effect.succeed(capped)
}

/** The wait before retry number `attempt` (1 for the first), in milliseconds, at least `floor`. */
const delayMillis = (o: Resolved, attempt: number, floor: number | undefined): Effect.Effect<number> =>
  Effect.map(
    // With delayFirstAttempt the first attempt already waited the initial delay,
    // so the retries continue the sequence one step further (as exponential-backoff does).
    capAndJitter(o, o.initialMillis * Math.pow(o.multiplier, attempt - 1 + (o.delayFirstAttempt ? 1 : 0))),
    (millis) => Math.max(millis, floor ?? 0)
  )

/**
 * The back-off as a `Schedule` that retries while `shouldRetry(input)` holds and
 * attempts remain. `floorMillis(input)` can raise a delay (a `Retry-After` header).
 *
 * @since 0.1.0
 * @category helpers
 */
export const backoff = <I>(
  options: RetryOptions = {},
  shouldRetry: (input: I) => boolean = () => true,
  floorMillis: (input: I) => number | undefined = () => undefined
): Schedule.Schedule<number, I> => {
  const o = resolve(options)
  return Schedule.forever.pipe(
    Schedule.setInputType<I>(),
    Schedule.while(({ attempt, input }) => attempt < o.attempts && shouldRetry(input)),
    Schedule.modifyDelay(({ attempt, input }) =>
      Effect.map(delayMillis(o, attempt, floorMillis(input)), Duration.millis)
    )
  )
}

/**
 * What `Effect.retry(effect, backoff(options, shouldRetry, floorMillis))` does once `effect` has failed with
 * `first`: waits, runs `again`, and so on while `shouldRetry` holds and attempts remain; then fails with the
 * last failure. The request pipeline retries with it: `Effect.retry` and the Schedule combinators of `backoff`
 * would be loaded with the promise facade's page (issue 18's budget (b), 220 B).
 *
 * @since 0.1.0
 * @category helpers
 */
export const retryFailure = <A, E, F extends E, R>(
  first: F,
  again: Effect.Effect<A, E, R>,
  options: RetryOptions,
  shouldRetry: (error: E) => error is F,
  floorMillis: (error: F) => number | undefined
): Effect.Effect<A, E, R> => {
  const o = resolve(options)
  const after = (failure: F, attempt: number): Effect.Effect<A, E, R> =>
    attempt < o.attempts
      ? Effect.flatMap(
        delayMillis(o, attempt, floorMillis(failure)),
        (millis) =>
          Effect.andThen(Effect.sleep(millis), Effect.catchIf(again, shouldRetry, (e) => after(e, attempt + 1)))
      )
      : Effect.fail(failure)
  return after(first, 1)
}

/**
 * Runs `effect` with the back-off, retrying the failures `shouldRetry` accepts; fails with `InvalidInput`,
 * before the first attempt, when an option is not valid.
 *
 * @since 0.1.0
 * @category helpers
 */
export const retryEffect = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  options: RetryOptions & { readonly shouldRetry?: ((error: E) => boolean) | undefined } = {}
): Effect.Effect<A, E | RetryError | InvalidInput, R> => {
  const problem = retryProblem(options)
  if (problem !== undefined) return Effect.fail(new InvalidInput({ call: "retry", message: problem }))
  const o = resolve(options)
  if (o.attempts < 1) return Effect.fail(new RetryError())
  const retried = Effect.retry(effect, backoff<E>(options, options.shouldRetry))
  return o.delayFirstAttempt
    ? Effect.flatMap(capAndJitter(o, o.initialMillis), (millis) => Effect.andThen(Effect.sleep(millis), retried))
    : retried
}

/**
 * The generic retry helper for promise callers: calls `request` until it
 * resolves, waiting with the back-off between attempts. `retry` decides which
 * rejections are retried (all by default). Rejects with `RetryError`
 * ("Something went wrong.") when `attempts` is below 1, and with `InvalidInput`
 * when an option is not valid (a duration that is not one, a fractional `attempts`).
 *
 * @since 0.1.0
 * @category helpers
 */
export const retry = <T>(
  request: () => PromiseLike<T>,
  options: RetryOptions & { readonly retry?: ((error: unknown) => boolean) | undefined } = {}
): Promise<T> =>
  Effect.runPromise(
    retryEffect(
      Effect.tryPromise({ try: () => Promise.resolve(request()), catch: (error) => new Rejection(error) }),
      { ...options, shouldRetry: (e: Rejection) => options.retry === undefined || options.retry(e.error) }
    ).pipe(Effect.catchTag("Rejection", (e: Rejection) => Effect.die(e.error)))
  )

// Carries a rejection through the typed error channel; re-raised as-is at the end.
class Rejection {
  readonly _tag = "Rejection"
  readonly error: unknown
  constructor(error: unknown) {
    this.error = error
  }
}
