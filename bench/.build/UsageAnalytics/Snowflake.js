/**
 * Administration of the usage-analytics data warehouse, a Snowflake reader
 * account (`ua.snowflake` in the promise client): `/rest/ua/v15/admin/snowflake`.
 * Every call carries the `org` query (spec 7).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
import { IsoDateTime } from "../Http/QueryValues.js";
import { orgField, uaBase } from "./UaReadService.js";
const base = `${uaBase}/admin/snowflake`;
/** State of the reader account creation. */
export const SnowflakeReaderAccountStatus = Schema.Literals(["CREATING", "AVAILABLE"]);
/** Query of {@link getCreditUsage}: a date range, as `Date`s or ISO text. */
export const GetCreditUsageParams = Schema.Struct({ ...orgField, from: IsoDateTime, to: IsoDateTime });
const org = { orgQuery: "org" };
const none = () => ({});
const byUser = (snowflakeUser) => ({ path: { snowflakeUser } });
/** Lists the users of the reader account. */
export const listUsers = get("Snowflake.listUsers", `${base}/users`, json(), none, org);
/** Creates a user in the reader account. */
export const createUser = post("Snowflake.createUser", `${base}/users`, json(), (model) => ({ body: model }), org);
/** Gets a user of the reader account by login name. */
export const getUser = get("Snowflake.getUser", `${base}/users/{snowflakeUser}`, json(), byUser, org);
/** Deletes a user of the reader account. */
export const deleteUser = del("Snowflake.deleteUser", `${base}/users/{snowflakeUser}`, empty, byUser, org);
/** Resets a user's password. */
export const resetPassword = post("Snowflake.resetPassword", `${base}/users/{snowflakeUser}/passwordreset`, empty, byUser, org);
/** Gets the network policy of the reader account. */
export const getNetworkPolicy = get("Snowflake.getNetworkPolicy", `${base}/networkpolicy`, json(), none, org);
/** Replaces the network policy of the reader account. */
export const updateNetworkPolicy = put("Snowflake.updateNetworkPolicy", `${base}/networkpolicy`, empty, (model) => ({ body: model }), org);
/** Gets the compute credits the reader account used over a date range. */
export const getCreditUsage = get("Snowflake.getCreditUsage", `${base}/creditusage`, json(), (params) => ({ query: params }), { ...org, query: GetCreditUsageParams });
/** Gets the state of the reader account. */
export const getSnowflakeReaderAccount = get("Snowflake.getSnowflakeReaderAccount", `${base}/readeraccount`, json(), none, org);
/** Gets the endpoint of the reader account. */
export const getSnowflakeReaderAccountEndpoint = get("Snowflake.getSnowflakeReaderAccountEndpoint", `${base}/readeraccount/endpoint`, json(), none, org);
/** Requests the creation of the reader account (note the plural path). */
export const createSnowflakeReaderAccount = post("Snowflake.createSnowflakeReaderAccount", `${base}/readeraccounts`, empty, none, org);
