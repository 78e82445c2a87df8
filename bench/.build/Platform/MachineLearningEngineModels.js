/**
 * A model addressed by engine and name (`ml.modelInfo` in the promise client
 * of the spec era; removed from it in v44):
 * `/rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelName}`.
 *
 * @module
 */
import { del, empty, get, json, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelName}";
const byName = (engineId, modelName) => ({ path: { engineId, modelName } });
/** Gets a model's information by engine and model name. */
const get_ = get("MachineLearningEngineModels.get", `${base}/details`, json(), byName);
/** Replaces a model's settings by engine and model name. */
export const update = put("MachineLearningEngineModels.update", base, json(), (engineId, modelName, modelInformation) => ({
    path: { engineId, modelName },
    body: modelInformation
}));
/** Deletes a model by engine and model name. */
const delete_ = del("MachineLearningEngineModels.delete", base, empty, byName);
export { 
/** Deletes a model by engine and model name. */
delete_ as delete, 
/** Gets a model's information by engine and model name. */
get_ as get };
