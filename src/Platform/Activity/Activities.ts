/**
 * The activity log (`activity` in the promise client):
 * `/rest/organizations/{org}/activities`, and `/rest/activities` across organizations.
 *
 * Listing, the facets and the operation types each have a public path and one that includes the
 * platform's internal activities; `list`, `listFacets` and `getOperationTypes` pick one as the promise
 * client does (the internal path when the filters' `sections` hold `INTERNAL`, or when asked for internal
 * operations).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import { empty, get, helper, json, post } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { poll, type StatusCallback } from "../../Http/Poll.ts"
import { encoded } from "../../Http/Query.ts"
import { recordArgument } from "../../internal/recordArgument.ts"
import type * as Activity from "../../Schema/Models/Activity.ts"

/**
 * Query of {@link list} and {@link listAll}: the page, and the time window (ISO-8601 instants).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListActivitiesParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  from: Schema.optional(Schema.String),
  to: Schema.optional(Schema.String)
})
/**
 * Options of {@link list} and {@link listAll}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListActivitiesParams = typeof ListActivitiesParams.Type

/**
 * Query of {@link listFacets}: the time window (ISO-8601 instants).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListActivitiesFacetsParams = Schema.Struct({
  from: Schema.optional(Schema.String),
  to: Schema.optional(Schema.String)
})
/**
 * Options of {@link listFacets}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListActivitiesFacetsParams = typeof ListActivitiesFacetsParams.Type

/**
 * An activity: an operation on a resource, its state (`EXECUTED` once over) and its result.
 *
 * @since 0.1.0
 * @category models
 */
export type ActivityModel = Activity.ActivityModel

/**
 * The filters of a listing (sections, operations, states, results, resources, organizations); the
 * answer of {@link listFacets} takes the same shape, with the values found.
 *
 * @since 0.1.0
 * @category models
 */
export type ActivityFacetModel = Activity.ActivityFacetModel

/**
 * The filters of {@link list}, {@link listFacets} and {@link listAll}.
 *
 * @since 0.1.0
 * @category models
 */
export type ActivityListingFilters = ActivityFacetModel

/**
 * A page of activities.
 *
 * @since 0.1.0
 * @category models
 */
export type ActivityPage = Activity.PageModelActivityModel

/**
 * The operations of each resource type, by resource type.
 *
 * @since 0.1.0
 * @category models
 */
export type ActivitiesResourceAndOperations =
  Activity.Operations["GET /rest/organizations/{organizationId}/activities/resourcesandoperations"]["response"]

/**
 * The activity that {@link abortActivity} sends, as the promise client does: the activity as read,
 * or the fields that say why it is aborted (`abortReason`).
 *
 * @since 0.1.0
 * @category models
 */
export type AbortActivityModel = Activity.ActivityModelInput & { readonly id?: string }

// The promise client's rule: the internal paths serve the filters that ask for the INTERNAL section.
const isInternal = (activityFacet: ActivityListingFilters | undefined): boolean =>
  activityFacet?.sections?.includes("INTERNAL") === true

/**
 * Gets an activity.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Activities.get", "/rest/organizations/{org}/activities/{activityId}", json<ActivityModel>(),
  (activityId: string) => ({ path: { activityId } }))

/**
 * Lists the resource types that have activities.
 *
 * @since 0.1.0
 * @category calls
 */
export const getResourceTypes = get("Activities.getResourceTypes", "/rest/organizations/{org}/activities/resourcetypes",
  json<ReadonlyArray<string>>(), () => ({}))

/**
 * Lists the operation types of the public activities.
 *
 * @since 0.1.0
 * @category calls
 */
export const getPublicOperationTypes = get("Activities.getPublicOperationTypes",
  "/rest/organizations/{org}/activities/operationtypes", json<ReadonlyArray<string>>(), () => ({}))

