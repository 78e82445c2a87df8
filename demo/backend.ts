/**
 * The demo's local backend: a tiny in-process stand-in for the Coveo platform
 * on 127.0.0.1 (random port), answering only what the demo page calls:
 * `GET /rest/organizations/{org}/sources/pages` (12 sources, paged) and
 * `POST /oauth/check_token`, with CORS headers and OPTIONS preflight.
 *
 * Swap point: {@link startDemoBackend} is the only thing the dev server and the
 * end-to-end test call; once `src/emulator` ships `startEmulator`, this one
 * function can return it instead.
 *
 * @module
 */
import * as http from "node:http"
import type { AddressInfo, Socket } from "node:net"

/** A request the backend answered (preflights excluded). */
export interface SeenRequest {
  readonly method: string
  readonly path: string
  readonly query: string
  readonly authorization: string | undefined
  readonly origin: string | undefined
}

/** A started backend: where it listens and the credentials the page should use. */
export interface DemoBackend {
  /** Base URL, e.g. `http://127.0.0.1:41234`, without a trailing slash. */
  readonly url: string
  readonly organizationId: string
  readonly accessToken: string
  /** Requests answered so far, oldest first. */
  readonly requests: ReadonlyArray<SeenRequest>
  /** Closes the server and its open connections. */
  readonly stop: () => Promise<void>
}

/** Options of {@link startDemoBackend}. */
export interface DemoBackendOptions {
  readonly organizationId?: string | undefined
  readonly accessToken?: string | undefined
  /** Port to listen on; a random free one by default. */
  readonly port?: number | undefined
}

/** The sources the stand-in serves. */
export const demoSourceNames: ReadonlyArray<string> = [
  "Product documentation",
  "Knowledge base",
  "Community forum",
  "Release notes",
  "Support cases",
  "Training videos",
  "Developer portal",
  "Partner wiki",
  "Marketing site",
  "Product catalog",
  "Legal notices",
  "Blog"
]

const sourceTypes = ["SITEMAP", "SALESFORCE", "WEB", "PUSH", "YOUTUBE", "CONFLUENCE2"] as const

const sourceModel = (name: string, i: number) => ({
  id: `demo-source-${String(i + 1).padStart(2, "0")}`,
  name,
  sourceType: sourceTypes[i % sourceTypes.length],
  sourceVisibility: "SHARED",
  information: { sourceStatus: { type: "IDLE" }, numberOfDocuments: 100 * (i + 1) },
  pushEnabled: sourceTypes[i % sourceTypes.length] === "PUSH",
  onPremisesEnabled: false
})

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify(body))
}

/** Starts the demo backend (the in-process stand-in). */
export const startDemoBackend = async (options: DemoBackendOptions = {}): Promise<DemoBackend> => {
  const organizationId = options.organizationId ?? "demo-org"
  const accessToken = options.accessToken ?? "demo-token"
  const sources = demoSourceNames.map(sourceModel)
  const requests: Array<SeenRequest> = []
  const sockets = new Set<Socket>()
  const sourcesPath = `/rest/organizations/${encodeURIComponent(organizationId)}/sources/pages`

  const server = http.createServer((req, res) => {
    res.setHeader("access-control-allow-origin", "*")
    res.setHeader("access-control-expose-headers", "content-type, retry-after, x-request-id")
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "authorization, content-type",
        "access-control-max-age": "600"
      })
      res.end()
      return
    }
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1")
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.search.slice(1),
        authorization: req.headers.authorization,
        origin: req.headers.origin
      })
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        return json(res, 401, { errorCode: "INVALID_TOKEN", message: "Missing or wrong bearer token." })
      }
      if (req.method === "GET" && url.pathname === sourcesPath) {
        const perPage = Math.max(1, Number(url.searchParams.get("perPage") ?? "100") || 100)
        const page = Math.max(0, Number(url.searchParams.get("page") ?? "0") || 0)
        return json(res, 200, {
          sourceModels: sources.slice(page * perPage, (page + 1) * perPage),
          totalEntries: sources.length,
          totalPages: Math.ceil(sources.length / perPage)
        })
      }
      if (req.method === "POST" && url.pathname === "/oauth/check_token") {
        // The form field `token` must carry the same token as the header.
        if (!Buffer.concat(chunks).toString("utf8").includes(accessToken)) {
          return json(res, 400, { error: "invalid_token", error_description: "Token not found in the form." })
        }
        return json(res, 200, {
          active: true,
          client_id: "demo-client",
          organizationId,
          authentication: { username: "demo.user@example.com", displayName: "Demo User", provider: "Email Security Provider" },
          scope: ["full"]
        })
      }
      return json(res, 404, { errorCode: "NOT_FOUND", message: `No demo route for ${req.method} ${url.pathname}` })
    })
  })
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    organizationId,
    accessToken,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
  }
}
