/**
 * The permissions of an indexed item (`index.documents` in the promise client):
 * `/rest/organizations/{org}/indexes/{indexId}/documents/{documentId}/permissions`. The document id (most
 * often a URI) is percent-encoded twice in the path, as the platform expects and the promise client sends it.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import type { PermissionCheckResult } from "../../Schema/Security.ts"
import { PermissionState } from "../../Schema/Security.ts"

/**
 * Query of {@link listEffectivePermissions}: the states of the permissions to list, the date range of their
 * last update, whether to list allowed or denied identities, and the page (0-based) and its size.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListEffectivePermissionsOptions = Schema.Struct({
  states: Schema.optional(QueryArray(PermissionState)),
  from: Schema.optional(Schema.String),
  to: Schema.optional(Schema.String),
  includedEntities: Schema.optional(Schema.Literals(["ALL", "ALLOWED", "DENIED"])),
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number)
})
/**
 * Options of {@link listEffectivePermissions}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListEffectivePermissionsOptions = typeof ListEffectivePermissionsOptions.Type

/**
 * One identity's permission on an item, and how fresh it is.
 *
 * @since 0.1.0
 * @category models
 */
export interface SinglePermissionModel {
  readonly additionalInfo?: unknown
  readonly allowed?: boolean
  readonly identity?: string
  readonly identityType?: "USER" | "GROUP" | "VIRTUAL_GROUP" | "UNKNOWN"
  readonly lastUpdateDate?: number
  readonly lastUpdateErrorDetail?: string
  readonly lastUpdateResult?: PermissionCheckResult
  readonly securityProvider?: string
  readonly state?: PermissionState
}

/**
 * A page of an item's effective permissions.
 *
 * @since 0.1.0
 * @category models
 */
export interface SinglePermissionPageModel {
  readonly items: ReadonlyArray<SinglePermissionModel>
  readonly totalEntries: number
  readonly totalPages: number
  readonly anonymousAllowed?: boolean
}

/**
 * A permission set of an item: the identities it allows or denies.
 *
 * @since 0.1.0
 * @category models
 */
export interface PermissionSetModel {
  readonly anonymousAllowed?: boolean
  readonly name?: string
  readonly permissions?: ReadonlyArray<SinglePermissionModel>
}

/**
 * A permission level of an item, with its permission sets.
 *
 * @since 0.1.0
 * @category models
 */
export interface PermissionLevelModel {
  readonly name?: string
  readonly permissionSets?: ReadonlyArray<PermissionSetModel>
}

/**
 * An item's permissions, level by level, and their state.
 *
 * @since 0.1.0
 * @category models
 */
export interface DocumentPermissionModel {
  readonly lastUpdatedDate?: number
  readonly permissionLevels?: ReadonlyArray<PermissionLevelModel>
  readonly state?: "UNKNOWN" | "VALID" | "PENDING" | "INCOMPLETE" | "IN_ERROR" | "WARNING"
}

// The platform decodes the document id once more than the rest of the path: it is encoded here, and once more
// with the path. Only a string that can be encoded is: anything else (missing, `null`, an object, a lone
// surrogate) reaches the path check as it came, which refuses it with InvalidInput, unstringified and unsent.
const encodedOnce = (documentId: string): string => {
  if (typeof documentId !== "string") return documentId
  try {
    return encodeURIComponent(documentId)
  } catch {
    return documentId
  }
}

const byDocument = (indexId: string, documentId: string) => ({
  path: { indexId, documentId: encodedOnce(documentId) }
})

/**
 * Lists the permissions of an item of an index, level by level.
 *
 * @since 0.1.0
 * @category calls
 */
export const listPermissions = get("IndexDocuments.listPermissions",
  "/rest/organizations/{org}/indexes/{indexId}/documents/{documentId}/permissions", json<DocumentPermissionModel>(),
  byDocument)

/**
 * Lists a page of the effective permissions of an item of an index: who can see it, once every level is applied.
 *
 * @since 0.1.0
 * @category calls
 */
export const listEffectivePermissions = get("IndexDocuments.listEffectivePermissions",
  "/rest/organizations/{org}/indexes/{indexId}/documents/{documentId}/permissions/effective",
  json<SinglePermissionPageModel>(),
  (indexId: string, documentId: string, options?: ListEffectivePermissionsOptions) => ({
    ...byDocument(indexId, documentId),
    query: options
  }), { query: encoded(ListEffectivePermissionsOptions) })

/**
 * Every effective permission of an item of an index, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listEffectivePermissionsAll = (
  indexId: string,
  documentId: string,
  options: Omit<ListEffectivePermissionsOptions, "page"> = {},
  paging?: PagingOptions
) => pagedStream((page) => listEffectivePermissions(indexId, documentId, { ...options, page }), (p) => p.items, paging)
