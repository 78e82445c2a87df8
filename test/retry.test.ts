import { afterEach, describe, expect, it, vi } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { TestClock } from "effect/testing"
import { RetryError } from "../src/Errors/index.ts"
import { retry, retryEffect } from "../src/Http/Retry.ts"

/** An operation that fails `failures` times, recording the (fake) time of each call. */
const flaky = (failures: number, now: () => number) => {
  const calls: Array<number> = []
  const run = () => {
    calls.push(now())
    return calls.length > failures ? Promise.resolve("done") : Promise.reject(new Error(`failure ${calls.length}`))
  }
  return { calls, run }
}

describe("retry (promise helper)", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("rejects with InvalidInput, without calling, when an option is not valid", async () => {
    const op = flaky(0, () => 0)
    for (const options of [{ initialDelay: "soon" }, { attempts: -1 }, { jitter: "half" }] as const) {
      await expect(retry(op.run, options as never), JSON.stringify(options)).rejects.toMatchObject({
        _tag: "InvalidInput",
        call: "retry"
      })
    }
    expect(op.calls).toEqual([])
  })

  it("defaults: no delay before the first attempt, then 100, 200, 400 ms", async () => {
    vi.useFakeTimers({ now: 0 })
    const op = flaky(3, () => Date.now())
    const result = retry(op.run)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await result).toBe("done")
    expect(op.calls).toEqual([0, 100, 300, 700])
  })

  it("gives up after 10 attempts with the last rejection", async () => {
    vi.useFakeTimers({ now: 0 })
    const op = flaky(100, () => Date.now())
    const result = retry(op.run).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await result).toEqual(new Error("failure 10"))
    expect(op.calls).toHaveLength(10)
    expect(op.calls.at(-1)).toBe(51_100)
  })

  it("rejects with 'Something went wrong.' when no attempt is allowed", async () => {
    const op = flaky(0, () => 0)
    const error = await retry(op.run, { attempts: 0 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RetryError)
    expect((error as Error).message).toBe("Something went wrong.")
    expect(op.calls).toHaveLength(0)
  })

  it("retries only what the predicate accepts", async () => {
    const op = flaky(5, () => 0)
    const error = await retry(op.run, { retry: () => false }).catch((e: unknown) => e)
    expect(error).toEqual(new Error("failure 1"))
    expect(op.calls).toHaveLength(1)
  })

  it("delayFirstAttempt, multiplier and maxDelay", async () => {
    vi.useFakeTimers({ now: 0 })
    const op = flaky(3, () => Date.now())
    const result = retry(op.run, { delayFirstAttempt: true, multiplier: 3, maxDelay: 500 })
    await vi.advanceTimersByTimeAsync(5000)
    expect(await result).toBe("done")
    // first attempt waits 100, then 300, then 900 capped at 500, then 500
    expect(op.calls).toEqual([100, 400, 900, 1400])
  })
})

describe("retryEffect (Schedule twin)", () => {
  const failingTimes = (failures: number) => {
    const calls: Array<number> = []
    const effect = Effect.gen(function*() {
      calls.push(yield* Clock.currentTimeMillis)
      if (calls.length <= failures) return yield* Effect.fail(`failure ${calls.length}`)
      return "done"
    })
    return { calls, effect }
  }

  it.effect("follows the same sequence on the TestClock", () =>
    Effect.gen(function*() {
      const op = failingTimes(3)
      const fiber = yield* Effect.forkChild(retryEffect(op.effect))
      yield* TestClock.adjust(700)
      expect(yield* Fiber.join(fiber)).toBe("done")
      expect(op.calls).toEqual([0, 100, 300, 700])
    }))

  it.effect("full jitter waits between 0 and the delay", () =>
    Effect.gen(function*() {
      const op = failingTimes(3)
      const fiber = yield* Effect.forkChild(retryEffect(op.effect, { jitter: "full" }))
      yield* TestClock.adjust(700)
      expect(yield* Fiber.join(fiber)).toBe("done")
      const waits = op.calls.slice(1).map((t, i) => t - op.calls[i]!)
      waits.forEach((w, i) => {
        expect(w).toBeGreaterThanOrEqual(0)
        expect(w).toBeLessThanOrEqual(100 * 2 ** i)
      })
    }))

  it.effect("fails with RetryError when attempts is 0", () =>
    Effect.gen(function*() {
      const op = failingTimes(0)
      const error = yield* Effect.flip(retryEffect(op.effect, { attempts: 0 }))
      expect(error).toBeInstanceOf(RetryError)
      expect(op.calls).toHaveLength(0)
    }))
})
