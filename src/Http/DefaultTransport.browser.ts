/**
 * The transport a layer uses when none is given, in browser bundles (package.json
 * `browser` maps `DefaultTransport.js` here): `fetch`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { fetchTransport, type Transport } from "./Transport.ts"

/**
 * `fetch`: browsers have nothing else.
 *
 * @since 0.1.0
 * @category transports
 */
export const defaultTransport = (): Transport => fetchTransport()
