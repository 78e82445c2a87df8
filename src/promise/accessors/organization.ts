/**
 * Accessors of the organization, group, security and logging areas, named as
 * `@coveo/platform-client` names them.
 *
 * @module
 */
import * as GlobalGroups from "../../Platform/GlobalGroups.ts"
import * as GlobalOrganizations from "../../Platform/GlobalOrganizations.ts"
import * as GlobalRegions from "../../Platform/GlobalRegions.ts"
import * as GroupInvites from "../../Platform/GroupInvites.ts"
import * as GroupMembers from "../../Platform/GroupMembers.ts"
import * as GroupRealms from "../../Platform/GroupRealms.ts"
import * as Groups from "../../Platform/Groups.ts"
import * as LogRequests from "../../Platform/LogRequests.ts"
import * as Logs from "../../Platform/Logs.ts"
import * as OrganizationMembers from "../../Platform/OrganizationMembers.ts"
import * as Organizations from "../../Platform/Organizations.ts"
import * as PushApi from "../../Platform/PushApi.ts"
import * as SecurityCache from "../../Platform/SecurityCache.ts"
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
