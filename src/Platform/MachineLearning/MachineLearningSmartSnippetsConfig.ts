/**
 * Smart snippets models (`ml.smartSnippetsConfig` in the promise client):
 * `/rest/organizations/{org}/machinelearning/configuration/smartsnippets`: the document types, content
 * fields and preview that help configure a model. Its `create` is the specification's; the promise client
 * dropped it in v51, when `MachineLearning.register` took over creating every model.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"
import type { FilterConditions } from "./MachineLearningCaseClassificationConfig.ts"

/**
 * The fields that hold the snippet content of one document type.
 *
 * @since 0.1.0
 * @category models
 */
export interface SmartSnippetsDocumentType {
  readonly documentType: string
  readonly contentFields: ReadonlyArray<string>
}

/**
 * A smart snippets model configuration.
 *
 * @since 0.1.0
 * @category models
 */
export interface SmartSnippetsConfigurationModel {
  readonly modelId: string
  readonly modelDisplayName: string
  readonly sources: ReadonlyArray<string>
  readonly filterConditions?: ReadonlyArray<FilterConditions>
  readonly cssSelectorsToExclude?: ReadonlyArray<string>
  readonly documentTypes?: ReadonlyArray<SmartSnippetsDocumentType>
}

/**
 * The documents a model would learn from: sources and filter conditions, or an advanced query instead.
 *
 * @since 0.1.0
 * @category models
 */
export type SmartSnippetsDocumentTypesParams = MlConfig.SmartSnippetsPreviewRequest

/**
 * The documents a model would learn from (as {@link SmartSnippetsDocumentTypesParams}), and the document type
 * whose content fields to list.
 *
 * @since 0.1.0
 * @category models
 */
export type SmartSnippetsContentFieldsParams = MlConfig.SmartSnippetsContentFieldsRequest

/**
 * The answer of {@link documentTypes}: the document types of the selected documents.
 *
 * @since 0.1.0
 * @category models
 */
export type SmartSnippetsDocumentTypes = MlConfig.SmartSnippetsDocumentTypesResponse

/**
 * The answer of {@link contentFields}: the fields that hold content in at least one document.
 *
 * @since 0.1.0
 * @category models
 */
export type SmartSnippetsContentFields = MlConfig.ContentFieldsResponse

/**
 * The answer of {@link preview}: how many documents match, and whether that is enough to learn from.
 *
 * @since 0.1.0
 * @category models
 */
export type SmartSnippetsDocumentGroupPreview = MlConfig.SmartSnippetsPreviewResponse

/**
 * Lists the fields that hold content for a document type, among the selected documents.
 *
 * @since 0.1.0
 * @category calls
 */
export const contentFields = post("MachineLearningSmartSnippetsConfig.contentFields",
  "/rest/organizations/{org}/machinelearning/configuration/smartsnippets/contentfields",
  json<SmartSnippetsContentFields>(), (params: SmartSnippetsContentFieldsParams) => ({ body: params }))

/**
 * Lists the document types of the selected documents.
 *
 * @since 0.1.0
 * @category calls
 */
export const documentTypes = post("MachineLearningSmartSnippetsConfig.documentTypes",
  "/rest/organizations/{org}/machinelearning/configuration/smartsnippets/documenttypes",
  json<SmartSnippetsDocumentTypes>(), (params: SmartSnippetsDocumentTypesParams) => ({ body: params }))

/**
 * Counts the documents a model would learn from, and says whether they are enough.
 *
 * @since 0.1.0
 * @category calls
 */
export const preview = post("MachineLearningSmartSnippetsConfig.preview",
  "/rest/organizations/{org}/machinelearning/configuration/smartsnippets/preview",
  json<SmartSnippetsDocumentGroupPreview>(), (params: SmartSnippetsDocumentTypesParams) => ({ body: params }))

/**
 * Creates a smart snippets model.
 *
 * @deprecated Use `MachineLearning.register` (`ml.register`): the promise client removed this call in v51
 * (January 2024), when creating, reading, updating and deleting smart snippets models moved to
 * `/rest/organizations/{org}/machinelearning/model` and `MachineLearningModels`.
 * @since 0.1.0
 * @category calls
 */
export const create = post("MachineLearningSmartSnippetsConfig.create",
  "/rest/organizations/{org}/machinelearning/configuration/smartsnippets/model",
  json<SmartSnippetsConfigurationModel>(),
  (configModel: Omit<SmartSnippetsConfigurationModel, "modelId">) => ({ body: configModel }))
