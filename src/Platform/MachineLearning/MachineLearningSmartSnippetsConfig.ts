/**
 * Smart snippets model creation (`ml.smartSnippetsConfig` in the promise
 * client; its `create` was removed from it in v51):
 * `/rest/organizations/{org}/machinelearning/configuration/smartsnippets`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
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
 * Creates a smart snippets model.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("MachineLearningSmartSnippetsConfig.create",
  "/rest/organizations/{org}/machinelearning/configuration/smartsnippets/model",
  json<SmartSnippetsConfigurationModel>(),
  (configModel: Omit<SmartSnippetsConfigurationModel, "modelId">) => ({ body: configModel }))
