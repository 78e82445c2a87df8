/**
 * Search authentication: the settings whose calls wrap the record they send and answer (a trusted URI is
 * sent as `{ trustedUri: { uriPrefix } }` and answered as `{ trustedUri: { id, uriPrefix } }`, while the
 * list holds the bare records, as the Search API describes them), and search tokens. A search token is a
 * JWT signed with the emulator's secret (HS256) whose claims say what the request asked for, each one
 * new by its `jti`; the emulator then accepts it, bound to the organization it was issued in
 * (`security.ts`).
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { type SearchTokenIndex, searchTokenIndexKey } from "../security.ts"
import { type Handler, objectBody, ok } from "../types.ts"
import { decodeBody, org, type Workflow } from "./common.ts"

const trustedUris = `${org}/authentication/trusteduris`

const TokenParams = Schema.Struct({
  userIds: Schema.Array(Schema.Struct({ name: Schema.String, provider: Schema.String })),
  validFor: Schema.optional(Schema.Int)
})

/** How long a search token lasts when the request does not say, in ms. */
const DEFAULT_VALIDITY_MS = 86_400_000

// The request's fields a token carries as claims, when given.
const carried = ["userDisplayName", "userGroups", "searchHub", "pipeline", "filter"] as const

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

const createToken: Handler = (req, world) => {
  const params = decodeBody(TokenParams, req.body)
  const body = objectBody(req)
  const issuedAt = Math.floor(req.now / 1000)
  const claims = {
    v8: true,
    organization: req.org,
    userIds: body.userIds,
    roles: ["queryExecutor"],
    ...Object.fromEntries(carried.flatMap((k) => (body[k] === undefined ? [] : [[k, body[k]]]))),
    jti: world.store.nextId("search-token"),
    iat: issuedAt,
    exp: issuedAt + Math.floor((params.validFor ?? DEFAULT_VALIDITY_MS) / 1000)
  }
  const unsigned = `${segment({ alg: "HS256", typ: "JWT" })}.${segment(claims)}`
  const token = `${unsigned}.${world.sign(unsigned)}`
  const index = (world.store.doc(searchTokenIndexKey) ?? {}) as SearchTokenIndex
  world.store.setDoc(searchTokenIndexKey, {
    ...index,
    [token]: { org: req.org!, username: params.userIds[0]?.name ?? "anonymous" }
  })
  return ok({ token })
}

/** The search authentication workflow. */
export const searchAuthenticationWorkflow: Workflow = {
  handlers: {
    [`POST ${trustedUris}`]: (req, world) => {
      const sent = objectBody(req).trustedUri
      const id = world.store.nextId("trusted-uri")
      const record = { ...(typeof sent === "object" && sent !== null ? sent : {}), id }
      world.store.put(world.generic.keyOf(trustedUris, req), id, record)
      return ok({ trustedUri: record }, 201)
    },
    "POST /rest/search/v2/token": createToken,
    "POST /rest/search/v3/token": createToken
  }
}
