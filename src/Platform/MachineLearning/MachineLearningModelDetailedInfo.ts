/**
 * A model's detailed information (`ml.modelDetailedInfo` in the promise client):
 * `/rest/organizations/{org}/machinelearning/configuration/modeldetailedinfo/{modelId}`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json } from "../../Http/Endpoint.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"

/**
 * A model with its associations, status, issues and build details.
 *
 * @since 0.1.0
 * @category models
 */
export type ModelWithDetails = MlConfig.ModelDetailedInfoModel

/**
 * Gets a model's detailed information.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("MachineLearningModelDetailedInfo.get",
  "/rest/organizations/{org}/machinelearning/configuration/modeldetailedinfo/{modelId}", json<ModelWithDetails>(),
  (modelId: string) => ({ path: { modelId } }))

export {
  /**
   * Gets a model's detailed information.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
