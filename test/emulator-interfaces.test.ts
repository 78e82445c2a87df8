/**
 * The emulator's hosted interfaces, end to end through the library: insight panel interface versions,
 * the duplication of an insight panel configuration, the IPX interfaces' pages, token and loader, and
 * hosted pages as a paged collection.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Stream from "effect/Stream"
import * as Emulator from "../src/emulator/index.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as HostedPages from "../src/Platform/Interfaces/HostedPages.ts"
import * as InsightConfigs from "../src/Platform/Interfaces/InsightConfigs.ts"
import * as InsightPanelInterfaces from "../src/Platform/Interfaces/InsightPanelInterfaces.ts"
import * as IpxInterfaces from "../src/Platform/Interfaces/IpxInterfaces.ts"

const withEmulator = <A, E>(f: Effect.Effect<A, E, CoveoClient>) =>
  Effect.gen(function*() {
    yield* Emulator.Emulator
    return yield* f
  }).pipe(Effect.provide(Emulator.layer()))

const statusOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) =>
    Exit.isSuccess(exit) ? 200 : (exit.cause.toString().match(/status (\d+)/)?.[1] ?? "no status"))

const panel = { name: "Agent panel", resultTemplates: [], facets: [], tabs: [] }

describe("emulator: hosted interfaces", () => {
  it.live("keeps a version per change of an insight panel interface, the latest published", () =>
    withEmulator(Effect.gen(function*() {
      const created = yield* InsightPanelInterfaces.create({ ...panel, versionLabel: "first" })
      yield* InsightPanelInterfaces.update({ ...panel, id: created.id, name: "Agent panel 2" })
      const listed = yield* InsightPanelInterfaces.listVersions(created.id)
      expect(listed.items?.map((v) => [v.version, v.label, v.isPublished])).toEqual([
        [2, undefined, true],
        [1, "first", false]
      ])
      expect((yield* InsightPanelInterfaces.getVersion(created.id, 1)).configuration?.name).toBe("Agent panel")
      // versionLabel names the version; the interface does not keep it.
      expect(yield* InsightPanelInterfaces.get(created.id)).toEqual({ ...panel, id: created.id, name: "Agent panel 2" })

      const restored = yield* InsightPanelInterfaces.restoreVersion(created.id, 1, { label: "back" })
      expect(restored.name).toBe("Agent panel")
      const relabelled = yield* InsightPanelInterfaces.updateVersionLabel(created.id, 2, { label: "second" })
      expect(relabelled).toMatchObject({ version: 2, label: "second", isPublished: false })
      const all = yield* Stream.runCollect(InsightPanelInterfaces.listVersionsAll(created.id, { order: "asc" }))
      expect(Array.from(all, (v) => [v.version, v.label, v.restoredFromVersion])).toEqual([
        [1, "first", undefined],
        [2, "second", undefined],
        [3, "back", 1]
      ])
      expect(yield* statusOf(InsightPanelInterfaces.getVersion(created.id, 9))).toBe("404")
      yield* InsightPanelInterfaces.delete(created.id)
      expect(yield* statusOf(InsightPanelInterfaces.listVersions(created.id))).toBe("404")
    })))

  it.live("duplicates an insight panel configuration under a new name", () =>
    withEmulator(Effect.gen(function*() {
      const original = yield* InsightConfigs.create({ name: "Panel", pipeline: "agents", contextFields: {} })
      const copy = yield* InsightConfigs.duplicate({ id: original.id, name: "Panel (copy)" })
      expect(copy.id).not.toBe(original.id)
      expect(copy).toMatchObject({ name: "Panel (copy)", pipeline: { id: "agents" } })
      expect((yield* InsightConfigs.list()).items?.map((c) => c.name)).toEqual(["Panel", "Panel (copy)"])
      expect(yield* statusOf(InsightConfigs.duplicate({ id: "missing", name: "x" }))).toBe("404")
    })))

  it.live("answers an IPX interface's pages as HTML, its token and its loader", () =>
    withEmulator(Effect.gen(function*() {
      const ipx = yield* IpxInterfaces.create({ name: "Help widget" })
      expect(yield* IpxInterfaces.generatePreview(ipx.id, { name: "Help <preview>" })).toBe(
        "<atomic-search-interface data-name=\"Help &lt;preview&gt;\"></atomic-search-interface>"
      )
      expect(yield* IpxInterfaces.getEditInterface(ipx.id)).toContain("<title>Help widget: builder</title>")
      expect(yield* IpxInterfaces.getLoginPage(ipx.id)).toContain("<title>Help widget: sign in</title>")
      expect((yield* IpxInterfaces.getToken(ipx.id)).token).toMatch(/^emulator-search-token-/)
      expect(yield* IpxInterfaces.getLoader(ipx.id)).toEqual(ipx)
      expect(yield* statusOf(IpxInterfaces.getEditInterface("missing"))).toBe("404")
    })))

  it.live("lists hosted pages a page at a time, filtered by name", () =>
    withEmulator(Effect.gen(function*() {
      for (const name of ["Support", "Sales", "Support archive"]) {
        yield* HostedPages.create({ name, html: `<main>${name}</main>` })
      }
      const page = yield* HostedPages.list({ perPage: 1, filter: "support" })
      expect([page.items.map((p) => p.name), page.totalEntries, page.totalPages]).toEqual([["Support"], 2, 2])
      const all = yield* Stream.runCollect(HostedPages.listAll({ perPage: 2 }))
      expect(Array.from(all, (p) => p.name)).toEqual(["Support", "Sales", "Support archive"])
    })))
})
