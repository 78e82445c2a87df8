/**
 * Catalog configurations (`catalogConfiguration` in the promise client):
 * `/rest/organizations/{org}/catalogconfigurations`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import { pagedStream } from "../Http/PagedStream.ts"
import type { PageModel } from "./Common.ts"

/**
 * Query of {@link list}: the catalog list options without `filter`; the page size is `pageSize` here.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CatalogConfigurationsListOptions = Schema.Struct({
  page: Schema.optional(Schema.Number),
  pageSize: Schema.optional(Schema.Number),
  catalogIds: Schema.optional(Schema.Array(Schema.String)),
  sourceIds: Schema.optional(Schema.Array(Schema.String)),
  enrichWithFields: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogConfigurationsListOptions = typeof CatalogConfigurationsListOptions.Type

/**
 * How products are recognized in a catalog.
 *
 * @since 0.1.0
 * @category models
 */
export interface ProductHierarchyModel {
  readonly idField: string
  readonly objectType: string
  /** Ignored by the platform on writes; answers list the fields seen. */
  readonly fields?: ReadonlyArray<string>
}

/**
 * How variants are recognized in a catalog.
 *
 * @since 0.1.0
 * @category models
 */
export interface VariantHierarchyModel {
  readonly idField: string
  readonly objectType: string
  /** Ignored by the platform on writes; answers list the fields seen. */
  readonly fields?: ReadonlyArray<string>
}

/**
 * How availabilities are recognized in a catalog.
 *
 * @since 0.1.0
 * @category models
 */
export interface AvailabilityHierarchyModel {
  readonly availableSkusField: string
  readonly objectType: string
  readonly idField?: string
  /** Ignored by the platform on writes; answers list the fields seen. */
  readonly fields?: ReadonlyArray<string>
}

/**
 * Index field name per standard commerce field.
 *
 * @since 0.1.0
 * @category models
 */
export interface CatalogFieldsMapping {
  readonly [name: string]: string
}

/**
 * A catalog configuration without its id, as sent to {@link create}.
 *
 * @since 0.1.0
 * @category models
 */
export interface NewCatalogConfigurationModel {
  readonly name: string
  readonly product: ProductHierarchyModel
  readonly variant?: VariantHierarchyModel
  readonly availability?: AvailabilityHierarchyModel
  readonly fieldsMapping?: CatalogFieldsMapping
  /** The storefront host the listing pages belong to. */
  readonly host?: string
  /** Language, country and currency identifiers joined together. */
  readonly locale?: string
  readonly [key: string]: unknown
}

/**
 * A catalog configuration with its id, as sent to {@link update}.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateCatalogConfigurationModel extends NewCatalogConfigurationModel {
  readonly id: string
}

/**
 * A catalog that uses a configuration.
 *
 * @since 0.1.0
 * @category models
 */
export interface AssociatedCatalogModel {
  readonly id: string
  readonly name: string
  readonly sourceId?: string
  readonly availabilitySourceId?: string
}

/**
 * A catalog configuration.
 *
 * @since 0.1.0
 * @category models
 */
export interface CatalogConfigurationModel extends CreateCatalogConfigurationModel {
  readonly associatedCatalogs?: ReadonlyArray<AssociatedCatalogModel>
}

/**
 * Lists a page of catalog configurations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("CatalogConfigurations.list", "/rest/organizations/{org}/catalogconfigurations",
  json<PageModel<CatalogConfigurationModel>>(), (options?: CatalogConfigurationsListOptions) => ({ query: options }), {
  query: CatalogConfigurationsListOptions
})

/**
 * Creates a catalog configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("CatalogConfigurations.create", "/rest/organizations/{org}/catalogconfigurations",
  json<CatalogConfigurationModel>(), (configuration: NewCatalogConfigurationModel) => ({ body: configuration }))

/**
 * Deletes a catalog configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("CatalogConfigurations.delete", "/rest/organizations/{org}/catalogconfigurations/{configurationId}",
  empty, (configurationId: string) => ({ path: { configurationId } }))

/**
 * Gets a catalog configuration.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("CatalogConfigurations.get", "/rest/organizations/{org}/catalogconfigurations/{configurationId}",
  json<CatalogConfigurationModel>(), (configurationId: string) => ({ path: { configurationId } }))

/**
 * Replaces a catalog configuration; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "CatalogConfigurations.update",
  "/rest/organizations/{org}/catalogconfigurations/{configurationId}",
  json<CatalogConfigurationModel>(),
  (configuration: CreateCatalogConfigurationModel) => ({
    path: { configurationId: configuration.id },
    body: configuration
  })
)

/**
 * Every catalog configuration matching `options`, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<CatalogConfigurationsListOptions, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes a catalog configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a catalog configuration.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
