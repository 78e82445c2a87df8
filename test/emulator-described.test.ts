/**
 * The emulator against the platform's published descriptions, through a real server on loopback:
 * request bodies validated (a refused body changes nothing), the generated schemas (facts only, dates
 * decided, ids of fetched resources required), the validator itself, a paused organization refusing
 * calls, snapshot content as a real ZIP file, and realistic license, limits, usage metrics and
 * statistics reads.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { addEnumValues, addNullable, addProperties } from "../scripts/description-additions.ts"
import { requiredParameters } from "../scripts/generate-emulator-schemas.ts"
import { dateIsString } from "../scripts/generate-models.ts"
import { definitions, operations } from "../src/emulator/described.generated.ts"
import type * as Emulator from "../src/emulator/index.ts"
import { describedList } from "../src/emulator/lists.ts"
import {
  answerProblems,
  describedOperation,
  type JsonSchema,
  requestProblems,
  validate
} from "../src/emulator/validate.ts"
import { crc32 } from "../src/emulator/zip.ts"
import { layer as clientLayer } from "../src/Http/Layer.ts"
import * as ApiKeys from "../src/Platform/Authorization/ApiKeys.ts"
import * as ResourceSnapshots from "../src/Platform/Migration/ResourceSnapshots.ts"
import * as License from "../src/Platform/Organization/License.ts"
import * as Limits from "../src/Platform/Organization/Limits.ts"
import * as Organizations from "../src/Platform/Organization/Organizations.ts"
import * as SalesforceSchema from "../src/Platform/Sources/SalesforceSchema.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import * as LicenseMetrics from "../src/Platform/UsageMetrics/LicenseMetrics.ts"
import * as RawMetrics from "../src/Platform/UsageMetrics/RawMetrics.ts"
import * as Reports from "../src/UsageAnalytics/Reports.ts"
import * as Statistics from "../src/UsageAnalytics/Statistics.ts"
import { emulatorRunner, failureOf as failureOfEffect, httpError } from "./support/emulator.ts"

const NOW = Date.UTC(2025, 0, 15, 12)

/** Runs `f` with an emulator (instant steps, a fixed clock) and a client pointed at it; both stop afterwards. */
const withEmulator = emulatorRunner({ stepMs: 0, now: () => NOW })

const failureOf = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.map(failureOfEffect(effect), httpError)

const raw = (emulator: Emulator.EmulatorHandle, path: string, init: RequestInit = {}) =>
  Effect.promise(async () => {
    const res = await fetch(emulator.url + path, {
      ...init,
      headers: { authorization: `Bearer ${emulator.accessToken}`, ...init.headers as Record<string, string> }
    })
    const bytes = new Uint8Array(await res.arrayBuffer())
    const text = new TextDecoder().decode(bytes)
    const json = res.headers.get("content-type")?.includes("json") === true && text !== ""
      ? JSON.parse(text) as Record<string, unknown>
      : undefined
    return { status: res.status, headers: res.headers, body: json, bytes }
  })

/** The problems of an answer of `METHOD template` against its description (none expected). */
const problemsOf = (method: string, template: string, body: unknown, status = 200) => {
  const operation = describedOperation(method, template)
  if (operation === undefined) throw new Error(`${method} ${template} is not described`)
  return answerProblems(operation, status, JSON.parse(JSON.stringify(body)))
}

const org = "/rest/organizations/{org}"

describe("emulator: request bodies are checked against the descriptions", () => {
  it.live("refuses a body its operation's schema refuses with 400 in the platform's error shape, changing nothing", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const before = emulator.state()
        const refused = yield* raw(emulator, "/rest/organizations/emulator-org/apikeys", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ displayName: 42, enabled: "yes", privileges: [{ type: "VIEW", owner: 7 }] })
        })
        expect(refused.status).toBe(400)
        expect(Object.keys(refused.body!).sort()).toEqual(["errorCode", "message"])
        expect(refused.body!.errorCode).toBe("INVALID_PARAMETER")
        const message = String(refused.body!.message)
        expect(message).toContain("displayName: 42 where a string is expected")
        expect(message).toContain("enabled: \"yes\" where a boolean is expected")
        expect(message).toContain("privileges[0].owner: 7")
        expect(emulator.state()).toEqual(before)
        // An enumeration value the description does not list.
        const badEnum = yield* raw(emulator, "/rest/organizations/emulator-org/securitycache/entities/list", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ filteringMode: "FUZZY" })
        })
        expect([badEnum.status, badEnum.body?.errorCode]).toEqual([400, "INVALID_PARAMETER"])
        expect(String(badEnum.body?.message)).toContain(
          "filteringMode: \"FUZZY\" is not one of \"PREFIX\", \"SUBSTRING\""
        )
        expect(emulator.state()).toEqual(before)
        // The same call with a valid body goes through.
        const created = yield* ApiKeys.create({ displayName: "ci", enabled: true })
        expect(created.displayName).toBe("ci")
        expect(emulator.state()).not.toEqual(before)
      })
    ))

  it.live("reads the library's own bodies as valid: creating a source, a statement, a report", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const { id } = yield* Sources.create({ name: "Docs", sourceType: "WEB2", sourceVisibility: "SHARED" })
        expect((yield* Sources.get(id)).name).toBe("Docs")
        const report = yield* Reports.create({
          displayName: "Weekly",
          type: "DASHBOARD",
          allAnalyticsViewer: false,
          configuration: {}
        })
        expect(report.id).toBeDefined()
      })
    ))
})

