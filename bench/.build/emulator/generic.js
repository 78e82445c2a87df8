import { fill } from "./routing.js";
import { publicView } from "./store.js";
import { answer, fail, noContent, objectBody, ok } from "./types.js";
// Item parameters whose value the body carries under another name.
const idFields = {
    fieldId: ["name"],
    hubName: ["name", "searchHub"],
    resourceName: ["name"],
    modelName: ["modelName", "name"],
    apiName: ["apiName", "name"],
    username: ["username", "email"],
    usernameOrEmail: ["username", "email"],
    snowflakeUser: ["username", "name"],
    realmId: ["id", "realmId"]
};
const lastParam = (template) => /\{([^}]+)\}$/.exec(template)?.[1];
const parentOf = (template) => template.slice(0, template.lastIndexOf("/"));
const num = (value) => {
    const n = typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : NaN;
    return Number.isFinite(n) ? n : undefined;
};
const hasPageQuery = (def) => {
    const ast = def.query?.ast;
    return ast?.propertySignatures?.some((p) => p.name === "page") ?? false;
};
/** Keeps records whose name, display name, id or description contain `filter` (any case). */
export const textFilter = (record, req) => {
    const filter = req.query.filter;
    if (typeof filter !== "string" || filter === "")
        return true;
    const needle = filter.toLowerCase();
    return ["name", "displayName", "id", "description"].some((k) => {
        const v = record[k];
        return typeof v === "string" && v.toLowerCase().includes(needle);
    });
};
/** Slices `items` by the request's `page` (0-based) and `pageSize` or `perPage` (100 by default). */
export const pageOf = (items, query) => {
    const page = Math.max(0, Math.floor(num(query.page) ?? 0));
    const size = Math.max(1, Math.floor(num(query.pageSize) ?? num(query.perPage) ?? 100));
    return {
        items: items.slice(page * size, (page + 1) * size),
        totalEntries: items.length,
        totalPages: Math.ceil(items.length / size)
    };
};
/** Builds the generic behaviour for `routes` and the workflows' `spec`. */
export const makeGeneric = (routes, spec) => {
    const canonical = (template) => {
        for (const [from, to] of Object.entries(spec.aliases)) {
            if (template === from || template.startsWith(`${from}/`))
                return to + template.slice(from.length);
        }
        return template;
    };
    const templates = routes.map((r) => ({ method: r.method, template: canonical(r.template) }));
    // A collection has items below it; it is creatable when a POST on it or a PUT on an item exists.
    const collections = new Set();
    const creatable = new Set();
    const itemParam = new Map();
    for (const { method, template } of templates) {
        const param = lastParam(template);
        if (param !== undefined) {
            const parent = parentOf(template);
            collections.add(parent);
            if (!itemParam.has(parent))
                itemParam.set(parent, param);
            if (method === "PUT")
                creatable.add(parent);
        }
    }
    for (const { method, template } of templates) {
        if (method === "POST" && collections.has(template))
            creatable.add(template);
    }
    for (const [list, s] of Object.entries(spec.lists))
        collections.add(canonical(s.collection ?? list));
    const keyOf = (template, req) => (req.scope === undefined ? "" : `${req.scope}:`) + fill(canonical(template), req.params);
    const view = (collection, record, req, world) => {
        const v = spec.views[canonical(collection)];
        return v === undefined ? publicView(record) : v(record, req, world);
    };
    // 404 when a parent record named in the path does not exist.
    const checkParents = (req) => {
        const segments = canonical(req.template).split("/");
        for (let i = 0; i < segments.length - 1; i++) {
            const m = /^\{([^}]+)\}$/.exec(segments[i]);
            if (m === null || m[1] === "org")
                continue;
            const collection = segments.slice(0, i).join("/");
            if (collection === "/rest/organizations")
                continue; // the organization itself: checked by security
            if (!creatable.has(collection))
                continue;
            const id = req.params[m[1]];
            if (!world.store.has(keyOf(collection, req), id))
                notFound(collection, id);
        }
    };
    const list = (req, world, listSpec) => {
        const s = listSpec ?? spec.lists[req.template] ?? {};
        const collection = s.collection ?? req.template;
        const filter = s.filter ?? textFilter;
        const records = world.store.list(keyOf(collection, req))
            .map((r) => view(collection, r, req, world))
            .filter((r) => filter(r, req));
        const paged = s.paged ?? hasPageQuery(req.defs[0]);
        if (!paged && s.itemsKey === undefined)
            return ok(records);
        const page = paged ? pageOf(records, req.query) : { items: records, totalEntries: records.length, totalPages: 1 };
        const counts = s.totalCount === true
            ? { totalCount: page.totalEntries }
            : { totalEntries: page.totalEntries, totalPages: page.totalPages };
        return ok({ [s.itemsKey ?? "items"]: page.items, ...counts, ...s.extra?.(records, req) });
    };
    const create = (req, world, collection) => {
        if (Array.isArray(req.body)) {
            // A batch: every item gets an id, all or nothing.
            const created = req.body.map((item) => insert({ ...req, body: item }, world, collection));
            return answer(req, created, 201);
        }
        return answer(req, insert(req, world, collection), 201);
    };
    const insert = (req, world, collection) => {
        const body = objectBody(req);
        const param = itemParam.get(canonical(collection)) ?? "id";
        const candidates = [param, "id", ...(idFields[param] ?? [])];
        const given = candidates.map((k) => body[k]).find((v) => typeof v === "string" && v !== "");
        const key = keyOf(collection, req);
        if (given !== undefined && world.store.has(key, given)) {
            fail(409, "RESOURCE_ALREADY_EXISTS", `'${given}' already exists.`);
        }
        const id = given ?? world.store.nextId(prefixOf(collection));
        const record = { ...body, id };
        world.store.put(key, id, record);
        return view(collection, record, req, world);
    };
    const item = (req, world) => {
        const template = req.template;
        const collection = parentOf(template);
        const param = lastParam(template);
        const id = req.params[param];
        const key = keyOf(collection, req);
        const existing = world.store.get(key, id);
        const strict = creatable.has(canonical(collection));
        if (existing === undefined && strict && !(req.method === "PUT" && !hasCreate(collection)))
            notFound(collection, id);
        switch (req.method) {
            case "GET":
                return ok(existing === undefined ? { [param]: id } : view(collection, existing, req, world));
            case "PUT": {
                const record = { ...objectBody(req), id };
                world.store.put(key, id, keepInternal(existing, record));
                return answer(req, view(collection, world.store.get(key, id), req, world));
            }
            case "PATCH": {
                const record = { ...existing, ...objectBody(req), id };
                world.store.put(key, id, record);
                return answer(req, view(collection, record, req, world));
            }
            case "DELETE":
                world.store.remove(key, id);
                world.store.removeTree(`${key}/${id}`);
                return noContent;
            default:
                return fail(405, "METHOD_NOT_ALLOWED", `${req.method} is not supported here.`);
        }
    };
    const hasCreate = (collection) => templates.some((t) => t.method === "POST" && t.template === canonical(collection));
    const document = (req, world) => {
        const key = keyOf(req.template, req);
        const def = req.defs[0];
        switch (req.method) {
            case "GET": {
                const stored = world.store.doc(key) ?? spec.defaults[req.template]?.(req, world);
                if (def.response === "blob")
                    return { status: 200, raw: typeof stored === "string" ? stored : JSON.stringify(stored ?? {}), contentType: "application/octet-stream" };
                if (def.response === "text")
                    return { status: 200, raw: typeof stored === "string" ? stored : "", contentType: "text/plain" };
                return ok(stored ?? {});
            }
            case "PUT":
                world.store.setDoc(key, req.body ?? {});
                return answer(req, req.body ?? {});
            case "PATCH": {
                const merged = { ...world.store.doc(key), ...objectBody(req) };
                world.store.setDoc(key, merged);
                return answer(req, merged);
            }
            case "DELETE":
                if (collections.has(canonical(req.template)))
                    world.store.clear(key);
                world.store.removeDoc(key);
                return noContent;
            case "POST":
                // An action on something that exists (checked above); its answer is not modelled.
                return answer(req, spec.defaults[req.template]?.(req, world) ?? {});
        }
    };
    const handle = (req, world) => {
        checkParents(req);
        const template = canonical(req.template);
        // A POST on an item path is an action on it (`POST /logs/v1/organizations/{org}`), not an item operation.
        if (lastParam(template) !== undefined && collections.has(parentOf(template)) && req.method !== "POST") {
            return item(req, world);
        }
        if (collections.has(template) || spec.lists[req.template] !== undefined) {
            if (req.method === "GET")
                return list(req, world);
            if (req.method === "POST")
                return create(req, world, req.template);
        }
        return document(req, world);
    };
    return { keyOf, view, list, handle };
};
const keepInternal = (existing, next) => {
    if (existing === undefined)
        return next;
    const internal = {};
    for (const k in existing)
        if (k.startsWith("$"))
            internal[k] = existing[k];
    return { ...next, ...internal };
};
const prefixOf = (collection) => {
    const literal = collection.split("/").filter((s) => s !== "" && !s.startsWith("{")).pop() ?? "item";
    return literal.endsWith("s") && literal.length > 3 ? literal.slice(0, -1) : literal;
};
/** Rejects with the platform's 404 for a missing record. */
export const notFound = (collection, id) => {
    const kind = collection.split("/").filter((s) => s !== "" && !s.startsWith("{")).pop() ?? "resource";
    return fail(404, "RESOURCE_NOT_FOUND", `No ${kind} with id '${id}' exists.`);
};
