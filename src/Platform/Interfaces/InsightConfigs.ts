/**
 * Insight panel configurations (`insightPanelConfig` in the promise client):
 * `/rest/organizations/{org}/insightconfig/v1/configs`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as CustomerService from "../../Schema/Models/CustomerService.ts"
import { InterfaceSortOrder } from "./SearchInterfaces.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InsightPanelConfigListOptions = Schema.Struct({
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
export type InsightPanelConfigListOptions = typeof InsightPanelConfigListOptions.Type

/**
 * An insight panel configuration to create.
 *
 * @since 0.1.0
 * @category models
 */
export type InsightPanelConfigCreationParams = CustomerService.RestInsightPanelConfigurationCreate

/**
 * An insight panel configuration's new settings; the id picks the configuration and stays out of the body.
 *
 * @since 0.1.0
 * @category models
 */
export type InsightPanelConfigUpdateParams = CustomerService.RestInsightPanelConfigurationUpdate & {
  readonly id: string
}

/**
 * The configuration to duplicate, by id, and the name of the copy.
 *
 * @since 0.1.0
 * @category models
 */
export interface InsightPanelConfigDuplicateParams {
  readonly id: string
  readonly name: string
}

/**
 * An insight panel configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type InsightPanelConfigModel = CustomerService.RestInsightPanelConfiguration

/**
 * A page of insight panel configurations.
 *
 * @since 0.1.0
 * @category models
 */
export type InsightPanelConfigPage =
  CustomerService.Operations["GET /rest/organizations/{organizationId}/insightconfig/v1/configs"]["response"]

const byId = (configId: string) => ({ path: { configId } })

/**
 * Lists a page of insight panel configurations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("InsightConfigs.list", "/rest/organizations/{org}/insightconfig/v1/configs",
  json<InsightPanelConfigPage>(), (options?: InsightPanelConfigListOptions) => ({ query: options }), {
  query: encoded(InsightPanelConfigListOptions)
})

/**
 * Creates an insight panel configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("InsightConfigs.create", "/rest/organizations/{org}/insightconfig/v1/configs",
  json<InsightPanelConfigModel>(),
  (insightPanelConfig: InsightPanelConfigCreationParams) => ({ body: insightPanelConfig }))

/**
 * Gets an insight panel configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("InsightConfigs.get", "/rest/organizations/{org}/insightconfig/v1/configs/{configId}",
  json<InsightPanelConfigModel>(), byId)

/**
 * Replaces an insight panel configuration; its id picks the path and is left out of the body.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "InsightConfigs.update",
  "/rest/organizations/{org}/insightconfig/v1/configs/{configId}",
  json<InsightPanelConfigModel>(),
  (insightPanelConfig: InsightPanelConfigUpdateParams) => {
    const { id, ...body } = insightPanelConfig
    return { path: { configId: id }, body }
  }
)

/**
 * Deletes an insight panel configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("InsightConfigs.delete", "/rest/organizations/{org}/insightconfig/v1/configs/{configId}", empty,
  byId)

/**
 * Duplicates an insight panel configuration under a new name; answers the copy.
 *
 * @since 0.1.0
 * @category calls
 */
export const duplicate = post("InsightConfigs.duplicate",
  "/rest/organizations/{org}/insightconfig/v1/configs/{configId}", json<InsightPanelConfigModel>(),
  (duplicationParams: InsightPanelConfigDuplicateParams) => ({
    path: { configId: duplicationParams.id },
    body: { name: duplicationParams.name }
  }))

/**
 * Every insight panel configuration, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<InsightPanelConfigListOptions, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes an insight panel configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets an insight panel configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./InsightConfigs.generated.ts"
