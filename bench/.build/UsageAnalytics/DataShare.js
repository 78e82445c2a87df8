/**
 * Secure data sharing of the usage-analytics data warehouse (`ua.dataShare` in
 * the promise client): `/rest/ua/v15/admin/snowflake/securedatasharing`.
 * Every call carries the `org` query (spec 7).
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post } from "../Http/Endpoint.js";
import { orgField, uaBase } from "./UaReadService.js";
const base = `${uaBase}/admin/snowflake/securedatasharing`;
/** Share state of a Snowflake account. */
export const DataShareStatus = Schema.Literals(["UNKNOWN", "PENDING", "ACTIVE", "INVALID"]);
/** Which Snowflake account to add or remove; `org` overrides the configured organization. */
export const SnowflakeAccountDataSharingParams = Schema.Struct({
    ...orgField,
    accountLocator: Schema.String,
    snowflakeRegion: Schema.String
});
const OrgQuery = Schema.Struct(orgField);
/** Lists the Snowflake accounts the data is shared with. */
export const listSnowflakeAccount = get("DataShare.listSnowflakeAccount", `${base}/accounts`, json(), () => ({}), { orgQuery: "org" });
/** Shares the data with a Snowflake account. */
export const addSnowflakeAccount = post("DataShare.addSnowflakeAccount", `${base}/accounts`, empty, (params) => ({
    // The account travels in the body; only the organization stays in the query.
    body: { accountLocator: params.accountLocator, snowflakeRegion: params.snowflakeRegion },
    query: params.org === undefined ? {} : { org: params.org }
}), { orgQuery: "org", query: OrgQuery });
/** Stops sharing the data with a Snowflake account. */
export const deleteSnowflakeAccount = del("DataShare.deleteSnowflakeAccount", `${base}/accounts`, empty, (params) => ({ query: params }), { orgQuery: "org", query: SnowflakeAccountDataSharingParams });
/** Lists the Snowflake regions data can be shared to. */
export const listAllowedSnowflakeRegions = get("DataShare.listAllowedSnowflakeRegions", `${base}/regions`, json(), () => ({}), { orgQuery: "org" });
