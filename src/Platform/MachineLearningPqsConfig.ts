/**
 * Personalized query suggestion model creation (`ml.pqsConfig` in the promise
 * client): `/rest/organizations/{org}/machinelearning/configuration/pqs`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { json, post } from "../Http/Endpoint.ts"
import type { IntervalUnit } from "./MachineLearning.ts"

/**
 * A personalized query suggestion model configuration.
 *
 * @since 0.1.0
 * @category models
 */
export interface PQSConfigurationModel {
  /** The catalog whose product vectors personalize the suggestions. */
  readonly catalogId: string
  readonly modelDisplayName: string
  readonly modelId?: string
  readonly commonFilter?: string
  readonly exportPeriod?: string
  readonly intervalTime?: number
  readonly intervalUnit?: IntervalUnit
  readonly searchEventFilter?: string
  /** Events count only when they carry one of these tracking ids. */
  readonly trackingIds: ReadonlyArray<string>
}

/**
 * Creates a personalized query suggestion model.
 *
 * @since 0.1.0
 * @category calls
 */
export const createPQSModel = post("MachineLearningPqsConfig.createPQSModel",
  "/rest/organizations/{org}/machinelearning/configuration/pqs/model", json<PQSConfigurationModel>(),
  (model: PQSConfigurationModel) => ({ body: model }))
