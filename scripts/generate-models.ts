/**
 * Generates `src/Schema/Models/<Service>.ts`, TypeScript declarations of the component schemas of
 * the platform's published OpenAPI descriptions (`../shared/spec/openapi/*.yml`, beside the clone),
 * and their `index.ts`. Run it with `npm run generate`; `test/generated.test.ts` fails while the
 * committed files differ from what it writes.
 *
 * Usage: `node scripts/generate-models.ts [outDir] [specDir]` (defaults `src/Schema/Models` and
 * `../shared/spec/openapi`, both relative to the repository).
 *
 * Only facts of the descriptions are used (names, types, formats, enumerations, `required`,
 * `readOnly`, `nullable`, `additionalProperties`, `oneOf`/`anyOf`/`allOf`, `discriminator`, `$ref`);
 * none of their prose (descriptions, examples, titles) is copied. Facts a description leaves out
 * (enumeration values the platform takes, `null` where it means something, fields it answers) are added
 * first, each with its evidence (`scripts/description-additions.ts`, shared with the emulator's generator). The output is sorted by name and
 * formatted with the project's dprint settings (read from `eslint.config.js`), so it passes lint.
 *
 * Rules:
 * - A property is required (`readonly x: T`) when the schema's `required` list names it (or, as
 *   some descriptions write it, the property says `required: true`); otherwise `readonly x?: T`.
 * - `enum` becomes a union of literals (duplicates dropped; a value written as a comma-separated
 *   list of constants, `"DAY,WEEK,MONTH"`, stands for those constants; values that contradict the
 *   schema's `type`, `enum: [null]` on an integer, are dropped). `nullable: true` adds `| null`.
 * - `additionalProperties: true` or a schema becomes an index signature; nothing else does (an
 *   object schema without properties is an empty interface, inline `object`). When the schema also
 *   has properties, the signature's type also admits theirs, as TypeScript requires.
 * - `oneOf`/`anyOf` become a union. With a discriminator `mapping`, each variant is intersected
 *   with its discriminator values (`X & { readonly type: "a" | "b" }`). A base schema with a
 *   discriminator but no `oneOf` (its subtypes name it in their `allOf`, as `SourceModel` and
 *   the source variants) keeps its name for its own fields, and `XUnion` is the union of its
 *   subtypes: a subtype named `<Value><Base>` (`AmazonS3SourceModel` for `AMAZONS3`) is narrowed to
 *   that discriminator value (the base's `Abstract`/`Base` prefix and `Model` suffix may be left
 *   out: `FilterRuleItem` is `filter` of `RuleItemModel`), and the base itself stands for the
 *   values no subtype takes. A `$ref` to the base still names the base, not `XUnion`.
 * - `allOf` of object schemas becomes `interface X extends A, B { own }` (a base property the
 *   schema redeclares, or that a later base also declares, is left out of that base with `Omit`;
 *   a name the schema requires that only a base declares is redeclared as
 *   `readonly k: Exclude<A["k"], undefined>`); otherwise an intersection.
 * - Read-only fields (`readOnly: true` on a property, own or inherited) are in the response type
 *   `X`; for each schema that has some, `XInput = Omit<X, "id" | ...>` is the shape to send. The
 *   omission is shallow: a nested schema keeps its read-only fields (they are all optional but one,
 *   `ApiKeyTemplateEligibilityResponse.id`, which is in a response-only schema).
 * - `$ref`s name the schema of the same service module; names are made identifiers by dropping
 *   the characters an identifier cannot hold and capitalizing what follows (`Registration Response`
 *   becomes `RegistrationResponse`). Each service is a namespace of the index, so services may
 *   share names.
 *
 * Dates. The descriptions type dates as `string` + `format: date-time`; the platform's JSON uses
 * epoch milliseconds in most services and ISO 8601 strings in a few. The rule, applied to every
 * `date-time`: `number` (epoch ms), except (a) a field whose name ends in `At` (`createdAt`,
 * `modifiedAt`, `updatedAt`) and (b) every field of the services in `isoDateServices` (Search,
 * Search Interface, Source Logs, Workspace), which stay `string`. `format: date` stays `string`.
 * Evidence: the promise client's declarations (@coveo/platform-client 60.4.0, `dist/types`) for
 * the same schema and field, and our own declarations in `src/Platform`, `src/UsageAnalytics`:
 *   description field (all `string` date-time)         promise client                    src/
 *   source SourceModel.createdDate, .lastModifiedDate    SourceModel: number               Sources.ts: number
 *   source SourceStatus.timestamp, SourceLastOperation   number                            -
 *   source RawSourceConfig.createdDate                   number                            -
 *   authorization/platform ApiKeyModel.createdDate,
 *     lastUsedDate, expirationDate, disabledDate,
 *     activationDate                                     ApiKeyModel: number               ApiKeys.ts: number
 *   authorization TemporaryAccessModel.dateGranted,
 *     revocationDate, expirationDate                     number                            -
 *   activity ActivityModel.createDate, startDate, endDate number                           -
 *   extension ExtensionModel.createdDate, lastModified   number                            Extensions.ts: number
 *   extension ExtensionStatusModel.lastDisablingDate     number                            -
 *   notification SubscriptionModel.createdDate,
 *     lastModified                                       number                            Subscriptions.ts: number
 *   machine-learning Model.modelCreationTime,
 *     nextModelUpdateTime, previousModelUpdateTime       MLModel: number                   -
 *   organization OrganizationModel_Response.createdDate  OrganizationModel: number         Organizations.ts: number
 *   platform CrawlingModuleModel.lastHeartbeat,
 *     lastVersionUpgrade                                 CrawlingModuleEntity: number      CrawlingModules.ts: number
 *   security-cache LastRefreshOperationModel.timestamp   number                            SecurityCache.ts: number
 *   usage-analytics-read DataPoint.dateTime              DataPointModel: number            -
 *   connectivity CrawlingModuleLogRequestModel.createdDate number                          -
 *   search OutgoingStatement.modifiedAt (and conditions,
 *     pipelines, settings)                               StatementModel etc.: string       PipelineStatements.ts: string
 *   search-interface hostedpage-id.created, .updated     HostedPageResponse: string        SearchInterfaces.ts: string
 *   source-logs IndexingPipelineLogEntry.datetime        string                            Logs.ts: string
 *   workspace ProjectModel.createdDate, .updatedDate     ProjectModel: string              -
 *   usage-analytics-read SnowflakeDataSharingAccount-
 *     ResponseV15.createdAt                              string                            DataShare.ts: string
 * and the README of the descriptions ("dates are typed `date-time` strings where the platform's
 * JSON and the promise client use epoch milliseconds"). Of the 70 fields found in both the
 * descriptions and the promise client, the rule agrees with all 70; a rule on the name alone
 * ("ends in Date") would contradict 17 (`timestamp`, `lastModified`, `…Time`, `dateTime`, `dateGranted`,
 * `lastHeartbeat`, `lastVersionUpgrade` are numbers; Workspace's `createdDate` is a string).
 * Services without evidence (Commerce, Knowledge GenAI, Customer Service, ...) follow the default.
 *
 * @module
 */
