/**
 * Promise accessors of the snapshot area, merged into the main accessor tree.
 *
 * @module
 */
import * as ResourceSnapshots from "../../Platform/ResourceSnapshots.ts"
import type { Node } from "../Facade.ts"

/** `resourceSnapshot` as the promise client names it. */
export const snapshotsAccessors = {
  resourceSnapshot: [ResourceSnapshots]
} as const satisfies Readonly<Record<string, Node>>
