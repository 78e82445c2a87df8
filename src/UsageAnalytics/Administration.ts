/**
 * Usage-analytics account administration (`ua.administration` in the promise
 * client): `/rest/ua/v15/admin`. Every call carries the `org` query (the specification's rules for all calls).
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { type EmptyResult, get, json, post, put } from "../Http/Endpoint.ts"
import { encoded } from "../Http/Query.ts"
import { IsoDateTime } from "../Http/QueryDates.ts"
import type * as UsageAnalyticsRead from "../Schema/Models/UsageAnalyticsRead.ts"
import { AccountStatus, RedshiftEndpointStatus } from "../Schema/UsageAnalytics.ts"
import { OrgQuery } from "./UaReadService.ts"

/**
 * The editable settings of an account.
 *
 * @since 0.1.0
 * @category models
 */
export type AccountInfoModelV15 = UsageAnalyticsRead.AccountInfoModelV15

/**
 * An account (`status` is one of {@link AccountStatus}).
 *
 * @since 0.1.0
 * @category models
 */
export type AccountResponseV15 = UsageAnalyticsRead.AccountResponseV15

/**
 * Values of a dimension that strict validation would reject.
 *
 * @since 0.1.0
 * @category models
 */
export type StrictValidationTestResponseV15 = UsageAnalyticsRead.StrictValidationTestResponseV15

/**
 * Query of {@link getStrictValidationTest}: a date range, a dimension, and the 1-based `p`/`n` paging.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrictValidationTestParams = OrgQuery.mapFields((fields) => ({
  ...fields,
  from: IsoDateTime,
  to: IsoDateTime,
  p: Schema.optional(Schema.Number),
  n: Schema.optional(Schema.Number),
  d: Schema.String
}))
/**
 * Options of {@link getStrictValidationTest}.
 *
 * @since 0.1.0
 * @category models
 */
export type StrictValidationTestParams = typeof StrictValidationTestParams.Type

const RedshiftStatusQuery = OrgQuery.mapFields((fields) => ({
  ...fields,
  endpointId: Schema.String,
  status: RedshiftEndpointStatus
}))

const org = { orgQuery: "org" } as const

/**
 * Gets the account.
 *
 * @since 0.1.0
 * @category calls
 */
export const getAccount = get("Administration.getAccount", "/rest/ua/v15/admin/account", json<AccountResponseV15>(),
  () => ({}), org)

/**
 * Updates the account settings.
 *
 * @since 0.1.0
 * @category calls
 */
export const updateAccount = put("Administration.updateAccount", "/rest/ua/v15/admin/account",
  json<AccountResponseV15>(), (model: AccountInfoModelV15) => ({ body: model }), org)

/**
 * Gets sample values of a dimension that strict field validation would reject.
 *
 * @since 0.1.0
 * @category calls
 */
export const getStrictValidationTest = get("Administration.getStrictValidationTest",
  "/rest/ua/v15/admin/account/strictValidationTest", json<StrictValidationTestResponseV15>(),
  (params: StrictValidationTestParams) => ({ query: params }), {
  orgQuery: "org",
  query: encoded(StrictValidationTestParams)
})

/**
 * Reports the state of a data warehouse (Redshift) endpoint. Kept because the
 * spec lists it, though newer platform-client releases dropped the call. Neither
 * the description nor the promise client documents the JSON answer: read it with `raw`.
 *
 * @since 0.1.0
 * @category calls
 * @deprecated Gone from the platform and from the promise client in 38.0.0: the data warehouse is a
 * Snowflake reader account now (`Snowflake`), shared through secure data sharing (`DataShare`).
 */
export const setRedshiftStatus = post("Administration.setRedshiftStatus", "/rest/ua/v15/admin/redshift/endpoint/status",
  json<EmptyResult>(), (endpointId: string, status: RedshiftEndpointStatus) => ({ query: { endpointId, status } }), {
  orgQuery: "org",
  query: encoded(RedshiftStatusQuery)
})

/**
 * This area's enumerations, declared with their domain's in `Schema/UsageAnalytics.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { AccountStatus, RedshiftEndpointStatus }
