// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { StrictMode, useState } from "react"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { fetchTransport } from "../../src/Http/Transport.ts"
import * as Sources from "../../src/Platform/Sources/Sources.ts"
import { PlatformProvider, usePlatformMutation, usePlatformPages, usePlatformQuery } from "../../src/react/index.ts"
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

describe("hooks", () => {
  function SourceName({ id }: { id: string }) {
    const state = usePlatformQuery(() => Sources.get(id), [id])
    if (state.status === "loading") return <p>loading</p>
    if (state.status === "failure") {
      return <p>error {state.error._tag} {state.error._tag === "HttpError" ? state.error.status : ""}</p>
    }
    if (state.status === "defect") return <p>defect</p>
    if (state.status === "interrupted") return <p>interrupted</p>
    return (
      <p>
        name {state.data.name} <button onClick={state.refresh}>refresh</button>
      </p>
    )
  }

  it("usePlatformQuery goes from loading to success, and refreshes", async () => {
    server.handler = () => ({ body: { name: `Docs ${server.requests.length}` } })
    render(
      <PlatformProvider options={options()}>
        <SourceName id="s1" />
      </PlatformProvider>
    )
    expect(await screen.findByText("name Docs 1")).toBeDefined()
    await userEvent.click(screen.getByRole("button", { name: "refresh" }))
    expect(await screen.findByText("name Docs 2")).toBeDefined()
  })
  it("usePlatformQuery shows the typed failure", async () => {
    server.reply({ status: 403, body: { message: "forbidden" } })
    render(
      <PlatformProvider options={options()}>
        <SourceName id="s1" />
      </PlatformProvider>
    )
    expect(await screen.findByText("error HttpError 403")).toBeDefined()
  })
  it("unmounting interrupts the run and aborts its request", async () => {
    server.handler = () => ({ body: { name: "late" }, delayMs: 3000 })
    const view = render(
      <PlatformProvider options={options()}>
        <SourceName id="s1" />
      </PlatformProvider>
    )
    await server.waitFor(1)
    view.unmount()
    await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
  })
  it("changing deps interrupts the previous run", async () => {
    server.handler = (req) =>
      req.path.endsWith("/slow") ? { body: { name: "slow" }, delayMs: 3000 } : { body: { name: "fast" } }
    function Switcher() {
      const [id, setId] = useState("slow")
      return (
        <>
          <button onClick={() => setId("fast")}>switch</button>
          <SourceName id={id} />
        </>
      )
    }
    render(
      <PlatformProvider options={options()}>
        <Switcher />
      </PlatformProvider>
    )
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
    render(
      <StrictMode>
        <PlatformProvider options={options()}>
          <Probe />
        </PlatformProvider>
      </StrictMode>
    )
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
        <PlatformProvider options={{ ...options(), organizationId: "org-a" }}>
          <SourceName id="s1" />
        </PlatformProvider>
        <PlatformProvider options={{ ...options(), organizationId: "org-b" }}>
          <SourceName id="s1" />
        </PlatformProvider>
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
          <p>
            state {m.state.status}
            {m.state.status === "failure" && m.state.error._tag === "HttpError" ? ` ${m.state.error.status}` : ""}
          </p>
        </>
      )
    }
    render(
      <PlatformProvider options={options()}>
        <Rebuild />
      </PlatformProvider>
    )
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
    const view = render(
      <PlatformProvider options={options()}>
        <Rebuild />
      </PlatformProvider>
    )
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
    render(
      <PlatformProvider options={options()}>
        <List />
      </PlatformProvider>
    )
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
    render(
      <PlatformProvider options={options()}>
        <View />
      </PlatformProvider>
    )
    expect(await screen.findByText("value")).toBeDefined()
  })
})

describe("verifyToken in the provider", () => {
  function Checked({ id }: { id: string }) {
    const state = usePlatformQuery(() => Sources.get(id), [id])
    const text = state.status === "failure"
      ? `error ${state.error._tag} ${state.error._tag === "HttpError" ? state.error.status : ""}`
      : state.status === "success"
      ? `name ${state.data.name}`
      : state.status
    return (
      <p>
        {text} <button onClick={state.refresh}>refresh</button>
      </p>
    )
  }
  const checks = () => server.requests.filter((r) => r.path === "/oauth/check_token").length

  it("a failed check fails the calls waiting for it with its typed error, and the next call checks again", async () => {
    server.reply({ status: 401, body: { message: "expired" }, delayMs: 30 }, {
      body: { authentication: { username: "ada" } }
    }, { body: { name: "Docs" } }, { body: { name: "Docs" } })
    render(
      <PlatformProvider options={{ ...options(), verifyToken: true }}>
        <Checked id="s1" />
        <Checked id="s1" />
      </PlatformProvider>
    )
    // Both hooks waited for the one check, and show its error, typed.
    await waitFor(() => expect(screen.getAllByText("error HttpError 401")).toHaveLength(2))
    expect(checks()).toBe(1)
    await userEvent.click(screen.getAllByRole("button", { name: "refresh" })[0]!)
    expect(await screen.findByText("name Docs")).toBeDefined()
    await userEvent.click(screen.getAllByRole("button", { name: "refresh" })[1]!)
    await waitFor(() => expect(screen.getAllByText("name Docs")).toHaveLength(2))
    // Once the token passed, calls no longer check it.
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /oauth/check_token",
      "POST /oauth/check_token",
      "GET /rest/organizations/my-org/sources/s1",
      "GET /rest/organizations/my-org/sources/s1"
    ])
  })

  // fetch's transport has no connections to close: only interrupting the check aborts its request.
  it.each([["the default transport", undefined], ["fetch", fetchTransport]] as const)(
    "unmounting the provider during the check aborts the check's request (%s)",
    async (_, transport) => {
      server.handler = () => ({ body: { authentication: { username: "ada" } }, delayMs: 3000 })
      const view = render(
        <PlatformProvider
          options={{ ...options(), verifyToken: true, ...(transport ? { transport: transport() } : {}) }}
        >
          <Checked id="s1" />
        </PlatformProvider>
      )
      await server.waitFor(1)
      view.unmount()
      await waitFor(() => expect(server.requests[0]!.aborted).toBe(true))
      expect(server.requests.map((r) => r.path)).toEqual(["/oauth/check_token"])
    }
  )

  it("without verifyToken, nothing is checked", async () => {
    server.reply({ body: { name: "Docs" } })
    render(
      <PlatformProvider options={options()}>
        <Checked id="s1" />
      </PlatformProvider>
    )
    expect(await screen.findByText("name Docs")).toBeDefined()
    expect(checks()).toBe(0)
  })
})
