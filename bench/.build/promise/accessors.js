/**
 * The accessor tree of the promise client: each key as `@coveo/platform-client`
 * names it, mapped to the Effect module(s) behind it. Areas keep their part of
 * the tree in `accessors/`.
 *
 * @module
 */
import * as ApiKeys from "../Platform/ApiKeys.js";
import * as SourceDatasets from "../Platform/SourceDatasets.js";
import * as SourceFields from "../Platform/SourceFields.js";
import * as SourceMappings from "../Platform/SourceMappings.js";
import * as SourceMetadata from "../Platform/SourceMetadata.js";
import * as Sources from "../Platform/Sources.js";
import { administrationAccessors } from "./accessors/administration.js";
import { contentAccessors } from "./accessors/content.js";
import { experienceAccessors } from "./accessors/experience.js";
import { organizationAccessors } from "./accessors/organization.js";
import { pipelinesAccessors } from "./accessors/pipelines.js";
import { snapshotsAccessors } from "./accessors/snapshots.js";
import { uaAdminChildren } from "./accessors/ua-admin.js";
import { uaReportingChildren } from "./accessors/ua-reporting.js";
/** Accessor name → [module, nested accessors]. */
export const accessors = {
    apiKey: [ApiKeys],
    source: [Sources, {
            field: [SourceFields],
            mappings: [SourceMappings],
            metadata: [SourceMetadata],
            datasets: [SourceDatasets]
        }],
    ...contentAccessors,
    ...organizationAccessors,
    ...administrationAccessors,
    ...pipelinesAccessors,
    ...experienceAccessors,
    ...snapshotsAccessors,
    // usage analytics: `ua` groups its areas only
    ua: [{}, { ...uaAdminChildren, ...uaReportingChildren }]
};
