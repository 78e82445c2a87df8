/** A rejection in the platform's shape; thrown by handlers, answered as `{ errorCode, message }`. */
export class PlatformFailure extends Error {
    status;
    errorCode;
    headers;
    constructor(status, errorCode, message, headers = {}) {
        super(message);
        this.status = status;
        this.errorCode = errorCode;
        this.headers = headers;
    }
}
/** Rejects the request: throws a {@link PlatformFailure}. */
export const fail = (status, errorCode, message) => {
    throw new PlatformFailure(status, errorCode, message);
};
/** A JSON answer (200 unless told). */
export const ok = (body, status = 200) => ({ status, body });
/** The answer of calls the platform answers with 204. */
export const noContent = { status: 204 };
/** The answer for `req`'s declaration: 204 for calls declared empty, else `body` as JSON. */
export const answer = (req, body, status = 200) => req.defs[0].response === "empty" ? noContent : { status, body };
/** A JSON object body, or a 400 when the body is something else. */
export const objectBody = (req) => {
    const body = req.body;
    if (body === undefined)
        return {};
    if (typeof body !== "object" || body === null || Array.isArray(body) || body instanceof Uint8Array) {
        return fail(400, "INVALID_BODY", "The request body must be a JSON object.");
    }
    return body;
};
