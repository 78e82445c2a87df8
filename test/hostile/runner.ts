/**
 * Runs one case of the table on one transport through one API, and checks
 * everything the library guarantees about it.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Logger from "effect/Logger"
import { expect } from "vitest"
import { abortGetRequests } from "../../src/Http/Auth.ts"
import { layer } from "../../src/Http/Layer.ts"
import { createPlatformClient, type PromisePlatformClient } from "../../src/promise/index.ts"
import { recordingTracer } from "../support/client.ts"
import { type Call, calls, type Case, defaultOptions, type Env, type Trigger } from "./cases.ts"
import {
  type Api,
  capturingLogger,
  describeExpected,
  describeOutcome,
  type Expected,
  expectNoSecret,
  fromExit,
  fromRejection,
  type HostileOptions,
  meets,
  type Outcome,
  renderError,
  renderSpans,
  sleep,
  type TransportName,
  transports
} from "./harness.ts"
import { describeSockets, type RawServer, type SocketRecord, startRawServer } from "./server.ts"

interface Run {
  readonly outcome: Outcome
  /** Where the outcome came from: building the client, or the call. */
  readonly phase: "construct" | "call"
  readonly elapsed: number
  /** From the action to the end of the call. */
  readonly release: number | undefined
  readonly requestsDuringCall: number
  readonly then: { readonly outcome: Outcome; readonly elapsed: number } | undefined
  /** Busy sockets left 1 s after the call (undefined when skipped because the outcome was already wrong). */
  readonly busyAfterCall: ReadonlyArray<SocketRecord> | undefined
  /** Sockets left open 1 s after the client was disposed. */
  readonly openAfterDispose: ReadonlyArray<SocketRecord>
  /** Logs, spans, Cause renderings (Effect API). */
  readonly texts: Array<readonly [string, string]>
}

const alternativesOf = (c: Case): ReadonlyArray<Expected> => Array.isArray(c.expect) ? c.expect : [c.expect as Expected]
const meetsAny = (c: Case, o: Outcome, api: Api) => alternativesOf(c).some((e) => meets(o, e, api))

const waitTrigger = async (when: Trigger, env: Env) => {
  if ("afterMs" in when) return sleep(when.afterMs)
  await env.main.waitForRequests(when.requests, 3000)
  if (when.plusMs !== undefined) await sleep(when.plusMs)
}

const busyOf = async (env: Env) => {
  const [a, b] = await Promise.all([env.main.waitQuiet(1000), env.other.waitQuiet(1000)])
  return [...a, ...b]
}
const openOf = async (env: Env) => {
  if (env.sharedPool === true) return busyOf(env)
  const [a, b] = await Promise.all([env.main.waitClosed(1000), env.other.waitClosed(1000)])
  return [...a, ...b]
}

