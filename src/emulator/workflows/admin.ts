/**
 * Organizations (pause and resume: `PAUSING` → `PAUSED`, `RESUMING` → `ACTIVE`),
 * API keys (activate and disable by their `enabled` flag; a key's value is a
 * token bound to its organization while it is enabled) and notification
 * subscriptions (enable, disable, test; `/me` calls see the caller's only).
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { randomUUID } from "node:crypto"
import { SubscriptionFrequency, SubscriptionType } from "../../Schema/Subscriptions.ts"
import { type ApiKeyIndex, apiKeyIndexKey, apiKeysKey } from "../security.ts"
import { publicView, type StoredRecord } from "../store.ts"
import {
  type EmulatorRequest,
  fail,
  type Handler,
  noContent,
  objectBody,
  ok,
  type Reply,
  type World
} from "../types.ts"
import { decodeBody, org, phaseOf, type Timeline, timeline, type Workflow } from "./common.ts"

const organizations = "/rest/organizations"
const byId = `${organizations}/{organizationId}`
const apikeys = `${org}/apikeys`
const subscriptions = `${org}/subscriptions`
const mine = `${subscriptions}/me`

// --- organizations

/** A new organization record. */
export const newOrganization = (id: string, displayName: string, owner: string, now: number): StoredRecord => ({
  id,
  displayName,
  createdDate: now,
  type: "Production",
  publicContentOnly: false,
  readOnly: false,
  owner: { email: owner },
  $timeline: timeline(["ACTIVE"], now),
  $supportActivated: false
})

/**
 * Whether an organization record is paused at `now` (the pause has completed, no resume has started).
 *
 * @since 0.1.0
 * @category predicates
 */
export const isPaused = (record: StoredRecord, now: number, stepMs: number): boolean =>
  phaseOf(record.$timeline as Timeline, now, stepMs) === "PAUSED"

const statusOf = (record: StoredRecord, req: EmulatorRequest, world: World) => {
  const pauseState = phaseOf(record.$timeline as Timeline, req.now, world.stepMs())
  return {
    lifeCycleState: pauseState === "PAUSED" ? "PAUSED" : "ACTIVE",
    pauseState,
    paused: pauseState === "PAUSED",
    readOnly: record.readOnly === true,
    status: "HEALTHY",
    supportActivated: record.$supportActivated === true,
    errorCodes: [],
    provisioningStatus: {
      initialProvisioningDone: true,
      ongoing: false,
      status: "HEALTHY",
      currentProvisioningProgress: 100
    }
  }
}

const organizationView = (record: StoredRecord, req: EmulatorRequest, world: World) => {
  const asked = req.query.additionalFields
  const fields = Array.isArray(asked) ? asked.map(String) : typeof asked === "string" ? [asked] : []
  return {
    ...publicView(record),
    ...(fields.includes("status") ? { organizationStatusModel: statusOf(record, req, world) } : {}),
    ...(fields.includes("license")
      ? { license: { productType: "TRIAL", productEdition: "FREE", indexType: "COVEO" } }
      : {})
  }
}

const currentOrganization = (req: EmulatorRequest, world: World) =>
  world.store.get(organizations, req.params.organizationId!) ??
    world.generic.notFound(organizations, req.params.organizationId!)

// Resuming answers `{ value: true }` (the description's `ValueModelBoolean`); pausing, undescribed, answers nothing.
const pauseOrResume =
  (from: ReadonlyArray<string>, phases: ReadonlyArray<string>, verb: string, reply: Reply = noContent): Handler =>
  (req, world) => {
    const record = currentOrganization(req, world)
    const state = phaseOf(record.$timeline as Timeline, req.now, world.stepMs())
    if (!from.includes(state)) {
      fail(409, "INVALID_ORGANIZATION_STATE", `Cannot ${verb} organization '${record.id}' while it is ${state}.`)
    }
    world.store.put(organizations, String(record.id), { ...record, $timeline: timeline(phases, req.now) })
    return reply
  }

const visible = (record: Readonly<Record<string, unknown>>, req: EmulatorRequest) =>
  req.principal.organizationId === undefined || record.id === req.principal.organizationId

// --- API keys

const ApiKeyBody = Schema.Struct({
  displayName: Schema.optional(Schema.String),
  description: Schema.optional(Schema.String),
  enabled: Schema.optional(Schema.Boolean)
})

const apiKeyView = (record: StoredRecord) => {
  const enabled = record.enabled !== false
  return { ...publicView(record), enabled, status: enabled ? "ENABLED" : "DISABLED" }
}

const existingKey = (req: EmulatorRequest, world: World, id: string) =>
  world.store.get(apiKeysKey(req.org!), id) ?? world.generic.notFound(apikeys, id)

