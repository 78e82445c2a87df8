/**
 * The demo's entry, shared by its two pages: finds the backend, then renders
 * the administration screen (`index.html`) or the recent activity
 * (`activity.html`, `<html data-page="activity">`) inside one `PlatformProvider`
 * whose transport the page watches (`network.ts`).
 *
 * @module
 */
import { StrictMode, useEffect, useState } from "react"
import { createRoot } from "react-dom/client"
import { PlatformProvider } from "../src/react/index.ts"
import { ActivityApp } from "./activity.tsx"
import { AdminApp } from "./admin.tsx"
import { type DemoConfig, demoConfigPath } from "./config.ts"
import { pageTransport } from "./network.ts"
import { describeError, ErrorNotice, Shell, useFaultPreset } from "./ui.tsx"

const page = document.documentElement.dataset["page"] === "activity" ? "activity" : "admin"

function Root() {
  const [config, setConfig] = useState<DemoConfig | { readonly error: string } | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  const faults = useFaultPreset()
  useEffect(() => {
    const controller = new AbortController()
    fetch(demoConfigPath, { signal: controller.signal })
      .then((
        r
      ) => (r.ok
        ? (r.json() as Promise<DemoConfig>)
        : Promise.reject(new Error(`${demoConfigPath} answered ${r.status}`)))
      )
      .then(setConfig, (e: unknown) => {
        if (!controller.signal.aborted) setConfig({ error: describeError(e) })
      })
    return () => controller.abort()
  }, [attempt])
  if (config === undefined || "error" in config) {
    return (
      <Shell organizationId={undefined} faults={undefined} nav={null}>
        <h1 id="page-title" tabIndex={-1}>Platform admin</h1>
        {config === undefined
          ? <p className="status" role="status">Finding the backend…</p>
          : (
            <ErrorNotice
              what="The demo backend did not answer."
              reason={config.error}
              onRetry={() => setAttempt((n) => n + 1)}
            />
          )}
      </Shell>
    )
  }
  return (
    <PlatformProvider
      options={{
        organizationId: config.organizationId,
        accessToken: config.accessToken,
        host: config.host,
        transport: pageTransport
      }}
    >
      {page === "activity"
        ? <ActivityApp organizationId={config.organizationId} faults={faults} />
        : <AdminApp organizationId={config.organizationId} faults={faults} />}
    </PlatformProvider>
  )
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Root />
  </StrictMode>
)
