/**
 * Facts the platform's published descriptions leave out or get wrong, each with its evidence: enumeration
 * values the platform takes, `null` where it is a value with a meaning (of a property, or of its items or map
 * values), fields it answers, fields it does not require, and schemas it sends as a plain value. Both
 * generators add them to a description as soon as they have read it (`scripts/generate-models.ts` for the
 * types, `scripts/generate-emulator-schemas.ts` for the emulator's checks), so the types and the emulator agree.
 *
 * An addition whose place is gone from the description, or that the description now states itself, stops
 * the generators: remove or move it then.
 *
 * @module
 */

import { PermissionCheckResult } from "../src/Schema/Security.ts"

/** Where an addition goes, and why: one property of some named schemas of one description. */
export interface Place {
  /** The description's file name without `.yml`. */
  readonly service: string
  /** The schemas (under `components.schemas`, or Swagger 2's `definitions`) whose property it concerns. */
  readonly schemas: ReadonlyArray<string>
  readonly property: string
  readonly evidence: string
}

/** Values to add to one enumeration of one description. */
export interface EnumAddition extends Place {
  readonly values: ReadonlyArray<string>
}

/** Every addition. */
export const enumAdditions: ReadonlyArray<EnumAddition> = [
  {
    service: "source",
    schemas: ["ExtensionSetting"],
    property: "converter",
    values: ["Zip", "Xml"],
    evidence: "the promise client 60.4's `ExtensionSettingConverter` (dist/types/resources/Enums.d.ts) sends " +
      "both, between `PlainText` and `Msg`; the description lists the other fourteen"
  },
  {
    service: "security-cache",
    schemas: [
      "CascadingSecurityProvider",
      "RawSecurityProviderConfig",
      "SecurityProviderModel",
      "SecurityProviderModelWithStatus"
    ],
    property: "type",
    values: ["ACTIVE_DIRECTORY"],
    evidence: "SPEC.md names `ACTIVE_DIRECTORY` first among the security provider types, as the promise " +
      "client 60.4's `SecurityProviderType` and our `SecurityProviderType` (src/Schema/Sources.ts) do; the " +
      "description lists only `ACTIVE_DIRECTORY2`"
  },
  {
    service: "source",
    schemas: ["CascadingSecurityProvider", "SecurityProviderModel"],
    property: "type",
    values: ["ACTIVE_DIRECTORY"],
    evidence: "the same security provider types as security-cache.yml's (above): SPEC.md names `ACTIVE_DIRECTORY` " +
      "first, as the promise client 60.4's `SecurityProviderType` (the `securityProviders` of its " +
      "`RawSourceConfig`) and our `SecurityProviderType` do; source.yml lists only `ACTIVE_DIRECTORY2`"
  },
  {
    service: "search",
    schemas: ["IncomingStatement", "OutgoingStatement"],
    property: "feature",
    values: ["resultRankings"],
    evidence: "SPEC.md lists the statement features with `resultRankings` between `top` and `topClicks`, as the " +
      "promise client 60.4's `StatementsFeature` and our `StatementFeature` (src/Schema/Pipelines.ts) do"
  },
  {
    service: "push",
    schemas: ["EntityUpdateResult"],
    property: "result",
    values: PermissionCheckResult.literals,
    evidence:
      "SPEC.md's permission check results are these ten (our `PermissionCheckResult`), as the promise client 60.4's " +
      "`SinglePermissionResult` is, and it types a security identity's `Result.result` for the Push API with it; " +
      "source.yml, security-cache.yml and extension.yml spell the same result this way. push.yml spells its " +
      "nine in Pascal case (`Success`, `AccessDenied`), which stay"
  },
  {
    service: "customer-service",
    schemas: ["RestClassificationConfiguration"],
    property: "strategy",
    values: ["Axon"],
    evidence: "SPEC.md's classification strategies are `Some` and `Axon`, as the promise client 60.4's " +
      "`CaseClassificationStrategies` is; the description's own text of this property names `Axon` (a case " +
      "classification model) and its enumeration lists only `Some`"
  },
  {
    service: "migration",
    schemas: ["ReportModel", "SynchronizationReportModel"],
    property: "resultCode",
    values: ["ACCESS_DENIED", "NO_RESOURCE_RETRIEVED"],
    evidence: "SPEC.md's error catalogue lists both among the snapshot report result codes, as the promise client " +
      "60.4's `ResourceSnapshotsReportResultCode` and our `SnapshotResultCode` (src/Schema/Snapshots.ts) do; the " +
      "description's enumeration has neither, in a snapshot's reports or in a synchronization plan's"
  }
]

