/**
 * Administration of the usage-analytics data warehouse, a Snowflake reader
 * account (`ua.snowflake` in the promise client): `/rest/ua/v15/admin/snowflake`.
 * Every call carries the `org` query (the specification's rules for all calls).
 *
 * @module
 */
import "../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import { IsoDateTime } from "../Http/QueryDates.ts"
import { SnowflakeReaderAccountStatus } from "../Schema/UsageAnalytics.ts"
import { OrgQuery } from "./UaReadService.ts"

/**
 * A user of the reader account.
 *
 * @since 0.1.0
 * @category models
 */
export interface SnowflakeUserModel {
  readonly username: string
  readonly email: string
  /** Days of access, from 0 (no expiry) to 90. */
  readonly daysToExpiry?: number | null
}

/**
 * The users of the reader account.
 *
 * @since 0.1.0
 * @category models
 */
export interface SnowflakeUsersModel {
  readonly snowflakeUsers: ReadonlyArray<SnowflakeUserModel>
}

/**
 * The network policy of the reader account.
 *
 * @since 0.1.0
 * @category models
 */
export interface SnowflakeNetworkPolicyModel {
  readonly allowedIpAddresses: ReadonlyArray<string>
  readonly blockedIpAddresses: ReadonlyArray<string>
}

/**
 * Compute credits used over a date range.
 *
 * @since 0.1.0
 * @category models
 */
export interface SnowflakeCreditUsageModel {
  readonly creditsUsed: number
}

/**
 * The reader account state.
 *
 * @since 0.1.0
 * @category models
 */
export interface SnowflakeReaderAccountStatusModel {
  readonly snowflakeReaderAccountStatus: SnowflakeReaderAccountStatus
}

/**
 * The reader account endpoint.
 *
 * @since 0.1.0
 * @category models
 */
export interface SnowflakeReaderAccountEndpointModel {
  readonly endpoint: string
}

/**
 * Query of {@link getCreditUsage}: a date range, as `Date`s or ISO text.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetCreditUsageParams = OrgQuery.mapFields((fields) => ({ ...fields, from: IsoDateTime, to: IsoDateTime }))
/**
 * Options of {@link getCreditUsage}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetCreditUsageParams = typeof GetCreditUsageParams.Type

const org = { orgQuery: "org" } as const
const none = () => ({})
const byUser = (snowflakeUser: string) => ({ path: { snowflakeUser } })

/**
 * Lists the users of the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const listUsers = get("Snowflake.listUsers", "/rest/ua/v15/admin/snowflake/users", json<SnowflakeUsersModel>(),
  none, org)

/**
 * Creates a user in the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const createUser = post("Snowflake.createUser", "/rest/ua/v15/admin/snowflake/users", json<SnowflakeUserModel>(),
  (model: SnowflakeUserModel) => ({ body: model }), org)

/**
 * Gets a user of the reader account by login name.
 *
 * @since 0.1.0
 * @category calls
 */
export const getUser = get("Snowflake.getUser", "/rest/ua/v15/admin/snowflake/users/{snowflakeUser}",
  json<SnowflakeUserModel>(), byUser, org)

/**
 * Deletes a user of the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteUser = del("Snowflake.deleteUser", "/rest/ua/v15/admin/snowflake/users/{snowflakeUser}", empty,
  byUser, org)

/**
 * Resets a user's password.
 *
 * @since 0.1.0
 * @category calls
 */
export const resetPassword = post("Snowflake.resetPassword",
  "/rest/ua/v15/admin/snowflake/users/{snowflakeUser}/passwordreset", empty, byUser, org)

/**
 * Gets the network policy of the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const getNetworkPolicy = get("Snowflake.getNetworkPolicy", "/rest/ua/v15/admin/snowflake/networkpolicy",
  json<SnowflakeNetworkPolicyModel>(), none, org)

/**
 * Replaces the network policy of the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateNetworkPolicy = put("Snowflake.updateNetworkPolicy", "/rest/ua/v15/admin/snowflake/networkpolicy",
  empty, (model: SnowflakeNetworkPolicyModel) => ({ body: model }), org)

/**
 * Gets the compute credits the reader account used over a date range.
 *
 * @since 0.1.0
 * @category calls
 */
export const getCreditUsage = get("Snowflake.getCreditUsage", "/rest/ua/v15/admin/snowflake/creditusage",
  json<SnowflakeCreditUsageModel>(), (params: GetCreditUsageParams) => ({ query: params }), {
  orgQuery: "org",
  query: GetCreditUsageParams
})

/**
 * Gets the state of the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const getSnowflakeReaderAccount = get("Snowflake.getSnowflakeReaderAccount",
  "/rest/ua/v15/admin/snowflake/readeraccount", json<SnowflakeReaderAccountStatusModel>(), none, org)

/**
 * Gets the endpoint of the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const getSnowflakeReaderAccountEndpoint = get("Snowflake.getSnowflakeReaderAccountEndpoint",
  "/rest/ua/v15/admin/snowflake/readeraccount/endpoint", json<SnowflakeReaderAccountEndpointModel>(), none, org)

/**
 * Requests the creation of the reader account (note the plural path).
 *
 * @since 0.1.0
 * @category calls
 */
export const createSnowflakeReaderAccount = post("Snowflake.createSnowflakeReaderAccount",
  "/rest/ua/v15/admin/snowflake/readeraccounts", empty, none, org)

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { SnowflakeReaderAccountStatus }
