/**
 * A source's metadata report (`source.metadata` in the promise client).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { empty, get, json, post } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Source from "../../Schema/Models/Source.ts"
import { MetadataIndexedBy } from "../../Schema/Sources.ts"

/**
 * Query of {@link getReport}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MetadataParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  filter: Schema.optional(Schema.String),
  order: Schema.optional(Schema.Literals(["ASC", "DESC"])),
  sortBy: Schema.optional(Schema.String)
})
/**
 * Options of {@link getReport}.
 *
 * @since 0.1.0
 * @category models
 */
export type MetadataParams = typeof MetadataParams.Type

/**
 * One metadata key with its sampled values.
 *
 * @since 0.1.0
 * @category models
 */
export type Metadata = Source.SourceMetadataModel

/**
 * A page of the metadata report.
 *
 * @since 0.1.0
 * @category models
 */
export type MetadataPageModel = Source.MetadataReportPageModel

/**
 * Where the report generation stands.
 *
 * @since 0.1.0
 * @category models
 */
export type MetadataReportStatus = Source.SourceMetadataStatusModel

const byId = (sourceId: string) => ({ path: { sourceId } })

/**
 * Starts generating the metadata report.
 *
 * @since 0.1.0
 * @category calls
 */
export const generateReport = post("SourceMetadata.generateReport",
  "/rest/organizations/{org}/sources/{sourceId}/metadata", empty, byId)

/**
 * Gets a page of the metadata report.
 *
 * @since 0.1.0
 * @category calls
 */
export const getReport = get("SourceMetadata.getReport", "/rest/organizations/{org}/sources/{sourceId}/metadata",
  json<MetadataPageModel>(), (sourceId: string, params?: MetadataParams) => ({ path: { sourceId }, query: params }), {
  query: encoded(MetadataParams)
})

/**
 * Gets where the report generation stands.
 *
 * @since 0.1.0
 * @category calls
 */
export const getReportStatus = get("SourceMetadata.getReportStatus",
  "/rest/organizations/{org}/sources/{sourceId}/metadata/status", json<MetadataReportStatus>(), byId)

/**
 * Every metadata key of the report, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const getReportAll = (sourceId: string, params: Omit<MetadataParams, "page"> = {}, paging?: PagingOptions) =>
  pagedStream((page) => getReport(sourceId, { ...params, page }), (p) => p.items, paging)

/**
 * This area's enumerations, declared with their domain's in `Schema/Sources.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { MetadataIndexedBy }