import { createFromBuffer } from "@dprint/formatter"
import { getPath } from "@dprint/typescript"
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parse } from "yaml"
import { alwaysPresent, type AnswerShape, resourceId } from "./always-present.ts"
import { addDescriptionFacts } from "./description-additions.ts"

const root = join(import.meta.dirname, "..")

/** Services whose JSON writes dates as ISO 8601 strings (see the evidence above). */
const isoDateServices = new Set(["search", "search-interface", "source-logs", "workspace"])

/**
 * The date rule (see above): whether a `date-time` field `property` of the service `stem` is an ISO 8601
 * string on the wire; otherwise it is epoch milliseconds. The emulator's validation applies the same rule.
 */
export const dateIsString = (stem: string, property: string | undefined): boolean =>
  isoDateServices.has(stem) || (property !== undefined && /At$/.test(property))

const since = "0.1.0"

/** A generated JSDoc: one line of our own, and the tags the docs check requires. */
const doc = (text: string) => `/**\n * ${text}\n *\n * @since ${since}\n * @category models\n */`

// ---------------------------------------------------------------- the description, as read

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

interface Schema {
  readonly $ref?: string
  readonly type?: string
  readonly format?: string
  readonly enum?: ReadonlyArray<Json>
  readonly nullable?: boolean
  readonly readOnly?: boolean
  readonly writeOnly?: boolean
  readonly required?: ReadonlyArray<string> | boolean
  readonly properties?: Readonly<Record<string, Schema>>
  readonly additionalProperties?: boolean | Schema
  readonly items?: Schema
  readonly allOf?: ReadonlyArray<Schema>
  readonly oneOf?: ReadonlyArray<Schema>
  readonly anyOf?: ReadonlyArray<Schema>
  readonly discriminator?: { readonly propertyName: string; readonly mapping?: Readonly<Record<string, string>> }
}

const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Counts over all services, for the summary line. */
export interface Counts {
  services: number
  schemas: number
  unions: number
  discriminated: number
  indexSignatures: number
  operations: number
  inputs: number
  gaps: Array<string>
}

// ---------------------------------------------------------------- names

export const pascal = (stem: string) =>
  stem.split(/[^A-Za-z0-9]+/).filter((p) => p !== "").map((p) => p[0]!.toUpperCase() + p.slice(1)).join("")

/** `Registration Response` → `RegistrationResponse`, `interface-config-id` → `interfaceConfigId`. */
export const identifier = (name: string): string => {
  const parts = name.split(/[^A-Za-z0-9_$]+/).filter((p) => p !== "")
  const joined = parts.map((p, i) => (i === 0 ? p : p[0]!.toUpperCase() + p.slice(1))).join("")
  return /^[0-9]/.test(joined) ? `_${joined}` : joined
}

const propertyKey = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name))

export const serviceTitle = (stem: string) =>
  stem.split("-").map((p) => (p === "ml" ? "ML" : p === "genai" ? "GenAI" : p[0]!.toUpperCase() + p.slice(1))).join(" ")

// ---------------------------------------------------------------- one service

export interface Service {
  readonly stem: string
  readonly module: string
  readonly title: string
  readonly schemas: ReadonlyMap<string, Schema>
  readonly operations: ReadonlyArray<OperationShape>
}

/** One operation: its key (method and full path, as on the wire), what it sends and what it answers. */
export interface OperationShape {
  readonly key: string
  readonly method: string
  readonly body: Schema | undefined
  readonly response: Schema | undefined
  readonly deprecated: boolean
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1)

