/**
 * A test-only observer of declared calls: when set, every call of a declaration
 * (`get`, `post`, ... of `Http/Endpoint.ts`) reports its name and positional
 * arguments before it builds its Effect. The differential test uses it to learn
 * the arguments of the wire suites' calls. Internal: no package entry point
 * exports it, and unset (always, outside that test) it costs one comparison per call.
 *
 * @module
 */

/**
 * What the observer receives: the declaration's name (`Area.call`) and the arguments as passed.
 *
 * @since 0.1.0
 * @category models
 */
export type CallHook = (name: string, args: ReadonlyArray<unknown>) => void

/**
 * The current observer, read by the declarations (a live binding); `undefined` unless a test set one.
 *
 * @since 0.1.0
 * @category hooks
 */
export let callHook: CallHook | undefined

/**
 * Sets (or, with `undefined`, removes) the observer of declared calls.
 *
 * @since 0.1.0
 * @category hooks
 */
export const setCallHook = (hook: CallHook | undefined): void => {
  callHook = hook
}
