/**
 * Members of a group (`group.member` in the promise client):
 * `/rest/organizations/{org}/groups/{groupId}/members`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/groups/{groupId}/members";
/** Query of {@link add}. */
export const AddGroupMemberOptions = Schema.Struct({ sendEmailOnInvite: Schema.optional(Schema.Boolean) });
/** Lists a group's members. */
export const list = get("GroupMembers.list", base, json(), (groupId) => ({ path: { groupId } }));
/** Adds a member to a group, e-mailing them unless `sendEmailOnInvite` is false (spec 9). */
export const add = post("GroupMembers.add", base, empty, (groupId, member, options) => ({
    path: { groupId },
    query: { sendEmailOnInvite: options?.sendEmailOnInvite ?? true },
    body: member
}), { query: AddGroupMemberOptions });
/** Removes a member from a group. */
const delete_ = del("GroupMembers.delete", `${base}/{username}`, empty, (groupId, username) => ({ path: { groupId, username } }));
export { 
/** Removes a member from a group. */
delete_ as delete };
