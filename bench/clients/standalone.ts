/**
 * Client "standalone": this library's promise API as Node gets `effect-coveo-platform/promise/standalone`,
 * the build that bundles its own copy of effect (`dist/standalone/`; with BENCH_LIB=src, the unbundled module).
 */
import { promiseClient } from "./facade.ts"

export const make = promiseClient(process.env.BENCH_LIB === "src" ? "promise/standalone" : "standalone/standalone")
