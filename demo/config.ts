/**
 * What the demo page learns at start-up about its backend, and where it asks.
 * Shared by the page, the dev server plugin and the end-to-end test.
 *
 * @module
 */

/** The page fetches its backend settings from this path, next to index.html. */
export const demoConfigPath = "demo-config.json"

/** The backend settings the page receives: the client's host, organization and token. */
export interface DemoConfig {
  readonly host: string
  readonly organizationId: string
  readonly accessToken: string
}
