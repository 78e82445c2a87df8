/**
 * Accessors of the catalog content, the product listings v1 and their products, the analytics properties,
 * and the usage-analytics data health (`ua.dataHealth`), named as the promise client names them.
 *
 * @module
 */
import * as AnalyticsProperties from "../../Platform/AnalyticsAdmin/Properties.ts"
import * as CatalogContent from "../../Platform/Commerce/CatalogContent.ts"
import * as ProductListingConfigurations from "../../Platform/Commerce/ProductListingConfigurations.ts"
import * as ProductListings from "../../Platform/Commerce/ProductListings.ts"
import * as Products from "../../Platform/Commerce/Products.ts"
import * as DataHealth from "../../UsageAnalytics/DataHealth.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module]; the product listings v1 ones are deprecated (gone from the promise client in 61.0.0). */
export const commerceAnalyticsAccessors = {
  catalogContent: [CatalogContent],
  productListing: [ProductListings],
  productListingConfiguration: [ProductListingConfigurations],
  products: [Products],
  properties: [AnalyticsProperties]
} as const satisfies Readonly<Record<string, Node>>

/** `ua.dataHealth`, merged under `ua` with the other usage-analytics accessors. */
export const uaDataHealthChildren = {
  dataHealth: [DataHealth]
} as const satisfies Readonly<Record<string, Node>>
