/**
 * For child processes that check what a program loads: every module URL Node resolves from now on.
 */
import { registerHooks } from "node:module"

/** The set of resolved module URLs, filled as modules are resolved. */
export const recordResolved = (): Set<string> => {
  const seen = new Set<string>()
  registerHooks({
    resolve: (specifier, context, nextResolve) => {
      const resolved = nextResolve(specifier, context)
      seen.add(resolved.url)
      return resolved
    }
  })
  return seen
}