const generateService = (service: Service, counts: Counts): string => {
  const { schemas, stem, title } = service
  const names = new Map<string, string>()
  for (const name of schemas.keys()) names.set(name, identifier(name))
  const taken = new Set(names.values())
  if (taken.size !== names.size) throw new Error(`${stem}: two schema names give the same identifier`)
  for (const reserved of ["Omit", "ReadonlyArray", "Exclude"]) {
    if (taken.has(reserved)) throw new Error(`${stem}: a schema is named ${reserved}`)
  }
  const gap = (text: string) => counts.gaps.push(`${stem}: ${text}`)

  const resolveRef = (ref: string): string | undefined => names.get(refName(ref))

  /**
   * While true, types are rendered as sent: a schema that holds read-only fields, itself or anywhere
   * inside, is named in its `XInput` form (set by `asSent`).
   */
  let inputMode = false
  const needsInput = new Set<string>()

  /** The schema's own properties, with `properties.allOf` (a misplaced `allOf`) left out. */
  const ownProperties = (schema: Schema): Array<[string, Schema]> =>
    Object.entries(schema.properties ?? {}).filter(([key, value]) => {
      if (isObject(value)) return true
      gap(
        key === "allOf"
          ? "`properties.allOf` read as the schema's `allOf`"
          : `a property \`${key}\` that is not a schema`
      )
      return false
    })

  /** `allOf`, plus the `allOf` some descriptions write inside `properties`. */
  const allOfOf = (schema: Schema): ReadonlyArray<Schema> => {
    const misplaced = (schema.properties as Record<string, unknown> | undefined)?.allOf
    return [...(schema.allOf ?? []), ...(Array.isArray(misplaced) ? misplaced.filter(isObject) : [])]
  }

  const requiredOf = (schema: Schema, properties: ReadonlyArray<[string, Schema]>): Set<string> => {
    const list = new Set(Array.isArray(schema.required) ? schema.required : [])
    for (const [key, value] of properties) {
      if (value.required !== true) continue
      gap(`\`required: true\` on property \`${key}\` read as required`)
      list.add(key)
    }
    return list
  }

  // ------------------------------------------------ types

  const dateType = (propertyName: string | undefined): string => dateIsString(stem, propertyName) ? "string" : "number"

  const literal = (value: Json): string | undefined => {
    if (value === null) return "null"
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      return JSON.stringify(value)
    }
    return undefined
  }

  const enumType = (schema: Schema, where: string): string | undefined => {
    const values: Array<Json> = []
    for (const value of schema.enum ?? []) {
      if (typeof value === "string" && /^\s*[A-Z_]+(\s*,\s*[A-Z_]+)+\s*$/.test(value)) {
        gap(`${where}: enum value "${value}" read as ${value.split(",").length} values`)
        values.push(...value.split(",").map((v) => v.trim()))
      } else values.push(value)
    }
    const matches = (v: Json) =>
      schema.type === undefined ||
      (schema.type === "string" && typeof v === "string") ||
      ((schema.type === "integer" || schema.type === "number") && typeof v === "number") ||
      (schema.type === "boolean" && typeof v === "boolean")
    const kept = [...new Set(values.filter(matches).map(literal).filter((v) => v !== undefined))]
    if (kept.length < values.length && new Set(values).size === values.length) {
      gap(`${where}: enum values ${JSON.stringify(values.filter((v) => !matches(v)))} contradict type ${schema.type}`)
    }
    return kept.length > 0 ? kept.join(" | ") : undefined
  }

  const counted = new Set<string>()
  const needsParens = /[|&]/
  const grouped = /^[({]/
  const paren = (type: string): string => {
    if (needsParens.test(type) && !grouped.test(type)) return `(${type})`
    return type
  }

  const union = (members: ReadonlyArray<string>) => [...new Set(members)].join(" | ")

  /** The type of a (possibly inline) schema; `name` is the property it types, for the date rule. */
  const typeOf = (schema: Schema, where: string, name?: string): string => {
    const base = typeWithoutNull(schema, where, name)
    return schema.nullable === true && base !== "unknown" ? `${paren(base)} | null` : base
  }

  const typeWithoutNull = (schema: Schema, where: string, name?: string): string => {
    if (schema.$ref !== undefined) {
      const target = resolveRef(schema.$ref)
      if (target === undefined) {
        gap(`${where}: $ref ${schema.$ref} names no schema of this description (unknown)`)
        return "unknown"
      }
      return inputMode && needsInput.has(refName(schema.$ref)) ? `${target}Input` : target
    }
    const variants = schema.oneOf ?? schema.anyOf
    const allOf = allOfOf(schema)
    const parts: Array<string> = []
    if (allOf.length > 0) parts.push(...allOf.map((s, i) => paren(typeOf(s, `${where}/allOf/${i}`, name))))
    const properties = ownProperties(schema)
    if (properties.length > 0 || schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
      parts.push(objectLiteral(schema, where))
    }
    if (variants !== undefined) parts.push(paren(unionOf(schema, where, name)))
    if (parts.length > 0) return parts.join(" & ")
    if (schema.enum !== undefined && schema.type !== "object") {
      const literals = enumType(schema, where)
      if (literals !== undefined) return literals
    }
    switch (schema.type) {
      case "string":
        if (schema.format === "date-time") return dateType(name)
        return "string"
      case "integer":
      case "number":
        return "number"
      case "boolean":
        return "boolean"
      case "array":
        return `ReadonlyArray<${
          schema.items && isObject(schema.items) ? typeOf(schema.items, `${where}[]`, name) : "unknown"
        }>`
      case "object":
        // A bare `type: object` is how these descriptions (written from Java types) spell `Object`: any JSON
        // value, not only an object (`Map<String, Object>` values hold strings and numbers on the wire).
        return "unknown"
      default:
        return "unknown"
    }
  }

  const unionOf = (schema: Schema, where: string, name?: string): string => {
    const variants = schema.oneOf ?? schema.anyOf ?? []
    const discriminator = schema.discriminator
    if (discriminator?.mapping === undefined) {
      // A base and all its subtypes, listed (a source's answer): its union, told apart by the discriminator.
      const listed = new Set(variants.map((v) => (v.$ref !== undefined ? refName(v.$ref) : "")))
      const base = [...listed].find((b) =>
        subtypes.has(b) && schemas.get(b)?.discriminator !== undefined &&
        [...listed].every((n) => n === b || subtypes.get(b)!.includes(n)) &&
        subtypes.get(b)!.every((n) => listed.has(n))
      )
      if (base !== undefined && unionMembers(base)?.discriminated === true) {
        const unionName = `${names.get(base)!}Union`
        const sent = inputMode && (needsInput.has(base) || subtypes.get(base)!.some((n) => needsInput.has(n)))
        return sent ? `${unionName}Input` : unionName
      }
      return union(variants.map((v, i) => paren(typeOf(v, `${where}/oneOf/${i}`, name))))
    }
    // Each mapped schema, with the discriminator values that select it.
    const byTarget = new Map<string, Array<string>>()
    for (const [value, ref] of Object.entries(discriminator.mapping)) {
      byTarget.set(ref, [...(byTarget.get(ref) ?? []), value])
    }
    const key = propertyKey(discriminator.propertyName)
    let discriminated = false
    const members = variants.map((v, i) => {
      const type = paren(typeOf(v, `${where}/oneOf/${i}`, name))
      const values = v.$ref !== undefined ? byTarget.get(v.$ref) : undefined
      if (values === undefined) return type
      byTarget.delete(v.$ref!)
      discriminated = true
      return `${type} & { readonly ${key}: ${values.map((x) => JSON.stringify(x)).join(" | ")} }`
    })
    if (discriminated) counted.add(where)
    return union(members)
  }

  const fieldLines = (schema: Schema, where: string, quiet = false): Array<string> => {
    const properties = ownProperties(schema)
    const required = requiredOf(schema, properties)
    const lines: Array<string> = []
    for (const [key, value] of properties) {
      if (inputMode && value.readOnly === true) continue
      if (value.writeOnly === true && !inputMode) gap(`${where}.${key}: writeOnly, kept in the response type`)
      const optional = required.has(key) ? "" : "?"
      lines.push(`readonly ${propertyKey(key)}${optional}: ${typeOf(value, `${where}.${key}`, key)}`)
    }
    const declared = new Set(properties.map(([key]) => key))
    for (const key of required) {
      if (!declared.has(key) && !quiet) gap(`${where}: required \`${key}\` is not a property`)
    }
    const extra = schema.additionalProperties
    if (extra === true || isObject(extra)) {
      if (!inputMode) counts.indexSignatures++
      const value = extra === true ? "unknown" : typeOf(extra, `${where}{}`)
      // An optional property reads `T | undefined` where `exactOptionalPropertyTypes` is off, which an
      // application's own tsconfig may well have: the signature takes `undefined` too, or it does not compile there.
      const optional = properties.some(([key]) => !required.has(key))
      const members = value === "unknown"
        ? ["unknown"]
        : [
          value,
          ...properties.map(([key, p]) => typeOf(p, `${where}.${key}`, key)),
          ...(optional ? ["undefined"] : [])
        ]
      lines.push(`readonly [key: string]: ${union(members.map(paren))}`)
    }
    return lines
  }

  const objectLiteral = (schema: Schema, where: string) => {
    const lines = fieldLines(schema, where)
    return lines.length === 0 ? "object" : `{\n${lines.join("\n")}\n}`
  }

  // ------------------------------------------------ inheritance and read-only fields

  const schemaOf = (ref: string) => schemas.get(refName(ref))

  const isInterface = (schema: Schema): boolean =>
    schema.$ref === undefined && schema.oneOf === undefined && schema.anyOf === undefined &&
    (schema.enum === undefined || schema.type === "object") &&
    !(schema.type !== undefined && schema.type !== "object") &&
    allOfOf(schema).every((part) =>
      part.$ref !== undefined
        ? schemaOf(part.$ref) !== undefined && isInterface(schemaOf(part.$ref)!)
        : part.oneOf === undefined && part.anyOf === undefined && allOfOf(part).length === 0 && part.nullable !== true
    ) && schema.nullable !== true

  /** Every property name of a schema, inherited ones included, with whether it is read-only. */
  const allProperties = (schema: Schema, seen = new Set<Schema>()): Map<string, boolean> => {
    const result = new Map<string, boolean>()
    if (seen.has(schema)) return result
    seen.add(schema)
    for (const part of allOfOf(schema)) {
      const target = part.$ref !== undefined ? schemaOf(part.$ref) : part
      if (target) { for (const [k, ro] of allProperties(target, seen)) result.set(k, ro) }
    }
    for (const [key, value] of ownProperties(schema)) result.set(key, value.readOnly === true)
    return result
  }

  // ------------------------------------------------ declarations

  const of = (name: string) => `\`${name}\` of the ${title} API`

  /** Discriminated bases without `oneOf`: base name → its subtypes. */
  const subtypes = new Map<string, Array<string>>()
  for (const [name, schema] of schemas) {
    for (const part of schema.allOf ?? []) {
      const base = part.$ref !== undefined ? refName(part.$ref) : undefined
      const baseSchema = base !== undefined ? schemas.get(base) : undefined
      if (base !== undefined && baseSchema?.discriminator !== undefined && baseSchema.oneOf === undefined) {
        subtypes.set(base, [...(subtypes.get(base) ?? []), name])
      }
    }
  }

  const declarations: Array<[string, string]> = []
  const declare = (name: string, text: string) => {
    if (declarations.some(([n]) => n === name)) {
      throw new Error(`${stem}: ${name} declared twice`)
    }
    declarations.push([name, text])
  }
  const extraNames = new Set<string>()
  const reserve = (name: string) => {
    if (taken.has(name) || extraNames.has(name)) throw new Error(`${stem}: ${name} is already a schema name`)
    extraNames.add(name)
  }

  /** A schema's type, in its sent form while rendering as sent. */
  const refType = (ref: string): string =>
    inputMode && needsInput.has(refName(ref)) ? `${resolveRef(ref)!}Input` : resolveRef(ref)!

  /** Renders `fn` as sent (see `inputMode`). */
  const asSent = <A>(fn: () => A): A => {
    inputMode = true
    try {
      return fn()
    } finally {
      inputMode = false
    }
  }

  /** The declaration of an interface schema (its sent form while rendering as sent). */
  const interfaceText = (schema: Schema, name: string, where: string, text: string): string => {
    const own = new Set(ownProperties(schema).map(([key]) => key))
    const inline = allOfOf(schema).filter((part) => part.$ref === undefined)
    for (const part of inline) for (const [key] of ownProperties(part)) own.add(key)
    const refs = allOfOf(schema).flatMap((part) => (part.$ref !== undefined ? [part.$ref] : []))
    const baseProperties = refs.map((ref) => new Set(allProperties(schemaOf(ref)!).keys()))
    // A required name that only a base declares: redeclared here, required, with the base's type.
    const requiredNames = [
      ...(Array.isArray(schema.required) ? schema.required : []),
      ...inline.flatMap((part) => (Array.isArray(part.required) ? part.required : []))
    ]
    const inherited: Array<string> = []
    for (const key of [...new Set(requiredNames)]) {
      if (own.has(key)) continue
      // A read-only name is not sent, required or not.
      if (inputMode && allProperties(schema).get(key) === true) continue
      const from = baseProperties.findLastIndex((set) => set.has(key))
      if (from < 0) {
        gap(`${where}: required \`${key}\` is not a property`)
        continue
      }
      own.add(key)
      inherited.push(
        `readonly ${propertyKey(key)}: Exclude<${refType(refs[from]!)}[${JSON.stringify(key)}], undefined>`
      )
    }
    // Each base leaves out what the schema declares and what a later base declares: the last one wins.
    const bases = refs.map((ref, i) => {
      const overlap = [...baseProperties[i]!].filter((k) =>
        own.has(k) || baseProperties.slice(i + 1).some((set) => set.has(k))
      ).sort()
      const baseName = refType(ref)
      return overlap.length > 0 ? `Omit<${baseName}, ${overlap.map((k) => JSON.stringify(k)).join(" | ")}>` : baseName
    })
    // Own fields: the inline allOf parts' (the schema's `required` applies to them too), then the schema's.
    const lines = [
      ...inline.flatMap((part, i) =>
        fieldLines(
          { ...part, required: [...(Array.isArray(part.required) ? part.required : []), ...requiredNames] },
          `${where}/allOf/${i}`,
          true
        )
      ),
      ...fieldLines(schema, where, allOfOf(schema).length > 0),
      ...inherited
    ]
    const heritage = bases.length > 0 ? ` extends ${bases.join(", ")}` : ""
    const body = lines.length > 0 ? `{\n${lines.join("\n")}\n}` : "{}"
    // No field at all: the Java `Object`, `JsonNode` or value class behind it may be any JSON value on the
    // wire (ids of value classes are strings): `unknown`, which a reader must narrow (an empty interface
    // would accept any value but null, and promise fields it cannot have).
    // As sent, nothing left to send: an empty object.
    return `${doc(text)}\n${
      lines.length === 0 && heritage === ""
        ? `export type ${name} = ${inputMode ? "Record<string, never>" : "unknown"}`
        : `export interface ${name}${heritage} ${body}`
    }`
  }

  /** A schema's name, in its sent form while rendering as sent. */
  const named = (original: string): string =>
    inputMode && needsInput.has(original) ? `${names.get(original)!}Input` : names.get(original)!

  /**
   * The members of a discriminated base's union (see the header): each subtype narrowed to its
   * discriminator value, and the base for the values no subtype takes.
   */
  const unionMembers = (
    original: string
  ): { readonly members: Array<string>; readonly discriminated: boolean; readonly prop: string } | undefined => {
    const schema = schemas.get(original)!
    const subs = subtypes.get(original)
    if (subs === undefined || schema.discriminator === undefined) return undefined
    const prop = schema.discriminator.propertyName
    const declared = schema.properties?.[prop]
    const values = (declared?.enum ?? []).filter((v): v is string => typeof v === "string")
    const requiredMark = Array.isArray(schema.required) && schema.required.includes(prop) ? "" : "?"
    const norm = (s: string) => s.replace(/[^A-Za-z0-9]/g, "").toUpperCase()
    // `AmazonS3SourceModel` of `SourceModel`, `FilterRuleItem` of `RuleItemModel`.
    const baseStems = [original, original.replace(/Model$/, "")].map((b) => b.replace(/^(Abstract|Base)/, ""))
    const used = new Set<string>()
    const members = [...subs].sort().map((sub) => {
      const subName = named(sub)
      const baseStem = baseStems.find((b) => sub.endsWith(b))
      const stemOfSub = baseStem !== undefined ? sub.slice(0, -baseStem.length) : undefined
      const matches = stemOfSub !== undefined && stemOfSub !== ""
        ? values.filter((v) => norm(v) === norm(stemOfSub))
        : []
      if (matches.length !== 1 || used.has(matches[0]!)) return subName
      used.add(matches[0]!)
      return `${subName} & { readonly ${propertyKey(prop)}${requiredMark}: ${JSON.stringify(matches[0])} }`
    })
    const rest = [...new Set(values)].filter((v) => !used.has(v))
    if (used.size > 0 && rest.length > 0) {
      members.push(
        `${named(original)} & { readonly ${propertyKey(prop)}${requiredMark}: ${
          rest.map((v) => JSON.stringify(v)).join(" | ")
        } }`
      )
    }
    return { members, discriminated: used.size > 0, prop }
  }

  // Schemas with read-only fields, in themselves or in what they hold: they have a sent form.
  const refsIn = (schema: Schema, out: Set<string>): Set<string> => {
    if (schema.$ref !== undefined) out.add(refName(schema.$ref))
    for (const [, value] of ownProperties(schema)) refsIn(value, out)
    if (isObject(schema.items)) refsIn(schema.items, out)
    if (isObject(schema.additionalProperties)) refsIn(schema.additionalProperties, out)
    for (const part of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...allOfOf(schema)]) refsIn(part, out)
    return out
  }
  for (const [original, schema] of schemas) {
    if ([...allProperties(schema).values()].some((ro) => ro)) needsInput.add(original)
  }
  const holds = new Map([...schemas].map(([original, schema]) => [original, refsIn(schema, new Set())]))
  for (let grew = true; grew;) {
    grew = false
    for (const [original, refs] of holds) {
      if (!needsInput.has(original) && [...refs].some((r) => needsInput.has(r))) {
        needsInput.add(original)
        grew = true
      }
    }
  }

  for (const [original, schema] of schemas) {
    const name = names.get(original)!
    const where = original
    counts.schemas++
    const label = of(original)
    if (schema.readOnly === true) gap(`${original}: \`readOnly\` on the whole schema, not expressed`)
    if (schema.type === "object" && schema.enum !== undefined) gap(`${original}: \`enum\` on an object, not expressed`)
    if (isInterface(schema)) {
      declare(name, interfaceText(schema, name, where, `${label}.`))
      if (needsInput.has(original)) {
        reserve(`${name}Input`)
        counts.inputs++
        declare(
          `${name}Input`,
          asSent(() => interfaceText(schema, `${name}Input`, where, `${label}, as sent: without read-only fields.`))
        )
      }
    } else {
      if (schema.oneOf !== undefined || schema.anyOf !== undefined) counts.unions++
      declare(name, `${doc(`${label}.`)}\nexport type ${name} = ${typeOf(schema, where)}`)
      if (needsInput.has(original)) {
        reserve(`${name}Input`)
        counts.inputs++
        declare(
          `${name}Input`,
          `${doc(`${label}, as sent: without read-only fields.`)}\nexport type ${name}Input = ${
            asSent(() => typeOf(schema, where))
          }`
        )
      }
    }
    // A discriminated base: the union of its subtypes (and, when some holds read-only fields, its sent form).
    const union_ = unionMembers(original)
    if (union_ !== undefined) {
      reserve(`${name}Union`)
      counts.unions++
      if (union_.discriminated) counts.discriminated++
      const told = union_.discriminated ? `, told apart by \`${union_.prop}\`` : ""
      declare(
        `${name}Union`,
        `${doc(`Any variant of ${of(original)}${told}.`)}\nexport type ${name}Union = ${union_.members.join(" | ")}`
      )
      if (needsInput.has(original) || (subtypes.get(original) ?? []).some((sub) => needsInput.has(sub))) {
        reserve(`${name}UnionInput`)
        counts.inputs++
        declare(
          `${name}UnionInput`,
          `${doc(`Any variant of ${of(original)}, as sent${told}.`)}\nexport type ${name}UnionInput = ${
            asSent(() => unionMembers(original)!.members).join(" | ")
          }`
        )
      }
    }
  }
  counts.discriminated += counted.size
  // What each operation sends and answers, for the declarations (test/types/operations.ts checks them).
  const sendType = (schema: Schema, where: string): string => asSent(() => typeOf(schema, where))
  const entries = [...service.operations].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((op) => {
    const fields = [
      ...(op.body !== undefined ? [`readonly body: ${sendType(op.body, `${op.key} body`)}`] : []),
      ...(op.response !== undefined ? [`readonly response: ${typeOf(op.response, `${op.key} response`)}`] : [])
    ]
    counts.operations++
    return `readonly ${JSON.stringify(op.key)}: ${fields.length > 0 ? `{\n${fields.join("\n")}\n}` : "{}"}`
  })
  reserve("Operations")
  declare(
    "Operations",
    `${
      doc(`The operations of the ${title} API, by method and path: the JSON body each sends, and its answer.`)
    }\nexport interface Operations {\n${entries.join("\n")}\n}`
  )
  declarations.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const header = [
    "/**",
    ` * The component schemas of the ${title} API, as TypeScript declarations.`,
    " *",
    ` * Generated by \`scripts/generate-models.ts\` from \`../shared/spec/openapi/${stem}.yml\`: do not edit;`,
    " * regenerate with `npm run generate`.",
    " *",
    " * @module",
    " */"
  ].join("\n")
  return `${header}\n\n${declarations.map(([, text]) => text).join("\n\n")}\n`
}

