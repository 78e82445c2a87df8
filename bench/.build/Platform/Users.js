/**
 * User accounts: `/rest/users/{username}` (no organization in the path). The
 * current user is the one the last token check (`checkToken`) reported.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import { InvalidInput } from "../Errors/index.js";
import { currentUser } from "../Http/Auth.js";
import { EndpointKey, empty, get, json, put } from "../Http/Endpoint.js";
const base = "/rest/users";
// The authentication block of the token check; the promise client reads the same one.
const currentAuthentication = Effect.map(currentUser, (user) => typeof user === "object" && user !== null ? user : undefined);
const currentUsername = (call) => Effect.flatMap(currentAuthentication, (user) => typeof user?.username === "string" && user.username !== ""
    ? Effect.succeed(user.username)
    : Effect.fail(new InvalidInput({ call, message: "no current user: run checkToken (initialize) first" })));
const getCall = get("Users.get", `${base}/{username}`, json(), (username) => ({ path: { username } }));
const updateCall = put("Users.update", `${base}/{currentUsername}`, empty, (currentUsername, body) => ({ path: { currentUsername }, body }));
/** Gets a user; the current user when `username` is left out. */
const get_ = Object.assign((username) => username === undefined ? Effect.flatMap(currentUsername("Users.get"), getCall) : getCall(username), { [EndpointKey]: getCall[EndpointKey] });
/** Updates the current user: the token check's record with `user` laid over it. */
export const update = Object.assign((user) => Effect.flatMap(currentUsername("Users.update"), (username) => Effect.flatMap(currentAuthentication, (current) => updateCall(username, { ...current, ...user }))), { [EndpointKey]: updateCall[EndpointKey] });
/** Lists the realms of a user. */
export const listRealms = get("Users.listRealms", `${base}/{username}/realms`, json(), (username) => ({ path: { username } }));
export { 
/** Gets a user; the current user when `username` is left out. */
get_ as get };
