/**
 * Semantic encoder models (`ml.semanticEncoderConfig` in the promise client):
 * `/rest/organizations/{org}/machinelearning/configuration/semanticencoder`.
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
export type DocumentGroupPreviewParams = MlConfig.SemanticEncoderPreviewRequest

/**
 * The answer of {@link preview}: how many documents match, the limit, and whether they suit a model.
 *
 * @since 0.1.0
 * @category models
 */
export type SemanticEncoderDocumentGroupPreview = MlConfig.SemanticEncoderPreviewResponse

/**
 * Counts the documents a semantic encoder model would learn from.
 *
 * @since 0.1.0
 * @category calls
 */
export const preview = post("MachineLearningSemanticEncoderConfig.preview",
  "/rest/organizations/{org}/machinelearning/configuration/semanticencoder/preview",
  json<SemanticEncoderDocumentGroupPreview>(), (params: DocumentGroupPreviewParams) => ({ body: params }))
