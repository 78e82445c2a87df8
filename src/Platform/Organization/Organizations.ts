/**
 * Organizations (`organization` in the promise client): `/rest/organizations`.
 * Calls that take an optional `organizationId` act on the configured
 * organization when it is left out. Members live in `OrganizationMembers`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type { CallError } from "../../Errors/index.ts"
import { del, empty, type EndpointKey, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream, type PagingOptions } from "../../Http/PagedStream.ts"
import { CoveoClient, type EndpointDef } from "../../Http/PlatformClient.ts"
import { encoded, QueryArray } from "../../Http/Query.ts"
import type * as Organization from "../../Schema/Models/Organization.ts"
import { type AuthenticationProvider, OrganizationCreationOrigin } from "../../Schema/Organization.ts"
import { PrivilegeFilterType } from "../../Schema/Privileges.ts"
import type { GlobalPrivilegeModel } from "../Authorization/GlobalGroups.ts"
import type { ModifierModel, ModifierStatementModel } from "../Search/ModifierTemplates.ts"

// One name or several (repeated keys); `status` and `license` are the known ones.
const AdditionalFields = Schema.Union([Schema.String, QueryArray(Schema.String)])

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListOrganizationOptions = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  additionalFields: Schema.optional(AdditionalFields),
  filter: Schema.optional(Schema.String),
  order: Schema.optional(Schema.String),
  sortBy: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String)
})
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListOrganizationOptions = typeof ListOrganizationOptions.Type

/**
 * Query of {@link get}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetOrganizationOptions = Schema.Struct({ additionalFields: Schema.optional(AdditionalFields) })
/**
 * Options of {@link get}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetOrganizationOptions = typeof GetOrganizationOptions.Type

/**
 * Query of {@link create}: the whole request travels in the query string.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateOrganizationOptions = Schema.Struct({
  name: Schema.String,
  organizationTemplate: Schema.optional(Schema.String),
  owner: Schema.optional(Schema.String),
  creationOrigin: Schema.optional(OrganizationCreationOrigin)
})
/**
 * Options of {@link create}.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateOrganizationOptions = typeof CreateOrganizationOptions.Type

/**
 * Query of {@link listApiKeysPrivileges}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListApiKeysPrivilegesOptions = Schema.Struct({ filter: Schema.optional(PrivilegeFilterType) })
/**
 * Options of {@link listApiKeysPrivileges}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListApiKeysPrivilegesOptions = typeof ListApiKeysPrivilegesOptions.Type

const SupportQuery = Schema.Struct({ activate: Schema.Boolean })

const ExperimentQuery = Schema.Struct({ allowed: Schema.Boolean })

/**
 * The health, pause and provisioning state of an organization.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationStatusModel = Organization.OrganizationStatusModel

/**
 * The license summary an organization carries when asked for `additionalFields: "license"`.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationLicenseModel = Organization.LicenseModel_Response

/**
 * An organization.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationModel = Organization.OrganizationModel_Response

/**
 * The answer of {@link create}: the new organization's id, and an API key for it.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationCreatedModel = Organization.OrganizationCreatedModel

/**
 * A page of organizations.
 *
 * @since 0.1.0
 * @category models
 */
export type OrganizationPage = Organization.PageModelOrganizationModel_Response

/**
 * A set of license statements applied on top of the base template (the promise client's model: no published
 * description covers `/definition`; other fields the platform sends are read with `raw(override)`, `Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface OverrideModel {
  readonly id: string
  readonly statements: ReadonlyArray<ModifierStatementModel>
  readonly readOnly?: boolean
  readonly expirationDate?: string
}

/**
 * How an organization's license is computed (the promise client's model: no published description covers
 * `/definition`; other fields the platform sends are read with `raw(definition)`, `Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface DefinitionModel {
  readonly organizationId: string
  readonly baseLicenseTemplateId: string
  readonly modifiers: ReadonlyArray<ModifierModel>
  readonly overrides: ReadonlyArray<OverrideModel>
}

const orgPath = (organizationId: string) => ({ path: { organizationId } })

// For status-like calls the organization id defaults to the configured one.
const orgOrConfigured = (organizationId?: string) =>
  organizationId === undefined
    ? CoveoClient.useSync((client) => ({ path: { organizationId: client.config.organizationId } }))
    : Effect.succeed({ path: { organizationId } })

const list_ = get("Organizations.list", "/rest/organizations",
  json<ReadonlyArray<OrganizationModel> | OrganizationPage>(),
  (options?: ListOrganizationOptions) => ({ query: options }), { query: encoded(ListOrganizationOptions) })

/**
 * {@link list}: a plain array without options, a page with any.
 *
 * @since 0.1.0
 * @category models
 */
export interface ListOrganizations {
  // `null` too, as the promise client's `list(noPagination?: undefined | null)` takes it: no query, a plain array.
  (options?: undefined | null): Effect.Effect<ReadonlyArray<OrganizationModel>, CallError<"GET">, CoveoClient>
  <T extends ListOrganizationOptions>(
    options: T
  ): Effect.Effect<
    keyof T extends never ? ReadonlyArray<OrganizationModel> : OrganizationPage,
    CallError<"GET">,
    CoveoClient
  >
  // The last signature is the one the promise facade's type takes: it needs the `null` too.
  (
    options?: ListOrganizationOptions | null
  ): Effect.Effect<ReadonlyArray<OrganizationModel> | OrganizationPage, CallError<"GET">, CoveoClient>
  readonly [EndpointKey]: EndpointDef
}

