/**
 * The accessor tree of the promise client: each key as `@coveo/platform-client`
 * names it, mapped to the Effect module(s) behind it. Areas keep their part of
 * the tree in `accessors/`.
 *
 * @module
 */
import * as ApiKeys from "../Platform/Authorization/ApiKeys.ts"
import * as SourceDatasets from "../Platform/Sources/SourceDatasets.ts"
import * as SourceFeedback from "../Platform/Sources/SourceFeedback.ts"
import * as SourceFields from "../Platform/Sources/SourceFields.ts"
import * as SourceMappings from "../Platform/Sources/SourceMappings.ts"
import * as SourceMetadata from "../Platform/Sources/SourceMetadata.ts"
import * as Sources from "../Platform/Sources/Sources.ts"
import { administrationAccessors } from "./accessors/administration.ts"
import { commerceAnalyticsAccessors, uaDataHealthChildren } from "./accessors/commerce-analytics.ts"
import { contentAccessors } from "./accessors/content.ts"
import { experienceAccessors } from "./accessors/experience.ts"
import { generatedAccessors } from "./accessors/generated.ts"
import { hostedInterfacesAccessors } from "./accessors/hosted-interfaces.ts"
import { keysAndAccessAccessors } from "./accessors/keys-and-access.ts"
import { organizationAccessors } from "./accessors/organization.ts"
import { pipelinesAccessors } from "./accessors/pipelines.ts"
import { searchAnalysisAccessors } from "./accessors/search-analysis.ts"
import { snapshotsAccessors } from "./accessors/snapshots.ts"
import { uaAdminChildren } from "./accessors/ua-admin.ts"
import { uaReportingChildren } from "./accessors/ua-reporting.ts"
import { workspaceAccessors } from "./accessors/workspace.ts"
import type { Node } from "./Facade.ts"
import { apiKeyPromiseForms } from "./forms/apiKey.ts"

/** Accessor name → [module, nested accessors]. */
export const accessors = {
  apiKey: [ApiKeys, undefined, apiKeyPromiseForms],
  source: [Sources, {
    field: [SourceFields],
    mappings: [SourceMappings],
    metadata: [SourceMetadata],
    datasets: [SourceDatasets],
    feedback: [SourceFeedback]
  }],
  ...contentAccessors,
  ...organizationAccessors,
  ...administrationAccessors,
  ...pipelinesAccessors,
  ...experienceAccessors,
  ...searchAnalysisAccessors,
  ...hostedInterfacesAccessors,
  ...snapshotsAccessors,
  ...workspaceAccessors,
  ...commerceAnalyticsAccessors,
  ...keysAndAccessAccessors,
  ...generatedAccessors,
  // usage analytics: `ua` groups its areas only
  ua: [{}, { ...uaAdminChildren, ...uaReportingChildren, ...uaDataHealthChildren }]
} as const satisfies Readonly<Record<string, Node>>
