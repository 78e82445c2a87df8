/**
 * Vite config of the demo page (`npm run demo:ui`, `npm run build:demo`). The
 * dev and preview servers start the local backend themselves and tell the page
 * where it is through `demo-config.json`.
 *
 * @module
 */
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from "vite"
import { startDemoBackend } from "./backend.ts"
import { type DemoConfig, demoConfigPath } from "./config.ts"

/** Serves `demo-config.json` from a backend started with the server, and stops it with the server. */
export const demoBackendPlugin = (): Plugin => {
  const attach = async (server: ViteDevServer | PreviewServer) => {
    const backend = await startDemoBackend()
    const config: DemoConfig = { host: backend.url, organizationId: backend.organizationId, accessToken: backend.accessToken }
    server.config.logger.info(`  demo backend: ${backend.url} (organization ${backend.organizationId})`)
    server.middlewares.use(`/${demoConfigPath}`, (_req, res) => {
      res.setHeader("content-type", "application/json")
      res.setHeader("cache-control", "no-store")
      res.end(JSON.stringify(config))
    })
    server.httpServer?.once("close", () => void backend.stop())
  }
  return {
    name: "demo-backend",
    configureServer: attach,
    configurePreviewServer: attach
  }
}

const root = fileURLToPath(new URL(".", import.meta.url))

/** The demo's Vite config: root `demo/`, React, served on 127.0.0.1 only. */
export default defineConfig({
  root,
  base: "./",
  plugins: [react(), demoBackendPlugin()],
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173 },
  build: { outDir: fileURLToPath(new URL("./dist", import.meta.url)), emptyOutDir: true }
})
