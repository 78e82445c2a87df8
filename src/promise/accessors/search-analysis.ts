/**
 * Promise accessor of search analysis (`searchAnalysis`, as the promise client 60.4 names it).
 * Merged into `../accessors.ts`.
 *
 * @module
 */
import * as SearchAnalysis from "../../Platform/Search/SearchAnalysis.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module]. */
export const searchAnalysisAccessors = {
  searchAnalysis: [SearchAnalysis]
} as const satisfies Readonly<Record<string, Node>>
