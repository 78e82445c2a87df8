/**
 * The demo's log: numbered steps, indented details, each step's time and the
 * 429 retries it went through.
 */
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"

/** Prints the steps of a run. */
export interface Reporter {
  /** Runs `effect` as step `title`, then prints its outcome line and time. */
  readonly step: <A, E, R>(
    title: string,
    effect: Effect.Effect<A, E, R>,
    outcome: (a: A) => string
  ) => Effect.Effect<A, E, R>
  /** Prints an indented detail line under the current step. */
  readonly detail: (line: string) => Effect.Effect<void>
}

/** A reporter for `total` steps; `retries()` counts the 429s answered so far (0 when unknown). */
export const makeReporter = (total: number, retries: () => number): Reporter => {
  let n = 0
  return {
    step: (title, effect, outcome) =>
      Effect.gen(function*() {
        n++
        yield* Console.log(`\n[${n}/${total}] ${title}`)
        const started = Date.now()
        const before = retries()
        const result = yield* effect
        const retried = retries() - before
        const note = retried === 0 ? "" : `, ${retried} ${retried === 1 ? "retry" : "retries"} after 429`
        yield* Console.log(`      ✓ ${outcome(result)}  (${Date.now() - started} ms${note})`)
        return result
      }),
    detail: (line) => Console.log(`      ${line}`)
  }
}

/** Prints each status once, when it changes, with the time since `since`. */
export const statusPrinter = <A>(reporter: Reporter, label: (a: A) => string) => {
  const since = Date.now()
  let last: string | undefined
  return (a: A): Effect.Effect<void> => {
    const text = label(a)
    if (text === last) return Effect.void
    last = text
    return reporter.detail(`… ${text.padEnd(22)} +${Date.now() - since} ms`)
  }
}
