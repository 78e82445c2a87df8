/**
 * Vault entries (`vault` in the promise client):
 * `/rest/organizations/{org}/vaultentries`. The list is the one call that takes
 * `perPage` as `pageSize` and refuses both at once (the specification's validation rules).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { toPageSize } from "../../Http/PageSize.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Migration from "../../Schema/Models/Migration.ts"
import { VaultFetchStrategy, VaultValueType, VaultVisibilityType } from "../../Schema/Security.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VaultEntryListQuery = Schema.Struct({
  page: Schema.optional(Schema.Number),
  pageSize: Schema.optional(Schema.Number)
})
/**
 * The query {@link list} sends.
 *
 * @since 0.1.0
 * @category models
 */
export type VaultEntryListQuery = typeof VaultEntryListQuery.Type

/**
 * Options of {@link list}: `perPage` or `pageSize`, not both.
 *
 * @since 0.1.0
 * @category models
 */
export interface VaultEntryListOptions {
  /** 0-based page. */
  readonly page?: number | undefined
  readonly perPage?: number | undefined
  readonly pageSize?: number | undefined
}

const MissingQuery = Schema.Struct({ snapshotId: Schema.String })
const FetchQuery = Schema.Struct({
  referenceSnapshotId: Schema.String,
  sourceOrganizationId: Schema.String,
  fetchStrategy: VaultFetchStrategy
})

/**
 * Vault keys a snapshot needs but the organization lacks.
 *
 * @since 0.1.0
 * @category models
 */
export type MissingVaultModel = Migration.SnapshotVaultEntryState

/**
 * A resource a vault entry is scoped to.
 *
 * @since 0.1.0
 * @category models
 */
export type VaultScopeModel = Migration.ScopeModel

/**
 * Where a vault entry is referenced.
 *
 * @since 0.1.0
 * @category models
 */
export type AttributeReferenceModel = Migration.AttributeReferenceModel

/**
 * A vault entry.
 *
 * @since 0.1.0
 * @category models
 */
export type VaultEntryModel = Migration.VaultEntryModel

/**
 * A page of vault entries.
 *
 * @since 0.1.0
 * @category models
 */
export type VaultEntryPage = Migration.PageModelVaultEntryModel

/**
 * Lists the vault keys a snapshot needs but the organization lacks.
 *
 * @since 0.1.0
 * @category calls
 */
export const findMissing = get("Vaults.findMissing", "/rest/organizations/{org}/vaultentries/missing",
  json<MissingVaultModel>(), (snapshotId: string) => ({ query: { snapshotId } }), { query: encoded(MissingQuery) })

/**
 * Imports vault entries from another organization, for the entries a snapshot refers to.
 *
 * @since 0.1.0
 * @category calls
 */
const import_ = put(
  "Vaults.import",
  "/rest/organizations/{org}/vaultentries/fetch",
  empty,
  (currentSnapshotId: string, sourceOrganizationId: string, fetchStrategy: VaultFetchStrategy) => ({
    query: { referenceSnapshotId: currentSnapshotId, sourceOrganizationId, fetchStrategy }
  }),
  { query: encoded(FetchQuery) }
)

/**
 * Creates a vault entry.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Vaults.create", "/rest/organizations/{org}/vaultentries", json<VaultEntryModel>(),
  (model: VaultEntryModel) => ({ body: model }))

/**
 * Lists a page of vault entries.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Vaults.list", "/rest/organizations/{org}/vaultentries", json<VaultEntryPage>(),
  (options?: VaultEntryListOptions) => Effect.map(toPageSize(options), (query) => ({ query })), {
  query: encoded(VaultEntryListQuery)
})

/**
 * Every vault entry, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<VaultEntryListOptions, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Imports vault entries from another organization, for the entries a snapshot refers to.
   *
   * @since 0.1.0
   * @category calls
   */
  import_ as import
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Security.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { VaultFetchStrategy, VaultValueType, VaultVisibilityType }

// The operations of this area that are declared from the descriptions.
export * from "./Vaults.generated.ts"
