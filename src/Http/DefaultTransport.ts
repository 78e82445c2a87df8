/**
 * The transport a layer uses when none is given. Browser bundlers read
 * `DefaultTransport.browser.ts` instead (package.json `browser`), so that a
 * browser bundle carries no `node:http` code.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { autoTransport, fetchTransport, nodeHttpAvailable, type Transport } from "./Transport.ts"

/**
 * On Node, `node:http` (it loads in 3 ms where undici takes 60), then undici after 1,000 requests
 * when it is installed ({@link autoTransport}); `fetch` elsewhere.
 *
 * @since 0.1.0
 * @category transports
 */
export const defaultTransport = (): Transport => nodeHttpAvailable() ? autoTransport() : fetchTransport()
