/**
 * Product listings of a catalog (`productListing` in the promise client), version 1:
 * `/rest/organizations/{org}/catalogs/{catalogId}/productlistings` and `/rest/organizations/{org}/productlistings`.
 * No published description covers them; the calls and models follow the promise client 60.4.
 *
 * @deprecated Product listings v1 are deprecated by the platform and were removed from the promise client in
 * 61.0.0; the Commerce API's listing configurations (`/rest/organizations/{org}/commerce/v2/configurations/listings`)
 * and listing pages (`/rest/organizations/{org}/commerce/v2/listings/pages`) replace them.
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

/**
 * How a product listing filter compares a field.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type FieldOperatorType =
  | "isAnyOf"
  | "isBetween"
  | "isExactly"
  | "isExactlyNot"
  | "isGreaterThan"
  | "isGreaterThanOrEqualTo"
  | "isLessThan"
  | "isLessThanOrEqualTo"
  | "contains"
  | "doesNotContain"
  | "isDefined"
  | "isNotDefined"

/**
 * The value a product listing filter compares a field with, by its type.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type FieldValueModel =
  | { readonly type: "range"; readonly value: ReadonlyArray<number> }
  | { readonly type: "string"; readonly value: string }
  | { readonly type: "decimal"; readonly value: number }
  | { readonly type: "array"; readonly value: ReadonlyArray<string> }
  | { readonly type: "hierarchicMultiValue"; readonly value: ReadonlyArray<string> }

/**
 * A filter on one field.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export interface QueryFilterModel {
  readonly fieldName: string
  readonly operator: FieldOperatorType
  readonly value: FieldValueModel
}

/**
 * Usage of a product listing.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export interface ProductListingMetricsModel {
  readonly lastNumberOfProducts?: number
  readonly lastQueried: string
}

/**
 * A product listing: the URLs it answers for and the filters that pick its products.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export interface ProductListingModel {
  readonly id?: string
  readonly name: string
  readonly urls: ReadonlyArray<string>
  readonly include?: ReadonlyArray<QueryFilterModel>
  readonly exclude?: ReadonlyArray<QueryFilterModel>
  readonly metrics?: ProductListingMetricsModel
}

/**
 * A product listing without its id, as sent to {@link create}.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type NewProductListingModel = Omit<ProductListingModel, "id">

/**
 * How many product listings a catalog has.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export interface CatalogProductListingsGroupModel {
  readonly catalogId?: string
  readonly catalogName?: string
  readonly productListingsCount?: number
}

/**
 * A page of product listings.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type ProductListingPage = PageModel<ProductListingModel>

/**
 * A page of catalogs with their number of product listings.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type CatalogProductListingsGroupPage = PageModel<CatalogProductListingsGroupModel>

/**
 * Query of {@link list}: `perPage` is sent as `pageSize`.
 *
 * @since 0.1.0
 * @category schemas
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const ProductListingsListQuery = Schema.Struct({
  page: Schema.optional(Schema.Number),
  pageSize: Schema.optional(Schema.Number)
})

/**
 * Options of {@link list}: `page` (0-based) and `perPage` or `pageSize`, not both.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export type ProductListingsListOptions = PageSizeOptions

/**
 * Lists a page of the product listings of a catalog.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const list = get("ProductListings.list", "/rest/organizations/{org}/catalogs/{catalogId}/productlistings",
  json<ProductListingPage>(),
  (catalogId: string, options?: ProductListingsListOptions) =>
    Effect.map(toPageSize(options), (query) => ({ path: { catalogId }, query })), {
  query: encoded(ProductListingsListQuery)
})

/**
 * Creates a product listing in a catalog.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const create = post("ProductListings.create", "/rest/organizations/{org}/catalogs/{catalogId}/productlistings",
  json<ProductListingModel>(),
  (catalogId: string, model: NewProductListingModel) => ({ path: { catalogId }, body: model }))

/**
 * Deletes a product listing.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
const delete_ = del("ProductListings.delete",
  "/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}", empty,
  (catalogId: string, productListingId: string) => ({ path: { catalogId, productListingId } }))

/**
 * Gets a product listing.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
const get_ = get("ProductListings.get",
  "/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}", json<ProductListingModel>(),
  (catalogId: string, productListingId: string) => ({ path: { catalogId, productListingId } }))

/**
 * Replaces a product listing; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const update = put("ProductListings.update",
  "/rest/organizations/{org}/catalogs/{catalogId}/productlistings/{productListingId}", json<ProductListingModel>(),
  (catalogId: string, model: ProductListingModel & { readonly id: string }) => ({
    path: { catalogId, productListingId: model.id },
    body: model
  }))

/**
 * Lists the catalogs with their number of product listings.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const getByCatalog = get("ProductListings.getByCatalog", "/rest/organizations/{org}/productlistings/catalogs",
  json<CatalogProductListingsGroupPage>(), () => ({}))

/**
 * Lists the URLs of every product listing.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const getUrls = get("ProductListings.getUrls", "/rest/organizations/{org}/productlistings/urls",
  json<ReadonlyArray<string>>(), () => ({}))

/**
 * Every product listing of a catalog, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
 */
export const listAll = (
  catalogId: string,
  options: Omit<ProductListingsListOptions, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => list(catalogId, { ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes a product listing.
   *
   * @since 0.1.0
   * @category calls
   * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
   */
  delete_ as delete,
  /**
   * Gets a product listing.
   *
   * @since 0.1.0
   * @category calls
   * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listings.
   */
  get_ as get
}