/**
 * Lists every operation type, the internal ones included.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAllOperationTypes = get("Activities.getAllOperationTypes",
  "/rest/organizations/{org}/activities/operationtypes/all", json<ReadonlyArray<string>>(), () => ({}))

/**
 * Lists the operation types: the public ones, or every one with `includeInternal` (the promise client's
 * `getOperationTypes`).
 *
 * @since 0.1.0
 * @category calls
 */
export const getOperationTypes = (includeInternal: boolean = false) =>
  includeInternal ? getAllOperationTypes() : getPublicOperationTypes()

/**
 * Lists the resource types with the operations each has.
 *
 * @since 0.1.0
 * @category calls
 */
export const getListOfResourcesAndOperations = get("Activities.getListOfResourcesAndOperations",
  "/rest/organizations/{org}/activities/resourcesandoperations", json<ActivitiesResourceAndOperations>(), () => ({}))

/**
 * Lists a page of the public activities that match the filters.
 *
 * @since 0.1.0
 * @category calls
 */
export const listPublic = post("Activities.listPublic", "/rest/organizations/{org}/activities/public",
  json<ActivityPage>(),
  (params?: ListActivitiesParams, activityFacet?: ActivityListingFilters) => ({ query: params, body: activityFacet }), {
  query: encoded(ListActivitiesParams)
})

/**
 * Lists a page of the activities that match the filters, the internal ones included.
 *
 * @since 0.1.0
 * @category calls
 */
export const listIncludingInternal = post("Activities.listIncludingInternal", "/rest/organizations/{org}/activities",
  json<ActivityPage>(),
  (params?: ListActivitiesParams, activityFacet?: ActivityListingFilters) => ({ query: params, body: activityFacet }), {
  query: encoded(ListActivitiesParams)
})

/**
 * Lists a page of activities: the public ones, or with the internal ones when the filters' `sections`
 * hold `INTERNAL` (the promise client's `list`).
 *
 * @since 0.1.0
 * @category calls
 */
export const list = (params?: ListActivitiesParams, activityFacet?: ActivityListingFilters) =>
  isInternal(activityFacet) ? listIncludingInternal(params, activityFacet) : listPublic(params, activityFacet)

/**
 * Counts the public activities that match the filters, by facet value.
 *
 * @since 0.1.0
 * @category calls
 */
export const listFacetsPublic = post("Activities.listFacetsPublic",
  "/rest/organizations/{org}/activities/facets/public", json<ActivityFacetModel>(),
  (params?: ListActivitiesFacetsParams, activityFacet?: ActivityListingFilters) => ({
    query: params,
    body: activityFacet
  }), { query: encoded(ListActivitiesFacetsParams) })

/**
 * Counts the activities that match the filters, by facet value, the internal ones included.
 *
 * @since 0.1.0
 * @category calls
 */
export const listFacetsIncludingInternal = post("Activities.listFacetsIncludingInternal",
  "/rest/organizations/{org}/activities/facets", json<ActivityFacetModel>(),
  (params?: ListActivitiesFacetsParams, activityFacet?: ActivityListingFilters) => ({
    query: params,
    body: activityFacet
  }), { query: encoded(ListActivitiesFacetsParams) })

/**
 * The facet values of the activities: of the public ones, or with the internal ones when the filters'
 * `sections` hold `INTERNAL` (the promise client's `listFacets`).
 *
 * @since 0.1.0
 * @category calls
 */
export const listFacets = (params?: ListActivitiesFacetsParams, activityFacet?: ActivityListingFilters) =>
  isInternal(activityFacet)
    ? listFacetsIncludingInternal(params, activityFacet)
    : listFacetsPublic(params, activityFacet)

/**
 * Lists a page of the activities of every organization the caller may see.
 *
 * @since 0.1.0
 * @category calls
 */
export const listAll = post("Activities.listAll", "/rest/activities", json<ActivityPage>(),
  (params?: ListActivitiesParams, activityFacet?: ActivityListingFilters) => ({ query: params, body: activityFacet }), {
  query: encoded(ListActivitiesParams)
})

/**
 * Aborts an activity that is still running.
 *
 * @since 0.1.0
 * @category calls
 */
