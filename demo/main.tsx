/**
 * The demo page: an organization's sources as a breadcrumb trail (collapsed,
 * 14 crumbs) and a clickable image banner whose click checks the access token,
 * all through `PlatformProvider` and the hooks against the local backend.
 *
 * @module
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { StrictMode, useEffect, useMemo, useState } from "react"
import { createRoot } from "react-dom/client"
import { checkToken } from "../src/Http/Auth.ts"
import * as Sources from "../src/Platform/Sources.ts"
import { type BreadcrumbItem, Breadcrumbs, ImageBanner, PlatformProvider, usePlatformPages } from "../src/react/index.ts"
import { type DemoConfig, demoConfigPath } from "./config.ts"

const bannerSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="140" viewBox="0 0 640 140">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5cad"/><stop offset="1" stop-color="#6c3fc5"/></linearGradient></defs>
<rect width="640" height="140" fill="url(#g)"/>
<circle cx="560" cy="70" r="44" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="10"/>
<path d="M540 70l14 14 26-28" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<text x="32" y="64" fill="#fff" font-family="system-ui,sans-serif" font-size="30" font-weight="700">Check your access token</text>
<text x="32" y="100" fill="#fff" fill-opacity=".85" font-family="system-ui,sans-serif" font-size="16">Runs POST /oauth/check_token through the provider</text>
</svg>`

/** The banner image, an inline SVG: no network. */
const bannerUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(bannerSvg)}`

/** A decorative icon at the right of the trail (outside the list). */
const stackIcon = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="#0b5cad" strokeWidth="2" strokeLinejoin="round">
    <path d="M12 3 2 8l10 5 10-5-10-5z" />
    <path d="m2 13 10 5 10-5" />
    <path d="m2 17.5 10 5 10-5" />
  </svg>
)

function SourcesTrail(props: { readonly organizationId: string }) {
  // Three HTTP pages of 5 sources each, pulled as one batch.
  const pages = usePlatformPages(() => Sources.listAll({ perPage: 5 }), [], { pageSize: 100 })
  const items: Array<BreadcrumbItem> = [
    { key: "org", label: props.organizationId, href: "#organization" },
    { key: "sources", label: "Sources", href: "#sources" },
    ...pages.items.map((s, i) => ({ key: s.id ?? String(i), label: s.name ?? s.id ?? "?", href: `#source-${s.id ?? i}` }))
  ]
  return (
    <section aria-labelledby="sources-title">
      <h2 id="sources-title">Sources of {props.organizationId}</h2>
      <Breadcrumbs items={items} aria-label="Sources" icon={stackIcon} />
      <p className="status" role="status" data-testid="sources-status">
        {pages.status === "loading"
          ? "Loading sources…"
          : pages.status === "failure"
          ? `Could not load sources: ${describe(pages.error)}`
          : `${pages.items.length} sources loaded`}
      </p>
    </section>
  )
}

type Check =
  | { readonly state: "idle" }
  | { readonly state: "pending" }
  | { readonly state: "success"; readonly user: string }
  | { readonly state: "failure"; readonly message: string }

function TokenBanner() {
  const [check, setCheck] = useState<Check>({ state: "idle" })
  const [clicks, setClicks] = useState(0)
  // Runs on the provider's runtime each time the banner is activated.
  const onClickEffect = useMemo(
    () =>
      checkToken.pipe(
        Effect.onExit((exit) =>
          Effect.sync(() =>
            setCheck(
              Exit.isSuccess(exit)
                ? { state: "success", user: userOf(exit.value.authentication) }
                : { state: "failure", message: describe(exit.cause) }
            )
          )
        )
      ),
    []
  )
  return (
    <section aria-labelledby="banner-title">
      <h2 id="banner-title">Banner</h2>
      <ImageBanner
        href="#token-check"
        imageUrl={bannerUrl}
        altText="Check the access token"
        title="Checks the access token with the platform"
        variant="hero"
        onClick={() => {
          setClicks((n) => n + 1)
          setCheck({ state: "pending" })
        }}
        onClickEffect={onClickEffect}
      />
      <p id="token-check" className="result" role="status" data-state={check.state} data-testid="token-result">
        {check.state === "idle"
          ? "Click the banner to check the token."
          : check.state === "pending"
          ? "Checking…"
          : check.state === "success"
          ? `Token valid: signed in as ${check.user} (check #${clicks}).`
          : `Token check failed: ${check.message}`}
      </p>
    </section>
  )
}

const userOf = (authentication: unknown): string => {
  const a = authentication as { readonly displayName?: unknown; readonly username?: unknown } | undefined
  const name = typeof a?.displayName === "string" ? a.displayName : "unknown user"
  return typeof a?.username === "string" ? `${name} <${a.username}>` : name
}

const describe = (error: unknown): string =>
  typeof error === "object" && error !== null && "_tag" in error ? String(error._tag) : String(error)

function App() {
  const [config, setConfig] = useState<DemoConfig | { readonly error: string } | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    fetch(demoConfigPath, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<DemoConfig>) : Promise.reject(new Error(`${demoConfigPath}: HTTP ${r.status}`))))
      .then(setConfig, (e: unknown) => {
        if (!controller.signal.aborted) setConfig({ error: String(e) })
      })
    return () => controller.abort()
  }, [])
  return (
    <main>
      <h1>effect-coveo-platform: React fragments</h1>
      {config === undefined
        ? <p className="status">Finding the backend…</p>
        : "error" in config
        ? <p className="status" role="alert">{config.error}</p>
        : (
          <PlatformProvider
            options={{ organizationId: config.organizationId, accessToken: config.accessToken, host: config.host }}
            fallback={<p className="status">Starting the client…</p>}
          >
            <SourcesTrail organizationId={config.organizationId} />
            <TokenBanner />
          </PlatformProvider>
        )}
    </main>
  )
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