/**
 * A property of a description that also takes `null`; with `values`, its array's items (`items`) or its map's
 * values (`additionalProperties`) do, not the property itself.
 */
export interface NullableAddition extends Place {
  readonly values?: "items" | "additionalProperties"
}

/** Every `null` addition. */
export const nullableAdditions: ReadonlyArray<NullableAddition> = [
  {
    service: "usage-analytics-read",
    schemas: ["CreateSnowflakeUserModelV15", "UpdateSnowflakeUserExpirationRequestModelV15"],
    property: "daysToExpiry",
    evidence: "the promise client 60.4 types `daysToExpiry` `number | null` in the user to create, the expiration " +
      "to set and the answer it reads (`SnowflakeUserModel`, `ReactivateUserParams`, `ReactivateUserModel`); " +
      "the description says a user without it never expires, and the server (Java) reads `null` as without"
  },
  {
    service: "migration",
    schemas: ["ExportConfigurationModel"],
    property: "resourcesToExport",
    values: "additionalProperties",
    evidence: "a resource type mapped to `null` puts every resource of that type in the snapshot: the promise " +
      "client 60.4's `ResourceSnapshotExportConfigurationModel` maps each type to `string[] | null`, and the " +
      "description's own example of this body maps types to `null`, which its schema (arrays only) refuses"
  }
]

/** A field the platform answers that a description's schema leaves out; optional, as the platform may omit it. */
export interface PropertyAddition extends Place {
  readonly schema: { readonly type: "string" | "number" | "integer" | "boolean" }
}

/** Every property addition. */
export const propertyAdditions: ReadonlyArray<PropertyAddition> = [
  {
    service: "search",
    schemas: ["MlPipelineAssociationWithGroupAndCondition"],
    property: "cacheMaximumAge",
    schema: { type: "string" },
    evidence: "an association is created and edited with `cacheMaximumAge` (the description's " +
      "`CreateAssociationRequest` and `EditAssociationRequest`, an ISO 8601 duration string), and read back " +
      "with it: the promise client 60.4's `MLAssociationModel` declares it"
  },
  {
    service: "search-interface",
    schemas: ["interface-config-id"],
    property: "title",
    schema: { type: "string" },
    evidence: "a search interface is created and updated with its `title` (the description's `interface-config`, " +
      "the page's HTML title) and read back with it: the promise client 60.4's " +
      "`ISearchInterfaceConfigurationResponse` declares it"
  },
  {
    service: "search",
    schemas: ["IncomingStatement"],
    property: "position",
    schema: { type: "integer" },
    evidence: "a statement is read back with its 1-based `position` among the pipeline's statements (the " +
      "description's `OutgoingStatement`, where it is required), and the promise client 60.4's " +
      "`CreateStatementModel` sends it on create and update"
  },
  {
    service: "customer-service",
    schemas: ["RestClassificationConfiguration"],
    property: "modelId",
    schema: { type: "string" },
    evidence: "an `Axon` classification (the strategy added above) names its case classification model: the " +
      "promise client 60.4's `CaseClassificationAxonConfigurationModel` is `modelId` and `strategy`"
  },
  {
    service: "search",
    schemas: ["IncomingPipeline"],
    property: "filter",
    schema: { type: "string" },
    evidence: "a pipeline is read back with its `filter` (the description's `OutgoingPipeline`, the constant query " +
      "expression added to every query it routes), and the promise client 60.4's `NewPipelineModel` and " +
      "`UpdatePipelineModel` (their shared fields) send it on create and update: a pipeline read, edited and sent " +
      "back keeps it"
  }
]

/** Properties a description marks required that the platform does not require: they become optional. */
export interface OptionalAddition extends Omit<Place, "property"> {
  readonly properties: ReadonlyArray<string>
}

