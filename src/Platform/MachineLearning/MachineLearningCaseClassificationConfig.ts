/**
 * Case classification model creation (`ml.caseClassificationConfig` in the
 * promise client): `/rest/organizations/{org}/machinelearning/configuration/caseclassif`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
import { FilterOperator } from "../../Schema/MachineLearning.ts"

/**
 * A condition on a field that selects the documents a model learns from.
 *
 * @since 0.1.0
 * @category models
 */
export interface FilterConditions {
  readonly field: string
  readonly operator: FilterOperator
  readonly value: string
}

/**
 * The case creation dates a model learns from: a fixed window or a period back from each build.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtractionPeriod =
  & { readonly dateField?: string }
  & (
    | { readonly startTime: number; readonly endTime: number }
    | { readonly exportPeriod: string }
  )

/**
 * A case classification model configuration.
 *
 * @since 0.1.0
 * @category models
 */
export interface CaseClassificationConfigurationModel {
  readonly modelId: string
  readonly modelDisplayName: string
  readonly sources: ReadonlyArray<string>
  readonly caseFilterConditions?: ReadonlyArray<FilterConditions>
  readonly caseIdField: string
  readonly caseExtractionPeriod?: ExtractionPeriod
  readonly fieldsForModelTraining: ReadonlyArray<string>
  readonly fieldsToPredict: ReadonlyArray<string>
  readonly languageField?: string
}

/**
 * Creates a case classification model.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("MachineLearningCaseClassificationConfig.create",
  "/rest/organizations/{org}/machinelearning/configuration/caseclassif/model",
  json<CaseClassificationConfigurationModel>(),
  (configModel: Omit<CaseClassificationConfigurationModel, "modelId">) => ({ body: configModel }))

/**
 * This area's enumerations, declared with their domain's in `Schema/MachineLearning.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { FilterOperator }
