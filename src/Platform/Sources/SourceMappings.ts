/**
 * A source's mappings (`source.mappings` in the promise client).
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { empty, get, json, put } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as Source from "../../Schema/Models/Source.ts"

/**
 * One mapping rule of a source (the Source API's `RuleModel`: the field to fill and the rule statements).
 *
 * @since 0.1.0
 * @category models
 */
export type MappingModel = Source.RuleModel

/**
 * A source's mappings: common rules plus rules per item type.
 *
 * @since 0.1.0
 * @category models
 */
export type MappingsConfiguration = Source.MappingsConfigurationModel

/**
 * A source's mappings, as sent: without the fields the platform fills in (the ids of new rules).
 *
 * @since 0.1.0
 * @category models
 */
export type MappingsConfigurationInput = Source.MappingsConfigurationModelInput

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
  (sourceId: string, mappingsConfiguration: MappingsConfigurationInput, rebuild: boolean = false) => ({
    path: { sourceId },
    body: mappingsConfiguration,
    query: { rebuild }
  }),
  { query: encoded(UpdateQuery) }
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

// The operations of this area that are declared from the descriptions.
export * from "./SourceMappings.generated.ts"