const runEffect = async (c: Case, options: HostileOptions, env: Env): Promise<Run> => {
  const { lines, logger } = capturingLogger()
  const { spans, tracer } = recordingTracer()
  const texts: Array<readonly [string, string]> = []
  const call: Call = c.call ?? calls.get()
  const started = performance.now()
  let clientLayer: ReturnType<typeof layer>
  try {
    clientLayer = layer(options)
  } catch (error) {
    return {
      outcome: { kind: "threw", error },
      phase: "construct",
      elapsed: performance.now() - started,
      release: undefined,
      requestsDuringCall: env.main.requests.length,
      then: undefined,
      busyAfterCall: [],
      openAfterDispose: await openOf(env),
      texts
    }
  }
  let ran = false
  const logFailure = (exit: Exit.Exit<unknown, unknown>) =>
    Exit.isFailure(exit)
      ? Effect.andThen(
        Effect.sync(() => texts.push(["Cause.pretty", Cause.pretty(exit.cause)])),
        Effect.andThen(Effect.logError(exit.cause), Effect.logError("call failed", exit.cause))
      )
      : Effect.void
  const program = Effect.gen(function*() {
    ran = true
    const start = performance.now()
    const fiber = yield* Effect.forkChild(call.effect())
    let actedAt: number | undefined
    const action = c.action
    if (action !== undefined && (action.kind === "abort" || action.kind === "interrupt")) {
      yield* Effect.promise(() => waitTrigger(action.when, env))
      actedAt = performance.now()
      if (action.kind === "abort") yield* abortGetRequests
      else yield* Fiber.interrupt(fiber)
    }
    const exit = yield* Fiber.await(fiber)
    const end = performance.now()
    const requestsDuringCall = env.main.requests.length
    yield* logFailure(exit)
    let then: Run["then"]
    if (c.then !== undefined) {
      const t0 = performance.now()
      const exit2 = yield* Effect.exit((c.then.call ?? calls.get()).effect())
      then = { outcome: fromExit(exit2), elapsed: performance.now() - t0 }
      yield* logFailure(exit2)
    }
    const outcome = fromExit(exit)
    const busyAfterCall = meetsAny(c, outcome, "effect") ? yield* Effect.promise(() => busyOf(env)) : undefined
    return {
      outcome,
      elapsed: end - start,
      release: actedAt === undefined ? undefined : end - actedAt,
      requestsDuringCall,
      then,
      busyAfterCall
    }
  })
  const exit = await Effect.runPromiseExit(
    program.pipe(Effect.withTracer(tracer), Effect.provide(clientLayer), Effect.provide(Logger.layer([logger])))
  )
  texts.push(...lines, ...renderSpans(spans))
  const openAfterDispose = await openOf(env)
  if (Exit.isSuccess(exit)) return { ...exit.value, phase: "call", openAfterDispose, texts }
  // Building the layer failed (the program never ran), or the harness itself failed.
  texts.push(["Cause.pretty (outer)", Cause.pretty(exit.cause)])
  return {
    outcome: fromExit(exit),
    phase: ran ? "call" : "construct",
    elapsed: performance.now() - started,
    release: undefined,
    requestsDuringCall: env.main.requests.length,
    then: undefined,
    busyAfterCall: [],
    openAfterDispose,
    texts
  }
}

const settle = (promise: Promise<unknown>): Promise<{ readonly outcome: Outcome; readonly at: number }> =>
  promise.then(
    (value) => ({ outcome: { kind: "success", value } as Outcome, at: performance.now() }),
    (error: unknown) => ({ outcome: fromRejection(error), at: performance.now() })
  )

const invoke = (
  call: Call,
  client: PromisePlatformClient
): Promise<{ readonly outcome: Outcome; readonly at: number }> => {
  try {
    return settle(call.promise(client))
  } catch (error) {
    return Promise.resolve({ outcome: { kind: "threw", error } as Outcome, at: performance.now() })
  }
}

const runPromise = async (c: Case, options: HostileOptions, env: Env): Promise<Run> => {
  const call: Call = c.call ?? calls.get()
  const started = performance.now()
  let client: PromisePlatformClient
  try {
    client = createPlatformClient(options)
  } catch (error) {
    return {
      outcome: fromRejection(error),
      phase: "construct",
      elapsed: performance.now() - started,
      release: undefined,
      requestsDuringCall: env.main.requests.length,
      then: undefined,
      busyAfterCall: [],
      openAfterDispose: await openOf(env),
      texts: []
    }
  }
  let run: Omit<Run, "openAfterDispose" | "phase" | "texts">
  try {
    const action = c.action
    if (action?.kind === "disposeFirst") await client.dispose()
    const start = performance.now()
    const settled = invoke(call, client)
    let actedAt: number | undefined
    if (action !== undefined && action.kind !== "disposeFirst" && action.kind !== "interrupt") {
      await waitTrigger(action.when, env)
      actedAt = performance.now()
      if (action.kind === "abort") client.abortGetRequests()
      else await client.dispose()
    }
    const { at, outcome } = await settled
    const requestsDuringCall = env.main.requests.length
    let then: Run["then"]
    if (c.then !== undefined) {
      const t0 = performance.now()
      const second = await invoke(c.then.call ?? calls.get(), client)
      then = { outcome: second.outcome, elapsed: second.at - t0 }
    }
    run = {
      outcome,
      elapsed: at - start,
      release: actedAt === undefined ? undefined : at - actedAt,
      requestsDuringCall,
      then,
      busyAfterCall: meetsAny(c, outcome, "promise") ? await busyOf(env) : undefined
    }
  } finally {
    await client.dispose().catch(() => {})
  }
  return { ...run, phase: "call", openAfterDispose: await openOf(env), texts: [] }
}

