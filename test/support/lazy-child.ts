/**
 * Child process of test/lazy-facade.test.ts: records every module URL resolved while it imports the promise
 * client, lists an accessor's keys, and makes the first and a second call of one area, then prints
 * `LAZY_RESULT {json}` with the modules seen after each step. Usage: `node lazy-child.ts <host>`.
 */
import { recordResolved } from "./resolved.ts"

const seen = recordResolved()
const snapshot = () => [...seen]
setTimeout(() => process.exit(2), 10_000).unref()

const { createPlatformClient } = await import("../../src/promise/index.ts")
const afterImport = snapshot()
const client = createPlatformClient({ organizationId: "o", accessToken: "t", host: process.argv[2]! })
const sourceKeys = Object.keys(client.source)
const topKeys = Object.keys(client)
const afterKeys = snapshot()
const first = await client.source.list({ perPage: 2 })
const afterFirst = snapshot()
const second = await client.source.list({ perPage: 3 })
const afterSecond = snapshot()
await client.dispose()
process.stdout.write(
  `LAZY_RESULT ${
    JSON.stringify({ afterImport, afterKeys, afterFirst, afterSecond, sourceKeys, topKeys, first, second })
  }\n`
)
