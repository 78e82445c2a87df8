/**
 * The recent activity page (`activity.html`), where the banner leads: it waits
 * for the subscription the banner's click sent (the request outlives the page
 * that sent it), lists the current user's subscriptions from the platform, and
 * the latest changes the emulator completed (read from the demo backend).
 *
 * @module
 */
import { useEffect, useState } from "react"
import * as Subscriptions from "../src/Platform/Organization/Subscriptions.ts"
import { Breadcrumbs, usePlatformQuery } from "../src/react/index.ts"
import { bannerClickKey, digestName } from "./admin.tsx"
import { type ActivityEntry, demoActivityPath } from "./config.ts"
import {
  describeError,
  describeState,
  ErrorNotice,
  formatTime,
  Shell,
  Skeleton,
  type useFaultPreset,
  useLatest
} from "./ui.tsx"

/** The backend's log of changes, read every second while the page is open. */
const useActivity = (generation: number) => {
  const [state, setState] = useState<
    { readonly entries: ReadonlyArray<ActivityEntry> | undefined; readonly error: string | undefined }
  >({ entries: undefined, error: undefined })
  useEffect(() => {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = () => {
      fetch(demoActivityPath, { signal: controller.signal, cache: "no-store" })
        .then((
          r
        ) => (r.ok
          ? (r.json() as Promise<ReadonlyArray<ActivityEntry>>)
          : Promise.reject(new Error(`the activity log answered ${r.status}`)))
        )
        .then(
          (entries) => setState({ entries, error: undefined }),
          (e: unknown) => {
            if (!controller.signal.aborted) setState((s) => ({ ...s, error: describeError(e) }))
          }
        )
        .finally(() => {
          if (!controller.signal.aborted) timer = setTimeout(poll, 1000)
        })
    }
    poll()
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [generation])
  return state
}

const readClick = (): { readonly ref: string; readonly at: number } | undefined => {
  try {
    const value = JSON.parse(sessionStorage.getItem(bannerClickKey) ?? "null") as { ref?: unknown; at?: unknown } | null
    return typeof value?.ref === "string" && typeof value.at === "number" ? { ref: value.ref, at: value.at } : undefined
  } catch {
    return undefined
  }
}

const statusText = (
  status: number
) => (status === 0 ? "dropped" : status >= 200 && status < 300 ? `${status} OK` : String(status))

/** The activity page. */
export function ActivityApp(
  props: { readonly organizationId: string; readonly faults: ReturnType<typeof useFaultPreset> }
) {
  const generation = props.faults.generation
  const activity = useActivity(generation)
  const [click] = useState(readClick)
  // The subscriptions are read again whenever a new change completes.
  const latest = activity.entries?.[0]?.sequence ?? 0
  const subscriptions = useLatest(usePlatformQuery(Subscriptions.listCurrent(), [latest, generation]))
  const mine = click === undefined ? undefined : subscriptions.data?.find((s) => s.name === digestName(click.ref))
  const failed = describeState(subscriptions.query)
  useEffect(() => {
    document.title = "Recent activity · Platform admin"
  }, [])

  const nav = (
    <div className="trail">
      <Breadcrumbs
        aria-label="Breadcrumb"
        separator="›"
        items={[
          { key: "org", label: props.organizationId, href: "./#/" },
          { key: "activity", label: "Recent activity", href: "./activity.html" }
        ]}
      />
    </div>
  )
  return (
    <Shell organizationId={props.organizationId} faults={props.faults} nav={nav}>
      <div className="page-head">
        <div>
          <h1 id="page-title" tabIndex={-1}>Recent activity</h1>
          <p className="lead">What changed in {props.organizationId}, as the platform completed it.</p>
        </div>
        <a className="button secondary" href="./#/sources">Back to the sources</a>
      </div>

      {click !== undefined && (
        <section
          className="panel arrival"
          aria-labelledby="arrival-title"
          data-testid="arrival"
          data-arrived={mine === undefined ? undefined : ""}
        >
          <h2 id="arrival-title">Your subscription</h2>
          <p role="status">
            {mine === undefined
              ? `Waiting for the subscription you asked for at ${
                formatTime(click.at)
              } (ref ${click.ref}) to reach the platform…`
              : `Subscribed: “${mine.name}”, created at ${
                formatTime(mine.createdDate)
              }. The banner sent it with keepalive, so leaving the page did not cancel it.`}
          </p>
        </section>
      )}

      <div className="detail-grid">
        <section className="panel" aria-labelledby="subs-title">
          <h2 id="subs-title">Your subscriptions</h2>
          {subscriptions.data === undefined && failed === undefined
            ? (
              <ul className="plain-list">
                {[0, 1].map((i) => (
                  <li key={i}>
                    <Skeleton width="16em" />
                  </li>
                ))}
              </ul>
            )
            : subscriptions.data === undefined || subscriptions.data.length === 0
            ? (
              <p className="hint">
                {subscriptions.data === undefined
                  ? "Not loaded."
                  : "None yet: the banner on the sources page subscribes you to a digest."}
              </p>
            )
            : (
              <ul className="plain-list" data-testid="subscriptions">
                {[...subscriptions.data].reverse().map((s) => (
                  <li key={s.id}>
                    <strong>{s.name}</strong>
                    <span className="hint">
                      · {String(s.frequency ?? "").toLowerCase()}{" "}
                      {s.type === "EMAIL" ? "email" : String(s.type ?? "").toLowerCase()} · created{" "}
                      {formatTime(s.createdDate)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          {failed !== undefined && (
            <ErrorNotice
              what="Could not load your subscriptions."
              reason={failed}
              onRetry={subscriptions.query.refresh}
            />
          )}
        </section>

        <section className="panel" aria-labelledby="log-title">
          <h2 id="log-title">Latest changes</h2>
          {activity.error !== undefined && (
            <ErrorNotice what="Could not read the activity log." reason={activity.error} />
          )}
          {activity.entries === undefined
            ? (
              <ul className="plain-list">
                {[0, 1, 2].map((i) => (
                  <li key={i}>
                    <Skeleton width="14em" />
                  </li>
                ))}
              </ul>
            )
            : activity.entries.length === 0
            ? <p className="hint">Nothing changed yet. Rebuild a source, or use the banner.</p>
            : (
              <table className="log" data-testid="activity-log">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Call</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {activity.entries.map((e) => (
                    <tr key={e.sequence}>
                      <td className="num">{e.sequence}</td>
                      <td>
                        <code>{e.call ?? `${e.method} ${e.path}`}</code>
                        <span className="path">{e.method} {e.path}</span>
                      </td>
                      <td>
                        <span className="badge" data-tone={e.status >= 200 && e.status < 300 ? "good" : "bad"}>
                          {statusText(e.status)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
        </section>
      </div>
    </Shell>
  )
}
