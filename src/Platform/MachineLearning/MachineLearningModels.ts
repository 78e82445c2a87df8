/**
 * Machine-learning models (`ml.models` in the promise client):
 * `/rest/organizations/{org}/machinelearning/models`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, put } from "../../Http/Endpoint.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import { type ModelStatus, ModelType } from "../../Schema/MachineLearning.ts"
import type * as MachineLearning from "../../Schema/Models/MachineLearning.ts"
import type { RegistrationModel } from "./MachineLearning.ts"

/**
 * Query of {@link list}: the engines to keep, sent as repeated `engines` keys.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListModelsQuery = Schema.Struct({ engines: Schema.optional(QueryArray(ModelType)) })

/**
 * An error the model build reported to the customer.
 *
 * @since 0.1.0
 * @category models
 */
export type CustomerError = MachineLearning.CustomerError

/**
 * What the build statistics of a model say, by statistic: a free-form map whose shape depends on the engine.
 *
 * @since 0.1.0
 * @category models
 */
export type MLModelInfo = NonNullable<MachineLearning.ModelWithAdditionalInformation["info"]>

/**
 * A machine-learning model (the description's `Model`). `engineId` suggests the known engines, and
 * `status` takes the specification's model statuses, which the description's list lacks some of.
 *
 * @since 0.1.0
 * @category models
 */
export interface MLModel extends Omit<MachineLearning.Model, "engineId" | "status"> {
  readonly engineId: ModelType
  readonly status?: ModelStatus
}

/**
 * A machine-learning model with its build statistics (`info`), as the detailed calls answer it.
 *
 * @since 0.1.0
 * @category models
 */
export interface MLModelWithInfo extends Omit<MachineLearning.ModelWithAdditionalInformation, "engineId" | "status"> {
  readonly engineId: ModelType
  readonly status?: ModelStatus
}

/**
 * The fields of a model, its id aside.
 *
 * @since 0.1.0
 * @category models
 */
export type MLModelFields = Omit<MLModel, "id">

/**
 * The answer of {@link update}: the model's settings as they now are.
 *
 * @since 0.1.0
 * @category models
 */
export type MLModelUpdated = MachineLearning.InformationToUpdateModel

const byId = (modelId: string) => ({ path: { modelId } })

/**
 * Lists the models, optionally only those of the given engines.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("MachineLearningModels.list", "/rest/organizations/{org}/machinelearning/models",
  json<ReadonlyArray<MLModel>>(), (engines?: ReadonlyArray<ModelType>) => ({ query: { engines } }), {
  query: encoded(ListModelsQuery)
})

/**
 * Lists the models with their build statistics.
 *
 * @since 0.1.0
 * @category calls
 */
export const listDetails = get("MachineLearningModels.listDetails",
  "/rest/organizations/{org}/machinelearning/models/details", json<ReadonlyArray<MLModelWithInfo>>(), () => ({}))

/**
 * Gets a model with its build statistics.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDetails = get("MachineLearningModels.getDetails",
  "/rest/organizations/{org}/machinelearning/models/{modelId}/details", json<MLModelWithInfo>(), byId)

/**
 * Gets a model.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("MachineLearningModels.get", "/rest/organizations/{org}/machinelearning/models/{modelId}",
  json<MLModel>(), byId)

/**
 * Deletes a model.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("MachineLearningModels.delete", "/rest/organizations/{org}/machinelearning/models/{modelId}", empty,
  byId)

/**
 * Replaces a model's settings.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("MachineLearningModels.update", "/rest/organizations/{org}/machinelearning/models/{modelId}",
  json<MLModelUpdated>(), (modelId: string, update: RegistrationModel) => ({ path: { modelId }, body: update }))

export {
  /**
   * Deletes a model.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a model.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
