/**
 * Dynamic navigation experience model creation (`ml.dneConfig` in the promise
 * client): `/rest/organizations/{org}/machinelearning/configuration/dne`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"

/**
 * A dynamic navigation experience model to create.
 *
 * @since 0.1.0
 * @category models
 */
export type DNENewConfigurationModel = MlConfig.DneNewConfigurationModel

/**
 * A dynamic navigation experience model configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type DNEConfigurationModel = MlConfig.DneConfigurationModel

/**
 * Creates a dynamic navigation experience model from a configuration that already holds its extraction query.
 *
 * @since 0.1.0
 * @category calls
 */
export const createWithQuery = post("MachineLearningDneConfig.createWithQuery",
  "/rest/organizations/{org}/machinelearning/configuration/dne/model", json<DNEConfigurationModel>(),
  (newModel: DNENewConfigurationModel) => ({ body: newModel }))
