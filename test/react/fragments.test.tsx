// @vitest-environment happy-dom
// What the two fragments share: unsafe hrefs refused alike, click errors reported alike, no physical left/right.
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ImageBannerError } from "../../src/react/ImageBanner.tsx"
import { Breadcrumbs, ImageBanner } from "../../src/react/index.ts"
import { safeHref } from "../../src/react/links.ts"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const unsafe = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "Data:text/html,x",
  "vbscript:msgbox(1)",
  "vBsCrIpT:msgbox(1)",
  // Browsers drop leading controls and spaces, and tabs and newlines anywhere, before reading the scheme.
  "   data:text/html,x",
  "\u0000\u0008\u001f\u0020data:text/html,x",
  "\n\tvbscript:msgbox(1)",
  "d\na\tt\ra:text/html,x",
  "java\tscript:alert(1)"
]
const safe = [
  "https://example.com/a?b=1#c",
  "HTTP://example.com",
  "/sources/s1",
  "sources/s1",
  "./data:x",
  "data/x",
  "datax:y",
  "?page=2",
  "#section",
  "mailto:admin@example.com",
  "tel:+15550100",
  // A character browsers keep (no-break space) makes the scheme invalid: a relative URL, not data:.
  "\u00a0data:text/html,x"
]

describe("safeHref", () => {
  it.each(unsafe)("refuses %j", (href) => expect(safeHref(href)).toBeUndefined())
  it.each(safe)("keeps %j as given", (href) => expect(safeHref(href)).toBe(href))
  it("keeps no href as none", () => expect(safeHref(undefined)).toBeUndefined())
})

describe("both fragments", () => {
  it.each(unsafe)("refuse %j alike: neither renders a link", (href) => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    render(<Breadcrumbs items={[{ label: "evil", href }, { label: "here" }]} />)
    render(<ImageBanner href={href} imageUrl="/b.png" altText="evil" />)
    expect(screen.queryAllByRole("link")).toEqual([])
    expect(document.querySelectorAll("[href]")).toHaveLength(0)
  })
  it("report a throwing onClick the same way: one onError handler takes both errors", () => {
    const errors: Array<ImageBannerError<unknown>> = []
    // Typed for the banner, it takes the breadcrumbs' errors too: they share the banner's Defect shape.
    const onError = (e: ImageBannerError<unknown>) => errors.push(e)
    const boom = new Error("handler bug")
    const throwing = () => {
      throw boom
    }
    render(<Breadcrumbs items={[{ label: "a", href: "/a", onClick: throwing }, { label: "b" }]} onError={onError} />)
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="banner" onClick={throwing} onError={onError} />)
    expect(fireEvent.click(screen.getByRole("link", { name: "a" }))).toBe(true)
    expect(fireEvent.click(screen.getByRole("link", { name: "banner" }))).toBe(true)
    expect(errors).toMatchObject([
      { _tag: "Defect", defect: boom, source: "onClick" },
      { _tag: "Defect", defect: boom, source: "onClick" }
    ])
  })
  it("use no physical left/right in their inline styles, so right-to-left pages lay them out mirrored", () => {
    const crumbs = Array.from({ length: 9 }, (_, i) => ({ label: `item ${i + 1}`, href: `/${i + 1}` }))
    const { container } = render(
      <div dir="rtl">
        <Breadcrumbs items={crumbs} icon={<svg />} />
        <ImageBanner href="/x" imageUrl="/b.png" altText="banner" target="_blank" width={10} height={10} />
      </div>
    )
    const styles = [...container.querySelectorAll("[style]")].map((e) => e.getAttribute("style")!)
    // The icon, the expander, the crumbs, the banner, its image and its new-tab cue.
    expect(styles.length).toBeGreaterThanOrEqual(6)
    for (const style of styles) expect(style).not.toMatch(/\b(left|right)\b/)
  })
})
