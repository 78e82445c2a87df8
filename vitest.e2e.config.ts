/**
 * Vitest config of the end-to-end tests (`npm run test:e2e`): real headless
 * Chromium, kept out of the unit run (`npm test` only includes `test/`).
 *
 * @module
 */
import { defineConfig } from "vitest/config"

/**
 * Runs `e2e/**\/*.e2e.ts` in Node, one file at a time, with room for a build and
 * a browser start. Polls wait up to 5 s (a slow CI machine), every test 60 s,
 * and the whole run stays well under 3 minutes.
 */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 5_000, interval: 50 } }
  }
})
