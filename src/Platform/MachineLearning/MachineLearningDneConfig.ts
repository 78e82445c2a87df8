/**
 * Dynamic navigation experience models (`ml.dneConfig` in the promise client):
 * `/rest/organizations/{org}/machinelearning/configuration/dne`: the model's configuration, and the
 * field candidates, extraction query and preview that help write it.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import type * as MlConfig from "../../Schema/Models/MlConfig.ts"

/**
 * A dynamic navigation experience model to create.
 *
 * @since 0.1.0
 * @category models
 */
export type DNENewConfigurationModel = MlConfig.DneNewConfigurationModel

/**
 * A dynamic navigation experience model configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type DNEConfigurationModel = MlConfig.DneConfigurationModel

/**
 * A field the model could select facet values of automatically.
 *
 * @since 0.1.0
 * @category models
 */
export type AutoSelectionFieldCandidateModel = MlConfig.AutoSelectionFieldCandidateModel

/**
 * A page of field candidates.
 *
 * @since 0.1.0
 * @category models
 */
export type AutoSelectionFieldCandidatePage = MlConfig.PageModelAutoSelectionFieldCandidateModel

/**
 * The fields and sources whose documents a model extracts; {@link getDocumentExtractionQuery} turns it into a query.
 *
 * @since 0.1.0
 * @category models
 */
export type DocumentExtractionQueryModel = MlConfig.DocumentExtractionQueryModel

/**
 * The answer of {@link getDocumentExtractionPreview}: how many documents would be extracted, by source.
 *
 * @since 0.1.0
 * @category models
 */
export type DocumentExtractionPreviewModel = MlConfig.DocumentExtractionPreviewModel

/**
 * Query of {@link listFields}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListCandidateFieldsParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  /** Text that a field's name must contain. */
  filter: Schema.optional(Schema.String)
})
/**
 * Options of {@link listFields}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListCandidateFieldsParams = typeof ListCandidateFieldsParams.Type

/**
 * Query of {@link getDocumentExtractionPreview}: `fields` travel as repeated keys.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DocumentExtractionPreviewParams = Schema.Struct({
  /** Documents that have at least one of these fields are counted. */
  fields: Schema.optional(QueryArray(Schema.String)),
  maximumNumberOfSources: Schema.optional(Schema.Number),
  /** Whether secured documents count too (the description's parameter). */
  viewAllContent: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link getDocumentExtractionPreview}.
 *
 * @since 0.1.0
 * @category models
 */
export type DocumentExtractionPreviewParams = typeof DocumentExtractionPreviewParams.Type

const ParseQuery = Schema.Struct({ query: Schema.optional(Schema.String) })

const byId = (modelId: string) => ({ path: { modelId } })

/**
 * Lists a page of the fields a model could select facet values of automatically.
 *
 * @since 0.1.0
 * @category calls
 */
export const listFields = get("MachineLearningDneConfig.listFields",
  "/rest/organizations/{org}/machinelearning/configuration/dne/autoselectionfieldcandidates",
  json<AutoSelectionFieldCandidatePage>(), (params?: ListCandidateFieldsParams) => ({ query: params }), {
  query: encoded(ListCandidateFieldsParams)
})

/**
 * Every field candidate, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listFieldsAll = (
  params: Omit<ListCandidateFieldsParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => listFields({ ...params, page }), (p) => p.items, paging)

/**
 * Counts the documents a model with these fields would extract, by source.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDocumentExtractionPreview = get("MachineLearningDneConfig.getDocumentExtractionPreview",
  "/rest/organizations/{org}/machinelearning/configuration/dne/documentextractionpreview",
  json<DocumentExtractionPreviewModel>(), (params?: DocumentExtractionPreviewParams) => ({ query: params }), {
  query: encoded(DocumentExtractionPreviewParams)
})

/**
 * Builds the query that extracts the documents of these fields and sources; answers the query text.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDocumentExtractionQuery = post("MachineLearningDneConfig.getDocumentExtractionQuery",
  "/rest/organizations/{org}/machinelearning/configuration/dne/documentextractionquery", json<string>(),
  (model: DocumentExtractionQueryModel) => ({ body: model }))

/**
 * Reads the fields and sources back from a document extraction query.
 *
 * @since 0.1.0
 * @category calls
 */
export const parseDocumentExtractionQuery = get("MachineLearningDneConfig.parseDocumentExtractionQuery",
  "/rest/organizations/{org}/machinelearning/configuration/dne/documentextractionquerymodel",
  json<DocumentExtractionQueryModel>(), (query: string) => ({ query: { query } }), { query: encoded(ParseQuery) })

/**
 * Creates a dynamic navigation experience model from a configuration that already holds its extraction query.
 *
 * @since 0.1.0
 * @category calls
 */
export const createWithQuery = post("MachineLearningDneConfig.createWithQuery",
  "/rest/organizations/{org}/machinelearning/configuration/dne/model", json<DNEConfigurationModel>(),
  (newModel: DNENewConfigurationModel) => ({ body: newModel }))

/**
 * Creates a dynamic navigation experience model whose extraction query is built first from fields and
 * sources ({@link getDocumentExtractionQuery}, then {@link createWithQuery}): two requests.
 *
 * @since 0.1.0
 * @category calls
 */
export const createWithoutQuery = (
  newModel: DNENewConfigurationModel,
  documentExtractionQueryModel: DocumentExtractionQueryModel
) =>
  Effect.flatMap(
    getDocumentExtractionQuery(documentExtractionQueryModel),
    (documentExtractionQuery) => createWithQuery({ ...newModel, documentExtractionQuery })
  )

/**
 * Gets a dynamic navigation experience model's configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("MachineLearningDneConfig.get",
  "/rest/organizations/{org}/machinelearning/configuration/dne/model/{modelId}", json<DNEConfigurationModel>(), byId)

/**
 * Replaces a dynamic navigation experience model's configuration; answers it as saved.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("MachineLearningDneConfig.update",
  "/rest/organizations/{org}/machinelearning/configuration/dne/model/{modelId}", json<DNEConfigurationModel>(),
  (modelId: string, modelConfig: DNEConfigurationModel) => ({ path: { modelId }, body: modelConfig }))

/**
 * Deletes a dynamic navigation experience model.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("MachineLearningDneConfig.delete",
  "/rest/organizations/{org}/machinelearning/configuration/dne/model/{modelId}", empty, byId)

export {
  /**
   * Deletes a dynamic navigation experience model.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a dynamic navigation experience model's configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./MachineLearningDneConfig.generated.ts"
