/**
 * Index fields (`field` in the promise client): `/rest/organizations/{org}/indexes/fields`,
 * listed through `/rest/organizations/{org}/indexes/page/fields`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
import { FieldOrigin, FieldType } from "../Schema/Fields.js";
import { SortingOrder } from "./Sources.js";
const base = "/rest/organizations/{org}/indexes/fields";
/** Query of {@link list}. */
export const ListFieldsParams = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number),
    facetsOnly: Schema.optional(Schema.Boolean),
    filter: Schema.optional(Schema.String),
    order: Schema.optional(SortingOrder),
    origin: Schema.optional(FieldOrigin),
    sortBy: Schema.optional(Schema.String),
    type: Schema.optional(FieldType)
});
const BatchDeleteQuery = Schema.Struct({ fields: Schema.Array(Schema.String) });
/** Creates a field. */
export const create = post("Fields.create", base, empty, (field) => ({ body: field }));
/** Creates several fields at once. */
export const createFields = post("Fields.createFields", `${base}/batch/create`, empty, (fields) => ({ body: fields }));
/** Deletes several fields at once, named by their ids. */
export const deleteFields = del("Fields.deleteFields", `${base}/batch/delete`, empty, (fieldIds) => ({ query: { fields: fieldIds } }), { query: BatchDeleteQuery });
/** Updates several fields at once. */
export const updateFields = put("Fields.updateFields", `${base}/batch/update`, empty, (fields) => ({ body: fields }));
/** Synchronizes the organization's fields with its indexes. */
export const synchronize = post("Fields.synchronize", `${base}/synchronize`, empty, () => ({}));
/** Deletes a field. */
const delete_ = del("Fields.delete", `${base}/{fieldId}`, empty, (fieldId) => ({ path: { fieldId } }));
/** Gets a field. */
const get_ = get("Fields.get", `${base}/{fieldId}`, json(), (fieldId) => ({ path: { fieldId } }));
/** Updates a field. */
export const update = put("Fields.update", `${base}/{fieldId}`, empty, (fieldId, options) => ({ path: { fieldId }, body: options }));
/** Lists a page of fields. */
export const list = get("Fields.list", "/rest/organizations/{org}/indexes/page/fields", json(), (params) => ({ query: params }), { query: ListFieldsParams });
/** Every field matching `params`, page after page, as a lazy `Stream`. */
export const listAll = (params = {}, options) => pagedStream((page) => list({ ...params, page }), (p) => p.items, options);
export { 
/** Deletes a field. */
delete_ as delete, 
/** Gets a field. */
get_ as get };
