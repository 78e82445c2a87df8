/**
 * Next-generation search pages, hosted Atomic search pages (`nextGenSearchPages` in the promise
 * client): `/rest/organizations/{org}/searchpage/v1/interfaces`.
 *
 * The page markup calls (`generatePreview`, `getView`, `getEditInterface`, `getLoader`,
 * `getLoginPage`) answer HTML, handed over as a string.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put, text } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SearchInterface from "../../Schema/Models/SearchInterface.ts"
import { InterfaceSortOrder } from "../../Schema/Search.ts"
import type { PageModel } from "../Common.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListHostedInterfacesParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  filter: Schema.optional(Schema.String),
  order: Schema.optional(InterfaceSortOrder)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListHostedInterfacesParams = typeof ListHostedInterfacesParams.Type

const AddUsersQuery = Schema.Struct({ notify: Schema.optional(Schema.Literal(1)) })

/**
 * A stored search page configuration, with its id and change information.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchPageInterfaceConfiguration = SearchInterface.searchPageInterfaceConfigId

/**
 * A search page configuration to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export type NewSearchPageInterfaceConfiguration = SearchInterface.searchPageInterfaceConfig

/**
 * A search page configuration to preview: the configuration as edited, without its id.
 *
 * @since 0.1.0
 * @category models
 */
export type ExistingSearchPageInterfaceConfiguration = SearchInterface.searchPageInterfaceConfigIdInput

/**
 * A page of search page configurations.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchPageInterfacePage = PageModel<SearchPageInterfaceConfiguration>

/**
 * Who may open a search page.
 *
 * @since 0.1.0
 * @category models
 */
export type IAccesses = SearchInterface.interfaceAccess

/**
 * Where the generated markup puts the page's parts.
 *
 * @since 0.1.0
 * @category models
 */
export type IManifestParameters = SearchInterface.interfaceManifestRequest

/**
 * The generated markup of a search page, with its configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type IManifestResponse = SearchInterface.interfaceManifest

/**
 * A search token for a search page.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchPageToken =
  SearchInterface.Operations["GET /rest/organizations/{organizationId}/searchpage/v1/interfaces/{interfaceId}/token"][
    "response"
  ]

const byId = (searchPageId: string) => ({ path: { searchPageId } })

/**
 * Lists a page of search page configurations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("NextGenSearchPages.list", "/rest/organizations/{org}/searchpage/v1/interfaces",
  json<SearchPageInterfacePage>(), (options?: ListHostedInterfacesParams) => ({ query: options }), {
  query: encoded(ListHostedInterfacesParams)
})

/**
 * Creates a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("NextGenSearchPages.create", "/rest/organizations/{org}/searchpage/v1/interfaces",
  json<SearchPageInterfaceConfiguration>(),
  (searchPageConfiguration: NewSearchPageInterfaceConfiguration) => ({ body: searchPageConfiguration }))

/**
 * Deletes a search page.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("NextGenSearchPages.delete", "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}",
  empty, byId)

/**
 * Gets a search page's configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("NextGenSearchPages.get", "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}",
  json<SearchPageInterfaceConfiguration>(), byId)

/**
 * Replaces a search page's configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("NextGenSearchPages.update",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}", json<SearchPageInterfaceConfiguration>(),
  (searchPageId: string, searchPageConfiguration: NewSearchPageInterfaceConfiguration) => ({
    path: { searchPageId },
    body: searchPageConfiguration
  }))

/**
 * Renders a configuration, as edited, in a search page: answers the page's HTML.
 *
 * @since 0.1.0
 * @category calls
 */
export const generatePreview = post("NextGenSearchPages.generatePreview",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/preview", text,
  (searchPageId: string, searchPageConfiguration: ExistingSearchPageInterfaceConfiguration) => ({
    path: { searchPageId },
    body: searchPageConfiguration
  }), { accept: "*/*" })

/**
 * Gets the HTML of a search page's preview.
 *
 * @since 0.1.0
 * @category calls
 */
export const getView = get("NextGenSearchPages.getView",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/preview", text, byId, {
  accept: "*/*"
})

/**
 * Gets a search token for a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const getToken = get("NextGenSearchPages.getToken",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/token", json<SearchPageToken>(), byId)

/**
 * Gets the HTML of a search page's editor.
 *
 * @since 0.1.0
 * @category calls
 */
export const getEditInterface = get("NextGenSearchPages.getEditInterface",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/edit", text, byId, {
  accept: "*/*"
})

/**
 * Gets the HTML that loads a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const getLoader = get("NextGenSearchPages.getLoader",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/loader", text, byId, {
  accept: "*/*"
})

/**
 * Gets the HTML of a search page's login page.
 *
 * @since 0.1.0
 * @category calls
 */
export const getLoginPage = get("NextGenSearchPages.getLoginPage",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/login", text, byId, {
  accept: "*/*"
})

/**
 * Gets who may open a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAccesses = get("NextGenSearchPages.getAccesses",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses", json<IAccesses>(), byId)

/**
 * Replaces who may open a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateAccesses = put("NextGenSearchPages.updateAccesses",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses", json<IAccesses>(),
  (searchPageId: string, accesses: IAccesses) => ({ path: { searchPageId }, body: accesses }))

/**
 * Lists the users who may open a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAccessesUsers = get("NextGenSearchPages.getAccessesUsers",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses/users", json<ReadonlyArray<string>>(),
  byId)

/**
 * Replaces the users who may open a search page; the body is the array of user ids. Answers the page's
 * configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateAccessesUsers = put("NextGenSearchPages.updateAccessesUsers",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses/users",
  json<SearchPageInterfaceConfiguration>(),
  (searchPageId: string, users: ReadonlyArray<string>) => ({ path: { searchPageId }, body: users }))

/**
 * Adds users who may open a search page; with `notify` they get an e-mail carrying `message`. Answers the
 * page's configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const addAccessesUsers = post(
  "NextGenSearchPages.addAccessesUsers",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses/users",
  json<SearchPageInterfaceConfiguration>(),
  (searchPageId: string, users: ReadonlyArray<string>, notify?: boolean, message?: string) => ({
    path: { searchPageId },
    query: { notify: notify === true ? 1 as const : undefined },
    body: message ? { users, message } : { users }
  }),
  { query: encoded(AddUsersQuery) }
)

/**
 * Asks the page's owners for access to a search page.
 *
 * @since 0.1.0
 * @category calls
 */
export const requestAccess = post("NextGenSearchPages.requestAccess",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses/request", empty, byId)

/**
 * Generates the markup of a search page, with its configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const manifest = post("NextGenSearchPages.manifest",
  "/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/manifest", json<IManifestResponse>(),
  (interfaceId: string, options?: IManifestParameters) => ({ path: { searchPageId: interfaceId }, body: options }))

/**
 * Every search page configuration, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (options: Omit<ListHostedInterfacesParams, "page"> = {}, paging?: PagingOptions) =>
  pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes a search page.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a search page's configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./NextGenSearchPages.generated.ts"
