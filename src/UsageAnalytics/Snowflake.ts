/**
 * Administration of the usage-analytics data warehouse, a Snowflake reader
 * account (`ua.snowflake` in the promise client): `/rest/ua/v15/admin/snowflake`.
 * Every call carries the `org` query (the specification's rules for all calls).
 *
 * @module
 */
import "../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"
import { encoded } from "../Http/Query.ts"
import { IsoDateTime } from "../Http/QueryDates.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { SnowflakeReaderAccountStatus } from "../Schema/UsageAnalytics.ts"
import { OrgQuery } from "./UaReadService.ts"

/**
 * A user of the reader account, as the platform answers it.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeUserModel = UsageAnalyticsRead.SnowflakeUserResponseV15

/**
 * A user to create in the reader account: `daysToExpiry` from 0 (no expiry) to 90.
 *
 * @since 0.1.0
 * @category models
 */
export type NewSnowflakeUserModel = UsageAnalyticsRead.CreateSnowflakeUserModelV15

/**
 * The users of the reader account.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeUsersModel = ReadonlyArray<SnowflakeUserModel>

/**
 * The network policy of the reader account, as sent to {@link updateNetworkPolicy}.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeNetworkPolicyModel = UsageAnalyticsRead.SnowflakeNetworkPolicyModelV15

/**
 * The network policy of the reader account, as {@link getNetworkPolicy} answers it.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeNetworkPolicyResponse = UsageAnalyticsRead.SnowflakeNetworkPolicyResponseV15

/**
 * Compute credits used over a date range.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeCreditUsageModel = UsageAnalyticsRead.SnowflakeCreditUsageResponseV15

/**
 * The reader account state. The description lists only `AVAILABLE`; the account is `CREATING` until
 * then (the promise client's `SnowflakeReaderAccountStatus`), so the field takes both.
 *
 * @since 0.1.0
 * @category models
 */
export interface SnowflakeReaderAccountStatusModel
  extends Omit<UsageAnalyticsRead.SnowflakeReaderAccountStateResponseV15, "snowflakeReaderAccountStatus">
{
  readonly snowflakeReaderAccountStatus?: SnowflakeReaderAccountStatus
}

/**
 * The reader account endpoint.
 *
 * @since 0.1.0
 * @category models
 */
export type SnowflakeReaderAccountEndpointModel = UsageAnalyticsRead.SnowflakeReaderAccountEndpointResponseV15

/**
 * How long a user keeps access to the reader account, as sent to {@link reactivateUser}: `daysToExpiry` from
 * 0 (no expiry) to 90.
 *
 * @since 0.1.0
 * @category models
 */
export type ReactivateUserParams = UsageAnalyticsRead.UpdateSnowflakeUserExpirationRequestModelV15

/**
 * A reactivated user, as the promise client reads the answer of {@link reactivateUser} (the description
 * documents none).
 *
 * @since 0.1.0
 * @category models
 */
export interface ReactivateUserModel {
  readonly name: string
  readonly email: string
  readonly daysToExpiry?: number | null
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
  (model: NewSnowflakeUserModel) => ({ body: model }), org)

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
 * Reactivates a user of the reader account and sets when its access expires.
 *
 * @since 0.1.0
 * @category calls
 */
export const reactivateUser = put("Snowflake.reactivateUser",
  "/rest/ua/v15/admin/snowflake/users/{snowflakeUser}/expiration", json<ReactivateUserModel>(),
  (snowflakeUser: string, params: ReactivateUserParams) => ({ path: { snowflakeUser }, body: params }), org)

/**
 * Gets the network policy of the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const getNetworkPolicy = get("Snowflake.getNetworkPolicy", "/rest/ua/v15/admin/snowflake/networkpolicy",
  json<SnowflakeNetworkPolicyResponse>(), none, org)

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
  query: encoded(GetCreditUsageParams)
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
 * Deletes the reader account.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteSnowflakeReaderAccount = del("Snowflake.deleteSnowflakeReaderAccount",
  "/rest/ua/v15/admin/snowflake/readeraccount", empty, none, org)

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { SnowflakeReaderAccountStatus }
