/**
 * Polling built on `Schedule`: repeat a status call until the remote reports a
 * final state, fail with a typed error when it reports an error state or when
 * the time runs out.
 *
 * @module
 */
import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import * as Schedule from "effect/Schedule";
import * as Schema from "effect/Schema";
/** A poll did not reach a final state in time. */
export class PollTimeout extends Schema.TaggedError()("PollTimeout", {
    /** What was polled, e.g. `SourceDatasets.progress req-1`. */
    what: Schema.String,
    timeoutMillis: Schema.Number,
    /** The last status seen. */
    last: Schema.Unknown
}) {
    get message() {
        return `${this.what} did not finish within ${this.timeoutMillis} ms`;
    }
}
/** The remote reported that the polled operation failed. */
export class OperationFailed extends Schema.TaggedError()("OperationFailed", {
    what: Schema.String,
    /** The state or result code the remote reported. */
    reason: Schema.String,
    /** The last status seen. */
    last: Schema.Unknown
}) {
    get message() {
        return `${this.what} failed: ${this.reason}`;
    }
}
/** Repeats `check` until `done`; fails with `OperationFailed` or `PollTimeout`. */
export const poll = (check, options) => {
    const every = options.every ?? "1 second";
    const spacing = Schedule.isSchedule(every) ? every : Schedule.spaced(every);
    const timeout = Duration.fromInputUnsafe(options.timeout ?? "5 minutes");
    let last;
    const observed = Effect.tap(check, (a) => {
        last = a;
        return options.onStatus ? options.onStatus(a) : Effect.void;
    });
    const repeated = Effect.repeat(observed, {
        schedule: spacing,
        until: options.done
    });
    return repeated.pipe(Effect.timeoutOrElse({
        duration: timeout,
        orElse: () => Effect.fail(new PollTimeout({ what: options.what, timeoutMillis: Duration.toMillis(timeout), last }))
    }), Effect.flatMap((a) => {
        const reason = options.failure?.(a);
        return reason === undefined
            ? Effect.succeed(a)
            : Effect.fail(new OperationFailed({ what: options.what, reason, last: a }));
    }), Effect.withSpan(`poll ${options.what}`));
};
