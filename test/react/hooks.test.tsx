// @vitest-environment happy-dom
/**
 * The hooks' guarantees, each checked from the server's side (requests received,
 * requests aborted) with the provider still mounted, so that a hook's own bug is
 * not hidden by the provider's disposal.
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react"
import * as Exit from "effect/Exit"
import { StrictMode, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RetryOptions } from "../../src/Http/Retry.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import type { SourceModel } from "../../src/Platform/Sources/Sources.ts"
import {
  Breadcrumbs,
  ImageBanner,
  type MutationState,
  type PagesState,
  PlatformProvider,
  usePlatformMutation,
  usePlatformPages,
  usePlatformQuery
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
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pageOf = (url: string) => Number(new URL(url, "http://x").searchParams.get("page") ?? 0)

/** Three pages of two sources; page `slow` answers after `delayMs`. */
const pagedServer = (delayMs = 0, slow?: number) => {
  server.handler = (req) => {
    const page = pageOf(req.url)
    return {
      body: { sourceModels: [{ id: `p${page}a` }, { id: `p${page}b` }], totalEntries: 6, totalPages: 3 },
      delayMs: slow === undefined || slow === page ? delayMs : 0
    }
  }
}

/** Mounts `children` under a provider and a toggle that unmounts them while the provider stays. */
const withToggle = (children: React.ReactNode) => {
  let hide: () => void = () => {}
  function Toggle() {
    const [shown, setShown] = useState(true)
    hide = () => setShown(false)
    return shown ? <>{children}</> : <p>hidden</p>
  }
  render(
    <PlatformProvider options={options()}>
      <Toggle />
    </PlatformProvider>
  )
  return () => act(() => hide())
}

describe("usePlatformPages", () => {
  let pages: PagesState<SourceModel, unknown> | undefined
  function List({ pageSize = 2 }: { pageSize?: number }) {
    pages = usePlatformPages(() => Sources.listAll(), [], { pageSize })
    return <ul>{pages.items.map((s) => <li key={s.id}>{s.id}</li>)}</ul>
  }
  beforeEach(() => {
    pages = undefined
  })

  it("unmounted before its first page answers: one request, aborted, and no further page", async () => {
    pagedServer(2000)
    const hide = withToggle(<List />)
    await server.waitFor(1)
    hide()
    await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
    await pause(300)
    expect(server.requests.map((r) => pageOf(r.url))).toEqual([0])
  })

  it("unmounted at once (mount then unmount in one task) sends nothing", async () => {
    pagedServer()
    const view = render(
      <PlatformProvider options={options()}>
        <List />
      </PlatformProvider>
    )
    view.unmount()
    await pause(200)
    expect(server.requests).toHaveLength(0)
  })

  it("under StrictMode each displayed page is fetched once", async () => {
    pagedServer()
    render(
      <StrictMode>
        <PlatformProvider options={options()}>
          <List />
        </PlatformProvider>
      </StrictMode>
    )
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2))
    act(() => pages!.loadMore())
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(4))
    act(() => pages!.loadMore())
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(6))
    // The end is found by pulling past the last page, which needs no request.
    act(() => pages!.loadMore())
    await waitFor(() => expect(pages!.status).toBe("done"))
    expect(pages!.hasMore).toBe(false)
    expect(server.requests.map((r) => pageOf(r.url))).toEqual([0, 1, 2])
  })

  it("under StrictMode on a client already in use, the discarded effect sends nothing either", async () => {
    pagedServer()
    let show: () => void = () => {}
    function Later() {
      const [shown, setShown] = useState(false)
      show = () => setShown(true)
      const warm = usePlatformQuery(() => Sources.get("warm"), [])
      return (
        <>
          {warm.status}
          {shown && (
            <StrictMode>
              <List />
            </StrictMode>
          )}
        </>
      )
    }
    render(
      <PlatformProvider options={options()}>
        <Later />
      </PlatformProvider>
    )
    await server.waitFor(1)
    await pause(50)
    act(() => show())
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2))
    await pause(100)
    expect(server.requests.slice(1).map((r) => `${pageOf(r.url)} ${r.aborted}`)).toEqual(["0 false"])
  })

  it("a loadMore while a batch loads is queued: both batches arrive", async () => {
    pagedServer(200, 1)
    render(
      <PlatformProvider options={options()}>
        <List />
      </PlatformProvider>
    )
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2))
    act(() => {
      pages!.loadMore()
      pages!.loadMore()
    })
    expect(pages!.pending).toBe(2)
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(6))
    await waitFor(() => expect(pages!.pending).toBe(0))
    expect(pages!.status).toBe("ready")
    expect(server.requests.map((r) => pageOf(r.url))).toEqual([0, 1, 2])
  })

  it("changing deps aborts the batch in flight and starts over", async () => {
    server.handler = (req) => ({
      body: {
        sourceModels: [{ id: `${new URL(req.url, "http://x").searchParams.get("filter") ?? "x"}` }],
        totalPages: 1
      },
      delayMs: req.url.includes("filter=slow") ? 2000 : 0
    })
    let setFilter: (f: string) => void = () => {}
    function Filtered() {
      const [filter, set] = useState("slow")
      setFilter = set
      const p = usePlatformPages(() => Sources.listAll({ filter }), [filter], { pageSize: 5 })
      return <ul>{p.items.map((s) => <li key={s.id}>{s.id}</li>)}</ul>
    }
    render(
      <PlatformProvider options={options()}>
        <Filtered />
      </PlatformProvider>
    )
    await server.waitFor(1)
    act(() => setFilter("fast"))
    await waitFor(() => expect(screen.getAllByRole("listitem").map((l) => l.textContent)).toEqual(["fast"]))
    await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
  })
})

