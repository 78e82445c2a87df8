/**
 * Usage-analytics dimensions and custom dimensions (`ua.dimensions` in the
 * promise client): `/rest/ua/v15/dimensions`. Custom dimensions stay in this
 * module because the promise client reaches both through one accessor. Every
 * call, health and status checks included, carries the `org` query (spec 7).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { IsoDateTime } from "../Http/QueryValues.js";
import {} from "../Schema/UsageAnalytics.js";
import { orgField, uaBase } from "./UaReadService.js";
const base = `${uaBase}/dimensions`;
/** Availability of a dimension. */
export const DimensionStatus = Schema.Literals(["AVAILABLE", "UPDATING"]);
/** Event type that custom dimension suggestions are looked for in. */
export const DimensionEventType = Schema.Literals(["searches", "clicks", "custom_events"]);
/** Query of {@link list} and {@link listExportableDimensions}. */
export const ListDimensionsParams = Schema.Struct({
    ...orgField,
    includeOnlyParents: Schema.optional(Schema.Boolean),
    includeCustom: Schema.optional(Schema.Boolean)
});
/**
 * Query of {@link getValues} and {@link getCustomDimensionValues}. The range is
 * optional here because the whole options object is optional in the promise client.
 */
export const GetDimensionValuesParams = Schema.Struct({
    ...orgField,
    from: Schema.optional(IsoDateTime),
    to: Schema.optional(IsoDateTime),
    tz: Schema.optional(Schema.String),
    f: Schema.optional(Schema.Array(Schema.String)),
    p: Schema.optional(Schema.Number),
    n: Schema.optional(Schema.Number)
});
/** Query of {@link createCustomDimension}. */
export const CreateCustomDimensionParams = Schema.Struct({
    ...orgField,
    /** Gets the `c_` prefix on the server when it lacks it. */
    name: Schema.String,
    event: Schema.optional(Schema.Array(Schema.String)),
    updatePastEvents: Schema.optional(Schema.Boolean)
});
/** Query of {@link listUncreatedDimensions}. */
export const ListUncreatedDimensionsParams = Schema.Struct({
    ...orgField,
    from: Schema.optional(IsoDateTime),
    to: Schema.optional(IsoDateTime),
    includeValueSamples: Schema.optional(Schema.Boolean),
    depth: Schema.optional(Schema.Number)
});
const ParentsQuery = Schema.Struct({ ...orgField, includeOnlyParents: Schema.Boolean });
const UpdateQuery = Schema.Struct({ ...orgField, updatePastEvents: Schema.Boolean });
const org = { orgQuery: "org" };
const none = () => ({});
const byApiName = (apiName) => ({ path: { apiName } });
/** Lists the dimensions. */
export const list = get("Dimensions.list", base, json(), (params) => ({ query: params }), { ...org, query: ListDimensionsParams });
/** Lists the dimensions an export can include. */
export const listExportableDimensions = get("Dimensions.listExportableDimensions", `${base}/exportables`, json(), (params) => ({ query: params }), { ...org, query: ListDimensionsParams });
/** Gets a dimension by its `EVENT.DIMENSION` API name. */
const get_ = get("Dimensions.get", `${base}/{apiName}`, json(), byApiName, org);
/** Gets the values seen for a dimension. */
export const getValues = get("Dimensions.getValues", `${base}/{dimension}/values`, json(), (dimension, params) => ({ path: { dimension }, query: params }), { ...org, query: GetDimensionValuesParams });
/** Gets the dimensions service status. */
export const checkStatus = get("Dimensions.checkStatus", `${base}/status`, json(), none, org);
/** Checks the dimensions service health. */
export const checkHealth = get("Dimensions.checkHealth", `${base}/monitoring/health`, json(), none, org);
/** Lists the custom dimensions, only the parent ones when `includeOnlyParents` is true. */
export const listCustomDimensions = get("Dimensions.listCustomDimensions", `${base}/custom`, json(), (includeOnlyParents = false) => ({ query: { includeOnlyParents } }), { ...org, query: ParentsQuery });
/** Creates a custom dimension. */
export const createCustomDimension = post("Dimensions.createCustomDimension", `${base}/custom`, json(), (model, params) => ({ body: model, query: params }), { ...org, query: CreateCustomDimensionParams });
/** Gets a custom dimension by its `EVENT.DIMENSION` API name. */
export const getCustomDimension = get("Dimensions.getCustomDimension", `${base}/custom/{apiName}`, json(), byApiName, org);
/** Creates or updates a custom dimension; `updatePastEvents` (false by default) also rewrites past events. */
export const updateCustomDimension = put("Dimensions.updateCustomDimension", `${base}/custom/{apiName}`, json(), (apiName, model, updatePastEvents = false) => ({
    path: { apiName },
    body: model,
    query: { updatePastEvents }
}), { ...org, query: UpdateQuery });
/** Deletes a custom dimension. */
export const deleteCustomDimension = del("Dimensions.deleteCustomDimension", `${base}/custom/{apiName}`, empty, byApiName, org);
/** Gets the values seen for a custom dimension. */
export const getCustomDimensionValues = get("Dimensions.getCustomDimensionValues", `${base}/custom/{dimension}/values`, json(), (dimension, params) => ({ path: { dimension }, query: params }), { ...org, query: GetDimensionValuesParams });
/** Lists custom dimensions that have data in events of type `event` but are not created yet. */
export const listUncreatedDimensions = get("Dimensions.listUncreatedDimensions", `${base}/custom/{event}/suggestions`, json(), (event, params) => ({ path: { event }, query: params }), { ...org, query: ListUncreatedDimensionsParams });
/** Gets the custom dimensions service status. */
export const getCustomDimensionStatus = get("Dimensions.getCustomDimensionStatus", `${base}/custom/status`, json(), none, org);
/** Checks the custom dimensions service health. */
export const checkCustomDimensionHealth = get("Dimensions.checkCustomDimensionHealth", `${base}/custom/monitoring/health`, json(), none, org);
export { 
/** Gets a dimension by its `EVENT.DIMENSION` API name. */
get_ as get };
