/**
 * The emulator's answers to the calls that programs make to learn what a token may do, or to hand out
 * access: privilege evaluation (a configured token holds everything, an API key what it was created
 * with, a search token the right to query), search tokens (a new signed JWT per call, then accepted in
 * its organization), the resource types a snapshot may hold, and registering a machine-learning model.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Emulator from "../src/emulator/index.ts"
import { checkToken } from "../src/Http/Auth.ts"
import { layer as clientLayer } from "../src/Http/Layer.ts"
import * as ApiKeys from "../src/Platform/Authorization/ApiKeys.ts"
import * as PrivilegeEvaluator from "../src/Platform/Authorization/PrivilegeEvaluator.ts"
import * as MachineLearning from "../src/Platform/MachineLearning/MachineLearning.ts"
import * as MachineLearningModels from "../src/Platform/MachineLearning/MachineLearningModels.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as Search from "../src/Platform/Search/Search.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { SnapshotResourceType } from "../src/Schema/Snapshots.ts"
import { emulatorRunner, failureOf, httpError, manualClock } from "./support/emulator.ts"

// Without sample content the id counter starts at zero, so that the ids handed out are known.
const withEmulator = emulatorRunner({ stepMs: 0, seed: false })

const org = "emulator-org"

const editSources = { owner: "PLATFORM", targetDomain: "SOURCE", type: "EDIT", targetId: "*" }
const viewSources = { owner: "PLATFORM", targetDomain: "SOURCE", type: "VIEW", targetId: "*" }
const viewFields = { owner: "PLATFORM", targetDomain: "FIELD", type: "VIEW", targetId: "*" }
const runQueries = { owner: "SEARCH_API", targetDomain: "EXECUTE_QUERY", targetId: "*" }

const evaluation = (requestedPrivilege: object, code: string, organizationId = org) => ({
  organizationId,
  requestedPrivilege,
  approved: code === "OPERATION_GRANTED",
  evaluationReport: { privilegeEvaluationResultCodes: [code] }
})

/** A call made as another token than the emulator's own. */
const as = (emulator: Emulator.EmulatorHandle, accessToken: string, organizationId = org) =>
  Effect.provide(clientLayer({ ...emulator.clientOptions, organizationId, accessToken }))

/** One request through `fetch`, as the emulator's own token: its status and JSON answer. */
const raw = (emulator: Emulator.EmulatorHandle, method: string, path: string, body?: string) =>
  Effect.promise(async () => {
    const res = await fetch(emulator.url + path, {
      method,
      headers: {
        authorization: `Bearer ${emulator.accessToken}`,
        ...(body === undefined ? {} : { "content-type": "application/json" })
      },
      ...(body === undefined ? {} : { body })
    })
    const text = await res.text()
    return { status: res.status, body: text === "" ? undefined : JSON.parse(text) as unknown }
  })

/** The header and claims of a JWT. */
const decoded = (token: unknown) => {
  const [header, claims] = String(token).split(".").slice(0, 2).map((part) =>
    JSON.parse(Buffer.from(part, "base64url").toString()) as unknown
  )
  return { header, claims }
}

