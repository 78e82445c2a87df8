// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { createRef, StrictMode } from "react"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import type { BreadcrumbLinkProps } from "../../src/react/Breadcrumbs.tsx"
import { collapseProblem } from "../../src/react/collapse.ts"
import { Breadcrumbs, PlatformProvider, usePlatformQuery, visibleEntries } from "../../src/react/index.ts"
import { ORG, TOKEN } from "../support/client.ts"
import { startServer, type TestServer } from "../support/server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const options = () => ({ organizationId: ORG, accessToken: TOKEN, host: server.url })
const crumbs = (n: number, prefix = "item") =>
  Array.from({ length: n }, (_, i) => ({ label: `${prefix} ${i + 1}`, href: `/${prefix}/${i + 1}` }))
const linkTexts = () => screen.getAllByRole("link").map((l) => l.textContent)
const nav = () => screen.getByRole("navigation")
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

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
    expect(visibleEntries(6, { maxItems: 4, itemsBeforeCollapse: 2, itemsAfterCollapse: 2 })).toEqual([
      0,
      1,
      "expander",
      4,
      5
    ])
    expect(visibleEntries(5, { maxItems: 3, itemsBeforeCollapse: 0, itemsAfterCollapse: 1 })).toEqual(["expander", 4])
    expect(visibleEntries(100, { maxItems: Infinity })).toHaveLength(100)
  })
  it("shows everything for invalid combinations", () => {
    expect(visibleEntries(9, { itemsBeforeCollapse: 5, itemsAfterCollapse: 4 })).toHaveLength(9)
    expect(visibleEntries(9, { itemsBeforeCollapse: -1 })).toHaveLength(9)
    expect(visibleEntries(9, { itemsAfterCollapse: 1.5 })).toHaveLength(9)
    expect(visibleEntries(9, { maxItems: -2 })).toHaveLength(9)
  })
  it("never hides the kept index: it shows between two expanders", () => {
    expect(visibleEntries(12, {}, 5)).toEqual([0, "expander", 5, "expander", 11])
    // Next to the head or the tail, only one expander is needed.
    expect(visibleEntries(12, {}, 1)).toEqual([0, 1, "expander", 11])
    expect(visibleEntries(12, {}, 10)).toEqual([0, "expander", 10, 11])
    // Already visible: nothing changes.
    expect(visibleEntries(12, {}, 11)).toEqual([0, "expander", 11])
    expect(visibleEntries(12, {}, 0)).toEqual([0, "expander", 11])
  })
})

describe("collapseProblem", () => {
  it("accepts the defaults and sensible settings", () => {
    expect(collapseProblem({})).toBeUndefined()
    expect(collapseProblem({ maxItems: 4, itemsBeforeCollapse: 2, itemsAfterCollapse: 1 })).toBeUndefined()
    expect(collapseProblem({ maxItems: Infinity })).toBeUndefined()
  })
  it("names negative or fractional counts", () => {
    expect(collapseProblem({ itemsBeforeCollapse: -1 })).toContain("itemsBeforeCollapse={-1}")
    expect(collapseProblem({ itemsAfterCollapse: 1.5 })).toContain("itemsAfterCollapse={1.5}")
    expect(collapseProblem({ maxItems: -2 })).toContain("maxItems={-2}")
  })
  it("flags keeping maxItems or more items around the expander", () => {
    expect(collapseProblem({ maxItems: 4, itemsBeforeCollapse: 2, itemsAfterCollapse: 2 })).toContain(">= maxItems={4}")
    expect(collapseProblem({ maxItems: 2 })).toContain(">= maxItems={2}")
  })
})

