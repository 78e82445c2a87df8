/**
 * Case classification models (`ml.caseClassificationConfig` in the promise client):
 * `/rest/organizations/{org}/machinelearning/configuration/caseclassif`. The model calls
 * (`create`, `get`, `update`, `delete`) are deprecated, as the promise client 60.4 marks them:
 * `MachineLearning.register` and `MachineLearningModels` manage every model since; the field and
 * preview calls that help configure a model stay current.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { FilterOperator } from "../../Schema/MachineLearning.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"

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
 * What selects the cases a model would learn from: sources, filter conditions, language field and
 * creation dates, or an advanced query instead (the description's `CaseClassificationPreviewRequest`).
 *
 * @since 0.1.0
 * @category models
 */
export type CaseClassificationPreviewParams = MlConfig.CaseClassificationPreviewRequest

/**
 * The answer of {@link preview}: how many cases match, and whether that is enough to learn from.
 *
 * @since 0.1.0
 * @category models
 */
export type CaseClassificationDocumentGroupPreview = MlConfig.CaseClassificationPreviewResponse

/**
 * The answer of {@link fields}: the fields a model can use, and the query that found them.
 *
 * @since 0.1.0
 * @category models
 */
export type CaseClassificationContentFields = MlConfig.ContentFieldsResponse

/**
 * The answer of {@link documentCount}: how many cases have a value in the field.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldDocumentCount = MlConfig.CaseClassificationDocumentCountResponse

/**
 * The answer of {@link valueCount}: how many distinct values the field has, and whether there are more.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldValueCount = MlConfig.CaseClassificationValueCountResponse

const model = "/rest/organizations/{org}/machinelearning/configuration/caseclassif/model"
const byId = (modelId: string) => ({ path: { modelId } })

/**
 * Creates a case classification model.
 *
 * @deprecated Use `MachineLearning.register` (`ml.register`), as the promise client 60.4 says.
 * @since 0.1.0
 * @category calls
 */
export const create = post("MachineLearningCaseClassificationConfig.create", model,
  json<CaseClassificationConfigurationModel>(),
  (configModel: Omit<CaseClassificationConfigurationModel, "modelId">) => ({ body: configModel }))

/**
 * Gets a case classification model's configuration.
 *
 * @deprecated Use `MachineLearningModels.get` (`ml.models.get`), as the promise client 60.4 says.
 * @since 0.1.0
 * @category calls
 */
const get_ = get("MachineLearningCaseClassificationConfig.get",
  "/rest/organizations/{org}/machinelearning/configuration/caseclassif/model/{modelId}",
  json<CaseClassificationConfigurationModel>(), byId)

/**
 * Replaces a case classification model's configuration; its `modelId` names the model.
 *
 * @deprecated Use `MachineLearningModels.update` (`ml.models.update`), as the promise client 60.4 says.
 * @since 0.1.0
 * @category calls
 */
export const update = put("MachineLearningCaseClassificationConfig.update",
  "/rest/organizations/{org}/machinelearning/configuration/caseclassif/model/{modelId}",
  json<CaseClassificationConfigurationModel>(), (configModel: CaseClassificationConfigurationModel) => ({
    path: { modelId: configModel.modelId },
    body: configModel
  }))

/**
 * Deletes a case classification model.
 *
 * @deprecated Use `MachineLearningModels.delete` (`ml.models.delete`), as the promise client 60.4 says.
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("MachineLearningCaseClassificationConfig.delete",
  "/rest/organizations/{org}/machinelearning/configuration/caseclassif/model/{modelId}", empty, byId)

/**
 * Lists the fields a case classification model can learn from or predict, among the selected cases.
 *
 * @since 0.1.0
 * @category calls
 */
export const fields = post("MachineLearningCaseClassificationConfig.fields",
  "/rest/organizations/{org}/machinelearning/configuration/caseclassif/fields", json<CaseClassificationContentFields>(),
  (params: CaseClassificationPreviewParams) => ({ body: params }))

/**
 * Counts the cases a model would learn from, and says whether they are enough.
 *
 * @since 0.1.0
 * @category calls
 */
export const preview = post("MachineLearningCaseClassificationConfig.preview",
  "/rest/organizations/{org}/machinelearning/configuration/caseclassif/preview",
  json<CaseClassificationDocumentGroupPreview>(), (params: CaseClassificationPreviewParams) => ({ body: params }))

/**
 * Counts the selected cases that have a value in a field.
 *
 * @since 0.1.0
 * @category calls
 */
export const documentCount = post(
  "MachineLearningCaseClassificationConfig.documentCount",
  "/rest/organizations/{org}/machinelearning/configuration/caseclassif/fields/{fieldName}/documentCount",
  json<FieldDocumentCount>(),
  (fieldName: string, params: CaseClassificationPreviewParams) => ({ path: { fieldName }, body: params })
)

/**
 * Counts the distinct values of a field among the selected cases.
 *
 * @since 0.1.0
 * @category calls
 */
export const valueCount = post(
  "MachineLearningCaseClassificationConfig.valueCount",
  "/rest/organizations/{org}/machinelearning/configuration/caseclassif/fields/{fieldName}/valueCount",
  json<FieldValueCount>(),
  (fieldName: string, params: CaseClassificationPreviewParams) => ({ path: { fieldName }, body: params })
)

export {
  /**
   * Deletes a case classification model.
   *
   * @deprecated Use `MachineLearningModels.delete` (`ml.models.delete`), as the promise client 60.4 says.
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a case classification model's configuration.
   *
   * @deprecated Use `MachineLearningModels.get` (`ml.models.get`), as the promise client 60.4 says.
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/MachineLearning.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { FilterOperator }
