/**
 * Case classification model creation (`ml.caseClassificationConfig` in the
 * promise client): `/rest/organizations/{org}/machinelearning/configuration/caseclassif`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { json, post } from "../Http/Endpoint.js";
/** How a filter condition compares a field with its value. */
export const FilterOperator = Schema.Literals(["EQUALS", "NOT_EQUALS"]);
/** Creates a case classification model. */
export const create = post("MachineLearningCaseClassificationConfig.create", "/rest/organizations/{org}/machinelearning/configuration/caseclassif/model", json(), (configModel) => ({ body: configModel }));
