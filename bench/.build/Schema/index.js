/** Enumeration schemas for the platform and usage-analytics APIs, grouped by domain. */
export * from "./CaseAssist.js";
export * from "./Common.js";
export * from "./Fields.js";
export * from "./MachineLearning.js";
export * from "./Organization.js";
export * from "./Pipelines.js";
export * from "./Privileges.js";
export * from "./Security.js";
export * from "./Snapshots.js";
export * from "./Sources.js";
export * from "./Subscriptions.js";
export * from "./UsageAnalytics.js";
