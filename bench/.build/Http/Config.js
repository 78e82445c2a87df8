/**
 * Client configuration: organization, token, hosts, retry and timeout, as a
 * service with Layers built from options or from environment variables.
 *
 * @module
 */
import * as Config from "effect/Config";
import * as Context from "effect/Context";
import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import * as Redacted from "effect/Redacted";
import { Environment, Region } from "../Schema/Common.js";
/** The host of a family (`platform` or `api`) in an environment and region, as the promise client computes it. */
export const hostFor = (family, environment, region) => {
    const env = environment === "production" ? "" : environment;
    const suffix = environment === "hipaa" || region === "us" ? "" : `-${region}`;
    return `https://${family}${env}${suffix}.cloud.coveo.com`;
};
const trimSlash = (url) => url.endsWith("/") ? url.slice(0, -1) : url;
const toRedacted = (value) => typeof value === "string" ? Redacted.make(value) : value;
/** Turns any {@link TokenSource} into an effect resolved on every request. */
export const tokenEffect = (source) => {
    if (typeof source === "string" || Redacted.isRedacted(source))
        return Effect.succeed(toRedacted(source));
    if (Effect.isEffect(source))
        return Effect.map(source, toRedacted);
    return Effect.suspend(() => {
        const value = source();
        return typeof value === "string" || Redacted.isRedacted(value)
            ? Effect.succeed(toRedacted(value))
            : Effect.map(Effect.promise(() => Promise.resolve(value)), toRedacted);
    });
};
/** Resolves options into a {@link ResolvedConfig}. */
export const resolve = (options) => {
    const environment = options.environment ?? "production";
    const region = options.region ?? "us";
    return {
        organizationId: options.organizationId,
        accessToken: tokenEffect(options.accessToken),
        constantToken: typeof options.accessToken === "string"
            ? options.accessToken
            : Redacted.isRedacted(options.accessToken)
                ? Redacted.value(options.accessToken)
                : undefined,
        environment,
        region,
        platformUrl: trimSlash(options.host ?? hostFor("platform", environment, region)),
        serverlessUrl: trimSlash(options.serverlessHost ?? hostFor("api", environment, region)),
        retry: options.retry ?? {},
        timeoutMillis: options.timeout === undefined ? undefined : Duration.toMillis(Duration.fromInputUnsafe(options.timeout)),
        verifyToken: options.verifyToken ?? false
    };
};
/** The client configuration service. */
export class PlatformConfig extends Context.Service()("effect-coveo-platform/PlatformConfig") {
    /** A configuration from options. */
    static layer = (options) => Layer.succeed(PlatformConfig, resolve(options));
    /**
     * A configuration from environment variables: `COVEO_ORGANIZATION_ID`,
     * `COVEO_ACCESS_TOKEN`, and optionally `COVEO_ENVIRONMENT`, `COVEO_REGION`,
     * `COVEO_HOST`, `COVEO_SERVERLESS_HOST`.
     */
    static layerConfig = (overrides = {}) => Layer.effect(PlatformConfig, Effect.map(Config.all({
        organizationId: Config.String("COVEO_ORGANIZATION_ID"),
        accessToken: Config.Redacted("COVEO_ACCESS_TOKEN"),
        environment: Config.schema(Environment, "COVEO_ENVIRONMENT").pipe(Config.withDefault("production")),
        region: Config.schema(Region, "COVEO_REGION").pipe(Config.withDefault("us")),
        host: Config.option(Config.String("COVEO_HOST")),
        serverlessHost: Config.option(Config.String("COVEO_SERVERLESS_HOST"))
    }), (c) => resolve({
        organizationId: c.organizationId,
        accessToken: c.accessToken,
        environment: c.environment,
        region: c.region,
        host: Option.getOrUndefined(c.host),
        serverlessHost: Option.getOrUndefined(c.serverlessHost),
        ...overrides
    })));
}
