/**
 * End-to-end: the demo page built with Vite, served on 127.0.0.1 next to its
 * backend, driven in Debian's headless Chromium by playwright-core (never a
 * downloaded browser). Skips itself when /usr/bin/chromium is absent, unless
 * `E2E_REQUIRE_CHROMIUM=1` (as in CI), where that is a failure.
 */
import { execFile } from "node:child_process"
import { existsSync } from "node:fs"
import * as fs from "node:fs/promises"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { type BrowserContext, chromium, type ConsoleMessage, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type DemoBackend, demoSourceNames, startDemoBackend } from "../demo/backend.ts"
import { type DemoConfig, demoConfigPath } from "../demo/config.ts"

// Debian's package; CHROMIUM_PATH only exists to try the skip path.
const chromiumPath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"
const hasChromium = existsSync(chromiumPath)
const requireChromium = process.env["E2E_REQUIRE_CHROMIUM"] === "1"
const repo = fileURLToPath(new URL("..", import.meta.url))
const outputDir = path.join(repo, "test-output")
const collapsedPath = path.join(outputDir, "demo-e2e-collapsed.png")
const screenshotPath = path.join(outputDir, "demo-e2e.png")

if (!hasChromium) {
  const message = `${chromiumPath} is absent: install Debian's chromium package (apt-get install -y chromium) to run the demo end-to-end test`
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

/** Serves a built folder plus the page's backend settings on 127.0.0.1. */
const serveStatic = async (root: string, config: DemoConfig) => {
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname)
    if (pathname === `/${demoConfigPath}`) {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" })
      res.end(JSON.stringify(config))
      return
    }
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

describe.skipIf(!hasChromium)(`demo page in headless Chromium${hasChromium ? "" : ` (skipped: ${chromiumPath} is absent)`}`, () => {
  let workDir: string
  let backend: DemoBackend
  let site: Awaited<ReturnType<typeof serveStatic>>
  let context: BrowserContext
  let page: Page
  const problems: Array<string> = []

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), "demo-e2e-"))
    const dist = path.join(workDir, "dist")
    // A real production build, in a child process so the test runner's NODE_ENV does not leak in.
    const env = { ...process.env }
    delete env["NODE_ENV"]
    await promisify(execFile)(
      process.execPath,
      [path.join(repo, "node_modules/vite/bin/vite.js"), "build", "--config", "demo/vite.config.ts", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
      { cwd: repo, env }
    )
    backend = await startDemoBackend()
    site = await serveStatic(dist, { host: backend.url, organizationId: backend.organizationId, accessToken: backend.accessToken })
    context = await chromium.launchPersistentContext(path.join(workDir, "profile"), {
      executablePath: chromiumPath,
      headless: true,
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
      viewport: { width: 1000, height: 700 }
    })
    page = context.pages()[0] ?? (await context.newPage())
    page.on("console", (m: ConsoleMessage) => {
      if (m.type() === "error") problems.push(`console: ${m.text()}`)
    })
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`))
    page.on("requestfailed", (r) => problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ""}`))
  })

  afterAll(async () => {
    await context?.close()
    await site?.close()
    await backend?.stop()
    if (workDir !== undefined) await fs.rm(workDir, { recursive: true, force: true })
  })

  it("shows the sources as a collapsed trail, expands it, and runs the banner's Effect", async () => {
    await page.goto(site.url)
    const trail = page.getByRole("navigation", { name: "Sources" })
    await expect.poll(() => page.getByTestId("sources-status").textContent()).toBe("12 sources loaded")

    // The data came from the library: three pages of five, with the bearer token, across origins (CORS).
    const listed = backend.requests().filter((r) => r.path.endsWith("/sources/pages"))
    expect(listed.map((r) => new URLSearchParams(r.query).get("page"))).toEqual(["0", "1", "2"])
    for (const r of listed) {
      expect(r.authorization).toBe(`Bearer ${backend.accessToken}`)
      expect(r.origin).toBe(site.url)
    }

    // Collapsed: 14 crumbs (organization, Sources, 12 sources) show as first, "Show path", last.
    const links = trail.getByRole("link")
    expect(await links.allTextContents()).toEqual([backend.organizationId, demoSourceNames.at(-1)])
    expect(await trail.getByRole("listitem").count()).toBe(3)
    const expander = trail.getByRole("button", { name: "Show path" })
    expect(await expander.evaluate((e) => e.tagName)).toBe("BUTTON")
    expect(await links.last().getAttribute("aria-current")).toBe("page")
    expect(await links.first().getAttribute("aria-current")).toBeNull()
    for (const sep of await trail.locator("[data-separator]").all()) expect(await sep.getAttribute("aria-hidden")).toBe("true")
    // The icon sits outside the list.
    expect(await trail.locator("ol [data-breadcrumbs-icon]").count()).toBe(0)
    expect(await trail.locator("[data-breadcrumbs-icon]").count()).toBe(1)

    await fs.mkdir(outputDir, { recursive: true })
    await page.screenshot({ path: collapsedPath, fullPage: true })

    await expander.click()
    const all = [backend.organizationId, "Sources", ...demoSourceNames]
    await expect.poll(() => links.allTextContents()).toEqual(all)
    expect(await trail.getByRole("listitem").count()).toBe(all.length)
    expect(await trail.getByRole("button", { name: "Show path" }).count()).toBe(0)
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true)
    expect(await trail.locator('[aria-current="page"]').allTextContents()).toEqual([demoSourceNames.at(-1)])
    // Focus moved to the first revealed item: "Sources", the one after the organization.
    await expect.poll(() =>
      page.evaluate(() => {
        const active = document.activeElement
        return { text: active?.textContent, tag: active?.tagName, inTrail: active?.closest("nav")?.getAttribute("aria-label") }
      })
    ).toEqual({ text: "Sources", tag: "A", inTrail: "Sources" })

    // The banner: one link named by the image's alt text; no banner landmark on the page.
    const banner = page.getByRole("link", { name: "Check the access token" })
    expect(await banner.count()).toBe(1)
    expect(await banner.getAttribute("title")).toBe("Checks the access token with the platform")
    expect(await banner.getAttribute("data-variant")).toBe("hero")
    expect(await banner.locator("img").getAttribute("alt")).toBe("Check the access token")
    expect(await banner.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    expect(await page.getByRole("banner").count()).toBe(0)

    await banner.click()
    const result = page.getByTestId("token-result")
    await expect.poll(() => result.textContent()).toBe("Token valid: signed in as Demo User <demo.user@example.com> (check #1).")
    const checks = () => backend.requests().filter((r) => r.method === "POST" && r.path === "/oauth/check_token")
    expect(checks()).toHaveLength(1)
    expect(checks()[0]!.authorization).toBe(`Bearer ${backend.accessToken}`)
    expect(new URL(page.url()).hash).toBe("#token-check")

    // Keyboard activation runs it once more.
    await banner.focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => result.textContent()).toContain("(check #2)")
    expect(checks()).toHaveLength(2)

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: screenshotPath, fullPage: true })
    expect(existsSync(screenshotPath) && existsSync(collapsedPath)).toBe(true)
    expect(problems).toEqual([])
  })
})
