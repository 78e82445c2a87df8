/**
 * Indexing pipeline extensions (`extension` in the promise client):
 * `/rest/organizations/{org}/extensions`. As the specification's state rules say, they can be enabled and
 * disabled, and disabling carries a reason.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import type * as Extension from "../../Schema/Models/Extension.ts"

/**
 * The language an extension script is written in.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionLanguageType = Extension.ExtensionModel["language"]

/**
 * A data stream an extension needs to read.
 *
 * @since 0.1.0
 * @category models
 */
export type DataStreamType = Extension.ExtensionModel["requiredDataStreams"][number]

/**
 * A qualitative health indicator with its explanation.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionHealthModel = Extension.ExtensionHealthModel

/**
 * Execution counters of an extension over the last 24 hours.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionStatisticsModel = Extension.ExtensionStatisticsModel

/**
 * Health and counters of an extension.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionStatusModel = Extension.ExtensionStatusModel

/**
 * An extension to create or update (`content` is the Python script).
 *
 * @since 0.1.0
 * @category models
 */
export type CreateExtension = Extension.EditExtensionModel

/**
 * An extension.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionModel = Extension.ExtensionModel

/**
 * A saved version of an extension's code.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionContentVersionModel = Extension.ExtensionContentVersionModel

/**
 * Code to compile as an extension script would be.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionCompileCode = Extension.ExtensionCompileModel

/**
 * The outcome of compiling extension code: whether it compiled, and where it failed.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionCompileResult = Extension.ExtensionCompileResultModel

/**
 * Where and why compiling extension code failed.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionCompileError = Extension.ExtensionCompileErrorModel

const byId = (extensionId: string) => ({ path: { extensionId } })

/**
 * Lists the organization's extensions.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Extensions.list", "/rest/organizations/{org}/extensions",
  json<ReadonlyArray<ExtensionModel>>(), () => ({}))

/**
 * Creates an extension.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("Extensions.create", "/rest/organizations/{org}/extensions", json<ExtensionModel>(),
  (extension: CreateExtension) => ({ body: extension }))

/**
 * Gets an extension.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Extensions.get", "/rest/organizations/{org}/extensions/{extensionId}", json<ExtensionModel>(), byId)

/**
 * Replaces an extension.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("Extensions.update", "/rest/organizations/{org}/extensions/{extensionId}",
  json<ExtensionModel>(), (extensionId: string, options: CreateExtension) => ({ path: { extensionId }, body: options }))

/**
 * Deletes an extension.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("Extensions.delete", "/rest/organizations/{org}/extensions/{extensionId}", empty, byId)

/**
 * Enables a disabled extension.
 *
 * @since 0.1.0
 * @category calls
 */
export const enable = post("Extensions.enable", "/rest/organizations/{org}/extensions/{extensionId}/enable", empty,
  byId)

/**
 * Disables an extension; the reason travels in the JSON body (the specification's state and transition rules).
 *
 * @since 0.1.0
 * @category calls
 */
export const disable = post("Extensions.disable", "/rest/organizations/{org}/extensions/{extensionId}/disable", empty,
  (extensionId: string, reason?: string) => ({ path: { extensionId }, body: { reason } }))

/**
 * Lists the saved versions of an extension's code.
 *
 * @since 0.1.0
 * @category calls
 */
export const listVersions = get("Extensions.listVersions",
  "/rest/organizations/{org}/extensions/{extensionId}/versions", json<ReadonlyArray<ExtensionContentVersionModel>>(),
  byId)

/**
 * Gets an extension as it was in one of its versions.
 *
 * @since 0.1.0
 * @category calls
 */
export const getVersion = get("Extensions.getVersion",
  "/rest/organizations/{org}/extensions/{extensionId}/versions/{versionId}", json<ExtensionModel>(),
  (extensionId: string, versionId: string) => ({ path: { extensionId, versionId } }))

/**
 * Compiles extension code without saving it, and tells whether it compiles.
 *
 * @since 0.1.0
 * @category calls
 */
export const validateCode = post("Extensions.validateCode", "/rest/organizations/{org}/extensions/test/compile",
  json<ExtensionCompileResult>(), (extensionCode: ExtensionCompileCode) => ({ body: extensionCode }))

export {
  /**
   * Deletes an extension.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets an extension.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./Extensions.generated.ts"
