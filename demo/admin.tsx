/**
 * The administration screen (`index.html`): hash routes from the organization
 * down to one version of one mapping rule of one source, a breadcrumb that
 * follows them, the source list (paged with `usePlatformPages`), a source's
 * detail with its "Rebuild" action (`usePlatformMutation`), and the banner that
 * subscribes to a digest on its way to the activity page.
 *
 * @module
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react"
import * as Subscriptions from "../src/Platform/Organization/Subscriptions.ts"
import * as SourceMappings from "../src/Platform/Sources/SourceMappings.ts"
import type { MappingModel, MappingsConfiguration } from "../src/Platform/Sources/SourceMappings.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import type { SourceModel } from "../src/Platform/Sources/Sources.ts"
import {
  type BreadcrumbItem,
  Breadcrumbs,
  ImageBanner,
  type ImageBannerError,
  usePlatformMutation,
  usePlatformPages,
  usePlatformQuery
} from "../src/react/index.ts"
import { raw } from "../src/Schema/Raw.ts"
import {
  describeError,
  describeState,
  ErrorNotice,
  formatDate,
  formatTime,
  Shell,
  Skeleton,
  type useFaultPreset,
  useLatest
} from "./ui.tsx"

// --- routes

/** Where the screen is: parsed from the hash (`#/sources/{id}/mappings/{type}/{rule}/versions/{n}`). */
export type Route =
  | { readonly page: "overview" }
  | { readonly page: "sources" }
  | { readonly page: "source"; readonly id: string }
  | { readonly page: "mappings"; readonly id: string }
  | { readonly page: "type"; readonly id: string; readonly type: string }
  | { readonly page: "rule"; readonly id: string; readonly type: string; readonly rule: string }
  | { readonly page: "versions"; readonly id: string; readonly type: string; readonly rule: string }
  | {
    readonly page: "version"
    readonly id: string
    readonly type: string
    readonly rule: string
    readonly version: number
  }
  | { readonly page: "not-found"; readonly hash: string }

