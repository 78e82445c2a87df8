/**
 * The products of a product listing page (`products` in the promise client), version 1:
 * `POST /rest/organizations/{org}/commerce/v1/products/listing`. No published description covers it;
 * the call and its models follow the promise client 60.4.
 *
 * @deprecated Product listings v1 are deprecated by the platform and were removed from the promise client in
 * 61.0.0; the Commerce API's listing call (`POST /rest/organizations/{org}/commerce/v2/listing`) replaces it.
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { json, post } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"

/**
 * A query filter added to the listing's own.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface AdvancedFiltersModel {
  readonly queryFilter: string
}

/**
 * Debugging and security switches of a products request.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface AdvancedParametersModel {
  readonly debug?: boolean
  readonly viewAllContent?: boolean
}

/**
 * Facet options of a products request.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface FacetRequestOptions {
  readonly enableIndexFacetOrdering?: boolean
  readonly freezeFacetOrder?: boolean
}

/**
 * One facet of a products request.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface FacetRequestItem {
  readonly currentValues?: ReadonlyArray<unknown>
  readonly customOrder?: ReadonlyArray<string>
  readonly facetId?: string
  readonly field: string
  readonly isFieldExpanded?: boolean
  readonly numberOfValues?: number
  readonly preventAutoSelect?: boolean
  readonly sortCriteria?: "alphanumeric" | "score"
}

/**
 * The facets of a products request.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface FacetsRequestModel {
  readonly options?: FacetRequestOptions
  readonly requests: ReadonlyArray<FacetRequestItem>
}

/**
 * Which page of products to return (0-based `page`).
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface PaginatedModel {
  readonly numberOfValues?: number
  readonly page?: number
}

/**
 * A field to sort products by.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface SortByFields {
  readonly name: string
  readonly direction: "ASC" | "DESC"
}

/**
 * How products are sorted.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface SortModel {
  readonly by: "fields" | "relevance"
  readonly fields?: ReadonlyArray<SortByFields>
}

/**
 * A products request: the URL of the listing page, with paging, sorting and facets.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface ProductsRequestModel {
  readonly url: string
  readonly additionalFields?: ReadonlyArray<string>
  readonly advancedFiltersModel?: AdvancedFiltersModel
  readonly advancedParameters?: AdvancedParametersModel
  readonly clientId?: string
  readonly facets?: FacetsRequestModel
  readonly pagination?: PaginatedModel
  readonly sort?: SortModel
}

/**
 * The values of one facet.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface FacetResultModel {
  readonly facetId: string
  readonly field: string
  readonly fromAutoSelect: boolean
  readonly indexScore: number
  readonly mlScore: number
  readonly moreValuesAvailable: boolean
  readonly values: ReadonlyArray<unknown>
}

/**
 * The facets of a products answer.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface FacetResponseModel {
  readonly results: ReadonlyArray<FacetResultModel>
}

/**
 * How many products the listing has.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface PaginationResultModel {
  readonly totalCount: number
}

/**
 * The product listing that answered.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface ProductListingIdentityModel {
  readonly catalogId: string
  readonly id: string
}

/**
 * A product, with its variants (`childResults`).
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface ProductModel {
  /** The requested additional fields, by name. */
  readonly additionalFields: { readonly [field: string]: unknown }
  readonly childResults: ReadonlyArray<ProductModel>
  readonly clickUri: string
  readonly ec_brand: string
  readonly ec_category: ReadonlyArray<string>
  readonly ec_cogs: number
  readonly ec_description: string
  readonly ec_images: ReadonlyArray<string>
  readonly ec_in_stock: boolean
  readonly ec_item_group_id: string
  readonly ec_name: string
  readonly ec_price: number
  readonly ec_promo_price: number
  readonly ec_rating: number
  readonly ec_shortdesc: string
  readonly ec_thumbnails: ReadonlyArray<string>
  readonly permanentid: string
  readonly totalNumberOfChildResults: number
}

/**
 * The products of a listing page, with facets.
 *
 * @since 0.1.0
 * @category models
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export interface ProductsResultModel {
  /** The steps of the query, by name. */
  readonly executionReport: { readonly [step: string]: unknown }
  readonly facets: FacetResponseModel
  readonly pagination: PaginationResultModel
  readonly productListing: ProductListingIdentityModel
  readonly products: ReadonlyArray<ProductModel>
  readonly responseId: string
}

/**
 * Query of {@link get}.
 *
 * @since 0.1.0
 * @category schemas
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
export const ProductsQuery = Schema.Struct({ refreshCache: Schema.Boolean })

/**
 * Gets the products of a listing page; `refreshCache` (`false` by default, always sent) bypasses the cache.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
 */
const get_ = post("Products.get", "/rest/organizations/{org}/commerce/v1/products/listing", json<ProductsResultModel>(),
  (productsRequest: ProductsRequestModel, refreshCache: boolean = false) => ({
    query: { refreshCache },
    body: productsRequest
  }), { query: encoded(ProductsQuery) })

export {
  /**
   * Gets the products of a listing page; `refreshCache` (`false` by default, always sent) bypasses the cache.
   *
   * @since 0.1.0
   * @category calls
   * @deprecated Product listings v1 (gone from the promise client in 61.0.0): use the Commerce API's listing.
   */
  get_ as get
}
