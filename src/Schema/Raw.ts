/**
 * The escape from the models' declared fields. Models declare the fields the platform documents, and
 * no index signature, so that a misspelt field is a compile error. The platform may send, or accept,
 * fields that a model does not (yet) declare; these two functions reach them on purpose, visibly:
 *
 * ```ts
 * import { raw, withFields } from "effect-coveo-platform/Schema/Raw"
 *
 * const source = yield* Sources.get("my-source")
 * raw(source)["someNewField"] // unknown: narrow it before use
 * yield* Sources.update(source.id, withFields(input, { someNewField: true }))
 * ```
 *
 * @module
 */
import "../internal/requireNode.ts"

/**
 * Every field of a model, declared or not, as the platform sent it: `raw(source)["newField"]` is `unknown`.
 *
 * @since 0.2.0
 * @category escapes
 */
export const raw = (model: object): Readonly<Record<string, unknown>> => model as Readonly<Record<string, unknown>>

/**
 * A model to send with fields its type does not declare: the copy has the model's type and also `fields`.
 *
 * @since 0.2.0
 * @category escapes
 */
export const withFields = <A extends object>(model: A, fields: Readonly<Record<string, unknown>>): A => ({
  ...model,
  ...fields
})
