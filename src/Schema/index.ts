/**
 * Enumeration schemas for the platform and usage-analytics APIs, grouped by domain.
 *
 * @module
 */
import "../internal/requireNode.ts"
export * from "./CaseAssist.ts"
export * from "./Common.ts"
export * from "./Fields.ts"
export * from "./Logs.ts"
export * from "./MachineLearning.ts"
export * from "./Organization.ts"
export * from "./Pipelines.ts"
export * from "./Privileges.ts"
export * from "./Raw.ts"
export * from "./Search.ts"
export * from "./Security.ts"
export * from "./Snapshots.ts"
export * from "./Sources.ts"
export * from "./Subscriptions.ts"
export * from "./UsageAnalytics.ts"
