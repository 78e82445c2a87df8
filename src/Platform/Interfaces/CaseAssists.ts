/**
 * Case assist configurations (`caseAssistConfig` in the promise client):
 * `/rest/organizations/{org}/caseassists`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as CustomerService from "../../Schema/Models/CustomerService.ts"

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
export type ITDConfigurationModel = CustomerService.RestDocumentSuggestionConfiguration

/**
 * Typing aids offering a fixed list of values.
 *
 * @since 0.1.0
 * @category models
 */
export interface StaticValuesConfigurationModel {
  readonly strategy: "StaticValues"
  readonly values: ReadonlyArray<string>
}

/**
 * Typing aids offering the values of an index field.
 *
 * @since 0.1.0
 * @category models
 */
export interface ValuesFromIndexConfigurationModel {
  readonly strategy: "ValuesFromIndex"
  readonly field: string
  readonly filter: string
}

/**
 * A classification configuration as described: by the fields of matching documents (`Some`), or by a case
 * classification model (`Axon`, named by `modelId`).
 *
 * @since 0.1.0
 * @category models
 */
export type CaseClassificationSomeConfigurationModel = CustomerService.RestClassificationConfiguration

/**
 * Classification by a case classification model (`Axon`): the fields of a
 * {@link CaseClassificationSomeConfigurationModel} that this strategy takes.
 *
 * @since 0.1.0
 * @category models
 */
export interface CaseClassificationAxonConfigurationModel {
  readonly strategy: "Axon"
  readonly modelId: string
}

/**
 * The typing aids a configuration may hold besides the described document suggestions and classifications
 * (the specification's typing aid strategies: `StaticValues` or `ValuesFromIndex`).
 *
 * @since 0.1.0
 * @category models
 */
export interface CaseAssistStrategies {
  readonly typingAidsConfiguration?: StaticValuesConfigurationModel | ValuesFromIndexConfigurationModel
}

/**
 * A case assist configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type CaseAssistConfigModel = CustomerService.RestCaseAssistConfigurationResponse & CaseAssistStrategies

/**
 * A case assist configuration to create.
 *
 * @since 0.1.0
 * @category models
 */
export type NewCaseAssistConfigModel = CustomerService.RestCaseAssistConfigurationRequest & CaseAssistStrategies

/**
 * A case assist configuration to update: the configuration to send, with the id that names it.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateCaseAssistConfigModel = NewCaseAssistConfigModel & { readonly id: string }

/**
 * The case being written: a visitor, a locale, the values of its fields and its context.
 *
 * @since 0.1.0
 * @category models
 */
export type SuggestionRequestBody = CustomerService.RestCaseAssistContext

/**
 * A case being written, for document suggestions under a configuration that is not saved.
 *
 * @since 0.1.0
 * @category models
 */
export type PreviewDocumentSuggestionRequestBody = CustomerService.PreviewDocumentSuggestionRequest

/**
 * A case being written, for classification under a configuration that is not saved.
 *
 * @since 0.1.0
 * @category models
 */
export type PreviewClassificationRequestBody = CustomerService.PreviewClassificationRequest

/**
 * One suggested document.
 *
 * @since 0.1.0
 * @category models
 */
export type SuggestedDocument = CustomerService.RestDocumentSuggestions["documents"][number]

/**
 * Documents suggested for a case.
 *
 * @since 0.1.0
 * @category models
 */
export type DocumentSuggestions = CustomerService.RestDocumentSuggestions

/**
 * Predicted values per case field.
 *
 * @since 0.1.0
 * @category models
 */
export type CaseClassifications = CustomerService.RestClassification

/**
 * A page of case assist configurations.
 *
 * @since 0.1.0
 * @category models
 */
export type CaseAssistConfigPage =
  & Omit<CustomerService.RestListOfCaseAssistConfigurations, "configurations">
  & { readonly configurations: ReadonlyArray<CaseAssistConfigModel> }

const byId = (caseAssistId: string) => ({ path: { caseAssistId } })

/**
 * Lists a page of case assist configurations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("CaseAssists.list", "/rest/organizations/{org}/caseassists", json<CaseAssistConfigPage>(),
  (options?: CaseAssistConfigListOptions) => ({ query: options }), { query: encoded(CaseAssistConfigListOptions) })

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
  json<CaseAssistConfigModel>(), (caseAssistConfig: UpdateCaseAssistConfigModel) => ({
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
  (body: PreviewDocumentSuggestionRequestBody) => ({ body }))

/**
 * Predicts field values for a case under a configuration that is not saved (the name keeps the promise client's spelling).
 *
 * @since 0.1.0
 * @category calls
 */
export const previewCaseClassication = post("CaseAssists.previewCaseClassication",
  "/rest/organizations/{org}/caseassists/preview/classify", json<CaseClassifications>(),
  (body: PreviewClassificationRequestBody) => ({ body }))

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

// The operations of this area that are declared from the descriptions.
export * from "./CaseAssists.generated.ts"
