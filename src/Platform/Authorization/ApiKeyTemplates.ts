/**
 * API key templates (`apiKeyTemplate` in the promise client): the privilege sets new
 * keys can be made from, `/rest/organizations/{org}/templates/apikeys`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json } from "../../Http/Endpoint.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"

/**
 * An API key template: its privileges and the addresses allowed or denied to use keys made from it.
 *
 * @since 0.1.0
 * @category models
 */
export type ApiKeyTemplateModel = Authorization.ApiKeyTemplateModel

/**
 * Whether the caller can make a key from a template, and the privileges they lack to do so.
 *
 * @since 0.1.0
 * @category models
 */
export type ApiKeyTemplateEligibilityResponseModel = Authorization.ApiKeyTemplateEligibilityResponse

/**
 * Gets an API key template.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("ApiKeyTemplates.get", "/rest/organizations/{org}/templates/apikeys/{apiKeyTemplateId}",
  json<ApiKeyTemplateModel>(), (apiKeyTemplateId: string) => ({ path: { apiKeyTemplateId } }))

/**
 * Tells, for each API key template, whether the caller can make a key from it.
 *
 * @since 0.1.0
 * @category calls
 */
export const listAPIKeysEligibility = get("ApiKeyTemplates.listAPIKeysEligibility",
  "/rest/organizations/{org}/templates/apikeys/privileges/eligibility",
  json<ReadonlyArray<ApiKeyTemplateEligibilityResponseModel>>(), () => ({}))

export {
  /**
   * Gets an API key template.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./ApiKeyTemplates.generated.ts"
