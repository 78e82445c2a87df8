/**
 * Types shared by the emulator's modules: the request a handler sees, the
 * reply it gives, the platform-style error it throws to reject a request, and
 * the generic behaviour it can reach (`World.generic`: the interface here, its
 * implementation in `generic.ts`, which imports these types and not the reverse).
 *
 * @module
 */
import type { EndpointDef, Method } from "../Http/PlatformClient.ts"
import type { ListCounter } from "./lists.ts"
import type { Store, StoredRecord } from "./store.ts"

/** Who sent a request: the user or API key behind its bearer token. */
export interface Principal {
  /** The bearer token. */
  readonly token: string
  /** The user name `check_token` answers with. */
  readonly username: string
  /** The display name `check_token` answers with; the part of `username` before `@` when left out. */
  readonly displayName?: string | undefined
  /** The only organization the token may act on; `undefined` for any. */
  readonly organizationId: string | undefined
  /**
   * The privileges the token holds, as privilege evaluation reads them; `undefined` for a token the emulator
   * does not restrict (a configured one). Calls are not checked against them.
   */
  readonly privileges?: ReadonlyArray<Privilege> | undefined
}

/** A privilege as the platform writes it: who grants it (`owner`), on what (`targetDomain`, `targetId`), which kind. */
export interface Privilege {
  readonly owner: string
  readonly targetDomain: string
  readonly type?: string | undefined
  /** One resource, or `*` (the same as leaving it out) for every resource of the domain. */
  readonly targetId?: string | undefined
}

/** A file received in a multipart body. */
export interface UploadedFile {
  readonly name: string
  readonly type: string
  readonly bytes: Uint8Array
}

/** A request once routed, authenticated and validated. */
export interface EmulatorRequest {
  readonly method: Method
  /** The path template of the matched declaration, e.g. `/rest/organizations/{org}/sources/{sourceId}`. */
  readonly template: string
  /** The declarations sharing this method and template (usually one). */
  readonly defs: ReadonlyArray<EndpointDef>
  /** Path parameters, percent-decoded. */
  readonly params: Readonly<Record<string, string>>
  /** Query values decoded to their wire types (numbers and booleans converted, arrays as arrays). */
  readonly query: Readonly<Record<string, unknown>>
  /** The parsed body: JSON, form fields, or the raw bytes of a file upload; `undefined` when empty. */
  readonly body: unknown
  /** The organization the request acts on, from the path or the org query, if any. */
  readonly org: string | undefined
  /** Prefix of store keys: the organization when it travels in the query, so that its data stays apart. */
  readonly scope: string | undefined
  readonly principal: Principal
  /** Milliseconds since the epoch when the request was handled. */
  readonly now: number
  /** The emulator's base URL, for links it hands out. */
  readonly baseUrl: string
}

/** What a handler answers. */
export interface Reply {
  readonly status: number
  /** Sent as JSON unless `raw` is set. */
  readonly body?: unknown
  /** Bytes or text sent as they are, with `contentType`. */
  readonly raw?: string | Uint8Array
  readonly contentType?: string
  readonly headers?: Readonly<Record<string, string>>
}

/** What every handler can reach besides the request. */
export interface World {
  readonly store: Store
  /** The generic behaviour, for handlers that add to it (store keys, views, lists). */
  readonly generic: Generic
  /** How long each step of a long-running operation lasts, in ms. */
  readonly stepMs: () => number
  /** Signs a value with the emulator's secret (download links carry their own credentials, as signed URLs do). */
  readonly sign: (value: string) => string
}

/** How a list call answers. */
export interface ListSpec {
  /** The collection's template, when the list lives at another path (`/sources/pages` lists `/sources`). */
  readonly collection?: string
  /**
   * The key holding the items, for a declaration that reads another shape than its description's;
   * when left out, the list answers in its described shape (`lists.ts`), else as a page when paged
   * and a bare array otherwise.
   */
  readonly itemsKey?: string
  /** Slice by `page` and `perPage`/`pageSize`, and count. */
  readonly paged?: boolean
  /** The counts beside `itemsKey`; `totalEntries` and `totalPages` when paged, none otherwise. */
  readonly counts?: ReadonlyArray<ListCounter>
  /** Orders the kept records (insertion order otherwise). */
  readonly order?: (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) => number
  /** Keep only some records. */
  readonly filter?: (record: Readonly<Record<string, unknown>>, req: EmulatorRequest) => boolean
  /** Extra keys of the answer, computed from every kept record. */
  readonly extra?: (
    records: ReadonlyArray<Readonly<Record<string, unknown>>>,
    req: EmulatorRequest
  ) => Readonly<Record<string, unknown>>
}

/** The generic behaviour over a route table. */
export interface Generic {
  /** The store key of a collection or document template, filled from the request. */
  readonly keyOf: (template: string, req: Pick<EmulatorRequest, "params" | "scope">) => string
  /** The request's target record shown through its collection's view (404 when missing). */
  readonly view: (
    collection: string,
    record: StoredRecord,
    req: EmulatorRequest,
    world: World
  ) => Readonly<Record<string, unknown>>
  /** Answers a list call for `collection`. */
  readonly list: (req: EmulatorRequest, world: World, spec?: ListSpec) => Reply
  /** Rejects with 404 when a record named in the path before its last segment does not exist. */
  readonly checkParents: (req: EmulatorRequest, world: World) => void
  /** Answers any call with the generic behaviour (parents already checked). */
  readonly handle: (req: EmulatorRequest, world: World) => Reply
  /**
   * Rejects with the 404 of `collection` (a template) for the record `id`: the code its workflow declares,
   * else `RESOURCE_NOT_FOUND`. Handlers use it so that every call on a missing record answers alike.
   */
  readonly notFound: (collection: string, id: string) => never
}

/** A handler for one declared call; `undefined` hands the request to the generic behaviour. */
export type Handler = (req: EmulatorRequest, world: World) => Reply | undefined

/** A rejection in the platform's shape; thrown by handlers, answered as `{ errorCode, message }`. */
export class PlatformFailure extends Error {
  readonly status: number
  readonly errorCode: string
  readonly headers: Readonly<Record<string, string>>
  constructor(status: number, errorCode: string, message: string, headers: Readonly<Record<string, string>> = {}) {
    super(message)
    this.status = status
    this.errorCode = errorCode
    this.headers = headers
  }
}

/** Rejects the request: throws a {@link PlatformFailure}. */
export const fail = (status: number, errorCode: string, message: string): never => {
  throw new PlatformFailure(status, errorCode, message)
}

/** A JSON answer (200 unless told). */
export const ok = (body: unknown, status = 200): Reply => ({ status, body })

/** The answer of calls the platform answers with 204. */
export const noContent: Reply = { status: 204 }

/** The answer for `req`'s declaration: 204 for calls declared empty, else `body` as JSON. */
export const answer = (req: EmulatorRequest, body: unknown, status = 200): Reply =>
  req.defs[0]!.response === "empty" ? noContent : { status, body }

/** A JSON object (no array), as the emulator reads bodies and stored documents. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A JSON object body, or a 400 when the body is something else. */
export const objectBody = (req: EmulatorRequest): Readonly<Record<string, unknown>> => {
  const body = req.body
  if (body === undefined) return {}
  if (typeof body !== "object" || body === null || Array.isArray(body) || body instanceof Uint8Array) {
    return fail(400, "INVALID_BODY", "The request body must be a JSON object.")
  }
  return body as Readonly<Record<string, unknown>>
}
