/**
 * Personalized query suggestion model creation (`ml.pqsConfig` in the promise
 * client): `/rest/organizations/{org}/machinelearning/configuration/pqs`.
 *
 * @module
 */
import { json, post } from "../Http/Endpoint.js";
/** Creates a personalized query suggestion model. */
export const createPQSModel = post("MachineLearningPqsConfig.createPQSModel", "/rest/organizations/{org}/machinelearning/configuration/pqs/model", json(), (model) => ({ body: model }));
