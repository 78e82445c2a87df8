/**
 * The demo's local backend: the project's platform emulator (`src/emulator`)
 * on 127.0.0.1 (random port), holding the demo organization, its token, and the
 * 12 sources the page shows. The dev server and the end-to-end test only call
 * {@link startDemoBackend}.
 *
 * @module
 */
import { type EmulatorHandle, startEmulator } from "../src/emulator/index.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import type { SourceType } from "../src/Schema/Sources.ts"

/** A started backend: an emulator handle; `requests()` lists what the page sent since the sources were created. */
export type DemoBackend = EmulatorHandle

/** Options of {@link startDemoBackend}. */
export interface DemoBackendOptions {
  readonly organizationId?: string | undefined
  readonly accessToken?: string | undefined
  /** Port to listen on; a random free one by default. */
  readonly port?: number | undefined
}

/** The sources the demo organization holds, in listing order. */
export const demoSourceNames: ReadonlyArray<string> = [
  "Product documentation",
  "Knowledge base",
  "Community forum",
  "Release notes",
  "Support cases",
  "Training videos",
  "Developer portal",
  "Partner wiki",
  "Marketing site",
  "Product catalog",
  "Legal notices",
  "Blog"
]

const sourceTypes: ReadonlyArray<SourceType> = ["SITEMAP", "SALESFORCE", "WEB2", "PUSH", "YOUTUBE", "CONFLUENCE2"]

/** Starts the demo backend: an emulator without sample content, then the demo's sources created through the library. */
export const startDemoBackend = async (options: DemoBackendOptions = {}): Promise<DemoBackend> => {
  const emulator = await startEmulator({
    port: options.port,
    organizationId: options.organizationId ?? "demo-org",
    accessToken: options.accessToken ?? "demo-token",
    username: "demo.user@example.com",
    displayName: "Demo User",
    seed: false
  })
  const client = createPlatformClient(emulator.clientOptions)
  try {
    // One at a time, so that the listing keeps this order.
    for (const [i, name] of demoSourceNames.entries()) {
      await client.source.create({ name, sourceType: sourceTypes[i % sourceTypes.length]!, sourceVisibility: "SHARED" })
    }
  } catch (e) {
    await emulator.stop()
    throw e
  } finally {
    await client.dispose()
  }
  // The log starts with the page's first request.
  emulator.resetStats()
  return emulator
}
