/**
 * Refuses to load on a Node.js older than the package supports, with one clear
 * error instead of a failure deep inside effect or `node:http`. Every public
 * entry module imports this module first, so it runs before anything else of
 * the package (or of effect) is evaluated.
 *
 * It does nothing where `process.versions.node` does not exist (browsers, web
 * workers), nor in Bun and Deno, whose `process.versions.node` names the Node
 * API they emulate rather than the runtime. package.json says
 * `"sideEffects": false`, so browser bundles drop the import altogether; Node
 * loads every module it imports, so the check always runs there.
 *
 * @module
 */

/** The oldest supported Node.js, `major.minor`: package.json `engines.node` is `>=` this (test/consumer checks they agree). */
export const minimumNodeVersion = "22.19"

/** The error message for an unsupported Node.js `version`. */
export const unsupportedNodeMessage = (version: string): string =>
  `effect-coveo-platform needs Node.js ${minimumNodeVersion} or later; this is Node.js ${version}`

/** True when `version` (`process.versions.node`, e.g. `20.20.2`) is older than {@link minimumNodeVersion}; false when it cannot be read. */
export const isUnsupportedNode = (version: string): boolean => {
  const [major, minor] = version.split(".").map(Number)
  const [minMajor, minMinor] = minimumNodeVersion.split(".").map(Number)
  if (!Number.isInteger(major) || !Number.isInteger(minor)) return false
  return major! < minMajor! || (major === minMajor && minor! < minMinor!)
}

const check = (versions: { readonly [name: string]: string | undefined } | undefined): void => {
  const node = versions?.node
  if (typeof node !== "string" || versions!.bun !== undefined || versions!.deno !== undefined) return
  if (!isUnsupportedNode(node)) return
  // One frame: the message and where it was thrown, not a stack through the module loader.
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 1
  const error = new Error(unsupportedNodeMessage(node))
  Error.stackTraceLimit = limit
  throw error
}

check((globalThis as { process?: { versions?: { readonly [name: string]: string | undefined } } }).process?.versions)