describe("emulator: enumeration values the descriptions leave out (scripts/description-additions.ts)", () => {
  const problemsAt = (method: string, template: string, body: unknown, field: string) =>
    requestProblems(describedOperation(method, template)!, body).filter((p) => p.includes(field))

  it("takes them as the platform does, and still refuses values nobody lists", () => {
    const converter = (value: string) => ({
      configuration: {
        documentConfig: { documentProcessorConfig: { extensionSettings: { noExtension: { converter: value } } } }
      }
    })
    for (const value of ["Zip", "Xml", "Pdf"]) {
      expect(problemsAt("POST", `${org}/sources/raw`, converter(value), "converter")).toEqual([])
    }
    expect(problemsAt("POST", `${org}/sources/raw`, converter("Tarball"), "converter")).toHaveLength(1)
    const provider = (type: string) => ({ id: "p", name: "p", type })
    for (const type of ["ACTIVE_DIRECTORY", "ACTIVE_DIRECTORY2"]) {
      expect(problemsAt("PUT", `${org}/securityproviders/{securityProviderId}`, provider(type), "type")).toEqual([])
    }
    expect(problemsAt("PUT", `${org}/securityproviders/{securityProviderId}`, provider("LDAP"), "type"))
      .toHaveLength(1)
  })

  it("takes the fields and the omissions the additions allow: a pipeline's filter, a permanent group without isActive", () => {
    const pipelines = "/rest/search/v1/admin/pipelines"
    expect(problemsAt("POST", pipelines, { name: "p", filter: "@source==docs" }, "filter")).toEqual([])
    // Declared, so checked: the description alone would let any value through as an undeclared field.
    expect(problemsAt("POST", pipelines, { name: "p", filter: 42 }, "filter")).toHaveLength(1)
    const groups = "/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups"
    expect(problemsAt("POST", groups, { name: "g", type: "permanent" }, "isActive")).toEqual([])
    expect(problemsAt("POST", groups, { name: "g", type: "permanent", isActive: "yes" }, "isActive")).toHaveLength(1)
  })

  it("stop the generators when their place is gone or the description lists them itself", () => {
    // The source description's security provider types take an addition too.
    const provider = () => ({ properties: { type: { enum: ["ACTIVE_DIRECTORY2"] } } })
    const document = (values: Array<string>) => ({
      components: {
        schemas: {
          ExtensionSetting: { properties: { converter: { enum: values } } },
          CascadingSecurityProvider: provider(),
          SecurityProviderModel: provider()
        }
      }
    })
    const fresh = document(["Detect", "Pdf"])
    addEnumValues("source", fresh)
    expect(fresh.components.schemas.ExtensionSetting.properties.converter.enum).toEqual(["Detect", "Pdf", "Zip", "Xml"])
    expect(() => addEnumValues("source", document(["Detect", "Zip", "Xml"]))).toThrow(/remove the addition/)
    expect(() => addEnumValues("source", { components: { schemas: {} } })).toThrow(/no enumeration/)
    // Other services are left as they are.
    const other = document(["Detect"])
    addEnumValues("field", other)
    expect(other.components.schemas.ExtensionSetting.properties.converter.enum).toEqual(["Detect"])
  })

  it("null and properties stop the generators too, and reach Swagger 2 definitions", () => {
    const user = (daysToExpiry: Record<string, unknown>) => ({
      components: {
        schemas: {
          CreateSnowflakeUserModelV15: { properties: { daysToExpiry } },
          UpdateSnowflakeUserExpirationRequestModelV15: { properties: { daysToExpiry: { type: "integer" } } }
        }
      }
    })
    const fresh = user({ type: "integer" })
    addNullable("usage-analytics-read", fresh)
    expect(fresh.components.schemas.CreateSnowflakeUserModelV15.properties.daysToExpiry).toEqual({
      type: "integer",
      nullable: true
    })
    expect(() => addNullable("usage-analytics-read", user({ type: "integer", nullable: true }))).toThrow(/remove/)
    expect(() => addNullable("usage-analytics-read", { components: { schemas: {} } })).toThrow(/not a property/)
    // The search description's three schemas that take a property.
    const association = (properties: Record<string, unknown>) => ({
      components: {
        schemas: {
          MlPipelineAssociationWithGroupAndCondition: { properties },
          IncomingStatement: { properties: { definition: { type: "string" } } },
          IncomingPipeline: { properties: { name: { type: "string" } } }
        }
      }
    })
    const read = association({ id: { type: "string" } })
    addProperties("search", read)
    expect(read.components.schemas.MlPipelineAssociationWithGroupAndCondition.properties).toEqual({
      id: { type: "string" },
      cacheMaximumAge: { type: "string" }
    })
    expect(read.components.schemas.IncomingStatement.properties).toEqual({
      definition: { type: "string" },
      position: { type: "integer" }
    })
    expect(read.components.schemas.IncomingPipeline.properties).toEqual({
      name: { type: "string" },
      filter: { type: "string" }
    })
    expect(() => addProperties("search", association({ cacheMaximumAge: { type: "string" } }))).toThrow(/remove/)
    const swagger2 = { definitions: { EntityUpdateResult: { properties: { result: { enum: ["Success"] } } } } }
    addEnumValues("push", swagger2)
    expect(swagger2.definitions.EntityUpdateResult.properties.result.enum).toContain("SUCCESS")
  })
})

