/**
 * The accessor tree of the promise client: each key as `@coveo/platform-client`
 * names it, mapped to the Effect module(s) behind it.
 *
 * @module
 */
import * as ApiKeys from "../Platform/ApiKeys.ts"
import * as SourceDatasets from "../Platform/SourceDatasets.ts"
import * as SourceFields from "../Platform/SourceFields.ts"
import * as SourceMappings from "../Platform/SourceMappings.ts"
import * as SourceMetadata from "../Platform/SourceMetadata.ts"
import * as Sources from "../Platform/Sources.ts"
import type { Node } from "./Facade.ts"

/** Accessor name → [module, nested accessors]. */
export const accessors = {
  apiKey: [ApiKeys],
  source: [Sources, {
    field: [SourceFields],
    mappings: [SourceMappings],
    metadata: [SourceMetadata],
    datasets: [SourceDatasets]
  }]
} as const satisfies Readonly<Record<string, Node>>
