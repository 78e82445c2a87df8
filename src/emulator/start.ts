/**
 * Starting an emulator: the options, the handle it returns, and the promise
 * function plain callers use (`startEmulator`). The Effect API in `index.ts`
 * wraps it in a scope.
 *
 * @module
 */
import { randomBytes } from "node:crypto"
import { allEndpoints } from "../endpoints.ts"
import type { EndpointDef } from "../Http/PlatformClient.ts"
import { type FaultRule, Faults } from "./faults.ts"
import { makeGeneric } from "./generic.ts"
import { makeRoutes, type RouteTable } from "./routing.ts"
import { Tokens, type TokenSpec } from "./security.ts"
import { type OrganizationSpec, seed } from "./seed.ts"
import { type EmulatorStats, listen, type LoggedRequest } from "./server.ts"
import { Store } from "./store.ts"
import { merge, workflows } from "./workflows/index.ts"

/**
 * Options of an emulator; every one has a default.
 *
 * @since 0.1.0
 * @category models
 */
export interface EmulatorOptions {
  /** The port to listen on; a random free one by default. */
  readonly port?: number | undefined
  /** The interface to listen on; `127.0.0.1` by default. */
  readonly hostname?: string | undefined
  /** The organization the handle's client configuration points at; `emulator-org` by default. */
  readonly organizationId?: string | undefined
  /** The token of the handle's client configuration, bound to `organizationId`; random by default. */
  readonly accessToken?: string | undefined
  /** The user behind `accessToken`; `admin@example.com` by default. */
  readonly username?: string | undefined
  /** That user's display name, as `check_token` answers it; the part of `username` before `@` by default. */
  readonly displayName?: string | undefined
  /** More organizations the emulator knows. */
  readonly organizations?: ReadonlyArray<string | OrganizationSpec> | undefined
  /** More tokens the emulator accepts (bound to one organization or not). */
  readonly tokens?: ReadonlyArray<TokenSpec> | undefined
  /** Fault rules in force from the start (rate limiting, 5xx, dropped connections, latency). */
  readonly faults?: ReadonlyArray<FaultRule> | undefined
  /** How long each step of a long-running operation (refresh, dry run, export) lasts; 250 ms by default, 0 for instant. */
  readonly stepMs?: number | undefined
  /** Start with sample content (sources, system fields, a default pipeline); true by default. */
  readonly seed?: boolean | undefined
  /** The clock, in ms since the epoch; `Date.now` by default. */
  readonly now?: (() => number) | undefined
  /**
   * Keep each JSON answer in the request log (`LoggedRequest.answer`), for tests that check what the
   * emulator answered; false by default, since the log holds the last 10 000 requests.
   */
  readonly recordAnswers?: boolean | undefined
}

/**
 * A running emulator.
 *
 * @since 0.1.0
 * @category models
 */
export interface EmulatorHandle {
  /** Base URL, e.g. `http://127.0.0.1:53117`: the platform and serverless host at once. */
  readonly url: string
  readonly port: number
  readonly organizationId: string
  readonly accessToken: string
  /** What `layer` or `createPlatformClient` need to talk to this emulator. */
  readonly clientOptions: {
    readonly organizationId: string
    readonly accessToken: string
    readonly host: string
    readonly serverlessHost: string
  }
  /** The fault rules in force; change them while the emulator runs. */
  readonly faults: Faults
  /** The tokens accepted; add or revoke while the emulator runs. */
  readonly tokens: Tokens
  /** Changes how long each step of a long-running operation lasts. */
  readonly setStepMs: (ms: number) => void
  /** What the emulator answered so far. */
  readonly stats: () => EmulatorStats
  /** Zeroes the counters and the request log. */
  readonly resetStats: () => void
  /** The requests received, oldest first (the last 10 000). */
  readonly requests: () => ReadonlyArray<LoggedRequest>
  /** A JSON copy of the whole state, for comparing before and after. */
  readonly state: () => unknown
  /** Stops the server and closes every connection; safe to call twice. */
  readonly stop: () => Promise<void>
}

let cachedRoutes: RouteTable | undefined

/**
 * The route table of every declared call (built once).
 *
 * @since 0.1.0
 * @category helpers
 */
export const routesOf = (defs: ReadonlyArray<EndpointDef> = allEndpoints): RouteTable => {
  if (defs !== allEndpoints) return makeRoutes(defs)
  cachedRoutes ??= makeRoutes(defs)
  return cachedRoutes
}

/**
 * Starts an emulator on loopback; resolves once it listens.
 *
 * @since 0.1.0
 * @category constructors
 */
export const startEmulator = async (options: EmulatorOptions = {}): Promise<EmulatorHandle> => {
  const organizationId = options.organizationId ?? "emulator-org"
  const accessToken = options.accessToken ?? `emulator-${randomBytes(12).toString("hex")}`
  const username = options.username ?? "admin@example.com"
  const now = options.now ?? Date.now
  let stepMs = options.stepMs ?? 250
  const routes = routesOf()
  const merged = merge(workflows)
  const store = new Store()
  const others = (options.organizations ?? []).map((o) => (typeof o === "string" ? { id: o } : o))
  const tokenSpecs: ReadonlyArray<TokenSpec> = [
    { token: accessToken, username, displayName: options.displayName, organizationId },
    ...(options.tokens ?? [])
  ]
  const users = tokenSpecs.map((t) => ({ username: t.username ?? "admin@example.com", displayName: t.displayName }))
  seed(
    store,
    [{ id: organizationId }, ...others.filter((o) => o.id !== organizationId)],
    users,
    now(),
    options.seed ?? true
  )
  const tokens = new Tokens(tokenSpecs)
  const faults = new Faults(options.faults ?? [])
  const server = await listen({
    hostname: options.hostname ?? "127.0.0.1",
    port: options.port ?? 0,
    routes,
    generic: makeGeneric(routes.routes, merged.spec),
    handlers: merged.handlers,
    downloads: merged.downloads,
    tokens,
    faults,
    store,
    stepMs: () => stepMs,
    now,
    recordAnswers: options.recordAnswers ?? false
  })
  return {
    url: server.url,
    port: server.port,
    organizationId,
    accessToken,
    clientOptions: { organizationId, accessToken, host: server.url, serverlessHost: server.url },
    faults,
    tokens,
    setStepMs: (ms) => {
      stepMs = ms
    },
    stats: server.stats,
    resetStats: server.resetStats,
    requests: server.log,
    state: () => store.dump(),
    stop: server.close
  }
}