describe("emulator: required query and header parameters are checked against the descriptions", () => {
  it("keeps the names the descriptions require, without the organization's query parameter", () => {
    expect(operations[`POST ${org}/sources/{sourceId}/duplicate`]!.query).toEqual(["newSourceName"])
    const session = operations["GET /rest/salesforce/schema/organization"]!
    expect([session.query, session.headers]).toEqual([["instanceUri", "sessionId"], ["X-Salesforce-Session-ID"]])
    // The description requires `org` here, and so does the declaration's `orgQuery`: checked on its own.
    expect(operations["GET /rest/ua/v15/groups"]!.query).toBeUndefined()
    // No operation requires a header that every request carries.
    const headers = Object.values(operations).flatMap((o) => o.headers ?? []).map((h) => h.toLowerCase())
    expect(headers.filter((h) => ["authorization", "accept", "content-type"].includes(h))).toEqual([])
  })

  it("reads them as OpenAPI says: path-item parameters, references, the operation's own winning, exploded objects", () => {
    const document = {
      components: {
        parameters: {
          tracking: { name: "trackingId", in: "query", required: true, schema: { type: "string" } },
          session: { $ref: "#/components/parameters/sessionHeader" },
          sessionHeader: { name: "X-Session", in: "header", required: true, schema: { type: "string" } }
        },
        schemas: { Page: { type: "object", required: ["page"], properties: { page: { type: "integer" } } } }
      }
    }
    const gaps: Array<string> = []
    const found = requiredParameters(document, "test", {
      shared: [
        { $ref: "#/components/parameters/tracking" },
        { name: "optionalHere", in: "query", required: true },
        { name: "organizationId", in: "query", required: true },
        { name: "Accept", in: "header", required: true }
      ],
      operation: {
        parameters: [
          { name: "optionalHere", in: "query", required: false },
          { $ref: "#/components/parameters/session" },
          { $ref: "#/components/parameters/nowhere" },
          { name: "params", in: "query", required: true, schema: { $ref: "#/components/schemas/Page" } },
          { name: "id", in: "path", required: true },
          { name: "authorization", in: "header", required: true }
        ]
      }
    }, "organizationId", gaps)
    expect(found).toEqual({ query: ["page", "trackingId"], headers: ["X-Session"] })
    expect(gaps).toEqual(["test: parameter $ref #/components/parameters/nowhere names no parameter; not checked"])
  })

  it.live("refuses a request without a required query parameter with 400 MISSING_PARAMETER, changing nothing", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const { id } = yield* Sources.create({ name: "Docs", sourceType: "WEB2", sourceVisibility: "SHARED" })
        const before = emulator.state()
        const path = `/rest/organizations/${emulator.organizationId}/sources/${id}/duplicate`
        const refused = yield* raw(emulator, path, { method: "POST" })
        expect([refused.status, refused.body]).toEqual([400, {
          errorCode: "MISSING_PARAMETER",
          message: "The 'newSourceName' query parameter is required."
        }])
        expect(emulator.state()).toEqual(before)
        // The same call with it goes through.
        const copy = yield* Sources.duplicate(id, "Docs (copy)")
        expect(copy.name).toBe("Docs (copy)")
        expect(copy.id).not.toBe(id)
      })
    ))

  it.live("refuses a request without a required header with 400 MISSING_PARAMETER; an empty value is present", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const path = "/rest/salesforce/schema/organization?instanceUri=https%3A%2F%2Fx.my.salesforce.com&sessionId=s"
        const refused = yield* raw(emulator, path)
        expect([refused.status, refused.body]).toEqual([400, {
          errorCode: "MISSING_PARAMETER",
          message: "The 'X-Salesforce-Session-ID' header is required."
        }])
        // A query parameter is named before a header.
        const both = yield* raw(emulator, "/rest/salesforce/schema/organization?sessionId=s")
        expect([both.status, both.body]).toEqual([400, {
          errorCode: "MISSING_PARAMETER",
          message: "The 'instanceUri' query parameter is required."
        }])
        // With it (any case, since header names are case-insensitive), the call goes through.
        const sent = yield* raw(emulator, path, { headers: { "X-Salesforce-Session-ID": "00D!sess" } })
        expect(sent.status).toBe(200)
        // A parameter sent empty is sent: the descriptions say nothing against empty values.
        const empty = yield* raw(emulator, path.replace("sessionId=s", "sessionId="), {
          headers: { "x-salesforce-session-id": "00D!sess" }
        })
        expect(empty.status).toBe(200)
        // The client sends it.
        const loaded = yield* SalesforceSchema.loadOrganization({
          instanceUri: "https://x.my.salesforce.com",
          sessionId: "s",
          salesforceSessionId: "00D!sess"
        })
        expect(loaded).toBeDefined()
      })
    ))
})