describe("emulator: privilege evaluation", () => {
  it.live("approves every privilege for a configured token, in its own organization", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: editSources })).toStrictEqual(
          evaluation(editSources, "OPERATION_GRANTED")
        )
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: runQueries })).toStrictEqual(
          evaluation(runQueries, "OPERATION_GRANTED")
        )
      })
    ))

  it.live("refuses a token bound to another organization, and a request that names no privilege", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        expect(yield* PrivilegeEvaluator.evaluate({ organizationId: "other-org", requestedPrivilege: editSources }))
          .toStrictEqual(
            evaluation(editSources, "OPERATION_FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_DIFFERENT_ORGANIZATION",
              "other-org")
          )
        expect(yield* PrivilegeEvaluator.evaluate({})).toStrictEqual({
          organizationId: org,
          approved: false,
          evaluationReport: { privilegeEvaluationResultCodes: ["OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST"] }
        })
        const noDomain = { owner: "PLATFORM", type: "VIEW" }
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: noDomain })).toStrictEqual(
          evaluation(noDomain, "OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST")
        )
      })
    ))

  it.live("an API key holds the privileges it was created with: editing covers viewing, `*` every resource", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const broad = yield* ApiKeys.create({ displayName: "sources", privileges: [editSources] })
        const asBroad = as(emulator, broad.value!)
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: editSources }).pipe(asBroad))
          .toStrictEqual(evaluation(editSources, "OPERATION_GRANTED"))
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: viewSources }).pipe(asBroad))
          .toStrictEqual(evaluation(viewSources, "OPERATION_GRANTED"))
        const oneSource = { ...editSources, targetId: "docs" }
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: oneSource }).pipe(asBroad))
          .toStrictEqual(evaluation(oneSource, "OPERATION_GRANTED"))
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: viewFields }).pipe(asBroad))
          .toStrictEqual(evaluation(viewFields, "OPERATION_NOT_ALLOWED"))

        const narrow = yield* ApiKeys.create({
          displayName: "one source, read only",
          privileges: [{ ...viewSources, targetId: "docs" }]
        })
        const asNarrow = as(emulator, narrow.value!)
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: { ...viewSources, targetId: "docs" } })
          .pipe(asNarrow)).toStrictEqual(evaluation({ ...viewSources, targetId: "docs" }, "OPERATION_GRANTED"))
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: viewSources }).pipe(asNarrow))
          .toStrictEqual(evaluation(viewSources, "OPERATION_NOT_ALLOWED"))
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: oneSource }).pipe(asNarrow))
          .toStrictEqual(evaluation(oneSource, "OPERATION_NOT_ALLOWED"))

        const none = yield* ApiKeys.create({ displayName: "nothing" })
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: viewSources }).pipe(as(emulator, none.value!)))
          .toStrictEqual(evaluation(viewSources, "OPERATION_NOT_ALLOWED"))
      })
    ))

  it.live("general access: any token in its own organization, none in another one", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const granted = { approved: true, evaluationReport: { privilegeEvaluationResultCodes: ["OPERATION_GRANTED"] } }
        expect(yield* PrivilegeEvaluator.evaluateGeneralAccess({ organizationId: org })).toStrictEqual({
          organizationId: org,
          ...granted
        })
        const key = yield* ApiKeys.create({ displayName: "nothing" })
        expect(yield* PrivilegeEvaluator.evaluateGeneralAccess({ organizationId: org }).pipe(as(emulator, key.value!)))
          .toStrictEqual({ organizationId: org, ...granted })
        expect(yield* PrivilegeEvaluator.evaluateGeneralAccess({ organizationId: "other-org" })).toStrictEqual({
          organizationId: "other-org",
          approved: false,
          evaluationReport: {
            privilegeEvaluationResultCodes: ["OPERATION_FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_DIFFERENT_ORGANIZATION"]
          }
        })
      }), { organizations: ["other-org"] }))

  it.live("the promise client's privilegeEvaluator.evaluate, as access checks call it", () =>
    withEmulator((emulator) =>
      Effect.promise(async () => {
        const client = createPlatformClient(emulator.clientOptions)
        try {
          expect(await client.privilegeEvaluator.evaluate({ requestedPrivilege: viewFields })).toStrictEqual(
            evaluation(viewFields, "OPERATION_GRANTED")
          )
        } finally {
          await client.dispose()
        }
      })
    ))
})

describe("emulator: search tokens", () => {
  const user = { name: "asmith@example.com", provider: "Email Security Provider" }
  const issuedAt = Date.UTC(2025, 0, 15, 12) / 1000

  it.live("a new HS256 JWT per call, whose claims say what was asked, valid 24 hours unless told", () => {
    const clock = manualClock()
    return withEmulator((emulator) =>
      Effect.gen(function*() {
        const first = yield* Search.createToken({ userIds: [user], searchHub: "support", pipeline: "agents" })
        expect(first).toStrictEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]{43}$/) })
        expect(decoded(first.token)).toStrictEqual({
          header: { alg: "HS256", typ: "JWT" },
          claims: {
            v8: true,
            organization: org,
            userIds: [user],
            roles: ["queryExecutor"],
            searchHub: "support",
            pipeline: "agents",
            jti: "search-token-1",
            iat: issuedAt,
            exp: issuedAt + 86_400
          }
        })
        const second = yield* Search.createToken({ userIds: [user], validFor: 900_000 })
        expect(second.token).not.toBe(first.token)
        expect(decoded(second.token).claims).toStrictEqual({
          v8: true,
          organization: org,
          userIds: [user],
          roles: ["queryExecutor"],
          jti: "search-token-2",
          iat: issuedAt,
          exp: issuedAt + 900
        })
        // Version 3 of the call gives the same kind of token.
        const third = yield* raw(emulator, "POST", `/rest/search/v3/token?organizationId=${org}`,
          JSON.stringify({ userIds: [user] }))
        expect(third).toStrictEqual({
          status: 200,
          body: { token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]{43}$/) }
        })
        expect(decoded((third.body as { readonly token: string }).token).claims).toStrictEqual({
          v8: true,
          organization: org,
          userIds: [user],
          roles: ["queryExecutor"],
          jti: "search-token-3",
          iat: issuedAt,
          exp: issuedAt + 86_400
        })
      }), { now: clock.now })
  })

  it.live("is accepted in its organization only, as its user, holding the right to query", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const { token } = yield* Search.createToken({ userIds: [{ name: "asmith@example.com", provider: "Email" }] })
        const asSearch = as(emulator, token!)
        expect((yield* Search.query({ q: "shoes" }).pipe(asSearch)).totalCount).toBe(0)
        expect((yield* checkToken.pipe(asSearch)).authentication).toMatchObject({
          username: "asmith@example.com",
          organizationId: org
        })
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: runQueries }).pipe(asSearch)).toStrictEqual(
          evaluation(runQueries, "OPERATION_GRANTED")
        )
        expect(yield* PrivilegeEvaluator.evaluate({ requestedPrivilege: viewSources }).pipe(asSearch)).toStrictEqual(
          evaluation(viewSources, "OPERATION_NOT_ALLOWED")
        )
        const elsewhere = httpError(
          yield* failureOf(Search.query({ q: "shoes" }).pipe(as(emulator, token!, "other-org")))
        )
        expect([elsewhere.status, elsewhere.body.errorCode]).toEqual([
          403,
          "FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_ANOTHER_ORGANIZATION"
        ])
        // The tokens are looked up by their own entries only.
        const inherited = httpError(yield* failureOf(Search.query({ q: "shoes" }).pipe(as(emulator, "constructor"))))
        expect([inherited.status, inherited.body.errorCode]).toEqual([401, "INVALID_TOKEN"])
      }), { organizations: ["other-org"] }))
})

