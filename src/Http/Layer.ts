/**
 * Layers that build the client from options or environment variables, on the
 * default transport (`node:http` on Node, `fetch` elsewhere) or one you give.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { CallError } from "../Errors/index.ts"
import { checkToken } from "./Auth.ts"
import { PlatformConfig, type PlatformOptions } from "./Config.ts"
import { defaultTransport } from "./DefaultTransport.ts"
import { CoveoClient, make } from "./PlatformClient.ts"
import type { Transport } from "./Transport.ts"

/**
 * Options of {@link layer}: the configuration plus an optional transport.
 *
 * @since 0.1.0
 * @category models
 */
export interface LayerOptions extends PlatformOptions {
  /** How requests are sent; `node:http` on Node and `fetch` elsewhere by default. */
  readonly transport?: Transport | undefined
}

/**
 * The client from the `PlatformConfig` in context over `transport`. With
 * `verifyToken`, building it checks the token and fails when the check fails.
 * The transport's connections are released when the layer's scope closes.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerWithTransport = (
  transport: () => Transport
): Layer.Layer<CoveoClient, CallError<"POST">, PlatformConfig> =>
  Layer.effect(
    CoveoClient,
    Effect.gen(function*() {
      const t = yield* Effect.acquireRelease(Effect.sync(transport), (t) => Effect.sync(() => t.close?.()))
      const client = make(yield* PlatformConfig, t)
      if (client.config.verifyToken) yield* Effect.provideService(checkToken, CoveoClient, client)
      return client
    })
  )

/**
 * The client from options.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: LayerOptions): Layer.Layer<CoveoClient, CallError<"POST">> =>
  layerWithTransport(() => options.transport ?? defaultTransport()).pipe(Layer.provide(PlatformConfig.layer(options)))