describe("emulator: lists answer in their described shape", () => {
  it("reads the shape of a list from the description: a bare array, or the items under their key with the counters", () => {
    expect(describedList("GET", `${org}/sources`)).toEqual({ _tag: "Array" })
    expect(describedList("GET", "/rest/ua/v15/groups")).toEqual({ _tag: "Object", itemsKey: "groups", counts: [] })
    expect(describedList("GET", `${org}/authentication/trusteduris`))
      .toEqual({ _tag: "Object", itemsKey: "items", counts: ["totalCount"] })
    expect(describedList("GET", "/rest/search/v1/admin/pipelines/{pipelineId}/statements"))
      .toEqual({ _tag: "Object", itemsKey: "statements", counts: ["totalEntries", "totalPages", "totalCount"] })
    // A page written as an `allOf` of the page and the ids of its items.
    expect(describedList("GET", `${org}/catalogs`))
      .toEqual({ _tag: "Object", itemsKey: "items", counts: ["totalEntries", "totalPages"] })
    // A collection whose GET reads one document, not its list.
    expect(describedList("GET", "/rest/crawlingmodule/upgradechannels/{upgradeChannel}/version")).toBeUndefined()
  })

  it.live("answers the generic lists in that shape, paged when the call takes a page", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const groups = yield* raw(emulator, "/rest/ua/v15/groups?org=emulator-org")
        expect([groups.status, groups.body]).toEqual([200, { groups: [] }])
        const sources = yield* raw(emulator, "/rest/organizations/emulator-org/sources?page=1&perPage=2")
        expect(sources.status).toBe(200)
        expect((sources.body as unknown as ReadonlyArray<{ readonly name: string }>).map((s) => s.name))
          .toEqual(["Product catalog"])
        const added = yield* raw(emulator, "/rest/organizations/emulator-org/authentication/trusteduris", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ trustedUri: { uriPrefix: "https://docs.example.com" } })
        })
        const trustedUri = { uriPrefix: "https://docs.example.com", id: "trusted-uri-5" }
        expect([added.status, added.body]).toEqual([201, { trustedUri }])
        const listed = yield* raw(emulator, "/rest/organizations/emulator-org/authentication/trusteduris")
        expect([listed.status, listed.body]).toEqual([200, { items: [trustedUri], totalCount: 1 }])
        expect(problemsOf("GET", `${org}/authentication/trusteduris`, listed.body)).toEqual([])
        expect(problemsOf("GET", `${org}/sources`, sources.body)).toEqual([])
      })
    ))
})