const defaultOther = (_r: unknown, conn: { respond: (r: object) => Promise<void> }) =>
  conn.respond({ headers: [["content-type", "application/json"]], body: JSON.stringify({ id: "other" }) })

/** Runs `c` on `transport` through `api` and asserts every guarantee. */
export const runCase = async (
  c: Case,
  transport: TransportName,
  api: Api,
  health: { readonly reset: () => void; readonly check: (where: string) => Promise<void> }
): Promise<void> => {
  const where = `${c.name} [${transport}/${api}]`
  health.reset()
  const servers: Array<RawServer> = []
  try {
    const main = await startRawServer(() => {})
    servers.push(main)
    const other = await startRawServer(() => {})
    servers.push(other)
    const env: Env = { main, other, sharedPool: transport === "fetch" }
    main.script = (req, conn) => c.server(req, conn, env)
    other.script = (req, conn) => (c.other ?? defaultOther)(req, conn, env)
    const options: HostileOptions = {
      ...defaultOptions,
      host: main.url,
      serverlessHost: main.url,
      ...c.options?.(env),
      transport: transports[transport]()
    } as HostileOptions

    const run = api === "effect" ? await runEffect(c, options, env) : await runPromise(c, options, env)

    // The outcome.
    const alternatives = alternativesOf(c)
    expect(
      alternatives.some((e) => meets(run.outcome, e, api)),
      `${where}: expected ${alternatives.map(describeExpected).join(" | ")}, got ${describeOutcome(run.outcome)}`
    ).toBe(true)
    const phase = c.phase ?? "call"
    if (phase !== "either") expect(run.phase, `${where}: the failure came from the wrong phase`).toBe(phase)
    if (api === "promise" && (run.outcome.kind === "failure" || run.outcome.kind === "die")) {
      const error = run.outcome.kind === "failure" ? run.outcome.error : run.outcome.defect
      expect(error instanceof Error, `${where}: a rejection that is not an Error`).toBe(true)
    }

    // Timing and requests.
    expect(run.elapsed, `${where}: the call took too long`).toBeLessThanOrEqual(c.within ?? 5000)
    if (c.atLeast !== undefined) {
      expect(run.elapsed, `${where}: the call ended too early`).toBeGreaterThanOrEqual(c.atLeast)
    }
    if (run.release !== undefined) {
      expect(run.release, `${where}: the call was not released promptly`).toBeLessThanOrEqual(c.releaseWithin ?? 1000)
    }
    if (c.requests !== undefined) {
      expect(run.requestsDuringCall, `${where}: requests the server received`).toBe(c.requests)
    }
    if (c.then !== undefined) {
      expect(run.then, `${where}: the second call did not run`).toBeDefined()
      expect(
        meets(run.then!.outcome, c.then.expect, api),
        `${where}: second call expected ${describeExpected(c.then.expect)}, got ${describeOutcome(run.then!.outcome)}`
      ).toBe(true)
      expect(run.then!.elapsed, `${where}: the second call waited`).toBeLessThanOrEqual(c.then.within ?? 5000)
    }

    // The token never shows.
    const texts: Array<readonly [string, string]> = [...run.texts]
    for (const o of [run.outcome, run.then?.outcome]) {
      if (o?.kind === "failure") texts.push(...renderError(o.error))
      if (o?.kind === "die") texts.push(...renderError(o.defect))
      if (o?.kind === "threw") texts.push(...renderError(o.error))
    }
    expectNoSecret(where, texts)

    // Connections: idle or closed after the call, closed after dispose.
    if (run.busyAfterCall !== undefined) {
      expect(describeSockets(run.busyAfterCall), `${where}: sockets still busy 1 s after the call`).toBe("")
    }
    c.verify?.(env)
    expect(describeSockets(run.openAfterDispose), `${where}: sockets still open 1 s after dispose`).toBe("")
    expect([...main.scriptErrors, ...other.scriptErrors], `${where}: the test server's script failed`).toEqual([])

    // Process health.
    await health.check(where)
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
  }
}
