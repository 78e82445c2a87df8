/**
 * Calls declared as data. One line per call gives a typed Effect function:
 *
 * ```ts
 * export const rebuild = post("Sources.rebuild", `${base}/{sourceId}/rebuild`, json<SourceModel>(),
 *   (sourceId: string) => ({ path: { sourceId } }))
 * ```
 *
 * The path template names the path arguments (`{org}` comes from the
 * configuration), the mapper turns the positional arguments into path, query and
 * body, and the result token types the success value. The declaration is kept
 * on the function (`endpointOf`) for the promise facade and the wire tests.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import { PlatformClient } from "./PlatformClient.js";
const jsonResult = { kind: "json" };
/** The response is JSON of type `A` (204 gives `{}`). */
export const json = () => jsonResult;
/** The response carries nothing the caller needs (the platform answers 204, or JSON that is passed on). */
export const empty = { kind: "empty" };
/** The response is a file, returned as a `Blob`. */
export const blob = { kind: "blob" };
/** The response is plain text. */
export const text = { kind: "text" };
/** Where a declared call keeps its {@link EndpointDef}. */
export const EndpointKey = Symbol.for("effect-coveo-platform/Endpoint");
/** The declaration of a declared call, if `f` is one. */
export const endpointOf = (f) => typeof f === "function" ? f[EndpointKey] : undefined;
const compile = (path) => {
    const chunks = [];
    const params = [];
    const re = /\{([^}]+)\}/g;
    let last = 0;
    for (let m = re.exec(path); m !== null; m = re.exec(path)) {
        chunks.push(path.slice(last, m.index));
        params.push(m[1]);
        last = m.index + m[0].length;
    }
    chunks.push(path.slice(last));
    return { chunks, params };
};
const declare = (method) => (name, path, result, map, options = {}) => {
    const def = {
        name,
        method,
        path,
        host: options.host ?? "platform",
        query: options.query,
        orgQuery: options.orgQuery,
        body: options.body ?? "json",
        response: result.kind,
        accept: options.accept ?? "application/json",
        ...compile(path)
    };
    // No stack capture: it costs more than the rest of the span and says nothing the name does not.
    const span = {
        kind: "client",
        captureStackTrace: false,
        attributes: { "http.request.method": method, "url.template": path }
    };
    const fn = (...args) => {
        const parts = map(...args);
        const effect = Effect.isEffect(parts)
            ? Effect.flatMap(parts, (p) => PlatformClient.use((client) => client.run(def, p)))
            : PlatformClient.use((client) => client.run(def, parts));
        return Effect.withSpan(effect, name, span);
    };
    return Object.assign(fn, { [EndpointKey]: def });
};
/** Declares a GET call. */
export const get = declare("GET");
/** Declares a POST call; without a body it sends `{}` as JSON, as the promise client does. */
export const post = declare("POST");
/** Declares a PUT call; without a body it sends `{}` as JSON. */
export const put = declare("PUT");
/** Declares a PATCH call; without a body it sends `{}` as JSON. */
export const patch = declare("PATCH");
/** Declares a DELETE call. */
export const del = declare("DELETE");
