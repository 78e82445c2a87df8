/**
 * Machine learning (`ml` in the promise client):
 * `/rest/organizations/{org}/machinelearning`. Sub-areas live in sibling
 * modules: `MachineLearningModels`, `MachineLearningEngineModels`,
 * `MachineLearningAdvancedConfig` and one `MachineLearning<Kind>Config` module
 * per configuration creator.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
import type { ModelType } from "../../Schema/MachineLearning.ts"
import { IntervalUnit } from "../../Schema/MachineLearning.ts"
import type * as MachineLearning from "../../Schema/Models/MachineLearning.ts"
import type { IdAndDisplayNameModel } from "../Common.ts"

/**
 * What registers a model, or replaces its settings (the description's `Registration` to send); `engineId`
 * suggests the known engines.
 *
 * @since 0.1.0
 * @category models
 */
export interface RegistrationModel extends Omit<MachineLearning.RegistrationInput, "engineId"> {
  readonly engineId: ModelType
}

/**
 * The answer of {@link register}: the new model's registration and schedule.
 *
 * @since 0.1.0
 * @category models
 */
export type MLModelCreated = MachineLearning.RegistrationResponse

/**
 * Registers a machine-learning model.
 *
 * @since 0.1.0
 * @category calls
 */
export const register = post("MachineLearning.register", "/rest/organizations/{org}/machinelearning/model",
  json<MLModelCreated>(), (registration: RegistrationModel) => ({ body: registration }))

/**
 * A reference to a resource by id, with its display name (declared once, in `Common.ts`).
 *
 * @since 0.1.0
 * @category schemas
 */
export type { IdAndDisplayNameModel }

/**
 * This area's enumerations, declared with their domain's in `Schema/MachineLearning.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { IntervalUnit }