/** Every optional addition. */
export const optionalAdditions: ReadonlyArray<OptionalAddition> = [
  {
    service: "search",
    schemas: ["RestUserId"],
    properties: ["type", "infos", "authCookie", "password"],
    evidence: "a search token is asked for with users named by `name` and `provider` alone: the promise client " +
      "60.4's `RestUserId` (resources/Search/SearchInterfaces.d.ts) requires only those two, and the description " +
      "itself, while requiring all six, gives `type` a default (`User`) and keeps `password` for backward " +
      "compatibility only"
  },
  {
    service: "customer-service",
    schemas: ["RestDocumentSuggestionConfiguration"],
    properties: ["filter", "pipeline"],
    evidence: "a case assist's document suggestions need only their strategy: the promise client 60.4's " +
      "`ITDConfigurationModel` (resources/CaseAssistConfigs) leaves `filter` and `pipeline` optional"
  },
  {
    service: "customer-service",
    schemas: ["RestClassificationConfiguration"],
    properties: ["filter", "fieldsToPredict"],
    evidence: "a classification configuration need not carry them: an `Axon` one names its model by `modelId` " +
      "instead (a property added above; the promise client 60.4's `CaseClassificationAxonConfigurationModel` has only " +
      "`modelId` and `strategy`), and the promise client's `CaseClassificationSomeConfigurationModel` leaves " +
      "both optional"
  },
  {
    service: "extension",
    schemas: ["ExtensionStatusModel"],
    properties: ["disabledStatus"],
    evidence: "an extension that was never disabled has no disabled state to tell: the description's own text of " +
      "`ExtensionDisabledStatusModel` says \"if applicable\", its `disabledDate` is required within it, and the " +
      "promise client 60.4's `ExtensionStatusModel` (resources/Extensions) leaves `disabledStatus` optional"
  },
  {
    service: "search",
    schemas: ["CreateOrUpdatePermanentGroupBase"],
    properties: ["isActive"],
    evidence: "SPEC.md makes a statement group active or inactive by a partial update carrying `isActive`, a gesture " +
      "of its own; the promise client 60.4's `CreatePermanentStatementGroupModel` (resources/Pipelines/" +
      "StatementGroups) creates and updates a permanent group without it"
  }
]

/**
 * Named schemas that travel as a plain value (a string, a number) where the description lays out the fields of
 * the server's class: the schema becomes that value, and what referred to it does too.
 */
export interface ScalarReplacement {
  /** The description's file name without `.yml`. */
  readonly service: string
  readonly schemas: ReadonlyArray<string>
  readonly schema: { readonly type: "string" | "number" | "integer" | "boolean" }
  readonly evidence: string
}

/** Every scalar replacement. */
export const scalarReplacements: ReadonlyArray<ScalarReplacement> = [
  {
    service: "machine-learning",
    schemas: ["Period"],
    schema: { type: "string" },
    evidence: "a period is an ISO 8601 duration string on the wire (`P3M`): the same description types a model's " +
      "`exportPeriod` and `exportOffset` `string` in `Registration` (what registers a model) and in `Model` " +
      "(what a model is read as), and the promise client 60.4 types them `string` in `MLModel` and " +
      "`RegistrationModel`; only `Information To Update Model` refers to this schema, which lists the fields of " +
      "the server's Joda `Period` class, as an introspection of it would"
  }
]

type Node = { readonly [key: string]: unknown }

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null

type MutableNode = { [key: string]: unknown }

/** A named schema of a description: OpenAPI 3 `components.schemas`, or Swagger 2 `definitions`. */
const schemaNamed = (document: unknown, name: string): unknown => {
  const components = isNode(document) ? document.components : undefined
  const schemas = isNode(components) ? components.schemas : isNode(document) ? document.definitions : undefined
  return isNode(schemas) ? schemas[name] : undefined
}

/** Runs `apply` for each schema that an addition of `service` names: its properties, and where it is (for errors). */
const forEachPlace = <A extends Place>(
  additions: ReadonlyArray<A>,
  service: string,
  document: unknown,
  apply: (addition: A, properties: MutableNode | undefined, where: string) => void
): void => {
  for (const addition of additions) {
    if (addition.service !== service) continue
    for (const name of addition.schemas) {
      const schema = schemaNamed(document, name)
      const properties = isNode(schema) && isNode(schema.properties) ? schema.properties as MutableNode : undefined
      apply(addition, properties, `${service}.yml ${name}.${addition.property}`)
    }
  }
}