// ---------------------------------------------------------------- all services

interface OperationObject {
  readonly deprecated?: boolean
  readonly parameters?: ReadonlyArray<{ readonly in?: string; readonly schema?: Schema }>
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: Schema }>> }
  readonly responses?: Readonly<
    Record<
      string,
      { readonly schema?: Schema; readonly content?: Readonly<Record<string, { readonly schema?: Schema }>> }
    >
  >
}

/**
 * Base paths that a description's own `servers` entry gets wrong. `source-logs.yml` (the Logs API) copies
 * the Push API's server, `https://api.cloud.coveo.com/push/v1`; the Logs API lives at `/logs/v1` on the
 * same host (SPEC.md, "Logs (serverless)"), and no Push operation has these paths.
 */
const baseOverride: Readonly<Record<string, string>> = { "source-logs.yml": "/logs/v1" }

/** The path every operation of a description starts with: its server's path. */
export const basePath = (file: string, server: string | undefined): string =>
  (baseOverride[file] ?? (server === undefined ? "" : new URL(server, "https://platform.cloud.coveo.com").pathname))
    .replace(/\/+$/, "")

/** JSON first: the media types a client reads as JSON. */
const jsonMedia = ["application/json", "*/*", "application/problem+json"]

const fromContent = (content: Readonly<Record<string, { readonly schema?: Schema }>> | undefined) => {
  if (content === undefined) return undefined
  for (const media of jsonMedia) if (content[media]?.schema !== undefined) return content[media].schema
  return undefined
}

