"use client"
/**
 * React 19 bindings: a provider over `ManagedRuntime`, hooks for queries,
 * mutations and paged streams, and the two interface fragments of the spec.
 *
 * @module
 */
import "../internal/requireNode.ts"
export { type BreadcrumbItem, type BreadcrumbLinkProps, Breadcrumbs, type BreadcrumbsProps } from "./Breadcrumbs.tsx"
export { type CollapseOptions, collapseProblem, visibleEntries, type VisibleEntry } from "./collapse.ts"
export {
  type AsyncState,
  type EffectOrThunk,
  type MutationOptions,
  type MutationState,
  type PagesProgress,
  type PagesState,
  type PagesStatus,
  type QueryIdle,
  type QueryState,
  stateOfExit,
  usePlatformMutation,
  usePlatformPages,
  usePlatformQuery
} from "./hooks.ts"
export { ImageBanner, type ImageBannerError, type ImageBannerProps } from "./ImageBanner.tsx"
export {
  PlatformProvider,
  type PlatformProviderProps,
  type PlatformRuntime,
  usePlatformRuntime,
  usePlatformRuntimeOptional
} from "./Runtime.tsx"
