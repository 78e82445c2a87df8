/**
 * Usage-analytics account administration (`ua.administration` in the promise
 * client): `/rest/ua/v15/admin`. Every call carries the `org` query (spec 7).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { get, json, post, put } from "../Http/Endpoint.js";
import { IsoDateTime } from "../Http/QueryValues.js";
import { orgField, uaBase } from "./UaReadService.js";
const base = `${uaBase}/admin`;
/** State of a usage-analytics account. */
export const AccountStatus = Schema.Literals(["AVAILABLE", "CREATING", "DELETING"]);
/** State reported for a data warehouse (Redshift) endpoint. */
export const RedshiftEndpointStatus = Schema.Literals(["ONLINE", "UNAVAILABLE", "READ_ONLY", "WRITE_ONLY"]);
/** Query of {@link getStrictValidationTest}: a date range, a dimension, and the 1-based `p`/`n` paging. */
export const StrictValidationTestParams = Schema.Struct({
    ...orgField,
    from: IsoDateTime,
    to: IsoDateTime,
    p: Schema.optional(Schema.Number),
    n: Schema.optional(Schema.Number),
    d: Schema.String
});
const RedshiftStatusQuery = Schema.Struct({
    ...orgField,
    endpointId: Schema.String,
    status: RedshiftEndpointStatus
});
const org = { orgQuery: "org" };
/** Gets the account. */
export const getAccount = get("Administration.getAccount", `${base}/account`, json(), () => ({}), org);
/** Updates the account settings. */
export const updateAccount = put("Administration.updateAccount", `${base}/account`, json(), (model) => ({ body: model }), org);
/** Gets sample values of a dimension that strict field validation would reject. */
export const getStrictValidationTest = get("Administration.getStrictValidationTest", `${base}/account/strictValidationTest`, json(), (params) => ({ query: params }), { ...org, query: StrictValidationTestParams });
/**
 * Reports the state of a data warehouse (Redshift) endpoint. Kept because the
 * spec lists it, though newer platform-client releases dropped the call.
 */
export const setRedshiftStatus = post("Administration.setRedshiftStatus", `${base}/redshift/endpoint/status`, json(), (endpointId, status) => ({ query: { endpointId, status } }), { ...org, query: RedshiftStatusQuery });