describe("emulator: the resource types a snapshot may hold", () => {
  // The library's list of types (the specification's), in its order, but the one that names no type.
  const all = SnapshotResourceType.literals.filter((type) => type !== "UNKNOWN")

  it.live("every type but UNKNOWN, through the library and the promise client alike", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        expect(yield* ResourceSnapshots.listResourceAccess()).toStrictEqual(all)
        const client = createPlatformClient(emulator.clientOptions)
        try {
          expect(yield* Effect.promise(() => client.resourceSnapshot.listResourceAccess())).toStrictEqual(all)
        } finally {
          yield* Effect.promise(() => client.dispose())
        }
      })
    ))
})

describe("emulator: registering a machine-learning model", () => {
  const registration = {
    engineId: "topclicks",
    modelName: "clicks",
    modelDisplayName: "Clicks of the support hub",
    exportPeriod: "P3M",
    intervalTime: 1,
    intervalUnit: "WEEK",
    commonFilter: "originLevel1=='support'"
  } as const

  it.live("answers the registration with the model's id and organization, and keeps the model", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const created = yield* MachineLearning.register(registration)
        expect(created).toStrictEqual({ ...registration, modelId: `${org}_topclicks-1`, orgId: org })
        expect(yield* MachineLearningModels.get(created.modelId!)).toStrictEqual({
          ...registration,
          id: `${org}_topclicks-1`
        })
        const again = yield* MachineLearning.register({ ...registration, engineId: "querysuggest" })
        expect(again.modelId).toBe(`${org}_querysuggest-2`)
        expect((yield* MachineLearningModels.list()).map((m) => m.id)).toStrictEqual([created.modelId, again.modelId])
      })
    ))

  it.live("refuses a registration without its required fields with 400, changing nothing", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const before = emulator.state()
        const path = `/rest/organizations/${org}/machinelearning/model`
        expect(yield* raw(emulator, "POST", path)).toStrictEqual({
          status: 400,
          body: {
            errorCode: "INVALID_PARAMETER",
            message: "Invalid body: Missing key at [\"engineId\"]"
          }
        })
        const blank = httpError(yield* failureOf(MachineLearning.register({ ...registration, engineId: "" })))
        expect([blank.status, blank.body]).toStrictEqual([400, {
          errorCode: "INVALID_PARAMETER",
          message: "Invalid body: Expected a value with a length of at least 1 at [\"engineId\"]"
        }])
        const partial = yield* raw(emulator, "POST", path, JSON.stringify({ engineId: "topclicks" }))
        expect(partial).toStrictEqual({
          status: 400,
          body: {
            errorCode: "INVALID_PARAMETER",
            message: "Invalid body: (body): required property 'exportPeriod' is missing; " +
              "(body): required property 'intervalTime' is missing; (body): required property 'intervalUnit' is missing"
          }
        })
        expect(emulator.state()).toStrictEqual(before)
      })
    ))
})
