/**
 * The demo's local backend: the project's platform emulator (`src/emulator`)
 * on 127.0.0.1 (random port), holding the demo organization, its token, 12
 * sources and their mappings, plus the demo's own endpoints (`handle`): the
 * page's settings, the fault switch, and the recent activity. The dev server
 * and the end-to-end test only call {@link startDemoBackend}.
 *
 * @module
 */
import type * as http from "node:http"
import { type EmulatorHandle, type FaultRule, startEmulator } from "../src/emulator/index.ts"
import type { MappingModel, MappingsConfiguration } from "../src/Platform/Sources/SourceMappings.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { withFields } from "../src/Schema/Raw.ts"
import type { SourceType } from "../src/Schema/Sources.ts"
import {
  type ActivityEntry,
  demoActivityPath,
  type DemoConfig,
  demoConfigPath,
  demoFaultsPath,
  type FaultPreset,
  faultPresets,
  type FaultState
} from "./config.ts"

/** A started backend: the emulator (`requests()` lists what the page sent since the sources were created) and the demo's endpoints. */
export interface DemoBackend extends EmulatorHandle {
  /** What the page receives from `demo-config.json`. */
  readonly config: DemoConfig
  /** The fault preset in force. */
  readonly preset: () => FaultPreset
  /** Replaces the emulator's fault rules with a preset's. */
  readonly setPreset: (preset: FaultPreset) => void
  /**
   * Answers the demo's own paths (`/demo-config.json`, `/__demo/faults`, `/__demo/activity`)
   * and returns true; returns false, answering nothing, for any other request.
   */
  readonly handle: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
}

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

const sourceTypes = [
  "SITEMAP",
  "SALESFORCE",
  "WEB2",
  "PUSH",
  "YOUTUBE",
  "CONFLUENCE2"
] as const satisfies ReadonlyArray<SourceType>

/** The item types each kind of source maps, besides the rules common to all. */
const itemTypes: Readonly<Record<string, ReadonlyArray<string>>> = {
  SITEMAP: ["Page"],
  SALESFORCE: ["KnowledgeArticle", "Case"],
  WEB2: ["Page", "Attachment"],
  PUSH: ["Document"],
  YOUTUBE: ["Video", "Playlist"],
  CONFLUENCE2: ["Page", "BlogPost", "Attachment"]
}

/** How long each step of a refresh or rebuild lasts: long enough to watch one happen. */
const stepMs = 600

const day = 86_400_000
const editors = ["ana.silva@example.com", "li.wei@example.com", "demo.user@example.com"]

/**
 * A mapping rule whose content grew over three versions; `versions` keeps each one (the last is the current
 * content). The kind, the extraction method and the versions are the demo's own, beyond the described rule.
 */
const rule = (
  id: string,
  kind: string,
  field: string,
  contents: ReadonlyArray<ReadonlyArray<string>>,
  at: number
): MappingModel =>
  withFields({ id, field, content: contents.at(-1)! }, {
    kind,
    extractionMethod: "METADATA",
    versions: contents.map((content, i) => ({
      version: i + 1,
      modifiedBy: editors[i % editors.length],
      modifiedDate: at - (contents.length - i) * 9 * day,
      content
    }))
  })

/** The mappings of a source of type `type`: title, author and date for all items, then a summary and a language per item type. */
export const demoMappings = (type: SourceType, at: number): MappingsConfiguration => ({
  common: {
    rules: [
      rule("title", "COMMON", "title", [["%[title]"], ["%[title]", "%[og:title]"]], at),
      rule("author", "COMMON", "author", [["%[author]"], ["%[author]", "%[creator]"], [
        "%[author]",
        "%[creator]",
        "%[owner]"
      ]], at),
      rule("date", "COMMON", "date", [["%[lastmodified]"], ["%[lastmodified]", "%[created]"]], at)
    ]
  },
  types: (itemTypes[type] ?? ["Document"]).map((t) => ({
    id: t.toLowerCase(),
    type: t,
    rules: [
      rule(`${t.toLowerCase()}-summary`, "MAPPING", "summary", [["%[description]"], ["%[description]", "%[abstract]"], [
        "%[abstract]"
      ]], at),
      rule(`${t.toLowerCase()}-language`, "MAPPING", "language", [["%[lang]"], ["%[lang]", "%[language]"]], at)
    ]
  }))
})