const setEnabled = (enabled: boolean): Handler => (req, world) => {
  const record = existingKey(req, world, req.params.apiKeyId!)
  world.store.put(apiKeysKey(req.org!), String(record.id), { ...record, enabled })
  return noContent
}

// The bulk calls take the ids as the body, and act on all of them or on none.
const bulkIds = (req: EmulatorRequest, world: World) =>
  decodeBody(Schema.Array(Schema.String), req.body).map((id) => existingKey(req, world, id))

const setEnabledBulk = (enabled: boolean): Handler => (req, world) => {
  for (const record of bulkIds(req, world)) {
    world.store.put(apiKeysKey(req.org!), String(record.id), { ...record, enabled })
  }
  return noContent
}

const newKeyValue = (world: World, org: string, id: string) => {
  const value = `xx${randomUUID()}`
  const index = (world.store.doc(apiKeyIndexKey) ?? {}) as ApiKeyIndex
  world.store.setDoc(apiKeyIndexKey, { ...index, [value]: { org, id } })
  return value
}

// --- subscriptions

const SubscriptionBody = Schema.Struct({
  name: Schema.NonEmptyString,
  enabled: Schema.Boolean,
  frequency: SubscriptionFrequency,
  type: SubscriptionType
})

const subscriptionKey = (req: EmulatorRequest, world: World) => world.generic.keyOf(subscriptions, req)

// `/me` calls only see the caller's own subscriptions: others are not found.
const currentSubscription = (req: EmulatorRequest, world: World, own: boolean) => {
  const record = world.store.get(subscriptionKey(req, world), req.params.subscriptionId!)
  if (record === undefined || (own && record.userId !== req.principal.username)) {
    return world.generic.notFound(subscriptions, req.params.subscriptionId!)
  }
  return record
}

const createSubscription: Handler = (req, world) => {
  decodeBody(SubscriptionBody, req.body)
  const id = world.store.nextId("subscription")
  const record = {
    ...objectBody(req),
    id,
    organizationId: req.org,
    userId: req.principal.username,
    createdDate: req.now,
    lastModified: req.now,
    status: {
      healthIndicator: "UNKNOWN",
      statistics: { numberOfCancellations: 0, numberOfErrors: 0, numberOfFailures: 0, numberOfSucces: 0 }
    }
  }
  world.store.put(subscriptionKey(req, world), id, record)
  return ok(publicView(record))
}

const editSubscription = (own: boolean): Handler => (req, world) => {
  const record = currentSubscription(req, world, own)
  decodeBody(SubscriptionBody, req.body)
  const next = { ...record, ...objectBody(req), id: record.id, lastModified: req.now }
  world.store.put(subscriptionKey(req, world), String(record.id), next)
  return ok(publicView(next))
}

const toggleSubscription = (own: boolean, enabled: boolean): Handler => (req, world) => {
  const record = currentSubscription(req, world, own)
  world.store.put(subscriptionKey(req, world), String(record.id), { ...record, enabled, lastModified: req.now })
  return noContent
}

const testSubscription = (own: boolean): Handler => (req, world) => {
  const record = currentSubscription(req, world, own)
  const status = record.status as { readonly statistics: Readonly<Record<string, number>> }
  const parameters = (record.parameters ?? {}) as Readonly<Record<string, unknown>>
  // A web hook without a URL cannot be reached: the test is recorded as a failure.
  const reachable = record.type !== "WEB_HOOK" || typeof parameters.serviceUrl === "string"
  const statistics = reachable
    ? { ...status.statistics, numberOfSucces: (status.statistics.numberOfSucces ?? 0) + 1 }
    : { ...status.statistics, numberOfFailures: (status.statistics.numberOfFailures ?? 0) + 1 }
  world.store.put(subscriptionKey(req, world), String(record.id), {
    ...record,
    status: {
      healthIndicator: reachable ? "GOOD" : "PROBLEMATIC",
      latestResponseMessage: reachable ? "Test notification delivered." : "The web hook has no service URL.",
      statistics
    }
  })
  return noContent
}

const ownGuard: Handler = (req, world) => {
  currentSubscription(req, world, true)
  return undefined
}

