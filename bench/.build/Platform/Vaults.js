/**
 * Vault entries (`vault` in the promise client):
 * `/rest/organizations/{org}/vaultentries`. The list is the one call that takes
 * `perPage` as `pageSize` and refuses both at once (spec 5).
 *
 * @module
 */
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { empty, get, json, post, put } from "../Http/Endpoint.js";
import { toPageSize } from "../Http/Pagination.js";
import { pagedStream } from "../Http/Paging.js";
const base = "/rest/organizations/{org}/vaultentries";
/** How vault entries are imported from another organization. */
export const VaultFetchStrategy = Schema.Literals(["ALL_OR_NOTHING", "ONLY_MISSING", "OVERWRITE"]);
/** Type of a vault entry's value. */
export const VaultValueType = Schema.Literals(["BOOLEAN", "FLOAT", "INTEGER", "STRING"]);
/** Who may read a vault entry's value. */
export const VaultVisibilityType = Schema.Literals(["OBFUSCATED", "PUBLIC", "STRICT"]);
/** Query of {@link list}. */
export const VaultEntryListQuery = Schema.Struct({
    page: Schema.optional(Schema.Number),
    pageSize: Schema.optional(Schema.Number)
});
const MissingQuery = Schema.Struct({ snapshotId: Schema.String });
const FetchQuery = Schema.Struct({
    referenceSnapshotId: Schema.String,
    sourceOrganizationId: Schema.String,
    fetchStrategy: VaultFetchStrategy
});
/** Lists the vault keys a snapshot needs but the organization lacks. */
export const findMissing = get("Vaults.findMissing", `${base}/missing`, json(), (snapshotId) => ({ query: { snapshotId } }), { query: MissingQuery });
/** Imports vault entries from another organization, for the entries a snapshot refers to. */
const import_ = put("Vaults.import", `${base}/fetch`, empty, (currentSnapshotId, sourceOrganizationId, fetchStrategy) => ({
    query: { referenceSnapshotId: currentSnapshotId, sourceOrganizationId, fetchStrategy }
}), { query: FetchQuery });
/** Creates a vault entry. */
export const create = post("Vaults.create", base, json(), (model) => ({ body: model }));
/** Lists a page of vault entries. */
export const list = get("Vaults.list", base, json(), (options) => Effect.map(toPageSize(options), (query) => ({ query })), { query: VaultEntryListQuery });
/** Every vault entry, page after page, as a lazy `Stream`. */
export const listAll = (options = {}, paging) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging);
export { 
/** Imports vault entries from another organization, for the entries a snapshot refers to. */
import_ as import };
