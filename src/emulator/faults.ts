/**
 * Fault injection: rules that answer some calls with 429 (with an optional
 * `Retry-After`), a 5xx, a dropped connection, or extra latency. Rules pick calls
 * by declaration name or route and fire on the first N matching calls, on every
 * Nth one, or always. They can be changed while the emulator runs.
 *
 * @module
 */
import type { Route } from "./routing.ts"

/**
 * What a rule does to the calls it picks.
 *
 * @since 0.1.0
 * @category models
 */
export type FaultKind = "rateLimit" | "serverError" | "latency" | "drop"

/**
 * One fault rule.
 *
 * @since 0.1.0
 * @category models
 */
export interface FaultRule {
  readonly fault: FaultKind
  /**
   * Which calls: `"*"` (the default), a declaration name (`"Sources.create"`), a
   * glob over names (`"Sources.*"`), or a method and path template
   * (`"POST /rest/organizations/{org}/sources"`). Several patterns: any of them.
   */
  readonly match?: string | ReadonlyArray<string> | undefined
  /** Fire on the first N matching calls only. */
  readonly first?: number | undefined
  /** Fire on every Nth matching call (the Nth, 2Nth, ...). With `first` too: when either says so. Neither: always. */
  readonly every?: number | undefined
  /**
   * `rateLimit`: the `Retry-After` header, in whole seconds, as the platform sends it (RFC 9110's
   * `delay-seconds`; a client reading the RFC ignores a fraction and backs off instead, so fractions are refused).
   */
  readonly retryAfterSeconds?: number | undefined
  /** `serverError`: the status; 503 by default. */
  readonly status?: number | undefined
  /** `latency`: the delay added before answering, in ms. */
  readonly delayMs?: number | undefined
}

/**
 * What the rules decided for one call.
 *
 * @since 0.1.0
 * @category models
 */
export interface FaultDecision {
  /** Extra delay before the call is handled. */
  readonly latencyMs: number
  /** The rule that replaces the answer, if any. */
  readonly fault: FaultRule | undefined
}

interface Active {
  readonly rule: FaultRule
  readonly patterns: ReadonlyArray<RegExp>
  seen: number
}

const glob = (pattern: string): RegExp =>
  new RegExp(`^${pattern.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`)

const kinds: ReadonlyArray<FaultKind> = ["rateLimit", "serverError", "latency", "drop"]

/** A value as an error message shows it: text quoted, anything else as `String` gives it. */
export const shown = (value: unknown): string => typeof value === "string" ? JSON.stringify(value) : String(value)

/**
 * Refuses a rule the emulator would misread (a rule from untyped code: an unknown kind, a count that never
 * fires, a delay or status that cannot be sent) with an error naming the field, instead of ignoring it.
 */
const checkRule = (rule: FaultRule): void => {
  const bad = (message: string): never => {
    throw new TypeError(`Invalid fault rule ${safeJson(rule)}: ${message}`)
  }
  if (typeof rule !== "object" || rule === null) bad("a rule is an object such as { fault: \"rateLimit\" }.")
  if (!kinds.includes(rule.fault)) bad(`'fault' must be one of ${kinds.join(", ")}, not ${shown(rule.fault)}.`)
  const match = rule.match
  if (
    match !== undefined &&
    typeof match !== "string" &&
    !(Array.isArray(match) && match.every((m: unknown) => typeof m === "string"))
  ) bad(`'match' must be a string or an array of strings, not ${shown(match)}.`)
  if (rule.first !== undefined && !(Number.isInteger(rule.first) && rule.first >= 0)) {
    bad(`'first' must be a whole number of calls (0 or more), not ${shown(rule.first)}.`)
  }
  if (rule.every !== undefined && !(Number.isInteger(rule.every) && rule.every >= 1)) {
    bad(`'every' must be a whole number of calls (1 or more), not ${shown(rule.every)}.`)
  }
  const seconds = rule.retryAfterSeconds
  if (seconds !== undefined && !(Number.isInteger(seconds) && seconds >= 0)) {
    bad(
      `'retryAfterSeconds' must be a whole number of seconds (0 or more), as the platform sends, not ${shown(seconds)}.`
    )
  }
  if (rule.status !== undefined && !(Number.isInteger(rule.status) && rule.status >= 500 && rule.status <= 599)) {
    bad(`'status' must be a 5xx status, not ${shown(rule.status)}.`)
  }
  const delay = rule.delayMs
  if (
    delay !== undefined && !(typeof delay === "number" && Number.isFinite(delay) && delay >= 0 && delay <= 2 ** 31 - 1)
  ) {
    bad(`'delayMs' must be a finite number of milliseconds (0 to 2147483647), not ${shown(delay)}.`)
  }
  if (rule.fault === "latency" && delay === undefined) bad("a latency rule needs 'delayMs'.")
}

/** A value as JSON for an error message, or as `String` gives it when it has none. */
export const safeJson = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

const compile = (rule: FaultRule): Active => {
  checkRule(rule)
  const match = rule.match ?? "*"
  return { rule, patterns: (typeof match === "string" ? [match] : match).map(glob), seen: 0 }
}

const compileAll = (rules: ReadonlyArray<FaultRule>): Array<Active> => {
  if (!Array.isArray(rules)) throw new TypeError(`Fault rules must be an array, not ${shown(rules)}.`)
  return rules.map(compile)
}

// Whether the rule fires on the matching call that is its `seen`th.
const fires = (rule: FaultRule, seen: number): boolean => {
  const { every, first } = rule
  if (first === undefined && every === undefined) return true
  return (first !== undefined && seen <= first) ||
    (every !== undefined && every > 0 && seen % every === 0)
}

/**
 * The fault rules in force, in order; the first firing rule that replaces the answer wins.
 *
 * @since 0.1.0
 * @category models
 */
export class Faults {
  private active: Array<Active>

  constructor(rules: ReadonlyArray<FaultRule> = []) {
    this.active = compileAll(rules)
  }

  /** Replaces every rule (their counters start again); throws a `TypeError` on a malformed rule, keeping the old ones. */
  set(rules: ReadonlyArray<FaultRule>): void {
    this.active = compileAll(rules)
  }

  /** Adds a rule after the others; throws a `TypeError` on a malformed rule. */
  add(rule: FaultRule): void {
    this.active.push(compile(rule))
  }

  /** Removes every rule. */
  clear(): void {
    this.active = []
  }

  /** The rules in force. */
  rules(): ReadonlyArray<FaultRule> {
    return this.active.map((a) => a.rule)
  }

  /** Counts the call against every rule that picks it and says what happens to it. */
  decide(route: Route): FaultDecision {
    return this.decision(route, true)
  }

  /**
   * What {@link decide} would say of the route's next call, counting nothing: a `HEAD` answers as its
   * `GET` would without moving the rules on, so that a probe does not shift which call a rule picks.
   */
  preview(route: Route): FaultDecision {
    return this.decision(route, false)
  }

  private decision(route: Route, count: boolean): FaultDecision {
    const names = [...route.defs.map((d) => d.name), `${route.method} ${route.template}`]
    let latencyMs = 0
    let fault: FaultRule | undefined
    for (const active of this.active) {
      if (!active.patterns.some((p) => names.some((n) => p.test(n)))) continue
      const seen = active.seen + 1
      if (count) active.seen = seen
      if (!fires(active.rule, seen)) continue
      if (active.rule.fault === "latency") latencyMs += active.rule.delayMs ?? 0
      else fault ??= active.rule
    }
    return { latencyMs, fault }
  }
}
