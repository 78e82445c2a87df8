import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Layer from "effect/Layer"
import * as Tracer from "effect/Tracer"
import type { CallError } from "../../src/Errors/index.ts"
import { json, put } from "../../src/Http/Endpoint.ts"
import { layer, type LayerOptions } from "../../src/Http/Layer.ts"
import type { CoveoClient } from "../../src/Http/PlatformClient.ts"
import { type Facade, type LazyTree, makeLazyFacade, type Node } from "../../src/promise/Facade.ts"
import { manifest } from "../../src/promise/manifest.ts"
import { makeRuntime } from "../../src/promise/runtime.ts"
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
): Layer.Layer<CoveoClient, CallError<"POST">> =>
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
  effect: Effect.Effect<A, E, CoveoClient>,
  options: Partial<LayerOptions> = {},
  serverless?: TestServer
) => Effect.runPromiseExit(Effect.provide(effect, testLayer(server, options, serverless)))

/** Runs a call against the test server; rejects with the typed error. */
export const run = <A, E>(
  server: TestServer,
  effect: Effect.Effect<A, E, CoveoClient>,
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

/**
 * Runs `use` with the promise facade's accessors named by `tree` (as the client builds them, from the manifest)
 * on a runtime pointed at the test server(s), then disposes it.
 */
export const withFacade = async <T extends Readonly<Record<string, Node>>>(
  server: TestServer,
  tree: T,
  use: (facade: Facade<T>) => Promise<void>,
  serverless?: TestServer
): Promise<void> => {
  const runtime = makeRuntime(testLayer(server, {}, serverless))
  try {
    const named = Object.fromEntries(Object.keys(tree).map((key) => {
      const node = (manifest as LazyTree)[key]
      if (node === undefined) throw new Error(`withFacade: no accessor ${key} in the manifest`)
      return [key, node]
    }))
    await use(makeLazyFacade({ runtime, disposed: () => false }, named) as Facade<T>)
  } finally {
    await runtime.dispose()
  }
}

/** A tracer that records every span it starts (use with `Effect.withTracer`). */
export const recordingTracer = () => {
  const spans: Array<Tracer.Span> = []
  const tracer = Tracer.make({
    span: (options) => {
      const span = Tracer.nativeTracer.span(options)
      spans.push(span)
      return span
    }
  })
  return { spans, tracer }
}

/** A PUT of a file: a Blob body, streamed (`body: "file"`), answered with JSON. */
export const blobUpload = put(
  "Test.upload",
  "/rest/organizations/{org}/upload",
  json<{ readonly ok: boolean }>(),
  (file: Blob) => ({ body: file }),
  { body: "file" }
)
