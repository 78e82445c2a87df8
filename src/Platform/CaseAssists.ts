/**
 * Case assist configurations (`caseAssistConfig` in the promise client):
 * `/rest/organizations/{org}/caseassists`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import { pagedStream } from "../Http/PagedStream.ts"
import type { ClassificationStrategy, DocumentSuggestionStrategy, TypingAidStrategy } from "../Schema/CaseAssist.ts"
import type { PageModel } from "./Common.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CaseAssistConfigListOptions = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type CaseAssistConfigListOptions = typeof CaseAssistConfigListOptions.Type

/**
 * Document suggestions from the index (`ITD`).
 *
 * @since 0.1.0
 * @category models
 */
export interface ITDConfigurationModel {
  readonly strategy: DocumentSuggestionStrategy
  readonly pipeline?: string
  readonly filter?: string
}

/**
 * Typing aids offering a fixed list of values.
 *
 * @since 0.1.0
 * @category models
 */
export interface StaticValuesConfigurationModel {
  readonly strategy: TypingAidStrategy
  readonly values: ReadonlyArray<string>
}

/**
 * Typing aids offering the values of an index field.
 *
 * @since 0.1.0
 * @category models
 */
export interface ValuesFromIndexConfigurationModel {
  readonly strategy: TypingAidStrategy
  readonly field: string
  readonly filter: string
}

/**
 * Classification by the fields of matching documents (`Some`).
 *
 * @since 0.1.0
 * @category models
 */
export interface CaseClassificationSomeConfigurationModel {
  readonly strategy: ClassificationStrategy
  readonly filter?: string
  readonly fieldsToPredict?: ReadonlyArray<{ readonly name: string }>
}

/**
 * Classification by a case classification model (`Axon`).
 *
 * @since 0.1.0
 * @category models
 */
export interface CaseClassificationAxonConfigurationModel {
  readonly strategy: ClassificationStrategy
  readonly modelId: string
}

/**
 * A case assist configuration.
 *
 * @since 0.1.0
 * @category models
 */
export interface CaseAssistConfigModel {
  readonly id: string
  readonly name: string
  readonly documentSuggestionConfiguration?: ITDConfigurationModel
  readonly typingAidsConfiguration?: StaticValuesConfigurationModel | ValuesFromIndexConfigurationModel
  readonly classificationConfigurations?: ReadonlyArray<
    CaseClassificationSomeConfigurationModel | CaseClassificationAxonConfigurationModel
  >
}

/**
 * A case assist configuration to create.
 *
 * @since 0.1.0
 * @category models
 */
export type NewCaseAssistConfigModel = Omit<CaseAssistConfigModel, "id">

/**
 * The case being written: a visitor, a locale and the values of its fields.
 *
 * @since 0.1.0
 * @category models
 */
export interface SuggestionRequestBody {
  readonly visitorId: string
  readonly locale: string
  readonly fields: Readonly<Record<string, { readonly value: string }>>
}

/**
 * A case being written, checked against a configuration that is not saved.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreviewRequestBody extends SuggestionRequestBody {
  readonly configuration: NewCaseAssistConfigModel
}

/**
 * One suggested document.
 *
 * @since 0.1.0
 * @category models
 */
export interface SuggestedDocument {
  readonly title: string
  readonly clickUri: string
  readonly excerpt: string
  readonly fields: Readonly<Record<string, number | string>>
}

/**
 * Documents suggested for a case.
 *
 * @since 0.1.0
 * @category models
 */
export interface DocumentSuggestions {
  readonly documents: ReadonlyArray<SuggestedDocument>
  readonly totalCount: number
}

/**
 * Predicted values per case field.
 *
 * @since 0.1.0
 * @category models
 */
export interface CaseClassifications {
  readonly fields: Readonly<
    Record<string, {
      readonly predictions: ReadonlyArray<{ readonly value: string; readonly confidence: number }>
    }>
  >
}

/**
 * A page of case assist configurations.
 *
 * @since 0.1.0
 * @category models
 */
export type CaseAssistConfigPage = PageModel<CaseAssistConfigModel, "configurations">

const byId = (caseAssistId: string) => ({ path: { caseAssistId } })

/**
 * Lists a page of case assist configurations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("CaseAssists.list", "/rest/organizations/{org}/caseassists", json<CaseAssistConfigPage>(),
  (options?: CaseAssistConfigListOptions) => ({ query: options }), { query: CaseAssistConfigListOptions })

/**
 * Creates a case assist configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("CaseAssists.create", "/rest/organizations/{org}/caseassists", json<CaseAssistConfigModel>(),
  (caseAssistConfig: NewCaseAssistConfigModel) => ({ body: caseAssistConfig }))

/**
 * Gets a case assist configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("CaseAssists.get", "/rest/organizations/{org}/caseassists/{caseAssistId}",
  json<CaseAssistConfigModel>(), byId)

/**
 * Replaces a case assist configuration; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("CaseAssists.update", "/rest/organizations/{org}/caseassists/{caseAssistId}",
  json<CaseAssistConfigModel>(), (caseAssistConfig: CaseAssistConfigModel) => ({
    path: { caseAssistId: caseAssistConfig.id },
    body: caseAssistConfig
  }))

/**
 * Deletes a case assist configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("CaseAssists.delete", "/rest/organizations/{org}/caseassists/{caseAssistId}", empty, byId)

/**
 * Predicts field values for a case.
 *
 * @since 0.1.0
 * @category calls
 */
export const classify = post("CaseAssists.classify", "/rest/organizations/{org}/caseassists/{caseAssistId}/classify",
  json<CaseClassifications>(),
  (caseAssistConfigId: string, body: SuggestionRequestBody) => ({ path: { caseAssistId: caseAssistConfigId }, body }))

/**
 * Suggests documents for a case.
 *
 * @since 0.1.0
 * @category calls
 */
export const suggestDocuments = post("CaseAssists.suggestDocuments",
  "/rest/organizations/{org}/caseassists/{caseAssistId}/documents/suggest", json<DocumentSuggestions>(),
  (caseAssistConfigId: string, body: SuggestionRequestBody) => ({ path: { caseAssistId: caseAssistConfigId }, body }))

/**
 * Suggests documents for a case under a configuration that is not saved.
 *
 * @since 0.1.0
 * @category calls
 */
export const previewDocumentSuggestion = post("CaseAssists.previewDocumentSuggestion",
  "/rest/organizations/{org}/caseassists/preview/documents/suggest", json<DocumentSuggestions>(),
  (body: PreviewRequestBody) => ({ body }))

/**
 * Predicts field values for a case under a configuration that is not saved (the name keeps the promise client's spelling).
 *
 * @since 0.1.0
 * @category calls
 */
export const previewCaseClassication = post("CaseAssists.previewCaseClassication",
  "/rest/organizations/{org}/caseassists/preview/classify", json<CaseClassifications>(),
  (body: PreviewRequestBody) => ({ body }))

/**
 * Every case assist configuration, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<CaseAssistConfigListOptions, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.configurations, paging)

export {
  /**
   * Deletes a case assist configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a case assist configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