/** The JSON request body's schema (OpenAPI 3 `requestBody`, or Swagger 2's `in: body` parameter). */
const bodyOf = (op: OperationObject): Schema | undefined =>
  fromContent(op.requestBody?.content) ?? op.parameters?.find((p) => p.in === "body")?.schema

/** The first 2xx answer's JSON schema; none when it has no content. */
const responseOf = (op: OperationObject): Schema | undefined => {
  const codes = Object.keys(op.responses ?? {}).filter((code) => /^2\d\d$/.test(code)).sort()
  for (const code of codes) {
    const response = op.responses![code]!
    const schema = fromContent(response.content) ?? response.schema
    if (schema !== undefined) return schema
  }
  return undefined
}

/**
 * The response types with what the platform always answers made required (`scripts/always-present.ts`
 * holds the rule, which the emulator's answer schemas follow too). Each answer of an operation is walked
 * through the named schemas it reaches (itself, the variants of a union it writes out, the items of an
 * array it writes out, and the items of a page's lists): a resource's `id` becomes required and, as the
 * platform assigns it, read-only (left out of the `XInput` shape to send); a page's counters and lists
 * become required. Only named schemas are marked, so an answer written out inline is left as it is.
 */
const withAlwaysPresent = (
  schemas: ReadonlyMap<string, Schema>,
  operations: ReadonlyArray<OperationShape>
): ReadonlyMap<string, Schema> => {
  /** Named schemas that are resources. */
  const resources = new Set<string>()
  /** Named schemas → the properties they always carry. */
  const always = new Map<string, Set<string>>()
  const seen = new Set<string>()
  const shapeOf = (schema: Schema): AnswerShape => {
    if (schema.type === "array") return { _tag: "Array" }
    const properties = Object.entries(schema.properties ?? {})
    return {
      _tag: "Object",
      properties: properties.map(([key]) => key),
      arrays: properties.filter(([, p]) => isObject(p) && p.type === "array").map(([key]) => key)
    }
  }
  const visit = (method: string, schema: Schema | undefined): void => {
    if (schema === undefined) return
    for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) visit(method, variant)
    const name = schema.$ref === undefined ? undefined : refName(schema.$ref)
    const target = name === undefined ? schema : schemas.get(name)
    if (target === undefined || (name !== undefined && seen.has(`${method} ${name}`))) return
    if (name !== undefined) seen.add(`${method} ${name}`)
    const holds = alwaysPresent(method, shapeOf(target))
    // Only a named schema can be marked. The items of a list are followed where the answer writes the list
    // out, not through a `$ref` to a named list (see `scripts/always-present.ts`).
    if (name === undefined) {
      if (holds.items && isObject(target.items)) visit(method, target.items)
      return
    }
    if (holds.id) resources.add(name)
    if (holds.required.length > 0) always.set(name, new Set([...(always.get(name) ?? []), ...holds.required]))
    for (const key of holds.resourceLists) {
      const items = target.properties?.[key]?.items
      if (items?.$ref !== undefined) visit(method, items)
    }
  }
  for (const op of operations) visit(op.method, op.response)
  const out = new Map(schemas)
  for (const [name, keys] of always) {
    const schema = schemas.get(name)!
    const required = Array.isArray(schema.required) ? schema.required : []
    out.set(name, { ...schema, required: [...new Set([...required, ...keys])] })
  }
  for (const name of resources) {
    const schema = out.get(name)!
    const id = schema.properties?.[resourceId]
    if (id === undefined || !isObject(id)) continue
    const required = Array.isArray(schema.required) ? schema.required : []
    out.set(name, {
      ...schema,
      required: required.includes(resourceId) ? required : [...required, resourceId],
      properties: { ...schema.properties, [resourceId]: { ...id, readOnly: true } }
    })
  }
  return out
}