/** The organizations, API keys and subscriptions workflow. */
export const adminWorkflow: Workflow = {
  aliases: { [mine]: subscriptions },
  handlers: {
    [`GET ${organizations}`]: (req, world) => {
      const all = world.store.list(organizations).filter((o) => visible(o, req)).map((o) =>
        organizationView(o, req, world)
      )
      if (Object.keys(req.query).length === 0) return ok(all)
      const page = Number(req.query.page ?? 0)
      const size = Number(req.query.perPage ?? 100)
      return ok({
        items: all.slice(page * size, (page + 1) * size),
        totalEntries: all.length,
        totalPages: Math.ceil(all.length / size)
      })
    },
    [`POST ${organizations}`]: (req, world) => {
      const name = String(req.query.name)
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "").slice(0, 20) || "organization"
      const id = world.store.nextId(slug)
      const record = newOrganization(id, name, req.principal.username, req.now)
      world.store.put(organizations, id, record)
      return ok(organizationView(record, req, world), 201)
    },
    [`GET ${byId}/status`]: (req, world) => ok(statusOf(currentOrganization(req, world), req, world)),
    [`POST ${byId}/pause`]: pauseOrResume(["ACTIVE"], ["PAUSING", "PAUSED"], "pause"),
    [`POST ${byId}/resume`]: pauseOrResume(["PAUSED"], ["RESUMING", "ACTIVE"], "resume", ok({ value: true })),
    [`PUT ${byId}/support`]: (req, world) => {
      const record = currentOrganization(req, world)
      world.store.put(organizations, String(record.id), { ...record, $supportActivated: req.query.activate === true })
      return noContent
    },
    [`POST ${apikeys}`]: (req, world) => {
      decodeBody(ApiKeyBody, req.body)
      const id = world.store.nextId("apikey")
      const record = { ...objectBody(req), id, organizationId: req.org, enabled: true, createdDate: req.now }
      world.store.put(apiKeysKey(req.org!), id, record)
      // The value is shown once, in this answer.
      return ok({ ...apiKeyView(record), value: newKeyValue(world, req.org!, id) }, 201)
    },
    [`PUT ${apikeys}/{apiKeyId}/activate`]: setEnabled(true),
    [`PUT ${apikeys}/{apiKeyId}/disable`]: setEnabled(false),
    [`PUT ${apikeys}/activate/bulk`]: setEnabledBulk(true),
    [`PUT ${apikeys}/disable/bulk`]: setEnabledBulk(false),
    [`POST ${apikeys}/delete/bulk`]: (req, world) => {
      for (const record of bulkIds(req, world)) world.store.remove(apiKeysKey(req.org!), String(record.id))
      return noContent
    },
    // A copy with the source's privileges and settings, a new id and value, and what the body changes.
    [`PUT ${apikeys}/{apiKeyId}/duplicate`]: (req, world) => {
      const source = existingKey(req, world, req.params.apiKeyId!)
      const changes = decodeBody(
        Schema.Struct({
          displayName: Schema.optional(Schema.String),
          description: Schema.optional(Schema.String),
          lifetimeDuration: Schema.optional(Schema.String)
        }),
        req.body
      )
      const id = world.store.nextId("apikey")
      const record = { ...publicView(source), ...changes, id, enabled: true, createdDate: req.now }
      world.store.put(apiKeysKey(req.org!), id, record)
      return ok({ ...apiKeyView(record), value: newKeyValue(world, req.org!, id) }, 201)
    },
    [`POST ${subscriptions}`]: createSubscription,
    [`POST ${mine}`]: createSubscription,
    [`PUT ${subscriptions}/{subscriptionId}`]: editSubscription(false),
    [`PUT ${mine}/{subscriptionId}`]: editSubscription(true),
    [`PUT ${subscriptions}/{subscriptionId}/enable`]: toggleSubscription(false, true),
    [`PUT ${subscriptions}/{subscriptionId}/disable`]: toggleSubscription(false, false),
    [`PUT ${mine}/{subscriptionId}/enable`]: toggleSubscription(true, true),
    [`PUT ${mine}/{subscriptionId}/disable`]: toggleSubscription(true, false),
    [`POST ${subscriptions}/{subscriptionId}/test`]: testSubscription(false),
    [`POST ${mine}/{subscriptionId}/test`]: testSubscription(true),
    [`GET ${mine}/{subscriptionId}`]: ownGuard,
    [`DELETE ${mine}/{subscriptionId}`]: ownGuard
  },
  lists: {
    [apikeys]: {
      filter: (k, req) =>
        req.query.status === undefined ||
        (req.query.status === "DEACTIVATED" ? k.enabled === false : k.enabled !== false)
    },
    [mine]: { collection: subscriptions, filter: (s, req) => s.userId === req.principal.username }
  },
  views: { [organizations]: organizationView, [apikeys]: (record) => apiKeyView(record) },
  notFound: {
    [organizations]: { errorCode: "ORGANIZATION_NOT_FOUND", noun: "Organization" },
    [apikeys]: { errorCode: "API_KEY_NOT_FOUND", noun: "API key" },
    [subscriptions]: { errorCode: "SUBSCRIPTION_NOT_FOUND", noun: "Subscription" }
  }
}
