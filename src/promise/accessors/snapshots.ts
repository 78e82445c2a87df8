/**
 * Promise accessors of the snapshot area, merged into the main accessor tree.
 *
 * @module
 */
import * as ResourceSnapshots from "../../Platform/Migration/ResourceSnapshots.ts"
import type { Node } from "../Facade.ts"

/** `resourceSnapshot` as the promise client names it; `getContent` answers a `Response`, as there. */
export const snapshotsAccessors = {
  resourceSnapshot: [ResourceSnapshots, undefined, {
    getContent: ResourceSnapshots.getContentResponse,
    // The promise client's check of an upload's type, here a promise (it makes no request).
    getSnapshotFileType: ResourceSnapshots.snapshotFileTypeOf
  }]
} as const satisfies Readonly<Record<string, Node>>
