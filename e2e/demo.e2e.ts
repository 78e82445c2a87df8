/**
 * End-to-end: the demo pages built with Vite, served on 127.0.0.1 next to
 * their backend (the emulator and the demo's endpoints), driven in Debian's
 * headless Chromium by playwright-core (never a downloaded browser). Skips
 * itself when /usr/bin/chromium is absent, unless `E2E_REQUIRE_CHROMIUM=1` (as
 * in CI), where that is a failure.
 *
 * The cases share one browser and one backend and run in order: list, detail
 * and rebuild, breadcrumb by keyboard, the fault switch, then the banner's
 * click effect across a same-tab navigation. Each main state is checked with
 * axe-core and photographed into test-output/.
 */
import { execFile } from "node:child_process"
import { existsSync } from "node:fs"
import * as fs from "node:fs/promises"
import * as http from "node:http"
import { createRequire } from "node:module"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { type BrowserContext, chromium, type ConsoleMessage, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type DemoBackend, demoSourceNames, startDemoBackend } from "../demo/backend.ts"

// Debian's package; CHROMIUM_PATH only exists to try the skip path.
const chromiumPath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"
const hasChromium = existsSync(chromiumPath)
const requireChromium = process.env["E2E_REQUIRE_CHROMIUM"] === "1"
const repo = fileURLToPath(new URL("..", import.meta.url))
const outputDir = path.join(repo, "test-output")
const shot = (name: string) => path.join(outputDir, `demo-e2e-${name}.png`)

if (!hasChromium) {
  const message =
    `${chromiumPath} is absent: install Debian's chromium package (apt-get install -y chromium) to run the demo end-to-end test`
  if (requireChromium) throw new Error(`E2E_REQUIRE_CHROMIUM=1 but ${message}`)
  console.warn(`Skipping e2e: ${message}`)
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png"
}

