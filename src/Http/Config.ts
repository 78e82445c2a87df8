/**
 * Client configuration: organization, token, hosts, retry and timeout, as a
 * service with Layers built from options or from environment variables.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { InvalidInput } from "../Errors/index.ts"
import { isRecord } from "../internal/isRecord.ts"
import { packageRequire } from "../internal/nodeRequire.ts"
import type { Environment as EnvironmentT, Region as RegionT } from "../Schema/Common.ts"
import { wellFormed } from "./QueryString.ts"
import type { RetryOptions } from "./Retry.ts"

/**
 * Where the access token comes from: a value, or something that yields it on every request (so it can rotate).
 * A call that the platform answers 401 asks a function or an Effect once more, telling it which token was
 * refused (the function's argument, the Effect's {@link RefusedToken}); a different token sends the call again.
 *
 * @since 0.1.0
 * @category models
 */
export type TokenSource =
  | string
  | Redacted.Redacted<string>
  | Effect.Effect<string | Redacted.Redacted<string>, InvalidInput>
  | ((request: TokenRequest) => string | Redacted.Redacted<string> | PromiseLike<string | Redacted.Redacted<string>>)

/**
 * What a token function is asked with.
 *
 * @since 0.1.0
 * @category models
 */
export interface TokenRequest {
  /**
   * The token the platform has just refused (401) for this call: answer a new one (drop a cached token) to
   * have the call sent again with it, or the same one to let the 401 stand. `undefined` on every other request.
   */
  readonly refused: string | undefined
}

/**
 * The token a token source is asked to replace: the one the platform has just refused (401) for the call that
 * asks, `undefined` otherwise. An Effect given as `accessToken` reads it (`yield* RefusedToken`) to drop a
 * cached token; a function is given it as `refused`.
 *
 * @since 0.1.0
 * @category services
 */
export const RefusedToken = Context.Reference<string | undefined>("effect-coveo-platform/RefusedToken", {
  defaultValue: () => undefined
})

/**
 * Options accepted by {@link PlatformConfig.layer}.
 *
 * @since 0.1.0
 * @category models
 */
export interface PlatformOptions {
  /** Fills `{org}` in paths and the `org` query of usage-analytics calls. */
  readonly organizationId: string
  /** Sent as `Authorization: Bearer <token>`; resolved per request. */
  readonly accessToken: TokenSource
  /** Default `production`. */
  readonly environment?: EnvironmentT | undefined
  /** Default `us`; ignored by `hipaa`. */
  readonly region?: RegionT | undefined
  /** Overrides the platform host, e.g. `http://127.0.0.1:8080`. */
  readonly host?: string | undefined
  /** Overrides the serverless host (logs and push calls). */
  readonly serverlessHost?: string | undefined
  /**
   * How 429 answers are retried; the defaults are the spec's. A call's first request is never held back:
   * here `delayFirstAttempt` only starts the waits one step later in the sequence (200 ms, 400 ms, ...).
   */
  readonly retry?: RetryOptions | undefined
  /**
   * Fail an attempt with `Timeout` (`scope: "attempt"`) when it takes longer than
   * this, from sending the request to the end of its answer. Default 60 seconds.
   */
  readonly timeout?: Duration.Input | undefined
  /**
   * Fail a call with `Timeout` (`scope: "call"`) when it takes longer than this in
   * all: attempts, back-off, `Retry-After` waits and token resolution. No deadline by default.
   */
  readonly deadline?: Duration.Input | undefined
  /**
   * The largest response body read into memory, in bytes; a larger one fails with
   * `ResponseTooLarge`. Streamed downloads are exempt. Default 64 MiB.
   */
  readonly maxResponseSize?: number | undefined
  /** Check the token with the authorization server when the Layer is built. */
  readonly verifyToken?: boolean | undefined
}

/**
 * The configuration once resolved: hosts computed, token as an effect.
 *
 * @since 0.1.0
 * @category models
 */
export interface ResolvedConfig {
  readonly organizationId: string
  /** Fails with `InvalidInput` when the source fails or gives something that cannot be sent. */
  readonly accessToken: Effect.Effect<Redacted.Redacted<string>, InvalidInput>
  /** The token when it is a constant, so the hot path can skip resolving it. */
  readonly constantToken: string | undefined
  readonly environment: EnvironmentT
  readonly region: RegionT
  /** Base URL of the platform APIs, without a trailing slash. */
  readonly platformUrl: string
  /** Base URL of the serverless APIs (logs, push). */
  readonly serverlessUrl: string
  readonly retry: RetryOptions
  readonly timeoutMillis: number
  readonly deadlineMillis: number | undefined
  readonly maxResponseSize: number
  /** The longest `Retry-After` honoured, in milliseconds. */
  readonly maxRetryAfterMillis: number
  readonly verifyToken: boolean
}