describe("Breadcrumbs: structure and collapse", () => {
  it("is a labelled nav holding an ordered list, the current page marked", () => {
    render(<Breadcrumbs items={crumbs(3)} />)
    const landmark = screen.getByRole("navigation", { name: "Breadcrumb" })
    expect(landmark.querySelector("ol")).not.toBeNull()
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
    expect(linkTexts()).toEqual(["item 1", "item 9"])
    const button = screen.getByRole("button", { name: "Show path" })
    expect(button.tagName).toBe("BUTTON")
    expect(screen.getAllByRole("listitem")).toHaveLength(3)
    await userEvent.click(button)
    expect(screen.getAllByRole("link")).toHaveLength(9)
    expect(screen.queryByRole("button", { name: "Show path" })).toBeNull()
    await waitFor(() => expect(document.activeElement?.textContent).toBe("item 2"))
  })
  it("works from the keyboard: Tab reaches the expander, Enter expands and moves focus on", async () => {
    const user = userEvent.setup()
    render(<Breadcrumbs items={crumbs(9)} />)
    await user.tab()
    expect(document.activeElement?.textContent).toBe("item 1")
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show path" }))
    await user.keyboard("{Enter}")
    await waitFor(() => expect(document.activeElement?.textContent).toBe("item 2"))
    await user.tab()
    expect(document.activeElement?.textContent).toBe("item 3")
  })
  it("takes maxItems, itemsBeforeCollapse, itemsAfterCollapse and expandText", () => {
    render(
      <Breadcrumbs items={crumbs(6)} maxItems={4} itemsBeforeCollapse={2} itemsAfterCollapse={1} expandText="More" />
    )
    expect(linkTexts()).toEqual(["item 1", "item 2", "item 6"])
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

describe("Breadcrumbs: the current page", () => {
  it("current: false on the last item leaves no crumb marked", () => {
    const { container } = render(
      <Breadcrumbs items={[...crumbs(2), { label: "last", href: "/last", current: false }]} />
    )
    expect(container.querySelectorAll("[aria-current]")).toHaveLength(0)
  })
  it("current: true elsewhere moves the mark there", () => {
    const items = crumbs(3).map((c, i) => ({ ...c, current: i === 1 }))
    render(<Breadcrumbs items={items} />)
    expect(screen.getAllByRole("link").map((l) => l.getAttribute("aria-current"))).toEqual([null, "page", null])
  })
  it("a current item inside the collapsed range stays visible, between two expanders", async () => {
    const items = crumbs(12).map((c, i) => ({ ...c, current: i === 5 }))
    render(<Breadcrumbs items={items} />)
    expect(linkTexts()).toEqual(["item 1", "item 6", "item 12"])
    expect(screen.getByRole("link", { name: "item 6" }).getAttribute("aria-current")).toBe("page")
    const expanders = screen.getAllByRole("button", { name: "Show path" })
    expect(expanders).toHaveLength(2)
    // Order in the list: first, …, current, …, last.
    const order = [...nav().querySelectorAll("ol > li:not([data-separator])")].map((li) =>
      li.querySelector("button") === null ? li.textContent : "…"
    )
    expect(order).toEqual(["item 1", "…", "item 6", "…", "item 12"])
    // The second expander reveals from the item after the current one.
    await userEvent.click(expanders[1]!)
    expect(screen.getAllByRole("link")).toHaveLength(12)
    await waitFor(() => expect(document.activeElement?.textContent).toBe("item 7"))
  })
  it("zero items render nothing, not even the landmark", () => {
    const { container } = render(<Breadcrumbs items={[]} icon={<svg />} />)
    expect(screen.queryByRole("navigation")).toBeNull()
    expect(container.innerHTML).toBe("")
  })
  it("a new trail of the same length collapses again", async () => {
    const { rerender } = render(<Breadcrumbs items={crumbs(9, "a")} />)
    await userEvent.click(screen.getByRole("button", { name: "Show path" }))
    expect(screen.getAllByRole("link")).toHaveLength(9)
    rerender(<Breadcrumbs items={crumbs(9, "b")} />)
    expect(linkTexts()).toEqual(["b 1", "b 9"])
    expect(screen.getByRole("button", { name: "Show path" })).toBeDefined()
  })
  it("duplicate or colliding keys from the data neither warn nor leave stale crumbs behind", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {})
    const { rerender } = render(
      <Breadcrumbs items={[{ label: "a", href: "/a", key: "x" }, { label: "b", href: "/b", key: "x" }]} />
    )
    expect(linkTexts()).toEqual(["a", "b"])
    // An explicit key "0" collides with the index key of the unkeyed first item.
    rerender(<Breadcrumbs items={[{ label: "q", href: "/q" }, { label: "r", href: "/r", key: "0" }]} />)
    expect(linkTexts()).toEqual(["q", "r"])
    rerender(<Breadcrumbs items={[{ label: "t", href: "/t", key: "x" }]} />)
    expect(linkTexts()).toEqual(["t"])
    expect(screen.getAllByRole("listitem")).toHaveLength(1)
    // A key that looks like the expander's own.
    rerender(<Breadcrumbs items={[...crumbs(8), { label: "last", href: "/last", key: "expander:1" }]} />)
    expect(linkTexts()).toEqual(["item 1", "last"])
    expect(screen.getByRole("button", { name: "Show path" })).toBeDefined()
    expect(error).not.toHaveBeenCalled()
  })
  it("the same trail, as new objects, stays expanded", async () => {
    const { rerender } = render(<Breadcrumbs items={crumbs(9)} />)
    await userEvent.click(screen.getByRole("button", { name: "Show path" }))
    rerender(<Breadcrumbs items={crumbs(9)} />)
    expect(screen.getAllByRole("link")).toHaveLength(9)
  })
})

describe("Breadcrumbs: customization", () => {
  it("renders links through linkComponent, with href, aria-current, className, onClick and ref", async () => {
    const received: Array<BreadcrumbLinkProps> = []
    const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    function RouterLink(props: BreadcrumbLinkProps) {
      received.push(props)
      const { href, ...rest } = props
      return <a data-router="" data-to={href} href={`#${href}`} {...rest} />
    }
    const items = [...crumbs(9), { label: "last", href: "/last", onClick }]
    render(<Breadcrumbs items={items} linkComponent={RouterLink} crumbClassName="crumb" />)
    const links = screen.getAllByRole("link")
    expect(links.every((l) => l.hasAttribute("data-router"))).toBe(true)
    expect(links.map((l) => l.getAttribute("data-to"))).toEqual(["/item/1", "/last"])
    expect(links.map((l) => l.className)).toEqual(["crumb", "crumb"])
    expect(links[1]!.getAttribute("aria-current")).toBe("page")
    expect(received.some((p) => p.children === "last" && p["aria-current"] === "page")).toBe(true)
    await userEvent.click(links[1]!)
    expect(onClick).toHaveBeenCalledTimes(1)
    // The ref reaches the custom link's anchor: focus moves there after Show path.
    await userEvent.click(screen.getByRole("button", { name: "Show path" }))
    await waitFor(() => expect(document.activeElement?.getAttribute("data-to")).toBe("/item/2"))
  })
  it("forwards className, style and ref to the nav", () => {
    const ref = createRef<HTMLElement>()
    render(<Breadcrumbs ref={ref} items={crumbs(2)} style={{ marginTop: "3px" }} />)
    expect(ref.current).toBe(nav())
    expect(nav().style.marginTop).toBe("3px")
    // The style prop adds to the default layout.
    expect(nav().style.display).toBe("flex")
    cleanup()
    render(<Breadcrumbs items={crumbs(2)} className="trail" style={{ marginTop: "3px" }} />)
    expect(nav().className).toBe("trail")
    // A class takes over the layout: no default inline style would beat it.
    expect(nav().style.display).toBe("")
    expect(nav().style.marginTop).toBe("3px")
  })
  it("puts itemClassName, listClassName, separatorClassName, expanderClassName and iconClassName on their elements", () => {
    const { container } = render(
      <Breadcrumbs
        items={crumbs(9)}
        icon={<svg />}
        listClassName="list"
        itemClassName="item"
        separatorClassName="sep"
        expanderClassName="more"
        iconClassName="icon"
      />
    )
    expect(container.querySelector("ol")!.className).toBe("list")
    expect(container.querySelector("ol")!.getAttribute("style")).toBeNull()
    expect(screen.getAllByRole("listitem").map((li) => li.className)).toEqual(["item", "item", "item"])
    expect([...container.querySelectorAll("[data-separator]")].map((s) => s.className)).toEqual(["sep", "sep"])
    const button = screen.getByRole("button", { name: "Show path" })
    expect(button.className).toBe("more")
    expect(button.getAttribute("style")).toBeNull()
    const icon = container.querySelector<HTMLElement>("[data-breadcrumbs-icon]")!
    expect(icon.className).toBe("icon")
    expect(icon.getAttribute("style")).toBeNull()
  })
})

describe("Breadcrumbs: default look", () => {
  it("truncates long labels with an ellipsis, keeping the full text as the name and the title", () => {
    const long = "A very long source name that goes on and on well past any reasonable width"
    render(<Breadcrumbs items={[{ label: "root", href: "/" }, { label: long, href: "/long" }]} />)
    const link = screen.getByRole("link", { name: long })
    expect(link.textContent).toBe(long)
    expect(link.getAttribute("title")).toBe(long)
    expect(link.style.maxWidth).not.toBe("")
    expect(link.style.overflow).toBe("hidden")
    expect(link.style.textOverflow).toBe("ellipsis")
    expect(link.style.whiteSpace).toBe("nowrap")
    expect(link.style.display).toBe("inline-block")
  })
  it("sets no title when the label is not a string", () => {
    render(<Breadcrumbs items={[{ label: <em>root</em>, href: "/" }, { label: "here" }]} />)
    expect(screen.getByRole("link", { name: "root" }).hasAttribute("title")).toBe(false)
    expect(screen.getByText("here").getAttribute("title")).toBe("here")
  })
  it("makes the current crumb visibly distinct without any CSS", () => {
    render(<Breadcrumbs items={crumbs(3)} />)
    const [first, , current] = screen.getAllByRole("link")
    expect(current!.style.fontWeight).toBe("600")
    expect(current!.style.textDecoration).toContain("none")
    expect(first!.style.fontWeight).toBe("")
    expect(first!.style.textDecoration).toBe("")
  })
  it("lays the nav out as a row with the icon pushed to the end (the right in left-to-right text)", () => {
    const { container } = render(<Breadcrumbs items={crumbs(2)} icon={<svg />} />)
    expect(nav().style.display).toBe("flex")
    const icon = container.querySelector<HTMLElement>("[data-breadcrumbs-icon]")!
    expect(icon.style.marginInlineStart).toBe("auto")
  })
  it("in right-to-left text the icon goes to the left end: its margin is logical, not marginLeft", () => {
    const { container } = render(
      <div dir="rtl">
        <Breadcrumbs items={crumbs(9)} icon={<svg />} />
      </div>
    )
    const icon = container.querySelector<HTMLElement>("[data-breadcrumbs-icon]")!
    expect(icon.style.marginInlineStart).toBe("auto")
    // A physical margin would keep pushing the icon right, onto the start of a right-to-left trail.
    expect(icon.style.marginLeft).toBe("")
    expect(icon.style.marginRight).toBe("")
  })
  it("a crumb class replaces the default look", () => {
    render(<Breadcrumbs items={crumbs(2)} crumbClassName="crumb" />)
    for (const link of screen.getAllByRole("link")) expect(link.getAttribute("style")).toBeNull()
  })
})

describe("Breadcrumbs: development warnings", () => {
  it.each([
    [{ itemsBeforeCollapse: -1 }, "itemsBeforeCollapse={-1}"],
    [{ itemsAfterCollapse: 0.5 }, "itemsAfterCollapse={0.5}"],
    [{ maxItems: -3 }, "maxItems={-3}"],
    [{ maxItems: 3, itemsBeforeCollapse: 2, itemsAfterCollapse: 1 }, ">= maxItems={3}"]
  ])("warns once about %o", (settings, message) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const { rerender } = render(
      <StrictMode>
        <Breadcrumbs items={crumbs(9)} {...settings} />
      </StrictMode>
    )
    rerender(
      <StrictMode>
        <Breadcrumbs items={crumbs(10)} {...settings} />
      </StrictMode>
    )
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toContain(message)
  })
  it("says nothing about valid settings", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    render(<Breadcrumbs items={crumbs(9)} maxItems={4} itemsBeforeCollapse={2} itemsAfterCollapse={1} />)
    expect(warn).not.toHaveBeenCalled()
  })
  it("says nothing in production", () => {
    vi.stubEnv("NODE_ENV", "production")
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    render(<Breadcrumbs items={crumbs(9)} itemsBeforeCollapse={-1} />)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe("Breadcrumbs: a throwing onClick", () => {
  const throwing = () => {
    throw new Error("handler bug")
  }
  it("is reported to onError like ImageBanner's, is no uncaught error, and the link still navigates", async () => {
    const uncaught: Array<unknown> = []
    const onWindowError = (e: Event) => uncaught.push((e as ErrorEvent).error ?? e)
    window.addEventListener("error", onWindowError)
    const errors: Array<unknown> = []
    try {
      const items = [...crumbs(8), { label: "last", href: "/last", onClick: throwing }]
      render(<Breadcrumbs items={items} onError={(e) => errors.push(e)} />)
      // dispatchEvent's answer: false when the default action (navigation) was cancelled.
      const navigates = fireEvent.click(screen.getByRole("link", { name: "last" }))
      await sleep(20)
      expect(navigates).toBe(true)
      expect(uncaught).toEqual([])
      expect(errors).toEqual([{ _tag: "Defect", defect: new Error("handler bug"), source: "onClick", item: items[8] }])
      // The tree is intact: the trail still expands.
      await userEvent.click(screen.getByRole("button", { name: "Show path" }))
      expect(screen.getAllByRole("link")).toHaveLength(9)
    } finally {
      window.removeEventListener("error", onWindowError)
    }
  })
  it("a router link that calls it still navigates", () => {
    const navigations: Array<string> = []
    // What router links do: call the caller's onClick, then navigate unless it prevented the default.
    function RouterLink({ href, onClick, ...rest }: BreadcrumbLinkProps) {
      return (
        <a
          {...rest}
          href={href}
          onClick={(e) => {
            onClick?.(e)
            if (e.defaultPrevented) return
            e.preventDefault()
            navigations.push(href)
          }}
        />
      )
    }
    vi.spyOn(console, "error").mockImplementation(() => {})
    render(
      <Breadcrumbs items={[{ label: "a", href: "/a", onClick: throwing }, { label: "b" }]} linkComponent={RouterLink} />
    )
    // Cancelled by the router link, which navigates in place instead of loading the page.
    expect(fireEvent.click(screen.getByRole("link", { name: "a" }))).toBe(false)
    expect(navigations).toEqual(["/a"])
  })
  it("without onError goes to console.error in development, and nowhere in production", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {})
    render(<Breadcrumbs items={[{ label: "a", href: "/a", onClick: throwing }, { label: "b" }]} />)
    fireEvent.click(screen.getByRole("link", { name: "a" }))
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]![0])).toMatch(/^Breadcrumbs: .*no onError/)
    expect(error.mock.calls[0]![1]).toMatchObject({ _tag: "Defect", source: "onClick", item: { label: "a" } })
    vi.stubEnv("NODE_ENV", "production")
    fireEvent.click(screen.getByRole("link", { name: "a" }))
    expect(error).toHaveBeenCalledTimes(1)
  })
  it("a throwing onError is logged, not thrown", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {})
    render(
      <Breadcrumbs
        items={[{ label: "a", href: "/a", onClick: throwing }, { label: "b" }]}
        onError={() => {
          throw new Error("onError bug")
        }}
      />
    )
    expect(fireEvent.click(screen.getByRole("link", { name: "a" }))).toBe(true)
    expect(error).toHaveBeenCalledTimes(1)
    expect((error.mock.calls[0]![1] as Error).message).toBe("onError bug")
  })
  it("an onClick that does not throw reports nothing", () => {
    const onError = vi.fn()
    const onClick = vi.fn()
    render(<Breadcrumbs items={[{ label: "a", href: "/a", onClick }, { label: "b" }]} onError={onError} />)
    fireEvent.click(screen.getByRole("link", { name: "a" }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onError).not.toHaveBeenCalled()
  })
})

