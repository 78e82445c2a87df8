/**
 * Connector log requests (`connectivity` in the promise client):
 * `/rest/organizations/{org}/logrequests`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { get, json, post } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/logrequests";
/** What the logs are requested for. */
export const LogRequestResourceType = Schema.Literals(["SOURCE", "SECURITY_PROVIDER"]);
const RequestQuery = Schema.Struct({ resourceType: Schema.optional(LogRequestResourceType) });
/** Requests the logs of an activity of a source (by default) or of a security provider. */
export const requestLog = post("LogRequests.requestLog", base, json(), (body, type = "SOURCE") => ({ query: { resourceType: type }, body }), { query: RequestQuery });
/** Gets the state of a log request. */
export const getLogRequestState = get("LogRequests.getLogRequestState", `${base}/{logRequestId}`, json(), (logRequestId) => ({ path: { logRequestId } }));
