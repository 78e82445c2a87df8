/**
 * Hands the classic TypeScript compiler API to the tools that still need it.
 *
 * The project compiles with TypeScript 7 (`typescript`), which has no JavaScript compiler API
 * yet; typescript-eslint and TypeDoc load `typescript` and need that API. Importing this module
 * (`node --import ./scripts/typescript6.ts`, or first thing in `eslint.config.js`) makes every
 * later `import`/`require` of `typescript` in the process load `@typescript/typescript6`
 * instead. Nothing else is affected: `tsc` stays TypeScript 7.
 */
import { registerHooks } from "node:module"

const replacement = "@typescript/typescript6"

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "typescript" || specifier.startsWith("typescript/")) {
      return nextResolve(replacement + specifier.slice("typescript".length), context)
    }
    return nextResolve(specifier, context)
  }
})