/**
 * The default per-attempt `timeout`: longer than any administration call takes, short enough that a silent server is noticed.
 *
 * @since 0.1.0
 * @category configuration
 */
export const defaultTimeoutMillis = 60_000
/**
 * The default `maxResponseSize`: 64 MiB.
 *
 * @since 0.1.0
 * @category configuration
 */
export const defaultMaxResponseSize = 64 * 1024 * 1024
/**
 * The default `retry.maxRetryAfter`: 30 seconds.
 *
 * @since 0.1.0
 * @category configuration
 */
export const defaultMaxRetryAfterMillis = 30_000

/**
 * The host of a family (`platform` or `api`) in an environment and region, as the promise client computes it.
 *
 * @since 0.1.0
 * @category configuration
 */
export const hostFor = (family: "platform" | "api", environment: EnvironmentT, region: RegionT): string => {
  const env = environment === "production" ? "" : environment
  const suffix = environment === "hipaa" || region === "us" ? "" : `-${region}`
  return `https://${family}${env}${suffix}.cloud.coveo.com`
}

const trimSlash = (url: string) => url.endsWith("/") ? url.slice(0, -1) : url

const invalid = (message: string) => new InvalidInput({ call: "options", message })

const foreignRedacted = "accessToken is a Redacted made by a copy of effect other than the application's: " +
  "give the token as a string, or a function returning it"

// effect/Redacted as the application resolves it, loaded on the first Redacted this copy did not make: on Node,
// `promise` carries its own copy of effect (bundled), and only the copy that made a Redacted can open it.
interface RedactedModule {
  readonly value: (token: unknown) => unknown
}
let applicationRedacted: RedactedModule | null | undefined

const openedByApplication = (token: Redacted.Redacted<string>): string | undefined => {
  if (applicationRedacted === undefined) {
    try {
      applicationRedacted = (packageRequire()?.("effect/Redacted") ?? null) as RedactedModule | null
    } catch {
      applicationRedacted = null
    }
  }
  try {
    const value = applicationRedacted?.value(token)
    return typeof value === "string" ? value : undefined
  } catch {
    return undefined
  }
}

// The token as a Redacted of this copy of effect: the same one, or the application's token, re-wrapped;
// `undefined` when neither copy can open it.
const ownRedacted = (token: Redacted.Redacted<string>): Redacted.Redacted<string> | undefined => {
  try {
    Redacted.value(token)
    return token
  } catch {
    const value = openedByApplication(token)
    return value === undefined ? undefined : Redacted.make(value)
  }
}

// The token of a Redacted made by this copy of effect or by the application's (read when the client is made).
const opened = (token: Redacted.Redacted<string>): string | undefined => {
  const own = ownRedacted(token)
  return own === undefined ? undefined : Redacted.value(own)
}

const tokenFailure = (message: string, cause?: unknown) =>
  new InvalidInput(cause === undefined ? { call: "accessToken", message } : { call: "accessToken", message, cause })

// What a token source gave, as a Redacted this copy can open, or why it cannot be sent.
const accepted = (value: unknown): Effect.Effect<Redacted.Redacted<string>, InvalidInput> => {
  if (typeof value === "string") return Effect.succeed(Redacted.make(value))
  if (!Redacted.isRedacted(value)) {
    return Effect.fail(tokenFailure("the access token source gave neither a string nor a Redacted"))
  }
  const own = ownRedacted(value as Redacted.Redacted<string>)
  return own === undefined ? Effect.fail(tokenFailure(foreignRedacted)) : Effect.succeed(own)
}

// Said without the error's text, which the caller has as `cause`: it is theirs, and may quote anything.
const sourceFailed = (cause: unknown) => tokenFailure("the access token function threw or its promise rejected", cause)

/**
 * The token of `source` for one call: its failures name that call.
 *
 * @since 0.1.0
 * @category configuration
 */
export const tokenFor = (
  call: string,
  token: Effect.Effect<Redacted.Redacted<string>, InvalidInput>
): Effect.Effect<Redacted.Redacted<string>, InvalidInput> =>
  Effect.mapError(token, (e) =>
    e.call === call
      ? e
      : new InvalidInput(
        e.cause === undefined ? { call, message: e.message } : { call, message: e.message, cause: e.cause }
      ))

