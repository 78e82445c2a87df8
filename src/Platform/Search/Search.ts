/**
 * The Search API v2 (`search` in the promise client): `/rest/search/v2`. The
 * organization travels in the `organizationId` query, not in the path.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { blob, get, json, post, text } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Search from "../../Schema/Models/Search.ts"
import { RestFormat } from "../../Schema/Search.ts"
import { JsonArray } from "./PipelineCommon.ts"

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
 * repeated keys, but `actionsHistory` (objects) as one JSON text; `organizationId` replaces the
 * configured organization.
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
  // One JSON text, not repeated keys: the description gives this parameter `content: application/json`.
  actionsHistory: Schema.optional(JsonArray(RestActionHistory)),
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
export type RestUserId = Search.RestUserId

/**
 * What a search token grants.
 *
 * @since 0.1.0
 * @category models
 */
export type RestTokenParams = Search.RestTokenParams

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
  query: encoded(ValuesQuery),
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
  { query: encoded(QueryQuery), orgQuery: "organizationId" }
)

/**
 * The user context of a search request: values by key, one or several.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RestContextRequest = Schema.Record(Schema.String,
  Schema.Union([Schema.String, Schema.Array(Schema.String)]))

// The search context both item calls take, in the order the query sends it (the promise client's).
const searchContext = {
  pipeline: Schema.optional(Schema.String),
  searchHub: Schema.optional(Schema.String),
  timezone: Schema.optional(Schema.String),
  debug: Schema.optional(Schema.Boolean),
  index: Schema.optional(Schema.String)
}
const searchContextRest = {
  tab: Schema.optional(Schema.String),
  referrer: Schema.optional(Schema.String),
  context: Schema.optional(RestContextRequest),
  locale: Schema.optional(Schema.String),
  indexToken: Schema.optional(Schema.String),
  logicalIndex: Schema.optional(Schema.String)
}

/**
 * Query of {@link listFields}; `organizationId` replaces the configured organization, `context` travels as JSON text.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SearchListFieldsParams = Schema.Struct({
  organizationId: Schema.optional(Schema.String),
  viewAllContent: Schema.optional(Schema.Union([Schema.Boolean, Schema.Number])),
  ...searchContext,
  ...searchContextRest
})
/**
 * Options of {@link listFields}.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchListFieldsParams = typeof SearchListFieldsParams.Type

/**
 * The answer of {@link listFields}: the fields the search can use, with what each allows.
 *
 * @since 0.1.0
 * @category models
 */
export type SearchListFieldsResponse = Search.ListFieldsResponse

/**
 * Query of {@link getDocument}: the item's `uniqueId` and the search context; `organizationId` replaces the
 * configured organization, `context` travels as JSON text.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SingleItemParameters = Schema.Struct({
  uniqueId: Schema.String,
  organizationId: Schema.optional(Schema.String),
  viewAllContent: Schema.optional(Schema.Union([Schema.Boolean, Schema.Number])),
  ...searchContext,
  primaryId: Schema.optional(Schema.String),
  ...searchContextRest
})
/**
 * Options of {@link getDocument}.
 *
 * @since 0.1.0
 * @category models
 */
export type SingleItemParameters = typeof SingleItemParameters.Type

const HtmlQuery = Schema.Struct({
  enableNavigation: Schema.optional(Schema.Boolean),
  findNext: Schema.optional(Schema.Number),
  findPrevious: Schema.optional(Schema.Number),
  page: Schema.optional(Schema.Number),
  requestedOutputSize: Schema.optional(Schema.Number),
  uniqueId: Schema.String,
  viewAllContent: Schema.optional(Schema.Union([Schema.Boolean, Schema.Number])),
  organizationId: Schema.optional(Schema.String)
})

/**
 * What {@link previewHTML} takes: the item's `uniqueId` and how to page through its preview (sent in the
 * query, with `organizationId` and `viewAllContent`), and the search request that highlights it (the body).
 *
 * @since 0.1.0
 * @category models
 */
export type ItemPreviewHtmlParameters = RestQueryParams & {
  readonly uniqueId: string
  readonly enableNavigation?: boolean | undefined
  readonly findNext?: number | undefined
  readonly findPrevious?: number | undefined
  readonly page?: number | undefined
  /** The approximate size of the HTML to answer, in bytes; 0 (the default) answers the whole document. */
  readonly requestedOutputSize?: number | undefined
}

const FacetQuery = Schema.Struct({
  organizationId: Schema.optional(Schema.String),
  viewAllContent: Schema.optional(Schema.Union([Schema.Boolean, Schema.Number]))
})

