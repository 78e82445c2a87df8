/**
 * A model's advanced configuration file (`ml.modelConfig` in the promise client
 * of the spec era; removed from it in v43):
 * `/rest/organizations/{org}/machinelearning/models/{modelId}/configs/advanced`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json, put } from "../../Http/Endpoint.ts"
import { contentArgument } from "../../internal/contentArgument.ts"

/**
 * A model's advanced configuration file.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdvancedRegistrationConfigFile {
  /** The file's text, itself JSON. */
  readonly fileContents?: string
  readonly lastModified?: string
  readonly modelId?: string
  readonly orgId?: string
}

/**
 * Where an updated advanced configuration file was stored.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdvancedRegistrationConfigFileCreationResponse {
  readonly filePath?: string
  readonly modelId?: string
}

/**
 * Gets a model's advanced configuration file.
 *
 * @deprecated The promise client removed the advanced configuration calls in v43 (April 2023); the platform's
 * description replaces this file by one configuration file per type (`STOPWORDS`, `BLOCKLISTS`, `ID_MAPPING`,
 * `DEFAULT_QUERIES`) under `…/models/{modelId}/configs/{configurationType}`.
 * @since 0.1.0
 * @category calls
 */
export const getAdvancedConfig = get("MachineLearningAdvancedConfig.getAdvancedConfig",
  "/rest/organizations/{org}/machinelearning/models/{modelId}/configs/advanced", json<AdvancedRegistrationConfigFile>(),
  (modelId: string) => ({ path: { modelId } }))

/**
 * Replaces a model's advanced configuration file. The text is sent as it is,
 * labelled JSON: encoding it again would turn the file into a JSON string.
 *
 * @deprecated The promise client removed the advanced configuration calls in v43 (April 2023); the platform's
 * description replaces this file by one configuration file per type (`STOPWORDS`, `BLOCKLISTS`, `ID_MAPPING`,
 * `DEFAULT_QUERIES`) under `…/models/{modelId}/configs/{configurationType}`.
 * @since 0.1.0
 * @category calls
 */
export const updateAdvancedConfig = put(
  "MachineLearningAdvancedConfig.updateAdvancedConfig",
  "/rest/organizations/{org}/machinelearning/models/{modelId}/configs/advanced",
  json<AdvancedRegistrationConfigFileCreationResponse>(),
  (modelId: string, modelConfigFileContents: string) => ({
    path: { modelId },
    body: new Blob([contentArgument("modelConfigFileContents", modelConfigFileContents, "text")], {
      type: "application/json"
    })
  }),
  { body: "file" }
)
