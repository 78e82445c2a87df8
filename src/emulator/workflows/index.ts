/**
 * Every workflow of the emulator, merged: the specific handlers by
 * `METHOD template`, and what they tell the generic behaviour.
 *
 * @module
 */
import type { GenericSpec, View } from "../generic.ts"
import { publicView } from "../store.ts"
import type { Handler, ListSpec } from "../types.ts"
import { adminWorkflow } from "./admin.ts"
import { analyticsWorkflow } from "./analytics.ts"
import { commerceAnalyticsWorkflow } from "./commerce-analytics.ts"
import { type Download, org, type Workflow } from "./common.ts"
import { fieldsWorkflow } from "./fields.ts"
import { indexesWorkflow } from "./indexes.ts"
import { interfacesWorkflow } from "./interfaces.ts"
import { keysAndAccessWorkflow } from "./keys-and-access.ts"
import { licenseWorkflow } from "./license.ts"
import { mlSearchWorkflow } from "./ml-search.ts"
import { pipelinesWorkflow } from "./pipelines.ts"
import { privilegesWorkflow } from "./privileges.ts"
import { searchAuthenticationWorkflow } from "./search-authentication.ts"
import { snapshotsWorkflow } from "./snapshots.ts"
import { sourcesWorkflow } from "./sources.ts"
import { statisticsWorkflow } from "./statistics.ts"
import { workspaceWorkflow } from "./workspace.ts"

// List shapes of areas without a workflow of their own.
const otherLists: Readonly<Record<string, ListSpec>> = {
  [`${org}/caseassists`]: { itemsKey: "configurations", paged: true },
  [`${org}/searchusagemetrics/hubs/`]: {
    collection: `${org}/searchusagemetrics/hubs`,
    itemsKey: "hubs",
    paged: true,
    counts: ["totalCount"]
  },
  [`${org}/pages/inappwidgets`]: { collection: `${org}/pages/inappwidget` },
  "/rest/global/organizations": { itemsKey: "items", paged: true }
}

const insightConfigs = `${org}/insightconfig/v1/configs`

// An insight panel configuration names its pipeline when it is sent; the platform answers with the
// pipeline itself and the models it runs.
const otherViews: Readonly<Record<string, View>> = {
  [insightConfigs]: (record) => {
    const { pipeline, ...rest } = publicView(record)
    const disabled = { enabled: false }
    return {
      searchHub: "",
      contextFields: {},
      interfaces: [],
      ...rest,
      pipeline: typeof pipeline === "string"
        ? { id: pipeline, name: pipeline, models: { art: disabled, dne: disabled, qs: disabled } }
        : pipeline
    }
  }
}

/** The workflows, in the order their handlers are looked up. */
export const workflows: ReadonlyArray<Workflow> = [
  sourcesWorkflow,
  fieldsWorkflow,
  pipelinesWorkflow,
  snapshotsWorkflow,
  indexesWorkflow,
  adminWorkflow,
  analyticsWorkflow,
  commerceAnalyticsWorkflow,
  licenseWorkflow,
  mlSearchWorkflow,
  statisticsWorkflow,
  workspaceWorkflow,
  interfacesWorkflow,
  keysAndAccessWorkflow,
  searchAuthenticationWorkflow,
  privilegesWorkflow,
  { handlers: {}, lists: otherLists, views: otherViews }
]

/** The workflows merged. */
export interface Merged {
  readonly handlers: ReadonlyMap<string, Handler>
  readonly spec: GenericSpec
  readonly downloads: ReadonlyMap<string, Download>
}

/** Merges workflows; a later one never replaces an earlier one's handler. */
export const merge = (all: ReadonlyArray<Workflow>): Merged => {
  const handlers = new Map<string, Handler>()
  const downloads = new Map<string, Download>()
  const lists: Record<string, ListSpec> = {}
  const views: Record<string, GenericSpec["views"][string]> = {}
  const defaults: Record<string, GenericSpec["defaults"][string]> = {}
  const aliases: Record<string, string> = {}
  const notFound: Record<string, GenericSpec["notFound"][string]> = {}
  for (const w of all) {
    for (const [key, handler] of Object.entries(w.handlers)) if (!handlers.has(key)) handlers.set(key, handler)
    for (const [kind, download] of Object.entries(w.downloads ?? {})) downloads.set(kind, download)
    Object.assign(lists, w.lists)
    Object.assign(views, w.views)
    Object.assign(defaults, w.defaults)
    Object.assign(aliases, w.aliases)
    Object.assign(notFound, w.notFound)
  }
  return { handlers, downloads, spec: { lists, views, defaults, aliases, notFound } }
}
