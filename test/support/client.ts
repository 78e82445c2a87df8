import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Layer from "effect/Layer"
import type { CallError } from "../../src/Errors/index.ts"
import type { PlatformClient } from "../../src/Http/PlatformClient.ts"
import { layer, type LayerOptions } from "../../src/Http/Layer.ts"
import type { TestServer } from "./server.ts"

/** The token the tests configure; it must never show in an error. */
export const TOKEN = "xx-secret-token-4f9c2e"
/** The organization the tests configure. */
export const ORG = "my-org"

/** A client layer pointed at the test server(s). */
export const testLayer = (
  server: TestServer,
  options: Partial<LayerOptions> = {},
  serverless?: TestServer
): Layer.Layer<PlatformClient, CallError<"POST">> =>
  layer({
    organizationId: ORG,
    accessToken: TOKEN,
    host: server.url,
    serverlessHost: (serverless ?? server).url,
    ...options
  })

/** Runs a call against the test server and returns its exit. */
export const runExit = <A, E>(
  server: TestServer,
  effect: Effect.Effect<A, E, PlatformClient>,
  options: Partial<LayerOptions> = {},
  serverless?: TestServer
) => Effect.runPromiseExit(Effect.provide(effect, testLayer(server, options, serverless)))

/** Runs a call against the test server; rejects with the typed error. */
export const run = <A, E>(
  server: TestServer,
  effect: Effect.Effect<A, E, PlatformClient>,
  options: Partial<LayerOptions> = {},
  serverless?: TestServer
) => Effect.runPromise(Effect.provide(effect, testLayer(server, options, serverless)))

/** The typed failure of an exit, or throws. */
export const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  const found = Exit.findErrorOption(exit)
  if (found._tag === "None") throw new Error(`expected a typed failure, got ${String(exit.cause)}`)
  return found.value
}
