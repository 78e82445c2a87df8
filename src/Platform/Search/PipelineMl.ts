/**
 * The machine-learning backend version of query pipelines:
 * `/rest/search/v2/admin/pipelines/ml/version`. The spec-era promise client
 * reached it as `pipeline.getMLVersion` (later removed); `Pipelines.getMLVersion`
 * forwards here.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json } from "../../Http/Endpoint.ts"
import type * as Search from "../../Schema/Models/Search.ts"

/**
 * The version of the pipeline backend that serves the organization's ML statements, as a string.
 *
 * @since 0.1.0
 * @category models
 */
export type PipelineBackendVersion = Search.Operations["GET /rest/search/v2/admin/pipelines/ml/version"]["response"]

/**
 * Gets the pipeline backend version that serves machine-learning statements.
 *
 * @since 0.1.0
 * @category calls
 */
export const getMLVersion = get("PipelineMl.getMLVersion", "/rest/search/v2/admin/pipelines/ml/version",
  json<PipelineBackendVersion>(), () => ({}), { orgQuery: "organizationId" })
