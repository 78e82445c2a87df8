/**
 * The current user's invitations (`invites` in the promise client): the groups, of any
 * organization, that the user is invited to join, `/rest/invites`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json } from "../../Http/Endpoint.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"

/**
 * A group the current user is invited to, with the organizations it belongs to.
 *
 * @since 0.1.0
 * @category models
 */
export type AuthInviteModel = Authorization.LightGroupModel

/**
 * Lists the groups the current user is invited to.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Invites.list", "/rest/invites", json<ReadonlyArray<AuthInviteModel>>(), () => ({}))