describe("usePlatformMutation", () => {
  let mutation: MutationState<[string], SourceModel, unknown> | undefined
  function Rebuild({ concurrent = false }: { concurrent?: boolean }) {
    mutation = usePlatformMutation((id: string) => Sources.rebuild(id), { concurrent })
    const s = mutation.state
    return <p>state {s.status}{s.status === "success" ? ` ${s.data.id}` : ""}</p>
  }
  const slowFirst = () => {
    server.handler = (req) =>
      req.path.endsWith("/slow/rebuild")
        ? { body: { id: "slow" }, delayMs: 400 }
        : { body: { id: "fast" }, delayMs: 20 }
  }

  it("latest wins: a newer run interrupts the one in flight (its request aborted)", async () => {
    slowFirst()
    render(
      <PlatformProvider options={options()}>
        <Rebuild />
      </PlatformProvider>
    )
    let first: Promise<Exit.Exit<SourceModel, unknown>> | undefined
    act(() => {
      first = mutation!.run("slow")
    })
    await server.waitFor(1)
    act(() => void mutation!.run("fast"))
    expect(await screen.findByText("state success fast")).toBeDefined()
    expect(Exit.hasInterrupts(await first!)).toBe(true)
    await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
    await pause(500)
    expect(screen.getByText("state success fast")).toBeDefined()
  })

  it("concurrent runs overlap, and the state shows the latest run's outcome even when an earlier one ends last", async () => {
    slowFirst()
    render(
      <PlatformProvider options={options()}>
        <Rebuild concurrent />
      </PlatformProvider>
    )
    let first: Promise<Exit.Exit<SourceModel, unknown>> | undefined
    act(() => {
      first = mutation!.run("slow")
    })
    await server.waitFor(1)
    act(() => void mutation!.run("fast"))
    expect(await screen.findByText("state success fast")).toBeDefined()
    let exit: Exit.Exit<SourceModel, unknown> | undefined
    await act(async () => {
      exit = await first!
      await pause(20)
    })
    expect(Exit.isSuccess(exit!)).toBe(true)
    expect(server.requests[0]!.aborted).toBe(false)
    expect(screen.getByText("state success fast")).toBeDefined()
  })

  it("unmounting the component (provider still mounted) aborts its run; run() afterwards resolves interrupted", async () => {
    server.handler = () => ({ body: {}, delayMs: 3000 })
    const hide = withToggle(<Rebuild />)
    await waitFor(() => expect(mutation).toBeDefined())
    let running: Promise<Exit.Exit<SourceModel, unknown>> | undefined
    act(() => {
      running = mutation!.run("s1")
    })
    await server.waitFor(1)
    const stale = mutation!
    hide()
    await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
    expect(Exit.hasInterrupts(await running!)).toBe(true)
    const late = await stale.run("s2")
    expect(Exit.hasInterrupts(late)).toBe(true)
    await pause(100)
    expect(server.requests).toHaveLength(1)
  })

  it("a failure carries the typed error", async () => {
    server.reply({ status: 409, body: { message: "busy" } })
    render(
      <PlatformProvider options={options()}>
        <Rebuild />
      </PlatformProvider>
    )
    await waitFor(() => expect(mutation).toBeDefined())
    await act(async () => void (await mutation!.run("s1")))
    const state = mutation!.state
    expect(state.status).toBe("failure")
    expect(state.status === "failure" && (state.error as { _tag: string; status: number })).toMatchObject({
      _tag: "HttpError",
      status: 409
    })
  })
})

