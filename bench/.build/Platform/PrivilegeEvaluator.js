/**
 * Privilege evaluation: `POST /rest/privilege/evaluate`. The answer says whether
 * the privilege is granted and why, as one of the spec's reports (spec 6).
 *
 * @module
 */
import { EndpointKey, json, post } from "../Http/Endpoint.js";
import { PlatformClient } from "../Http/PlatformClient.js";
const evaluateCall = post("PrivilegeEvaluator.evaluate", "/rest/privilege/evaluate", json(), (privilegeEvaluatorParams) => ({ body: privilegeEvaluatorParams }));
/** Evaluates a privilege request, in the configured organization unless it names another. */
export const evaluate = Object.assign((privilegeEvaluatorParams) => PlatformClient.use((client) => evaluateCall({ organizationId: client.config.organizationId, ...privilegeEvaluatorParams })), { [EndpointKey]: evaluateCall[EndpointKey] });
