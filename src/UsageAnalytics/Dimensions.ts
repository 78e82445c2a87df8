/**
 * Usage-analytics dimensions and custom dimensions (`ua.dimensions` in the
 * promise client): `/rest/ua/v15/dimensions`. Custom dimensions stay in this
 * module because the promise client reaches both through one accessor. Every
 * call, health and status checks included, carries the `org` query (the specification's rules for all calls).
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import { encoded, QueryArray } from "../Http/Query.ts"
import { IsoDateTime } from "../Http/QueryDates.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { DimensionEventType, DimensionStatus } from "../Schema/UsageAnalytics.ts"
import { OrgQuery, type ReadServiceHealthResponse, type ReadServiceStatusResponse } from "./UaReadService.ts"

/**
 * A dimension: `apiNames` are the names the statistics service accepts, `returnName` the one it
 * answers with, `path` the custom data path of a custom dimension.
 *
 * @since 0.1.0
 * @category models
 */
export type DimensionModel = UsageAnalyticsRead.DimensionResponseV15

/**
 * A custom dimension to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export type CustomDimensionModel = UsageAnalyticsRead.CustomDimensionModelV15

/**
 * Values seen for a dimension.
 *
 * @since 0.1.0
 * @category models
 */
export type DimensionValuesModel = UsageAnalyticsRead.DimensionValuesResponseV15

/**
 * A custom dimension that has data but is not created yet.
 *
 * @since 0.1.0
 * @category models
 */
export type CustomDimensionSuggestionModel = UsageAnalyticsRead.CustomDimensionSuggestionResponseV15

/**
 * Custom dimensions that could be created.
 *
 * @since 0.1.0
 * @category models
 */
export type CustomDimensionSuggestionsModel = UsageAnalyticsRead.CustomDimensionSuggestionsResponseV15

/**
 * Query of {@link list} and {@link listExportableDimensions}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListDimensionsParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  includeOnlyParents: Schema.optional(Schema.Boolean),
  includeCustom: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link list} and {@link listExportableDimensions}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListDimensionsParams = typeof ListDimensionsParams.Type

/**
 * Query of {@link getValues} and {@link getCustomDimensionValues}. The range is
 * optional here because the whole options object is optional in the promise client.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetDimensionValuesParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  from: Schema.optional(IsoDateTime),
  to: Schema.optional(IsoDateTime),
  tz: Schema.optional(Schema.String),
  f: Schema.optional(QueryArray(Schema.String)),
  p: Schema.optional(Schema.Number),
  n: Schema.optional(Schema.Number)
}))
/**
 * Options of {@link getValues} and {@link getCustomDimensionValues}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetDimensionValuesParams = typeof GetDimensionValuesParams.Type

/**
 * Query of {@link createCustomDimension}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateCustomDimensionParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  /** Gets the `c_` prefix on the server when it lacks it. */
  name: Schema.String,
  event: Schema.optional(QueryArray(DimensionEventType)),
  updatePastEvents: Schema.optional(Schema.Boolean)
}))
/**
 * Options of {@link createCustomDimension}.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateCustomDimensionParams = typeof CreateCustomDimensionParams.Type

/**
 * Query of {@link listUncreatedDimensions}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListUncreatedDimensionsParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  from: Schema.optional(IsoDateTime),
  to: Schema.optional(IsoDateTime),
  includeValueSamples: Schema.optional(Schema.Boolean),
  depth: Schema.optional(Schema.Number)
}))
/**
 * Options of {@link listUncreatedDimensions}.
 *
 * @since 0.1.0
 * @category models
 */
export type ListUncreatedDimensionsParams = typeof ListUncreatedDimensionsParams.Type

const ParentsQuery = OrgQuery.mapFields((fields) => ({ ...fields, includeOnlyParents: Schema.Boolean }))
const UpdateQuery = OrgQuery.mapFields((fields) => ({ ...fields, updatePastEvents: Schema.Boolean }))

const org = { orgQuery: "org" } as const
const none = () => ({})
const byApiName = (apiName: string) => ({ path: { apiName } })

/**
 * Lists the dimensions.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Dimensions.list", "/rest/ua/v15/dimensions", json<ReadonlyArray<DimensionModel>>(),
  (params?: ListDimensionsParams) => ({ query: params }), { orgQuery: "org", query: encoded(ListDimensionsParams) })

/**
 * Lists the dimensions an export can include.
 *
 * @since 0.1.0
 * @category calls
 */
export const listExportableDimensions = get("Dimensions.listExportableDimensions",
  "/rest/ua/v15/dimensions/exportables", json<ReadonlyArray<DimensionModel>>(),
  (params?: ListDimensionsParams) => ({ query: params }), { orgQuery: "org", query: encoded(ListDimensionsParams) })

