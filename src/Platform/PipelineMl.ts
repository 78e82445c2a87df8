/**
 * The machine-learning backend version of query pipelines:
 * `/rest/search/v2/admin/pipelines/ml/version`. The spec-era promise client
 * reached it as `pipeline.getMLVersion` (later removed); `Pipelines.getMLVersion`
 * forwards here.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { get, json } from "../Http/Endpoint.ts"

/**
 * Which pipeline backend serves the organization's ML statements.
 *
 * @since 0.1.0
 * @category models
 */
export interface PipelineBackendVersion {
  readonly version: "1" | "2"
  readonly [key: string]: unknown
}

/**
 * Gets the pipeline backend version that serves machine-learning statements.
 *
 * @since 0.1.0
 * @category calls
 */
export const getMLVersion = get("PipelineMl.getMLVersion", "/rest/search/v2/admin/pipelines/ml/version",
  json<PipelineBackendVersion>(), () => ({}), { orgQuery: "organizationId" })