describe("emulator: the generated schemas", () => {
  const facts = new Set([
    "$ref",
    "type",
    "format",
    "enum",
    "nullable",
    "readOnly",
    "required",
    "properties",
    "additionalProperties",
    "items",
    "allOf",
    "oneOf",
    "anyOf",
    "discriminator",
    "propertyName",
    "mapping"
  ])
  // Keys of schema objects (not of `properties`, `mapping`: those are names from the description).
  const schemaKeys = (value: unknown, out: Set<string>, names = false): Set<string> => {
    if (Array.isArray(value)) { for (const v of value) schemaKeys(v, out) }
    else if (typeof value === "object" && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        if (!names) out.add(k)
        if (k === "enum" || (k === "mapping" && !names)) continue
        schemaKeys(v, out, !names && k === "properties")
      }
    }
    return out
  }

  it("hold only facts: no prose of the descriptions", () => {
    const keys = new Set<string>()
    for (const table of Object.values(definitions)) for (const schema of Object.values(table)) schemaKeys(schema, keys)
    for (const op of Object.values(operations)) {
      for (const schema of [op.request, ...Object.values(op.responses ?? {})]) if (schema) schemaKeys(schema, keys)
    }
    expect([...keys].filter((k) => !facts.has(k))).toEqual([])
    // Prose would be a string value under one of these keys (a property named `description` is a schema).
    expect(JSON.stringify({ definitions, operations })).not.toMatch(/"(description|example|examples|title|summary)":"/)
  })

  it("decide dates by the models generator's rule: epoch milliseconds, ISO strings where the rule says", () => {
    expect(dateIsString("source", "createdDate")).toBe(false)
    expect(definitions.source!.SourceModel!.properties!.createdDate).toEqual({ type: "integer", format: "epoch-ms" })
    expect(dateIsString("search", "modifiedAt")).toBe(true)
    expect(definitions.search!.OutgoingStatement!.allOf ?? definitions.search!.OutgoingStatement!.properties)
      .toBeDefined()
    const statement = JSON.stringify(definitions.search!.OutgoingStatement)
    expect(statement).toContain("\"modifiedAt\":{\"type\":\"string\",\"format\":\"date-time\"}")
    // No date is left undecided.
    expect(JSON.stringify({ definitions, operations })).not.toMatch(/"format":"date-time"[^}]*"type":"integer"/)
  })

  it("require the id of the resource a GET answers: directly, as array items, or as the items of a page", () => {
    const table = definitions.source!
    const source = operations[`GET ${org}/sources/{sourceId}`]!.responses!["200"]!
    expect(validate(source, { name: "x" }, table, "response")).toContain("(body): required property 'id' is missing")
    const page = operations[`GET ${org}/sources/pages`]!.responses!["200"]!
    expect(validate(page, { sourceModels: [{ name: "x" }] }, table, "response").join()).toMatch(/id/)
    const keys = operations[`GET ${org}/apikeys`]!.responses!["200"]!
    expect(validate(keys, [{ displayName: "x" }], definitions.authorization!, "response"))
      .toEqual(["[0]: required property 'id' is missing"])
    // Not in a request body: the same schema sent to create needs no id.
    const create = operations[`POST ${org}/apikeys`]!.request!
    expect(validate(create, { displayName: "x" }, definitions.authorization!, "request")).toEqual([])
  })

  it("cover the declared operations the descriptions describe", () => {
    const described = Object.values(operations)
    expect(described.length).toBeGreaterThan(350)
    expect(described.filter((o) => o.request !== undefined).length).toBeGreaterThan(100)
    expect(described.filter((o) => o.responses !== undefined).length).toBeGreaterThan(350)
  })
})