/** The description files of `specDir`, as services. */
export const readServices = (specDir: string): Array<Service> =>
  readdirSync(specDir).filter((f) => f.endsWith(".yml")).sort().map((file) => {
    const stem = file.slice(0, -".yml".length)
    const document = parse(readFileSync(join(specDir, file), "utf8")) as {
      readonly components?: { readonly schemas?: Record<string, unknown> }
      readonly definitions?: Record<string, unknown>
      readonly servers?: ReadonlyArray<{ readonly url?: string }>
      readonly paths?: Record<string, Record<string, OperationObject | undefined>>
    }
    addDescriptionFacts(stem, document)
    const raw = document.components?.schemas ?? document.definitions ?? {}
    const base = basePath(file, document.servers?.[0]?.url)
    const operations: Array<OperationShape> = []
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ["get", "put", "post", "delete", "patch"]) {
        const op = item[method]
        if (op === undefined) continue
        operations.push({
          key: `${method.toUpperCase()} ${base}${path}`,
          method: method.toUpperCase(),
          body: bodyOf(op),
          response: responseOf(op),
          deprecated: op.deprecated === true
        })
      }
    }
    const schemas = new Map(
      Object.entries(raw).filter((e): e is [string, Schema] => isObject(e[1])).sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0
      )
    )
    return {
      stem,
      module: pascal(stem),
      title: serviceTitle(stem),
      schemas: withAlwaysPresent(schemas, operations),
      operations
    }
  })

