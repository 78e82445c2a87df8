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
import { type FaultRule, Faults, safeJson, shown } from "./faults.ts"
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
  /** Start with sample content (sources, system fields, a default pipeline, an index); true by default. */
  readonly seed?: boolean | undefined
  /** The clock, in ms since the epoch; `Date.now` by default. */
  readonly now?: (() => number) | undefined
  /**
   * Keep each JSON answer in the request log (`LoggedRequest.answer`), for tests that check what the
   * emulator answered; false by default, since the log holds the last 10 000 requests (fewer when their
   * answers are large: the log keeps 16 M characters at most, and an answer over 64 K characters is kept cut).
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
  /** The requests received, oldest first: the last 10 000, fewer when large answers are recorded. */
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

const checkStepMs = (ms: unknown): void => {
  if (!(typeof ms === "number" && Number.isFinite(ms) && ms >= 0)) {
    throw new TypeError(
      `Invalid emulator option 'stepMs': a finite number of milliseconds (0 or more), not ${shown(ms)}.`
    )
  }
}

// Every option, checked against `EmulatorOptions` both ways, so that a new option cannot be left out.
const optionNames: ReadonlyArray<string> = Object.keys(
  {
    port: true,
    hostname: true,
    organizationId: true,
    accessToken: true,
    username: true,
    displayName: true,
    organizations: true,
    tokens: true,
    faults: true,
    stepMs: true,
    seed: true,
    now: true,
    recordAnswers: true
  } satisfies Record<keyof EmulatorOptions, true>
)

/**
 * Refuses options the emulator would misread (from untyped code) with an error naming the option: a name
 * it does not know (a typo such as `prot` would be ignored, and the default used), a port that is not a
 * number (a string is taken by `node:net` as the path of a local socket), a step that is NaN or negative,
 * lists that are not lists. Fault rules are checked by `Faults`.
 */
const checkOptions = (options: EmulatorOptions): void => {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`Invalid emulator options: an object (or nothing), not ${shown(options)}.`)
  }
  const bad = (name: string, expected: string, value: unknown): never => {
    throw new TypeError(`Invalid emulator option '${name}': ${expected}, not ${shown(value)}.`)
  }
  for (const name of Object.keys(options)) {
    if (!optionNames.includes(name)) {
      throw new TypeError(
        `Invalid emulator option '${name}': no such option; the options are ${optionNames.join(", ")}.`
      )
    }
  }
  const { port } = options
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    bad("port", "a whole number from 0 (any free port) to 65535", port)
  }
  for (const name of ["hostname", "organizationId", "accessToken", "username", "displayName"] as const) {
    const value = options[name]
    if (value !== undefined && (typeof value !== "string" || value === "")) bad(name, "a non-empty string", value)
  }
  if (options.stepMs !== undefined) checkStepMs(options.stepMs)
  for (const name of ["seed", "recordAnswers"] as const) {
    const value = options[name]
    if (value !== undefined && typeof value !== "boolean") bad(name, "a boolean", value)
  }
  if (options.now !== undefined && typeof options.now !== "function") bad("now", "a function", options.now)
  const { organizations, tokens } = options
  if (organizations !== undefined) {
    if (!Array.isArray(organizations)) bad("organizations", "an array", organizations)
    for (const o of organizations) {
      const id = typeof o === "string" ? o : typeof o === "object" && o !== null ? o.id : undefined
      if (typeof id !== "string" || id === "") bad("organizations", "ids or { id } objects", safeJson(o))
    }
  }
  if (tokens !== undefined) {
    if (!Array.isArray(tokens)) bad("tokens", "an array", tokens)
    for (const t of tokens) {
      if (typeof t !== "object" || t === null || typeof t.token !== "string" || t.token === "") {
        bad("tokens", "{ token } objects with a non-empty token", safeJson(t))
      }
    }
  }
}

/**
 * Starts an emulator on loopback; resolves once it listens. Rejects with a `TypeError` naming the option
 * when an option is unknown or malformed (a port that is not a number, a fault rule of an unknown kind...).
 *
 * @since 0.1.0
 * @category constructors
 */
export const startEmulator = async (options: EmulatorOptions = {}): Promise<EmulatorHandle> => {
  checkOptions(options)
  const faults = new Faults(options.faults ?? [])
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
      checkStepMs(ms)
      stepMs = ms
    },
    stats: server.stats,
    resetStats: server.resetStats,
    requests: server.log,
    state: () => store.dump(),
    stop: server.close
  }
}
