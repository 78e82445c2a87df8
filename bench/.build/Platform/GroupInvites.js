/**
 * Invitations to a group (`group.invite` in the promise client):
 * `/rest/organizations/{org}/groups/{groupId}/invites`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/groups/{groupId}/invites";
/** Query of {@link add}. */
export const AddInviteOptions = Schema.Struct({ sendEmail: Schema.optional(Schema.Boolean) });
/** Lists a group's pending invitations. */
export const list = get("GroupInvites.list", base, json(), (groupId) => ({ path: { groupId } }));
/** Invites someone to a group, e-mailing them unless `sendEmail` is false (spec 9). */
export const add = post("GroupInvites.add", base, json(), (groupId, invite, options) => ({
    path: { groupId },
    query: { sendEmail: options?.sendEmail ?? true },
    body: invite
}), { query: AddInviteOptions });
/** Withdraws an invitation. */
const delete_ = del("GroupInvites.delete", `${base}/{usernameOrEmail}`, empty, (groupId, usernameOrEmail) => ({ path: { groupId, usernameOrEmail } }));
/** Accepts the current user's invitation to a group. */
export const accept = post("GroupInvites.accept", `${base}/accept`, empty, (groupId) => ({ path: { groupId } }));
/** Declines the current user's invitation to a group. */
export const decline = post("GroupInvites.decline", `${base}/decline`, empty, (groupId) => ({ path: { groupId } }));
export { 
/** Withdraws an invitation. */
delete_ as delete };
