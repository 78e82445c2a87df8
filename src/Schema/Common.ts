import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"

/**
 * An enumeration the platform extends, or accepts in other spellings: any string
 * passes (to the wire, and from responses), while the type suggests the known values.
 *
 * @since 0.1.0
 * @category models
 */
export type OpenLiteral<L extends string> = L | (string & {})

// The AST keeps the known values too, so that a check walking a query Schema (the oracle against the
// platform's descriptions) can tell an open enumeration from a plain string.
const openLiteralsKey = "coveo/openLiterals"

/**
 * A Schema for an {@link OpenLiteral}: it accepts any string and keeps the known
 * values in `literals`. Used where the platform accepts values beyond the lists we
 * know (lower-case sort orders, new machine-learning engines).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OpenLiterals = <const L extends ReadonlyArray<string>>(
  literals: L
): Schema.Codec<OpenLiteral<L[number]>, string> & { readonly literals: L } =>
  Object.assign(
    Schema.String.annotate({ expected: literals.join(" | ") + " | string", [openLiteralsKey]: literals }),
    { literals }
  ) as never

/**
 * The known values of an {@link OpenLiterals} Schema, read from its AST; `undefined` for any other AST
 * (a plain string included).
 *
 * @since 0.1.0
 * @category getters
 */
export const openLiteralsOf = (ast: SchemaAST.AST): ReadonlyArray<string> | undefined => {
  const literals = ast.annotations?.[openLiteralsKey]
  return Array.isArray(literals) ? literals : undefined
}

/**
 * Platform deployment environment that selects the API host.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Environment = Schema.Literals(["dev", "stg", "production", "hipaa"])
/**
 * Platform deployment environment that selects the API host.
 *
 * @since 0.1.0
 * @category models
 */
export type Environment = typeof Environment.Type

/**
 * Platform region; a non-us region is appended to the host as a suffix.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Region = Schema.Literals(["us", "eu", "au"])
/**
 * Platform region; a non-us region is appended to the host as a suffix.
 *
 * @since 0.1.0
 * @category models
 */
export type Region = typeof Region.Type

/**
 * ISO 639-1 two-letter language code.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LanguageCode = Schema.Literals([
  "aa",
  "ab",
  "ae",
  "af",
  "ak",
  "am",
  "an",
  "ar",
  "as",
  "av",
  "ay",
  "az",
  "ba",
  "be",
  "bg",
  "bh",
  "bi",
  "bm",
  "bn",
  "bo",
  "br",
  "bs",
  "ca",
  "ce",
  "ch",
  "co",
  "cr",
  "cs",
  "cu",
  "cv",
  "cy",
  "da",
  "de",
  "dv",
  "ee",
  "el",
  "en",
  "eo",
  "es",
  "et",
  "eu",
  "fa",
  "ff",
  "fi",
  "fj",
  "fo",
  "fr",
  "fy",
  "ga",
  "gd",
  "gl",
  "gn",
  "gu",
  "gv",
  "ha",
  "he",
  "hi",
  "ho",
  "hr",
  "ht",
  "hu",
  "hy",
  "hz",
  "ia",
  "id",
  "ie",
  "ig",
  "ii",
  "ik",
  "io",
  "is",
  "it",
  "iu",
  "ja",
  "jv",
  "ka",
  "kg",
  "ki",
  "kj",
  "kk",
  "kl",
  "km",
  "kn",
  "ko",
  "kr",
  "ks",
  "ku",
  "kv",
  "kw",
  "ky",
  "la",
  "lb",
  "lg",
  "li",
  "ln",
  "lo",
  "lt",
  "lu",
  "lv",
  "mg",
  "mh",
  "mi",
  "mk",
  "ml",
  "mn",
  "mr",
  "ms",
  "mt",
  "my",
  "na",
  "nb",
  "nd",
  "ne",
  "ng",
  "nl",
  "nn",
  "no",
  "nr",
  "nv",
  "ny",
  "oc",
  "oj",
  "om",
  "or",
  "os",
  "pa",
  "pi",
  "pl",
  "ps",
  "pt",
  "qu",
  "rm",
  "rn",
  "ro",
  "ru",
  "rw",
  "sa",
  "sc",
  "sd",
  "se",
  "sg",
  "si",
  "sk",
  "sl",
  "sm",
  "sn",
  "so",
  "sq",
  "sr",
  "ss",
  "st",
  "su",
  "sv",
  "sw",
  "ta",
  "te",
  "tg",
  "th",
  "ti",
  "tk",
  "tl",
  "tn",
  "to",
  "tr",
  "ts",
  "tt",
  "tw",
  "ty",
  "ug",
  "uk",
  "ur",
  "uz",
  "ve",
  "vi",
  "vo",
  "wa",
  "wo",
  "xh",
  "yi",
  "yo",
  "za",
  "zh"
])
/**
 * ISO 639-1 two-letter language code.
 *
 * @since 0.1.0
 * @category models
 */
export type LanguageCode = typeof LanguageCode.Type

/**
 * Pagination options for list calls; `perPage` is sent as `pageSize`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Paginated = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number)
})
/**
 * Pagination options for list calls; `perPage` is sent as `pageSize`.
 *
 * @since 0.1.0
 * @category models
 */
export type Paginated = typeof Paginated.Type