/**
 * Turns any {@link TokenSource} into an effect resolved on every request. A function that throws or rejects,
 * or a source that gives something other than a string or a `Redacted` this copy of effect can open, fails
 * with `InvalidInput` (`call: "accessToken"`); the pipeline names the call instead.
 *
 * @since 0.1.0
 * @category configuration
 */
export const tokenEffect = (source: TokenSource): Effect.Effect<Redacted.Redacted<string>, InvalidInput> => {
  if (typeof source === "string" || Redacted.isRedacted(source)) return accepted(source)
  if (Effect.isEffect(source)) return Effect.flatMap(source, accepted)
  if (typeof source !== "function") {
    return Effect.fail(tokenFailure("accessToken must be a string, a Redacted, an Effect or a function"))
  }
  return Effect.withFiber((fiber) => {
    let value: unknown
    try {
      value = source({ refused: fiber.getRef(RefusedToken) })
    } catch (e) {
      return Effect.fail(sourceFailed(e))
    }
    return typeof (value as PromiseLike<unknown> | null)?.then === "function"
      ? Effect.flatMap(Effect.tryPromise({ try: () => Promise.resolve(value), catch: sourceFailed }), accepted)
      : accepted(value)
  })
}

/**
 * The token when it is a constant (a string or a `Redacted`), so that the pipeline reads it once.
 *
 * @since 0.1.0
 * @category helpers
 */
export const constantTokenOf = (source: TokenSource): string | undefined =>
  typeof source === "string"
    ? source
    : Redacted.isRedacted(source)
    ? opened(source)
    : undefined

// Said when the client is made, not at the first request.
const badTokenSource = (source: unknown): InvalidInput | undefined =>
  typeof source === "string" || typeof source === "function" || Effect.isEffect(source)
    ? undefined
    : !Redacted.isRedacted(source)
    ? invalid("accessToken must be a string, a Redacted, an Effect or a function")
    : opened(source as Redacted.Redacted<string>) === undefined
    ? invalid(foreignRedacted)
    : undefined

