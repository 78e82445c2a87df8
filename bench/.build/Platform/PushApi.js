/**
 * Push API security identities (`pushApi` in the promise client), on the
 * serverless host: `/push/v1/organizations/{org}/providers/{providerId}/...`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, put } from "../Http/Endpoint.js";
const base = "/push/v1/organizations/{org}/providers/{securityProviderId}";
const serverless = { host: "serverless" };
/** Kind of an identity as the Push API spells it (upper case, unlike the security cache). */
export const PushIdentityType = Schema.Literals(["USER", "GROUP", "VIRTUAL_GROUP", "UNKNOWN"]);
// The platform's ordering ids are 64-bit numbers; a caller may hold them as text.
const OrderingId = Schema.Union([Schema.Number, Schema.String]);
/** Query of the identity calls. */
export const SecurityIdentityOptions = Schema.Struct({ orderingId: Schema.optional(OrderingId) });
/** Query of {@link manageSecurityIdentities}: the uploaded file that holds the batch. */
export const SecurityIdentityBatchConfig = Schema.Struct({
    fileId: Schema.String,
    orderingId: Schema.optional(OrderingId)
});
/** Query of {@link deleteOldSecurityIdentities}: `orderingId` is required there. */
export const SecurityIdentityDeleteOptions = Schema.Struct({
    orderingId: OrderingId,
    queueDelay: Schema.optional(Schema.Number)
});
/** Creates or replaces an identity. */
export const createOrUpdateSecurityIdentity = put("PushApi.createOrUpdateSecurityIdentity", `${base}/permissions`, empty, (securityProviderId, securityIdentity, options) => ({
    path: { securityProviderId },
    query: options,
    body: securityIdentity
}), { ...serverless, query: SecurityIdentityOptions });
/** Deletes an identity; the identity travels as the DELETE's JSON body. */
export const deleteSecurityIdentity = del("PushApi.deleteSecurityIdentity", `${base}/permissions`, empty, (securityProviderId, securityIdentity, options) => ({
    path: { securityProviderId },
    query: options,
    body: securityIdentity
}), { ...serverless, query: SecurityIdentityOptions });
/** Creates or replaces an identity alias. */
export const createOrUpdateSecurityIdentityAlias = put("PushApi.createOrUpdateSecurityIdentityAlias", `${base}/mappings`, empty, (securityProviderId, alias, options) => ({
    path: { securityProviderId },
    query: options,
    body: alias
}), { ...serverless, query: SecurityIdentityOptions });
/** Applies a batch of identities from an uploaded file. */
export const manageSecurityIdentities = put("PushApi.manageSecurityIdentities", `${base}/permissions/batch`, empty, (securityProviderId, batchConfig) => ({
    path: { securityProviderId },
    query: batchConfig
}), { ...serverless, query: SecurityIdentityBatchConfig });
/** Deletes the identities older than an ordering id. */
export const deleteOldSecurityIdentities = del("PushApi.deleteOldSecurityIdentities", `${base}/permissions/olderthan`, empty, (securityProviderId, batchDelete) => ({
    path: { securityProviderId },
    query: batchDelete
}), { ...serverless, query: SecurityIdentityDeleteOptions });
