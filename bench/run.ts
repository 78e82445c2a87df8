/**
 * `npm run bench`: the benchmark of issue 8. Measures, against a loopback server
 * in its own process (bench/server.ts), six clients interleaved in one run: raw
 * fetch (the floor), undici's `request`, `@coveo/platform-client` (the promise
 * client), this library's promise facade (`promise` as Node resolves it, and unbundled)
 * and its Effect API through a
 * ManagedRuntime. Each client lives in a worker process of its own
 * (bench/worker.ts), so that none slows another (the promise client replaces the
 * global JSON.parse on some Node versions).
 *
 * Scenarios: sequential list / get / create / delete; list and get at
 * concurrency 64 (throughput); CPU per call; a 429 storm with and without
 * `Retry-After` (completion time and requests made); cold start and import cost
 * in fresh processes; peak RSS during list calls at concurrency 64 and heap
 * after 50,000 against 100,000 calls (bench/probe.ts).
 *
 * Writes a markdown table of medians over rounds, with ratios against raw fetch
 * and against the promise client, to bench/results/latest.md (BENCH_QUICK=1:
 * bench/results/quick.md; runs with any knob below but BENCH_QUICK only get the
 * dated copy) plus a dated copy in bench/results/history/, and prints it.
 *
 * Environment knobs:
 *   BENCH_QUICK=1     about a minute: fewer calls and rounds
 *   BENCH_SCALE=0.5   multiply every call count
 *   BENCH_ROUNDS=5    rounds of the interleaved scenarios
 *   BENCH_CLIENTS=fetch,effect   run a subset of clients
 *   BENCH_SKIP=storm,cold,memory skip phases (throughput, storm, cold, memory)
 *   BENCH_LIB=src     load the library's .ts sources instead of compiling it to bench/.build
 *   BENCH_OUT=path    write the table there instead
 *   BENCH_BUILD_DIR=dir  compile the library there instead of bench/.build
 */
import { type ChildProcess, fork, spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { cpus, loadavg, totalmem } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { buildLibrary } from "../scripts/build.ts"
import { type ClientKey, CLIENTS, describeCommit, median, type Op, superviseChildren } from "./lib.ts"

const benchDir = dirname(fileURLToPath(import.meta.url))
const root = join(benchDir, "..")
const started = Date.now()
const loadBefore = loadavg()[0]!

// ---------------------------------------------------------------- settings

const quick = process.env.BENCH_QUICK === "1"
const scale = Number(process.env.BENCH_SCALE ?? 1) * (quick ? 0.1 : 1)
const rounds = Number(process.env.BENCH_ROUNDS ?? (quick ? 3 : 5))
const n = (count: number) => Math.max(20, Math.round((count * scale) / 10) * 10)
const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean))
const only = process.env.BENCH_CLIENTS?.split(",").filter(Boolean)
const clients = CLIENTS.filter((c) => !only || only.includes(c.key))

interface Scenario {
  readonly key: string
  readonly label: string
  readonly op: Op
  readonly n: number
  readonly concurrency: number
}

const scenarios: ReadonlyArray<Scenario> = [
  { key: "seq-list", label: "sequential list (page of 20)", op: "list", n: n(2_000), concurrency: 1 },
  { key: "seq-get", label: "sequential get", op: "get", n: n(2_000), concurrency: 1 },
  { key: "seq-create", label: "sequential create (201)", op: "create", n: n(2_000), concurrency: 1 },
  { key: "seq-delete", label: "sequential delete (204)", op: "delete", n: n(2_000), concurrency: 1 },
  { key: "c64-list", label: "list at concurrency 64", op: "list", n: n(20_000), concurrency: 64 },
  { key: "c64-get", label: "get at concurrency 64", op: "get", n: n(20_000), concurrency: 64 }
]
const storm = { fraction: 0.25, windowMs: 1_000, n: Math.max(128, n(320)), concurrency: 64, rounds: quick ? 1 : 3 }
const coldRuns = quick ? 3 : 7
const memory = { listN: n(20_000), heapN: n(100_000), runs: quick ? 1 : 5 }

// ---------------------------------------------------------------- processes

// Children are killed however the run ends, and the whole run is bounded too.
const { children } = superviseChildren("bench", Number(process.env.BENCH_MAX_MS ?? (quick ? 10 : 30) * 60_000))

// What the workers and probes send back: JSON whose shape each caller knows (bench/worker.ts,
// bench/probe.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON from child processes
type Message = any

