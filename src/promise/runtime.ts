/**
 * The runtime of a promise client: the client's layer, built on first use, and the calls running on it.
 *
 * Written here rather than with `ManagedRuntime`, whose lifecycle (memo maps, nested disposals) the facade
 * does not need and every page would load (0.7 KB gzip, issue 18's budget (b)). It also lets a failed
 * build be tried again: a network error while checking the token does not fail the client for good.
 *
 * @module
 */
import type * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"

/** What the facade runs its calls on: a `ManagedRuntime` of the client's layer has this shape too. */
export interface ClientRuntime<R> {
  /** Runs an Effect to its exit; the signal interrupts it. */
  readonly runPromiseExit: <A, E>(
    effect: Effect.Effect<A, E, R>,
    options?: { readonly signal?: AbortSignal | undefined } | undefined
  ) => Promise<Exit.Exit<A, unknown>>
  /**
   * Runs a synchronous Effect on the built layer; throws when it fails or is asynchronous. Until a run has
   * built the layer it builds nothing and gives `undefined`: no call has been made, nothing is to be read.
   */
  readonly runSync: <A, E>(effect: Effect.Effect<A, E, R>) => A | undefined
  /** Interrupts the calls in flight and releases the layer's resources (the transport's connections). */
  readonly dispose: () => Promise<void>
  /** Whether the layer is built: until it is, a run waits for the build. */
  readonly built: () => boolean
}

// Written on the fiber's own methods: `effect/Fiber` would be one more chunk for the page to load.
const join = <A, E>(fiber: Fiber.Fiber<A, E>): Effect.Effect<A, E> =>
  Effect.callback((resume) => Effect.sync(fiber.addObserver(resume)))

const interrupted = (fiber: Fiber.Fiber<unknown, unknown>): Promise<unknown> =>
  new Promise((resolve) => {
    fiber.addObserver(resolve)
    fiber.interruptUnsafe()
  })

/**
 * A runtime over `layer`. The layer is built once, by the first run; a build that fails is not kept, and the next
 * run builds again. `dispose` interrupts the runs in flight, then closes what the build acquired.
 */
export const makeRuntime = <R, E>(layer: Layer.Layer<R, E>): ClientRuntime<R> => {
  const scope = Scope.makeUnsafe()
  const running = new Set<Fiber.Fiber<unknown, unknown>>()
  let context: Context.Context<R> | undefined
  let building: Fiber.Fiber<Context.Context<R>, E> | undefined
  let disposing: Promise<void> | undefined
  const build = Effect.suspend(() => {
    if (context !== undefined) return Effect.succeed(context)
    let fiber = building
    if (fiber === undefined) {
      // A layer releases what a failed build acquired (`Layer.fromBuild`): nothing of it stays in `scope`.
      fiber = building = Effect.runFork(Layer.buildWithScope(layer, scope))
      // Called at once when the build was synchronous. A failed build is not kept: the next run builds again.
      fiber.addObserver((exit) => Exit.isSuccess(exit) ? (context = exit.value) : (building = undefined))
    }
    return join(fiber)
  })
  const run = <A, E2>(effect: Effect.Effect<A, E2, R>): Effect.Effect<A, unknown> =>
    disposing !== undefined
      ? Effect.interrupt
      : context === undefined
      ? Effect.flatMap(build, (made) => Effect.provideContext(effect, made))
      : Effect.provideContext(effect, context)
  return {
    runPromiseExit: (effect, options) => {
      const fiber = Effect.runFork(run(effect), options)
      running.add(fiber)
      return new Promise((resolve) =>
        fiber.addObserver((exit) => {
          running.delete(fiber)
          resolve(exit)
        })
      )
    },
    // Not `run`: a build that waits for the network (a token check) would make this throw.
    runSync: (effect) => context === undefined ? undefined : Effect.runSync(Effect.provideContext(effect, context)),
    built: () => context !== undefined,
    dispose: () =>
      disposing ??= Promise.all([...running, ...(building === undefined ? [] : [building])].map(interrupted)).then(
        () => Effect.runPromise(Scope.close(scope, Exit.void))
      )
  }
}
