// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { type ReactElement, StrictMode, useState } from "react"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { defaultTransport } from "../../src/Http/DefaultTransport.ts"
import { fetchTransport, type Transport, type TransportRequest } from "../../src/Http/Transport.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import type { ImageBannerError } from "../../src/react/ImageBanner.tsx"
import { ImageBanner, PlatformProvider } from "../../src/react/index.ts"
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

/** A real transport that also keeps every request it sends. */
const recording = () => {
  const inner = defaultTransport()
  const sent: Array<TransportRequest> = []
  const transport: Transport = {
    open: (request, onResponse, onError) => {
      sent.push(request)
      return inner.open(request, onResponse, onError)
    },
    followsRedirects: inner.followsRedirects,
    close: () => inner.close()
  }
  return { sent, transport }
}

const options = (transport?: Transport) => ({
  organizationId: ORG,
  accessToken: TOKEN,
  host: server.url,
  ...(transport === undefined ? {} : { transport })
})
const stay = (e: { preventDefault: () => void }) => e.preventDefault()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const sourceName = (id: string) => Effect.map(Sources.get(id), (s) => s.name)

describe("ImageBanner: structure", () => {
  it("is one native link wrapping the image, named by the alt text", () => {
    render(
      <ImageBanner
        href="https://example.com/docs"
        imageUrl="/banner.png"
        altText="Read the docs"
        title="Docs"
        variant="hero"
      />
    )
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
  it("fires the callback once per click and once per Enter", async () => {
    const onClick = vi.fn(stay)
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="x" onClick={onClick} />)
    const link = screen.getByRole("link")
    await userEvent.click(link)
    expect(onClick).toHaveBeenCalledTimes(1)
    link.focus()
    await userEvent.keyboard("{Enter}")
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})

/** Renders `first`, then `second` in its place, both in StrictMode (which runs effects twice). */
const strictTwice = (first: ReactElement, second: ReactElement) => {
  const { rerender } = render(<StrictMode>{first}</StrictMode>)
  rerender(<StrictMode>{second}</StrictMode>)
}

describe("ImageBanner: an accessible name", () => {
  it("warns in development, once per mount, when the link would have no name", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    strictTwice(
      <ImageBanner href="/x" imageUrl="/b.png" altText="" />,
      <ImageBanner href="/y" imageUrl="/b.png" altText=" " />
    )
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(/no accessible name/)
  })
  it.each([
    ["alt text", { altText: "Read the docs" }],
    ["aria-label", { altText: "", "aria-label": "Read the docs" }],
    ["title", { altText: "", title: "Read the docs" }]
  ])("a banner named by its %s logs nothing", (_, props) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const error = vi.spyOn(console, "error").mockImplementation(() => {})
    render(<ImageBanner href="/x" imageUrl="/b.png" {...props} />)
    expect(screen.getByRole("link", { name: "Read the docs" })).toBeDefined()
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })
  it("says nothing in production", () => {
    vi.stubEnv("NODE_ENV", "production")
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="" />)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe("ImageBanner: layout", () => {
  it("the link shrinks to the image instead of spanning the row", () => {
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="x" />)
    const link = screen.getByRole("link")
    expect(link.style.display).toBe("inline-block")
    expect(link.querySelector("img")!.style.display).toBe("block")
  })
  it("reserves the image's box with width, height and aspectRatio", () => {
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="x" width={640} height={140} aspectRatio="640 / 140" />)
    const img = screen.getByRole("img")
    expect(img.getAttribute("width")).toBe("640")
    expect(img.getAttribute("height")).toBe("140")
    expect(img.style.aspectRatio).toBe("640 / 140")
    // Responsive: the reserved box keeps its proportions when max-width narrows it.
    expect(img.style.height).toBe("auto")
  })
  it("className and imageClassName replace the default styles; style adds to them", () => {
    render(
      <ImageBanner
        href="/x"
        imageUrl="/b.png"
        altText="x"
        className="banner"
        imageClassName="art"
        aspectRatio="2 / 1"
      />
    )
    const link = screen.getByRole("link")
    expect(link.className).toBe("banner")
    expect(link.style.display).toBe("")
    const img = screen.getByRole("img")
    expect(img.className).toBe("art")
    expect(img.style.display).toBe("")
    expect(img.style.aspectRatio).toBe("2 / 1")
    cleanup()
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="x" style={{ marginTop: "4px" }} />)
    expect(screen.getByRole("link").style.marginTop).toBe("4px")
    expect(screen.getByRole("link").style.display).toBe("inline-block")
  })
})

describe("ImageBanner: new tabs", () => {
  it("target _blank adds rel noopener noreferrer", () => {
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="x" target="_blank" />)
    expect(screen.getByRole("link").getAttribute("rel")).toBe("noopener noreferrer")
    expect(screen.getByRole("link").getAttribute("target")).toBe("_blank")
  })
  it("merges the caller's rel without duplicates", () => {
    render(
      <ImageBanner
        href="/x"
        imageUrl="/b.png"
        altText="x"
        target="_blank"
        rel="sponsored  noopener NOREFERRER nofollow"
      />
    )
    expect(screen.getByRole("link").getAttribute("rel")).toBe("noopener noreferrer sponsored nofollow")
    cleanup()
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="x" rel="sponsored" />)
    expect(screen.getByRole("link").getAttribute("rel")).toBe("sponsored")
  })
  it("tells assistive technology that the link opens a new tab, in visually hidden text", () => {
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="Read the docs" target="_blank" />)
    const link = screen.getByRole("link", { name: "Read the docs (opens in a new tab)" })
    const cue = [...link.querySelectorAll("span")].find((s) => s.textContent === " (opens in a new tab)")!
    expect(cue.style.position).toBe("absolute")
    expect(cue.style.overflow).toBe("hidden")
  })
  it("the cue is configurable, can be turned off, and joins an aria-label", () => {
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="Docs" target="_blank" newTabText=" (nouvel onglet)" />)
    expect(screen.getByRole("link", { name: "Docs (nouvel onglet)" })).toBeDefined()
    cleanup()
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="Docs" target="_blank" newTabText="" />)
    expect(screen.getByRole("link", { name: "Docs" }).querySelector("span")).toBeNull()
    cleanup()
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="" aria-label="Docs" target="_blank" />)
    expect(screen.getByRole("link", { name: "Docs (opens in a new tab)" })).toBeDefined()
  })
  it("a named target (a new window that keeps an opener) gets noopener noreferrer and the cue too", () => {
    // Browsers imply noopener only for `_blank`: `target="promo"` opens a window whose page can rewrite this one.
    for (const target of ["promo", " _blank", "_new"]) {
      render(<ImageBanner href="/x" imageUrl="/b.png" altText="Docs" target={target} />)
      const link = screen.getByRole("link", { name: "Docs (opens in a new tab)" })
      expect(link.getAttribute("rel")).toBe("noopener noreferrer")
      expect(link.getAttribute("target")).toBe(target)
      cleanup()
    }
    for (const target of ["", "_self", "_SELF", "_parent", "_top"]) {
      render(<ImageBanner href="/x" imageUrl="/b.png" altText="Docs" target={target} />)
      expect(screen.getByRole("link", { name: "Docs" }).getAttribute("rel")).toBeNull()
      cleanup()
    }
  })
  it("the cue never replaces the name: an empty aria-label is ignored, a title naming the link keeps naming it", () => {
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="Docs" aria-label="" target="_blank" />)
    expect(screen.getByRole("link", { name: "Docs (opens in a new tab)" }).getAttribute("aria-label")).toBeNull()
    cleanup()
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="Docs" aria-label=" " target="_blank" />)
    expect(screen.getByRole("link", { name: "Docs (opens in a new tab)" })).toBeDefined()
    cleanup()
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="" title="Docs" target="_blank" />)
    expect(screen.getByRole("link", { name: "Docs (opens in a new tab)" }).getAttribute("title")).toBe("Docs")
  })
  it("same-tab links get no cue", () => {
    render(<ImageBanner href="/x" imageUrl="/b.png" altText="Docs" />)
    expect(screen.getByRole("link", { name: "Docs" }).querySelector("span")).toBeNull()
  })
})

