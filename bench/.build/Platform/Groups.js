/**
 * Groups of an organization (`group` in the promise client):
 * `/rest/organizations/{org}/groups`. Invitations, members and realms live in
 * the sibling modules `GroupInvites`, `GroupMembers` and `GroupRealms`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/groups";
/** Query of {@link create}. */
export const CreateGroupOptions = Schema.Struct({
    canEditItself: Schema.optional(Schema.Boolean),
    sendEmailToInviteUsers: Schema.optional(Schema.Boolean)
});
/** Query of {@link update}. */
export const UpdateGroupOptions = Schema.Struct({ sendEmailToInviteUsers: Schema.optional(Schema.Boolean) });
/** Lists the organization's groups. */
export const list = get("Groups.list", base, json(), () => ({}));
/** Creates a group; answers its id. */
export const create = post("Groups.create", base, json(), (group, options) => ({ query: options, body: group }), { query: CreateGroupOptions });
/** Gets a group. */
const get_ = get("Groups.get", `${base}/{groupId}`, json(), (groupId) => ({ path: { groupId } }));
/** Replaces a group; its id comes from the model. */
export const update = put("Groups.update", `${base}/{groupId}`, empty, (group, options) => ({ path: { groupId: group.id }, query: options, body: group }), { query: UpdateGroupOptions });
/** Deletes a group. */
const delete_ = del("Groups.delete", `${base}/{groupId}`, empty, (groupId) => ({ path: { groupId } }));
/** Lists the privileges the current user holds only through this group. */
export const listExclusivePrivileges = get("Groups.listExclusivePrivileges", `${base}/{groupId}/privileges/exclusive/me`, json(), (groupId) => ({ path: { groupId } }));
export { 
/** Deletes a group. */
delete_ as delete, 
/** Gets a group. */
get_ as get };
