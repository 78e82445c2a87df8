/**
 * The Search API v2 (`search` in the promise client): `/rest/search/v2`. The
 * organization travels in the `organizationId` query, not in the path.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { get, json, post } from "../Http/Endpoint.js";
const base = "/rest/search/v2";
/** Response format of a search request. */
export const RestFormat = Schema.Literals(["json", "opensearch-atom", "opensearch-rss", "xlsx"]);
/** Commerce parameters of a search request. */
export const RestCommerceParameters = Schema.Struct({
    catalogId: Schema.optional(Schema.String),
    filter: Schema.optional(Schema.String),
    operation: Schema.optional(Schema.String)
});
/** Client information sent for usage analytics. */
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
});
/** One past action of the user, for machine-learning models. */
export const RestActionHistory = Schema.Struct({
    name: Schema.optional(Schema.String),
    time: Schema.optional(Schema.String),
    value: Schema.optional(Schema.String)
});
/**
 * Query of {@link getFieldValues}. Objects travel as JSON text and arrays as
 * repeated keys; `organizationId` replaces the configured organization.
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
});
const ValuesQuery = Schema.Struct({ field: Schema.String, ...ListFieldValuesParams.fields });
/** `viewAllContent` leaves the body and becomes `viewAllContent=1` in the query, only when truthy. */
const QueryQuery = Schema.Struct({ viewAllContent: Schema.optional(Schema.Literal(1)) });
/** Creates a search token. */
export const createToken = post("Search.createToken", `${base}/token`, json(), (tokenParams) => ({ body: tokenParams }), { orgQuery: "organizationId" });
/**
 * Lists the values of a field. The name is sent as given (once encoded, with
 * the rest of the query); an explicit `organizationId` replaces the configured one.
 */
export const getFieldValues = get("Search.getFieldValues", `${base}/values`, json(), (fieldName, params) => ({ query: { field: fieldName, ...params } }), { query: ValuesQuery, orgQuery: "organizationId" });
/** Runs a search query. */
export const query = post("Search.query", base, json(), (restQueryParameters) => {
    const { viewAllContent, ...body } = restQueryParameters;
    return { query: { viewAllContent: viewAllContent ? 1 : undefined }, body };
}, { query: QueryQuery, orgQuery: "organizationId" });
