/**
 * The guard of the file and text arguments that calls send as their body or as a multipart part. Internal: no
 * package entry point exports it.
 *
 * @module
 */
import { wellFormed } from "../Http/QueryString.ts"

const expected = { file: "a Blob or a File", text: "a string", "file or text": "a Blob, a File or a string" } as const

// A careless value would otherwise travel as a part, a Blob or a body of its own (`undefined`, `null` and `5` as that
// text, `{}` as `{}`, nothing as an empty form) and a lone surrogate as U+FFFD: the platform would get a wrong file.
/**
 * The required file or text `value` of the argument `name`; otherwise throws a TypeError, which the call's mapper
 * turns into `InvalidInput` (`Invalid arguments: …`) before any request.
 *
 * @since 0.1.0
 * @category guards
 */
export const contentArgument = <A extends Blob | string>(
  name: string,
  value: A,
  accepts: keyof typeof expected
): A => {
  const v: unknown = value
  const isFile = v instanceof Blob
  const isText = typeof v === "string"
  if ((isFile && accepts !== "text") || (isText && accepts !== "file")) {
    if (isText && !wellFormed(v)) throw new TypeError(`${name} holds a lone surrogate (not well-formed Unicode)`)
    return value
  }
  throw new TypeError(
    `${name} must be ${expected[accepts]}; got ${v === null ? "null" : Array.isArray(v) ? "an array" : typeof v}`
  )
}
