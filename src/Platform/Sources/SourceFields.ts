/**
 * Fields seen from the sources (`source.field` in the promise client):
 * `/rest/organizations/{org}/sources/...fields`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Source from "../../Schema/Models/Source.ts"
import { ListFieldsParams } from "./Fields.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListSourcesFieldsParams = ListFieldsParams.mapFields((fields) => ({
  ...fields,
  includeMappings: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListSourcesFieldsParams = typeof ListSourcesFieldsParams.Type

const GetQuery = Schema.Struct({ includeMappings: Schema.optional(Schema.Boolean) })

/**
 * A field with the sources and mappings that feed it.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceFieldModel = Source.SourceFieldModel

/**
 * A field with its sources, as sent: without the fields the platform fills in.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceFieldInput = Source.SourceFieldModelInput

/**
 * A page of fields with their sources.
 *
 * @since 0.1.0
 * @category models
 */
export type SourceFieldPage = Source.PageModelSourceFieldModel

/**
 * Lists a page of fields with their sources.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("SourceFields.list", "/rest/organizations/{org}/sources/page/fields", json<SourceFieldPage>(),
  (params?: ListSourcesFieldsParams) => ({ query: params }), {
  query: encoded(ListSourcesFieldsParams)
})

/**
 * Gets a field; its mappings are included unless `includeMappings` is false.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("SourceFields.get", "/rest/organizations/{org}/sources/fields/{fieldId}", json<SourceFieldModel>(),
  (fieldId: string, includeMappings: boolean = true) => ({ path: { fieldId }, query: { includeMappings } }), {
  query: encoded(GetQuery)
})

/**
 * Creates a field.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("SourceFields.create", "/rest/organizations/{org}/sources/fields", empty,
  (fieldModel: SourceFieldInput) => ({ body: fieldModel }))

/**
 * Updates a field.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("SourceFields.update", "/rest/organizations/{org}/sources/fields/{fieldId}", empty,
  (fieldId: string, fieldModel: SourceFieldInput) => ({ path: { fieldId }, body: fieldModel }))

/**
 * Every field with its sources, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  params: Omit<ListSourcesFieldsParams, "page"> = {},
  options?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...params, page }), (p) => p.items, options)

export {
  /**
   * Gets a field; its mappings are included unless `includeMappings` is false.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
