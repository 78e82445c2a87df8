/**
 * The undici transport the tests run on: undici as the project installs it, or the one installed in the folder
 * `UNDICI_UNDER_TEST` names (the consumer run installs the oldest release the peer range admits there).
 */
import { createRequire } from "node:module"
import { join } from "node:path"
import { type Transport, undiciFrom, undiciTransport } from "../../src/Http/Transport.ts"

const under = process.env.UNDICI_UNDER_TEST
const requireUnder = under === undefined ? undefined : createRequire(join(under, "package.json"))

/** An undici transport on the undici under test. */
export const testUndiciTransport = (): Transport =>
  requireUnder === undefined ? undiciTransport() : undiciTransport(undiciFrom(requireUnder))

/** The version of the undici under test. */
export const undiciUnderTest = (): string =>
  ((requireUnder ?? createRequire(import.meta.url))("undici/package.json") as { readonly version: string }).version
