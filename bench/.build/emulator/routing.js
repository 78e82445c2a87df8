/**
 * Routes built from the library's own declarations (`allEndpoints`): a request
 * is matched on method and path template, its path parameters are decoded, its
 * organization is found (path or org query), and its query values are decoded
 * against the declaration's query `Schema`, so that the emulator and the client
 * share one source of truth.
 *
 * @module
 */
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import * as SchemaAST from "effect/SchemaAST";
import { fail } from "./types.js";
const parse = (template) => template.split("/").map((s) => {
    const m = /^\{([^}]+)\}$/.exec(s);
    return m === null ? { literal: s } : { param: m[1] };
});
// Literal segments win over parameters, segment by segment from the left:
// `/sources/pages` is the list, not the source whose id is "pages".
const specificity = (a, b) => {
    const n = Math.min(a.segments.length, b.segments.length);
    for (let i = 0; i < n; i++) {
        const la = "literal" in a.segments[i];
        const lb = "literal" in b.segments[i];
        if (la !== lb)
            return la ? -1 : 1;
    }
    return a.segments.length - b.segments.length;
};
const orgParamOf = (template) => template.includes("{org}")
    ? "org"
    : template.startsWith("/rest/organizations/{organizationId}")
        ? "organizationId"
        : undefined;
// Keys whose encoded type is an array: one occurrence in the URL still means a one-item array.
const arrayKeys = (ast) => {
    const keys = new Set();
    if (!SchemaAST.isObjects(ast))
        return keys;
    for (const ps of ast.propertySignatures) {
        const members = (SchemaAST.isUnion(ps.type) ? ps.type.types : [ps.type]).filter((t) => !SchemaAST.isUndefined(t));
        if (members.length > 0 && members.every(SchemaAST.isArrays))
            keys.add(String(ps.name));
    }
    return keys;
};
const rawRecord = (params, arrays = new Set()) => {
    const out = {};
    for (const key of new Set(params.keys())) {
        const all = params.getAll(key);
        out[key] = all.length > 1 || arrays.has(key) ? all : all[0];
    }
    return out;
};
const oneLine = (message) => message.replace(/\s*\n\s*/g, " ");
/**
 * A query decoder for a declaration's query Schema: URL strings are read through
 * the Schema's StringTree codec (numbers, booleans, arrays), then the result is
 * checked against the Schema itself (literals, JSON-encoded filters).
 */
export const queryDecoder = (schema) => {
    if (schema === undefined)
        return (params) => Result.succeed(rawRecord(params));
    const codec = schema;
    const encoded = Schema.toEncoded(codec);
    const fromStrings = Schema.decodeUnknownResult(Schema.toCodecStringTree(encoded));
    const check = Schema.decodeUnknownResult(codec);
    const arrays = arrayKeys(encoded.ast);
    return (params) => {
        const raw = rawRecord(params, arrays);
        const wire = fromStrings(raw);
        if (Result.isFailure(wire))
            return Result.fail(oneLine(wire.failure.message));
        const checked = check(wire.success);
        if (Result.isFailure(checked))
            return Result.fail(oneLine(checked.failure.message));
        // Keys outside the Schema (the org query of some calls) stay as sent.
        return Result.succeed({ ...raw, ...wire.success });
    };
};
/** Builds the route table of `defs`: one route per method and path template. */
export const makeRoutes = (defs) => {
    const byKey = new Map();
    for (const def of defs) {
        const key = `${def.method} ${def.path}`;
        const list = byKey.get(key);
        if (list === undefined)
            byKey.set(key, [def]);
        else
            list.push(def);
    }
    const routes = [...byKey.values()].map((group) => {
        const def = group[0];
        return {
            method: def.method,
            template: def.path,
            segments: parse(def.path),
            defs: group,
            orgParam: orgParamOf(def.path),
            orgQuery: def.orgQuery,
            decodeQuery: queryDecoder(def.query)
        };
    });
    routes.sort(specificity);
    const matchPath = (route, parts) => {
        if (route.segments.length !== parts.length)
            return undefined;
        const params = {};
        for (let i = 0; i < parts.length; i++) {
            const segment = route.segments[i];
            const part = parts[i];
            if ("literal" in segment) {
                if (segment.literal !== part)
                    return undefined;
            }
            else {
                if (part === "")
                    return undefined;
                params[segment.param] = decodeSegment(part);
            }
        }
        return params;
    };
    return {
        routes,
        match: (method, path) => {
            const parts = path.split("/");
            const allowed = [];
            for (const route of routes) {
                const params = matchPath(route, parts);
                if (params === undefined)
                    continue;
                if (route.method === method)
                    return { _tag: "Found", match: { route, params } };
                if (!allowed.includes(route.method))
                    allowed.push(route.method);
            }
            return allowed.length > 0 ? { _tag: "WrongMethod", allowed } : { _tag: "NotFound" };
        }
    };
};
const decodeSegment = (part) => {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return fail(400, "INVALID_PATH", `The path segment ${JSON.stringify(part)} is not valid percent-encoding.`);
    }
};
/** The organization a request acts on: its path's `{org}`, or its org query value. */
export const organizationOf = (match, query) => {
    const { route, params } = match;
    if (route.orgParam !== undefined)
        return params[route.orgParam];
    if (route.orgQuery !== undefined)
        return query.get(route.orgQuery) ?? undefined;
    return undefined;
};
/** Fills a template's parameters with values (no encoding: store keys, not URLs). */
export const fill = (template, params) => template.replace(/\{([^}]+)\}/g, (whole, name) => params[name] ?? whole);
