/**
 * Child process of test/multipart.test.ts: imports the promise client, runs `initialize()` (the token check,
 * a multipart body) and prints `INIT_RESULT {json}` with the Node built-in modules that the token check
 * loaded. Usage: `node init-child.ts <host>`.
 */
setTimeout(() => process.exit(2), 10_000).unref()

// Node's list of the built-in modules it has loaded (undocumented, present since Node 0.x).
const moduleLoadList = (process as unknown as { moduleLoadList: Array<string> }).moduleLoadList

const { createPlatformClient } = await import("../../src/promise/index.ts")
const client = createPlatformClient({ organizationId: "o", accessToken: "t", host: process.argv[2]! })
const before = moduleLoadList.length
await client.initialize()
const loaded = moduleLoadList.slice(before)
await client.dispose()
process.stdout.write(`INIT_RESULT ${JSON.stringify({ loaded })}\n`)
