/**
 * The error class factory of every typed error this package defines (`Errors`, `Poll`, the
 * snapshot workflows): `Data.TaggedError`, branded so that `instanceof` knows an error whichever
 * copy of the package made it. Internal: no package entry point exports it.
 *
 * @module
 */
// Data rather than Schema: a Schema-backed error class pulls effect's Schema class machinery into every
// bundle that holds one, for a validation of fields that only this library constructs.
import * as Data from "effect/Data"

// Every copy of this package (the Node build of promise, a second install) brands its error classes with
// their tag under this global symbol, so that `instanceof` and the predicates know an error whichever copy made it.
const brand = Symbol.for("effect-coveo-platform/error")
const nativeInstanceOf = Function.prototype[Symbol.hasInstance]

/**
 * `Data.TaggedError`, whose classes `instanceof` recognises across copies of this package.
 *
 * @since 0.1.0
 * @category constructors
 */
export const TaggedError: typeof Data.TaggedError = (tag) => {
  const Base = Data.TaggedError(tag)
  Object.defineProperty(Base.prototype, brand, { value: tag })
  Object.defineProperty(Base, Symbol.hasInstance, {
    value(this: typeof Base, u: unknown): boolean {
      return nativeInstanceOf.call(this, u) ||
        (typeof u === "object" && u !== null && (u as { readonly [brand]?: unknown })[brand] === tag)
    }
  })
  return Base
}
