/**
 * Security cache and security providers (`securityCache` in the promise client):
 * `/rest/organizations/{org}/securitycache` and `/rest/organizations/{org}/securityproviders`.
 * The promise client keeps both under one accessor, so they share this module.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { poll, type StatusCallback, waitOptions } from "../../Http/Poll.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SecurityCacheModels from "../../Schema/Models/SecurityCache.ts"
import {
  IdentityType,
  PermissionState,
  SecurityCacheFilteringMode,
  SecurityProviderReferenceType,
  SecurityProviderStatusType
} from "../../Schema/Security.ts"

/**
 * Query of {@link listEntities} and {@link listMembers}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityCacheListOptions = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  from: Schema.optional(Schema.String),
  to: Schema.optional(Schema.String),
  /** Spelled as the platform spells it. */
  organisationId: Schema.optional(Schema.String),
  securityProviderId: Schema.optional(Schema.String),
  states: Schema.optional(PermissionState)
})
/**
 * Options of {@link listEntities} and {@link listMembers}.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheListOptions = typeof SecurityCacheListOptions.Type

const MembersQuery = SecurityCacheListOptions.mapFields((fields) => ({
  ...fields,
  usePageModel: Schema.optional(Schema.Boolean)
}))

/**
 * Query of {@link listChildren} and {@link listParents}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityCacheListRelationshipsOptions = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  recursive: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link listChildren} and {@link listParents}.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheListRelationshipsOptions = typeof SecurityCacheListRelationshipsOptions.Type

const PageQuery = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number)
})

/**
 * Options of {@link listSecurityProviderIdentities}: paging in the query, filters in the body.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityProviderIdentitiesFilters = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  filteringMode: Schema.optional(SecurityCacheFilteringMode),
  filterTerm: Schema.optional(Schema.String),
  identityTypes: Schema.optional(Schema.Array(IdentityType))
})
/**
 * Options of {@link listSecurityProviderIdentities}.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityProviderIdentitiesFilters = typeof SecurityProviderIdentitiesFilters.Type

/**
 * Query of {@link updateProviderRaw}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SecurityCacheUpdateRawOption = Schema.Struct({ forceUpdate: Schema.optional(Schema.Boolean) })
/**
 * Options of {@link updateProviderRaw}.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheUpdateRawOption = typeof SecurityCacheUpdateRawOption.Type

/**
 * The raw configuration of a security provider: its parameters, identities, data files and cascading providers.
 *
 * @since 0.1.0
 * @category models
 */
export type RawSecurityProviderConfig = SecurityCacheModels.RawSecurityProviderConfig

/**
 * A key/value detail of a cached identity.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheMemberInfoModel = SecurityCacheModels.SecurityCacheMemberInfoModel

/**
 * An identity of the security cache, as sent to name it.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheMemberModel = SecurityCacheModels.SecurityCacheMemberModel

/**
 * An identity of the security cache with its freshness.
 *
 * @since 0.1.0
 * @category models
 */
export type DetailedSecurityCacheMemberModel = SecurityCacheModels.DetailedSecurityCacheMemberModel

/**
 * An entity of the security cache, as listed by {@link listEntities}.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheIdentityModel = SecurityCacheModels.SIDModel

/**
 * How often a refresh runs.
 *
 * @since 0.1.0
 * @category models
 */
export type ScheduleFrequency = SecurityCacheModels.ScheduleFrequency

/**
 * A refresh schedule of the cache or of a provider.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheScheduleModel = SecurityCacheModels.ScheduleModel

/**
 * Progress of the refresh in flight, if any.
 *
 * @since 0.1.0
 * @category models
 */
export type CurrentStatusModel = SecurityCacheModels.CurrentStatusModel

/**
 * Counters of a provider.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityProviderStatisticsModel = SecurityCacheModels.SecurityProviderStatisticsModel

/**
 * Status of the whole security cache.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheStatus = SecurityCacheModels.SecurityCacheStatusModel

/**
 * The last refresh a provider ran.
 *
 * @since 0.1.0
 * @category models
 */
export type LastRefreshOperation = SecurityCacheModels.LastRefreshOperationModel

/**
 * A provider another provider cascades to.
 *
 * @since 0.1.0
 * @category models
 */
export type CascadingSecurityProvider = SecurityCacheModels.CascadingSecurityProvider

