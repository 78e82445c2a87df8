/**
 * Query values sent as one JSON text (`batch=[{"field":"@source"}]`, percent-encoded) rather than as repeated
 * keys: the parameters the platform's descriptions declare with `content: application/json`, and the pipeline
 * filters. A module of its own: an area without such a parameter does not load it.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { faithfulJson } from "./QueryString.ts"

/**
 * A query value of `schema`, sent as its JSON text.
 *
 * @since 0.1.0
 * @category schemas
 */
// The getters of `Schema.fromJsonString`, without its JSON Schema annotations: those would add their code to the
// Schema chunk that every area's first call with a query loads (issue 18's budget (b)). What `JSON.parse` gives
// is then decoded by `schema`, hence the cast.
export const JsonText = <S extends Schema.Top>(schema: S) =>
  Schema.String.pipe(
    Schema.decodeTo(
      schema,
      new SchemaTransformation.Transformation(
        SchemaGetter.parseJson({}) as SchemaGetter.Getter<S["Encoded"], string>,
        // What JSON would not carry faithfully (NaN, a lone surrogate) is refused, as in any query value.
        SchemaGetter.stringifyJson({ replacer: faithfulJson("") })
      )
    )
  )

/**
 * A query value of the model type `A`, sent as its JSON text. Like request bodies, models are TypeScript types:
 * the value is not checked at run time, only turned into JSON.
 *
 * @since 0.1.0
 * @category schemas
 */
export const JsonModel = <A>() => JsonText(Schema.Unknown as unknown as Schema.Codec<A>)