describe("ImageBanner: the click effect", () => {
  it("runs through the provider; the server gets the request, onSuccess the value", async () => {
    server.reply({ body: { id: "s1", name: "Docs" } })
    const onSuccess = vi.fn()
    render(
      <PlatformProvider options={options()}>
        <ImageBanner
          href="/x"
          imageUrl="/b.png"
          altText="docs"
          onClick={stay}
          onClickEffect={sourceName("s1")}
          onSuccess={onSuccess}
        />
      </PlatformProvider>
    )
    fireEvent.click(await screen.findByRole("link"))
    await server.waitFor(1)
    expect(server.requests[0]!.path).toBe("/rest/organizations/my-org/sources/s1")
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("Docs"))
  })
  it("sends its calls with keepalive, so they survive the navigation the click starts", async () => {
    server.reply({ body: { id: "s1" } })
    const { sent, transport } = recording()
    const onSuccess = vi.fn()
    render(
      <PlatformProvider options={options(transport)}>
        <ImageBanner
          href="/x"
          imageUrl="/b.png"
          altText="rebuild"
          onClick={stay}
          onClickEffect={Sources.rebuild("s1")}
          onSuccess={onSuccess}
        />
      </PlatformProvider>
    )
    fireEvent.click(await screen.findByRole("link"))
    await server.waitFor(1)
    expect(server.requests[0]!.path).toBe("/rest/organizations/my-org/sources/s1/rebuild")
    expect(sent).toHaveLength(1)
    expect(sent[0]!.keepalive).toBe(true)
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
  })
  it("a typed failure reaches onError", async () => {
    server.reply({ status: 403, body: { message: "forbidden" } })
    const seen: Array<string | number> = []
    const error = vi.spyOn(console, "error").mockImplementation(() => {})
    render(
      <PlatformProvider options={options()}>
        <ImageBanner
          href="/x"
          imageUrl="/b.png"
          altText="x"
          onClick={stay}
          onClickEffect={Sources.rebuild("s1")}
          // The error is the Effect's own type: the HttpError's status reads without a cast.
          onError={(e) =>
            seen.push(e._tag === "Failure" ? (e.error._tag === "HttpError" ? e.error.status : e.error._tag) : "defect")}
        />
      </PlatformProvider>
    )
    fireEvent.click(await screen.findByRole("link"))
    await waitFor(() => expect(seen).toEqual([403]))
    expect(error).not.toHaveBeenCalled()
  })
  it("a defect reaches onError too", async () => {
    const errors: Array<ImageBannerError<never>> = []
    render(
      <PlatformProvider options={options()}>
        <ImageBanner
          href="/x"
          imageUrl="/b.png"
          altText="x"
          onClick={stay}
          onClickEffect={Effect.die("boom")}
          onError={(e) => errors.push(e)}
        />
      </PlatformProvider>
    )
    fireEvent.click(await screen.findByRole("link"))
    await waitFor(() => expect(errors).toEqual([{ _tag: "Defect", defect: "boom", source: "onClickEffect" }]))
  })
  it("without onError, a failure goes to console.error in development", async () => {
    server.reply({ status: 500, body: { message: "down" } }, { status: 500 }, { status: 500 }, { status: 500 })
    const error = vi.spyOn(console, "error").mockImplementation(() => {})
    render(
      <PlatformProvider options={{ ...options(), retry: { attempts: 1 } }}>
        <ImageBanner href="/x" imageUrl="/b.png" altText="x" onClick={stay} onClickEffect={Sources.rebuild("s1")} />
      </PlatformProvider>
    )
    fireEvent.click(await screen.findByRole("link"))
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1))
    expect(String(error.mock.calls[0]![0])).toMatch(/no onError/)
    expect(error.mock.calls[0]![1]).toMatchObject({ _tag: "Failure", error: { _tag: "HttpError", status: 500 } })
  })
  it("an effect outside any provider is reported, not ignored", () => {
    const errors: Array<ImageBannerError<unknown>> = []
    render(
      <ImageBanner
        href="/x"
        imageUrl="/b.png"
        altText="x"
        onClick={stay}
        onClickEffect={Effect.void}
        onError={(e) => errors.push(e)}
      />
    )
    fireEvent.click(screen.getByRole("link"))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ _tag: "Defect", source: "onClickEffect" })
    expect(String((errors[0] as { defect: unknown }).defect)).toMatch(/PlatformProvider/)
  })
  it("a throwing onClick is reported, is no uncaught error, and the link still navigates", async () => {
    const uncaught: Array<unknown> = []
    const onWindowError = (e: Event) => uncaught.push((e as ErrorEvent).error ?? e)
    window.addEventListener("error", onWindowError)
    const errors: Array<ImageBannerError<unknown>> = []
    try {
      render(
        <ImageBanner
          href="/x"
          imageUrl="/b.png"
          altText="x"
          onClick={() => {
            throw new Error("handler bug")
          }}
          onError={(e) => errors.push(e)}
        />
      )
      // dispatchEvent's answer: false when the default action (navigation) was cancelled.
      const navigates = fireEvent.click(screen.getByRole("link"))
      await sleep(20)
      expect(navigates).toBe(true)
      expect(uncaught).toEqual([])
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({ _tag: "Defect", source: "onClick" })
      expect((errors[0] as { defect: Error }).defect.message).toBe("handler bug")
    } finally {
      window.removeEventListener("error", onWindowError)
    }
  })
  it("a throwing onClick without onError goes to console.error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {})
    render(
      <ImageBanner
        href="/x"
        imageUrl="/b.png"
        altText="x"
        onClick={(e) => {
          e.preventDefault()
          throw new Error("handler bug")
        }}
      />
    )
    fireEvent.click(screen.getByRole("link"))
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]![1]).toMatchObject({ _tag: "Defect", source: "onClick" })
  })
  it("quick repeated clicks report only the latest click's outcome", async () => {
    // The first answer is slow, the second fast: the first would land last.
    server.reply({ body: { name: "first" }, delayMs: 300 }, { body: { name: "second" } })
    const onSuccess = vi.fn()
    render(
      <PlatformProvider options={options()}>
        <ImageBanner
          href="/x"
          imageUrl="/b.png"
          altText="x"
          onClick={stay}
          onClickEffect={sourceName("s1")}
          onSuccess={onSuccess}
        />
      </PlatformProvider>
    )
    const link = await screen.findByRole("link")
    fireEvent.click(link)
    await server.waitFor(1)
    fireEvent.click(link)
    await server.waitFor(2)
    await waitFor(() => expect(server.requests.every((r) => r.finished)).toBe(true))
    await sleep(30)
    expect(onSuccess.mock.calls).toEqual([["second"]])
  })
  it("unmounting the banner does not interrupt its click effect", async () => {
    server.reply({ body: { name: "late" }, delayMs: 200 })
    const onSuccess = vi.fn()
    function Page() {
      const [shown, setShown] = useState(true)
      return shown
        ? (
          <ImageBanner
            href="/x"
            imageUrl="/b.png"
            altText="x"
            // A same-page route change: the click navigates and the banner goes away.
            onClick={(e) => {
              e.preventDefault()
              setShown(false)
            }}
            onClickEffect={sourceName("s1")}
            onSuccess={onSuccess}
          />
        )
        : <p>next page</p>
    }
    render(
      <PlatformProvider options={options()}>
        <Page />
      </PlatformProvider>
    )
    fireEvent.click(await screen.findByRole("link"))
    expect(await screen.findByText("next page")).toBeDefined()
    await server.waitFor(1)
    await waitFor(() => expect(server.requests[0]!.finished).toBe(true))
    expect(server.requests[0]!.aborted).toBe(false)
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("late"))
  })
  it.each([
    ["the provider's own transport (node:http here), which it closes", undefined],
    ["a transport the application keeps (fetch)", () => fetchTransport()]
  ])("unmounting the provider does not interrupt its click effect either: %s", async (_, transport) => {
    // The provider's disposal waits for the click effect before it closes its client's connections.
    server.reply({ body: { name: "late" }, delayMs: 200 })
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const view = render(
      <PlatformProvider options={options(transport?.())}>
        <ImageBanner
          href="/x"
          imageUrl="/b.png"
          altText="x"
          onClick={stay}
          onClickEffect={sourceName("s1")}
          onSuccess={onSuccess}
          onError={onError}
        />
      </PlatformProvider>
    )
    fireEvent.click(await screen.findByRole("link"))
    await server.waitFor(1)
    view.unmount()
    await waitFor(() => expect(server.requests[0]!.finished).toBe(true))
    expect(server.requests[0]!.aborted).toBe(false)
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("late"))
    expect(onError).not.toHaveBeenCalled()
  })
})