/**
 * What refers to a security provider.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityProviderReferenceModel = SecurityCacheModels.SecurityProviderReferenceModel

/**
 * A security provider, with its id (which names it in {@link createOrUpdateProvider}'s path).
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityProviderModel = SecurityCacheModels.SecurityProviderModel

/**
 * A security provider with its refresh status.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityProviderModelWithStatus = SecurityCacheModels.SecurityProviderModelWithStatus

/**
 * A page of cached identities.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheMemberPage = SecurityCacheModels.PageModelDetailedSecurityCacheMemberModel

/**
 * A page of a provider's entities.
 *
 * @since 0.1.0
 * @category models
 */
export type SecurityCacheIdentityPage = SecurityCacheModels.PageModelSIDModel

/**
 * Lists a page of a provider's identities, as a page model.
 *
 * @since 0.1.0
 * @category calls
 */
export const listMembers = get(
  "SecurityCache.listMembers",
  "/rest/organizations/{org}/securitycache/entities/{providerId}/members",
  json<SecurityCacheMemberPage>(),
  // The platform answers a bare array unless usePageModel is set; the page form is the one typed here.
  (providerId: string, options: SecurityCacheListOptions = {}) => ({
    path: { providerId },
    query: { ...options, usePageModel: true }
  }),
  { query: encoded(MembersQuery) }
)

/**
 * Lists a page of a provider's entities.
 *
 * @since 0.1.0
 * @category calls
 */
export const listEntities = get("SecurityCache.listEntities",
  "/rest/organizations/{org}/securitycache/entities/{providerId}", json<SecurityCacheIdentityPage>(),
  (providerId: string, options?: SecurityCacheListOptions) => ({ path: { providerId }, query: options }), {
  query: encoded(SecurityCacheListOptions)
})

/**
 * Lists a page of a provider's identities filtered by name and type.
 *
 * @since 0.1.0
 * @category calls
 */
export const listSecurityProviderIdentities = post(
  "SecurityCache.listSecurityProviderIdentities",
  "/rest/organizations/{org}/securitycache/entities/list",
  json<SecurityCacheMemberPage>(),
  (providerId: string, { page, perPage, ...filters }: SecurityProviderIdentitiesFilters = {}) => ({
    query: { page, perPage },
    body: {
      filteringMode: filters.filteringMode,
      filterTerm: filters.filterTerm,
      identityTypes: filters.identityTypes,
      providerIds: [providerId]
    }
  }),
  { query: encoded(PageQuery) }
)

// The arguments of listChildren and listParents: the identity in the body, paging in the query.
const relatives = (
  providerId: string,
  member: SecurityCacheMemberModel,
  options?: SecurityCacheListRelationshipsOptions
) => ({ path: { providerId }, query: options, body: member })

/**
 * Lists a page of the identities an identity contains.
 *
 * @since 0.1.0
 * @category calls
 */
export const listChildren = post("SecurityCache.listChildren",
  "/rest/organizations/{org}/securitycache/entities/{providerId}/members/children", json<SecurityCacheMemberPage>(),
  relatives, { query: encoded(SecurityCacheListRelationshipsOptions) })

/**
 * Lists a page of the identities that contain an identity.
 *
 * @since 0.1.0
 * @category calls
 */
export const listParents = post("SecurityCache.listParents",
  "/rest/organizations/{org}/securitycache/entities/{providerId}/members/parents", json<SecurityCacheMemberPage>(),
  relatives, { query: encoded(SecurityCacheListRelationshipsOptions) })

/**
 * Gets one identity of a provider, with its freshness.
 *
 * @since 0.1.0
 * @category calls
 */
export const getProviderEntity = post("SecurityCache.getProviderEntity",
  "/rest/organizations/{org}/securitycache/entities/{providerId}/entity", json<DetailedSecurityCacheMemberModel>(),
  (providerId: string, member: SecurityCacheMemberModel) => ({ path: { providerId }, body: member }))

/**
 * Lists the security cache's refresh schedules.
 *
 * @since 0.1.0
 * @category calls
 */
export const listSchedules = get("SecurityCache.listSchedules", "/rest/organizations/{org}/securitycache/schedules",
  json<ReadonlyArray<SecurityCacheScheduleModel>>(), () => ({}))

/**
 * Gets the status of the whole security cache.
 *
 * @since 0.1.0
 * @category calls
 */
export const getStatus = get("SecurityCache.getStatus", "/rest/organizations/{org}/securitycache/status",
  json<SecurityCacheStatus>(), () => ({}))