describe("emulator: the validator", () => {
  const table: Readonly<Record<string, JsonSchema>> = {
    Pet: {
      type: "object",
      properties: {
        id: { type: "string", readOnly: true },
        name: { type: "string" },
        kind: { type: "string", enum: ["cat", "dog"] },
        born: { type: "integer", format: "epoch-ms" },
        seen: { type: "string", format: "date-time" },
        tags: { type: "array", items: { type: "string" } },
        owner: { type: "string", nullable: true }
      },
      required: ["id", "name"]
    },
    Cat: { allOf: [{ $ref: "Pet" }, { type: "object", properties: { lives: { type: "integer" } } }] },
    Dog: { allOf: [{ $ref: "Pet" }, { type: "object", properties: { good: { type: "boolean" } } }] },
    Strict: { type: "object", properties: { a: { type: "number" } }, additionalProperties: false },
    Counts: { type: "object", additionalProperties: { type: "integer" } }
  }
  const check = (schema: JsonSchema, value: unknown, direction: "request" | "response" = "response") =>
    validate(schema, value, table, direction)

  it("checks types, formats, enumerations, nulls, required and extra properties", () => {
    const pet = { $ref: "Pet" }
    expect(check(pet, { id: "1", name: "Rex", kind: "dog", born: 1, seen: "2025-01-15T12:00:00Z", tags: ["a"] }))
      .toEqual([])
    expect(check(pet, { id: "1", name: "Rex", other: { anything: true } })).toEqual([])
    expect(check(pet, { id: 1, name: "Rex", kind: "cow" })).toEqual([
      "id: 1 where a string is expected",
      "kind: \"cow\" is not one of \"cat\", \"dog\""
    ])
    expect(check(pet, { id: "1", name: "Rex", born: "2025-01-15T12:00:00Z" })).toEqual([
      "born: \"2025-01-15T12:00:00Z\" where epoch milliseconds (an integer) is expected"
    ])
    expect(check(pet, { id: "1", name: "Rex", seen: 1736942400000 })).toEqual([
      "seen: 1736942400000 where a string is expected"
    ])
    expect(check(pet, { id: "1", name: "Rex", seen: "yesterday" })).toEqual([
      "seen: \"yesterday\" where an ISO 8601 date-time is expected"
    ])
    expect(check(pet, { id: "1", name: null, owner: null })).toEqual(["name: null where a string is expected"])
    expect(check(pet, { name: "Rex" })).toEqual(["(body): required property 'id' is missing"])
    // A read-only field is the platform's to fill: a request needs none.
    expect(check(pet, { name: "Rex" }, "request")).toEqual([])
    expect(check(pet, [])).toEqual(["(body): [] where an object is expected"])
    expect(check({ $ref: "Strict" }, { a: 1, b: 2 })).toEqual(["b: is not a property of the schema"])
    expect(check({ $ref: "Counts" }, { a: 1, b: "2" })).toEqual(["b: \"2\" where an integer is expected"])
    expect(check({ type: "array", items: { $ref: "Pet" } }, [{ id: "1", name: "a" }, { id: "2" }]))
      .toEqual(["[1]: required property 'name' is missing"])
  })

  it("checks unions, by their discriminator when they have one", () => {
    const union: JsonSchema = {
      oneOf: [{ $ref: "Cat" }, { $ref: "Dog" }],
      discriminator: { propertyName: "kind", mapping: { cat: "Cat", dog: "Dog" } }
    }
    expect(check(union, { id: "1", name: "Tom", kind: "cat", lives: 9 })).toEqual([])
    expect(check(union, { id: "1", name: "Rex", kind: "dog", good: "very" })).toEqual([
      "good: \"very\" where a boolean is expected"
    ])
    const plain: JsonSchema = { anyOf: [{ type: "string" }, { type: "integer" }] }
    expect(check(plain, 3)).toEqual([])
    expect(check(plain, true)[0]).toMatch(/^\(body\): matches none of the 2 variants/)
  })
})

describe("emulator: a paused organization", () => {
  it.live("refuses every call on it but reading it, its status and resuming it, with 503 ORGANIZATION_PAUSED", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        yield* Organizations.pause()
        expect((yield* Organizations.status()).pauseState).toBe("PAUSED")
        expect((yield* Organizations.get(emulator.organizationId)).id).toBe(emulator.organizationId)
        const before = emulator.state()
        const list = yield* failureOf(Sources.list())
        expect([list.status, list.body.errorCode]).toEqual([503, "ORGANIZATION_PAUSED"])
        expect(Object.keys(list.body).sort()).toEqual(["errorCode", "message"])
        expect(list.body.message).toContain("paused")
        const create = yield* failureOf(Sources.create({ name: "Docs", sourceType: "WEB2" }))
        expect(create.status).toBe(503)
        // The organization in the query (usage analytics) is refused the same way.
        expect((yield* failureOf(Reports.list())).body.errorCode).toBe("ORGANIZATION_PAUSED")
        expect(emulator.state()).toEqual(before)
        // Pausing it again is the usual conflict, not the refusal.
        expect((yield* failureOf(Organizations.pause())).status).toBe(409)
        // Resuming answers as described (`ValueModelBoolean`).
        const resumed = yield* raw(emulator, `/rest/organizations/${emulator.organizationId}/resume`, {
          method: "POST"
        })
        expect([resumed.status, resumed.body]).toEqual([200, { value: true }])
        expect((yield* Sources.list()).totalEntries).toBe(3)
      })
    ))

  it.live("leaves the other organizations alone, and answers while it is only pausing", () => {
    let t = NOW
    return withEmulator((emulator) =>
      Effect.gen(function*() {
        const other = clientLayer({
          ...emulator.clientOptions,
          accessToken: "admin-token",
          organizationId: "other-org"
        })
        yield* Organizations.pause()
        // Still PAUSING: the organization answers.
        expect((yield* Organizations.status()).pauseState).toBe("PAUSING")
        expect((yield* Sources.list()).totalEntries).toBe(3)
        t += 1_000
        expect((yield* failureOf(Sources.list())).status).toBe(503)
        expect((yield* Sources.list().pipe(Effect.provide(other))).totalEntries).toBe(3)
      }), { stepMs: 500, organizations: ["other-org"], tokens: [{ token: "admin-token" }], now: () => t })
  })
})