/**
 * Adds the {@link enumAdditions} of `service` to its parsed description, in place; throws when one has
 * no place to go or is no longer needed.
 */
export const addEnumValues = (service: string, document: unknown): void =>
  forEachPlace(enumAdditions, service, document, (addition, properties, where) => {
    const property = properties?.[addition.property]
    const values = isNode(property) ? property.enum : undefined
    if (!Array.isArray(values)) throw new Error(`${where} has no enumeration to add ${addition.values} to`)
    const missing = addition.values.filter((v) => !values.includes(v))
    if (missing.length === 0) throw new Error(`${where} lists ${addition.values} itself: remove the addition`)
    values.push(...missing)
  })

/**
 * Marks the {@link nullableAdditions} of `service` nullable in its parsed description, in place; throws when
 * one has no place to go or is no longer needed.
 */
export const addNullable = (service: string, document: unknown): void =>
  forEachPlace(nullableAdditions, service, document, (addition, properties, where) => {
    const property = properties?.[addition.property]
    if (!isNode(property)) throw new Error(`${where} is not a property to make nullable`)
    const target = addition.values === undefined ? property : property[addition.values]
    const at = addition.values === undefined ? where : `${where} ${addition.values}`
    if (!isNode(target)) throw new Error(`${at} is not a schema to make nullable`)
    if (target.nullable === true) throw new Error(`${at} is nullable itself: remove the addition`)
    ;(target as MutableNode).nullable = true
  })

/**
 * Adds the {@link propertyAdditions} of `service` to its parsed description, in place; throws when a schema
 * is gone or declares the property itself.
 */
export const addProperties = (service: string, document: unknown): void =>
  forEachPlace(propertyAdditions, service, document, (addition, properties, where) => {
    if (properties === undefined) throw new Error(`${where}: the schema has no properties to add it to`)
    if (addition.property in properties) throw new Error(`${where} is declared itself: remove the addition`)
    properties[addition.property] = { ...addition.schema }
  })

/**
 * Makes the {@link optionalAdditions} of `service` optional in its parsed description, in place; throws when a
 * schema is gone or no longer requires one of them.
 */
export const makeOptional = (service: string, document: unknown): void => {
  for (const addition of optionalAdditions) {
    if (addition.service !== service) continue
    for (const name of addition.schemas) {
      const schema = schemaNamed(document, name)
      const required = isNode(schema) ? schema.required : undefined
      const where = `${service}.yml ${name}`
      if (!Array.isArray(required)) throw new Error(`${where} requires nothing to make optional`)
      for (const property of addition.properties) {
        const at = required.indexOf(property)
        if (at === -1) throw new Error(`${where}.${property} is not required: remove the addition`)
        required.splice(at, 1)
      }
    }
  }
}

/**
 * Makes the schemas of the {@link scalarReplacements} of `service` the value they travel as, in its parsed
 * description, in place; throws when a schema is gone or already is that value.
 */
export const replaceWithScalars = (service: string, document: unknown): void => {
  for (const replacement of scalarReplacements) {
    if (replacement.service !== service) continue
    for (const name of replacement.schemas) {
      const schema = schemaNamed(document, name)
      const where = `${service}.yml ${name}`
      if (!isNode(schema)) throw new Error(`${where} is not a schema to replace`)
      if (schema.type === replacement.schema.type && schema.properties === undefined) {
        throw new Error(`${where} is a ${replacement.schema.type} itself: remove the replacement`)
      }
      const mutable = schema as MutableNode
      for (const key of Object.keys(mutable)) delete mutable[key]
      Object.assign(mutable, replacement.schema)
    }
  }
}

/**
 * Every addition of `service` (enumeration values, `null`, properties, optional ones, scalar schemas), to its
 * parsed description, in place.
 */
export const addDescriptionFacts = (service: string, document: unknown): void => {
  addEnumValues(service, document)
  addNullable(service, document)
  addProperties(service, document)
  makeOptional(service, document)
  replaceWithScalars(service, document)
}
