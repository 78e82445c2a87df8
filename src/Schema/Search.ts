/**
 * Enumerations of the search domain.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/**
 * A raw metric of a search hub.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SearchHubRawMetric = Schema.Literals([
  "normalQueries",
  "recommendationQueries",
  "commerceProductListingQueries",
  "users",
  "staticQueries"
])
/**
 * A raw metric of a search hub.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchHubRawMetric = typeof SearchHubRawMetric.Type

/**
 * Response format of a search request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RestFormat = Schema.Literals(["json", "opensearch-atom", "opensearch-rss", "xlsx"])
/**
 * Response format of a search request.
 *
 * @since 0.1.0
 * @category models
 */
export type RestFormat = typeof RestFormat.Type

/**
 * Sort direction of the interface list.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InterfaceSortOrder = Schema.Literals(["asc", "desc"])
/**
 * Sort direction of the interface list.
 *
 * @since 0.1.0
 * @category models
 */
export type InterfaceSortOrder = typeof InterfaceSortOrder.Type

/**
 * What a sort of a search interface orders results by.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InterfaceSortBy = Schema.Literals(["relevancy", "date", "field"])
/**
 * What a sort of a search interface orders results by.
 *
 * @since 0.1.0
 * @category models
 */
export type InterfaceSortBy = typeof InterfaceSortBy.Type
