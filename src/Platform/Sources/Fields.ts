/**
 * Index fields (`field` in the promise client): `/rest/organizations/{org}/indexes/fields`,
 * listed through `/rest/organizations/{org}/indexes/page/fields`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import { FieldOrigin, FieldType } from "../../Schema/Fields.ts"
import type * as Field from "../../Schema/Models/Field.ts"
import { SortingOrder } from "../../Schema/Sources.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListFieldsParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  facetsOnly: Schema.optional(Schema.Boolean),
  filter: Schema.optional(Schema.String),
  order: Schema.optional(SortingOrder),
  origin: Schema.optional(FieldOrigin),
  sortBy: Schema.optional(Schema.String),
  type: Schema.optional(FieldType)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListFieldsParams = typeof ListFieldsParams.Type

const BatchDeleteQuery = Schema.Struct({ fields: QueryArray(Schema.String) })

/**
 * An index field.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldModel = Field.FieldModel

/**
 * A page of fields.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldPage = Field.PageModelFieldModel

/**
 * What {@link search} lists: a page (0-based) of `perPage` fields, filtered and sorted.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldListingOptions = Field.FieldListingOptions

/**
 * The filters of {@link search}.
 *
 * @since 0.1.0
 * @category models
 */
export type FieldListingFilters = Field.FieldListingFilters

/**
 * Creates a field.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Fields.create", "/rest/organizations/{org}/indexes/fields", empty,
  (field: FieldModel) => ({ body: field }))

/**
 * Creates several fields at once.
 *
 * @since 0.1.0
 * @category calls
 */
export const createFields = post("Fields.createFields", "/rest/organizations/{org}/indexes/fields/batch/create", empty,
  (fields: ReadonlyArray<FieldModel>) => ({ body: fields }))

/**
 * Deletes several fields at once, named by their ids.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteFields = del("Fields.deleteFields", "/rest/organizations/{org}/indexes/fields/batch/delete", empty,
  (fieldIds: ReadonlyArray<string>) => ({ query: { fields: fieldIds } }), { query: encoded(BatchDeleteQuery) })

/**
 * Updates several fields at once.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateFields = put("Fields.updateFields", "/rest/organizations/{org}/indexes/fields/batch/update", empty,
  (fields: ReadonlyArray<FieldModel>) => ({ body: fields }))

/**
 * Synchronizes the organization's fields with its indexes.
 *
 * @since 0.1.0
 * @category calls
 */
export const synchronize = post("Fields.synchronize", "/rest/organizations/{org}/indexes/fields/synchronize", empty,
  () => ({}))

/**
 * Deletes a field.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Fields.delete", "/rest/organizations/{org}/indexes/fields/{fieldId}", empty,
  (fieldId: string) => ({ path: { fieldId } }))

/**
 * Gets a field.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Fields.get", "/rest/organizations/{org}/indexes/fields/{fieldId}", json<FieldModel>(),
  (fieldId: string) => ({ path: { fieldId } }))

/**
 * Updates a field.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Fields.update", "/rest/organizations/{org}/indexes/fields/{fieldId}", empty,
  (fieldId: string, options: FieldModel) => ({ path: { fieldId }, body: options }))

/**
 * Lists a page of fields.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Fields.list", "/rest/organizations/{org}/indexes/page/fields", json<FieldPage>(),
  (params?: ListFieldsParams) => ({ query: params }), { query: encoded(ListFieldsParams) })

/**
 * Every field matching `params`, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (params: Omit<ListFieldsParams, "page"> = {}, options?: { readonly concurrency?: number }) =>
  pagedStream((page) => list({ ...params, page }), (p) => p.items, options)

/**
 * Lists a page of fields, the filters and paging in the JSON body (the successor of {@link list}).
 *
 * @since 0.1.0
 * @category calls
 */
export const search = post("Fields.search", "/rest/organizations/{org}/indexes/fields/search", json<FieldPage>(),
  (params?: FieldListingOptions) => ({ body: params }))

/**
 * Every field {@link search} finds, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const searchAll = (params: Omit<FieldListingOptions, "page"> = {}, options?: PagingOptions) =>
  pagedStream((page) => search({ ...params, page }), (p) => p.items, options)

export {
  /**
   * Deletes a field.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a field.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./Fields.generated.ts"