/** The emulator's fault rules of each preset of the page's switch. */
export const presetRules = (preset: FaultPreset): ReadonlyArray<FaultRule> => {
  switch (preset) {
    case "none":
      return []
    case "429-storm":
      // The first call, then every other one: a 429 asking to wait 1 s, which the client honours before retrying.
      return [{ fault: "rateLimit", first: 1, every: 2, retryAfterSeconds: 1 }]
    case "slow":
      return [{ fault: "latency", delayMs: 1500 }]
    case "500":
      return [{ fault: "serverError", status: 500 }]
  }
}

const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" })
  res.end(JSON.stringify(body))
}

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    req.on("data", (c: Buffer) => {
      size += c.length
      if (size > 10_000) req.destroy(new Error("body too large"))
      else chunks.push(c)
    })
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

const isPreset = (value: unknown): value is FaultPreset => faultPresets.includes(value as FaultPreset)

/** Starts the demo backend: an emulator without sample content, then the demo's sources and mappings created through the library. */
export const startDemoBackend = async (options: DemoBackendOptions = {}): Promise<DemoBackend> => {
  // The sources are made a minute in the past, so that their first rebuild is over when the page looks.
  let skew = -60_000
  const emulator = await startEmulator({
    port: options.port,
    organizationId: options.organizationId ?? "demo-org",
    accessToken: options.accessToken ?? "demo-token",
    username: "demo.user@example.com",
    displayName: "Demo User",
    seed: false,
    stepMs,
    now: () => Date.now() + skew
  })
  const client = createPlatformClient(emulator.clientOptions)
  try {
    // One at a time, so that the listing keeps this order.
    for (const [i, name] of demoSourceNames.entries()) {
      const sourceType = sourceTypes[i % sourceTypes.length]!
      const { id } = await client.source.create({ name, sourceType, sourceVisibility: "SHARED" }, { rebuild: true })
      await client.source.mappings.update(id, demoMappings(sourceType, Date.now()))
    }
  } catch (e) {
    await emulator.stop()
    throw e
  } finally {
    await client.dispose()
  }
  skew = 0
  // The log starts with the page's first request.
  emulator.resetStats()

  let preset: FaultPreset = "none"
  const setPreset = (next: FaultPreset) => {
    preset = next
    emulator.faults.set(presetRules(next))
  }
  const config: DemoConfig = {
    host: emulator.url,
    organizationId: emulator.organizationId,
    accessToken: emulator.accessToken
  }
  const faultState = (): FaultState => {
    const s = emulator.stats()
    return {
      preset,
      stats: { requests: s.requests, rateLimited: s.rateLimited, serverErrors: s.serverErrors, delayed: s.delayed }
    }
  }
  const activity = (): ReadonlyArray<ActivityEntry> =>
    emulator.requests()
      .map((r, i) => ({ sequence: i + 1, method: r.method, path: r.path, call: r.call, status: r.status }))
      .filter((r) => r.method !== "GET")
      .slice(-20)
      .reverse()

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const pathname = new URL(req.url ?? "/", "http://127.0.0.1").pathname
    // Mounted under a base path or not, the page asks next to index.html.
    const is = (path: string) => pathname === `/${path}` || pathname.endsWith(`/${path}`)
    if (is(demoConfigPath)) {
      sendJson(res, 200, config)
      return true
    }
    if (is(demoActivityPath)) {
      sendJson(res, 200, activity())
      return true
    }
    if (!is(demoFaultsPath)) return false
    if (req.method === "GET") {
      sendJson(res, 200, faultState())
      return true
    }
    if (req.method !== "POST") {
      res.writeHead(405, { allow: "GET, POST" }).end()
      return true
    }
    readBody(req).then(
      (text) => {
        let wanted: unknown
        try {
          wanted = (JSON.parse(text) as { readonly preset?: unknown }).preset
        } catch {
          wanted = undefined
        }
        if (!isPreset(wanted)) {
          sendJson(res, 400, { message: `preset must be one of ${faultPresets.join(", ")}` })
          return
        }
        setPreset(wanted)
        sendJson(res, 200, faultState())
      },
      () => {
        if (!res.headersSent) res.writeHead(400).end()
      }
    )
    return true
  }

  return { ...emulator, config, preset: () => preset, setPreset, handle }
}
