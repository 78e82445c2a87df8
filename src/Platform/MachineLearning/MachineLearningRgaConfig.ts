/**
 * Relevance generative answering models (`ml.relevanceGenerativeAnsweringConfig` in the promise client):
 * `/rest/organizations/{org}/machinelearning/configuration/rga`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { json, post } from "../../Http/Endpoint.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"

/**
 * The documents a model would learn from: sources and filter conditions, or an advanced query instead.
 *
 * @since 0.1.0
 * @category models
 */
export type DocumentGroupPreviewParams = MlConfig.RelevanceGenerativeAnsweringPreviewRequest

/**
 * The answer of {@link preview}: how many documents match, the limit, and whether they suit a model.
 *
 * @since 0.1.0
 * @category models
 */
export type RelevanceGenerativeAnsweringDocumentGroupPreview = MlConfig.RelevanceGenerativeAnsweringPreviewResponse

/**
 * Counts the documents a relevance generative answering model would learn from.
 *
 * @since 0.1.0
 * @category calls
 */
export const preview = post("MachineLearningRgaConfig.preview",
  "/rest/organizations/{org}/machinelearning/configuration/rga/preview",
  json<RelevanceGenerativeAnsweringDocumentGroupPreview>(), (params: DocumentGroupPreviewParams) => ({ body: params }))