/** Serves a built folder plus the backend's own endpoints (settings, fault switch, activity) on 127.0.0.1. */
const serveStatic = async (root: string, backend: DemoBackend) => {
  const server = http.createServer(async (req, res) => {
    if (backend.handle(req, res)) return
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname)
    const file = path.join(root, pathname === "/" ? "index.html" : pathname)
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end()
      return
    }
    try {
      const body = await fs.readFile(file)
      res.writeHead(200, { "content-type": contentTypes[path.extname(file)] ?? "application/octet-stream" })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

const axeSourceFile = createRequire(import.meta.url).resolve("axe-core/axe.min.js")

describe.skipIf(!hasChromium)(
  `demo pages in headless Chromium${hasChromium ? "" : ` (skipped: ${chromiumPath} is absent)`}`,
  () => {
    let workDir: string
    let backend: DemoBackend
    let site: Awaited<ReturnType<typeof serveStatic>>
    let context: BrowserContext
    let page: Page
    let axeSource: string
    const problems: Array<string> = []
    const aborted: Array<string> = []

    beforeAll(async () => {
      workDir = await fs.mkdtemp(path.join(os.tmpdir(), "demo-e2e-"))
      const dist = path.join(workDir, "dist")
      // A real production build, in a child process so the test runner's NODE_ENV does not leak in.
      const env = { ...process.env }
      delete env["NODE_ENV"]
      await promisify(execFile)(
        process.execPath,
        [
          path.join(repo, "node_modules/vite/bin/vite.js"),
          "build",
          "--config",
          "demo/vite.config.ts",
          "--outDir",
          dist,
          "--emptyOutDir",
          "--logLevel",
          "warn"
        ],
        { cwd: repo, env, timeout: 90_000 }
      )
      axeSource = await fs.readFile(axeSourceFile, "utf8")
      await fs.mkdir(outputDir, { recursive: true })
      // Screenshots of an earlier layout of this test.
      for (const old of ["demo-e2e.png", "demo-e2e-collapsed.png"]) {
        await fs.rm(path.join(outputDir, old), { force: true })
      }
      backend = await startDemoBackend()
      site = await serveStatic(dist, backend)
      context = await chromium.launchPersistentContext(path.join(workDir, "profile"), {
        executablePath: chromiumPath,
        headless: true,
        timeout: 30_000,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync"
        ],
        viewport: { width: 1100, height: 800 }
      })
      context.setDefaultTimeout(10_000)
      page = context.pages()[0] ?? (await context.newPage())
      page.on("console", (m: ConsoleMessage) => {
        // The browser logs each non-2xx answer; the faults make some on purpose.
        if (
          m.type() === "error" &&
          !/Failed to load resource: the server responded with a status of (429|500)/.test(m.text())
        ) {
          problems.push(`console: ${m.text()}`)
        }
      })
      page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`))
      page.on("requestfailed", (r) => {
        const text = `${r.method()} ${r.url()} ${r.failure()?.errorText ?? ""}`
        // Hooks abort what they no longer need (a view reloaded by the fault switch, a page left).
        if (r.failure()?.errorText === "net::ERR_ABORTED") aborted.push(text)
        else problems.push(`requestfailed: ${text}`)
      })
    })

    afterAll(async () => {
      await context?.close()
      await site?.close()
      await backend?.stop()
      if (workDir !== undefined) await fs.rm(workDir, { recursive: true, force: true })
    })

    /** Runs axe-core on the page as it is; no violation allowed. */
    const expectAccessible = async (state: string) => {
      if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource })
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as {
          axe: {
            run: (
              c: Document,
              o: object
            ) => Promise<
              { violations: ReadonlyArray<{ id: string; help: string; nodes: ReadonlyArray<{ target: unknown }> }> }
            >
          }
        }).axe
        const result = await axe.run(document, { resultTypes: ["violations"] })
        return result.violations.map((v) =>
          `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")})`
        )
      })
      expect(violations, `axe violations in state "${state}"`).toEqual([])
    }

    const screenshot = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: shot(name), fullPage: true })
    }

    /** What has the focus, in words. */
    const focused = () =>
      page.evaluate(() => {
        const a = document.activeElement as HTMLElement | null
        return {
          tag: a?.tagName,
          // A link's name: its aria-label, its text, or its image's alt text.
          text: (a?.getAttribute("aria-label") ?? (a?.textContent?.trim() || a?.querySelector("img")?.alt) ?? "")
            .trim(),
          inTrail: a?.closest("nav")?.getAttribute("aria-label") ?? null
        }
      })

    /** Presses Tab until `wanted` holds of the focused element; answers what was focused on the way. */
    const tabUntil = async (wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) => {
      const seen: Array<string> = []
      for (let i = 0; i < max; i++) {
        await page.keyboard.press("Tab")
        const f = await focused()
        seen.push(`${f.tag}:${f.text}`)
        if (wanted(f)) return seen
      }
      throw new Error(`Tab never reached the element; focused on the way: ${seen.join(" | ")}`)
    }

    /** A fresh document at `hash`, focus at its start. */
    const open = async (hash: string, file = "") => {
      await page.goto("about:blank")
      await page.goto(`${site.url}/${file}${hash}`)
    }

    const rows = () => page.locator("table.sources tbody tr:not(.skeleton-row)")
    const listStatus = () => page.getByTestId("sources-status").textContent()
    const chooseFault = async (label: string, preset: string) => {
      await page.getByRole("radio", { name: label }).check()
      await expect.poll(() => backend.preset()).toBe(preset)
    }
    const calls = (name: string) => backend.requests().filter((r) => r.call === name)

    it("lists the sources five at a time, with Load more", async () => {
      await open("#/sources")
      await expect.poll(() => rows().count()).toBe(5)
      expect(await listStatus()).toBe("5 sources shown.")
      expect(await rows().locator("td:first-child").allTextContents()).toEqual(demoSourceNames.slice(0, 5))

      // The data came from the library: one page of five so far, with the bearer token, across origins (CORS).
      const listed = () => backend.requests().filter((r) => r.path.endsWith("/sources/pages"))
      expect(listed().map((r) => new URLSearchParams(r.query).get("page"))).toEqual(["0"])
      for (const r of listed()) {
        expect(r.authorization).toBe(`Bearer ${backend.accessToken}`)
        expect(r.origin).toBe(site.url)
        expect(new URLSearchParams(r.query).get("perPage")).toBe("5")
      }
      await screenshot("list")
      await expectAccessible("list")

      const more = page.getByRole("button", { name: /^Load more/ })
      await more.click()
      await expect.poll(() => rows().count()).toBe(10)
      // The last batch by keyboard: the button goes away, and the focus goes to the status line, not to nowhere.
      await more.focus()
      await page.keyboard.press("Enter")
      await expect.poll(listStatus).toBe("All 12 sources shown.")
      expect(await rows().locator("td:first-child").allTextContents()).toEqual([...demoSourceNames])
      expect(await more.count()).toBe(0)
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
        "sources-status"
      )
      expect(listed().map((r) => new URLSearchParams(r.query).get("page"))).toEqual(["0", "1", "2"])
      await screenshot("list-all")
    })

    it("opens a source, rebuilds it, and says so; a failed rebuild reads as a sentence", async () => {
      await page.getByRole("link", { name: "Knowledge base" }).click()
      const title = page.getByRole("heading", { level: 1 })
      await expect.poll(() => title.textContent()).toBe("Knowledge base")
      expect(new URL(page.url()).hash).toMatch(/^#\/sources\/[^/]+$/)
      // A new page: its heading has the focus.
      expect(await focused()).toMatchObject({ tag: "H1", text: "Knowledge base" })
      const facts = page.getByTestId("source-facts")
      await expect.poll(() => facts.textContent()).toContain("Ready")
      await expect.poll(() => page.locator(".chips a").allTextContents()).toEqual([
        "All items 3",
        "KnowledgeArticle 2",
        "Case 2"
      ])
      const trail = page.getByRole("navigation", { name: "Breadcrumb" })
      expect(await trail.getByRole("link").allTextContents()).toEqual([
        backend.organizationId,
        "Sources",
        "Knowledge base"
      ])
      await screenshot("detail")
      await expectAccessible("detail")

      const rebuild = page.getByRole("button", { name: "Rebuild" })
      const result = page.getByTestId("rebuild-result")
      await rebuild.click()
      await expect.poll(() => result.getAttribute("data-state")).toBe("success")
      expect(await result.textContent()).toMatch(
        /^Rebuild started at .+\. The status above follows it until the source is ready again\.$/
      )
      expect(calls("Sources.rebuild").map((r) => r.status)).toEqual([200])
      // The status follows the rebuild, then the source is ready again with more documents.
      await expect.poll(() => facts.textContent()).toMatch(/Starting|Rebuilding/)
      expect(await rebuild.getAttribute("aria-disabled")).toBe("true")
      await screenshot("rebuild-success")
      await expectAccessible("rebuild success")
      await expect.poll(() => facts.textContent(), { timeout: 8_000 }).toMatch(/Ready.*Documents160/)
      expect(await rebuild.getAttribute("aria-disabled")).toBe("false")

      // The platform fails the next rebuild: a sentence with the status, message and request id.
      backend.faults.set([{ fault: "serverError", status: 500, match: "Sources.rebuild" }])
      await rebuild.focus()
      await page.keyboard.press("Enter")
      await expect.poll(() => result.getAttribute("data-state")).toBe("failure")
      const alert = result.getByRole("alert")
      expect(await alert.textContent()).toMatch(
        /^Could not rebuild Knowledge base\. The platform answered 500 Internal Server Error: The service is temporarily unavailable\. Request ID: emulator-\d+\.$/
      )
      backend.setPreset("none")
      await screenshot("rebuild-failure")
      await expectAccessible("rebuild failure")
    })

    it("collapses a deep breadcrumb, and expands it by keyboard with focus on the first revealed crumb", async () => {
      const sourceHash = new URL(page.url()).hash
      const deep = `${sourceHash}/mappings/common/author/versions/3`
      await open(deep)
      const trail = page.getByRole("navigation", { name: "Breadcrumb" })
      const links = trail.getByRole("link")
      await expect.poll(() => page.getByTestId("version-content").textContent()).toBe("%[author] %[creator] %[owner]")
      await expect.poll(() => links.allTextContents()).toEqual([backend.organizationId, "Version 3"])

      // Nine crumbs show as the first, "Show path", and the current one.
      expect(await trail.getByRole("listitem").count()).toBe(3)
      const expander = trail.getByRole("button", { name: "Show path" })
      expect(await expander.evaluate((e) => e.tagName)).toBe("BUTTON")
      expect(await links.last().getAttribute("aria-current")).toBe("page")
      expect(await links.first().getAttribute("aria-current")).toBeNull()
      for (const sep of await trail.locator("[data-separator]").all()) {
        expect(await sep.getAttribute("aria-hidden"))
          .toBe("true")
      }
      // The icon sits at the right, outside the list.
      expect(await trail.locator("ol [data-breadcrumbs-icon]").count()).toBe(0)
      expect(await trail.locator("[data-breadcrumbs-icon]").count()).toBe(1)
      await screenshot("breadcrumb-collapsed")
      await expectAccessible("breadcrumb collapsed")

      // Keyboard only: Tab goes through the header, then the trail: the organization, then "Show path".
      const seen = await tabUntil((f) => f.inTrail === "Breadcrumb" && f.text === "Show path")
      expect(seen.at(-2)).toBe(`A:${backend.organizationId}`)
      await page.keyboard.press("Enter")
      const all = [
        backend.organizationId,
        "Content",
        "Sources",
        "Knowledge base",
        "Mappings",
        "All items",
        "author",
        "Versions",
        "Version 3"
      ]
      await expect.poll(() => trail.getByRole("listitem").allTextContents()).toEqual(all)
      expect(await trail.getByRole("button", { name: "Show path" }).count()).toBe(0)
      for (const item of await trail.getByRole("listitem").all()) expect(await item.isVisible()).toBe(true)
      expect(await trail.locator("[aria-current=\"page\"]").allTextContents()).toEqual(["Version 3"])
      // The focus is on the first crumb that was hidden: "Content" (a section, plain text).
      expect(await focused()).toEqual({ tag: "SPAN", text: "Content", inTrail: "Breadcrumb" })
      await screenshot("breadcrumb-expanded")
      await expectAccessible("breadcrumb expanded")

      // On from there by keyboard: the next Tab is the next crumb, a link; Enter goes there.
      await page.keyboard.press("Tab")
      expect(await focused()).toEqual({ tag: "A", text: "Sources", inTrail: "Breadcrumb" })
      await tabUntil((f) => f.text === "Versions" && f.inTrail === "Breadcrumb")
      await page.keyboard.press("Enter")
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Versions of author")
      // Eight crumbs: not collapsed.
      await expect.poll(() => links.allTextContents()).toEqual(all.filter((l) => l !== "Content" && l !== "Version 3"))
      expect(await focused()).toMatchObject({ tag: "H1", text: "Versions of author" })

      // Version 2, by keyboard: collapsed again; Space on "Show path" expands it too.
      await tabUntil((f) => f.text === "Version 2" && f.inTrail === null)
      await page.keyboard.press("Enter")
      await expect.poll(() => links.allTextContents()).toEqual([backend.organizationId, "Version 2"])
      expect(await page.getByTestId("version-content").textContent()).toBe("%[author] %[creator]")
      await page.keyboard.press("Shift+Tab")
      await tabUntil((f) => f.text === "Show path")
      await page.keyboard.press(" ")
      await expect.poll(() => trail.getByRole("listitem").count()).toBe(9)
      expect(await focused()).toEqual({ tag: "SPAN", text: "Content", inTrail: "Breadcrumb" })

      // The first crumb leads to the organization.
      await page.keyboard.press("Shift+Tab")
      expect(await focused()).toEqual({ tag: "A", text: backend.organizationId, inTrail: "Breadcrumb" })
      await page.keyboard.press("Enter")
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(
        `Organization ${backend.organizationId}`
      )
      await expect.poll(() => page.getByTestId("source-total").textContent()).toBe("12 sources")
      expect(await links.allTextContents()).toEqual([backend.organizationId])
      await screenshot("overview")
      await expectAccessible("overview")
    })

    it("handles the fault switch: 500 reads as a sentence, a 429 storm retries, a slow server shows loading", async () => {
      await open("#/sources")
      await expect.poll(() => rows().count()).toBe(5)

      // 500: the list reloads and fails with a readable sentence.
      await chooseFault("500 errors", "500")
      const alert = page.getByRole("alert")
      await expect.poll(() => alert.textContent()).toMatch(
        /^Could not load the sources\. The platform answered 500 Internal Server Error: The service is temporarily unavailable\. Request ID: emulator-\d+\.Try again$/
      )
      const text = await page.locator("main").textContent()
      expect(text).not.toMatch(/\[object Object\]|Cause\(|HttpError|undefined/)
      // "Try again" asks again: the same failure, a new request.
      const requestId = async () => (await alert.textContent())?.match(/Request ID: (emulator-\d+)/)?.[1]
      const first = await requestId()
      await page.getByRole("button", { name: "Try again" }).click()
      await expect.poll(requestId).not.toBe(first)
      expect(await requestId()).toMatch(/^emulator-\d+$/)
      await screenshot("error")
      await expectAccessible("error")

      // 429 storm: every other call is rate limited, the client waits Retry-After and the list still loads.
      const retriesBefore = Number((await page.getByTestId("retry-count").textContent())?.match(/\d+/)?.[0])
      const limitedBefore = backend.stats().rateLimited
      await chooseFault("429 storm", "429-storm")
      await expect.poll(() => page.getByTestId("network-status").getAttribute("data-retrying")).toBe("")
      expect(await page.getByTestId("network-status").textContent()).toMatch(/Rate limited: retrying in 1 s…/)
      await expect.poll(() => rows().count(), { timeout: 8_000 }).toBe(5)
      expect(backend.stats().rateLimited).toBeGreaterThan(limitedBefore)
      const retries = Number((await page.getByTestId("retry-count").textContent())?.match(/\d+/)?.[0])
      expect(retries).toBeGreaterThan(retriesBefore)
      expect(await page.getByRole("alert").count()).toBe(0)
      // Each 429 the client saw was answered by the emulator, and retried.
      const storm = backend.requests().filter((r) => r.path.endsWith("/sources/pages"))
      expect(storm.filter((r) => r.status === 429).length).toBeGreaterThan(0)
      await screenshot("429-storm")

      // Slow server: skeleton rows and a loading line, then the data; "Load more" asked meanwhile is queued.
      await chooseFault("Slow server", "slow")
      await expect.poll(() => page.getByTestId("skeleton-row").count()).toBe(5)
      expect(await listStatus()).toBe("Loading sources…")
      const more = page.getByRole("button", { name: /^Load more/ })
      await more.click()
      await more.click()
      expect(await more.textContent()).toBe("Load more (2 queued)")
      await screenshot("slow-loading")
      await expectAccessible("slow loading")
      // No jump when the data arrives: five real rows take the room of the five skeleton rows, in the same columns.
      const geometry = () =>
        page.evaluate(() => ({
          fifthRowBottom: document.querySelector("table.sources tbody tr:nth-child(5)")!.getBoundingClientRect().bottom,
          columns: [...document.querySelectorAll("table.sources th")].map((th) => th.getBoundingClientRect().left),
          mainTop: document.querySelector("main")!.getBoundingClientRect().top
        }))
      const whileLoading = await geometry()
      await expect.poll(() => rows().count(), { timeout: 5_000 }).toBe(5)
      expect(await geometry()).toEqual(whileLoading)
      await expect.poll(listStatus).toBe("Loading 2 more batches…")
      await expect.poll(listStatus, { timeout: 8_000 }).toBe("All 12 sources shown.")
      expect(await page.getByTestId("skeleton-row").count()).toBe(0)

      await chooseFault("None", "none")
      await expect.poll(listStatus).toBe("5 sources shown.")
      // The header kept its height through every preset: the page below never moved.
      expect((await geometry()).mainTop).toBe(whileLoading.mainTop)
    })

    it("activates the banner by keyboard; its subscription arrives across the same-tab navigation", async () => {
      backend.setPreset("none")
      // The platform answers the banner's call after 800 ms; the page leaves at once.
      backend.faults.add({ fault: "latency", match: "Subscriptions.createCurrent", delayMs: 800 })
      await open("#/sources")
      await expect.poll(() => rows().count()).toBe(5)
      const banner = page.getByRole("link", { name: /^Never miss a failed rebuild/ })
      expect(await banner.count()).toBe(1)
      expect(await banner.getAttribute("href")).toBe("./activity.html")
      expect(await banner.getAttribute("target")).toBeNull()
      // Its box is reserved before the image loads.
      expect(await banner.locator("img").evaluate((img) => [img.getAttribute("width"), img.getAttribute("height")]))
        .toEqual(["720", "120"])
      expect(await banner.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
      expect(await page.getByRole("banner").count()).toBe(1) // the page's own header, not the image banner

      const seen = await tabUntil((f) => f.tag === "A" && f.text.startsWith("Never miss a failed rebuild"))
      expect(seen.length).toBeGreaterThan(1)
      expect(await banner.evaluate((b) => b === document.activeElement)).toBe(true)

      const subscribed = () => calls("Subscriptions.createCurrent")
      expect(subscribed()).toHaveLength(0)
      const pressed = Date.now()
      await Promise.all([page.waitForURL(/\/activity\.html$/), page.keyboard.press("Enter")])
      const navigatedAfter = Date.now() - pressed
      // The page left before the platform answered the call.
      expect(navigatedAfter).toBeLessThan(800)
      expect(subscribed().filter((r) => r.status === 201)).toHaveLength(0)

      // The request outlived its page (fetch keepalive): the emulator completed it (201, as described).
      await expect.poll(() => subscribed().map((r) => r.status), { timeout: 5_000 }).toEqual([201])
      const request = subscribed()[0]!
      expect(request.method).toBe("POST")
      expect(request.authorization).toBe(`Bearer ${backend.accessToken}`)
      expect(request.origin).toBe(site.url)
      const stored = JSON.stringify(backend.state())
      const ref = stored.match(/Weekly source health digest \(ref ([a-z0-9]+)\)/)?.[1]
      expect(ref).toBeDefined()

      // The destination reads it back: the subscription from the platform, the call from the activity log.
      const arrival = page.getByTestId("arrival")
      await expect.poll(() => arrival.getAttribute("data-arrived"), { timeout: 5_000 }).toBe("")
      expect(await arrival.textContent()).toContain(`Subscribed: “Weekly source health digest (ref ${ref})”`)
      expect(await page.getByTestId("subscriptions").textContent()).toContain(
        `Weekly source health digest (ref ${ref})`
      )
      await expect.poll(() => page.getByTestId("activity-log").locator("tbody tr").first().textContent()).toMatch(
        /Subscriptions\.createCurrentPOST \/rest\/organizations\/demo-org\/subscriptions\/me201 OK/
      )
      await screenshot("activity")
      await expectAccessible("activity")
      backend.faults.clear()
      expect(problems).toEqual([])
    })
  }
)
