/**
 * Index backups. A backup of an existing index answers its id at once and is
 * `IN_PROGRESS` for a step; then the organization's backups page
 * (`/indexbackups/page`, not under `/indexes`) lists it, filtered by index,
 * backup id and creation date, sorted and paged. A restore names a listed
 * backup; any other is not found. The other index calls are the generic ones.
 *
 * @module
 */
import { pageOf } from "../generic.ts"
import type { StoredRecord } from "../store.ts"
import { type EmulatorRequest, noContent, ok, type World } from "../types.ts"
import { finished, org, timeline, timelineOf, type Workflow } from "./common.ts"

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

const backupItem = (record: StoredRecord) => ({
  backupId: record.backupId,
  indexId: record.indexId,
  organizationId: record.organizationId,
  creationDate: record.creationDate,
  ...(typeof record.logicalIndex === "string" ? { logicalIndex: record.logicalIndex } : {})
})

const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined)

/** The index backups workflow. */
export const indexesWorkflow: Workflow = {
  handlers: {
    [`POST ${index}/backup`]: (req, world) => {
      const record = currentIndex(req, world)
      const id = world.store.nextId(`${req.org}-backup`)
      const logical = record.logicalIndex ?? record.logicalIndexId
      world.store.put(backupsKey(req, world), id, {
        id,
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
      if (!doneBackups(req, world).some((b) => b.id === backupId)) world.generic.notFound(backups, backupId)
      return noContent
    },
    [`GET ${backups}/page`]: (req, world) => {
      const { backupId, indexId, sortBy, order } = req.query
      const from = num(req.query.from)
      const to = num(req.query.to)
      const kept = doneBackups(req, world).map(backupItem).filter((b) =>
        (indexId === undefined || b.indexId === indexId) &&
        (backupId === undefined || b.backupId === backupId) &&
        (from === undefined || Number(b.creationDate) >= from) &&
        (to === undefined || Number(b.creationDate) <= to)
      )
      if (sortBy !== undefined || order !== undefined) {
        const key = typeof sortBy === "string" ? sortBy : "creationDate"
        const sign = order === "DESC" ? -1 : 1
        kept.sort((a, b) => {
          const x = (a as Record<string, unknown>)[key]
          const y = (b as Record<string, unknown>)[key]
          return sign * (typeof x === "number" && typeof y === "number"
            ? x - y
            : String(x ?? "").localeCompare(String(y ?? "")))
        })
      }
      const page = pageOf(kept, req.query)
      return ok({ items: page.items, totalEntries: page.totalEntries, totalPages: page.totalPages })
    }
  }
}
