/**
 * Dynamic navigation experience model creation (`ml.dneConfig` in the promise
 * client): `/rest/organizations/{org}/machinelearning/configuration/dne`.
 *
 * @module
 */
import { json, post } from "../Http/Endpoint.js";
/** Creates a dynamic navigation experience model from a configuration that already holds its extraction query. */
export const createWithQuery = post("MachineLearningDneConfig.createWithQuery", "/rest/organizations/{org}/machinelearning/configuration/dne/model", json(), (newModel) => ({ body: newModel }));
