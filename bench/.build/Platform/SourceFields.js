/**
 * Fields seen from the sources (`source.field` in the promise client):
 * `/rest/organizations/{org}/sources/...fields`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { FieldOrigin, FieldType } from "../Schema/Fields.js";
const base = "/rest/organizations/{org}/sources";
/** Query of {@link list}. */
export const ListSourcesFieldsParams = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    facetsOnly: Schema.optional(Schema.Boolean),
    filter: Schema.optional(Schema.String),
    order: Schema.optional(Schema.Literals(["ASC", "DESC"])),
    origin: Schema.optional(FieldOrigin),
    sortBy: Schema.optional(Schema.String),
    type: Schema.optional(FieldType),
    includeMappings: Schema.optional(Schema.Boolean)
});
const GetQuery = Schema.Struct({ includeMappings: Schema.optional(Schema.Boolean) });
/** Lists a page of fields with their sources. */
export const list = get("SourceFields.list", `${base}/page/fields`, json(), (params) => ({ query: params }), { query: ListSourcesFieldsParams });
/** Gets a field; its mappings are included unless `includeMappings` is false. */
const get_ = get("SourceFields.get", `${base}/fields/{fieldId}`, json(), (fieldId, includeMappings = true) => ({ path: { fieldId }, query: { includeMappings } }), { query: GetQuery });
/** Creates a field. */
export const create = post("SourceFields.create", `${base}/fields`, empty, (fieldModel) => ({ body: fieldModel }));
/** Updates a field. */
export const update = put("SourceFields.update", `${base}/fields/{fieldId}`, empty, (fieldId, fieldModel) => ({ path: { fieldId }, body: fieldModel }));
/** Every field with its sources, page after page, as a lazy `Stream`. */
export const listAll = (params = {}, options) => pagedStream((page) => list({ ...params, page }), (p) => p.items, options);
export { 
/** Gets a field; its mappings are included unless `includeMappings` is false. */
get_ as get };
