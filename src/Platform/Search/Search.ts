/**
 * The Search API v2 (`search` in the promise client): `/rest/search/v2`. The
 * organization travels in the `organizationId` query, not in the path.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json, post } from "../../Http/Endpoint.ts"
import type * as Search from "../../Schema/Models/Search.ts"
import { RestFormat } from "../../Schema/Search.ts"

/**
 * Commerce parameters of a search request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RestCommerceParameters = Schema.Struct({
  catalogId: Schema.optional(Schema.String),
  filter: Schema.optional(Schema.String),
  operation: Schema.optional(Schema.String)
})
/**
 * Commerce parameters of a search request.
 *
 * @since 0.1.0
 * @category models
 */
export type RestCommerceParameters = typeof RestCommerceParameters.Type

/**
 * Client information sent for usage analytics.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RestAnalyticsRequest = Schema.Struct({
  clientId: Schema.optional(Schema.String),
  clientRequestId: Schema.optional(Schema.String),
  clientTimestamp: Schema.optional(Schema.String),
  deviceId: Schema.optional(Schema.String),
  documentLocation: Schema.optional(Schema.String),
  documentReferrer: Schema.optional(Schema.String),
  pageId: Schema.optional(Schema.String),
  userAgent: Schema.optional(Schema.String),
  userId: Schema.optional(Schema.String),
  userIp: Schema.optional(Schema.String)
})
/**
 * Client information sent for usage analytics.
 *
 * @since 0.1.0
 * @category models
 */
export type RestAnalyticsRequest = typeof RestAnalyticsRequest.Type

/**
 * One past action of the user, for machine-learning models.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RestActionHistory = Schema.Struct({
  name: Schema.optional(Schema.String),
  time: Schema.optional(Schema.String),
  value: Schema.optional(Schema.String)
})
/**
 * One past action of the user, for machine-learning models.
 *
 * @since 0.1.0
 * @category models
 */
export type RestActionHistory = typeof RestActionHistory.Type

/**
 * Query of {@link getFieldValues}. Objects travel as JSON text and arrays as
 * repeated keys; `organizationId` replaces the configured organization.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListFieldValuesParams = Schema.Struct({
  organizationId: Schema.optional(Schema.String),
  viewAllContent: Schema.optional(Schema.Union([Schema.Boolean, Schema.Number])),
  pipeline: Schema.optional(Schema.String),
  searchHub: Schema.optional(Schema.String),
  timezone: Schema.optional(Schema.String),
  debug: Schema.optional(Schema.Boolean),
  index: Schema.optional(Schema.String),
  tab: Schema.optional(Schema.String),
  referrer: Schema.optional(Schema.String),
  context: Schema.optional(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Array(Schema.String)]))),
  locale: Schema.optional(Schema.String),
  indexToken: Schema.optional(Schema.String),
  logicalIndex: Schema.optional(Schema.String),
  ignoreAccents: Schema.optional(Schema.Boolean),
  sortCriteria: Schema.optional(Schema.String),
  maximumNumberOfValues: Schema.optional(Schema.Number),
  queryOverride: Schema.optional(Schema.String),
  constantQueryOverride: Schema.optional(Schema.String),
  disjunctionQueryOverride: Schema.optional(Schema.String),
  pattern: Schema.optional(Schema.String),
  patternType: Schema.optional(Schema.String),
  commerce: Schema.optional(RestCommerceParameters),
  dictionaryFieldContext: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  maximumAge: Schema.optional(Schema.Number),
  actionsHistory: Schema.optional(Schema.Array(RestActionHistory)),
  recommendation: Schema.optional(Schema.String),
  format: Schema.optional(RestFormat),
  visitorId: Schema.optional(Schema.String),
  isGuestUser: Schema.optional(Schema.Boolean),
  mlParameters: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
  indexType: Schema.optional(Schema.String),
  maximumTimeoutMs: Schema.optional(Schema.String),
  analytics: Schema.optional(RestAnalyticsRequest)
})
/**
 * Options of {@link getFieldValues}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListFieldValuesParams = typeof ListFieldValuesParams.Type

const ValuesQuery = Schema.Struct({ field: Schema.String, ...ListFieldValuesParams.fields })

/** `viewAllContent` leaves the body and becomes `viewAllContent=1` in the query, only when truthy. */
const QueryQuery = Schema.Struct({ viewAllContent: Schema.optional(Schema.Literal(1)) })

/**
 * A search request; `viewAllContent` bypasses item permissions when the token may view all content
 * (it travels in the query, the rest in the body).
 *
 * @since 0.1.0
 * @category models
 */
export type RestQueryParams = Search.RestQueryParameters & {
  readonly organizationId?: string
  readonly viewAllContent?: boolean | number | undefined
}

/**
 * One result item of a search response; `raw` holds the item's fields.
 *
 * @since 0.1.0
 * @category models
 */
export type RestQueryResult = Search.RestQueryResult

/**
 * The answer of {@link query}.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchResponse = Search.RestQueryResponse

/**
 * An identity a search token is issued for: its name and provider; `type` is `User` unless set.
 *
 * @since 0.1.0
 * @category models
 */
export type RestUserId =
  & Pick<Search.RestUserId, "name" | "provider">
  & Partial<Pick<Search.RestUserId, "type" | "infos" | "authCookie" | "password">>

/**
 * What a search token grants.
 *
 * @since 0.1.0
 * @category models
 */
export type RestTokenParams = Omit<Search.RestTokenParams, "userIds"> & {
  readonly userIds: ReadonlyArray<RestUserId>
}

/**
 * A search token.
 *
 * @since 0.1.0
 * @category models
 */
export type TokenModel = Search.RestTokenResponse

/**
 * One value of a field with its number of items.
 *
 * @since 0.1.0
 * @category models
 */
export type ListFieldValuesItem = Search.ListFieldValuesValuesResponse

/**
 * The answer of {@link getFieldValues}: the values, always present.
 *
 * @since 0.1.0
 * @category models
 */
export type ListFieldValuesResponse = Required<Search.ListFieldValuesResponse>

/**
 * Creates a search token.
 *
 * @since 0.1.0
 * @category calls
 */
export const createToken = post("Search.createToken", "/rest/search/v2/token", json<TokenModel>(),
  (tokenParams: RestTokenParams) => ({ body: tokenParams }), { orgQuery: "organizationId" })

/**
 * Lists the values of a field. The name is sent as given (once encoded, with
 * the rest of the query); an explicit `organizationId` replaces the configured one.
 *
 * @since 0.1.0
 * @category calls
 */
export const getFieldValues = get("Search.getFieldValues", "/rest/search/v2/values", json<ListFieldValuesResponse>(),
  (fieldName: string, params?: ListFieldValuesParams) => ({ query: { field: fieldName, ...params } }), {
  query: ValuesQuery,
  orgQuery: "organizationId"
})

/**
 * Runs a search query.
 *
 * @since 0.1.0
 * @category calls
 */
export const query = post(
  "Search.query",
  "/rest/search/v2",
  json<SearchResponse>(),
  (restQueryParameters: RestQueryParams) => {
    const { viewAllContent, ...body } = restQueryParameters
    return { query: { viewAllContent: viewAllContent ? 1 as const : undefined }, body }
  },
  { query: QueryQuery, orgQuery: "organizationId" }
)

/**
 * This area's enumerations, declared with their domain's in `Schema/Search.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { RestFormat }
