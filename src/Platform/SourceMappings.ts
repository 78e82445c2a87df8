/**
 * A source's mappings (`source.mappings` in the promise client).
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { empty, get, json, put } from "../Http/Endpoint.ts"

/**
 * One mapping rule of a source.
 *
 * @since 0.1.0
 * @category models
 */
export interface MappingModel {
  readonly id?: string
  readonly kind?: string
  readonly fieldName?: string
  readonly extractionMethod?: string
  readonly content?: ReadonlyArray<string>
  readonly [key: string]: unknown
}

/**
 * A source's mappings: common rules plus rules per item type.
 *
 * @since 0.1.0
 * @category models
 */
export interface MappingsConfiguration {
  readonly common?: { readonly rules?: ReadonlyArray<MappingModel> }
  readonly types?: ReadonlyArray<{ readonly type: string; readonly rules?: ReadonlyArray<MappingModel> }>
  readonly [key: string]: unknown
}

const UpdateQuery = Schema.Struct({ rebuild: Schema.optional(Schema.Boolean) })

/**
 * Gets a source's mappings.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("SourceMappings.get", "/rest/organizations/{org}/sources/{sourceId}/mappings",
  json<MappingsConfiguration>(), (sourceId: string) => ({ path: { sourceId } }))

/**
 * Replaces a source's mappings; `rebuild` (false by default) rebuilds the source after.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "SourceMappings.update",
  "/rest/organizations/{org}/sources/{sourceId}/mappings",
  empty,
  (sourceId: string, mappingsConfiguration: MappingsConfiguration, rebuild: boolean = false) => ({
    path: { sourceId },
    body: mappingsConfiguration,
    query: { rebuild }
  }),
  { query: UpdateQuery }
)

export {
  /**
   * Gets a source's mappings.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