describe("usePlatformQuery", () => {
  function Name({ id }: { id: string }) {
    const s = usePlatformQuery(() => Sources.get(id), [id])
    return <p>{s.status === "success" ? `name ${s.data.name}` : s.status}</p>
  }

  it("unmounting the component (provider still mounted) aborts its request", async () => {
    server.handler = () => ({ body: { name: "late" }, delayMs: 3000 })
    const hide = withToggle(<Name id="s1" />)
    await server.waitFor(1)
    hide()
    await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
  })

  it("under StrictMode the discarded run sends nothing: one request", async () => {
    server.handler = () => ({ body: { name: "once" } })
    render(
      <StrictMode>
        <PlatformProvider options={options()}>
          <Name id="s1" />
        </PlatformProvider>
      </StrictMode>
    )
    expect(await screen.findByText("name once")).toBeDefined()
    await pause(100)
    expect(server.requests).toHaveLength(1)
  })
})

describe("usePlatformQuery: previous data and no Effect", () => {
  // Every render's state, as the component saw it.
  let seen: Array<string> = []
  const shown = (s: { status: string; data?: unknown; previous?: unknown }) =>
    s.status === "success"
      ? `success ${JSON.stringify(s.data)}`
      : s.status === "loading"
      ? `loading ${JSON.stringify(s.previous) ?? "-"}`
      : s.status
  beforeEach(() => {
    seen = []
    server.handler = (req) => ({ body: { name: req.path.split("/").pop() }, delayMs: 50 })
  })

  let setId: (id: string | undefined) => void = () => {}
  let refresh: () => void = () => {}
  function Picked({ first }: { first: string | undefined }) {
    const [id, set] = useState(first)
    setId = set
    const s = usePlatformQuery(id === undefined ? undefined : () => Sources.get(id), [id])
    refresh = s.refresh
    seen.push(shown(s))
    return <p>{shown(s)}</p>
  }
  const last = () => seen[seen.length - 1]
  /** Mounts `Picked` on "a" and waits for its answer. */
  const mountedWithA = async () => {
    render(
      <PlatformProvider options={options()}>
        <Picked first="a" />
      </PlatformProvider>
    )
    await waitFor(() => expect(last()).toBe(`success {"name":"a"}`))
  }

  it("while new dependencies load, `previous` holds the latest success; a refresh keeps it too", async () => {
    await mountedWithA()
    act(() => setId("b"))
    await waitFor(() => expect(last()).toBe(`success {"name":"b"}`))
    act(() => refresh())
    await waitFor(() => expect(server.requests).toHaveLength(3))
    await waitFor(() => expect(last()).toBe(`success {"name":"b"}`))
    // Each state once: no render without the data while the next loads.
    expect([...new Set(seen)]).toEqual([
      "loading -",
      `success {"name":"a"}`,
      `loading {"name":"a"}`,
      `success {"name":"b"}`,
      `loading {"name":"b"}`
    ])
  })

  it("a failure in between: `previous` is still the latest success", async () => {
    server.handler = (req) =>
      req.path.endsWith("/bad") ? { status: 404, body: {} } : { body: { name: req.path.split("/").pop() } }
    await mountedWithA()
    act(() => setId("bad"))
    await waitFor(() => expect(last()).toBe("failure"))
    act(() => setId("c"))
    await waitFor(() => expect(last()).toBe(`success {"name":"c"}`))
    expect(seen).toContain(`loading {"name":"a"}`)
    expect(seen.filter((x) => x.startsWith("loading"))).toEqual([
      "loading -",
      `loading {"name":"a"}`,
      `loading {"name":"a"}`
    ])
  })

  it("given no Effect it is idle and sends nothing; given one it runs; taken away, its run is aborted", async () => {
    render(
      <PlatformProvider options={options()}>
        <Picked first={undefined} />
      </PlatformProvider>
    )
    await pause(100)
    expect(server.requests).toHaveLength(0)
    act(() => refresh())
    await pause(50)
    expect(server.requests).toHaveLength(0)
    expect(last()).toBe("idle")
    act(() => setId("a"))
    await waitFor(() => expect(last()).toBe(`success {"name":"a"}`))
    server.handler = () => ({ body: { name: "late" }, delayMs: 3000 })
    act(() => setId("b"))
    await server.waitFor(2)
    act(() => setId(undefined))
    await waitFor(() => expect(server.requests[1]!.aborted).toBe(true))
    expect(last()).toBe("idle")
    expect(seen).toEqual(["idle", "idle", "loading -", `success {"name":"a"}`, `loading {"name":"a"}`, "idle"])
  })

  it("given an Effect with the same dependencies, it runs; taken away, it is idle", async () => {
    let setOn: (on: boolean) => void = () => {}
    function Toggled() {
      const [on, set] = useState(false)
      setOn = set
      const s = usePlatformQuery(on ? () => Sources.get("x") : undefined, [])
      seen.push(shown(s))
      return <p>{shown(s)}</p>
    }
    render(
      <PlatformProvider options={options()}>
        <Toggled />
      </PlatformProvider>
    )
    act(() => setOn(true))
    await waitFor(() => expect(last()).toBe(`success {"name":"x"}`))
    act(() => setOn(false))
    expect(last()).toBe("idle")
    expect(server.requests).toHaveLength(1)
  })

  it("back to earlier dependencies (after undefined, or before another answered): loading until the new run answers", async () => {
    await mountedWithA()
    act(() => setId(undefined))
    server.handler = (req) => ({ status: 500, body: {}, delayMs: req.path.endsWith("/b") ? 3000 : 100 })
    act(() => setId("a"))
    expect(last()).toBe(`loading {"name":"a"}`)
    await waitFor(() => expect(last()).toBe("failure"))
    // A, then B (not answered yet), then A again.
    act(() => setId("b"))
    act(() => setId("a"))
    expect(last()).toBe(`loading {"name":"a"}`)
    await waitFor(() => expect(last()).toBe("failure"))
    expect(seen).toEqual([
      "loading -",
      `success {"name":"a"}`,
      "idle",
      `loading {"name":"a"}`,
      "failure",
      `loading {"name":"a"}`,
      `loading {"name":"a"}`,
      "failure"
    ])
  })

  it("another organization's data is not `previous`", async () => {
    let setOrg: (org: string) => void = () => {}
    function Parent() {
      const [org, set] = useState("org-a")
      setOrg = set
      return (
        <PlatformProvider options={{ ...options(), organizationId: org }}>
          <Picked first="a" />
        </PlatformProvider>
      )
    }
    render(<Parent />)
    await waitFor(() => expect(last()).toBe(`success {"name":"a"}`))
    act(() => setOrg("org-b"))
    await waitFor(() => expect(server.requests).toHaveLength(2))
    await waitFor(() => expect(last()).toBe(`success {"name":"a"}`))
    expect(seen.filter((x) => x.startsWith("loading"))).toEqual(["loading -", "loading -"])
  })
})

