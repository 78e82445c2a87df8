/**
 * Accessors of the organization, group, security and logging areas, named as
 * `@coveo/platform-client` names them.
 *
 * @module
 */
import * as GlobalGroups from "../../Platform/GlobalGroups.js";
import * as GlobalOrganizations from "../../Platform/GlobalOrganizations.js";
import * as GlobalRegions from "../../Platform/GlobalRegions.js";
import * as GroupInvites from "../../Platform/GroupInvites.js";
import * as GroupMembers from "../../Platform/GroupMembers.js";
import * as GroupRealms from "../../Platform/GroupRealms.js";
import * as Groups from "../../Platform/Groups.js";
import * as LogRequests from "../../Platform/LogRequests.js";
import * as Logs from "../../Platform/Logs.js";
import * as OrganizationMembers from "../../Platform/OrganizationMembers.js";
import * as Organizations from "../../Platform/Organizations.js";
import * as PushApi from "../../Platform/PushApi.js";
import * as SecurityCache from "../../Platform/SecurityCache.js";
// `global` has no calls of its own, only the two nested accessors.
const noCalls = {};
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
};
