/**
 * Projects (`project` in the promise client): `/rest/organizations/{org}/projects`, the groups of
 * resources (sources, pipelines, search pages, ...) that make one search experience.
 *
 * A project has no status of its own: its calls answer at once, and nothing here polls.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type { OpenLiteral } from "../../Schema/Common.ts"
import type * as Workspace from "../../Schema/Models/Workspace.ts"

/**
 * What projects are sorted by.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ProjectSortBy = Schema.Literals([
  "NAME",
  "CREATED_BY",
  "UPDATED_BY",
  "CREATED_DATE",
  "UPDATED_DATE",
  "POINT_OF_CONTACT"
])
/**
 * What projects are sorted by.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectSortBy = typeof ProjectSortBy.Type

/**
 * The direction of the project sort.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ProjectSortOrder = Schema.Literals(["ASC", "DESC"])
/**
 * The direction of the project sort.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectSortOrder = typeof ProjectSortOrder.Type

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListProjectParams = Schema.Struct({
  filter: Schema.optional(Schema.String),
  sortBy: Schema.optional(ProjectSortBy),
  order: Schema.optional(ProjectSortOrder),
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListProjectParams = typeof ListProjectParams.Type

/**
 * Query of {@link listResources}.
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
 * Options of {@link listResources}.
 *
 * @since 0.1.0
 * @category models
 */
export type ResourceParams = typeof ResourceParams.Type

const ResourceTypeQuery = Schema.Struct({ resourceType: Schema.String })

/**
 * A kind of resource a project holds; the platform may add kinds, so any string passes.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectResourceType = OpenLiteral<
  | "SOURCE"
  | "CRAWLING_MODULE"
  | "SECURITY_PROVIDER"
  | "EXTENSION"
  | "SEARCH_PAGE"
  | "QUERY_PIPELINE"
  | "UA_REPORT"
  | "ML_MODEL"
  | "CATALOG"
  | "CASE_ASSIST"
  | "IN_PRODUCT_EXPERIENCE"
  | "INSIGHT_PANEL"
  | "SEARCH_HUB"
  | "STOREFRONT_ASSOCIATION"
  | "TRACKING_ID"
  | "FIELD"
  | "DATA_COLLECTION"
>

/**
 * A project.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectModel = Workspace.ProjectModel

/**
 * A project to create or update: its name, description, type, points of contact and resources.
 *
 * @since 0.1.0
 * @category models
 */
export type BaseProjectModel = Workspace.ProjectModelInput

/**
 * A page of projects.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectPage = Workspace.PageModelProjectModel

/**
 * A resource of a project.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectResourceModel = Workspace.ProjectResourceModel

/**
 * A page of the resources of a project.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectResourcePage = Workspace.PageModelProjectResourceModel

/**
 * A project's resource ids, by status (existing, out of the caller's reach, deleted), then by resource type.
 *
 * @since 0.1.0
 * @category models
 */
export type ProjectResourcesByStatus = Workspace.ProjectResourceStatusModel

/**
 * A resource and the projects it belongs to.
 *
 * @since 0.1.0
 * @category models
 */
export type ListAssociatedProjectsModel = Workspace.ResourceWithProjectIds

const byId = (projectId: string) => ({ path: { projectId } })

/**
 * Lists a page of projects.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Projects.list", "/rest/organizations/{org}/projects", json<ProjectPage>(),
  (params?: ListProjectParams) => ({ query: params }), { query: encoded(ListProjectParams) })

/**
 * Creates a project.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Projects.create", "/rest/organizations/{org}/projects", json<ProjectModel>(),
  (project: BaseProjectModel) => ({ body: project }))

/**
 * Replaces a project; answers the project as stored.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Projects.update", "/rest/organizations/{org}/projects/{projectId}", json<ProjectModel>(),
  (projectId: string, updateProjectModel: BaseProjectModel) => ({ path: { projectId }, body: updateProjectModel }))

/**
 * Gets a project.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Projects.get", "/rest/organizations/{org}/projects/{projectId}", json<ProjectModel>(), byId)

/**
 * Deletes a project (its resources stay).
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Projects.delete", "/rest/organizations/{org}/projects/{projectId}", empty, byId)

/**
 * Lists a project's resource ids by status and resource type.
 *
 * @since 0.1.0
 * @category calls
 */
export const listResourcesByStatus = get("Projects.listResourcesByStatus",
  "/rest/organizations/{org}/projects/{projectId}/resources", json<ProjectResourcesByStatus>(), byId)

/**
 * Lists a page of a project's resources of one type.
 *
 * @since 0.1.0
 * @category calls
 */
export const listResources = get("Projects.listResources",
  "/rest/organizations/{org}/projects/{projectId}/resources/{resourceType}", json<ProjectResourcePage>(),
  (projectId: string, resourceType: ProjectResourceType, params?: ResourceParams) => ({
    path: { projectId, resourceType },
    query: params
  }), { query: encoded(ResourceParams) })

/**
 * Lists the projects each of the given resources belongs to.
 *
 * @since 0.1.0
 * @category calls
 */
export const listAssociatedProjects = post("Projects.listAssociatedProjects",
  "/rest/organizations/{org}/projects/resources/ids", json<ReadonlyArray<ListAssociatedProjectsModel>>(),
  (resourceType: ProjectResourceType, resourceIds: ReadonlyArray<string>) => ({
    query: { resourceType },
    body: resourceIds
  }), { query: encoded(ResourceTypeQuery) })

/**
 * Every project, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (params: Omit<ListProjectParams, "page"> = {}, paging?: PagingOptions) =>
  pagedStream((page) => list({ ...params, page }), (p) => p.items, paging)

/**
 * Every resource of one type in a project, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listResourcesAll = (
  projectId: string,
  resourceType: ProjectResourceType,
  params: Omit<ResourceParams, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => listResources(projectId, resourceType, { ...params, page }), (p) => p.items, paging)

export {
  /**
   * Deletes a project (its resources stay).
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a project.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./Projects.generated.ts"
