/**
 * The content a catalog source holds (`catalogContent` in the promise client):
 * `/rest/organizations/{org}/catalogcontent/source/{sourceId}`. Object types and
 * metadata names and values seen on the indexed catalog documents.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Tailgate from "../../Schema/Models/Tailgate.ts"

/**
 * Names an object type (`product`, `variant`, …) of a catalog source.
 *
 * @since 0.1.0
 * @category models
 */
export interface ObjectType {
  readonly objectType: string
}

/**
 * Query of {@link getMetadata} and {@link getMetadataValues}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ObjectTypeQuery = Schema.Struct({ objectType: Schema.String })

/**
 * Query of {@link getMetadataV2}. `objectType` is required by the platform; the promise client lets the
 * whole query be left out, and so does this Schema, so that the request is the same.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CatalogMetadataNameQuery = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  objectType: Schema.optional(Schema.String),
  /** Applies to the metadata names only. */
  filter: Schema.optional(Schema.String),
  /** The version of the call: the answer is a page of names (`items`) or `{ metadataNames }`. */
  version: Schema.optional(Schema.Number)
})

/**
 * Options of {@link getMetadataV2}: the object type, a filter on names, the version, and the page
 * (`page` is 0-based; `perPage` travels as it is).
 *
 * @since 0.1.0
 * @category models
 */
export interface CatalogMetadataNameParams {
  readonly page?: number | undefined
  readonly perPage?: number | undefined
  readonly objectType: string
  readonly filter?: string | undefined
  readonly version?: number | undefined
}

/**
 * The object types seen on a catalog source, and whether it has indexed content.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogObjectType = Tailgate.ObjectTypeModel

/**
 * Metadata names seen on a source's documents of one object type, with a sample of values each.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogMetadata = Tailgate.MetadataNameAndValuesModel

/**
 * Metadata names seen on a source's documents of one object type.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogMetadataName = Tailgate.MetadataNameModel

/**
 * A page of metadata names.
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogMetadataNamePage = Tailgate.PageModelString

/**
 * The answer of {@link getMetadata} and {@link getMetadataV2}, as the description gives it: a page of
 * names or `{ metadataNames }`, depending on the version asked for (`"items" in answer` tells them apart).
 *
 * @since 0.1.0
 * @category models
 */
export type CatalogMetadataNames = CatalogMetadataNamePage | CatalogMetadataName

/**
 * Gets the object types seen on a catalog source.
 *
 * @since 0.1.0
 * @category calls
 */
export const getObjectTypes = get("CatalogContent.getObjectTypes",
  "/rest/organizations/{org}/catalogcontent/source/{sourceId}/objecttypes", json<CatalogObjectType>(),
  (sourceId: string) => ({ path: { sourceId } }))

/**
 * Gets the metadata names of one object type of a catalog source, with a sample of values each.
 *
 * @since 0.1.0
 * @category calls
 */
export const getMetadataValues = get("CatalogContent.getMetadataValues",
  "/rest/organizations/{org}/catalogcontent/source/{sourceId}/metadatavalues", json<CatalogMetadata>(),
  (sourceId: string, objectType: ObjectType) => ({ path: { sourceId }, query: objectType }), {
  query: encoded(ObjectTypeQuery)
})

/**
 * Gets the metadata names of one object type of a catalog source.
 *
 * @since 0.1.0
 * @category calls
 */
export const getMetadata = get("CatalogContent.getMetadata",
  "/rest/organizations/{org}/catalogcontent/source/{sourceId}/metadata", json<CatalogMetadataNames>(),
  (sourceId: string, objectType: ObjectType) => ({ path: { sourceId }, query: objectType }), {
  query: encoded(ObjectTypeQuery)
})

/**
 * Gets the metadata names of one object type of a catalog source, filtered and paged.
 *
 * @since 0.1.0
 * @category calls
 */
export const getMetadataV2 = get("CatalogContent.getMetadataV2",
  "/rest/organizations/{org}/catalogcontent/source/{sourceId}/metadata", json<CatalogMetadataNames>(),
  (sourceId: string, params?: CatalogMetadataNameParams) => ({ path: { sourceId }, query: params }), {
  query: encoded(CatalogMetadataNameQuery)
})

/**
 * Every metadata name {@link getMetadataV2} gives, page after page, as a lazy `Stream` (one page when the
 * answer is `{ metadataNames }`).
 *
 * @since 0.1.0
 * @category streams
 */
export const getMetadataV2All = (
  sourceId: string,
  params: Omit<CatalogMetadataNameParams, "page">,
  paging?: PagingOptions
) =>
  pagedStream(
    (page) =>
      Effect.map(getMetadataV2(sourceId, { ...params, page }), (answer): CatalogMetadataNamePage =>
        "items" in answer
          ? answer
          : { items: answer.metadataNames ?? [], totalEntries: answer.metadataNames?.length ?? 0, totalPages: 1 }),
    (p) => p.items,
    paging
  )