const parseRoute = (hash: string): Route => {
  const parts = hash.replace(/^#\/?/, "").split("/").filter((p) => p !== "").map(decodeURIComponent)
  const [root, id, mappings, type, rule, versions, version] = parts
  if (root === undefined) return { page: "overview" }
  if (root !== "sources") return { page: "not-found", hash }
  if (id === undefined) return { page: "sources" }
  if (mappings === undefined) return { page: "source", id }
  if (mappings !== "mappings") return { page: "not-found", hash }
  if (type === undefined) return { page: "mappings", id }
  if (rule === undefined) return { page: "type", id, type }
  if (versions === undefined) return { page: "rule", id, type, rule }
  if (versions !== "versions") return { page: "not-found", hash }
  if (version === undefined) return { page: "versions", id, type, rule }
  const n = Number(version)
  return Number.isInteger(n) && n > 0 ? { page: "version", id, type, rule, version: n } : { page: "not-found", hash }
}

const enc = encodeURIComponent
const href = {
  overview: "#/",
  sources: "#/sources",
  source: (id: string) => `#/sources/${enc(id)}`,
  mappings: (id: string) => `#/sources/${enc(id)}/mappings`,
  type: (id: string, type: string) => `#/sources/${enc(id)}/mappings/${enc(type)}`,
  rule: (id: string, type: string, rule: string) => `#/sources/${enc(id)}/mappings/${enc(type)}/${enc(rule)}`,
  versions: (id: string, type: string, rule: string) => `${href.rule(id, type, rule)}/versions`,
  version: (id: string, type: string, rule: string, n: number) => `${href.versions(id, type, rule)}/${n}`
}

const useRoute = (): Route => {
  const [hash, setHash] = useState(() => location.hash)
  useEffect(() => {
    const onChange = () => setHash(location.hash)
    window.addEventListener("hashchange", onChange)
    return () => window.removeEventListener("hashchange", onChange)
  }, [])
  return useMemo(() => parseRoute(hash), [hash])
}

// --- labels

const sourceTypeLabels: Readonly<Record<string, string>> = {
  SITEMAP: "Sitemap",
  SALESFORCE: "Salesforce",
  WEB2: "Web",
  PUSH: "Push",
  YOUTUBE: "YouTube",
  CONFLUENCE2: "Confluence"
}
const statusLabels: Readonly<Record<string, string>> = {
  IDLE: "Ready",
  PUSH_READY: "Ready",
  CREATING: "Creating",
  STARTING_REFRESH: "Starting",
  REFRESHING: "Rebuilding",
  PAUSING: "Pausing",
  PAUSED: "Paused",
  RESUMING: "Resuming",
  CANCELING: "Stopping",
  ERROR: "Error"
}
const busy = new Set(["CREATING", "STARTING_REFRESH", "REFRESHING", "PAUSING", "RESUMING", "CANCELING"])

// The extended status names the transitional states (Starting, Pausing) that `type` folds into the stable ones.
const statusOf = (s: SourceModel | undefined): string => {
  const status = s?.information?.sourceStatus
  return String(status?.extendedCurrentStatus ?? status?.type ?? "UNKNOWN")
}
const typeLabel = (t: unknown) => sourceTypeLabels[String(t)] ?? String(t ?? "—")
const statusLabel = (s: string) => statusLabels[s] ?? s.charAt(0) + s.slice(1).toLowerCase().replaceAll("_", " ")
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`

function StatusBadge(props: { readonly status: string }) {
  const tone = props.status === "ERROR" ? "bad" : busy.has(props.status) ? "busy" : "good"
  return <span className="badge" data-tone={tone}>{statusLabel(props.status)}</span>
}

// --- mappings

interface Version {
  readonly version: number
  readonly modifiedBy?: string
  readonly modifiedDate?: number
  readonly content: ReadonlyArray<string>
}

const commonType = "common"
const typeName = (type: string) => (type === commonType ? "All items" : type)
const rulesOf = (m: MappingsConfiguration | undefined, type: string): ReadonlyArray<MappingModel> | undefined =>
  type === commonType ? m?.common?.rules : m?.types?.find((t) => t.type === type)?.rules
// The versions and the extraction method are the demo's own, beyond the described rule.
const versionsOf = (rule: MappingModel | undefined): ReadonlyArray<Version> => {
  const versions = rule === undefined ? undefined : raw(rule)["versions"]
  return Array.isArray(versions) ? (versions as ReadonlyArray<Version>) : []
}
const extractionOf = (rule: MappingModel): string => String(raw(rule)["extractionMethod"] ?? "—").toLowerCase()
const itemTypesOf = (m: MappingsConfiguration | undefined) => [
  { type: commonType, rules: m?.common?.rules ?? [] },
  ...(m?.types ?? []).map((t) => ({ type: t.type ?? "", rules: t.rules ?? [] }))
]

// --- breadcrumb

const crumbsFor = (
  route: Route,
  organizationId: string,
  sourceName: string | undefined,
  m: MappingsConfiguration | undefined
) => {
  const items: Array<BreadcrumbItem> = [{ key: "org", label: organizationId, href: href.overview }]
  if (route.page === "overview" || route.page === "not-found") return items
  // A section of the console, not a page: plain text.
  items.push({ key: "content", label: "Content" }, { key: "sources", label: "Sources", href: href.sources })
  if (route.page === "sources") return items
  const { id } = route
  items.push({ key: "source", label: sourceName ?? "Source…", href: href.source(id) })
  if (route.page === "source") return items
  items.push({ key: "mappings", label: "Mappings", href: href.mappings(id) })
  if (route.page === "mappings") return items
  items.push({ key: "type", label: typeName(route.type), href: href.type(id, route.type) })
  if (route.page === "type") return items
  const rule = rulesOf(m, route.type)?.find((r) => r.id === route.rule)
  items.push({ key: "rule", label: rule?.field ?? route.rule, href: href.rule(id, route.type, route.rule) })
  if (route.page === "rule") return items
  items.push({ key: "versions", label: "Versions", href: href.versions(id, route.type, route.rule) })
  if (route.page === "versions") return items
  items.push({
    key: "version",
    label: `Version ${route.version}`,
    href: href.version(id, route.type, route.rule, route.version)
  })
  return items
}

const trailIcon = (
  <svg
    aria-hidden="true"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  >
    <path d="M12 3 2 8l10 5 10-5-10-5z" />
    <path d="m2 13 10 5 10-5" />
    <path d="m2 17.5 10 5 10-5" />
  </svg>
)

// --- the screen

/** The administration screen. */
export function AdminApp(
  props: { readonly organizationId: string; readonly faults: ReturnType<typeof useFaultPreset> }
) {
  const route = useRoute()
  const generation = props.faults.generation
  const id = "id" in route ? route.id : undefined
  // The source and its mappings stay loaded while moving inside it.
  const source = useLatest(
    usePlatformQuery(() => (id === undefined ? Effect.succeed(undefined) : Sources.get(id)), [id, generation])
  )
  const mappings = useLatest(
    usePlatformQuery(() => (id === undefined ? Effect.succeed(undefined) : SourceMappings.get(id)), [id, generation])
  )
  // While the source is busy (a rebuild), follow its status.
  const status = statusOf(source.data)
  const refreshSource = source.query.refresh
  useEffect(() => {
    // A failed refresh stops following: the detail says so and offers to try again.
    if (
      id === undefined || !busy.has(status) || source.query.status === "loading" || source.query.status === "failure"
    ) return
    const t = setTimeout(refreshSource, 600)
    return () => clearTimeout(t)
  }, [id, status, source.query.status, refreshSource])

  // A new page: its heading takes the focus (not on the first load).
  const routeKey = JSON.stringify(route)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.getElementById("page-title")?.focus()
  }, [routeKey])

  const sourceName = source.data?.id === id ? source.data?.name : undefined
  const items = crumbsFor(route, props.organizationId, sourceName, mappings.data)
  useEffect(() => {
    document.title = `${String(items.at(-1)?.label ?? "")} · Platform admin`
  })

  const nav = (
    <div className="trail">
      <Breadcrumbs items={items} aria-label="Breadcrumb" separator="›" icon={trailIcon} />
    </div>
  )
  return (
    <Shell organizationId={props.organizationId} faults={props.faults} nav={nav}>
      <View
        key={`${routeKey}:${generation}`}
        route={route}
        organizationId={props.organizationId}
        source={source}
        mappings={mappings}
      />
    </Shell>
  )
}

type Loaded<A> = ReturnType<typeof useLatest<A, unknown>>

function View(props: {
  readonly route: Route
  readonly organizationId: string
  readonly source: Loaded<SourceModel | undefined>
  readonly mappings: Loaded<MappingsConfiguration | undefined>
}) {
  const { route } = props
  switch (route.page) {
    case "overview":
      return <Overview organizationId={props.organizationId} />
    case "sources":
      return <SourceList />
    case "not-found":
      return (
        <Page title="Page not found">
          <p>
            Nothing lives at <code>{route.hash}</code>. <a href={href.sources}>Go to the sources</a>.
          </p>
        </Page>
      )
    default: {
      const failed = describeState(props.source.query)
      if (failed !== undefined && props.source.data === undefined) {
        return (
          <Page title="Source">
            <ErrorNotice what="Could not load this source." reason={failed} onRetry={props.source.query.refresh} />
          </Page>
        )
      }
      if (route.page === "source") return <SourceDetail id={route.id} source={props.source} mappings={props.mappings} />
      const mappingsFailed = describeState(props.mappings.query)
      if (mappingsFailed !== undefined && props.mappings.data === undefined) {
        return (
          <Page title="Mappings">
            <ErrorNotice
              what="Could not load the mappings."
              reason={mappingsFailed}
              onRetry={props.mappings.query.refresh}
            />
          </Page>
        )
      }
      return <MappingView route={route} sourceName={props.source.data?.name} mappings={props.mappings.data} />
    }
  }
}

/** A page: its heading (focused on navigation) and content. */
function Page(
  props: {
    readonly title: ReactNode
    readonly lead?: ReactNode
    readonly children: ReactNode
    readonly aside?: ReactNode
  }
) {
  return (
    <>
      <div className="page-head">
        <div>
          <h1 id="page-title" tabIndex={-1}>{props.title}</h1>
          {props.lead !== undefined && <p className="lead">{props.lead}</p>}
        </div>
        {props.aside}
      </div>
      {props.children}
    </>
  )
}

// --- overview

function Overview(props: { readonly organizationId: string }) {
  const total = usePlatformQuery(() => Sources.list({ perPage: 1 }), [])
  const reason = describeState(total)
  return (
    <Page title={`Organization ${props.organizationId}`} lead="Where your content comes from, and what changed lately.">
      <div className="cards">
        <a className="card" href={href.sources}>
          <span className="card-title">Sources</span>
          <span className="card-figure" data-testid="source-total">
            {total.status === "success"
              ? count(total.data.totalEntries ?? 0, "source")
              : total.status === "loading"
              ? <Skeleton width="6em" />
              : "—"}
          </span>
          <span className="card-text">Browse, inspect and rebuild</span>
        </a>
        <a className="card" href="./activity.html">
          <span className="card-title">Recent activity</span>
          <span className="card-figure">Activity log</span>
          <span className="card-text">What changed, and your subscriptions</span>
        </a>
      </div>
      {reason !== undefined && (
        <ErrorNotice what="Could not count the sources." reason={reason} onRetry={total.refresh} />
      )}
    </Page>
  )
}

// --- source list

const bannerSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="120" viewBox="0 0 720 120">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4f94"/><stop offset="1" stop-color="#5a2fb0"/></linearGradient></defs>
<rect width="720" height="120" rx="10" fill="url(#g)"/>
<g transform="translate(610 60)" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
<path d="M-34-22h68v44h-68z" stroke-opacity=".9"/><path d="m-34-22 34 26 34-26" stroke-opacity=".9"/>
<circle cx="36" cy="-26" r="13" fill="#f5b700" stroke="none"/></g>
<text x="32" y="52" fill="#fff" font-family="system-ui,sans-serif" font-size="27" font-weight="700">Never miss a failed rebuild</text>
<text x="32" y="86" fill="#fff" font-family="system-ui,sans-serif" font-size="17">Subscribe to the weekly source health digest  →</text>
</svg>`
const bannerUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(bannerSvg)}`

/** Where the banner's click is remembered for the activity page, which waits for its subscription. */
export const bannerClickKey = "demo:banner-click"

/** The digest a banner click subscribes to; `ref` makes each click's subscription recognizable. */
export const digestName = (ref: string) => `Weekly source health digest (ref ${ref})`

function DigestBanner() {
  const click = useRef("")
  const [problem, setProblem] = useState<string | undefined>(undefined)
  // Built once; reads the click's reference when it runs.
  const subscribe = useMemo(
    () =>
      Effect.suspend(() =>
        Subscriptions.createCurrent({
          name: digestName(click.current),
          description: "Subscribed from the banner of the sources page.",
          enabled: true,
          frequency: "WEEKLY",
          type: "EMAIL",
          parameters: { emailRecipients: ["demo.user@example.com"], emailSubject: "Your sources this week" },
          pattern: { resourceTypes: ["SOURCE"], operations: ["REBUILD", "REFRESH"], resultTypes: ["ERROR", "WARNING"] }
        })
      ),
    []
  )
  return (
    <div className="banner-slot">
      <ImageBanner
        href="./activity.html"
        imageUrl={bannerUrl}
        altText="Never miss a failed rebuild: subscribe to the weekly source health digest and see your recent activity"
        variant="promo"
        width={720}
        height={120}
        onClick={() => {
          click.current = Math.random().toString(36).slice(2, 8)
          sessionStorage.setItem(bannerClickKey, JSON.stringify({ ref: click.current, at: Date.now() }))
        }}
        onClickEffect={subscribe}
        onError={(e: ImageBannerError<unknown>) =>
          setProblem(
            e._tag === "Failure"
              ? describeError(e.error)
              : `Something unexpected went wrong: ${describeError(e.defect)}`
          )}
      />
      {problem !== undefined && <ErrorNotice what="The subscription did not go through." reason={problem} />}
    </div>
  )
}

const pageSize = 5

function SourceList() {
  // "Try again" starts the list over: a new table, a new stream.
  const [attempt, setAttempt] = useState(0)
  return (
    <Page title="Sources" lead="The repositories whose content your organization indexes.">
      <DigestBanner />
      <SourceTable key={attempt} onRetry={() => setAttempt((n) => n + 1)} />
    </Page>
  )
}

function SourceTable(props: { readonly onRetry: () => void }) {
  const pages = usePlatformPages(() => Sources.listAll({ perPage: pageSize }), [], { pageSize })
  const loading = pages.status === "loading"
  // Rows being loaded show as skeletons: the first batch's, then one batch at a time.
  const skeletonRows = loading ? pageSize : 0
  // A read that failed, died or was cut short stops where it is: its items stay, "Load more" goes.
  const stopped = pages.status === "failure" || pages.status === "defect" || pages.status === "interrupted"
  const reason = pages.status === "failure"
    ? describeError(pages.error)
    : pages.status === "defect"
    ? `Something unexpected went wrong: ${describeError(pages.defect)}`
    : pages.status === "interrupted"
    ? "The list was interrupted."
    : undefined
  // "Load more" goes away with the last batch: if it had the focus, the status line takes it.
  const moreFocused = useRef(false)
  const status = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (pages.status !== "done" && !stopped) return
    const lost = document.activeElement === null || document.activeElement === document.body
    if (moreFocused.current && lost) status.current?.focus()
    moreFocused.current = false
  }, [pages.status])
  return (
    <section aria-labelledby="sources-table-title" className="panel sources-panel">
      <h2 id="sources-table-title" className="visually-hidden">Source list</h2>
      <table className="sources" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">Documents</th>
          </tr>
        </thead>
        <tbody>
          {pages.items.map((s, i) => (
            <tr key={s.id ?? i}>
              <td>
                <a href={href.source(s.id ?? "")}>{s.name ?? s.id}</a>
              </td>
              <td>{typeLabel(s.sourceType)}</td>
              <td>
                <StatusBadge status={statusOf(s)} />
              </td>
              <td className="num">{(s.information?.numberOfDocuments ?? 0).toLocaleString()}</td>
            </tr>
          ))}
          {Array.from(
            { length: skeletonRows },
            (_, i) => (
              <tr key={`skeleton-${i}`} className="skeleton-row" aria-hidden="true" data-testid="skeleton-row">
                <td>
                  <Skeleton width={`${9 + ((i * 3) % 5)}em`} />
                </td>
                <td>
                  <Skeleton width="5em" />
                </td>
                <td>
                  <Skeleton width="4.5em" />
                </td>
                <td className="num">
                  <Skeleton width="2.5em" />
                </td>
              </tr>
            )
          )}
        </tbody>
      </table>
      <div className="list-footer">
        <p role="status" data-testid="sources-status" className="status" tabIndex={-1} ref={status}>
          {stopped
            ? pages.items.length === 0
              ? "No sources loaded."
              : `Loading stopped after ${count(pages.items.length, "source")}.`
            : loading
            ? pages.items.length === 0
              ? "Loading sources…"
              : `Loading ${pages.pending > 1 ? `${pages.pending} more batches` : "more sources"}…`
            : pages.status === "done"
            ? `All ${count(pages.items.length, "source")} shown.`
            : `${count(pages.items.length, "source")} shown.`}
        </p>
        {pages.status !== "done" && !stopped && (
          <button
            type="button"
            className="secondary"
            onClick={pages.loadMore}
            onFocus={() => (moreFocused.current = true)}
            // Removed from the page, a focused button blurs towards nothing.
            onBlur={(e) => {
              if (e.relatedTarget !== null) moreFocused.current = false
            }}
            data-testid="load-more"
          >
            Load more{pages.pending > 1 ? ` (${pages.pending - 1} queued)` : ""}
          </button>
        )}
      </div>
      {reason !== undefined && (
        <ErrorNotice what="Could not load the sources." reason={reason} onRetry={props.onRetry} />
      )}
    </section>
  )
}

// --- source detail

function SourceDetail(props: {
  readonly id: string
  readonly source: Loaded<SourceModel | undefined>
  readonly mappings: Loaded<MappingsConfiguration | undefined>
}) {
  const s = props.source.data?.id === props.id ? props.source.data : undefined
  const rebuild = usePlatformMutation((id: string) => Sources.rebuild(id))
  const [startedAt, setStartedAt] = useState<number | undefined>(undefined)
  const status = statusOf(s)
  const allowed = s?.information?.sourceStatus?.allowedOperations?.includes("REBUILD") ?? false
  const running = rebuild.state.status === "loading"
  const refresh = props.source.query.refresh
  const onRebuild = () => {
    if (running || !allowed) return
    setStartedAt(Date.now())
    void rebuild.run(props.id).then((exit) => {
      if (Exit.isSuccess(exit)) refresh()
    })
  }
  const last = s?.information?.lastOperation as
    | { operationType?: string; timestamp?: number; result?: string }
    | undefined
  const rebuildFailure = describeState(rebuild.state)
  // Shown over data from an earlier answer: the page says it may be stale.
  const refreshFailure = s === undefined ? undefined : describeState(props.source.query)
  const mappingsFailure = props.mappings.data === undefined ? describeState(props.mappings.query) : undefined
  const types = itemTypesOf(props.mappings.data)
  return (
    <Page
      title={s?.name ?? <Skeleton width="12em" className="skeleton-title" />}
      lead={s === undefined ? <Skeleton width="18em" /> : `${typeLabel(s.sourceType)} source · ${s.id}`}
    >
      <div className="detail-grid">
        <section className="panel" aria-labelledby="facts-title">
          <h2 id="facts-title">Overview</h2>
          <dl className="facts" data-testid="source-facts">
            <dt>Status</dt>
            <dd>{s === undefined ? <Skeleton width="5em" /> : <StatusBadge status={status} />}</dd>
            <dt>Documents</dt>
            <dd>
              {s === undefined ? <Skeleton width="3em" /> : (s.information?.numberOfDocuments ?? 0).toLocaleString()}
            </dd>
            <dt>Visibility</dt>
            <dd>{s === undefined ? <Skeleton width="4em" /> : String(s.sourceVisibility ?? "—").toLowerCase()}</dd>
            <dt>Last operation</dt>
            <dd>
              {s === undefined
                ? <Skeleton width="10em" />
                : last?.operationType === undefined
                ? "None yet"
                : `${statusLabel(last.operationType)} at ${formatTime(last.timestamp)}${
                  last.result === undefined ? " (running)" : ` (${last.result.toLowerCase()})`
                }`}
            </dd>
            <dt>Created</dt>
            <dd>{s === undefined ? <Skeleton width="8em" /> : formatDate(s.createdDate)}</dd>
          </dl>
          {refreshFailure !== undefined && (
            <ErrorNotice
              what="Could not refresh the status; it may be out of date."
              reason={refreshFailure}
              onRetry={refresh}
            />
          )}
        </section>
        <section className="panel" aria-labelledby="rebuild-title">
          <h2 id="rebuild-title">Rebuild</h2>
          <p className="hint">
            Re-crawls every item and rebuilds the index from scratch. Searches keep working meanwhile.
          </p>
          <button
            type="button"
            className="primary"
            aria-disabled={running || !allowed}
            aria-describedby="rebuild-result"
            onClick={onRebuild}
            data-testid="rebuild"
          >
            {running
              ? (
                <>
                  <span className="spinner" aria-hidden="true" /> Rebuilding…
                </>
              )
              : "Rebuild"}
          </button>
          <div
            id="rebuild-result"
            className="result-slot"
            data-testid="rebuild-result"
            data-state={rebuild.state.status}
          >
            {rebuild.state.status === "loading" && (
              <p role="status">Asking the platform to rebuild {s?.name ?? "the source"}…</p>
            )}
            {rebuild.state.status === "success" && (
              <p role="status" className="notice notice-ok">
                Rebuild started at {formatTime(startedAt)}. The status above follows it until the source is ready again.
              </p>
            )}
            {rebuildFailure !== undefined && (
              <ErrorNotice what={`Could not rebuild ${s?.name ?? "the source"}.`} reason={rebuildFailure} />
            )}
            {rebuild.state.status === "idle" && s !== undefined && !allowed && (
              <p className="hint">Available when the source is ready (now: {statusLabel(status)}).</p>
            )}
          </div>
        </section>
      </div>
      <section className="panel" aria-labelledby="mapping-title">
        <h2 id="mapping-title">Mappings</h2>
        <p className="hint">
          Which metadata fills which field. <a href={href.mappings(props.id)}>All mappings</a>
        </p>
        {mappingsFailure !== undefined && (
          <ErrorNotice
            what="Could not load the mappings."
            reason={mappingsFailure}
            onRetry={props.mappings.query.refresh}
          />
        )}
        <ul className="chips">
          {mappingsFailure !== undefined
            ? null
            : props.mappings.data === undefined
            ? [0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton width="7em" />
              </li>
            ))
            : types.map((t) => (
              <li key={t.type}>
                <a className="chip" href={href.type(props.id, t.type)}>
                  {typeName(t.type)} <span className="chip-count">{t.rules.length}</span>
                </a>
              </li>
            ))}
        </ul>
      </section>
    </Page>
  )
}

// --- mappings, rules, versions

function MappingView(props: {
  readonly route: Exclude<Route, { readonly page: "overview" | "sources" | "not-found" }>
  readonly sourceName: string | undefined
  readonly mappings: MappingsConfiguration | undefined
}) {
  const { route, mappings } = props
  const of = props.sourceName === undefined ? "" : ` of ${props.sourceName}`
  if (route.page === "mappings") {
    return (
      <Page title="Mappings" lead={`Rules that fill the index fields${of}, per item type.`}>
        <section className="panel" aria-labelledby="types-title">
          <h2 id="types-title">Item types</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Item type</th>
                <th scope="col" className="num">Rules</th>
              </tr>
            </thead>
            <tbody>
              {mappings === undefined
                ? <SkeletonRows columns={2} />
                : itemTypesOf(mappings).map((t) => (
                  <tr key={t.type}>
                    <td>
                      <a href={href.type(route.id, t.type)}>{typeName(t.type)}</a>
                    </td>
                    <td className="num">{t.rules.length}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      </Page>
    )
  }
  if (route.page === "source") return null
  const rules = rulesOf(mappings, route.type)
  if (mappings !== undefined && rules === undefined) {
    return <Missing what={`The item type “${route.type}”`} back={href.mappings(route.id)} />
  }
  if (route.page === "type") {
    return (
      <Page
        title={typeName(route.type)}
        lead={route.type === commonType
          ? `Rules applied to every item${of}.`
          : `Rules applied to ${route.type} items${of}.`}
      >
        <section className="panel" aria-labelledby="rules-title">
          <h2 id="rules-title">Rules</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Extraction</th>
                <th scope="col">Content</th>
                <th scope="col" className="num">Versions</th>
              </tr>
            </thead>
            <tbody>
              {rules === undefined
                ? <SkeletonRows columns={4} />
                : rules.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <a href={href.rule(route.id, route.type, r.id ?? "")}>{r.field}</a>
                    </td>
                    <td>{extractionOf(r)}</td>
                    <td>
                      <code>{(r.content ?? []).join(" ")}</code>
                    </td>
                    <td className="num">{versionsOf(r).length}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      </Page>
    )
  }
  const rule = rules?.find((r) => r.id === route.rule)
  if (rules !== undefined && rule === undefined) {
    return <Missing what={`The rule “${route.rule}”`} back={href.type(route.id, route.type)} />
  }
  const versions = versionsOf(rule)
  const title = rule?.field ?? <Skeleton width="8em" className="skeleton-title" />
  if (route.page === "rule") {
    return (
      <Page
        title={title}
        lead={`Fills the field ${rule?.field ?? "…"} for ${typeName(route.type).toLowerCase()}${of}.`}
      >
        <section className="panel" aria-labelledby="rule-title">
          <h2 id="rule-title">Current rule</h2>
          <dl className="facts">
            <dt>Extraction</dt>
            <dd>{rule === undefined ? <Skeleton width="6em" /> : extractionOf(rule)}</dd>
            <dt>Content</dt>
            <dd>{rule === undefined ? <Skeleton width="10em" /> : <code>{(rule.content ?? []).join(" ")}</code>}</dd>
            <dt>History</dt>
            <dd>
              {rule === undefined
                ? <Skeleton width="6em" />
                : <a href={href.versions(route.id, route.type, route.rule)}>{count(versions.length, "version")}</a>}
            </dd>
          </dl>
        </section>
      </Page>
    )
  }
  if (route.page === "versions") {
    return (
      <Page title={`Versions of ${rule?.field ?? "…"}`} lead="Each change to the rule, newest first.">
        <section className="panel" aria-labelledby="versions-title">
          <h2 id="versions-title">History</h2>
          <ol className="timeline" reversed>
            {rule === undefined
              ? [0, 1].map((i) => (
                <li key={i}>
                  <Skeleton width="20em" />
                </li>
              ))
              : [...versions].reverse().map((v) => (
                <li key={v.version}>
                  <a href={href.version(route.id, route.type, route.rule, v.version)}>Version {v.version}</a>
                  {v.version === versions.length && <span className="badge" data-tone="good">current</span>}
                  <span className="hint">by {v.modifiedBy ?? "someone"}, {formatDate(v.modifiedDate)}</span>
                </li>
              ))}
          </ol>
        </section>
      </Page>
    )
  }
  // One version, compared with the one before.
  const version = versions.find((v) => v.version === route.version)
  if (rule !== undefined && version === undefined) {
    return <Missing what={`Version ${route.version}`} back={href.versions(route.id, route.type, route.rule)} />
  }
  const previous = versions.find((v) => v.version === route.version - 1)
  const added = version?.content.filter((c) => !(previous?.content ?? []).includes(c)) ?? []
  const removed = previous?.content.filter((c) => !(version?.content ?? []).includes(c)) ?? []
  return (
    <Page
      title={`Version ${route.version} of ${rule?.field ?? "…"}`}
      lead={version === undefined
        ? <Skeleton width="16em" />
        : `Saved by ${version.modifiedBy ?? "someone"}, ${formatDate(version.modifiedDate)}.`}
    >
      <section className="panel" aria-labelledby="version-title">
        <h2 id="version-title">Content</h2>
        <p>
          {version === undefined
            ? <Skeleton width="12em" />
            : <code data-testid="version-content">{version.content.join(" ")}</code>}
        </p>
        <h2>Changes from version {route.version - 1}</h2>
        {previous === undefined
          ? <p className="hint">The first version of the rule.</p>
          : (
            <ul className="changes">
              {added.map((c) => (
                <li key={`+${c}`} className="added">
                  <span className="visually-hidden">Added</span>
                  <code>{c}</code>
                </li>
              ))}
              {removed.map((c) => (
                <li key={`-${c}`} className="removed">
                  <span className="visually-hidden">Removed</span>
                  <code>{c}</code>
                </li>
              ))}
              {added.length + removed.length === 0 && <li>No change to the content.</li>}
            </ul>
          )}
      </section>
    </Page>
  )
}

function SkeletonRows(props: { readonly columns: number; readonly rows?: number }) {
  return (
    <>
      {Array.from({ length: props.rows ?? 3 }, (_, r) => (
        <tr key={r} aria-hidden="true" className="skeleton-row">
          {Array.from({ length: props.columns }, (_, c) => (
            <td key={c}>
              <Skeleton width={c === 0 ? "8em" : "4em"} />
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}

function Missing(props: { readonly what: string; readonly back: string }) {
  return (
    <Page title="Not found">
      <p>
        {props.what} does not exist in this source. <a href={props.back}>Go back one level</a>.
      </p>
    </Page>
  )
}
