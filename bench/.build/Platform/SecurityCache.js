import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { poll } from "../Http/Poll.js";
import { IdentityType, PermissionState } from "../Schema/Security.js";
const org = "/rest/organizations/{org}";
const cache = `${org}/securitycache`;
const providers = `${org}/securityproviders`;
/** Status of a security provider (or of the whole cache) while it refreshes. */
export const SecurityProviderStatusType = Schema.Literals(["PENDING_REFRESH", "REFRESHING", "IDLE", "ERROR"]);
/** How `filterTerm` matches identity names in {@link listSecurityProviderIdentities}. */
export const SecurityCacheFilteringMode = Schema.Literals(["PREFIX", "SUBSTRING"]);
/** What refers to a security provider. */
export const SecurityProviderReferenceType = Schema.Literals(["SOURCE", "SECURITY_PROVIDER"]);
/** Query of {@link listEntities} and {@link listMembers}. */
export const SecurityCacheListOptions = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    from: Schema.optional(Schema.String),
    to: Schema.optional(Schema.String),
    /** Spelled as the platform spells it. */
    organisationId: Schema.optional(Schema.String),
    securityProviderId: Schema.optional(Schema.String),
    states: Schema.optional(PermissionState)
});
const MembersQuery = Schema.Struct({
    ...SecurityCacheListOptions.fields,
    usePageModel: Schema.optional(Schema.Boolean)
});
/** Query of {@link listChildren} and {@link listParents}. */
export const SecurityCacheListRelationshipsOptions = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    recursive: Schema.optional(Schema.Boolean)
});
const PageQuery = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number)
});
/** Options of {@link listSecurityProviderIdentities}: paging in the query, filters in the body. */
export const SecurityProviderIdentitiesFilters = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    filteringMode: Schema.optional(SecurityCacheFilteringMode),
    filterTerm: Schema.optional(Schema.String),
    identityTypes: Schema.optional(Schema.Array(IdentityType))
});
/** Lists a page of a provider's identities, as a page model. */
export const listMembers = get("SecurityCache.listMembers", `${cache}/entities/{providerId}/members`, json(), 
// The platform answers a bare array unless usePageModel is set; the page form is the one typed here.
(providerId, options = {}) => ({
    path: { providerId },
    query: { ...options, usePageModel: true }
}), { query: MembersQuery });
/** Lists a page of a provider's entities. */
export const listEntities = get("SecurityCache.listEntities", `${cache}/entities/{providerId}`, json(), (providerId, options) => ({ path: { providerId }, query: options }), { query: SecurityCacheListOptions });
/** Lists a page of a provider's identities filtered by name and type. */
export const listSecurityProviderIdentities = post("SecurityCache.listSecurityProviderIdentities", `${cache}/entities/list`, json(), (providerId, { page, perPage, ...filters } = {}) => ({
    query: { page, perPage },
    body: {
        filteringMode: filters.filteringMode,
        filterTerm: filters.filterTerm,
        identityTypes: filters.identityTypes,
        providerIds: [providerId]
    }
}), { query: PageQuery });
/** Lists a page of the identities an identity contains. */
export const listChildren = post("SecurityCache.listChildren", `${cache}/entities/{providerId}/members/children`, json(), (providerId, member, options) => ({
    path: { providerId },
    query: options,
    body: member
}), { query: SecurityCacheListRelationshipsOptions });
/** Lists a page of the identities that contain an identity. */
export const listParents = post("SecurityCache.listParents", `${cache}/entities/{providerId}/members/parents`, json(), (providerId, member, options) => ({
    path: { providerId },
    query: options,
    body: member
}), { query: SecurityCacheListRelationshipsOptions });
/** Gets one identity of a provider, with its freshness. */
export const getProviderEntity = post("SecurityCache.getProviderEntity", `${cache}/entities/{providerId}/entity`, json(), (providerId, member) => ({ path: { providerId }, body: member }));
/** Lists the security cache's refresh schedules. */
export const listSchedules = get("SecurityCache.listSchedules", `${cache}/schedules`, json(), () => ({}));
/** Gets the status of the whole security cache. */
export const getStatus = get("SecurityCache.getStatus", `${cache}/status`, json(), () => ({}));
/** Refreshes every provider of the security cache. */
export const refreshCache = post("SecurityCache.refreshCache", `${cache}/refresh`, empty, () => ({}));
/** Refreshes one provider; see {@link refreshProviderAndWait} to wait for the end. */
export const refreshProvider = post("SecurityCache.refreshProvider", `${cache}/{providerId}/refresh`, empty, (providerId) => ({ path: { providerId } }));
/** Refreshes one identity. */
export const refreshIdentity = post("SecurityCache.refreshIdentity", `${cache}/refresh/entity`, empty, (identityModel) => ({ body: identityModel }));
/** Cancels a provider's refresh in flight (spec 4). */
export const cancelRefresh = post("SecurityCache.cancelRefresh", `${providers}/{providerId}/refresh/cancel`, empty, (providerId) => ({ path: { providerId } }));
/** Lists the security providers with their status. */
export const listProviders = get("SecurityCache.listProviders", providers, json(), () => ({}));
/** Gets a security provider with its status. */
export const getProvider = get("SecurityCache.getProvider", `${providers}/{securityProviderId}`, json(), (securityProviderId) => ({ path: { securityProviderId } }));
/** Creates or replaces a security provider; its id comes from the model. */
export const createOrUpdateProvider = put("SecurityCache.createOrUpdateProvider", `${providers}/{securityProviderId}`, json(), (securityProvider) => ({ path: { securityProviderId: securityProvider.id }, body: securityProvider }));
/** Deletes a security provider. */
export const deleteProvider = del("SecurityCache.deleteProvider", `${providers}/{securityProviderId}`, empty, (securityProviderId) => ({ path: { securityProviderId } }));
/** Lists a provider's refresh schedules. */
export const getSchedules = get("SecurityCache.getSchedules", `${providers}/{securityProviderId}/schedules`, json(), (securityProviderId) => ({ path: { securityProviderId } }));
/** Replaces a provider's schedule; the schedule id comes from the model. */
export const updateSchedule = put("SecurityCache.updateSchedule", `${providers}/{securityProviderId}/schedules/{scheduleId}`, json(), (securityProviderId, schedule) => ({
    path: { securityProviderId, scheduleId: schedule.id },
    body: schedule
}));
/** Every identity of a provider, page after page, as a lazy `Stream`. */
export const listMembersAll = (providerId, options = {}, paging) => pagedStream((page) => listMembers(providerId, { ...options, page }), (p) => p.items, paging);
/** Every entity of a provider, page after page, as a lazy `Stream`. */
export const listEntitiesAll = (providerId, options = {}, paging) => pagedStream((page) => listEntities(providerId, { ...options, page }), (p) => p.items, paging);
/** Every filtered identity of a provider, page after page, as a lazy `Stream`. */
export const listSecurityProviderIdentitiesAll = (providerId, filters = {}, paging) => pagedStream((page) => listSecurityProviderIdentities(providerId, { ...filters, page }), (p) => p.items, paging);
/** Every child of an identity, page after page, as a lazy `Stream`. */
export const listChildrenAll = (providerId, member, options = {}, paging) => pagedStream((page) => listChildren(providerId, member, { ...options, page }), (p) => p.items, paging);
/** Every parent of an identity, page after page, as a lazy `Stream`. */
export const listParentsAll = (providerId, member, options = {}, paging) => pagedStream((page) => listParents(providerId, member, { ...options, page }), (p) => p.items, paging);
const busy = (provider) => {
    const type = provider.currentStatus?.type;
    return type === "PENDING_REFRESH" || type === "REFRESHING";
};
/**
 * Refreshes a provider and polls it until the refresh is over: succeeds with the
 * provider once it is `IDLE`, fails with `OperationFailed` when it ends in
 * `ERROR`, and with `PollTimeout` when it is still busy at the deadline.
 */
export const refreshProviderAndWait = (providerId, options = {}) => Effect.gen(function* () {
    // Right after the refresh call the provider can still show the previous, idle
    // state; the refresh counts as over only once it was seen busy or a new
    // refresh operation was recorded.
    const before = yield* getProvider(providerId);
    const previous = before.lastRefreshOperation?.id;
    yield* refreshProvider(providerId);
    let started = false;
    return yield* poll(getProvider(providerId), {
        what: `SecurityCache.refreshProvider ${providerId}`,
        done: (provider) => {
            if (busy(provider)) {
                started = true;
                return false;
            }
            return started || provider.lastRefreshOperation?.id !== previous;
        },
        failure: (provider) => provider.currentStatus?.type === "ERROR" ? provider.lastRefreshOperation?.errorCode ?? "ERROR" : undefined,
        every: options.every,
        timeout: options.timeout,
        onStatus: options.onStatus
    });
});
