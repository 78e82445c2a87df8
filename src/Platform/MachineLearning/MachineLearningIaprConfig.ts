/**
 * Intent-aware product ranking model creation (`ml.iaprConfig` in the promise client):
 * `/rest/organizations/{org}/machinelearning/configuration/iapr`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"

/**
 * An intent-aware product ranking model configuration (the description lacks this call): the catalog
 * whose product vectors the model uses, its display name, and the tracking ids whose events it learns
 * from. The platform may send more; `raw(model)` of `Schema/Raw.ts` reads it.
 *
 * @since 0.1.0
 * @category models
 */
export interface IAPRConfigurationModel {
  readonly catalogId: string
  readonly modelDisplayName: string
  readonly trackingIds: ReadonlyArray<string>
}

/**
 * Creates an intent-aware product ranking model.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("MachineLearningIaprConfig.create",
  "/rest/organizations/{org}/machinelearning/configuration/iapr/model", json<IAPRConfigurationModel>(),
  (model: IAPRConfigurationModel) => ({ body: model }))
