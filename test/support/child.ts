/**
 * Runs a child Node process (the same Node) and reads the JSON report it prints: the line that starts
 * with `marker` followed by a space, or the last line without a marker. Bounded: the child is killed
 * after `timeoutMs`. Rejects on a non-zero exit or when no report was printed, with what it wrote.
 */
import { spawn } from "node:child_process"

/** Options of {@link childReport}. */
export interface ChildOptions {
  /** The report's line starts with this and a space; without it, the last line is the report. */
  readonly marker?: string | undefined
  readonly timeoutMs?: number | undefined
  /** The child's stderr: collected for the error message (default) or passed through. */
  readonly stderr?: "pipe" | "inherit" | undefined
}

/** The JSON report of `node <args>`. */
export const childReport = <T>(args: ReadonlyArray<string>, options: ChildOptions = {}): Promise<T> =>
  new Promise((resolve, reject) => {
    const { marker, timeoutMs = 60_000, stderr = "pipe" } = options
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", stderr] })
    const name = args.find((a) => !a.startsWith("-")) ?? "child"
    let out = ""
    let err = ""
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()))
    child.stderr?.on("data", (d: Buffer) => (err += d.toString()))
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`${name} still running after ${timeoutMs} ms`))
    }, timeoutMs)
    child.on("error", (e) => {
      clearTimeout(timer)
      reject(e)
    })
    child.on("exit", (code) => {
      clearTimeout(timer)
      if (code !== 0) return reject(new Error(`${name} exited ${code}: ${err.slice(0, 2000)}`))
      const line = marker === undefined
        ? out.trim().split("\n").at(-1)
        : new RegExp(`^${marker} (.*)$`, "m").exec(out)?.[1]
      try {
        resolve(JSON.parse(line ?? "") as T)
      } catch {
        reject(new Error(`${name} printed no report: ${out.slice(0, 500)} ${err.slice(0, 500)}`))
      }
    })
  })
