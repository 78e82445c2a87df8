/**
 * Case assist configurations (`caseAssistConfig` in the promise client):
 * `/rest/organizations/{org}/caseassists`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { pagedStream } from "../Http/Paging.js";
const base = "/rest/organizations/{org}/caseassists";
/** Query of {@link list}. */
export const CaseAssistConfigListOptions = Schema.Struct({
    page: Schema.optional(Schema.Number),
    perPage: Schema.optional(Schema.Number)
});
const byId = (caseAssistId) => ({ path: { caseAssistId } });
/** Lists a page of case assist configurations. */
export const list = get("CaseAssists.list", base, json(), (options) => ({ query: options }), { query: CaseAssistConfigListOptions });
/** Creates a case assist configuration. */
export const create = post("CaseAssists.create", base, json(), (caseAssistConfig) => ({ body: caseAssistConfig }));
/** Gets a case assist configuration. */
const get_ = get("CaseAssists.get", `${base}/{caseAssistId}`, json(), byId);
/** Replaces a case assist configuration; its id comes from the model. */
export const update = put("CaseAssists.update", `${base}/{caseAssistId}`, json(), (caseAssistConfig) => ({ path: { caseAssistId: caseAssistConfig.id }, body: caseAssistConfig }));
/** Deletes a case assist configuration. */
const delete_ = del("CaseAssists.delete", `${base}/{caseAssistId}`, empty, byId);
/** Predicts field values for a case. */
export const classify = post("CaseAssists.classify", `${base}/{caseAssistId}/classify`, json(), (caseAssistConfigId, body) => ({ path: { caseAssistId: caseAssistConfigId }, body }));
/** Suggests documents for a case. */
export const suggestDocuments = post("CaseAssists.suggestDocuments", `${base}/{caseAssistId}/documents/suggest`, json(), (caseAssistConfigId, body) => ({ path: { caseAssistId: caseAssistConfigId }, body }));
/** Suggests documents for a case under a configuration that is not saved. */
export const previewDocumentSuggestion = post("CaseAssists.previewDocumentSuggestion", `${base}/preview/documents/suggest`, json(), (body) => ({ body }));
/** Predicts field values for a case under a configuration that is not saved (the name keeps the promise client's spelling). */
export const previewCaseClassication = post("CaseAssists.previewCaseClassication", `${base}/preview/classify`, json(), (body) => ({ body }));
/** Every case assist configuration, page after page, as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => list({ ...options, page }), (p) => p.configurations, paging);
export { 
/** Deletes a case assist configuration. */
delete_ as delete, 
/** Gets a case assist configuration. */
get_ as get };
