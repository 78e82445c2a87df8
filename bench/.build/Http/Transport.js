/**
 * How requests leave the process. The pipeline needs little of a transport:
 * send one request, hand back status, headers and the whole body. Two ship
 * here: `node:http` with keep-alive on Node (about twice the throughput of
 * fetch there, and no dependency), and `fetch` everywhere else. An effect
 * `HttpClient` can be used instead (see `HttpClientTransport.ts`).
 *
 * @module
 */
import * as Effect from "effect/Effect";
const abortedFailure = { _tag: "TransportFailure", reason: "aborted", aborted: true };
const failure = (error) => ({
    _tag: "TransportFailure",
    reason: error instanceof Error
        ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message)
        : String(error)
});
const fromWebHeaders = (headers) => {
    const out = {};
    headers.forEach((value, key) => {
        out[key] = value;
    });
    return out;
};
/** The `fetch` transport (browsers, and Node when asked for). */
export const fetchTransport = (fetchImpl = (input, init) => globalThis.fetch(input, init)) => ({
    send: (request, binary, gate) => Effect.callback((resume) => {
        const controller = new AbortController();
        let done = false;
        const finish = (effect) => {
            if (done)
                return;
            done = true;
            gate?.delete(onAbort);
            resume(effect);
        };
        const onAbort = () => {
            controller.abort();
            finish(Effect.fail(abortedFailure));
        };
        gate?.add(onAbort);
        fetchImpl(request.url, {
            method: request.method,
            headers: request.headers,
            body: request.body ?? null,
            signal: controller.signal
        }).then(async (res) => {
            const ok = res.status >= 200 && res.status < 300;
            const bytes = binary && ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
            const text = bytes === undefined ? await res.text() : "";
            finish(Effect.succeed({ status: res.status, headers: fromWebHeaders(res.headers), text, bytes }));
        }).catch((error) => finish(Effect.fail(failure(error))));
        return Effect.sync(() => {
            done = true;
            gate?.delete(onAbort);
            controller.abort();
        });
    }),
    close: () => { }
});
// Read through process.getBuiltinModule so that bundlers for the browser see no `node:` import.
const builtin = (name) => globalThis.process?.getBuiltinModule?.(name);
/** True where `node:http` can be loaded (Node 20.16+, 22.3+). */
export const nodeHttpAvailable = () => builtin("node:http") !== undefined;
// Multipart and Blob bodies are rare (uploads): let the web platform encode them.
const encodeBody = async (body) => {
    const encoded = new Response(body);
    return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") };
};
/** The `node:http`/`node:https` transport with keep-alive connection pools. */
export const nodeTransport = () => {
    const http = builtin("node:http");
    const https = builtin("node:https");
    const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
    const send = (request, binary, gate) => Effect.callback((resume) => {
        let done = false;
        const finish = (effect) => {
            if (!done) {
                done = true;
                gate?.delete(onAbort);
                resume(effect);
            }
        };
        const onAbort = () => {
            cancel();
            finish(Effect.fail(abortedFailure));
        };
        gate?.add(onAbort);
        let redirects = 0;
        const start = (headers, body, url = request.url, method = request.method) => {
            const secure = url.startsWith("https:");
            const req = (secure ? https : http).request(url, { method, headers, agent: secure ? agents.https : agents.http }, (res) => {
                const status = res.statusCode ?? 0;
                const location = res.headers.location;
                // Follow redirects as fetch does (export downloads answer with one); a token never leaves its origin.
                if (status >= 300 && status < 400 && typeof location === "string" && redirects < 5) {
                    redirects++;
                    res.on("data", () => { });
                    const next = new URL(location, url);
                    const sameOrigin = next.origin === new URL(url).origin;
                    const nextHeaders = { ...headers };
                    if (!sameOrigin)
                        delete nextHeaders.authorization;
                    const keepMethod = status === 307 || status === 308;
                    if (!keepMethod) {
                        delete nextHeaders["content-type"];
                        delete nextHeaders["content-length"];
                    }
                    start(nextHeaders, keepMethod ? body : undefined, next.href, keepMethod || method === "GET" || method === "HEAD" ? method : "GET");
                    return;
                }
                const wantBytes = binary && status >= 200 && status < 300;
                const parts = [];
                const chunks = [];
                if (!wantBytes)
                    res.setEncoding("utf8");
                res.on("data", (chunk) => {
                    if (typeof chunk === "string")
                        parts.push(chunk);
                    else
                        chunks.push(chunk);
                });
                res.on("end", () => finish(Effect.succeed({
                    status,
                    headers: res.headers,
                    text: parts.length === 1 ? parts[0] : parts.join(""),
                    bytes: wantBytes ? concat(chunks) : undefined
                })));
                res.on("aborted", () => finish(Effect.fail(failure(new Error("the connection closed before the response ended")))));
                res.on("error", (e) => finish(Effect.fail(failure(e))));
            });
            req.on("error", (e) => finish(Effect.fail(failure(e))));
            req.end(body);
            cancel = () => req.destroy();
        };
        // Until the request starts (uploads encode first), cancelling only stops it from starting.
        let cancel = () => {
            done = true;
        };
        const body = request.body;
        if (body === undefined || typeof body === "string") {
            start(body === undefined ? request.headers : { ...request.headers, "content-length": String(byteLength(body)) }, body);
        }
        else {
            encodeBody(body).then(({ bytes, type }) => {
                if (done)
                    return;
                const headers = { ...request.headers, "content-length": String(bytes.byteLength) };
                if (type !== null && headers["content-type"] === undefined)
                    headers["content-type"] = type;
                start(headers, bytes);
            }, (e) => finish(Effect.fail(failure(e))));
        }
        return Effect.sync(() => {
            done = true;
            gate?.delete(onAbort);
            cancel();
        });
    });
    return {
        send,
        close: () => {
            agents.http.destroy();
            agents.https.destroy();
        }
    };
};
const encoder = new TextEncoder();
const byteLength = (s) => {
    // ASCII bodies (the common case) are one byte per character.
    for (let i = 0; i < s.length; i++)
        if (s.charCodeAt(i) > 127)
            return encoder.encode(s).byteLength;
    return s.length;
};
const concat = (chunks) => {
    if (chunks.length === 1)
        return chunks[0];
    let size = 0;
    for (const c of chunks)
        size += c.byteLength;
    const out = new Uint8Array(size);
    let offset = 0;
    for (const c of chunks) {
        out.set(c, offset);
        offset += c.byteLength;
    }
    return out;
};
/** `node:http` where available, `fetch` otherwise. */
export const defaultTransport = () => nodeHttpAvailable() ? nodeTransport() : fetchTransport();