/** The dprint settings of the project's lint (the `@effect/dprint` rule of `eslint.config.js`). */
const dprintConfig = async (): Promise<Record<string, unknown>> => {
  const configs = (await import(pathToFileURL(join(root, "eslint.config.js")).href)).default as ReadonlyArray<
    { readonly rules?: Record<string, unknown> }
  >
  for (const config of configs) {
    const rule = config.rules?.["@effect/dprint"]
    if (Array.isArray(rule)) return (rule[1] as { readonly config: Record<string, unknown> }).config
  }
  throw new Error("eslint.config.js has no @effect/dprint rule")
}

/** Formats generated TypeScript with the project's dprint settings, so that it passes lint. */
export const formatter = async (): Promise<(filePath: string, text: string) => string> => {
  const dprint = createFromBuffer(readFileSync(getPath()))
  const overrideConfig = await dprintConfig()
  return (filePath, fileText) => dprint.formatText({ filePath, fileText, overrideConfig })
}

/** Every generated file (name → text), formatted. */
export const generate = async (specDir: string): Promise<{ files: Map<string, string>; counts: Counts }> => {
  const counts: Counts = {
    services: 0,
    schemas: 0,
    unions: 0,
    discriminated: 0,
    indexSignatures: 0,
    inputs: 0,
    operations: 0,
    gaps: []
  }
  const formatText = await formatter()
  const format = (file: string, text: string) => formatText(join(root, "src", "Schema", "Models", file), text)
  const files = new Map<string, string>()
  const services = readServices(specDir).filter((s) => s.schemas.size > 0)
  for (const service of services) {
    counts.services++
    files.set(`${service.module}.ts`, format(`${service.module}.ts`, generateService(service, counts)))
  }
  const index = [
    "/**",
    " * The component schemas of the platform's published API descriptions, one namespace per service.",
    " *",
    " * Generated by `scripts/generate-models.ts` from `../shared/spec/openapi/*.yml`: do not edit;",
    " * regenerate with `npm run generate`.",
    " *",
    " * @module",
    " */",
    ...services.flatMap((s) => [
      "",
      doc(`The ${s.title} API's schemas (\`${s.stem}.yml\`).`),
      `export * as ${s.module} from "./${s.module}.ts"`
    ])
  ].join("\n") + "\n"
  files.set("index.ts", format("index.ts", index))
  return { files, counts }
}

if (import.meta.main) {
  const outDir = resolve(root, process.argv[2] ?? "src/Schema/Models")
  const specDir = resolve(root, process.argv[3] ?? "../shared/spec/openapi")
  const { counts, files } = await generate(specDir)
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  for (const [file, text] of files) writeFileSync(join(outDir, file), text)
  for (const line of [...new Set(counts.gaps)]) console.log(`  note: ${line}`)
  console.log(
    `generate-models: ${counts.services} services, ${counts.schemas} schemas, ${counts.unions} unions (${counts.discriminated} discriminated), ` +
      `${counts.indexSignatures} index signatures, ${counts.inputs} input types, ${counts.operations} operations → ${outDir}`
  )
}
