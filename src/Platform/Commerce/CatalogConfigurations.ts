/**
 * Catalog configurations (`catalogConfiguration` in the promise client):
 * `/rest/organizations/{org}/catalogconfigurations`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import type * as CatalogManagement from "../../Schema/Models/CatalogManagement.ts"

/**
 * Query of {@link list}: the catalog list options without `filter`; the page size is `pageSize` here.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CatalogConfigurationsListOptions = Schema.Struct({
  page: Schema.optional(Schema.Number),
  pageSize: Schema.optional(Schema.Number),
  catalogIds: Schema.optional(QueryArray(Schema.String)),
  sourceIds: Schema.optional(QueryArray(Schema.String)),
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
export type ProductHierarchyModel = CatalogManagement.ProductHierarchyModel

/**
 * How variants are recognized in a catalog.
 *
 * @since 0.1.0
 * @category models
 */
export type VariantHierarchyModel = CatalogManagement.VariantHierarchyModel

/**
 * How availabilities are recognized in a catalog.
 *
 * @since 0.1.0
 * @category models
 */
export type AvailabilityHierarchyModel = CatalogManagement.AvailabilityHierarchyModel

/**
 * Index field name per standard commerce field.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogFieldsMapping = NonNullable<CatalogManagement.CatalogConfigurationModel["fieldsMapping"]>

/**
 * A catalog configuration without its id, as sent to {@link create}.
 *
 * @since 0.1.0
 * @category models
 */
export type NewCatalogConfigurationModel = CatalogManagement.CreateCatalogConfigurationV1Model

/**
 * A catalog configuration as {@link create} answers it, and as {@link update} sends it (with its id).
 *
 * @since 0.1.0
 * @category models
 */
export type CreateCatalogConfigurationModel = CatalogManagement.CreateCatalogConfigurationModel

/**
 * A catalog that uses a configuration.
 *
 * @since 0.1.0
 * @category models
 */
export type AssociatedCatalogModel = CatalogManagement.CatalogIdentityModelWithSources

/**
 * A catalog configuration, with the catalogs that use it.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogConfigurationModel = CatalogManagement.CatalogConfigurationModelWithAssociatedCatalogs

/**
 * A page of catalog configurations, as {@link list} answers it.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogConfigurationPageModel =
  CatalogManagement.CommercePageModelCatalogConfigurationModelWithAssociatedCatalogs

/**
 * Lists a page of catalog configurations.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("CatalogConfigurations.list", "/rest/organizations/{org}/catalogconfigurations",
  json<CatalogConfigurationPageModel>(), (options?: CatalogConfigurationsListOptions) => ({ query: options }), {
  query: encoded(CatalogConfigurationsListOptions)
})

/**
 * Creates a catalog configuration.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("CatalogConfigurations.create", "/rest/organizations/{org}/catalogconfigurations",
  json<CreateCatalogConfigurationModel>(), (configuration: NewCatalogConfigurationModel) => ({ body: configuration }))

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
  (configuration: CreateCatalogConfigurationModel & { readonly id: string }) => ({
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

// The operations of this area that are declared from the descriptions.
export * from "./CatalogConfigurations.generated.ts"
