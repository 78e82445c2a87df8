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
import type { CallError, InvalidInput } from "../Errors/index.ts"
import { Environment, type Region } from "../Schema/Common.ts"
import { PlatformConfig, resolve } from "./Config.ts"
import { defaultTransport } from "./DefaultTransport.ts"
import { type LayerOptions, layerWithTransport } from "./Layer.ts"
import type { CoveoClient } from "./PlatformClient.ts"

/**
 * A configuration from environment variables: `COVEO_ORGANIZATION_ID`,
 * `COVEO_ACCESS_TOKEN`, and optionally `COVEO_ENVIRONMENT`, `COVEO_REGION`,
 * `COVEO_HOST`, `COVEO_SERVERLESS_HOST`. `overrides` win over the environment.
 *
 * @since 0.1.0
 * @category layers
 */
export const configFromEnv = (
  overrides: Partial<LayerOptions> = {}
): Layer.Layer<PlatformConfig, Config.ConfigError | InvalidInput> =>
  Layer.effect(
    PlatformConfig,
    Effect.flatMap(
      Config.all({
        organizationId: Config.String("COVEO_ORGANIZATION_ID"),
        accessToken: Config.Redacted("COVEO_ACCESS_TOKEN"),
        environment: Config.schema(Environment, "COVEO_ENVIRONMENT").pipe(Config.withDefault("production" as const)),
        // A code, checked where `layer({ region })` is checked: a region beyond us, eu and au (ca) is let through alike.
        region: Config.String("COVEO_REGION").pipe(Config.withDefault("us")),
        host: Config.option(Config.String("COVEO_HOST")),
        serverlessHost: Config.option(Config.String("COVEO_SERVERLESS_HOST"))
      }),
      (c) =>
        Effect.fromResult(resolve({
          organizationId: c.organizationId,
          accessToken: c.accessToken,
          environment: c.environment,
          region: c.region as Region,
          host: Option.getOrUndefined(c.host),
          serverlessHost: Option.getOrUndefined(c.serverlessHost),
          ...overrides
        }))
    )
  )

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