describe("ImageBanner: unsafe hrefs", () => {
  it.each([
    "data:text/html,<script>alert(1)</script>",
    "DATA:image/svg+xml;base64,PHN2Zz4=",
    "vbscript:msgbox(1)",
    "javascript:alert(1)",
    " \u0001data:text/html,x",
    "d\ra\tta:text/html,x"
  ])("%j: the banner is its image, without a link; onClick and onClickEffect do not run", (href) => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    const onClick = vi.fn()
    const onError = vi.fn()
    const { container } = render(
      <ImageBanner
        href={href}
        imageUrl="/b.png"
        altText="Docs"
        aria-label="Docs"
        target="_blank"
        rel="sponsored"
        variant="hero"
        onClick={onClick}
        onClickEffect={Effect.void}
        onError={onError}
      />
    )
    expect(screen.queryByRole("link")).toBeNull()
    const anchor = container.querySelector("a")!
    expect(anchor.hasAttribute("href")).toBe(false)
    expect(container.innerHTML).not.toContain("text/html")
    // Nothing that only makes sense on a link: no new-window target, rel, cue, or aria-label on a plain element.
    for (const attribute of ["target", "rel", "aria-label"]) expect(anchor.hasAttribute(attribute)).toBe(false)
    expect(anchor.querySelector("span")).toBeNull()
    expect(anchor.getAttribute("data-variant")).toBe("hero")
    expect(screen.getByRole("img", { name: "Docs" })).toBeDefined()
    fireEvent.click(anchor)
    expect(onClick).not.toHaveBeenCalled()
    expect(onError).not.toHaveBeenCalled()
  })
  it.each([
    "https://example.com/a?b=1#c",
    "http://example.com",
    "/docs",
    "docs/intro",
    "data/x",
    "?page=2",
    "#section",
    "mailto:admin@example.com"
  ])("%j stays a link, as given", (href) => {
    const onClick = vi.fn(stay)
    render(<ImageBanner href={href} imageUrl="/b.png" altText="Docs" onClick={onClick} />)
    const link = screen.getByRole("link", { name: "Docs" })
    expect(link.getAttribute("href")).toBe(href)
    fireEvent.click(link)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
  it("warns once in development about a refused href, and not about the name of a link it does not render", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    strictTwice(
      <ImageBanner href="data:text/html,x" imageUrl="/b.png" altText="" />,
      <ImageBanner href="data:text/html,x" imageUrl="/b.png" altText="" />
    )
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(/href "data:text\/html,x" uses a refused scheme/)
    cleanup()
    warn.mockClear()
    vi.stubEnv("NODE_ENV", "production")
    render(<ImageBanner href="data:text/html,x" imageUrl="/b.png" altText="x" />)
    expect(warn).not.toHaveBeenCalled()
  })
})
