/**
 * The usage-analytics administration half of the `ua` accessor: account
 * administration, data sharing, dimensions, exports and the data warehouse.
 *
 * @module
 */
import * as Administration from "../../UsageAnalytics/Administration.js";
import * as DataShare from "../../UsageAnalytics/DataShare.js";
import * as Dimensions from "../../UsageAnalytics/Dimensions.js";
import * as Exports from "../../UsageAnalytics/Exports.js";
import * as Snowflake from "../../UsageAnalytics/Snowflake.js";
/** Accessors under `ua`, named as the promise client names them (`ua.exports`, ...). */
export const uaAdminChildren = {
    administration: [Administration],
    dataShare: [DataShare],
    dimensions: [Dimensions],
    exports: [Exports],
    snowflake: [Snowflake]
};