/**
 * A facet search: the facet's field and the text its values must match (the body), with `organizationId`
 * and `viewAllContent` (sent in the query, as given).
 *
 * @since 0.1.0
 * @category models
 */
export type RestFacetSearchParameters =
  & (Search.RestFacetSearchParametersSpecific | Search.RestFacetSearchParametersHierarchical)
  & {
    readonly organizationId?: string | undefined
    readonly viewAllContent?: boolean | number | undefined
  }

/**
 * The answer of {@link searchFacet}: the matching values, and whether there are more.
 *
 * @since 0.1.0
 * @category models
 */
export type RestFacetSearchResponse = Search.RestFacetSearchResponse

/**
 * A query suggestion request.
 *
 * @since 0.1.0
 * @category models
 */
export type PostSearchQuerySuggestBodyParams = Search.RestQuerySuggestParameters

/**
 * The answer of {@link querySuggestPost}: the suggested completions.
 *
 * @since 0.1.0
 * @category models
 */
export type QuerySuggestResponse = Search.QuerySuggestResponse

/**
 * Runs a search query and answers its results as a Microsoft Excel spreadsheet (`format` is `xlsx`).
 *
 * @since 0.1.0
 * @category calls
 */
export const exportQuery = post(
  "Search.exportQuery",
  "/rest/search/v2",
  blob,
  (restQueryParameters: RestQueryParams) => {
    const { viewAllContent, ...body } = restQueryParameters
    return { query: { viewAllContent: viewAllContent ? 1 as const : undefined }, body: { ...body, format: "xlsx" } }
  },
  {
    query: encoded(QueryQuery),
    orgQuery: "organizationId",
    accept: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*"
  }
)

/**
 * Lists the fields the search can use; an explicit `organizationId` replaces the configured one.
 *
 * @since 0.1.0
 * @category calls
 */
export const listFields = get("Search.listFields", "/rest/search/v2/fields", json<SearchListFieldsResponse>(),
  (params?: SearchListFieldsParams) => ({ query: params }), {
  query: encoded(SearchListFieldsParams),
  orgQuery: "organizationId"
})

/**
 * Gets one item, by its unique id, in JSON; an explicit `organizationId` replaces the configured one.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDocument = get("Search.getDocument", "/rest/search/v2/document", json<RestQueryResult>(),
  (params: SingleItemParameters) => ({ query: params }), {
  query: encoded(SingleItemParameters),
  orgQuery: "organizationId"
})

/**
 * Gets an item's preview in HTML, its query terms highlighted; answers the HTML text.
 *
 * @since 0.1.0
 * @category calls
 */
export const previewHTML = post(
  "Search.previewHTML",
  "/rest/search/v2/html",
  text,
  (params: ItemPreviewHtmlParameters) => {
    const {
      enableNavigation,
      findNext,
      findPrevious,
      organizationId,
      page,
      requestedOutputSize,
      uniqueId,
      viewAllContent,
      ...body
    } = params
    return {
      query: {
        enableNavigation,
        findNext,
        findPrevious,
        page,
        requestedOutputSize,
        uniqueId,
        viewAllContent,
        organizationId
      },
      body
    }
  },
  { query: encoded(HtmlQuery), orgQuery: "organizationId", accept: "text/html, */*" }
)

/**
 * Gets query suggestions for what the user typed.
 *
 * @since 0.1.0
 * @category calls
 */
export const querySuggestPost = post("Search.querySuggestPost", "/rest/search/v2/querySuggest",
  json<QuerySuggestResponse>(), (restQuerySuggestParameters: PostSearchQuerySuggestBodyParams) => ({
    body: restQuerySuggestParameters
  }), { orgQuery: "organizationId" })

/**
 * Searches the values of a facet; an explicit `organizationId` replaces the configured one.
 *
 * @since 0.1.0
 * @category calls
 */
export const searchFacet = post(
  "Search.searchFacet",
  "/rest/search/v2/facet",
  json<RestFacetSearchResponse>(),
  (params: RestFacetSearchParameters) => {
    const { organizationId, viewAllContent, ...body } = params
    return { query: { organizationId, viewAllContent }, body }
  },
  { query: encoded(FacetQuery), orgQuery: "organizationId" }
)

/**
 * This area's enumerations, declared with their domain's in `Schema/Search.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { RestFormat }

// The operations of this area that are declared from the descriptions.
export * from "./Search.generated.ts"
