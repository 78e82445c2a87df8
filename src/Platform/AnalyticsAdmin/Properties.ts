/**
 * Analytics properties, the tracking ids events are logged under (`properties` in the promise client):
 * `/rest/organizations/{org}/analyticsadmin/v1/properties`. As the promise client does, every call also
 * sends the organization as the `org` query.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import type * as AnalyticsAdmin from "../../Schema/Models/AnalyticsAdmin.ts"

/**
 * A property: a tracking id of the organization, with its display name.
 *
 * @since 0.1.0
 * @category models
 */
export type PropertyModel = AnalyticsAdmin.PropertyModel

/**
 * The answer of {@link create}, {@link update} and {@link delete}: a message about the outcome.
 *
 * @since 0.1.0
 * @category models
 */
export type PropertyActionResponse = AnalyticsAdmin.PropertyActionResponse

/**
 * A page of properties.
 *
 * @since 0.1.0
 * @category models
 */
export type PropertyPage = AnalyticsAdmin.PageModelPropertyModel

/**
 * Filters and page of {@link list} and {@link query} (`page` is 0-based; `perPage` travels as it is).
 *
 * @since 0.1.0
 * @category models
 */
export type ListPropertiesRequest = AnalyticsAdmin.ListPropertiesRequest

/**
 * Query of {@link list}: the fields of {@link ListPropertiesRequest}, `trackingIds` as repeated keys.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListPropertiesQuery = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  /** Whether the default property is listed (`true` by default). */
  includeDefault: Schema.optional(Schema.Boolean),
  /** On the tracking id or the display name. */
  filter: Schema.optional(Schema.String),
  /** Needs the privilege to view projects. */
  projectId: Schema.optional(Schema.String),
  /** `false` by default, `true` when `projectId` is set. */
  includeProjectIds: Schema.optional(Schema.Boolean),
  /** Exact, case-sensitive; an empty list matches nothing ({@link query} suits long lists better). */
  trackingIds: Schema.optional(QueryArray(Schema.String))
})

/**
 * Query of {@link create} and {@link update}: the display name (the promise client's only setting; the
 * description's `defaultTimeZone` and `defaultCurrency` are not sent).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PropertyQuery = Schema.Struct({ displayName: Schema.String })

const org = { orgQuery: "org" } as const
const byTrackingId = (trackingId: string) => ({ path: { trackingId } })
const named = (trackingId: string, displayName: string) => ({ path: { trackingId }, query: { displayName } })

/**
 * Lists a page of properties, filtered (a GET: the filters travel in the query).
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Properties.list", "/rest/organizations/{org}/analyticsadmin/v1/properties",
  json<PropertyPage>(), (params?: ListPropertiesRequest) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(ListPropertiesQuery)
})

/**
 * Lists a page of properties, filtered (a POST: the filters travel in the body, which suits long `trackingIds`).
 *
 * @since 0.1.0
 * @category calls
 */
export const query = post("Properties.query", "/rest/organizations/{org}/analyticsadmin/v1/properties",
  json<PropertyPage>(), (params?: ListPropertiesRequest) => ({ body: params }), org)

/**
 * Gets a property.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Properties.get", "/rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}",
  json<PropertyModel>(), byTrackingId, org)

/**
 * Creates a property with its tracking id and display name.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Properties.create", "/rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}",
  json<PropertyActionResponse>(), named, {
  orgQuery: "org",
  query: encoded(PropertyQuery)
})

/**
 * Renames a property.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Properties.update", "/rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}",
  json<PropertyActionResponse>(), named, {
  orgQuery: "org",
  query: encoded(PropertyQuery)
})

/**
 * Deletes a property.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Properties.delete", "/rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}",
  json<PropertyActionResponse>(), byTrackingId, org)

/**
 * Every property {@link list} gives, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (params: Omit<ListPropertiesRequest, "page"> = {}, paging?: PagingOptions) =>
  pagedStream((page) => list({ ...params, page }), (p) => p.items, paging)

/**
 * Every property {@link query} gives, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const queryAll = (params: Omit<ListPropertiesRequest, "page"> = {}, paging?: PagingOptions) =>
  pagedStream((page) => query({ ...params, page }), (p) => p.items, paging)

export {
  /**
   * Deletes a property.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a property.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
