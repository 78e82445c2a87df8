/**
 * `npm run bench:download`: a 1 GiB export downloaded through `getFileStream`.
 *
 * A loopback server in a child process (127.0.0.1, node:http) answers
 * `GET /rest/ua/v15/exports/{id}?org=...&redirect=true` with a 302 to a file
 * path that streams the export, generated on the fly with back-pressure (never
 * allocated whole). Each client runs in a fresh process and downloads it once,
 * sampling `process.memoryUsage().rss` every 50 ms:
 *
 * - raw node:http: `http.get` of the file path, no library (the floor);
 * - our Effect API: `Stream.runForEach(Exports.getFileStream(id), ...)`;
 * - our promise API: `for await (const chunk of client.ua.exports.getFileStream(id))`;
 * - our Effect API again under `--max-semi-space-size=1` (a smaller young generation).
 *
 * Every client checks the first and last byte of every chunk against the pattern
 * (byte i of the file is i % 251) and counts the bytes. Rounds are interleaved;
 * the table gives medians (peak RSS: median and maximum). Writes
 * bench/results/download.md and prints it.
 *
 * Environment knobs:
 *   BENCH_DOWNLOAD_BYTES=1073741824   size of the export
 *   BENCH_ROUNDS=5                    rounds (one fresh process per client and round)
 *   BENCH_LIB=src                     load the library's .ts sources instead of compiling it to bench/.build-download
 *   BENCH_OUT=path                    write the table there instead
 *
 * The server is this file run with `--server`; each client is bench/download-client.ts,
 * run with its types stripped so that it carries no TypeScript loader.
 */
import { fork, spawn } from "node:child_process"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import * as http from "node:http"
import { stripTypeScriptTypes } from "node:module"
import type { AddressInfo } from "node:net"
import { cpus, loadavg, totalmem } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { type ClientReport, FILE_PATH, PERIOD } from "./download-client.ts"
import { describeCommit, superviseChildren } from "./lib.ts"

const self = fileURLToPath(import.meta.url)
const benchDir = dirname(self)
const root = join(benchDir, "..")
const EXPORT_PATH = "/rest/ua/v15/exports/"
const MB = 1_000_000
const GiB = 1024 ** 3

const role = process.argv[2]
if (role === "--server") await serve()
else await orchestrate()

// ---------------------------------------------------------------- server (child process)

async function serve(): Promise<void> {
  const size = Number(process.env.BENCH_DOWNLOAD_BYTES ?? GiB)
  const slice = PERIOD * 256
  const block = Buffer.alloc(slice + PERIOD)
  for (let i = 0; i < block.length; i++) block[i] = i % PERIOD
  const server = http.createServer((req, res) => {
    const url = req.url ?? "/"
    if (url.startsWith(EXPORT_PATH)) {
      res.writeHead(302, { location: FILE_PATH, "content-length": "0" })
      res.end()
      return
    }
    if (!url.startsWith(FILE_PATH)) {
      res.writeHead(404, { "content-length": "0" })
      res.end()
      return
    }
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(size) })
    let sent = 0
    const pump = () => {
      while (sent < size && !res.destroyed) {
        const phase = sent % PERIOD
        const n = Math.min(slice, size - sent)
        sent += n
        if (!res.write(block.subarray(phase, phase + n))) {
          res.once("drain", pump)
          return
        }
      }
      if (!res.destroyed) res.end()
    }
    pump()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  process.send!({ url: `http://127.0.0.1:${port}`, size })
  const stop = () => {
    server.closeAllConnections()
    server.close()
    process.exit(0)
  }
  // Stops with its parent, or after 5 minutes whatever happens.
  process.on("disconnect", stop)
  setTimeout(stop, 5 * 60_000).unref()
}

// ---------------------------------------------------------------- orchestration

