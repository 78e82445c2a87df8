/**
 * API keys: `/rest/organizations/{org}/apikeys`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import type * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type { CallError } from "../../Errors/index.ts"
import { del, empty, type EmptyResult, get, json, post, put } from "../../Http/Endpoint.ts"
import type { CoveoClient } from "../../Http/PlatformClient.ts"
import { encoded } from "../../Http/Query.ts"
import { isRecord } from "../../internal/isRecord.ts"
import { notRecord } from "../../internal/recordArgument.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"
import { ApiKeyStatusFilter } from "../../Schema/Privileges.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ApiKeyListOptions = Schema.Struct({ status: Schema.optional(ApiKeyStatusFilter) })
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ApiKeyListOptions = typeof ApiKeyListOptions.Type

/**
 * Query of {@link create}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateApiKeyOptions = Schema.Struct({ apiKeyTemplateId: Schema.optional(Schema.String) })
/**
 * Options of {@link create}.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateApiKeyOptions = typeof CreateApiKeyOptions.Type

/**
 * The fields of a key that {@link update} changes.
 *
 * @since 0.1.0
 * @category models
 */
export type ApiKeyBaseModel = Authorization.ApiKeyUpdateRequest

/**
 * An API key.
 *
 * @since 0.1.0
 * @category models
 */
export type ApiKeyModel = Authorization.ApiKeyResponse

/**
 * An API key with its value: the answer of {@link create}, the only time the value is shown.
 *
 * @since 0.1.0
 * @category models
 */
export type ApiKeyWithValueModel = Authorization.ApiKeyWithValueResponse

/**
 * What {@link duplicate} changes on the copy (`lifetimeDuration` is an ISO-8601 duration, e.g. `P1Y`).
 *
 * @since 0.1.0
 * @category models
 */
export type DuplicateApiKeyOptions = Authorization.DuplicatedApiKeyRequest

/**
 * An API key to create (`lifetimeDuration` is an ISO-8601 duration, e.g. `P1Y`).
 *
 * @since 0.1.0
 * @category models
 */
export type CreateApiKeyModel = Authorization.ApiKeyCreationRequest

/**
 * Lists the organization's API keys.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("ApiKeys.list", "/rest/organizations/{org}/apikeys", json<ReadonlyArray<ApiKeyModel>>(),
  (options?: ApiKeyListOptions) => ({ query: options }), { query: encoded(ApiKeyListOptions) })

/**
 * Creates an API key; the answer carries its value.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("ApiKeys.create", "/rest/organizations/{org}/apikeys", json<ApiKeyWithValueModel>(),
  (apiKey: CreateApiKeyModel, options?: CreateApiKeyOptions) => ({ body: apiKey, query: options }), {
  query: encoded(CreateApiKeyOptions)
})

/**
 * Gets one API key.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("ApiKeys.get", "/rest/organizations/{org}/apikeys/{apiKeyId}", json<ApiKeyModel>(),
  (apiKeyId: string) => ({ path: { apiKeyId } }))

/**
 * Replaces an API key; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("ApiKeys.update", "/rest/organizations/{org}/apikeys/{apiKeyId}", empty,
  (apiKey: ApiKeyModel) => ({ path: { apiKeyId: apiKey.id }, body: apiKey }))

/**
 * Deletes an API key.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("ApiKeys.delete", "/rest/organizations/{org}/apikeys/{apiKeyId}", empty,
  (apiKeyId: string) => ({ path: { apiKeyId } }))

// The spec's form sends the key as the body (as `toggle` does); the promise client 60.4's, an id and `{}`.
const keyOrId = (apiKey: ApiKeyModel | string) =>
  typeof apiKey === "string" ? { path: { apiKeyId: apiKey } } : { path: { apiKeyId: apiKey.id }, body: apiKey }

/**
 * Activates an API key: given the key, sends it as the body (as `toggle` does); given its id, sends `{}`.
 *
 * @since 0.1.0
 * @category calls
 */
export const activate = put("ApiKeys.activate", "/rest/organizations/{org}/apikeys/{apiKeyId}/activate", empty, keyOrId)

/**
 * Disables an API key: given the key, sends it as the body (as `toggle` does); given its id, sends `{}`.
 *
 * @since 0.1.0
 * @category calls
 */
export const disable = put("ApiKeys.disable", "/rest/organizations/{org}/apikeys/{apiKeyId}/disable", empty, keyOrId)

/**
 * Activates several API keys at once, by id.
 *
 * @since 0.1.0
 * @category calls
 */
export const activateBulk = put("ApiKeys.activateBulk", "/rest/organizations/{org}/apikeys/activate/bulk", empty,
  (apiKeyIds: ReadonlyArray<string>) => ({ body: apiKeyIds }))

/**
 * Disables several API keys at once, by id.
 *
 * @since 0.1.0
 * @category calls
 */
export const disableBulk = put("ApiKeys.disableBulk", "/rest/organizations/{org}/apikeys/disable/bulk", empty,
  (apiKeyIds: ReadonlyArray<string>) => ({ body: apiKeyIds }))

/**
 * Deletes several API keys at once, by id.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteBulk = post("ApiKeys.deleteBulk", "/rest/organizations/{org}/apikeys/delete/bulk", empty,
  (apiKeyIds: ReadonlyArray<string>) => ({ body: apiKeyIds }))

/**
 * Extends the activation of an API key that is about to be disabled for inactivity.
 *
 * @since 0.1.0
 * @category calls
 */
export const extend = put("ApiKeys.extend", "/rest/organizations/{org}/apikeys/{apiKeyId}/activation/extend", empty,
  (apiKeyId: string) => ({ path: { apiKeyId } }))

/**
 * Creates a copy of an API key, with its privileges; the answer carries the new key's value.
 *
 * @since 0.1.0
 * @category calls
 */
export const duplicate = put("ApiKeys.duplicate", "/rest/organizations/{org}/apikeys/{apiKeyId}/duplicate",
  json<ApiKeyWithValueModel>(), (apiKeyId: string, options: DuplicateApiKeyOptions) => ({
    path: { apiKeyId },
    body: options
  }))

/**
 * Disables an enabled key and activates a disabled one, by its `enabled` flag (the specification's state and transition rules).
 *
 * @since 0.1.0
 * @category calls
 */
export const toggle = (apiKey: ApiKeyModel): Effect.Effect<EmptyResult, CallError<"PUT">, CoveoClient> =>
  // The declared call is made at once, as before the check: whoever reads calls as they are made sees it.
  isRecord(apiKey)
    ? apiKey.enabled === true ? disable(apiKey) : activate(apiKey)
    : notRecord("ApiKeys.toggle", "apiKey", apiKey)

export {
  /**
   * Deletes an API key.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets one API key.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Privileges.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { ApiKeyStatusFilter }

// The operations of this area that are declared from the descriptions.
export * from "./ApiKeys.generated.ts"
