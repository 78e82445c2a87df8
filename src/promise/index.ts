/**
 * The promise API, drop-in for `@coveo/platform-client` call shapes:
 *
 * ```ts
 * const client = createPlatformClient({ organizationId: "my-org", accessToken: "xx..." })
 * await client.initialize()
 * const page = await client.source.list({ perPage: 50 })
 * ```
 *
 * Every accessor is generated from the Effect modules by `makeLazyFacade`, over the light tree of
 * `manifest.ts`: an area's module is loaded by the first call of that area, not by this import.
 *
 * On Node, `effect-coveo-platform/promise` resolves to a build of this module that carries its own copy of
 * effect (`dist/standalone/promise.js`, see `scripts/build.ts`): a fresh process loads a few files instead of
 * about a thousand modules. Bundlers and browsers get this module, which shares the application's effect.
 *
 * @module
 */
import "../internal/requireNode.ts"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { HttpError, type HttpErrorProps, InvalidInput } from "../Errors/index.ts"
import { abortGetRequests, checkToken, currentUser } from "../Http/Auth.ts"
import { hostFor, resolve, type TokenSource } from "../Http/Config.ts"
import { layer } from "../Http/Layer.ts"
import {
  type CallOptions,
  CoveoClient as PlatformClientService,
  type Credential,
  credential as makeCredential,
  mergeCallOptions,
  type Method,
  type PlatformClientShape,
  type ResponseInfo,
  type TokenInfo,
  type TokenUser
} from "../Http/PlatformClient.ts"
import type { RawRequest, WithResponse } from "../Http/Request.ts"
import type { RetryOptions } from "../Http/Retry.ts"
import type { Transport } from "../Http/Transport.ts"
import { isRecord } from "../internal/isRecord.ts"
import type { Environment as EnvironmentName, Region as RegionCode } from "../Schema/Common.ts"
import type { accessors } from "./accessors.ts"
import { AreaLoadFailed, type Facade, makeLazyFacade, type Runner, runPromise } from "./Facade.ts"
import { manifest } from "./manifest.ts"
import { type ClientRuntime, makeRuntime } from "./runtime.ts"

export type { TokenRequest, TokenSource } from "../Http/Config.ts"
export { retry } from "../Http/Retry.ts"
export * from "./enumerations.ts"
export { AreaLoadFailed } from "./Facade.ts"
export type { Facade, PromiseCall, PromiseOf, PromiseSignature, Promisified } from "./Facade.ts"
export type * from "./types.ts"

/**
 * {@link HttpError} under the promise client's name, for ported `catch` blocks: `e instanceof
 * CoveoPlatformClientError` holds for a platform's error answer, with its `status`, `title`, `detail` and
 * `xRequestId`. Ported tests may also build one without fields, as the promise client's (an `Error`) allows.
 *
 * @since 0.1.0
 * @category errors
 */
export const CoveoPlatformClientError: typeof HttpError & (new(props?: HttpErrorProps) => HttpError) =
  HttpError as never

/**
 * A platform's error answer: {@link HttpError} under the promise client's name.
 *
 * @since 0.1.0
 * @category errors
 */
export type CoveoPlatformClientError = HttpError

/**
 * The environments under the promise client's enumeration names (`Environment.dev`), for ported code.
 *
 * @since 0.1.0
 * @category constants
 */
export const Environment = { dev: "dev", stg: "stg", prod: "production", hipaa: "hipaa" } as const

/**
 * An environment: `dev`, `stg`, `production` or `hipaa`.
 *
 * @since 0.1.0
 * @category models
 */
export type Environment = EnvironmentName

/**
 * The members of {@link Environment} as types, as with an `enum`: the type `Environment.prod` is `"production"`.
 *
 * @since 0.1.0
 * @category models
 */
export declare namespace Environment {
  export type dev = typeof Environment.dev
  export type stg = typeof Environment.stg
  export type prod = typeof Environment.prod
  export type hipaa = typeof Environment.hipaa
}

/**
 * The regions under the promise client's enumeration names (`Region.EU`), for ported code. `CA` is there for
 * plain JavaScript, which the client takes at run time; the option's type names the specification's three.
 *
 * @since 0.1.0
 * @category constants
 */