/**
 * Refreshes every provider of the security cache.
 *
 * @since 0.1.0
 * @category calls
 */
export const refreshCache = post("SecurityCache.refreshCache", "/rest/organizations/{org}/securitycache/refresh", empty,
  () => ({}))

/**
 * Refreshes one provider; see {@link refreshProviderAndWait} to wait for the end.
 *
 * @since 0.1.0
 * @category calls
 */
export const refreshProvider = post("SecurityCache.refreshProvider",
  "/rest/organizations/{org}/securitycache/{providerId}/refresh", empty,
  (providerId: string) => ({ path: { providerId } }))

/**
 * Refreshes one identity.
 *
 * @since 0.1.0
 * @category calls
 */
export const refreshIdentity = post("SecurityCache.refreshIdentity",
  "/rest/organizations/{org}/securitycache/refresh/entity", empty,
  (identityModel: SecurityCacheMemberModel) => ({ body: identityModel }))

/**
 * Cancels a provider's refresh in flight (the specification's state and transition rules).
 *
 * @since 0.1.0
 * @category calls
 */
export const cancelRefresh = post("SecurityCache.cancelRefresh",
  "/rest/organizations/{org}/securityproviders/{providerId}/refresh/cancel", empty,
  (providerId: string) => ({ path: { providerId } }))

/**
 * Lists the security providers with their status.
 *
 * @since 0.1.0
 * @category calls
 */
export const listProviders = get("SecurityCache.listProviders", "/rest/organizations/{org}/securityproviders",
  json<ReadonlyArray<SecurityProviderModelWithStatus>>(), () => ({}))

/**
 * Gets a security provider with its status.
 *
 * @since 0.1.0
 * @category calls
 */
export const getProvider = get("SecurityCache.getProvider",
  "/rest/organizations/{org}/securityproviders/{securityProviderId}", json<SecurityProviderModelWithStatus>(),
  (securityProviderId: string) => ({ path: { securityProviderId } }))

/**
 * Gets the raw configuration of a security provider.
 *
 * @since 0.1.0
 * @category calls
 */
export const getProviderRaw = get("SecurityCache.getProviderRaw",
  "/rest/organizations/{org}/securityproviders/{securityProviderId}/raw", json<RawSecurityProviderConfig>(),
  (securityProviderId: string) => ({ path: { securityProviderId } }))

/**
 * Creates or replaces the raw configuration of a security provider; `forceUpdate` applies it even when the
 * platform would refuse the change.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateProviderRaw = put(
  "SecurityCache.updateProviderRaw",
  "/rest/organizations/{org}/securityproviders/{securityProviderId}/raw",
  empty,
  (
    securityProviderId: string,
    rawProviderConfig: RawSecurityProviderConfig,
    options?: SecurityCacheUpdateRawOption
  ) => ({ path: { securityProviderId }, query: options, body: rawProviderConfig }),
  { query: encoded(SecurityCacheUpdateRawOption) }
)

/**
 * Tells whether the organization can list security identities filtered by name or type
 * (`listSecurityProviderIdentities`).
 *
 * @since 0.1.0
 * @category calls
 */
export const isListingSecurityIdentitiesSupported = get("SecurityCache.isListingSecurityIdentitiesSupported",
  "/rest/organizations/{org}/securitycache/entities/list/is_supported", json<boolean>(), () => ({}))

/**
 * Creates or replaces a security provider; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const createOrUpdateProvider = put(
  "SecurityCache.createOrUpdateProvider",
  "/rest/organizations/{org}/securityproviders/{securityProviderId}",
  json<SecurityProviderModelWithStatus>(),
  (securityProvider: SecurityProviderModel) => ({
    path: { securityProviderId: securityProvider.id },
    body: securityProvider
  })
)

/**
 * Deletes a security provider.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteProvider = del("SecurityCache.deleteProvider",
  "/rest/organizations/{org}/securityproviders/{securityProviderId}", empty,
  (securityProviderId: string) => ({ path: { securityProviderId } }))

/**
 * Lists a provider's refresh schedules.
 *
 * @since 0.1.0
 * @category calls
 */
export const getSchedules = get("SecurityCache.getSchedules",
  "/rest/organizations/{org}/securityproviders/{securityProviderId}/schedules",
  json<ReadonlyArray<SecurityCacheScheduleModel>>(), (securityProviderId: string) => ({ path: { securityProviderId } }))

