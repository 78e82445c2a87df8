/**
 * Catalogs (`catalog` in the promise client): `/rest/organizations/{org}/catalogs`.
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
 * Query of {@link list}. Catalogs take `pageSize` natively, so there is no `perPage` renaming.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CatalogsListOptions = Schema.Struct({
  filter: Schema.optional(Schema.String),
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
export type CatalogsListOptions = typeof CatalogsListOptions.Type

/**
 * Query of {@link getFields}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CatalogFieldsOptions = Schema.Struct({ bypassCache: Schema.optional(Schema.Boolean) })
/**
 * Options of {@link getFields}.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogFieldsOptions = typeof CatalogFieldsOptions.Type

/**
 * Query of {@link getFieldStats}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CatalogFieldStatsOptions = Schema.Struct({ forceRefresh: Schema.optional(Schema.Boolean) })
/**
 * Options of {@link getFieldStats}.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogFieldStatsOptions = typeof CatalogFieldStatsOptions.Type

/**
 * A catalog without its id, as sent to {@link create}: it names a configuration or embeds one. Older
 * forms the platform still accepts (`scope`, a top-level `product`) go through `withFields` of `Schema/Raw.ts`.
 *
 * @since 0.1.0
 * @category models
 */
export type NewCatalogModel = CatalogManagement.CreateCatalogV1ModelInput

/**
 * A catalog as {@link create} and {@link update} answer it, and as {@link update} sends it (with its id).
 *
 * @since 0.1.0
 * @category models
 */
export type CreateCatalogModel = CatalogManagement.CreateCatalogModel

/**
 * A catalog.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogModel = CatalogManagement.CatalogModel

/**
 * A page of catalogs, as {@link list} answers it.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogPageModel = CatalogManagement.CommercePageModelCatalogModel

/**
 * The fields of a catalog per object type, from the platform's cache (the description lacks this call).
 *
 * @since 0.1.0
 * @category models
 */
export interface CachedCatalogFieldsModel {
  readonly lastUpdated: number
  readonly nextUpdate: number
  readonly item: {
    readonly productFields: ReadonlyArray<string>
    readonly variantFields: ReadonlyArray<string>
    readonly availabilityFields: ReadonlyArray<string>
  }
}

/**
 * What {@link getFieldsSuggestions} looks at.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldsSuggestionsQueryModel = CatalogManagement.FieldsSuggestionsQueryModel

/**
 * Suggested fields with sample values.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldsSuggestionsModel = CatalogManagement.FieldsSuggestionsModel

/**
 * How many objects of a type carry a field.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldStatsItemModel = CatalogManagement.FieldStatsItemModel

/**
 * Statistics of one field across the catalog's object types.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldStatsModel = CatalogManagement.FieldStatsModel

/**
 * Field statistics of a catalog, from the platform's cache.
 *
 * @since 0.1.0
 * @category models
 */
export type CachedCatalogFieldStatsModel = CatalogManagement.CachedFieldStats

const byId = (catalogId: string) => ({ path: { catalogId } })

/**
 * Lists a page of catalogs.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Catalogs.list", "/rest/organizations/{org}/catalogs", json<CatalogPageModel>(),
  (options?: CatalogsListOptions) => ({ query: options }), { query: encoded(CatalogsListOptions) })

/**
 * Creates a catalog.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Catalogs.create", "/rest/organizations/{org}/catalogs", json<CreateCatalogModel>(),
  (catalog: NewCatalogModel) => ({ body: catalog }))

/**
 * Deletes a catalog.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Catalogs.delete", "/rest/organizations/{org}/catalogs/{catalogId}", empty, byId)

/**
 * Gets a catalog.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Catalogs.get", "/rest/organizations/{org}/catalogs/{catalogId}", json<CatalogModel>(), byId)

/**
 * Gets the fields of a catalog; `bypassCache` resolves them again and stores them.
 *
 * @since 0.1.0
 * @category calls
 */
export const getFields = get("Catalogs.getFields", "/rest/organizations/{org}/catalogs/{catalogId}/fields",
  json<CachedCatalogFieldsModel>(),
  (catalogId: string, options?: CatalogFieldsOptions) => ({ path: { catalogId }, query: options }), {
  query: encoded(CatalogFieldsOptions)
})

/**
 * Replaces a catalog; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Catalogs.update", "/rest/organizations/{org}/catalogs/{catalogId}",
  json<CreateCatalogModel>(),
  (catalog: CreateCatalogModel & { readonly id: string }) => ({ path: { catalogId: catalog.id }, body: catalog }))

/**
 * Suggests product, variant and availability fields from sources.
 *
 * @since 0.1.0
 * @category calls
 */
export const getFieldsSuggestions = post("Catalogs.getFieldsSuggestions",
  "/rest/organizations/{org}/catalogs/fieldsSuggestions", json<FieldsSuggestionsModel>(),
  (query: FieldsSuggestionsQueryModel) => ({ body: query }))

/**
 * Gets field statistics of a catalog; `forceRefresh` recomputes them instead of using the cache.
 *
 * @since 0.1.0
 * @category calls
 */
export const getFieldStats = get("Catalogs.getFieldStats", "/rest/organizations/{org}/catalogs/{catalogId}/fieldStats",
  json<CachedCatalogFieldStatsModel>(),
  (catalogId: string, options?: CatalogFieldStatsOptions) => ({ path: { catalogId }, query: options }), {
  query: encoded(CatalogFieldStatsOptions)
})

/**
 * Every catalog matching `options`, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (options: Omit<CatalogsListOptions, "page"> = {}, paging?: { readonly concurrency?: number }) =>
  pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes a catalog.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a catalog.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./Catalogs.generated.ts"
