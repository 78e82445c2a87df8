/**
 * Promise accessors of the snapshot area, merged into the main accessor tree.
 *
 * @module
 */
import * as ResourceSnapshots from "../../Platform/Migration/ResourceSnapshots.ts"
import type { Node } from "../Facade.ts"
import { resourceSnapshotPromiseForms } from "../forms/resourceSnapshot.ts"

/** `resourceSnapshot` as the promise client names it; `getContent` answers a `Response`, as there. */
export const snapshotsAccessors = {
  resourceSnapshot: [ResourceSnapshots, undefined, resourceSnapshotPromiseForms]
} as const satisfies Readonly<Record<string, Node>>
