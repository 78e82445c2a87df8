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
  /** `rateLimit`: the `Retry-After` header, in seconds (fractions keep tests fast; the platform sends whole seconds). */
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

const compile = (rule: FaultRule): Active => {
  const match = rule.match ?? "*"
  return { rule, patterns: (typeof match === "string" ? [match] : match).map(glob), seen: 0 }
}

const fires = (active: Active): boolean => {
  const { every, first } = active.rule
  if (first === undefined && every === undefined) return true
  return (first !== undefined && active.seen <= first) ||
    (every !== undefined && every > 0 && active.seen % every === 0)
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
    this.active = rules.map(compile)
  }

  /** Replaces every rule (their counters start again). */
  set(rules: ReadonlyArray<FaultRule>): void {
    this.active = rules.map(compile)
  }

  /** Adds a rule after the others. */
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
    const names = [...route.defs.map((d) => d.name), `${route.method} ${route.template}`]
    let latencyMs = 0
    let fault: FaultRule | undefined
    for (const active of this.active) {
      if (!active.patterns.some((p) => names.some((n) => p.test(n)))) continue
      active.seen++
      if (!fires(active)) continue
      if (active.rule.fault === "latency") latencyMs += active.rule.delayMs ?? 0
      else fault ??= active.rule
    }
    return { latencyMs, fault }
  }
}