interface Rpc {
  readonly child: ChildProcess
  readonly call: (message: Record<string, unknown>, timeoutMs: number) => Promise<Message>
  readonly first: (timeoutMs: number) => Promise<Message>
}

const rpc = (child: ChildProcess, name: string): Rpc => {
  children.add(child)
  child.on("exit", () => children.delete(child))
  let nextId = 1
  const pending = new Map<number, (m: Message) => void>()
  let firstMessage: ((m: Message) => void) | undefined
  const early: Array<Message> = []
  child.on("message", (m: Message) => {
    if (typeof m?.id === "number" && pending.has(m.id)) {
      pending.get(m.id)!(m)
      pending.delete(m.id)
    } else if (firstMessage) {
      firstMessage(m)
      firstMessage = undefined
    } else early.push(m)
  })
  const withTimeout = <A>(what: string, timeoutMs: number, register: (resolve: (a: A) => void) => void) =>
    new Promise<A>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name}: ${what} timed out after ${timeoutMs} ms`)), timeoutMs)
      const onExit = (code: number | null) => reject(new Error(`${name}: exited (${code}) during ${what}`))
      child.once("exit", onExit)
      register((a) => {
        clearTimeout(timer)
        child.off("exit", onExit)
        resolve(a)
      })
    })
  return {
    child,
    call: (message, timeoutMs) => {
      const id = nextId++
      return withTimeout(String(message.cmd), timeoutMs, (resolve) => {
        pending.set(id, resolve)
        child.send({ ...message, id })
      })
    },
    first: (timeoutMs) =>
      early.length > 0
        ? Promise.resolve(early.shift())
        : withTimeout("start", timeoutMs, (resolve) => (firstMessage = resolve))
  }
}

const stopChild = async (child: ChildProcess, graceMs = 5_000) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  if (child.connected) child.disconnect()
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs)
  await exited
  clearTimeout(timer)
}

const log = (line: string) => {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4)
  console.log(`[${s}s] ${line}`)
}

// ---------------------------------------------------------------- library build

// BENCH_BUILD_DIR: another directory, so that runs from several checkouts or helpers do not build over each other.
const buildDir = process.env.BENCH_BUILD_DIR ?? join(benchDir, ".build")
if (process.env.BENCH_LIB !== "src") {
  log("building src/ as published into bench/.build (scripts/build.ts, no type check)")
  await buildLibrary(buildDir, { full: false })
}
const childEnv = { ...process.env, BENCH_BUILD_DIR: buildDir }

// ---------------------------------------------------------------- server

const server = rpc(
  fork(join(benchDir, "server.ts"), [], {
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: childEnv
  }),
  "server"
)
const ready = await server.first(20_000)
const url: string = ready.url
log(`server at ${url}: page ${ready.pageBytes} bytes, source ${ready.sourceBytes} bytes`)
const env = { ...childEnv, BENCH_URL: url }

// ---------------------------------------------------------------- results

/** results[row][client] = values over rounds. */
const results = new Map<string, Map<ClientKey, Array<number>>>()
const record = (row: string, client: ClientKey, value: number) => {
  if (!results.has(row)) results.set(row, new Map())
  const byClient = results.get(row)!
  if (!byClient.has(client)) byClient.set(client, [])
  byClient.get(client)!.push(value)
}
const notes: Array<string> = []
const failed = new Map<ClientKey, string>()
const jsonParse = new Map<ClientKey, boolean>()
const warningCounts = new Map<ClientKey, number>()

const rotate = <A>(items: ReadonlyArray<A>, by: number) => items.map((_, i) => items[(i + by) % items.length]!)
const loopTimeout = (count: number) => 120_000 + count * 5

// ---------------------------------------------------------------- workers

const workers = new Map<ClientKey, Rpc>()
const retrying = new Set<ClientKey>()
let stormedCalls: number | undefined
const storms = [
  { key: "storm", label: `429 storm (${storm.fraction * 100} % of calls), no Retry-After`, retryAfter: false },
  { key: "storm-ra", label: `429 storm (${storm.fraction * 100} % of calls), Retry-After`, retryAfter: true }
] as const

if (!skip.has("throughput") || !skip.has("storm")) {
  for (const c of clients) {
    const worker = rpc(
      fork(join(benchDir, "worker.ts"), [c.key], {
        execArgv: ["--expose-gc", "--no-warnings"],
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        env
      }),
      c.key
    )
    const hello = await worker.first(60_000).catch((e) => ({ ready: false, error: String(e) }))
    if (!hello.ready) {
      failed.set(c.key, hello.error)
      log(`${c.key}: failed to start: ${hello.error}`)
      await stopChild(worker.child)
      continue
    }
    jsonParse.set(c.key, hello.jsonParseNative)
    if (hello.retries429) retrying.add(c.key)
    workers.set(c.key, worker)
  }
  log(`workers ready: ${[...workers.keys()].join(", ")}`)

  const run = async (client: ClientKey, op: Op, count: number, concurrency: number) => {
    const worker = workers.get(client)
    if (!worker) return undefined
    try {
      const reply = await worker.call({ cmd: "run", op, n: count, concurrency }, loopTimeout(count))
      if (reply.error) throw new Error(reply.error)
      warningCounts.set(client, reply.warnings)
      return reply.result as { ms: number; cpuUs: number; errors: number; firstError?: string }
    } catch (error) {
      failed.set(client, String(error))
      log(`${client}: ${String(error)}; dropping this client`)
      workers.delete(client)
      worker.child.kill("SIGKILL")
      return undefined
    }
  }

  // Warm-up: JIT, connection pools.
  for (const c of workers.keys()) {
    for (const s of scenarios) await run(c, s.op, Math.min(s.n, s.concurrency > 1 ? n(2_000) : n(300)), s.concurrency)
  }
  log("warm-up done")

  if (!skip.has("throughput")) {
    for (let round = 0; round < rounds; round++) {
      for (const s of scenarios) {
        for (const c of rotate([...workers.keys()], round)) {
          const r = await run(c, s.op, s.n, s.concurrency)
          if (!r) continue
          if (r.errors > 0) {
            notes.push(`${c}, ${s.label}: ${r.errors} failed calls (${r.firstError})`)
            continue
          }
          record(s.key, c, (s.n / r.ms) * 1000)
          record(`cpu-${s.key}`, c, r.cpuUs / s.n)
        }
      }
      log(`round ${round + 1}/${rounds} done`)
    }
  }

  if (!skip.has("storm")) {
    for (let round = 0; round < storm.rounds; round++) {
      for (const variant of storms) {
        for (const c of rotate([...workers.keys()].filter((k) => retrying.has(k)), round)) {
          await server.call(
            {
              cmd: "storm",
              fraction: storm.fraction,
              windowMs: storm.windowMs,
              retryAfter: variant.retryAfter,
              seed: 42 + round
            },
            5_000
          )
          const r = await run(c, "get", storm.n, storm.concurrency)
          const { stats } = await server.call({ cmd: "stats" }, 5_000)
          await server.call({ cmd: "storm", fraction: 0 }, 5_000)
          if (!r) continue
          record(`${variant.key}-ms`, c, r.ms)
          record(`${variant.key}-requests`, c, stats.requests / storm.n)
          record(`${variant.key}-failed`, c, r.errors)
          record(`${variant.key}-429`, c, stats.tooMany / storm.n)
          stormedCalls = stats.stormedCalls
          if (r.errors > 0 && round === 0) {
            notes.push(`${c}, ${variant.label}: ${r.errors} calls failed (${r.firstError})`)
          }
        }
      }
      log(`storm round ${round + 1}/${storm.rounds} done`)
    }
  }

  for (const [, worker] of workers) await worker.call({ cmd: "close" }, 10_000).catch(() => undefined)
  await Promise.all([...workers.values()].map((w) => stopChild(w.child)))
}

// ---------------------------------------------------------------- fresh processes

/** Runs bench/probe.ts and returns its result, plus how long the process took to exit on its own. */
const probe = (mode: "cold" | "memory", client: ClientKey, timeoutMs: number, extraEnv: Record<string, string> = {}) =>
  new Promise<{ result: Message; exitAfterResultMs: number | undefined; wallMs: number }>((resolve, reject) => {
    const t0 = performance.now()
    const child = spawn(
      process.execPath,
      [
        // No bytecode flushing: otherwise the heap shrinks as unused functions age out, which hides growth.
        ...(mode === "memory" ? ["--expose-gc", "--no-flush-bytecode"] : []),
        "--no-warnings",
        join(benchDir, "probe.ts"),
        mode,
        client
      ],
      { env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "inherit"] }
    )
    children.add(child)
    let out = ""
    let result: Message
    let resultAt = 0
    let graceTimer: NodeJS.Timeout | undefined
    child.stdout!.on("data", (chunk) => {
      out += chunk
      const match = /^BENCH_RESULT (.*)$/m.exec(out)
      if (match && result === undefined) {
        result = JSON.parse(match[1]!)
        resultAt = performance.now()
        // A process that does not exit by itself within 3 s keeps handles open.
        graceTimer = setTimeout(() => child.kill("SIGKILL"), 3_000)
      }
    })
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.on("exit", (code, signal) => {
      children.delete(child)
      clearTimeout(timer)
      if (graceTimer) clearTimeout(graceTimer)
      if (result === undefined) {
        return reject(new Error(`probe ${mode} ${client}: exited ${code ?? signal} without a result`))
      }
      if (result.error) return reject(new Error(`probe ${mode} ${client}: ${result.error}`))
      const exitedByItself = signal === null
      resolve({
        result,
        exitAfterResultMs: exitedByItself ? performance.now() - resultAt : undefined,
        wallMs: performance.now() - t0
      })
    })
  })

const lingering = new Map<ClientKey, string>()
if (!skip.has("cold")) {
  for (let run = 0; run < coldRuns; run++) {
    for (const c of rotate(clients.map((x) => x.key), run)) {
      try {
        const { result, exitAfterResultMs, wallMs } = await probe("cold", c, 60_000)
        record("cold", c, result.coldMs)
        record("cold-cpu", c, result.coldCpuMs)
        record("cold-import", c, result.importMs)
        record("cold-init", c, result.initMs)
        record("cold-first", c, result.firstCallMs)
        record("cold-wall", c, wallMs)
        record("import-rss", c, result.importRssMB)
        if (run === 0) {
          const handles = (result.handlesAfterClose as Array<string>).join(", ") || "none"
          const exit = exitAfterResultMs === undefined
            ? "did not exit within 3 s"
            : `exited after ${exitAfterResultMs.toFixed(0)} ms`
          lingering.set(c, `handles after close: ${handles}; ${exit}`)
        }
      } catch (error) {
        notes.push(String(error))
      }
    }
  }
  log("cold starts done")
}

if (!skip.has("memory")) {
  // Peak RSS follows V8's heap sizing, which lands on one of two plateaus from one process to the next:
  // the median of several fresh processes (interleaved) is what a run can compare. The heap rows come from the first.
  for (let run = 0; run < memory.runs; run++) {
    for (const c of clients.map((x) => x.key)) {
      try {
        const { result } = await probe("memory", c, 10 * 60_000, {
          BENCH_LIST_N: String(memory.listN),
          BENCH_HEAP_N: String(run === 0 ? memory.heapN : 0),
          BENCH_PROBE_MAX_MS: String(10 * 60_000)
        })
        record("peak-rss", c, result.peakRssMB)
        if (run === 0) {
          record("heap-half", c, result.heapHalfMB)
          record("heap-full", c, result.heapFullMB)
          record("heap-growth", c, result.heapGrowthMB)
        }
        if (result.errors > 0) notes.push(`${c}, memory probe: ${result.errors} failed calls (${result.firstError})`)
        log(
          `memory ${c}: peak RSS ${result.peakRssMB.toFixed(0)} MB${
            run === 0 ? `, heap ${result.heapHalfMB.toFixed(1)} -> ${result.heapFullMB.toFixed(1)} MB` : ""
          }`
        )
      } catch (error) {
        notes.push(String(error))
      }
    }
  }
}

await stopChild(server.child)

// ---------------------------------------------------------------- report

interface Row {
  readonly key: string
  readonly label: string
  readonly unit: string
  /** "higher" or "lower" is better; undefined: no ratio (a count or a difference). */
  readonly better: "higher" | "lower" | undefined
  readonly digits: number
}

const rows: ReadonlyArray<Row> = [
  ...scenarios.map((s): Row => ({
    key: s.key,
    label: `${s.label}, throughput`,
    unit: "calls/s",
    better: "higher",
    digits: 0
  })),
  { key: "cpu-seq-list", label: "CPU per call, sequential list", unit: "µs", better: "lower", digits: 0 },
  { key: "cpu-seq-get", label: "CPU per call, sequential get", unit: "µs", better: "lower", digits: 0 },
  { key: "cpu-c64-list", label: "CPU per call, list at concurrency 64", unit: "µs", better: "lower", digits: 0 },
  { key: "cpu-c64-get", label: "CPU per call, get at concurrency 64", unit: "µs", better: "lower", digits: 0 },
  ...storms.flatMap((v): Array<Row> => [
    {
      key: `${v.key}-ms`,
      label: `${v.label}: completion of ${storm.n} gets at c${storm.concurrency}`,
      unit: "ms",
      better: "lower",
      digits: 0
    },
    {
      key: `${v.key}-requests`,
      label: `${v.label}: requests made per call`,
      unit: "requests",
      better: "lower",
      digits: 2
    },
    { key: `${v.key}-429`, label: `${v.label}: 429 answers per call`, unit: "429s", better: "lower", digits: 2 },
    { key: `${v.key}-failed`, label: `${v.label}: calls failed`, unit: "calls", better: undefined, digits: 0 }
  ]),
  {
    key: "cold",
    label: "cold start: import + initialize() + first call (fresh process)",
    unit: "ms",
    better: "lower",
    digits: 0
  },
  { key: "cold-cpu", label: "cold start: CPU time (user + system)", unit: "ms", better: "lower", digits: 0 },
  { key: "cold-import", label: "cold start: import + client creation", unit: "ms", better: "lower", digits: 0 },
  { key: "cold-init", label: "cold start: initialize() (token check)", unit: "ms", better: "lower", digits: 0 },
  { key: "cold-first", label: "cold start: first call", unit: "ms", better: "lower", digits: 0 },
  { key: "cold-wall", label: "cold start: process spawn to result", unit: "ms", better: "lower", digits: 0 },
  { key: "import-rss", label: "resident memory added by the import", unit: "MB", better: "lower", digits: 1 },
  {
    key: "peak-rss",
    label: `peak RSS, ${memory.listN} list calls at c64 (fresh processes)`,
    unit: "MB",
    better: "lower",
    digits: 0
  },
  {
    key: "heap-half",
    label: `heap after ${memory.heapN / 2} get calls (after GC)`,
    unit: "MB",
    better: "lower",
    digits: 1
  },
  {
    key: "heap-full",
    label: `heap after ${memory.heapN} get calls (after GC)`,
    unit: "MB",
    better: "lower",
    digits: 1
  },
  {
    key: "heap-growth",
    label: `heap growth, ${memory.heapN / 2} → ${memory.heapN} calls`,
    unit: "MB",
    better: undefined,
    digits: 2
  }
]

const present = rows.filter((r) => results.has(r.key))
const keys = clients.map((c) => c.key)
const med = (row: string, client: ClientKey) => median(results.get(row)?.get(client) ?? [])
const fmt = (v: number, digits: number) => (Number.isFinite(v) ? v.toFixed(digits) : "–")
const spread = (row: string, client: ClientKey) => {
  const values = results.get(row)?.get(client) ?? []
  const m = median(values)
  if (values.length < 3 || !Number.isFinite(m) || m === 0) return ""
  return ` ±${((100 * (Math.max(...values) - Math.min(...values))) / 2 / Math.abs(m)).toFixed(0)}%`
}
const ratio = (row: Row, client: ClientKey, reference: ClientKey) => {
  if (!row.better) return "–"
  const r = med(row.key, client) / med(row.key, reference)
  return Number.isFinite(r) ? `${r.toFixed(2)}x` : "–"
}
const header = (
  first: string
) => [`| ${first} | ${clients.map((c) => c.label).join(" | ")} |`, `|---|${clients.map(() => "---:").join("|")}|`]

const commit = describeCommit(root)

const md: Array<string> = []
md.push(`# Benchmark${quick ? " (quick run)" : ""}`)
md.push("")
md.push(
  `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · Node ${process.version} · ${cpus().length} × ${
    cpus()[0]?.model ?? "cpu"
  } · ${(totalmem() / 2 ** 30).toFixed(1)} GB · commit ${commit} · library from ${
    process.env.BENCH_LIB === "src" ? "src/*.ts" : "compiled JavaScript (bench/.build)"
  } · load average ${loadBefore.toFixed(2)} before, ${
    loadavg()[0]!.toFixed(2)
  } after (the benchmark itself keeps about 2 busy)`
)
md.push("")
md.push(
  `Medians of ${rounds} interleaved rounds (storm: ${storm.rounds}, cold start: ${coldRuns} fresh processes, memory: ${memory.runs} fresh processes per client for peak RSS, the first of them for the heap). ` +
    `Loopback server in its own process; each client in its own process. Sequential scenarios: ${
      scenarios[0]!.n
    } calls; ` +
    `concurrency 64: ${
      scenarios[4]!.n
    } calls. Read the ratios, not the absolute figures; differences under about 15 % are noise on shared machines. ` +
    `Run: \`npm run bench\`${quick ? " with BENCH_QUICK=1" : ""} (${((Date.now() - started) / 60_000).toFixed(1)} min).`
)
md.push("")
md.push("## Medians")
md.push("")
md.push(...header("scenario (unit, better)"))
for (const row of present) {
  const unit = `${row.unit}${row.better ? `, ${row.better}` : ""}`
  md.push(
    `| ${row.label} (${unit}) | ${
      keys.map((k) => `${fmt(med(row.key, k), row.digits)}${spread(row.key, k)}`).join(" | ")
    } |`
  )
}
for (const [reference, title] of [["fetch", "raw fetch"], ["coveo", "the promise client"]] as const) {
  if (!keys.includes(reference)) continue
  md.push("")
  md.push(`## Ratio against ${title}`)
  md.push("")
  md.push(
    `Client median / ${title} median: above 1 is better for throughput, below 1 is better for times, CPU and memory.`
  )
  md.push("")
  md.push(...header("scenario"))
  for (const row of present.filter((r) => r.better && Number.isFinite(med(r.key, reference)))) {
    md.push(`| ${row.label} (${row.better} is better) | ${keys.map((k) => ratio(row, k, reference)).join(" | ")} |`)
  }
}

