/**
 * Promise accessors of the snapshot area, merged into the main accessor tree.
 *
 * @module
 */
import * as ResourceSnapshots from "../../Platform/ResourceSnapshots.js";
/** `resourceSnapshot` as the promise client names it. */
export const snapshotsAccessors = {
    resourceSnapshot: [ResourceSnapshots]
};
