/**
 * Exponential back-off, with the defaults of the spec (section 9): 10 attempts,
 * 100 ms first delay, multiplier 2, no maximum, no jitter unless `"full"`, first
 * attempt not delayed. One `Schedule` serves the 429 policy of every call and the
 * generic retry helpers.
 *
 * @module
 */
import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import * as Random from "effect/Random";
import * as Schedule from "effect/Schedule";
import { RetryError } from "../Errors/index.js";
const resolve = (options) => ({
    attempts: options.attempts ?? 10,
    initialMillis: Duration.toMillis(Duration.fromInputUnsafe(options.initialDelay ?? 100)),
    multiplier: options.multiplier ?? 2,
    maxMillis: options.maxDelay === undefined ? Infinity : Duration.toMillis(Duration.fromInputUnsafe(options.maxDelay)),
    jitter: options.jitter ?? "none",
    delayFirstAttempt: options.delayFirstAttempt ?? false
});
const capAndJitter = (o, millis) => {
    const capped = Math.min(millis, o.maxMillis);
    return o.jitter === "full" ? Effect.map(Random.next, (r) => Math.round(r * capped)) : Effect.succeed(capped);
};
/**
 * The back-off as a `Schedule` that retries while `shouldRetry(input)` holds and
 * attempts remain. `floorMillis(input)` can raise a delay (a `Retry-After` header).
 */
export const backoff = (options = {}, shouldRetry = () => true, floorMillis = () => undefined) => {
    const o = resolve(options);
    // With delayFirstAttempt the first attempt already waited the initial delay,
    // so the retries continue the sequence one step further (as exponential-backoff does).
    const offset = o.delayFirstAttempt ? 1 : 0;
    return Schedule.forever.pipe(Schedule.setInputType(), Schedule.while(({ attempt, input }) => attempt < o.attempts && shouldRetry(input)), Schedule.modifyDelay(({ attempt, input }) => Effect.map(capAndJitter(o, o.initialMillis * Math.pow(o.multiplier, attempt - 1 + offset)), (millis) => Duration.millis(Math.max(millis, floorMillis(input) ?? 0)))));
};
/** Runs `effect` with the back-off, retrying the failures `shouldRetry` accepts. */
export const retryEffect = (effect, options = {}) => {
    const o = resolve(options);
    if (o.attempts < 1)
        return Effect.fail(new RetryError());
    const retried = Effect.retry(effect, backoff(options, options.shouldRetry));
    return o.delayFirstAttempt
        ? Effect.flatMap(capAndJitter(o, o.initialMillis), (millis) => Effect.andThen(Effect.sleep(millis), retried))
        : retried;
};
/**
 * The generic retry helper for promise callers: calls `request` until it
 * resolves, waiting with the back-off between attempts. `retry` decides which
 * rejections are retried (all by default). Rejects with `RetryError`
 * ("Something went wrong.") when `attempts` is below 1.
 */
export const retry = (request, options = {}) => Effect.runPromise(retryEffect(Effect.tryPromise({ try: () => Promise.resolve(request()), catch: (error) => new Rejection(error) }), { ...options, shouldRetry: (e) => options.retry === undefined || options.retry(e.error) }).pipe(Effect.catchTag("Rejection", (e) => Effect.die(e.error))));
// Carries a rejection through the typed error channel; re-raised as-is at the end.
class Rejection {
    _tag = "Rejection";
    error;
    constructor(error) {
        this.error = error;
    }
}
