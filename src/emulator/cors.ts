/**
 * CORS as a browser-facing API answers it: any origin may call, the headers a
 * client reads (request id, retry delay, content type, location) are exposed,
 * and preflights (`OPTIONS`) get a 204 allowing every method the platform uses.
 * Shared by the emulator's server and the tests' loopback server.
 *
 * @module
 */
import type * as http from "node:http"

/** The response headers a browser page may read across origins. */
export const exposedHeaders = "x-request-id, retry-after, content-type, location"

/** Sets the CORS headers on `res`; answers a preflight (204) and returns true, in which case the caller must not answer. */
export const answerCors = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
  res.setHeader("access-control-allow-origin", "*")
  res.setHeader("access-control-expose-headers", exposedHeaders)
  if (req.method !== "OPTIONS") return false
  res.writeHead(204, {
    "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
    "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "*",
    "access-control-max-age": "600"
  })
  res.end()
  return true
}
