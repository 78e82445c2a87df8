/**
 * A source's metadata report (`source.metadata` in the promise client).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { empty, get, json, post } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/sources/{sourceId}/metadata";
/** Query of {@link getReport}. */
export const MetadataParams = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    filter: Schema.optional(Schema.String),
    order: Schema.optional(Schema.Literals(["ASC", "DESC"])),
    sortBy: Schema.optional(Schema.String)
});
/** How a metadata key reaches the index. */
export const MetadataIndexedBy = Schema.Literals(["NONE", "FIELD", "MAPPING"]);
const byId = (sourceId) => ({ path: { sourceId } });
/** Starts generating the metadata report. */
export const generateReport = post("SourceMetadata.generateReport", base, empty, byId);
/** Gets a page of the metadata report. */
export const getReport = get("SourceMetadata.getReport", base, json(), (sourceId, params) => ({ path: { sourceId }, query: params }), { query: MetadataParams });
/** Gets where the report generation stands. */
export const getReportStatus = get("SourceMetadata.getReportStatus", `${base}/status`, json(), byId);
