/**
 * effect-coveo-platform: the core (configuration, Layers, errors, retry,
 * paging, polling). Each area of the API is its own entry point, so that a
 * bundle carries only the calls it uses:
 *
 * ```ts
 * import * as Sources from "effect-coveo-platform/Platform/Sources"
 * import * as Reports from "effect-coveo-platform/UsageAnalytics/Reports"
 * import { createPlatformClient } from "effect-coveo-platform/promise"
 * ```
 *
 * @module
 */
import "./internal/requireNode.ts"
export * from "./Errors/index.ts"
export * from "./Http/index.ts"