// The targets of issue 8, for our two APIs.
const ours = keys.filter((k) => k === "facade" || k === "unbundled" || k === "effect")
if (ours.length > 0) {
  const checks: Array<[string, (k: ClientKey) => string | undefined]> = []
  const r = (row: string, k: ClientKey, ref: ClientKey) => med(row, k) / med(row, ref)
  const verdict = (
    value: number,
    ok: boolean,
    shown: string
  ) => (Number.isFinite(value) ? `${ok ? "✅" : "❌"} ${shown}` : undefined)
  checks.push(["c64 list throughput ≥ 1.0x raw fetch", (k) => {
    const v = r("c64-list", k, "fetch")
    return verdict(v, v >= 1, `${v.toFixed(2)}x`)
  }])
  checks.push(["c64 get throughput ≥ 1.0x raw fetch", (k) => {
    const v = r("c64-get", k, "fetch")
    return verdict(v, v >= 1, `${v.toFixed(2)}x`)
  }])
  checks.push(["c64 list throughput ≥ 4x the promise client", (k) => {
    const v = r("c64-list", k, "coveo")
    return verdict(v, v >= 4, `${v.toFixed(2)}x`)
  }])
  checks.push(["CPU per call (sequential list) ≤ 1.2x raw fetch", (k) => {
    const v = r("cpu-seq-list", k, "fetch")
    return verdict(v, v <= 1.2, `${v.toFixed(2)}x`)
  }])
  checks.push(["cold start ≤ the promise client's (aim 0.7x)", (k) => {
    const v = r("cold", k, "coveo")
    return verdict(
      v,
      v <= 1,
      `${v.toFixed(2)}x (${med("cold", k).toFixed(0)} vs ${med("cold", "coveo").toFixed(0)} ms)`
    )
  }])
  checks.push(["RSS added by the import ≤ the promise client's", (k) => {
    const v = r("import-rss", k, "coveo")
    return verdict(v, v <= 1, `${med("import-rss", k).toFixed(1)} vs ${med("import-rss", "coveo").toFixed(1)} MB`)
  }])
  checks.push([`peak RSS (${memory.listN} lists at c64) ≤ the promise client's`, (k) => {
    const v = r("peak-rss", k, "coveo")
    return verdict(v, v <= 1, `${med("peak-rss", k).toFixed(0)} vs ${med("peak-rss", "coveo").toFixed(0)} MB`)
  }])
  checks.push([`heap flat between ${memory.heapN / 2} and ${memory.heapN} calls (growth < 1 MB)`, (k) => {
    const v = med("heap-growth", k)
    return verdict(v, v < 1, `${v >= 0 ? "+" : ""}${v.toFixed(2)} MB`)
  }])
  checks.push(["429 storm with Retry-After: fewer requests than the promise client", (k) => {
    const v = r("storm-ra-requests", k, "coveo")
    return verdict(
      v,
      v < 1,
      `${med("storm-ra-requests", k).toFixed(2)} vs ${med("storm-ra-requests", "coveo").toFixed(2)} per call`
    )
  }])
  // Issue 18's targets.
  checks.push(["CPU per call, list at c64 ≤ 1.5x undici's (issue 18)", (k) => {
    const v = r("cpu-c64-list", k, "undici")
    return verdict(v, v <= 1.5, `${v.toFixed(2)}x`)
  }])
  checks.push(["CPU per call, get at c64 ≤ 1.5x undici's (issue 18)", (k) => {
    const v = r("cpu-c64-get", k, "undici")
    return verdict(v, v <= 1.5, `${v.toFixed(2)}x`)
  }])
  checks.push(["c64 list throughput ≥ 1.2x raw fetch (issue 18)", (k) => {
    const v = r("c64-list", k, "fetch")
    return verdict(v, v >= 1.2, `${v.toFixed(2)}x`)
  }])
  checks.push([`peak RSS ≤ 0.6x the promise client's in every process (issue 18)`, (k) => {
    // Each of our processes against the promise client's median.
    const worst = Math.max(...(results.get("peak-rss")?.get(k) ?? [Number.NaN]))
    const v = worst / med("peak-rss", "coveo")
    return verdict(v, v <= 0.6, `worst ${v.toFixed(2)}x (${worst.toFixed(0)} MB)`)
  }])
  md.push("")
  md.push("## Targets of issues 8 and 18")
  md.push("")
  md.push(`| target | ${ours.map((k) => CLIENTS.find((c) => c.key === k)!.label).join(" | ")} |`)
  md.push(`|---|${ours.map(() => "---").join("|")}|`)
  for (const [label, check] of checks) {
    const cells = ours.map((k) => check(k) ?? "not measured")
    md.push(`| ${label} | ${cells.join(" | ")} |`)
  }
}

