/**
 * The client configured from environment variables. Kept apart from `Layer.ts`
 * so that bundles which pass options do not carry the Config machinery.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Config from "effect/Config"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import { type CallError, InvalidInput } from "../Errors/index.ts"
import type { Environment, Region } from "../Schema/Common.ts"
import { PlatformConfig, resolve } from "./Config.ts"
import { defaultTransport } from "./DefaultTransport.ts"
import { type LayerOptions, layerWithTransport } from "./Layer.ts"
import type { CoveoClient } from "./PlatformClient.ts"

/** The variable each option is read from. */
const variables = {
  organizationId: "COVEO_ORGANIZATION_ID",
  accessToken: "COVEO_ACCESS_TOKEN",
  environment: "COVEO_ENVIRONMENT",
  region: "COVEO_REGION",
  host: "COVEO_HOST",
  serverlessHost: "COVEO_SERVERLESS_HOST"
} as const

/**
 * A configuration from environment variables: `COVEO_ORGANIZATION_ID`,
 * `COVEO_ACCESS_TOKEN`, and optionally `COVEO_ENVIRONMENT`, `COVEO_REGION`,
 * `COVEO_HOST`, `COVEO_SERVERLESS_HOST`. `overrides` win over the environment:
 * a variable whose option is given is not read, so it may be missing.
 *
 * @since 0.1.0
 * @category layers
 */
export const configFromEnv = (
  overrides: Partial<LayerOptions> = {}
): Layer.Layer<PlatformConfig, Config.ConfigError | InvalidInput> => {
  const read = <A>(key: keyof typeof variables, config: Config.Config<A>): Config.Config<A | undefined> =>
    overrides[key] === undefined ? config : Config.succeed(undefined)
  const optional = <A>(config: Config.Config<A>) => config.pipe(Config.option, Config.map(Option.getOrUndefined))
  return Layer.effect(
    PlatformConfig,
    Effect.flatMap(
      Config.all({
        organizationId: read("organizationId", Config.String(variables.organizationId)),
        accessToken: read("accessToken", Config.Redacted(variables.accessToken)),
        // Checked where `layer(...)` checks them, so that a bad value is an `InvalidInput` naming its variable, as
        // every other one is. A region beyond us, eu and au (ca) is let through alike.
        environment: read("environment", optional(Config.String(variables.environment))),
        region: read("region", optional(Config.String(variables.region))),
        host: read("host", optional(Config.String(variables.host))),
        serverlessHost: read("serverlessHost", optional(Config.String(variables.serverlessHost)))
      }),
      (fromEnv) => {
        // Each value read is checked alone first, so that a bad one is blamed on its variable.
        for (const key of Object.keys(variables) as Array<keyof typeof variables>) {
          const value = fromEnv[key]
          if (value === undefined) continue
          const alone = resolve({ organizationId: "o", accessToken: "t", [key]: value })
          if (Result.isFailure(alone)) {
            return Effect.fail(
              new InvalidInput({ call: "layerConfig", message: `${variables[key]}: ${alone.failure.message}` })
            )
          }
        }
        // An override left undefined (`{ host: undefined }`) keeps the variable's value.
        const given = Object.entries(overrides).filter(([, value]) => value !== undefined)
        const options = { ...fromEnv, ...Object.fromEntries(given) } as LayerOptions
        return Effect.fromResult(
          resolve({ ...options, environment: options.environment as Environment, region: options.region as Region })
        )
      }
    )
  )
}

/**
 * The client from environment variables (see {@link configFromEnv}).
 *
 * @since 0.1.0
 * @category layers
 */
export const layerConfig = (
  overrides: Partial<LayerOptions> = {}
): Layer.Layer<CoveoClient, CallError<"POST"> | Config.ConfigError> =>
  layerWithTransport(() => overrides.transport ?? defaultTransport()).pipe(Layer.provide(configFromEnv(overrides)))
