/**
 * Catalogs (`catalog` in the promise client): `/rest/organizations/{org}/catalogs`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import { pagedStream } from "../Http/PagedStream.ts"
import type {
  AvailabilityHierarchyModel,
  CatalogConfigurationModel,
  CreateCatalogConfigurationModel,
  ProductHierarchyModel,
  VariantHierarchyModel
} from "./CatalogConfigurations.ts"
import type { PageModel } from "./Common.ts"

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
 * A catalog without its id, as sent to {@link create}: it names a configuration or embeds one.
 *
 * @since 0.1.0
 * @category models
 */
export interface NewCatalogModel {
  readonly name: string
  readonly description?: string
  /** The source holding the products. */
  readonly sourceId?: string
  /** The source holding the availabilities. */
  readonly availabilitySourceId?: string
  readonly catalogConfigurationId?: string
  readonly configuration?: CreateCatalogConfigurationModel
  /** Older form of `sourceId`, still accepted. */
  readonly scope?: { readonly query?: string; readonly sourceIds?: ReadonlyArray<string> }
  /** Older form of `configuration.product`, still accepted. */
  readonly product?: ProductHierarchyModel
  /** Older form of `configuration.variant`, still accepted. */
  readonly variant?: VariantHierarchyModel
  /** Older form of `configuration.availability`, still accepted. */
  readonly availability?: AvailabilityHierarchyModel
  readonly [key: string]: unknown
}

/**
 * A catalog with its id, as sent to {@link update}.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateCatalogModel extends NewCatalogModel {
  readonly id: string
}

/**
 * A catalog.
 *
 * @since 0.1.0
 * @category models
 */
export interface CatalogModel extends CreateCatalogModel {
  readonly configuration?: CatalogConfigurationModel
}

/**
 * The fields of a catalog per object type, from the platform's cache.
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
export interface FieldsSuggestionsQueryModel {
  readonly sourceNames: ReadonlyArray<string>
  readonly availabilitySourceNames?: ReadonlyArray<string>
  readonly productObjectType: string
  readonly variantObjectType?: string
  readonly availabilityObjectType?: string
}

/**
 * Suggested fields with sample values.
 *
 * @since 0.1.0
 * @category models
 */
export interface FieldsSuggestionsModel {
  readonly fields: ReadonlyArray<{ readonly name: string; readonly examples: ReadonlyArray<string> }>
}

/**
 * How many objects of a type carry a field.
 *
 * @since 0.1.0
 * @category models
 */
export interface FieldStatsItemModel {
  readonly objectsWithField: number
  readonly objectsWithType: number
}

/**
 * Statistics of one field across the catalog's object types.
 *
 * @since 0.1.0
 * @category models
 */
export interface FieldStatsModel {
  readonly fieldName: string
  readonly product: FieldStatsItemModel
  readonly variant: FieldStatsItemModel
  readonly availability: FieldStatsItemModel
}

/**
 * Field statistics of a catalog, from the platform's cache.
 *
 * @since 0.1.0
 * @category models
 */
export interface CachedCatalogFieldStatsModel {
  readonly lastUpdated: number
  readonly nextUpdate: number
  readonly fieldStats: ReadonlyArray<FieldStatsModel>
}

const byId = (catalogId: string) => ({ path: { catalogId } })

/**
 * Lists a page of catalogs.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Catalogs.list", "/rest/organizations/{org}/catalogs", json<PageModel<CatalogModel>>(),
  (options?: CatalogsListOptions) => ({ query: options }), { query: CatalogsListOptions })

/**
 * Creates a catalog.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Catalogs.create", "/rest/organizations/{org}/catalogs", json<CatalogModel>(),
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
  query: CatalogFieldsOptions
})

/**
 * Replaces a catalog; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Catalogs.update", "/rest/organizations/{org}/catalogs/{catalogId}", json<CatalogModel>(),
  (catalog: CreateCatalogModel) => ({ path: { catalogId: catalog.id }, body: catalog }))

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
  query: CatalogFieldStatsOptions
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
