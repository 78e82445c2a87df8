/**
 * Insight panel interfaces, the hosted interfaces of insight panels, with their
 * versions (`insightPanelInterface` in the promise client):
 * `/rest/organizations/{org}/insightinterface/v1/interfaces`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
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
export const ListInsightPanelInterfacesParams = Schema.Struct({
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
export type ListInsightPanelInterfacesParams = typeof ListInsightPanelInterfacesParams.Type

/**
 * Query of {@link listVersions}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListHostedInterfaceVersionsParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  filter: Schema.optional(Schema.String),
  order: Schema.optional(InterfaceSortOrder)
})
/**
 * Options of {@link listVersions}: the page (0-based), its size (10 by default), a substring of the
 * labels to keep, the direction of the version numbers.
 *
 * @since 0.1.0
 * @category models
 */
export type ListHostedInterfaceVersionsParams = typeof ListHostedInterfaceVersionsParams.Type

/**
 * An insight panel interface to create; `versionLabel` labels the version it makes (the promise client's field).
 *
 * @since 0.1.0
 * @category models
 */
export type NewInsightPanelInterfaceConfiguration = SearchInterface.InsightPanelBodyParams & {
  readonly versionLabel?: string
}

/**
 * An insight panel interface to update: the configuration to send, with the id that names it (left
 * out of the body); `versionLabel` labels the version it makes.
 *
 * @since 0.1.0
 * @category models
 */
export type InsightPanelInterfaceConfigurationUpdateParams = NewInsightPanelInterfaceConfiguration & {
  readonly id: string
}

/**
 * A stored insight panel interface.
 *
 * @since 0.1.0
 * @category models
 */
export type InsightPanelInterfaceConfiguration = SearchInterface.InsightPanelInterface

/**
 * A page of insight panel interfaces.
 *
 * @since 0.1.0
 * @category models
 */
export type InsightPanelInterfacePage = PageModel<InsightPanelInterfaceConfiguration>

/**
 * A version of an insight panel interface, with its configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type InsightPanelInterfaceVersion = SearchInterface.InsightInterfaceVersionInfo

/**
 * A version of an interface: its number, label, history and whether it is the published one.
 *
 * @since 0.1.0
 * @category models
 */
export type InterfaceVersionInfo = SearchInterface.InterfaceVersionInfo

/**
 * A page of interface versions.
 *
 * @since 0.1.0
 * @category models
 */
export type InterfaceVersionInfoPage = SearchInterface.InterfaceVersionInfoPage

/**
 * The label of an interface version, as {@link restoreVersion} and {@link updateVersionLabel} send it.
 *
 * @since 0.1.0
 * @category models
 */
export type VersionLabelParams = SearchInterface.VersionLabelParams

const byId = (insightPanelInterfaceId: string) => ({ path: { insightPanelInterfaceId } })

/**
 * Lists a page of insight panel interfaces.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("InsightPanelInterfaces.list", "/rest/organizations/{org}/insightinterface/v1/interfaces",
  json<InsightPanelInterfacePage>(), (options?: ListInsightPanelInterfacesParams) => ({ query: options }), {
  query: encoded(ListInsightPanelInterfacesParams)
})

/**
 * Creates an insight panel interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("InsightPanelInterfaces.create", "/rest/organizations/{org}/insightinterface/v1/interfaces",
  json<InsightPanelInterfaceConfiguration>(),
  (ipInterfaceConfig: NewInsightPanelInterfaceConfiguration) => ({ body: ipInterfaceConfig }))

/**
 * Gets an insight panel interface.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("InsightPanelInterfaces.get",
  "/rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}",
  json<InsightPanelInterfaceConfiguration>(), byId)

/**
 * Replaces an insight panel interface, making a new version; its id picks the path and is left out of the body.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "InsightPanelInterfaces.update",
  "/rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}",
  json<InsightPanelInterfaceConfiguration>(),
  (ipInterfaceConfig: InsightPanelInterfaceConfigurationUpdateParams) => {
    const { id, ...body } = ipInterfaceConfig
    return { path: { insightPanelInterfaceId: id }, body }
  }
)

/**
 * Deletes an insight panel interface.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("InsightPanelInterfaces.delete",
  "/rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}", empty, byId)

/**
 * Lists a page of an insight panel interface's versions.
 *
 * @since 0.1.0
 * @category calls
 */
export const listVersions = get("InsightPanelInterfaces.listVersions",
  "/rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}/versions",
  json<InterfaceVersionInfoPage>(), (insightPanelInterfaceId: string, options?: ListHostedInterfaceVersionsParams) => ({
    path: { insightPanelInterfaceId },
    query: options
  }), { query: encoded(ListHostedInterfaceVersionsParams) })

/**
 * Gets a version of an insight panel interface, with its configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const getVersion = get("InsightPanelInterfaces.getVersion",
  "/rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}/versions/{versionNumber}",
  json<InsightPanelInterfaceVersion>(), (insightPanelInterfaceId: string, versionNumber: number) => ({
    path: { insightPanelInterfaceId, versionNumber }
  }))

/**
 * Restores an insight panel interface to one of its versions, labelling the version it makes; answers the interface.
 *
 * @since 0.1.0
 * @category calls
 */
export const restoreVersion = post("InsightPanelInterfaces.restoreVersion",
  "/rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}/versions/{versionNumber}/restore",
  json<InsightPanelInterfaceConfiguration>(),
  (insightPanelInterfaceId: string, versionNumber: number, body: VersionLabelParams) => ({
    path: { insightPanelInterfaceId, versionNumber },
    body
  }))

/**
 * Changes the label of an insight panel interface's version; answers the version.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateVersionLabel = put("InsightPanelInterfaces.updateVersionLabel",
  "/rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}/versions/{versionNumber}/label",
  json<InterfaceVersionInfo>(), (insightPanelInterfaceId: string, versionNumber: number, body: VersionLabelParams) => ({
    path: { insightPanelInterfaceId, versionNumber },
    body
  }))

/**
 * Every insight panel interface, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<ListInsightPanelInterfacesParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

/**
 * Every version of an insight panel interface, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listVersionsAll = (
  insightPanelInterfaceId: string,
  options: Omit<ListHostedInterfaceVersionsParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => listVersions(insightPanelInterfaceId, { ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes an insight panel interface.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets an insight panel interface.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
