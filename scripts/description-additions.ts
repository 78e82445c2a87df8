/**
 * Enumeration values the platform takes that its published descriptions leave out, each with its evidence.
 * Both generators add them to a description as soon as they have read it (`scripts/generate-models.ts`
 * for the types, `scripts/generate-emulator-schemas.ts` for the emulator's checks), so the types and the
 * emulator accept the same values.
 *
 * An addition whose place is gone from the description, or whose values the description now lists
 * itself, stops the generators: remove or move it then.
 *
 * @module
 */

/** Values to add to one enumeration of one description. */
export interface EnumAddition {
  /** The description's file name without `.yml`. */
  readonly service: string
  /** The schemas (under `components.schemas`) whose property carries the enumeration. */
  readonly schemas: ReadonlyArray<string>
  readonly property: string
  readonly values: ReadonlyArray<string>
  readonly evidence: string
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
  }
]

type Node = { readonly [key: string]: unknown }

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null

/**
 * Adds the {@link enumAdditions} of `service` to its parsed description, in place; throws when one has
 * no place to go or is no longer needed.
 */
export const addEnumValues = (service: string, document: unknown): void => {
  for (const addition of enumAdditions) {
    if (addition.service !== service) continue
    for (const name of addition.schemas) {
      const components = isNode(document) ? document.components : undefined
      const schemas = isNode(components) ? components.schemas : undefined
      const schema = isNode(schemas) ? schemas[name] : undefined
      const properties = isNode(schema) ? schema.properties : undefined
      const property = isNode(properties) ? properties[addition.property] : undefined
      const values = isNode(property) ? property.enum : undefined
      const where = `${service}.yml ${name}.${addition.property}`
      if (!Array.isArray(values)) throw new Error(`${where} has no enumeration to add ${addition.values} to`)
      const missing = addition.values.filter((v) => !values.includes(v))
      if (missing.length === 0) throw new Error(`${where} lists ${addition.values} itself: remove the addition`)
      values.push(...missing)
    }
  }
}
