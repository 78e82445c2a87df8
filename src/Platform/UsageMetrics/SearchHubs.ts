/**
 * Search hubs of the usage metrics (`searchUsageMetrics.searchHubs` in the
 * promise client): `/rest/organizations/{org}/searchusagemetrics/hubs/`, trailing
 * slash included as the platform expects it.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { toPageSize } from "../../Http/PageSize.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SearchUsageMetrics from "../../Schema/Models/SearchUsageMetrics.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListSearchHubsQuery = Schema.Struct({
  filter: Schema.optional(Schema.String),
  pageSize: Schema.optional(Schema.Number),
  page: Schema.optional(Schema.Number)
})
/**
 * The query {@link list} sends.
 *
 * @since 0.1.0
 * @category models
 */
export type ListSearchHubsQuery = typeof ListSearchHubsQuery.Type

/**
 * Options of {@link list}: `perPage` is sent as `pageSize`; giving both fails.
 *
 * @since 0.1.0
 * @category models
 */
export interface ListSearchHubsParams {
  /** Free text matched against the hubs' attributes. */
  readonly filter?: string | undefined
  /** 0-based page. */
  readonly page?: number | undefined
  readonly perPage?: number | undefined
  readonly pageSize?: number | undefined
}

const BucketQuery = Schema.Struct({ bucket: Schema.String })

/**
 * A search hub: its name, description and the usage bucket its queries count towards.
 *
 * @since 0.1.0
 * @category models
 */
export type RestSearchHub = SearchUsageMetrics.RestSearchHub

/**
 * A page of search hubs; the platform counts them rather than the pages.
 *
 * @since 0.1.0
 * @category models
 */
export interface ListSearchHubs {
  readonly hubs: ReadonlyArray<RestSearchHub>
  readonly totalCount: number
}

/**
 * Names a search hub.
 *
 * @since 0.1.0
 * @category models
 */
export interface SearchHubNameParams {
  readonly hubName: string
}

/**
 * Options of {@link update}.
 *
 * @since 0.1.0
 * @category models
 */
export interface UpdateSearchHubParams extends SearchHubNameParams {
  readonly hub: RestSearchHub
}

/**
 * Options of {@link updateBucket}.
 *
 * @since 0.1.0
 * @category models
 */
export interface UpdateSearchHubBucketParams extends SearchHubNameParams {
  readonly bucket: string
}

/**
 * Lists a page of search hubs.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("SearchHubs.list", "/rest/organizations/{org}/searchusagemetrics/hubs/", json<ListSearchHubs>(),
  (params?: ListSearchHubsParams) => Effect.map(toPageSize(params), (query) => ({ query })), {
  query: encoded(ListSearchHubsQuery)
})

/**
 * Creates a search hub.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("SearchHubs.create", "/rest/organizations/{org}/searchusagemetrics/hubs/", empty,
  (params: RestSearchHub) => ({ body: params }))

/**
 * Gets a search hub.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("SearchHubs.get", "/rest/organizations/{org}/searchusagemetrics/hubs/{hubName}", json<RestSearchHub>(),
  ({ hubName }: SearchHubNameParams) => ({ path: { hubName } }))

/**
 * Deletes a search hub.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("SearchHubs.delete", "/rest/organizations/{org}/searchusagemetrics/hubs/{hubName}", empty,
  ({ hubName }: SearchHubNameParams) => ({ path: { hubName } }))

/**
 * Replaces a search hub.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("SearchHubs.update", "/rest/organizations/{org}/searchusagemetrics/hubs/{hubName}", empty,
  ({ hub, hubName }: UpdateSearchHubParams) => ({ path: { hubName }, body: hub }))

/**
 * Moves a search hub to another usage bucket.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateBucket = put("SearchHubs.updateBucket",
  "/rest/organizations/{org}/searchusagemetrics/hubs/{hubName}/bucket", empty,
  ({ bucket, hubName }: UpdateSearchHubBucketParams) => ({ path: { hubName }, query: { bucket } }), {
  query: encoded(BucketQuery)
})

/**
 * Every search hub, page after page, as a lazy `Stream`. The answer carries no
 * page count, so pages are read until one comes back empty.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (params: Omit<ListSearchHubsParams, "page"> = {}, options?: { readonly concurrency?: number }) =>
  pagedStream((page) => list({ ...params, page }), (p) => p.hubs, options)

export {
  /**
   * Deletes a search hub.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a search hub.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
