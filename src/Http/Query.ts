/**
 * A declaration's query: the Schema its values are encoded through, with the encoder beside it.
 * The encoder travels with the declaration (`{ query: encoded(ListQuery) }`) rather than living in the
 * pipeline, so that a program whose calls take no query carries none of effect's Schema machinery.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"
import { extraFields } from "../internal/extraFields.ts"

/**
 * Encodes a query value; a rejected value gives the Schema's message.
 *
 * @since 0.1.0
 * @category models
 */
export type QueryEncoder = (value: unknown) => Result.Result<Readonly<Record<string, unknown>>, string>

/**
 * The query of a declaration: its Schema (for types, the emulator and the tests) and its encoder.
 *
 * @since 0.1.0
 * @category models
 */
export interface QueryCodec<S> {
  readonly schema: S
  readonly encode: QueryEncoder
}

// null and "" are omitted (the specification's validation rules) rather than rejected by the Schema.
const withoutBlanks = (value: unknown): unknown => {
  if (value === undefined || value === null) return {}
  if (typeof value !== "object") return value
  let copy: Record<string, unknown> | undefined
  for (const key in value as Record<string, unknown>) {
    const v = (value as Record<string, unknown>)[key]
    if (v === null || v === "") {
      copy ??= { ...(value as Record<string, unknown>) }
      delete copy[key]
    }
  }
  return copy ?? value
}

/**
 * The query of a declaration, encoded through `schema`.
 *
 * @since 0.1.0
 * @category constructors
 */
/* @__NO_SIDE_EFFECTS__ */
export const encoded = <S extends Schema.Top>(schema: S): QueryCodec<S> => {
  const encode = Schema.encodeUnknownResult(schema as unknown as Schema.Codec<unknown, unknown>)
  return {
    schema,
    encode: (value) => {
      let result: Result.Result<unknown, { readonly message: string }>
      try {
        result = encode(withoutBlanks(value))
      } catch (e) {
        // Options a getter or a Proxy will not let be read: bad input, wherever it is encoded (headers too).
        return Result.fail(e instanceof Error ? e.message : String(e))
      }
      if (Result.isFailure(result)) return Result.fail(result.failure.message)
      let record = result.success as Record<string, unknown>
      // Parameters added on purpose with `withParams`, which the Schema does not declare (it leaves such keys
      // out): sent as they are. Only those: other options fields may be meant for a header or a typo.
      const extra = (value as { readonly [extraFields]?: unknown } | undefined)?.[extraFields]
      if (Array.isArray(extra)) {
        record = { ...record }
        for (const key of extra) {
          // Defined, not assigned: a `__proto__` parameter stays a parameter.
          if (!Object.hasOwn(record, key)) {
            Object.defineProperty(record, key, {
              value: (value as Record<string, unknown>)[key],
              enumerable: true,
              writable: true,
              configurable: true
            })
          }
        }
      }
      return Result.succeed(record)
    }
  }
}

// Where a QueryArray keeps its item Schema: the emulator and the tests read query Schemas through it.
const itemKey = "effect-coveo-platform/queryArrayItem"

// The items' type as messages name it: a string, or a literal union.
const describe = (ast: SchemaAST.AST): string =>
  ast._tag === "Literal"
    ? JSON.stringify(ast.literal)
    : ast._tag === "Union"
    ? ast.types.map(describe).join(" | ")
    : "string"

/**
 * A query value sent as repeated keys (`?id=a&id=b`): an array of `item`s, each a string on the wire (a
 * string, or a literal union). Declared rather than built with `Schema.Array`, whose parser a program
 * would otherwise carry for its first array query (about 0.7 KB gzip in a browser bundle).
 *
 * @since 0.1.0
 * @category schemas
 */
/* @__NO_SIDE_EFFECTS__ */
export const QueryArray = <S extends Schema.Top & { readonly Encoded: string }>(
  item: S
): Schema.declare<ReadonlyArray<S["Type"]>> => {
  const isItem = Schema.is(item)
  const expected = describe(item.ast)
  return Schema.declare((u): u is ReadonlyArray<S["Type"]> => Array.isArray(u) && u.every(isItem), {
    expected: `ReadonlyArray<${expected}>`,
    // Strings already: the StringTree form (the emulator's query decoding) is the value itself.
    toCodecStringTree: () => undefined,
    [itemKey]: item.ast
  })
}

/**
 * The item of a {@link QueryArray}'s AST; `undefined` for any other AST.
 *
 * @since 0.1.0
 * @category schemas
 */
export const queryArrayItem = (ast: SchemaAST.AST): SchemaAST.AST | undefined =>
  ast._tag === "Declaration" ? (ast.annotations?.[itemKey] as SchemaAST.AST | undefined) : undefined
