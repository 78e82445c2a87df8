/**
 * Sends the client's requests through an effect `HttpClient` (yours, with its
 * middleware), instead of the built-in transports.
 *
 * @module
 */
import * as Effect from "effect/Effect";
import { constTrue } from "effect/Function";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import * as Headers from "effect/http/Headers";
import * as HttpBody from "effect/http/HttpBody";
import * as HttpClient from "effect/http/HttpClient";
import * as HttpClientRequest from "effect/http/HttpClientRequest";
import * as UrlParams from "effect/http/UrlParams";
import { layerWithTransport } from "./Layer.js";
const toBody = (body, contentType) => body === undefined
    ? HttpBody.empty
    : typeof body === "string"
        ? HttpBody.text(body, contentType)
        : body instanceof FormData
            ? HttpBody.formData(body)
            : HttpBody.raw(body, contentType === undefined ? undefined : { contentType });
const failure = (reason) => ({ _tag: "TransportFailure", reason });
/** A transport over an effect `HttpClient`. Its own client spans are off: calls have their own spans. */
export const fromHttpClient = (client) => ({
    send: (request, binary, gate) => {
        const sent = client.execute(HttpClientRequest.makeWith(request.method, request.url, UrlParams.empty, Option.none(), Headers.fromRecordUnsafe(request.headers), toBody(request.body, request.headers["content-type"]))).pipe(Effect.flatMap((res) => {
            const ok = res.status >= 200 && res.status < 300;
            return binary && ok
                ? Effect.map(res.arrayBuffer, (b) => ({ status: res.status, headers: res.headers, text: "", bytes: new Uint8Array(b) }))
                : Effect.map(res.text, (text) => ({ status: res.status, headers: res.headers, text, bytes: undefined }));
        }), Effect.provideService(HttpClient.TracerDisabledWhen, constTrue), Effect.mapError((e) => failure(e.message)));
        if (gate === undefined)
            return sent;
        // abortGetRequests: race the exchange against the gate.
        return Effect.raceFirst(sent, Effect.callback((resume) => {
            const onAbort = () => resume(Effect.fail({ _tag: "TransportFailure", reason: "aborted", aborted: true }));
            gate.add(onAbort);
            return Effect.sync(() => gate.delete(onAbort));
        }));
    },
    close: () => { }
});
/** The client from the `PlatformConfig` and the effect `HttpClient` in context. */
export const layerFromHttpClient = Layer.unwrap(Effect.map(Effect.service(HttpClient.HttpClient), (client) => layerWithTransport(() => fromHttpClient(client))));
