/**
 * Enumerations of the search domain.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"

/** A raw metric of a search hub. */
export const SearchHubRawMetric = Schema.Literals([
  "normalQueries",
  "recommendationQueries",
  "commerceProductListingQueries",
  "users",
  "staticQueries"
])
/** A raw metric of a search hub. */
export type SearchHubRawMetric = typeof SearchHubRawMetric.Type

/** Response format of a search request. */
export const RestFormat = Schema.Literals(["json", "opensearch-atom", "opensearch-rss", "xlsx"])
/** Response format of a search request. */
export type RestFormat = typeof RestFormat.Type

/** Sort direction of the interface list. */
export const InterfaceSortOrder = Schema.Literals(["asc", "desc"])
/** Sort direction of the interface list. */
export type InterfaceSortOrder = typeof InterfaceSortOrder.Type

/** What a sort of a search interface orders results by. */
export const InterfaceSortBy = Schema.Literals(["relevancy", "date", "field"])
/** What a sort of a search interface orders results by. */
export type InterfaceSortBy = typeof InterfaceSortBy.Type
