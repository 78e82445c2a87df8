/**
 * The usage-analytics administration half of the `ua` accessor: account
 * administration, data sharing, dimensions, exports and the data warehouse.
 *
 * @module
 */
import * as Administration from "../../UsageAnalytics/Administration.ts"
import * as DataShare from "../../UsageAnalytics/DataShare.ts"
import * as Dimensions from "../../UsageAnalytics/Dimensions.ts"
import * as Exports from "../../UsageAnalytics/Exports.ts"
import * as Snowflake from "../../UsageAnalytics/Snowflake.ts"
import type { Node } from "../Facade.ts"

/** Accessors under `ua`, named as the promise client names them (`ua.exports`, ...). */
export const uaAdminChildren = {
  administration: [Administration],
  dataShare: [DataShare],
  dimensions: [Dimensions],
  exports: [Exports],
  snowflake: [Snowflake]
} as const satisfies Readonly<Record<string, Node>>
