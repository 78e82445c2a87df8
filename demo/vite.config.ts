/**
 * Vite config of the demo (`npm run demo:ui`, `npm run build:demo`): two
 * pages, the administration screen (`index.html`) and the recent activity
 * (`activity.html`). The dev and preview servers start the local backend
 * themselves and answer its endpoints (`demo-config.json`, `__demo/*`).
 *
 * @module
 */
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from "vite"
import { startDemoBackend } from "./backend.ts"

/** Answers the backend's endpoints from a backend started with the server, and stops it with the server. */
export const demoBackendPlugin = (): Plugin => {
  const attach = async (server: ViteDevServer | PreviewServer) => {
    const backend = await startDemoBackend()
    server.config.logger.info(`  demo backend: ${backend.url} (organization ${backend.organizationId})`)
    server.middlewares.use((req, res, next) => {
      if (!backend.handle(req, res)) next()
    })
    server.httpServer?.once("close", () => void backend.stop())
  }
  return { name: "demo-backend", configureServer: attach, configurePreviewServer: attach }
}

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url))

/** The demo's Vite config: root `demo/`, React, two pages, served on 127.0.0.1 only. */
export default defineConfig({
  root: page("."),
  base: "./",
  plugins: [react(), demoBackendPlugin()],
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173 },
  build: {
    outDir: page("./dist"),
    emptyOutDir: true,
    rollupOptions: { input: { index: page("index.html"), activity: page("activity.html") } }
  }
})
