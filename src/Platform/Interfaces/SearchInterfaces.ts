/**
 * Hosted search interfaces (`searchInterfaces` in the promise client):
 * `/rest/organizations/{org}/searchinterfaces`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SearchInterface from "../../Schema/Models/SearchInterface.ts"
import { InterfaceSortBy, InterfaceSortOrder } from "../../Schema/Search.ts"
import type { PageModel } from "../Common.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListSearchInterfacesParams = Schema.Struct({
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
export type ListSearchInterfacesParams = typeof ListSearchInterfacesParams.Type

const AddUsersQuery = Schema.Struct({ notify: Schema.optional(Schema.Literal(1)) })

/**
 * Who may open an interface without a platform account.
 *
 * @since 0.1.0
 * @category models
 */
export type IAccesses = SearchInterface.interfaceAccess

/**
 * A facet of a search interface.
 *
 * @since 0.1.0
 * @category models
 */
export type IFacet = NonNullable<SearchInterface.interfaceConfig["facets"]>[number]

/**
 * A sort offered by a search interface.
 *
 * @since 0.1.0
 * @category models
 */
export type ISortCriteria = NonNullable<SearchInterface.interfaceConfig["sortCriteria"]>[number]

/**
 * A search interface configuration to update: the configuration to send, with the id that names it.
 *
 * @since 0.1.0
 * @category models
 */
export type ISearchInterfaceConfiguration = SearchInterface.interfaceConfig & { readonly id: string }

/**
 * A stored search interface configuration, with its change history.
 *
 * @since 0.1.0
 * @category models
 */
export type ISearchInterfaceConfigurationResponse = SearchInterface.interfaceConfigId

/**
 * A search interface configuration to create.
 *
 * @since 0.1.0
 * @category models
 */
export type NewSearchInterfaceConfiguration = SearchInterface.interfaceConfig

/**
 * Where the generated markup puts the interface's parts.
 *
 * @since 0.1.0
 * @category models
 */
export type IManifestParameters = SearchInterface.interfaceManifestRequest

/**
 * The generated markup of an interface with its configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type IManifestResponse = SearchInterface.interfaceManifest

/**
 * A page of search interfaces.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchInterfacePage = PageModel<ISearchInterfaceConfigurationResponse>

const byId = (interfaceId: string) => ({ path: { interfaceId } })

/**
 * Lists a page of search interfaces.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("SearchInterfaces.list", "/rest/organizations/{org}/searchinterfaces",
  json<SearchInterfacePage>(), (options?: ListSearchInterfacesParams) => ({ query: options }), {
  query: encoded(ListSearchInterfacesParams)
})

/**
 * Creates a search interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("SearchInterfaces.create", "/rest/organizations/{org}/searchinterfaces",
  json<ISearchInterfaceConfigurationResponse>(),
  (searchInterfaceConfig: NewSearchInterfaceConfiguration) => ({ body: searchInterfaceConfig }))

/**
 * Gets a search interface.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("SearchInterfaces.get", "/rest/organizations/{org}/searchinterfaces/{interfaceId}",
  json<ISearchInterfaceConfigurationResponse>(), byId)

/**
 * Replaces a search interface; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "SearchInterfaces.update",
  "/rest/organizations/{org}/searchinterfaces/{interfaceId}",
  json<ISearchInterfaceConfigurationResponse>(),
  (searchInterfaceConfig: ISearchInterfaceConfiguration) => ({
    path: { interfaceId: searchInterfaceConfig.id },
    body: searchInterfaceConfig
  })
)

/**
 * Deletes a search interface.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("SearchInterfaces.delete", "/rest/organizations/{org}/searchinterfaces/{interfaceId}", empty, byId)

/**
 * Gets who may open a search interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAccesses = get("SearchInterfaces.getAccesses",
  "/rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses", json<IAccesses>(), byId)

/**
 * Replaces who may open a search interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateAccesses = put(
  "SearchInterfaces.updateAccesses",
  "/rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses",
  json<IAccesses>(),
  (searchInterfaceConfigId: string, accesses: IAccesses) => ({
    path: { interfaceId: searchInterfaceConfigId },
    body: accesses
  })
)

/**
 * Lists the users who may open a search interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAccessesUsers = get("SearchInterfaces.getAccessesUsers",
  "/rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses/users", json<ReadonlyArray<string>>(), byId)

/**
 * Replaces the users who may open a search interface; the body is the array of user ids.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateAccessesUsers = put("SearchInterfaces.updateAccessesUsers",
  "/rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses/users", json<ReadonlyArray<string>>(),
  (interfaceId: string, users: ReadonlyArray<string>) => ({ path: { interfaceId }, body: users }))

/**
 * Adds users who may open a search interface; with `notify` they get an e-mail carrying `message`.
 *
 * @since 0.1.0
 * @category calls
 */
export const addAccessesUsers = post(
  "SearchInterfaces.addAccessesUsers",
  "/rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses/users",
  json<ReadonlyArray<string>>(),
  (interfaceId: string, users: ReadonlyArray<string>, notify?: boolean, message?: string) => ({
    path: { interfaceId },
    query: { notify: notify === true ? 1 as const : undefined },
    body: message ? { users, message } : { users }
  }),
  { query: encoded(AddUsersQuery) }
)

/**
 * Generates the markup of a search interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const manifest = post("SearchInterfaces.manifest",
  "/rest/organizations/{org}/searchinterfaces/{interfaceId}/manifest/v1", json<IManifestResponse>(),
  (interfaceId: string, options?: IManifestParameters) => ({ path: { interfaceId }, body: options }))

/**
 * Every search interface, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<ListSearchInterfacesParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes a search interface.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a search interface.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Search.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { InterfaceSortBy, InterfaceSortOrder }

// The operations of this area that are declared from the descriptions.
export * from "./SearchInterfaces.generated.ts"
