import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { checkToken } from "./Auth.js";
import { PlatformConfig } from "./Config.js";
import { make, PlatformClient } from "./PlatformClient.js";
import { defaultTransport } from "./Transport.js";
/**
 * The client from the `PlatformConfig` in context over `transport`. With
 * `verifyToken`, building it checks the token and fails when the check fails.
 * The transport's connections are released when the layer's scope closes.
 */
export const layerWithTransport = (transport) => Layer.effect(PlatformClient, Effect.gen(function* () {
    const t = yield* Effect.acquireRelease(Effect.sync(transport), (t) => Effect.sync(() => t.close()));
    const client = make(yield* PlatformConfig, t);
    if (client.config.verifyToken)
        yield* Effect.provideService(checkToken, PlatformClient, client);
    return client;
}));
/** The client from options. */
export const layer = (options) => layerWithTransport(() => options.transport ?? defaultTransport()).pipe(Layer.provide(PlatformConfig.layer(options)));
/** The client from environment variables (see `PlatformConfig.layerConfig`). */
export const layerConfig = (overrides = {}) => layerWithTransport(() => overrides.transport ?? defaultTransport()).pipe(Layer.provide(PlatformConfig.layerConfig(overrides)));
