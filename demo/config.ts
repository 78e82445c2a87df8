/**
 * What the demo page learns from its backend, and where it asks: shared by the
 * page, the backend (`backend.ts`), the dev server plugin and the end-to-end
 * test. No Node imports: the page bundles this file.
 *
 * @module
 */

/** The page fetches its backend settings from this path, next to index.html. */
export const demoConfigPath = "demo-config.json"

/** `GET` answers the {@link FaultState}; `POST {"preset": …}` switches the emulator's faults. */
export const demoFaultsPath = "__demo/faults"

/** `GET` answers the platform calls that changed something, newest first ({@link ActivityEntry}). */
export const demoActivityPath = "__demo/activity"

/** The backend settings the page receives: the client's host, organization and token. */
export interface DemoConfig {
  readonly host: string
  readonly organizationId: string
  readonly accessToken: string
}

/** The fault presets of the page's switch. */
export const faultPresets = ["none", "429-storm", "slow", "500"] as const

/** One of {@link faultPresets}. */
export type FaultPreset = (typeof faultPresets)[number]

/** How the switch names each preset, and what it does. */
export const faultPresetInfo: Readonly<Record<FaultPreset, { readonly label: string; readonly description: string }>> =
  {
    none: { label: "None", description: "The platform answers every call at once." },
    "429-storm": {
      label: "429 storm",
      description: "Every other call gets 429 (Retry-After: 1 s); the client waits, then retries."
    },
    slow: { label: "Slow server", description: "Every call takes 1.5 s longer." },
    "500": { label: "500 errors", description: "Every call fails with 500 Internal Server Error." }
  }

/** What `GET /__demo/faults` answers. */
export interface FaultState {
  readonly preset: FaultPreset
  /** What the emulator did since it started serving the page. */
  readonly stats: {
    readonly requests: number
    readonly rateLimited: number
    readonly serverErrors: number
    readonly delayed: number
  }
}

/** One platform call that changed something, as the emulator completed it. */
export interface ActivityEntry {
  /** Its position in the emulator's log (1 = the page's first request). */
  readonly sequence: number
  readonly method: string
  readonly path: string
  /** The declared call, e.g. `Subscriptions.createCurrent`. */
  readonly call: string | undefined
  /** The status answered; 0 when the connection was dropped. */
  readonly status: number
}
