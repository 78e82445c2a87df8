/**
 * A source's mappings (`source.mappings` in the promise client).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { empty, get, json, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/sources/{sourceId}/mappings";
const UpdateQuery = Schema.Struct({ rebuild: Schema.optional(Schema.Boolean) });
/** Gets a source's mappings. */
const get_ = get("SourceMappings.get", base, json(), (sourceId) => ({ path: { sourceId } }));
/** Replaces a source's mappings; `rebuild` (false by default) rebuilds the source after. */
export const update = put("SourceMappings.update", base, empty, (sourceId, mappingsConfiguration, rebuild = false) => ({
    path: { sourceId },
    body: mappingsConfiguration,
    query: { rebuild }
}), { query: UpdateQuery });
export { 
/** Gets a source's mappings. */
get_ as get };