describe("Breadcrumbs: blank labels", () => {
  it.each([["empty", ""], ["spaces", "   "], ["whitespace", "\n\t "], ["null", null], ["undefined", undefined]])(
    "a link whose label is %s is named, visibly, by its href",
    (_, label) => {
      vi.spyOn(console, "warn").mockImplementation(() => {})
      render(<Breadcrumbs items={[{ label, href: "/sources/s1" }, { label: "here" }]} />)
      const link = screen.getByRole("link", { name: "/sources/s1" })
      expect(link.textContent).toBe("/sources/s1")
      expect(link.getAttribute("title")).toBe("/sources/s1")
      expect(link.getAttribute("href")).toBe("/sources/s1")
    }
  )
  it("a blank label with a blank href too is plain text, never a nameless link", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    render(<Breadcrumbs items={[{ label: " ", href: "" }, { label: "", href: "  " }, { label: "here" }]} />)
    expect(screen.queryAllByRole("link")).toEqual([])
    expect(nav().querySelectorAll("span[tabindex='-1']")).toHaveLength(3)
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/item 1 has a blank label and a blank href, so it is plain text/),
      expect.stringMatching(/item 2 has a blank label and a blank href, so it is plain text/)
    ])
  })
  it("a plain crumb with a blank label stays in place (the trail's positions and current page hold), with no title", () => {
    render(<Breadcrumbs items={[{ label: "root", href: "/" }, { label: "  " }]} />)
    expect(screen.getAllByRole("listitem")).toHaveLength(2)
    const current = nav().querySelector("[aria-current='page']")!
    expect(current.tagName).toBe("SPAN")
    expect(current.hasAttribute("title")).toBe(false)
  })
  it("warns once in development about a link's blank label; not in production", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const items = [{ label: "", href: "/a" }, { label: "here" }]
    const { rerender } = render(
      <StrictMode>
        <Breadcrumbs items={items} />
      </StrictMode>
    )
    rerender(
      <StrictMode>
        <Breadcrumbs items={[...items]} />
      </StrictMode>
    )
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(/item 1, a link to \/a, has a blank label/)
    cleanup()
    warn.mockClear()
    vi.stubEnv("NODE_ENV", "production")
    render(<Breadcrumbs items={items} />)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe("Breadcrumbs: unsafe hrefs", () => {
  it.each([
    "data:text/html,<script>alert(1)</script>",
    "DATA:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "javascript:alert(1)",
    "  data:text/html,x",
    "\u0000\u0001\u001f data:text/html,x",
    "da\nta:text/html,x",
    "java\tscr\ript:alert(1)"
  ])("%j: the crumb is plain text, and a custom link component never receives it", (href) => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    const received: Array<string> = []
    function RouterLink(props: BreadcrumbLinkProps) {
      received.push(props.href)
      return <a {...props} />
    }
    const onClick = vi.fn()
    for (const linkComponent of [undefined, RouterLink]) {
      render(
        <Breadcrumbs
          items={[{ label: "home", href: "/" }, { label: "evil", href, onClick }, { label: "here" }]}
          linkComponent={linkComponent}
        />
      )
      expect(linkTexts()).toEqual(["home"])
      const crumb = screen.getByText("evil")
      expect(crumb.tagName).toBe("SPAN")
      expect(crumb.hasAttribute("href")).toBe(false)
      expect(nav().innerHTML).not.toContain(":text/html")
      fireEvent.click(crumb)
      cleanup()
    }
    expect(received).toEqual(["/"])
    expect(onClick).not.toHaveBeenCalled()
  })
  it.each([
    "https://example.com/a?b=1#c",
    "http://example.com",
    "/sources/s1",
    "sources/s1",
    "./data:x",
    "data/x",
    "?page=2",
    "#section",
    "mailto:admin@example.com",
    "tel:+15550100"
  ])("%j stays a link, as given", (href) => {
    render(<Breadcrumbs items={[{ label: "go", href }, { label: "here" }]} />)
    expect(screen.getByRole("link", { name: "go" }).getAttribute("href")).toBe(href)
  })
  it("warns once in development about a refused href", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    render(
      <StrictMode>
        <Breadcrumbs items={[{ label: "evil", href: "data:text/html,x" }, { label: "here" }]} />
      </StrictMode>
    )
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(/item 1's href "data:text\/html,x" uses a refused scheme/)
  })
})
