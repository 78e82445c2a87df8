/**
 * A model's advanced configuration file (`ml.modelConfig` in the promise client
 * of the spec era; removed from it in v43):
 * `/rest/organizations/{org}/machinelearning/models/{modelId}/configs/advanced`.
 *
 * @module
 */
import { get, json, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/machinelearning/models/{modelId}/configs/advanced";
/** Gets a model's advanced configuration file. */
export const getAdvancedConfig = get("MachineLearningAdvancedConfig.getAdvancedConfig", base, json(), (modelId) => ({ path: { modelId } }));
/**
 * Replaces a model's advanced configuration file. The text is sent as it is,
 * labelled JSON: encoding it again would turn the file into a JSON string.
 */
export const updateAdvancedConfig = put("MachineLearningAdvancedConfig.updateAdvancedConfig", base, json(), (modelId, modelConfigFileContents) => ({
    path: { modelId },
    body: new Blob([modelConfigFileContents], { type: "application/json" })
}), { body: "file" });
