/**
 * The promise client's object carries calls only: no Schemas, error classes or
 * helpers of the area modules, and every accessor leaf is a call.
 */
import { describe, expect, it } from "@effect/vitest"
import { createPlatformClient } from "../src/promise/index.ts"

const client = createPlatformClient({ organizationId: "o", accessToken: "t", host: "http://127.0.0.1:9" })

const leaves = (node: object, path: string, out: Array<[string, unknown]>) => {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "object" && value !== null) leaves(value, `${path}.${key}`, out)
    else out.push([`${path}.${key}`, value])
  }
  return out
}

describe("promise client surface", () => {
  it("leaves out Schemas, error classes and helpers", () => {
    const c = client as unknown as Record<string, Record<string, unknown>>
    expect(c.resourceSnapshot!["SnapshotOperationFailed"]).toBeUndefined()
    expect(c.resourceSnapshot!["snapshotFileTypeOf"]).toBeUndefined()
    expect(c.source!["ListSourcesParams"]).toBeUndefined()
    expect(c.index!["indexErrorState"]).toBeUndefined()
    expect(typeof c.source!["list"]).toBe("function")
    expect(typeof c.resourceSnapshot!["exportStream"]).toBe("function")
  })
  it("every leaf is a camelCase call", () => {
    const all = leaves(client, "client", [])
    const odd = all.filter(([path, value]) => typeof value !== "function" || !/\.[a-z][A-Za-z0-9]*$/.test(path))
    expect(odd.map(([p]) => p)).toEqual(["client.currentUser"])
    expect(all.length).toBeGreaterThan(480)
  })
})
