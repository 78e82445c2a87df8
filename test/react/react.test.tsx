// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { StrictMode, useState } from "react"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import * as Sources from "../../src/Platform/Sources.ts"
import {
  Breadcrumbs,
  ImageBanner,
  PlatformProvider,
  usePlatformMutation,
  usePlatformPages,
  usePlatformQuery,
  visibleEntries
} from "../../src/react/index.ts"
import { ORG, TOKEN } from "../support/client.ts"
import { startServer, type TestServer } from "../support/server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())
afterEach(() => cleanup())

const options = () => ({ organizationId: ORG, accessToken: TOKEN, host: server.url })
const crumbs = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `item ${i + 1}`, href: `/p/${i + 1}` }))

describe("visibleEntries (collapse rule)", () => {
  it("keeps up to 8 items as they are", () => {
    expect(visibleEntries(8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(visibleEntries(0)).toEqual([])
  })
  it("collapses 9 items to the first, an expander and the last", () => {
    expect(visibleEntries(9)).toEqual([0, "expander", 8])
    expect(visibleEntries(20)).toEqual([0, "expander", 19])
  })
  it("honours maxItems, itemsBeforeCollapse and itemsAfterCollapse", () => {
    expect(visibleEntries(6, { maxItems: 4, itemsBeforeCollapse: 2, itemsAfterCollapse: 2 })).toEqual([0, 1, "expander", 4, 5])
    expect(visibleEntries(5, { maxItems: 3, itemsBeforeCollapse: 0, itemsAfterCollapse: 1 })).toEqual(["expander", 4])
  })
  it("shows everything for invalid combinations", () => {
    expect(visibleEntries(9, { itemsBeforeCollapse: 5, itemsAfterCollapse: 4 })).toHaveLength(9)
    expect(visibleEntries(9, { itemsBeforeCollapse: -1 })).toHaveLength(9)
    expect(visibleEntries(9, { itemsAfterCollapse: 1.5 })).toHaveLength(9)
    expect(visibleEntries(9, { maxItems: -2 })).toHaveLength(9)
  })
})

describe("Breadcrumbs", () => {
  it("is a labelled nav holding an ordered list, the current page marked", () => {
    render(<Breadcrumbs items={crumbs(3)} />)
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" })
    const list = nav.querySelector("ol")!
    expect(list).not.toBeNull()
    const links = screen.getAllByRole("link")
    expect(links.map((l) => l.textContent)).toEqual(["item 1", "item 2", "item 3"])
    expect(links.map((l) => l.getAttribute("aria-current"))).toEqual([null, null, "page"])
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["item 1", "item 2", "item 3"])
  })
  it("hides separators from assistive technology; any node can replace them", () => {
    render(<Breadcrumbs items={crumbs(3)} separator={<span data-testid="sep">›</span>} aria-label="Path" />)
    expect(screen.getByRole("navigation", { name: "Path" })).toBeDefined()
    const separators = screen.getAllByTestId("sep")
    expect(separators).toHaveLength(2)
    for (const s of separators) expect(s.parentElement!.getAttribute("aria-hidden")).toBe("true")
  })
  it("uses / as the default separator", () => {
    const { container } = render(<Breadcrumbs items={crumbs(2)} />)
    expect([...container.querySelectorAll("[data-separator]")].map((e) => e.textContent)).toEqual(["/"])
  })
  it("does not collapse 8 items", () => {
    render(<Breadcrumbs items={crumbs(8)} />)
    expect(screen.getAllByRole("link")).toHaveLength(8)
    expect(screen.queryByRole("button", { name: "Show path" })).toBeNull()
  })
  it("collapses 9 items; Show path reveals them all and focuses the first revealed", async () => {
    render(<Breadcrumbs items={crumbs(9)} />)
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual(["item 1", "item 9"])
    const button = screen.getByRole("button", { name: "Show path" })
    expect(button.tagName).toBe("BUTTON")
    expect(screen.getAllByRole("listitem")).toHaveLength(3)
    await userEvent.click(button)
    expect(screen.getAllByRole("link")).toHaveLength(9)
    expect(screen.queryByRole("button", { name: "Show path" })).toBeNull()
    await waitFor(() => expect(document.activeElement?.textContent).toBe("item 2"))
  })
  it("takes maxItems, itemsBeforeCollapse, itemsAfterCollapse and expandText", () => {
    render(<Breadcrumbs items={crumbs(6)} maxItems={4} itemsBeforeCollapse={2} itemsAfterCollapse={1} expandText="More" />)
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual(["item 1", "item 2", "item 6"])
    expect(screen.getByRole("button", { name: "More" })).toBeDefined()
  })
  it("puts the icon outside the list, so it is never a crumb", () => {
    const { container } = render(<Breadcrumbs items={crumbs(2)} icon={<svg data-testid="icon" />} />)
    const icon = screen.getByTestId("icon")
    expect(container.querySelector("ol")!.contains(icon)).toBe(false)
    expect(container.querySelector("nav")!.contains(icon)).toBe(true)
    expect(screen.getAllByRole("listitem")).toHaveLength(2)
  })
  it("renders plain-text crumbs; a plain current crumb carries aria-current", async () => {
    const items = [...crumbs(8), { label: "here" }]
    render(<Breadcrumbs items={[{ label: "root" }, ...items]} />)
    const current = screen.getByText("here")
    expect(current.tagName).toBe("SPAN")
    expect(current.getAttribute("aria-current")).toBe("page")
    await userEvent.click(screen.getByRole("button", { name: "Show path" }))
    await waitFor(() => expect(document.activeElement?.textContent).toBe("item 1"))
  })
  it("builds a trail from an Effect through the hooks", async () => {
    server.reply({ body: { id: "s1", name: "Docs" } })
    function Trail() {
      const source = usePlatformQuery(() => Sources.get("s1"), [])
      const items = [{ label: ORG, href: "/" }, { label: "Sources", href: "/sources" }]
      return <Breadcrumbs items={source.status === "success" ? [...items, { label: source.data.name }] : items} />
    }
    render(
      <PlatformProvider options={options()}>
        <Trail />
      </PlatformProvider>
    )
    await waitFor(() => expect(screen.getByText("Docs").getAttribute("aria-current")).toBe("page"))
  })
})

describe("ImageBanner", () => {
  it("is one native link wrapping the image, named by the alt text", () => {
    render(<ImageBanner href="https://example.com/docs" imageUrl="/banner.png" altText="Read the docs" title="Docs" variant="hero" />)
    const link = screen.getByRole("link", { name: "Read the docs" })
    expect(link.tagName).toBe("A")
    expect(link.getAttribute("href")).toBe("https://example.com/docs")
    expect(link.getAttribute("title")).toBe("Docs")
    expect(link.getAttribute("data-variant")).toBe("hero")
    expect(link.getAttribute("rel")).toBeNull()
    const img = link.querySelector("img")!
    expect(img.getAttribute("src")).toBe("/banner.png")
    expect(img.getAttribute("alt")).toBe("Read the docs")
    expect(screen.queryByRole("banner")).toBeNull()
    expect(screen.getAllByRole("link")).toHaveLength(1)
  })
  it("target _blank adds rel noopener noreferrer", () => {
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="x" target="_blank" />)
    expect(screen.getByRole("link").getAttribute("rel")).toBe("noopener noreferrer")
    expect(screen.getByRole("link").getAttribute("target")).toBe("_blank")
  })
  it("fires the callback once per click and once per Enter", async () => {
    const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="x" onClick={onClick} />)
    const link = screen.getByRole("link")
    await userEvent.click(link)
    expect(onClick).toHaveBeenCalledTimes(1)
    link.focus()
    await userEvent.keyboard("{Enter}")
    expect(onClick).toHaveBeenCalledTimes(2)
  })
  it("runs an Effect through the provider on click", async () => {
    server.reply({ body: { id: "s1" } })
    render(
      <PlatformProvider options={options()}>
        <ImageBanner href="/x" imageUrl="/b.png" altText="rebuild" onClick={(e) => e.preventDefault()} onClickEffect={Sources.rebuild("s1")} />
      </PlatformProvider>
    )
    fireEvent.click(await screen.findByRole("link"))
    await server.waitFor(1)
    expect(server.requests[0]!.path).toBe("/rest/organizations/my-org/sources/s1/rebuild")
  })
})

