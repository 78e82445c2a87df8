/**
 * Accessors of the activity log, the projects and the next-generation search pages, as
 * `@coveo/platform-client` names them. Merged into `../accessors.ts`.
 *
 * @module
 */
import * as Activities from "../../Platform/Activity/Activities.ts"
import * as NextGenSearchPages from "../../Platform/Interfaces/NextGenSearchPages.ts"
import * as Projects from "../../Platform/Projects/Projects.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module]. */
export const workspaceAccessors = {
  activity: [Activities],
  project: [Projects],
  nextGenSearchPages: [NextGenSearchPages]
} as const satisfies Readonly<Record<string, Node>>
