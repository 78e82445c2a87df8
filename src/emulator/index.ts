/**
 * An emulator of the platform, served on loopback from the library's own call
 * declarations, for trying the client without an organization and for testing
 * automations offline.
 *
 * ```ts
 * import * as Effect from "effect/Effect"
 * import * as Emulator from "effect-coveo-platform/emulator"
 * import * as Sources from "effect-coveo-platform/Platform/Sources"
 *
 * const page = await Effect.runPromise(
 *   Sources.list({ perPage: 10 }).pipe(Effect.provide(Emulator.layer()))
 * )
 * ```
 *
 * Plain callers use {@link startEmulator} and `stop()`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import type { CallError } from "../Errors/index.ts"
import { layer as clientLayer, type LayerOptions } from "../Http/Layer.ts"
import type { CoveoClient } from "../Http/PlatformClient.ts"
import { type EmulatorHandle, type EmulatorOptions, startEmulator } from "./start.ts"

export type { FaultDecision, FaultKind, FaultRule, Faults } from "./faults.ts"
export type { Tokens, TokenSpec } from "./security.ts"
export type { OrganizationSpec } from "./seed.ts"
export type { EmulatorStats, LoggedRequest } from "./server.ts"
export { type EmulatorHandle, type EmulatorOptions, routesOf, startEmulator } from "./start.ts"

/**
 * The emulator could not start (for instance, its port is taken).
 *
 * @since 0.1.0
 * @category errors
 */
export class EmulatorError extends Schema.TaggedError<EmulatorError>()("EmulatorError", {
  message: Schema.String
}) {}

/**
 * A running emulator, as a service.
 *
 * @since 0.1.0
 * @category services
 */
export class Emulator extends Context.Service<Emulator, EmulatorHandle>()("effect-coveo-platform/emulator/Emulator") {}

/**
 * Starts an emulator for the life of the scope; it stops, all sockets closed, when the scope closes.
 *
 * @since 0.1.0
 * @category constructors
 */
export const serve = (options: EmulatorOptions = {}): Effect.Effect<EmulatorHandle, EmulatorError, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () => startEmulator(options),
      catch: (cause) =>
        new EmulatorError({
          message: `The emulator could not start: ${cause instanceof Error ? cause.message : String(cause)}`
        })
    }),
    (emulator) => Effect.promise(() => emulator.stop())
  )

/**
 * The emulator alone, as a Layer.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerServer = (options: EmulatorOptions = {}): Layer.Layer<Emulator, EmulatorError> =>
  Layer.effect(Emulator, serve(options))

/**
 * Options of {@link layer}: the emulator's, plus client options (retry, timeout, token check).
 *
 * @since 0.1.0
 * @category models
 */
export interface EmulatorLayerOptions extends EmulatorOptions {
  /** Client options besides the organization, token and hosts, which point at the emulator. */
  readonly client?: Omit<LayerOptions, "organizationId" | "accessToken" | "host" | "serverlessHost"> | undefined
}

// `client` is this layer's own option, which the emulator would refuse as unknown; options that are no
// object go on as they are, for the emulator to refuse with its usual message.
const withoutClient = (options: EmulatorLayerOptions): EmulatorOptions => {
  if (typeof options !== "object" || options === null || !("client" in options)) return options
  const rest: Record<string, unknown> = { ...options }
  delete rest.client
  return rest as EmulatorOptions
}

/**
 * The emulator and a `CoveoClient` configured for it (its organization, token, and host for every call).
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (
  options: EmulatorLayerOptions = {}
): Layer.Layer<Emulator | CoveoClient, EmulatorError | CallError<"POST">> => {
  const client = Layer.unwrap(Effect.gen(function*() {
    const emulator = yield* Emulator
    return clientLayer({ ...options.client, ...emulator.clientOptions })
  }))
  return Layer.provideMerge(client, layerServer(withoutClient(options)))
}
