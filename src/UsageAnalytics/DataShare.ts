/**
 * Secure data sharing of the usage-analytics data warehouse (`ua.dataShare` in
 * the promise client): `/rest/ua/v15/admin/snowflake/securedatasharing`.
 * Every call carries the `org` query (the specification's rules for all calls).
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post } from "../Http/Endpoint.ts"
import { encoded } from "../Http/Query.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { DataShareStatus } from "../Schema/UsageAnalytics.ts"
import { OrgQuery } from "./UaReadService.ts"

/**
 * A Snowflake account the data is shared with (`errorMessage` is set when the status is `UNKNOWN` or `INVALID`).
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeAccountDataSharingAccountModel = UsageAnalyticsRead.SnowflakeDataSharingAccountResponseV15

/**
 * The Snowflake regions data can be shared to.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeAccountDataSharingRegionsModel = UsageAnalyticsRead.SnowflakeDataSharingRegionsResponseV15

/**
 * Which Snowflake account to add or remove; `org` overrides the configured organization.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SnowflakeAccountDataSharingParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  accountLocator: Schema.String,
  snowflakeRegion: Schema.String
}))
/**
 * Which Snowflake account to add or remove.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeAccountDataSharingParams = typeof SnowflakeAccountDataSharingParams.Type

/**
 * Lists the Snowflake accounts the data is shared with.
 *
 * @since 0.1.0
 * @category calls
 */
export const listSnowflakeAccount = get("DataShare.listSnowflakeAccount",
  "/rest/ua/v15/admin/snowflake/securedatasharing/accounts",
  json<ReadonlyArray<SnowflakeAccountDataSharingAccountModel>>(), () => ({}), { orgQuery: "org" })

/**
 * Shares the data with a Snowflake account.
 *
 * @since 0.1.0
 * @category calls
 */
export const addSnowflakeAccount = post(
  "DataShare.addSnowflakeAccount",
  "/rest/ua/v15/admin/snowflake/securedatasharing/accounts",
  empty,
  (params: SnowflakeAccountDataSharingParams) => ({
    // The account travels in the body; only the organization stays in the query.
    body: { accountLocator: params.accountLocator, snowflakeRegion: params.snowflakeRegion },
    query: params.org === undefined ? {} : { org: params.org }
  }),
  { orgQuery: "org", query: encoded(OrgQuery) }
)

/**
 * Stops sharing the data with a Snowflake account.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteSnowflakeAccount = del("DataShare.deleteSnowflakeAccount",
  "/rest/ua/v15/admin/snowflake/securedatasharing/accounts", empty,
  (params: SnowflakeAccountDataSharingParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(SnowflakeAccountDataSharingParams)
})

/**
 * Lists the Snowflake regions data can be shared to.
 *
 * @since 0.1.0
 * @category calls
 */
export const listAllowedSnowflakeRegions = get("DataShare.listAllowedSnowflakeRegions",
  "/rest/ua/v15/admin/snowflake/securedatasharing/regions", json<SnowflakeAccountDataSharingRegionsModel>(), () => ({}),
  { orgQuery: "org" })

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { DataShareStatus }
