/**
 * The organization's resources by type (`resources` in the promise client): sources, pipelines,
 * extensions and the others, by id and name, `/rest/organizations/{org}/resources/{resourceType}`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Workspace from "../../Schema/Models/Workspace.ts"

/**
 * A type of resource, as the path names it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ProjectResourceType = Schema.Literals([
  "SOURCE",
  "CRAWLING_MODULE",
  "SECURITY_PROVIDER",
  "EXTENSION",
  "SEARCH_PAGE",
  "QUERY_PIPELINE",
  "UA_REPORT",
  "ML_MODEL",
  "CATALOG",
  "CASE_ASSIST",
  "IN_PRODUCT_EXPERIENCE",
  "INSIGHT_PANEL",
  "SEARCH_HUB",
  "STOREFRONT_ASSOCIATION",
  "TRACKING_ID",
  "FIELD",
  "DATA_COLLECTION"
])
/**
 * A type of resource, as the path names it.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectResourceType = typeof ProjectResourceType.Type

/**
 * Query of {@link list}: text to find in the resources' ids and names, and the page (0-based) and its size.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ResourceParams = Schema.Struct({
  filter: Schema.optional(Schema.String),
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceParams = typeof ResourceParams.Type

/**
 * A resource: its id, name and type.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceModel = Workspace.ProjectResourceModel

/**
 * A page of resources.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourcePage = Workspace.PageModelProjectResourceModel

/**
 * Lists a page of the organization's resources of one type.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Resources.list", "/rest/organizations/{org}/resources/{resourceType}", json<ResourcePage>(),
  (resourceType: ProjectResourceType, params?: ResourceParams) => ({ path: { resourceType }, query: params }), {
  query: encoded(ResourceParams)
})

/**
 * Every resource of one type, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  resourceType: ProjectResourceType,
  params: Omit<ResourceParams, "page"> = {},
  options?: PagingOptions
) => pagedStream((page) => list(resourceType, { ...params, page }), (p) => p.items, options)