/** The entries of a ZIP file, read from its end record and central directory (and checked against each local header). */
const readZip = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = bytes.length - 22
  expect(view.getUint32(end, true)).toBe(0x06054b50)
  const count = view.getUint16(end + 10, true)
  const size = view.getUint32(end + 12, true)
  const start = view.getUint32(end + 16, true)
  expect(start + size).toBe(end)
  const entries: Array<{ readonly name: string; readonly text: string }> = []
  let at = start
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50)
    const method = view.getUint16(at + 10, true)
    const crc = view.getUint32(at + 16, true)
    const length = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const local = view.getUint32(at + 42, true)
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength))
    expect(method).toBe(0)
    expect(view.getUint32(local, true)).toBe(0x04034b50)
    expect(view.getUint32(local + 14, true)).toBe(crc)
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const data = bytes.subarray(dataStart, dataStart + length)
    expect(crc32(data)).toBe(crc)
    entries.push({ name, text: new TextDecoder().decode(data) })
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

/** `unzip -l`'s listing of `bytes`, or `undefined` when there is no `unzip` here. */
const unzipList = (bytes: Uint8Array): string | undefined => {
  const dir = mkdtempSync(join(tmpdir(), "emulator-zip-"))
  try {
    const file = join(dir, "snapshot.zip")
    writeFileSync(file, bytes)
    execFileSync("unzip", ["-t", file], { stdio: "pipe" })
    return execFileSync("unzip", ["-l", file], { encoding: "utf8" })
  } catch (e) {
    if ((e as { code?: string }).code === "ENOENT") return undefined
    throw e
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("emulator: snapshot content is a ZIP file", () => {
  it.live("exports a snapshot as a ZIP holding its resources in JSON, FLAT or split per type, and by its signed link", () =>
    withEmulator((emulator) =>
      Effect.gen(function*() {
        const snapshot = yield* ResourceSnapshots.createFromOrganization({ resourcesToExport: { SOURCE: null } })
        const blob = yield* ResourceSnapshots.export(snapshot.id)
        const bytes = new Uint8Array(yield* Effect.promise(() => blob.arrayBuffer()))
        expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
        const flat = readZip(bytes)
        expect(flat.map((e) => e.name)).toEqual(["snapshot.json"])
        const document = JSON.parse(flat[0]!.text) as {
          readonly snapshotId: string
          readonly resources: Readonly<Record<string, ReadonlyArray<{ readonly name: string }>>>
        }
        expect(document.snapshotId).toBe(snapshot.id)
        expect(document.resources.SOURCE!.map((s) => s.name)).toEqual([
          "Documentation",
          "Knowledge base",
          "Product catalog"
        ])
        const listing = unzipList(bytes)
        if (listing !== undefined) expect(listing).toMatch(/snapshot\.json\s+-+\s+-+\s+\d+\s+1 file/)

        const path = `/rest/organizations/emulator-org/snapshots/${snapshot.id}/content?contentFormat=SPLIT_PER_TYPE`
        const split = readZip((yield* raw(emulator, path)).bytes)
        expect(split.map((e) => e.name)).toEqual(["manifest.json", "SOURCE.json"])
        expect(JSON.parse(split[0]!.text)).toMatchObject({ snapshotId: snapshot.id, contentSummary: { SOURCE: 3 } })
        expect(JSON.parse(split[1]!.text)).toHaveLength(3)

        // The signed link serves the same file, without a token.
        const { url } = yield* ResourceSnapshots.generateUrl(snapshot.id, { contentType: "PRIMARY" })
        const linked = yield* Effect.promise(async () => {
          const res = await fetch(url!)
          return { type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) }
        })
        expect(linked.type).toBe("application/zip")
        expect(readZip(linked.bytes).map((e) => e.name)).toEqual(["snapshot.json"])

        // The exported document makes a snapshot again.
        const again = yield* ResourceSnapshots.createFromFile(
          new File([flat[0]!.text], "snapshot.json", { type: "application/json" })
        )
        expect(again.contentSummary).toEqual({ SOURCE: 3 })
      })
    ))
})

describe("emulator: license, limits and usage reads answer realistic documents", () => {
  it.live("the license is a 30-day trial of the organization, valid against its description; updates stick", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const license = yield* License.full()
        expect(problemsOf("GET", `${org}/license`, license)).toEqual([])
        expect(license).toMatchObject({ productType: "TRIAL", productEdition: "FREE", expirationStatus: "ACTIVE" })
        expect(license.expirationDate! - license.createdDate!).toBe(30 * 86_400_000)
        expect(license.connectors!.length).toBeGreaterThan(3)
        const later = NOW + 60 * 86_400_000
        const moved = yield* License.updateExpirationDate({ expirationDate: later })
        expect(moved.expirationDate).toBe(later)
        expect((yield* License.full()).expirationDate).toBe(later)
      })
    ))

  it.live("limits count what the organization holds, and their history ends at the current count", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const all = yield* Limits.getAll()
        expect(problemsOf("GET", `${org}/limits`, all)).toEqual([])
        expect(all.organization!.numberOfSources).toEqual({ limit: 10, actualCount: 3, lastUpdate: "2025-01-15" })
        yield* Sources.create({ name: "More", sourceType: "WEB2" })
        expect((yield* Limits.get("organization")).numberOfSources!.actualCount).toBe(4)
        const usage = yield* Limits.getAll("USAGE")
        expect(Object.keys(usage).sort()).toEqual(["searchapi", "usageAnalytics"])
        const history = yield* Limits.getHistoryLimit("organization", "numberOfSources")
        expect(problemsOf("GET", `${org}/limits/{sectionName}/{limitKey}/history`, history)).toEqual([])
        expect(history).toHaveLength(30)
        expect(history.at(-1)).toEqual({ date: Date.UTC(2025, 0, 15), limitValue: 4 })
      })
    ))

  it.live("usage metrics: the same question gets the same numbers, one per day or month asked", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const params = { searchHub: "website", metric: "normalQueries", from: "2024-03-01", to: "2024-03-07" } as const
        const daily = yield* RawMetrics.getDaily(params)
        expect(problemsOf("GET", `${org}/searchusagemetrics/raw/searchhubs/{searchHub}/daily/{metric}`, daily))
          .toEqual([])
        expect(daily.values.map((v) => v.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `2024-03-0${d}`))
        expect(daily.values.every((v) => v.value >= 800 && v.value <= 2_400)).toBe(true)
        expect(yield* RawMetrics.getDaily(params)).toEqual(daily)
        const monthly = yield* RawMetrics.listMonthly({ month: "2024-03" })
        expect(problemsOf("GET", `${org}/searchusagemetrics/raw/monthly`, monthly)).toEqual([])
        expect(monthly.searchHubs.map((h) => h.searchHub)).toEqual(["website", "support-portal"])
        const inUse = yield* LicenseMetrics.listInUse()
        expect(inUse.metrics.map((m) => m.id)).toContain("normalQueries")
        const licensed = yield* LicenseMetrics.listMonthly("normalQueries", { from: "2024-01", to: "2024-03" })
        expect(licensed.values.map((v) => v.date)).toEqual(["2024-01-01", "2024-02-01", "2024-03-01"])
      })
    ))

  it.live("statistics: points per interval whose totals the global data repeats, combinations per dimension value", () =>
    withEmulator(() =>
      Effect.gen(function*() {
        const range = { from: "2024-03-01T00:00:00.000Z", to: "2024-03-07T23:59:59.000Z" }
        const metrics = ["PerformSearch", "ClickThroughRatio"]
        const graph = yield* Statistics.listGraphDataPoints({ ...range, m: metrics, i: "DAY" })
        expect(problemsOf("GET", "/rest/ua/v15/stats/graphDataPoints", graph)).toEqual([])
        expect(graph.dataPoints).toHaveLength(7)
        expect(graph.dataPoints[0]!.dateTime).toBe(Date.UTC(2024, 2, 1))
        const searches = graph.dataPoints.map((p) => p.datas.PerformSearch!)
        expect(searches.every((n) => Number.isInteger(n) && n > 0)).toBe(true)
        expect(graph.totals.PerformSearch).toBe(searches.reduce((a, b) => a + b, 0))
        expect(graph.dataPoints.every((p) => p.datas.ClickThroughRatio! > 0 && p.datas.ClickThroughRatio! < 1)).toBe(
          true
        )
        const global = yield* Statistics.listGlobalData({ ...range, m: metrics })
        expect(problemsOf("GET", "/rest/ua/v15/stats/globalData", global)).toEqual([])
        expect(global.globalDatas.PerformSearch).toEqual({ value: graph.totals.PerformSearch })
        const combined = yield* Statistics.listCombinedData({
          ...range,
          m: ["PerformSearch"],
          d: ["queryExpression"],
          n: 2,
          p: 1
        })
        expect(problemsOf("GET", "/rest/ua/v15/stats/combinedData", combined)).toEqual([])
        expect(combined.totalNumberOfResults).toBe(6)
        expect(combined.combinations).toHaveLength(2)
        const [first, second] = combined.combinations as ReadonlyArray<Record<string, unknown>>
        expect(typeof first!.queryExpression).toBe("string")
        expect(Number(first!.PerformSearch)).toBeGreaterThanOrEqual(Number(second!.PerformSearch))
        const visits = yield* Statistics.listVisits(range)
        expect(problemsOf("GET", "/rest/ua/v15/stats/visits", visits)).toEqual([])
        expect(visits.visits.length).toBeGreaterThan(0)
        expect(visits.visits[0]!.numberOfEvents).toBe(2)
      })
    ))
})
