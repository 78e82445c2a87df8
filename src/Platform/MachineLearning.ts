/**
 * Machine learning (`ml` in the promise client):
 * `/rest/organizations/{org}/machinelearning`. Sub-areas live in sibling
 * modules: `MachineLearningModels`, `MachineLearningEngineModels`,
 * `MachineLearningAdvancedConfig` and one `MachineLearning<Kind>Config` module
 * per configuration creator.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { json, post } from "../Http/Endpoint.ts"
import type { ModelType } from "../Schema/MachineLearning.ts"
import { IntervalUnit } from "../Schema/MachineLearning.ts"
import type { IdAndDisplayNameModel } from "./Common.ts"
import type { MLModelFields } from "./MachineLearningModels.ts"

/**
 * What registers a model, or replaces its settings.
 *
 * @since 0.1.0
 * @category models
 */
export interface RegistrationModel {
  readonly engineId: ModelType
  readonly modelName: string
  readonly modelDisplayName?: string
  /** ISO-8601 period of usage data to learn from, e.g. `P3M`. */
  readonly exportPeriod: string
  readonly intervalTime: number
  readonly intervalUnit: IntervalUnit
  /** ISO-8601 period the export window is shifted back by. */
  readonly exportOffset?: string
  readonly commandLineParameters?: ReadonlyArray<string>
  readonly extraConfig?: Readonly<Record<string, unknown>>
  readonly commonFilter?: string
  readonly customEventFilter?: string
  readonly searchEventFilter?: string
  readonly viewEventFilter?: string
  readonly versionMatcher?: string
  readonly apiKeysThatCanEdit?: ReadonlyArray<IdAndDisplayNameModel>
  readonly groupsThatCanEdit?: ReadonlyArray<IdAndDisplayNameModel>
  readonly [key: string]: unknown
}

/**
 * The answer of {@link register}: the new model and its schedule.
 *
 * @since 0.1.0
 * @category models
 */
export interface MLModelCreated extends Partial<MLModelFields> {
  readonly modelId: string
  /** Epoch ms the schedule ends at; absent when it never ends. */
  readonly endTime?: number
  /** Epoch ms of the first build; absent when it starts at once. */
  readonly startTime?: number
  readonly resourceId?: string
}

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
