/**
 * Sends the client's requests through an effect `HttpClient` (yours, with its
 * middleware), instead of the built-in transports. The client's own redirect
 * policy applies (effect's fetch client follows them); the exchange's limits,
 * aborts and decoding rules apply as on every transport.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { constTrue } from "effect/Function"
import * as Headers from "effect/http/Headers"
import * as HttpBody from "effect/http/HttpBody"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import type { HttpMethod } from "effect/http/HttpMethod"
import * as UrlParams from "effect/http/UrlParams"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import type { CallError, InvalidInput } from "../Errors/index.ts"
import type { PlatformConfig } from "./Config.ts"
import { layerWithTransport } from "./Layer.ts"
import type { CoveoClient } from "./PlatformClient.ts"
import type { RequestBody, Transport } from "./Transport.ts"

const toBody = (body: RequestBody, contentType: string | undefined): HttpBody.HttpBody =>
  body === undefined
    ? HttpBody.empty
    : typeof body === "string"
    ? HttpBody.text(body, contentType)
    : body instanceof FormData
    ? HttpBody.formData(body)
    : HttpBody.raw(body, contentType === undefined ? undefined : { contentType })

/**
 * A transport over an effect `HttpClient`. Its own client spans are off: calls have their own spans.
 *
 * @since 0.1.0
 * @category transports
 */
export const fromHttpClient = (client: HttpClient.HttpClient): Transport => ({
  followsRedirects: true,
  open: (request, onResponse, onError) => {
    let stopBody: (() => void) | undefined
    const stopRequest = Effect.runCallback(
      client.execute(
        HttpClientRequest.makeWith(
          // effect 4.0 types this as the method union; the pipeline only sends those methods.
          request.method as HttpMethod,
          request.url,
          UrlParams.empty,
          Option.none(),
          Headers.fromRecordUnsafe(request.headers),
          toBody(request.body, request.headers["content-type"])
        )
      ).pipe(Effect.provideService(HttpClient.TracerDisabledWhen, constTrue)),
      {
        onExit: (exit) => {
          if (Exit.isFailure(exit)) {
            const error = Exit.findErrorOption(exit)
            if (Option.isSome(error)) onError(error.value, true)
            return
          }
          const res = exit.value
          onResponse({
            status: res.status,
            headers: res.headers,
            read: (sink) => {
              stopBody = Effect.runCallback(
                Stream.runForEach(res.stream, (chunk) => Effect.sync(() => sink.chunk(chunk))),
                {
                  onExit: (done) => {
                    if (Exit.isSuccess(done)) return sink.end()
                    const error = Exit.findErrorOption(done)
                    if (Option.isSome(error)) sink.error(error.value)
                  }
                }
              )
            },
            // The effect client's stream pulls as it is consumed; it offers no pause.
            pause: () => {},
            resume: () => {},
            cancel: () => stopBody?.()
          })
        }
      }
    )
    return () => {
      stopRequest()
      stopBody?.()
    }
  },
  close: () => {}
})

/**
 * The client from the `PlatformConfig` and the effect `HttpClient` in context.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerFromHttpClient: Layer.Layer<
  CoveoClient,
  CallError<"POST"> | InvalidInput,
  PlatformConfig | HttpClient.HttpClient
> = Layer.unwrap(
  Effect.map(Effect.service(HttpClient.HttpClient), (client) => layerWithTransport(() => fromHttpClient(client)))
)
