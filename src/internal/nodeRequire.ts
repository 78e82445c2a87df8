/**
 * Node's modules, reached at run time only: through `process.getBuiltinModule`, so that bundlers for the
 * browser see no `node:` import and no `require`. Both answer `undefined` where Node is absent.
 *
 * @module
 */

/** A built-in module of Node (`node:http`, ...), or `undefined` outside Node (or before 20.16 / 22.3). */
export const builtin = (name: string): unknown =>
  (globalThis as { process?: { getBuiltinModule?: (n: string) => unknown } }).process?.getBuiltinModule?.(name)

/**
 * `require` as this package resolves modules (its own dependencies, or the application's when they are
 * hoisted); `undefined` outside Node. It throws as `require` does when the module cannot be loaded.
 */
export const packageRequire = (): ((id: string) => unknown) | undefined => {
  const module = builtin("node:module") as { createRequire(from: string): (id: string) => unknown } | undefined
  return module?.createRequire(import.meta.url)
}
