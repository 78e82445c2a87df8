/**
 * Accessors of the organization, group, security and logging areas, named as
 * `@coveo/platform-client` names them.
 *
 * @module
 */
import * as GlobalGroups from "../../Platform/Authorization/GlobalGroups.ts"
import * as GroupInvites from "../../Platform/Authorization/GroupInvites.ts"
import * as GroupMembers from "../../Platform/Authorization/GroupMembers.ts"
import * as GroupRealms from "../../Platform/Authorization/GroupRealms.ts"
import * as Groups from "../../Platform/Authorization/Groups.ts"
import * as OrganizationMembers from "../../Platform/Authorization/OrganizationMembers.ts"
import * as GlobalOrganizations from "../../Platform/Organization/GlobalOrganizations.ts"
import * as GlobalRegions from "../../Platform/Organization/GlobalRegions.ts"
import * as Organizations from "../../Platform/Organization/Organizations.ts"
import * as LogRequests from "../../Platform/Sources/LogRequests.ts"
import * as Logs from "../../Platform/Sources/Logs.ts"
import * as PushApi from "../../Platform/Sources/PushApi.ts"
import * as SecurityCache from "../../Platform/Sources/SecurityCache.ts"
import type { Node } from "../Facade.ts"

// `global` has no calls of its own, only the two nested accessors.
const noCalls = {}

/** Accessor name → [module, nested accessors], for the organization-level areas. */
export const organizationAccessors = {
  securityCache: [SecurityCache],
  pushApi: [PushApi],
  logs: [Logs],
  connectivity: [LogRequests],
  global: [noCalls, { organization: [GlobalOrganizations], region: [GlobalRegions] }],
  globalGroup: [GlobalGroups],
  group: [Groups, { invite: [GroupInvites], member: [GroupMembers], realm: [GroupRealms] }],
  organization: [Organizations, { members: [OrganizationMembers] }]
} as const satisfies Readonly<Record<string, Node>>
