/**
 * React 19 bindings: a provider over `ManagedRuntime`, hooks for queries,
 * mutations and paged streams, and the two interface fragments of the spec.
 *
 * @module
 */
export { Breadcrumbs } from "./Breadcrumbs.js";
export { visibleEntries } from "./collapse.js";
export { usePlatformMutation, usePlatformPages, usePlatformQuery } from "./hooks.js";
export { ImageBanner } from "./ImageBanner.js";
export { PlatformProvider, usePlatformRuntime, usePlatformRuntimeOptional } from "./Runtime.js";
