/**
 * Helpers shared by the benchmark scripts (no measurement of its own): the
 * client list, the call loop (sequential or at a given concurrency), medians.
 */
import { type ChildProcess, execFileSync } from "node:child_process"
import type { BenchClient } from "./clients/types.ts"
import { createBody } from "./fixtures.ts"

/** The clients, in table order. `coveo` always runs in a process of its own. */
export const CLIENTS = [
  { key: "fetch", label: "raw fetch" },
  { key: "undici", label: "undici request" },
  { key: "coveo", label: "promise client (@coveo/platform-client)" },
  { key: "facade", label: "our promise API (promise on Node: the build with its own copy of effect)" },
  { key: "unbundled", label: "our promise API, unbundled (as bundlers get promise)" },
  { key: "effect", label: "our Effect API (ManagedRuntime)" }
] as const

export type ClientKey = (typeof CLIENTS)[number]["key"]
export type Op = "list" | "get" | "create" | "delete"

/** One call of the given kind; `k` varies the id so that no two calls are identical. */
export const call = (client: BenchClient, op: Op, k: number): Promise<unknown> => {
  switch (op) {
    case "list":
      return client.list()
    case "get":
      return client.get(`src-${k}`)
    case "create":
      return client.create(createBody)
    case "delete":
      return client.del(`src-${k}`)
  }
}

export interface LoopResult {
  readonly ms: number
  /** User + system CPU of this process over the loop, in microseconds. */
  readonly cpuUs: number
  readonly errors: number
  readonly firstError: string | undefined
}

/** Makes `n` calls with at most `concurrency` in flight; counts failures instead of stopping. */
export const loop = async (client: BenchClient, op: Op, n: number, concurrency: number): Promise<LoopResult> => {
  let next = 0
  let errors = 0
  let firstError: string | undefined
  const lane = async () => {
    while (next < n) {
      const k = next++
      try {
        await call(client, op, k)
      } catch (error) {
        errors++
        firstError ??= describe(error)
      }
    }
  }
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, n)) }, lane))
  const ms = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  return { ms, cpuUs: cpu.user + cpu.system, errors, firstError }
}

/** A short description of anything thrown. */
export const describe = (error: unknown): string => {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300)
  if (error && typeof error === "object") {
    const o = error as Record<string, unknown>
    return `${String(o._tag ?? o.name ?? "object")} ${String(o.status ?? o.message ?? "")}`.slice(0, 300)
  }
  return String(error).slice(0, 300)
}

/** Collects garbage as far as it goes (needs --expose-gc). */
export const fullGc = async () => {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) return
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
  }
}

export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export const MB = 1024 * 1024

/**
 * The child processes of a benchmark run, killed when it ends however it ends, and
 * the whole run bounded by `maxMs`: `track` a child as it starts.
 */
export const superviseChildren = (label: string, maxMs: number) => {
  const children = new Set<ChildProcess>()
  const killAll = () => {
    for (const child of children) child.kill("SIGKILL")
  }
  process.on("exit", killAll)
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      killAll()
      process.exit(130)
    })
  }
  const overall = setTimeout(() => {
    console.error(`${label}: overall time limit reached, stopping`)
    killAll()
    process.exit(3)
  }, maxMs)
  overall.unref()
  const track = <C extends ChildProcess>(child: C): C => {
    children.add(child)
    child.on("exit", () => children.delete(child))
    return child
  }
  return { children, track, killAll }
}

/** The commit a benchmark measured, with a note when `src/` had uncommitted changes. */
export const describeCommit = (root: string): string => {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim()
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "src"], { cwd: root }).toString().trim() !== ""
    return `${sha}${dirty ? " + uncommitted changes in src/" : ""}`
  } catch {
    return "unknown"
  }
}