export const Region = { US: "us", EU: "eu", AU: "au", CA: "ca" } as const

/**
 * A region: `us`, `eu` or `au`.
 *
 * @since 0.1.0
 * @category models
 */
export type Region = RegionCode

/**
 * The members of {@link Region} as types, as with an `enum`: the type `Region.EU` is `"eu"`.
 *
 * @since 0.1.0
 * @category models
 */
export declare namespace Region {
  export type US = typeof Region.US
  export type EU = typeof Region.EU
  export type AU = typeof Region.AU
  export type CA = typeof Region.CA
}

/**
 * The promise client's `PageModel`: a page of `T` under `K` (`items` unless named), with its counts, read-only
 * as our answers are: `PageModel<SourceModel, "sourceModels">` is what `source.list` resolves.
 *
 * @since 0.1.0
 * @category models
 */
export type PageModel<T = unknown, K extends string = "items"> =
  & { readonly [key in K]: ReadonlyArray<T> }
  & { readonly totalEntries: number; readonly totalPages: number }

/**
 * The promise client's `New`: a resource as it is created, without its `id` (nor the keys `K`); of each member
 * of a union (a source of each type).
 *
 * @since 0.1.0
 * @category models
 */
export type New<T, K extends keyof T | null = null> = T extends unknown ? Omit<T, "id" | NonNullable<K>> : never

/**
 * The promise client's `getEndpoint`: the platform's host in an environment and region (`api…` for
 * `isServerlessHost`), `""` for an environment it does not know, as it answers.
 *
 * @since 0.1.0
 * @category constants
 */
export const getEndpoint = (
  environment: Environment = Environment.prod,
  region: Region | typeof Region.CA = Region.US,
  isServerlessHost = false
): string =>
  Object.values(Environment).includes(environment)
    ? hostFor(isServerlessHost ? "api" : "platform", environment, region as Region)
    : ""

/**
 * Options of {@link createPlatformClient}: the promise client's, plus retry, timeout and transport.
 *
 * @since 0.1.0
 * @category models
 */
export interface PlatformClientOptions {
  readonly organizationId: string
  /** A token, or a function returning one (called on every request). */
  readonly accessToken: TokenSource
  readonly environment?: Environment | undefined
  readonly region?: Region | undefined
  readonly host?: string | undefined
  readonly serverlessHost?: string | undefined
  readonly retry?: RetryOptions | undefined
  /**
   * The promise client's request settings for every call: only `headers` (a proxy's `Proxy-Authorization`),
   * applied as `withOptions({ headers })` applies them; any other setting throws `InvalidInput`.
   */
  readonly globalRequestSettings?: { readonly headers?: Readonly<Record<string, string>> | undefined } | undefined
  /** Per attempt; default 60 seconds (see `PlatformOptions.timeout`). */
  readonly timeout?: Duration.Input | undefined
  /** Per call, retries and waits included; none by default (see `PlatformOptions.deadline`). */
  readonly deadline?: Duration.Input | undefined
  /** Largest body read into memory, in bytes; default 64 MiB (see `PlatformOptions.maxResponseSize`). */
  readonly maxResponseSize?: number | undefined
  /** How requests are sent; `node:http` on Node and `fetch` elsewhere by default. */
  readonly transport?: Transport | undefined
}

/**
 * Options of a client made with `withOptions`: the Effect API's per-call options, plus an `AbortSignal`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PromiseCallOptions extends Omit<CallOptions, "onResponse"> {
  /** Aborts the calls of this client: they reject with the signal's reason. */
  readonly signal?: AbortSignal | undefined
}

/**
 * The promise client: accessors as in `@coveo/platform-client`, plus lifecycle.
 *
 * @since 0.1.0
 * @category models
 */
