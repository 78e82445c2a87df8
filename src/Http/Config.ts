/**
 * Client configuration: organization, token, hosts, retry and timeout, as a
 * service with Layers built from options or from environment variables.
 *
 * @module
 */
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import type { Environment as EnvironmentT, Region as RegionT } from "../Schema/Common.ts"
import type { RetryOptions } from "./Retry.ts"

/** Where the access token comes from: a value, or something that yields it on every request (so it can rotate). */
export type TokenSource =
  | string
  | Redacted.Redacted<string>
  | Effect.Effect<string | Redacted.Redacted<string>>
  | (() => string | Redacted.Redacted<string> | PromiseLike<string | Redacted.Redacted<string>>)

/** Options accepted by {@link PlatformConfig.layer}. */
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
  /** How 429 answers are retried; the defaults are the spec's. */
  readonly retry?: RetryOptions | undefined
  /** Fail an attempt with `Timeout` when it takes longer than this. No limit by default. */
  readonly timeout?: Duration.Input | undefined
  /** Check the token with the authorization server when the Layer is built. */
  readonly verifyToken?: boolean | undefined
}

/** The configuration once resolved: hosts computed, token as an effect. */
export interface ResolvedConfig {
  readonly organizationId: string
  readonly accessToken: Effect.Effect<Redacted.Redacted<string>>
  /** The token when it is a constant, so the hot path can skip resolving it. */
  readonly constantToken: string | undefined
  readonly environment: EnvironmentT
  readonly region: RegionT
  /** Base URL of the platform APIs, without a trailing slash. */
  readonly platformUrl: string
  /** Base URL of the serverless APIs (logs, push). */
  readonly serverlessUrl: string
  readonly retry: RetryOptions
  readonly timeoutMillis: number | undefined
  readonly verifyToken: boolean
}

/** The host of a family (`platform` or `api`) in an environment and region, as the promise client computes it. */
export const hostFor = (family: "platform" | "api", environment: EnvironmentT, region: RegionT): string => {
  const env = environment === "production" ? "" : environment
  const suffix = environment === "hipaa" || region === "us" ? "" : `-${region}`
  return `https://${family}${env}${suffix}.cloud.coveo.com`
}

const trimSlash = (url: string) => url.endsWith("/") ? url.slice(0, -1) : url

const toRedacted = (value: string | Redacted.Redacted<string>): Redacted.Redacted<string> =>
  typeof value === "string" ? Redacted.make(value) : value

/** Turns any {@link TokenSource} into an effect resolved on every request. */
export const tokenEffect = (source: TokenSource): Effect.Effect<Redacted.Redacted<string>> => {
  if (typeof source === "string" || Redacted.isRedacted(source)) return Effect.succeed(toRedacted(source))
  if (Effect.isEffect(source)) return Effect.map(source, toRedacted)
  return Effect.suspend(() => {
    const value = source()
    return typeof value === "string" || Redacted.isRedacted(value)
      ? Effect.succeed(toRedacted(value))
      : Effect.map(Effect.promise(() => Promise.resolve(value)), toRedacted)
  })
}

/** Resolves options into a {@link ResolvedConfig}. */
export const resolve = (options: PlatformOptions): ResolvedConfig => {
  const environment = options.environment ?? "production"
  const region = options.region ?? "us"
  return {
    organizationId: options.organizationId,
    accessToken: tokenEffect(options.accessToken),
    constantToken: typeof options.accessToken === "string"
      ? options.accessToken
      : Redacted.isRedacted(options.accessToken)
      ? Redacted.value(options.accessToken as Redacted.Redacted<string>)
      : undefined,
    environment,
    region,
    platformUrl: trimSlash(options.host ?? hostFor("platform", environment, region)),
    serverlessUrl: trimSlash(options.serverlessHost ?? hostFor("api", environment, region)),
    retry: options.retry ?? {},
    timeoutMillis: options.timeout === undefined ? undefined : Duration.toMillis(Duration.fromInputUnsafe(options.timeout)),
    verifyToken: options.verifyToken ?? false
  }
}

/** The client configuration service. */
export class PlatformConfig extends Context.Service<PlatformConfig, ResolvedConfig>()(
  "effect-coveo-platform/PlatformConfig"
) {
  /** A configuration from options. */
  static readonly layer = (options: PlatformOptions): Layer.Layer<PlatformConfig> =>
    Layer.succeed(PlatformConfig, resolve(options))
}
