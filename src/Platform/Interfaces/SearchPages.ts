/**
 * Hosted search pages (`searchPages` in the promise client):
 * `/rest/organizations/{org}/pages`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SearchPages from "../../Schema/Models/SearchPages.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListSearchPagesParams = Schema.Struct({ name: Schema.optional(Schema.String) })
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListSearchPagesParams = typeof ListSearchPagesParams.Type

/**
 * A search UI version; `updateVersion` sends it as the query.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MajorMinorVersion = Schema.Struct({ major: Schema.String, minor: Schema.String })
/**
 * A search UI version.
 *
 * @since 0.1.0
 * @category models
 */
export type MajorMinorVersion = typeof MajorMinorVersion.Type

/**
 * A script or style sheet of a page header, by URL or inline.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchPageResourceModel = JavaScriptResourceModel | CSSResourceModel

/**
 * A JavaScript resource of a page header.
 *
 * @since 0.1.0
 * @category models
 */
export type JavaScriptResourceModel = SearchPages.swaggermodelsJavaScriptResourceSharedModel
/**
 * A CSS resource of a page header.
 *
 * @since 0.1.0
 * @category models
 */
export type CSSResourceModel = SearchPages.swaggermodelsCSSResourceSharedModel

/**
 * A search page, with its markup and header resources.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchPageModel = SearchPages.swaggermodelsResponsePage

/**
 * A search page to create.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateSearchPageModel = SearchPages.swaggermodelsRequestCreateEmptyPage

/**
 * A search page's new name, title and markup.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateSearchPageModel = SearchPages.swaggermodelsRequestUpdatePageMetadata

/**
 * The search UI versions a page has and can move to.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchPageVersionModel = SearchPages.swaggermodelsResponseSearchUIUpgradeInfo

/**
 * The resources of a page header.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchPageHeadersModel = SearchPages.swaggermodelsPageHeaderSharedModel

/**
 * The new order of a page header's resources, by name.
 *
 * @since 0.1.0
 * @category models
 */
export type ReorderSearchPageHeadersModel = SearchPages.swaggermodelsUpdateHeaderResourcesModel

const byId = (pageId: string) => ({ path: { pageId } })
const byResource = (pageId: string, resourceName: string) => ({ path: { pageId, resourceName } })

/**
 * Lists the search pages, optionally by name.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("SearchPages.list", "/rest/organizations/{org}/pages", json<ReadonlyArray<SearchPageModel>>(),
  (params?: ListSearchPagesParams) => ({ query: params }), { query: encoded(ListSearchPagesParams) })

/**
 * Creates a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("SearchPages.create", "/rest/organizations/{org}/pages", json<SearchPageModel>(),
  (page: CreateSearchPageModel) => ({ body: page }))

/**
 * Gets a search page.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("SearchPages.get", "/rest/organizations/{org}/pages/{pageId}", json<SearchPageModel>(), byId)

/**
 * Updates a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("SearchPages.update", "/rest/organizations/{org}/pages/{pageId}", empty,
  (pageId: string, page: UpdateSearchPageModel) => ({ path: { pageId }, body: page }))

/**
 * Deletes a search page.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("SearchPages.delete", "/rest/organizations/{org}/pages/{pageId}", empty, byId)

/**
 * Gets a page's search UI version.
 *
 * @since 0.1.0
 * @category calls
 */
export const getVersion = get("SearchPages.getVersion", "/rest/organizations/{org}/pages/{pageId}/searchui",
  json<SearchPageVersionModel>(), byId)

/**
 * Moves a page to another search UI version.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateVersion = put("SearchPages.updateVersion", "/rest/organizations/{org}/pages/{pageId}/searchui",
  empty, (pageId: string, version: MajorMinorVersion) => ({ path: { pageId }, query: version }), {
  query: encoded(MajorMinorVersion)
})

/**
 * Gets a page's header resources.
 *
 * @since 0.1.0
 * @category calls
 */
export const getHeaders = get("SearchPages.getHeaders", "/rest/organizations/{org}/pages/{pageId}/header",
  json<SearchPageHeadersModel>(), byId)

/**
 * Reorders a page's header resources.
 *
 * @since 0.1.0
 * @category calls
 */
export const reorderHeaders = put("SearchPages.reorderHeaders", "/rest/organizations/{org}/pages/{pageId}/header",
  json<SearchPageHeadersModel>(),
  (pageId: string, resources: ReorderSearchPageHeadersModel) => ({ path: { pageId }, body: resources }))

/**
 * Adds a CSS resource to a page header; answers the resource.
 *
 * @since 0.1.0
 * @category calls
 */
export const createCssResource = post("SearchPages.createCssResource",
  "/rest/organizations/{org}/pages/{pageId}/header/css", json<CSSResourceModel>(),
  (pageId: string, resource: CSSResourceModel) => ({ path: { pageId }, body: resource }))

/**
 * Replaces a CSS resource of a page header; answers the resource.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateCssResource = put(
  "SearchPages.updateCssResource",
  "/rest/organizations/{org}/pages/{pageId}/header/css/{resourceName}",
  json<CSSResourceModel>(),
  (pageId: string, resourceName: string, resource: CSSResourceModel) => ({
    path: { pageId, resourceName },
    body: resource
  })
)

/**
 * Removes a CSS resource from a page header.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteCssResource = del("SearchPages.deleteCssResource",
  "/rest/organizations/{org}/pages/{pageId}/header/css/{resourceName}", empty, byResource)

/**
 * Adds a JavaScript resource to a page header; answers the resource.
 *
 * @since 0.1.0
 * @category calls
 */
export const createJsResource = post("SearchPages.createJsResource",
  "/rest/organizations/{org}/pages/{pageId}/header/javascript", json<JavaScriptResourceModel>(),
  (pageId: string, resource: JavaScriptResourceModel) => ({ path: { pageId }, body: resource }))

/**
 * Replaces a JavaScript resource of a page header; answers the resource.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateJsResource = put(
  "SearchPages.updateJsResource",
  "/rest/organizations/{org}/pages/{pageId}/header/javascript/{resourceName}",
  json<JavaScriptResourceModel>(),
  (pageId: string, resourceName: string, resource: JavaScriptResourceModel) => ({
    path: { pageId, resourceName },
    body: resource
  })
)

/**
 * Removes a JavaScript resource from a page header.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteJsResource = del("SearchPages.deleteJsResource",
  "/rest/organizations/{org}/pages/{pageId}/header/javascript/{resourceName}", empty, byResource)

export {
  /**
   * Deletes a search page.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a search page.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./SearchPages.generated.ts"
