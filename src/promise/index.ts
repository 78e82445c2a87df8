/**
 * The promise API, drop-in for `@coveo/platform-client` call shapes:
 *
 * ```ts
 * const client = createPlatformClient({ organizationId: "my-org", accessToken: "xx..." })
 * await client.initialize()
 * const page = await client.source.list({ perPage: 50 })
 * ```
 *
 * Every accessor is generated from the Effect modules by `makeFacade`.
 *
 * @module
 */
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Result from "effect/Result"
import { abortGetRequests, checkToken, currentUser } from "../Http/Auth.ts"
import { resolve, type TokenSource } from "../Http/Config.ts"
import { layer } from "../Http/Layer.ts"
import type { TokenInfo, TokenUser } from "../Http/PlatformClient.ts"
import type { RetryOptions } from "../Http/Retry.ts"
import type { Transport } from "../Http/Transport.ts"
import type * as Duration from "effect/Duration"
import type { Environment, Region } from "../Schema/Common.ts"
import { accessors } from "./accessors.ts"
import { type Facade, makeFacade, runPromise } from "./Facade.ts"

export { retry } from "../Http/Retry.ts"

/** Options of {@link createPlatformClient}: the promise client's, plus retry, timeout and transport. */
export interface PlatformClientOptions {
  readonly organizationId: string
  /** A token, or a function returning one (called on every request). */
  readonly accessToken: TokenSource
  readonly environment?: Environment | undefined
  readonly region?: Region | undefined
  readonly host?: string | undefined
  readonly serverlessHost?: string | undefined
  readonly retry?: RetryOptions | undefined
  /** Per attempt; default 60 seconds (see `PlatformOptions.timeout`). */
  readonly timeout?: Duration.Input | undefined
  /** Per call, retries and waits included; none by default (see `PlatformOptions.deadline`). */
  readonly deadline?: Duration.Input | undefined
  /** Largest body read into memory, in bytes; default 64 MiB (see `PlatformOptions.maxResponseSize`). */
  readonly maxResponseSize?: number | undefined
  /** How requests are sent; `node:http` on Node and `fetch` elsewhere by default. */
  readonly transport?: Transport | undefined
}

/** The promise client: accessors as in `@coveo/platform-client`, plus lifecycle. */
export type PromisePlatformClient = Facade<typeof accessors> & {
  /** Checks the token with the authorization server and keeps the answer (spec 6). */
  readonly initialize: () => Promise<TokenInfo>
  /** The authenticated user of the last `initialize()`; `undefined` before it. */
  readonly currentUser: TokenUser | undefined
  /** Aborts every GET in flight; they resolve `undefined` (spec 7). */
  readonly abortGetRequests: () => void
  /** Releases the client's resources. */
  readonly dispose: () => Promise<void>
}

/**
 * Creates a promise client. Invalid options (a `host` that is not an http(s) URL,
 * a negative `timeout`, ...) throw `InvalidInput` here, before any call.
 */
export const createPlatformClient = (options: PlatformClientOptions): PromisePlatformClient => {
  const checked = resolve(options)
  if (Result.isFailure(checked)) throw checked.failure
  const runtime = ManagedRuntime.make(layer(options))
  let disposed = false
  const runner = { runtime, disposed: () => disposed }
  const facade = makeFacade(runner, accessors)
  return Object.defineProperties(facade, {
    initialize: { value: () => runPromise(runner, checkToken) as Promise<TokenInfo> },
    currentUser: { get: () => disposed ? undefined : runtime.runSync(currentUser), enumerable: true },
    abortGetRequests: {
      value: () => {
        if (!disposed) runtime.runSync(abortGetRequests)
      }
    },
    dispose: {
      value: () => {
        disposed = true
        return runtime.dispose()
      }
    }
  }) as PromisePlatformClient
}

/** The promise client as a class, for `new PlatformClient(options)` as with `@coveo/platform-client`. */
export interface PlatformClient extends PromisePlatformClient {}
/** The promise client as a class, for `new PlatformClient(options)` as with `@coveo/platform-client`. */
export class PlatformClient {
  constructor(options: PlatformClientOptions) {
    // A constructor may return another object: the generated client is the instance.
    return createPlatformClient(options) as PlatformClient
  }
}
