/**
 * Child Node processes for tests, bounded: the child is killed after `timeoutMs`. `runChild` gives its exit
 * code and what it wrote; `childReport` reads the JSON report it prints (the line that starts with `marker`
 * followed by a space, or the last line without a marker), and rejects on a non-zero exit or when no report
 * was printed, with what it wrote.
 */
import { spawn } from "node:child_process"

/** Options of {@link runChild}. */
export interface RunOptions {
  readonly timeoutMs?: number | undefined
  /** The child's stderr: collected (default) or passed through. */
  readonly stderr?: "pipe" | "inherit" | undefined
  /** The Node binary; this process's by default. */
  readonly node?: string | undefined
  readonly cwd?: string | undefined
  readonly env?: NodeJS.ProcessEnv | undefined
}

/** Options of {@link childReport}. */
export interface ChildOptions extends RunOptions {
  /** The report's line starts with this and a space; without it, the last line is the report. */
  readonly marker?: string | undefined
}

/** How a child ended: its exit code and what it wrote. */
export interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs `node <args>` to its end; rejects, with what it wrote, when it is still running after `timeoutMs`. */
export const runChild = (args: ReadonlyArray<string>, options: RunOptions = {}): Promise<Run> =>
  new Promise((resolve, reject) => {
    const { cwd, env, node = process.execPath, stderr = "pipe", timeoutMs = 60_000 } = options
    const child = spawn(node, args, { cwd, env, stdio: ["ignore", "pipe", stderr] })
    const name = args.find((a) => !a.startsWith("-")) ?? "child"
    let out = ""
    let err = ""
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()))
    child.stderr?.on("data", (d: Buffer) => (err += d.toString()))
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`${name} still running after ${timeoutMs} ms:\n${out.slice(-2000)}\n${err.slice(-2000)}`))
    }, timeoutMs)
    child.on("error", (e) => {
      clearTimeout(timer)
      reject(e)
    })
    child.on("close", (code) => {
      clearTimeout(timer)
      resolve({ code, stdout: out, stderr: err })
    })
  })

/** The JSON report of `node <args>`. */
export const childReport = async <T>(args: ReadonlyArray<string>, options: ChildOptions = {}): Promise<T> => {
  const { code, stderr, stdout } = await runChild(args, options)
  const name = args.find((a) => !a.startsWith("-")) ?? "child"
  if (code !== 0) throw new Error(`${name} exited ${code}: ${stderr.slice(0, 2000)}`)
  const line = options.marker === undefined
    ? stdout.trim().split("\n").at(-1)
    : new RegExp(`^${options.marker} (.*)$`, "m").exec(stdout)?.[1]
  try {
    return JSON.parse(line ?? "") as T
  } catch {
    throw new Error(`${name} printed no report: ${stdout.slice(0, 500)} ${stderr.slice(0, 500)}`)
  }
}
