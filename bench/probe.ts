/**
 * Fresh-process measurements of one client (one process per measurement, spawned
 * by bench/run.ts; prints one `BENCH_RESULT {json}` line on stdout):
 *
 * - `cold`: import of the client, its token check (`initialize()`, for the clients
 *   that have one) and its first call (a list), with the resident memory the import
 *   added, and the handles left open after the client is closed.
 * - `memory` (run with --expose-gc): the same import cost, then the peak resident
 *   set during LIST_N list calls at concurrency 64 (maxRSS of the process), then
 *   the heap after HEAP_N/2 and after HEAP_N further get calls at concurrency 64
 *   (HEAP_N=0: peak only).
 *
 * Usage: node bench/probe.ts <cold|memory> <client> with BENCH_URL set (and
 * BENCH_LIST_N, BENCH_HEAP_N for memory). Bounded: exits by itself after
 * BENCH_PROBE_MAX_MS (default 5 min).
 */
const t0 = performance.now()
const rss0 = process.memoryUsage.rss()

const { describe, fullGc, loop, MB } = await import("./lib.ts")
import type { BenchClient } from "./clients/types.ts"

const [mode, key] = process.argv.slice(2)
const url = process.env.BENCH_URL!
setTimeout(() => {
  console.error(`probe ${mode} ${key}: time limit reached`)
  process.exit(2)
}, Number(process.env.BENCH_PROBE_MAX_MS ?? 5 * 60_000)).unref()

const report = (result: Record<string, unknown>) => process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`)

try {
  // The adapter modules are a few lines each; the import is the client's own.
  // Open the stdio pipes now, so that they count among the probe's own handles.
  process.stdout.write("")
  process.stderr.write("")
  const handles0 = process.getActiveResourcesInfo()

  const t1 = performance.now()
  const cpu1 = process.cpuUsage()
  const { make } = await import(`./clients/${key}.ts`)
  const client: BenchClient = await make(url)
  const t2 = performance.now()
  const rss1 = process.memoryUsage.rss()
  if (mode === "cold") {
    await client.initialize?.()
    const tInit = performance.now()
    await client.list()
    const t3 = performance.now()
    const cpu = process.cpuUsage(cpu1)
    await client.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    // Handles beyond those the probe itself had at start (its stdout pipe, its time limit).
    const handles = [...process.getActiveResourcesInfo()]
    for (const h of handles0) {
      const i = handles.indexOf(h)
      if (i !== -1) handles.splice(i, 1)
    }
    report({
      bootMs: t0,
      importMs: t2 - t1,
      initMs: tInit - t2,
      firstCallMs: t3 - tInit,
      coldMs: t3 - t1,
      // On a shared machine the CPU time of the cold start moves less than its wall time.
      coldCpuMs: (cpu.user + cpu.system) / 1000,
      importRssMB: (rss1 - rss0) / MB,
      handlesAfterClose: handles
    })
  } else {
    const listN = Number(process.env.BENCH_LIST_N ?? 20_000)
    const heapN = Number(process.env.BENCH_HEAP_N ?? 100_000)
    const peak = await loop(client, "list", listN, 64)
    const peakRssMB = (process.resourceUsage().maxRSS * 1024) / MB
    if (heapN === 0) {
      await client.close()
      report({ importRssMB: (rss1 - rss0) / MB, peakRssMB, errors: peak.errors, firstError: peak.firstError })
      process.exit(0)
    }
    const first = await loop(client, "get", heapN / 2, 64)
    await fullGc()
    const heapHalfMB = process.memoryUsage().heapUsed / MB
    const second = await loop(client, "get", heapN / 2, 64)
    await fullGc()
    const heapFullMB = process.memoryUsage().heapUsed / MB
    await client.close()
    report({
      importRssMB: (rss1 - rss0) / MB,
      peakRssMB,
      heapHalfMB,
      heapFullMB,
      heapGrowthMB: heapFullMB - heapHalfMB,
      errors: peak.errors + first.errors + second.errors,
      firstError: peak.firstError ?? first.firstError ?? second.firstError
    })
  }
  process.exitCode = 0
} catch (error) {
  report({ error: describe(error) })
  process.exitCode = 1
}
