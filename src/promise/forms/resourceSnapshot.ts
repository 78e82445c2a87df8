/**
 * `resourceSnapshot.getContent` and `getSnapshotFileType` as the promise client 60.4 shapes them. A module
 * of its own, so that the promise facade loads it with `resourceSnapshot` and nothing else.
 *
 * @module
 */
import * as ResourceSnapshots from "../../Platform/Migration/ResourceSnapshots.ts"

/** `getContent` answers a `Response`, as in the promise client; its check of an upload's type is a promise here. */
export const resourceSnapshotPromiseForms = {
  getContent: ResourceSnapshots.getContentResponse,
  // The promise client's check of an upload's type, here a promise (it makes no request).
  getSnapshotFileType: ResourceSnapshots.snapshotFileTypeOf
}
