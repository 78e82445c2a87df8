/**
 * Polling built on `Schedule`: repeat a status call until the remote reports a
 * final state, fail with a typed error when it reports an error state or when
 * the time runs out.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Schedule from "effect/Schedule"
import { InvalidInput } from "../Errors/index.ts"
import { recordArgument } from "../internal/recordArgument.ts"
import { TaggedError } from "../internal/taggedError.ts"
import { durationMillis } from "./Config.ts"
import { CoveoClient, type PlatformClientShape, scrubValue, tokenScrubber } from "./PlatformClient.ts"

/**
 * A poll did not reach a final state in time.
 *
 * @since 0.1.0
 * @category errors
 */
export class PollTimeout extends TaggedError("PollTimeout")<{
  /** What was polled, e.g. `SourceDatasets.progress req-1`. */
  readonly what: string
  /** The time allowed. */
  readonly timeoutMillis: number
  /** The last status seen. */
  readonly last: unknown
}> {
  override get message(): string {
    return `${this.what} did not finish within ${this.timeoutMillis} ms`
  }
}

/**
 * The remote reported that the polled operation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationFailed extends TaggedError("OperationFailed")<{
  /** What was polled. */
  readonly what: string
  /** The state or result code the remote reported. */
  readonly reason: string
  /** The last status seen. */
  readonly last: unknown
}> {
  override get message(): string {
    return `${this.what} failed: ${this.reason}`
  }
}

/**
 * `value`, a JSON value, without the token `client` sent last (or its constant one, `sentToken`): a copy, for what an error
 * or a span keeps of the server's answers (a server can echo the token in them, an id included).
 *
 * @since 0.1.0
 * @category helpers
 */
export const withoutToken = <V>(client: PlatformClientShape | undefined, value: V): V =>
  withoutTokens(value, client?.sentToken())

// A copy without each token given: the caller may still hold the value (onStatus); a status is a JSON answer,
// which clones.
const withoutTokens = <V>(value: V, ...tokens: ReadonlyArray<string | undefined>): V => {
  const scrubbers = [...new Set(tokens)].filter((t) => t !== undefined && t !== "").map((t) => tokenScrubber(t!))
  return scrubbers.length === 0
    ? value
    : scrubValue((text) => scrubbers.reduce((out, clean) => clean(out), text), structuredClone(value)) as V
}

// `client` sending its own token through a source of its own, which notes each token it gives: the checks'
// calls (with call options of their own too) resolve their tokens there, while the client's other calls, and
// their newer answers from a token function, do not. A constant token is the same for all.
const apart = (
  client: PlatformClientShape
): { readonly own: PlatformClientShape; readonly sent: () => string | undefined } => {
  let sent: string | undefined
  const own = client.withCredential({
    accessToken: Effect.tap(client.config.accessToken, (token) =>
      Effect.sync(() => {
        sent = Redacted.value(token)
      })),
    constantToken: client.config.constantToken,
    // Its token check is the client's: a check that needs the current user finds it.
    checked: {
      get info() {
        return client.tokenInfo()
      },
      set info(info) {
        if (info !== undefined) client.setTokenInfo(info)
      }
    }
  })
  return { own, sent: () => sent ?? client.config.constantToken }
}

/**
 * A progress callback of a poll (`onStatus`), called with every status seen: a plain function, one that answers
 * a promise (awaited before the next check), or one that answers an `Effect` (run before the next check). A
 * value it returns that is neither is ignored. A throw, or a promise that rejects, fails the poll with
 * `InvalidInput` (`cause`: what was thrown) and stops its checks, as a throwing access token function fails its
 * call; the operation the poll watches goes on on the server.
 *
 * @since 0.1.0
 * @category models
 */
export type StatusCallback<A> = (status: A) => void | PromiseLike<void> | Effect.Effect<void>

// Runs `onStatus` for one status: an Effect it answers as it is, a promise (or any other value: ignored) awaited;
// a throw or a rejection fails with `failed`, never a defect (a promise caller's plain callback answers no Effect).
const runStatus = <A>(
  onStatus: StatusCallback<A>,
  a: A,
  failed: (cause: unknown) => InvalidInput
): Effect.Effect<void, InvalidInput> => {
  let result: unknown
  try {
    result = onStatus(a)
  } catch (e) {
    return Effect.fail(failed(e))
  }
  return Effect.isEffect(result) ? result as Effect.Effect<void> : Effect.tryPromise({
    try: async () => {
      await result
    },
    catch: failed
  })
}

/**
 * Options of {@link poll}.
 *
 * @since 0.1.0
 * @category models
 */
export interface PollOptions<A> {
  /** What is polled, for errors and spans. */
  readonly what: string
  /** True once `a` is final (success or failure); a status that is no object (`null`, a number) is never final. */
  readonly done: (a: A) => boolean
  /** For a final `a`, the reason it failed, or `undefined` when it succeeded. */
  readonly failure?: ((a: A) => string | undefined) | undefined
  /** Delay between checks; 1 second by default. A `Schedule` can replace it. */
  readonly every?: Duration.Input | Schedule.Schedule<unknown, unknown> | undefined
  /**
   * Give up after this long; 5 minutes by default. Counted from the first check: whatever runs before `poll`
   * (the call that starts the operation) is not.
   */
  readonly timeout?: Duration.Input | undefined
  /**
   * Called with every status seen (progress display), before the next check: a plain function, or one that
   * answers a promise or an `Effect`, which the poll waits for (see {@link StatusCallback}). A throw or a rejection
   * fails the poll with `InvalidInput`.
   */
  readonly onStatus?: StatusCallback<A> | undefined
}

