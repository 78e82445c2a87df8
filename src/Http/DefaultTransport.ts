/**
 * The transport a layer uses when none is given. Browser bundlers read
 * `DefaultTransport.browser.ts` instead (package.json `browser`), so that a
 * browser bundle carries no `node:http` code.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { fetchTransport, nodeHttpAvailable, nodeTransport, type Transport } from "./Transport.ts"

/**
 * `node:http` where available (it loads in 3 ms where undici takes 60), `fetch` otherwise.
 *
 * @since 0.1.0
 * @category transports
 */
export const defaultTransport = (): Transport => nodeHttpAvailable() ? nodeTransport() : fetchTransport()