/**
 * Replaces a provider's schedule; the schedule id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateSchedule = put(
  "SecurityCache.updateSchedule",
  "/rest/organizations/{org}/securityproviders/{securityProviderId}/schedules/{scheduleId}",
  json<SecurityCacheScheduleModel>(),
  (securityProviderId: string, schedule: SecurityCacheScheduleModel) => ({
    path: { securityProviderId, scheduleId: schedule.id },
    body: schedule
  })
)

/**
 * Every identity of a provider, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listMembersAll = (
  providerId: string,
  options: Omit<SecurityCacheListOptions, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => listMembers(providerId, { ...options, page }), (p) => p.items, paging)

/**
 * Every entity of a provider, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listEntitiesAll = (
  providerId: string,
  options: Omit<SecurityCacheListOptions, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => listEntities(providerId, { ...options, page }), (p) => p.items, paging)

/**
 * Every filtered identity of a provider, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listSecurityProviderIdentitiesAll = (
  providerId: string,
  filters: Omit<SecurityProviderIdentitiesFilters, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => listSecurityProviderIdentities(providerId, { ...filters, page }), (p) => p.items, paging)

/**
 * Every child of an identity, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listChildrenAll = (
  providerId: string,
  member: SecurityCacheMemberModel,
  options: Omit<SecurityCacheListRelationshipsOptions, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => listChildren(providerId, member, { ...options, page }), (p) => p.items, paging)

/**
 * Every parent of an identity, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listParentsAll = (
  providerId: string,
  member: SecurityCacheMemberModel,
  options: Omit<SecurityCacheListRelationshipsOptions, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => listParents(providerId, member, { ...options, page }), (p) => p.items, paging)

/**
 * Options of {@link refreshProviderAndWait}.
 *
 * @since 0.1.0
 * @category models
 */
export interface RefreshAndWaitOptions {
  /** Delay between status checks; 1 second by default. */
  readonly every?: Duration.Input | Schedule.Schedule<unknown, unknown> | undefined
  /**
   * Give up after this long; 5 minutes by default. Counted from the first status check: the call that starts the
   * refresh is bounded by the client's `timeout` and `deadline`.
   */
  readonly timeout?: Duration.Input | undefined
  /**
   * Called with every status seen, before the next check: a plain function, or one that answers a promise or an
   * `Effect`, which the poll waits for. A throw or a rejection fails the call with `InvalidInput`.
   */
  readonly onStatus?: StatusCallback<SecurityProviderModelWithStatus> | undefined
}

const busy = (provider: SecurityProviderModelWithStatus): boolean => {
  // `PENDING_REFRESH` is a provider status the promise client knows and the description's enumeration lacks.
  const type: string | undefined = provider.currentStatus?.type
  return type === "PENDING_REFRESH" || type === "REFRESHING"
}

/**
 * Refreshes a provider and polls it until the refresh is over: succeeds with the
 * provider once it is `IDLE`, fails with `OperationFailed` when it ends in
 * `ERROR`, and with `PollTimeout` when it is still busy at the deadline.
 *
 * @since 0.1.0
 * @category pollers
 */
export const refreshProviderAndWait = (providerId: string, options: RefreshAndWaitOptions = {}) =>
  Effect.gen(function*() {
    options = yield* waitOptions("SecurityCache.refreshProviderAndWait", options, {})
    // Right after the refresh call the provider can still show the previous, idle
    // state; the refresh counts as over only once it was seen busy or a new
    // refresh operation was recorded.
    const before = yield* getProvider(providerId)
    // `?.`: a careless server's `null` provider is no defect; the poll then waits for a recorded refresh.
    const previous = before?.lastRefreshOperation?.id
    yield* refreshProvider(providerId)
    let started = false
    return yield* poll(getProvider(providerId), {
      what: `SecurityCache.refreshProvider ${providerId}`,
      done: (provider) => {
        if (busy(provider)) {
          started = true
          return false
        }
        return started || provider.lastRefreshOperation?.id !== previous
      },
      failure: (provider) =>
        provider.currentStatus?.type === "ERROR" ? provider.lastRefreshOperation?.errorCode ?? "ERROR" : undefined,
      every: options.every,
      timeout: options.timeout,
      onStatus: options.onStatus
    })
  })

/**
 * This area's enumerations, declared with their domain's in `Schema/Security.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { SecurityCacheFilteringMode, SecurityProviderReferenceType, SecurityProviderStatusType }

// The operations of this area that are declared from the descriptions.
export * from "./SecurityCache.generated.ts"