// A careless caller's duration ("5 secnds", -1) fails the call, typed, instead of throwing where it is made.
const pollTiming = (
  call: string,
  options: Pick<PollOptions<unknown>, "every" | "timeout">
): readonly [spacing: Schedule.Schedule<unknown, unknown>, timeout: number] | InvalidInput => {
  const invalid = (found: InvalidInput | undefined) =>
    new InvalidInput({ call, message: found?.message ?? "not a duration" })
  const timeout = durationMillis("timeout", options.timeout ?? "5 minutes", true)
  if (typeof timeout !== "number") return invalid(timeout)
  const every = options.every ?? "1 second"
  if (Schedule.isSchedule(every)) return [every, timeout]
  const millis = durationMillis("every", every, false)
  return typeof millis === "number" ? [Schedule.spaced(millis), timeout] : invalid(millis)
}

/**
 * The options of a call that starts an operation and then polls it (`...AndWait`): a record (`absent` for none),
 * whose `every` and `timeout` are checked as {@link poll} checks them, so that a bad one fails the call with
 * `InvalidInput` before the operation starts.
 *
 * @since 0.1.0
 * @category pollers
 */
export const waitOptions = <O extends Pick<PollOptions<never>, "every" | "timeout">>(
  call: string,
  options: O | null | undefined,
  absent?: O
): Effect.Effect<O, InvalidInput> =>
  Effect.flatMap(recordArgument(call, "options", options, absent), (o) => {
    const timing = pollTiming(call, o)
    return timing instanceof InvalidInput ? Effect.fail(timing) : Effect.succeed(o)
  })

/**
 * Repeats `check` until `done`; fails with `OperationFailed`, with `PollTimeout` when the time or a finite
 * `every` Schedule runs out first, and with `InvalidInput`,
 * before any check, when `every` or `timeout` is not a duration (`every` must be above zero, `timeout` at
 * least zero), or, after one, when `onStatus` throws or its promise rejects.
 *
 * @since 0.1.0
 * @category pollers
 */
export const poll = <A, E, R>(
  check: Effect.Effect<A, E, R>,
  options: PollOptions<A>
): Effect.Effect<A, E | OperationFailed | PollTimeout | InvalidInput, R> => {
  const timing = pollTiming(`poll ${options.what}`, options)
  if (timing instanceof InvalidInput) return Effect.fail(timing)
  const [spacing, timeout] = timing
  // A careless server's `null` (or a number) where a status object belongs is not final yet: `done` and
  // `failure` read its fields, and a TypeError there would be a defect instead of a PollTimeout.
  const final = (a: A) => typeof a === "object" && a !== null && options.done(a)
  return Effect.withFiber((fiber) => {
    let last: A | undefined
    // Errors keep the status, and a server can echo the token in it: they get a copy without the token of the
    // check that answered it, which the checks' own client knows (with a token function, the client's other
    // calls may have sent newer ones since, and the next check too), and without the client's last.
    // `what` too: it may hold an id the server gave.
    const client = Context.getOrUndefined(fiber.context, CoveoClient)
    const checks = client && apart(client)
    let lastToken: string | undefined
    const clean = <V>(value: V, token = checks?.sent()): V => withoutTokens(value, token, client?.sentToken())
    const { onStatus } = options
    // Said without the error's text, which the caller has as `cause`: it is theirs, and may quote anything.
    const failed = (cause: unknown) =>
      new InvalidInput({
        call: `poll ${clean(options.what)}`,
        message: "onStatus threw or its promise rejected",
        cause
      })
    const observed = Effect.tap(
      checks ? Effect.updateService(check, CoveoClient, () => checks.own) as typeof check : check,
      (a) => {
        last = a
        lastToken = checks?.sent()
        return onStatus ? runStatus(onStatus, a, failed) : Effect.void
      }
    )
    const repeated = Effect.repeat(observed, {
      schedule: spacing as Schedule.Schedule<unknown, A>,
      until: final
    })
    const timedOut = (): Effect.Effect<never, PollTimeout> =>
      Effect.fail(new PollTimeout({ what: clean(options.what), timeoutMillis: timeout, last: clean(last, lastToken) }))
    return repeated.pipe(
      Effect.timeoutOrElse({ duration: timeout, orElse: timedOut }),
      Effect.flatMap((a): Effect.Effect<A, OperationFailed | PollTimeout> => {
        // A finite Schedule (`Schedule.recurs(2)`) can end before the status is final: that is running out
        // of time too, not a success.
        if (!final(a)) return timedOut()
        const reason = options.failure?.(a)
        return reason === undefined
          ? Effect.succeed(a)
          : Effect.fail(
            new OperationFailed({
              what: clean(options.what),
              reason: clean(reason, lastToken),
              last: clean(a, lastToken)
            })
          )
      }),
      Effect.withSpan(`poll ${clean(options.what)}`)
    )
  })
}
