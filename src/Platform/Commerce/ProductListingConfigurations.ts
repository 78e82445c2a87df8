/**
 * Ranking configurations of a product listing (`productListingConfiguration` in the promise client), version 1:
 * `/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}/configurations`. No
 * published description covers them; the calls and models follow the promise client 60.4.
 *
 * @deprecated Product listings v1 are deprecated by the platform and were removed from the promise client in
 * 61.0.0; the Commerce API's listing configurations (`/rest/organizations/{org}/commerce/v2/configurations/listings`),
 * with their ranking rules, replace them.
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { type PageSizeOptions, toPageSize } from "../../Http/PageSize.ts"
import { encoded } from "../../Http/Query.ts"
import type { PageModel } from "../Common.ts"
import type { QueryFilterModel } from "./ProductListings.ts"

/**
 * What a ranking configuration does to the products it matches: `PIN` them at an index, `BOOST` or `BURY` them.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type RankingType = "BOOST" | "BURY" | "PIN"

/**
 * One ranking rule of a product listing.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export interface RankingConfiguration {
  readonly name: string
  readonly include: ReadonlyArray<QueryFilterModel>
  readonly exclude: ReadonlyArray<QueryFilterModel>
  readonly type: RankingType
  /** The modifier for `BOOST` and `BURY`; the index for `PIN`. */
  readonly value: number
}

/**
 * The ranking configurations of a product listing.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export interface ProductListingConfigurationModel {
  readonly id: string
  readonly rankingConfigurations: ReadonlyArray<RankingConfiguration>
}

/**
 * Ranking configurations without their id, as sent to {@link create} and {@link update}.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type NewProductListingConfigurationModel = Omit<ProductListingConfigurationModel, "id">

/**
 * A page of ranking configurations.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type ProductListingConfigurationPage = PageModel<ProductListingConfigurationModel>

/**
 * Query of {@link list}: `perPage` is sent as `pageSize`.
 *
 * @since 0.1.0
 * @category schemas
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const ProductListingConfigurationsListQuery = Schema.Struct({
  page: Schema.optional(Schema.Number),
  pageSize: Schema.optional(Schema.Number)
})

/**
 * Options of {@link list}: `page` (0-based) and `perPage` or `pageSize`, not both; `perPage` is sent as `pageSize`.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type ProductListingConfigurationOptions = PageSizeOptions

/**
 * Lists a page of the ranking configurations of a product listing.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const list = get("ProductListingConfigurations.list",
  "/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}/configurations",
  json<ProductListingConfigurationPage>(),
  (catalogId: string, productListingId: string, options?: ProductListingConfigurationOptions) =>
    Effect.map(toPageSize(options), (query) => ({ path: { catalogId, productListingId }, query })), {
  query: encoded(ProductListingConfigurationsListQuery)
})

/**
 * Creates ranking configurations for a product listing.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const create = post("ProductListingConfigurations.create",
  "/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}/configurations", empty,
  (catalogId: string, productListingId: string, rankingConfiguration: NewProductListingConfigurationModel) => ({
    path: { catalogId, productListingId },
    body: rankingConfiguration
  }))

/**
 * Deletes ranking configurations of a product listing.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
const delete_ = del("ProductListingConfigurations.delete",
  "/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}/configurations/{productListingConfigurationId}",
  empty, (catalogId: string, productListingId: string, productListingConfigurationId: string) => ({
    path: { catalogId, productListingId, productListingConfigurationId }
  }))

/**
 * Gets ranking configurations of a product listing.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
const get_ = get("ProductListingConfigurations.get",
  "/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}/configurations/{productListingConfigurationId}",
  json<ProductListingConfigurationModel>(),
  (catalogId: string, productListingId: string, productListingConfigurationId: string) => ({
    path: { catalogId, productListingId, productListingConfigurationId }
  }))

/**
 * Replaces ranking configurations of a product listing.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const update = put(
  "ProductListingConfigurations.update",
  "/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}/configurations/{productListingConfigurationId}",
  empty,
  (
    catalogId: string,
    productListingId: string,
    productListingConfigurationId: string,
    rankingConfiguration: NewProductListingConfigurationModel
  ) => ({ path: { catalogId, productListingId, productListingConfigurationId }, body: rankingConfiguration })
)

/**
 * Every ranking configuration of a product listing, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const listAll = (
  catalogId: string,
  productListingId: string,
  options: Omit<ProductListingConfigurationOptions, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => list(catalogId, productListingId, { ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes ranking configurations of a product listing.
   *
   * @since 0.1.0
   * @category calls
   * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
   */
  delete_ as delete,
  /**
   * Gets ranking configurations of a product listing.
   *
   * @since 0.1.0
   * @category calls
   * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
   */
  get_ as get
}
