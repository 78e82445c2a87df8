/**
 * User accounts: `/rest/users/{username}` (no organization in the path). The
 * current user is the one the last token check (`checkToken`) reported.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import { InvalidInput } from "../../Errors/index.ts"
import { empty, get, json, put } from "../../Http/Endpoint.ts"
import { currentUser } from "../../Http/PlatformClient.ts"
import type * as Authorization from "../../Schema/Models/Authorization.ts"

/**
 * A realm a user or an identity provider belongs to.
 *
 * @since 0.1.0
 * @category models
 */
export type RealmModel = Authorization.RealmModel

/**
 * A user's membership of a realm.
 *
 * @since 0.1.0
 * @category models
 */
export type UserRealmModel = Authorization.UserRealmModel

/**
 * A user account.
 *
 * @since 0.1.0
 * @category models
 */
export type UserModel = Authorization.UserModel

// The authentication block of the token check; the promise client reads the same one.
const currentAuthentication = Effect.map(
  currentUser,
  (user) => typeof user === "object" && user !== null ? user as Readonly<Record<string, unknown>> : undefined
)

const currentUsername = (call: string) =>
  Effect.flatMap(currentAuthentication, (user) =>
    typeof user?.username === "string" && user.username !== ""
      ? Effect.succeed(user.username)
      : Effect.fail(
        new InvalidInput({ call, message: "no current user: run checkToken (initialize) first" })
      ))

/**
 * Gets a user; the current user when `username` is left out.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("Users.get", "/rest/users/{username}", json<UserModel>(), (username?: string) =>
  username === undefined
    ? Effect.map(currentUsername("Users.get"), (current) => ({ path: { username: current } }))
    : Effect.succeed({ path: { username } }))

/**
 * Updates the current user: the token check's record with `user` laid over it.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "Users.update",
  "/rest/users/{currentUsername}",
  empty,
  (user: Partial<UserModel>) =>
    Effect.flatMap(
      currentUsername("Users.update"),
      (currentUsername) =>
        Effect.map(currentAuthentication, (current) => ({ path: { currentUsername }, body: { ...current, ...user } }))
    )
)

/**
 * Lists the realms of a user.
 *
 * @since 0.1.0
 * @category calls
 */
export const listRealms = get("Users.listRealms", "/rest/users/{username}/realms", json<ReadonlyArray<RealmModel>>(),
  (username: string) => ({ path: { username } }))

export {
  /**
   * Gets a user; the current user when `username` is left out.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}
