/**
 * Connector log requests (`connectivity` in the promise client):
 * `/rest/organizations/{org}/logrequests`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json, post } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import { LogRequestResourceType } from "../../Schema/Logs.ts"
import type * as Connectivity from "../../Schema/Models/Connectivity.ts"

const RequestQuery = Schema.Struct({ resourceType: Schema.optional(LogRequestResourceType) })

/**
 * The activity whose logs are wanted.
 *
 * @since 0.1.0
 * @category models
 */
export type LogRequest = Connectivity.CreateLogRequestModel

/**
 * The id of a log request.
 *
 * @since 0.1.0
 * @category models
 */
export type LogRequestId = Connectivity.ValueModelString

/**
 * The state of a log request, with the download URL once ready.
 *
 * @since 0.1.0
 * @category models
 */
export type LogRequestResult = Connectivity.LogRequestModel

/**
 * Requests the logs of an activity of a source (by default) or of a security provider.
 *
 * @since 0.1.0
 * @category calls
 */
export const requestLog = post("LogRequests.requestLog", "/rest/organizations/{org}/logrequests", json<LogRequestId>(),
  (body: LogRequest, type: LogRequestResourceType = "SOURCE") => ({ query: { resourceType: type }, body }), {
  query: encoded(RequestQuery)
})

/**
 * Gets the state of a log request.
 *
 * @since 0.1.0
 * @category calls
 */
export const getLogRequestState = get("LogRequests.getLogRequestState",
  "/rest/organizations/{org}/logrequests/{logRequestId}", json<LogRequestResult>(),
  (logRequestId: string) => ({ path: { logRequestId } }))

/**
 * This area's enumerations, declared with their domain's in `Schema/Logs.ts`.
 *
 * @since 0.1.0
 * @category schemas
 */
export { LogRequestResourceType }