/**
 * Lists the organizations the caller can see: a plain array without options, a page with any.
 *
 * @since 0.1.0
 * @category calls
 */
export const list: ListOrganizations = list_ as ListOrganizations

/**
 * Creates an organization; every field travels in the query string.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Organizations.create", "/rest/organizations", json<OrganizationCreatedModel>(),
  (options: CreateOrganizationOptions) => ({ query: options }), { query: encoded(CreateOrganizationOptions) })

/**
 * Gets an organization, with the `additionalFields` asked for.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Organizations.get", "/rest/organizations/{organizationId}", json<OrganizationModel>(),
  (organizationId: string, options?: GetOrganizationOptions) => ({ path: { organizationId }, query: options }), {
  query: encoded(GetOrganizationOptions)
})

/**
 * Updates an organization; its id comes from the model.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "Organizations.update",
  "/rest/organizations/{organizationId}",
  json<OrganizationModel>(),
  (organization: Partial<OrganizationModel>) => ({
    path: { organizationId: organization.id ?? "" },
    body: organization
  })
)

/**
 * Deletes an organization.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Organizations.delete", "/rest/organizations/{organizationId}", empty, orgPath)

/**
 * Turns support access to an organization on or off.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateSupportActivated = put(
  "Organizations.updateSupportActivated",
  "/rest/organizations/{organizationId}/support",
  empty,
  (organizationId: string, supportActivated: boolean) => ({
    path: { organizationId },
    query: { activate: supportActivated }
  }),
  { query: encoded(SupportQuery) }
)

/**
 * Gets an organization's status (the configured one by default).
 *
 * @since 0.1.0
 * @category calls
 */
export const status = get("Organizations.status", "/rest/organizations/{organizationId}/status",
  json<OrganizationStatusModel>(), orgOrConfigured)

/**
 * Pauses an organization (the configured one by default, the specification's state and transition rules).
 *
 * @since 0.1.0
 * @category calls
 */
export const pause = post("Organizations.pause", "/rest/organizations/{organizationId}/pause", empty, orgOrConfigured)

/**
 * Resumes a paused organization (the configured one by default, the specification's state and transition rules).
 *
 * @since 0.1.0
 * @category calls
 */
export const resume = post("Organizations.resume", "/rest/organizations/{organizationId}/resume", empty,
  orgOrConfigured)

/**
 * Gets an organization's additional information (the configured one by default).
 *
 * @since 0.1.0
 * @category calls
 */
export const getAdditionalInformation = get("Organizations.getAdditionalInformation",
  "/rest/organizations/{organizationId}/additionalinformation", json<Readonly<Record<string, unknown>>>(),
  orgOrConfigured)

/**
 * Replaces the configured organization's additional information.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateAdditionalInformation = put("Organizations.updateAdditionalInformation",
  "/rest/organizations/{org}/additionalinformation", json<Readonly<Record<string, unknown>>>(),
  (additionalInformationObj: Readonly<Record<string, unknown>>) => ({ body: additionalInformationObj }))

/**
 * Lists the privileges that exist in the configured organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const listPrivileges = get("Organizations.listPrivileges", "/rest/organizations/{org}/privileges",
  json<ReadonlyArray<GlobalPrivilegeModel>>(), () => ({}))

/**
 * Lists the current user's privileges in the configured organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const listMyPrivileges = get("Organizations.listMyPrivileges", "/rest/organizations/{org}/privileges/me",
  json<ReadonlyArray<GlobalPrivilegeModel>>(), () => ({}))

/**
 * Lists the privileges API keys can hold; all of them unless `filter` says `CUSTOM`.
 *
 * @since 0.1.0
 * @category calls
 */
export const listApiKeysPrivileges = get("Organizations.listApiKeysPrivileges",
  "/rest/organizations/{org}/privileges/apikeys", json<ReadonlyArray<GlobalPrivilegeModel>>(),
  (options: ListApiKeysPrivilegesOptions = { filter: "ALL" }) => ({ query: options }), {
  query: encoded(ListApiKeysPrivilegesOptions)
})

/**
 * Gets how the configured organization's license is computed.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDefinition = get("Organizations.getDefinition", "/rest/organizations/{org}/definition",
  json<DefinitionModel>(), () => ({}))

/**
 * Replaces how the configured organization's license is computed.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateDefinition = put("Organizations.updateDefinition", "/rest/organizations/{org}/definition",
  json<DefinitionModel>(), (organizationDefinition: DefinitionModel) => ({ body: organizationDefinition }))

/**
 * Lists the identity providers an organization's users may sign in with (the configured one by default).
 *
 * @since 0.1.0
 * @category calls
 */
export const getAllowedAuthenticationProviders = get("Organizations.getAllowedAuthenticationProviders",
  "/rest/organizations/{organizationId}/authproviders/allowed", json<ReadonlyArray<AuthenticationProvider>>(),
  orgOrConfigured)

/**
 * Allows or forbids serving experiments (A/B tests) in the configured organization; allowed by default.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateExperimentalStatus = put("Organizations.updateExperimentalStatus",
  "/rest/organizations/{org}/configuration/servingExperiment", empty,
  (allowed: boolean = true) => ({ query: { allowed } }), { query: encoded(ExperimentQuery) })

/**
 * Every organization, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (options: Omit<ListOrganizationOptions, "page"> = {}, paging?: PagingOptions) =>
  pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes an organization.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets an organization, with the `additionalFields` asked for.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/Privileges.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { PrivilegeFilterType }

// The operations of this area that are declared from the descriptions.
export * from "./Organizations.generated.ts"