export type PromisePlatformClient = Facade<typeof accessors> & {
  /**
   * The same client (connections, retry budget, token) with options for the calls made
   * through it: `client.withOptions({ timeout: "5 seconds", signal }).source.get(id)`.
   */
  readonly withOptions: (options: PromiseCallOptions) => PromisePlatformClient
  /**
   * The same client (connections, retry budget, hosts, options) sending another token, in any form
   * `accessToken` takes: `client.withAccessToken(searchToken).search.query(...)`. The token is
   * scrubbed from errors as the client's own is; `initialize()` and `currentUser` there are about it.
   */
  readonly withAccessToken: (accessToken: TokenSource) => PromisePlatformClient
  /**
   * Runs `use` on a client that notes its calls' responses, and returns the data with
   * the last call's response (status, headers, request id):
   * `const { data, response } = await client.withResponse((c) => c.source.get(id))`.
   */
  readonly withResponse: <A>(use: (client: PromisePlatformClient) => Promise<A>) => Promise<WithResponse<A>>
  /**
   * Sends any platform path through the client's pipeline (see `request` in `Http/Request`). A GET
   * resolves `undefined` when `abortGetRequests()` aborts it, as the accessors' GETs do, so its answer
   * is typed `A | undefined`.
   */
  readonly request: {
    <A = unknown>(request: RawRequest & { readonly method: "GET" }): Promise<A | undefined>
    <A = unknown>(request: RawRequest & { readonly method: Exclude<Method, "GET"> }): Promise<A>
    <A = unknown>(request: RawRequest): Promise<A | undefined>
  }
  /** Checks the token with the authorization server and keeps the answer (the specification's authorization rules). */
  readonly initialize: () => Promise<TokenInfo>
  /** The authenticated user of the last `initialize()`; `undefined` before it. */
  readonly currentUser: TokenUser | undefined
  /** Aborts every GET in flight; they resolve `undefined` (the specification's rules for all calls). */
  readonly abortGetRequests: () => void
  /** {@link abortGetRequests} under the promise client's name. */
  readonly abortPendingGetRequests: () => void
  /** Releases the client's resources. */
  readonly dispose: () => Promise<void>
}