// A base URL the paths are appended to: http(s), nothing after the path.
const checkHost = (name: string, value: string | undefined): InvalidInput | undefined => {
  if (value === undefined) return undefined
  let url: URL
  try {
    // Not a URL object either: the paths are appended to the text.
    url = new URL(typeof value === "string" ? value : "")
  } catch {
    return invalid(`${name} must be an absolute http(s) URL`)
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return invalid(`${name} must be an http(s) URL`)
  if (url.search !== "" || url.hash !== "" || value.includes("?") || value.includes("#")) {
    return invalid(`${name} must not have a query or a fragment`)
  }
  return undefined
}

/**
 * A duration option in milliseconds, `undefined` when not given, or the `InvalidInput`
 * that names it when it is not a duration (or is negative, or zero where that is not allowed).
 *
 * @since 0.1.0
 * @category configuration
 */
export const durationMillis = (
  name: string,
  value: Duration.Input | undefined,
  zeroAllowed: boolean
): number | InvalidInput | undefined => {
  if (value === undefined) return undefined
  const duration = Duration.fromInput(value)
  // Capped at what a timer can wait (24.8 days): a timer set longer fires at once.
  const ms = duration._tag === "None" ? NaN : Math.min(Duration.toMillis(duration.value), 2 ** 31 - 1)
  return Number.isNaN(ms) || ms < 0 || (!zeroAllowed && ms === 0) ? invalid(`${name} must be a positive duration`) : ms
}

const isDuration = (value: unknown) => typeof durationMillis("", value as Duration.Input, true) === "number"
const wholeFrom = (least: number) => (value: unknown) => Number.isSafeInteger(value) && (value as number) >= least

// Each retry option that is given: what it must be.
const retryChecks: ReadonlyArray<readonly [keyof RetryOptions, (value: unknown) => boolean, string]> = [
  ["attempts", wholeFrom(0), "a whole number"],
  ["maxConcurrentRetries", wholeFrom(1), "a whole number above zero"],
  ["multiplier", (v) => typeof v === "number" && Number.isFinite(v) && v > 0, "a number above zero"],
  ["initialDelay", isDuration, "a duration of zero or more"],
  ["maxDelay", isDuration, "a duration of zero or more"],
  ["maxRetryAfter", isDuration, "a duration of zero or more"],
  ["jitter", (v) => v === "none" || v === "full", "\"none\" or \"full\""],
  ["delayFirstAttempt", (v) => typeof v === "boolean", "a boolean"],
  [
    "transient",
    // A method named otherwise ("get", "POST") would be silently never retried, or retried when not idempotent.
    (v) =>
      typeof v === "boolean" ||
      (Array.isArray((v as { methods?: unknown } | null)?.methods) &&
        (v as { methods: Array<unknown> }).methods.every((m) => m === "GET" || m === "PUT" || m === "DELETE")),
    "a boolean or { methods: [\"GET\" | \"PUT\" | \"DELETE\", ...] }"
  ]
]

/**
 * What is wrong with retry options, or `undefined` when nothing is: checked when a client is made and when a
 * call's options are, so that a careless value fails with `InvalidInput` instead of throwing at the first 429.
 *
 * @since 0.1.0
 * @category configuration
 */
export const retryProblem = (retry: RetryOptions | undefined): string | undefined => {
  if (retry === undefined) return undefined
  if (!isRecord(retry)) return "retry must be an object"
  for (const [name, valid, what] of retryChecks) {
    if (retry[name] !== undefined && !valid(retry[name])) return `retry.${name} must be ${what}`
  }
  return undefined
}

/**
 * Resolves options into a {@link ResolvedConfig}, or says which option is invalid.
 *
 * @since 0.1.0
 * @category configuration
 */
export const resolve = (options: PlatformOptions): Result.Result<ResolvedConfig, InvalidInput> => {
  if (typeof options !== "object" || options === null) return Result.fail(invalid("options must be an object"))
  const environment = options.environment ?? "production"
  const region = options.region ?? "us"
  // Both go into the host name: nothing else than a name's letters (a region beyond the listed ones is let through).
  if (!/^(dev|stg|production|hipaa)$/.test(environment) || !/^[a-z]{2,9}$/.test(region)) {
    return Result.fail(
      invalid("environment must be dev, stg, production or hipaa; region a code (us, eu, au)")
    )
  }
  const badHost = checkHost("host", options.host) ?? checkHost("serverlessHost", options.serverlessHost)
  if (badHost !== undefined) return Result.fail(badHost)
  if (typeof options.organizationId !== "string" || !wellFormed(options.organizationId)) {
    return Result.fail(invalid("organizationId must be a string of well-formed Unicode"))
  }
  const badToken = badTokenSource(options.accessToken)
  if (badToken !== undefined) return Result.fail(badToken)
  const timeout = durationMillis("timeout", options.timeout, false)
  const deadline = durationMillis("deadline", options.deadline, false)
  const badRetry = retryProblem(options.retry)
  if (badRetry !== undefined) return Result.fail(invalid(badRetry))
  for (const value of [timeout, deadline]) if (value instanceof InvalidInput) return Result.fail(value)
  const maxRetryAfter = durationMillis("retry.maxRetryAfter", options.retry?.maxRetryAfter, true)
  const maxResponseSize = options.maxResponseSize ?? defaultMaxResponseSize
  if (!Number.isSafeInteger(maxResponseSize) || maxResponseSize < 0) {
    return Result.fail(invalid("maxResponseSize must be a whole number of bytes"))
  }
  return Result.succeed({
    organizationId: options.organizationId,
    accessToken: tokenEffect(options.accessToken),
    constantToken: constantTokenOf(options.accessToken),
    environment,
    region,
    platformUrl: trimSlash(options.host ?? hostFor("platform", environment, region)),
    serverlessUrl: trimSlash(options.serverlessHost ?? hostFor("api", environment, region)),
    retry: options.retry ?? {},
    timeoutMillis: (timeout as number | undefined) ?? defaultTimeoutMillis,
    deadlineMillis: deadline as number | undefined,
    maxResponseSize,
    maxRetryAfterMillis: (maxRetryAfter as number | undefined) ?? defaultMaxRetryAfterMillis,
    verifyToken: options.verifyToken ?? false
  })
}

/**
 * The client configuration service.
 *
 * @since 0.1.0
 * @category services
 */
export class PlatformConfig extends Context.Service<PlatformConfig, ResolvedConfig>()(
  "effect-coveo-platform/PlatformConfig"
) {
  /** A configuration from options; invalid options fail the Layer with `InvalidInput`. */
  static readonly layer = (options: PlatformOptions): Layer.Layer<PlatformConfig, InvalidInput> =>
    Layer.effect(PlatformConfig, Effect.fromResult(resolve(options)))
}
