/**
 * Machine-learning models (`ml.models` in the promise client):
 * `/rest/organizations/{org}/machinelearning/models`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, put } from "../Http/Endpoint.js";
import { ModelType } from "../Schema/MachineLearning.js";
const base = "/rest/organizations/{org}/machinelearning/models";
/** Query of {@link list}: the engines to keep, sent as repeated `engines` keys. */
export const ListModelsQuery = Schema.Struct({ engines: Schema.optional(Schema.Array(ModelType)) });
const byId = (modelId) => ({ path: { modelId } });
/** Lists the models, optionally only those of the given engines. */
export const list = get("MachineLearningModels.list", base, json(), (engines) => ({ query: { engines } }), { query: ListModelsQuery });
/** Lists the models with their build statistics. */
export const listDetails = get("MachineLearningModels.listDetails", `${base}/details`, json(), () => ({}));
/** Gets a model with its build statistics. */
export const getDetails = get("MachineLearningModels.getDetails", `${base}/{modelId}/details`, json(), byId);
/** Gets a model. */
const get_ = get("MachineLearningModels.get", `${base}/{modelId}`, json(), byId);
/** Deletes a model. */
const delete_ = del("MachineLearningModels.delete", `${base}/{modelId}`, empty, byId);
/** Replaces a model's settings. */
export const update = put("MachineLearningModels.update", `${base}/{modelId}`, json(), (modelId, update) => ({ path: { modelId }, body: update }));
export { 
/** Deletes a model. */
delete_ as delete, 
/** Gets a model. */
get_ as get };