/**
 * Creates a promise client. Invalid options (a `host` that is not an http(s) URL,
 * a negative `timeout`, ...) throw `InvalidInput` here, before any call, and so do the promise client's
 * `requestHandlers` and `responseHandlers`, which this client would not apply, and any
 * `globalRequestSettings` but `headers`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const createPlatformClient = (options: PlatformClientOptions): PromisePlatformClient => {
  const settings = options?.globalRequestSettings
  // The promise client's hooks, which this client does not run: refused rather than dropped in silence.
  for (const key of ["globalRequestSettings", "requestHandlers", "responseHandlers"]) {
    const value = (options as unknown as Record<string, unknown> | null)?.[key]
    const headersOnly = key === "globalRequestSettings" && isRecord(value) &&
      Object.keys(value).every((k) => k === "headers")
    if (value !== undefined && !headersOnly) {
      throw new InvalidInput({
        call: "createPlatformClient",
        message:
          `${key} is not supported (but globalRequestSettings' headers): use withOptions({ headers }) or withResponse`
      })
    }
  }
  const checked = resolve(options)
  if (Result.isFailure(checked)) throw checked.failure
  const runtime = makeRuntime(layer(options))
  let disposed = false
  let aborts = 0
  const lifecycle = {
    runtime,
    abortGetRequests: () => {
      aborts++
      runtime.runSync(abortGetRequests)
    },
    getAborts: () => aborts,
    dispose: () => {
      disposed = true
      return runtime.dispose()
    },
    disposed: () => disposed
  }
  return clientOver(lifecycle, settings?.headers === undefined ? undefined : { headers: settings.headers })
}

interface Lifecycle {
  readonly runtime: ClientRuntime<PlatformClientService>
  readonly dispose: () => Promise<void>
  readonly disposed: () => boolean
  readonly abortGetRequests: () => void
  readonly getAborts: () => number
}

// Per-call options as the promise layer keeps them: the Effect API's, plus a signal and another credential.
type ClientOptions = CallOptions & {
  readonly signal?: AbortSignal | undefined
  readonly credential?: Credential | undefined
}

// Every client made, derived ones included: what `instanceof PlatformClient` recognises.
const clients = new WeakSet<object>()

// A client over the shared runtime; `options` are the per-call options of a client made with
// `withOptions` (or `withResponse`), applied to every call and stream run through it.
const clientOver = (lifecycle: Lifecycle, options: ClientOptions | undefined): PromisePlatformClient => {
  const { runtime, disposed, getAborts } = lifecycle
  const runner: Runner = options === undefined ? { runtime, disposed, getAborts } : (() => {
    const { credential, signal, ...callOptions } = options
    const apply = (client: PlatformClientShape) => {
      const optioned = client.withOptions(callOptions)
      return credential === undefined ? optioned : optioned.withCredential(credential)
    }
    return {
      runtime,
      disposed,
      wrap: (effect) => Effect.updateService(effect, PlatformClientService, apply),
      signal,
      getAborts
    }
  })()
  const abort = () => {
    if (!disposed()) lifecycle.abortGetRequests()
  }
  const derive = (more: ClientOptions): PromisePlatformClient => {
    // As `createPlatformClient` refuses options that are no object; invalid values in them fail the calls.
    if (
      more !== undefined &&
      (!isRecord(more) || more.signal !== undefined && typeof more.signal.addEventListener !== "function")
    ) {
      throw new InvalidInput({ call: "withOptions", message: "options must be an object, its signal an AbortSignal" })
    }
    return clientOver(lifecycle, mergeCallOptions(options, more))
  }
  const client = Object.defineProperties(makeLazyFacade(runner, manifest), {
    withOptions: { value: (more: PromiseCallOptions) => derive(more) },
    // The credential is made here, once: the calls of the derived client share its token check.
    withAccessToken: { value: (accessToken: TokenSource) => derive({ credential: makeCredential(accessToken) }) },
    withResponse: {
      value: async <A>(use: (client: PromisePlatformClient) => Promise<A>) => {
        let last: ResponseInfo | undefined
        const data = await use(derive({ onResponse: (response) => (last = response) }))
        return { data, response: last! }
      }
    },
    request: {
      // `Http/Request` is loaded on first use, as an area's module is (few programs send a raw request, and
      // the page loads less up front: issue 18's budget (b)); a GET still waiting for it when
      // `abortGetRequests` runs resolves `undefined` unsent, as the accessors' calls do.
      value: <A>(req: RawRequest) => {
        const aborts = getAborts()
        return import("../Http/Request.ts").then(
          ({ request }) =>
            aborts !== getAborts() && req?.method === "GET" ? undefined : runPromise(runner, request<A>(req)),
          (cause: unknown) => {
            throw new AreaLoadFailed({ accessor: "request", cause })
          }
        ) as Promise<A>
      }
    },
    initialize: { value: () => runPromise(runner, checkToken) as Promise<TokenInfo> },
    currentUser: {
      get: () =>
        disposed() ? undefined : runtime.runSync(runner.wrap === undefined ? currentUser : runner.wrap(currentUser)),
      enumerable: true
    },
    abortGetRequests: { value: abort },
    abortPendingGetRequests: { value: abort },
    dispose: { value: lifecycle.dispose }
  }) as PromisePlatformClient
  clients.add(client)
  return client
}

/**
 * The promise client as a class, for `new PlatformClient(options)` as with `@coveo/platform-client`.
 *
 * @since 0.1.0
 * @category models
 */
// The interface gives the class the client's members; the constructor returns the client itself.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- every member is there
export interface PlatformClient extends PromisePlatformClient {}
/**
 * The promise client as a class, for `new PlatformClient(options)` as with `@coveo/platform-client`.
 *
 * @since 0.1.0
 * @category constructors
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see above
export class PlatformClient {
  /** The environments, as `PlatformClient.Environment.dev` of the promise client. */
  static readonly Environment = Environment
  /** `client instanceof PlatformClient` holds for every client, made by `createPlatformClient` or derived. */
  static [Symbol.hasInstance](value: unknown): boolean {
    // Not inherited: no client is an instance of a subclass.
    return this === PlatformClient && clients.has(value as object)
  }
  constructor(options: PlatformClientOptions) {
    // A constructor may return another object: the generated client is the instance.
    return createPlatformClient(options) as PlatformClient
  }
}

/**
 * {@link PlatformClient} as the default export, for `import PlatformClient from "…"` as with `@coveo/platform-client`.
 *
 * @since 0.1.0
 * @category constructors
 */
export default PlatformClient
