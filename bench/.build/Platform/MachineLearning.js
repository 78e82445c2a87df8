/**
 * Machine learning (`ml` in the promise client):
 * `/rest/organizations/{org}/machinelearning`. Sub-areas live in sibling
 * modules: `MachineLearningModels`, `MachineLearningEngineModels`,
 * `MachineLearningAdvancedConfig` and one `MachineLearning<Kind>Config` module
 * per configuration creator.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { json, post } from "../Http/Endpoint.js";
/** Unit of a model's rebuild interval. */
export const IntervalUnit = Schema.Literals(["DAY", "WEEK", "MONTH"]);
/** Registers a machine-learning model. */
export const register = post("MachineLearning.register", "/rest/organizations/{org}/machinelearning/model", json(), (registration) => ({ body: registration }));
