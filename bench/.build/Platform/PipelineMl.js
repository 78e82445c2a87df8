/**
 * The machine-learning backend version of query pipelines:
 * `/rest/search/v2/admin/pipelines/ml/version`. The spec-era promise client
 * reached it as `pipeline.getMLVersion` (later removed); `Pipelines.getMLVersion`
 * forwards here.
 *
 * @module
 */
import { get, json } from "../Http/Endpoint.js";
/** Gets the pipeline backend version that serves machine-learning statements. */
export const getMLVersion = get("PipelineMl.getMLVersion", "/rest/search/v2/admin/pipelines/ml/version", json(), () => ({}), { orgQuery: "organizationId" });
