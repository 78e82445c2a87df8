/**
 * The shapes of what the emulator knows of the platform's published descriptions: the generated
 * tables (`described.generated.ts`) hold them and the validator (`validate.ts`) reads them, so both
 * depend on this module and not on each other.
 *
 * @module
 */

/**
 * A schema, as the generated module holds it. Dates are decided already: `format: "epoch-ms"` is an
 * integer of milliseconds, `format: "date-time"` an ISO 8601 string.
 *
 * @since 0.1.0
 * @category models
 */
export interface JsonSchema {
  /** A name of the service's definitions table. */
  readonly $ref?: string
  readonly type?: string
  readonly format?: string
  readonly enum?: ReadonlyArray<string | number | boolean | null>
  readonly nullable?: boolean
  readonly readOnly?: boolean
  readonly required?: ReadonlyArray<string>
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly additionalProperties?: boolean | JsonSchema
  readonly items?: JsonSchema
  readonly allOf?: ReadonlyArray<JsonSchema>
  readonly oneOf?: ReadonlyArray<JsonSchema>
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly discriminator?: {
    readonly propertyName: string
    /** Discriminator value → a name of the service's definitions table. */
    readonly mapping?: Readonly<Record<string, string>>
  }
}

/**
 * What the descriptions say of one declared operation.
 *
 * @since 0.1.0
 * @category models
 */
export interface DescribedOperation {
  /** The description it comes from (`source` for `source.yml`), which names its definitions table. */
  readonly service: string
  /** The JSON request body's schema, when the operation takes one. */
  readonly request?: JsonSchema
  /** Success status → the answer's schema; `null` for an answer described without a JSON body. */
  readonly responses?: Readonly<Record<string, JsonSchema | null>>
  /**
   * The query parameters the operation requires, by name; the organization's query parameter (the
   * declaration's `orgQuery`, checked on its own) is not among them.
   */
  readonly query?: ReadonlyArray<string>
  /**
   * The header parameters it requires, by name as the description writes it (read without regard to
   * case); `Authorization`, `Accept` and `Content-Type`, which every request carries, are not among them.
   */
  readonly headers?: ReadonlyArray<string>
}
