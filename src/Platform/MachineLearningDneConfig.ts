/**
 * Dynamic navigation experience model creation (`ml.dneConfig` in the promise
 * client): `/rest/organizations/{org}/machinelearning/configuration/dne`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { json, post } from "../Http/Endpoint.ts"
import type { IntervalUnit } from "./MachineLearning.ts"

/**
 * A dynamic navigation experience model to create.
 *
 * @since 0.1.0
 * @category models
 */
export interface DNENewConfigurationModel {
  readonly modelDisplayName: string
  readonly commonFilter?: string
  /** The query that selects the documents whose facets the model learns. */
  readonly documentExtractionQuery?: string
  readonly exportPeriod?: string
  readonly fieldsToAutoSelect?: ReadonlyArray<string>
  readonly intervalTime?: number
  readonly intervalUnit?: IntervalUnit
  readonly searchEventFilter?: string
  readonly viewAllContent?: boolean
  readonly [key: string]: unknown
}

/**
 * A dynamic navigation experience model configuration.
 *
 * @since 0.1.0
 * @category models
 */
export interface DNEConfigurationModel extends DNENewConfigurationModel {
  readonly modelId?: string
}

/**
 * Creates a dynamic navigation experience model from a configuration that already holds its extraction query.
 *
 * @since 0.1.0
 * @category calls
 */
export const createWithQuery = post("MachineLearningDneConfig.createWithQuery",
  "/rest/organizations/{org}/machinelearning/configuration/dne/model", json<DNEConfigurationModel>(),
  (newModel: DNENewConfigurationModel) => ({ body: newModel }))
