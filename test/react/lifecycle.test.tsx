// @vitest-environment happy-dom
/**
 * The provider's and the hooks' lifecycle beyond mount and unmount: a provider hidden and shown
 * again (`<Activity>`), a client rebuilt under a transport the application keeps, runs started
 * before the hook's own effect, functions that throw, a failed page, and what one render shows
 * right after its dependencies change.
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Stream from "effect/Stream"
import { Activity, useEffect, useLayoutEffect, useMemo, useState } from "react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { LayerOptions } from "../../src/Http/Layer.ts"
import { fetchTransport, nodeTransport, type Transport } from "../../src/Http/Transport.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import type { SourceModel } from "../../src/Platform/Sources/Sources.ts"
import {
  type MutationState,
  type PagesState,
  PlatformProvider,
  usePlatformMutation,
  usePlatformPages,
  usePlatformQuery
} from "../../src/react/index.ts"
import { ORG, TOKEN } from "../support/client.ts"
import { useServer } from "../support/server.ts"

const server = useServer()
afterEach(() => cleanup())

const options = (extra: Partial<LayerOptions> = {}): LayerOptions => ({
  organizationId: ORG,
  accessToken: TOKEN,
  host: server.url,
  ...extra
})
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
const named = () => {
  server.handler = (req) => ({ body: { id: req.path.split("/").pop(), name: `name of ${req.path.split("/").pop()}` } })
}

function SourceName({ id }: { id: string }) {
  const state = usePlatformQuery(() => Sources.get(id), [id])
  return (
    <p>
      {state.status === "success"
        ? state.data.name
        : state.status === "defect"
        ? `defect ${String(state.defect)}`
        : state.status === "failure"
        ? `failure ${state.error._tag}`
        : state.status}
    </p>
  )
}

describe("PlatformProvider", () => {
  it("hidden by <Activity> and shown again, it makes a new client: the hooks run again, no defect", async () => {
    named()
    let mutation: MutationState<[string], unknown, unknown> | undefined
    function Rebuild() {
      mutation = usePlatformMutation((id: string) => Sources.rebuild(id))
      return null
    }
    let setMode: (mode: "visible" | "hidden") => void = () => {}
    function Page() {
      const [mode, set] = useState<"visible" | "hidden">("visible")
      setMode = set
      return (
        <Activity mode={mode}>
          <PlatformProvider options={options()}>
            <SourceName id="s1" />
            <Rebuild />
          </PlatformProvider>
        </Activity>
      )
    }
    render(<Page />)
    expect(await screen.findByText("name of s1")).toBeDefined()
    act(() => setMode("hidden"))
    // Long enough for the hidden provider's client to be disposed.
    await act(() => pause(50))
    act(() => setMode("visible"))
    await waitFor(() => expect(server.requests).toHaveLength(2))
    expect(await screen.findByText("name of s1")).toBeDefined()
    const exit = await act(() => mutation!.run("s1"))
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /rest/organizations/${ORG}/sources/s1`,
      `GET /rest/organizations/${ORG}/sources/s1`,
      `POST /rest/organizations/${ORG}/sources/s1/rebuild`
    ])
  })

  it("a transport the application keeps is not closed under the next client when the options change", async () => {
    server.handler = (req) => ({
      body: { id: "s1", name: `in ${req.path.split("/")[3]}` },
      delayMs: req.path.includes("org-b") ? 100 : 0
    })
    let setOrg: (org: string) => void = () => {}
    function App() {
      const [org, set] = useState(ORG)
      setOrg = set
      const transport = useMemo(() => nodeTransport(), [])
      return (
        <PlatformProvider options={options({ organizationId: org, transport })}>
          <SourceName id="s1" />
        </PlatformProvider>
      )
    }
    render(<App />)
    expect(await screen.findByText(`in ${ORG}`)).toBeDefined()
    act(() => setOrg("org-b"))
    // The old client is disposed while the new one's request is on the wire.
    expect(await screen.findByText("in org-b")).toBeDefined()
    expect(server.requests.map((r) => [r.path.split("/")[3], r.aborted])).toEqual([[ORG, false], ["org-b", false]])
  })

  it("a transport the application keeps hears each request's progress reports (an upload's time limit moves on)", async () => {
    named()
    const inner = nodeTransport()
    const progress: Array<string> = []
    const transport: Transport = {
      open: (request, onResponse, onError, onProgress) => {
        progress.push(typeof onProgress)
        return inner.open(request, onResponse, onError, onProgress)
      },
      close: () => inner.close()
    }
    try {
      render(
        <PlatformProvider options={options({ transport })}>
          <SourceName id="s1" />
        </PlatformProvider>
      )
      expect(await screen.findByText("name of s1")).toBeDefined()
      expect(progress).toEqual(["function"])
    } finally {
      inner.close()
    }
  })

  it("an inline transport does not rebuild the client on parent renders", async () => {
    named()
    let rerender: () => void = () => {}
    function App() {
      const [, set] = useState(0)
      rerender = () => set((n) => n + 1)
      return (
        <PlatformProvider options={options({ transport: fetchTransport() })}>
          <SourceName id="s1" />
        </PlatformProvider>
      )
    }
    render(<App />)
    expect(await screen.findByText("name of s1")).toBeDefined()
    for (let i = 0; i < 3; i++) act(() => rerender())
    await act(() => pause(50))
    expect(server.requests).toHaveLength(1)
  })

  it("takes a bigint duration (nanoseconds) as the client does", async () => {
    named()
    render(
      <PlatformProvider options={options({ timeout: 5_000_000_000n, deadline: 9_000_000_000n })}>
        <SourceName id="s1" />
      </PlatformProvider>
    )
    expect(await screen.findByText("name of s1")).toBeDefined()
  })
})

describe("usePlatformMutation", () => {
  it("a run started by a child's effect, before the hook's own effect, goes out", async () => {
    named()
    let outcome: Exit.Exit<unknown, unknown> | undefined
    function Child({ run }: { run: MutationState<[string], unknown, unknown>["run"] }) {
      useLayoutEffect(() => {
        void run("s1").then((exit) => {
          outcome = exit
        })
      }, [run])
      return null
    }
    function Parent() {
      const mutation = usePlatformMutation((id: string) => Sources.rebuild(id))
      return (
        <>
          <p>{mutation.state.status}</p>
          <Child run={mutation.run} />
        </>
      )
    }
    render(
      <PlatformProvider options={options()}>
        <Parent />
      </PlatformProvider>
    )
    expect(await screen.findByText("success")).toBeDefined()
    expect(outcome !== undefined && Exit.isSuccess(outcome)).toBe(true)
    expect(server.requests.map((r) => r.path)).toEqual([`/rest/organizations/${ORG}/sources/s1/rebuild`])
  })

  it("a run of an earlier render goes to the client of the current options", async () => {
    named()
    let first: MutationState<[string], unknown, unknown>["run"] | undefined
    let setOrg: (org: string) => void = () => {}
    function Runner() {
      const mutation = usePlatformMutation((id: string) => Sources.rebuild(id))
      first ??= mutation.run
      return <p>{mutation.state.status}</p>
    }
    function App() {
      const [org, set] = useState(ORG)
      setOrg = set
      return (
        <PlatformProvider options={options({ organizationId: org })}>
          <Runner />
        </PlatformProvider>
      )
    }
    render(<App />)
    act(() => setOrg("org-b"))
    await act(() => pause(20))
    const exit = await act(() => first!("s1"))
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(server.requests.map((r) => r.path)).toEqual(["/rest/organizations/org-b/sources/s1/rebuild"])
  })

  it("a function that throws instead of returning an Effect: the run resolves a defect, the state shows it", async () => {
    let mutation: MutationState<[], unknown, unknown> | undefined
    function Broken() {
      mutation = usePlatformMutation((): Effect.Effect<unknown, unknown, never> => {
        throw new Error("not an Effect")
      })
      return <p>{mutation.state.status}</p>
    }
    render(
      <PlatformProvider options={options()}>
        <Broken />
      </PlatformProvider>
    )
    const exit = await act(() => mutation!.run())
    expect(Exit.isFailure(exit) && Exit.hasDies(exit)).toBe(true)
    expect(await screen.findByText("defect")).toBeDefined()
    expect(server.requests).toHaveLength(0)
  })
})

describe("usePlatformQuery", () => {
  it("a thunk that throws shows as a defect; the tree stays", async () => {
    function Broken() {
      const state = usePlatformQuery((): Effect.Effect<unknown, unknown, never> => {
        throw new Error("not an Effect")
      }, [])
      return <p>{state.status === "defect" ? `defect ${(state.defect as Error).message}` : state.status}</p>
    }
    render(
      <PlatformProvider options={options()}>
        <Broken />
        <p>sibling</p>
      </PlatformProvider>
    )
    expect(await screen.findByText("defect not an Effect")).toBeDefined()
    expect(screen.getByText("sibling")).toBeDefined()
  })

  it("options the client refuses show in every hook as a defect holding the InvalidInput, unsent", async () => {
    render(
      <PlatformProvider options={options({ host: "not a url" })}>
        <SourceName id="s1" />
      </PlatformProvider>
    )
    expect(await screen.findByText(/^defect InvalidInput: host must be an absolute http\(s\) URL/)).toBeDefined()
    expect(server.requests).toEqual([])
  })

  it("deps made in render (an object, an array) are compared by value: one request until a value changes", async () => {
    // Bounded: were each render to send a request, the answers stop after ten and so do the renders.
    server.handler = () =>
      server.requests.length > 10 ? { body: {}, delayMs: 10_000 } : { body: { sourceModels: [], totalPages: 0 } }
    let rerender: () => void = () => {}
    let setPerPage: (n: number) => void = () => {}
    let renders = 0
    function Listed() {
      // Bounded: a hook that ran again on every render would loop; the tree gives up instead.
      if (++renders > 100) throw new Error("a render loop")
      const [, tick] = useState(0)
      const [perPage, set] = useState(2)
      rerender = () => tick((n) => n + 1)
      setPerPage = set
      const params = { perPage, filter: ["a", "b"] }
      const state = usePlatformQuery(() => Sources.list({ perPage: params.perPage }), [params])
      const pages = usePlatformPages(() => Sources.listAll({ perPage: params.perPage }), [params, [perPage]])
      return <p>{state.status} {pages.status}</p>
    }
    render(
      <PlatformProvider options={options()}>
        <Listed />
      </PlatformProvider>
    )
    expect(await screen.findByText("success done")).toBeDefined()
    for (let i = 0; i < 5; i++) act(() => rerender())
    await act(() => pause(100))
    expect(server.requests.map((r) => r.url).sort()).toEqual([
      "/rest/organizations/my-org/sources/pages?page=0&perPage=2",
      "/rest/organizations/my-org/sources/pages?perPage=2"
    ])
    act(() => setPerPage(3))
    expect(await screen.findByText("success done")).toBeDefined()
    await waitFor(() => expect(server.requests).toHaveLength(4))
    await act(() => pause(50))
    expect(server.requests.slice(2).map((r) => r.url).sort()).toEqual([
      "/rest/organizations/my-org/sources/pages?page=0&perPage=3",
      "/rest/organizations/my-org/sources/pages?perPage=3"
    ])
  })

  it("deps that are no plain object (a Map, whose JSON is {} whatever it holds) are still compared by identity", async () => {
    named()
    let setIds: (ids: Map<string, string>) => void = () => {}
    function Mapped() {
      const [ids, set] = useState(() => new Map([["current", "a"]]))
      setIds = set
      const state = usePlatformQuery(() => Sources.get(ids.get("current")!), [ids])
      return <p>{state.status === "success" ? state.data.name : state.status}</p>
    }
    render(
      <PlatformProvider options={options()}>
        <Mapped />
      </PlatformProvider>
    )
    expect(await screen.findByText("name of a")).toBeDefined()
    act(() => setIds(new Map([["current", "b"]])))
    expect(await screen.findByText("name of b")).toBeDefined()
  })

  it("no render shows the data of the previous dependencies with the new ones", async () => {
    named()
    const seen: Array<string> = []
    let setId: (id: string) => void = () => {}
    function Shown() {
      const [id, set] = useState("a")
      setId = set
      const state = usePlatformQuery(() => Sources.get(id), [id])
      seen.push(`${id} ${state.status === "success" ? state.data.id : state.status}`)
      return <p>{state.status === "success" ? state.data.name : state.status}</p>
    }
    render(
      <PlatformProvider options={options()}>
        <Shown />
      </PlatformProvider>
    )
    expect(await screen.findByText("name of a")).toBeDefined()
    act(() => setId("b"))
    expect(await screen.findByText("name of b")).toBeDefined()
    expect(seen.filter((line) => line === "b a")).toEqual([])
    expect(seen).toContain("b loading")
  })
})

describe("usePlatformPages", () => {
  let pages: PagesState<SourceModel, unknown> | undefined
  const pageOf = (url: string) => Number(new URL(url, "http://x").searchParams.get("page") ?? 0)
  beforeEach(() => {
    pages = undefined
  })

  it("after a failed page, loadMore does nothing and refresh starts again from the first page", async () => {
    let failing = true
    server.handler = (req) => {
      const page = pageOf(req.url)
      if (page === 1 && failing) return { status: 500, body: { message: "down" } }
      return { body: { sourceModels: [{ id: `p${page}a` }, { id: `p${page}b` }], totalEntries: 6, totalPages: 3 } }
    }
    function List() {
      pages = usePlatformPages(() => Sources.listAll(), [], { pageSize: 2 })
      return <p>{pages.status} {pages.items.map((s) => s.id).join(",")}</p>
    }
    render(
      <PlatformProvider options={options({ retry: { attempts: 1 } })}>
        <List />
      </PlatformProvider>
    )
    expect(await screen.findByText("ready p0a,p0b")).toBeDefined()
    act(() => pages!.loadMore())
    expect(await screen.findByText("failure p0a,p0b")).toBeDefined()
    const requests = server.requests.length
    act(() => pages!.loadMore())
    await act(() => pause(50))
    expect(screen.getByText("failure p0a,p0b")).toBeDefined()
    expect(server.requests).toHaveLength(requests)
    failing = false
    act(() => pages!.refresh())
    expect(await screen.findByText("ready p0a,p0b")).toBeDefined()
    act(() => pages!.loadMore())
    expect(await screen.findByText("ready p0a,p0b,p1a,p1b")).toBeDefined()
  })

  it("a failure carries the typed error; a stream function that throws, or a stream that dies, shows as a defect", async () => {
    server.handler = () => ({ status: 403, body: { message: "no" } })
    function Typed() {
      const p = usePlatformPages(() => Sources.listAll(), [])
      // The typed error, narrowed by the status: no `undefined` to rule out.
      return <p>{p.status === "failure" ? `failure ${p.error._tag}` : p.status}</p>
    }
    function Throwing() {
      const p = usePlatformPages((): Stream.Stream<never> => {
        throw new Error("not a Stream")
      }, [])
      return <p>{p.status === "defect" ? `defect ${(p.defect as Error).message} ${p.hasMore}` : p.status}</p>
    }
    function Dying() {
      const p = usePlatformPages(() => Stream.die("broken"), [])
      return <p>{p.status === "defect" ? `defect ${String(p.defect)} ${p.error}` : p.status}</p>
    }
    function Interrupted() {
      const p = usePlatformPages(() => Stream.fromEffect(Effect.interrupt), [])
      return <p>{p.status === "interrupted" ? `interrupted ${p.items.length}` : p.status}</p>
    }
    render(
      <PlatformProvider options={options()}>
        <Typed />
        <Throwing />
        <Dying />
        <Interrupted />
      </PlatformProvider>
    )
    expect(await screen.findByText("failure HttpError")).toBeDefined()
    expect(await screen.findByText("defect not a Stream false")).toBeDefined()
    expect(await screen.findByText("defect broken undefined")).toBeDefined()
    expect(await screen.findByText("interrupted 0")).toBeDefined()
  })

  it("a loadMore from a child's effect, before the hook's own effect, counts", async () => {
    server.handler = (req) => {
      const page = pageOf(req.url)
      return { body: { sourceModels: [{ id: `p${page}a` }, { id: `p${page}b` }], totalEntries: 6, totalPages: 3 } }
    }
    function Child({ loadMore }: { loadMore: () => void }) {
      useEffect(() => loadMore(), [loadMore])
      return null
    }
    function List() {
      pages = usePlatformPages(() => Sources.listAll(), [], { pageSize: 2 })
      return (
        <>
          <p>{pages.status} {pages.items.map((s) => s.id).join(",")}</p>
          <Child loadMore={pages.loadMore} />
        </>
      )
    }
    render(
      <PlatformProvider options={options()}>
        <List />
      </PlatformProvider>
    )
    expect(await screen.findByText("ready p0a,p0b,p1a,p1b")).toBeDefined()
  })

  it("a pageSize of NaN reads batches of the default size", async () => {
    server.handler = (req) => {
      const page = pageOf(req.url)
      return { body: { sourceModels: [{ id: `p${page}a` }, { id: `p${page}b` }], totalEntries: 6, totalPages: 3 } }
    }
    function List() {
      pages = usePlatformPages(() => Sources.listAll(), [], { pageSize: Number.NaN })
      return <p>{pages.status} {pages.items.length}</p>
    }
    render(
      <PlatformProvider options={options()}>
        <List />
      </PlatformProvider>
    )
    expect(await screen.findByText("done 6")).toBeDefined()
  })
})
