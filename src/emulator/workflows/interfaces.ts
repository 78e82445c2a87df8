/**
 * Hosted interfaces: an insight panel interface keeps a version per change (its creation, each update,
 * each restore), the latest published, each labelled by the change's `versionLabel` or the restore's
 * `label`; an insight panel configuration duplicates under a new name; an IPX interface answers its
 * preview, builder and login pages as HTML, a search token, and its configuration as its loader.
 *
 * @module
 */
import { publicView, type StoredRecord } from "../store.ts"
import { type EmulatorRequest, objectBody, ok, type Reply, type World } from "../types.ts"
import { iso, org, type Workflow } from "./common.ts"

const insightConfigs = `${org}/insightconfig/v1/configs`
const insight = `${org}/insightinterface/v1/interfaces`
const insightItem = `${insight}/{insightPanelInterfaceId}`
const versions = `${insightItem}/versions`
const version = `${versions}/{versionNumber}`
const ipx = `${org}/ipxinterface/v1/interfaces`
const ipxItem = `${ipx}/{ipxInterfaceId}`

const scoped = (req: EmulatorRequest, params: Readonly<Record<string, string>> = req.params) => ({
  params,
  scope: req.scope
})

const html = (body: string): Reply => ({ status: 200, raw: body, contentType: "text/html" })

const escape = (value: unknown): string =>
  String(value).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" })[c]!)

// --- insight panel interface versions

const versionsKey = (req: EmulatorRequest, world: World, interfaceId: string) =>
  world.generic.keyOf(versions, scoped(req, { ...req.params, insightPanelInterfaceId: interfaceId }))

const changeInfo = (req: EmulatorRequest) => ({ by: req.principal.username, date: iso(req.now) })

/** A version as listed: everything but its configuration. */
const versionInfo = (record: StoredRecord) => {
  const { configuration: _, ...info } = publicView(record)
  return info
}

/** Records `configuration` as the interface's new, published version. */
const addVersion = (
  req: EmulatorRequest,
  world: World,
  configuration: Readonly<Record<string, unknown>>,
  label: unknown,
  restoredFrom?: number
) => {
  const key = versionsKey(req, world, String(configuration.id))
  const all = world.store.list(key)
  for (const v of all) if (v.isPublished === true) world.store.put(key, String(v.version), { ...v, isPublished: false })
  const number = all.reduce((n, v) => Math.max(n, Number(v.version)), 0) + 1
  world.store.put(key, String(number), {
    version: number,
    ...(typeof label === "string" && label !== "" ? { label } : {}),
    created: changeInfo(req),
    updated: changeInfo(req),
    isPublished: true,
    configuration,
    ...(restoredFrom === undefined ? {} : { restoredFromVersion: restoredFrom })
  })
}

/** The generic create or update of an interface, its `versionLabel` kept for the version only. */
const versioned = (req: EmulatorRequest, world: World): Reply => {
  const { versionLabel, ...body } = objectBody(req)
  const reply = world.generic.handle({ ...req, body }, world)
  addVersion(req, world, reply.body as Readonly<Record<string, unknown>>, versionLabel)
  return reply
}

const versionOf = (req: EmulatorRequest, world: World): StoredRecord => {
  const id = req.params.versionNumber!
  const found = world.store.get(versionsKey(req, world, req.params.insightPanelInterfaceId!), id)
  return found ?? world.generic.notFound(versions, id)
}

const listVersions = (req: EmulatorRequest, world: World): Reply => {
  const filter = typeof req.query.filter === "string" ? req.query.filter.toLowerCase() : ""
  const ascending = req.query.order === "asc"
  const kept = world.store.list(versionsKey(req, world, req.params.insightPanelInterfaceId!))
    .filter((v) => filter === "" || String(v.label ?? "").toLowerCase().includes(filter))
    .sort((a, b) => (ascending ? 1 : -1) * (Number(a.version) - Number(b.version)))
  const page = Math.max(0, Math.floor(Number(req.query.page ?? 0)))
  const size = Math.max(1, Math.floor(Number(req.query.perPage ?? 10)))
  return ok({
    items: kept.slice(page * size, (page + 1) * size).map(versionInfo),
    totalEntries: kept.length,
    totalPages: Math.ceil(kept.length / size)
  })
}

