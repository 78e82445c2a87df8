/**
 * Query strings as the platform expects them (the specification's validation rules, and the promise client's
 * wire format where the spec is silent): values already encoded through the call's
 * Schema (`Query.ts`), `undefined`, `null` and `""` left out, `0` and `false` kept, arrays as
 * repeated keys, nested objects as JSON text, no `?` when nothing is left.
 *
 * @module
 */
import "../internal/requireNode.ts"

// query-string's strict mode also escapes !'()* ; the platform receives the same bytes.
const strict = /[!'()*]/g
const encode = (value: string): string => {
  const encoded = encodeURIComponent(value)
  return strict.test(encoded)
    ? encoded.replace(strict, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    : encoded
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * False when `s` holds a lone surrogate, which no URL or UTF-8 body can carry.
 *
 * @since 0.1.0
 * @category helpers
 */
export const wellFormed = (s: string): boolean => !loneSurrogate.test(s)

/**
 * A query value that cannot be sent: a number that is not finite, text with a lone surrogate, a Symbol or a function.
 *
 * @since 0.1.0
 * @category models
 */
export class UnsendableQueryValue {
  readonly key: string
  readonly problem: string
  constructor(key: string, problem: string) {
    this.key = key
    this.problem = problem
  }
}

const text = (key: string, value: unknown): string | undefined => {
  if (value === undefined || value === null || value === "") return undefined
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new UnsendableQueryValue(key, `${value} is not a finite number`)
  }
  if (typeof value === "symbol" || typeof value === "function") {
    throw new UnsendableQueryValue(key, `a ${typeof value} is no query value`)
  }
  return typeof value === "object" ? JSON.stringify(value, faithfulJson(key)) : String(value)
}

const lone = "it holds a lone surrogate (not well-formed Unicode)"

// encodeURIComponent throws URIError on a lone surrogate: that check costs nothing on the common path.
const pair = (key: string, value: string): string => {
  try {
    return `${encode(key)}=${encode(value)}`
  } catch {
    throw new UnsendableQueryValue(key, lone)
  }
}

/**
 * A `JSON.stringify` replacer for a query value sent as JSON text (`key`'s): throws {@link UnsendableQueryValue}
 * where JSON would not carry the value faithfully (NaN and Infinity become null, a lone surrogate an escape).
 *
 * @since 0.1.0
 * @category helpers
 */
export const faithfulJson = (key: string) => (k: string, v: unknown) => {
  if (typeof v === "number" && !Number.isFinite(v)) throw new UnsendableQueryValue(key, `${v} is not a finite number`)
  if (!wellFormed(k) || (typeof v === "string" && !wellFormed(v))) throw new UnsendableQueryValue(key, lone)
  return v
}

/**
 * Serializes an already-encoded record; returns `""` or a string that starts with `?`.
 * Throws {@link UnsendableQueryValue} for a value no query string can carry faithfully.
 *
 * @since 0.1.0
 * @category helpers
 */
export const toQueryString = (record: Readonly<Record<string, unknown>>): string => {
  let out = ""
  for (const key in record) {
    const value = record[key]
    if (Array.isArray(value)) {
      for (const item of value) {
        const t = text(key, item)
        if (t !== undefined) out += `${out === "" ? "?" : "&"}${pair(key, t)}`
      }
    } else {
      const t = text(key, value)
      if (t !== undefined) out += `${out === "" ? "?" : "&"}${pair(key, t)}`
    }
  }
  return out
}
