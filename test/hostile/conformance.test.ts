/**
 * Hostile-server conformance: every case of `cases.ts`, on the node, fetch
 * and undici transports, through the Effect API and the promise API.
 */
import { describe, it } from "vitest"
import { cases } from "./cases.ts"
import { type Api, apis, processHealth, type TransportName, transportNames } from "./harness.ts"
import { runCase } from "./runner.ts"

const health = processHealth()

describe.each(transportNames.map((t) => [t] as const))("%s transport", (transport: TransportName) => {
  describe.each(apis.map((a) => [a] as const))("%s API", (api: Api) => {
    const applicable = cases.filter((c) => c.apis === undefined || c.apis.includes(api))
    it.each(applicable.map((c) => [`${c.group}: ${c.name}`, c] as const))("%s", async (_name, c) => {
      await runCase(c, transport, api, health)
    }, 15_000)
  })
})
