/**
 * Machine-learning models (`ml.models` in the promise client):
 * `/rest/organizations/{org}/machinelearning/models`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, put } from "../Http/Endpoint.ts"
import { type ModelActiveness, type ModelStatus, ModelType } from "../Schema/MachineLearning.ts"
import type { IdAndDisplayNameModel, IntervalUnit, RegistrationModel } from "./MachineLearning.ts"

/**
 * Query of {@link list}: the engines to keep, sent as repeated `engines` keys.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListModelsQuery = Schema.Struct({ engines: Schema.optional(Schema.Array(ModelType)) })

/**
 * An error the model build reported to the customer.
 *
 * @since 0.1.0
 * @category models
 */
export interface CustomerError {
  readonly description?: string
  readonly errorCode?: string
  readonly errorType?: string
  readonly precision?: string
  readonly troubleshoot?: string
}

/**
 * What the build statistics of a model say; its shape depends on the engine.
 *
 * @since 0.1.0
 * @category models
 */
export interface MLModelInfo {
  readonly [key: string]: unknown
}

/**
 * The fields of a model, its id aside.
 *
 * @since 0.1.0
 * @category models
 */
export interface MLModelFields {
  readonly orgId: string
  readonly engineId: ModelType
  readonly modelName: string
  readonly modelDisplayName?: string
  readonly modelCreationTime: number
  readonly nextModelUpdateTime?: number
  readonly previousModelUpdateTime?: number
  readonly modelVersion?: string
  readonly engineVersion?: string
  readonly platformVersion?: 1 | 2
  readonly versionMatcher?: string
  readonly modelErrorDescription?: { readonly customer_errors?: ReadonlyArray<CustomerError> }
  readonly intervalTime: number
  readonly intervalUnit: IntervalUnit
  readonly exportPeriod: string
  readonly exportOffset?: string
  readonly status: ModelStatus
  readonly modelActivenessState?: ModelActiveness
  readonly daysUntilArchival?: number
  readonly commandLineParameters?: ReadonlyArray<string>
  readonly extraConfig?: Readonly<Record<string, unknown>>
  readonly commonFilter?: string
  readonly customEventFilter?: string
  readonly searchEventFilter?: string
  readonly viewEventFilter?: string
  readonly modelSizeStatistic?: number
  readonly associatedPipelines?: ReadonlyArray<Readonly<Record<string, unknown>>>
  readonly parsedExportOffset?: string
  readonly parsedExportPeriod?: string
  readonly apiKeysThatCanEdit?: ReadonlyArray<IdAndDisplayNameModel>
  readonly groupsThatCanEdit?: ReadonlyArray<IdAndDisplayNameModel>
  readonly [key: string]: unknown
}

/**
 * A machine-learning model; `info` carries its build statistics in the detailed calls.
 *
 * @since 0.1.0
 * @category models
 */
export interface MLModel extends MLModelFields {
  readonly id: string
  readonly info?: MLModelInfo
}

const byId = (modelId: string) => ({ path: { modelId } })

/**
 * Lists the models, optionally only those of the given engines.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("MachineLearningModels.list", "/rest/organizations/{org}/machinelearning/models",
  json<ReadonlyArray<MLModel>>(), (engines?: ReadonlyArray<ModelType>) => ({ query: { engines } }), {
  query: ListModelsQuery
})

/**
 * Lists the models with their build statistics.
 *
 * @since 0.1.0
 * @category calls
 */
export const listDetails = get("MachineLearningModels.listDetails",
  "/rest/organizations/{org}/machinelearning/models/details", json<ReadonlyArray<MLModel>>(), () => ({}))

/**
 * Gets a model with its build statistics.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDetails = get("MachineLearningModels.getDetails",
  "/rest/organizations/{org}/machinelearning/models/{modelId}/details", json<MLModel>(), byId)

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
  json<MLModel>(), (modelId: string, update: RegistrationModel) => ({ path: { modelId }, body: update }))

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
