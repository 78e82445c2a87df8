/**
 * The areas the promise client 60.4 adds that need more than the generic behaviour: the
 * organization's members as invited or updated in bulk, a crawling module's log requests
 * (`CREATED` → `RUNNING` → `SUCCESSFUL`, then a signed link to the logs), and the AWS
 * instances list, empty in the emulator; a new file container's id, and extension code that compiles.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import type { StoredRecord } from "../store.ts"
import { type EmulatorRequest, fail, type Handler, ok, type World } from "../types.ts"
import {
  decodeBody,
  finished,
  org,
  signedUrl,
  statusOf,
  timeline,
  timelineOf,
  uploadedFiles,
  type Workflow
} from "./common.ts"

// --- organization members

const members = `${org}/members`

const IdAndName = Schema.Struct({ id: Schema.optional(Schema.String), displayName: Schema.optional(Schema.String) })
const Invites = Schema.Array(Schema.Struct({
  username: Schema.optional(Schema.String),
  providerUsername: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  provider: Schema.optional(Schema.String),
  groupInvites: Schema.optional(Schema.Array(Schema.Struct({ group: Schema.optional(IdAndName) })))
}))

const membersKey = (req: EmulatorRequest, world: World) => world.generic.keyOf(members, req)

// Each invite becomes a member (or updates the one of that username), in the groups it is invited to.
const updateMembers: Handler = (req, world) => {
  const key = membersKey(req, world)
  for (const invite of decodeBody(Invites, req.body)) {
    const username = invite.username ?? invite.email
    if (username === undefined || username === "") {
      return fail(400, "INVALID_PARAMETER", "Every member needs a username or an e-mail address.")
    }
    const { groupInvites, ...rest } = invite
    const existing = world.store.get(key, username)
    const groups = groupInvites?.flatMap((g) => (g.group === undefined ? [] : [g.group]))
    world.store.put(key, username, {
      email: username,
      provider: "EMAIL",
      groups: [],
      ...existing,
      ...rest,
      ...(groups === undefined ? {} : { groups }),
      username
    })
  }
  return ok(world.store.list(key).map((r) => world.generic.view(members, r, req, world)))
}

const memberGroups: Handler = (req, world) => {
  const member = world.store.get(membersKey(req, world), req.params.username!) ??
    world.generic.notFound(members, req.params.username!)
  return ok(Array.isArray(member.groups) ? member.groups : [])
}

// --- crawling module log requests

const logRequests = `${org}/crawlingmodules/{crawlingModuleId}/logrequests`

const LogRequestBody = Schema.Struct({
  logType: Schema.optional(Schema.Literals(["MAESTRO", "WORKER"])),
  operationId: Schema.optional(Schema.String),
  instanceId: Schema.optional(Schema.String)
})

const logRequestsKey = (req: EmulatorRequest, world: World) => world.generic.keyOf(logRequests, req)

const logRequestView = (record: StoredRecord, req: EmulatorRequest, world: World) => ({
  id: record.id,
  logType: record.logType,
  ...(record.operationId === undefined ? {} : { operationId: record.operationId }),
  ...(record.instanceId === undefined ? {} : { instanceId: record.instanceId }),
  state: statusOf(record, req, world),
  createdDate: record.createdDate
})

const createLogRequest: Handler = (req, world) => {
  const body = decodeBody(LogRequestBody, req.body)
  const id = world.store.nextId("logrequest")
  const record = {
    logType: "MAESTRO",
    ...body,
    id,
    createdDate: req.now,
    $timeline: timeline(["CREATED", "RUNNING", "SUCCESSFUL"], req.now)
  }
  world.store.put(logRequestsKey(req, world), id, record)
  return ok(logRequestView(record, req, world))
}

const listLogRequests: Handler = (req, world) =>
  world.generic.list(req, world, {
    collection: logRequests,
    paged: true,
    filter: (r, q) => q.query.state === undefined || r.state === q.query.state
  })

const logRequestDownload: Handler = (req, world) => {
  const key = logRequestsKey(req, world)
  const record = world.store.get(key, req.params.logRequestId!) ??
    world.generic.notFound(logRequests, req.params.logRequestId!)
  const state = statusOf(record, req, world)
  return ok(
    finished(timelineOf(record), req.now, world.stepMs())
      ? { state, url: signedUrl(req, world, "crawlingmodule-logs", key, String(record.id)) }
      : { state }
  )
}

/**
 * The members, log requests and AWS instances workflow.
 *
 * @since 0.1.0
 * @category workflows
 */
export const keysAndAccessWorkflow: Workflow = {
  handlers: {
    [`PUT ${members}`]: updateMembers,
    [`GET ${members}/{username}/groups`]: memberGroups,
    [`POST ${logRequests}`]: createLogRequest,
    [`GET ${logRequests}`]: listLogRequests,
    [`GET ${logRequests}/{logRequestId}/download`]: logRequestDownload
  },
  views: { [logRequests]: logRequestView },
  defaults: {
    "/rest/aws/instances/agents": () => [],
    // A file container names the file that batch calls refer to; its upload URL takes the file as S3's would
    // (a PUT without the bearer token), kept as its size and type only.
    "/push/v1/organizations/{org}/files": (req, world) => {
      const fileId = world.store.nextId("file")
      world.store.put(uploadedFiles, fileId, { id: fileId })
      return {
        uploadUri: `${req.baseUrl}/emulator/files/${fileId}`,
        fileId,
        requiredHeaders: { "x-amz-server-side-encryption": "AES256", "Content-Type": "application/octet-stream" }
      }
    },
    // Extension code compiles in the emulator.
    [`${org}/extensions/test/compile`]: () => ({ successful: true })
  },
  downloads: {
    "crawlingmodule-logs": (world, key, id) => {
      const record = world.store.get(key, id)
      return record === undefined ? undefined : {
        status: 200,
        raw: `${new Date(Number(record.createdDate)).toISOString()} INFO ${String(record.logType)} logs of ${id}\n`,
        contentType: "text/plain"
      }
    }
  }
}
