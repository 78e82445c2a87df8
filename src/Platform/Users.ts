/**
 * User accounts: `/rest/users/{username}` (no organization in the path). The
 * current user is the one the last token check (`checkToken`) reported.
 *
 * @module
 */
import * as Effect from "effect/Effect"
import { InvalidInput } from "../Errors/index.ts"
import { currentUser } from "../Http/Auth.ts"
import { EndpointKey, empty, get, json, put } from "../Http/Endpoint.ts"
import type { AuthenticationProvider } from "../Schema/Organization.ts"

const base = "/rest/users"

/** A realm a user or an identity provider belongs to. */
export interface RealmModel {
  readonly id: string
  readonly provider: AuthenticationProvider
  readonly displayName: string
  readonly samlIdentityProviderId?: string
}

/** A user's membership of a realm. */
export interface UserRealmModel {
  readonly member: boolean
  readonly realm: RealmModel
}

/** A user account. */
export interface UserModel {
  readonly username: string
  readonly displayName?: string
  readonly email?: string
  readonly emailAliases?: ReadonlyArray<string>
  readonly emailConfirmed?: boolean
  readonly firstName?: string
  readonly lastName?: string
  readonly name?: string
  readonly country?: string
  readonly additionalInformation?: Readonly<Record<string, string>>
  readonly enabled?: boolean
  readonly expired?: boolean
  readonly locked?: boolean
  readonly credentialsExpired?: boolean
  readonly lastLogin?: number
  readonly provider?: AuthenticationProvider
  readonly providerUserId?: string
  readonly providerUsername?: string
  readonly realms?: ReadonlyArray<UserRealmModel>
  readonly samlIdentityProviderId?: string
  readonly socialUser?: boolean
  readonly [key: string]: unknown
}

// The authentication block of the token check; the promise client reads the same one.
const currentAuthentication = Effect.map(currentUser, (user) =>
  typeof user === "object" && user !== null ? user as Readonly<Record<string, unknown>> : undefined)

const currentUsername = (call: string) =>
  Effect.flatMap(currentAuthentication, (user) =>
    typeof user?.username === "string" && user.username !== ""
      ? Effect.succeed(user.username)
      : Effect.fail(
        new InvalidInput({ call, message: "no current user: run checkToken (initialize) first" })
      ))

const getCall = get("Users.get", `${base}/{username}`, json<UserModel>(), (username: string) => ({ path: { username } }))

const updateCall = put("Users.update", `${base}/{currentUsername}`, empty,
  (currentUsername: string, body: Readonly<Record<string, unknown>>) => ({ path: { currentUsername }, body }))

/** Gets a user; the current user when `username` is left out. */
const get_ = Object.assign(
  (username?: string) =>
    username === undefined ? Effect.flatMap(currentUsername("Users.get"), getCall) : getCall(username),
  { [EndpointKey]: getCall[EndpointKey] }
)

/** Updates the current user: the token check's record with `user` laid over it. */
export const update = Object.assign(
  (user: Partial<UserModel>) =>
    Effect.flatMap(currentUsername("Users.update"), (username) =>
      Effect.flatMap(currentAuthentication, (current) => updateCall(username, { ...current, ...user }))),
  { [EndpointKey]: updateCall[EndpointKey] }
)

/** Lists the realms of a user. */
export const listRealms = get("Users.listRealms", `${base}/{username}/realms`, json<ReadonlyArray<RealmModel>>(),
  (username: string) => ({ path: { username } }))

export {
  /** Gets a user; the current user when `username` is left out. */
  get_ as get
}
