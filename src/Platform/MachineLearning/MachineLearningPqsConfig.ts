/**
 * Personalized query suggestion model creation (`ml.pqsConfig` in the promise
 * client): `/rest/organizations/{org}/machinelearning/configuration/pqs`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"

/**
 * A personalized query suggestion model configuration: the catalog whose product vectors personalize the
 * suggestions, and the tracking ids whose events count.
 *
 * @since 0.1.0
 * @category models
 */
export type PQSConfigurationModel = MlConfig.PqsConfigurationModel

/**
 * Creates a personalized query suggestion model.
 *
 * @since 0.1.0
 * @category calls
 */
export const createPQSModel = post("MachineLearningPqsConfig.createPQSModel",
  "/rest/organizations/{org}/machinelearning/configuration/pqs/model", json<PQSConfigurationModel>(),
  (model: PQSConfigurationModel) => ({ body: model }))
