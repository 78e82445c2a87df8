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
 * yield* Sources.list(withParams({ perPage: 10 }, { someNewParameter: "x" }))
 * ```
 *
 * @module
 */
import "../internal/requireNode.ts"
import { extraFields } from "../internal/extraFields.ts"

/**
 * Every field of a model, declared or not, as the platform sent it: `raw(source)["newField"]` is `unknown`.
 *
 * @since 0.1.0
 * @category escapes
 */
export const raw = (model: object): Readonly<Record<string, unknown>> => model as Readonly<Record<string, unknown>>

/**
 * A model to send with fields its type does not declare: the copy has the model's type and also `fields`.
 *
 * @since 0.1.0
 * @category escapes
 */
export const withFields = <A extends object>(model: A, fields: Readonly<Record<string, unknown>>): A => ({
  ...model,
  ...fields
})

/**
 * A call's options with query parameters its type does not declare: sent after the declared ones, as the
 * query string sends any value (arrays as repeated keys, objects as JSON text), where an undeclared key is
 * otherwise left out. A declared parameter keeps its own encoding. The copy keeps their names under a
 * symbol key, which spreading the options keeps and JSON does not show.
 *
 * @since 0.1.0
 * @category escapes
 */
export const withParams = <A extends object>(options: A, params: Readonly<Record<string, unknown>>): A => {
  const before = (options as { readonly [extraFields]?: ReadonlyArray<string> })[extraFields]
  return {
    ...options,
    ...params,
    [extraFields]: [...(Array.isArray(before) ? before : []), ...Object.keys(params)]
  }
}
