/**
 * Query strings as the platform expects them (spec 5, and the promise client's
 * wire format where the spec is silent): values encoded through the call's
 * Schema, `undefined`, `null` and `""` left out, `0` and `false` kept, arrays as
 * repeated keys, nested objects as JSON text, no `?` when nothing is left.
 *
 * @module
 */
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
// query-string's strict mode also escapes !'()* ; the platform receives the same bytes.
const strict = /[!'()*]/g;
const encode = (value) => {
    const encoded = encodeURIComponent(value);
    return strict.test(encoded) ? encoded.replace(strict, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : encoded;
};
const text = (value) => {
    if (value === undefined || value === null || value === "")
        return undefined;
    if (typeof value === "object")
        return JSON.stringify(value);
    return String(value);
};
/** Serializes an already-encoded record; returns `""` or a string that starts with `?`. */
export const toQueryString = (record) => {
    let out = "";
    for (const key in record) {
        const value = record[key];
        if (Array.isArray(value)) {
            for (const item of value) {
                const t = text(item);
                if (t !== undefined)
                    out += `${out === "" ? "?" : "&"}${encode(key)}=${encode(t)}`;
            }
        }
        else {
            const t = text(value);
            if (t !== undefined)
                out += `${out === "" ? "?" : "&"}${encode(key)}=${encode(t)}`;
        }
    }
    return out;
};
// null and "" are omitted (spec 5) rather than rejected by the Schema.
const withoutBlanks = (value) => {
    if (value === undefined || value === null)
        return {};
    if (typeof value !== "object")
        return value;
    let copy;
    for (const key in value) {
        const v = value[key];
        if (v === null || v === "") {
            copy ??= { ...value };
            delete copy[key];
        }
    }
    return copy ?? value;
};
/** Encodes `value` through `schema`; a rejected value gives the Schema's message. */
export const encodeQuery = (schema, value) => {
    const encoded = Schema.encodeUnknownResult(schema)(withoutBlanks(value));
    return Result.isFailure(encoded)
        ? Result.fail(encoded.failure.message)
        : Result.succeed(encoded.success);
};