const restoreVersion = (req: EmulatorRequest, world: World): Reply => {
  const restored = versionOf(req, world)
  const interfaceId = req.params.insightPanelInterfaceId!
  const key = world.generic.keyOf(insight, scoped(req))
  const configuration = { ...(restored.configuration as Readonly<Record<string, unknown>>), id: interfaceId }
  world.store.put(key, interfaceId, configuration)
  addVersion(req, world, configuration, objectBody(req).label, Number(restored.version))
  return ok(configuration)
}

const labelVersion = (req: EmulatorRequest, world: World): Reply => {
  const found = versionOf(req, world)
  const updated = { ...found, label: objectBody(req).label, updated: changeInfo(req) }
  world.store.put(versionsKey(req, world, req.params.insightPanelInterfaceId!), String(found.version), updated)
  return ok(versionInfo(updated))
}

// --- insight panel configurations

const duplicateConfig = (req: EmulatorRequest, world: World): Reply => {
  const key = world.generic.keyOf(insightConfigs, scoped(req))
  const id = req.params.configId!
  const original = world.store.get(key, id) ?? world.generic.notFound(insightConfigs, id)
  const copyId = world.store.nextId("config")
  const copy = { ...original, id: copyId, name: objectBody(req).name }
  world.store.put(key, copyId, copy)
  return ok(world.generic.view(insightConfigs, copy, req, world))
}

// --- IPX interfaces

const ipxRecord = (req: EmulatorRequest, world: World, id: string): StoredRecord => {
  const found = world.store.get(world.generic.keyOf(ipx, scoped(req)), id)
  return found ?? world.generic.notFound(ipx, id)
}

const ipxPage = (title: string, main: string) =>
  `<!DOCTYPE html><html><head><title>${escape(title)}</title></head><body>${main}</body></html>`

/** Hosted interfaces' versions, copies and pages. */
export const interfacesWorkflow: Workflow = {
  handlers: {
    [`POST ${insight}`]: versioned,
    [`PUT ${insightItem}`]: versioned,
    [`GET ${versions}`]: listVersions,
    [`GET ${version}`]: (req, world) => ok(publicView(versionOf(req, world))),
    [`POST ${version}/restore`]: restoreVersion,
    [`PUT ${version}/label`]: labelVersion,
    [`POST ${insightConfigs}/{configId}`]: duplicateConfig,
    [`GET ${ipxItem}/loader`]: (req, world) => ok(publicView(ipxRecord(req, world, req.params.ipxInterfaceId!))),
    [`POST ${ipx}/{ipxId}/preview`]: (req, world) => {
      ipxRecord(req, world, req.params.ipxId!)
      const name = escape(objectBody(req).name ?? "")
      return html(`<atomic-search-interface data-name="${name}"></atomic-search-interface>`)
    },
    [`GET ${ipxItem}/edit`]: (req, world) => {
      const record = ipxRecord(req, world, req.params.ipxInterfaceId!)
      return html(ipxPage(`${String(record.name)}: builder`, "<main id=\"ipx-builder\"></main>"))
    },
    [`GET ${ipxItem}/login`]: (req, world) => {
      const record = ipxRecord(req, world, req.params.ipxInterfaceId!)
      return html(ipxPage(`${String(record.name)}: sign in`, "<main id=\"ipx-login\"></main>"))
    },
    [`GET ${ipxItem}/token`]: (req, world) => {
      const record = ipxRecord(req, world, req.params.ipxInterfaceId!)
      return ok({ token: `emulator-search-token-${world.sign(`ipx|${req.org}|${String(record.id)}`).slice(0, 16)}` })
    }
  },
  lists: {
    // The declaration reads a page, as the promise client types it; the description gives a bare array.
    [insight]: { itemsKey: "items", paged: true }
  }
}
