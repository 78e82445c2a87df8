/**
 * Push API security identities (`pushApi` in the promise client), on the
 * serverless host: `/push/v1/organizations/{org}/providers/{providerId}/...`;
 * and the file containers that batches are uploaded to, `/push/v1/organizations/{org}/files`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, json, post, put } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Push from "../../Schema/Models/Push.ts"
import { PushIdentityType } from "../../Schema/Security.ts"

// The platform's ordering ids are 64-bit numbers; a caller may hold them as text.
const OrderingId = Schema.Union([Schema.Number, Schema.String])

/**
 * Query of the identity calls.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityIdentityOptions = Schema.Struct({ orderingId: Schema.optional(OrderingId) })
/**
 * Options of the identity calls.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityIdentityOptions = typeof SecurityIdentityOptions.Type

/**
 * Query of {@link manageSecurityIdentities}: the uploaded file that holds the batch.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityIdentityBatchConfig = Schema.Struct({
  fileId: Schema.String,
  orderingId: Schema.optional(OrderingId)
})
/**
 * Options of {@link manageSecurityIdentities}.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityIdentityBatchConfig = typeof SecurityIdentityBatchConfig.Type

/**
 * Query of {@link deleteOldSecurityIdentities}: `orderingId` is required there.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityIdentityDeleteOptions = Schema.Struct({
  orderingId: OrderingId,
  queueDelay: Schema.optional(Schema.Number)
})
/**
 * Options of {@link deleteOldSecurityIdentities}.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityIdentityDeleteOptions = typeof SecurityIdentityDeleteOptions.Type

/**
 * Query of {@link createFileContainer}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FileContainerOptions = Schema.Struct({
  /** Whether the upload URL is virtual-hosted-style (the bucket in the host name). */
  useVirtualHostedStyleUrl: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link createFileContainer}.
 *
 * @since 0.1.0
 * @category models
 */
export type FileContainerOptions = typeof FileContainerOptions.Type

/**
 * A file container: where to `PUT` a batch file (with the headers it requires), and the id that names it.
 *
 * @since 0.1.0
 * @category models
 */
export type FileContainer = Push.PresignedUploadUrl

/**
 * A security identity.
 *
 * @since 0.1.0
 * @category models
 */
export type PushIdentity = Push.Identity

/**
 * An identity and its members.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityIdentityModel = Push.IdentityBody

/**
 * An identity and the identities of other providers it maps to.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityIdentityAliasModel = Push.MappedIdentityBody

/**
 * The identity to delete.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityIdentityDelete = Push.BaseIdentityBody

/**
 * Creates or replaces an identity.
 *
 * @since 0.1.0
 * @category calls
 */
export const createOrUpdateSecurityIdentity = put(
  "PushApi.createOrUpdateSecurityIdentity",
  "/push/v1/organizations/{org}/providers/{securityProviderId}/permissions",
  empty,
  (securityProviderId: string, securityIdentity: SecurityIdentityModel, options?: SecurityIdentityOptions) => ({
    path: { securityProviderId },
    query: options,
    body: securityIdentity
  }),
  { host: "serverless", query: encoded(SecurityIdentityOptions) }
)

/**
 * Deletes an identity; the identity travels as the DELETE's JSON body.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteSecurityIdentity = del(
  "PushApi.deleteSecurityIdentity",
  "/push/v1/organizations/{org}/providers/{securityProviderId}/permissions",
  empty,
  (securityProviderId: string, securityIdentity: SecurityIdentityDelete, options?: SecurityIdentityOptions) => ({
    path: { securityProviderId },
    query: options,
    body: securityIdentity
  }),
  { host: "serverless", query: encoded(SecurityIdentityOptions) }
)

/**
 * Creates or replaces an identity alias.
 *
 * @since 0.1.0
 * @category calls
 */
export const createOrUpdateSecurityIdentityAlias = put(
  "PushApi.createOrUpdateSecurityIdentityAlias",
  "/push/v1/organizations/{org}/providers/{securityProviderId}/mappings",
  empty,
  (securityProviderId: string, alias: SecurityIdentityAliasModel, options?: SecurityIdentityOptions) => ({
    path: { securityProviderId },
    query: options,
    body: alias
  }),
  { host: "serverless", query: encoded(SecurityIdentityOptions) }
)

/**
 * Applies a batch of identities from an uploaded file.
 *
 * @since 0.1.0
 * @category calls
 */
export const manageSecurityIdentities = put(
  "PushApi.manageSecurityIdentities",
  "/push/v1/organizations/{org}/providers/{securityProviderId}/permissions/batch",
  empty,
  (securityProviderId: string, batchConfig: SecurityIdentityBatchConfig) => ({
    path: { securityProviderId },
    query: batchConfig
  }),
  { host: "serverless", query: encoded(SecurityIdentityBatchConfig) }
)

/**
 * Deletes the identities older than an ordering id.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteOldSecurityIdentities = del(
  "PushApi.deleteOldSecurityIdentities",
  "/push/v1/organizations/{org}/providers/{securityProviderId}/permissions/olderthan",
  empty,
  (securityProviderId: string, batchDelete: SecurityIdentityDeleteOptions) => ({
    path: { securityProviderId },
    query: batchDelete
  }),
  { host: "serverless", query: encoded(SecurityIdentityDeleteOptions) }
)

/**
 * Creates a file container: a pre-signed URL to upload a batch file to, and the file id to name it by.
 *
 * @since 0.1.0
 * @category calls
 */
export const createFileContainer = post("PushApi.createFileContainer", "/push/v1/organizations/{org}/files",
  json<FileContainer>(), (options?: FileContainerOptions) => ({ query: options }), {
  host: "serverless",
  query: encoded(FileContainerOptions)
})

/**
 * This area's enumerations, declared with their domain's in `Schema/Security.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { PushIdentityType }