describe("PlatformProvider", () => {
  function Name() {
    const s = usePlatformQuery(() => Sources.get("s1"), [])
    return <p>{s.status === "success" ? `name ${s.data.name}` : s.status}</p>
  }

  it("an inline token function does not rebuild the client on parent renders, and is read on every request", async () => {
    server.handler = (req) => ({ body: { name: String(req.headers.authorization) } })
    let rerender: (n: number) => void = () => {}
    function Parent() {
      const [n, setN] = useState(0)
      rerender = setN
      return (
        <PlatformProvider options={{ organizationId: ORG, host: server.url, accessToken: () => `token-${n}` }}>
          <Name />
        </PlatformProvider>
      )
    }
    render(<Parent />)
    expect(await screen.findByText("name Bearer token-0")).toBeDefined()
    for (const n of [1, 2, 3]) act(() => rerender(n))
    await pause(150)
    expect(server.requests).toHaveLength(1)
  })

  it("an inline token function is asked again after a 401, with the refused token, and the call is sent again", async () => {
    server.handler = (req) =>
      req.headers.authorization === "Bearer token-new"
        ? { body: { name: "refreshed" } }
        : { status: 401, body: {} }
    const asked: Array<string | undefined> = []
    render(
      <PlatformProvider
        options={{
          organizationId: ORG,
          host: server.url,
          accessToken: ({ refused }) => {
            asked.push(refused)
            return refused === undefined ? "token-old" : "token-new"
          }
        }}
      >
        <Name />
      </PlatformProvider>
    )
    expect(await screen.findByText("name refreshed")).toBeDefined()
    expect(asked).toEqual([undefined, "token-old"])
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer token-old", "Bearer token-new"])
  })

  it("a change of organization, host, region or retry options rebuilds the client", async () => {
    server.handler = (req) => ({ body: { name: req.path.split("/")[3] } })
    let set: (o: { org: string; retry: RetryOptions }) => void = () => {}
    function Parent() {
      const [o, setO] = useState({ org: "org-a", retry: { attempts: 3 } as RetryOptions })
      set = setO
      return (
        <PlatformProvider options={{ ...options(), organizationId: o.org, retry: { ...o.retry } }}>
          <Name />
        </PlatformProvider>
      )
    }
    render(<Parent />)
    expect(await screen.findByText("name org-a")).toBeDefined()
    act(() => set({ org: "org-a", retry: { attempts: 3 } }))
    await pause(100)
    expect(server.requests).toHaveLength(1)
    act(() => set({ org: "org-a", retry: { attempts: 4 } }))
    await waitFor(() => expect(server.requests).toHaveLength(2))
    act(() => set({ org: "org-b", retry: { attempts: 4 } }))
    expect(await screen.findByText("name org-b")).toBeDefined()
    expect(server.requests).toHaveLength(3)
  })

  it("renders its children and the fragments on the server, and hydrates without mismatch", async () => {
    server.handler = () => ({ body: { name: "hydrated" } })
    const App = () => (
      <PlatformProvider options={options()}>
        <Breadcrumbs items={[{ label: "org", href: "/" }, { label: "Sources", href: "/sources" }]} />
        <ImageBanner href="/docs" imageUrl="/banner.png" altText="Read the docs" />
        <Name />
      </PlatformProvider>
    )
    const html = renderToString(<App />)
    expect(server.requests).toHaveLength(0)
    expect(html).toContain("Breadcrumb")
    expect(html).toContain("Read the docs")
    expect(html).toContain("<p>loading</p>")
    const container = document.createElement("div")
    container.innerHTML = html
    document.body.appendChild(container)
    const errors: Array<unknown> = []
    await act(async () => {
      hydrateRoot(container, <App />, { onRecoverableError: (e) => errors.push(e) })
    })
    await waitFor(() => expect(container.textContent).toContain("name hydrated"))
    expect(errors).toEqual([])
    container.remove()
  })
})
