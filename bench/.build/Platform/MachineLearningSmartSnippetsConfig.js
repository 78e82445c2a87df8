/**
 * Smart snippets model creation (`ml.smartSnippetsConfig` in the promise
 * client; its `create` was removed from it in v51):
 * `/rest/organizations/{org}/machinelearning/configuration/smartsnippets`.
 *
 * @module
 */
import { json, post } from "../Http/Endpoint.js";
/** Creates a smart snippets model. */
export const create = post("MachineLearningSmartSnippetsConfig.create", "/rest/organizations/{org}/machinelearning/configuration/smartsnippets/model", json(), (configModel) => ({ body: configModel }));
