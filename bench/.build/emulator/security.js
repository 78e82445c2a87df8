import { fail, ok } from "./types.js";
/** Where the emulator records the values of the API keys it created: value → organization and key id. */
export const apiKeyIndexKey = "emulator/apikey-values";
/** The store key of an organization's API keys. */
export const apiKeysKey = (org) => `/rest/organizations/${org}/apikeys`;
/** The tokens the emulator accepts, changeable while it runs. */
export class Tokens {
    known = new Map();
    constructor(specs) {
        for (const spec of specs)
            this.add(spec);
    }
    /** Accepts a token from now on. */
    add(spec) {
        this.known.set(spec.token, {
            token: spec.token,
            username: spec.username ?? "admin@example.com",
            organizationId: spec.organizationId
        });
    }
    /** Stops accepting a token. */
    revoke(token) {
        this.known.delete(token);
    }
    /** The principal behind a token: a configured token, or an enabled API key made through the emulator. */
    principalOf(token, store) {
        const known = this.known.get(token);
        if (known !== undefined)
            return known;
        const entry = store.doc(apiKeyIndexKey)?.[token];
        if (entry === undefined)
            return undefined;
        const key = store.get(apiKeysKey(entry.org), entry.id);
        if (key === undefined || key.enabled === false)
            return undefined;
        return { token, username: `apikey:${entry.id}`, organizationId: entry.org };
    }
    /** The principal of an `Authorization: Bearer` header; 401 when missing or unknown. */
    authenticate(authorization, store) {
        const m = authorization === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization);
        if (m === null) {
            return fail(401, "INVALID_TOKEN", "Full authentication is required to access this resource: send Authorization: Bearer <token>.");
        }
        const principal = this.principalOf(m[1], store);
        return principal ?? fail(401, "INVALID_TOKEN", "Invalid access token.");
    }
}
/** 403 when the principal's token is bound to another organization than `org`. */
export const authorize = (principal, org) => {
    if (org !== undefined && principal.organizationId !== undefined && principal.organizationId !== org) {
        fail(403, "FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_ANOTHER_ORGANIZATION", `This token is bound to organization '${principal.organizationId}' and cannot access '${org}'.`);
    }
};
/** `POST /oauth/check_token`: the form field `token` → who it belongs to; 400 for an unknown token. */
export const checkToken = (tokens) => (req, store) => {
    const token = req.body?.token;
    if (typeof token !== "string" || token === "")
        return fail(400, "INVALID_REQUEST", "Missing form field 'token'.");
    const principal = tokens.principalOf(token, store);
    if (principal === undefined)
        return fail(400, "INVALID_TOKEN", "Token was not recognised.");
    return ok({
        active: true,
        user_name: principal.username,
        client_id: "effect-coveo-platform-emulator",
        scope: ["full"],
        expires_in: 3600,
        authentication: {
            username: principal.username,
            displayName: principal.username.split("@")[0],
            provider: principal.username.startsWith("apikey:") ? "API_KEY" : "EMAIL",
            ...(principal.organizationId === undefined ? {} : { organizationId: principal.organizationId })
        }
    });
};
