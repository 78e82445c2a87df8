/**
 * A model addressed by engine and name (`ml.modelInfo` in the promise client
 * of the spec era; removed from it in v44):
 * `/rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelName}`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json, put } from "../../Http/Endpoint.ts"
import type { ModelType } from "../../Schema/MachineLearning.ts"
import type { RegistrationModel } from "./MachineLearning.ts"
import type { MLModelFields, MLModelInfo } from "./MachineLearningModels.ts"

/**
 * The information block of a model found by engine and name (the description lacks this call): its id
 * and build statistics. The platform may send more; `raw(model)` of `Schema/Raw.ts` reads it.
 *
 * @since 0.1.0
 * @category models
 */
export interface EngineModelInfo {
  readonly id: string
  readonly info?: MLModelInfo
}

const byName = (engineId: ModelType, modelName: string) => ({ path: { engineId, modelName } })

/**
 * Gets a model's information by engine and model name.
 *
 * @deprecated The promise client removed the engine-and-name model calls in v44 (April 2023), the platform having
 * deprecated them: use `MachineLearningModels.getDetails` (`ml.models.getDetails`), by model id.
 * @since 0.1.0
 * @category calls
 */
const get_ = get("MachineLearningEngineModels.get",
  "/rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelName}/details", json<EngineModelInfo>(),
  byName)

/**
 * Replaces a model's settings by engine and model name.
 *
 * @deprecated The promise client removed the engine-and-name model calls in v44 (April 2023), the platform having
 * deprecated them: use `MachineLearningModels.update` (`ml.models.update`), by model id.
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "MachineLearningEngineModels.update",
  "/rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelName}",
  json<Partial<MLModelFields>>(),
  (engineId: ModelType, modelName: string, modelInformation: RegistrationModel) => ({
    path: { engineId, modelName },
    body: modelInformation
  })
)

/**
 * Deletes a model by engine and model name.
 *
 * @deprecated The promise client removed the engine-and-name model calls in v44 (April 2023), the platform having
 * deprecated them: use `MachineLearningModels.delete` (`ml.models.delete`), by model id.
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("MachineLearningEngineModels.delete",
  "/rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelName}", empty, byName)

export {
  /**
   * Deletes a model by engine and model name.
   *
   * @deprecated The promise client removed the engine-and-name model calls in v44 (April 2023), the platform having
   * deprecated them: use `MachineLearningModels.delete` (`ml.models.delete`), by model id.
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a model's information by engine and model name.
   *
   * @deprecated The promise client removed the engine-and-name model calls in v44 (April 2023), the platform having
   * deprecated them: use `MachineLearningModels.getDetails` (`ml.models.getDetails`), by model id.
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
