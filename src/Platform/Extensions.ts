/**
 * Indexing pipeline extensions (`extension` in the promise client):
 * `/rest/organizations/{org}/extensions`. As the specification's state rules say, they can be enabled and
 * disabled, and disabling carries a reason.
 *
 * @module
 */
import "../internal/requireNode.ts"
import { del, empty, get, json, post, put } from "../Http/Endpoint.ts"

/**
 * The language an extension script is written in.
 *
 * @since 0.1.0
 * @category models
 */
export type ExtensionLanguageType = "PYTHON3"

/**
 * A data stream an extension needs to read.
 *
 * @since 0.1.0
 * @category models
 */
export type DataStreamType = "BODY_TEXT" | "BODY_HTML" | "THUMBNAIL" | "DOCUMENT_DATA"

/**
 * A qualitative health indicator with its explanation.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExtensionHealthModel {
  readonly healthIndicator: "GOOD" | "WARNING" | "PROBLEMATIC" | "UNKNOWN"
  readonly reason?: string
}

/**
 * Execution counters of an extension over the last 24 hours.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExtensionStatisticsModel {
  readonly averageDurationInSeconds?: number
  readonly numberOfErrors?: number
  readonly numberOfExecutions?: number
  readonly numberOfSkips?: number
  readonly numberOfTimeouts?: number
}

/**
 * Health and counters of an extension.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExtensionStatusModel {
  readonly dailyStatistics?: ExtensionStatisticsModel
  /** Present while the extension is disabled: when, and the reason given. */
  readonly disabledStatus?: { readonly disabledDate: number; readonly reason: string }
  readonly durationHealth?: ExtensionHealthModel
  readonly timeoutHealth?: ExtensionHealthModel
  readonly timeoutLikeliness?: "NONE" | "LOW" | "MEDIUM" | "HIGH"
  readonly lastAutoDisablingDate?: number
  readonly [key: string]: unknown
}

/**
 * An extension to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateExtension {
  readonly name: string
  /** The Python script. */
  readonly content: string
  readonly apiVersion?: "v1" | "v2"
  readonly description?: string
  readonly language?: ExtensionLanguageType
  readonly requiredDataStreams?: ReadonlyArray<DataStreamType>
  readonly useVault?: boolean
  readonly [key: string]: unknown
}

/**
 * An extension.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExtensionModel extends CreateExtension {
  readonly id: string
  readonly enabled: boolean
  readonly createdDate?: number
  readonly lastModified?: number
  readonly versionId?: string
  readonly status?: ExtensionStatusModel
  /** The sources that run the extension; only in the answers of get and update. */
  readonly usedBy?: ReadonlyArray<{ readonly sourceId: string; readonly sourceName: string }>
}

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