export const abortActivity = post("Activities.abortActivity", "/rest/organizations/{org}/activities/{activityId}/abort",
  empty, (activityId: string, abortActivityModel: AbortActivityModel) => ({
    path: { activityId },
    body: abortActivityModel
  }))

// The Stream twin of a listing that takes its page among its filters: every page, from the first.
const pagesOf = <E, R>(
  call: (params: ListActivitiesParams, activityFacet?: ActivityListingFilters) => Effect.Effect<ActivityPage, E, R>
) =>
(params: Omit<ListActivitiesParams, "page"> = {}, activityFacet?: ActivityListingFilters, paging?: PagingOptions) =>
  pagedStream((page) => call({ ...params, page }, activityFacet), (p) => p.items, paging)

/**
 * The organization's activities that match the filters, page after page, as a lazy `Stream` (the
 * `...All` twin of {@link list}; `listAll` is the promise client's listing across organizations).
 *
 * @since 0.1.0
 * @category streams
 */
export const listStream = pagesOf(list)

/**
 * The activities of every organization that match the filters, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAllStream = pagesOf(listAll)

/**
 * Every public activity of the organization that matches the filters, page after page, as a lazy `Stream` (the
 * twin of {@link listPublic}).
 *
 * @since 0.1.0
 * @category streams
 */
export const listPublicStream = pagesOf(listPublic)

/**
 * Every activity of the organization that matches the filters, the internal ones included, page after page, as a
 * lazy `Stream` (the twin of {@link listIncludingInternal}).
 *
 * @since 0.1.0
 * @category streams
 */
export const listIncludingInternalStream = pagesOf(listIncludingInternal)

/**
 * Options of {@link waitForActivity}.
 *
 * @since 0.1.0
 * @category models
 */
export interface WaitForActivityOptions {
  /** Delay between checks; 1 second by default. */
  readonly every?: Duration.Input | Schedule.Schedule<unknown, unknown> | undefined
  /**
   * Give up after this long; 5 minutes by default. Counted from the first status check: a call made before it
   * is bounded by the client's `timeout` and `deadline`.
   */
  readonly timeout?: Duration.Input | undefined
  /**
   * Called with the activity at every check, before the next one: a plain function, or one that answers a promise
   * or an `Effect`, which the poll waits for. A throw or a rejection fails the call with `InvalidInput`.
   */
  readonly onStatus?: StatusCallback<ActivityModel> | undefined
}

/**
 * Why an ended activity counts as failed: its error code for an `ERROR` result, `ABORT` (with the
 * reason given) for an aborted one; `undefined` for a success.
 *
 * @since 0.1.0
 * @category helpers
 */
export const activityFailure = helper((activity: ActivityModel): string | undefined => {
  if (activity.result === "ERROR") return activity.errorCode ?? "ERROR"
  if (activity.result === "ABORT") {
    return activity.abortReason === undefined
      ? "ABORT"
      : `ABORT: ${activity.abortReason}`
  }
  return undefined
})

/**
 * Polls an activity until it ends (state `EXECUTED`): succeeds with the activity when its result is
 * `SUCCESS`, fails with `OperationFailed` when it ended in `ERROR` or was aborted, and with
 * `PollTimeout` when it is still running at the deadline (5 minutes by default).
 *
 * @since 0.1.0
 * @category pollers
 */
export const waitForActivity = (activityId: string, options: WaitForActivityOptions = {}) =>
  Effect.flatMap(recordArgument("Activities.waitForActivity", "options", options, {}), (options) =>
    poll(get_(activityId), {
      // String(): a Symbol would throw in the template; the path check of get refuses it, typed.
      what: `Activities.get ${String(activityId)}`,
      done: (activity) =>
        activity.state === "EXECUTED",
      failure: activityFailure,
      every: options.every,
      timeout: options.timeout,
      onStatus: options.onStatus
    }))

export {
  /**
   * Gets an activity.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./Activities.generated.ts"