/**
 * Gets a dimension by its `EVENT.DIMENSION` API name.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Dimensions.get", "/rest/ua/v15/dimensions/{apiName}", json<DimensionModel>(), byApiName, org)

/**
 * Gets the values seen for a dimension.
 *
 * @since 0.1.0
 * @category calls
 */
export const getValues = get("Dimensions.getValues", "/rest/ua/v15/dimensions/{dimension}/values",
  json<DimensionValuesModel>(),
  (dimension: string, params?: GetDimensionValuesParams) => ({ path: { dimension }, query: params }), {
  orgQuery: "org",
  query: encoded(GetDimensionValuesParams)
})

/**
 * Gets the dimensions service status.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkStatus = get("Dimensions.checkStatus", "/rest/ua/v15/dimensions/status",
  json<ReadServiceStatusResponse>(), none, org)

/**
 * Checks the dimensions service health.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkHealth = get("Dimensions.checkHealth", "/rest/ua/v15/dimensions/monitoring/health",
  json<ReadServiceHealthResponse>(), none, org)

/**
 * Lists the custom dimensions, only the parent ones when `includeOnlyParents` is true.
 *
 * @since 0.1.0
 * @category calls
 */
export const listCustomDimensions = get("Dimensions.listCustomDimensions", "/rest/ua/v15/dimensions/custom",
  json<ReadonlyArray<DimensionModel>>(), (includeOnlyParents: boolean = false) => ({ query: { includeOnlyParents } }), {
  orgQuery: "org",
  query: encoded(ParentsQuery)
})

/**
 * Creates a custom dimension.
 *
 * @since 0.1.0
 * @category calls
 */
export const createCustomDimension = post("Dimensions.createCustomDimension", "/rest/ua/v15/dimensions/custom",
  json<DimensionModel>(),
  (model: CustomDimensionModel, params: CreateCustomDimensionParams) => ({ body: model, query: params }), {
  orgQuery: "org",
  query: encoded(CreateCustomDimensionParams)
})

/**
 * Gets a custom dimension by its `EVENT.DIMENSION` API name.
 *
 * @since 0.1.0
 * @category calls
 */
export const getCustomDimension = get("Dimensions.getCustomDimension", "/rest/ua/v15/dimensions/custom/{apiName}",
  json<DimensionModel>(), byApiName, org)

/**
 * Creates or updates a custom dimension; `updatePastEvents` (false by default) also rewrites past events.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateCustomDimension = put(
  "Dimensions.updateCustomDimension",
  "/rest/ua/v15/dimensions/custom/{apiName}",
  json<DimensionModel>(),
  (apiName: string, model: CustomDimensionModel, updatePastEvents: boolean = false) => ({
    path: { apiName },
    body: model,
    query: { updatePastEvents }
  }),
  { orgQuery: "org", query: encoded(UpdateQuery) }
)

/**
 * Deletes a custom dimension.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteCustomDimension = del("Dimensions.deleteCustomDimension", "/rest/ua/v15/dimensions/custom/{apiName}",
  empty, byApiName, org)

/**
 * Gets the values seen for a custom dimension.
 *
 * @since 0.1.0
 * @category calls
 */
export const getCustomDimensionValues = get("Dimensions.getCustomDimensionValues",
  "/rest/ua/v15/dimensions/custom/{dimension}/values", json<DimensionValuesModel>(),
  (dimension: string, params?: GetDimensionValuesParams) => ({ path: { dimension }, query: params }), {
  orgQuery: "org",
  query: encoded(GetDimensionValuesParams)
})

/**
 * Lists custom dimensions that have data in events of type `event` but are not created yet.
 *
 * @since 0.1.0
 * @category calls
 */
export const listUncreatedDimensions = get("Dimensions.listUncreatedDimensions",
  "/rest/ua/v15/dimensions/custom/{event}/suggestions", json<CustomDimensionSuggestionsModel>(),
  (event: DimensionEventType, params?: ListUncreatedDimensionsParams) => ({ path: { event }, query: params }), {
  orgQuery: "org",
  query: encoded(ListUncreatedDimensionsParams)
})

/**
 * Gets the custom dimensions service status.
 *
 * @since 0.1.0
 * @category calls
 */
export const getCustomDimensionStatus = get("Dimensions.getCustomDimensionStatus",
  "/rest/ua/v15/dimensions/custom/status", json<ReadServiceStatusResponse>(), none, org)

/**
 * Checks the custom dimensions service health.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkCustomDimensionHealth = get("Dimensions.checkCustomDimensionHealth",
  "/rest/ua/v15/dimensions/custom/monitoring/health", json<ReadServiceHealthResponse>(), none, org)

export {
  /**
   * Gets a dimension by its `EVENT.DIMENSION` API name.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { DimensionEventType, DimensionStatus }