describe("hooks", () => {
  function SourceName({ id }: { id: string }) {
    const state = usePlatformQuery(() => Sources.get(id), [id])
    if (state.status === "loading") return <p>loading</p>
    if (state.status === "failure") return <p>error {state.error._tag} {state.error._tag === "HttpError" ? state.error.status : ""}</p>
    if (state.status === "defect") return <p>defect</p>
    if (state.status === "interrupted") return <p>interrupted</p>
    return <p>name {state.data.name} <button onClick={state.refresh}>refresh</button></p>
  }

  it("usePlatformQuery goes from loading to success, and refreshes", async () => {
    server.handler = () => ({ body: { name: `Docs ${server.requests.length}` } })
    render(<PlatformProvider options={options()}><SourceName id="s1" /></PlatformProvider>)
    expect(await screen.findByText("name Docs 1")).toBeDefined()
    await userEvent.click(screen.getByRole("button", { name: "refresh" }))
    expect(await screen.findByText("name Docs 2")).toBeDefined()
  })
  it("usePlatformQuery shows the typed failure", async () => {
    server.reply({ status: 403, body: { message: "forbidden" } })
    render(<PlatformProvider options={options()}><SourceName id="s1" /></PlatformProvider>)
    expect(await screen.findByText("error HttpError 403")).toBeDefined()
  })
  it("unmounting interrupts the run and aborts its request", async () => {
    server.handler = () => ({ body: { name: "late" }, delayMs: 3000 })
    const view = render(<PlatformProvider options={options()}><SourceName id="s1" /></PlatformProvider>)
    await server.waitFor(1)
    view.unmount()
    await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
  })
  it("changing deps interrupts the previous run", async () => {
    server.handler = (req) => req.path.endsWith("/slow") ? { body: { name: "slow" }, delayMs: 3000 } : { body: { name: "fast" } }
    function Switcher() {
      const [id, setId] = useState("slow")
      return <><button onClick={() => setId("fast")}>switch</button><SourceName id={id} /></>
    }
    render(<PlatformProvider options={options()}><Switcher /></PlatformProvider>)
    await server.waitFor(1)
    await userEvent.click(await screen.findByRole("button", { name: "switch" }))
    expect(await screen.findByText("name fast")).toBeDefined()
    await waitFor(() => expect(server.requests.find((r) => r.path.endsWith("/slow"))!.aborted).toBe(true))
  })
  it("works under StrictMode: the discarded run is interrupted, one result is shown", async () => {
    server.handler = () => ({ body: { name: `strict ${server.requests.length}` }, delayMs: 100 })
    const seen: Array<string> = []
    function Probe() {
      const state = usePlatformQuery(() => Sources.get("s1"), [])
      if (state.status === "success") seen.push(String(state.data.name))
      return <p>{state.status === "success" ? `name ${state.data.name}` : state.status}</p>
    }
    render(<StrictMode><PlatformProvider options={options()}><Probe /></PlatformProvider></StrictMode>)
    await waitFor(() => expect(screen.getByText(/^name strict/)).toBeDefined())
    await new Promise((r) => setTimeout(r, 300))
    // happy-dom's fetch sends a request even when its signal is already aborted, so the server may see
    // the discarded run; its result must never reach the component.
    expect(server.requests.length).toBeLessThanOrEqual(2)
    expect(new Set(seen).size).toBe(1)
  })
  it("two providers with different organizations do not mix", async () => {
    server.handler = (req) => ({ body: { name: req.path.split("/")[3] } })
    render(
      <>
        <PlatformProvider options={{ ...options(), organizationId: "org-a" }}><SourceName id="s1" /></PlatformProvider>
        <PlatformProvider options={{ ...options(), organizationId: "org-b" }}><SourceName id="s1" /></PlatformProvider>
      </>
    )
    expect(await screen.findByText("name org-a")).toBeDefined()
    expect(await screen.findByText("name org-b")).toBeDefined()
  })
  it("usePlatformMutation runs on demand with pending, success and failure states", async () => {
    server.reply({ body: { id: "s1" }, delayMs: 30 }, { status: 409, body: { message: "busy" } })
    function Rebuild() {
      const m = usePlatformMutation((id: string) => Sources.rebuild(id))
      return (
        <>
          <button onClick={() => void m.run("s1")}>rebuild</button>
          <p>state {m.state.status}{m.state.status === "failure" && m.state.error._tag === "HttpError" ? ` ${m.state.error.status}` : ""}</p>
        </>
      )
    }
    render(<PlatformProvider options={options()}><Rebuild /></PlatformProvider>)
    expect(await screen.findByText("state idle")).toBeDefined()
    expect(server.requests).toHaveLength(0)
    await userEvent.click(screen.getByRole("button"))
    expect(await screen.findByText("state loading")).toBeDefined()
    expect(await screen.findByText("state success")).toBeDefined()
    await userEvent.click(screen.getByRole("button"))
    expect(await screen.findByText("state failure 409")).toBeDefined()
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST"])
  })
  it("usePlatformMutation cancels on unmount", async () => {
    server.handler = () => ({ body: {}, delayMs: 3000 })
    let run: (() => void) | undefined
    function Rebuild() {
      const m = usePlatformMutation(() => Sources.rebuild("s1"))
      run = () => void m.run()
      return null
    }
    const view = render(<PlatformProvider options={options()}><Rebuild /></PlatformProvider>)
    await waitFor(() => expect(run).toBeDefined())
    act(() => run!())
    await server.waitFor(1)
    view.unmount()
    await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
  })
  it("usePlatformPages loads a batch, then the next on request, lazily", async () => {
    server.handler = (req) => {
      const page = Number(new URL(req.url, "http://x").searchParams.get("page"))
      return { body: { sourceModels: [{ id: `p${page}a` }, { id: `p${page}b` }], totalEntries: 6, totalPages: 3 } }
    }
    function List() {
      const pages = usePlatformPages(() => Sources.listAll(), [], { pageSize: 2 })
      return (
        <>
          <ul>{pages.items.map((s) => <li key={s.id}>{s.id}</li>)}</ul>
          <p>{pages.status}</p>
          {pages.hasMore && <button onClick={pages.loadMore}>more</button>}
        </>
      )
    }
    render(<PlatformProvider options={options()}><List /></PlatformProvider>)
    await waitFor(() => expect(screen.getAllByRole("listitem").map((l) => l.textContent)).toEqual(["p0a", "p0b"]))
    expect(server.requests.length).toBeLessThanOrEqual(2)
    await userEvent.click(screen.getByRole("button", { name: "more" }))
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(4))
    await userEvent.click(screen.getByRole("button", { name: "more" }))
    await userEvent.click(await screen.findByRole("button", { name: "more" }))
    await waitFor(() => expect(screen.getByText("done")).toBeDefined())
    expect(screen.getAllByRole("listitem")).toHaveLength(6)
    expect(screen.queryByRole("button", { name: "more" })).toBeNull()
  })
})

describe("effects in components", () => {
  it("an Effect value (not a thunk) works too", async () => {
    server.reply({ body: { name: "value" } })
    function View() {
      const s = usePlatformQuery(Effect.map(Sources.get("s1"), (x) => x.name), [])
      return <p>{s.status === "success" ? s.data : s.status}</p>
    }
    render(<PlatformProvider options={options()}><View /></PlatformProvider>)
    expect(await screen.findByText("value")).toBeDefined()
  })
})
