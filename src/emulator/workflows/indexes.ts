/**
 * Index backups. A backup of an existing index answers its id at once and is
 * `IN_PROGRESS` for a step; then the organization's backups page
 * (`/indexbackups/page`, not under `/indexes`) lists it, filtered by index,
 * backup id and creation date, sorted and paged. A restore names a listed
 * backup; any other is not found. The other index calls are the generic ones.
 *
 * @module
 */
import type { StoredRecord } from "../store.ts"
import { type EmulatorRequest, noContent, ok, type World } from "../types.ts"
import { compareValues, finished, org, timeline, timelineOf, type Workflow } from "./common.ts"

const indexes = `${org}/indexes`
const index = `${indexes}/{indexId}`
// The backups belong to the organization, so that they outlive the index they were made of.
const backups = `${org}/indexbackups`

/** A new index record, online, as `Indexes.list` and `Indexes.get` show it. */
export const newIndex = (organizationId: string, id: string): StoredRecord => ({
  id,
  name: id,
  organizationId,
  logicalIndex: "default",
  type: "COVEO",
  region: "us-east-1",
  status: { online: true, internalStatus: "ONLINE" }
})

const currentIndex = (req: EmulatorRequest, world: World): StoredRecord =>
  world.store.get(world.generic.keyOf(indexes, req), req.params.indexId!) ??
    world.generic.notFound(indexes, req.params.indexId!)

const backupsKey = (req: EmulatorRequest, world: World) => world.generic.keyOf(backups, req)

// A backup shows once it is done: the page has no state to show one in progress with.
const doneBackups = (req: EmulatorRequest, world: World): ReadonlyArray<StoredRecord> =>
  world.store.list(backupsKey(req, world)).filter((b) => finished(timelineOf(b), req.now, world.stepMs()))

const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined)

/** The index backups workflow. */
export const indexesWorkflow: Workflow = {
  handlers: {
    [`POST ${index}/backup`]: (req, world) => {
      const record = currentIndex(req, world)
      const id = world.store.nextId(`${req.org}-backup`)
      const logical = record.logicalIndex ?? record.logicalIndexId
      // Stored as the backups page shows it: the id is `backupId`, and there is no other.
      world.store.put(backupsKey(req, world), id, {
        backupId: id,
        indexId: record.id,
        organizationId: req.org,
        creationDate: req.now,
        ...(typeof logical === "string" ? { logicalIndex: logical } : {}),
        $timeline: timeline(["IN_PROGRESS", "DONE"], req.now)
      })
      return ok({ id })
    },
    [`POST ${index}/restore`]: (req, world) => {
      currentIndex(req, world)
      const backupId = String(req.query.backupId)
      if (!doneBackups(req, world).some((b) => b.backupId === backupId)) world.generic.notFound(backups, backupId)
      return noContent
    },
    [`GET ${backups}/page`]: (req, world) => {
      const { backupId, indexId, sortBy, order } = req.query
      const from = num(req.query.from)
      const to = num(req.query.to)
      const done = new Set(doneBackups(req, world).map((b) => b.backupId))
      const key = typeof sortBy === "string" ? sortBy : "creationDate"
      return world.generic.list(req, world, {
        collection: backups,
        itemsKey: "items",
        paged: true,
        filter: (b) =>
          done.has(b.backupId as string) &&
          (indexId === undefined || b.indexId === indexId) &&
          (backupId === undefined || b.backupId === backupId) &&
          (from === undefined || Number(b.creationDate) >= from) &&
          (to === undefined || Number(b.creationDate) <= to),
        order: (a, b) => (order === "DESC" ? -1 : 1) * compareValues(a[key], b[key])
      })
    }
  }
}