md.push("")
md.push("## Notes")
md.push("")
for (const [k, native] of jsonParse) {
  if (!native) md.push(`- ${k}: importing it replaced the global \`JSON.parse\` in its process (a polyfill).`)
  else if (k === "coveo") {
    md.push(
      `- coveo: the global \`JSON.parse\` stayed native on Node ${process.version} (its core-js polyfill only replaces it where \`JSON.parse\` lacks source text access, e.g. Node 20, where it parses 20-30x slower), so the promise client is faster here than in the Node 20 baseline of issue 8.`
    )
  }
}
for (const [k, count] of warningCounts) {
  if (count > 0) md.push(`- ${k}: ${count} process warnings (e.g. MaxListenersExceededWarning) during the loops.`)
}
for (const [k, text] of lingering) md.push(`- ${k}, cold-start process after \`close()\`: ${text}.`)
for (const [k, error] of failed) md.push(`- ${k} failed and was dropped: ${error}`)
for (const note of notes) md.push(`- ${note}`)
md.push(
  `- 429 storm: the server refuses a seeded ${
    storm.fraction * 100
  } % of calls (the same calls for every client) with 429 during ${storm.windowMs} ms from their first request; ` +
    `a retry inside that window meets another 429. With Retry-After the 429 says how long is left (whole seconds); without it the client has to guess. ` +
    `"Requests made per call" counts every request the server saw${
      stormedCalls === undefined ? "" : ` (${stormedCalls} of the ${storm.n} calls were refused in the last round)`
    }. ` +
    `Raw fetch and undici do not retry and take no part.`
)
md.push("")

const text = md.join("\n")
console.log(`\n${text}`)
const resultsDir = join(benchDir, "results")
mkdirSync(join(resultsDir, "history"), { recursive: true })
// Only a standard run (no subset, no scaling) replaces latest.md / quick.md; any run gets a dated copy.
const standard = !skip.size && !only && !process.env.BENCH_SCALE && !process.env.BENCH_ROUNDS &&
  process.env.BENCH_LIB !== "src"
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-")
const dated = join(resultsDir, "history", `${stamp}${quick ? "-quick" : ""}${standard ? "" : "-custom"}.md`)
writeFileSync(dated, text)
const out = process.env.BENCH_OUT ?? (standard ? join(resultsDir, quick ? "quick.md" : "latest.md") : undefined)
if (out) writeFileSync(out, text)
log(`written to ${out ?? dated}${out ? ` and ${dated}` : ""}`)
process.exit(0)
