/**
 * `npm start`: the demo runs to completion against the embedded emulator, in a
 * child process on the project's Node, within a bounded time. `--live` without
 * its variables fails clearly, before any request.
 */
import { describe, expect, it } from "@effect/vitest"
import { fileURLToPath } from "node:url"
import { type Run, runChild } from "./support/child.ts"

const root = fileURLToPath(new URL("..", import.meta.url))
const node = fileURLToPath(new URL("../node_modules/.bin/node", import.meta.url))

const runDemo = (args: ReadonlyArray<string>, timeoutMs = 30_000): Promise<Run> => {
  const env = { ...process.env }
  // The live variables must never reach a test run.
  for (const key of Object.keys(env)) if (key.startsWith("COVEO_")) delete env[key]
  return runChild(["examples/demo.ts", ...args], { node, cwd: root, env, timeoutMs })
}

describe("npm start", () => {
  it("runs the workflow against the emulator, with retries, and ends with a summary", async () => {
    const started = Date.now()
    const { code, stderr, stdout } = await runDemo([])
    expect(stderr).toBe("")
    expect(code).toBe(0)
    for (
      const line of [
        "[1/9] Verify the token",
        "signed in as demo.admin@example.com",
        "Documentation (WEB2, IDLE, 1250 documents)",
        "… CREATING",
        "… REFRESHING",
        "is PUSH_READY",
        "last operation FULL_REFRESH: SUCCESS",
        "3 of them user fields",
        "group \"Holiday boosts\" is now active",
        "holds 3 statements",
        "… DRY_RUN COMPLETED",
        "… APPLY COMPLETED",
        "applied: SUCCESS",
        "… export AVAILABLE",
        "downloaded"
      ]
    ) expect(stdout).toContain(line)
    const summary = /Summary: (\d+) calls to the emulated platform, (\d+) answered 429 and retried, 0 failed; [\d.]+ s/
      .exec(stdout)
    expect(summary).not.toBeNull()
    expect(Number(summary![2])).toBeGreaterThanOrEqual(3)
    expect(stdout).toMatch(/retry after 429/)
    expect(Date.now() - started).toBeLessThan(20_000)
  }, 40_000)

  it("--live without the organization and token says what is missing and exits non-zero", async () => {
    const { code, stderr, stdout } = await runDemo(["--live"], 15_000)
    expect(code).toBe(2)
    expect(stdout).toBe("")
    expect(stderr).toContain("--live needs COVEO_ORGANIZATION_ID and COVEO_ACCESS_TOKEN in the environment")
  }, 20_000)
})
