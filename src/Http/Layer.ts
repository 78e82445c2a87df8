/**
 * Layers that build the client: from a `PlatformConfig` and an `HttpClient`, or
 * all in one from options or environment variables (fetch by default).
 *
 * @module
 */
import type * as Config from "effect/Config"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as HttpClient from "effect/http/HttpClient"
import type { CallError } from "../Errors/index.ts"
import { checkToken } from "./Auth.ts"
import { PlatformConfig, type PlatformOptions } from "./Config.ts"
import { make, PlatformClient } from "./PlatformClient.ts"

/**
 * The client from the `PlatformConfig` and `HttpClient` in context. With
 * `verifyToken`, building it checks the token and fails when the check fails.
 */
export const layerFromContext: Layer.Layer<
  PlatformClient,
  CallError<"POST">,
  PlatformConfig | HttpClient.HttpClient
> = Layer.effect(
  PlatformClient,
  Effect.gen(function*() {
    const client = make(yield* PlatformConfig, yield* HttpClient.HttpClient)
    if (client.config.verifyToken) yield* Effect.provideService(checkToken, PlatformClient, client)
    return client
  })
)

/** Options of {@link layer}: the configuration plus an optional transport. */
export interface LayerOptions extends PlatformOptions {
  /** The `HttpClient` to send requests with; fetch by default. */
  readonly httpClient?: Layer.Layer<HttpClient.HttpClient> | undefined
}

/** The client from options. */
export const layer = (options: LayerOptions): Layer.Layer<PlatformClient, CallError<"POST">> =>
  layerFromContext.pipe(
    Layer.provide(PlatformConfig.layer(options)),
    Layer.provide(options.httpClient ?? FetchHttpClient.layer)
  )

/** The client from environment variables (see `PlatformConfig.layerConfig`). */
export const layerConfig = (
  overrides: Partial<LayerOptions> = {}
): Layer.Layer<PlatformClient, CallError<"POST"> | Config.ConfigError> =>
  layerFromContext.pipe(
    Layer.provide(PlatformConfig.layerConfig(overrides)),
    Layer.provide(overrides.httpClient ?? FetchHttpClient.layer)
  )