async function orchestrate(): Promise<void> {
  const started = Date.now()
  const loadBefore = loadavg()[0]!
  const size = Number(process.env.BENCH_DOWNLOAD_BYTES ?? GiB)
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
  const fromSrc = process.env.BENCH_LIB === "src"
  const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${line}`)

  const { track } = superviseChildren("bench:download", Number(process.env.BENCH_MAX_MS ?? 4 * 60_000))

  const buildDir = join(benchDir, ".build-download")
  let clientScript = join(benchDir, "download-client.ts")
  if (!fromSrc) {
    log("building src/ as published into bench/.build-download (scripts/build.ts, no type check)")
    const { buildLibrary } = await import("../scripts/build.ts")
    await buildLibrary(buildDir, { full: false })
    // The client as plain JavaScript: no TypeScript loader in the process measured.
    clientScript = join(buildDir, "download-client.mjs")
    // (stripTypeScriptTypes is flagged experimental on Node 24: its warning says nothing here.)
    const emitWarning = process.emitWarning
    process.emitWarning = () => {}
    try {
      writeFileSync(clientScript, stripTypeScriptTypes(readFileSync(join(benchDir, "download-client.ts"), "utf8")))
    } finally {
      process.emitWarning = emitWarning
    }
  }
  const env = { ...process.env, BENCH_BUILD_DIR: buildDir, BENCH_DOWNLOAD_BYTES: String(size) }

  const server = track(fork(self, ["--server"], { execArgv: [], env, stdio: ["ignore", "inherit", "inherit", "ipc"] }))
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start in 20 s")), 20_000)
    server.once("message", (m: { url: string }) => {
      clearTimeout(timer)
      resolve(m)
    })
    server.once("exit", (code) => reject(new Error(`server exited (${code})`)))
  })
  log(`server at ${url}: ${size} bytes per download`)

  const clients = [
    { key: "http", label: "raw node:http (no library)", kind: "http", flags: [] as Array<string> },
    { key: "effect", label: "our Effect API", kind: "effect", flags: [] as Array<string> },
    { key: "promise", label: "our promise API", kind: "promise", flags: [] as Array<string> },
    {
      key: "effect-semi1",
      label: "our Effect API, --max-semi-space-size=1",
      kind: "effect",
      flags: ["--max-semi-space-size=1"]
    }
  ] as const

  const runClient = (kind: string, flags: ReadonlyArray<string>): Promise<ClientReport> =>
    new Promise((resolve, reject) => {
      const child = track(
        spawn(process.execPath, [...flags, clientScript, kind, url], { env, stdio: ["ignore", "pipe", "pipe"] })
      )
      let out = ""
      let err = ""
      child.stdout!.on("data", (d: Buffer) => (out += d.toString()))
      child.stderr!.on("data", (d: Buffer) => (err += d.toString()))
      const timer = setTimeout(() => {
        child.kill("SIGKILL")
        reject(new Error(`${kind}: still running after 90 s`))
      }, 90_000)
      child.on("exit", (code) => {
        clearTimeout(timer)
        if (code !== 0) return reject(new Error(`${kind} exited ${code}: ${err.slice(0, 1000)}`))
        try {
          resolve(JSON.parse(out.trim().split("\n").at(-1)!) as ClientReport)
        } catch {
          reject(new Error(`${kind}: no report in ${JSON.stringify(out.slice(0, 300))}`))
        }
      })
    })

  const results = new Map<string, Array<ClientReport>>(clients.map((c) => [c.key, []]))
  const failures: Array<string> = []
  for (let round = 0; round < rounds; round++) {
    // Rotated so that no client always runs first (or last) in a round.
    const order = clients.map((_, i) => clients[(i + round) % clients.length]!)
    for (const c of order) {
      try {
        const r = await runClient(c.kind, c.flags)
        if (r.bytes !== size || r.badChunks !== 0) {
          failures.push(`${c.label}, round ${round + 1}: ${r.bytes} bytes, ${r.badChunks} chunks off the pattern`)
        }
        results.get(c.key)!.push(r)
        log(
          `round ${round + 1}/${rounds} ${c.label}: ${r.bytes} bytes in ${(r.ms / 1000).toFixed(2)} s, ` +
            `${(r.bytes / MB / (r.ms / 1000)).toFixed(0)} MB/s, peak RSS ${(r.peakRss / MB).toFixed(1)} MB ` +
            `(${(r.startRss / MB).toFixed(1)} MB before the download)`
        )
      } catch (e) {
        failures.push(`${c.label}, round ${round + 1}: ${e instanceof Error ? e.message : String(e)}`)
        log(`round ${round + 1}/${rounds} ${c.label}: FAILED ${e instanceof Error ? e.message : String(e)}`)
      }
    }
  }
  server.disconnect()

  const median = (values: ReadonlyArray<number>) => {
    const s = [...values].sort((a, b) => a - b)
    if (s.length === 0) return NaN
    const mid = s.length >> 1
    return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
  }
  const commit = describeCommit(root)

  const md: Array<string> = []
  md.push("# Download benchmark: a 1 GiB export through getFileStream")
  md.push("")
  md.push(
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · Node ${process.version} · ${cpus().length} × ${
      cpus()[0]?.model ?? "cpu"
    } · ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GB · commit ${commit} · library from ${
        fromSrc ? "src/*.ts (type stripping)" : "compiled JavaScript (bench/.build-download)"
      } · ` +
      `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`
  )
  md.push("")
  md.push(
    `${size} bytes (${
      (size / GiB).toFixed(2)
    } GiB) from a loopback server in its own process: the export path answers 302, ` +
      `the file path streams bytes generated on the fly with back-pressure. Each client downloads it once per round in a fresh process ` +
      `(default Node flags unless stated), sampling RSS every 50 ms. Medians of ${rounds} interleaved rounds; peak RSS also as the maximum. ` +
      `MB = 10^6 bytes. Run: \`npm run bench:download\` (${((Date.now() - started) / 1000).toFixed(0)} s).`
  )
  md.push("")
  md.push(
    "| client | bytes | seconds | MB/s | peak RSS (median / max) | RSS before the download | added by the download |"
  )
  md.push("|---|---:|---:|---:|---:|---:|---:|")
  for (const c of clients) {
    const rs = results.get(c.key)!
    if (rs.length === 0) {
      md.push(`| ${c.label} | failed | | | | | |`)
      continue
    }
    const seconds = median(rs.map((r) => r.ms / 1000))
    const rate = median(rs.map((r) => r.bytes / MB / (r.ms / 1000)))
    const peak = median(rs.map((r) => r.peakRss / MB))
    const peakMax = Math.max(...rs.map((r) => r.peakRss / MB))
    const start = median(rs.map((r) => r.startRss / MB))
    const added = median(rs.map((r) => (r.peakRss - r.startRss) / MB))
    const bytes = rs.every((r) => r.bytes === size) ? String(size) : rs.map((r) => r.bytes).join(", ")
    md.push(
      `| ${c.label} | ${bytes} | ${seconds.toFixed(2)} | ${rate.toFixed(0)} | ${peak.toFixed(0)} / ${
        peakMax.toFixed(0)
      } MB | ` +
        `${start.toFixed(0)} MB | ${added.toFixed(0)} MB |`
    )
  }
  md.push("")
  md.push("Notes:")
  md.push("")
  md.push(
    "- \"RSS before the download\" is taken after the imports: Node itself, effect and the library's modules " +
      "(the promise API loads every accessor). \"Added by the download\" is peak minus that."
  )
  md.push(
    "- node:http hands over a fresh 64 KiB Buffer per socket read; dead chunks are freed only when V8 collects them, " +
      "which for Buffers is driven by its external-memory limit (about 64 MB), so any streaming consumer on default flags " +
      "carries tens of MB of garbage chunks (compare raw node:http). A smaller young generation " +
      "(`--max-semi-space-size=1`) collects them sooner."
  )
  if (failures.length === 0) {
    md.push("- Every chunk's first and last byte were checked against the pattern; every run received the full size.")
  }
  for (const f of failures) md.push(`- FAILURE: ${f}`)
  md.push("")
  const text = md.join("\n")
  console.log(`\n${text}`)
  const out = process.env.BENCH_OUT ?? join(benchDir, "results", "download.md")
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, text)
  log(`written to ${out}`)
  process.exit(failures.length === 0 ? 0 : 1)
}
