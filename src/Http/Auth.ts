/**
 * Token check (the specification's authorization rules): `POST /oauth/check_token` with the form field `token`.
 * The answer is kept on the client; `currentUser` reads its `authentication`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Effect from "effect/Effect"
import type * as Redacted from "effect/Redacted"
import { tokenFor } from "./Config.ts"
import { json, post } from "./Endpoint.ts"
import { CoveoClient, type TokenInfo, withAccessToken } from "./PlatformClient.ts"

/**
 * The raw `POST /oauth/check_token` call with a given token; `checkToken` is what callers want.
 *
 * @since 0.1.0
 * @category calls
 */
export const postCheckToken = post("Auth.checkToken", "/oauth/check_token", json<TokenInfo>(),
  (token: Redacted.Redacted<string>) => ({ body: { token } }), { body: "multipart" })

/**
 * Checks the configured token with the authorization server and keeps the answer.
 *
 * @since 0.1.0
 * @category calls
 */
export const checkToken = Effect.gen(function*() {
  const client = yield* CoveoClient
  const token = yield* tokenFor("Auth.checkToken", client.config.accessToken)
  // One answer of a token function, in the body and the header: errors are scrubbed of the header's token, and a
  // second answer could differ from the body's.
  const info = yield* postCheckToken(token).pipe(withAccessToken(token))
  client.setTokenInfo(info)
  return info
})

export {
  /**
   * The authenticated user of the last token check, or `undefined` before any.
   *
   * @since 0.1.0
   * @category calls
   */
  currentUser
} from "./PlatformClient.ts"

/**
 * Aborts every GET in flight: they fail with `Aborted` (the promise API resolves `undefined`).
 *
 * @since 0.1.0
 * @category calls
 */
export const abortGetRequests: Effect.Effect<void, never, CoveoClient> = CoveoClient.use((client) =>
  client.abortGetRequests
)
