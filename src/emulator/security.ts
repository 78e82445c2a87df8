/**
 * Security as the platform does it: every call carries a bearer token; unknown
 * tokens get 401, tokens bound to one organization get 403 for another, and
 * `POST /oauth/check_token` tells who a token belongs to. API keys created
 * through the emulator are tokens too, bound to their organization, for as long
 * as they are enabled, and so are the search tokens it issued. A principal's
 * privileges are what privilege evaluation answers from; calls are not checked
 * against them.
 *
 * @module
 */
import type { Store } from "./store.ts"
import { type EmulatorRequest, fail, isRecord, ok, type Principal, type Privilege, type Reply } from "./types.ts"

/**
 * A token the emulator accepts.
 *
 * @since 0.1.0
 * @category models
 */
export interface TokenSpec {
  readonly token: string
  /** The user name `check_token` answers with; `admin@example.com` by default. */
  readonly username?: string | undefined
  /** The display name `check_token` answers with; the part of the user name before `@` by default. */
  readonly displayName?: string | undefined
  /** Restricts the token to one organization (403 elsewhere); any organization when left out. */
  readonly organizationId?: string | undefined
}

/** Where the emulator records the values of the API keys it created: value → organization and key id. */
export const apiKeyIndexKey = "emulator/apikey-values"

/** The API key values the emulator created, by value. */
export type ApiKeyIndex = Readonly<Record<string, { readonly org: string; readonly id: string }>>

/** The store key of an organization's API keys. */
export const apiKeysKey = (org: string) => `/rest/organizations/${org}/apikeys`

/** Where the emulator records the search tokens it issued: token → organization and user. */
export const searchTokenIndexKey = "emulator/search-tokens"

/** The search tokens the emulator issued, by token. */
export type SearchTokenIndex = Readonly<Record<string, { readonly org: string; readonly username: string }>>

/** What a search token holds: running queries, nothing else. */
export const searchTokenPrivileges: ReadonlyArray<Privilege> = [
  { owner: "SEARCH_API", targetDomain: "EXECUTE_QUERY", targetId: "*" }
]

/** A privilege as the platform writes it: an owner and a target domain, a type and a target id if any. */
export const isPrivilege = (p: unknown): p is Privilege =>
  isRecord(p) && typeof p.owner === "string" && p.owner !== "" &&
  typeof p.targetDomain === "string" && p.targetDomain !== "" &&
  (p.type === undefined || typeof p.type === "string") &&
  (p.targetId === undefined || typeof p.targetId === "string")

/** The well-formed privileges of a stored list (an API key's `privileges`); anything else holds none. */
export const privilegesOf = (value: unknown): ReadonlyArray<Privilege> =>
  Array.isArray(value) ? value.filter(isPrivilege) : []

const everyTarget = (targetId: string | undefined) => targetId === undefined || targetId === "*"

// Editing a domain includes viewing it, as on the platform; a held wildcard target covers every resource.
const covers = (held: Privilege, requested: Privilege): boolean =>
  held.owner === requested.owner &&
  held.targetDomain === requested.targetDomain &&
  (held.type === requested.type || (held.type === "EDIT" && requested.type === "VIEW")) &&
  (everyTarget(held.targetId) || held.targetId === requested.targetId)

/** Whether `privileges` grant `requested`; `undefined` (an unrestricted token) grants everything. */
export const grants = (privileges: ReadonlyArray<Privilege> | undefined, requested: Privilege): boolean =>
  privileges === undefined || privileges.some((held) => covers(held, requested))

// Own entries only: a token such as `constructor` must not find what every object inherits.
const entryOf = <A>(index: Readonly<Record<string, A>> | undefined, token: string): A | undefined =>
  index !== undefined && Object.hasOwn(index, token) ? index[token] : undefined

/**
 * The tokens the emulator accepts, changeable while it runs.
 *
 * @since 0.1.0
 * @category models
 */
export class Tokens {
  private readonly known = new Map<string, Principal>()

  constructor(specs: ReadonlyArray<TokenSpec>) {
    for (const spec of specs) this.add(spec)
  }

  /** Accepts a token from now on. */
  add(spec: TokenSpec): void {
    this.known.set(spec.token, {
      token: spec.token,
      username: spec.username ?? "admin@example.com",
      displayName: spec.displayName,
      organizationId: spec.organizationId
    })
  }

  /** Stops accepting a token. */
  revoke(token: string): void {
    this.known.delete(token)
  }

  /**
   * The principal behind a token: a configured token, an enabled API key made through the emulator, or a
   * search token it issued.
   */
  principalOf(token: string, store: Store): Principal | undefined {
    const known = this.known.get(token)
    if (known !== undefined) return known
    const search = entryOf(store.doc(searchTokenIndexKey) as SearchTokenIndex | undefined, token)
    if (search !== undefined) {
      return { token, username: search.username, organizationId: search.org, privileges: searchTokenPrivileges }
    }
    const entry = entryOf(store.doc(apiKeyIndexKey) as ApiKeyIndex | undefined, token)
    if (entry === undefined) return undefined
    const key = store.get(apiKeysKey(entry.org), entry.id)
    if (key === undefined || key.enabled === false) return undefined
    return {
      token,
      username: `apikey:${entry.id}`,
      organizationId: entry.org,
      privileges: privilegesOf(key.privileges)
    }
  }

  /** The principal of an `Authorization: Bearer` header; 401 when missing or unknown. */
  authenticate(authorization: string | undefined, store: Store): Principal {
    const m = authorization === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization)
    if (m === null) {
      return fail(
        401,
        "INVALID_TOKEN",
        "Full authentication is required to access this resource: send Authorization: Bearer <token>."
      )
    }
    const principal = this.principalOf(m[1]!, store)
    return principal ?? fail(401, "INVALID_TOKEN", "Invalid access token.")
  }
}

/** The display name of a user: the one configured, else the part of the user name before `@`. */
export const displayNameOf = (user: { readonly username: string; readonly displayName?: string | undefined }): string =>
  user.displayName ?? user.username.split("@")[0]!

/** 403 when the principal's token is bound to another organization than `org`. */
export const authorize = (principal: Principal, org: string | undefined): void => {
  if (org !== undefined && principal.organizationId !== undefined && principal.organizationId !== org) {
    fail(
      403,
      "FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_ANOTHER_ORGANIZATION",
      `This token is bound to organization '${principal.organizationId}' and cannot access '${org}'.`
    )
  }
}

/** `POST /oauth/check_token`: the form field `token` → who it belongs to; 400 for an unknown token. */
export const checkToken = (tokens: Tokens) => (req: Pick<EmulatorRequest, "body">, store: Store): Reply => {
  const token = (req.body as Readonly<Record<string, unknown>> | undefined)?.token
  if (typeof token !== "string" || token === "") return fail(400, "INVALID_REQUEST", "Missing form field 'token'.")
  const principal = tokens.principalOf(token, store)
  if (principal === undefined) return fail(400, "INVALID_TOKEN", "Token was not recognised.")
  return ok({
    active: true,
    user_name: principal.username,
    client_id: "effect-coveo-platform-emulator",
    scope: ["full"],
    expires_in: 3600,
    authentication: {
      username: principal.username,
      displayName: displayNameOf(principal),
      provider: principal.username.startsWith("apikey:") ? "API_KEY" : "EMAIL",
      ...(principal.organizationId === undefined ? {} : { organizationId: principal.organizationId })
    }
  })
}
