/**
 * IPX interfaces, the hosted configurations of in-product experiences
 * (`ipxInterface` in the promise client):
 * `/rest/organizations/{org}/ipxinterface/v1/interfaces`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put, text } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
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
export const ListIPXInterfacesParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  filter: Schema.optional(Schema.String),
  order: Schema.optional(InterfaceSortOrder)
})
/**
 * Options of {@link list}: the page (0-based), its size, a substring of the names to keep, the sort direction.
 *
 * @since 0.1.0
 * @category models
 */
export type ListIPXInterfacesParams = typeof ListIPXInterfacesParams.Type

/**
 * An IPX interface configuration to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export type NewIPXInterfaceConfiguration = SearchInterface.ipxInterfaceConfig

/**
 * A stored IPX interface configuration, with its change history.
 *
 * @since 0.1.0
 * @category models
 */
export type IPXInterfaceConfiguration = SearchInterface.ipxInterfaceConfigId

/**
 * An IPX interface configuration to preview, as {@link generatePreview} sends it.
 *
 * @since 0.1.0
 * @category models
 */
export type ExistingIPXInterfaceConfiguration = SearchInterface.ipxInterfaceConfigIdInput

/**
 * A page of IPX interface configurations.
 *
 * @since 0.1.0
 * @category models
 */
export type IPXInterfacePage = PageModel<IPXInterfaceConfiguration>

/**
 * The search token of an IPX interface.
 *
 * @since 0.1.0
 * @category models
 */
export type IPXInterfaceToken = SearchInterface.Operations[
  "GET /rest/organizations/{organizationId}/ipxinterface/v1/interfaces/{interfaceId}/token"
]["response"]

const byId = (ipxInterfaceId: string) => ({ path: { ipxInterfaceId } })

/**
 * Lists a page of IPX interface configurations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("IpxInterfaces.list", "/rest/organizations/{org}/ipxinterface/v1/interfaces",
  json<IPXInterfacePage>(), (options?: ListIPXInterfacesParams) => ({ query: options }), {
  query: encoded(ListIPXInterfacesParams)
})

/**
 * Creates an IPX interface configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("IpxInterfaces.create", "/rest/organizations/{org}/ipxinterface/v1/interfaces",
  json<IPXInterfaceConfiguration>(), (ipxInterfaceConfig: NewIPXInterfaceConfiguration) => ({
    body: ipxInterfaceConfig
  }))

/**
 * Gets an IPX interface configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("IpxInterfaces.get", "/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}",
  json<IPXInterfaceConfiguration>(), byId)

/**
 * Replaces an IPX interface configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("IpxInterfaces.update",
  "/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}", json<IPXInterfaceConfiguration>(),
  (ipxInterfaceId: string, ipxInterfaceConfig: NewIPXInterfaceConfiguration) => ({
    path: { ipxInterfaceId },
    body: ipxInterfaceConfig
  }))

/**
 * Deletes an IPX interface configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("IpxInterfaces.delete", "/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}",
  empty, byId)

/**
 * Gets an IPX interface's loader, read as JSON (as the promise client reads it).
 *
 * @since 0.1.0
 * @category calls
 */
export const getLoader = get("IpxInterfaces.getLoader",
  "/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}/loader", json<IPXInterfaceConfiguration>(),
  byId)

/**
 * Generates the HTML markup of an IPX interface from a configuration; answers the markup.
 *
 * @since 0.1.0
 * @category calls
 */
export const generatePreview = post("IpxInterfaces.generatePreview",
  "/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxId}/preview", text,
  (ipxId: string, ipxInterfaceConfig: ExistingIPXInterfaceConfiguration) => ({
    path: { ipxId },
    body: ipxInterfaceConfig
  }), { accept: "*/*" })

/**
 * Gets the HTML page of an IPX interface's builder.
 *
 * @since 0.1.0
 * @category calls
 */
export const getEditInterface = get("IpxInterfaces.getEditInterface",
  "/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}/edit", text, byId, { accept: "*/*" })

/**
 * Gets the HTML login page of an IPX interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const getLoginPage = get("IpxInterfaces.getLoginPage",
  "/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}/login", text, byId, { accept: "*/*" })

/**
 * Gets a search token for an IPX interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const getToken = get("IpxInterfaces.getToken",
  "/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}/token", json<IPXInterfaceToken>(), byId)

/**
 * Every IPX interface configuration, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<ListIPXInterfacesParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes an IPX interface configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets an IPX interface configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./IpxInterfaces.generated.ts"
