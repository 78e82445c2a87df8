/**
 * Richer spans, for a service that exports its traces. A call's span names the call and carries its
 * method and path template; under {@link layerTelemetry} (or {@link withTelemetry}) it also carries
 * what the platform answered:
 *
 * - `http.response.status_code` and `http.response.header.x-request-id` of the final response, and
 *   `url.full`, the URL sent (secret query values redacted, the token scrubbed);
 * - one `http.response` event per response, retried ones included (429, and the transient failures
 *   the retry options name), with its status, request id and a `Retry-After` in seconds.
 *
 * A signed download (a snapshot's content) records its response on the span of the call that opens it,
 * its `url.full` without the signed query.
 * A retry after an attempt that got no response (a connection reset, a `Timeout`) leaves no event:
 * the call's span still ends with the final error. Like the spans themselves, this costs nothing
 * under effect's default tracer. Applied more than once (a `withTelemetry` in a program run under
 * `layerTelemetry`), it records each response once. Opt-in, in a module of its own: a program that does
 * not use it does not load it.
 *
 * @module
 */
import "../internal/requireNode.ts"
import type * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Tracer from "effect/Tracer"
import { header } from "./Exchange.ts"
import { CoveoClient, type PlatformClientShape, type ResponseInfo } from "./PlatformClient.ts"

// A server may echo the token in any header: of the raw ones, only a Retry-After that is a number is kept. The
// request id and the URL come from the pipeline already scrubbed.
const delaySeconds = /^\d{1,10}$/

const responseAttributes = (response: ResponseInfo): Record<string, unknown> => {
  const attributes: Record<string, unknown> = { "http.response.status_code": response.status }
  if (response.requestId !== undefined) attributes["http.response.header.x-request-id"] = [response.requestId]
  const retryAfter = header(response.headers, "retry-after")?.trim()
  if (retryAfter !== undefined && delaySeconds.test(retryAfter)) {
    attributes["http.response.header.retry-after"] = [retryAfter]
  }
  return attributes
}

const record = (span: Tracer.Span, clock: Clock.Clock, response: ResponseInfo): void => {
  const attributes = responseAttributes(response)
  span.event("http.response", clock.currentTimeNanosUnsafe(), attributes)
  span.attribute("url.full", response.url)
  span.attribute("http.response.status_code", response.status)
  if (response.requestId !== undefined) span.attribute("http.response.header.x-request-id", [response.requestId])
}

/**
 * `use` run on `client`, or, under a tracer that records (not the native one, under which calls make no span:
 * nothing to record, nothing to pay), on its derivative that records each response on the current span. The
 * derivative shares connections, retry budget, pause, abort switch and token record; its callback runs after
 * any the caller gave.
 */
const onSpan = <A, E>(
  client: PlatformClientShape,
  use: (client: PlatformClientShape) => Effect.Effect<A, E>
): Effect.Effect<A, E> =>
  Effect.flatMap(Effect.tracer, (tracer) =>
    tracer === Tracer.nativeTracer ? use(client) : Effect.matchEffect(Effect.currentSpan, {
      onFailure: () =>
        use(client),
      onSuccess: (span) =>
        Effect.clockWith((clock) =>
          use(client.withOptions({ onResponse: (response) => record(span, clock, response) }))
        )
    }))

// Clients that already record: telemetry applied twice (a `withTelemetry` inside a program that runs under
// `layerTelemetry`) records each response once.
const tracedClients = new WeakSet<PlatformClientShape>()

/** `client`, its calls (signed downloads too) recording their responses on their spans, and so the clients made from it. */
const traced = (client: PlatformClientShape): PlatformClientShape => {
  if (tracedClients.has(client)) return client
  const result: PlatformClientShape = {
    ...client,
    run: (def, parts) => onSpan(client, (c) => c.run(def, parts)),
    fetchSigned: (name, url) => onSpan(client, (c) => c.fetchSigned(name, url)),
    withOptions: (options) => traced(client.withOptions(options)),
    withCredential: (credential) => traced(client.withCredential(credential))
  }
  tracedClients.add(result)
  return result
}

/**
 * Runs `effect` with every call it makes recording its responses on its span (see the module's
 * documentation).
 *
 * @since 0.1.0
 * @category helpers
 */
export const withTelemetry = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | CoveoClient> =>
  Effect.updateService(effect, CoveoClient, (client) => traced(client))

/**
 * The client of the layer it is provided with, every call recording its responses on its span:
 * `layerTelemetry.pipe(Layer.provide(layer(options)))`.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerTelemetry: Layer.Layer<CoveoClient, never, CoveoClient> = Layer.effect(
  CoveoClient,
  CoveoClient.use((client) => Effect.succeed(traced(client)))
)
